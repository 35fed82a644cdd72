// Flight booking end to end: the booking form (/tk/tkEdit) opened by URL with keys the test gets from
// the API (so it does not depend on the search pages), payment with the SMS code from the demo outbox,
// all orders, the order detail, a booker booking for a colleague and an outside guest, the spec's
// traveller messages, and a change and a refund.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, api, byTestId, click, closeBrowser, fill, inputOf, latestSmsCode, login, newPage, shot, storageItem, dayAhead, ok } from './helpers.mjs'

after(closeBrowser)

// ---------------------------------------------------------------- local helpers

/** A token for API calls the test makes itself (loginType 2: plain password, for tests and tools). */
async function tokenFor(loginName) {
  const r = await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password: DEMO_PASSWORD })
  assert.ok(r.data?.token, `login ${loginName}: ${r.tips}`)
  return r.data.token
}

/**
 * An in-policy fare with seats for these travellers on BJS→SHA: the flight and cabin keys the cabin
 * page would hand over. `skip` leaves out flights already used, so tests do not meet their own orders.
 */
async function findFare(token, { travellerEmpIds = [], days = 6, skip = new Set() } = {}) {
  for (let d = days; d < days + 5; d++) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 1, travellerEmpIds }, token)
    for (const f of day.flights) {
      if (skip.has(f.flightKey) || f.seatsLeft < 3 || f.stops > 0) continue
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 1, travellerEmpIds }, token)
      const cabin = cabins.cabins.find((c) => c.policy.inPolicy && c.seatsLeft >= 3)
      if (cabin) {
        skip.add(f.flightKey)
        return { flight: f, flightKey: f.flightKey, cabinKey: cabin.cabinKey, cabin }
      }
    }
  }
  throw new Error('no in-policy fare found')
}

function editUrl(fare, travellers = []) {
  const q = new URLSearchParams({ flightKey: fare.flightKey, cabinKey: fare.cabinKey, tripType: '1', travellers: travellers.join(',') })
  return `${BASE}/tk/tkEdit?${q.toString()}`
}

/** A valid 18-digit national ID number (GB 11643 check digit). */
function idNumber(region, born, seq) {
  const first17 = `${region}${born.replace(/-/g, '')}${seq}`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** Confirms Taro's H5 dialog (showModal). */
async function confirmDialog(page) {
  const button = page.locator('.taro-model__confirm').last()
  await button.waitFor({ state: 'visible', timeout: 10000 })
  await button.click()
}

/**
 * Submits the booking form and answers the reply of book. A prompt on the way (an order for the
 * same passenger on this flight already exists, e.g. from an earlier run on the same database) is
 * confirmed: the user decides, and this user books anyway.
 */
async function submitBooking(page) {
  const booked = page.waitForResponse((r) => r.url().includes('/obt/plane/tkOrder/v3/book'), { timeout: 30000 })
  await click(page, 'booking-submit')
  const dialog = page.locator('.taro-model__confirm')
  const answered = booked.then(() => 'booked')
  try {
    while ((await Promise.race([answered, dialog.waitFor({ state: 'visible', timeout: 30000 }).then(() => 'dialog')])) === 'dialog') {
      await dialog.click()
      await dialog.waitFor({ state: 'hidden' }).catch(() => undefined)
    }
    return (await booked).json()
  } catch (e) {
    // Say what the form said instead of only "timeout".
    await shot(page, 'tk-edit-submit-failed')
    const shown = await byTestId(page, 'booking-error').innerText().catch(() => '')
    throw new Error(`booking not sent: ${shown || e.message}`)
  }
}

/** Waits for an element's data-status. */
async function waitStatus(page, testId, status, timeout = 20000) {
  await page.waitForFunction(([id, s]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-status') === s, [testId, status], { timeout })
}

/** A whole booking through the API (the change/refund test starts from an issued order). */
async function bookAndPayByApi(token, phone, fare) {
  const me = await ok('GET', '/obt/getLoginUserInfo', {}, token)
  const order = await ok('POST', '/obt/plane/tkOrder/v3/book', {
    segments: [{ cabinKey: fare.cabinKey }],
    passengers: [{ empId: me.empInfo.empId }],
    contact: { name: me.empInfo.empName, phone },
    tripType: 1,
    clientToken: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  }, token)
  const pay = await ok('POST', '/obt/getPaySubject', { orderIds: [order.orderId] }, token)
  const subject = pay.subjects.find((s) => s.available)
  let sentAt = Date.now() - 1000
  let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds: [order.orderId] }, token)
  // One code a minute per phone: wait out an earlier test's code.
  if (sent.errCode === 4290) {
    await new Promise((r) => setTimeout(r, 61_000))
    sentAt = Date.now() - 1000
    sent = await api('POST', '/obt/pay/getSmsCode', { orderIds: [order.orderId] }, token)
  }
  assert.equal(sent.errCode, 1, sent.tips)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds: [order.orderId], payScene: 1, subjectBeanList: [{ subjectId: subject.subjectId, payType: subject.payType, amount: pay.amount }], smsCode }, token)
  for (let i = 0; i < 30; i++) {
    const s = await ok('GET', '/obt/queryOnlinePayStatus', { orderId: order.orderId }, token)
    if (s.status === 'ISSUED') return order
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('order not issued')
}

