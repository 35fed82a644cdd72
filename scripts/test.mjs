// npm test: every gate CI runs, in order, each step's output shown; a summary line at the end.
// Steps: typecheck, lint, Jest (unit + server on PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), both builds, the size gates, and the browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { findChromium } from '../test/e2e/chromium.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const only = process.argv.slice(2)

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['jest', 'npx', ['jest', '--ci']],
  // Business dates are China's wherever the phone is: the app's unit tests again at both ends of the clock.
  ['jest:UTC-11', 'npx', ['jest', '--ci', '--silent', 'test/unit'], { TZ: 'Pacific/Pago_Pago' }],
  ['jest:UTC+14', 'npx', ['jest', '--ci', '--silent', 'test/unit'], { TZ: 'Pacific/Kiritimati' }],
  ['build:weapp', 'npm', ['run', '-s', 'build:weapp']],
  ['build:h5', 'npm', ['run', '-s', 'build:h5']],
  ['size', 'node', ['scripts/size-check.mjs']],
  ['e2e', 'node', ['test/e2e/run.mjs']],
]

// The browser steps need Chromium; say so loudly up front instead of failing obscurely later.
try {
  findChromium()
} catch (e) {
  console.error(e.message)
  process.exit(1)
}

const results = []
for (const [name, cmd, args, extraEnv = {}] of steps) {
  if (only.length && !only.includes(name) && !only.includes(name.split(':')[0])) continue
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...extraEnv, NODE_ENV: name.startsWith('build') ? 'production' : process.env.NODE_ENV } })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  results.push([name, r.status === 0, secs])
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${secs}s) ===`)
}

console.log('\nSummary:')
for (const [name, ok, secs] of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${secs}s)`)
const passed = results.filter((r) => r[1]).length
const failed = results.length - passed
console.log(`steps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
