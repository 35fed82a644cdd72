// Company administration in the mini-program runtime: the administrator opens the employee list
// (/userCenter/empList), adds an employee on the edit screen (/userCenter/empEdit) and sees the
// initial password once, then edits that employee and saves; the server has both. A traveller
// gets the not-open notice.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, ok, pageText, signIn, tapText, typeInto, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

describe('company administration in the mini-program', () => {
  test('the administrator lists employees, adds one and edits them', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.admin')
    const token = await appToken(mp)
    const stamp = String(Date.now()).slice(-7)
    const phone = `175${stamp}1`
    const name = `小程序${stamp.slice(-3)}`

    let page = await mp.navigateTo('/userCenter/pages/emp-list/index')
    await waitForText(page, '刘洋', { timeout: 30000 })
    await waitForText(page, '新增员工')

    await tapText(page, '新增员工', { tags: ['view', 'text'] })
    page = await waitForPage(mp, 'userCenter/pages/emp-edit/index', { timeout: 20000 })
    await waitForText(page, '预订范围', { timeout: 20000 })
    await typeInto(page, 'empName', name)
    await typeInto(page, 'phoneNumber', phone)
    await tapText(page, '保存', { tags: ['button', 'view'] })
    await waitForText(page, '员工已创建', { timeout: 20000 })
    const shown = await pageText(page)
    assert.ok(shown.includes(phone), 'the login name is shown')
    assert.match(shown, /[A-Z][a-z]{3}\d{5}[A-Z]/, 'the initial password is shown')

    const found = await ok('GET', '/obt/vipEmpFindList', { keywords: phone }, token)
    const empId = found.list[0].empId
    page = await mp.navigateTo(`/userCenter/pages/emp-edit/index?id=${empId}`)
    await waitForText(page, '编辑员工', { timeout: 20000 }).catch(() => undefined)
    await until(async () => (await pageText(page)).includes('尚未修改初始密码'), { timeout: 20000, what: 'the employee loaded' })
    await typeInto(page, 'empName', `${name}改`)
    await tapText(page, '审批人')
    await tapText(page, '保存', { tags: ['button', 'view'] })
    const saved = await until(async () => {
      const d = await ok('GET', '/obt/vipEmpFindDetail', { empId }, token)
      return d.emp.empName === `${name}改` ? d.emp : null
    }, { timeout: 20000, what: 'the edit saved' })
    assert.equal(saved.ifApprover, 1)
    await assertNoIssues(mp)
  })

  test('a non-administrator gets the not-open notice instead of the list', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.traveller')
    const page = await mp.navigateTo('/userCenter/pages/emp-list/index')
    await waitForText(page, '该功能暂未开通，请联系管理员', { timeout: 30000 })
    assert.ok(!(await pageText(page)).includes('新增员工'))
    await assertNoIssues(mp)
  })
})
