/**
 * trSearch benchmark against a running server.
 *
 *   npx tsx server/bench/train-search.ts --url http://127.0.0.1:3000 --concurrency 20 --seconds 10
 *
 * Logs in a demo traveller (hx.traveller / Demo@2026 unless --login / --password say otherwise),
 * then keeps `concurrency` requests in flight for `seconds`, each a business-trip trSearch (seats
 * left from the database, the policy of every seat) on a mix of city and station pairs (busy
 * corridors with 40+ trains, mid-size and thin pairs, one without direct trains) and dates (1 to
 * 29 days ahead). Prints p50 / p95 / p99 latency, requests per second and errors; `--json` prints one
 * JSON line instead. A 1-second warm-up is not counted.
 */

// A module of its own: query-flight.ts, a script, declares the same names in the global scope.
export {}

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
      process.stdout.write('usage: train-search.ts [--url URL] [--concurrency N] [--seconds S] [--login NAME] [--password PWD] [--json]\n')
      process.exit(0)
    } else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

/** [from, to, fromKind, toKind]: city codes mean every station of the city. */
const ROUTES: [string, string, 'station' | 'city', 'station' | 'city'][] = [
  ['BJS', 'SHA', 'city', 'city'], ['SHA', 'BJS', 'city', 'city'], ['VNP', 'AOH', 'station', 'station'], ['AOH', 'VNP', 'station', 'station'],
  ['BJS', 'WUH', 'city', 'city'], ['BJS', 'CAN', 'city', 'city'], ['SHA', 'HGH', 'city', 'city'], ['NKG', 'SHA', 'city', 'city'],
  ['BJS', 'XIY', 'city', 'city'], ['CTU', 'CKG', 'city', 'city'], ['BJS', 'TSN', 'city', 'city'], ['SHA', 'NKG', 'city', 'city'],
  ['BJS', 'CKG', 'city', 'city'], ['CAN', 'SZX', 'city', 'city'], ['WUH', 'CAN', 'city', 'city'], ['XIY', 'CTU', 'city', 'city'],
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
  const call = async (): Promise<{ ms: number; ok: boolean; trains: number }> => {
    const n = seq++
    const [fromStationCode, toStationCode, fromKind, toKind] = ROUTES[n % ROUTES.length]
    const body = { fromStationCode, toStationCode, fromKind, toKind, date: chinaDay(1 + ((n * 7) % 29)), tripType: 1 }
    const started = performance.now()
    try {
      const reply = await post<{ trainList: unknown[] }>(`${options.url}/obt/train/trQuery/trSearch`, body, token)
      return { ms: performance.now() - started, ok: reply.errCode === 1, trains: reply.data?.trainList?.length ?? 0 }
    } catch {
      return { ms: performance.now() - started, ok: false, trains: 0 }
    }
  }

  const run = async (seconds: number) => {
    const latencies: number[] = []
    let errors = 0
    let trains = 0
    const until = performance.now() + seconds * 1000
    const started = performance.now()
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < until) {
          const r = await call()
          latencies.push(r.ms)
          trains += r.trains
          if (!r.ok) errors += 1
        }
      }),
    )
    return { latencies, errors, trains, elapsed: (performance.now() - started) / 1000 }
  }

  await run(1)
  const { latencies, errors, trains, elapsed } = await run(options.seconds)
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
    avgTrains: latencies.length ? Math.round(trains / latencies.length) : 0,
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    return
  }
  process.stdout.write(
    `trSearch @ ${result.url}, concurrency ${result.concurrency}, ${result.seconds} s\n` +
      `  requests ${result.requests} (${result.errors} errors), ${result.reqPerSec} req/s, ~${result.avgTrains} trains per reply\n` +
      `  p50 ${result.p50Ms} ms   p95 ${result.p95Ms} ms   p99 ${result.p99Ms} ms   max ${result.maxMs} ms\n`,
  )
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
