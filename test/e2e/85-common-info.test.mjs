// Common information and closing an account, end to end at 390x844: a booker adds a frequent
// traveller with a passport and books a flight for them through the booking form's picker; an
// address with province and city from the province-city data; an airline member card; a user
// downloads their personal data and closes their account, after which the login stops working
// while the order booked for them stays for the company. English and Chinese screens.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, api, byTestId, click, closeBrowser, dayAhead, fill, login, newPage, ok, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** An in-policy BJS→SHA fare with seats for a traveller: the keys the cabin page would hand over. */
async function findFare(token, days = 9) {
  for (let d = days; d < days + 5; d++) {
    const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(d), tripType: 1 }, token)
    for (const f of day.flights) {
      if (f.seatsLeft < 3 || f.stops > 0) continue
      const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 1 }, token)
      const cabin = cabins.cabins.find((c) => c.policy.inPolicy && c.seatsLeft >= 3)
      if (cabin) return { flightKey: f.flightKey, cabinKey: cabin.cabinKey }
    }
  }
  throw new Error('no in-policy fare found')
}

/** Picks an option of an OptionSheet by its id. */
async function pickOption(page, sheet, id) {
  await byTestId(page, sheet).waitFor()
  await page.locator(`[data-testid="${sheet}"] [data-testid="option-${id}"]`).click()
}

const SUFFIX = String(Date.now()).slice(-6)
const LUJIAZUI = { name: '陆家嘴', address: '上海市浦东新区陆家嘴环路', lat: 31.2397, lng: 121.4998 }
const HONGQIAO_T2 = { name: '虹桥国际机场 T2', address: '上海市闵行区申虹路', lat: 31.1947, lng: 121.3265 }

