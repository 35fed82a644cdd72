// Flight search against npm start: the query form's checks (spec messages in both languages), a
// search that lists flights, sorting and filters, a cabin's policy, the out-of-policy reason, and
// the hand-off to /tk/tkEdit with the keys in the query (one way, and a round trip).
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, byTestId, closeBrowser, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

const MESSAGES = {
  'zh-CN': { places: '请选择出发地和到达地', same: '出发和到达城市不能相同', travellers: '请选择出行人', reason: '请选择超标原因', note: '请填写补充说明' },
  'en-US': {
    places: 'Please choose the departure and the arrival',
    same: 'Departure and arrival cannot be the same',
    travellers: 'Please choose a traveller',
    reason: 'Please choose an out-of-policy reason',
    note: 'Please add a note',
  },
}

/** Picks a hot city in the airport picker opened by `opener` ('dep-place' / 'arr-place'). */
async function pickHot(page, opener, code) {
  await byTestId(page, opener).click()
  await byTestId(page, `airport-picker-hot-${code}`).click()
  await byTestId(page, 'airport-picker').waitFor({ state: 'detached' })
}

/** Searches by keyword in the picker and takes the result with that code. */
async function pickByKeyword(page, opener, keyword, code) {
  await byTestId(page, opener).click()
  const input = page.locator('[data-testid="airport-picker-input"] input, input[data-testid="airport-picker-input"]').first()
  await input.fill(keyword)
  await byTestId(page, `airport-picker-result-${code}`).first().click()
  await byTestId(page, 'airport-picker').waitFor({ state: 'detached' })
}

async function errorText(page, field) {
  const el = byTestId(page, `error-${field}`)
  return (await el.count()) ? (await el.innerText()).trim() : ''
}

/** Prices and other data of the rendered rows, top to bottom. */
async function rows(page) {
  await shown(page, '[data-testid="flight-row"]').first().waitFor()
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="flight-row"]')].filter((el) => el.checkVisibility()).map((el) => ({
      price: Number(el.getAttribute('data-price')),
      dep: el.getAttribute('data-dep'),
      airline: el.getAttribute('data-airline'),
      stops: Number(el.getAttribute('data-stops')),
    })),
  )
}

/** Waits for the list to have answered (ready with rows, or an empty day). */
async function listReady(page) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="tk-list"]')].some((el) => el.checkVisibility() && el.getAttribute('data-status') === 'ready'),
    null,
    { timeout: 20000 },
  )
}

/**
 * Only what the current page shows: the H5 router keeps earlier pages of the stack in the DOM
 * (hidden), so a round trip has two lists and two fares pages at once.
 */
function shown(page, selector) {
  return page.locator(selector).filter({ visible: true })
}

function queryOf(url) {
  return Object.fromEntries(new URL(url).searchParams)
}

