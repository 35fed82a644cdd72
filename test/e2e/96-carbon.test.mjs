// Carbon at the point of choice against npm start, at 390×844 (issue 18 §2): the Beijing → Shanghai
// flight list shows an estimated CO₂ figure on its rows (rows keep their height) and the train
// suggestion; a tap on it lands on the train list of the same cities and date, whose trains show
// their figure too; an administrator opens the monthly carbon report (table and bars) and finds a
// ticket just issued; a traveller gets the not-open notice. Both languages. Other test files share
// the server: counts are compared with what the server says, never with fixed totals.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { api, BASE, closeBrowser, dayAhead, DEMO_PASSWORD, ok, payWithSmsCode, shot, shownByTestId, signedInPage, waitReady } from './helpers.mjs'

after(closeBrowser)

const HAN = /[\u4e00-\u9fff]/

describe('carbon at the point of choice', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    test(`Beijing → Shanghai: CO₂ on every flight, the train suggestion, and a tap lands on the train list (${locale})`, async () => {
      const { page } = await signedInPage('hx.booker', locale)
      const day = dayAhead(3)
      const names = locale === 'zh-CN' ? { dep: '北京', arr: '上海' } : { dep: 'Beijing', arr: 'Shanghai' }
      await page.goto(`${BASE}/tk/tkList?leg=out&dep=BJS&depName=${encodeURIComponent(names.dep)}&arr=SHA&arrName=${encodeURIComponent(names.arr)}&date=${day}&cabin=ALL&trip=2`)
      await waitReady(page, 'tk-list')

      // What the server says for the same search: the figures and the suggestion come from it.
      const reply = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: day, tripType: 2 }, await tokenOf(page))
      assert.ok(reply.trainSuggestion, 'the server suggests a train on Beijing → Shanghai')

      const rows = shownByTestId(page, 'flight-row')
      await rows.first().waitFor()
      const firstRows = await rows.evaluateAll((els) =>
        els.slice(0, 4).map((el) => ({ no: el.getAttribute('data-flight-no'), kg: Number(el.querySelector('[data-testid="co2"]')?.getAttribute('data-kg')), text: el.querySelector('[data-testid="co2"]')?.textContent ?? '', height: el.getBoundingClientRect().height })),
      )
      assert.ok(firstRows.length > 0)
      for (const r of firstRows) {
        assert.ok(r.kg > 100, `flight ${r.no} shows its estimate: ${JSON.stringify(r)}`)
        assert.match(r.text, locale === 'zh-CN' ? /^约\d+kg CO₂$/ : /^≈\d+ kg CO₂$/)
        // One compact line: the row keeps its height (184 design px, 750 wide = 95.7 CSS px at 390).
        assert.ok(Math.abs(r.height - (184 * 390) / 750) <= 1, `row height ${r.height}`)
      }
      const server = new Map(reply.flights.map((f) => [f.flightNo, f.co2Kg]))
      for (const r of firstRows) assert.equal(r.kg, server.get(r.no))

      const bar = shownByTestId(page, 'train-suggestion')
      await bar.waitFor()
      assert.equal(await bar.getAttribute('data-train'), reply.trainSuggestion.trainCode)
      assert.equal(Number(await bar.getAttribute('data-saving')), reply.trainSuggestion.savingKg)
      const barText = await bar.innerText()
      assert.match(barText, new RegExp(reply.trainSuggestion.trainCode))
      assert.match(barText, new RegExp(String(reply.trainSuggestion.savingKg)))
      if (locale === 'en-US') assert.ok(!HAN.test(barText), barText)
      const box = await bar.boundingBox()
      assert.ok(box && box.height <= 34, `the suggestion is one line: ${box?.height}`)
      await shot(page, `carbon-tk-list-${locale}`)

      await bar.click()
      await page.waitForURL(/\/tr\/trList/, { timeout: 15000 })
      const q = Object.fromEntries(new URL(page.url()).searchParams)
      assert.deepEqual({ from: q.from, fromKind: q.fromKind, to: q.to, toKind: q.toKind, date: q.date, tripType: q.tripType }, { from: 'BJS', fromKind: 'city', to: 'SHA', toKind: 'city', date: day, tripType: '2' })
      await waitReady(page, 'tr-list')
      // Shortest first: the suggested train (the day's fastest) comes to the top of the virtual list.
      await shownByTestId(page, 'sort-duration').click()
      const train = shownByTestId(page, `train-${reply.trainSuggestion.trainCode}`)
      await train.waitFor({ timeout: 20000 })
      const trainKg = Number(await train.locator('[data-testid="co2"]').getAttribute('data-kg'))
      assert.equal(trainKg, reply.trainSuggestion.co2Kg)
      await page.waitForTimeout(200)
      await shot(page, `carbon-tr-list-${locale}`)
      await page.context().close()
    })
  }

  test('an administrator opens the monthly report, with a ticket just issued, in both languages; a traveller cannot', async () => {
    // hx.traveller's personal flight 4 days ahead, booked and paid through the API (issued at once).
    const traveller = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller', password: DEMO_PASSWORD, deviceId: 'e2e-carbon-traveller' })
    const token = traveller.data.token
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const day = dayAhead(4)
    const month = day.slice(0, 7)
    const flights = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: day, tripType: 2 }, token)
    let orderId = ''
    for (const f of flights.flights.slice(0, 10)) {
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2 }, token)
      const cabin = cabins.cabins.find((c) => c.cabinClass === 'Y' && c.seatsLeft > 0)
      if (!cabin) continue
      const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2, clientToken: `e2e-carbon-${Date.now()}`,
      }, token)
      if (booked.errCode === 4009) continue
      assert.equal(booked.errCode, 1, booked.tips)
      orderId = booked.data.orderId
      break
    }
    assert.ok(orderId, 'a flight was booked')
    await payWithSmsCode(token, me.phoneNumber, [orderId])

    for (const locale of ['zh-CN', 'en-US']) {
      const { page, token: adminToken } = await signedInPage('hx.admin', locale)
      const expected = await reportIn(month, adminToken, locale === 'zh-CN' ? 'zh' : 'en')
      assert.ok(expected.total.flights >= 1 && expected.total.kg > 0, JSON.stringify(expected.total))

      // The entry in 我的, then the report of this month; step to the travel month when it is the next one.
      await page.goto(`${BASE}/userCenter`)
      await shownByTestId(page, 'uc-carbon').click()
      await page.waitForURL(/\/userCenter\/carbon/)
      const screen = shownByTestId(page, 'carbon-page')
      await screen.waitFor().catch(async (e) => {
        await shot(page, `carbon-report-failed-${locale}`)
        throw new Error(`${e.message}\npage errors: ${page.errors.join(' | ')}`)
      })
      if ((await screen.getAttribute('data-month')) !== month) await shownByTestId(page, 'carbon-next').click()
      await page.waitForFunction((m) => [...document.querySelectorAll('[data-testid="carbon-page"]')].some((el) => el.checkVisibility() && el.getAttribute('data-month') === m && el.getAttribute('data-status') === 'ready'), month, { timeout: 15000 })

      assert.equal(Number(await shownByTestId(page, 'carbon-total').getAttribute('data-kg')), expected.total.kg)
      const rows = await shownByTestId(page, 'carbon-row').evaluateAll((els) => els.map((el) => ({ dept: el.getAttribute('data-dept'), kg: Number(el.getAttribute('data-kg')) })))
      assert.deepEqual(rows, expected.departments.map((d) => ({ dept: d.deptName, kg: d.kg })))
      assert.equal(await shownByTestId(page, 'carbon-bar').count(), expected.departments.filter((d) => d.kg > 0).length)
      assert.equal(Number(await shownByTestId(page, 'carbon-row-total').getAttribute('data-kg')), expected.total.kg)
      const rd = expected.departments.find((d) => d.deptName === (locale === 'zh-CN' ? '研发中心' : 'R&D Center'))
      assert.ok(rd && rd.flights >= 1, 'the traveller’s department has the flight')
      const text = await screen.innerText()
      if (locale === 'en-US') assert.ok(!HAN.test(text), `English report: ${text}`)
      await shot(page, `carbon-report-${locale}`)
      await page.context().close()
    }

    const { page, token: travellerToken } = await signedInPage('hx.traveller', 'en-US')
    // The traveller's schedule carries the trip's estimate, the server's figure for the whole order.
    const upcoming = await ok('POST', '/obt/scheduleOrder', { history: 0, pageNum: 1, count: 50 }, travellerToken)
    const trip = upcoming.list.find((i) => i.orderId === orderId)
    assert.ok(trip && trip.co2Kg > 0, `the trip has its estimate: ${JSON.stringify(trip)}`)
    await page.goto(`${BASE}/schedule`)
    const row = page.locator(`[data-testid="schedule-item"][data-order-id="${orderId}"]`).filter({ visible: true })
    await row.waitFor({ timeout: 20000 }).catch(async () => {
      // Many trips of other tests may come first: page on until this one shows.
      for (let i = 0; i < 5 && !(await row.count()); i++) await page.mouse.wheel(0, 4000).then(() => page.waitForTimeout(800))
      await row.waitFor({ timeout: 10000 })
    })
    assert.equal(Number(await row.locator('[data-testid="schedule-co2"]').getAttribute('data-kg')), trip.co2Kg)
    assert.match(await row.locator('[data-testid="schedule-co2"]').getAttribute('aria-label'), /whole trip/)
    await shot(page, 'carbon-schedule-trip-en-US')
    await page.goto(`${BASE}/userCenter/carbon`)
    await page.getByText('This service is not open for you. Please contact your administrator.').waitFor()
    assert.equal(await page.locator('[data-testid="uc-carbon"]').count(), 0)
    assert.equal((await api('GET', '/obt/carbon/monthReport', { month }, travellerToken)).errCode, 4004)
    await page.context().close()
  })
})

/** The report as the server answers it in a language (the shared api helper speaks Chinese). */
async function reportIn(month, token, lang) {
  const r = await fetch(`${BASE}/obt/carbon/monthReport?month=${month}`, { headers: { 'y-cli': '10506', token, 'accept-language': lang } })
  const body = await r.json()
  assert.equal(body.errCode, 1, body.tips)
  return body.data
}

/** The session token a signed-in page holds. */
async function tokenOf(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').data)
}
