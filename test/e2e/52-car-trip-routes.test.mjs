// Car routes of business-trip applications: a DFNY traveller adds a car route (Shanghai, instant,
// scheduled and airport pick-up, a budget) to the approved application on /tripCarAdd, finds it on
// /userCenter/tripCarList, and its "book" opens the car query under that application and route. The
// same screens in English. Screenshots at 390x844 go to test-output/e2e/.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, closeBrowser, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** An element on screen: H5 keeps the pages below in the document (hidden), so a test id may be there twice. */
function shown(page, testId) {
  return page.locator(`[data-testid="${testId}"]:visible`).first()
}

async function addRoute(page, locale) {
  await page.goto(`${BASE}/tripCarAdd`)
  await shown(page, 'trip-application').waitFor({ timeout: 30000 })
  await shown(page, 'trip-application').click()
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="application-sheet"]')].some((el) => el.getClientRects().length > 0 && el.getAttribute('data-status') === 'ready'),
    null,
    { timeout: 20000 },
  )
  await shot(page, `car-trip-sheet-${locale}`)
  // The whole application, or the car route an earlier run added to it.
  await page.locator('[data-testid="application-route"]:visible, [data-testid="application-whole"]:visible').first().click()
  await shown(page, 'trip-city').click()
  await shown(page, 'option-SHA').click()
  await shown(page, 'trip-use-3').click()
  const budget = page.locator('[data-testid="budget"] input:visible, input[name="budget"]:visible').first()
  await budget.fill('600')
  await shot(page, `car-trip-add-${locale}`)
  const saved = page.waitForResponse((r) => r.url().endsWith('/obt/car/tripCar/add'), { timeout: 20000 })
  await shown(page, 'trip-submit').click()
  const reply = await (await saved).json()
  assert.equal(reply.errCode, 1, reply.tips)
  await page.waitForURL(/\/userCenter\/tripCarList/, { timeout: 20000 })
  return reply.data.routeId
}

describe('car routes of applications', () => {
  test('DFNY: a car route added to the approved application is listed and books under it', async () => {
    const { page, token } = await signedInPage('df.traveller', 'zh-CN')
    const routeId = await addRoute(page, 'zh-CN')
    const card = shown(page, `trip-car-${routeId}`)
    await card.waitFor({ timeout: 20000 })
    const text = await card.innerText()
    assert.match(text, /上海/)
    assert.match(text, /即时用车/)
    assert.match(text, /600/)
    await shot(page, 'car-trip-list-zh-CN')
    // The server has it too, with the ride types chosen (instant and scheduled are the defaults).
    const listed = await api('POST', '/obt/car/tripCar/list', {}, token)
    assert.deepEqual(listed.data.list.find((r) => r.routeId === routeId)?.useTypes, [1, 2, 3])

    await shown(page, `trip-car-book-${routeId}`).click()
    await page.waitForURL(/\/car\/carQuery\?.*routeId=/, { timeout: 20000 })
    assert.equal(new URL(page.url()).searchParams.get('routeId'), routeId)
    await shown(page, 'city-value').waitFor({ timeout: 20000 })
    assert.equal(await shown(page, 'city-value').innerText(), '上海')
    await shot(page, 'car-trip-book-zh-CN')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('the same in English', async () => {
    const { page } = await signedInPage('df.traveller', 'en-US')
    const routeId = await addRoute(page, 'en-US')
    const card = shown(page, `trip-car-${routeId}`)
    await card.waitFor({ timeout: 20000 })
    assert.ok(!/[\u4e00-\u9fff]/.test((await card.innerText()).replace(/[A-Z]{2}\d+/g, '')), `English card: ${await card.innerText()}`)
    await shot(page, 'car-trip-list-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
