// Browser tests against the real product: `npm start` on a fresh database (temporary DATA_DIR, free
// port), then node's test runner over test/e2e/*.test.mjs in Debian's Chromium at 390x844.
// Screenshots go to test-output/e2e/.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '../server-process.mjs'
import { findChromium } from './chromium.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

findChromium()
let server
let code = 1
try {
  server = await startServer({ prefix: 'shanglv-e2e-' })
  const files = process.argv.slice(2).length
    ? process.argv.slice(2)
    : fs.readdirSync(path.join(ROOT, 'test', 'e2e')).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => path.join('test', 'e2e', f))
  code = await new Promise((resolve) => {
    const t = spawn('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: server.base },
    })
    t.on('exit', (c) => resolve(c ?? 1))
  })
} catch (e) {
  console.error(e.message)
} finally {
  await server?.stop()
}
if (code !== 0 && server) console.error(server.log().slice(-3000))
process.exit(code)
