// Renders the tab-bar icons (81x81 PNG, as the mini-program wants) from inline SVG with Chromium.
// Run once when an icon changes: node scripts/make-tab-icons.mjs; the PNGs are committed.
import { chromium } from 'playwright-core'
import { findChromium } from '../test/e2e/chromium.mjs'

const icons = {
  home: '<path d="M12 3 3 10.5V21h6.5v-6h5v6H21V10.5z"/>',
  allorder: '<path d="M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h8"/>',
  approvallist: '<path d="M9 11l3 3 8-8M20 12v8H4V4h11"/>',
  message: '<path d="M4 4h16v12H8l-4 4zM8 9h8M8 12h5"/>',
  usercenter: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
}
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
for (const [name, body] of Object.entries(icons)) {
  for (const [suffix, color] of [['', '#8a8f99'], ['-active', '#1677ff']]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="81" height="81" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    await page.screenshot({ path: `src/assets/tab/${name}${suffix}.png`, omitBackground: true, clip: { x: 0, y: 0, width: 81, height: 81 } })
  }
}
await browser.close()
console.log('tab icons written to src/assets/tab')
