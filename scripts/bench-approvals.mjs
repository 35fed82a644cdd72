// Part of npm run bench (not a test): latency of the approver's calls (the pending list, one item's
// detail, the counts) against a running server, at a fixed concurrency.
// Usage: node scripts/bench-approvals.mjs --url http://127.0.0.1:3000 [--concurrency 10] [--calls 400]
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const BASE = arg('url', 'http://127.0.0.1:3000')
const concurrency = Number(arg('concurrency', '10'))
const calls = Number(arg('calls', '400'))

async function call(method, pathname, body, token) {
  const url = new URL(pathname, BASE)
  const init = { method, headers: { 'content-type': 'application/json', 'y-cli': '10506', token: token ?? '' } }
  if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v))
  else if (body) init.body = JSON.stringify(body)
  const started = performance.now()
  const reply = await (await fetch(url, init)).json()
  if (reply.errCode !== 1) throw new Error(`${pathname}: ${reply.errCode} ${reply.tips}`)
  return { ms: performance.now() - started, data: reply.data }
}

async function measure(name, fn) {
  const times = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < calls) times.push((await fn()).ms)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1)
  console.log(`${name.padEnd(24)} ${String(times.length).padStart(5)} calls  ${(times.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  p99 ${q(0.99)} ms`)
}

// hx.approver has the seeded application waiting (server/src/db/seed-trips.ts).
const { data: login } = await call('POST', '/obt/vipLogin', { loginType: 2, loginName: 'hx.approver', password: 'Demo@2026', deviceId: 'bench-approvals' })
const token = login.token
const { data: pending } = await call('GET', '/obt/vipBpmForMyAppNew', { pageNum: 1, count: 10 }, token)
if (!pending.list.length) throw new Error('no pending approval for hx.approver: run on a fresh database')
const workItemId = pending.list[0].workItemId
await measure('vipBpmForMyAppNew', () => call('GET', '/obt/vipBpmForMyAppNew', { pageNum: 1, count: 10 }, token))
await measure('orderApproveList', () => call('POST', '/obt/orderApproveList', { workItemId }, token))
await measure('vipBpmForMyAppCountNew', () => call('POST', '/obt/vipBpmForMyAppCountNew', {}, token))
