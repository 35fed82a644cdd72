import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { serverApi } from '../server-api.mjs'
import { TEST_SMS_RESEND_SECONDS } from '../server-process.mjs'
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs'

export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const OUT = path.resolve('test-output', 'e2e')
fs.mkdirSync(OUT, { recursive: true })

let browser
export async function launch() {
  browser ??= await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  return browser
}

export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

/**
 * Phone time zones the pages take in turn. Business dates are China's wherever the phone is, and
 * the product once failed every evening (UTC) because the browser ran in the machine's zone:
 * UTC-11 and UTC+14 are the two ends of the clock, so a day boundary always lies between them and
 * Beijing. E2E_TZ pins one zone for a run.
 */
export const PHONE_ZONES = process.env.E2E_TZ ? [process.env.E2E_TZ] : ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Asia/Shanghai']
let zoneTurn = 0

/**
 * A fresh phone-sized page (390x844) with the language preset in storage, as the app keeps it.
 * The phone's zone is the next of PHONE_ZONES unless `timezoneId` names one; `userAgent` stands for
 * another browser (a chat app's).
 */
export async function newPage(locale = 'zh-CN', { timezoneId, userAgent } = {}) {
  const b = await launch()
  const zone = timezoneId ?? PHONE_ZONES[zoneTurn++ % PHONE_ZONES.length]
  const context = await b.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, timezoneId: zone, ...(userAgent ? { userAgent } : {}),
  })
  await context.addInitScript((l) => {
    if (!localStorage.getItem('__e2e_locale_set')) {
      localStorage.setItem('Locale', JSON.stringify({ data: l }))
      localStorage.setItem('__e2e_locale_set', '1')
    }
  }, locale)
  const page = await context.newPage()
  page.timezoneId = zone
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.errors = errors
  return page
}

export async function shot(page, name) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: path.join(OUT, `${name}.png`) })
}

/** Fills a FormField by its name (the Taro input renders an <input> inside #field-<name>). */
export function inputOf(page, name) {
  return page.locator(`#field-${name} input, input#field-${name}`).first()
}

export async function fill(page, name, value) {
  const input = inputOf(page, name)
  await input.fill('')
  await input.fill(value)
}

export async function click(page, testId) {
  await page.locator(`[data-testid="${testId}"]`).first().click()
}

export function byTestId(page, testId) {
  return page.locator(`[data-testid="${testId}"]`)
}

/** Server calls the tests make themselves (demo tools: SMS outbox and captcha text); `ok` asserts errCode 1. */
export const { api, ok } = serverApi(BASE)

/** 'YYYY-MM-DD' in China time, `days` from today (business dates are China's, whatever the machine's zone). */
export function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

export async function latestSmsCode(phone, { after = 0, tries = 20 } = {}) {
  for (let i = 0; i < tries; i++) {
    const r = await api('GET', '/obt/demo/smsOutbox', { phone })
    const list = r.data ?? []
    const fresh = list.find((m) => new Date(m.createdAt).getTime() >= after)
    if (fresh) return fresh.code
    await new Promise((res) => setTimeout(res, 300))
  }
  throw new Error(`no SMS for ${phone}`)
}

/**
 * Waits out the resend gap for a phone (TEST_SMS_RESEND_SECONDS on the test server; an earlier test may just have had a code sent),
 * so a test that taps "send code" gets a fresh one.
 */
export async function smsCooldown(phone) {
  const r = await api('GET', '/obt/demo/smsOutbox', { phone })
  const last = Math.max(0, ...(r.data ?? []).map((m) => new Date(m.createdAt).getTime()))
  const wait = last + (TEST_SMS_RESEND_SECONDS + 1) * 1000 - Date.now()
  if (wait > 0) await new Promise((res) => setTimeout(res, wait))
}

export async function captchaText(validateCodeId) {
  const r = await api('GET', '/obt/demo/captcha', { validateCodeId })
  return r.data.text
}

/** Logs in through the UI and waits for home. */
export async function login(page, loginName, password) {
  await page.goto(`${BASE}/login`)
  await fill(page, 'loginName', loginName)
  await fill(page, 'password', password)
  await click(page, 'login-submit')
  await page.waitForURL(/\/home/, { timeout: 20000 })
  await byTestId(page, 'home-menu').waitFor()
}

export const DEMO_PASSWORD = 'Demo@2026'

/** Reads a key the app wrote with Taro's storage (H5 keeps { data } as JSON). */
export async function storageItem(page, key) {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key)
  return raw ? JSON.parse(raw).data : undefined
}

/**
 * Signs in through the API (loginType 2: plain password, for tests and tools) and puts the session
 * where the app keeps it (Taro storage on H5), so a test starts on the page it is about.
 */
export async function signedInPage(loginName, locale, password = DEMO_PASSWORD, pageOptions = {}) {
  let login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password, deviceId: `e2e-${loginName}-${locale}` })
  // An earlier test's wrong passwords (the login-hardening tests) may leave the account asking for the
  // picture code: read it from the demo tools, as a person reads it off the screen.
  if (!login.data?.token && login.data?.needValidateCode && !login.data?.lockedMinutes) {
    const captcha = await api('GET', '/obt/getValidateCode')
    const validateCode = await captchaText(captcha.data.validateCodeId)
    login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password, deviceId: `e2e-${loginName}-${locale}`, validateCode, validateCodeId: captcha.data.validateCodeId })
  }
  if (!login.data?.token) throw new Error(`login ${loginName}: ${JSON.stringify(login)}`)
  const info = await api('GET', '/obt/getLoginUserInfo', {}, login.data.token)
  const page = await newPage(locale, pageOptions)
  await page.addInitScript(
    ([tk, ui]) => {
      localStorage.setItem('access_token', JSON.stringify({ data: tk }))
      localStorage.setItem('userInfo', JSON.stringify({ data: ui }))
    },
    [login.data.token, info.data],
  )
  return { page, info: info.data, token: login.data.token }
}

/** Pays orders online with the demo SMS code (the payer's phone), after the resend gap. */
export async function payWithSmsCode(token, phone, orderIds) {
  const subject = await ok('POST', '/obt/getPaySubject', { orderIds }, token)
  const way = subject.subjects.find((s) => s.available) ?? subject.subjects[0]
  await smsCooldown(phone)
  const sentAt = Date.now() - 1000
  await ok('POST', '/obt/pay/getSmsCode', { orderIds }, token)
  const smsCode = await latestSmsCode(phone, { after: sentAt })
  await ok('POST', '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ subjectId: way.subjectId, payType: way.payType, amount: subject.amount }], smsCode }, token)
}

/** Only what the current page shows of a test id (the H5 router keeps earlier pages hidden in the DOM). */
export function shownByTestId(page, testId) {
  return page.locator(`[data-testid="${testId}"]`).filter({ visible: true })
}

/** Waits until the visible element of a test id says `data-status="ready"` (a list or screen has answered). */
export async function waitReady(page, testId) {
  await page.waitForFunction(
    (id) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.checkVisibility() && el.getAttribute('data-status') === 'ready'),
    testId,
    { timeout: 20000 },
  )
}
