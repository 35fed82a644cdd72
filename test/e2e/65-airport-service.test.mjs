// Airport services against npm start, at 390×844 (issue 14): an HXKJ traveller books a lounge on
// /airportService → /restRoom/confirm → /restRoom/edit tied to one of the own issued flight orders
// (created and paid through the API, as other tests do), pays it on /pay/payment with the demo SMS
// code and sees the voucher code on /restRoom/order; fast security is refused 30 minutes before
// departure with the spec's message (the flight is typed in on /fastCheck/edit with a departure
// 30 minutes from now, China time: no seeded flight order leaves that soon, and a typed flight is
// what the form offers when none of the own flights fits); the English screens read in English.
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

/** 'YYYY-MM-DD HH:mm' China time, `ms` from now. */
function chinaWallIn(ms) {
  return new Date(Date.now() + 8 * 3600_000 + ms).toISOString().slice(0, 16).replace('T', ' ')
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

/** An issued flight order of the signed-in user from Beijing Capital (PEK), booked and paid through the API. */
async function issuedFlightFromPek(token, empId, phone) {
  for (const d of [4, 5, 6]) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 2, travellerEmpIds: [empId] }, token)
    for (const f of day.flights.filter((x) => x.depAirport === 'PEK').slice(0, 5)) {
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2, travellerEmpIds: [empId] }, token)
      const cabin = cabins.cabins.find((c) => c.seatsLeft > 0) ?? cabins.cabins[0]
      if (!cabin) continue
      const order = await ok('POST', '/obt/plane/tkOrder/v3/book', {
        segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId }], contact: { name: '李明轩', phone }, tripType: 2, clientToken: `e2e-as-${Date.now()}`,
      }, token)
      const subject = await ok('POST', '/obt/getPaySubject', { orderIds: [order.orderId] }, token)
      await smsCooldown(phone)
      const sentAt = Date.now() - 1000
      await ok('POST', '/obt/pay/getSmsCode', { orderIds: [order.orderId] }, token)
      const smsCode = await latestSmsCode(phone, { after: sentAt })
      const s = subject.subjects[0]
      await ok('POST', '/obt/pay/online', { orderIds: [order.orderId], payScene: 1, subjectBeanList: [{ subjectId: s.subjectId, payType: s.payType, amount: subject.amount }], smsCode }, token)
      return { orderId: order.orderId, flight: f }
    }
  }
  throw new Error('no flight from PEK')
}

