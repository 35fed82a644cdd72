// Signing in on the mini-program: the password login lands on home once, the native tab bar is
// only spoken to while a tab page shows, the forced password change of a new hire, and the silent
// WeChat login (wx.login -> getOpenId -> wxLogin) of a user who bound their phone.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BACKEND, launchMiniProgram } from './automator.mjs'
import { assertNoIssues, callsSince, latestSmsCode, ok, requestsTo, signIn, tapText, tokenFor, typeInto, waitForPage, waitForText } from './helpers.mjs'

const TAB_PAGES = ['pages/home/index', 'pages/allorder/index', 'pages/approval-list/index', 'pages/message/index', 'pages/user-center/index']
const TAB_APIS = ['setTabBarItem', 'setTabBarBadge', 'removeTabBarBadge', 'setTabBarStyle', 'showTabBarRedDot', 'hideTabBarRedDot', 'showTabBar', 'hideTabBar']

let mp
afterEach(() => mp?.close())

describe('sign-in', () => {
  test('a password login reaches home with one relaunch: home mounts once, counts load at most twice', async () => {
    mp = await launchMiniProgram()
    const page = await mp.currentPage()
    assert.equal(page.path, 'pages/login/index')
    const from = (await mp.trace()).length
    await signIn(mp, 'df.admin')
    await waitForText(await mp.currentPage(), '你好，马超')
    const calls = await callsSince(mp, from)
    assert.deepEqual(calls.filter((c) => c.api === 'reLaunch').map((c) => c.arg.url.split('?')[0]), ['/pages/home/index'])
    // One from the session start on the login page, one from home showing.
    assert.ok(requestsTo(calls, '/obt/totalCount').length <= 2, `totalCount ${requestsTo(calls, '/obt/totalCount').length} times`)
    assert.equal(requestsTo(calls, '/obt/sys/privilege/getAuthorizationPnos').length, 1)
    if (mp.runtime) assert.equal(mp.runtime.events.filter((e) => e.kind === 'page' && e.msg.startsWith('open pages/home/index')).length, 1, 'home opened once')
    await assertNoIssues(mp)
  })

  test('tab-bar calls happen only while a tab page shows (WeChat refuses them elsewhere)', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'df.traveller')
    await mp.navigateTo('/userCenter/pages/settings/index')
    await tapText(await mp.currentPage(), 'English')
    await mp.switchTab('/pages/user-center/index')
    await waitForText(await mp.currentPage(), 'Settings')
    const tabCalls = (await mp.trace()).filter((c) => TAB_APIS.includes(c.api))
    assert.deepEqual(tabCalls.filter((c) => !TAB_PAGES.includes(c.page)).map((c) => `${c.api} on ${c.page ?? 'no page'}`), [])
    // The tabs took the English names when a tab page showed again.
    assert.ok(tabCalls.some((c) => c.api === 'setTabBarItem' && c.arg.text === 'Me'), JSON.stringify(tabCalls.filter((c) => c.api === 'setTabBarItem').slice(-5)))
    if (mp.runtime) assert.deepEqual(mp.runtime.device.ui.filter((u) => u.failed), [])
    await assertNoIssues(mp)
  })

  test('hx.newhire must change the password first: only user info, the change and logout are called, then the new password signs in', async () => {
    mp = await launchMiniProgram()
    let page = await mp.currentPage()
    const from = (await mp.trace()).length
    await typeInto(page, 'loginName', 'hx.newhire')
    await typeInto(page, 'password', 'Welcome1')
    await tapText(page, '登录', { tags: ['button'] })
    page = await waitForPage(mp, 'userCenter/pages/modify-password/index')
    assert.equal(page.query.force, '1')
    await waitForText(page, '当前密码')
    const calls = await callsSince(mp, from)
    assert.deepEqual(calls.filter((c) => c.api === 'reLaunch').map((c) => c.arg.url.split('?')[0]), ['/userCenter/pages/modify-password/index'], 'one relaunch, straight to the change screen')
    if (mp.runtime) {
      const refused = mp.runtime.device.requests.filter((r) => r.errCode !== undefined && r.errCode !== 1 && !r.url.endsWith('/obt/wxLogin'))
      assert.deepEqual(refused.map((r) => `${r.url} ${r.errCode}`), [], 'no call the server holds back from a must-change session')
    }
    mp.mockWxMethod('showModal', { confirm: true, cancel: false })
    await typeInto(page, 'oldPwd', 'Welcome1')
    await typeInto(page, 'pwd', 'Newhire2026')
    await typeInto(page, 'confirm', 'Newhire2026')
    await tapText(page, '确认', { tags: ['button'] })
    await waitForPage(mp, 'pages/login/index')
    await signIn(mp, 'hx.newhire', 'Newhire2026')
    await assertNoIssues(mp)
  })

  test('silent login: a WeChat user who bound their phone is signed in at the next start', { skip: BACKEND === 'devtools' && 'DevTools gives a new wx.login code each start, which the simulated WeChat maps to a new openid' }, async () => {
    const me = await ok('GET', '/obt/getLoginUserInfo', {}, await tokenFor('df.traveller'))
    const phone = me.empInfo.phoneNumber
    const device = `weapp-device-${Date.now()}`
    mp = await launchMiniProgram({ loginCode: device })
    // Not bound yet: wxLogin answers needBind, the login page stays.
    let page = await mp.currentPage()
    assert.equal(page.path, 'pages/login/index')
    page = await mp.navigateTo('/account/pages/bind-phone/index')
    await typeInto(page, 'phone', phone)
    const sentAt = Date.now() - 1000
    await tapText(page, '获取验证码')
    await typeInto(page, 'smsCode', await latestSmsCode(phone, { after: sentAt }))
    await tapText(page, '绑定并登录', { tags: ['button'] })
    await waitForPage(mp, 'pages/home/index')
    await assertNoIssues(mp)
    await mp.close()

    // A fresh start on the same phone (empty storage, same WeChat user): home without typing.
    mp = await launchMiniProgram({ loginCode: device })
    const calls = (await mp.trace()).map((c) => (c.api === 'request' ? new URL(c.arg.url).pathname : c.api))
    assert.deepEqual(calls.filter((c) => ['login', '/obt/getOpenId', '/obt/wxLogin'].includes(c)), ['login', '/obt/getOpenId', '/obt/wxLogin'])
    await waitForPage(mp, 'pages/home/index')
    await waitForText(await mp.currentPage(), me.empInfo.empName)
    await assertNoIssues(mp)
  })
})
