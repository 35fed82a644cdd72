// Duty of care against npm start, at 390×844 (issue 18 §5): hx.traveller stays in a Shanghai hotel
// tonight (booked, paid and confirmed through the API; late in the China evening a flight later today,
// and at night a ride under way, moved on by the demo clock); hx.admin opens 出行安全关怀 from 我的, finds
// the traveller with the hotel's city, messages everyone travelling (with a confirmation), and the
// broadcast shows "0 of n acknowledged"; the traveller opens the message's screen and taps "I'm
// safe"; the administrator sees "1 of n". Both languages. Other test files share the server: counts
// are compared with what the server says, never with fixed totals.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { api, BASE, closeBrowser, dayAhead, DEMO_PASSWORD, ok, payWithSmsCode, shot, shownByTestId, signedInPage, waitReady } from './helpers.mjs'

after(closeBrowser)

const HAN = /[\u4e00-\u9fff]/

/** A prepaid Shanghai room from tonight, booked for `self` and paid; null when tonight can no longer be booked (after 20:00 China time). */
async function hotelTonight(token, self) {
  const checkInDate = dayAhead(0)
  const checkOutDate = dayAhead(1)
  const list = await api('POST', '/obt/hotel/htQueryV2/list', { cityId: 'SHA', checkInDate, checkOutDate, tripType: 2, sort: 2 }, token)
  if (list.errCode !== 1) return null
  for (const h of list.data.list) {
    if (h.full) continue
    const pp = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: h.hotelId, checkInDate, checkOutDate, tripType: 2 }, token)
    for (const r of pp.rooms) {
      const p = r.plans.find((x) => x.bookable && x.payment === 'PREPAY' && !x.agreement)
      if (!p) continue
      const v = await ok('POST', '/obt/hotel/htQueryV2/priceValidate', { priceKey: p.priceKey, roomCount: 1, tripType: 2 }, token)
      if (!v.valid) continue
      const booked = await api('POST', '/obt/hotel/htOrder/book', {
        priceKey: v.priceKey, roomCount: 1, rooms: [{ guests: [{ empId: self.empId }] }], contact: { name: self.empName, phone: self.phoneNumber },
        tripType: 2, arrivalTime: '23:59', remark: '', rulesAccepted: 1, expectedTotal: v.totalAmount, clientToken: `e2e-doc-${Date.now()}`,
      }, token)
      if (booked.errCode !== 1) continue
      await payWithSmsCode(token, self.phoneNumber, [booked.data.orderId])
      for (let i = 0; i < 40; i++) {
        const d = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: booked.data.orderId }, token)
        if (d.status === 'ISSUED') return booked.data.orderId
        await new Promise((res) => setTimeout(res, 500))
      }
      throw new Error(`hotel order ${booked.data.orderId} not confirmed`)
    }
  }
  return null
}

