// The user centre in the mini-program runtime (issue 15): a flight booked and paid through the API
// shows on the schedule (/schedule) under its day and opens its order; the user-centre tab shows
// the points balance and the entries; the points bill, offline orders, violations, customer
// service and the meeting form render from the server.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, ok, pageText, paidFlight, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())



describe('the user centre in the mini-program', () => {
  test('the schedule shows a paid flight and opens it; the tab shows points; the other screens render', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const order = await paidFlight(token, me, 6, 'wx-mine')
    const schedule = await until(async () => {
      const s = await ok('POST', '/obt/scheduleOrder', {}, token)
      return s.list.find((i) => i.orderId === order.orderId) ?? null
    }, { timeout: 20000, what: 'the flight on the schedule' })

    let page = await mp.navigateTo('/mine/pages/schedule/index')
    await waitForText(page, '历史行程', { timeout: 30000 })
    await waitForText(page, `订单号 ${order.orderNo}`, { timeout: 20000 })
    assert.ok((await pageText(page)).includes(schedule.depTime.slice(11, 16)), 'the departure time')
    await tapText(page, `订单号 ${order.orderNo}`)
    page = await waitForPage(mp, 'tk/pages/tk-order-detail/index', { timeout: 20000 })
    assert.equal(page.query.orderId, order.orderId)

    page = await mp.switchTab('/pages/user-center/index')
    await waitForText(page, '我的积分', { timeout: 20000 })
    const points = await ok('POST', '/obt/getAvailablePoints', {}, token)
    await waitForText(page, String(points.balance), { timeout: 20000 })
    for (const entry of ['我的行程', '消息中心', '其他订单', '违规记录', '客户服务', '会议会展']) await waitForText(page, entry)

    page = await mp.navigateTo('/mine/pages/points/index')
    await waitForText(page, '积分明细', { timeout: 20000 })
    await waitForText(page, '订单积分')
    await waitForText(page, '赠送积分')

    page = await mp.navigateTo('/mine/pages/other-order/index')
    await waitForText(page, '日本商务签证代办（单次）', { timeout: 20000 })
    page = await mp.navigateTo('/mine/pages/violate-list/index')
    await waitForText(page, '暂无违规记录', { timeout: 20000 })
    page = await mp.navigateTo('/mine/pages/service/index')
    await waitForText(page, '投诉电话', { timeout: 20000 })
    await waitForText(page, '在线客服')
    page = await mp.navigateTo('/mine/pages/meeting/index')
    await waitForText(page, '提交需求', { timeout: 20000 })
    await assertNoIssues(mp)
  })
})
