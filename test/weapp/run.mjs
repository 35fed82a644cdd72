// The mini-program tests (npm test's step "weapp"): dist/weapp as a device would run it, against
// `npm start` on a fresh database (temporary DATA_DIR, free port), through node's test runner over
// test/weapp/*.test.mjs. The build calls its API at TEST_API_ORIGIN (an https origin, as a
// deployment's); the Node runtime answers that origin from the test server and fails any other
// URL, relative ones included, as a device does. A build made for another origin is rebuilt first.
//   node test/weapp/run.mjs [files...]     WEAPP_API_URL=http://...  use a running server instead
//   WEAPP_BACKEND=devtools                 the same files on WeChat DevTools (README, "The mini-program")
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '../server-process.mjs'
import { BACKEND, TEST_API_ORIGIN, WEAPP_DIR } from './automator.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const started = Date.now()

/** The origin the build was made for (TARO_APP_API_BASE is compiled into the common chunk). */
function builtForTestOrigin() {
  if (!fs.existsSync(path.join(WEAPP_DIR, 'app.json'))) return false
  return ['common.js', 'app.js'].some((f) => fs.existsSync(path.join(WEAPP_DIR, f)) && fs.readFileSync(path.join(WEAPP_DIR, f), 'utf8').includes(JSON.stringify(TEST_API_ORIGIN)))
}

if (BACKEND === 'node' && !builtForTestOrigin()) {
  console.log(`dist/weapp is missing or built for another API origin: building it for ${TEST_API_ORIGIN} (a minute or two)`)
  const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', 'weapp'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_APP_API_BASE: TEST_API_ORIGIN },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs.readdirSync(path.join(ROOT, 'test', 'weapp')).filter((f) => f.endsWith('.test.mjs')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).map((f) => path.join('test', 'weapp', f))

let server
let code = 1
const counts = { pass: 0, fail: 0 }
try {
  if (!process.env.WEAPP_API_URL) server = await startServer({ withoutH5: true, prefix: 'shanglv-weapp-' })
  const apiUrl = process.env.WEAPP_API_URL ?? server.base
  code = await new Promise((resolve) => {
    const t = spawn('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WEAPP_API_URL: apiUrl },
    })
    // The spec reporter's closing lines carry the counts for the summary line.
    t.stdout.on('data', (d) => {
      process.stdout.write(d)
      for (const m of String(d).matchAll(/^ℹ (pass|fail) (\d+)$/gm)) counts[m[1]] = Number(m[2])
    })
    t.on('exit', (c) => resolve(c ?? 1))
  })
} catch (e) {
  console.error(e.message)
} finally {
  await server?.stop()
}
if (code !== 0 && server) console.error(server.log().slice(-3000))
console.log(`weapp step took ${((Date.now() - started) / 1000).toFixed(1)}s`)
console.log(`weapp: ${counts.pass} passed, ${counts.fail} failed`)
process.exit(code)
