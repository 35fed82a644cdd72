// Insurance in the mini-program runtime: the products by kind (/insurance/inQuery), a travel
// accident policy booked on its form (/insurance/InProductDetails) for the default week, the booked
// screen (/insurance/InCmp), and once paid (through the API) the order (/insurance/InOrderDetail)
// with its policy number.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

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

describe('insurance in the mini-program', () => {
  test('products by kind; a travel accident policy is booked on its form and shows its policy once paid', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo

    let page = await mp.navigateTo('/insurance/pages/in-query/index')
    await waitForText(page, '商旅综合意外险', { timeout: 30000 })
    for (const kind of ['航班延误险', '意外险', '旅行医疗险', '铁路意外险']) await waitForText(page, kind)
    assert.ok((await page.$$('.ins__service')).length >= 4, 'products are listed')

    page = await mp.navigateTo('/insurance/pages/in-product-details/index?bxid=BX-SA-ACC')
    await waitForText(page, '提交订单', { timeout: 30000 })
    await waitForText(page, me.empName)
    await waitForText(page, '¥18')
    await tapText(page, '因私')
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'insurance/pages/in-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交', { timeout: 20000 })
    const orderId = page.query.orderId
    assert.match(orderId ?? '', /^\d+$/)
    const order = await ok('GET', '/obt/bx/getBxOrder', { orderId }, token)
    assert.equal(order.status, 'AWAITING_PAYMENT')
    assert.equal(order.price.total, 18)

    await payByApi(token, me.phoneNumber, [orderId])
    const paid = await until(async () => {
      const o = await ok('GET', '/obt/bx/getBxOrder', { orderId }, token)
      return o.status === 'ISSUED' ? o : null
    }, { timeout: 30000, what: 'the policy issued' })
    page = await mp.navigateTo(`/insurance/pages/in-order-detail/index?orderId=${orderId}`)
    await waitForText(page, paid.insureds[0].policyNo, { timeout: 20000 })
    await waitForText(page, '查看电子保单')
    assert.ok((await pageText(page)).includes(order.orderNo), 'the order number')
    await assertNoIssues(mp)
  })
})
