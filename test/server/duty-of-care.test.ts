/**
 * Duty of care (issue 18 §5): an administrator sees the company's employees travelling today (China
 * date) and where they are, never another company's; anyone else is answered 4004. A broadcast goes
 * as a personal message to exactly the travellers of the moment and is recorded with them; a
 * recipient acknowledges once (a second call keeps the first time), anyone else gets 4004; blank or
 * over-long text is refused with 4000.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { DutyBroadcast, DutyBroadcastsReply, DutyMineReply, DutyTravellersReply } from '../../server/src/schemas/duty-of-care'
import { cities } from '../../server/src/db/seed-data/geo/cities'
import { DUTY_OF_CARE_ORDER_TYPE } from '../../server/src/services/duty-of-care/duty-of-care'
import { book, bookBody, empIdOf, findFare, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { toBookingHours } from './helpers/trains'

const HOUR = 60 * 60 * 1000

describe.each(targets)('duty of care on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let admin: string
  let dfAdmin: string
  let approver: string
  let flightNo = ''
  let depAt: Date
  let arrCity = ''
  let depCity = ''
  const cityOf = (code: string) => cities.find((c) => c.code === code)

  beforeAll(async () => {
    env = await startTestApp(target)
    toBookingHours(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    admin = await env.login('hx.admin')
    dfAdmin = await env.login('df.admin')
    approver = await env.login('hx.approver')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const travellers = (token: string, lang: 'zh' | 'en' = 'zh') => env.get<DutyTravellersReply>('/obt/dutyOfCare/travellers', {}, { token, lang })

  test('a flight issued for another day is not travel today; on its day the administrator sees the traveller, where and on what', async () => {
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 3 })
    const order = await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(order.errCode).toBe(1)
    await payOrders(env, traveller, demoLogin('hx.traveller').phone, [order.data.orderId])
    const seg = await env.database.db
      .selectFrom('flight_order_segments')
      .select(['flight_no', 'dep_at', 'arr_city', 'dep_city'])
      .where('order_id', '=', Number(order.data.orderId))
      .executeTakeFirstOrThrow()
    flightNo = seg.flight_no
    depAt = seg.dep_at
    arrCity = seg.arr_city
    depCity = seg.dep_city

    const before = await travellers(admin)
    expect(before.errCode).toBe(1)
    expect(before.data.travellers.find((t) => t.empId === travellerId && t.segments.some((s) => s.label === flightNo))).toBeUndefined()

    // An hour before departure on the flight's day: still at the departure city.
    env.clock.advance(depAt.getTime() - HOUR - env.clock.now().getTime())
    const today = await travellers(admin)
    expect(today.errCode).toBe(1)
    const me = today.data.travellers.find((t) => t.empId === travellerId)
    expect(me).toBeDefined()
    expect(me?.segments).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'FLIGHT', label: flightNo })]))
    expect(me?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/)
    const emp = await env.database.db.selectFrom('employees').select('emp_name').where('id', '=', Number(travellerId)).executeTakeFirstOrThrow()
    expect(me?.name).toBe(emp.emp_name)
    expect(me?.deptName).not.toBe('')
    expect(me?.inTransit).toBe(false)
    expect(me?.city).toBe(cityOf(depCity)?.nameZh)

    // Ten minutes after departure: in the air, counted at the arrival city.
    env.clock.advance(HOUR + 10 * 60 * 1000)
    const air = await travellers(admin, 'en')
    const flying = air.data.travellers.find((t) => t.empId === travellerId)
    expect(flying?.inTransit).toBe(true)
    expect(flying?.city).toBe(cityOf(arrCity)?.nameEn)
    expect(flying?.segments.find((s) => s.label === flightNo)?.route).toBe(`${cityOf(depCity)?.nameEn} → ${cityOf(arrCity)?.nameEn}`)
  })

  test('only administrators of the company: anyone else 4004, another company never sees them', async () => {
    expect((await travellers(traveller)).errCode).toBe(4004)
    expect((await travellers(approver)).errCode).toBe(4004)
    const df = await travellers(dfAdmin)
    expect(df.errCode).toBe(1)
    expect(df.data.travellers.find((t) => t.empId === travellerId)).toBeUndefined()
    expect((await env.get<DutyBroadcastsReply>('/obt/dutyOfCare/broadcasts', {}, { token: traveller })).errCode).toBe(4004)
    expect((await env.post<DutyBroadcast>('/obt/dutyOfCare/broadcast', { text: 'hi' }, { token: traveller })).errCode).toBe(4004)
  })

  test('bad text is refused with 4000 and writes nothing', async () => {
    const count = async () => Number((await env.database.db.selectFrom('duty_broadcasts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const n = await count()
    for (const text of ['', '   ', 'x'.repeat(201)]) {
      const r = await env.post<DutyBroadcast>('/obt/dutyOfCare/broadcast', { text }, { token: admin })
      expect(r.errCode).toBe(4000)
      expect((r as unknown as { tips?: string }).tips).toBeTruthy()
    }
    expect((await env.post('/obt/dutyOfCare/broadcast', {}, { token: admin })).errCode).toBe(4000)
    expect(await count()).toBe(n)
  })

  test('a broadcast messages exactly the travellers; a recipient acknowledges once; anyone else 4004', async () => {
    const now = await travellers(admin)
    const expected = now.data.travellers.map((t) => t.empId).sort()
    expect(expected).toContain(travellerId)
    const sent = await env.post<DutyBroadcast>('/obt/dutyOfCare/broadcast', { text: '台风预警，请报平安' }, { token: admin })
    expect(sent.errCode).toBe(1)
    expect(sent.data.recipients.map((r) => r.empId).sort()).toEqual(expected)
    expect(sent.data.ackedCount).toBe(0)
    const messages = await env.database.db
      .selectFrom('emp_messages')
      .select(['emp_id', 'content'])
      .where('order_type', '=', DUTY_OF_CARE_ORDER_TYPE)
      .where('order_id', '=', sent.data.id)
      .execute()
    expect(messages.map((m) => String(m.emp_id)).sort()).toEqual(expected)
    expect(messages.every((m) => m.content.includes('台风预警，请报平安'))).toBe(true)

    // The recipient sees it and acknowledges; a second acknowledgement keeps the first time.
    const mine = await env.get<DutyMineReply>('/obt/dutyOfCare/mine', { broadcastId: sent.data.id }, { token: traveller })
    expect(mine.errCode).toBe(1)
    expect(mine.data).toMatchObject({ text: '台风预警，请报平安', acked: false })
    const ack = await env.post<DutyMineReply>('/obt/dutyOfCare/ack', { broadcastId: sent.data.id }, { token: traveller })
    expect(ack.errCode).toBe(1)
    expect(ack.data.acked).toBe(true)
    env.clock.advance(5 * 60 * 1000)
    const again = await env.post<DutyMineReply>('/obt/dutyOfCare/ack', { broadcastId: sent.data.id }, { token: traveller })
    expect(again.data.ackedAt).toBe(ack.data.ackedAt)

    const list = await env.get<DutyBroadcastsReply>('/obt/dutyOfCare/broadcasts', {}, { token: admin })
    const row = list.data.list.find((b) => b.id === sent.data.id)
    expect(row?.ackedCount).toBe(1)
    expect(row?.recipients.find((r) => r.empId === travellerId)).toMatchObject({ acked: true, ackedAt: ack.data.ackedAt })
    // Another company's administrator does not see it.
    const df = await env.get<DutyBroadcastsReply>('/obt/dutyOfCare/broadcasts', {}, { token: dfAdmin })
    expect(df.data.list.find((b) => b.id === sent.data.id)).toBeUndefined()

    // Not a recipient (the approver is not travelling; another company's administrator; an unknown id): 4004.
    if (!expected.includes(await empIdOf(env, 'hx.approver'))) {
      expect((await env.post('/obt/dutyOfCare/ack', { broadcastId: sent.data.id }, { token: approver })).errCode).toBe(4004)
    }
    expect((await env.post('/obt/dutyOfCare/ack', { broadcastId: sent.data.id }, { token: dfAdmin })).errCode).toBe(4004)
    expect((await env.get('/obt/dutyOfCare/mine', { broadcastId: sent.data.id }, { token: dfAdmin })).errCode).toBe(4004)
    expect((await env.post('/obt/dutyOfCare/ack', { broadcastId: '999999' }, { token: traveller })).errCode).toBe(4004)
    expect((await env.post('/obt/dutyOfCare/ack', { broadcastId: 'abc' }, { token: traveller })).errCode).toBe(4000)
  })

  test('a ride under way today counts too: the car, where, and in transit while it runs', async () => {
    const hxBooker = await env.login('hx.booker')
    const bookerId = await empIdOf(env, 'hx.booker')
    const place = (name: string, lat: number, lng: number) => ({ name, address: '上海市', lat, lng, cityId: 'SHA' })
    const q = await env.post<{ list: { carType: number; priceKey: string }[] }>('/obt/car/carQuery/queryCar',
      { useType: 1, cityId: 'SHA', from: place('人民广场', 31.2304, 121.4737), to: place('虹桥机场T2', 31.1979, 121.3363) }, { token: hxBooker })
    expect(q.errCode).toBe(1)
    const ride = await env.post<{ orderId: string }>('/obt/car/carOrder/bookCarOrder', {
      priceKey: q.data.list[0].priceKey, clientToken: `doc-car-${Date.now()}`, passenger: { empId: bookerId, name: '王静怡', mobile: '13910010002' },
      contact: { name: '王静怡', phone: '13910010002' }, tripType: 1,
    }, { token: hxBooker })
    expect(ride.errCode).toBe(1)
    // Dispatched, accepted, arrived, begun (the ride's steps are due on the clock).
    env.clock.advance(90 * 1000)
    await env.get('/obt/car/carOrder/QueryCarOrderDetail', { orderId: ride.data.orderId }, { token: hxBooker })
    const now = await travellers(admin, 'en')
    const me = now.data.travellers.find((t) => t.empId === bookerId)
    expect(me?.segments).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'CAR', route: '人民广场 → 虹桥机场T2' })]))
    expect(me?.inTransit).toBe(true)
    expect(me?.city).toBe('Shanghai')
    // Another company's administrator does not see the ride.
    expect((await travellers(dfAdmin)).data.travellers.some((t) => t.empId === bookerId)).toBe(false)
  })
})
