// Car booking end to end: an HXKJ traveller books an instant ride in Shanghai from a suggested
// address (the Bund) to the airport up to /car/carCmp, the suggestions going out as JSONP script
// requests to the map service's /ws/place/v1/suggestion with key and callback; an airport pick-up
// by flight number (the flight fills the arrival hall and the pick-up time); a chartered day car;
// the query screen in English. Screenshots at 390x844 in both languages go to test-output/e2e/.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, closeBrowser, dayAhead, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** An element on screen: H5 keeps the pages below in the document (hidden), so a test id may be there twice. */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]:visible`).first()
}

/** Types into a Taro input by its test id (the <input> inside it). */
async function typeInto(page, testId, text) {
  const box = shown(page, testId)
  const input = (await box.evaluate((el) => el.tagName === 'INPUT')) ? box : box.locator('input').first()
  await input.fill('')
  await input.pressSequentially(text, { delay: 40 })
}

/** Opens the car query (signed in) and waits for the cities. */
async function openQuery(page) {
  await page.goto(`${BASE}/car/carQuery`)
  await shown(page, 'city-value').waitFor({ timeout: 30000 })
}

async function chooseCity(page, cityId) {
  await shown(page, 'city').click()
  await shown(page, `option-${cityId}`).click()
}

/** Picks a place through the sheet: types, waits for the suggestions, taps the first whose text matches. */
async function pickPlace(page, side, keyword, match) {
  await shown(page, `place-${side}`).click()
  await shown(page, `place-sheet-${side}`).waitFor()
  await typeInto(page, 'place-input', keyword)
  await shown(page, 'place-suggestions').waitFor({ timeout: 15000 })
  const rows = page.locator('[data-testid="place-suggestions"]:visible [data-testid^="place-s"]')
  const n = await rows.count()
  for (let i = 0; i < n; i++) {
    const text = await rows.nth(i).innerText()
    if (match.test(text)) {
      await rows.nth(i).locator('.car-sheet__place-main').click()
      await shown(page, `place-sheet-${side}`).waitFor({ state: 'detached' })
      return text
    }
  }
  throw new Error(`no suggestion for ${keyword} matching ${match}`)
}

/** From the list: book the first bookable car, fill what the form needs, submit, land on carCmp. */
async function bookFromList(page, name) {
  await page.waitForURL(/\/car\/carList/)
  await shown(page, 'car-choices').waitFor({ timeout: 30000 })
  await shot(page, `${name}-list`)
  const books = page.locator('[data-testid^="book-"]:visible:not(.car-b__book--off)')
  await books.first().click()
  await page.waitForURL(/\/car\/carEdit/)
  await shown(page, 'edit-summary').waitFor({ timeout: 30000 })
  // Out of policy: the first reason.
  if (await shown(page, 'reason').count()) {
    await shown(page, 'reason').click()
    await page.locator('[data-testid="sheet-reason"] [data-testid^="option-"]').first().click()
  }
  await shot(page, `${name}-edit`)
  await shown(page, 'car-submit').click()
  // A ride of the passenger around the same time asks first (checkSameOrder): book anyway.
  const sameConfirm = page.getByText(/继续预订|Book anyway/)
  await Promise.race([page.waitForURL(/\/car\/carCmp/, { timeout: 30000 }), sameConfirm.first().waitFor({ timeout: 30000 }).catch(() => undefined)])
  if (!/carCmp/.test(page.url()) && (await sameConfirm.count())) await sameConfirm.first().click()
  await page.waitForURL(/\/car\/carCmp/, { timeout: 30000 })
  await shown(page, 'car-done').waitFor({ timeout: 30000 })
  await shot(page, `${name}-done`)
}

