// Fare protection through the rendered mini-program (issue 18 §1): df.traveller's order booked under
// an approved application within its route budget shows the application's approval on its timeline;
// an order over its budget whose fare moved 25 % during approval (the demo market, after the hold)
// shows "票价已变，请确认" with no pay button, and 接受新价格 brings the pay button at the new total.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, assertNoIssues, ok, pageText, signIn, tapText, tokenFor, until, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
const chinaDay = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** Approves every pending item numbered `no` through the API, level after level. */
async function approveAll(no) {
  for (let guard = 0; guard < 4; guard++) {
    let decided = false
    for (const name of ['df.approver1', 'df.approver2']) {
      const token = await tokenFor(name)
      const item = (await ok('GET', '/obt/vipBpmForMyAppNew', { pageNum: 1, count: 50 }, token)).list.find((i) => i.no === no)
      if (!item) continue
      await ok('POST', '/obt/vipBpmReceiveAppResult', { workItemId: item.workItemId, completeState: 1 }, token)
      decided = true
    }
    if (!decided) return
  }
}

/** df.traveller books an in-policy CTU → SHA fare `days` ahead under a freshly approved application whose route has `budget`. */
async function bookUnder(days, budget, skip) {
  const token = await tokenFor('df.traveller')
  const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
  const app = await ok('POST', '/obt/vipCcsqdAdd', {
    addMethod: 1, travellerEmpIds: [me.empId], ccsy: `weapp 票价保护 ${Date.now() % 100000}`, dateBegin: chinaDay(days - 1), dateEnd: chinaDay(days + 1), mdd: '上海',
    jtys: 8000, zsys: 0, qtys: 0, routes: [{ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '上海', toCode: 'SHA', dateBegin: chinaDay(days), cabin: 'Y', fyys: budget }],
  }, token)
  await approveAll(app.ccsqdNo)
  const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'CTU', arrCode: 'SHA', date: chinaDay(days), tripType: 1, travellerEmpIds: [me.empId] }, token)
  let skipped = 0
  for (const f of day.flights) {
    if (f.stops > 0) continue
    const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 1, travellerEmpIds: [me.empId] }, token)
    const cabin = cabins.cabins.find((c) => c.policy.inPolicy && c.cabinClass === 'Y' && c.seatsLeft >= 2)
    if (!cabin || skipped++ < skip) continue
    const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
      segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber },
      tripType: 1, ccsqdId: app.ccsqdId, clientToken: `weapp-fp-${Date.now()}`,
    }, token)
    if (booked.errCode === 1) return { order: booked.data, app }
  }
  throw new Error('no in-policy CTU → SHA fare')
}

describe('fare protection', () => {
  test('an order the application approved says so; a fare beyond the tolerance is accepted before paying', async () => {
    const covered = await bookUnder(16, 6000, 4)
    assert.equal(covered.order.status, 'AWAITING_PAYMENT')
    const asked = await bookUnder(17, 300, 5)
    assert.equal(asked.order.status, 'IN_APPROVAL')
    const quoted = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId: asked.order.orderId }, await tokenFor('df.traveller'))
    await ok('POST', '/obt/demo/flight/fareMove', { orderId: asked.order.orderId, percent: 25 })
    await approveAll(quoted.orderNo)

    mp = await launchMiniProgram()
    await signIn(mp, 'df.traveller')
    const since = await mp.issues()
    let page = await mp.navigateTo(`/tk/pages/tk-order-detail/index?orderId=${covered.order.orderId}`)
    await waitForText(page, `出差申请 ${covered.app.ccsqdNo} 已批准`, { timeout: 30000 })

    page = await mp.navigateTo(`/tk/pages/tk-order-detail/index?orderId=${asked.order.orderId}`)
    await waitForText(page, '票价已变，请确认', { timeout: 30000 })
    const text = await pageText(page)
    assert.match(text, /超出公司容差/)
    assert.doesNotMatch(text, /去支付|立即支付/)
    await tapText(page, '接受新价格', { partial: true })
    await until(async () => !/票价已变，请确认/.test(await pageText(await mp.currentPage())), { what: 'the new price to be taken', timeout: 20000 })
    const after = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId: asked.order.orderId }, await tokenFor('df.traveller'))
    assert.equal(after.fareProtection.askTotal, null)
    assert.ok(after.price.total > quoted.price.total * 1.1)
    assert.equal(after.allowedActions.pay, true)
    await assertNoIssues(mp, since)
  })
})
