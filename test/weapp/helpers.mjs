// What the mini-program tests share: finding things on screen by their text, waiting for pages,
// signing in through the login page, the checks every screen passes, and the test's own calls to
// the server (demo SMS outbox, data set up through the API). Works on both backends.
import assert from 'node:assert/strict'
import { serverApi } from '../server-api.mjs'
import { TEST_SMS_RESEND_SECONDS } from '../server-process.mjs'
import { API_URL } from './automator.mjs'
import { until as poll } from './until.mjs'

export const DEMO_PASSWORD = 'Demo@2026'
// In this order: among matches of equal text the innermost kind comes first (a button holds its
// label as a bare string, and a view around it shows the same text but is not what handles taps).
const TEXT_TAGS = ['text', 'button', 'view']

/** The innermost elements whose text is `text` (exact, trimmed) or, with `partial`, contains it. */
export async function allByText(page, text, { partial = false, tags = TEXT_TAGS } = {}) {
  const hits = []
  for (const tag of tags) {
    for (const el of await page.$$(tag)) {
      const t = (await el.text()).trim()
      if (partial ? t.includes(text) : t === text) hits.push({ el, len: t.length })
    }
  }
  // The innermost match has the shortest text; among equals the first in document order.
  return hits.sort((a, b) => a.len - b.len).map((h) => h.el)
}

export async function byText(page, text, opts) {
  return (await allByText(page, text, opts))[0] ?? null
}

/** Taps what shows `text`; the tap bubbles to whatever handles it, as a finger's would. */
export async function tapText(page, text, opts) {
  const el = await until(() => byText(page, text, opts), { what: `"${text}" on ${page.path}` })
  await el.tap()
}

/** Types into the FormField `name` (its <input> has the id field-<name>). */
export async function typeInto(page, name, value) {
  const el = await until(() => page.$(`#field-${name}`), { what: `#field-${name} on ${page.path}` })
  await el.input(value)
}

/** Polls `fn` until it answers truthy (the tests wait longer and less often than the backend). */
export function until(fn, options = {}) {
  return poll(fn, { timeout: 15000, interval: 50, ...options })
}

/** The page on top once it is `path` (no leading slash) and the app has settled. */
export async function waitForPage(mp, path, { timeout = 15000 } = {}) {
  await until(async () => (await mp.currentPage())?.path === path, { timeout, what: `page ${path} (on ${(await mp.currentPage())?.path})` })
  await mp.settle()
  return mp.currentPage()
}

/** The page's whole rendered text. */
export async function pageText(page) {
  const root = await page.$('view')
  return root ? (await root.text()).trim() : ''
}

export async function waitForText(page, text, { timeout = 15000 } = {}) {
  await until(async () => (await pageText(page)).includes(text), { timeout, what: `"${text}" on ${page.path}` })
}

/** Signs in on the login page (opening it if needed) and waits for home. */
export async function signIn(mp, loginName, password = DEMO_PASSWORD) {
  let page = await mp.currentPage()
  if (page?.path !== 'pages/login/index') page = await mp.reLaunch('/pages/login/index')
  await typeInto(page, 'loginName', loginName)
  await typeInto(page, 'password', password)
  await tapText(page, '登录', { tags: ['button'] })
  return waitForPage(mp, 'pages/home/index')
}

/** No exception, unhandled rejection or console error since `since` (a previous issues() result). */
export async function assertNoIssues(mp, since = { exceptions: [], unhandledRejections: [], consoleErrors: [] }, where = '') {
  const now = await mp.issues()
  for (const k of Object.keys(now)) assert.deepEqual(now[k].slice(since[k].length), [], `${k}${where ? ` ${where}` : ''}`)
  if (mp.runtime) assert.deepEqual(mp.runtime.violations, [], `platform rules broken${where ? ` ${where}` : ''}`)
}

/** The wx calls the app made after `from` (an index into trace()). */
export async function callsSince(mp, from, api) {
  return (await mp.trace()).slice(from).filter((c) => !api || c.api === api)
}

