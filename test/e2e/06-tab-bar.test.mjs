import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, api, byTestId, closeBrowser, newPage, shot, signedInPage } from './helpers.mjs'

after(closeBrowser)

/** What the H5 tab bar shows: its labels, and the colour of the selected one. */
async function tabBar(page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('taro-tabbar .weui-tabbar__label')]
    const on = document.querySelector('taro-tabbar .weui-bar__item_on .weui-tabbar__label')
    return { labels: labels.map((l) => l.textContent), selected: on ? getComputedStyle(on).color : '' }
  })
}

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

// The tab bar's element is fetched after start-up (core/platform/tab-bar-element.h5.ts): the login form
// does not wait for it, and the colour and labels set before it listened are applied when it does.
describe('the H5 tab bar, fetched after start-up', () => {
  test('/login shows its form before the tab bar is fetched, and nothing moves when it comes', async () => {
    const page = await newPage('zh-CN')
    // When the form first exists, in page time, to compare with the tab bar's fetch (as npm run size does).
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid="login-submit"]')) {
          window.__formAt = performance.now()
          obs.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${BASE}/login`)
    await byTestId(page, 'login-submit').waitFor()
    const before = await byTestId(page, 'login-submit').boundingBox()
    await page.waitForFunction(() => customElements.get('taro-tabbar') !== undefined, null, { timeout: 10000 })
    const afterBox = await byTestId(page, 'login-submit').boundingBox()
    const fetches = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => /\/js\/tab-bar\.[0-9a-f]+\.js$/.test(new URL(e.name).pathname)).map((e) => e.startTime - window.__formAt),
    )
    assert.equal(fetches.length, 1, 'the tab bar is fetched once')
    assert.ok(fetches[0] > 0, `the tab bar is fetched after the form shows (${fetches[0]} ms)`)
    assert.deepEqual(afterBox, before, 'the login button stays where it was')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('a slow tab bar still gets the company colour and the English labels set before it listened', async () => {
    const { page, token } = await signedInPage('df.traveller', 'en-US')
    // A slow network for the tab bar's chunk only: the theme and the labels are set long before it arrives.
    await page.route(/\/js\/tab-bar\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 2500))
      await route.continue()
    })
    const pageSets = await api('POST', '/obt/etPageSetList', {}, token)
    const color = pageSets.data[0].themeBean.mainColor.toLowerCase()
    await page.goto(`${BASE}/home`)
    await byTestId(page, 'home-menu').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('taro-tabbar .weui-tabbar__label').length === 5, null, { timeout: 15000 })
    await page.waitForFunction((c) => {
      const on = document.querySelector('taro-tabbar .weui-bar__item_on .weui-tabbar__label')
      return on && getComputedStyle(on).color === c
    }, rgb(color), { timeout: 5000 })
    const bar = await tabBar(page)
    assert.deepEqual(bar.labels, ['Home', 'Orders', 'Approvals', 'Messages', 'Me'])
    assert.equal(bar.selected, rgb(color))
    await shot(page, 'tab-bar-late-en-US')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
