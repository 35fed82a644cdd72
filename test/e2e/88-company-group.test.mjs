// Company groups end to end at 390x844: hx.traveller (李明轩) works for HXKJ and its Shenzhen
// subsidiary; from the settings he switches to the subsidiary (after a cancelled first try), lands
// on home as 华信深圳 in its own colours with a new session (the old one ended), and switches back.
// The same in English. hx.approver, with one company only, is not offered the switch. Every test
// leaves hx.traveller in HXKJ, as the other test files expect.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, DEMO_PASSWORD, api, byTestId, click, closeBrowser, login, newPage, shot, signedInPage, storageItem } from './helpers.mjs'

after(closeBrowser)

const WORDS = {
  'zh-CN': { entry: '切换公司', current: '当前', parent: '华信科技', sub: '华信深圳', subFull: '华信科技(深圳)有限公司' },
  'en-US': { entry: 'Switch company', current: 'Current', parent: 'Huaxin Tech', sub: 'Huaxin Shenzhen', subFull: 'Huaxin Technology (Shenzhen) Co., Ltd.' },
}

/** The theme's main colour as the page applies it (custom properties inherit). */
function mainColor(page) {
  return page.locator('[data-testid="home-corp"]').evaluate((el) => getComputedStyle(el).getPropertyValue('--main-color').trim())
}

/** Settings → switch screen → `corpNo` → confirm (or cancel) in the dialog. */
async function pickCompany(page, corpNo, { cancel = false } = {}) {
  await page.goto(`${BASE}/userCenter/settings`)
  await byTestId(page, 'settings-switch-company').waitFor({ timeout: 15000 })
  await click(page, 'settings-switch-company')
  await page.waitForURL(/\/userCenter\/settings\/switchCompany/)
  await byTestId(page, `switch-company-${corpNo}`).waitFor()
  await click(page, `switch-company-${corpNo}`)
  const button = page.locator(cancel ? '.taro-model__cancel:visible' : '.taro-model__confirm:visible').last()
  await button.waitFor({ timeout: 10000 })
  await button.click()
}

async function homeShows(page, name) {
  await page.waitForURL(/\/home/, { timeout: 20000 })
  await page.locator('[data-testid="home-corp"]', { hasText: name }).waitFor({ timeout: 20000 })
}

describe('switching company within a group', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    const w = WORDS[locale]
    test(`hx.traveller switches to the subsidiary in the settings and back (${locale})`, async () => {
      // Signed in through the login page: a session put in storage by an init script would come back
      // on every page load and undo the switch.
      const page = await newPage(locale)
      await login(page, 'hx.traveller', DEMO_PASSWORD)
      await homeShows(page, w.parent)
      const parentToken = await storageItem(page, 'access_token')
      const parentColour = await mainColor(page)

      // The settings row names the current company; the switch screen lists both, the current one ticked.
      await page.goto(`${BASE}/userCenter/settings`)
      const row = byTestId(page, 'settings-switch-company')
      await row.waitFor({ timeout: 15000 })
      assert.match(await row.innerText(), new RegExp(`${w.entry}[\\s\\S]*${w.parent}`))
      await shot(page, `company-switch-settings-${locale}`)
      await click(page, 'settings-switch-company')
      await byTestId(page, 'switch-company-HXSZ').waitFor()
      assert.equal(await byTestId(page, 'switch-company-HXKJ').getAttribute('aria-selected'), 'true')
      assert.match(await byTestId(page, 'switch-company-HXKJ').innerText(), new RegExp(w.current))
      assert.match(await byTestId(page, 'switch-company-HXSZ').innerText(), new RegExp(w.subFull.replace(/[()]/g, '\\$&')))
      await shot(page, `company-switch-list-${locale}`)

      // Cancelling the dialog changes nothing.
      await click(page, 'switch-company-HXSZ')
      await page.locator('.taro-model__cancel:visible').last().click()
      await page.waitForTimeout(300)
      assert.match(page.url(), /switchCompany/)
      assert.equal(await storageItem(page, 'access_token'), parentToken)

      // Confirmed: a new session in the subsidiary, home under its name and colours.
      await pickCompany(page, 'HXSZ')
      await homeShows(page, w.sub)
      const subToken = await storageItem(page, 'access_token')
      assert.notEqual(subToken, parentToken)
      assert.equal((await api('GET', '/obt/getLoginUserInfo', {}, parentToken)).errCode, 100, 'the session switched from has ended')
      const info = await api('GET', '/obt/getLoginUserInfo', {}, subToken)
      assert.equal(info.data.vipCorp.corpNo, 'HXSZ')
      assert.equal((await storageItem(page, 'userInfo')).vipCorp.corpNo, 'HXSZ')
      assert.equal(await mainColor(page), '#0e7c6b')
      assert.notEqual(parentColour, '#0e7c6b')
      await shot(page, `company-switch-home-sub-${locale}`)

      // The subsidiary's switch screen has HXSZ ticked; back to the parent.
      await page.goto(`${BASE}/userCenter/settings/switchCompany`)
      await byTestId(page, 'switch-company-HXKJ').waitFor()
      assert.equal(await byTestId(page, 'switch-company-HXSZ').getAttribute('aria-selected'), 'true')
      await shot(page, `company-switch-list-sub-${locale}`)
      await pickCompany(page, 'HXKJ')
      await homeShows(page, w.parent)
      assert.equal(await mainColor(page), parentColour)
      assert.equal((await api('GET', '/obt/getLoginUserInfo', {}, await storageItem(page, 'access_token'))).data.vipCorp.corpNo, 'HXKJ')
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  test('someone with one company only is not offered the switch', async () => {
    const { page } = await signedInPage('hx.approver', 'zh-CN')
    const listed = page.waitForResponse((r) => r.url().includes('/obt/getVipCorpsByEmpNo'))
    await page.goto(`${BASE}/userCenter/settings`)
    const reply = await (await listed).json()
    assert.equal(reply.data.list.length, 1)
    await byTestId(page, 'settings-about').waitFor()
    await page.waitForTimeout(300)
    assert.equal(await byTestId(page, 'settings-switch-company').count(), 0)
    // Opened by its address, the switch screen says there is nothing to switch to.
    await page.goto(`${BASE}/userCenter/settings/switchCompany`)
    await page.getByText('您只在当前公司有账号，无需切换').waitFor()
    await page.context().close()
  })
})
