// Car ride screens against npm start, at 390×844 (issue 12, journey step 4 and 5): rides are booked
// through the server's own calls (cities → queryCar / queryDayCar → checkPreBook → bookCarOrder;
// the booking screens are another test's business) and moved with the loopback demo clock
// (POST /obt/demo/car/advance). An instant ride dispatched, driven and completed shows its final
// fare on /car/driving, /car/carOrderDetail and in all orders; a ride cancelled after its driver
// accepted shows the fee before the confirm and then reads cancelled with that fee; a fee that
// changes between the quote and the confirm is shown and asked again; a chartered day car opens on
// /car/carJsycDetail/{id} (the path form) and from the ride detail; the English screens read in English.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, closeBrowser, dayAhead, ok, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

// ---------------------------------------------------------------- local helpers

/** Only what the current page shows (the H5 router keeps earlier pages hidden in the DOM). */
function byId(page, testId) {
  return page.locator(`[data-testid="${testId}"]`).filter({ visible: true })
}

async function waitAttr(page, testId, attr, value, timeout = 30000) {
  await page.waitForFunction(
    ([id, a, v]) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.checkVisibility() && el.getAttribute(a) === v),
    [testId, attr, value],
    { timeout },
  )
}

/** The screen scrolled to its end (the H5 pages scroll inside their own box), then back to the top. */
async function bottomShot(page, name) {
  const scroll = (to) =>
    page.evaluate((end) => {
      for (const el of [document.scrollingElement, ...document.querySelectorAll('.taro_page, .taro_router, .page-shell')]) {
        if (el && el.scrollHeight > el.clientHeight) el.scrollTop = end ? el.scrollHeight : 0
      }
    }, to)
  await scroll(true)
  await shot(page, `${name}-bottom`)
  await scroll(false)
}

/** Visible text nodes holding Han characters, the allowed words (people's names, plates) excepted. */
async function chineseTexts(page, allowed) {
  // Longest first: a place's address holds its name.
  const words = [...allowed].filter(Boolean).sort((a, b) => b.length - a.length)
  return page.evaluate((allow) => {
    const out = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim()
      const el = n.parentElement
      if (!text || !el || !el.checkVisibility()) continue
      if (/[\u4e00-\u9fff]/.test(allow.reduce((t, a) => t.split(a).join(''), text))) out.push(text)
    }
    return out
  }, words)
}

/** The amount a Price component shows (its data-value). */
async function amountOf(locator) {
  return Number(await locator.first().getAttribute('data-value'))
}

const LUJIAZUI = { name: '陆家嘴', address: '上海市浦东新区陆家嘴环路', lat: 31.2397, lng: 121.4998 }
const HONGQIAO_T2 = { name: '虹桥国际机场 T2', address: '上海市闵行区申虹路', lat: 31.1947, lng: 121.3265 }

let cityId = 'SHA'

