// Invoices at 390×844 against npm start (issue 15). Three paid orders of two products (a flight
// and two tours) are made through the server's own calls (book → pay with the demo SMS code): the
// booking screens are other tests' business. A paper invoice for the flight and a tour is
// requested from the user centre with the express fee of Beijing, and read on its detail with
// the courier's first scan; in English, an own invoice title is added (its taxpayer number checked
// first), an electronic invoice is issued for the other tour, its PDF opened from the detail, and
// the e-mail with its link found in the demo outbox; the English screens read in English.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, closeBrowser, dayAhead, latestSmsCode, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

const LOGIN = 'hx.approver'

function shown(page, selector) {
  return page.locator(selector).filter({ visible: true })
}
function byId(page, testId) {
  return shown(page, `[data-testid="${testId}"]`)
}
async function fillField(page, name, value) {
  const input = shown(page, `#field-${name} input, input#field-${name}`).first()
  await input.fill('')
  await input.fill(value)
}
async function pick(page, testId, text) {
  await byId(page, testId).first().click()
  await shown(page, '.option-sheet__item').filter({ hasText: text }).first().click()
}

/** Visible text nodes holding Han characters, the allowed ones (names, the company) excepted. */
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

/** A flight and two tours for the caller, paid together. */
async function paidOrders(token, me) {
  const empId = me.empId
  let flightId
  for (const d of [6, 7, 8]) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 2, travellerEmpIds: [empId] }, token)
    for (const f of day.flights.slice(0, 5)) {
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2, travellerEmpIds: [empId] }, token)
      const cabin = cabins.cabins.find((c) => c.seatsLeft > 0)
      if (!cabin) continue
      const r = await api('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2, clientToken: `e2e-inv-tk-${Date.now()}`,
      }, token)
      if (r.errCode === 1) {
        flightId = r.data.orderId
        break
      }
    }
    if (flightId) break
  }
  assert.ok(flightId, 'no flight booked')
  const tours = []
  const list = await ok('POST', '/obt/travel/list', {}, token)
  for (const p of list.list) {
    if (tours.length === 2) break
    const detail = await ok('POST', '/obt/travel/detail', { productId: p.productId }, token)
    const dep = detail.departures.find((x) => x.bookable && x.placesLeft > 0)
    if (!dep) continue
    const r = await api('POST', '/obt/travel/book', {
      productId: p.productId, depDate: dep.depDate, participants: [{ empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2,
      clientToken: `e2e-inv-tour-${Date.now()}-${tours.length}`,
    }, token)
    if (r.errCode === 1 && r.data.status === 'AWAITING_PAYMENT') tours.push(r.data.orderId)
  }
  assert.equal(tours.length, 2, 'two tours booked')
  const orderIds = [flightId, ...tours]
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  await smsCooldown(me.phoneNumber)
  const sentAt = Date.now() - 1000
  await ok('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  const smsCode = await latestSmsCode(me.phoneNumber, { after: sentAt })
  const way = subject.subjects.find((s) => s.available) ?? subject.subjects[0]
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
  // Issued or confirmed: then they can be invoiced.
  for (let i = 0; i < 60; i++) {
    const inv = await ok('POST', '/obt/kp/order/orderList', { count: 100 }, token)
    const found = orderIds.map((id) => inv.list.find((o) => o.orderId === id))
    if (found.every(Boolean)) return { flight: found[0], tour1: found[1], tour2: found[2] }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('orders not invoiceable')
}

describe('invoices', () => {
  let orders
  before(async () => {
    const login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: LOGIN, password: 'Demo@2026', deviceId: 'e2e-inv-setup' })
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, login.data.token)).empInfo
    orders = await paidOrders(login.data.token, me)
  })

  test('a paper invoice for a flight and a tour, with the express fee, from the user centre', async () => {
    const { page, token } = await signedInPage(LOGIN, 'zh-CN')
    await page.goto(`${BASE}/userCenter`)
    await byId(page, 'uc-invoice').first().click()
    await page.waitForURL(/\/userCenter\/Invoice$/)
    await byId(page, 'invoice-request').first().waitFor()
    await shot(page, 'invoice-home-zh-CN')
    await byId(page, 'invoice-request').first().click()
    await page.waitForURL(/InvoiceOrderList/)
    for (const o of [orders.flight, orders.tour1]) await shown(page, `[data-testid="invoiceable-order"][data-order-no="${o.orderNo}"] .inv__row`).first().click()
    const selected = Number(await byId(page, 'selected-amount').first().getAttribute('data-value'))
    assert.equal(Math.round(selected * 100), Math.round((orders.flight.amount + orders.tour1.amount) * 100))
    await shot(page, 'invoice-orders-zh-CN')
    await byId(page, 'orders-next').first().click()
    await page.waitForURL(/addInvoice\?orderIds=/)
    await byId(page, 'face-amount').first().waitFor()
    // The company's titles come first, the first one chosen.
    assert.equal(await byId(page, 'title-option').first().getAttribute('data-owner'), 'COMPANY')
    await byId(page, 'kind-2').first().click()
    await fillField(page, 'recipient', '王静怡')
    await fillField(page, 'mobile', '13910010002')
    await pick(page, 'pick-province', '北京')
    await pick(page, 'pick-city', '北京')
    await fillField(page, 'area', '朝阳区')
    await fillField(page, 'addr', '建国路88号华信大厦12层')
    await byId(page, 'express-fee').first().waitFor()
    assert.equal(await byId(page, 'express-fee').first().getAttribute('data-value'), '12')
    assert.equal(Math.round(Number(await byId(page, 'face-amount').first().getAttribute('data-value')) * 100), Math.round(selected * 100))
    await shot(page, 'invoice-add-paper-zh-CN')
    await byId(page, 'invoice-submit').first().click()
    await page.waitForURL(/distributionDetail\?id=/, { timeout: 20000 })
    await byId(page, 'invoice-detail').first().waitFor()
    assert.equal(await byId(page, 'invoice-detail').first().getAttribute('data-kind'), '2')
    assert.match(await byId(page, 'invoice-fee').first().innerText(), /12\.00/)
    assert.equal(await byId(page, 'invoiced-order').count(), 2)
    await byId(page, 'express-trace').first().waitFor()
    assert.equal(await byId(page, 'express').first().getAttribute('data-state'), 'ACCEPTED')
    assert.match(await byId(page, 'delivery-address').first().innerText(), /建国路88号/)
    await shot(page, 'invoice-detail-paper-zh-CN')

    // Never twice: the two orders have left the invoiceable list.
    const left = await ok('POST', '/obt/kp/order/orderList', { count: 100 }, token)
    assert.ok(!left.list.some((o) => o.orderId === orders.flight.orderId || o.orderId === orders.tour1.orderId))
    await page.close()
  })

  test('in English: an own title checked and added, an electronic invoice e-mailed and its PDF opened', async () => {
    const { page, token } = await signedInPage(LOGIN, 'en-US')
    const me = (await ok('GET', '/obt/getLoginUserInfo', {}, token)).empInfo
    await page.goto(`${BASE}/userCenter/Invoice/InvoiceOrderList`)
    await shown(page, `[data-testid="invoiceable-order"][data-order-no="${orders.tour2.orderNo}"] .inv__row`).first().click()
    await shot(page, 'invoice-orders-en-US')
    await byId(page, 'orders-next').first().click()
    await page.waitForURL(/addInvoice\?orderIds=/)
    await byId(page, 'face-amount').first().waitFor()
    await byId(page, 'add-title').first().click()
    await page.waitForURL(/addInvoiceTitle/)
    await fillField(page, 'gsmc', 'Beijing Test Trading Co., Ltd.')
    await fillField(page, 'nsrsbh', '91350100M000100Y44')
    await byId(page, 'title-save').first().click()
    assert.equal(await byId(page, 'error-nsrsbh').first().innerText(), 'The check character of this unified social credit code is wrong: please check the number')
    await shot(page, 'invoice-title-error-en-US')
    await fillField(page, 'nsrsbh', '91350100m000100y43')
    await byId(page, 'title-save').first().click()
    await page.waitForURL(/addInvoice\?orderIds=/)
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="title-option"]')].some((el) => el.checkVisibility() && el.getAttribute('data-owner') === 'MINE' && el.querySelector('.inv__check--on')))
    const email = `e2e.invoice.${Date.now()}@example.com`
    await fillField(page, 'email', email)
    await byId(page, 'face-amount').first().waitFor()
    assert.deepEqual(await chineseTexts(page, [me.empName, '华信科技有限公司上海分公司', '华信科技有限公司']), [])
    await shot(page, 'invoice-add-electronic-en-US')
    await byId(page, 'invoice-submit').first().click()
    await page.waitForURL(/distributionDetail\?id=/, { timeout: 20000 })
    await byId(page, 'fp-no').first().waitFor()
    const fpNo = await byId(page, 'fp-no').first().innerText()
    assert.match(fpNo, /^\d{20}$/)
    assert.equal(await byId(page, 'invoice-title').first().innerText(), 'Beijing Test Trading Co., Ltd.')
    assert.deepEqual(await chineseTexts(page, [me.empName]), [])
    await shot(page, 'invoice-detail-electronic-en-US')

    // The PDF opens in a tab.
    const popup = page.waitForEvent('popup')
    await byId(page, 'open-pdf').first().click()
    const tab = await popup
    await tab.waitForURL(/\/obt\/kp\/order\/pdf\/file\//)
    const pdf = await fetch(tab.url())
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')
    assert.ok(bytes.toString('latin1').includes(fpNo))
    await tab.close()

    // The e-mail is in the demo outbox, its link opens the same invoice.
    const outbox = await ok('GET', '/obt/demo/emailOutbox', { email })
    const mail = outbox.find((m) => m.subject.includes(fpNo))
    assert.ok(mail, 'invoice e-mail queued')
    assert.equal(mail.subject, `[Shanglv] Electronic invoice ${fpNo}`)
    const linked = await fetch(new URL(mail.attachmentUrl, BASE))
    assert.equal(Buffer.from(await linked.arrayBuffer()).subarray(0, 5).toString(), '%PDF-')

    // Sent again to another address from the detail.
    const other = `finance.${Date.now()}@example.com`
    await shown(page, 'input[name="send-email"], [name="send-email"] input').first().fill(other)
    await byId(page, 'send-email').first().click()
    for (let i = 0; i < 20; i++) {
      const again = await ok('GET', '/obt/demo/emailOutbox', { email: other })
      if (again.length) break
      await new Promise((r) => setTimeout(r, 300))
      if (i === 19) assert.fail('resent e-mail missing')
    }

    // The list and the train notice, in English.
    await page.goto(`${BASE}/userCenter/Invoice`)
    await byId(page, 'invoice-item').first().waitFor()
    assert.deepEqual(await chineseTexts(page, [me.empName, '华信科技有限公司', 'Beijing Test Trading Co., Ltd.']), [])
    await shot(page, 'invoice-home-en-US')
    await byId(page, 'invoice-train').first().click()
    await byId(page, 'train-voucher').first().waitFor()
    assert.deepEqual(await chineseTexts(page, []), [])
    await shot(page, 'invoice-train-en-US')
    await page.close()
  })
})
