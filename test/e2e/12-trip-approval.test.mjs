// Business-trip applications and approvals against npm start, at a phone viewport:
// a DFNY traveller (booking style 2: travel starts with an application) submits an application in
// the app; the level-1 and level-2 approvers approve it in the app; the traveller books a flight
// under it from the application's route (the route shows as booked); the order needs approval,
// is approved, then paid. A rejection shows its reason to the traveller, in English.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, byTestId, closeBrowser, fill, latestSmsCode, shot, signedInPage, dayAhead, ok } from './helpers.mjs'

after(closeBrowser)

/** Only what the current page shows (the H5 router keeps earlier pages hidden in the DOM). */
function shown(page, selector) {
  return page.locator(selector).filter({ visible: true })
}

async function textOf(page, testId) {
  const el = shown(page, `[data-testid="${testId}"]`).first()
  await el.waitFor()
  return (await el.innerText()).trim()
}

/** Waits until a shown element's text matches. */
async function waitText(page, testId, re, timeout = 15000) {
  await page.waitForFunction(
    ([id, source]) =>
      [...document.querySelectorAll(`[data-testid="${id}"]`)].some((el) => el.checkVisibility() && new RegExp(source).test(el.textContent ?? '')),
    [testId, re.source],
    { timeout },
  )
}

async function pickAirport(page, opener, keyword, code) {
  await shown(page, `[data-testid="${opener}"]`).first().click()
  const input = page.locator('[data-testid="airport-picker-input"] input, input[data-testid="airport-picker-input"]').first()
  await input.fill(keyword)
  await byTestId(page, `airport-picker-result-${code}`).first().click()
  await byTestId(page, 'airport-picker').waitFor({ state: 'detached' })
}

/** The approver opens the pending item with this number and decides it in the app. */
async function decide(loginName, number, decision, remark, locale = 'zh-CN') {
  const { page } = await signedInPage(loginName, locale)
  await page.goto(`${BASE}/approvalList`)
  const row = shown(page, '[data-testid="approval-item"]').filter({ hasText: number }).first()
  await row.waitFor({ timeout: 15000 })
  await shot(page, `approval-list-${loginName}-${locale}`)
  await row.click()
  await page.waitForURL(/\/approval\/Detail/)
  await byTestId(page, 'approval-progress').waitFor()
  await byTestId(page, `approval-${decision}`).click()
  await byTestId(page, 'decide-sheet').waitFor()
  if (remark) await fill(page, 'appRemark', remark)
  await shot(page, `approval-decide-${loginName}-${decision}-${locale}`)
  await byTestId(page, 'approval-confirm').click()
  await byTestId(page, 'approval-result').waitFor({ timeout: 15000 })
  await shot(page, `approval-result-${loginName}-${decision}-${locale}`)
  assert.deepEqual(page.errors, [])
  await page.context().close()
}

