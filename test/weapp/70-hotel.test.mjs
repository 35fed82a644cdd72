// A hotel through the rendered mini-program: the Shanghai list (/htV2/htList, opened with its
// parameters) sorted by price in its sort sheet, a hotel's row on the first screen, its rooms
// (/htV2/htRoomList), the book button of a prepaid plan with
// free cancellation within policy, the booking form (the hotel rules accepted when asked), booked
// (/htV2/htCmp), payment with the SMS code from the demo outbox, and the hotel's confirmation number
// on the order detail and the completion screen. Then the order detail's cancellation: the fee (0
// before the free deadline) on /ht/htOrder/htRefund before the confirm, cancelled and refunded.
// The stays are 45+ days ahead, days no other test of the weapp server books. A third test scrolls
// the list to its end: the next page must appear (see its comment).
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, latestSmsCode, ok, pageText, signIn, tapText, tokenFor, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** 'YYYY-MM-DD' in China, `days` from today. */
function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/** 1234.5 → '1,234.50' (the app's Price). */
function money(n) {
  return n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A hotel row's height in design px (750 wide: hotel-row.tsx HOTEL_ROW_HEIGHT). */
const ROW_HEIGHT = 268
/** Rows on the list's first screen (a 753 px window: 5.4 rows of 139 px). */
const ROWS_ON_SCREEN = 5

/** The plan the tests book: prepaid, free cancellation until a deadline, no guarantee, within policy. */
const freePlan = (p) => p.bookable && p.wb === 0 && p.payment === 'PREPAY' && p.cancelType === 'FREE_UNTIL' && p.guarantee === 'NONE'

/** The list call's body for page `pageNum` as the list screen asks it (hotel-list-store.ts listBody). */
function listBody(me, checkIn, checkOut, sort, pageNum = 1) {
  return { cityId: 'SHA', checkInDate: checkIn, checkOutDate: checkOut, roomCount: 1, adultCount: 1, childCount: 0, sort, tripType: 1, travellerEmpIds: [me.empId], pageNum, count: 20 }
}

/**
 * The first hotel of the Shanghai list (page 1 in `sort`'s order, asked as the list screen asks it)
 * with a plan the tests book, and where it is: the row's index, the room's and the plan's in the
 * rooms screen's order.
 */
async function findHotel(token, me, checkIn, checkOut, sort = 2) {
  const stay = { cityId: 'SHA', checkInDate: checkIn, checkOutDate: checkOut, roomCount: 1, adultCount: 1, childCount: 0, tripType: 1, travellerEmpIds: [me.empId] }
  const list = await ok('POST', '/obt/hotel/htQueryV2/list', listBody(me, checkIn, checkOut, sort), token)
  for (const [row, hotel] of list.list.entries()) {
    if (hotel.full || hotel.lowestPrice === null) continue
    const { cityId: _city, ...priced } = stay
    const plans = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: hotel.hotelId, ...priced }, token)
    for (const [roomIndex, room] of plans.rooms.entries()) {
      const planIndex = room.plans.findIndex(freePlan)
      if (planIndex >= 0) return { row, hotel, roomIndex, room, planIndex, plan: room.plans[planIndex], checkIn, checkOut }
    }
  }
  return null
}

/** Waits out the one-code-a-minute rule of a phone (an earlier test may just have had a code sent to it). */
async function smsCooldown(phone) {
  const r = await api('GET', '/obt/demo/smsOutbox', { phone })
  const last = Math.max(0, ...(r.data ?? []).map((m) => new Date(m.createdAt).getTime()))
  const wait = last + 61_000 - Date.now()
  if (wait > 0) await new Promise((res) => setTimeout(res, wait))
}

/** The text of the first element `selector` matches, '' when none. */
async function textAt(page, selector) {
  const el = await page.$(selector)
  return el ? (await el.text()).trim() : ''
}

/** Waits until the element `selector` reads `text`. */
async function waitForTextAt(page, selector, text, { timeout = 15000 } = {}) {
  await until(async () => (await textAt(page, selector)) === text, { timeout, what: `${selector} "${text}" on ${page.path} (reads "${await textAt(page, selector)}")` })
}

/** The names of the hotel rows the list draws, in order. */
async function rowNames(page) {
  return Promise.all((await page.$$('.hotel-row__name')).map(async (n) => (await n.text()).trim()))
}

/** Scrolls the list as a finger would, to `row` at the top (the virtual list draws the rows around it). */
async function scrollListTo(mp, page, row) {
  const { windowWidth } = await mp.systemInfo()
  const top = Math.round(row * ROW_HEIGHT * (windowWidth / 750))
  const scroller = await until(() => page.$('.virtual-list__scroll'), { what: 'the list scroller' })
  await scroller.trigger('scroll', { scrollTop: top, scrollLeft: 0, scrollHeight: 40 * ROW_HEIGHT, scrollWidth: windowWidth, deltaX: 0, deltaY: -top })
}

