// The product as the test runners use it: `npm start` (scripts/start.mjs) on a fresh database in a
// temporary DATA_DIR, on a free port, with the demo tools on (SMS outbox, captcha text) for the
// tests on this machine's loopback. Shared by the browser tests (test/e2e/run.mjs) and the
// mini-program tests (test/weapp/run.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

async function waitHealthy(base, child, ms) {
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

/** The test servers' gap between two codes for one phone (a deployment's is 60 s); the helpers' smsCooldown waits it out. */
export const TEST_SMS_RESEND_SECONDS = 2

/**
 * Starts the server and resolves once /obt/health answers.
 * `withoutH5`: the server gets a placeholder H5 folder, so a runner that needs only the API (the
 * mini-program tests) neither waits for nor depends on the H5 build that start.mjs would make.
 * Returns { base, port, dataDir, log(), stop() }; stop() ends the server and removes its data.
 */
export async function startServer({ withoutH5 = false, env = {}, timeoutMs = 120000, prefix = 'shanglv-test-' } = {}) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  let h5Dir
  if (withoutH5) {
    h5Dir = path.join(dataDir, 'h5-placeholder')
    fs.mkdirSync(h5Dir)
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>API only</title>')
  }
  const base = `http://127.0.0.1:${port}`
  const child = spawn('node', [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_TOOLS: '1',
      // Every browser and mini-program test pays with the demo travellers' phones: one run sends more
      // codes than a person's daily 10.
      SMS_DAILY_LIMIT: '500',
      SMS_RESEND_SECONDS: String(TEST_SMS_RESEND_SECONDS),
      // The simulated rail system closes from 00:00 to 05:00 China time (like 12306); the suites run at
      // any hour, so their server sells round the clock. The closure itself is a server test on a fake clock.
      RAIL_NIGHT_CLOSURE: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(h5Dir ? { H5_DIR: h5Dir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.on('exit', r)))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitHealthy(base, child, timeoutMs)
  } catch (e) {
    await stop()
    e.message += `\n${output.slice(-4000)}`
    throw e
  }
  return { base, port, dataDir, log: () => output, stop }
}