describe('trip applications and approvals', () => {
  test('apply, two approval levels, book under the application, order approved, then paid', async () => {
    const { page, info, token } = await signedInPage('df.traveller', 'zh-CN')
    const purpose = `e2e 客户现场验收 ${Date.now() % 100000}`
    const begin = dayAhead(4)

    // ---- the traveller fills the application
    await page.goto(`${BASE}/tripAdd`)
    await byTestId(page, 'trip-submit').waitFor()
    await fill(page, 'ccsy', purpose)
    await fill(page, 'mdd', '北京')
    await byTestId(page, 'trip-date-begin').click()
    await byTestId(page, 'trip-calendar-begin').locator(`[data-testid="cal-day-${begin}"]`).click()
    // The end follows the start: 7 days after it.
    await waitText(page, 'trip-date-end', new RegExp(dayAhead(11)))
    await fill(page, 'jtys', '3000')
    await fill(page, 'zsys', '1500')
    await fill(page, 'qtys', '500')
    assert.match(await textOf(page, 'trip-total'), /5,?000/)

    await byTestId(page, 'trip-route-add').click()
    await byTestId(page, 'route-editor').waitFor()
    await byTestId(page, 'route-product-10901').click()
    await pickAirport(page, 'route-from', 'CTU', 'CTU')
    await pickAirport(page, 'route-to', 'BJS', 'BJS')
    // A route budget below any fare: fare protection (issue 18 §1) would approve a booking within it at once.
    await fill(page, 'routeFyys', '300')
    await shot(page, 'trip-route-editor-zh-CN')
    await byTestId(page, 'route-save').click()
    await byTestId(page, 'route-editor').waitFor({ state: 'detached' })
    assert.match(await textOf(page, 'trip-route'), /成都[\s\S]*北京/)
    await shot(page, 'trip-add-zh-CN')

    await byTestId(page, 'trip-submit').click()
    await page.waitForURL(/\/tripDetail\?ccsqdId=\d+/, { timeout: 20000 })
    const ccsqdId = new URL(page.url()).searchParams.get('ccsqdId')
    await waitText(page, 'trip-status', /审批中/)
    const number = (await textOf(page, 'trip-no')).match(/SQ\d+/)?.[0]
    assert.ok(number, 'the application has its number')
    assert.match(await textOf(page, 'trip-next-approver'), /林志强/)
    await shot(page, 'trip-detail-in-approval-zh-CN')

    // ---- level 1, then level 2 (level 2 sees nothing before level 1 approved)
    const approver2 = await ok('POST', '/obt/vipLogin', { loginType: 2, loginName: 'df.approver2', password: DEMO_PASSWORD, deviceId: 'e2e-trip-a2-api' })
    const before = await ok('GET', '/obt/vipBpmForMyAppNew', { pageNum: 1, count: 10 }, approver2.token)
    assert.ok(!before.list.some((i) => i.no === number), 'level 2 does not see it yet')
    await decide('df.approver1', number, 'approve', '同意，注意控制住宿费用')
    await decide('df.approver2', number, 'approve')

    // ---- the traveller sees it approved, and books the flight route from it
    await page.goto(`${BASE}/tripDetail?ccsqdId=${ccsqdId}`)
    await waitText(page, 'trip-status', /已审批/)
    await shot(page, 'trip-detail-approved-zh-CN')
    await shown(page, '[data-testid="route-book"]').first().click()
    await page.waitForURL(/\/tk\/tkQuery/)
    await waitText(page, 'application-chosen', new RegExp(number))
    assert.match(await textOf(page, 'dep-place'), /成都/)
    assert.match(await textOf(page, 'arr-place'), /北京/)
    await shot(page, 'tk-query-application-zh-CN')
    await byTestId(page, 'search-submit').click()
    await page.waitForURL(/\/tk\/tkList/)
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="tk-list"]')].some((el) => el.checkVisibility() && el.getAttribute('data-status') === 'ready'),
      null,
      { timeout: 20000 },
    )
    await shown(page, '[data-testid="flight-row"][data-in-policy="1"]').first().click()
    await page.waitForURL(/\/tk\/tkCabin/)
    const cabin = shown(page, '[data-testid="cabin-row"][data-in-policy="1"]').first()
    await cabin.waitFor()
    await cabin.locator('[data-testid="cabin-book"]').click()
    await page.waitForURL(/\/tk\/tkEdit/)
    assert.equal(new URL(page.url()).searchParams.get('ccsqdId'), ccsqdId)
    await waitText(page, 'booking-application-no', new RegExp(number))
    await shot(page, 'tk-edit-application-zh-CN')
    const booked = page.waitForResponse((r) => r.url().includes('/obt/plane/tkOrder/v3/book'), { timeout: 30000 })
    await byTestId(page, 'booking-submit').click()
    const order = (await (await booked).json()).data
    assert.equal(order.status, 'IN_APPROVAL', 'a DFNY business order over its route budget is approved before payment')

    // The order shows who approves it next.
    await page.goto(`${BASE}/tk/tkOrderDetail?orderId=${order.orderId}`)
    await byTestId(page, 'approval-progress').waitFor()
    assert.match(await textOf(page, 'approval-progress'), /林志强/)
    await shot(page, 'tk-order-detail-in-approval-zh-CN')

    // The route shows as booked on the application.
    await page.goto(`${BASE}/tripDetail?ccsqdId=${ccsqdId}`)
    await waitText(page, 'route-status', /已预订/)
    await shot(page, 'trip-detail-booked-zh-CN')
    const detail = await ok('GET', '/obt/vipCcsqdGetInfo', { ccsqdId }, token)
    assert.equal(detail.routes.find((r) => r.productType === 10901).routeStatus, 3)

    // ---- the order is approved, then paid
    await decide('df.approver1', order.orderNo, 'approve')
    await page.goto(`${BASE}/tk/tkOrderDetail?orderId=${order.orderId}`)
    await byTestId(page, 'action-pay').click()
    await page.waitForURL(/\/pay\/payment/)
    await byTestId(page, 'pay-submit').waitFor()
    const sentAt = Date.now() - 1000
    await byTestId(page, 'pay-sms-send').click()
    await fill(page, 'paySmsCode', await latestSmsCode(info.empInfo.phoneNumber, { after: sentAt }))
    await byTestId(page, 'pay-submit').click()
    await page.waitForURL(/\/pay\/paySuccess/, { timeout: 20000 })
    await shot(page, 'trip-order-paid-zh-CN')

    // The traveller was told at each step (messages tab).
    await page.goto(`${BASE}/message`)
    await shown(page, '[data-testid="message-item"]').filter({ hasText: number }).first().waitFor()
    await shot(page, 'message-personal-zh-CN')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a change of an approved application goes through approval again, then replaces the budget', async () => {
    const { page, token } = await signedInPage('df.traveller', 'zh-CN')
    const approved = await ok('GET', '/obt/vipCcsqdGetList', { status: 2, pageNum: 1, count: 20 }, token)
    const seeded = approved.list.find((a) => /年度生产运营/.test(a.ccsy) && a.status === 2)
    assert.ok(seeded, 'the seeded approved application is there')
    await page.goto(`${BASE}/tripDetail?ccsqdId=${seeded.ccsqdId}`)
    await byTestId(page, 'trip-change').click()
    await page.waitForURL(/\/tripChange/)
    await byTestId(page, 'change-submit').waitFor()
    await fill(page, 'changeYy', '会议延长一天，住宿预算增加')
    await fill(page, 'zsys', '2400')
    await waitText(page, 'change-total-after', /5,?900/)
    await shot(page, 'trip-change-zh-CN')
    await byTestId(page, 'change-submit').click()
    await page.waitForURL(/\/tripDetail/, { timeout: 20000 })
    await waitText(page, 'trip-status', /变更审批中/)
    await shot(page, 'trip-detail-change-in-approval-zh-CN')

    await decide('df.approver1', seeded.ccsqdNo, 'approve')
    await decide('df.approver2', seeded.ccsqdNo, 'approve')
    await page.reload()
    await waitText(page, 'trip-status', /已审批/)
    const after = await ok('GET', '/obt/vipCcsqdGetInfo', { ccsqdId: seeded.ccsqdId }, token)
    assert.equal(after.zsys, 2400)
    assert.equal(after.zys, seeded.zys + 600)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('HXKJ needs an attachment: submit says so, a photo is uploaded, then the application is in approval', async () => {
    const { page } = await signedInPage('hx.traveller', 'zh-CN')
    await page.goto(`${BASE}/tripAdd`)
    await byTestId(page, 'trip-attachments-edit').waitFor()
    await fill(page, 'ccsy', `e2e 上海客户交流 ${Date.now() % 100000}`)
    await fill(page, 'mdd', '上海')
    await fill(page, 'jtys', '1200')
    await byTestId(page, 'trip-route-add').click()
    await byTestId(page, 'route-product-10901').click()
    await pickAirport(page, 'route-from', 'BJS', 'BJS')
    await pickAirport(page, 'route-to', 'SHA', 'SHA')
    await byTestId(page, 'route-save').click()
    await byTestId(page, 'route-editor').waitFor({ state: 'detached' })

    // No attachment: the form says so and keeps everything.
    await byTestId(page, 'trip-submit').click()
    await waitText(page, 'error-attachments', /请上传附件/)
    assert.match(page.url(), /\/tripAdd/)

    // A real PNG (1×1) through the browser's file chooser.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const chooser = page.waitForEvent('filechooser')
    await byTestId(page, 'trip-attachment-add').click()
    await (await chooser).setFiles({ name: '会议邀请函.png', mimeType: 'image/png', buffer: png })
    await page.locator('[data-testid="trip-attachment-item"][data-status="done"]').waitFor({ timeout: 15000 })
    await shot(page, 'trip-add-attachment-zh-CN')
    await byTestId(page, 'trip-submit').click()
    await page.waitForURL(/\/tripDetail\?ccsqdId=\d+/, { timeout: 20000 })
    await waitText(page, 'trip-status', /审批中/)
    assert.match(await textOf(page, 'trip-next-approver'), /张伟/)
    assert.match(await textOf(page, 'trip-attachments'), /会议邀请函/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a rejection shows its reason to the traveller (English)', async () => {
    const { page, info, token } = await signedInPage('df.traveller', 'en-US')
    const application = (costCenterId) => ({
      addMethod: 1,
      travellerEmpIds: [info.empInfo.empId],
      ccsy: `e2e supplier audit ${Date.now() % 100000}`,
      dateBegin: dayAhead(6),
      dateEnd: dayAhead(8),
      mdd: 'Shanghai',
      ...(costCenterId ? { costCenterId } : {}),
      jtys: 2000,
      zsys: 900,
      qtys: 0,
      routes: [{ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '上海', toCode: 'SHA', dateBegin: dayAhead(6), fyys: 1500 }],
    })
    const centres = await ok('POST', '/obt/costCenterFindList', {}, token)
    const reply = await ok('POST', '/obt/vipCcsqdAdd', application(centres[0] ? String(centres[0].id) : undefined), token)
    assert.equal(reply.status, 1)
    const reason = 'Please combine this with the Shanghai trip next week'
    await decide('df.approver1', reply.ccsqdNo, 'reject', reason, 'en-US')

    await page.goto(`${BASE}/tripList?status=3`)
    const card = shown(page, '[data-testid="trip-card"]').filter({ hasText: reply.ccsqdNo }).first()
    await card.waitFor({ timeout: 15000 })
    assert.match(await card.innerText(), new RegExp(reason))
    await shot(page, 'trip-list-rejected-en-US')
    await card.click()
    await page.waitForURL(/\/tripDetail/)
    await waitText(page, 'trip-status', /Rejected/)
    assert.match(await textOf(page, 'trip-reject-reason'), new RegExp(reason))
    await shot(page, 'trip-detail-rejected-en-US')

    // What the traveller sent, from the approvals tab: rejected, with the reason.
    await page.goto(`${BASE}/approvalList`)
    await byTestId(page, 'approval-sent-link').click()
    await page.waitForURL(/\/approval\/Send/)
    const sent = shown(page, '[data-testid="sent-item"]').filter({ hasText: reply.ccsqdNo }).first()
    await sent.waitFor({ timeout: 15000 })
    assert.equal(await sent.getAttribute('data-status'), '3')
    assert.match(await sent.innerText(), new RegExp(reason))
    await shot(page, 'approval-sent-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