/** A flight departing later today on one of a few busy routes, booked and paid (issued at once); null when none is left today. */
async function flightToday(token, self) {
  const day = dayAhead(0)
  for (const [depCode, arrCode] of [['BJS', 'SHA'], ['SHA', 'BJS'], ['SZX', 'SHA'], ['CAN', 'BJS'], ['CTU', 'BJS'], ['SHA', 'CAN']]) {
    const flights = await api('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode, arrCode, date: day, tripType: 2 }, token)
    if (flights.errCode !== 1) continue
    for (const f of flights.data.flights) {
      const cabins = await api('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2 }, token)
      const cabin = cabins.data?.cabins?.find((c) => c.seatsLeft > 0)
      if (!cabin) continue
      const booked = await api('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: self.empId }], contact: { name: self.empName, phone: self.phoneNumber }, tripType: 2, clientToken: `e2e-doc-${Date.now()}`,
      }, token)
      if (booked.errCode !== 1) continue
      await payWithSmsCode(token, self.phoneNumber, [booked.data.orderId])
      return booked.data.orderId
    }
  }
  return null
}

/** A ride in Shanghai booked now and moved on by the demo clock until it is under way (any hour of the day). */
async function rideNow(token, self) {
  const place = (name, lat, lng) => ({ name, address: '上海市', lat, lng, cityId: 'SHA' })
  const q = await ok('POST', '/obt/car/carQuery/queryCar', { useType: 1, cityId: 'SHA', from: place('人民广场', 31.2304, 121.4737), to: place('虹桥机场T2', 31.1979, 121.3363) }, token)
  const booked = await ok('POST', '/obt/car/carOrder/bookCarOrder', {
    priceKey: q.list[0].priceKey, clientToken: `e2e-doc-car-${Date.now()}`, passenger: { empId: self.empId, name: self.empName, mobile: self.phoneNumber },
    contact: { name: self.empName, phone: self.phoneNumber }, tripType: 2,
  }, token)
  await ok('POST', '/obt/demo/car/advance', { orderId: booked.orderId, to: 'CAR_JOURNEY_BEGUN' })
  return booked.orderId
}

describe('duty of care', () => {
  test('the administrator sees who is travelling, messages them all, and sees the acknowledgement (zh and en)', async () => {
    const login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller', password: DEMO_PASSWORD, deviceId: 'e2e-doc-traveller' })
    const travellerToken = login.data.token
    const self = (await ok('GET', '/obt/getLoginUserInfo', {}, travellerToken)).empInfo
    // A stay tonight until 20:00 China time, else a flight later today, else (late at night) a ride
    // under way now: duty of care counts all three.
    const booked = (await hotelTonight(travellerToken, self)) ?? (await flightToday(travellerToken, self)) ?? (await rideNow(travellerToken, self))
    assert.ok(booked, 'the traveller is travelling today')

    const { page, token: adminToken } = await signedInPage('hx.admin', 'zh-CN')
    const now = await ok('GET', '/obt/dutyOfCare/travellers', {}, adminToken)
    const mine = now.travellers.find((t) => t.empId === String(self.empId))
    assert.ok(mine, 'the server lists the traveller')

    // From 我的 to the screen.
    await page.goto(`${BASE}/userCenter`)
    await shownByTestId(page, 'uc-duty-of-care').click()
    await page.waitForURL(/\/userCenter\/dutyOfCare/)
    await waitReady(page, 'doc-page')
    const person = page.locator(`[data-testid="doc-traveller"][data-emp="${self.empId}"]`).filter({ visible: true })
    await person.waitFor()
    const personText = await person.innerText()
    assert.match(personText, new RegExp(mine.city))
    assert.match(personText, /\d{3}\*{4}\d{4}/)
    assert.equal(await shownByTestId(page, 'doc-traveller').count(), now.travellers.length)
    await shot(page, 'duty-of-care-zh-CN')

    // Message everyone, with the confirmation.
    const text = `E2E 台风预警 ${Date.now()}`
    const box = shownByTestId(page, 'doc-text')
    const inner = box.locator('textarea')
    await ((await inner.count()) ? inner.first() : box).fill(text)
    await shownByTestId(page, 'doc-send').click()
    const dialog = page.locator('.taro-modal__text').last()
    await dialog.waitFor({ state: 'visible', timeout: 10000 })
    assert.match(await dialog.innerText(), new RegExp(String(now.travellers.length)))
    await page.locator('.taro-model__confirm').last().click()
    const sent = shownByTestId(page, 'doc-broadcast').filter({ hasText: text })
    await sent.waitFor({ timeout: 15000 })
    const total = Number(await sent.getAttribute('data-total'))
    assert.ok(total >= 1)
    assert.equal(Number(await sent.getAttribute('data-acked')), 0)
    assert.match(await sent.locator('[data-testid="doc-acked"]').innerText(), new RegExp(`0/${total}`))
    const broadcastId = await sent.getAttribute('data-id')
    await shot(page, 'duty-of-care-sent-zh-CN')

    // The traveller's message leads to the acknowledgement screen; "I'm safe" once.
    const messages = await ok('POST', '/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 20 }, travellerToken)
    const msg = (messages.list ?? messages).find((m) => m.orderId === broadcastId)
    assert.ok(msg, 'the traveller got the message')
    assert.equal(msg.orderType, 19001)
    const t = await signedInPage('hx.traveller', 'en-US')
    await t.page.goto(`${BASE}/userCenter/dutyOfCareAck?orderId=${broadcastId}`)
    await waitReady(t.page, 'doc-ack-page')
    assert.equal(await shownByTestId(t.page, 'doc-ack-text').innerText(), text)
    await shownByTestId(t.page, 'doc-ack').click()
    await shownByTestId(t.page, 'doc-ack-done').waitFor({ timeout: 10000 })
    await shot(t.page, 'duty-of-care-ack-en-US')
    await t.page.context().close()

    // The administrator, in English now, sees 1 of n.
    await page.context().close()
    const en = await signedInPage('hx.admin', 'en-US')
    await en.page.goto(`${BASE}/userCenter/dutyOfCare`)
    await waitReady(en.page, 'doc-page')
    const row = en.page.locator(`[data-testid="doc-broadcast"][data-id="${broadcastId}"]`).filter({ visible: true })
    await row.waitFor()
    assert.equal(Number(await row.getAttribute('data-acked')), 1)
    assert.match(await row.locator('[data-testid="doc-acked"]').innerText(), new RegExp(`1 of ${total} acknowledged`))
    const screenText = await shownByTestId(en.page, 'doc-page').innerText()
    // No Chinese left once people's names, places, hotels and the message itself are taken out.
    const people = (await ok('GET', '/obt/dutyOfCare/travellers', {}, en.token)).travellers.flatMap((p) => [p.name, p.deptName, p.city, ...p.segments.flatMap((s) => [s.label, s.route])])
    const sentList = (await ok('GET', '/obt/dutyOfCare/broadcasts', {}, en.token)).list
    const words = [...people, ...sentList.flatMap((b) => [b.text, b.senderName, ...b.recipients.map((r) => r.name)])].filter(Boolean).sort((a, b) => b.length - a.length)
    const leftover = words.reduce((s, w) => s.split(w).join(''), screenText)
    assert.ok(!HAN.test(leftover), `English screen: ${leftover}`)
    await shot(en.page, 'duty-of-care-en-US')
    await en.page.context().close()
  })

  test('a traveller gets the not-open notice', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/userCenter/dutyOfCare`)
    await page.getByText('暂未开通').or(page.getByText('未开通')).first().waitFor({ timeout: 15000 })
    assert.equal(await shownByTestId(page, 'doc-page').count(), 0)
    await page.context().close()
  })
})
