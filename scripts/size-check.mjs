// Size gates of ../shared/design.md: mini-program main package <= 1.0 MB, each subpackage <= 1.2 MB,
// the whole mini-program <= 8 MB, H5 JavaScript loaded to show /login <= 200 KB gzip. Prints every
// figure (and the goals); exits 1 above a gate.
//
// "To show /login" is what the browser fetched until the login form is on screen; scripts the page
// fetches after that (the password cipher, prefetched for the first submit) are listed apart and
// do not count. WEAPP_DIR and H5_DIR measure builds made elsewhere (TARO_OUTPUT_ROOT). Sizes are gzip -9 (the gate's measure) and brotli 11 (what the server sends).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { findChromium, CHROMIUM_ARGS } from '../test/e2e/chromium.mjs'
import { serveStatic } from './static-server.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const KB = 1024
const GATES = { main: 1024 * KB, sub: 1.2 * 1024 * KB, total: 8 * 1024 * KB, h5Gzip: 200 * KB }
const GOALS = { main: 600 * KB, sub: 500 * KB, total: 8 * 1024 * KB, h5Gzip: 150 * KB }
const fmt = (n) => `${(n / KB).toFixed(1)} KB`
let failed = false

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (skip.has(p)) continue
    // Licence notes and source maps are not code the package ships.
    if (entry.name.endsWith('.LICENSE.txt') || entry.name.endsWith('.map')) continue
    total += entry.isDirectory() ? dirSize(p, skip) : fs.statSync(p).size
  }
  return total
}

function checkWeapp() {
  const dist = process.env.WEAPP_DIR ? path.resolve(process.env.WEAPP_DIR) : path.join(ROOT, 'dist', 'weapp')
  const appJson = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const subs = (appJson.subPackages ?? appJson.subpackages ?? []).map((s) => s.root.replace(/\/$/, ''))
  const skip = new Set(subs.map((r) => path.join(dist, r)))
  const main = dirSize(dist, skip)
  const rows = [['main package', main, GATES.main, GOALS.main]]
  for (const r of subs) rows.push([`subpackage ${r}`, dirSize(path.join(dist, r)), GATES.sub, GOALS.sub])
  rows.push(['whole mini-program', dirSize(dist), GATES.total, GOALS.total])
  console.log('\nMini-program package sizes (dist/weapp):')
  for (const [name, size, gate, goal] of rows) {
    const over = size > gate
    failed ||= over
    console.log(`  ${name.padEnd(24)} ${fmt(size).padStart(10)}   gate ${fmt(gate)}  goal ${fmt(goal)}  ${over ? 'OVER GATE' : size > goal ? 'over goal' : 'ok'}`)
  }
}

async function checkH5() {
  const dist = process.env.H5_DIR ? path.resolve(process.env.H5_DIR) : path.join(ROOT, 'dist', 'h5')
  const { server, port } = await serveStatic(dist)
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    // When the form first exists, in page time, to compare with each script's fetch start.
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid="login-submit"]')) {
          window.__formAt = performance.now()
          obs.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-testid="login-submit"]', { timeout: 15000 })
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, afterForm: e.startTime > window.__formAt })),
    )
    const sizes = (p) => {
      const buf = fs.readFileSync(path.join(dist, p))
      return {
        raw: buf.length,
        gz: zlib.gzipSync(buf, { level: 9 }).length,
        br: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
      }
    }
    const line = (p, z) => `  ${p.padEnd(40)} ${fmt(z.raw).padStart(10)}  gzip ${fmt(z.gz).padStart(9)}  br ${fmt(z.br).padStart(9)}`
    const total = { raw: 0, gz: 0, br: 0 }
    console.log('\nH5 JavaScript loaded to show /login:')
    for (const { path: p } of scripts.filter((s) => !s.afterForm).sort((a, b) => a.path.localeCompare(b.path))) {
      const z = sizes(p)
      for (const k of Object.keys(total)) total[k] += z[k]
      console.log(line(p, z))
    }
    const gz = total.gz
    const over = gz > GATES.h5Gzip
    failed ||= over
    console.log(`  total ${fmt(total.raw)}, gzip ${fmt(gz)}, br ${fmt(total.br)}   gate ${fmt(GATES.h5Gzip)} gzip  goal ${fmt(GOALS.h5Gzip)}  ${over ? 'OVER GATE' : gz > GOALS.h5Gzip ? 'over goal' : 'ok'}`)
    const later = scripts.filter((s) => s.afterForm)
    if (later.length) {
      console.log('  fetched after the form shows (not counted):')
      for (const { path: p } of later) console.log(line(p, sizes(p)))
    }
  } finally {
    await browser.close()
    server.close()
  }
}

checkWeapp()
await checkH5()
if (failed) {
  console.error('\nSize check FAILED: a package is over its gate (../shared/design.md "Budgets").')
  process.exit(1)
}
console.log('\nSize check passed.')
