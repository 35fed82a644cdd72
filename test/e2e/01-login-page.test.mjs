import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, byTestId, click, closeBrowser, newPage, shot, storageItem } from './helpers.mjs'

after(closeBrowser)

describe('login page', () => {
  for (const [locale, title, button] of [
    ['zh-CN', '账号登录', '登录'],
    ['en-US', 'Sign in', 'Sign in'],
  ]) {
    test(`renders in ${locale} at 390x844`, async () => {
      const page = await newPage(locale)
      await page.goto(`${BASE}/`)
      // "/" goes to /home, and without a session the guard sends the user to /login
      await page.waitForURL(/\/login/)
      await byTestId(page, 'login-submit').waitFor()
      assert.match(await page.locator('.login-page__title').innerText(), new RegExp(title))
      assert.match(await byTestId(page, 'login-submit').innerText(), new RegExp(button))
      const box = await byTestId(page, 'login-submit').boundingBox()
      assert.ok(box && box.width > 300 && box.x >= 0 && box.x + box.width <= 390, 'button fits the phone width')
      await shot(page, `login-${locale}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('switches language at runtime and keeps it in storage', async () => {
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/login`)
    await byTestId(page, 'login-submit').waitFor()
    await click(page, 'lang-en')
    await page.waitForFunction(() => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes('Sign in'))
    assert.equal(await storageItem(page, 'Locale'), 'en-US')
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes('Sign in'))
    await page.context().close()
  })

  test('empty fields show the required messages and nothing is sent', async () => {
    const page = await newPage('zh-CN')
    let calls = 0
    page.on('request', (r) => {
      if (r.url().includes('/obt/vipLogin')) calls++
    })
    await page.goto(`${BASE}/login`)
    await click(page, 'login-submit')
    await byTestId(page, 'error-loginName').waitFor()
    assert.match(await byTestId(page, 'error-loginName').innerText(), /不能为空/)
    assert.equal(calls, 0)
    await page.context().close()
  })

  test('/resetPassword goes to its first step', async () => {
    const page = await newPage('en-US')
    await page.goto(`${BASE}/resetPassword`)
    await page.waitForURL(/\/resetPassword\/firstStep/)
    await page.context().close()
  })
})
