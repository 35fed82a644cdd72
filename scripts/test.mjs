// npm test: every gate CI runs, in order, each step's output shown; a summary line at the end.
// Steps: typecheck, lint, Jest (unit + server on PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), both builds, the size gates, the mini-program in its Node runtime, and the browser tests in
// Debian's Chromium.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { findChromium } from '../test/e2e/chromium.mjs'
import { TEST_API_ORIGIN } from '../test/weapp/automator.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const only = process.argv.slice(2)

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['jest', 'npx', ['jest', '--ci']],
  // Business dates are China's wherever the phone is: the app's unit tests again at both ends of the clock.
  ['jest:UTC-11', 'npx', ['jest', '--ci', '--silent', 'test/unit'], { TZ: 'Pacific/Pago_Pago' }],
  ['jest:UTC+14', 'npx', ['jest', '--ci', '--silent', 'test/unit'], { TZ: 'Pacific/Kiritimati' }],
  // Built as a deployment is, with an absolute https API origin: the weapp step answers that origin
  // from its test server (and a relative URL fails there as on a phone), so one build serves both.
  ['build:weapp', 'npm', ['run', '-s', 'build:weapp'], { TARO_APP_API_BASE: TEST_API_ORIGIN }],
  ['build:h5', 'npm', ['run', '-s', 'build:h5']],
  ['size', 'node', ['scripts/size-check.mjs']],
  ['weapp', 'node', ['test/weapp/run.mjs']],
  ['e2e', 'node', ['test/e2e/run.mjs']],
]
const BROWSER_STEPS = new Set(['size', 'e2e'])
// A build that "succeeds" with these in its output has a defect the bundler only reports.
const BUILD_FAILS_ON = /Conflicting order/

const selected = steps.filter(([name]) => !only.length || only.includes(name) || only.includes(name.split(':')[0]))

// The browser steps need Chromium; say so loudly up front instead of failing obscurely later.
if (selected.some(([name]) => BROWSER_STEPS.has(name))) {
  try {
    findChromium()
  } catch (e) {
    console.error(e.message)
    process.exit(1)
  }
}

const results = []
for (const [name, cmd, args, extraEnv = {}] of selected) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const build = name.startsWith('build')
  const env = { ...process.env, ...extraEnv, NODE_ENV: build ? 'production' : process.env.NODE_ENV }
  let ok
  if (build) {
    const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'pipe'] })
    process.stdout.write(r.stdout ?? '')
    process.stderr.write(r.stderr ?? '')
    const flagged = BUILD_FAILS_ON.test(`${r.stdout}${r.stderr}`)
    if (flagged) console.error(`${name}: the build output has "${BUILD_FAILS_ON.source}" (see above)`)
    ok = r.status === 0 && !flagged
  } else {
    ok = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  results.push([name, ok, secs])
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${secs}s) ===`)
}

console.log('\nSummary:')
for (const [name, ok, secs] of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${secs}s)`)
const passed = results.filter((r) => r[1]).length
const failed = results.length - passed
console.log(`steps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
