// A business-trip application through the rendered mini-program: df.traveller fills and submits
// it, df.approver1 (level 1) and df.approver2 (level 2) approve it from their Approvals tab; then
// an HXKJ application, which needs an attachment: a document chosen from a chat
// (chooseMessageFile) is uploaded with uploadFile before the submit goes through.
/* global wx */
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { assertNoIssues, callsSince, pageText, requestsTo, signIn, tapText, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** Fills purpose, destination and a flight route CTU -> BJS on /tripAdd. */
async function fillApplication(page, purpose) {
  await waitForText(page, '提交审批')
  await typeInto(page, 'ccsy', purpose)
  await typeInto(page, 'mdd', '北京')
  await typeInto(page, 'jtys', '3000')
  await (await page.$('.trip-add__add-route')).tap()
  const [from, to] = await page.$$('.route-editor__select')
  await from.tap()
  await tapText(page, '成都', { tags: ['view', 'text'] })
  await to.tap()
  await tapText(page, '北京', { tags: ['view', 'text'] })
  await tapText(page, '保存行程')
  await until(async () => (await page.$$('.route-editor')).length === 0, { what: 'the route editor to close' })
  assert.match(await pageText(page), /成都[\s\S]*北京/)
}

/** The approver opens the pending item of `purpose` from the Approvals tab and approves it. */
async function approve(loginName, purpose) {
  mp = await launchMiniProgram()
  await signIn(mp, loginName)
  let page = await mp.switchTab('/pages/approval-list/index')
  await waitForText(page, purpose)
  await tapText(page, purpose, { partial: true })
  page = await waitForPage(mp, 'approval/pages/detail/index')
  await tapText(page, '同意')
  await tapText(page, '确认同意')
  await until(async () => /已同意/.test(await pageText(await mp.currentPage())), { what: 'the decision' })
  await assertNoIssues(mp)
  await mp.close()
  mp = undefined
}

describe('business-trip application and approval', () => {
  test('df.traveller submits, df.approver1 then df.approver2 approve', async () => {
    const purpose = `weapp 客户现场验收 ${Date.now() % 100000}`
    mp = await launchMiniProgram()
    await signIn(mp, 'df.traveller')
    let page = await mp.navigateTo('/trip/pages/trip-add/index')
    await fillApplication(page, purpose)
    // Submitting asks for subscribe messages in the same tap (WeChat's only window); the accepted one
    // is reported with this WeChat user's openid.
    await mp.mockWxMethod('requestSubscribeMessage', { 'shanglv-demo-trip-status': 'accept' })
    const beforeSubmit = (await mp.trace()).length
    await tapText(page, '提交审批', { tags: ['button'] })
    page = await waitForPage(mp, 'trip/pages/trip-detail/index', { timeout: 20000 })
    await waitForText(page, '审批中')
    const asked = await callsSince(mp, beforeSubmit, 'requestSubscribeMessage')
    assert.equal(asked.length, 1)
    assert.deepEqual([...asked[0].arg.tmplIds], ['shanglv-demo-trip-status'])
    await until(async () => requestsTo(await callsSince(mp, beforeSubmit), '/obt/workplace/subscribeAccepted').length === 1, { what: 'the accepted subscription reported' })
    await assertNoIssues(mp)
    await mp.close()

    await approve('df.approver1', purpose)
    await approve('df.approver2', purpose)

    mp = await launchMiniProgram()
    await signIn(mp, 'df.traveller')
    page = await mp.navigateTo('/trip/pages/trip-list/index')
    await waitForText(page, purpose)
    await assertNoIssues(mp)
  })

  test('an HXKJ application needs an attachment: a document from a chat is uploaded, then it is submitted', async () => {
    const purpose = `weapp 上海客户交流 ${Date.now() % 100000}`
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    let page = await mp.navigateTo('/trip/pages/trip-add/index')
    await fillApplication(page, purpose)
    await tapText(page, '提交审批', { tags: ['button'] })
    await waitForText(page, '请上传附件')

    // The user picks "from a chat" in the action sheet, and the picture someone sent them there.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    const filePath = await mp.evaluate((b64) => {
      const p = `${wx.env.USER_DATA_PATH}/meeting-invitation.png`
      wx.getFileSystemManager().writeFileSync(p, b64, 'base64')
      return p
    }, png)
    await mp.mockWxMethod('showActionSheet', { tapIndex: 1 })
    await mp.mockWxMethod('chooseMessageFile', { tempFiles: [{ path: filePath, name: '会议邀请函.png', size: Buffer.from(png, 'base64').length, type: 'image', time: 0 }] })
    const from = (await mp.trace()).length
    await (await page.$('.trip-attach__add')).tap()
    await page.waitFor('.trip-attach__item--done')
    const calls = (await mp.trace()).slice(from)
    assert.ok(calls.some((c) => c.api === 'chooseMessageFile'), 'the chat file picker was used')
    const upload = calls.find((c) => c.api === 'uploadFile')
    assert.ok(upload?.arg.url.startsWith('https://api.shanglv.test/'), 'uploaded to the API origin')
    assert.match(await pageText(page), /会议邀请函/)

    // Submitting asks for subscribe messages in the same tap (WeChat's only window); the accepted one
    // is reported with this WeChat user's openid.
    await mp.mockWxMethod('requestSubscribeMessage', { 'shanglv-demo-trip-status': 'accept' })
    const beforeSubmit = (await mp.trace()).length
    await tapText(page, '提交审批', { tags: ['button'] })
    page = await waitForPage(mp, 'trip/pages/trip-detail/index', { timeout: 20000 })
    await waitForText(page, '审批中')
    const asked = await callsSince(mp, beforeSubmit, 'requestSubscribeMessage')
    assert.equal(asked.length, 1)
    assert.deepEqual([...asked[0].arg.tmplIds], ['shanglv-demo-trip-status'])
    await until(async () => requestsTo(await callsSince(mp, beforeSubmit), '/obt/workplace/subscribeAccepted').length === 1, { what: 'the accepted subscription reported' })
    // uploadFile sends the file under its local path's name (README: attachments).
    assert.match(await pageText(page), /附件[\s\S]*meeting-invitation\.png/)
    await assertNoIssues(mp)
  })
})
