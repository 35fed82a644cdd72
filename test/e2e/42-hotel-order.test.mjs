// Hotel order screens against npm start, at 390×844 (issue 11, journey step 6). Orders are made
// through the server's own calls (list → pricePlan → priceValidate → book → pay with the demo SMS
// code): the booking screens are other tests' business. A paid, confirmed free-cancellation order
// is opened from /allorder, read on its detail, cancelled on htRefund with the fee shown before
// confirming (0 before the free deadline), and its cancellation (11008) is read on the result and
// detail screens and from /allorder; a non-cancellable plan's order says why it cannot be
// cancelled; an unpaid order counts down and is cancelled after a confirm; the English screens
// read in English; another company's order answers like a missing one.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, closeBrowser, dayAhead, latestSmsCode, ok, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

// ---------------------------------------------------------------- local helpers

/** Only what the current page shows (the H5 router keeps earlier pages hidden in the DOM). */
function shown(page, selector) {
  return page.locator(selector).filter({ visible: true })
}

function byId(page, testId) {
  return shown(page, `[data-testid="${testId}"]`)
}

async function waitAttr(page, testId, attr, value, timeout = 20000) {
  await page.waitForFunction(
    ([id, a, v]) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.checkVisibility() && el.getAttribute(a) === v),
    [testId, attr, value],
    { timeout },
  )
}

/** Confirms Taro's H5 dialog (showModal) and answers its text. */
async function confirmDialog(page) {
  const text = page.locator('.taro-modal__text').last()
  await text.waitFor({ state: 'visible', timeout: 10000 })
  const said = await text.innerText()
  await page.locator('.taro-model__confirm').last().click()
  return said
}

/** The screen scrolled to its end (the H5 pages scroll inside their own box, which a full-page shot does not reach), then back to the top. */
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

/** Visible text nodes holding Han characters, people's names excepted. */
async function chineseTexts(page, allowed) {
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
  }, allowed)
}

async function me(token) {
  return (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
}

/** Pays orders through the pay calls with the code from the demo SMS outbox. */
async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available)
  let sentAt = Date.now() - 1000
  let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  // One code a minute per phone: wait out an earlier test's code.
  if (sent.errCode === 4290) {
    await new Promise((r) => setTimeout(r, 61_000))
    sentAt = Date.now() - 1000
    sent = await api('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  }
  assert.equal(sent.errCode, 1, sent.tips)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
}

async function waitOrder(token, orderId, done, what) {
  for (let i = 0; i < 40; i++) {
    const d = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId }, token)
    if (done(d)) return d
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`order ${orderId}: ${what}`)
}

/** A Shanghai prepaid rate plan within policy, bookable for `nights` nights from `days` ahead, whose cancellation type is `cancelType`. */
async function findPlan(token, { days, nights = 2, cancelType, tripType = 1 }) {
  const checkInDate = dayAhead(days)
  const checkOutDate = dayAhead(days + nights)
  const list = await ok('POST', '/obt/hotel/htQueryV2/list', { cityId: 'SHA', checkInDate, checkOutDate, tripType, sort: 2 }, token)
  for (const h of list.list) {
    if (h.full || h.wb !== 0) continue
    const pp = await ok('POST', '/obt/hotel/htQueryV2/pricePlan', { hotelId: h.hotelId, checkInDate, checkOutDate, tripType }, token)
    for (const r of pp.rooms) {
      const p = r.plans.find((x) => x.bookable && x.wb === 0 && x.payment === 'PREPAY' && x.cancelType === cancelType && !x.agreement)
      if (p) return { hotel: h, room: r, plan: p, checkInDate, checkOutDate }
    }
  }
  throw new Error(`no ${cancelType} plan`)
}

