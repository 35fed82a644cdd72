// Tours through the rendered mini-program: the tour list (/travel) with its rows, a team-building
// tour's detail (/travelDetail) with the first open departure chosen, the fill-order screen with
// the traveller as the participant (/travelFillorder), the confirmation with the standard and the
// price (/travelBook), booked (/travelCmp), paid with the SMS code from the demo outbox, and the
// order detail confirmed with the supplier's number.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** Waits out the one-code-a-minute rule of a phone. */
async function smsCooldown(phone) {
  const r = await api('GET', '/obt/demo/smsOutbox', { phone })
  const last = Math.max(0, ...(r.data ?? []).map((m) => new Date(m.createdAt).getTime()))
  const wait = last + 61_000 - Date.now()
  if (wait > 0) await new Promise((res) => setTimeout(res, wait))
}

describe('tours in the mini-program', () => {
  test('the tour list opens and a team-building tour is booked and paid', async () => {
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    page = await mp.navigateTo('/travel/pages/travel-list/index')
    await until(async () => (await page.$$('.tour__card')).length >= 5, { timeout: 30000, what: 'tour rows' })
    await waitForText(page, '怀柔雁栖湖一日团建')
    await waitForText(page, '团队建设')
    await tapText(page, '怀柔雁栖湖一日团建', { tags: ['text'] })

    page = await waitForPage(mp, 'travel/pages/travel-detail/index', { timeout: 20000 })
    await waitForText(page, '行程安排', { timeout: 20000 })
    await waitForText(page, '雁栖湖团队挑战')
    await tapText(page, '立即预订', { tags: ['button'] })

    page = await waitForPage(mp, 'travel/pages/travel-fillorder/index', { timeout: 20000 })
    await waitForText(page, '参与人（1人）', { timeout: 20000 })
    await waitForText(page, '李明轩')
    await tapText(page, '下一步', { tags: ['button'] })

    page = await waitForPage(mp, 'travel/pages/travel-book/index', { timeout: 20000 })
    await waitForText(page, '主管级旅游标准：每人不超过2500元', { timeout: 20000 })
    await waitForText(page, '成人 ¥480 × 1')
    await tapText(page, '提交订单', { tags: ['button'] })

    page = await waitForPage(mp, 'travel/pages/travel-cmp/index', { timeout: 30000 })
    await waitForText(page, '待支付', { timeout: 20000 })
    const orderId = page.query.orderId
    assert.match(orderId ?? '', /^\d+$/)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, await appToken(mp))).empInfo
    await tapText(page, '去支付', { tags: ['button'] })

    page = await waitForPage(mp, 'pay/pages/payment/index', { timeout: 30000 })
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await tapText(page, '获取验证码', { tags: ['button'] })
    const code = await latestSmsCode(me.phoneNumber, { after: sentAt })
    const input = await until(() => page.$('#field-paySmsCode'))
    await input.input(code)
    const pay = await until(async () => (await page.$$('button')).at(-1))
    await pay.tap()

    page = await waitForPage(mp, 'pay/pages/pay-success/index', { timeout: 30000 })
    await waitForText(page, '支付成功', { timeout: 20000 })
    await tapText(page, '查看订单', { tags: ['button'] })

    page = await waitForPage(mp, 'travel/pages/travel-order-detail/index', { timeout: 20000 })
    const order = await ok('GET', '/obt/travel/orderDetail', { orderId }, await appToken(mp))
    assert.equal(order.status, 'ISSUED')
    await waitForText(page, `确认号 ${order.confirmNo}`, { timeout: 30000 })
    assert.ok((await pageText(page)).includes(order.orderNo))
    await assertNoIssues(mp)
  })
})
