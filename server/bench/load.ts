/**
 * The closed-loop load runner of the search benchmarks (query-flight.ts, train-search.ts): options,
 * login, `concurrency` requests kept in flight for `seconds` after a 1-second warm-up, and the
 * latency summary each bench prints (one JSON line with --json, for `npm run bench`).
 */

export interface Options {
  url: string
  concurrency: number
  seconds: number
  login: string
  password: string
  json: boolean
}

/** Options from the command line; `name` is the script's name for --help. */
export function parseArgs(argv: string[], name: string): Options {
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
      process.stdout.write(`usage: ${name} [--url URL] [--concurrency N] [--seconds S] [--login NAME] [--password PWD] [--json]\n`)
      process.exit(0)
    } else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

export interface Envelope<T> {
  errCode: number
  tips: string
  data: T
}

/** POSTs a call as the H5 app does. */
export async function post<T>(url: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh', 'y-cli': '10506', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as Envelope<T>
}

/** 'YYYY-MM-DD' in China time, `days` from now. */
export function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** Logs the options' demo user in; its token. */
export async function loginToken(options: Options): Promise<string> {
  const login = await post<{ token?: string; msg?: string }>(`${options.url}/obt/vipLogin`, {
    loginType: 2,
    loginName: options.login,
    password: options.password,
    deviceId: `bench-${process.pid}`,
  })
  const token = login.data?.token
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`)
  return token
}

/** One request's outcome: its latency, success, and how many results it carried. */
export interface Sample {
  ms: number
  ok: boolean
  items: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

const tenth = (n: number) => Math.round(n * 10) / 10

/** Times `call` (it times itself) at the options' concurrency: a 1-second warm-up, then the run; the summary. */
export async function runLoad(options: Options, call: () => Promise<Sample>) {
  const run = async (seconds: number) => {
    const latencies: number[] = []
    let errors = 0
    let items = 0
    const until = performance.now() + seconds * 1000
    const started = performance.now()
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < until) {
          const r = await call()
          latencies.push(r.ms)
          items += r.items
          if (!r.ok) errors += 1
        }
      }),
    )
    return { latencies, errors, items, elapsed: (performance.now() - started) / 1000 }
  }
  await run(1)
  const { latencies, errors, items, elapsed } = await run(options.seconds)
  latencies.sort((a, b) => a - b)
  return {
    summary: {
      url: options.url,
      concurrency: options.concurrency,
      seconds: tenth(elapsed),
      requests: latencies.length,
      errors,
      reqPerSec: tenth(latencies.length / elapsed),
      p50Ms: tenth(percentile(latencies, 50)),
      p95Ms: tenth(percentile(latencies, 95)),
      p99Ms: tenth(percentile(latencies, 99)),
      maxMs: tenth(latencies[latencies.length - 1] ?? 0),
    },
    avgItems: latencies.length ? Math.round(items / latencies.length) : 0,
  }
}

/** A timed sample of one POST; `count` reads how many results a reply carried. */
export async function timedPost<T>(url: string, body: unknown, token: string, count: (data: T) => number): Promise<Sample> {
  const started = performance.now()
  try {
    const reply = await post<T>(url, body, token)
    return { ms: performance.now() - started, ok: reply.errCode === 1, items: reply.errCode === 1 ? count(reply.data) : 0 }
  } catch {
    return { ms: performance.now() - started, ok: false, items: 0 }
  }
}

/** The latency summary of a run. */
export type Summary = Awaited<ReturnType<typeof runLoad>>['summary']

/** Prints the result: one JSON line with --json, else three lines under `title`. */
export function report(options: Options, title: string, result: Summary, line: string): void {
  if (options.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    return
  }
  process.stdout.write(
    `${title} @ ${result.url}, concurrency ${result.concurrency}, ${result.seconds} s\n` +
      `  requests ${result.requests} (${result.errors} errors), ${result.reqPerSec} req/s, ${line}\n` +
      `  p50 ${result.p50Ms} ms   p95 ${result.p95Ms} ms   p99 ${result.p99Ms} ms   max ${result.maxMs} ms\n`,
  )
}

/** Runs a bench's main and exits 1 with its message on failure. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
