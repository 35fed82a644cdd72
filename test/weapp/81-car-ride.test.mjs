// A car ride through the rendered mini-program: an instant ride booked through the API and moved
// with the loopback demo clock (POST /obt/demo/car/advance) until its driver accepted. /car/driving
// renders the native Map with the pick-up, drop-off and driver markers and the route polyline, the
// driver card (call: makePhoneCall with the virtual number); /car/carOrderDetail shows the order and
// car states with the timeline; cancelling shows the fee first and then reads cancelled.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, ok, pageText, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 1234.5 → '1,234.50' (the app's Price). */
function money(n) {
  return n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const FROM = { name: '人民广场', address: '上海市黄浦区人民大道', lat: 31.2317, lng: 121.4726 }
const TO = { name: '上海南站', address: '上海市徐汇区沪闵路', lat: 31.1545, lng: 121.4304 }

/** Books an instant ride for the signed-in user (the app's own session token). */
async function bookRide(token, me) {
  const cities = await ok('POST', '/obt/car/carQuery/vehiclesCityFindList', {}, token)
  const city = cities.list.find((c) => /上海|Shanghai/.test(c.cityName)) ?? cities.list[0]
  const est = await ok('POST', '/obt/car/carQuery/queryCar', { useType: 1, cityId: city.cityId, from: { ...FROM, cityId: city.cityId }, to: { ...TO, cityId: city.cityId } }, token)
  const car = est.list.find((c) => c.wb === 0) ?? est.list[0]
  const check = await ok('POST', '/obt/car/carOrder/checkPreBook', { priceKey: car.priceKey }, token)
  assert.equal(check.bookable, true, check.tips)
  return ok(
    'POST',
    '/obt/car/carOrder/bookCarOrder',
    {
      priceKey: car.priceKey,
      clientToken: `weapp-car-${Date.now()}`,
      passenger: { empId: me.empId, name: me.empName, mobile: me.phoneNumber },
      contact: { name: me.empName, phone: me.phoneNumber },
      tripType: 1,
      expectedPrice: car.estimatePrice,
    },
    token,
  )
}

/** Waits until the page shows `text` somewhere. */
async function shows(page, text, timeout = 20000) {
  await until(async () => (await pageText(page)).includes(text), { timeout, what: `"${text}" on ${page.path}` })
}

describe('a car ride in the mini-program', () => {
  test('the driving screen renders the Map with markers and route; the detail shows the states; cancel shows the fee and cancels', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const booked = await bookRide(token, me)
    await ok('POST', '/obt/demo/car/advance', { orderId: booked.orderId, to: 'CAR_DRIVER_ACCEPTED' }, token)
    const order = await ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: booked.orderId }, token)
    assert.equal(order.carStatus, 'CAR_DRIVER_ACCEPTED')

    // /car/driving: the native map with pick-up, drop-off and the driver, and the route line.
    let page = await mp.navigateTo(`/car/pages/driving/index?orderId=${booked.orderId}`)
    page = await waitForPage(mp, 'car/pages/driving/index', { timeout: 20000 })
    await shows(page, '司机已接单')
    const map = await until(() => page.$('map'), { what: 'the map component' })
    const markers = await until(async () => {
      const m = await map.property('markers')
      return Array.isArray(m) && m.length === 3 ? m : null
    }, { what: 'three markers' })
    // Array.from: the page's arrays come from the runtime's own realm.
    assert.deepEqual(
      Array.from(markers, (m) => m.id),
      [1, 2, 3],
    )
    assert.equal(markers[0].latitude, order.from.lat)
    assert.equal(markers[1].longitude, order.to.lng)
    const polyline = await map.property('polyline')
    assert.ok(Array.isArray(polyline) && polyline[0].points.length >= 2, 'the route is drawn')
    await shows(page, order.driver.plate)
    await shows(page, order.driver.name)

    // Call the driver: the dialler with the virtual number.
    await tapText(page, '联系司机')
    const call = await until(async () => (await mp.trace()).filter((c) => c.api === 'makePhoneCall').at(-1), { what: 'makePhoneCall' })
    assert.equal(call.arg.phoneNumber, order.driver.phone)

    // /car/carOrderDetail: the order status, the car state, the timeline.
    page = await mp.navigateTo(`/car/pages/car-order-detail/index?orderId=${booked.orderId}`)
    page = await waitForPage(mp, 'car/pages/car-order-detail/index', { timeout: 20000 })
    await until(async () => (await (await page.$('.order-shell__badge'))?.text())?.trim() === '进行中', { timeout: 20000, what: 'the order status badge (under way)' })
    await shows(page, '行程状态')
    for (const step of order.timeline) await shows(page, step.text)
    const steps = await page.$$('.ride-timeline__step')
    assert.equal(steps.length, order.timeline.length)

    // Cancel: the fee is shown before the confirm, then the order is cancelled with it.
    const quote = await ok('POST', '/obt/car/carOrder/getCancelFee', { orderId: booked.orderId }, token)
    assert.ok(quote.cancellable && quote.fee > 0)
    const action = await until(async () => {
      for (const a of await page.$$('.order-shell__action')) if ((await a.text()).trim() === '取消用车') return a
      return null
    }, { what: 'the cancel action' })
    await action.tap()
    await shows(page, '本次取消需支付')
    await shows(page, `¥${money(quote.fee)}`)
    assert.equal((await ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: booked.orderId }, token)).status, 'IN_PROGRESS')
    await tapText(page, '确认取消')
    await until(async () => (await (await page.$('.order-shell__badge'))?.text())?.trim() === '已取消', { timeout: 20000, what: 'cancelled' })
    await waitForText(page, '取消费')
    const after = await ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: booked.orderId }, token)
    assert.equal(after.status, 'CANCELLED')
    assert.equal(after.cancelFee, quote.fee)
    await assertNoIssues(mp)
  })
})
