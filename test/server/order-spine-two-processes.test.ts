/**
 * Two server processes on one PostgreSQL behave as one: two apps (buildApp) on two connection
 * pools to the same database. 100 parallel bookings of the last seat spread across both make
 * exactly one order; unpaid orders past their deadline swept by both at once are cancelled once
 * each (one event, their seats back once); a paid order stuck before issuing is retried by one. PostgreSQL only (PGlite is one process by nature);
 * skipped without TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { createDb, type Database } from '../../server/src/db/kysely'
import type { EnvelopeOf } from '../../server/src/schemas/common'
import type { BookBody, BookReply } from '../../server/src/schemas/order'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { buildIdNumber } from '../../server/src/util/id-card'
import { bookBody, findFare, seatsLeft, setSeatsLeft } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const postgres = targets.find((t) => t.name === 'postgres')
const describeOnPostgres = postgres ? describe : describe.skip

describeOnPostgres('two server processes on one PostgreSQL', () => {
  let env: TestEnv
  let second: { app: FastifyInstance; database: Database }
  let token: string

  beforeAll(async () => {
    env = await startTestApp(postgres as NonNullable<typeof postgres>)
    const database = await createDb({ kind: 'postgres', url: env.databaseUrl as string, max: 5 })
    const app = buildApp({ db: database, clock: env.clock.now, logger: false })
    await app.ready()
    second = { app, database }
    token = await env.login('hx.corpbooker')
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await env?.close()
  })

  /** Books on one of the two apps (same token: sessions live in the database). */
  async function bookOn(app: FastifyInstance, body: BookBody): Promise<EnvelopeOf<BookReply>> {
    const res = await app.inject({ method: 'POST', url: '/obt/plane/tkOrder/v3/book', payload: body, headers: { 'accept-language': 'zh', 'y-cli': '10506', token } })
    return res.json()
  }

  /** A guest passenger of its own (so the one-booking-per-passenger rule never decides). */
  const guest = (i: number) => ({
    name: `旅客${i}`, cardType: 'NI' as const, phone: '13800138000',
    cardNumber: buildIdNumber('110105', `${1970 + Math.floor(i / 10)}-03-15`, (i % 10) * 2 + 1, 'M'),
  })

  test('100 parallel bookings of the last seat across both processes: exactly one order', async () => {
    const { flight, cabin } = await findFare(env, token, { want: (c) => c.cabinClass === 'Y', days: 25 })
    await setSeatsLeft(env, flight.flightKey, cabin.cabinCode, 1)
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => bookOn(i % 2 === 0 ? env.app : second.app, bookBody(cabin.cabinKey, { tripType: 2, passengers: [guest(i)], clientToken: `last-seat-${i}` }))),
    )
    const won = replies.filter((r) => r.errCode === 1)
    expect(won).toHaveLength(1)
    expect(replies.filter((r) => r.errCode !== 1).every((r) => r.errCode === 4009)).toBe(true)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(0)
    const orders = await env.database.db.selectFrom('order_events').select('order_id').where('event', '=', 'book').execute()
    expect(orders).toHaveLength(1)
  })

  test('orders past their deadline swept by both processes at once: each cancelled once, one event, seats back once', async () => {
    const { flight, cabin } = await findFare(env, token, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 26 })
    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const booked: number[] = []
    for (let i = 0; i < 8; i += 1) {
      const reply = await bookOn(i % 2 === 0 ? env.app : second.app, bookBody(cabin.cabinKey, { tripType: 2, passengers: [guest(200 + i)], clientToken: `sweep-order-${i}` }))
      expect({ errCode: reply.errCode, tips: reply.tips }).toEqual({ errCode: 1, tips: '' })
      booked.push(Number(reply.data.orderId))
    }
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 8)
    env.clock.advance(16 * 60_000)
    const [a, b] = await Promise.all([sweepOrders(env.app.ctx), sweepOrders(second.app.ctx)])
    // Every due order (these 8 and the last-seat order of the test before) by exactly one of them.
    expect(a.expired + b.expired).toBe(9)
    const expiries = await env.database.db.selectFrom('order_events').select('order_id').where('event', '=', 'expire').where('order_id', 'in', booked).execute()
    expect(expiries.map((e) => e.order_id).sort((x, y) => x - y)).toEqual([...booked].sort((x, y) => x - y))
    const statuses = await env.database.db.selectFrom('orders').select('status').where('id', 'in', booked).execute()
    expect(statuses.every((s) => s.status === 'CANCELLED')).toBe(true)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before)
    // A sweep after that finds nothing.
    expect((await sweepOrders(second.app.ctx)).expired).toBe(0)
  })

  test('a paid order stuck before issuing is retried by one process only: one supplier call, one issue', async () => {
    const { cabin } = await findFare(env, token, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 2, days: 27 })
    const reply = await bookOn(env.app, bookBody(cabin.cabinKey, { tripType: 2, passengers: [guest(300)], clientToken: 'stuck-issuing' }))
    expect(reply.errCode).toBe(1)
    const id = Number(reply.data.orderId)
    // As if the supplier had failed right after the payment two minutes ago.
    await env.database.db.updateTable('orders').set({ status: 'TICKETING', paid_amount: reply.data.totalAmount, paid_at: env.clock.now(), pay_deadline: null,
      updated_at: new Date(env.clock.now().getTime() - 2 * 60_000) }).where('id', '=', id).execute()
    let supplierCalls = 0
    for (const app of [env.app, second.app]) {
      const supplier = app.ctx.flights
      const issue = supplier.issueTickets.bind(supplier)
      supplier.issueTickets = async (tickets) => {
        supplierCalls += 1
        return issue(tickets)
      }
    }
    const [a, b] = await Promise.all([sweepOrders(env.app.ctx), sweepOrders(second.app.ctx)])
    expect(a.issued + b.issued).toBe(1)
    expect(supplierCalls).toBe(1)
    expect((await env.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('ISSUED')
    const issues = await env.database.db.selectFrom('order_events').select('id').where('order_id', '=', id).where('event', '=', 'issue').execute()
    expect(issues).toHaveLength(1)
  })
})
