// The user centre against npm start, at 390×844 (issue 15): an HXKJ traveller's train, flight and
// hotel orders (booked and paid through the API, as other tests do) appear on /schedule in one time
// line, in departure order, and open their detail screens; an out-of-policy flight is listed on
// /violateList with its rule and reason; the points earned show on the user-centre tab and in the
// bill; offline orders open and cancel; /service sends a question to online service and /meeting
// sends a meeting request; /tripRoute books an approved application's route through the flight
// query; the English screens read in English.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { api, BASE, closeBrowser, dayAhead, fill, ok, payWithSmsCode, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** Only what the current page shows (the H5 router keeps earlier pages hidden in the DOM). */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]`).filter({ visible: true })
}

/**
 * Visible text nodes holding Han characters, the allowed words (people's names) excepted, and the
 * route line of car rides (the addresses picked on the map, data rather than screen strings).
 */
async function chineseTexts(page, allowed) {
  return page.evaluate((allow) => {
    const out = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim()
      const el = n.parentElement
      if (!text || !el || !el.checkVisibility()) continue
      if (el.closest('[data-testid="schedule-item"][data-order-type="11018"]') && el.classList.contains('mine__title')) continue
      // The next trip's ride: its places are map data too (the title and the from → to line).
      if (el.closest('[data-testid="next-trip-doc"][data-order-type="11018"]') && (el.classList.contains('mine__title') || el.classList.contains('trip-offline__places'))) continue
      if (/[\u4e00-\u9fff]/.test(allow.reduce((t, a) => t.split(a).join(''), text))) out.push(text)
    }
    return out
  }, allowed)
}

/** A flight order of the caller `days` ahead in a cabin class (personal: issued at once when paid; business C: out of policy). */
async function bookFlight(token, me, { days, cabinClass, tripType, violationReasonId }) {
  const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(days), tripType, travellerEmpIds: [me.empId] }, token)
  for (const f of day.flights.slice(0, 8)) {
    const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType, travellerEmpIds: [me.empId] }, token)
    const cabin = cabins.cabins.find((c) => c.cabinClass === cabinClass && c.seatsLeft > 0)
    if (!cabin) continue
    const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
      segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType,
      clientToken: `e2e-mine-${cabinClass}-${Date.now()}`, ...(violationReasonId ? { violationReasonId } : {}),
    }, token)
    // An earlier test of the run may hold this flight for the same traveller (one booking per seat): the next one.
    if (booked.errCode === 4009) continue
    assert.equal(booked.errCode, 1, booked.tips)
    return booked.data
  }
  throw new Error(`no ${cabinClass} flight`)
}

/** An in-policy business train order of the caller `days` ahead. */
async function bookTrain(token, me, days) {
  for (let d = days; d < days + 4; d++) {
    const day = await ok('POST', '/obt/train/trQuery/trSearch', { date: dayAhead(d), fromStationCode: 'BJS', toStationCode: 'SHA', tripType: 1, travellerEmpIds: [me.empId] }, token)
    for (const t of day.trainList) {
      const seat = t.saleState === 'bookable' && t.seatList.find((s) => s.wb === 0 && s.seatCount >= 3 && s.seatType !== 'WZ')
      if (!seat) continue
      const body = { trainKey: t.trainKey, seatType: seat.seatType, passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1 }
      if (!(await ok('POST', '/obt/train/trQuery/validOrder', body, token)).valid) continue
      return ok('POST', '/obt/train/trQuery/trBookOrder', { ...body, clientToken: `e2e-mine-tr-${Date.now()}` }, token)
    }
  }
  throw new Error('no train')
}

/** An in-policy prepaid Shanghai stay of the caller `days` ahead. */
async function bookHotel(token, me, days) {
  const checkInDate = dayAhead(days)
  const checkOutDate = dayAhead(days + 1)
  const list = await ok('POST', '/obt/hotel/htQueryV2/list', { cityId: 'SHA', checkInDate, checkOutDate, tripType: 1, sort: 2 }, token)
  for (const h of list.list) {
    if (h.full || h.wb !== 0) continue
    const pp = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: h.hotelId, checkInDate, checkOutDate, tripType: 1 }, token)
    for (const r of pp.rooms) {
      const p = r.plans.find((x) => x.bookable && x.wb === 0 && x.payment === 'PREPAY' && !x.agreement)
      if (!p) continue
      const v = await ok('POST', '/obt/hotel/htQueryV2/priceValidate', { priceKey: p.priceKey, roomCount: 1, tripType: 1 }, token)
      return ok('POST', '/obt/hotel/htOrder/book', {
        priceKey: v.priceKey, roomCount: 1, rooms: [{ guests: [{ empId: me.empId }] }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 1,
        arrivalTime: '20:00', rulesAccepted: 1, expectedTotal: v.totalAmount, clientToken: `e2e-mine-ht-${Date.now()}`,
      }, token)
    }
  }
  throw new Error('no hotel')
}

