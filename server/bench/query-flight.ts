/**
 * queryFlight benchmark against a running server.
 *
 *   npx tsx server/bench/query-flight.ts --url http://127.0.0.1:3000 --concurrency 20 --seconds 10
 *
 * Logs in a demo traveller (hx.traveller / Demo@2026 unless --login / --password say otherwise),
 * then keeps `concurrency` requests in flight for `seconds`, each a queryFlight on a mix of routes
 * (busy trunk routes, mid-size and thin pairs, city and airport codes) and dates (1 to 60 days
 * ahead). Prints p50 / p95 / p99 latency, requests per second and errors; `--json` prints one JSON
 * line instead (for the app side's `npm run bench`). A 1-second warm-up is not counted.
 */

interface Options {
  url: string
  concurrency: number
  seconds: number
  login: string
  password: string
  json: boolean
}

function parseArgs(argv: string[]): Options {
  const options: Options = { url: 'http://127.0.0.1:3000', concurrency: 20, seconds: 10, login: 'hx.traveller', password: 'Demo@2026', json: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    const next = (): string => {
      const value = argv[i + 1]
      if (value === undefined) throw new Error(`${arg} needs a value`)
      i += 1
      return value
    }
    if (arg === '--url') options.url = next().replace(/\/$/, '')
    else if (arg === '--concurrency') options.concurrency = Math.max(1, Number(next()))
    else if (arg === '--seconds') options.seconds = Math.max(1, Number(next()))
    else if (arg === '--login') options.login = next()
    else if (arg === '--password') options.password = next()
    else if (arg === '--json') options.json = true
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write('usage: query-flight.ts [--url URL] [--concurrency N] [--seconds S] [--login NAME] [--password PWD] [--json]\n')
      process.exit(0)
    } else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

const ROUTES: [string, string][] = [
  ['BJS', 'SHA'], ['SHA', 'BJS'], ['BJS', 'CAN'], ['SHA', 'SZX'], ['BJS', 'CTU'], ['CTU', 'SHA'], ['CAN', 'CKG'],
  ['HGH', 'XIY'], ['KMG', 'BJS'], ['PEK', 'PVG'], ['PKX', 'SHA'], ['WUH', 'SZX'], ['XMN', 'TAO'], ['URC', 'BJS'],
  ['HRB', 'CAN'], ['NKG', 'CTU'], ['SYX', 'SHA'], ['TFU', 'CAN'], ['LHW', 'SZX'], ['KWE', 'HGH'],
]

interface Envelope<T> {
  errCode: number
  tips: string
  data: T
}

async function post<T>(url: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh', 'y-cli': '10506', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as Envelope<T>
}

/** 'YYYY-MM-DD' in China time, `days` from now. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const login = await post<{ token?: string; msg?: string }>(`${options.url}/obt/vipLogin`, {
    loginType: 2,
    loginName: options.login,
    password: options.password,
    deviceId: `bench-${process.pid}`,
  })
  const token = login.data?.token
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`)

  let seq = 0
  const call = async (): Promise<{ ms: number; ok: boolean; flights: number }> => {
    const n = seq++
    const [depCode, arrCode] = ROUTES[n % ROUTES.length]
    const body = { depCode, arrCode, date: chinaDay(1 + ((n * 7) % 60)), tripType: 1 }
    const started = performance.now()
    try {
      const reply = await post<{ flights: unknown[] }>(`${options.url}/obt/plane/shopping/gn/v3/queryFlight`, body, token)
      return { ms: performance.now() - started, ok: reply.errCode === 1, flights: reply.data?.flights?.length ?? 0 }
    } catch {
      return { ms: performance.now() - started, ok: false, flights: 0 }
    }
  }

  const run = async (seconds: number) => {
    const latencies: number[] = []
    let errors = 0
    let flights = 0
    const until = performance.now() + seconds * 1000
    const started = performance.now()
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < until) {
          const r = await call()
          latencies.push(r.ms)
          flights += r.flights
          if (!r.ok) errors += 1
        }
      }),
    )
    return { latencies, errors, flights, elapsed: (performance.now() - started) / 1000 }
  }

  await run(1)
  const { latencies, errors, flights, elapsed } = await run(options.seconds)
  latencies.sort((a, b) => a - b)
  const result = {
    url: options.url,
    concurrency: options.concurrency,
    seconds: Math.round(elapsed * 10) / 10,
    requests: latencies.length,
    errors,
    reqPerSec: Math.round((latencies.length / elapsed) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round((latencies[latencies.length - 1] ?? 0) * 10) / 10,
    avgFlights: latencies.length ? Math.round(flights / latencies.length) : 0,
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    return
  }
  process.stdout.write(
    `queryFlight @ ${result.url}, concurrency ${result.concurrency}, ${result.seconds} s\n` +
      `  requests ${result.requests} (${result.errors} errors), ${result.reqPerSec} req/s, ~${result.avgFlights} flights per reply\n` +
      `  p50 ${result.p50Ms} ms   p95 ${result.p95Ms} ms   p99 ${result.p99Ms} ms   max ${result.maxMs} ms\n`,
  )
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
