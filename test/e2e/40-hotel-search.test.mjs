// Hotel search end to end on both route families: an HXKJ traveller (hotel version 2) searches
// Shanghai for tomorrow on /htV2/htQuery → /htV2/htList → filters five stars → /htV2/htMap → taps a
// hotel and lands on /htV2/htRoomList; a DFNY traveller (version 1, books by application) is asked
// for the application (C767), applies the approved one (its hotel stay fills the form), and does the
// same personal search on the /ht/ screens (→ /ht/htDetails); the signed list; the form survives a
// reload; the English screens read in English. Screenshots at 390x844 go to test-output/e2e/.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, closeBrowser, dayAhead, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** The list call of either version (htQueryV2/list, htQuery/list). */
const LIST_CALL = /\/obt\/hotel\/htQuery(V2)?\/list$/

/** An element on screen: H5 keeps the pages below in the document (hidden), so a test id may be there twice. */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]:visible`).first()
}

/** Waits for the shown element's data-status. */
async function waitStatus(page, testId, status, timeout = 30000) {
  await page.waitForFunction(
    ([id, s]) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.getClientRects().length > 0 && el.getAttribute('data-status') === s),
    [testId, status],
    { timeout },
  )
}

/** Scrolls every scrolled box back to the top (a sheet's tap may have scrolled the page under it), for the screenshot. */
async function toTop(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    for (const el of document.querySelectorAll('*')) if (el.scrollTop > 0) el.scrollTop = 0
  })
}

/** The visible hotel rows: id and star. */
async function visibleRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="hotel-"][data-star]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ id: el.getAttribute('data-testid').slice(6), star: Number(el.getAttribute('data-star')) })),
  )
}

/** Chooses Shanghai and the stay tomorrow → the day after in the query form. */
async function fillShanghaiTomorrow(page) {
  await shown(page, 'city').click()
  await shown(page, 'city-picker').waitFor()
  await shown(page, 'city-hot-SHA').click()
  await shown(page, 'city-picker').waitFor({ state: 'hidden' })
  await shown(page, 'dates').click()
  await shown(page, `cal-day-${dayAhead(1)}`).click()
  await shown(page, `cal-day-${dayAhead(2)}`).click()
  await shown(page, 'calendar').waitFor({ state: 'hidden' })
  assert.equal(await shown(page, 'check-in').getAttribute('data-date'), dayAhead(1))
  assert.equal(await shown(page, 'check-out').getAttribute('data-date'), dayAhead(2))
}

/**
 * From the query form: search → the list (version's route) → five stars in the filter sheet → the
 * map → a tap on a dot and its card → the rooms route of the family. Returns the hotel opened.
 */
async function searchFilterMapOpen(page, { family, rooms, tag }) {
  const listed = page.waitForResponse((r) => LIST_CALL.test(r.url()), { timeout: 30000 })
  await shown(page, 'search-submit').click()
  await page.waitForURL(new RegExp(`/${family}/htList\\?`), { timeout: 20000 })
  const first = await (await listed).json()
  assert.equal(first.errCode, 1, first.tips)
  assert.ok(first.data.total > 20, `Shanghai lists many hotels (${first.data.total})`)
  await waitStatus(page, 'hotel-list', 'ready')
  assert.equal(await shown(page, 'hotel-list').getAttribute('data-count'), '20')
  await shot(page, `ht-list-${tag}`)

  // Five stars only: the sheet applies, the list asks again from page 1.
  await shown(page, 'filter-open').click()
  await shown(page, 'filter-sheet').waitFor()
  await shown(page, 'filter-star-5').click()
  assert.equal(await shown(page, 'filter-star-5').getAttribute('data-on'), '1')
  await shot(page, `ht-filter-${tag}`)
  const filtered = page.waitForResponse((r) => LIST_CALL.test(r.url()), { timeout: 30000 })
  await shown(page, 'filter-apply').click()
  const body = (await filtered).request().postDataJSON()
  assert.deepEqual(body.stars, [5])
  assert.equal(body.pageNum, 1)
  await waitStatus(page, 'hotel-list', 'ready')
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid^="hotel-"][data-star]')].some((el) => el.getClientRects().length > 0))
  const rows = await visibleRows(page)
  assert.ok(rows.length > 0, 'five-star hotels are listed')
  assert.ok(rows.every((r) => r.star === 5), `only five stars: ${JSON.stringify(rows)}`)
  assert.match(await shown(page, 'filter-open').innerText(), /1/)
  const loaded = Number(await shown(page, 'hotel-list').getAttribute('data-count'))

  // The map of the same hotels; a dot selects one, its card opens its rooms.
  await shown(page, 'map-open').click()
  await page.waitForURL(new RegExp(`/${family}/htMap\\?.*stars=5`), { timeout: 20000 })
  await waitStatus(page, 'hotel-map-page', 'ready')
  const dots = page.locator('[data-testid^="map-dot-"]:visible')
  assert.equal(await dots.count(), loaded, 'a dot per hotel of the list')
  const dot = dots.nth(Math.min(1, rows.length - 1))
  const hotelId = (await dot.getAttribute('data-testid')).slice('map-dot-'.length)
  await dot.click()
  assert.equal(await dot.getAttribute('data-on'), '1')
  assert.equal(await shown(page, 'map-card').getAttribute('data-hotel-id'), hotelId)
  await shot(page, `ht-map-${tag}`)
  await shown(page, 'map-card').click()
  await page.waitForURL(new RegExp(`/${family}/${rooms}\\?`), { timeout: 20000 })
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('hotel'), hotelId)
  assert.equal(url.searchParams.get('city'), 'SHA')
  assert.equal(url.searchParams.get('in'), dayAhead(1))
  assert.equal(url.searchParams.get('out'), dayAhead(2))
  return hotelId
}

describe('hotel search', () => {
  test('HXKJ (version 2): Shanghai tomorrow → list → five stars → map → a hotel opens its rooms on /htV2/', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/htV2/htQuery`)
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'hotel-query').getAttribute('data-version'), '2')
    await fillShanghaiTomorrow(page)
    assert.equal(await shown(page, 'city-value').innerText(), '上海')
    await toTop(page)
    await shot(page, 'ht-query-zh-CN')
    await shown(page, 'dates').click()
    await shown(page, 'calendar').waitFor()
    await shot(page, 'ht-calendar-zh-CN')
    await shown(page, 'calendar-close').click()
    await shown(page, 'city').click()
    await shown(page, 'city-hot-SHA').waitFor()
    await shot(page, 'ht-city-zh-CN')
    await shown(page, 'city-cancel').click()
    await shown(page, 'keyword').click()
    await page.locator('[data-testid="keyword-input"] input:visible, input[data-testid="keyword-input"]:visible').first().fill('外滩')
    await shown(page, 'keyword-LANDMARK-SHA-L1').waitFor({ timeout: 10000 })
    await shot(page, 'ht-keyword-zh-CN')
    await shown(page, 'keyword-cancel').click()
    await shown(page, 'guests').click()
    await shown(page, 'rooms-plus').click()
    assert.equal(await shown(page, 'adults-value').innerText(), '2')
    await shot(page, 'ht-guests-zh-CN')
    await shown(page, 'rooms-minus').click()
    await shown(page, 'adults-minus').click()
    await shown(page, 'guests-done').click()
    assert.match(await shown(page, 'guests-value').innerText(), /1间 · 1成人/)
    await searchFilterMapOpen(page, { family: 'htV2', rooms: 'htRoomList', tag: 'zh-CN' })
    assert.deepEqual(page.errors, [])
  })

  test('with a JavaScript map key configured, /htV2/htMap draws the provider map: a marker per listed hotel, a tap selects it', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    // The deployment's key (a meta tag the page carries) and the provider's script, played by a fake
    // that records what the app asks of it (no outside network here).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const meta = document.createElement('meta')
        meta.name = 'shanglv-map-js-key'
        meta.content = 'E2E-JS-KEY'
        document.head.appendChild(meta)
      })
    })
    const scripts = []
    await page.route('https://map.qq.com/**', (route) => {
      scripts.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_TMAP })
    })
    await page.goto(`${BASE}/htV2/htQuery`)
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    await fillShanghaiTomorrow(page)
    await shown(page, 'search-submit').click()
    await waitStatus(page, 'hotel-list', 'ready')
    const loaded = Number(await shown(page, 'hotel-list').getAttribute('data-count'))
    await shown(page, 'map-open').click()
    await waitStatus(page, 'hotel-map-page', 'ready')
    await page.waitForFunction(() => document.querySelector('[data-testid="hotel-provider-map"][data-provider="tile"]') !== null, null, { timeout: 15000 })
    assert.equal(scripts.length, 1)
    assert.match(scripts[0], /key=E2E-JS-KEY/)
    const drawn = await page.evaluate(() => window.__fakeTMap.markers.at(-1).geometries.map((g) => g.id))
    assert.equal(drawn.length, loaded, 'a marker per hotel of the list')
    assert.equal(await page.locator('[data-testid^="map-dot-"]:visible').count(), 0, 'no plot under the provider map')
    await page.evaluate((id) => window.__fakeTMap.markers.at(-1).click(id), drawn[1])
    assert.equal(await shown(page, 'map-card').getAttribute('data-hotel-id'), drawn[1])
    assert.deepEqual(page.errors, [])
  })

  test('the form survives a reload; the travel standard shows on the list; the signed list has agreement hotels only', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/htV2/htQuery`)
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    await fillShanghaiTomorrow(page)
    await shown(page, 'quick-star-4').click()
    await page.reload()
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'city-value').innerText(), '上海')
    assert.equal(await shown(page, 'check-in').getAttribute('data-date'), dayAhead(1))
    assert.match(await shown(page, 'quick-star-4').getAttribute('class'), /--on/)
    await shown(page, 'quick-star-4').click()

    await shown(page, 'signed-hotels').click()
    await page.waitForURL(/\/htV2\/htSignList\?/, { timeout: 20000 })
    await waitStatus(page, 'hotel-list', 'ready')
    assert.equal(await shown(page, 'hotel-list').getAttribute('data-mode'), 'sign')
    assert.match(await shown(page, 'standard').innerText(), /差旅标准：每间夜¥\d+/)
    const marks = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="hotel-"][data-agreement]')].filter((el) => el.getClientRects().length > 0).map((el) => el.getAttribute('data-agreement')),
    )
    assert.ok(marks.length > 0 && marks.every((m) => m === '1'), 'agreement hotels only')
    await shot(page, 'ht-sign-list-zh-CN')
    assert.deepEqual(page.errors, [])
  })

  test('DFNY (version 1, books by application): C767 first; the approved application fills its hotel stay; a personal search runs on /ht/', async () => {
    const { page } = await signedInPage('df.traveller', 'zh-CN')
    await page.goto(`${BASE}/ht/htQuery`)
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'hotel-query').getAttribute('data-version'), '1')
    await fillShanghaiTomorrow(page)
    await shown(page, 'search-submit').click()
    assert.match(await shown(page, 'error-application').innerText(), /出差申请/)
    assert.match(page.url(), /\/ht\/htQuery/)

    // The approved application's hotel stay (Beijing) fills city and dates.
    await shown(page, 'application-picker').click()
    await waitStatus(page, 'application-sheet', 'ready')
    await shown(page, 'application-route').click()
    await shown(page, 'application-chosen').waitFor()
    assert.equal(await shown(page, 'city-value').innerText(), '北京')
    assert.equal(await shown(page, 'check-in').getAttribute('data-date'), dayAhead(3))
    const listed = page.waitForResponse((r) => r.url().includes('/obt/hotel/htQuery/list'), { timeout: 30000 })
    await shown(page, 'search-submit').click()
    await page.waitForURL(/\/ht\/htList\?.*ccsqdId=\d+/, { timeout: 20000 })
    const reply = await (await listed).json()
    assert.equal(reply.errCode, 1, reply.tips)
    assert.equal(reply.data.city.cityId, 'BJS')
    await waitStatus(page, 'hotel-list', 'ready')
    await page.goBack()
    await shown(page, 'hotel-query').waitFor()

    // A personal trip needs no application: Shanghai tomorrow on the /ht/ screens.
    await shown(page, 'tripType-2').click()
    await fillShanghaiTomorrow(page)
    await searchFilterMapOpen(page, { family: 'ht', rooms: 'htDetails', tag: 'v1-zh-CN' })
    assert.deepEqual(page.errors, [])
  })

  test('the English screens read in English', async () => {
    const { page, info } = await signedInPage('hx.traveller', 'en-US')
    await page.goto(`${BASE}/htV2/htQuery`)
    await shown(page, 'hotel-query').waitFor({ timeout: 20000 })
    await fillShanghaiTomorrow(page)
    await page.waitForFunction(() => /Shanghai/.test(document.querySelector('[data-testid="city-value"]')?.textContent ?? ''))
    // The traveller's own name is data (a Chinese name), not the screen's words.
    const noChinese = async (testId) => assert.doesNotMatch((await shown(page, testId).innerText()).replaceAll(info.empInfo.empName, ''), /[\u4e00-\u9fff]/, testId)
    await noChinese('hotel-query')
    await toTop(page)
    await shot(page, 'ht-query-en-US')
    await searchFilterMapOpen(page, { family: 'htV2', rooms: 'htRoomList', tag: 'en-US' })
    await page.goBack()
    await waitStatus(page, 'hotel-map-page', 'ready')
    await noChinese('hotel-map-page')
    await page.goBack()
    await waitStatus(page, 'hotel-list', 'ready')
    await noChinese('hotel-list')
    await shown(page, 'filter-open').click()
    await shown(page, 'filter-sheet').waitFor()
    await page.waitForFunction(() => !!document.querySelector('[data-testid^="filter-district-"]'), undefined, { timeout: 20000 })
    await noChinese('filter-sheet')
    assert.deepEqual(page.errors, [])
  })
})

/** A stand-in for the provider's GL map script: the classes the app uses, recording what it draws. */
const FAKE_TMAP = `
(() => {
  const rec = { maps: 0, markers: [] }
  class LatLng { constructor(lat, lng) { this.lat = lat; this.lng = lng } getLat() { return this.lat } getLng() { return this.lng } }
  class Map { constructor(el) { rec.maps++; el.style.background = '#dfe9f3' } setCenter() {} fitBounds() {} destroy() {} }
  class MultiMarker {
    constructor(o) { this.geometries = o.geometries; this.handlers = []; rec.markers.push(this) }
    on(ev, h) { this.handlers.push(h) }
    click(id) { const g = this.geometries.find((x) => x.id === id); this.handlers.forEach((h) => h({ geometry: g })) }
    setGeometries(g) { this.geometries = g }
    setMap() {}
  }
  class MultiPolyline { constructor() {} setMap() {} }
  class Style { constructor(o) { Object.assign(this, o) } }
  window.__fakeTMap = rec
  window.TMap = { Map, LatLng, LatLngBounds: class { constructor(a, b) { this.sw = a; this.ne = b } }, MultiMarker, MarkerStyle: Style, MultiPolyline, PolylineStyle: Style }
})()
`