/** Books one room for the caller (validated first, as the booking screen does); pays it unless `pay` is false. */
async function bookHotel(token, self, found, { pay = true, tripType = 1 } = {}) {
  const v = await ok('POST', '/obt/hotel/htQueryV2/priceValidate', { priceKey: found.plan.priceKey, roomCount: 1, tripType }, token)
  assert.equal(v.valid, true, v.reason)
  const booked = await ok(
    'POST',
    '/obt/hotel/htOrder/book',
    {
      priceKey: v.priceKey,
      roomCount: 1,
      rooms: [{ guests: [{ empId: self.empId }] }],
      contact: { name: self.empName, phone: self.phoneNumber },
      tripType,
      arrivalTime: '20:00',
      remark: 'E2E quiet room',
      rulesAccepted: 1,
      expectedTotal: v.totalAmount,
      clientToken: `e2e-ht-${Date.now()}`,
    },
    token,
  )
  assert.equal(booked.status, 'AWAITING_PAYMENT')
  if (!pay) return booked
  await payByApi(token, self.phoneNumber, [booked.orderId])
  await waitOrder(token, booked.orderId, (d) => d.status === 'ISSUED' && !!d.confirmNo, 'not confirmed')
  return booked
}

// ---------------------------------------------------------------- tests

describe('hotel order screens', () => {
  test('a confirmed free-cancellation order: from all orders to the detail, cancelled free of charge, its cancellation read', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'zh-CN')
    const self = await me(token)
    const found = await findPlan(token, { days: 20, cancelType: 'FREE_UNTIL' })
    const booked = await bookHotel(token, self, found)
    const order = await ok('GET', '/obt/hotel/htOrder/orderDetail', { orderId: booked.orderId }, token)

    // All orders → the order-type table → the hotel order detail.
    await page.goto(`${BASE}/allorder`)
    await shown(page, `[data-testid="order-item"][data-order-no="${booked.orderNo}"]`).first().click()
    await page.waitForURL(/\/ht\/htOrder\/htOrderDetail\?orderId=/)
    await waitAttr(page, 'order-status', 'data-status', 'ISSUED')
    assert.equal(await byId(page, 'hotel-name').first().innerText(), order.hotel.name)
    assert.equal(Number(await byId(page, 'hotel-star').first().getAttribute('data-star')), order.hotel.star)
    assert.equal(await byId(page, 'hotel-address').first().innerText(), order.hotel.address)
    assert.equal(await byId(page, 'hotel-room').first().innerText(), order.room.name)
    // Bed and breakfast (said once: the plan's name may carry it), and the rate plan.
    assert.equal(await byId(page, 'hotel-rate').first().innerText(), order.plan.name)
    const roomText = `${await byId(page, 'hotel-plan').first().innerText()} ${order.plan.name}`
    assert.ok(roomText.includes(order.room.bed) && roomText.includes(order.plan.breakfastText), roomText)
    assert.equal(await byId(page, 'hotel-nights').first().getAttribute('data-nights'), '2')
    assert.equal(await byId(page, 'confirm-no').first().innerText(), order.confirmNo)
    assert.match(await byId(page, 'arrival-time').first().innerText(), /20:00/)
    assert.equal(await byId(page, 'remark').first().innerText(), 'E2E quiet room')
    assert.equal(await byId(page, 'passenger').count(), 1)
    assert.match(await byId(page, 'passenger').first().innerText(), new RegExp(self.empName))
    assert.equal(Number(await byId(page, 'order-total').first().getAttribute('data-value')), order.price.total)
    assert.match(await byId(page, 'cancel-rule').first().innerText(), new RegExp(order.plan.cancelDeadline))
    await waitAttr(page, 'refund-now', 'data-rule', 'FREE')
    assert.equal(await byId(page, 'action-pay').count(), 0)
    assert.equal(await byId(page, 'action-cancel').count(), 0)
    await shot(page, 'ht-order-detail-zh-CN')
    await bottomShot(page, 'ht-order-detail-zh-CN')

    // Contact: the hotel's number and the service line.
    await byId(page, 'action-contact').first().click()
    await byId(page, 'contact-hotel').first().waitFor()
    assert.match(await byId(page, 'contact-hotel').first().innerText(), new RegExp(order.hotel.phone.replace(/[+]/g, '\\+')))
    await byId(page, 'contact-service').first().waitFor()
    await shot(page, 'ht-order-contact-zh-CN')
    await byId(page, 'contact-close').first().click()
    await byId(page, 'contact-sheet').first().waitFor({ state: 'detached' })

    // Cancel: the fee (0 before the free deadline) and the refund are on screen before the confirm.
    await byId(page, 'action-refund').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htRefund\?orderId=/)
    await waitAttr(page, 'refund-quote', 'data-allowed', '1')
    assert.equal(await byId(page, 'refund-quote').first().getAttribute('data-rule'), 'FREE')
    assert.equal(Number(await byId(page, 'refund-fee').first().getAttribute('data-value')), 0)
    assert.equal(Number(await byId(page, 'refund-amount').first().getAttribute('data-value')), order.price.roomTotal)
    await byId(page, 'refund-reason-0').first().click()
    await shown(page, '[data-testid="refund-reason-text"] textarea, textarea[data-testid="refund-reason-text"]').first().fill('会议改期')
    await shot(page, 'ht-refund-apply-zh-CN')
    await bottomShot(page, 'ht-refund-apply-zh-CN')
    await byId(page, 'refund-submit').first().click()
    assert.match(await confirmDialog(page), new RegExp(`退订费 ¥0，预计退还 ¥${order.price.roomTotal}`))
    await page.waitForURL(/\/ht\/htRefundComplete\?refundId=/)
    await byId(page, 'refund-result').first().waitFor()
    assert.equal(Number(await byId(page, 'refund-done-fee').first().getAttribute('data-value')), 0)
    assert.equal(Number(await byId(page, 'refund-done-amount').first().getAttribute('data-value')), order.price.roomTotal)
    await shot(page, 'ht-refund-done-zh-CN')

    await byId(page, 'to-refund-detail').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htRefundDetail\?refundId=/)
    await waitAttr(page, 'refund-status', 'data-status', 'FULL_REFUND')
    assert.equal(Number(await byId(page, 'refund-fee').first().getAttribute('data-value')), 0)
    assert.equal(Number(await byId(page, 'refund-amount').first().getAttribute('data-value')), order.price.roomTotal)
    assert.equal(await byId(page, 'refund-released').first().innerText(), '1间 × 2晚')
    assert.equal(await byId(page, 'refund-reason').first().innerText(), '行程变更：会议改期')
    await shot(page, 'ht-refund-detail-zh-CN')
    const refundNo = (await byId(page, 'refund-no').first().innerText()).split(' ').pop()

    // Back to the order: cancelled and refunded, the cancellation listed, nothing more to do but contact.
    await byId(page, 'to-order').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htOrderDetail\?orderId=/)
    await waitAttr(page, 'order-status', 'data-status', 'FULL_REFUND')
    await byId(page, 'refund-record').first().waitFor()
    assert.equal(await byId(page, 'action-refund').count(), 0)

    // All orders lists the cancellation (11008); a tap opens its detail.
    await page.goto(`${BASE}/allorder`)
    await shown(page, `[data-testid="order-item"][data-order-no="${refundNo}"]`).first().click()
    await page.waitForURL(/\/ht\/htOrder\/htRefundDetail\?orderId=/)
    await waitAttr(page, 'refund-status', 'data-status', 'FULL_REFUND')

    // An id that names nothing: a clear "not found".
    await page.goto(`${BASE}/ht/htOrder/htOrderDetail?orderId=999999`)
    await byId(page, 'state-empty').first().waitFor()
    assert.match(await byId(page, 'state-empty').first().innerText(), /订单不存在或无权查看/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a non-cancellable rate says why it cannot be cancelled; an unpaid order counts down and is cancelled after a confirm', async () => {
    const { page, token } = await signedInPage('hx.corpbooker', 'zh-CN')
    const self = await me(token)
    const found = await findPlan(token, { days: 24, cancelType: 'NON_CANCELLABLE' })
    const booked = await bookHotel(token, self, found)

    await page.goto(`${BASE}/ht/htOrder/htOrderDetail?orderId=${booked.orderId}`)
    await waitAttr(page, 'order-status', 'data-status', 'ISSUED')
    await byId(page, 'refund-blocked').first().waitFor()
    assert.equal(await byId(page, 'refund-blocked').first().getAttribute('data-rule'), 'NON_CANCELLABLE')
    assert.match(await byId(page, 'refund-blocked').first().innerText(), /不可取消/)
    assert.equal(await byId(page, 'action-refund').count(), 0)
    await shot(page, 'ht-order-detail-noncancellable-zh-CN')

    // The cancellation screen, reached by a link, says the same and offers nothing to confirm.
    await page.goto(`${BASE}/ht/htOrder/htRefund?orderId=${booked.orderId}`)
    await waitAttr(page, 'refund-quote', 'data-allowed', '0')
    assert.match(await byId(page, 'refund-refused').first().innerText(), /不可取消/)
    assert.equal(await byId(page, 'refund-submit').count(), 0)
    await shot(page, 'ht-refund-refused-zh-CN')
    await byId(page, 'to-order').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htOrderDetail\?orderId=/)
    await waitAttr(page, 'order-status', 'data-status', 'ISSUED')

    // Unpaid: the countdown and the pay button; cancelling asks first, then releases the order.
    const later = await findPlan(token, { days: 27, nights: 1, cancelType: 'FREE_UNTIL' })
    const unpaid = await bookHotel(token, self, later, { pay: false })
    await page.goto(`${BASE}/ht/htOrder/htOrderDetail?orderId=${unpaid.orderId}`)
    await waitAttr(page, 'order-status', 'data-status', 'AWAITING_PAYMENT')
    assert.match(await byId(page, 'pay-left').first().innerText(), /剩余支付时间 1[45]:\d\d/)
    await byId(page, 'action-pay').first().waitFor()
    await shot(page, 'ht-order-detail-unpaid-zh-CN')
    await byId(page, 'action-cancel').first().click()
    assert.match(await confirmDialog(page), /确定取消该订单吗/)
    await waitAttr(page, 'order-status', 'data-status', 'CANCELLED')
    assert.equal(await byId(page, 'action-pay').count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('English screens read in English; another company\'s order answers like a missing one', async () => {
    const { page, token } = await signedInPage('df.traveller', 'en-US')
    const self = await me(token)
    const found = await findPlan(token, { days: 29, cancelType: 'FREE_UNTIL', tripType: 2 })
    const booked = await bookHotel(token, self, found, { tripType: 2 })
    const names = [self.empName]

    await page.goto(`${BASE}/ht/htOrder/htOrderDetail?orderId=${booked.orderId}`)
    await waitAttr(page, 'order-status', 'data-status', 'ISSUED')
    await waitAttr(page, 'refund-now', 'data-rule', 'FREE')
    assert.deepEqual(await chineseTexts(page, names), [])
    assert.match(await byId(page, 'order-status').first().innerText(), /[A-Za-z]/)
    await shot(page, 'ht-order-detail-en-US')
    await bottomShot(page, 'ht-order-detail-en-US')

    await byId(page, 'action-refund').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htRefund\?orderId=/)
    await waitAttr(page, 'refund-quote', 'data-allowed', '1')
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'ht-refund-apply-en-US')
    await byId(page, 'refund-submit').first().click()
    assert.match(await confirmDialog(page), /Cancellation fee ¥0/)
    await page.waitForURL(/\/ht\/htRefundComplete\?refundId=/)
    await byId(page, 'refund-result').first().waitFor()
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'ht-refund-done-en-US')
    await byId(page, 'to-refund-detail').first().click()
    await page.waitForURL(/\/ht\/htOrder\/htRefundDetail\?refundId=/)
    await waitAttr(page, 'refund-status', 'data-status', 'FULL_REFUND')
    assert.equal(await byId(page, 'refund-released').first().innerText(), '1 room(s) × 2 night(s)')
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'ht-refund-detail-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()

    // Another company's traveller: the same id reads as "not found", on the detail and the cancellation screen.
    const other = await signedInPage('hx.traveller', 'en-US')
    await other.page.goto(`${BASE}/ht/htOrder/htOrderDetail?orderId=${booked.orderId}`)
    await byId(other.page, 'state-empty').first().waitFor()
    assert.match(await byId(other.page, 'state-empty').first().innerText(), /does not exist/)
    await other.page.goto(`${BASE}/ht/htOrder/htRefund?orderId=${booked.orderId}`)
    await byId(other.page, 'state-empty').first().waitFor()
    assert.deepEqual(other.page.errors, [])
    await other.page.context().close()
  })
})
