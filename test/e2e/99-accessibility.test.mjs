// Accessible, large-text mode (issue 18 §4) at 390×844: for an HXKJ (blue) and a DFNY (red)
// traveller, axe-core (WCAG 2.0/2.1 A and AA rules) finds no serious or critical violation on the
// main pages, in normal and in large-text mode (turned on once through 我的 → 设置 → 大字模式). In
// large-text mode the text really is larger (by the scale) and no page is wider than the phone.
// Chinese for every page, English for a few; screenshots of the large-text pages in both languages.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { BASE, closeBrowser, dayAhead, newPage, shot, signedInPage, storageItem } from './helpers.mjs'

after(closeBrowser)

const AXE = path.resolve('node_modules', 'axe-core', 'axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const SCALE = 1.25

const USERS = [
  { login: 'hx.traveller', corpNo: 'HXKJ', hotel: '/htV2/htQuery' },
  { login: 'df.traveller', corpNo: 'DFNY', hotel: '/ht/htQuery' },
]

/** The main pages of a signed-in traveller: [name, address]. */
function mainPages(user, empId) {
  const list = `/tk/tkList?leg=out&dep=BJS&depName=${encodeURIComponent('北京')}&arr=SHA&arrName=${encodeURIComponent('上海')}&date=${dayAhead(3)}&cabin=ALL&trip=1&travellers=${empId}`
  return [
    ['home', '/home'],
    ['tk-query', '/tk/tkQuery'],
    ['tk-list', list],
    ['tr-query', '/tr/trQuery'],
    ['ht-query', user.hotel],
    ['schedule', '/schedule'],
    ['orders', '/allorder'],
    ['message', '/message'],
    ['approvals', '/approvalList'],
    ['mine', '/userCenter'],
    ['settings', '/userCenter/settings'],
  ]
}

/** Opens a page and waits until its calls have answered and it has drawn. */
async function open(page, address) {
  await page.goto(`${BASE}${address}`)
  await page.locator('.page-shell').first().waitFor({ timeout: 20000 })
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.waitForTimeout(400)
}


/** Serious and critical violations of the test so far: each test asserts none at its end (all pages reported at once). */
let findings = []

/** axe-core over the page: serious and critical violations are kept for the test's end, the others printed. */
async function audit(page, label) {
  await page.addScriptTag({ path: AXE })
  const result = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }))
  }, TAGS)
  const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  for (const v of result.filter((x) => !bad.includes(x))) console.log(`  [${label}] ${v.impact} ${v.id}: ${v.help} ${v.nodes.join(', ')}`)
  for (const v of bad) console.log(`  [${label}] ${v.impact} ${v.id}: ${v.help} ${v.nodes.join(', ')}`)
  findings.push(...bad.map((v) => ({ page: label, ...v })))
}

function assertNoFindings() {
  const all = findings
  findings = []
  assert.deepEqual(all, [], JSON.stringify(all, null, 1))
}

/** The first visible text of the page (its text and font size) and how wide the document is. */
async function measure(page) {
  return page.evaluate(() => {
    const root = [...document.querySelectorAll('.page-shell')].find((el) => el.checkVisibility()) ?? document.body
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let first = null
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (n.textContent.trim() && el && el.checkVisibility()) {
        first = { text: n.textContent.trim(), size: parseFloat(getComputedStyle(el).fontSize) }
        break
      }
    }
    return { first, body: parseFloat(getComputedStyle(document.body).fontSize), width: document.documentElement.scrollWidth }
  })
}

/** Large text: the same text is larger by the scale, and nothing is wider than the phone. */
function assertLarger(normal, large, label) {
  assert.ok(large.width <= 390, `${label}: the page is ${large.width}px wide`)
  assert.ok(Math.abs(large.body / normal.body - SCALE) < 0.03, `${label}: body text ${normal.body}px -> ${large.body}px`)
  if (normal.first && large.first && normal.first.text === large.first.text) {
    const ratio = large.first.size / normal.first.size
    assert.ok(Math.abs(ratio - SCALE) < 0.03, `${label}: "${large.first.text}" ${normal.first.size}px -> ${large.first.size}px`)
  }
}