describe('common information', () => {
  test('a booker adds a frequent traveller with a passport and books a flight for them (English screens)', async () => {
    const { page, token } = await signedInPage('hx.corpbooker', 'en-US')
    const name = `林晓${SUFFIX.slice(-2)}`
    await page.goto(`${BASE}/userCenter/CommonInfo`)
    await byTestId(page, 'ci-contacts').waitFor()
    assert.match(await byTestId(page, 'ci-tab-contacts').innerText(), /Travellers/)
    await click(page, 'ci-add-contact')
    await byTestId(page, 'edit-contact').waitFor()

    // Saving empty shows the spec's required-field message.
    await click(page, 'contact-save')
    assert.equal(await byTestId(page, 'error-chName').innerText(), 'Name cannot be empty')

    await fill(page, 'chName', name)
    await click(page, 'doc-type')
    await pickOption(page, 'doc-type-sheet', 'PP')
    await byTestId(page, 'doc-PP').waitFor()
    await fill(page, 'surName', 'lin')
    await fill(page, 'givenName', 'xiao')
    await click(page, 'contact-sex-F')
    await fill(page, 'born', '1990-05-17')
    const docKey = await page.locator('[data-testid="doc-PP"] input').first().getAttribute('name')
    const key = (docKey ?? '').replace(/-number$/, '')
    await fill(page, `${key}-number`, 'e12345678')
    await fill(page, `${key}-expiry`, '2034-06-30')
    await fill(page, `${key}-issuePlace`, 'Beijing')
    assert.equal(await page.locator('#field-surName input, input#field-surName').first().inputValue(), 'LIN')
    await shot(page, 'ci-edit-contact-en-US')
    await click(page, 'contact-save')
    await page.waitForURL(/\/userCenter\/CommonInfo(\?|$)/)
    const row = page.locator(`[data-testid="ci-contact"][data-name="${name}"]`)
    await row.waitFor()
    const text = await row.innerText()
    assert.match(text, /LIN\/XIAO/)
    assert.match(text, /E1\*+78/, 'the passport number is masked in the list')
    assert.ok(!text.includes('E12345678'))
    await shot(page, 'ci-contacts-en-US')

    // The booking form's traveller picker lists the new frequent traveller; book for them.
    const contacts = await ok('GET', '/obt/vipEmpContactsPage', { keywords: name }, token)
    const contactId = contacts.list[0].contactId
    const fare = await findFare(token)
    await page.goto(`${BASE}/tk/tkEdit?${new URLSearchParams({ flightKey: fare.flightKey, cabinKey: fare.cabinKey, tripType: '1', travellers: '' })}`)
    await byTestId(page, 'traveller-0').waitFor()
    await click(page, 'traveller-0-remove')
    await click(page, 'add-contact')
    await byTestId(page, 'picker-contact').waitFor()
    await byTestId(page, `pick-contact-${contactId}`).click()
    await shot(page, 'ci-picker-en-US')
    await click(page, 'picker-done')
    await page.waitForFunction((n) => document.querySelector('[data-testid="traveller-0"]')?.textContent?.includes(n), name)
    const booked = page.waitForResponse((r) => r.url().includes('/obt/plane/tkOrder/v3/book'), { timeout: 30000 })
    await click(page, 'booking-submit')
    const dialog = page.locator('.taro-model__confirm')
    const reply = await Promise.race([booked, dialog.waitFor({ state: 'visible', timeout: 30000 }).then(async () => { await dialog.click(); return booked })]).then((r) => r.json())
    assert.equal(reply.errCode, 1, reply.tips)
    const detail = await ok('GET', '/obt/plane/tkOrder/orderDetail', { orderId: reply.data.orderId }, token)
    // A passport flies under the English name, as airlines file it.
    assert.deepEqual(detail.passengers.map((p) => p.name), ['LIN/XIAO'])
    assert.equal(detail.passengers[0].cardType, 'PP')
    assert.deepEqual(page.errors ?? [], [])
    await page.context().close()
  })

  test('an address with province and city, one default; an airline member card (Chinese screens)', async () => {
    const { page } = await signedInPage('hx.booker', 'zh-CN')
    await page.goto(`${BASE}/userCenter/CommonInfo?tab=addresses`)
    await byTestId(page, 'ci-addresses').waitFor()
    await click(page, 'ci-add-address')
    await byTestId(page, 'edit-address').waitFor()
    await fill(page, 'recipient', '王芳')
    await fill(page, 'addrMobile', '1380000')
    await click(page, 'address-save')
    assert.equal(await byTestId(page, 'error-addrMobile').innerText(), '请填写正确手机号码格式')
    assert.equal(await byTestId(page, 'error-region').innerText(), '省份不能为空')
    await fill(page, 'addrMobile', '13800005555')
    await click(page, 'address-province')
    await pickOption(page, 'province-sheet', '44')
    await pickOption(page, 'city-sheet', 'SZX')
    await fill(page, 'area', '南山区')
    await fill(page, 'addr', '科技园路1号')
    await fill(page, 'post', '518000')
    await shot(page, 'ci-edit-address-zh-CN')
    await click(page, 'address-save')
    await page.waitForURL(/\/userCenter\/CommonInfo/)
    const address = byTestId(page, 'ci-address').first()
    await address.waitFor()
    assert.match(await address.innerText(), /广东 深圳 南山区 科技园路1号/)
    assert.match(await address.innerText(), /默认/)
    assert.match(await address.innerText(), /138\*\*\*\*5555/)
    await shot(page, 'ci-addresses-zh-CN')

    await click(page, 'ci-tab-cards')
    await byTestId(page, 'ci-cards').waitFor()
    await click(page, 'ci-add-airline-card')
    await byTestId(page, 'edit-member-card').waitFor()
    await click(page, 'card-plat')
    await pickOption(page, 'plat-sheet', 'CA')
    await fill(page, 'hykh', 'ca1234567')
    await click(page, 'card-save')
    await page.waitForURL(/\/userCenter\/CommonInfo/)
    await page.locator('[data-testid="ci-card"]', { hasText: 'CA1234567' }).waitFor()
    await shot(page, 'ci-cards-zh-CN')
    await page.context().close()
  })

  test('a user downloads their data and closes their account: the login stops, the order booked for them stays (English screens)', async () => {
    // A new employee of Huaxin (registration is open there), so the demo logins stay as they are.
    const phone = `137${SUFFIX}${String(Math.floor(Math.random() * 90) + 10)}`
    const password = 'Travel2026'
    await ok('GET', '/obt/getRegisterSmsCode', { phone })
    const outbox = await ok('GET', '/obt/demo/smsOutbox', { phone })
    await ok('POST', '/obt/userRegister', { phone, smsCode: outbox[0].code, password, empName: '钱关闭', corpNo: 'hxkj' })
    const own = await ok('POST', '/obt/vipLogin', { loginType: 2, loginName: phone, password })
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, own.token)
    // They book a business ride for themselves (a car needs no travel document, which a new employee has not entered yet).
    const booker = (await ok('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.corpbooker', password: DEMO_PASSWORD })).token
    const est = await ok('POST', '/obt/car/carQuery/queryCar', { useType: 1, cityId: 'SHA', from: { ...LUJIAZUI, cityId: 'SHA' }, to: { ...HONGQIAO_T2, cityId: 'SHA' } }, own.token)
    const car = est.list.find((c) => c.wb === 0) ?? est.list[0]
    const check = await ok('POST', '/obt/car/carOrder/checkPreBook', { priceKey: car.priceKey }, own.token)
    const order = await ok('POST', '/obt/car/carOrder/bookCarOrder', {
      priceKey: car.priceKey,
      clientToken: `e2e-close-${Date.now()}`,
      passenger: { empId: me.empInfo.empId, name: '钱关闭', mobile: phone },
      contact: { name: '钱关闭', phone },
      tripType: 1,
      expectedPrice: car.estimatePrice,
      ...(check.needReason ? { violationReasonId: '1' } : {}),
    }, own.token)

    const page = await newPage('en-US')
    await login(page, phone, password)
    await page.goto(`${BASE}/userCenter/settings`)
    await byTestId(page, 'settings-close-account').waitFor()
    await shot(page, 'settings-en-US')

    // The access request: a PDF in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), click(page, 'settings-personal-data')])
    const pdf = await tab.waitForResponse((r) => r.url().includes('/obt/vipPersonalData/file/'), { timeout: 15000 }).catch(() => null)
    assert.ok(pdf || /vipPersonalData/.test(tab.url()), `the tab opened the export (${tab.url()})`)
    if (pdf) assert.equal(pdf.headers()['content-type'], 'application/pdf')
    await tab.close()

    await click(page, 'settings-close-account')
    await byTestId(page, 'close-account').waitFor()
    await click(page, 'close-submit')
    assert.equal(await byTestId(page, 'error-closeSmsCode').innerText(), 'Please get a code first')
    await click(page, 'close-send')
    await byTestId(page, 'demo-sms-use').waitFor({ timeout: 15000 })
    await click(page, 'demo-sms-use')
    await click(page, 'close-submit')
    assert.match(await byTestId(page, 'close-error').innerText(), /confirm/)
    await click(page, 'close-agree')
    await shot(page, 'close-account-en-US')
    await click(page, 'close-submit')
    await page.locator('.taro-model__confirm').click()
    await byTestId(page, 'close-account-done').waitFor()
    assert.match(await byTestId(page, 'close-account-done').innerText(), /kept until \d{4}-\d{2}-\d{2}/)
    await shot(page, 'close-account-done-en-US')

    // The login no longer works, by phone or with the old token.
    const again = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: phone, password })
    assert.ok(!again.data?.token, 'the closed account cannot sign in')
    assert.notEqual((await api('GET', '/obt/getLoginUserInfo', {}, own.token)).errCode, 1)
    await click(page, 'close-account-login')
    await page.waitForURL(/\/login/)
    await fill(page, 'loginName', phone)
    await fill(page, 'password', password)
    await click(page, 'login-submit')
    await page.waitForTimeout(1500)
    assert.match(page.url(), /\/login/)
    await shot(page, 'close-account-login-refused-en-US')

    // The order stays for the company: the company booker still reads it, with the rider as booked.
    const detail = await ok('GET', '/obt/car/carOrder/QueryCarOrderDetail', { orderId: order.orderId }, booker)
    assert.match(JSON.stringify(detail), /钱关闭/)
    await page.context().close()
  })
})
