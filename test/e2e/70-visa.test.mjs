// Visas end to end (issue 13): an HXKJ traveller opens /visa (countries by continent, the trip date
// 30 days ahead), picks a country (/visa/list), changes the consular district, opens a business visa
// (/visa/detail: checklists per applicant kind, cancellation rules), applies (/visa/edit) with the
// passport on file, uploads the checklist through the browser's file chooser, asks for the passports
// back by courier, books (/visa/cmp/{id}), pays with the SMS code from the demo outbox, and follows
// the order through its progress (/visa/orderDetail/{id}, /visa/OrderService) with the demo tool
// POST /obt/demo/visa/advance: materials received, submitted, issued, returned by courier. A DFNY
// user gets the "not open" notice. Both languages; the English screens read in English.
// Screenshots at 390x844.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, closeBrowser, dayAhead, fill, latestSmsCode, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

/** The materials an employed applicant of a business visa (not Schengen) must upload. */
const REQUIRED = ['PASSPORT', 'PHOTO', 'APPLICATION_FORM', 'ID_CARD', 'HOUSEHOLD', 'EMPLOYMENT_LETTER', 'BUSINESS_LICENSE', 'INVITATION']
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

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

/** Visible text of the page's shown screen. */
async function screenText(page) {
  return page.evaluate(() => [...document.querySelectorAll('.page-shell')].filter((el) => el.getClientRects().length > 0).map((el) => el.innerText).join('\n'))
}

/** The session token the page holds. */
async function tokenOf(page) {
  const raw = await page.evaluate(() => localStorage.getItem('access_token'))
  return JSON.parse(raw).data
}

/** Asserts no Chinese on the shown screen, people's own names aside. */
async function assertEnglish(page, what, names) {
  let text = await screenText(page)
  for (const n of names) text = text.split(n).join('')
  assert.ok(!/[\u4e00-\u9fff]/.test(text), `Chinese on the English ${what}: ${text}`)
}

