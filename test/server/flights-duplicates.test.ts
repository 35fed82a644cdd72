/**
 * One passenger holds one active booking per segment (flight and date), enforced by the database
 * (flight_passenger_claims, unique per company, identity, operating flight and date), not only by
 * the advisory checkSameOrder: 20 parallel bookings with fresh client tokens make one order; the
 * claim goes when the order is cancelled, expires (the sweep) or is refunded, and moves with a change;
 * checkSameOrder (the spine's duplicate check over the claims) names the orders that hold them.
 */
import { sql, type Kysely } from 'kysely'
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate'
import * as m008 from '../../server/src/db/migrations/008_one_booking_per_passenger'
import { demoLogin } from '../../server/src/db/demo-logins'
import type { BookReply, CheckSameOrderReply, OrderDetail, RefundAddReply } from '../../server/src/schemas/order'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { book, bookBody, empIdOf, findFare, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const TK = '/obt/plane/tkOrder'
const MINUTE = 60 * 1000

describe.each(targets)('one booking per passenger and segment on $name', (target) => {
  let env: TestEnv
  let corp: string
  let corpId: string
  let colleague: string

  beforeAll(async () => {
    env = await startTestApp(target)
    corp = await env.login('hx.corpbooker')
    corpId = await empIdOf(env, 'hx.corpbooker')
    colleague = await empIdOf(env, 'hx0105')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const activeOrdersOf = async (flightKey: string, empId: string) => {
    const rows = await env.database.db
      .selectFrom('orders')
      .innerJoin('flight_order_passengers', 'flight_order_passengers.order_id', 'orders.id')
      .innerJoin('flight_order_segments', 'flight_order_segments.order_id', 'orders.id')
      .select('orders.id')
      .distinct()
      .where('flight_order_segments.flight_key', '=', flightKey)
      .where('flight_order_passengers.emp_id', '=', Number(empId))
      .where('orders.status', 'not in', ['CANCELLED', 'REJECTED', 'APPROVAL_TERMINATED', 'FULL_REFUND'])
      .execute()
    return rows.length
  }

  test('20 parallel bookings of one passenger on one flight with fresh tokens: one active order, the rest 4009 with tips', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 12 })
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }), i % 2 === 0 ? 'zh' : 'en'),
      ),
    )
    const won = replies.filter((r) => r.errCode === 1)
    expect(won).toHaveLength(1)
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(1)
    const refused = replies.filter((r) => r.errCode !== 1)
    expect(refused).toHaveLength(19)
    const { emp_name: name } = await env.database.db.selectFrom('employees').select('emp_name').where('id', '=', Number(colleague)).executeTakeFirstOrThrow()
    for (const r of refused) {
      expect(r.errCode).toBe(4009)
      expect([`${name}已有该航班的有效订单，不能重复预订`, `${name} already holds an active booking on this flight`]).toContain(r.tips)
    }
    // A different passenger on the same flight is fine; the same passenger on another cabin of it is not.
    expect((await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: corpId }] }))).errCode).toBe(1)
    const { cabins } = (await env.post<{ cabins: { cabinKey: string; cabinCode: string; seatsLeft: number }[] }>(
      '/obt/plane/shopping/gn/v3/queryCabin', { flightKey: flight.flightKey, tripType: 2 }, { token: corp })).data
    const other = cabins.find((c) => c.cabinCode !== cabin.cabinCode && c.seatsLeft > 0)
    if (other) expect((await book(env, corp, bookBody(other.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))).errCode).toBe(4009)

    // Cancelled: the passenger may book the flight again.
    expect((await env.post(`${TK}/cancelTkOrder`, { orderId: won[0].data.orderId }, { token: corp })).errCode).toBe(1)
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(0)
    const again = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(again.errCode).toBe(1)
    // Expired unpaid: a read shows it cancelled but writes nothing; the next booking does not wait
    // for the sweep, it expires the overdue order first and gets the passenger's flight.
    env.clock.advance(16 * MINUTE)
    corp = await env.login('hx.corpbooker')
    expect((await env.get<OrderDetail>(`${TK}/orderDetail`, { orderId: again.data.orderId }, { token: corp })).data.status).toBe('CANCELLED')
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(1)
    const third = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(third.errCode).toBe(1)
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(1)
    const events = await env.database.db.selectFrom('order_events').select('event').where('order_id', '=', Number(again.data.orderId)).where('event', '=', 'expire').execute()
    expect(events).toHaveLength(1)
    // The sweep finds nothing more to do for it.
    await sweepOrders(env.app.ctx)
    expect(await env.database.db.selectFrom('order_events').select('event').where('order_id', '=', Number(again.data.orderId)).where('event', '=', 'expire').execute()).toHaveLength(1)
  })

  test('the same person as an employee and as a guest with the same document is one passenger; a refund frees the flight', async () => {
    const { cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 13 })
    const emp = await env.database.db.selectFrom('employees').select(['emp_name', 'id_number', 'mobile']).where('id', '=', Number(colleague)).executeTakeFirstOrThrow()
    const first = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(first.errCode).toBe(1)
    const asGuest = { name: emp.emp_name, cardType: 'NI' as const, cardNumber: emp.id_number as string, phone: emp.mobile }
    // The advisory check finds the booking by the bare document number too (any case), and by the employee.
    const same = (passengers: object[]) =>
      env.post<CheckSameOrderReply>(`${TK}/v3/checkSameOrder`, { flightKey: cabin.cabinKey.split('~')[0], passengers }, { token: corp })
    const holder = { orderId: first.data.orderId, orderNo: first.data.orderNo, passengerName: emp.emp_name }
    expect((await same([{ idNumber: (emp.id_number as string).toLowerCase() }])).data).toEqual({ duplicates: [holder] })
    expect((await same([{ empId: colleague }, { idNumber: emp.id_number }])).data).toEqual({ duplicates: [holder] })
    expect(await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [asGuest] }))).toMatchObject({ errCode: 4009 })
    await payOrders(env, corp, demoLogin('hx.corpbooker').phone, [first.data.orderId])
    const order = await env.get<OrderDetail>(`${TK}/orderDetail`, { orderId: first.data.orderId }, { token: corp })
    const refund = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId: first.data.orderId, passengerIds: [order.data.passengers[0].passengerId], reason: '行程取消' }, { token: corp })
    expect(refund.data.orderStatus).toBe('FULL_REFUND')
    expect((await same([{ empId: colleague }])).data).toEqual({ duplicates: [] })
    expect((await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [asGuest] }))).errCode).toBe(1)
  })

  test('claims are per company: the database refuses a second claim even without the service', async () => {
    const { cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 14 })
    const reply = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(reply.errCode).toBe(1)
    const claim = await env.database.db.selectFrom('flight_passenger_claims').selectAll().where('order_id', '=', Number(reply.data.orderId)).executeTakeFirstOrThrow()
    await expect(
      sql`insert into flight_passenger_claims (corp_id, identity, flight_no, dep_date, order_id, ticket_id)
          values (${claim.corp_id}, ${claim.identity}, ${claim.flight_no}, ${claim.dep_date}, ${claim.order_id}, ${claim.ticket_id})`.execute(env.database.db),
    ).rejects.toThrow()
  })

  test('a parallel burst with two passengers each, overlapping, never leaves one passenger twice on the flight', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 15 })
    const third = await empIdOf(env, 'hx0101')
    const pairs = [[colleague, third], [third, corpId], [corpId, colleague]]
    const replies: { errCode: number; data: BookReply }[] = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: pairs[i % 3].map((empId) => ({ empId })) }))),
    )
    expect(replies.every((r) => r.errCode === 1 || r.errCode === 4009)).toBe(true)
    for (const empId of [colleague, third, corpId]) expect(await activeOrdersOf(flight.flightKey, empId)).toBeLessThanOrEqual(1)
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
  })

  test('migration 008 over existing duplicate active orders: it runs, the oldest ticket holds the claim, nothing is cancelled', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.seatsLeft >= 9, days: 16 })
    const first = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(first.errCode).toBe(1)
    // An order from before the claims existed: no claim, so the same passenger could be booked again.
    await env.database.db.deleteFrom('flight_passenger_claims').where('order_id', '=', Number(first.data.orderId)).execute()
    const second = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))
    expect(second.errCode).toBe(1)
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(2)

    const db = env.database.db as unknown as Kysely<unknown>
    // 009 renamed the tables 008 knows: step back below it first, and up again after.
    await migrateTo(env.database.db, '008_one_booking_per_passenger')
    await m008.down(db)
    await m008.up(db)
    await migrateToLatest(env.database.db)
    const claims = await env.database.db.selectFrom('flight_passenger_claims').select(['order_id', 'identity']).where('order_id', 'in', [Number(first.data.orderId), Number(second.data.orderId)]).execute()
    expect(new Set(claims.map((c) => c.order_id))).toEqual(new Set([Number(first.data.orderId)]))
    expect(claims.map((c) => c.identity).sort()).toEqual([expect.stringMatching(/^card:NI:/), `emp:${colleague}`])
    expect(await activeOrdersOf(flight.flightKey, colleague)).toBe(2)
    // The data migration also named the demo policies in English.
    const named = await env.database.db.selectFrom('travel_policies').select('name_en').where('name', '=', '经理级差旅标准').executeTakeFirstOrThrow()
    expect(named.name_en).toBe('Manager travel policy')
    // From now on a third booking is refused.
    expect((await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))).errCode).toBe(4009)
  })
})
