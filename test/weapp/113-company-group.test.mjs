// Company groups in the mini-program runtime: hx.traveller opens the settings, finds "切换公司",
// picks the Shenzhen subsidiary on the switch screen and confirms (showModal), lands on home as
// 华信深圳 with a new session (the old one ended), then switches back to 华信科技 the same way, so
// the shared server is left as it was found.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { api, appToken, assertNoIssues, callsSince, pageText, requestsTo, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** Settings → "切换公司" → the company named `name` → confirmed; waits for home showing it. */
async function switchTo(name) {
  let page = await mp.navigateTo('/userCenter/pages/settings/index')
  await waitForText(page, '切换公司', { timeout: 30000 })
  await tapText(page, '切换公司')
  page = await waitForPage(mp, 'userCenter/pages/switch-company/index', { timeout: 20000 })
  await waitForText(page, name, { timeout: 20000 })
  const text = await pageText(page)
  assert.ok(text.includes('当前'), 'the current company is ticked')
  const from = (await mp.trace()).length
  mp.mockWxMethod('showModal', { confirm: true, cancel: false })
  await tapText(page, name)
  page = await waitForPage(mp, 'pages/home/index', { timeout: 30000 })
  await waitForText(page, name, { timeout: 20000 })
  return { page, calls: await callsSince(mp, from) }
}

describe('switching company in the mini-program', () => {
  test('hx.traveller switches to the subsidiary and back', async () => {
    mp = await launchMiniProgram()
    const home = await signIn(mp, 'hx.traveller')
    await waitForText(home, '华信科技', { timeout: 20000 })
    const parentToken = await appToken(mp)

    const there = await switchTo('华信深圳')
    const modal = there.calls.filter((c) => c.api === 'showModal').at(-1)
    assert.ok(modal, 'the switch was confirmed in a dialog')
    assert.match(modal.arg.content, /华信深圳/)
    assert.equal(requestsTo(there.calls, '/obt/sso4ParnetCorpId').length, 1)
    assert.deepEqual(there.calls.filter((c) => c.api === 'reLaunch').map((c) => c.arg.url.split('?')[0]), ['/pages/home/index'])
    const subToken = await appToken(mp)
    assert.notEqual(subToken, parentToken)
    assert.equal((await api('GET', '/obt/getLoginUserInfo', {}, parentToken)).errCode, 100, 'the session switched from has ended')
    assert.equal((await api('GET', '/obt/getLoginUserInfo', {}, subToken)).data.vipCorp.corpNo, 'HXSZ')
    const stored = await mp.callWxMethod('getStorageSync', 'userInfo')
    assert.equal((stored?.data ?? stored).vipCorp.corpNo, 'HXSZ')

    await switchTo('华信科技')
    const back = await until(async () => {
      const r = await api('GET', '/obt/getLoginUserInfo', {}, await appToken(mp))
      return r.errCode === 1 ? r.data : null
    }, { what: 'the parent session' })
    assert.equal(back.vipCorp.corpNo, 'HXKJ')
    assert.equal((await api('GET', '/obt/getLoginUserInfo', {}, subToken)).errCode, 100)
    await assertNoIssues(mp)
  })
})
