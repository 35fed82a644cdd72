// Large-text mode in the mini-program runtime (issue 18 §4): 我的 → 设置 → 大字模式 turns it on,
// the page root carries the scale (--t, which every text size of the build multiplies by) at once
// and on the pages opened after, and the choice is kept in device storage for the next launch.
import { afterEach, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { launchMiniProgram, WEAPP_DIR } from './automator.mjs'
import { assertNoIssues, signIn, tapText, until, waitForPage, waitForText } from './helpers.mjs'

let mp
afterEach(() => mp?.close())

/** The --t value on the page root (.page-shell's style), or null. */
async function rootScale(page) {
  const root = await page.$('.page-shell')
  const style = String((await root?.attribute('style')) ?? '')
  const m = /--t:\s*([\d.]+)/.exec(style)
  return m ? Number(m[1]) : null
}

describe('large-text mode in the mini-program', () => {
  test('the stylesheets scale text by --t', () => {
    const css = ['app-origin.wxss', 'common.wxss'].map((f) => fs.readFileSync(path.join(WEAPP_DIR, f), 'utf8')).join('\n')
    assert.ok(/(^|[{;])--t:1[;}]/.test(css), 'the default scale')
    assert.ok(/font-size:calc\([\d.]+rpx\*var\(--t\)\)/.test(css), 'text sizes follow the scale')
    // no absolute text size left out of the scale in the main package's shared sheet
    assert.deepEqual(css.match(/font-size:[\d.]+(rpx|px)/g) ?? [], [])
  })

  test('the settings switch puts the scale on the page root at once, on later pages, and in storage', async () => {
    mp = await launchMiniProgram()
    let page = await signIn(mp, 'hx.traveller')
    assert.equal(await rootScale(page), 1, 'normal size first')

    page = await mp.navigateTo('/userCenter/pages/settings/index')
    page = await waitForPage(mp, 'userCenter/pages/settings/index')
    await waitForText(page, '大字模式')
    await tapText(page, '大字模式')
    await until(async () => (await rootScale(page)) === 1.25, { what: 'the settings page root at 1.25' })
    assert.equal(await mp.callWxMethod('getStorageSync', 'LargeText'), true, 'kept on the device')

    page = await mp.reLaunch('/pages/home/index')
    page = await waitForPage(mp, 'pages/home/index')
    await until(async () => (await rootScale(page)) === 1.25, { what: 'home at 1.25' })

    // and off again
    page = await mp.navigateTo('/userCenter/pages/settings/index')
    page = await waitForPage(mp, 'userCenter/pages/settings/index')
    await tapText(page, '大字模式')
    await until(async () => (await rootScale(page)) === 1, { what: 'back to 1' })
    assert.equal(await mp.callWxMethod('getStorageSync', 'LargeText'), false)
    await assertNoIssues(mp)
  })
})
