// The trip offline in the mini-program runtime (issue 18 §3): a flight booked and paid through the
// API shows on /schedule with the next trip's ticket number, and the reply is kept in storage; with
// every request failing as on a phone with no network, the schedule opened again shows the kept
// copy (the flight, its ticket number) and "离线 · 保存于 HH:mm"; with the network back, retry
// reads again and the notice goes. The service lines are kept the same way.
/* global wx */
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, ok, pageText, paidFlight, signIn, tapText, until, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())



/** Every wx.request fails as with no network (`down`), or answers again. */
async function network(up) {
  await mp.evaluate((on) => {
    const g = globalThis
    if (!g.__realRequest) g.__realRequest = wx.request
    wx.request = on
      ? g.__realRequest
      : (o) => {
        setTimeout(() => {
          o.fail?.({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' })
          o.complete?.({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' })
        }, 0)
        return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
      }
  }, up)
}

describe('the trip offline in the mini-program', () => {
  test('the kept schedule and next trip show with their age when requests fail; retry reads again', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.approver')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const order = await paidFlight(token, me, 3, 'wx-offline')
    const trip = await until(async () => {
      const t = await ok('POST', '/obt/mine/nextTrip', {}, token)
      return t.docs.some((d) => d.people.some((p) => p.ticketNo)) ? t : null
    }, { timeout: 20000, what: 'a next trip with a ticket' })
    const ticketNo = trip.docs.flatMap((d) => d.people.map((p) => p.ticketNo)).find(Boolean)

    let page = await mp.navigateTo('/mine/pages/schedule/index')
    await waitForText(page, '下一段行程', { timeout: 30000 })
    await waitForText(page, `票号 ${ticketNo}`, { timeout: 20000 })
    await waitForText(page, `订单号 ${order.orderNo}`, { timeout: 20000 })
    const kept = await mp.callWxMethod('getStorageSync', 'offline_schedule')
    assert.ok(JSON.stringify(kept).includes(order.orderNo), 'the schedule is kept in storage')
    assert.ok(JSON.stringify(await mp.callWxMethod('getStorageSync', 'offline_next_trip')).includes(ticketNo), 'the next trip is kept')
    page = await mp.navigateTo('/mine/pages/service/index')
    await waitForText(page, '投诉电话', { timeout: 20000 })
    await mp.navigateBack()
    await mp.navigateBack()

    await network(false)
    page = await mp.navigateTo('/mine/pages/schedule/index')
    await waitForText(page, '离线 · 保存于', { timeout: 30000 })
    await waitForText(page, `票号 ${ticketNo}`)
    await waitForText(page, `订单号 ${order.orderNo}`)
    assert.match(await pageText(page), /离线 · 保存于 \d\d:\d\d（(刚刚|\d+ 分钟前)）/)
    page = await mp.navigateTo('/mine/pages/service/index')
    await waitForText(page, '离线 · 保存于', { timeout: 30000 })
    await waitForText(page, '投诉电话')
    await mp.navigateBack()

    await network(true)
    page = await mp.currentPage()
    await tapText(page, '重试')
    await until(async () => !(await pageText(page)).includes('离线 · 保存于'), { timeout: 20000, what: 'the notice gone' })
    await waitForText(page, `票号 ${ticketNo}`)
  })
})
