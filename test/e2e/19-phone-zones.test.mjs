// The phone's time zone must not move business dates: with the browser in UTC-11 and in UTC+14 a
// traveller books and pays, finds the order under /allorder and sees the same hours to departure on
// the refund screen and the refund detail. Also: visitor mode browses without login, and the English
// login page and flight list hold no Chinese UI text.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, byTestId, click, closeBrowser, fill, latestSmsCode, newPage, shot, signedInPage, smsCooldown, dayAhead, ok } from './helpers.mjs'

after(closeBrowser)

/** An in-policy BJS→SHA fare for one traveller, `days` ahead or later. */
async function findFare(token, empId, days) {
  for (let d = days; d < days + 5; d++) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 1, travellerEmpIds: [empId] }, token)
    for (const f of day.flights) {
      if (f.seatsLeft < 2 || f.stops > 0) continue
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 1, travellerEmpIds: [empId] }, token)
      const cabin = cabins.cabins.find((c) => c.policy.inPolicy && c.seatsLeft >= 2)
      if (cabin) return { flight: f, flightKey: f.flightKey, cabinKey: cabin.cabinKey }
    }
  }
  throw new Error('no in-policy fare found')
}

async function confirmDialogs(page, until) {
  const dialog = page.locator('.taro-model__confirm')
  while ((await Promise.race([until.then(() => 'done'), dialog.waitFor({ state: 'visible', timeout: 30000 }).then(() => 'dialog')])) === 'dialog') {
    await dialog.click()
    await dialog.waitFor({ state: 'hidden' }).catch(() => undefined)
  }
  return until
}