describe('car booking', () => {
  test('an instant ride from a suggested address to the airport, up to carCmp; suggestions are JSONP to the map service', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    const mapRequests = []
    page.on('request', (r) => {
      if (r.url().includes('/ws/place/v1/suggestion')) mapRequests.push({ url: new URL(r.url()), type: r.resourceType() })
    })
    await openQuery(page)
    await shot(page, 'car-query-zh')
    await chooseCity(page, 'SHA')
    assert.equal(await shown(page, 'city-value').innerText(), '上海')
    const from = await pickPlace(page, 'from', '外滩', /外滩/)
    assert.match(from, /外滩/)
    const to = await pickPlace(page, 'to', '机场', /机场/)
    assert.match(to, /机场/)
    assert.ok(mapRequests.length >= 2, 'suggestions were asked')
    for (const { url, type } of mapRequests) {
      assert.equal(type, 'script', 'JSONP: a script request')
      assert.ok(url.searchParams.get('key'), 'with the key')
      assert.match(url.searchParams.get('callback') ?? '', /^[A-Za-z_$][\w$]*$/, 'with a callback')
      assert.equal(url.searchParams.get('output'), 'jsonp')
    }
    assert.ok(mapRequests.some((r) => r.url.searchParams.get('region') === '上海'), 'the region is the city')
    await shown(page, 'car-search').click()
    await bookFromList(page, 'car-instant-zh')
    const state = await shown(page, 'car-done').getAttribute('data-state')
    assert.ok(['dispatching', 'approval'].includes(state), state)
    assert.ok(await shown(page, 'done-detail').isVisible())
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('an airport pick-up by flight number fills the arrival hall and the time', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const date = dayAhead(1)
    const flights = await api('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date, tripType: 1 }, token)
    const flightNo = flights.data.flights[0].flightNo
    await openQuery(page)
    await shown(page, 'use-3').click()
    await typeInto(page, 'flight-no', flightNo)
    await shown(page, 'flight-date').click()
    await shown(page, `cal-day-${date}`).click()
    await shown(page, 'flight-lookup').click()
    await shown(page, 'flight-item').waitFor({ timeout: 30000 })
    if (!(await shown(page, 'pickup-time').count())) await shown(page, 'flight-item').click()
    const pickup = await shown(page, 'pickup-time').innerText()
    assert.match(pickup, new RegExp(date.slice(5)), 'pick-up time is the arrival')
    assert.match(await shown(page, 'place-from-value').innerText(), /机场|航站楼|T\d/)
    assert.equal(await shown(page, 'city-value').innerText(), '上海')
    await pickPlace(page, 'to', '陆家嘴', /陆家嘴/)
    await shot(page, 'car-pickup-zh')
    await shown(page, 'car-search').click()
    await bookFromList(page, 'car-pickup-zh')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a chartered day car is booked', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await openQuery(page)
    await shown(page, 'use-7').click()
    await chooseCity(page, 'SHA')
    await shown(page, 'day-date').click()
    await shown(page, `cal-day-${dayAhead(3)}`).click()
    await shown(page, 'day-kind-HALF').click()
    await shot(page, 'car-chartered-query-zh')
    await shown(page, 'car-search').click()
    await bookFromList(page, 'car-chartered-zh')
    assert.equal(await shown(page, 'car-done').getAttribute('data-state').then((s) => ['booked', 'approval'].includes(s)), true)
    await shown(page, 'done-detail').click()
    await page.waitForURL(/\/car\/carJsycDetail\?id=/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the query screen in English reads in English', async () => {
    const { page } = await signedInPage('hx.traveller', 'en-US')
    await openQuery(page)
    await chooseCity(page, 'SHA')
    await shown(page, 'use-2').click()
    await shown(page, 'time-value').waitFor()
    await shot(page, 'car-query-en')
    const text = await shown(page, 'car-query').innerText()
    assert.match(text, /Scheduled/)
    assert.match(text, /From airport/)
    assert.match(text, /See cars and prices/)
    assert.doesNotMatch(text, /[\u4e00-\u9fff]/, 'no Chinese on the English screen')
    await pickPlace(page, 'from', 'Bund', /Bund/)
    await pickPlace(page, 'to', 'airport', /Airport/i)
    await shown(page, 'car-search').click()
    await page.waitForURL(/\/car\/carList/)
    await shown(page, 'car-choices').waitFor({ timeout: 30000 })
    await shot(page, 'car-list-en')
    await page.locator('[data-testid^="book-"]:visible:not(.car-b__book--off)').first().click()
    await shown(page, 'edit-summary').waitFor({ timeout: 30000 })
    await shot(page, 'car-edit-en')
    assert.doesNotMatch(await shown(page, 'edit-summary').innerText(), /[\u4e00-\u9fff]/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
