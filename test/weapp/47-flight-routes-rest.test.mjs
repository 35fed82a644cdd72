// Issue 13, the rest of the flight routes, in the rendered mini-program: a connection booked as one
// order (tkCabinTransfer → tkEdit → tkCmp → the order with both legs → its airport's buses), the
// domestic policy, and airport buses with a line's stops.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' China time, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/** A connection SJW → TVS whose cheapest fares with seats (what the screen starts with) are both in policy. */
async function findConnection(token, empId) {
  for (let d = 10; d < 18; d++) {
    const r = await ok('POST', '/obt/plane/shopping/gn/v3/queryTransferCity', { depCode: 'SJW', arrCode: 'TVS', date: dayAhead(d), tripType: 1, travellerEmpIds: [empId] }, token)
    for (const it of r.itineraries) {
      const fares = await Promise.all(it.legs.map((l) => ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: l.flightKey, tripType: 1, travellerEmpIds: [empId] }, token)))
      if (fares.every((f) => f.cabins.find((c) => c.seatsLeft > 0)?.policy.inPolicy)) return it
    }
  }
  throw new Error('no in-policy connection found')
}


/** An issued BJS → SHA order of the signed-in user, booked and paid through the API with the app's own session. */
async function issuedOrder(token, me) {
  for (let d = 26; d < 32; d++) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 1, travellerEmpIds: [me.empId] }, token)
    for (const f of day.flights.filter((x) => x.stops === 0 && x.seatsLeft >= 3)) {
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 1, travellerEmpIds: [me.empId] }, token)
      const cabin = cabins.cabins.find((c) => c.policy.inPolicy && c.seatsLeft >= 3)
      if (!cabin) continue
      const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1, clientToken: `weapp47-${Date.now()}`,
      }, token)
      if (booked.errCode !== 1) continue
      const orderIds = [booked.data.orderId]
      const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
      const way = subject.subjects.find((x) => x.available) ?? subject.subjects[0]
      let sentAt = Date.now() - 1000
      let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
      if (sent.errCode === 4290) {
        await new Promise((r) => setTimeout(r, 61_000))
        sentAt = Date.now() - 1000
        sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
      }
      assert.equal(sent.errCode, 1, sent.tips)
      const smsCode = await latestSmsCode(me.phoneNumber, { after: sentAt })
      await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
      await until(async () => ((await ok('GET', '/obt/queryOnlinePayStatus', { orderId: orderIds[0] }, token)).status === 'ISSUED' ? true : null), { timeout: 20000, what: 'the order issued' })
      return orderIds[0]
    }
  }
  throw new Error('no fare to book')
}

describe('the rest of the flight routes in the mini-program', () => {
  test('a connection booked as one order, its completion screen, the order and its airport buses', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.corpbooker')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const it = await findConnection(token, me.empId)
    const [a, b] = it.legs

    let page = await mp.navigateTo(`/tk/pages/tk-cabin-transfer/index?f1=${encodeURIComponent(a.flightKey)}&f2=${encodeURIComponent(b.flightKey)}&trip=1&travellers=${me.empId}`)
    await waitForText(page, '两段航班作为一个订单预订', { timeout: 30000 })
    await waitForText(page, b.flightNo)
    await tapText(page, '预订联程', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-edit/index', { timeout: 30000 })
    await waitForText(page, '第2程', { timeout: 30000 })
    await waitForText(page, '符合差旅标准')
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交', { timeout: 20000 })
    const orderId = page.query.orderId
    assert.match(orderId ?? '', /^\d+$/)
    const order = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId }, token)
    assert.deepEqual(order.segments.map((s) => s.flightNo), [a.flightNo, b.flightNo])
    assert.ok((await pageText(page)).includes(order.orderNo), 'the order number')
    await tapText(page, '查看订单', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-order-detail/index', { timeout: 30000 })
    await waitForText(page, b.flightNo, { timeout: 20000 })
    await tapText(page, '机场大巴', { partial: true })
    page = await waitForPage(mp, 'tk/pages/tk-airport-bus/index')
    await waitForText(page, '暂无该机场的大巴信息', { timeout: 20000 })
    await assertNoIssues(mp)
  })

  test('the domestic policy and airport buses with a line\'s stops', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    let page = await mp.navigateTo('/tk/pages/tk-policy/index')
    await waitForText(page, '主管级差旅标准', { timeout: 30000 })
    await waitForText(page, '适用职级 P2')

    page = await mp.navigateTo('/tk/pages/tk-airport-bus/index?code=PVG')
    await waitForText(page, '机场二线 → 静安寺', { timeout: 30000 })
    await waitForText(page, '票价 ¥22')
    await tapText(page, '机场二线 → 静安寺')
    await until(async () => ((await pageText(page)).includes('上车点') ? true : null), { what: 'the line\'s stops' })
    await waitForText(page, '首班约 08:00 · 末班约 00:00')
    await assertNoIssues(mp)
  })

  test('a change in two steps: the flight step, the confirm step, the result', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.approver')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const orderId = await issuedOrder(token, me)

    let page = await mp.navigateTo(`/tk/pages/tk-change-apply/index?orderId=${orderId}`)
    await waitForText(page, '当前航班', { timeout: 30000 })
    await tapText(page, '后一天', { partial: true })
    const rows = await until(async () => {
      const r = await page.$$('.tk-change__flight-row')
      return r.length > 1 ? r : null
    }, { what: 'the next day\'s flights' })
    await rows[1].tap()
    const cabins = await until(async () => {
      const c = await page.$$('.tk-change__cabin')
      return c.length ? c : null
    }, { what: 'the fares' })
    await cabins[0].tap()
    await tapText(page, '下一步', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-change-edit/index', { timeout: 20000 })
    await waitForText(page, '改签至')
    await waitForText(page, me.empName)
    await until(async () => ((await pageText(page)).includes('¥') ? true : null), { what: 'the cost' })
    await tapText(page, '确认改签', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-change-cmp/index', { timeout: 30000 })
    await waitForText(page, '改签已提交', { timeout: 20000 })
    const order = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId }, token)
    assert.equal(order.changes.length, 1)
    await tapText(page, '查看改签详情', { tags: ['button'] })
    await waitForPage(mp, 'tk/pages/tk-change-detail/index', { timeout: 20000 })
    await assertNoIssues(mp)
  })
})
