// Tours end to end (issue 14): an HXKJ traveller picks a team-building tour on /travel, opens it
// (/travelDetail), fills two participants — herself and an outside guest with name, mobile and ID
// number, on a personal trip — (/travelFillorder), confirms the standard, fee and price
// (/travelBook), books (/travelCmp), pays with the SMS code from the demo outbox, and finds the
// order confirmed in all orders and on its detail (/travel/travelOrder/travelOrderDetail/{id}). A
// DFNY user gets the "not open" notice on /travel. The English screens read in English.
// Screenshots at 390x844 in both languages.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, closeBrowser, fill, latestSmsCode, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

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

/** A valid 18-digit ID number (GB 11643 check character). */
function idNumber(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** Visible text of the page's shown screen. */
async function screenText(page) {
  return page.evaluate(() => [...document.querySelectorAll('.page-shell')].filter((el) => el.getClientRects().length > 0).map((el) => el.innerText).join('\n'))
}

describe('tours', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    const en = locale === 'en-US'
    test(`an HXKJ traveller books a team-building tour for two, pays, and finds it in all orders (${locale})`, async () => {
      const { page, info } = await signedInPage('hx.traveller', locale)
      const me = info.empInfo
      const guestId = idNumber(en ? '11010119880712003' : '31010419900305002')
      await page.goto(`${BASE}/travel`)
      await shown(page, 'tour-row').waitFor({ timeout: 20000 })
      await shown(page, 'theme-TEAM_BUILDING').click()
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="tour-row"]')].filter((el) => el.getClientRects().length).length === 6, null, { timeout: 20000 })
      await shot(page, `tour-list-${locale}`)
      const listText = await screenText(page)
      if (en) {
        assert.ok(listText.includes('Team building'), listText)
        assert.ok(!/[\u4e00-\u9fff]/.test(listText), `Chinese on the English list: ${listText}`)
      } else assert.ok(listText.includes('团队建设'))

      // The English run takes the lake day's second departure, the Chinese run the Qiandao Lake tour.
      const productId = en ? 'TR001' : 'TR007'
      await page.locator(`[data-testid="tour-row"][data-id="${productId}"]:visible`).click()
      await page.waitForURL(/\/travelDetail/, { timeout: 20000 })
      await shown(page, 'tour-departure').waitFor()
      const departures = page.locator('[data-testid="tour-departure"]:visible')
      await departures.nth(1).click()
      const depDate = await departures.nth(1).getAttribute('data-date')
      await shot(page, `tour-detail-${locale}`)
      if (en) assert.ok(!/[\u4e00-\u9fff]/.test(await screenText(page)), 'Chinese on the English detail')
      await shown(page, 'tour-book').click()

      // Fill the order: me, and an outside guest on a personal trip.
      await page.waitForURL(/\/travelFillorder/, { timeout: 20000 })
      await shown(page, 'tour-participant').waitFor()
      await shown(page, 'trip-type-2').click()
      await shown(page, 'add-guest').click()
      await fill(page, 'guest-1-name', en ? 'Mary Smith' : '王晓梅')
      await fill(page, 'guest-1-mobile', '13900006666')
      await fill(page, 'guest-1-id', guestId)
      await shot(page, `tour-fill-${locale}`)
      if (en) assert.ok(!/[\u4e00-\u9fff]/.test((await screenText(page)).replace(me.empName, '')), 'Chinese on the English form')
      await shown(page, 'tour-next').click()

      // Confirm: the price the server will charge (2 adults, personal service fee), then book.
      await page.waitForURL(/\/travelBook/, { timeout: 20000 })
      await shown(page, 'tour-total').waitFor({ timeout: 20000 })
      await shot(page, `tour-book-${locale}`)
      const detail = await ok('POST', '/obt/travel/detail', { productId }, await tokenOf(page))
      const price = detail.departures.find((d) => d.depDate === depDate).priceAdult
      const booked = page.waitForResponse((r) => r.url().includes('/obt/travel/book'), { timeout: 30000 })
      await shown(page, 'tour-submit').click()
      const reply = await (await booked).json()
      assert.equal(reply.errCode, 1, reply.tips)
      assert.equal(reply.data.status, 'AWAITING_PAYMENT')
      assert.equal(reply.data.totalAmount, price * 2 + 60)

      // Booked: pay from the result screen with the SMS code.
      await page.waitForURL(/\/travelCmp/, { timeout: 20000 })
      await waitStatus(page, 'order-status', 'AWAITING_PAYMENT')
      await shot(page, `tour-cmp-${locale}`)
      await shown(page, 'tour-pay').click()
      await page.waitForURL(/\/pay\/payment/, { timeout: 20000 })
      await shown(page, 'pay-submit').waitFor()
      assert.equal(Number(await shown(page, 'pay-amount').getAttribute('data-value')), reply.data.totalAmount)
      await smsCooldown(me.phoneNumber)
      const sentAt = Date.now() - 1000
      await shown(page, 'pay-sms-send').click()
      await fill(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
      await shown(page, 'pay-submit').click()
      await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
      await waitStatus(page, 'pay-order-status', 'ISSUED', 30000)

      // All orders: the tour is there, confirmed; its detail opens from the row.
      await page.goto(`${BASE}/allorder`)
      const row = page.locator(`[data-testid="order-item"][data-order-no="${reply.data.orderNo}"]:visible`)
      await row.waitFor({ timeout: 20000 })
      assert.equal(await row.getAttribute('data-status'), 'ISSUED')
      assert.equal(await row.getAttribute('data-type'), '11032')
      await shot(page, `tour-allorder-${locale}`)
      await row.click()
      await page.waitForURL(/\/travel\/travelOrder\/travelOrderDetail/, { timeout: 20000 })
      await waitStatus(page, 'order-status', 'ISSUED')
      assert.equal(await page.locator('[data-testid="passenger"]:visible').count(), 2)
      const text = await screenText(page)
      assert.ok(!text.includes(guestId), 'the guest ID number is masked')
      assert.ok(text.includes(`${guestId.slice(0, 4)}****${guestId.slice(-4)}`))
      await shown(page, 'confirmed-hint').waitFor()
      await shot(page, `tour-order-${locale}`)
      if (en) {
        // Only the order screen (all orders stays in the document below it); people's names are theirs.
        const orderText = await page.evaluate(() => [...document.querySelectorAll('.order-shell')].filter((el) => el.getClientRects().length > 0).map((el) => el.innerText).join('\n'))
        assert.ok(!/[\u4e00-\u9fff]/.test(orderText.split(me.empName).join('')), `Chinese on the English order: ${orderText}`)
      }
      // The spec's path form opens the same screen.
      await page.goto(`${BASE}/travel/travelOrder/travelOrderDetail/${reply.data.orderId}`)
      await waitStatus(page, 'order-status', 'ISSUED')
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('a DFNY user gets the "not open" notice on /travel', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const { page } = await signedInPage('df.traveller', locale)
      await page.goto(`${BASE}/travel`)
      const notice = locale === 'en-US' ? 'This service is not open for you. Please contact your administrator.' : '该功能暂未开通，请联系管理员'
      await page.getByText(notice).first().waitFor({ timeout: 20000 })
      assert.equal(await page.locator('[data-testid="tour-row"]:visible').count(), 0)
      await shot(page, `tour-not-open-${locale}`)
      await page.context().close()
    }
  })
})

/** The session token the page holds. */
async function tokenOf(page) {
  const raw = await page.evaluate(() => localStorage.getItem('access_token'))
  return JSON.parse(raw).data
}
