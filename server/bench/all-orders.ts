/**
 * All-orders benchmark: the first page of totalOrderList for a company with 20,000 orders.
 *
 *   npx tsx server/bench/all-orders.ts [--orders 20000] [--requests 200] [--concurrency 4] [--json]
 *
 * In process (the rows are inserted straight into the database, which a running PGlite server
 * would hold locked): a fresh in-memory PGlite, or with BENCH_DATABASE_URL a fresh PostgreSQL
 * database created on that server and dropped afterwards. Migrates, seeds, inserts the orders of
 * hx.corpbooker (one passenger, one segment each, spread over the last 30 days, so the default
 * date window holds all of them), then asks for the first page (findScope 2, 20 rows) through
 * the app's route and prints p50 / p95 / p99 and the total it reported.
 */
import { sql } from 'kysely'
import { Client } from 'pg'
import { buildApp } from '../src/app'
import { demoLogin } from '../src/db/demo-logins'
import { createDb, type Database } from '../src/db/kysely'
import { migrateToLatest } from '../src/db/migrate'
import { seed } from '../src/db/seed'

const args = process.argv.slice(2)
const arg = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const ORDERS = arg('orders', 20_000)
const REQUESTS = arg('requests', 200)
const CONCURRENCY = arg('concurrency', 4)
const JSON_OUT = args.includes('--json')

async function open(): Promise<{ database: Database; drop: () => Promise<void>; engine: string }> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return { database: await createDb({ kind: 'pglite' }), drop: async () => {}, engine: 'pglite' }
  const name = `shanglv_bench_orders_${process.pid}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    database: await createDb({ kind: 'postgres', url: target.toString() }),
    engine: 'postgres',
    drop: async () => {
      const client = new Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
    },
  }
}

/** 20,000 flight orders of hx.corpbooker (travelling on each), with one passenger and one segment apiece. */
async function insertOrders(database: Database, count: number): Promise<void> {
  const db = database.db
  const booker = await db.selectFrom('employees').select(['id', 'corp_id', 'emp_name']).where('login_name', '=', 'hx.corpbooker').executeTakeFirstOrThrow()
  const snapshot = JSON.stringify({ depTime: '2026-01-01 08:00', inventoryKey: 'bench' })
  await sql`insert into orders (order_no, order_type, product_code, corp_id, booker_emp_id, client_token, trip_type, status, contact_name, contact_phone,
      fare_total, tax_total, service_fee_total, insurance_total, total_amount, paid_amount, first_dep_at, route_text_zh, route_text_en, created_at, updated_at)
    select 'BN' || lpad(g::text, 14, '0'), 11001, '10901', ${booker.corp_id}, ${booker.id}, 'bench-' || g, 2,
      (array['ISSUED', 'CANCELLED', 'FULL_REFUND', 'ISSUED'])[1 + g % 4], 'bench', '13800138000', 800, 90, 30, 0, 920, 920,
      now() + (g % 60) * interval '1 day', '北京-上海', 'Beijing-Shanghai', now() - (g % 43000) * interval '1 minute', now()
    from generate_series(1, ${count}) as g`.execute(db)
  await sql`insert into flight_order_passengers (order_id, emp_id, name, psg_type, card_type, card_number, sort)
    select id, ${booker.id}, ${booker.emp_name}, 1, 'NI', '110105199001011234', 0 from orders where client_token like 'bench-%'`.execute(db)
  await sql`insert into flight_order_segments (order_id, segment_no, flight_key, flight_no, dep_airport, arr_airport, dep_city, arr_city, dep_date, dep_at,
      cabin_code, cabin_class, discount, price, y_full_price, snapshot)
    select id, 1, 'bench', 'CA1501', 'PEK', 'SHA', 'BJS', 'SHA', first_dep_at::date, first_dep_at, 'Y', 'Y', 100, 800, 800, ${snapshot}
    from orders where client_token like 'bench-%'`.execute(db)
  await sql`analyze`.execute(db)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main(): Promise<void> {
  const { database, drop, engine } = await open()
  try {
    await migrateToLatest(database.db)
    await seed(database.db)
    await insertOrders(database, ORDERS)
    const app = buildApp({ db: database, logger: false })
    await app.ready()
    const login = await app.inject({ method: 'POST', url: '/obt/vipLogin', payload: { loginType: 2, loginName: 'hx.corpbooker', password: demoLogin('hx.corpbooker').password, deviceId: 'bench-orders' } })
    const token = (login.json() as { data: { token: string } }).data.token
    const page = async () => {
      const started = performance.now()
      const res = await app.inject({ method: 'POST', url: '/obt/totalOrderList', payload: { findScope: 2, pageNum: 1, count: 20 }, headers: { token, 'y-cli': '10506' } })
      const body = res.json() as { errCode: number; data: { list: unknown[]; total: number } }
      if (body.errCode !== 1 || body.data.list.length !== 20) throw new Error(`unexpected reply ${res.body.slice(0, 200)}`)
      return { ms: performance.now() - started, total: body.data.total }
    }
    for (let i = 0; i < 5; i += 1) await page() // warm-up
    const times: number[] = []
    let total = 0
    let next = 0
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1
        const r = await page()
        times.push(r.ms)
        total = r.total
      }
    }))
    times.sort((a, b) => a - b)
    const result = { engine, orders: ORDERS, requests: times.length, concurrency: CONCURRENCY, total,
      p50: Math.round(percentile(times, 50) * 10) / 10, p95: Math.round(percentile(times, 95) * 10) / 10, p99: Math.round(percentile(times, 99) * 10) / 10 }
    if (JSON_OUT) process.stdout.write(`${JSON.stringify(result)}\n`)
    else {
      process.stdout.write(`totalOrderList first page on ${engine}, ${ORDERS} orders of one booker (total reported ${total}), ` +
        `${result.requests} requests at concurrency ${CONCURRENCY}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms\n`)
    }
    await app.close()
  } finally {
    await database.close()
    await drop()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
