// Company administration end to end at 390x844: an administrator adds an employee who then signs
// in and must change the initial password first; an invitation link registers a new employee into
// the company with a department; the company screen lists departments, cost centres and projects;
// a non-administrator gets the not-open notice and no entries. English screens read in English.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, byTestId, click, closeBrowser, fill, latestSmsCode, login, newPage, ok, shot, signedInPage, smsCooldown } from './helpers.mjs'

after(closeBrowser)

const STAMP = String(Date.now()).slice(-7)
/** Mobiles no seeded or earlier-run employee has (unique per run). */
const NEW_EMP_PHONE = `176${STAMP}1`
const INVITED_PHONE = `176${STAMP}2`
const HAN = /[\u4e00-\u9fff]/

/** Picks an option of an OptionSheet by its id. */
async function pickOption(page, sheet, id) {
  await byTestId(page, sheet).waitFor()
  await page.locator(`[data-testid="${sheet}"] [data-testid="option-${id}"]`).click()
}

describe('company administration', () => {
  test('an administrator adds an employee (English screens), who signs in and must change the password first', async () => {
    const { page, token } = await signedInPage('hx.admin', 'en-US')
    await page.goto(`${BASE}/userCenter`)
    await byTestId(page, 'uc-admin-menu').waitFor()
    assert.match(await byTestId(page, 'uc-admin-menu').innerText(), /Company[\s\S]*Employees[\s\S]*Invite employees/)
    await click(page, 'uc-emp-list')
    await byTestId(page, 'emp-row').first().waitFor()
    await shot(page, 'company-admin-emp-list-en-US')

    await click(page, 'emp-add')
    await byTestId(page, 'emp-edit').waitFor()
    // Saving empty shows the field messages and keeps the form.
    await click(page, 'emp-save')
    await byTestId(page, 'emp-edit').waitFor()
    assert.equal(await byTestId(page, 'error-empName').innerText(), 'Name is required')

    await fill(page, 'empName', `测试${STAMP.slice(-3)}`)
    await fill(page, 'phoneNumber', NEW_EMP_PHONE)
    await fill(page, 'email', `new${STAMP}@example.com`)
    const corp = await ok('GET', '/obt/vipCorpFindDetail', {}, token)
    const dept = corp.departments.find((d) => d.status === 1)
    await click(page, 'emp-dept')
    await pickOption(page, 'emp-dept-sheet', dept.id)
    await click(page, 'emp-rank')
    await pickOption(page, 'emp-rank-sheet', 'P2')
    await click(page, 'emp-booker')
    await click(page, 'emp-range-2')
    const text = await byTestId(page, 'emp-edit').innerText()
    const labels = text.replace(`测试${STAMP.slice(-3)}`, '').replace(dept.name, '')
    assert.ok(!HAN.test(labels), `English form has no Chinese: ${labels}`)
    await shot(page, 'company-admin-emp-add-en-US')
    await click(page, 'emp-save')
    await byTestId(page, 'emp-created').waitFor()
    const loginName = await byTestId(page, 'created-login').innerText()
    const password = (await byTestId(page, 'created-password').innerText()).trim()
    assert.equal(loginName, NEW_EMP_PHONE)
    assert.match(password, /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,20}$/)
    await shot(page, 'company-admin-emp-created-en-US')
    await page.context().close()

    // The new employee signs in and lands on the forced password change.
    const fresh = await newPage('zh-CN')
    await fresh.goto(`${BASE}/login`)
    await fill(fresh, 'loginName', NEW_EMP_PHONE)
    await fill(fresh, 'password', password)
    await click(fresh, 'login-submit')
    await fresh.waitForURL(/\/userCenter\/settings\/modifyPassword/, { timeout: 20000 })
    await byTestId(fresh, 'force-change').waitFor()
    await fill(fresh, 'oldPwd', password)
    await fill(fresh, 'pwd', 'Newemp2026')
    await fill(fresh, 'confirm', 'Newemp2026')
    await click(fresh, 'modify-password-submit')
    await fresh.getByText('确定').last().click()
    await fresh.waitForURL(/\/login/)
    await fresh.waitForLoadState('load')
    await login(fresh, NEW_EMP_PHONE, 'Newemp2026')
    await fresh.context().close()
  })

  test('the administrator edits an employee and reads the company data (Chinese screens)', async () => {
    const { page, token } = await signedInPage('hx.admin', 'zh-CN')
    const found = await ok('GET', '/obt/vipEmpFindList', { keywords: NEW_EMP_PHONE }, token)
    const empId = found.list[0]?.empId
    assert.ok(empId, 'the employee added above is listed')
    await page.goto(`${BASE}/userCenter/empList`)
    await byTestId(page, 'emp-row').first().waitFor()
    await page.locator('[data-testid="emp-search"] input, input[data-testid="emp-search"]').first().fill(NEW_EMP_PHONE)
    await click(page, 'emp-search-btn')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="emp-row"]').length === 1)
    await click(page, 'emp-row-edit')
    await byTestId(page, 'emp-edit').waitFor()
    await fill(page, 'engName', 'CE/SHI')
    await click(page, 'emp-approver')
    await click(page, 'emp-save')
    await page.waitForURL(/\/userCenter\/empList/)
    const detail = await ok('GET', '/obt/vipEmpFindDetail', { empId }, token)
    assert.equal(detail.emp.engName, 'CE/SHI')
    assert.equal(detail.emp.ifApprover, 1)

    await page.goto(`${BASE}/userCenter/company`)
    await byTestId(page, 'company-item').first().waitFor()
    await shot(page, 'company-admin-company-zh-CN')
    await click(page, 'company-tab-costCenter')
    await byTestId(page, 'company-item').first().waitFor()
    await click(page, 'company-add')
    await byTestId(page, 'company-sheet').waitFor()
    await fill(page, 'itemCode', `CC${STAMP}`)
    await fill(page, 'itemName', `测试成本中心${STAMP.slice(-3)}`)
    await click(page, 'company-item-save')
    await page.getByText(`测试成本中心${STAMP.slice(-3)}`).waitFor()
    await shot(page, 'company-admin-cost-centres-zh-CN')
    await page.context().close()

    const en = await signedInPage('hx.admin', 'en-US')
    await en.page.goto(`${BASE}/userCenter/company`)
    await byTestId(en.page, 'company-item').first().waitFor()
    const enText = await byTestId(en.page, 'company-page').innerText()
    assert.ok(!HAN.test(enText.replace(/测试[^\n]*/g, '')), `English company screen: ${enText}`)
    await shot(en.page, 'company-admin-company-en-US')
    await en.page.context().close()
  })

  test('an invitation link registers a new employee into the company with a department', async () => {
    const { page, token } = await signedInPage('hx.admin', 'zh-CN')
    await page.goto(`${BASE}/userCenter/invitEmployees`)
    await byTestId(page, 'invite-url').waitFor()
    const url = (await byTestId(page, 'invite-url').innerText()).trim()
    assert.match(url, /\/Invitation\?code=[0-9a-f]{32}$/)
    await shot(page, 'company-admin-invite-zh-CN')
    await page.context().close()

    const guest = await newPage('en-US')
    await guest.goto(url.replace(/^https?:\/\/[^/]+/, BASE))
    await byTestId(guest, 'invite-register').waitFor()
    const corp = await ok('GET', '/obt/vipCorpFindDetail', {}, token)
    const dept = corp.departments.find((d) => d.status === 1)
    await fill(guest, 'empName', `邀请${STAMP.slice(-3)}`)
    await click(guest, 'invite-dept')
    await pickOption(guest, 'invite-dept-sheet', dept.id)
    await fill(guest, 'phone', INVITED_PHONE)
    await smsCooldown(INVITED_PHONE)
    const sentAfter = Date.now() - 1000
    await click(guest, 'sms-send')
    const code = await latestSmsCode(INVITED_PHONE, { after: sentAfter })
    await fill(guest, 'smsCode', code)
    await fill(guest, 'password', 'Invited2026')
    await fill(guest, 'confirm', 'Invited2026')
    const enText = await byTestId(guest, 'invite-register').innerText()
    // The language switch's own label (中) and the inviter's name are not screen text.
    assert.ok(!HAN.test(enText.replace(/^中\s*EN/, '').replace(/刘洋/g, '')), `English invitation: ${enText}`)
    await shot(guest, 'company-admin-invitation-en-US')
    await click(guest, 'invite-submit')
    await guest.waitForURL(/\/login/, { timeout: 20000 })
    await guest.context().close()

    const signed = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: INVITED_PHONE, password: 'Invited2026' })
    assert.ok(signed.data?.token, 'the invited employee signs in')
    const info = await ok('GET', '/obt/getLoginUserInfo', {}, signed.data.token)
    assert.equal(info.empInfo.corpId, corp.corpId)
    assert.equal(info.empInfo.deptId, dept.id)

    // A forged link says so and offers sign-in.
    const forged = await newPage('zh-CN')
    await forged.goto(`${BASE}/Invitation?code=${'ab'.repeat(16)}`)
    await byTestId(forged, 'invite-invalid').waitFor()
    await forged.context().close()
  })

  test('a non-administrator has no entries and gets the not-open notice; the server refuses', async () => {
    const { page, token } = await signedInPage('hx.traveller', 'en-US')
    await page.goto(`${BASE}/userCenter`)
    await byTestId(page, 'uc-common-info').waitFor()
    assert.equal(await byTestId(page, 'uc-admin-menu').count(), 0)
    for (const route of ['/userCenter/empList', '/userCenter/company', '/userCenter/invitEmployees', '/userCenter/empEdit/1']) {
      await page.goto(`${BASE}${route}`)
      await page.getByText('This service is not open for you. Please contact your administrator.').waitFor()
    }
    await shot(page, 'company-admin-not-open-en-US')
    const refused = await api('GET', '/obt/vipEmpFindList', {}, token)
    assert.equal(refused.errCode, 4004)
    await page.context().close()
  })
})
