// Airport services in the mini-program runtime: the aggregate (/airportService) opens on the
// company's default airport (Beijing Capital for HXKJ) with its kinds, a lounge's booking form
// (/restRoom/edit) books it for a day, the order screen (/restRoom/order) shows it awaiting
// payment, and once paid (through the API) the voucher code per traveller.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/** Pays orders through the API with the demo SMS code (waiting out the one-code-a-minute rule when needed). */
async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available) ?? subject.subjects[0]
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

describe('airport services in the mini-program', () => {
  test('the aggregate opens on Beijing Capital; a lounge is booked on its form and shows its voucher once paid', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo

    let page = await mp.navigateTo('/airport/pages/airport-service/index')
    await waitForText(page, '北京首都国际机场', { timeout: 30000 })
    for (const kind of ['贵宾休息室', '快速安检', '优先值机', '贵宾通道', '组合产品']) await waitForText(page, kind)
    assert.ok((await page.$$('.ap__service')).length >= 5, 'services are listed')

    const date = dayAhead(3)
    page = await mp.navigateTo(`/airport/pages/rest-room-edit/index?serviceId=PEK-T2-LG2&date=${date}`)
    await waitForText(page, '提交订单', { timeout: 30000 })
    await waitForText(page, me.empName)
    await tapText(page, '因私')
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'airport/pages/rest-room-order/index', { timeout: 30000 })
    await waitForText(page, '支付后生成凭证码', { timeout: 20000 })
    const orderId = page.query.orderId
    assert.match(orderId ?? '', /^\d+$/)
    const order = await ok('GET', '/obt/airport/orderDetail', { orderId }, token)
    assert.equal(order.status, 'AWAITING_PAYMENT')
    assert.equal(order.type, 'LOUNGE')
    assert.equal(order.serviceDate, date)
    assert.ok((await pageText(page)).includes(order.orderNo), 'the order number')

    await payByApi(token, me.phoneNumber, [orderId])
    const paid = await until(async () => {
      const o = await ok('GET', '/obt/airport/orderDetail', { orderId }, token)
      return o.status === 'ISSUED' ? o : null
    }, { timeout: 30000, what: 'the vouchers issued' })
    page = await mp.navigateTo(`/airport/pages/rest-room-order/index?orderId=${orderId}`)
    await waitForText(page, paid.travellers[0].voucherCode, { timeout: 20000 })
    await waitForText(page, '凭证已出，请凭凭证码与本人证件使用')
    await assertNoIssues(mp)
  })
})