/** Books a ride for the caller: estimate, pre-book check, book; answers the book reply. */
async function bookRide(token, self, { useType = 1, from = LUJIAZUI, to = HONGQIAO_T2 } = {}) {
  const est = await ok('POST', '/obt/car/carQuery/queryCar', { useType, cityId, from: { ...from, cityId }, to: { ...to, cityId } }, token)
  const car = est.list.find((c) => c.wb === 0) ?? est.list[0]
  const check = await ok('POST', '/obt/car/carOrder/checkPreBook', { priceKey: car.priceKey }, token)
  assert.equal(check.bookable, true, check.tips)
  return ok(
    'POST',
    '/obt/car/carOrder/bookCarOrder',
    {
      priceKey: car.priceKey,
      clientToken: `e2e-car-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      passenger: { empId: self.empId, name: self.empName, mobile: self.phoneNumber },
      contact: { name: self.empName, phone: self.phoneNumber },
      tripType: 1,
      expectedPrice: car.estimatePrice,
      ...(check.needReason ? { violationReasonId: '1' } : {}),
    },
    token,
  )
}

/** Books a half-day chartered car tomorrow. */
async function bookDayCar(token, self) {
  const day = await ok('POST', '/obt/car/carQuery/queryDayCar', { cityId, date: dayAhead(1), from: { ...LUJIAZUI, cityId } }, token)
  const pkg = day.list.find((p) => p.kind === 'HALF' && p.wb === 0) ?? day.list[0]
  const check = await ok('POST', '/obt/car/carOrder/checkPreBook', { priceKey: pkg.priceKey }, token)
  assert.equal(check.bookable, true, check.tips)
  const booked = await ok(
    'POST',
    '/obt/car/carOrder/bookCarOrder',
    {
      priceKey: pkg.priceKey,
      clientToken: `e2e-daycar-${Date.now()}`,
      passenger: { empId: self.empId, name: self.empName, mobile: self.phoneNumber },
      contact: { name: self.empName, phone: self.phoneNumber },
      tripType: 1,
      expectedPrice: pkg.price,
    },
    token,
  )
  return { booked, pkg }
}

/** Moves a ride with the demo clock (to a state, or the next one). */
async function advance(token, orderId, to) {
  return ok('POST', '/obt/demo/car/advance', to ? { orderId, to } : { orderId }, token)
}

async function detail(token, orderId) {
  return ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId }, token)
}

async function me(token) {
  return (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
}

// ---------------------------------------------------------------- tests

describe('car ride screens', () => {
  before(async () => {
    const login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller', password: 'Demo@2026', deviceId: 'e2e-car-cities' })
    const cities = await ok('POST', '/obt/car/carQuery/vehiclesCityFindList', {}, login.data.token)
    const sha = cities.list.find((c) => /上海|Shanghai/.test(c.cityName)) ?? cities.list[0]
    cityId = sha.cityId
  })

  test('an instant ride dispatched, driven and completed: the live screen, the final fare, the order detail and all orders', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const self = await me(token)
    const booked = await bookRide(token, self)
    assert.equal(booked.status, 'IN_PROGRESS', `booked ${JSON.stringify(booked)}`)

    // Dispatching: the map with the route, pick-up and drop-off, no driver yet; the estimate.
    await page.goto(`${BASE}/car/driving?orderId=${booked.orderId}`)
    await waitAttr(page, 'ride-banner', 'data-car-status', 'CAR_DISPATCHING')
    await byId(page, 'ride-map').first().waitFor()
    assert.equal(await byId(page, 'map-pickup').count(), 1)
    assert.equal(await byId(page, 'map-dropoff').count(), 1)
    assert.equal(await byId(page, 'map-driver').count(), 0)
    assert.match(await byId(page, 'ride-state').first().innerText(), /派单中/)
    await waitAttr(page, 'ride-cancel', 'data-fee', '0')
    await shot(page, 'car-driving-dispatching-zh-CN')

    // The driver accepts: the polling (5 s) brings the driver card, the car on the map, the ETA.
    await advance(token, booked.orderId, 'CAR_DRIVER_ACCEPTED')
    await waitAttr(page, 'ride-banner', 'data-car-status', 'CAR_DRIVER_ACCEPTED')
    const accepted = await detail(token, booked.orderId)
    await byId(page, 'ride-driver').first().waitFor()
    assert.equal(await byId(page, 'driver-plate').first().innerText(), accepted.driver.plate)
    assert.equal(await byId(page, 'driver-name').first().innerText(), accepted.driver.name)
    assert.match(await byId(page, 'ride-call').first().getAttribute('href'), /^tel:/)
    await byId(page, 'map-driver').first().waitFor({ timeout: 15000 })
    await byId(page, 'ride-eta').first().waitFor({ timeout: 15000 })
    assert.match(await byId(page, 'eta-min').first().innerText(), /分钟/)
    // The cancel button names the fee once a driver accepted (asked again when the state moved).
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="ride-cancel"]')].some((el) => el.checkVisibility() && Number(el.getAttribute('data-fee')) > 0), null, { timeout: 15000 })
    await shot(page, 'car-driving-accepted-zh-CN')

    // Arrived, journey begun (no cancel any more), completed: the final fare on the live screen.
    await advance(token, booked.orderId, 'CAR_JOURNEY_BEGUN')
    await waitAttr(page, 'ride-banner', 'data-car-status', 'CAR_JOURNEY_BEGUN')
    assert.equal(await byId(page, 'ride-cancel').count(), 0)
    await shot(page, 'car-driving-journey-zh-CN')
    await advance(token, booked.orderId, 'COMPLETED')
    await waitAttr(page, 'ride-banner', 'data-status', 'COMPLETED')
    const done = await detail(token, booked.orderId)
    assert.equal(done.status, 'COMPLETED')
    assert.ok(done.finalPrice > 0)
    await byId(page, 'final-fare').first().waitFor()
    assert.equal(Number(await byId(page, 'final-fare').first().getAttribute('data-amount')), done.finalPrice)
    assert.ok((await byId(page, 'timeline-step').count()) >= 4)
    await shot(page, 'car-driving-completed-zh-CN')
    await bottomShot(page, 'car-driving-completed-zh-CN')

    // The order detail: completed, estimate and final fare, the masked passenger, the timeline.
    await byId(page, 'ride-order').first().click()
    await page.waitForURL(/\/car\/carOrderDetail\?orderId=/)
    await waitAttr(page, 'order-status', 'data-status', 'COMPLETED')
    assert.equal(await amountOf(byId(page, 'order-total')), done.finalPrice)
    assert.match(await byId(page, 'price').first().innerText(), /预估车费[\s\S]*实际车费/)
    assert.match(await byId(page, 'passenger').first().innerText(), /\*{4}/)
    assert.equal(await byId(page, 'use-type').first().innerText(), done.useTypeText)
    assert.match(await byId(page, 'distance').first().innerText(), /实际/)
    assert.ok((await byId(page, 'timeline-step').count()) >= 4)
    await shot(page, 'car-order-detail-completed-zh-CN')
    await bottomShot(page, 'car-order-detail-completed-zh-CN')

    // All orders: the ride with its final fare, opening the car order detail.
    await page.goto(`${BASE}/allorder`)
    const row = byId(page, 'order-item').and(page.locator(`[data-order-no="${booked.orderNo}"]`))
    await row.first().waitFor()
    assert.equal(await row.first().getAttribute('data-status'), 'COMPLETED')
    assert.equal(await amountOf(row.locator('[data-value]')), done.finalPrice)
    await shot(page, 'car-allorder-zh-CN')
    await row.first().click()
    await page.waitForURL(/\/car\/carOrderDetail\?orderId=/)
    await waitAttr(page, 'order-status', 'data-status', 'COMPLETED')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a cancel after the driver accepted shows the fee before the confirm; the order then reads cancelled with that fee', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const self = await me(token)
    const booked = await bookRide(token, self)
    await advance(token, booked.orderId, 'CAR_DRIVER_ACCEPTED')
    const quote = await ok('POST', '/obt/car/carOrder/getCancelFee', { orderId: booked.orderId }, token)
    assert.equal(quote.cancellable, true)
    assert.ok(quote.fee > 0)

    await page.goto(`${BASE}/car/carOrderDetail?orderId=${booked.orderId}`)
    await waitAttr(page, 'car-state', 'data-car-status', 'CAR_DRIVER_ACCEPTED')
    await byId(page, 'ride-driver').first().waitFor()
    await shot(page, 'car-order-detail-accepted-zh-CN')
    await byId(page, 'action-cancel').first().click()
    await waitAttr(page, 'cancel-sheet', 'data-phase', 'confirm')
    assert.equal(await amountOf(byId(page, 'cancel-fee')), quote.fee)
    assert.equal(await byId(page, 'cancel-reason').first().innerText(), quote.reason)
    await shot(page, 'car-cancel-fee-zh-CN')
    // Not yet: the order is still running until the confirm.
    assert.equal((await detail(token, booked.orderId)).status, 'IN_PROGRESS')
    await byId(page, 'cancel-confirm').first().click()
    await waitAttr(page, 'order-status', 'data-status', 'CANCELLED')
    const cancelled = await detail(token, booked.orderId)
    assert.equal(cancelled.cancelFee, quote.fee)
    assert.equal(await amountOf(byId(page, 'order-total')), quote.fee)
    assert.match(await byId(page, 'price').first().innerText(), /取消费/)
    assert.equal(await byId(page, 'action-cancel').count(), 0)
    await shot(page, 'car-order-detail-cancelled-zh-CN')

    await page.goto(`${BASE}/car/driving?orderId=${booked.orderId}`)
    await waitAttr(page, 'ride-banner', 'data-status', 'CANCELLED')
    assert.equal(Number(await byId(page, 'final-fare').first().getAttribute('data-amount')), quote.fee)
    await shot(page, 'car-driving-cancelled-zh-CN')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a fee that changed between the quote and the confirm (the driver accepted meanwhile) is shown and asked again', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const self = await me(token)
    const booked = await bookRide(token, self)
    await page.goto(`${BASE}/car/driving?orderId=${booked.orderId}`)
    await waitAttr(page, 'ride-banner', 'data-car-status', 'CAR_DISPATCHING')
    await byId(page, 'ride-cancel').first().click()
    await waitAttr(page, 'cancel-sheet', 'data-phase', 'confirm')
    assert.equal(await amountOf(byId(page, 'cancel-fee')), 0)

    await advance(token, booked.orderId, 'CAR_DRIVER_ACCEPTED')
    const quote = await ok('POST', '/obt/car/carOrder/getCancelFee', { orderId: booked.orderId }, token)
    await byId(page, 'cancel-confirm').first().click()
    await byId(page, 'cancel-fee-changed').first().waitFor()
    await waitAttr(page, 'cancel-fee', 'data-value', String(quote.fee))
    assert.equal((await detail(token, booked.orderId)).status, 'IN_PROGRESS')
    await shot(page, 'car-cancel-fee-changed-zh-CN')
    await byId(page, 'cancel-confirm').first().click()
    await waitAttr(page, 'ride-banner', 'data-status', 'CANCELLED')
    assert.equal((await detail(token, booked.orderId)).cancelFee, quote.fee)
    await page.context().close()
  })

  test('a chartered day car opens on /car/carJsycDetail/{id}, also from the ride detail', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const self = await me(token)
    const { booked, pkg } = await bookDayCar(token, self)
    const d = await ok('GET', '/obt/car/carOrder/vehicleClzcDetail', { orderId: booked.orderId }, token)
    assert.equal(d.useType, 7)

    await page.goto(`${BASE}/car/carJsycDetail/${booked.orderId}`)
    await byId(page, 'day-car').first().waitFor()
    assert.equal(await byId(page, 'day-car').first().getAttribute('data-kind'), pkg.kind)
    assert.match(await byId(page, 'package').first().innerText(), new RegExp(`${pkg.hours}小时 / ${pkg.km}公里`))
    assert.match(await byId(page, 'over-hours').first().innerText(), /无|小时/)
    assert.equal(await byId(page, 'order-status').first().getAttribute('data-status'), d.status)
    assert.equal(await amountOf(byId(page, 'order-total')), d.finalPrice ?? d.estimatePrice)
    await shot(page, 'car-jsyc-detail-zh-CN')
    await bottomShot(page, 'car-jsyc-detail-zh-CN')

    // Opened as a ride (a push, an old link): sent on to the chartered screen.
    await page.goto(`${BASE}/car/carOrderDetail?orderId=${booked.orderId}`)
    await page.waitForURL(/\/car\/carJsycDetail/)
    await byId(page, 'day-car').first().waitFor()

    // Cancel from the chartered screen, fee shown first.
    if (d.canCancel) {
      await byId(page, 'action-cancel').first().click()
      await waitAttr(page, 'cancel-sheet', 'data-phase', 'confirm')
      await byId(page, 'cancel-fee').first().waitFor()
      await byId(page, 'cancel-confirm').first().click()
      await waitAttr(page, 'order-status', 'data-status', 'CANCELLED')
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the ride screens in English', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'en-US')
    const self = await me(token)
    const booked = await bookRide(token, self)
    await advance(token, booked.orderId, 'CAR_DRIVER_ACCEPTED')
    const d = await ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: booked.orderId }, token)
    const allowed = [d.driver.plate, d.driver.name, self.empName, d.passenger.name, d.contact.name, LUJIAZUI.name, HONGQIAO_T2.name, LUJIAZUI.address, HONGQIAO_T2.address]

    await page.goto(`${BASE}/car/driving?orderId=${booked.orderId}`)
    await waitAttr(page, 'ride-banner', 'data-car-status', 'CAR_DRIVER_ACCEPTED')
    await byId(page, 'ride-driver').first().waitFor()
    assert.match(await byId(page, 'ride-state').first().innerText(), /Driver accepted/)
    assert.match(await byId(page, 'ride-call').first().innerText(), /Call driver/)
    await byId(page, 'ride-eta').first().waitFor({ timeout: 15000 })
    assert.deepEqual(await chineseTexts(page, allowed), [])
    await shot(page, 'car-driving-accepted-en-US')
    await bottomShot(page, 'car-driving-accepted-en-US')

    await byId(page, 'ride-cancel').first().click()
    await waitAttr(page, 'cancel-sheet', 'data-phase', 'confirm')
    assert.deepEqual(await chineseTexts(page, allowed), [])
    await shot(page, 'car-cancel-fee-en-US')
    await byId(page, 'cancel-keep').first().click()

    await page.goto(`${BASE}/car/carOrderDetail?orderId=${booked.orderId}`)
    await waitAttr(page, 'car-state', 'data-car-status', 'CAR_DRIVER_ACCEPTED')
    assert.deepEqual(await chineseTexts(page, allowed), [])
    await shot(page, 'car-order-detail-en-US')
    await bottomShot(page, 'car-order-detail-en-US')

    await advance(token, booked.orderId, 'COMPLETED')
    await page.goto(`${BASE}/car/driving?orderId=${booked.orderId}`)
    await waitAttr(page, 'ride-banner', 'data-status', 'COMPLETED')
    assert.match(await byId(page, 'final-fare').first().innerText(), /Final fare/)
    await shot(page, 'car-driving-completed-en-US')

    const { booked: day } = await bookDayCar(token, self)
    await page.goto(`${BASE}/car/carJsycDetail/${day.orderId}`)
    await byId(page, 'day-car').first().waitFor()
    assert.match(await byId(page, 'package').first().innerText(), / h \/ \d+ km/)
    assert.deepEqual(await chineseTexts(page, allowed), [])
    await shot(page, 'car-jsyc-detail-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
