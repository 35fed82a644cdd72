// Browser tests against the real product: `npm start` on a fresh database (temporary DATA_DIR, free
// port), then node's test runner over test/e2e/*.test.mjs in Debian's Chromium at 390x844.
// Screenshots go to test-output/e2e/.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from './chromium.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

async function waitHealthy(base, child, ms = 120000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`)
    try {
      const r = await fetch(`${base}/obt/health`)
      if (r.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become healthy in time')
}

findChromium()
const port = await freePort()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanglv-e2e-'))
const base = `http://127.0.0.1:${port}`
const server = spawn('node', [path.join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_TOOLS: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let serverLog = ''
server.stdout.on('data', (d) => (serverLog += d))
server.stderr.on('data', (d) => (serverLog += d))

let code = 1
try {
  await waitHealthy(base, server)
  const files = process.argv.slice(2).length
    ? process.argv.slice(2)
    : fs.readdirSync(path.join(ROOT, 'test', 'e2e')).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => path.join('test', 'e2e', f))
  code = await new Promise((resolve) => {
    const t = spawn('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: base },
    })
    t.on('exit', (c) => resolve(c ?? 1))
  })
} catch (e) {
  console.error(e.message)
  console.error(serverLog.slice(-4000))
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
if (code !== 0) console.error(serverLog.slice(-3000))
process.exit(code)