describe('visas', () => {
  const runs = [
    { locale: 'zh-CN', country: 'JP', consular: 'JP-SH', productId: 'VJP01', price: 450 },
    { locale: 'en-US', country: 'KR', consular: 'KR-GZ', productId: 'VKR01', price: 420 },
  ]
  for (const run of runs) {
    const en = run.locale === 'en-US'
    test(`an HXKJ traveller applies with uploads and courier return, pays, and follows the progress (${run.locale})`, async () => {
      const { page, info } = await signedInPage('hx.traveller', run.locale)
      const me = info.empInfo
      const names = [me.empName]

      // Countries by continent; the trip date starts 30 days ahead.
      await page.goto(`${BASE}/visa`)
      await shown(page, 'visa-country').waitFor({ timeout: 20000 })
      assert.equal(await shown(page, 'visa-trip-date').getAttribute('data-date'), dayAhead(30))
      await shown(page, 'continent-ASIA').click()
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="visa-country"]')].filter((el) => el.getClientRects().length).length === 9, null, { timeout: 20000 })
      await shot(page, `visa-home-${run.locale}`)
      if (en) await assertEnglish(page, 'country list', names)
      await page.locator(`[data-testid="visa-country"][data-code="${run.country}"]:visible`).click()

      // The country's products; the district changes to the applicant's.
      await page.waitForURL(/\/visa\/list/, { timeout: 20000 })
      await shown(page, 'visa-product').waitFor({ timeout: 20000 })
      await shown(page, 'visa-consular').click()
      await page.locator(`[data-testid="option-${run.consular}"]:visible`).click()
      await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid="visa-consular"]')].some((el) => el.getClientRects().length && el.getAttribute('data-id') === id), run.consular, { timeout: 20000 })
      await shot(page, `visa-list-${run.locale}`)
      if (en) await assertEnglish(page, 'product list', names)
      await page.locator(`[data-testid="visa-product"][data-id="${run.productId}"]:visible`).click()

      // The product: the checklist per applicant kind, the cancellation rules.
      await page.waitForURL(/\/visa\/detail/, { timeout: 20000 })
      await shown(page, 'visa-material').waitFor({ timeout: 20000 })
      assert.equal(await page.locator('[data-testid="visa-material"]:visible').count(), REQUIRED.length + 2)
      await shown(page, 'kind-CHILD').click()
      await page.locator('[data-testid="visa-material"][data-code="BIRTH_CERT"]:visible').waitFor()
      await shown(page, 'kind-EMPLOYED').click()
      await shot(page, `visa-detail-${run.locale}`)
      if (en) await assertEnglish(page, 'detail', names)
      await shown(page, 'visa-apply').click()

      // The application: me with my passport on file, the checklist uploaded, the courier return.
      await page.waitForURL(/\/visa\/edit/, { timeout: 20000 })
      await shown(page, 'visa-applicant').waitFor({ timeout: 20000 })
      await shown(page, 'passport-0').waitFor()
      for (const code of [...REQUIRED, 'BANK_STATEMENT']) {
        const chooser = page.waitForEvent('filechooser')
        await shown(page, `upload-0-${code}`).click()
        await (await chooser).setFiles({ name: `${code.toLowerCase()}.png`, mimeType: 'image/png', buffer: PNG })
      }
      await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="visa-file"][data-status="done"]')].filter((el) => el.getClientRects().length).length === n, REQUIRED.length + 1, { timeout: 30000 })
      await shown(page, 'delivery-EXPRESS').click()
      await fill(page, 'recipient', en ? 'Li Mingxuan' : me.empName)
      await fill(page, 'recipient-phone', me.phoneNumber)
      await fill(page, 'address', en ? '88 Jianguo Road, Chaoyang, Beijing' : '北京市朝阳区建国路88号')
      await shot(page, `visa-edit-${run.locale}`)
      if (en) await assertEnglish(page, 'application', names)
      const booked = page.waitForResponse((r) => r.url().includes('/obt/visa/visaOrder/visaBook'), { timeout: 30000 })
      await shown(page, 'visa-submit').click()
      const reply = await (await booked).json()
      assert.equal(reply.errCode, 1, reply.tips)
      assert.equal(reply.data.status, 'AWAITING_PAYMENT')
      assert.equal(reply.data.totalAmount, run.price + 20)

      // Booked: pay with the SMS code.
      await page.waitForURL(/\/visa\/cmp/, { timeout: 20000 })
      await waitStatus(page, 'order-status', 'AWAITING_PAYMENT')
      await shot(page, `visa-cmp-${run.locale}`)
      if (en) await assertEnglish(page, 'booked screen', names)
      await shown(page, 'visa-pay').click()
      await page.waitForURL(/\/pay\/payment/, { timeout: 20000 })
      await shown(page, 'pay-submit').waitFor()
      await smsCooldown(me.phoneNumber)
      const sentAt = Date.now() - 1000
      await shown(page, 'pay-sms-send').click()
      await fill(page, 'paySmsCode', await latestSmsCode(me.phoneNumber, { after: sentAt }))
      await shown(page, 'pay-submit').click()
      await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
      await waitStatus(page, 'pay-order-status', 'IN_PROGRESS', 30000)
      await shown(page, 'pay-view-order').click()

      // The order: in progress, waiting for the passports.
      await page.waitForURL(/\/visa\/orderDetail/, { timeout: 20000 })
      await waitStatus(page, 'order-status', 'IN_PROGRESS')
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="visa-order-step"]')].some((el) => el.getClientRects().length && el.getAttribute('data-step') === 'PAID'), null, { timeout: 20000 })
      assert.equal(await page.locator('[data-testid="visa-order-file"]:visible').count(), REQUIRED.length + 1)
      await shot(page, `visa-order-paid-${run.locale}`)
      if (en) await assertEnglish(page, 'order', [...names, 'Li Mingxuan'])

      // The agency and the consulate, one step at a time (the demo tool).
      const orderId = reply.data.orderId
      for (const step of ['MATERIALS_RECEIVED', 'SUBMITTED', 'DECIDED', 'RETURNED']) {
        const moved = await ok('POST', '/obt/demo/visa/advance', { orderId })
        assert.equal(moved.step, step)
      }
      await page.goto(`${BASE}/visa/OrderService?orderId=${orderId}`)
      await waitStatus(page, 'order-status', 'COMPLETED')
      assert.equal(await page.locator('[data-testid="visa-step"][data-done="1"]:visible').count(), 6)
      await page.locator('[data-testid="visa-result"][data-result="ISSUED"]:visible').waitFor()
      assert.match(await shown(page, 'visa-express-no').innerText(), /SF\d{10}/)
      await shot(page, `visa-progress-${run.locale}`)
      if (en) await assertEnglish(page, 'progress', names)

      // The spec's path form of the detail; the order is in all orders, completed.
      await page.goto(`${BASE}/visa/orderDetail/${orderId}`)
      await waitStatus(page, 'order-status', 'COMPLETED')
      await page.locator('[data-testid="visa-applicant-result"][data-result="ISSUED"]:visible').waitFor()
      const detail = await ok('GET', '/obt/visa/visaOrder/orderDetail', { orderId }, await tokenOf(page))
      assert.match(detail.applicants[0].visaNo, new RegExp(`^${run.country}\\d{8}$`))
      const messages = await ok('POST', '/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 20 }, await tokenOf(page))
      assert.ok(messages.list.filter((m) => m.orderId === orderId).length >= 4, 'a message at each step')
      await page.goto(`${BASE}/allorder`)
      const row = page.locator(`[data-testid="order-item"][data-order-no="${reply.data.orderNo}"]:visible`)
      await row.waitFor({ timeout: 20000 })
      assert.equal(await row.getAttribute('data-type'), '11023')
      assert.equal(await row.getAttribute('data-status'), 'COMPLETED')
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('a DFNY user gets the "not open" notice on the visa screens', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const { page } = await signedInPage('df.traveller', locale)
      const notice = locale === 'en-US' ? 'This service is not open for you. Please contact your administrator.' : '该功能暂未开通，请联系管理员'
      for (const path of ['/visa', '/visa/list?countryCode=JP']) {
        await page.goto(`${BASE}${path}`)
        await page.getByText(notice).first().waitFor({ timeout: 20000 })
        assert.equal(await page.locator('[data-testid="visa-country"]:visible, [data-testid="visa-product"]:visible').count(), 0)
      }
      await shot(page, `visa-not-open-${locale}`)
      await page.context().close()
    }
  })
})