/** The hotel's row on the list, by its name, or null when the list does not draw it. */
async function hotelRow(page, name) {
  for (const row of await page.$$('.hotel-row')) {
    if ((await textAt(row, '.hotel-row__name')) === name) return row
  }
  return null
}

/** The value of the line `label` of a card (`.hto-line`), or null when the screen has no such line. */
async function lineValue(page, label) {
  for (const line of await page.$$('.hto-line')) {
    if ((await textAt(line, '.hto-line__label')) === label) return (await textAt(line, '.hto-line__value')) || (await line.text()).trim().slice(label.length).trim()
  }
  return null
}

// ---- set up through the API (only when the journey's own order is not there to cancel)

async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available)
  let sentAt = Date.now() - 1000
  let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  if (sent.errCode === 4290) {
    await new Promise((r) => setTimeout(r, 61_000))
    sentAt = Date.now() - 1000
    sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  }
  assert.equal(sent.errCode, 1, sent.tips)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
}

/** A confirmed free-cancellation booking of one room for the caller, made and paid through the API. */
async function confirmedByApi(token, me, days) {
  const found = await findHotel(token, me, dayAhead(days), dayAhead(days + 2))
  assert.ok(found, 'a Shanghai hotel with an in-policy free-cancellation plan')
  const v = await ok('POST', '/obt/hotel/htQueryV2/priceValidate', { priceKey: found.plan.priceKey, roomCount: 1, tripType: 1 }, token)
  assert.equal(v.valid, true, v.reason)
  const booked = await ok(
    'POST',
    '/obt/hotel/htOrder/book',
    {
      priceKey: v.priceKey,
      roomCount: 1,
      rooms: [{ guests: [{ empId: me.empId }] }],
      contact: { name: me.empName, phone: me.phoneNumber },
      tripType: 1,
      arrivalTime: '20:00',
      rulesAccepted: 1,
      expectedTotal: v.totalAmount,
      clientToken: `weapp-ht-${Date.now()}`,
    },
    token,
  )
  await payByApi(token, me.phoneNumber, [booked.orderId])
  await until(async () => (await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: booked.orderId }, token)).status === 'ISSUED', { timeout: 30000, what: 'the booking confirmed' })
  return booked.orderId
}

/** The order the booking test confirmed, for the cancellation test. */
let confirmedOrderId = null

