/**
 * Builds the app on a fresh database for a test file: PGlite in memory always, and PostgreSQL too
 * when TEST_DATABASE_URL is set (a uniquely named database created from that server and dropped
 * afterwards). Suites run over `targets` with describe.each so both engines pass the same tests.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Client } from 'pg'
import { buildApp, type AppDeps } from '../../../server/src/app'
import { demoLogin } from '../../../server/src/db/demo-logins'
import { createDb, type Database } from '../../../server/src/db/kysely'
import { migrateToLatest } from '../../../server/src/db/migrate'
import { seed } from '../../../server/src/db/seed'
import type { EnvelopeOf } from '../../../server/src/schemas/common'

// Fastify's inject (light-my-request) requires 'cookie', which now ships as ESM only. Jest's
// CommonJS registry cannot load that; Node's own require (20.19+) can, so hand Jest that module.
jest.mock('cookie', () => process.getBuiltinModule('module').createRequire(__filename)('cookie'))

/** A database engine the suites run on. */
export interface Target {
  name: 'pglite' | 'postgres'
  url?: string
}

/** PGlite always; PostgreSQL when TEST_DATABASE_URL is set. */
export const targets: Target[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
]

/** Time for starting PGlite, migrating and seeding. */
export const SETUP_TIMEOUT = 120_000

/** A clock the tests move by hand. */
export class FakeClock {
  private current: number

  constructor(start: Date = new Date()) {
    this.current = start.getTime()
  }

  readonly now = (): Date => new Date(this.current)

  advance(ms: number): void {
    this.current += ms
  }
}

/** Request options of the helpers. */
export interface CallOptions {
  token?: string
  lang?: 'zh' | 'en'
  platform?: string
  headers?: Record<string, string>
}

/** An app on its own database. */
export interface TestEnv {
  app: FastifyInstance
  database: Database
  /** The PostgreSQL database's URL (postgres target only): a second app can open it too. */
  databaseUrl?: string
  clock: FakeClock
  /** Log lines, when started with `captureLogs`. */
  logs: string[]
  get<T = unknown>(url: string, query?: Record<string, string | number>, options?: CallOptions): Promise<EnvelopeOf<T>>
  post<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<EnvelopeOf<T>>
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  /** Signs in a demo login (loginType 2) and returns the token. */
  login(loginName: string, options?: { deviceId?: string; platform?: string; password?: string }): Promise<string>
  close(): Promise<void>
}

function headersOf(options: CallOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'zh', 'y-cli': options.platform ?? '10506', ...options.headers }
  if (options.token) headers.token = options.token
  return headers
}

async function createPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shanglv_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    drop: async () => {
      const client = new Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
    },
  }
}

/** Starts an app on a fresh, migrated and seeded database of `target`. */
export async function startTestApp(
  target: Target,
  options: { captureLogs?: boolean; deps?: Partial<AppDeps> } = {},
): Promise<TestEnv> {
  const clock = new FakeClock()
  let drop: (() => Promise<void>) | null = null
  let databaseUrl: string | undefined
  let database: Database
  if (target.name === 'postgres' && target.url) {
    const created = await createPostgresDatabase(target.url)
    drop = created.drop
    databaseUrl = created.url
    database = await createDb({ kind: 'postgres', url: created.url, max: 5 })
  } else {
    database = await createDb({ kind: 'pglite' })
  }
  await migrateToLatest(database.db)
  await seed(database.db, clock.now())

  const logs: string[] = []
  const app = buildApp({
    db: database,
    clock: clock.now,
    logger: options.captureLogs ? { level: 'info', stream: { write: (line: string) => logs.push(line) } } : false,
    // Every success reply is checked against its route's reply schema (drift answers 999).
    checkReplies: true,
    ...options.deps,
  })
  await app.ready()

  const env: TestEnv = {
    app,
    database,
    databaseUrl,
    clock,
    logs,
    inject: (injectOptions) => app.inject(injectOptions),
    async get(url, query, callOptions) {
      const res = await app.inject({
        method: 'GET',
        url,
        query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
        headers: headersOf(callOptions),
      })
      expect(res.statusCode).toBe(200)
      return res.json()
    },
    async post(url, body, callOptions) {
      const res = await app.inject({ method: 'POST', url, payload: (body ?? {}) as object, headers: headersOf(callOptions) })
      expect(res.statusCode).toBe(200)
      return res.json()
    },
    async login(loginName, loginOptions = {}) {
      const reply = await env.post<{ token?: string; msg?: string }>(
        '/obt/vipLogin',
        {
          loginType: 2,
          loginName,
          password: loginOptions.password ?? demoLogin(loginName).password,
          deviceId: loginOptions.deviceId ?? 'test-device',
        },
        { platform: loginOptions.platform },
      )
      if (!reply.data.token) throw new Error(`login ${loginName} failed: ${JSON.stringify(reply)}`)
      return reply.data.token
    },
    async close() {
      await app.close()
      await database.close()
      if (drop) await drop()
    },
  }
  return env
}
