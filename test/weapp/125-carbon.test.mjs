// Carbon at the point of choice through the rendered mini-program (issue 18 §2): the Beijing →
// Shanghai flight list shows each flight's estimated CO₂ (the server's figure) and the train
// suggestion; a tap on it opens the train list of the same cities and date, whose train shows its
// own figure. Another test file may have booked on the same server: figures are compared with what
// the server answers for the same search, never with fixed values.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, ok, signIn, tokenFor, until, waitForPage } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

describe('carbon', () => {
  test('the flight list shows CO₂ per flight and the train suggestion, which opens the train list', async () => {
    const token = await tokenFor('hx.booker')
    const day = dayAhead(3)
    const reply = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: day, tripType: 2 }, token)
    const s = reply.trainSuggestion
    assert.ok(s, 'the server suggests a train on Beijing → Shanghai')
    const figures = new Set(reply.flights.map((f) => `约${f.co2Kg}kg CO₂`))

    mp = await launchMiniProgram()
    await signIn(mp, 'hx.booker')
    const since = await mp.issues()
    let page = await mp.navigateTo(`/tk/pages/tk-list/index?leg=out&dep=BJS&depName=${encodeURIComponent('北京')}&arr=SHA&arrName=${encodeURIComponent('上海')}&date=${day}&cabin=ALL&trip=2`)
    const rows = await until(async () => {
      const r = await page.$$('.flight-row')
      return r.length ? r : null
    }, { what: 'flight rows' })
    for (const row of rows.slice(0, 4)) {
      const label = await row.$('.co2-label')
      assert.ok(label, 'every row has its CO₂ line')
      const text = (await label.text()).trim()
      assert.ok(figures.has(text), `"${text}" is one of the server's figures`)
      assert.ok(Number(text.match(/\d+/)?.[0]) > 100, text)
    }

    const bar = await until(() => page.$('.train-suggest'), { what: 'the train suggestion' })
    const barText = (await bar.text()).trim()
    assert.ok(barText.includes(s.trainCode), barText)
    assert.ok(barText.includes(`少排约${s.savingKg}kg CO₂`), barText)
    await bar.tap()

    page = await waitForPage(mp, 'tr/pages/tr-list/index', { timeout: 20000 })
    // The same cities (as city searches), date and trip type.
    assert.deepEqual(
      { from: page.query.from, fromKind: page.query.fromKind, to: page.query.to, toKind: page.query.toKind, date: page.query.date, tripType: page.query.tripType },
      { from: 'BJS', fromKind: 'city', to: 'SHA', toKind: 'city', date: day, tripType: '2' },
    )
    const trains = await ok('POST', '/obt/train/trQuery/trSearch', { date: day, fromStationCode: 'BJS', fromKind: 'city', toStationCode: 'SHA', toKind: 'city', tripType: 2 }, await appToken(mp))
    const trainKg = new Map(trains.trainList.map((t) => [t.trainCode, t.co2Kg]))
    assert.equal(trainKg.get(s.trainCode), s.co2Kg)
    // The rows the list renders (a virtual list: those in view) each show their train's figure.
    const trainRows = await until(async () => {
      const r = await page.$$('.train-row')
      return r.length ? r : null
    }, { timeout: 20000, what: 'train rows' })
    for (const r of trainRows.slice(0, 3)) {
      const code = (await (await r.$('.train-row__code')).text()).trim()
      const label = await r.$('.co2-label')
      assert.ok(label, `train ${code} has its CO₂ line`)
      assert.equal((await label.text()).trim(), `约${trainKg.get(code)}kg CO₂`)
    }
    await assertNoIssues(mp, since, 'carbon')
  })
})
