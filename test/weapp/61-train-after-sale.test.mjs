// Train after-sale and standby through the rendered mini-program: a paid train ticket's refund
// screen shows the server's fee for the time to departure before the refund is confirmed, the
// refund goes through (showModal confirms) to its result screen; the standby list shows the
// caller's standby order, whose row opens its detail, and the submitted screen opens with ?id=.
// The orders are made through the server's calls before the app signs in (a later login of the
// same user would replace the app's session).
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, tokenFor, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/** 1234.5 → '1,234.50' (the app's Price). */
function money(n) {
  return n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available)
  let sentAt = Date.now() - 1000
  let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  if (sent.errCode === 4290) {
    await new Promise((r) => setTimeout(r, 61_000))
    sentAt = Date.now() - 1000
    sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  }
  assert.equal(sent.errCode, 1, sent.tips)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
}

/** A bookable train BJS → SHA with a seat that `want` accepts, from `days` ahead on. */
async function findTrain(token, empId, want, days) {
  for (let d = days; d < days + 8; d++) {
    const date = dayAhead(d)
    const s = await ok('POST', '/obt/train/trQuery/trSearch', { date, fromStationCode: 'BJS', toStationCode: 'SHA', tripType: 1, travellerEmpIds: [empId] }, token)
    for (const t of s.trainList) {
      const seat = t.saleState === 'bookable' ? t.seatList.find(want) : undefined
      if (seat) return { date, train: t, seat }
    }
  }
  throw new Error('no train found')
}

describe('train after-sale and standby', () => {
  test('hx.admin sees the refund fee before refunding, and finds the standby order in the list', async () => {
    const token = await tokenFor('hx.admin')
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo

    // A paid ticket.
    const paid = await findTrain(token, me.empId, (x) => x.seatCount >= 3 && x.wb === 0, 6)
    const order = await ok(
      'POST',
      '/obt/train/trQuery/trBookOrder',
      { trainKey: paid.train.trainKey, seatType: paid.seat.seatType, passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1, clientToken: `weapp-tr-${Date.now()}` },
      token,
    )
    await payByApi(token, me.phoneNumber, [order.orderId])
    const issued = await until(async () => {
      const d = await ok('GET', '/obt/train/trOrder/orderDetail', { orderId: order.orderId }, token)
      return d.status === 'ISSUED' ? d : null
    }, { what: 'the issued ticket' })
    const ticketId = issued.passengers[0].tickets[0].ticketId
    const quote = await ok('POST', '/obt/train/trOrder/refundFee', { orderId: order.orderId, ticketIds: [ticketId] }, token)

    // A standby order for a seat type the railway sold out (unpaid: it waits for payment).
    const sold = await findTrain(token, me.empId, (x) => x.isBench === 1 && x.wb === 0, 3)
    // 3 hours before departure, written on China's clock.
    const deadline = new Date(Date.parse(`${sold.date}T${sold.train.startTime}:00+08:00`) - 3 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
    const standby = await ok(
      'POST',
      '/obt/train/trQuery/trHbBookOrder',
      { trainKeys: [sold.train.trainKey], seatTypes: [sold.seat.seatType], deadline, passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1, clientToken: `weapp-hb-${Date.now()}` },
      token,
    )

    mp = await launchMiniProgram()
    await signIn(mp, 'hx.admin')
    let page = await mp.navigateTo(`/tr/pages/apply-refund/index?orderId=${order.orderId}`)
    await waitForText(page, '退票费用')
    // The server's fee and amount for the time to departure, on screen before confirming.
    await waitForText(page, `退票费（${quote.items[0].feePercent}%）`)
    await waitForText(page, money(quote.totalFee))
    await waitForText(page, money(quote.totalAmount))
    await tapText(page, '确认退票', { tags: ['button'] })
    page = await waitForPage(mp, 'tr/pages/refund-cmp/index', { timeout: 20000 })
    await waitForText(page, '退票申请已提交')
    assert.ok((await pageText(page)).includes(money(quote.totalAmount)))
    const modal = (await mp.trace()).filter((c) => c.api === 'showModal').at(-1)
    assert.match(modal.arg.content, new RegExp(`退票费 ¥${quote.totalFee}`))

    page = await mp.navigateTo('/userCenter/pages/tr-bench-list/index')
    await waitForText(page, sold.train.trainCode)
    await waitForText(page, '待支付')
    await tapText(page, '待支付')
    page = await waitForPage(mp, 'tr/pages/bench-order-detail/index')
    await waitForText(page, deadline)
    assert.ok((await pageText(page)).includes(sold.seat.seatName))

    // The submitted screen of the spec route /tr/trBenchCmp/{id} reads ?id= in the mini-program.
    page = await mp.navigateTo(`/tr/pages/bench-cmp/index?id=${standby.orderId}`)
    await waitForText(page, '候补订单已提交')
    await waitForText(page, '立即支付')
    await assertNoIssues(mp)
  })
})
