import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, byTestId, captchaText, click, closeBrowser, fill, inputOf, latestSmsCode, login, newPage, shot } from './helpers.mjs'

after(closeBrowser)

// Numbers nobody in the seed has; different per run so a kept database does not collide.
const uniquePhone = (prefix) => `${prefix}${String(Date.now()).slice(-8)}`

describe('registration and password reset', () => {
  test('registration end to end with the code from the SMS outbox, then sign-in', async () => {
    const phone = uniquePhone('177')
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/register/HXKJ`)
    await page.waitForURL(/\/register\?corpNo=HXKJ/)
    await fill(page, 'empName', '测试员')
    await fill(page, 'phone', phone)
    const sentAt = Date.now() - 1000
    await click(page, 'sms-send')
    const code = await latestSmsCode(phone, { after: sentAt })
    await byTestId(page, 'demo-sms-code').waitFor()
    assert.equal((await byTestId(page, 'demo-sms-code').innerText()).trim(), code)
    await fill(page, 'smsCode', code)
    // a bad confirmation is caught before anything is sent, and nothing typed is lost
    await fill(page, 'password', 'Travel2026ok')
    await fill(page, 'confirm', 'Travel2026no')
    await click(page, 'register-submit')
    await byTestId(page, 'error-confirm').waitFor()
    assert.equal(await inputOf(page, 'phone').inputValue(), phone)
    await fill(page, 'confirm', 'Travel2026ok')
    await shot(page, 'register-zh-CN')
    await click(page, 'register-submit')
    await page.waitForURL(/\/login/, { timeout: 15000 })
    assert.equal(await inputOf(page, 'loginName').inputValue(), phone)
    await login(page, phone, 'Travel2026ok')
    await page.waitForFunction(() => document.querySelector('[data-testid="home-greeting"]')?.textContent?.includes('测试员'))
    await page.context().close()
  })

  test('reset password in three steps, with codes from the outbox; the old password stops working', async () => {
    const phone = uniquePhone('176')
    // An account made through the API (the UI registration has its own test).
    const sent = await api('GET', '/obt/getRegisterSmsCode', { phone })
    assert.equal(sent.errCode, 1)
    const regCode = await latestSmsCode(phone)
    const reg = await api('POST', '/obt/userRegister', { phone, smsCode: regCode, password: 'OldPass2026', empName: 'Reset Tester', corpNo: 'HXKJ' })
    assert.equal(reg.errCode, 1, reg.tips)

    const page = await newPage('en-US')
    const captcha = page.waitForResponse((r) => r.url().includes('/obt/getValidateCode'))
    await page.goto(`${BASE}/resetPassword`)
    await page.waitForURL(/\/resetPassword\/firstStep/)
    const codeId = (await (await captcha).json()).data.validateCodeId
    await fill(page, 'loginName', phone)
    await fill(page, 'captcha', await captchaText(codeId))
    await shot(page, 'reset-step1-en-US')
    const before = Date.now() - 1000
    await click(page, 'reset-step1-submit')
    await page.waitForURL(/\/resetPassword\/secondStep/)
    assert.match(await byTestId(page, 'reset-masked-phone').innerText(), new RegExp(`${phone.slice(0, 3)}\\*{4}${phone.slice(7)}`))
    await fill(page, 'smsCode', await latestSmsCode(phone, { after: before }))
    await click(page, 'reset-step2-submit')
    await page.waitForURL(/\/resetPassword\/thirdStep/)
    await fill(page, 'password', 'NewPass2026')
    await fill(page, 'confirm', 'NewPass2026')
    await click(page, 'reset-step3-submit')
    await byTestId(page, 'reset-done').waitFor()
    await shot(page, 'reset-done-en-US')
    await click(page, 'reset-to-login')
    await page.waitForURL(/\/login/)

    const old = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: phone, password: 'OldPass2026' })
    assert.ok(!old.data?.token, 'the old password is refused')
    await login(page, phone, 'NewPass2026')
    await page.context().close()
  })

  test('a reset step opened without its ticket says so and offers a restart', async () => {
    const page = await newPage('zh-CN')
    await page.goto(`${BASE}/resetPassword/thirdStep`)
    await byTestId(page, 'reset-expired').waitFor()
    await page.context().close()
  })
})
