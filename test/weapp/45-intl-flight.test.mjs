// International flights in the rendered mini-program: the query's international switch, the
// round-trip list (20 first), the fare rules with the customer-service note, the passport form
// refusing an expiring passport with the six-month message, booking, and the demand order answered
// by the demo consultant. Pages live in the tk subpackage.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, assertNoIssues, ok, pageText, signIn, tapText, tokenFor, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

const day = (n) => new Date(Date.now() + 8 * 3600_000 + n * 86400_000).toISOString().slice(0, 10)

describe('international flights', () => {
  test('switch, list, rules, expiring passport refused, booked; a demand order quoted', async () => {
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, await tokenFor('hx.traveller'))
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    page = await mp.navigateTo('/tk/pages/tk-query/index')
    await tapText(page, '国际/港澳台')
    await waitForText(page, '头等舱')

    const q = new URLSearchParams({ dep: 'BJS', depName: '北京', arr: 'LON', arrName: '伦敦', depDate: day(40), retDate: day(47), cabin: 'Y', adults: '1', children: '0', infants: '0', tripType: '1', travellerIds: me.empInfo.empId })
    page = await mp.navigateTo(`/tk/pages/tk-int-list/index?${q}`)
    const cards = await until(async () => {
      const r = await page.$$('.intl-card')
      return r.length ? r : null
    }, { what: 'itinerary cards', timeout: 30000 })
    assert.ok(cards.length > 0 && cards.length <= 20)
    await cards[0].tap()

    page = await waitForPage(mp, 'tk/pages/tk-int-cabin/index')
    await waitForText(page, '国际机票暂不支持在线退改，请联系客服办理')
    await tapText(page, '预订', { tags: ['button', 'view'] })
    page = await waitForPage(mp, 'tk/pages/tk-int-edit/index')
    await waitForText(page, me.empInfo.empName)
    const inputs = await page.$$('input')
    const values = ['LI/MINGXUAN', 'E1234567', day(90), 'CN', 'Beijing', '1990-05-12']
    for (const [i, v] of values.entries()) await inputs[i].input(v)
    await tapText(page, '男')
    await tapText(page, '提交订单', { tags: ['button', 'view'] })
    await waitForText(page, '后至少6个月有效')
    await inputs[2].input(day(3000))
    await tapText(page, '提交订单', { tags: ['button', 'view'] })
    page = await waitForPage(mp, 'tk/pages/tk-int-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交')

    const token = await tokenFor('hx.booker')
    const need = await ok('POST', '/obt/plane/gj/tkNeedOrderAdd', {
      depCode: 'SHA', arrCode: 'TYO', depDate: day(45), cabinClass: 'Y', adults: 1, tripType: 1, contact: { name: '王静怡', phone: '13910010002' }, remark: '上午出发',
    }, token)
    const answered = await api('POST', '/obt/demo/tkNeed/answer', { id: need.need.id })
    assert.equal(answered.errCode, 1)
    assert.match(await pageText(page), /订单已提交/)
    await assertNoIssues(mp)
  })
})
