// npm run bench: not a test. Starts the product on a fresh database (like the e2e harness), then
// prints queryFlight and trSearch p50/p95/p99 at a fixed concurrency (server/bench/query-flight.ts,
// server/bench/train-search.ts), the hotel list (server/bench/hotel-list.ts) and the
// approver's calls (scripts/bench-approvals.mjs), the 1,000-result flight list's time to first
// render and to select in Chromium and the 300-train list's first render, as is and with the CPU
// throttled 4x (scripts/bench-list.mjs), Lighthouse mobile on /login, /home and /tk/tkList
// (scripts/bench-lighthouse.mjs; BENCH_LIGHTHOUSE_RUNS, default 3), and the all-orders first page
// of a company with 20,000 orders (server/bench/all-orders.ts).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const concurrency = process.env.BENCH_CONCURRENCY ?? '20'
const seconds = process.env.BENCH_SECONDS ?? '10'

const port = await new Promise((resolve) => {
  const s = net.createServer()
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port
    s.close(() => resolve(p))
  })
})
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanglv-bench-'))
const base = `http://127.0.0.1:${port}`
const server = spawn('node', [path.join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
try {
  const until = Date.now() + 120000
  for (;;) {
    try {
      if ((await fetch(`${base}/obt/health`)).ok) break
    } catch {
      /* starting */
    }
    if (Date.now() > until) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  // The server compresses a fresh H5 build in the background (several seconds of CPU): wait for
  // it, so it does not run during the measurements.
  const h5 = process.env.H5_DIR ?? path.join(ROOT, 'dist', 'h5')
  const pending = () => {
    const out = []
    const walk = (d) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.(js|css|html)$/.test(e.name) && fs.statSync(p).size >= 512 && !fs.existsSync(`${p}.br`)) out.push(p)
      }
    }
    if (fs.existsSync(h5)) walk(h5)
    return out
  }
  for (const until = Date.now() + 120000; pending().length && Date.now() < until; ) await new Promise((r) => setTimeout(r, 500))
  const run = (cmd, args) => spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' }).status
  console.log(`\n== queryFlight against ${base}, concurrency ${concurrency}, ${seconds}s ==`)
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/bench/query-flight.ts', '--url', base, '--concurrency', concurrency, '--seconds', seconds])
  console.log(`\n== trSearch against ${base}, concurrency ${concurrency}, ${seconds}s ==`)
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/bench/train-search.ts', '--url', base, '--concurrency', concurrency, '--seconds', seconds])
  console.log(`\n== hotel list (htQueryV2/list) against ${base}, concurrency ${concurrency}, ${seconds}s ==`)
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/bench/hotel-list.ts', '--url', base, '--concurrency', concurrency, '--seconds', seconds])
  console.log('\n== approver calls (list, detail, counts), concurrency 10 ==')
  run('node', ['scripts/bench-approvals.mjs', '--url', base])
  console.log('\n== 1,000-result flight list in Chromium ==')
  run('node', ['scripts/bench-list.mjs', '--url', base])
  console.log('\n== 1,000-result flight list in Chromium, CPU throttled 4x (a mid-range phone) ==')
  run('node', ['scripts/bench-list.mjs', '--url', base, '--cpu', '4', '--runs', '3'])
  console.log('\n== 300-train list in Chromium, and with the CPU throttled 4x ==')
  run('node', ['scripts/bench-list.mjs', '--list', 'train', '--url', base])
  run('node', ['scripts/bench-list.mjs', '--list', 'train', '--url', base, '--cpu', '4', '--runs', '3'])
  console.log('\n== 1,000-hotel list in Chromium, and with the CPU throttled 4x ==')
  run('node', ['scripts/bench-list.mjs', '--list', 'hotel', '--url', base])
  run('node', ['scripts/bench-list.mjs', '--list', 'hotel', '--url', base, '--cpu', '4', '--runs', '3'])
  console.log('\n== Lighthouse mobile: /login, /home, /tk/tkList ==')
  run('node', ['scripts/bench-lighthouse.mjs', '--url', base, '--runs', process.env.BENCH_LIGHTHOUSE_RUNS ?? '3'])
  // In process on a database of its own (it inserts 20,000 orders directly): PGlite, or a fresh
  // database on BENCH_DATABASE_URL's server.
  console.log('\n== all orders: first page of totalOrderList, 20,000 orders, concurrency 4 ==')
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/bench/all-orders.ts'])
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
