// Hotel booking end to end: the hotel and its rooms (/htV2/htRoomList, opened by its address as the
// list opens it) → a rate plan checked and handed to the booking form (/htV2/htEdit) → booked: a
// prepaid free-cancellation plan within policy is paid with the SMS code from the demo outbox and
// confirmed by the hotel (/htV2/htCmp); a guaranteed pay-at-hotel plan takes the test card and the
// pages afterwards show only its last four; a DFNY traveller books under an approved application
// on the version-1 screens (/ht/htDetails → /ht/htOrder → /ht/htOrderComplete, awaiting approval);
// the English screens read in English.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, closeBrowser, dayAhead, fill, latestSmsCode, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

/** Hotels already used by a test of this file, so tests do not meet their own bookings. */
const usedHotels = new Set()

/**
 * A hotel of the city with a plan the traveller may book now within policy: `free` a prepaid plan
 * with free cancellation until a deadline, `guarantee` a pay-at-hotel plan that needs a card.
 */
async function findHotel(token, me, { city = 'SHA', checkIn, checkOut, want = 'free', ccsqdId, routeId }) {
  const policy = { tripType: 1, travellerEmpIds: [me.empId], ...(ccsqdId ? { ccsqdId, routeId } : {}) }
  const filter = want === 'over' ? { sort: 4 } : { inPolicyOnly: 1, sort: 2 }
  const list = await ok('POST', '/obt/hotel/htQueryV2/list', { cityId: city, checkInDate: checkIn, checkOutDate: checkOut, count: 30, ...filter, ...policy }, token)
  for (const hotel of list.list) {
    if (usedHotels.has(hotel.hotelId)) continue
    const priced = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: hotel.hotelId, checkInDate: checkIn, checkOutDate: checkOut, roomCount: 1, ...policy }, token)
    for (const room of priced.rooms) {
      const plan = room.plans.find((p) =>
        p.bookable &&
        (want === 'over'
          ? p.wb === 1 && p.payment === 'PREPAY'
          : p.wb === 0 && (want === 'free' ? p.cancelType === 'FREE_UNTIL' && p.payment === 'PREPAY' && p.guarantee === 'NONE' : p.guarantee !== 'NONE')),
      )
      if (plan) {
        usedHotels.add(hotel.hotelId)
        return { hotel, room, plan }
      }
    }
  }
  throw new Error(`no ${want} plan found in ${city}`)
}

/** The rooms screen's address, as the list hands a hotel over (hotel-context.ts). */
function roomsUrl(route, found, { city = 'SHA', cityName = '上海', checkIn, checkOut, empId, ccsqdId, routeId }) {
  const q = new URLSearchParams({ hotel: found.hotel.hotelId, city, cityName, in: checkIn, out: checkOut, rooms: '1', adults: '1', tripType: '1', travellers: empId })
  if (ccsqdId) q.set('ccsqdId', ccsqdId)
  if (routeId) q.set('routeId', routeId)
  return `${BASE}${route}?${q}`
}

