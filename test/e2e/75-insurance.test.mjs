// Insurance against npm start, at 390×844 (issue 14): an HXKJ traveller buys a standalone travel
// accident policy on /insurance/inQuery → /insurance/InProductDetails → /insurance/InCmp, pays it on
// /pay/payment with the demo SMS code, sees the policy number on /insurance/InOrderDetail and opens
// the policy PDF (the H5 side of the document opener: a new tab with application/pdf), then refunds
// it before the cover starts (/insurance/InRefundOrderDetail); a flight bought with insurance
// (booked and paid through the API, as other tests do) and refunded before departure shows its
// linked insurance order refunded with it; the English screens read in English.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, closeBrowser, dayAhead, fill, latestSmsCode, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

/** Only what the current page shows (the H5 router keeps earlier pages hidden in the DOM). */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]`).filter({ visible: true })
}

async function waitStatus(page, testId, status, timeout = 30000) {
  await page.waitForFunction(
    ([id, s]) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.checkVisibility() && el.getAttribute('data-status') === s),
    [testId, status],
    { timeout },
  )
}

/** Visible text nodes holding Han characters, the allowed words (people's names) excepted. */
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

/** Pays orders through the API (subject, SMS code, pay/online). */
async function payByApi(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  await smsCooldown(phone)
  const sentAt = Date.now() - 1000
  await ok('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  const s = subject.subjects[0]
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: s.subjectId, payType: s.payType, amount: subject.amount }], smsCode }, token)
}

/** A paid (issued) flight order of the signed-in user with air accident and delay insurance, a few days ahead. */
async function insuredFlight(token, empId, phone) {
  for (const d of [5, 6, 7]) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 2, travellerEmpIds: [empId] }, token)
    for (const f of day.flights.slice(0, 5)) {
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2, travellerEmpIds: [empId] }, token)
      const cabin = cabins.cabins.find((c) => c.seatsLeft > 0)
      if (!cabin) continue
      const order = await ok('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId }], contact: { name: '李明轩', phone }, tripType: 2, insuranceIds: ['BX-AIR-ACC', 'BX-DELAY'],
        clientToken: `e2e-ins-${Date.now()}`,
      }, token)
      await payByApi(token, phone, [order.orderId])
      return order.orderId
    }
  }
  throw new Error('no flight to insure')
}

describe('insurance', () => {
  let orderId = ''
  let linkedId = ''

  test('a standalone travel accident policy: bought, paid, policy PDF opened, refunded before the cover starts', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo

    await page.goto(`${BASE}/insurance/inQuery`)
    await shown(page, 'product').first().waitFor({ timeout: 30000 })
    await shown(page, 'kind-ACCIDENT').click()
    assert.equal(await shown(page, 'product-name').first().innerText(), '商旅综合意外险')
    await shot(page, 'insurance-query-zh-CN')
    await shown(page, 'product').first().click()

    await page.waitForURL(/\/insurance\/InProductDetails/, { timeout: 15000 })
    await shown(page, 'insurance-form').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'product-title').innerText(), '商旅综合意外险')
    await shown(page, 'trip-personal').click()
    // A week from tomorrow by default: 18 yuan for one person.
    assert.equal(await shown(page, 'form-total').innerText(), '¥18')
    await shot(page, 'insurance-product-zh-CN')
    const booked = page.waitForResponse((r) => r.url().includes('/obt/bx/bookDp'), { timeout: 30000 })
    await shown(page, 'form-submit').click()
    const reply = await (await booked).json()
    assert.equal(reply.errCode, 1, reply.tips)
    orderId = reply.data.orderId

    await page.waitForURL(/\/insurance\/InCmp/, { timeout: 20000 })
    await shown(page, 'cmp').waitFor({ timeout: 20000 })
    await shot(page, 'insurance-cmp-zh-CN')
    await shown(page, 'cmp-pay').click()
    await page.waitForURL(/\/pay\/payment/, { timeout: 20000 })
    await shown(page, 'pay-submit').waitFor({ timeout: 20000 })
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await shown(page, 'pay-sms-send').click()
    await fill(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
    await shown(page, 'pay-submit').click()
    await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
    await waitStatus(page, 'pay-order-status', 'ISSUED', 30000)

    await page.goto(`${BASE}/insurance/InOrderDetail?orderId=${orderId}`)
    await waitStatus(page, 'order-status', 'ISSUED')
    const policyNo = await shown(page, 'policy-no').first().innerText()
    assert.match(policyNo, /^BD\d+01$/)
    await shot(page, 'insurance-order-issued-zh-CN')

    // The policy PDF opens in a new tab (H5 side of the open-document adapter).
    const tabOpened = page.context().waitForEvent('page', { timeout: 15000 })
    await shown(page, 'action-policy').click()
    const tab = await tabOpened
    const pdf = await tab.waitForResponse((r) => r.url().includes('/obt/bx/bdFile/'), { timeout: 15000 }).catch(() => null)
    assert.ok(pdf || /bdFile/.test(tab.url()), `the tab opened the PDF (${tab.url()})`)
    // Chromium's PDF viewer keeps the body to itself; the server suite reads the file's content.
    if (pdf) assert.equal(pdf.headers()['content-type'], 'application/pdf')
    await tab.close()

    await shown(page, 'action-refund').click()
    // Taro's H5 dialog (showModal) asks first.
    const confirm = page.locator('.taro-model__confirm').filter({ visible: true })
    await confirm.waitFor({ timeout: 15000 })
    await shot(page, 'insurance-refund-confirm-zh-CN')
    await confirm.click()
    await page.waitForURL(/\/insurance\/InRefundOrderDetail/, { timeout: 20000 })
    await shown(page, 'refund-detail').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'refund-amount').innerText(), '¥18')
    await shot(page, 'insurance-refund-zh-CN')
    const detail = await ok('GET', '/obt/bx/getBxOrder', { orderId }, token)
    assert.equal(detail.status, 'FULL_REFUND')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a flight refunded before departure refunds the insurance bought with it', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo
    const flightId = await insuredFlight(token, me.empId, me.phoneNumber)
    const linked = await ok('GET', '/obt/bx/getBxOrderListByGlddId', { glddId: flightId }, token)
    assert.equal(linked.length, 1)
    assert.equal(linked[0].status, 'ISSUED')
    linkedId = linked[0].orderId

    await page.goto(`${BASE}/insurance/InOrderDetail?orderId=${linkedId}`)
    await waitStatus(page, 'order-status', 'ISSUED')
    await shown(page, 'order-linked').waitFor()
    assert.match(await shown(page, 'refund-blocked').innerText(), /出发前退机票订单/)
    await shot(page, 'insurance-linked-issued-zh-CN')

    const flight = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId: flightId }, token)
    const refund = await ok('POST', '/obt/plane/tkOrder/refundAdd', { orderId: flightId, passengerIds: [flight.passengers[0].passengerId], reason: '行程取消' }, token)
    await page.goto(`${BASE}/insurance/InOrderDetail?orderId=${linkedId}`)
    await waitStatus(page, 'order-status', 'FULL_REFUND')
    await shown(page, 'refund-row').first().waitFor()
    await shot(page, 'insurance-linked-refunded-zh-CN')
    await shown(page, 'refund-row').first().click()
    await page.waitForURL(/\/insurance\/InRefundOrderDetail/, { timeout: 20000 })
    await shown(page, 'refund-travel').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'refund-travel').innerText(), refund.refundNo)
    assert.equal(await shown(page, 'refund-amount').innerText(), '¥50')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the English screens read in English', async () => {
    const { page } = await signedInPage('hx.traveller', 'en-US')
    const names = ['李明轩']
    await page.goto(`${BASE}/insurance/inQuery`)
    await shown(page, 'product').first().waitFor({ timeout: 30000 })
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'insurance-query-en-US')

    await page.goto(`${BASE}/insurance/InProductDetails?bxid=BX-SA-DELAY`)
    await shown(page, 'insurance-form').waitFor({ timeout: 30000 })
    assert.equal(await shown(page, 'product-title').innerText(), 'Single-flight delay insurance')
    await shown(page, 'form-submit').click()
    await shown(page, 'error-tripNo').waitFor({ timeout: 10000 })
    assert.equal(await shown(page, 'error-tripNo').innerText(), 'Please enter the flight number')
    await fill(page, 'tripNo', 'CA1501')
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'insurance-product-en-US')

    for (const id of [orderId, linkedId].filter(Boolean)) {
      await page.goto(`${BASE}/insurance/InOrderDetail?orderId=${id}`)
      await waitStatus(page, 'order-status', 'FULL_REFUND')
      assert.deepEqual(await chineseTexts(page, names), [])
      await shot(page, `insurance-order-${id === orderId ? 'standalone' : 'linked'}-en-US`)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