describe('flight search', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    test(`query form: the spec's messages, nothing lost (${locale})`, async () => {
      const m = MESSAGES[locale]
      const { page, info } = await signedInPage('hx.booker', locale)
      await page.goto(`${BASE}/tk/tkQuery`)
      await byTestId(page, 'search-submit').waitFor()
      await shot(page, `tk-query-${locale}`)

      // Nothing chosen: departure and arrival are required (F625).
      await byTestId(page, 'search-submit').click()
      assert.equal(await errorText(page, 'places'), m.places)
      assert.match(page.url(), /\/tk\/tkQuery/)

      // The same city on both ends.
      await pickHot(page, 'dep-place', 'BJS')
      await pickByKeyword(page, 'arr-place', 'PKX', 'PKX')
      await page.waitForFunction((t) => document.querySelector('[data-testid="error-places"]')?.textContent?.trim() === t, m.same)
      await shot(page, `tk-query-same-city-${locale}`)

      // Travellers required (F501): the booker removes the only traveller.
      await pickHot(page, 'arr-place', 'SHA')
      assert.equal(await errorText(page, 'places'), '')
      await byTestId(page, `traveller-remove-${info.empInfo.empId}`).click()
      await byTestId(page, 'search-submit').click()
      assert.equal(await errorText(page, 'travellers'), m.travellers)
      // What was entered is still there.
      assert.match(await byTestId(page, 'dep-place').innerText(), /北京|Beijing/)
      assert.match(await byTestId(page, 'arr-place').innerText(), /上海|Shanghai/)
      await shot(page, `tk-query-errors-${locale}`)

      // The traveller chooser (empFindList) brings a traveller back.
      await byTestId(page, 'travellers-change').click()
      await byTestId(page, `traveller-option-${info.empInfo.empId}`).click()
      await shot(page, `tk-query-travellers-${locale}`)
      await byTestId(page, 'traveller-done').click()
      await byTestId(page, `traveller-${info.empInfo.empId}`).waitFor()
      assert.equal(await errorText(page, 'travellers'), '')
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('a valid search lists flights; sort by price and the filters work; the lowest in-policy fare is marked', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/tk/tkQuery`)
    await pickHot(page, 'dep-place', 'BJS')
    await pickHot(page, 'arr-place', 'SHA')
    await byTestId(page, 'search-submit').click()
    await page.waitForURL(/\/tk\/tkList/)
    await listReady(page)
    const q = queryOf(page.url())
    assert.equal(q.dep, 'BJS')
    assert.equal(q.arr, 'SHA')
    const byTime = await rows(page)
    assert.ok(byTime.length > 3, 'flights are listed')
    assert.deepEqual(byTime.map((r) => r.dep), [...byTime.map((r) => r.dep)].sort(), 'departure time order first')
    assert.ok(await byTestId(page, 'week-strip').isVisible())
    await shot(page, 'tk-list-zh-CN')

    await byTestId(page, 'sort-price').click()
    const byPrice = await rows(page)
    const prices = byPrice.map((r) => r.price)
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'ascending prices')
    assert.ok(await byTestId(page, 'tag-lowest-in-policy').first().isVisible(), 'the lowest in-policy fare is marked')
    await shot(page, 'tk-list-by-price-zh-CN')

    await byTestId(page, 'filter-open').click()
    const airlineChip = page.locator('[data-testid^="filter-airline-"]').first()
    const airline = (await airlineChip.getAttribute('data-testid')).replace('filter-airline-', '')
    await airlineChip.click()
    await byTestId(page, 'filter-direct').click()
    await shot(page, 'tk-list-filters-zh-CN')
    await byTestId(page, 'filter-apply').click()
    await byTestId(page, 'filter-sheet').waitFor({ state: 'detached' })
    // Either the matching flights, or (when the airline has no direct flight) the empty-filter state.
    await shown(page, '[data-testid="flight-row"], [data-testid="state-empty"]').first().waitFor()
    if (await shown(page, '[data-testid="state-empty"]').count()) {
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token')).data)
      const all = await api('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: q.date, tripType: 1 }, token)
      assert.equal(all.data.flights.filter((f) => f.airline === airline && f.stops === 0).length, 0, 'empty only when nothing matches')
    } else {
      const filtered = await rows(page)
      assert.ok(filtered.every((r) => r.airline === airline && r.stops === 0), 'only the chosen airline, direct')
      assert.match(await byTestId(page, 'flight-count').innerText(), /\//, 'the count says how many of all are shown')
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('one way: a cabin shows its policy; an out-of-policy fare needs a reason, then lands on /tk/tkEdit with the keys', async () => {
    const { page, info } = await signedInPage('hx.traveller', 'zh-CN')
    const m = MESSAGES['zh-CN']
    await page.goto(`${BASE}/tk/tkQuery`)
    await pickHot(page, 'dep-place', 'BJS')
    await pickHot(page, 'arr-place', 'SHA')
    await byTestId(page, 'search-submit').click()
    await page.waitForURL(/\/tk\/tkList/)
    await listReady(page)
    await byTestId(page, 'flight-row').first().click()
    await page.waitForURL(/\/tk\/tkCabin/)
    await byTestId(page, 'cabin-row').first().waitFor()
    const flightKey = queryOf(page.url()).flightKey
    assert.ok(flightKey)
    assert.ok(await byTestId(page, 'travel-standard').isVisible(), 'the travel standard applied is named')
    const policies = await page.evaluate(() => [...document.querySelectorAll('[data-testid="cabin-row"]')].map((el) => el.getAttribute('data-in-policy')))
    assert.ok(policies.includes('1') && policies.includes('0'), 'in-policy and out-of-policy fares are both marked')
    await shot(page, 'tk-cabin-zh-CN')

    // Refund and change rules in a sheet.
    await byTestId(page, 'cabin-rules').first().click()
    await byTestId(page, 'rules-refund').waitFor()
    await shot(page, 'tk-cabin-rules-zh-CN')
    await byTestId(page, 'rules-close').click()
    await byTestId(page, 'rules-sheet').waitFor({ state: 'detached' })

    // An out-of-policy fare: the reason is required before going on.
    const outRow = page.locator('[data-testid="cabin-row"][data-in-policy="0"]').first()
    const cabinCode = await outRow.getAttribute('data-cabin-code')
    assert.ok((await outRow.locator('[data-testid="cabin-violation"]').count()) > 0, 'the violation items are listed')
    await outRow.locator('[data-testid="cabin-book"]').click()
    await byTestId(page, 'reason-sheet').waitFor()
    await byTestId(page, 'reason-confirm').click()
    assert.equal((await byTestId(page, 'reason-error').innerText()).trim(), m.reason)
    assert.match(page.url(), /\/tk\/tkCabin/, 'no reason, no hand-off')
    // "Other" asks for a note.
    const reasons = await api('POST', '/obt/common/vipWbyy/list', { cplx: '10901' }, await page.evaluate(() => JSON.parse(localStorage.getItem('access_token')).data))
    const other = reasons.data.find((r) => r.needNote)
    await byTestId(page, `reason-option-${other.id}`).click()
    await byTestId(page, 'reason-confirm').click()
    assert.equal((await byTestId(page, 'reason-error').innerText()).trim(), m.note)
    await page.locator('[data-testid="reason-note"] textarea, textarea[data-testid="reason-note"]').first().fill('客户指定航班')
    await shot(page, 'tk-cabin-reason-zh-CN')
    await byTestId(page, 'reason-confirm').click()
    await page.waitForURL(/\/tk\/tkEdit/)
    const handoff = queryOf(page.url())
    assert.equal(handoff.flightKey, flightKey)
    assert.ok(handoff.cabinKey && handoff.cabinKey.length >= 8, 'the cabin key travels')
    assert.equal(handoff.tripType, '1')
    assert.equal(handoff.travellers, info.empInfo.empId)
    assert.equal(handoff.violationReasonId, other.id)
    assert.ok(cabinCode)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a day without direct flights offers connections (each leg booked on its own); a failed search offers a retry', async () => {
    const { page, info } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/tk/tkQuery`)
    await pickByKeyword(page, 'dep-place', 'SJW', 'SJW')
    await pickByKeyword(page, 'arr-place', 'TVS', 'TVS')
    await byTestId(page, 'search-submit').click()
    await page.waitForURL(/\/tk\/tkList/)
    await listReady(page)
    await shown(page, '[data-testid="empty-day"]').waitFor()
    await shown(page, '[data-testid="transfer-itinerary"]').first().waitFor()
    await shot(page, 'tk-list-transfers-zh-CN')
    await shown(page, '[data-testid="transfer-leg"]').first().click()
    await page.waitForURL(/\/tk\/tkCabin.*standalone=1/)
    await shown(page, '[data-testid="cabin-row"]').first().waitFor()

    // The network fails: the list says so and a retry searches again.
    const date = new Date(Date.now() + 86400000)
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    await page.route('**/queryFlight', (route) => route.abort())
    await page.goto(`${BASE}/tk/tkList?leg=out&dep=BJS&depName=${encodeURIComponent('北京')}&arr=SHA&arrName=${encodeURIComponent('上海')}&date=${day}&cabin=ALL&trip=1&travellers=${info.empInfo.empId}`)
    await shown(page, '[data-testid="state-error"]').waitFor()
    await shot(page, 'tk-list-error-zh-CN')
    await page.unroute('**/queryFlight')
    await shown(page, '[data-testid="state-error"] .state-view__action').click()
    await listReady(page)
    assert.ok((await rows(page)).length > 0, 'the retry lists the flights')
    await page.context().close()
  })

  test('round trip in English: outbound fare, then the return list and fare, then /tk/tkEdit with both keys', async () => {
    const { page } = await signedInPage('hx.traveller', 'en-US')
    await page.goto(`${BASE}/tk/tkQuery`)
    await byTestId(page, 'trip-RT').click()
    await pickHot(page, 'dep-place', 'BJS')
    await pickHot(page, 'arr-place', 'SHA')
    await shot(page, 'tk-query-round-trip-en-US')
    await byTestId(page, 'search-submit').click()
    await page.waitForURL(/\/tk\/tkList/)
    await listReady(page)
    await shot(page, 'tk-list-en-US')
    await shown(page, '[data-testid="flight-row"][data-in-policy="1"]').first().click()
    await page.waitForURL(/\/tk\/tkCabin/)
    const outKey = queryOf(page.url()).flightKey
    const inPolicy = shown(page, '[data-testid="cabin-row"][data-in-policy="1"]').first()
    await inPolicy.waitFor()
    await shot(page, 'tk-cabin-en-US')
    await inPolicy.locator('[data-testid="cabin-book"]').click()
    await page.waitForURL(/leg=ret/)
    await listReady(page)
    await shown(page, '[data-testid="outbound-chosen"]').waitFor()
    await shot(page, 'tk-list-return-en-US')
    await shown(page, '[data-testid="flight-row"][data-in-policy="1"]').first().click()
    await page.waitForURL(/\/tk\/tkCabin.*leg=ret/)
    const retKey = queryOf(page.url()).flightKey
    const retRow = shown(page, '[data-testid="cabin-row"][data-in-policy="1"]').first()
    await retRow.waitFor()
    await retRow.locator('[data-testid="cabin-book"]').click()
    await page.waitForURL(/\/tk\/tkEdit/)
    const handoff = queryOf(page.url())
    assert.equal(handoff.flightKey, outKey)
    assert.equal(handoff.returnFlightKey, retKey)
    assert.ok(handoff.cabinKey && handoff.returnCabinKey)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