describe('accessibility on the main pages, normal and large text', () => {
  for (const user of USERS) {
    test(`${user.login}: no serious axe violation in either mode; large text is larger and fits`, async () => {
      // Signed out: the company's login page.
      const normalLogin = {}
      for (const large of [false, true]) {
        const page = await newPage('zh-CN')
        if (large) await page.addInitScript(() => localStorage.setItem('LargeText', JSON.stringify({ data: true })))
        await open(page, `/login?corpNo=${user.corpNo}`)
        await page.locator('[data-testid="login-submit"]').waitFor()
        await audit(page, `${user.login} login ${large ? 'large' : 'normal'}`)
        const m = await measure(page)
        if (large) {
          assertLarger(normalLogin.m, m, `${user.login} login`)
          await shot(page, `a11y-large-${user.corpNo}-login-zh-CN`)
        } else normalLogin.m = m
        await page.context().close()
      }

      const { page, info } = await signedInPage(user.login, 'zh-CN')
      const pages = mainPages(user, info.empInfo.empId)
      const normal = {}
      for (const [name, address] of pages) {
        await open(page, address)
        await audit(page, `${user.login} ${name} normal`)
        normal[name] = await measure(page)
        assert.ok(normal[name].width <= 390, `${name}: ${normal[name].width}px wide in normal mode`)
      }

      // Large text, turned on through the settings screen.
      await open(page, '/userCenter/settings')
      const toggle = page.locator('[data-testid="settings-large-text"]').filter({ visible: true })
      assert.equal(await toggle.getAttribute('data-on'), '0')
      assert.equal(await toggle.getAttribute('role'), 'switch')
      const before = (await measure(page)).body
      await toggle.click()
      assert.equal(await toggle.getAttribute('data-on'), '1')
      assert.equal(await toggle.getAttribute('aria-checked'), 'true')
      assert.equal(await storageItem(page, 'LargeText'), true, 'kept on the device')
      // applied at once, without a reload
      assert.ok(Math.abs((await measure(page)).body / before - SCALE) < 0.03, 'the settings page grows at once')
      // touch targets: the settings rows (the switch's among them) are at least 44 CSS px tall
      const rows = await page.$$eval('.settings__row', (els) => els.filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().height))
      assert.ok(rows.length && rows.every((h) => h >= 44), `row heights ${rows}`)

      for (const [name, address] of pages) {
        await open(page, address)
        await audit(page, `${user.login} ${name} large`)
        assertLarger(normal[name], await measure(page), `${user.login} ${name}`)
        await shot(page, `a11y-large-${user.corpNo}-${name}-zh-CN`)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
      assertNoFindings()
    })
  }

  test('English, large text: axe finds nothing serious and the pages fit', async () => {
    for (const user of USERS) {
      const { page, info } = await signedInPage(user.login, 'en-US')
      await page.addInitScript(() => localStorage.setItem('LargeText', JSON.stringify({ data: true })))
      const pages = mainPages(user, info.empInfo.empId).filter(([n]) => ['home', 'tk-query', 'tk-list', 'ht-query', 'mine', 'settings', 'approvals'].includes(n))
      for (const [name, address] of pages) {
        await open(page, address)
        await audit(page, `${user.login} ${name} large en`)
        const m = await measure(page)
        assert.ok(m.width <= 390, `${name} (en): ${m.width}px wide`)
        // 28 design px are 14.6 CSS px at 390 wide; 1.25 times that is 18.2
        assert.ok(m.body > 17.5, `${name} (en): body text ${m.body}px`)
        await shot(page, `a11y-large-${user.corpNo}-${name}-en-US`)
      }
      // the switch says it is on, in English
      await open(page, '/userCenter/settings')
      const toggle = page.locator('[data-testid="settings-large-text"]').filter({ visible: true })
      assert.equal(await toggle.getAttribute('aria-label'), 'Large text')
      assert.equal(await toggle.getAttribute('aria-checked'), 'true')
      await page.context().close()
    }
    assertNoFindings()
  })
})
