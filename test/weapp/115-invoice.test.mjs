// Invoices through the rendered mini-program: a tour booked and paid through the server's calls,
// then in the app the user centre's invoice entry (/userCenter/Invoice), the invoiceable orders
// with the tour chosen, the invoice form with the company's title first, an electronic invoice
// issued to the e-mail given, and its detail; the train voucher notice opens from the home.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, assertNoIssues, latestSmsCode, smsCooldown, ok, pageText, signIn, tapText, tokenFor, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

const LOGIN = 'hx.corpbooker'

/** A paid, confirmed tour of the caller, ready to invoice. */
async function paidTour(token) {
  const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
  const list = await ok('POST', '/obt/travel/list', {}, token)
  let booked
  for (const p of list.list) {
    const detail = await ok('POST', '/obt/travel/detail', { productId: p.productId }, token)
    const dep = detail.departures.find((x) => x.bookable && x.placesLeft > 0)
    if (!dep) continue
    const r = await api('POST', '/obt/travel/book', {
      productId: p.productId, depDate: dep.depDate, participants: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2,
      clientToken: `weapp-inv-${Date.now()}`,
    }, token)
    if (r.errCode === 1 && r.data.status === 'AWAITING_PAYMENT') {
      booked = r.data
      break
    }
  }
  assert.ok(booked, 'a tour booked')
  const orderIds = [booked.orderId]
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  await smsCooldown(me.phoneNumber)
  const sentAt = Date.now() - 1000
  await ok('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  const smsCode = await latestSmsCode(me.phoneNumber, { after: sentAt })
  const way = subject.subjects.find((s) => s.available) ?? subject.subjects[0]
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
  return until(async () => (await ok('POST', '/obt/kp/order/orderList', { count: 100 }, token)).list.find((o) => o.orderId === booked.orderId), { timeout: 30000, interval: 500, what: 'the tour invoiceable' })
}

describe('invoices in the mini-program', () => {
  test('an electronic invoice for a paid tour, from the user centre to its detail', async () => {
    const order = await paidTour(await tokenFor(LOGIN))
    mp = await launchMiniProgram()
    await signIn(mp, LOGIN)
    let page = await mp.switchTab('/pages/user-center/index')
    await tapText(page, '发票')
    page = await waitForPage(mp, 'invoice/pages/invoice-home/index', { timeout: 20000 })
    await waitForText(page, '申请开票', { timeout: 20000 })
    await tapText(page, '火车票报销凭证说明')
    page = await waitForPage(mp, 'invoice/pages/invoice-train/index')
    await waitForText(page, '车票本身就是报销凭证')
    await tapText(page, '去选择开票订单', { tags: ['button'] })

    page = await waitForPage(mp, 'invoice/pages/order-list/index', { timeout: 20000 })
    await waitForText(page, order.orderNo, { timeout: 20000 })
    await tapText(page, order.title)
    await tapText(page, '下一步', { tags: ['button'] })

    page = await waitForPage(mp, 'invoice/pages/add-invoice/index', { timeout: 20000 })
    await waitForText(page, '华信科技有限公司', { timeout: 20000 })
    await waitForText(page, '价税合计')
    const email = `weapp.invoice.${Date.now()}@example.com`
    await typeInto(page, 'email', email)
    await tapText(page, '提交开票', { tags: ['button'] })

    page = await waitForPage(mp, 'invoice/pages/distribution-detail/index', { timeout: 30000 })
    await waitForText(page, '电子发票', { timeout: 20000 })
    await waitForText(page, order.orderNo)
    const text = await pageText(page)
    assert.match(text, /\d{20}/)
    const outbox = await ok('GET', '/obt/demo/emailOutbox', { email })
    assert.equal(outbox.length, 1)
    await assertNoIssues(mp)
  })
})