/** Requests to an API path among wx calls. */
export function requestsTo(calls, apiPath) {
  return calls.filter((c) => c.api === 'request' && new URL(c.arg.url).pathname === apiPath)
}

// ---- the test's own calls to the server (loopback: the demo tools answer)

export const { api, ok } = serverApi(API_URL)

/**
 * The app's own session token, for calls the test makes as the signed-in user: a second login of
 * the same user would replace the app's session (one device per user), as it does on a phone.
 */
export async function appToken(mp) {
  const v = await mp.callWxMethod('getStorageSync', 'access_token')
  return v && typeof v === 'object' ? v.data : v
}

/** A token for calls the test makes itself (loginType 2: plain password, for tests and tools). */
export async function tokenFor(loginName, password = DEMO_PASSWORD) {
  const r = await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password })
  assert.ok(r.data?.token, `login ${loginName}: ${r.tips}`)
  return r.data.token
}

/**
 * Waits out the resend gap of `phone` (TEST_SMS_RESEND_SECONDS on the test servers; an earlier test may have sent it a code
 * moments ago: then the app's "get code" would be refused and no code would come).
 */
export async function smsCooldown(phone) {
  const r = await api('GET', '/obt/demo/smsOutbox', { phone })
  const last = Math.max(0, ...(r.data ?? []).map((m) => new Date(m.createdAt).getTime()))
  const wait = last + (TEST_SMS_RESEND_SECONDS + 1) * 1000 - Date.now()
  if (wait > 0) await new Promise((res) => setTimeout(res, wait))
}

/** The newest code the demo SMS outbox holds for `phone`, sent after `after` (ms). */
export async function latestSmsCode(phone, { after = 0 } = {}) {
  return until(async () => {
    const r = await api('GET', '/obt/demo/smsOutbox', { phone })
    return (r.data ?? []).find((m) => new Date(m.createdAt).getTime() >= after)?.code
  }, { timeout: 10000, what: `an SMS to ${phone}` })
}

/** 'YYYY-MM-DD' in China, `days` from today. */
export function dayAhead(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)
}

/** A personal economy flight of the caller `days` ahead, booked and paid through the API. */
export async function paidFlight(token, me, days, tag = 'wx') {
  const day = await ok('POST', '/obt/plane/shopping/gn/v3/queryFlight', { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(days), tripType: 2, travellerEmpIds: [me.empId] }, token)
  for (const f of day.flights.slice(0, 8)) {
    const cabins = await ok('POST', '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: f.flightKey, tripType: 2, travellerEmpIds: [me.empId] }, token)
    const cabin = cabins.cabins.find((c) => c.cabinClass === 'Y' && c.seatsLeft > 0)
    if (!cabin) continue
    const order = await ok('POST', '/obt/plane/tkOrder/v3/book', {
      segments: [{ cabinKey: cabin.cabinKey }], passengers: [{ empId: me.empId }], contact: { name: me.empName, phone: me.phoneNumber }, tripType: 2, clientToken: `${tag}-${Date.now()}`,
    }, token)
    const subject = await ok('POST', '/obt/getPaySubject', { orderIds: [order.orderId] }, token)
    let sentAt = Date.now() - 1000
    let sent = await api('POST', '/obt/pay/getSmsCode', { orderIds: [order.orderId] }, token)
    if (sent.errCode === 4290) {
      await new Promise((r) => setTimeout(r, 61_000))
      sentAt = Date.now() - 1000
      sent = await api('POST', '/obt/pay/getSmsCode', { orderIds: [order.orderId] }, token)
    }
    assert.equal(sent.errCode, 1, sent.tips)
    const smsCode = await latestSmsCode(me.phoneNumber, { after: sentAt })
    const s = subject.subjects[0]
    await ok('POST', '/obt/pay/online', { orderIds: [order.orderId], payScene: 1, subjectBeanList: [{ subjectId: s.subjectId, payType: s.payType, amount: subject.amount }], smsCode }, token)
    return order
  }
  throw new Error('no flight')
}
