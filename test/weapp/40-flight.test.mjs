// A domestic flight through the rendered mini-program: the query form (airport picker), the list,
// a cabin, the booking form, payment with the SMS code from the demo outbox, the issued order, and
// the itinerary PDF through downloadFile + openDocument (the mini-program's only way to show one).
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, latestSmsCode, smsCooldown, ok, pageText, signIn, tapText, tokenFor, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

describe('domestic flight', () => {
  test('hx.traveller searches BJS -> SHA, books an in-policy fare, pays with the SMS code and opens the itinerary', async () => {
    // Before the app signs in: a later login of the same user would end the app's session.
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, await tokenFor('hx.traveller'))
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    await tapText(page, '国内机票')
    page = await waitForPage(mp, 'tk/pages/tk-query/index')
    await (await page.$('.tk-query__place--left')).tap()
    await tapText(page, '北京', { tags: ['view'] })
    await (await page.$('.tk-query__place--right')).tap()
    await tapText(page, '上海', { tags: ['view'] })
    await waitForText(page, '北京BJS⇄上海SHA')
    await tapText(page, '搜索机票', { tags: ['button'] })

    page = await waitForPage(mp, 'tk/pages/tk-list/index')
    const rows = await until(async () => {
      const r = await page.$$('.flight-row')
      return r.length ? r : null
    }, { what: 'flight rows' })
    assert.match(await rows[0].text(), /首都国际机场|大兴国际机场/)
    await rows[0].tap()

    page = await waitForPage(mp, 'tk/pages/tk-cabin/index')
    await waitForText(page, '符合差旅标准')
    // The first fare in policy: its 预订 follows the ✓ line.
    const fares = await page.$$('.tk-cabin__row')
    const inPolicy = []
    for (const f of fares) if ((await f.text()).includes('符合差旅标准')) inPolicy.push(f)
    assert.ok(inPolicy.length, `an in-policy fare among ${fares.length}`)
    await tapText(page, '预订')

    page = await waitForPage(mp, 'tk/pages/tk-edit/index')
    await waitForText(page, me.empInfo.empName)
    await waitForText(page, '符合差旅标准')
    await tapText(page, '提交订单', { tags: ['button'] })

    // The completion screen (/tk/tkCmp) offers the payment.
    page = await waitForPage(mp, 'tk/pages/tk-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交')
    await tapText(page, '去支付', { tags: ['button'] })
    page = await waitForPage(mp, 'pay/pages/payment/index', { timeout: 30000 })
    await smsCooldown(me.empInfo.phoneNumber)
    const sentAt = Date.now() - 1000
    await tapText(page, '获取验证码', { tags: ['button'] })
    await typeInto(page, 'paySmsCode', await latestSmsCode(me.empInfo.phoneNumber, { after: sentAt }))
    const pay = await until(async () => (await page.$$('button')).at(-1))
    await pay.tap()

    page = await waitForPage(mp, 'pay/pages/pay-success/index', { timeout: 30000 })
    await waitForText(page, '已出票', { timeout: 30000 })
    const order = await until(async () => {
      const list = await ok('POST', '/obt/totalOrderList', {}, await appToken(mp))
      // The flight itself (the insurance chosen with it is an order of its own, issued too).
      return list.list.find((o) => o.status === 'ISSUED' && Number(o.orderType) === 11001)
    }, { what: 'the issued order' })

    // The order detail's itinerary: downloaded with the session headers, then the system viewer.
    page = await mp.navigateTo(`/tk/pages/tk-order-detail/index?orderId=${order.orderId}`)
    await waitForText(page, '已出票')
    const from = (await mp.trace()).length
    await tapText(page, '行程单')
    await mp.settle()
    const calls = (await mp.trace()).slice(from)
    const download = calls.find((c) => c.api === 'downloadFile')
    assert.ok(download, 'the PDF was downloaded')
    assert.ok(download.arg.url.startsWith('https://api.shanglv.test/'), download.arg.url)
    assert.ok(calls.some((c) => c.api === 'openDocument'), 'and opened')
    if (mp.runtime) {
      const [doc] = mp.runtime.device.opened
      assert.equal(doc?.head.slice(0, 5), '%PDF-', 'the viewer got a PDF')
    }
    assert.ok((await pageText(page)).length > 0)
    await assertNoIssues(mp)
  })
})
