/**
 * Cars (issue 12) through app.inject on PGlite and PostgreSQL: search (cities, types, policy per
 * rank, bounds, lead time), booking on the spine (idempotent), the ride on a fake clock through
 * every car state to the final fare, cancel fees (free before a driver, the fee after, 4009 when
 * the fee shown is stale, none once begun or completed), tenant isolation, personal payment after
 * the ride, no driver, day cars, car routes of applications and the transition table.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { EnvelopeOf } from '../../server/src/schemas/common'
import type { CarBookReply, CarOrderDetail, CarPlace, QueryCarReply, QueryDayCarReply } from '../../server/src/schemas/car'
import { CAR_ORDER_TRANSITIONS } from '../../server/src/services/cars/kind'
import { canMove, kindOfType } from '../../server/src/services/orders/registry'
import { SimulatedCarSupplier, hashOf } from '../../server/src/suppliers/cars/simulator'
import { formatChinaTime } from '../../server/src/util/time'
import { clientToken, empIdOf, payOrders } from './helpers/flights'
import { applicationBody, approvedApplication } from './helpers/trips'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const SQUARE: CarPlace = { name: '人民广场', address: '上海市黄浦区人民大道', lat: 31.2304, lng: 121.4737, cityId: 'SHA' }
const HONGQIAO: CarPlace = { name: '虹桥机场T2', address: '上海市长宁区', lat: 31.1979, lng: 121.3363, cityId: 'SHA' }
const QUERY = '/obt/car/carQuery'
const ORDER = '/obt/car/carOrder'
const SECOND = 1000

const minute = (env: TestEnv, plusMs: number): string => formatChinaTime(new Date(env.clock.now().getTime() + plusMs)).slice(0, 16)

describe.each(targets)('cars on $name', (target) => {
  let env: TestEnv
  let hx: string
  let df: string
  let corp: string
  const empIds = new Map<string, string>()

  beforeAll(async () => {
    env = await startTestApp(target)
    ;[hx, df, corp] = await Promise.all([env.login('hx.traveller'), env.login('df.traveller'), env.login('hx.corpbooker')])
    empIds.set(hx, await empIdOf(env, 'hx.traveller'))
    empIds.set(df, await empIdOf(env, 'df.traveller'))
    empIds.set(corp, await empIdOf(env, 'hx.corpbooker'))
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await env?.close()
  })

  async function estimate(token: string, body: Record<string, unknown> = {}): Promise<EnvelopeOf<QueryCarReply>> {
    return env.post<QueryCarReply>(`${QUERY}/queryCar`, { useType: 1, cityId: 'SHA', from: SQUARE, to: HONGQIAO, ...body }, { token })
  }

  async function bookRide(token: string, carType = 1, overrides: Record<string, unknown> = {}, est: Record<string, unknown> = {}): Promise<EnvelopeOf<CarBookReply>> {
    const q = await estimate(token, est)
    expect(q.errCode).toBe(1)
    const item = q.data.list.find((c) => c.carType === carType)
    if (!item) throw new Error('no car type')
    return env.post<CarBookReply>(`${ORDER}/bookCarOrder`, {
      priceKey: item.priceKey, clientToken: clientToken('car'), passenger: { empId: empIds.get(token), name: '乘客', mobile: '13800138000' },
      contact: { name: '联系人', phone: '13800138000' }, tripType: 1, ...overrides,
    }, { token })
  }

  const detail = (token: string, orderId: string) => env.get<CarOrderDetail>(`${ORDER}/QueryCarOrderDetail`, { orderId }, { token })

  test('cities, car types and states', async () => {
    const cities = await env.post<{ list: { cityId: string; dayCar: boolean }[] }>(`${QUERY}/vehiclesCityFindList`, {}, { token: hx })
    expect(cities.errCode).toBe(1)
    expect(cities.data.list.map((c) => c.cityId)).toEqual(expect.arrayContaining(['SHA', 'BJS', 'CTU']))
    const types = await env.post<{ list: { carType: number; name: string }[] }>(`${QUERY}/vehicleTypeFindList`, { cityId: 'SHA' }, { token: hx, lang: 'en' })
    expect(types.data.list.map((t) => t.carType)).toEqual([1, 2, 3, 4])
    expect(types.data.list[0].name).toBe('Economy')
    const states = await env.post<{ list: { code: string }[] }>(`${ORDER}/blztList`, {}, { token: hx })
    expect(states.data.list.map((s) => s.code)).toContain('CAR_JOURNEY_BEGUN')
    const unknown = await env.post(`${QUERY}/vehicleTypeFindList`, { cityId: 'ZZZ' }, { token: hx })
    expect(unknown.errCode).toBe(4000)
  })

  test('estimate and policy per rank: a P1 may not book business class without a reason', async () => {
    const own = await estimate(hx)
    expect(own.errCode).toBe(1)
    expect(own.data.distanceM).toBeGreaterThan(5000)
    expect(own.data.points.length).toBeLessThanOrEqual(200)
    expect(own.data.standard?.carTypes).toEqual([1])
    expect(own.data.list.find((c) => c.carType === 1)?.wb).toBe(0)
    const business = own.data.list.find((c) => c.carType === 3)
    expect(business?.wb).toBe(1)
    expect(business?.violations.map((v) => v.code)).toContain('CAR_TYPE')
    // hx0105 is P1: judged by the passenger's rank when a booker searches for them.
    const p1 = await empIdOf(env, 'hx0105')
    const forP1 = await estimate(corp, { passengerEmpId: p1 })
    expect(forP1.data.list.find((c) => c.carType === 3)?.wb).toBe(1)
    const p3 = await estimate(corp)
    expect(p3.data.list.find((c) => c.carType === 2)?.wb).toBe(0)
    const policy = await env.post<{ rules: string[] }>(`${QUERY}/travelPolicy`, { useType: 1, cityId: 'SHA' }, { token: hx })
    expect(policy.data.rules.length).toBeGreaterThan(1)
    // Booking the business car without a reason: 4009 naming the rule; with one of the 10906 reasons it books.
    const refused = await bookRide(hx, 3)
    expect(refused.errCode).toBe(4009)
    const reasons = await env.post<{ id: string }[]>('/obt/common/vipWbyy/list', { cplx: '10906' }, { token: hx })
    const reasonId = Array.isArray(reasons.data) ? reasons.data[0]?.id : undefined
    if (reasonId) {
      const booked = await bookRide(hx, 3, { violationReasonId: reasonId })
      expect(booked.errCode).toBe(1)
    }
  })

  test('coordinates out of bounds, lead time and the 30-day limit answer 4000 with tips', async () => {
    const out = await estimate(hx, { from: { ...SQUARE, lat: 0.1 } })
    expect(out.errCode).toBe(4000)
    expect(out.tips).toContain('坐标')
    const en = await env.post(`${QUERY}/queryCar`, { useType: 1, cityId: 'SHA', from: SQUARE, to: { ...HONGQIAO, lng: 140 } }, { token: hx, lang: 'en' })
    expect(en.errCode).toBe(4000)
    expect(en.tips).toMatch(/out of range/)
    const soon = await estimate(hx, { useType: 2, startTime: minute(env, 10 * 60 * SECOND) })
    expect(soon.errCode).toBe(4000)
    const far = await estimate(hx, { useType: 2, startTime: minute(env, 31 * 24 * 3600 * SECOND) })
    expect(far.errCode).toBe(4000)
    const ok = await estimate(hx, { useType: 2, startTime: minute(env, 2 * 3600 * SECOND) })
    expect(ok.errCode).toBe(1)
  })

  test('book → dispatch → accepted → arrived → begun → completed with the final fare (company account)', async () => {
    const body = { clientToken: clientToken('idem') }
    const booked = await bookRide(hx, 1, body)
    expect(booked.errCode).toBe(1)
    expect(booked.data).toMatchObject({ status: 'IN_PROGRESS', carStatus: 'CAR_DISPATCHING', payment: 'COMPANY', needApproval: false })
    const id = booked.data.orderId
    // Same clientToken: the same order.
    const again = await bookRide(hx, 1, body)
    expect(again.data.orderId).toBe(id)
    let d = await detail(hx, id)
    expect(d.data.driver).toBeNull()
    expect(d.data.passenger.mobile).toBe('138****8000')
    env.clock.advance(16 * SECOND)
    d = await detail(hx, id)
    expect(d.data.carStatus).toBe('CAR_DRIVER_ACCEPTED')
    expect(d.data.driver?.plate).toMatch(/^沪/)
    const loc = await env.post<{ lat: number | null; etaMin: number | null }>(`${ORDER}/getDriverLocation`, { orderId: id }, { token: hx })
    expect(loc.data.lat).not.toBeNull()
    env.clock.advance(46 * SECOND)
    d = await detail(hx, id)
    expect(d.data.carStatus).toBe('CAR_ARRIVED')
    env.clock.advance(21 * SECOND)
    d = await detail(hx, id)
    expect(d.data.carStatus).toBe('CAR_JOURNEY_BEGUN')
    expect((await env.post<{ fee: number; cancellable: boolean }>(`${ORDER}/getCancelFee`, { orderId: id }, { token: hx })).data.cancellable).toBe(false)
    env.clock.advance(121 * SECOND)
    d = await detail(hx, id)
    expect(d.data.status).toBe('COMPLETED')
    expect(d.data.carStatus).toBeNull()
    expect(d.data.finalPrice).toBeGreaterThan(0)
    expect(d.data.actualDistanceM).toBeGreaterThan(0)
    expect(d.data.timeline.map((t) => t.code)).toEqual(['BOOKED', 'CAR_DISPATCHING', 'CAR_DRIVER_ACCEPTED', 'CAR_ARRIVED', 'CAR_JOURNEY_BEGUN', 'COMPLETED'])
    const ratio = (d.data.actualDistanceM as number) / d.data.distanceM
    expect(ratio).toBeGreaterThanOrEqual(0.969)
    expect(ratio).toBeLessThanOrEqual(1.081)
    // A completed ride cannot be cancelled.
    const cancel = await env.post(`${ORDER}/cancel`, { orderId: id, expectedFee: 0 }, { token: hx })
    expect(cancel.errCode).toBe(4009)
    // In the car order list.
    const list = await env.post<{ list: { orderId: string; status: string }[] }>(`${ORDER}/list`, {}, { token: hx })
    expect(list.data.list.find((r) => r.orderId === id)?.status).toBe('COMPLETED')
  })

  test('cancel is free before a driver accepts, costs the fee after, and a stale fee answers 4009 cancelFeeChanged', async () => {
    const free = await bookRide(hx)
    const fee0 = await env.post<{ fee: number; cancellable: boolean }>(`${ORDER}/getCancelFee`, { orderId: free.data.orderId }, { token: hx })
    expect(fee0.data).toMatchObject({ cancellable: true, fee: 0 })
    const cancelled = await env.post<{ status: string; fee: number }>(`${ORDER}/cancel`, { orderId: free.data.orderId, expectedFee: 0 }, { token: hx })
    expect(cancelled.data).toEqual({ status: 'CANCELLED', fee: 0 })

    const paid = await bookRide(hx)
    const id = paid.data.orderId
    const seen = await env.post<{ fee: number }>(`${ORDER}/getCancelFee`, { orderId: id }, { token: hx })
    expect(seen.data.fee).toBe(0)
    env.clock.advance(16 * SECOND)
    const stale = await env.post<{ fee: number }>(`${ORDER}/cancel`, { orderId: id, expectedFee: 0 }, { token: hx })
    expect(stale.errCode).toBe(4009)
    expect(stale.data).toMatchObject({ reasonCode: 'cancelFeeChanged', fee: 5 })
    const withFee = await env.post<{ status: string; fee: number }>(`${ORDER}/cancel`, { orderId: id, expectedFee: 5 }, { token: hx })
    expect(withFee.data).toEqual({ status: 'CANCELLED', fee: 5 })
    const d = await detail(hx, id)
    expect(d.data.cancelFee).toBe(5)
    expect(d.data.canCancel).toBe(false)
  })

  test("another company's order answers 4004 like a missing one", async () => {
    const booked = await bookRide(hx)
    const other = await detail(df, booked.data.orderId)
    const missing = await detail(df, '999999')
    expect(other.errCode).toBe(4004)
    expect({ ...other, data: null }).toEqual({ ...missing, data: null })
    expect((await env.post(`${ORDER}/cancel`, { orderId: booked.data.orderId, expectedFee: 0 }, { token: df })).errCode).toBe(4004)
    expect((await env.post(`${ORDER}/getDriverLocation`, { orderId: booked.data.orderId }, { token: df })).errCode).toBe(4004)
    await env.post(`${ORDER}/cancel`, { orderId: booked.data.orderId, expectedFee: 0 }, { token: hx })
  })

  test('personal payment (DFNY): AWAITING_PAYMENT after the ride, paid through the spine, then COMPLETED', async () => {
    const booked = await bookRide(df, 1, { tripType: 2 }, { tripType: 2 })
    expect(booked.errCode).toBe(1)
    expect(booked.data.payment).toBe('PERSONAL')
    const id = booked.data.orderId
    env.clock.advance(15 * 60 * SECOND)
    const d = await detail(df, id)
    expect(d.data.status).toBe('AWAITING_PAYMENT')
    expect(d.data.canPay).toBe(true)
    const paid = await payOrders(env, df, demoLogin('df.traveller').phone, [id])
    // The payment's reply says what the order is now: over, not "issued".
    expect(paid.orders).toEqual([{ orderId: id, status: 'COMPLETED' }])
    const after = await detail(df, id)
    expect(after.data.status).toBe('COMPLETED')
  })

  test('a ride no driver takes is cancelled after 10 minutes of dispatching', async () => {
    const noDriver = await startTestApp(target, { deps: { cars: new SimulatedCarSupplier({ noDriverEvery: 1 }) } })
    try {
      const token = await noDriver.login('hx.traveller')
      const q = await noDriver.post<QueryCarReply>(`${QUERY}/queryCar`, { useType: 1, cityId: 'SHA', from: SQUARE, to: HONGQIAO }, { token })
      const booked = await noDriver.post<CarBookReply>(`${ORDER}/bookCarOrder`, {
        priceKey: q.data.list[0].priceKey, clientToken: clientToken('nd'), passenger: { name: '乘客', mobile: '13800138000' },
        contact: { name: '联系人', phone: '13800138000' }, tripType: 2,
      }, { token })
      noDriver.clock.advance(5 * 60 * SECOND)
      expect((await noDriver.get<CarOrderDetail>(`${ORDER}/QueryCarOrderDetail`, { orderId: booked.data.orderId }, { token })).data.carStatus).toBe('CAR_DISPATCHING')
      noDriver.clock.advance(6 * 60 * SECOND)
      const d = await noDriver.get<CarOrderDetail>(`${ORDER}/QueryCarOrderDetail`, { orderId: booked.data.orderId }, { token })
      expect(d.data.status).toBe('CANCELLED')
      expect(d.data.timeline.map((t) => t.code)).toContain('NO_DRIVER')
    } finally {
      await noDriver.close()
    }
  }, SETUP_TIMEOUT)

  test('day car: packages, booking and its detail via vehicleClzcDetail', async () => {
    const date = formatChinaTime(new Date(env.clock.now().getTime() + 2 * 24 * 3600 * SECOND)).slice(0, 10)
    const q = await env.post<QueryDayCarReply>(`${QUERY}/queryDayCar`, { cityId: 'SHA', date }, { token: hx })
    expect(q.errCode).toBe(1)
    const half = q.data.list.find((p) => p.kind === 'HALF' && p.carType === 1)
    expect(half).toMatchObject({ hours: 4, km: 50 })
    const booked = await env.post<CarBookReply>(`${ORDER}/bookCarOrder`, {
      priceKey: half?.priceKey, clientToken: clientToken('day'), passenger: { empId: empIds.get(hx), name: '乘客', mobile: '13800138000' },
      contact: { name: '联系人', phone: '13800138000' }, tripType: 1,
    }, { token: hx })
    expect(booked.errCode).toBe(1)
    expect(booked.data.carStatus).toBe('CAR_WAITING')
    const d = await env.get<CarOrderDetail>(`${ORDER}/vehicleClzcDetail`, { orderId: booked.data.orderId }, { token: hx })
    expect(d.data.useType).toBe(7)
    expect(d.data.dayCar).toMatchObject({ kind: 'HALF', hours: 4, km: 50 })
    expect((await env.post(`${QUERY}/queryDayCar`, { cityId: 'NKG', date }, { token: hx })).errCode).toBe(4000)
  })

  test('tripCar: add and list car routes; refused under appBook=1', async () => {
    // An approved application of the DFNY traveller (DFNY needs no attachment), then car routes added to it.
    const dfId = await empIdOf(env, 'df.traveller')
    const app = await approvedApplication(env, df, applicationBody(env, [dfId]))
    const detail = await env.database.db.selectFrom('trip_applications').select(['date_begin', 'date_end']).where('id', '=', Number(app.ccsqdId)).executeTakeFirstOrThrow()
    const added = await env.post<{ routeId: string }>('/obt/car/tripCar/add', { ccsqdId: app.ccsqdId, cityId: 'SHA', dateStart: detail.date_begin, dateEnd: detail.date_end, useTypes: [1, 3] }, { token: df })
    expect(added.errCode).toBe(1)
    const list = await env.post<{ list: { routeId: string; useTypes: number[] }[] }>('/obt/car/tripCar/list', { ccsqdId: app.ccsqdId }, { token: df })
    expect(list.data.list.find((r) => r.routeId === added.data.routeId)?.useTypes).toEqual([1, 3])
    // Another company's traveller cannot add to it: it answers like a missing application.
    expect((await env.post('/obt/car/tripCar/add', { ccsqdId: app.ccsqdId, cityId: 'SHA', dateStart: detail.date_begin, dateEnd: detail.date_end, useTypes: [1] }, { token: hx })).errCode).toBe(4004)
    await env.database.db.updateTable('employees').set({ app_book: 1 }).where('id', '=', Number(dfId)).execute()
    try {
      const refused = await env.post('/obt/car/tripCar/add', { ccsqdId: app.ccsqdId, cityId: 'SHA', dateStart: detail.date_begin, dateEnd: detail.date_end, useTypes: [1] }, { token: df })
      expect(refused.errCode).toBe(4009)
    } finally {
      await env.database.db.updateTable('employees').set({ app_book: 0 }).where('id', '=', Number(dfId)).execute()
    }
  })

  test('favourites and history', async () => {
    const saved = await env.post<{ id: string }>('/obt/car/carAddress/save', { label: 'home', place: SQUARE }, { token: hx })
    expect(saved.errCode).toBe(1)
    const list = await env.post<{ favorites: { id: string }[]; history: CarPlace[] }>('/obt/car/carAddress/list', {}, { token: hx })
    expect(list.data.favorites.map((f) => f.id)).toContain(saved.data.id)
    expect(list.data.history.length).toBeGreaterThan(0)
    expect((await env.post('/obt/car/carAddress/delete', { id: saved.data.id }, { token: df })).errCode).toBe(4004)
    expect((await env.post('/obt/car/carAddress/delete', { id: saved.data.id }, { token: hx })).errCode).toBe(1)
  })

  test('the transition table: a completed or cancelled ride never moves again', () => {
    const kind = kindOfType(11018)
    if (!kind) throw new Error('car kind not registered')
    expect(kind.transitions).toBe(CAR_ORDER_TRANSITIONS)
    expect(canMove(kind, 'COMPLETED', 'CANCELLED')).toBe(false)
    expect(canMove(kind, 'CANCELLED', 'IN_PROGRESS')).toBe(false)
    expect(canMove(kind, 'IN_PROGRESS', 'COMPLETED')).toBe(true)
    expect(canMove(kind, 'IN_APPROVAL', 'IN_PROGRESS')).toBe(false)
    expect(hashOf('x')).toBe(hashOf('x'))
  })
})