const usedFlights = new Set()

// ---------------------------------------------------------------- tests

describe('flight booking', () => {
  test('a traveller books a one-way flight for themselves in policy, pays with the SMS code, and sees the issued order', async () => {
    const page = await newPage('zh-CN')
    await login(page, 'hx.traveller', DEMO_PASSWORD)
    const token = await storageItem(page, 'access_token')
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, token)
    const fare = await findFare(token, { travellerEmpIds: [me.empInfo.empId], skip: usedFlights })

    await page.goto(editUrl(fare, [me.empInfo.empId]))
    await byTestId(page, 'booking-submit').waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="policy-state"]')?.textContent === '符合差旅标准')
    assert.equal(await byTestId(page, 'traveller-0').getAttribute('data-source'), 'employee')
    await shot(page, 'tk-edit-traveller-zh-CN')
    await click(page, 'toggle-breakdown')
    await byTestId(page, 'breakdown').waitFor()
    await shot(page, 'tk-edit-breakdown-zh-CN')
    await click(page, 'toggle-breakdown')

    const order = (await submitBooking(page)).data
    assert.equal(order.status, 'AWAITING_PAYMENT')
    // The completion screen (/tk/tkCmp) offers the payment.
    await page.waitForURL(/\/tk\/tkCmp/)
    assert.equal(await byTestId(page, 'tk-cmp').getAttribute('data-next'), 'pay')
    await click(page, 'cmp-pay')
    await page.waitForURL(/\/pay\/payment/)
    await byTestId(page, 'pay-submit').waitFor()
    assert.match(await byTestId(page, 'pay-countdown').innerText(), /^1[45]:\d\d$/)
    assert.equal(Number(await byTestId(page, 'pay-amount').getAttribute('data-value')), order.totalAmount)

    // The code comes from the demo outbox, as a user would read it from their phone.
    const sentAt = Date.now() - 1000
    await click(page, 'pay-sms-send')
    const code = await latestSmsCode(me.empInfo.phoneNumber, { after: sentAt })
    await fill(page, 'paySmsCode', code)
    await shot(page, 'pay-payment-zh-CN')
    await click(page, 'pay-submit')
    await page.waitForURL(/\/pay\/paySuccess/)
    await waitStatus(page, 'pay-order-status', 'ISSUED')
    await shot(page, 'pay-success-zh-CN')

    await click(page, 'pay-all-orders')
    await page.waitForURL(/\/allorder/)
    const row = page.locator(`[data-testid="order-item"][data-order-no="${order.orderNo}"]`)
    await row.waitFor()
    assert.equal(await row.getAttribute('data-status'), 'ISSUED')
    assert.match(await row.innerText(), /已出票/)
    await shot(page, 'allorder-zh-CN')

    await row.click()
    await page.waitForURL(/\/tk\/tkOrderDetail/)
    await waitStatus(page, 'order-status', 'ISSUED')
    assert.match(await byTestId(page, 'ticket-no').first().innerText(), /\d{13}/)
    await byTestId(page, 'action-refund').waitFor()
    await shot(page, 'tk-order-detail-zh-CN')

    // The itinerary PDF opens in a new tab (H5 side of the open-document adapter).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), click(page, 'action-itinerary')])
    const pdf = await tab.waitForResponse((r) => r.url().includes('/obt/vipOrder/pdf/file/'), { timeout: 15000 }).catch(() => null)
    assert.ok(pdf || /pdf/.test(tab.url()), `the tab opened the PDF (${tab.url()})`)
    if (pdf) assert.equal(pdf.headers()['content-type'], 'application/pdf')
    await tab.close()

    // E-mailing it: the address is checked first, then the mail is queued.
    await click(page, 'action-email')
    await byTestId(page, 'email-sheet').waitFor()
    await fill(page, 'itineraryEmail', 'not-an-email')
    await click(page, 'email-send')
    assert.equal(await byTestId(page, 'error-itineraryEmail').innerText(), '请填写正确邮箱格式')
    await fill(page, 'itineraryEmail', 'travel.e2e@example.com')
    await click(page, 'email-send')
    await byTestId(page, 'email-sheet').waitFor({ state: 'detached' })
    const mails = await ok('GET', '/obt/demo/emailOutbox', { email: 'travel.e2e@example.com' })
    assert.ok(mails.some((m) => m.subject.includes(order.orderNo) || m.body.includes(order.orderNo)), 'the itinerary mail names the order')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test("bad traveller data shows the spec's messages and keeps what was typed", async () => {
    const page = await newPage('zh-CN')
    await login(page, 'hx.corpbooker', DEMO_PASSWORD)
    const token = await storageItem(page, 'access_token')
    const fare = await findFare(token, { skip: usedFlights })
    await page.goto(editUrl(fare))
    await click(page, 'add-guest')
    await byTestId(page, 'traveller-1').waitFor()
    await fill(page, 't1-name', '王小二')
    await fill(page, 't1-cardNumber', '110105199001011234')
    await fill(page, 't1-phone', '12345')
    await fill(page, 'contactEmail', 'wrong@mail')
    await click(page, 'booking-submit')
    await page.waitForFunction(() => document.querySelector('[data-testid="booking-error"]')?.textContent === '请核实王小二的身份证号码！')
    assert.equal(await byTestId(page, 'error-t1-cardNumber').innerText(), '请核实王小二的身份证号码！')
    assert.equal(await byTestId(page, 'error-t1-phone').innerText(), '请填写正确手机号码格式')
    assert.equal(await byTestId(page, 'error-contactEmail').innerText(), '请填写正确邮箱格式')
    assert.equal(await inputOf(page, 't1-name').inputValue(), '王小二')
    assert.equal(await inputOf(page, 't1-cardNumber').inputValue(), '110105199001011234')
    assert.equal(await inputOf(page, 't1-phone').inputValue(), '12345')
    await shot(page, 'tk-edit-errors-zh-CN')

    // A passport shows its own fields; a number that is not 1–9 letters or digits is the certificate message.
    await click(page, 't1-card-PP')
    await inputOf(page, 't1-engName').waitFor()
    await fill(page, 't1-cardNumber', 'E1234-678')
    await click(page, 'booking-submit')
    await page.waitForFunction(() => document.querySelector('[data-testid="booking-error"]')?.textContent === '请核实王小二的证件号码！')
    assert.equal(await inputOf(page, 't1-name').inputValue(), '王小二')
    assert.equal(await byTestId(page, 'error-t1-engName').innerText(), '英文名不能为空')
    await shot(page, 'tk-edit-passport-errors-zh-CN')

    // Nothing was booked.
    const list = await ok('POST', '/obt/totalOrderList', { findScope: 2 }, token)
    assert.equal(list.list.filter((o) => o.flightNo === fare.flight.flightNo && o.depTime === fare.flight.depTime).length, 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a booker books for a colleague and an outside guest', async () => {
    const page = await newPage('en-US')
    await login(page, 'hx.corpbooker', DEMO_PASSWORD)
    const token = await storageItem(page, 'access_token')
    const scope = await ok('GET', '/obt/empFindList', { pageNum: 1, count: 100, keywords: '孙悦' }, token)
    const colleague = scope.list.find((e) => e.empName === '孙悦')
    assert.ok(colleague, 'the colleague is in the booker’s scope')
    const fare = await findFare(token, { travellerEmpIds: [colleague.empId], skip: usedFlights })

    // No travellers in the URL: the booker is on the form; swap to the colleague with the picker.
    await page.goto(editUrl(fare))
    await byTestId(page, 'traveller-0').waitFor()
    await click(page, 'traveller-0-remove')
    await click(page, 'add-colleague')
    await byTestId(page, 'picker-colleague').waitFor()
    await page.locator('[data-testid="picker-search"] input, input[data-testid="picker-search"]').first().fill('孙悦')
    await byTestId(page, `pick-emp-${colleague.empId}`).click()
    await shot(page, 'tk-edit-picker-en-US')
    await click(page, 'picker-done')
    await page.waitForFunction(() => document.querySelector('[data-testid="traveller-0"]')?.textContent?.includes('孙悦'))

    await click(page, 'add-guest')
    const guestId = idNumber('310104', '1985-06-15', '228')
    await fill(page, 't1-name', '赵外宾')
    await fill(page, 't1-cardNumber', guestId)
    await fill(page, 't1-phone', '13912345678')
    // The ID number decides sex and birth date.
    await page.waitForFunction(() => document.querySelector('[data-testid="traveller-1"]')?.textContent?.includes('1985-06-15'))
    await shot(page, 'tk-edit-booker-en-US')

    const reply = await submitBooking(page)
    assert.equal(reply.errCode, 1, reply.tips)
    await page.waitForURL(/\/tk\/tkCmp/)
    await byTestId(page, 'tk-cmp').waitFor()
    await shot(page, 'tk-booked-en-US')
    const detail = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId: reply.data.orderId }, token)
    assert.deepEqual(detail.passengers.map((p) => p.name).sort(), ['孙悦', '赵外宾'].sort())
    assert.ok(detail.passengers.every((p) => !p.cardNumberMasked.includes(guestId)), 'document numbers come back masked')

    // The booker finds it among orders booked for others.
    await page.goto(`${BASE}/allorder`)
    await click(page, 'scope-2')
    await page.locator(`[data-testid="order-item"][data-order-no="${reply.data.orderNo}"]`).waitFor()
    await shot(page, 'allorder-booker-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a change and a refund complete', async () => {
    // Another traveller than the first test's, whose payment code was sent less than a minute ago.
    const token = await tokenFor('hx.booker')
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, token)
    const fare = await findFare(token, { travellerEmpIds: [me.empInfo.empId], skip: usedFlights })
    const order = await bookAndPayByApi(token, me.empInfo.phoneNumber, fare)

    const page = await newPage('zh-CN')
    await login(page, 'hx.booker', DEMO_PASSWORD)
    await page.goto(`${BASE}/tk/tkChangeApply?orderId=${order.orderId}`)
    await byTestId(page, 'change-current').waitFor()
    await click(page, 'change-next-day')
    // Another flight on the next day, then its first fare with seats.
    const flight = page.locator('[data-testid="change-flight"]').nth(1)
    await flight.waitFor()
    await flight.locator('.tk-change__flight-row').click()
    const cabin = page.locator('[data-testid="change-cabin"]:not(.tk-change__cabin--off)').first()
    await cabin.waitFor()
    await cabin.click()
    await shot(page, 'tk-change-apply-zh-CN')
    // The flight step hands the fare to the confirm step (/tk/tkChangeEdit), the result is /tk/tkChangeCmp.
    await click(page, 'change-next')
    await page.waitForURL(/\/tk\/tkChangeEdit/)
    await byTestId(page, 'change-fee').waitFor()
    await click(page, 'change-submit')
    await confirmDialog(page)
    await page.waitForURL(/\/tk\/tkChangeCmp/)
    await click(page, 'change-cmp-detail')
    await page.waitForURL(/\/tk\/tkChangeDetail/)
    await byTestId(page, 'change-status').waitFor()
    assert.match(await byTestId(page, 'change-new-ticket').first().innerText(), /\d{13}/)
    await shot(page, 'tk-change-detail-zh-CN')

    await page.goto(`${BASE}/tk/tkRefundApply?orderId=${order.orderId}`)
    await click(page, 'refund-reason-0')
    // The fee from the fare rules is on screen before confirming.
    await page.waitForFunction(() => document.querySelector('[data-testid="refund-fee"]') !== null, undefined, { timeout: 15000 })
    const fee = Number(await byTestId(page, 'refund-fee').getAttribute('data-value'))
    await shot(page, 'tk-refund-apply-zh-CN')
    await click(page, 'refund-submit')
    await page.locator('.taro-modal__text').filter({ hasText: '预计退票费' }).waitFor()
    await confirmDialog(page)
    await page.waitForURL(/\/tk\/tkRefundCmp/)
    await click(page, 'refund-cmp-detail')
    await page.waitForURL(/\/tk\/tkRefundDetail/)
    await waitStatus(page, 'refund-status', 'FULL_REFUND')
    assert.equal(Number(await byTestId(page, 'refund-total-fee').getAttribute('data-value')), fee)
    await shot(page, 'tk-refund-detail-zh-CN')

    await click(page, 'to-order')
    await page.waitForURL(/\/tk\/tkOrderDetail/)
    await waitStatus(page, 'order-status', 'FULL_REFUND')
    await byTestId(page, 'after-11002').waitFor()
    await byTestId(page, 'after-11003').waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('another company’s order reads as not found', async () => {
    const hx = await tokenFor('hx.traveller')
    const list = await ok('POST', '/obt/totalOrderList', {}, hx)
    assert.ok(list.list.length > 0)
    const page = await newPage('en-US')
    await login(page, 'df.traveller', DEMO_PASSWORD)
    await page.goto(`${BASE}/tk/tkOrderDetail?orderId=${list.list[0].orderId}`)
    await byTestId(page, 'state-empty').waitFor()
    assert.match(await byTestId(page, 'state-empty').innerText(), /not found/i)
    await page.goto(`${BASE}/tk/tkOrderDetail?orderId=999999`)
    await byTestId(page, 'state-empty').waitFor()
    await shot(page, 'tk-order-not-found-en-US')
    await page.context().close()
  })
})
