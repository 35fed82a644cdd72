/** The database layer: migrations, seed, and transactions on PGlite's single connection. */
import fs from 'node:fs'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { DEMO_LOGINS } from '../../server/src/db/demo-logins'
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate'
import * as m006 from '../../server/src/db/migrations/006_trips'
import { isSeeded } from '../../server/src/db/seed'
import { isValidIdNumber } from '../../server/src/util/id-card'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(targets)('database on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('migrations are recorded and run once', async () => {
    expect(await migrateToLatest(env.database.db)).toEqual([])
    const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(env.database.db)
    // Every migration file is registered, and each ran once.
    const files = fs.readdirSync(path.resolve(__dirname, '../../server/src/db/migrations')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort()
    expect(files.slice(0, 6)).toEqual(['001_accounts', '002_company_data', '003_messages', '004_geo', '005_flights', '006_trips'])
    expect(rows.rows.map((r) => r.name)).toEqual(files)
  })

  test('the seed is complete and plausible', async () => {
    expect(await isSeeded(env.database.db)).toBe(true)
    const employees = await env.database.db.selectFrom('employees').selectAll().execute()
    expect(employees.every((e) => e.id_number !== null && isValidIdNumber(e.id_number))).toBe(true)
    // One mobile per company; the same person in two companies of a group (hx.traveller) keeps theirs.
    expect(new Set(employees.map((e) => `${e.corp_id}:${e.mobile}`)).size).toBe(employees.length)
    for (const login of DEMO_LOGINS) expect(employees.find((e) => e.login_name === login.loginName)?.password_hash).toMatch(/^\$argon2id\$/)
    const cards = await env.database.db.selectFrom('contact_cards').select(['card_type', 'card_number']).execute()
    expect(new Set(cards.map((c) => c.card_type))).toEqual(new Set(['NI', 'PP', 'HX', 'TB', 'GA', 'GT']))
    for (const card of cards.filter((c) => c.card_type === 'NI' || c.card_type === 'GA')) expect(isValidIdNumber(card.card_number)).toBe(true)
    const policies = await env.database.db.selectFrom('travel_policies').select(['corp_id', 'emp_rank']).execute()
    // Four ranks each at HXKJ and DFNY, and HXKJ's four copied to its Shenzhen subsidiary.
    expect(policies).toHaveLength(12)
  })

  test('a transaction is never interleaved with statements of concurrent requests', async () => {
    const db = env.database.db
    await sql`create table tx_probe (label text not null)`.execute(db)
    const inTransaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('tx_probe' as never).values({ label: 'rolled-back' } as never).execute()
        await delay(50)
        throw new Error('roll back')
      })
      .catch(() => 'rolled back')
    // Issued while the transaction is open: must not become part of it.
    await delay(10)
    const outside = db.insertInto('tx_probe' as never).values({ label: 'outside' } as never).execute()
    expect(await inTransaction).toBe('rolled back')
    await outside
    const rows = await sql<{ label: string }>`select label from tx_probe`.execute(db)
    expect(rows.rows.map((r) => r.label)).toEqual(['outside'])
    await sql`drop table tx_probe`.execute(db)
  })

  // Six accounts free to use the product (hx.newhire is held until the password changes).
  const SIGNED_IN = DEMO_LOGINS.filter((d) => d.loginName !== 'hx.newhire').slice(0, 6)

  test('parallel requests all succeed', async () => {
    const results = await Promise.all(
      SIGNED_IN.map(async (login) => {
        const token = await env.login(login.loginName)
        const [info, notices, pnos] = await Promise.all([
          env.get<{ empInfo: { empNo: string } }>('/obt/getLoginUserInfo', undefined, { token }),
          env.post('/obt/sms/findGgtzReadCount', {}, { token }),
          env.post('/obt/sys/privilege/getAuthorizationPnos', {}, { token }),
        ])
        return [info.data.empInfo.empNo === login.empNo, notices.errCode, pnos.errCode]
      }),
    )
    expect(results).toEqual(SIGNED_IN.map(() => [true, 1, 1]))
  })

  test('the trip migration goes down and up again', async () => {
    const db = env.database.db as unknown as Kysely<unknown>
    // 009 renamed a table 006 points at: step back below it first, and up again after.
    await migrateTo(env.database.db, '008_one_booking_per_passenger')
    await m006.down(db)
    const tables = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name in ('trip_applications', 'approval_instances', 'emp_messages')`.execute(db)).rows[0].n
    expect(await tables()).toBe(0)
    await m006.up(db)
    expect(await tables()).toBe(3)
    await migrateToLatest(env.database.db)
  })
})
