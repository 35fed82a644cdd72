/**
 * Migration 009 (the order spine) on a database that already holds orders: an order booked and
 * paid, the schema taken back to 008 (flight_orders, flight_order_events; the data stays), then
 * migrated to the latest again: the order reads back through the app unchanged, its history is in
 * order_events, its payment is linked in payment_orders, and it carries order type 11001 and
 * product 10901. (The app of today cannot book on an 008 schema, so 008 data is made by the
 * down-migration of rows the app wrote.)
 */
import { sql } from 'kysely'
import { demoLogin } from '../../server/src/db/demo-logins'
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate'
import type { OrderDetail, OrderListReply } from '../../server/src/schemas/order'
import { book, bookBody, empIdOf, findFare, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const TK = '/obt/plane/tkOrder'

describe.each(targets)('order spine migration on $name', (target) => {
  let env: TestEnv

  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('an order booked and paid before 009 reads back the same after it', async () => {
    const token = await env.login('hx.corpbooker')
    const me = await empIdOf(env, 'hx.corpbooker')
    const { cabin } = await findFare(env, token, { want: (c) => c.cabinClass === 'Y', days: 12 })
    const booked = await book(env, token, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: me }] }))
    expect(booked.errCode).toBe(1)
    await payOrders(env, token, demoLogin('hx.corpbooker').phone, [booked.data.orderId])
    const before = await env.get<OrderDetail>(`${TK}/orderDetail`, { orderId: booked.data.orderId }, { token })
    expect(before.data.status).toBe('ISSUED')
    const db = env.database.db

    await migrateTo(db, '008_one_booking_per_passenger')
    const old = await sql<{ id: number; n: number }>`select o.id, (select count(*) from flight_order_events e where e.order_id = o.id) as n
      from flight_orders o where o.id = ${Number(booked.data.orderId)}`.execute(db)
    expect(old.rows).toEqual([{ id: Number(booked.data.orderId), n: 3 }])

    // 009 runs first; later migrations (010 trains...) follow it.
    expect((await migrateToLatest(db))[0]).toBe('009_order_spine')
    const after = await env.get<OrderDetail>(`${TK}/orderDetail`, { orderId: booked.data.orderId }, { token })
    expect(after.data).toEqual(before.data)
    const header = await db.selectFrom('orders').select(['order_type', 'product_code']).where('id', '=', Number(booked.data.orderId)).executeTakeFirstOrThrow()
    expect(header).toEqual({ order_type: 11001, product_code: '10901' })
    const events = await db.selectFrom('order_events').select(['from_status', 'to_status', 'event']).where('order_id', '=', Number(booked.data.orderId)).orderBy('id').execute()
    expect(events.map((e) => e.event)).toEqual(['book', 'pay', 'issue'])
    const links = await db.selectFrom('payment_orders').select('order_id').where('order_id', '=', Number(booked.data.orderId)).execute()
    expect(links).toHaveLength(1)
    const list = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2 }, { token })
    expect(list.data.list.map((r) => r.orderId)).toContain(booked.data.orderId)
    // The old names are gone; the new ones carry no trace of them.
    const leftovers = await sql<{ name: string }>`select relname as name from pg_class where relname like 'flight\\_orders%' or relname like 'flight\\_order\\_events%'`.execute(db)
    expect(leftovers.rows).toEqual([])
    const renamed = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = 'orders'::regclass and conname like 'flight\\_%'`.execute(db)
    expect(renamed.rows).toEqual([])

    // New bookings carry their type.
    const again = await book(env, token, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: me }], clientToken: 'after-009' }))
    expect(again.errCode).toBe(4009) // the same passenger on the same flight: the claims survived the migration
  })
})