/** An element of the page on screen (H5 keeps the pages below in the document, hidden). */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]:visible`).first()
}

async function waitStatus(page, testId, status, timeout = 20000) {
  await page.waitForFunction(
    ([id, s]) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.getClientRects().length > 0 && el.getAttribute('data-status') === s),
    [testId, status],
    { timeout },
  )
}

/** Opens the plan's room when it is folded. */
async function openPlan(page, { room, plan }) {
  await shown(page, 'room-list').waitFor({ timeout: 20000 })
  if (!(await shown(page, `book-${plan.ratePlanId}`).isVisible().catch(() => false))) await shown(page, `room-toggle-${room.roomTypeId}`).click()
  await shown(page, `plan-${plan.ratePlanId}`).waitFor()
}

/** Taps the plan's book button (priceValidate first). */
async function bookPlan(page, found) {
  await openPlan(page, found)
  const button = shown(page, `book-${found.plan.ratePlanId}`)
  await button.scrollIntoViewIfNeeded()
  const checked = page.waitForResponse((r) => r.url().includes('/obt/hotel/htQueryV2/priceValidate'), { timeout: 20000 })
  await button.click()
  const reply = await (await checked).json()
  assert.equal(reply.data?.valid, true, `priceValidate: ${reply.tips || reply.data?.reasonCode}`)
}

/** Ticks the hotel rules box when the company asks for it (H083). */
async function acceptRules(page) {
  const box = shown(page, 'rules-check')
  if (await box.isVisible().catch(() => false)) await box.click()
}

/** Submits the form and answers the book reply. */
async function submitBooking(page) {
  const booked = page.waitForResponse((r) => r.url().includes('/obt/hotel/htOrder/book'), { timeout: 30000 })
  await shown(page, 'booking-submit').click()
  try {
    return await (await booked).json()
  } catch (e) {
    await shot(page, 'ht-edit-submit-failed')
    const said = await shown(page, 'booking-error').innerText().catch(() => '')
    throw new Error(`booking not sent: ${said || e.message}`)
  }
}

async function fillCard(page) {
  await fill(page, 'cardNumber', '4111111111111111')
  await fill(page, 'cardExpiry', '1230')
  await fill(page, 'cardHolder', 'LI MINGXUAN')
  await fill(page, 'cardCvv', '123')
}

describe('hotel booking', () => {
  test('an HXKJ traveller books a prepaid free-cancellation room within policy, pays with the SMS code and sees it confirmed', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo
    const stay = { checkIn: dayAhead(3), checkOut: dayAhead(5) }
    const found = await findHotel(token, me, stay)

    await page.goto(roomsUrl('/htV2/htRoomList', found, { ...stay, empId: me.empId }))
    await shown(page, 'room-list').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'hotel-name').innerText(), found.hotel.name)
    assert.match(await shown(page, 'stay').innerText(), /共2晚/)
    await openPlan(page, found)
    const planRow = shown(page, `plan-${found.plan.ratePlanId}`)
    assert.match(await planRow.innerText(), /前免费取消，之后不可取消/)
    assert.match(await planRow.innerText(), /符合标准/)
    await planRow.scrollIntoViewIfNeeded()
    await shot(page, 'ht-rooms-zh-CN')
    await bookPlan(page, found)

    await page.waitForURL(/\/htV2\/htEdit/, { timeout: 15000 })
    await shown(page, 'booking-submit').waitFor({ timeout: 20000 })
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="policy-state"]')].some((el) => el.textContent === '符合差旅标准'))
    assert.match(await shown(page, 'booking-summary').innerText(), new RegExp(found.plan.name.replace(/[()（）·]/g, '.')))
    assert.equal(await shown(page, 'guest-0-0').getAttribute('data-source'), 'employee')
    await shot(page, 'ht-edit-zh-CN')
    await acceptRules(page)
    await shown(page, 'toggle-breakdown').click()
    await shown(page, 'breakdown').waitFor()
    const sum = Number(await shown(page, 'price-sum').getAttribute('data-value'))
    assert.ok(sum >= found.plan.totalPrice, 'the total holds the room and the service fee')
    await shot(page, 'ht-edit-breakdown-zh-CN')
    await shown(page, 'toggle-breakdown').click()

    const reply = await submitBooking(page)
    assert.equal(reply.errCode, 1, reply.tips)
    const order = reply.data
    assert.equal(order.status, 'AWAITING_PAYMENT')
    assert.equal(order.totalAmount, sum)

    // The completion screen: awaiting payment (15 minutes); paid from there.
    await page.waitForURL(/\/htV2\/htCmp/, { timeout: 20000 })
    await shown(page, 'done-pay').click()
    await page.waitForURL(/\/pay\/payment/, { timeout: 20000 })
    await shown(page, 'pay-submit').waitFor()
    assert.equal(Number(await shown(page, 'pay-amount').getAttribute('data-value')), order.totalAmount)
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await shown(page, 'pay-sms-send').click()
    await fill(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
    await shown(page, 'pay-submit').click()
    await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
    await waitStatus(page, 'pay-order-status', 'ISSUED', 30000)

    // The completion screen: confirmed, with the hotel's confirmation number.
    await page.goto(`${BASE}/htV2/htCmp?orderId=${order.orderId}`)
    await waitStatus(page, 'order-status', 'ISSUED')
    assert.equal(await shown(page, 'done-title').innerText(), '酒店已确认')
    assert.match(await shown(page, 'confirm-no').innerText(), /酒店确认号 \S+/)
    assert.equal(await shown(page, 'order-no').getAttribute('data-order-no'), order.orderNo)
    await shot(page, 'ht-done-zh-CN')
    const detail = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: order.orderId }, token)
    assert.equal(detail.status, 'ISSUED')
    assert.ok(detail.confirmNo)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a guaranteed plan takes the test card; afterwards only •••• 1111 shows and nothing stores the number', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo
    const stay = { checkIn: dayAhead(6), checkOut: dayAhead(7) }
    const found = await findHotel(token, me, { ...stay, want: 'guarantee' })

    await page.goto(roomsUrl('/htV2/htRoomList', found, { ...stay, empId: me.empId }))
    await bookPlan(page, found)
    await page.waitForURL(/\/htV2\/htEdit/, { timeout: 15000 })
    await shown(page, 'guarantee-card').waitFor({ timeout: 20000 })
    await acceptRules(page)

    // A wrong number is caught on the form, with what was typed kept.
    await fill(page, 'cardNumber', '4111111111111112')
    await shown(page, 'booking-submit').click()
    assert.equal(await shown(page, 'error-cardNumber').innerText(), '信用卡卡号不正确')
    assert.equal(await page.locator('#field-cardNumber input, input#field-cardNumber').first().inputValue(), '4111 1111 1111 1112')
    await fillCard(page)
    assert.equal(await page.locator('#field-cardNumber input, input#field-cardNumber').first().inputValue(), '4111 1111 1111 1111')
    await shot(page, 'ht-edit-card-zh-CN')

    const validated = page.waitForResponse((r) => r.url().includes('/obt/hotel/htOrder/cardValidate'), { timeout: 30000 })
    const reply = await submitBooking(page)
    assert.equal((await (await validated).json()).data.valid, true)
    assert.equal(reply.errCode, 1, reply.tips)
    assert.equal(reply.data.guaranteeLast4, '1111')
    assert.equal(reply.data.payment, 'PAY_AT_HOTEL')

    await page.waitForURL(/\/htV2\/htCmp/, { timeout: 20000 })
    await shown(page, 'guarantee-last4').waitFor({ timeout: 20000 })
    assert.match(await shown(page, 'guarantee-last4').innerText(), /•••• 1111/)
    const text = await page.locator('body').innerText()
    assert.doesNotMatch(text, /4111 ?1111 ?1111/)
    await shot(page, 'ht-done-card-zh-CN')

    // Nothing the app keeps holds the number or the security code.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    assert.doesNotMatch(stored, /4111111111111111|4111 1111 1111 1111/)
    const detail = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: reply.data.orderId }, token)
    assert.equal(detail.guarantee.last4, '1111')
    assert.doesNotMatch(JSON.stringify(detail), /4111111111111111/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a DFNY traveller books under the approved application on the version-1 screens; over policy, with a reason, the order awaits approval', async () => {
    const { page, info, token } = await signedInPage('df.traveller', 'zh-CN')
    const me = info.empInfo
    const approved = await ok('GET', '/obt/vipCcsqdGetList', { status: 2, pageNum: 1, count: 20 }, token)
    let application = null
    let route = null
    for (const a of approved.list) {
      const detail = await ok('GET', '/obt/vipCcsqdGetInfo', { ccsqdId: a.ccsqdId }, token)
      route = detail.routes.find((r) => r.productType === 10903 && r.routeStatus !== 3)
      if (route) {
        application = detail
        break
      }
    }
    assert.ok(application && route, 'an approved application with a hotel route')
    const next = new Date(`${route.dateBegin}T00:00:00Z`)
    next.setUTCDate(next.getUTCDate() + 1)
    const stay = { checkIn: route.dateBegin, checkOut: next.toISOString().slice(0, 10) }
    // DFNY: over the standard takes a reason and approval (overPolicyAction 3).
    const found = await findHotel(token, me, { ...stay, city: route.toCode, ccsqdId: application.ccsqdId, routeId: route.routeId, want: 'over' })

    await page.goto(roomsUrl('/ht/htDetails', found, { ...stay, city: route.toCode, cityName: route.toCity, empId: me.empId, ccsqdId: application.ccsqdId, routeId: route.routeId }))
    await bookPlan(page, found)
    await page.waitForURL(/\/ht\/htOrder\?/, { timeout: 15000 })
    await shown(page, 'booking-application').waitFor({ timeout: 20000 })
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="policy-state"]')].some((el) => el.textContent === '超出差旅标准'))
    await acceptRules(page)
    // Without a reason the form says so and books nothing.
    await shown(page, 'booking-submit').click()
    assert.equal(await shown(page, 'booking-error').innerText(), '请选择超标原因')
    await shown(page, 'reason-select').click()
    await shown(page, 'sheet-reason').waitFor()
    await shown(page, 'sheet-reason').locator('[data-testid^="option-"]').first().click()
    await shown(page, 'sheet-reason').waitFor({ state: 'detached' }).catch(() => undefined)
    await shot(page, 'ht-order-v1-zh-CN')
    const reply = await submitBooking(page)
    assert.equal(reply.errCode, 1, reply.tips)
    assert.equal(reply.data.status, 'IN_APPROVAL', 'every DFNY business order is approved first')

    await page.waitForURL(/\/ht\/htOrderComplete/, { timeout: 20000 })
    await waitStatus(page, 'order-status', 'IN_APPROVAL')
    assert.equal(await shown(page, 'done-title').innerText(), '订单已提交，等待审批')
    await shot(page, 'ht-order-complete-v1-zh-CN')
    const detail = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: reply.data.orderId }, token)
    assert.equal(detail.ccsqdId, String(application.ccsqdId))
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the English screens read in English: rooms, form with the card, booked', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'en-US')
    const me = info.empInfo
    const stay = { checkIn: dayAhead(9), checkOut: dayAhead(10) }
    const found = await findHotel(token, me, { ...stay, want: 'guarantee' })
    const noChinese = async (testId) => assert.doesNotMatch(await shown(page, testId).innerText(), /[\u4e00-\u9fff]/, testId)

    await page.goto(roomsUrl('/htV2/htRoomList', found, { ...stay, cityName: 'Shanghai', empId: me.empId }))
    await shown(page, 'room-list').waitFor({ timeout: 20000 })
    await noChinese('stay')
    await noChinese('rooms-policy')
    if (!(await shown(page, `book-${found.plan.ratePlanId}`).isVisible().catch(() => false))) await shown(page, `room-toggle-${found.room.roomTypeId}`).click()
    await noChinese(`plan-${found.plan.ratePlanId}`)
    assert.match(await shown(page, `book-${found.plan.ratePlanId}`).innerText(), /^Book$/)
    await shot(page, 'ht-rooms-en-US')
    await bookPlan(page, found)

    await page.waitForURL(/\/htV2\/htEdit/, { timeout: 15000 })
    await shown(page, 'guarantee-card').waitFor({ timeout: 20000 })
    await noChinese('booking-summary')
    await shot(page, 'ht-edit-en-US')
    await noChinese('policy')
    await noChinese('guarantee-card')
    await noChinese('stay-details')
    assert.match(await shown(page, 'booking-submit').innerText(), /Submit order/)
    await acceptRules(page)
    await fillCard(page)
    await shot(page, 'ht-edit-card-en-US')
    const reply = await submitBooking(page)
    assert.equal(reply.errCode, 1, reply.tips)

    await page.waitForURL(/\/htV2\/htCmp/, { timeout: 20000 })
    await shown(page, 'guarantee-last4').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'done-title').innerText(), 'Confirmed by the hotel')
    assert.match(await shown(page, 'guarantee-last4').innerText(), /Guaranteed by card •••• 1111/)
    await noChinese('done-view-order')
    await shot(page, 'ht-done-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