describe('schedule, violations, points, service and meetings', () => {
  test('the schedule lists a train, a flight and a hotel in departure order; a violation is listed; points show on the user centre', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo
    const train = await bookTrain(token, me, 3)
    const flight = await bookFlight(token, me, { days: 5, cabinClass: 'Y', tripType: 2 })
    const hotel = await bookHotel(token, me, 7)
    await payWithSmsCode(token, me.phoneNumber, [flight.orderId])
    await payWithSmsCode(token, me.phoneNumber, [train.orderId])
    await payWithSmsCode(token, me.phoneNumber, [hotel.orderId])
    const reasons = await ok('POST', '/obt/common/vipWbyy/list', { cplx: '10901' }, token)
    const reason = reasons.find((r) => !r.needNote)
    const violated = await bookFlight(token, me, { days: 12, cabinClass: 'C', tripType: 1, violationReasonId: reason.id })
    assert.equal(violated.status, 'IN_APPROVAL')

    // Earlier tests of the run booked for this traveller too: the time line is checked as a whole
    // (days ascending) and for the three orders of this test (train, flight, hotel in that order).
    await page.goto(`${BASE}/schedule`)
    await shown(page, 'schedule-item').first().waitFor({ timeout: 30000 })
    const mine = [train.orderId, flight.orderId, hotel.orderId].map(String)
    await page.waitForFunction((ids) => ids.every((id) => document.querySelector(`[data-testid="schedule-item"][data-order-id="${id}"]`)), mine, { timeout: 20000 })
    const rows = await shown(page, 'schedule-item').evaluateAll((els) => els.map((e) => [e.getAttribute('data-order-id'), e.getAttribute('data-order-type'), e.getAttribute('data-day')]))
    assert.deepEqual(rows.map((r) => r[2]), [...rows.map((r) => r[2])].sort())
    const ours = rows.filter((r) => mine.includes(r[0]))
    assert.deepEqual(ours.map((r) => r[1]), ['11009', '11001', '11007'])
    const days = await shown(page, 'schedule-day').count()
    assert.equal(days, new Set(rows.map((r) => r[2])).size)
    await shot(page, '95-schedule-zh')
    await page.locator(`[data-testid="schedule-item"][data-order-id="${flight.orderId}"]`).filter({ visible: true }).click()
    await page.waitForURL(/\/tk\/tkOrderDetail\?orderId=/, { timeout: 20000 })

    // The past: empty for a traveller whose trips are all ahead, else only days before today (China).
    await page.goto(`${BASE}/schedule/histroy`)
    await page.locator('[data-testid="state-empty"], [data-testid="schedule-item"]').filter({ visible: true }).first().waitFor({ timeout: 20000 })
    const pastDays = await shown(page, 'schedule-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-day')))
    for (const d of pastDays) assert.ok(d < dayAhead(0), `past trip on ${d}`)
    await shot(page, '95-schedule-history-zh')

    await page.goto(`${BASE}/violateList`)
    const ourViolation = page.locator(`[data-testid="violation-item"][data-order-id="${violated.orderId}"]`).filter({ visible: true })
    await ourViolation.waitFor({ timeout: 20000 })
    assert.match(await ourViolation.locator('[data-testid="violation-rules"]').innerText(), /舱位/)
    assert.match(await ourViolation.locator('[data-testid="violation-reason"]').innerText(), new RegExp(reason.text))
    await shot(page, '95-violations-zh')

    const points = await ok('POST', '/obt/getAvailablePoints', {}, token)
    assert.ok(points.balance > 100, `points ${points.balance}`)
    await page.goto(`${BASE}/userCenter`)
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="uc-points-balance"]')].some((e) => e.textContent.includes(String(n))), points.balance, { timeout: 20000 })
    await shot(page, '95-user-center-zh')
    await shown(page, 'uc-points').click()
    await page.waitForURL(/\/userCenter\/points/)
    await shown(page, 'points-entry').first().waitFor({ timeout: 20000 })
    // One entry per paid order of the traveller: this test's three and whatever earlier tests paid.
    assert.ok((await shown(page, 'points-entry').count()) >= 3)
    assert.equal((await shown(page, 'points-balance').innerText()).trim(), String(points.balance))
    await shot(page, '95-points-zh')

    await page.goto(`${BASE}/userCenter/message`)
    await shown(page, 'message-latest-item').first().waitFor({ timeout: 20000 })
    await shot(page, '95-messages-zh')
    await page.goto(`${BASE}/userCenter/approvalList`)
    await shown(page, 'my-approval-tab-pending').waitFor({ timeout: 20000 })
    await shot(page, '95-my-approvals-zh')
    assert.deepEqual(page.errors, [])
  })

  test('offline orders open and cancel; /service sends a question; /meeting sends a request', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/otherOrder`)
    await shown(page, 'other-order').first().waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'other-order').count(), 3)
    await shot(page, '95-other-orders-zh')
    await page.locator('[data-testid="other-order"][data-status="IN_PROGRESS"]').filter({ visible: true }).first().click()
    await shown(page, 'other-order-cancel').waitFor({ timeout: 20000 })
    await shot(page, '95-other-order-detail-zh')
    await shown(page, 'other-order-cancel').click()
    const confirm = page.locator('.taro-model__confirm').last()
    await confirm.waitFor({ state: 'visible', timeout: 10000 })
    await confirm.click()
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="other-order-detail"]')].some((e) => e.checkVisibility() && e.getAttribute('data-status') === 'CANCELLED'), null, { timeout: 20000 })

    await page.goto(`${BASE}/service`)
    await shown(page, 'service-line').first().waitFor({ timeout: 20000 })
    await shown(page, 'service-complaint').waitFor()
    await page.locator('[data-testid="service-question"] textarea, textarea[data-testid="service-question"]').filter({ visible: true }).first().fill('请问日本签证材料需要翻译吗？')
    await shown(page, 'service-send').click()
    await shown(page, 'service-request').first().waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'service-request').first().getAttribute('data-status'), 'SUBMITTED')
    await shot(page, '95-service-zh')

    await page.goto(`${BASE}/meeting`)
    await shown(page, 'meeting-form').waitFor({ timeout: 20000 })
    await shown(page, 'meeting-submit').click()
    await page.getByText('请填写会议名称').filter({ visible: true }).first().waitFor()
    await fill(page, 'meetingName', '华东区季度会')
    await fill(page, 'city', '杭州')
    await fill(page, 'attendees', '40')
    await fill(page, 'rooms', '20')
    await shown(page, 'meeting-submit').click()
    await shown(page, 'meeting-request').first().waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'meeting-request').first().getAttribute('data-status'), 'SUBMITTED')
    await shot(page, '95-meeting-zh')
    assert.deepEqual(page.errors, [])
  })

  test('/tripRoute: an approved application\'s routes, one booked from there through the flight query (English)', async () => {
    const { page } = await signedInPage('df.traveller', 'en-US')
    await page.goto(`${BASE}/tripRoute`)
    await shown(page, 'trip-route-choice').first().waitFor({ timeout: 20000 })
    const choices = await shown(page, 'trip-route-choice').count()
    // Earlier tests of the run may have booked an application's flight route: the first one still open.
    for (let i = 0; i < choices; i++) {
      if (i > 0) {
        await page.goto(`${BASE}/tripRoute`)
        await shown(page, 'trip-route-choice').nth(i).waitFor({ timeout: 20000 })
      }
      await shown(page, 'trip-route-choice').nth(i).click()
      await shown(page, 'trip-route-item').first().waitFor({ timeout: 20000 })
      const book = page.locator('[data-testid="trip-route-item"][data-product="10901"] [data-testid="trip-route-book"]').filter({ visible: true })
      if (!(await book.count())) continue
      await shot(page, '95-trip-route-en')
      await book.first().click()
      await page.waitForURL(/\/tk\/tkQuery\?.*ccsqdId=\d+.*routeId=\d+/, { timeout: 20000 })
      assert.deepEqual(page.errors, [])
      return
    }
    assert.fail(`none of ${choices} applications has an open flight route`)
  })

  test('the English screens read in English', async () => {
    const { page, info } = await signedInPage('hx.traveller', 'en-US')
    const allowed = [info.empInfo.empName, info.empInfo.empName.slice(0, 1), '王顾问']
    for (const [path, testId, name] of [
      ['/schedule', 'schedule-item', 'schedule'],
      ['/violateList', 'violation-item', 'violations'],
      ['/userCenter/points', 'points-entry', 'points'],
      ['/otherOrder', 'other-order', 'other-orders'],
      ['/service', 'service-line', 'service'],
      ['/meeting', 'meeting-form', 'meeting'],
      ['/userCenter/message', 'message-latest-item', 'messages'],
      ['/userCenter', 'uc-points', 'user-center'],
    ]) {
      await page.goto(`${BASE}${path}`)
      await shown(page, testId).first().waitFor({ timeout: 20000 })
      await page.waitForTimeout(400)
      await shot(page, `95-${name}-en`)
      // User-typed text (the question, the meeting) stays as typed; the seeded application's route label
      // in its messages is the seed's Chinese city names (seed-trips.ts), not a screen string.
      // A ride's licence plate (沪A12345) is data too, whatever the language.
      const texts = (await chineseTexts(page, allowed))
        .map((t) => t.replace(/[\u4e00-\u9fff][A-Z][A-Z0-9]{5,6}/g, ''))
        .filter((t) => /[\u4e00-\u9fff]/.test(t) && !/华东区季度会|杭州|日本签证材料|需要投影|北京→深圳/.test(t))
      assert.deepEqual(texts, [], `${path}: ${texts.join(' | ')}`)
    }
  })
})