describe('hotel', () => {
  test('hx.traveller taps a hotel on the list, books its free-cancellation plan within policy, pays with the SMS code and sees the confirmation number', async (t) => {
    // Before the app signs in: a later login of the same user would end the app's session.
    const token = await tokenFor('hx.traveller')
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    // Sorted by price (low first, as the traveller sorts it below), on the list's first screen.
    let found = null
    for (let d = 45; d < 52 && !(found && found.row < ROWS_ON_SCREEN); d++) found = await findHotel(token, me, dayAhead(d), dayAhead(d + 2))
    assert.ok(found && found.row < ROWS_ON_SCREEN, `a Shanghai hotel with an in-policy free-cancellation plan among the ${ROWS_ON_SCREEN} cheapest`)
    const cheapest = (await ok('POST', '/obt/hotel/htQueryV2/list', listBody(me, found.checkIn, found.checkOut, 2), token)).list.slice(0, ROWS_ON_SCREEN).map((h) => h.name)

    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    const list = new URLSearchParams({ city: 'SHA', cityName: '上海', in: found.checkIn, out: found.checkOut, rooms: '1', adults: '1', tripType: '1', travellers: String(me.empId) })
    page = await mp.navigateTo(`/ht/pages/v2-list/index?${list}`)
    await until(async () => (await page.$$('.hotel-row')).length >= ROWS_ON_SCREEN, { timeout: 30000, what: 'hotel rows on the list' })
    await waitForText(page, '推荐排序')
    assert.match(await pageText(page), /共\d+家酒店/)

    // Sorted by price through the sort sheet: the list asks again, cheapest first.
    await (await page.$('.ht-list__tool--sort')).tap()
    await tapText(page, '低价优先', { tags: ['text'] })
    await waitForTextAt(page, '.ht-list__tool--sort', '低价优先 ▾')
    await until(async () => JSON.stringify((await rowNames(page)).slice(0, ROWS_ON_SCREEN)) === JSON.stringify(cheapest), { timeout: 30000, what: `the cheapest hotels first (${cheapest.join(', ')})` })
    t.diagnostic(`hotel ${found.hotel.hotelId}: row ${found.row + 1} of the list sorted by price`)
    const row = await until(() => hotelRow(page, found.hotel.name), { what: `the row of ${found.hotel.name}` })
    await row.tap()

    // The rooms: the hotel, the stay, the plan's room opened when it is folded, its book button.
    page = await waitForPage(mp, 'ht/pages/v2-room-list/index')
    assert.equal(page.query.hotel, found.hotel.hotelId)
    await waitForTextAt(page, '.ht-rooms__name', found.hotel.name, { timeout: 20000 })
    await waitForText(page, '共2晚')
    const rooms = await until(async () => {
      const r = await page.$$('.ht-room')
      return r.length > found.roomIndex ? r : null
    }, { what: 'the room types' })
    const room = rooms[found.roomIndex]
    assert.equal(await textAt(room, '.ht-room__name'), found.room.name)
    if (!(await room.$$('.ht-plan')).length) await (await room.$('.ht-room__head')).tap()
    const plan = await until(async () => (await room.$$('.ht-plan'))[found.planIndex], { what: `plan ${found.plan.ratePlanId}` })
    assert.equal(await textAt(plan, '.ht-plan__name'), found.plan.name)
    assert.match(await textAt(plan, '.ht-plan__cancel'), /前免费取消，之后不可取消/)
    assert.equal(await textAt(plan, '.ht-plan__policy'), '符合标准')
    assert.match(await plan.text(), /在线付/)
    await (await plan.$('.ht-plan__book')).tap()

    // The booking form: within policy, the traveller as the guest; the rules accepted when asked.
    page = await waitForPage(mp, 'ht/pages/v2-edit/index', { timeout: 20000 })
    await waitForText(page, '提交订单', { timeout: 20000 })
    await waitForText(page, '符合差旅标准')
    await waitForText(page, me.empName)
    await waitForText(page, found.hotel.name)
    for (const check of await page.$$('.ht-edit__check')) {
      if (!(await check.text()).includes('酒店预订须知')) continue
      t.diagnostic('the hotel rules are asked for')
      if (!String(await check.attribute('class')).includes('ht-edit__check--on')) await check.tap()
      await until(async () => String(await check.attribute('class')).includes('ht-edit__check--on'), { what: 'the rules box ticked' })
    }
    await tapText(page, '提交订单', { tags: ['button'] })

    // Booked: awaiting payment on the completion screen, paid from its pay button.
    page = await waitForPage(mp, 'ht/pages/v2-cmp/index', { timeout: 30000 })
    await waitForText(page, '订单已提交，请尽快支付', { timeout: 20000 })
    await waitForTextAt(page, '.ht-done__badge', '待支付')
    assert.match(await pageText(page), /剩余支付时间 1[45]:\d\d/)
    const orderId = page.query.orderId
    assert.match(orderId ?? '', /^\d+$/, 'the completion screen names the order')
    await tapText(page, '去支付', { tags: ['button'] })

    page = await waitForPage(mp, 'pay/pages/payment/index', { timeout: 30000 })
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await tapText(page, '获取验证码', { tags: ['button'] })
    await typeInto(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
    const pay = await until(async () => (await page.$$('button')).at(-1))
    await pay.tap()

    page = await waitForPage(mp, 'pay/pages/pay-success/index', { timeout: 30000 })
    await waitForText(page, '支付成功', { timeout: 20000 })
    t.diagnostic(`the payment result reads: ${(await textAt(page, '.pay-success__card')).replace(/\s+/g, ' ')}`)
    await tapText(page, '查看订单', { tags: ['button'] })

    // The order detail: confirmed by the hotel, with its confirmation number.
    page = await waitForPage(mp, 'ht/pages/order-detail/index', { timeout: 20000 })
    await waitForTextAt(page, '.order-shell__badge', '已确认', { timeout: 30000 })
    const order = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId }, await appToken(mp))
    assert.equal(order.status, 'ISSUED')
    assert.ok(order.confirmNo, 'the hotel gave a confirmation number')
    assert.equal(order.hotel.hotelId, found.hotel.hotelId)
    assert.equal(order.plan.ratePlanId, found.plan.ratePlanId)
    await waitForText(page, `酒店已确认，确认号 ${order.confirmNo}`)
    assert.equal(await lineValue(page, '酒店确认号'), order.confirmNo)
    assert.ok((await pageText(page)).includes(order.orderNo), 'the order number')

    // Back on the completion screen (read again when shown): confirmed, the same number.
    page = await mp.navigateBack()
    assert.equal(page.path, 'ht/pages/v2-cmp/index')
    await waitForText(page, `酒店确认号 ${order.confirmNo}`, { timeout: 20000 })
    await waitForTextAt(page, '.ht-done__title', '酒店已确认')
    await waitForTextAt(page, '.ht-done__badge', '已确认')
    confirmedOrderId = orderId
    await assertNoIssues(mp)
  })

  test('the confirmed order is cancelled from its detail: fee 0 on the cancellation screen before the confirm, then cancelled and refunded', async (t) => {
    let orderId = confirmedOrderId
    if (!orderId) {
      // Run alone or after a failed booking test: a confirmed order of its own, through the API.
      t.diagnostic('no order from the booking test: one booked and paid through the API')
      const token = await tokenFor('hx.traveller')
      const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
      orderId = await confirmedByApi(token, me, 52)
    }

    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const token = await appToken(mp)
    const before = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId }, token)
    assert.equal(before.status, 'ISSUED')

    let page = await mp.navigateTo(`/ht/pages/order-detail/index?orderId=${orderId}`)
    await waitForTextAt(page, '.order-shell__badge', '已确认', { timeout: 20000 })
    await waitForText(page, '现在取消免费')
    const refund = await until(async () => {
      for (const a of await page.$$('.order-shell__action')) if ((await a.text()).trim() === '退订') return a
      return null
    }, { what: 'the cancel-and-refund action' })
    await refund.tap()

    // The cancellation screen: the rule and the fee before anything is confirmed.
    page = await waitForPage(mp, 'ht/pages/refund-apply/index', { timeout: 20000 })
    await waitForText(page, '退订费用', { timeout: 20000 })
    await until(async () => (await lineValue(page, '退订费')) !== null, { what: 'the fee line' })
    assert.equal(await lineValue(page, '适用规则'), '免费取消')
    assert.equal(await lineValue(page, '退订费'), '¥0.00')
    assert.equal(await lineValue(page, '应退金额'), `¥${money(before.price.roomTotal)}`)
    await tapText(page, '行程变更')
    await tapText(page, '确认退订', { tags: ['button'] })

    page = await waitForPage(mp, 'ht/pages/refund-done/index', { timeout: 20000 })
    await waitForText(page, '退订成功', { timeout: 20000 })
    const modal = (await mp.trace()).filter((c) => c.api === 'showModal').at(-1)
    assert.ok(modal, 'the cancellation was confirmed in a dialog')
    assert.match(modal.arg.content, new RegExp(`退订费 ¥0，预计退还 ¥${before.price.roomTotal}`))
    await tapText(page, '查看订单', { tags: ['button'] })

    // The order: cancelled (its refund listed), nothing left to cancel.
    page = await waitForPage(mp, 'ht/pages/order-detail/index', { timeout: 20000 })
    await waitForTextAt(page, '.order-shell__badge', '已退订', { timeout: 20000 })
    await waitForText(page, '退订记录')
    for (const a of await page.$$('.order-shell__action')) assert.notEqual((await a.text()).trim(), '退订', 'no second cancellation offered')
    const after = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId }, token)
    assert.equal(after.status, 'FULL_REFUND')
    assert.equal(after.refunds.length, 1)
    await assertNoIssues(mp)
  })

  // The list's footer used to be one <Text> that lost its onClick when the next page started loading;
  // Taro 4.2's TaroElement.removeEventListener then looked up the alias 'pure-text', which does not
  // exist (NervJS/taro#19453): a TypeError in React's commit, after which the list no longer updated.
  // Each footer state is its own node now (hotel-list.tsx).
  test('the list scrolled to its end shows the next page', async () => {
    const token = await tokenFor('hx.traveller')
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    const [checkIn, checkOut] = [dayAhead(55), dayAhead(56)]
    const first = (await ok('POST', '/obt/hotel/htQueryV2/list', listBody(me, checkIn, checkOut, 12), token)).list
    const second = (await ok('POST', '/obt/hotel/htQueryV2/list', listBody(me, checkIn, checkOut, 12, 2), token)).list
    assert.ok(first.length === 20 && second.length > 0, 'Shanghai has more than a page of hotels')

    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const list = new URLSearchParams({ city: 'SHA', cityName: '上海', in: checkIn, out: checkOut, rooms: '1', adults: '1', tripType: '1', travellers: String(me.empId) })
    const page = await mp.navigateTo(`/ht/pages/v2-list/index?${list}`)
    await until(async () => (await page.$$('.hotel-row')).length >= ROWS_ON_SCREEN, { timeout: 30000, what: 'hotel rows on the list' })
    // Near the end of page 1: the last row is drawn and the next page is asked for.
    await scrollListTo(mp, page, 15)
    await until(async () => (await rowNames(page)).includes(first[19].name), { timeout: 5000, what: `the last row of page 1 (${first[19].name})` })
    await assertNoIssues(mp, undefined, 'scrolling to the end of page 1')
    await scrollListTo(mp, page, 20)
    await until(async () => (await rowNames(page)).includes(second[0].name), { timeout: 10000, what: `the first row of page 2 (${second[0].name})` })
    await assertNoIssues(mp)
  })
})