async function waitStatus(page, testId, status, timeout = 20000) {
  await page.waitForFunction(([id, s]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-status') === s, [testId, status], { timeout })
}

/** Visible text nodes holding Han characters (the company's own name and people's names excepted). */
async function chineseTexts(page, allowed) {
  return page.evaluate((allow) => {
    const out = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim()
      const el = n.parentElement
      if (!text || !/[\u4e00-\u9fff]/.test(text) || !el || !el.checkVisibility()) continue
      if (allow.some((a) => text.includes(a))) continue
      out.push(text)
    }
    return out
  }, allowed)
}

describe('the phone in other time zones', () => {
  // One traveller per zone: the payment code is one a minute per phone.
  for (const [zone, loginName, days] of [
    ['Pacific/Pago_Pago', 'hx.traveller', 9],
    ['Pacific/Kiritimati', 'hx.approver', 4],
  ]) {
    test(`${zone}: book, pay, find the order under /allorder, and the same refund hours on both screens`, async () => {
      const { page, info, token } = await signedInPage(loginName, 'zh-CN', DEMO_PASSWORD, { timezoneId: zone })
      assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), zone)
      const fare = await findFare(token, info.empInfo.empId, days)
      const q = new URLSearchParams({ flightKey: fare.flightKey, cabinKey: fare.cabinKey, tripType: '1', travellers: info.empInfo.empId })
      await page.goto(`${BASE}/tk/tkEdit?${q}`)
      await byTestId(page, 'booking-submit').waitFor()
      const booked = page.waitForResponse((r) => r.url().includes('/obt/plane/tkOrder/v3/book'), { timeout: 30000 })
      await click(page, 'booking-submit')
      const order = (await (await confirmDialogs(page, booked)).json()).data
      assert.ok(order?.orderId, 'the order was booked')

      // Through the completion screen (/tk/tkCmp) to the payment.
      await page.waitForURL(/\/tk\/tkCmp/)
      await click(page, 'cmp-pay')
      await page.waitForURL(/\/pay\/payment/)
      await byTestId(page, 'pay-submit').waitFor()
      // The deadline is Beijing's wall clock, and this phone is elsewhere: the screen says so.
      assert.match(await page.locator('.payment__deadline').innerText(), /北京时间/)
      assert.match(await byTestId(page, 'pay-countdown').innerText(), /^1[45]:\d\d$/)
      await smsCooldown(info.empInfo.phoneNumber)
      const sentAt = Date.now() - 1000
      await click(page, 'pay-sms-send')
      await fill(page, 'paySmsCode', await latestSmsCode(info.empInfo.phoneNumber, { after: sentAt }))
      await click(page, 'pay-submit')
      await page.waitForURL(/\/pay\/paySuccess/)
      await waitStatus(page, 'pay-order-status', 'ISSUED')

      // The 30-day window is China's: the order paid a moment ago is in it.
      await click(page, 'pay-all-orders')
      await page.waitForURL(/\/allorder/)
      const row = page.locator(`[data-testid="order-item"][data-order-no="${order.orderNo}"]`)
      await row.waitFor({ timeout: 15000 })
      assert.equal(await row.getAttribute('data-status'), 'ISSUED')
      await shot(page, `allorder-${zone.replace('/', '-')}`)

      await page.goto(`${BASE}/tk/tkRefundApply?orderId=${order.orderId}`)
      await click(page, 'refund-reason-0')
      await page.waitForFunction(() => document.querySelector('[data-testid="refund-basis"]')?.getAttribute('data-hours') !== '', undefined, { timeout: 15000 })
      const applyHours = Number(await byTestId(page, 'refund-basis').getAttribute('data-hours'))
      const depMs = Date.parse(`${fare.flight.depTime.replace(' ', 'T')}:00+08:00`)
      const trueHours = Math.floor((depMs - Date.now()) / 3600_000)
      assert.ok(Math.abs(applyHours - trueHours) <= 1, `refund screen says ${applyHours} h, departure is ${trueHours} h away`)
      await click(page, 'refund-submit')
      await page.locator('.taro-model__confirm').last().click()
      await page.waitForURL(/\/tk\/tkRefundCmp/)
      await click(page, 'refund-cmp-detail')
      await page.waitForURL(/\/tk\/tkRefundDetail/)
      await byTestId(page, 'refund-hours').waitFor()
      const detailHours = Number(await byTestId(page, 'refund-hours').getAttribute('data-hours'))
      assert.ok(Math.abs(applyHours - detailHours) <= 1, `refund screen ${applyHours} h, refund detail ${detailHours} h`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

describe('visitors and English screens', () => {
  test('DFNY visitor mode: /home and the flight query open without login', async () => {
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/home?corpNo=DFNY`)
    await byTestId(page, 'home-menu').waitFor({ timeout: 15000 })
    assert.doesNotMatch(page.url(), /\/login/)
    await page.goto(`${BASE}/tk/tkQuery?corpNo=DFNY`)
    await byTestId(page, 'search-submit').waitFor({ timeout: 15000 })
    assert.doesNotMatch(page.url(), /\/login/)
    await shot(page, 'visitor-tk-query-zh-CN')
    // A company without visitor mode still sends a visitor to login, with its own look.
    await page.goto(`${BASE}/home?corpNo=HXKJ`)
    await page.waitForURL(/\/login/)
    assert.match(page.url(), /corpNo=HXKJ/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the English login page and flight list hold no Chinese UI text', async () => {
    const page = await newPage('en-US')
    await page.goto(`${BASE}/login`)
    await byTestId(page, 'login-submit').waitFor()
    await page.waitForTimeout(800)
    // The language switch names Chinese in Chinese, as language pickers do.
    assert.deepEqual((await chineseTexts(page, ['简体中文'])).filter((t) => t !== '中'), [])
    await page.context().close()

    // Switched at runtime, the slogan and the notice follow too (they come from the server per language).
    const switched = await newPage('zh-CN')
    await switched.goto(`${BASE}/login`)
    await byTestId(switched, 'login-submit').waitFor()
    await click(switched, 'lang-en')
    await switched.waitForFunction(() => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes('Sign in'))
    await switched.waitForFunction(() => ![...document.querySelectorAll('.login-page__slogan-line')].some((el) => /[\u4e00-\u9fff]/.test(el.textContent ?? '')), undefined, { timeout: 10000 })
    await switched.waitForTimeout(800)
    assert.deepEqual((await chineseTexts(switched, ['简体中文'])).filter((t) => t !== '中'), [])
    await switched.context().close()

    const { page: list, token } = await signedInPage('hx.traveller', 'en-US')
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, token)
    await list.goto(`${BASE}/tk/tkList?leg=out&dep=BJS&depName=Beijing&arr=SHA&arrName=Shanghai&date=${dayAhead(3)}&cabin=Y&trip=1&travellers=${me.empInfo.empId}`)
    await list.waitForFunction(() => document.querySelectorAll('[data-testid="flight-row"]').length > 0, undefined, { timeout: 20000 })
    await shot(list, 'tk-list-en-US-words')
    // People's and the company's names stay as they are.
    assert.deepEqual(await chineseTexts(list, [me.empInfo.empName, '华信']), [])
    await list.context().close()
  })
})
