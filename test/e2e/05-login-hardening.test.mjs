import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, api, byTestId, click, closeBrowser, fill, login, newPage, shot } from './helpers.mjs'

after(closeBrowser)

describe('must change the password at first login', () => {
  test('hx.newhire lands on the forced change screen and stays there, changes the password, then signs in', async () => {
    const page = await newPage('zh-CN')
    const calls = []
    page.on('response', async (r) => {
      const url = new URL(r.url())
      if (!url.pathname.startsWith('/obt/')) return
      let body = null
      try {
        body = await r.json()
      } catch {
        /* not an envelope */
      }
      calls.push({ path: url.pathname, errCode: body?.errCode })
    })
    await page.goto(`${BASE}/login`)
    await fill(page, 'loginName', 'hx.newhire')
    await fill(page, 'password', 'Welcome1')
    await click(page, 'login-submit')
    await page.waitForURL(/\/userCenter\/settings\/modifyPassword/, { timeout: 20000 })
    await byTestId(page, 'force-change').waitFor()
    await page.waitForTimeout(1000)
    await shot(page, 'must-change-zh-CN')
    // The server refuses every private call but user info, the change and logout until the password
    // is changed. The login page makes none of them, but the app's start-up (after the fresh start
    // onto the change screen) still asks for menu rights and badges, and /home may flash first:
    // those get 4009 (not 100/101), so the session stays and so does the change screen.
    assert.ok(calls.some((c) => c.path === '/obt/getLoginUserInfo' && c.errCode === 1))
    const refused = calls.filter((c) => c.errCode !== 1 && c.errCode !== undefined)
    assert.deepEqual(refused.filter((c) => c.errCode !== 4009), [], 'nothing but the must-change refusal')
    if (process.env.E2E_DEBUG) console.log('refused before the change:', refused)
    assert.match(page.url(), /\/userCenter\/settings\/modifyPassword/)
    await byTestId(page, 'force-change').waitFor()

    await fill(page, 'oldPwd', 'Welcome1')
    await fill(page, 'pwd', 'Newhire2026')
    await fill(page, 'confirm', 'Newhire2026')
    await click(page, 'modify-password-submit')
    await page.getByText('确定').last().click()
    await page.waitForURL(/\/login/)
    await page.waitForLoadState('load')
    await login(page, 'hx.newhire', 'Newhire2026')
    const old = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.newhire', password: 'Welcome1' })
    assert.ok(!old.data?.token, 'the first password no longer works')
    await page.context().close()
  })
})

describe('login failures on the page', () => {
  /** The text of a toast on screen, '' when none shows. */
  const toastText = (page) =>
    page.evaluate(() => {
      const el = document.querySelector('.taro__toast')
      return el && getComputedStyle(el).display !== 'none' ? el.textContent.trim() : ''
    })

  test('a wrong password shows its message once, inline, with no toast', async () => {
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/login`)
    await fill(page, 'loginName', 'df.booker')
    await fill(page, 'password', 'Wrong1pass')
    const reply = page.waitForResponse((r) => r.url().includes('/obt/vipLogin'))
    await click(page, 'login-submit')
    await reply
    await page.waitForFunction(() => document.querySelector('[data-testid="login-error"]')?.textContent?.includes('用户名或密码错误'))
    await page.waitForTimeout(300)
    assert.equal(await toastText(page), '')
    await page.context().close()
  })

  test('someone never shown a captcha is told one is now required, in zh and en', async () => {
    for (const [locale, loginName, text] of [
      // Left needing a captcha: later tests that sign them in read the picture code (signedInPage).
      ['zh-CN', 'hx.admin', '为了账号安全，请输入图形验证码后再登录'],
      ['en-US', 'df.corpbooker', 'A captcha is now required: enter the characters in the image'],
    ]) {
      // Three failures elsewhere (another device): this page has never shown a captcha.
      for (let i = 0; i < 3; i++) await api('POST', '/obt/vipLogin', { loginType: 2, loginName, password: 'Wrong1pass' })
      const page = await newPage(locale)
      await page.goto(`${BASE}/login`)
      await fill(page, 'loginName', loginName)
      await fill(page, 'password', DEMO_PASSWORD)
      await click(page, 'login-submit')
      await byTestId(page, 'captcha-image').waitFor()
      assert.equal((await byTestId(page, 'login-error').innerText()).trim(), text)
      assert.equal(await toastText(page), '')
      await shot(page, `login-captcha-required-${locale}`)
      await page.context().close()
    }
  })
})
