/**
 * Entry point: `npx tsx server/src/server.ts` (npm run server / npm start).
 *
 * Environment:
 * - PORT (3000)
 * - DATA_DIR (./data): created on first start; PGlite keeps its files in DATA_DIR/pglite
 * - DATABASE_URL: use PostgreSQL through node-postgres instead of PGlite
 * - H5_DIR (dist/h5): the H5 build served at /
 * - NODE_ENV: 'production' is never the demo world: no demo seed on an empty database (unless
 *   SEED_DEMO=1), no demo tools, no demo passwords in the banner
 * - DEMO_TOOLS: the demo tools are on in the demo world (PGlite, not production) and off elsewhere;
 *   '1' turns them on, '0' off. Even on, they answer loopback clients only.
 * - WECHAT_APPID, WECHAT_SECRET: both set -> the real WeChat provider
 * - LOG_LEVEL (info)
 * - MAP_SERVICE_KEYS: comma-separated keys of the /ws map service (default the public demo key)
 *
 * Migrates, seeds the demo world when the company table is empty, serves, and on SIGINT/SIGTERM
 * closes Fastify and then the database (PGlite must be closed for its files to be reusable).
 * The demo passwords are printed only in the demo world (see isDemoWorld).
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildApp } from './app'
import { DEFAULT_DEMO_PHONE, demoToolsEnabled, formatDemoLogins, isDemoWorld } from './db/demo-logins'
import { createDb, type DbConfig } from './db/kysely'
import { migrateToLatest } from './db/migrate'
import { pruneRateWindows } from './db/repositories/login-failures'
import { isSeeded, seed } from './db/seed'
import { createWechatProvider } from './providers/wechat'
import { sweepOrders } from './services/orders/lifecycle'
import { startInquiryConsultant } from './services/hotels/inquiry-consultant'
import { startOutboxSweep } from './services/workplace/sweep'
import { SimulatedTrainSupplier } from './suppliers/trains/simulator'

async function main(): Promise<void> {
  const env = process.env
  const port = Number(env.PORT ?? 3000)
  const dataDir = resolve(env.DATA_DIR ?? './data')
  const h5Dir = resolve(env.H5_DIR ?? 'dist/h5')
  const demoWorld = isDemoWorld(env)
  const demoTools = demoToolsEnabled(env)
  // Demo accounts have published passwords: a production database never gets them by accident.
  const seedDemo = env.NODE_ENV !== 'production' || env.SEED_DEMO === '1'

  let config: DbConfig
  if (env.DATABASE_URL) {
    config = { kind: 'postgres', url: env.DATABASE_URL }
  } else {
    mkdirSync(dataDir, { recursive: true })
    config = { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
  }

  const started = Date.now()
  const database = await createDb(config)
  const ran = await migrateToLatest(database.db)
  const log = (line: string) => process.stdout.write(`${line}\n`)
  log(`database: ${database.kind}${database.kind === 'pglite' ? ` (${resolve(dataDir, 'pglite')})` : ''}, ${ran.length} migration(s) run`)
  const seeded = await isSeeded(database.db)
  if (!seeded && !seedDemo) {
    log('empty database and NODE_ENV=production: not seeding the demo world (SEED_DEMO=1 would)')
  } else if (!seeded) {
    const report = await seed(database.db)
    log(
      `seeded the demo world in ${report.ms} ms: ${report.companies} companies, ${report.employees} employees, ` +
        `${report.airports} airports, ${report.cities} cities, ${report.stations} stations`,
    )
  }

  const app = buildApp({
    db: database,
    wechat: createWechatProvider(env, DEFAULT_DEMO_PHONE),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    demoTools,
    h5Dir,
    // RAIL_NIGHT_CLOSURE=0 (the test runners, demo world only): the simulated rail system sells at night too.
    ...(demoTools && env.RAIL_NIGHT_CLOSURE === '0' ? { trains: new SimulatedTrainSupplier(() => new Date(), false) } : {}),
    // TRUST_PROXY=10.0.0.0/8,127.0.0.1 behind a load balancer; nothing by default.
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  })

  // Unpaid orders past their 15-minute deadline are cancelled (seats back) and stuck ticketing is
  // retried every 30 s. Reads never write: they show an overdue order as it will be; a booking
  // expires overdue orders first (services/orders/lifecycle.ts expireDueOrders).
  const SWEEP_MS = 30_000
  let sweeping = false
  const sweep = setInterval(() => {
    if (sweeping) return
    sweeping = true
    sweepOrders(app.ctx)
      .then((done) => {
        if (done.expired || done.issued) app.log.info(done, 'order sweep')
      })
      // Rate-limit windows are at most an hour long; a day-old one is dead weight.
      .then(() => pruneRateWindows(app.ctx.db, new Date(app.ctx.clock().getTime() - 24 * 60 * 60 * 1000)))
      .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        sweeping = false
      })
  }, SWEEP_MS)
  sweep.unref()
  // The demo world's simulated travel consultant answers hotel price inquiries (every 10 s, SKIP LOCKED).
  startInquiryConsultant(app)
  // Personal messages go out on chat apps, subscribe messages and push (services/workplace/outbox.ts).
  startOutboxSweep(app)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    clearInterval(sweep)
    log(`\n${signal}: shutting down`)
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      process.stderr.write(`shutdown failed: ${String(error)}\n`)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: '0.0.0.0', port })
  log(`\nShanglv server ready in ${Date.now() - started} ms: http://localhost:${port}/  (API under /obt, health /obt/health)`)
  log(`WeChat provider: ${app.ctx.wechat.kind}; demo tools: ${demoTools ? 'on, for loopback clients only' : 'off'}`)
  if (demoWorld) log(`\nDemo logins:\n${formatDemoLogins()}\n`)
  else log('not the demo world (DATABASE_URL or NODE_ENV=production): demo logins are not printed')
}

main().catch((error: unknown) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
