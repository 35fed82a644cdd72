// Common information in the mini-program runtime: the list shows a frequent traveller saved through
// the API (document masked), a new traveller is added on the edit screen with a national ID card
// (sex and birth date read from the number), an address is added with province and city from the
// province-city data, and the settings screen offers the personal data download and closing the account.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchMiniProgram } from './automator.mjs'
import { appToken, assertNoIssues, ok, pageText, signIn, tapText, typeInto, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** A valid 18-digit national ID number (GB 11643 check digit). */
function idNumber(region, born, seq) {
  const first17 = `${region}${born.replace(/-/g, '')}${seq}`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

describe('common information in the mini-program', () => {
  test('frequent travellers, an address and the privacy entries', async () => {
    mp = await launchMiniProgram()
    await signIn(mp, 'hx.approver')
    const token = await appToken(mp)
    const suffix = String(Date.now()).slice(-3)
    await ok('POST', '/obt/vipEmpContactsEdit', { chName: `护照旅客${suffix}`, enName: 'HU/ZHAO', sex: 'F', born: '1991-02-03', cards: [{ cardType: 'PP', cardNumber: 'E87654321', expiry: '2035-01-01', issuePlace: '上海' }] }, token)

    let page = await mp.navigateTo('/userCenter/pages/common-info/index')
    await waitForText(page, `护照旅客${suffix}`, { timeout: 30000 })
    const listed = await pageText(page)
    assert.ok(listed.includes('HU/ZHAO'))
    assert.ok(!listed.includes('E87654321'), 'the passport number is masked')

    await tapText(page, '新增常用旅客')
    page = await waitForPage(mp, 'userCenter/pages/edit-contact/index', { timeout: 20000 })
    await waitForText(page, '证件（1）')
    const name = `身份证旅客${suffix}`
    await typeInto(page, 'chName', name)
    await typeInto(page, 'doc-1-number', idNumber('440305', '1988-12-24', '032'))
    await waitForText(page, '1988-12-24')
    await tapText(page, '保存', { tags: ['button', 'view'] })
    page = await waitForPage(mp, 'userCenter/pages/common-info/index', { timeout: 20000 })
    await waitForText(page, name, { timeout: 20000 })
    const contacts = await ok('GET', '/obt/vipEmpContactsPage', { keywords: name }, token)
    assert.equal(contacts.list[0].born, '1988-12-24')
    assert.equal(contacts.list[0].sex, 'F')

    page = await mp.navigateTo('/userCenter/pages/edit-address/index')
    await waitForText(page, '选择省份', { timeout: 20000 })
    await typeInto(page, 'recipient', '周杰')
    await typeInto(page, 'addrMobile', '13800006666')
    await tapText(page, '选择省份 ›')
    await tapText(page, '上海')
    await tapText(page, '上海', { partial: false })
    await typeInto(page, 'addr', '南京东路2号')
    await tapText(page, '保存', { tags: ['button', 'view'] })
    const list = await (async () => {
      for (let i = 0; i < 30; i++) {
        const l = await ok('POST', '/obt/vipEmpAddress/list', {}, token)
        if (l.list.length) return l.list
        await new Promise((r) => setTimeout(r, 500))
      }
      return []
    })()
    assert.equal(list[0].cityCode, 'SHA')
    assert.equal(list[0].isDefault, 1)

    page = await mp.navigateTo('/userCenter/pages/settings/index')
    await waitForText(page, '下载我的个人信息', { timeout: 20000 })
    await waitForText(page, '注销账号')
    await assertNoIssues(mp)
  })
})
