// Lighthouse benchmark (design.md "Budgets": mobile, performance >= 90 and accessibility >= 90 on
// /login, /home and /tk/tkList).
//
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 3] [--json dir]
//
// Against a running server (npm start), in Debian's Chromium: Lighthouse's mobile defaults
// (Moto G Power screen, simulated slow 4G and 4x CPU), each page `runs` times on a cold cache; the
// median run by performance score is printed with its metrics and any failing accessibility audit.
// /login is opened signed out; /home and /tk/tkList signed in as hx.traveller (the session is put
// into localStorage, which Lighthouse keeps; it clears the HTTP cache before every run), the list
// on a real Beijing -> Shanghai search for tomorrow.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/chromium.mjs'

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const BASE = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '')
const RUNS = Number(arg('runs', '3'))
const JSON_DIR = arg('json', '')
const GOAL = 90

async function api(method, pathname, body, token) {
  const url = new URL(pathname, BASE)
  const init = { method, headers: { 'content-type': 'application/json', 'y-cli': '10506', token: token ?? '' } }
  if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v))
  else if (body) init.body = JSON.stringify(body)
  return (await fetch(url, init)).json()
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port
      s.close(() => resolve(p))
    })
  })

/** China's date `days` from now (the server's business calendar). */
function chinaDate(days) {
  const d = new Date(Date.now() + 8 * 3600000 + days * 86400000)
  return d.toISOString().slice(0, 10)
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['total-byte-weight', 'bytes'],
]

async function main() {
  const health = await fetch(`${BASE}/obt/health`).then((r) => r.json()).catch(() => null)
  if (!health?.data?.ok) throw new Error(`No server answers at ${BASE} (start one with npm start, or pass --url).`)
  const login = await api('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.traveller', password: 'Demo@2026', deviceId: 'bench-lighthouse' })
  assert.ok(login.data?.token, `sign-in failed: ${JSON.stringify(login)}`)
  const token = login.data.token
  const info = (await api('GET', '/obt/getLoginUserInfo', {}, token)).data
  const search = new URLSearchParams({
    leg: 'out', dep: 'BJS', depName: '北京', arr: 'SHA', arrName: '上海', date: chinaDate(1), cabin: 'ALL', trip: '1', travellers: info.empInfo.empId,
  })
  const pages = [
    { name: '/login', url: `${BASE}/login`, signedIn: false },
    { name: '/home', url: `${BASE}/home`, signedIn: true },
    { name: '/tk/tkList', url: `${BASE}/tk/tkList?${search}`, signedIn: true },
  ]

  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shanglv-lighthouse-'))
  // A persistent context is the browser's default one, where Lighthouse opens its tab: the
  // session put into localStorage here is the one the audited page reads.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  const results = []
  try {
    const setup = context.pages()[0] ?? (await context.newPage())
    // A JSON page of the same origin: localStorage without loading (and caching) the app.
    await setup.goto(`${BASE}/obt/health`)
    for (const page of pages) {
      await setup.evaluate(
        ([signedIn, tk, ui]) => {
          localStorage.clear()
          localStorage.setItem('Locale', JSON.stringify({ data: 'zh-CN' }))
          if (signedIn) {
            localStorage.setItem('access_token', JSON.stringify({ data: tk }))
            localStorage.setItem('userInfo', JSON.stringify({ data: ui }))
          }
        },
        [page.signedIn, token, info],
      )
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(page.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        runs.push(lhr)
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
      const lhr = runs[Math.floor(runs.length / 2)]
      if (JSON_DIR) {
        fs.mkdirSync(JSON_DIR, { recursive: true })
        fs.writeFileSync(path.join(JSON_DIR, `${page.name.replace(/\W+/g, '_').replace(/^_/, '')}.json`), JSON.stringify(lhr))
      }
      results.push({ page, lhr, perfScores: runs.map((r) => Math.round(r.categories.performance.score * 100)) })
    }
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }

  console.log(`\nLighthouse ${results[0]?.lhr.lighthouseVersion} mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs, ${BASE}`)
  let below = false
  for (const { page, lhr, perfScores } of results) {
    const perf = Math.round(lhr.categories.performance.score * 100)
    const a11y = Math.round(lhr.categories.accessibility.score * 100)
    below ||= perf < GOAL || a11y < GOAL
    const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname
    const landed = finalUrl === new URL(page.url).pathname ? '' : `   (landed on ${finalUrl})`
    console.log(`  ${page.name.padEnd(11)} performance ${String(perf).padStart(3)} (runs ${perfScores.join(', ')})  accessibility ${String(a11y).padStart(3)}   goal >= ${GOAL}  ${perf >= GOAL && a11y >= GOAL ? 'ok' : 'BELOW GOAL'}${landed}`)
    console.log(`    ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id].displayValue}`).join('  ')}`)
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
    )
    for (const a of failing) console.log(`    accessibility: ${a.id} (${a.title})`)
  }
  if (below) process.exitCode = 1
}

main().catch((e) => {
  console.error(e.message ?? e)
  process.exit(1)
})