describe('airport services', () => {
  let orderId = ''

  test('an HXKJ traveller books a lounge tied to a flight order, pays it and sees the voucher on /restRoom/order', async () => {
    const { page, info, token } = await signedInPage('hx.traveller', 'zh-CN')
    const me = info.empInfo
    const { flight } = await issuedFlightFromPek(token, me.empId, me.phoneNumber)

    await page.goto(`${BASE}/airportService`)
    await shown(page, 'airport-name').waitFor({ timeout: 30000 })
    assert.equal(await shown(page, 'airport-name').innerText(), '北京首都国际机场')
    await shown(page, 'group-LOUNGE').waitFor()
    await shot(page, 'airport-home-zh-CN')
    // The flight's terminal, then its first lounge.
    await shown(page, `terminal-${flight.depTerminal}`).click()
    await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="service"]')].some((el) => el.checkVisibility() && el.getAttribute('data-service-id') === `PEK-${t}-LG1`), flight.depTerminal)
    await shown(page, 'group-LOUNGE').locator('[data-testid="service-book"]').first().click()
    await page.waitForURL(/\/restRoom\/confirm/, { timeout: 15000 })
    await shown(page, 'confirm-rules').waitFor({ timeout: 20000 })
    await shot(page, 'airport-confirm-zh-CN')
    await shown(page, 'confirm-next').click()

    await page.waitForURL(/\/restRoom\/edit/, { timeout: 15000 })
    await shown(page, 'edit-flight').waitFor({ timeout: 20000 })
    await shown(page, 'flight-mode-mine').click()
    const mine = shown(page, 'my-flight').filter({ hasText: flight.flightNo })
    await mine.first().click()
    await shown(page, 'trip-personal').click()
    await shot(page, 'airport-edit-zh-CN')
    const booked = page.waitForResponse((r) => r.url().includes('/obt/airport/book'), { timeout: 30000 })
    await shown(page, 'edit-submit').click()
    const reply = await (await booked).json()
    assert.equal(reply.errCode, 1, reply.tips)
    orderId = reply.data.orderId

    await page.waitForURL(/\/restRoom\/order/, { timeout: 20000 })
    await waitStatus(page, 'order-status', 'AWAITING_PAYMENT')
    assert.match(await shown(page, 'order-flight').innerText(), new RegExp(flight.flightNo))
    assert.equal(await shown(page, 'voucher-code').first().innerText(), '支付后生成凭证码')
    await shot(page, 'airport-order-unpaid-zh-CN')

    await shown(page, 'action-pay').click()
    await page.waitForURL(/\/pay\/payment/, { timeout: 20000 })
    await shown(page, 'pay-submit').waitFor({ timeout: 20000 })
    await smsCooldown(me.phoneNumber)
    const sentAt = Date.now() - 1000
    await shown(page, 'pay-sms-send').click()
    await fill(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
    await shown(page, 'pay-submit').click()
    await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
    await waitStatus(page, 'pay-order-status', 'ISSUED', 30000)

    await page.goto(`${BASE}/restRoom/order?orderId=${orderId}`)
    await waitStatus(page, 'order-status', 'ISSUED')
    const code = await shown(page, 'voucher-code').first().innerText()
    assert.equal(code, `LG${reply.data.orderNo.slice(2)}01`)
    assert.equal(await shown(page, 'voucher-hint').innerText(), '凭证已出，请凭凭证码与本人证件使用')
    await shot(page, 'airport-order-voucher-zh-CN')
    const detail = await ok('GET', '/obt/airport/orderDetail', { orderId }, token)
    assert.equal(detail.travellers[0].voucherCode, code)
    assert.equal(detail.flight.flightNo, flight.flightNo)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('fast security is refused 30 minutes before departure with the spec\'s message', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/fastCheck/edit?serviceId=PEK-T3-FC1&date=${dayAhead(0)}`)
    await shown(page, 'edit-flight').waitFor({ timeout: 30000 })
    await shown(page, 'flight-mode-typed').click()
    await fill(page, 'flightNo', 'CA1501')
    await fill(page, 'depTime', chinaWallIn(30 * 60_000))
    await shown(page, 'edit-submit').click()
    await shown(page, 'edit-error').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'edit-error').innerText(), '距航班起飞不足40分钟，不能预订快速安检')
    await shot(page, 'airport-fastcheck-refused-zh-CN')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the English screens read in English', async () => {
    const { page } = await signedInPage('hx.traveller', 'en-US')
    const names = ['李明轩']
    await page.goto(`${BASE}/airportService`)
    await shown(page, 'group-LOUNGE').waitFor({ timeout: 30000 })
    assert.equal(await shown(page, 'airport-name').innerText(), 'Beijing Capital International Airport')
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'airport-home-en-US')

    await page.goto(`${BASE}/guestPass/confirm?serviceId=PEK-T3-GP1&date=${dayAhead(1)}`)
    await shown(page, 'confirm-rules').waitFor({ timeout: 30000 })
    assert.match(await shown(page, 'confirm-rules').innerText(), /Shuttle services can only be booked within 30 days/)
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'airport-confirm-en-US')

    await page.goto(`${BASE}/fastCheck/edit?serviceId=PEK-T3-FC1&date=${dayAhead(0)}`)
    await shown(page, 'edit-flight').waitFor({ timeout: 30000 })
    await shown(page, 'flight-mode-typed').click()
    await fill(page, 'flightNo', 'CA1501')
    await fill(page, 'depTime', chinaWallIn(30 * 60_000))
    await shown(page, 'edit-submit').click()
    await shown(page, 'edit-error').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'edit-error').innerText(), 'Fast security cannot be booked less than 40 minutes before departure')
    assert.deepEqual(await chineseTexts(page, names), [])
    await shot(page, 'airport-edit-en-US')

    if (orderId) {
      await page.goto(`${BASE}/restRoom/order?orderId=${orderId}`)
      await waitStatus(page, 'order-status', 'ISSUED')
      assert.equal(await shown(page, 'voucher-hint').innerText(), 'Vouchers issued: show the code with your own ID document')
      assert.deepEqual(await chineseTexts(page, names), [])
      await shot(page, 'airport-order-en-US')
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
