import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, api, closeBrowser, newPage, shot } from './helpers.mjs'

after(closeBrowser)

/** Signs in through the API and puts the session where the app keeps it (Taro storage on H5). */
async function sessionFor(loginName) {
  const login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password: DEMO_PASSWORD, deviceId: `screens-${loginName}` })
  assert.ok(login.data.token, JSON.stringify(login))
  const info = await api('GET', '/obt/getLoginUserInfo', {}, login.data.token)
  return { token: login.data.token, info: info.data }
}

const SCREENS = [
  ['/home', 'home'],
  ['/allorder', 'allorder'],
  ['/approvalList', 'approval-list'],
  ['/message', 'message'],
  ['/userCenter', 'user-center'],
  ['/noticeList', 'notice-list'],
  ['/userCenter/settings', 'settings'],
  ['/userCenter/settings/modifyPassword', 'modify-password'],
  ['/userCenter/settings/modifyMobile', 'modify-mobile'],
  ['/userCenter/settings/about', 'about'],
  ['/userCenter/userInfo', 'user-info'],
  ['/tk/tkQuery', 'tk-query'],
  ['/approval/Detail?id=1', 'approval-detail'],
]
const PUBLIC = [
  ['/Invitation?corpNo=HXKJ&inviter=%E5%BC%A0%E4%BC%9F', 'invitation'],
  ['/bindPhone', 'bind-phone'],
  ['/register', 'register'],
  ['/login/DFNY', 'login-dfny'],
]
// A dictionary key on screen means a missing translation.
const RAW_KEY = /\b(shell|auth|account|common|domain|validation|http)\.[a-zA-Z]+/

describe('every screen renders in both languages', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    test(`signed-in screens in ${locale}`, async () => {
      const { token, info } = await sessionFor('hx.traveller')
      const page = await newPage(locale)
      await page.addInitScript(
        ([tk, ui]) => {
          localStorage.setItem('access_token', JSON.stringify({ data: tk }))
          localStorage.setItem('userInfo', JSON.stringify({ data: ui }))
        },
        [token, info],
      )
      for (const [route, name] of SCREENS) {
        await page.goto(`${BASE}${route}`)
        await page.locator('.page-shell').first().waitFor()
        await page.waitForLoadState('networkidle')
        const text = await page.locator('body').innerText()
        assert.doesNotMatch(text, RAW_KEY, `${route} shows a raw dictionary key`)
        assert.ok(!page.url().includes('/login'), `${route} must not bounce a signed-in user to login`)
        await shot(page, `screen-${name}-${locale}`)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    test(`public screens in ${locale}`, async () => {
      const page = await newPage(locale)
      for (const [route, name] of PUBLIC) {
        await page.goto(`${BASE}${route}`)
        await page.locator('.page-shell').first().waitFor()
        await page.waitForLoadState('networkidle')
        assert.doesNotMatch(await page.locator('body').innerText(), RAW_KEY, `${route} shows a raw dictionary key`)
        await shot(page, `screen-${name}-${locale}`)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('a company login look before sign-in: /login/DFNY paints DF’s colour', async () => {
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/login/DFNY`)
    await page.waitForURL(/\/login\?corpNo=DFNY/)
    const sets = await api('POST', '/obt/etPageSetList', { corpNo: 'DFNY' })
    const want = sets.data[0].themeBean.mainColor.toLowerCase()
    await page.waitForFunction((c) => getComputedStyle(document.querySelector('.page-shell')).getPropertyValue('--main-color').trim().toLowerCase() === c, want)
    await page.context().close()
  })
})
