// A car ride through the rendered mini-program: the query screen opens on the car cities with its
// use-type tabs; a Shanghai ride (the Bund → Pudong airport, opened on /car/carList with its
// parameters as the query hands them over) is estimated, the first bookable car type is booked on
// /car/carEdit (checkPreBook on entry, checkSameOrder, bookCarOrder) and /car/carCmp shows the order.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { assertNoIssues, pageText, signIn, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

const RIDE = new URLSearchParams({
  use: '1',
  city: 'SHA',
  cityName: '上海',
  fromName: '外滩',
  fromAddr: '中山东一路',
  fromLat: '31.24',
  fromLng: '121.4905',
  toName: '浦东国际机场',
  toLat: '31.1443',
  toLng: '121.8083',
  tripType: '1',
})

describe('car in the mini-program', () => {
  test('the query screen opens on the car cities', async () => {
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    page = await mp.navigateTo('/car/pages/car-query/index')
    page = await waitForPage(mp, 'car/pages/car-query/index')
    await waitForText(page, '用车城市', { timeout: 30000 })
    const text = await pageText(page)
    for (const tab of ['即时用车', '预约用车', '接机', '送机', '包车']) assert.ok(text.includes(tab), tab)
    await until(async () => (await page.$('.car-query__value')) && !(await pageText(page)).includes('选择城市'), { timeout: 30000, what: 'a car city' })
    await assertNoIssues(mp)
  })

  test('a ride is estimated and booked', async () => {
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    page = await mp.navigateTo(`/car/pages/car-list/index?${RIDE.toString()}`)
    page = await waitForPage(mp, 'car/pages/car-list/index')
    await until(async () => (await page.$$('.car-b__choice')).length > 0, { timeout: 30000, what: 'car types on the estimate' })
    const text = await pageText(page)
    assert.match(text, /经济型/)
    assert.match(text, /预估 ¥/)
    const books = await page.$$('.car-b__book')
    let tapped = false
    for (const b of books) {
      const cls = (await b.attribute('class')) ?? ''
      if (!cls.includes('car-b__book--off')) {
        await b.tap()
        tapped = true
        break
      }
    }
    assert.ok(tapped, 'a bookable car type')
    page = await waitForPage(mp, 'car/pages/car-edit/index', { timeout: 30000 })
    await waitForText(page, '提交订单', { timeout: 30000 })
    const reason = await page.$('[data-testid="reason"]')
    if (reason) {
      await reason.tap()
      const option = await until(() => page.$('.option-sheet__item'), { what: 'a reason' })
      await option.tap()
    }
    const submit = await until(() => page.$('.primary-button'), { what: 'the submit button' })
    await submit.tap()
    page = await waitForPage(mp, 'car/pages/car-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单号', { timeout: 30000 })
    assert.match(await pageText(page), /正在为您派车|等待审批/)
    await assertNoIssues(mp)
  })
})
