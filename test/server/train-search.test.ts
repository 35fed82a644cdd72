/** Train search: trSearch shapes and refusals, places, seats left, policy per rank, transfer plans, parameters, applications. */
import type {
  Train,
  TrBookMatchClzcReply,
  TrCityByNameReply,
  TrClzcIsWbReply,
  TrQueryStationReply,
  TrSearchReply,
  TrStopReply,
  TrTransferMatchReply,
  TrTransferPriceReply,
  TrTransferSearchReply,
} from '../../server/src/schemas/train'
import type { ParameterReply } from '../../server/src/schemas/general'
import { dayAhead, empIdOf } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { applicationBody, approvedApplication } from './helpers/trips'

const TR = '/obt/train/trQuery'
const HOUR = 3_600_000

/** Moves the test clock to the next 10:00 China time (inside booking hours, so sale states are stable). */
function toTenOClock(env: TestEnv): void {
  const now = env.clock.now().getTime()
  const chinaMidnight = Date.parse(`${new Date(now + 8 * HOUR).toISOString().slice(0, 10)}T00:00:00+08:00`)
  let target = chinaMidnight + 10 * HOUR
  if (target <= now) target += 24 * HOUR
  env.clock.advance(target - now)
}

type Body = Record<string, unknown>

describe.each(targets)('train search on $name', (target) => {
  let env: TestEnv
  let token: string
  const search = async (body: Body, lang: 'zh' | 'en' = 'zh', as = token) => env.post<TrSearchReply>(`${TR}/trSearch`, { tripType: 1, ...body }, { token: as, lang })
  const trains = async (body: Body, lang: 'zh' | 'en' = 'zh', as = token): Promise<TrSearchReply> => {
    const reply = await search(body, lang, as)
    if (reply.errCode !== 1) throw new Error(`trSearch failed: ${JSON.stringify(reply)}`)
    return reply.data
  }
  const seat = (t: Train, type: string) => t.seatList.find((s) => s.seatType === type)

  beforeAll(async () => {
    env = await startTestApp(target)
    toTenOClock(env)
    token = await env.login('hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('tomorrow Beijing → Shanghai: G trains with second-class prices, a consistent shape, the window, fees and the standard', async () => {
    const date = dayAhead(env, 1)
    const r = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', toKind: 'city' })
    const g = r.trainList.filter((t) => t.trainType === 'G')
    expect(g.length).toBeGreaterThan(20)
    for (const t of r.trainList) {
      expect(t.date).toBe(date)
      expect(t.startTime).toMatch(/^\d{2}:\d{2}$/)
      expect(t.arriveTime).toMatch(/^\d{2}:\d{2}$/)
      expect(['VNP', 'BJP']).toContain(t.fromStationCode)
      expect(['AOH', 'SHH']).toContain(t.toStationCode)
      expect(t.fromStationName).toMatch(/北京/)
      expect(t.trainKey).toBe(`${date.replace(/-/g, '')}.${t.trainCode}.${t.fromStationCode}.${t.toStationCode}`)
      expect(t.seatList.length).toBeGreaterThan(0)
      for (const s of t.seatList) {
        expect(s.price).toBeGreaterThan(0)
        expect(s.seatCount).toBeGreaterThanOrEqual(0)
        expect(s.seatDiscount).toBe(100)
        expect([0, 1, 2]).toContain(s.wb)
      }
      // Cheapest first.
      expect(t.seatList.map((s) => s.price)).toEqual([...t.seatList.map((s) => s.price)].sort((a, b) => a - b))
    }
    // Departure order.
    const starts = r.trainList.map((t) => t.startTime)
    expect(starts).toEqual([...starts].sort())
    const second = g.map((t) => seat(t, 'O')).filter((s) => s !== undefined)
    expect(second.length).toBe(g.length)
    // ~1,300 km of high-speed line: second class ¥500–700, business about three times that.
    for (const s of second) {
      expect(s?.seatName).toBe('二等座')
      expect(s?.price).toBeGreaterThan(450)
      expect(s?.price).toBeLessThan(750)
    }
    const g1 = g.find((t) => t.runMinutes < 300) as Train
    expect(g1.runTime).toMatch(/^0[3-5]:\d{2}$/)
    expect(g1.arriveDays).toBe(0)
    expect(r.window).toEqual({ today: dayAhead(env, 0), minDate: dayAhead(env, 1), maxSaleDate: dayAhead(env, 14), maxDate: dayAhead(env, 29) })
    // At 10:00 tomorrow's trains are on sale (a few runs are paused by the railway: runTime 99:59).
    expect(g.filter((t) => t.saleState === 'bookable').length).toBeGreaterThan(15)
    for (const t of r.trainList.filter((x) => x.saleState === 'paused')) expect(t.runTime).toBe('99:59')
    for (const t of r.trainList.filter((x) => x.saleState === 'bookable')) expect(t.saleDateTime <= `${dayAhead(env, 0)} 10:00:00`).toBe(true)
    expect(r.feeList).toEqual([
      { tripType: 1, serviceFee: expect.any(Number) },
      { tripType: 2, serviceFee: expect.any(Number) },
    ])
    expect(r.cacheId).toMatch(/^[0-9a-f]{20}$/)
    expect(r.fromName).toBe('北京')
    // hx.traveller is P2: second class, soft and hard sleeper, hard seat (and their equivalents).
    expect(r.travelStandard).toMatchObject({ empRank: 'P2', name: '主管级差旅标准', seatNames: '二等座、软卧、硬卧、硬座', overPolicyAction: 1 })
    expect(r.travelStandard?.seatTypes).toEqual(expect.arrayContaining(['O', 'WZ', '4', 'F', '3', '1']))
    // Deterministic.
    const again = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', toKind: 'city' })
    expect(again.trainList.map((t) => t.trainKey)).toEqual(r.trainList.map((t) => t.trainKey))
  })

  test('English names; includePrice 0; needTrainType; allTrains 0', async () => {
    const date = dayAhead(env, 2)
    const en = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city' }, 'en')
    expect(en.trainList[0].fromStationName).toMatch(/^Beijing/)
    expect(en.trainList.flatMap((t) => t.seatList).find((s) => s.seatType === 'O')?.seatName).toBe('Second class')
    expect(en.fromName).toBe('Beijing')
    expect(en.travelStandard?.name).toBe('Supervisor travel policy')
    const bare = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', includePrice: 0 })
    expect(bare.trainList.every((t) => t.seatList.length === 0 && t.lowestPrice === 0)).toBe(true)
    const all = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city' })
    expect(new Set(all.trainList.map((t) => t.trainType)).size).toBeGreaterThan(1)
    const gcd = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', needTrainType: ['G', 'C', 'D'] })
    expect(gcd.trainList.length).toBeGreaterThan(0)
    expect(gcd.trainList.every((t) => ['G', 'C', 'D'].includes(t.trainType))).toBe(true)
    expect(gcd.trainList.length).toBeLessThan(all.trainList.length)
    const open = await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', allTrains: 0 })
    expect(open.trainList.every((t) => t.saleState === 'bookable' && t.seatList.some((s) => s.seatCount > 0))).toBe(true)
    expect(await search({ date, fromStationCode: 'BJS', toStationCode: 'SHA', needTrainType: ['X'] })).toMatchObject({ errCode: 4000 })
  })

  test('a station means that station, a city every station of it; a code that is both follows fromKind / toKind', async () => {
    const date = dayAhead(env, 3)
    const stations = await trains({ date, fromStationCode: 'VNP', toStationCode: 'AOH' })
    expect(stations.trainList.length).toBeGreaterThan(10)
    expect(stations.trainList.every((t) => t.fromStationCode === 'VNP' && t.toStationCode === 'AOH')).toBe(true)
    expect(stations.fromName).toBe('北京南')
    const city = await trains({ date, fromStationCode: 'BJS', toStationCode: 'AOH', fromKind: 'city' })
    expect(city.trainList.length).toBeGreaterThanOrEqual(stations.trainList.length)
    expect(new Set(city.trainList.map((t) => t.fromStationCode)).size).toBeGreaterThanOrEqual(1)
    // HGH is Hangzhou East and the Hangzhou city code.
    const east = await trains({ date, fromStationCode: 'AOH', toStationCode: 'HGH' })
    expect(east.trainList.every((t) => t.toStationCode === 'HGH')).toBe(true)
    const hangzhou = await trains({ date, fromStationCode: 'AOH', toStationCode: 'HGH', toKind: 'city' })
    expect(hangzhou.toName).toBe('杭州')
    expect(hangzhou.trainList.length).toBeGreaterThanOrEqual(east.trainList.length)
  })

  test('the same station or city, a past date, beyond the window and unknown codes are refused with the spec’s tips', async () => {
    const tomorrow = dayAhead(env, 1)
    expect(await search({ date: tomorrow, fromStationCode: 'VNP', toStationCode: 'VNP' })).toMatchObject({ errCode: 4000, tips: '出发和到达城市不能相同' })
    expect(await search({ date: tomorrow, fromStationCode: 'VNP', toStationCode: 'VNP' }, 'en')).toMatchObject({ errCode: 4000, tips: 'Departure and arrival cities cannot be the same' })
    expect(await search({ date: tomorrow, fromStationCode: 'VNP', toStationCode: 'BJP' })).toMatchObject({ errCode: 4000, tips: '出发和到达城市不能相同' })
    expect(await search({ date: tomorrow, fromStationCode: 'BJS', toStationCode: 'VNP', fromKind: 'city' })).toMatchObject({ errCode: 4000, tips: '出发和到达城市不能相同' })
    expect(await search({ date: dayAhead(env, -1), fromStationCode: 'VNP', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000, tips: '日期已过期' })
    expect(await search({ date: dayAhead(env, -1), fromStationCode: 'VNP', toStationCode: 'AOH' }, 'en')).toMatchObject({ tips: 'The date has expired' })
    expect(await search({ date: dayAhead(env, 30), fromStationCode: 'VNP', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000, tips: '日期超出可售范围' })
    const last = await trains({ date: dayAhead(env, 29), fromStationCode: 'VNP', toStationCode: 'AOH' })
    // Beyond the 15-day pre-sale: listed, not on sale yet, with the moment sale opens.
    expect(last.trainList.length).toBeGreaterThan(0)
    for (const t of last.trainList.filter((x) => x.saleState !== 'paused')) {
      expect(t.saleState).toBe('notYetOnSale')
      expect(t.saleDateTime > `${dayAhead(env, 14)}`).toBe(true)
      expect(t.seatList.every((s) => s.isBench === 0)).toBe(true)
    }
    expect(await search({ date: tomorrow, fromStationCode: 'QQQ', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000, tips: '车站或城市不存在：QQQ' })
    expect(await search({ date: tomorrow, fromStationCode: 'VN1', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000 })
    expect(await search({ date: '2026-02-30', fromStationCode: 'VNP', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000 })
    expect(await search({ fromStationCode: 'VNP', toStationCode: 'AOH' })).toMatchObject({ errCode: 4000, tips: '出发日期不能为空' })
    expect(await search({ date: tomorrow, toStationCode: 'AOH' })).toMatchObject({ errCode: 4000, tips: '出发站不能为空' })
    // Private.
    const anonymous = await env.post(`${TR}/trSearch`, { date: tomorrow, fromStationCode: 'VNP', toStationCode: 'AOH' })
    expect(anonymous.errCode).toBe(3901)
  })

  test('seat counts are capacity − taken in the database; a sold-out type of a train on sale offers standby', async () => {
    const date = dayAhead(env, 4)
    const before = await trains({ date, fromStationCode: 'VNP', toStationCode: 'AOH' })
    const t = before.trainList.find((x) => x.saleState === 'bookable' && (seat(x, 'O')?.seatCount ?? 0) > 3) as Train
    const o = seat(t, 'O')!
    await env.database.db
      .insertInto('train_seats')
      .values({ inventory_key: t.trainKey, seat_type: 'O', train_date: date, capacity: o.seatCount, taken: 3, issued: 0 })
      .execute()
    const after = await trains({ date, fromStationCode: 'VNP', toStationCode: 'AOH' })
    expect(seat(after.trainList.find((x) => x.trainKey === t.trainKey)!, 'O')?.seatCount).toBe(o.seatCount - 3)
    await env.database.db.updateTable('train_seats').set({ taken: o.seatCount }).where('inventory_key', '=', t.trainKey).execute()
    const full = await trains({ date, fromStationCode: 'VNP', toStationCode: 'AOH' })
    const fullSeat = seat(full.trainList.find((x) => x.trainKey === t.trainKey)!, 'O')
    expect(fullSeat).toMatchObject({ seatCount: 0, isBench: 1 })
    // Seats with some left never offer standby.
    expect(full.trainList.flatMap((x) => x.seatList).every((s) => s.seatCount === 0 || s.isBench === 0)).toBe(true)
  })

  test('policy per rank: wb 0 within the standard, 1 out of it, 2 when the company forbids; personal trips none', async () => {
    const date = dayAhead(env, 5)
    const booker = await env.login('hx.corpbooker')
    const p1 = String(
      (await env.database.db.selectFrom('employees').select('id').where('emp_rank', '=', 'P1').where('corp_id', '=', (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id).where('login_name', '!=', 'hx.newhire').executeTakeFirstOrThrow()).id,
    )
    const p3 = await empIdOf(env, 'hx.corpbooker')
    const body = { date, fromStationCode: 'VNP', toStationCode: 'AOH' }
    const withM = (r: TrSearchReply) => r.trainList.find((t) => seat(t, 'M') && seat(t, 'O'))!
    // Self (P3): first class is within the standard.
    const own = await trains(body, 'zh', booker)
    expect(own.travelStandard?.empRank).toBe('P3')
    expect(seat(withM(own), 'M')).toMatchObject({ wb: 0, wbText: '' })
    expect(seat(withM(own), '9')?.wb ?? 1).toBe(1)
    // A P1 colleague: second class only; first class out of policy with a reason.
    const staff = await trains({ ...body, travellerEmpIds: [p1] }, 'zh', booker)
    expect(staff.travelStandard).toMatchObject({ empRank: 'P1', seatNames: '二等座、硬卧、硬座' })
    expect(seat(withM(staff), 'O')?.wb).toBe(0)
    expect(seat(withM(staff), 'M')).toMatchObject({ wb: 1, wbText: '席别超出差旅标准（可乘坐：二等座、硬卧、硬座）' })
    // Both: the strictest.
    const both = await trains({ ...body, travellerEmpIds: [p1, p3] }, 'zh', booker)
    expect(seat(withM(both), 'M')?.wb).toBe(1)
    // Personal trip: no standard.
    const personal = await trains({ ...body, tripType: 2, travellerEmpIds: [p1] }, 'zh', booker)
    expect(personal.travelStandard).toBeNull()
    expect(personal.trainList.flatMap((t) => t.seatList).every((s) => s.wb === 0)).toBe(true)
    // The company forbids out-of-policy bookings for P1 (searches reuse policies for 30 s).
    const hx = (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
    await env.database.db.updateTable('travel_policies').set({ over_policy_action: 2 }).where('corp_id', '=', hx).where('emp_rank', '=', 'P1').execute()
    env.clock.advance(31_000)
    try {
      const forbidden = await trains({ ...body, travellerEmpIds: [p1] }, 'en', booker)
      expect(seat(withM(forbidden), 'M')).toMatchObject({ wb: 2, wbText: 'Seat above the travel standard: booking is not allowed (allowed: Second class, Hard sleeper, Hard seat)' })
      const one = await env.post<TrClzcIsWbReply>(`${TR}/clzcIsWb`, { seatType: 'M', trainKey: withM(forbidden).trainKey, travellerEmpIds: [p1] }, { token: booker })
      expect(one.data).toMatchObject({ wb: 2, needReason: false })
    } finally {
      await env.database.db.updateTable('travel_policies').set({ over_policy_action: 1 }).where('corp_id', '=', hx).where('emp_rank', '=', 'P1').execute()
      env.clock.advance(31_000)
    }
    // Out of scope travellers answer like missing ones.
    const df = await empIdOf(env, 'df.traveller')
    expect(await search({ ...body, travellerEmpIds: [df] }, 'zh', booker)).toMatchObject({ errCode: 4004 })
  })

  test('queryTrainStop: the whole timetable, the segment marked, days from boarding, names in the language, unknown trains refused', async () => {
    const date = dayAhead(env, 2)
    const listed = (await trains({ date, fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', toKind: 'city' })).trainList
    // A train that passes through: boards after its origin (so stops lie outside the segment).
    const t = listed.find((x) => !x.isOrigin) ?? listed[0]
    const r = await env.post<TrStopReply>(`${TR}/queryTrainStop`, { trainKey: t.trainKey }, { token })
    expect(r.errCode).toBe(1)
    const stops = r.data.stops
    expect(r.data).toMatchObject({ trainKey: t.trainKey, trainCode: t.trainCode })
    expect(stops.length).toBeGreaterThanOrEqual(2)
    expect(stops[0]).toMatchObject({ arriveTime: null, stopMinutes: 0 })
    expect(stops[stops.length - 1]).toMatchObject({ departTime: null, stopMinutes: 0 })
    const inSeg = stops.filter((s) => s.inSegment)
    expect(inSeg[0]).toMatchObject({ stationCode: t.fromStationCode, departTime: t.startTime, dayOffset: 0 })
    expect(inSeg[inSeg.length - 1]).toMatchObject({ stationCode: t.toStationCode, arriveTime: t.arriveTime, dayOffset: t.arriveDays })
    // The segment is one unbroken run of stops.
    const first = stops.findIndex((s) => s.inSegment)
    expect(stops.slice(first, first + inSeg.length).every((s) => s.inSegment)).toBe(true)
    if (!t.isOrigin) expect(stops[0].stationName).toBe(t.originStationName)
    const en = await env.post<TrStopReply>(`${TR}/queryTrainStop`, { trainKey: t.trainKey }, { token, lang: 'en' })
    expect(en.data.stops.map((s) => s.stationName).join(' ')).toMatch(/^[A-Za-z' ()-]+(\s[A-Za-z' ()-]+)*$/)
    expect(await env.post(`${TR}/queryTrainStop`, { trainKey: '20200101.G9999.VNP.AOH' }, { token })).toMatchObject({ errCode: 4004, tips: '车次不存在或已停售，请重新查询' })
    expect(await env.post(`${TR}/queryTrainStop`, { trainKey: 'x' }, { token })).toMatchObject({ errCode: 4000 })
    expect(await env.post(`${TR}/queryTrainStop`, { trainKey: t.trainKey })).toMatchObject({ errCode: 3901 })
  })

  test('clzcIsWb and trBookMatchClzc', async () => {
    const is = await env.post<TrClzcIsWbReply>(`${TR}/clzcIsWb`, { seatType: 'M', trainCode: 'G1', minZj: 'P9' }, { token })
    expect(is.data).toMatchObject({ wb: 1, needReason: true, travelStandard: { empRank: 'P2' } })
    expect((await env.post<TrClzcIsWbReply>(`${TR}/clzcIsWb`, { seatType: 'WZ' }, { token })).data.wb).toBe(0)
    expect((await env.post<TrClzcIsWbReply>(`${TR}/clzcIsWb`, { seatType: 'M', tripType: 2 }, { token })).data).toMatchObject({ wb: 0, travelStandard: null })
    expect(await env.post(`${TR}/clzcIsWb`, { seatType: 'M', trainKey: '20200101.G9999.VNP.AOH' }, { token })).toMatchObject({ errCode: 4004, tips: '车次不存在或已停售，请重新查询' })
    const g = (await trains({ date: dayAhead(env, 2), fromStationCode: 'VNP', toStationCode: 'AOH' })).trainList.find((t) => !seat(t, '3')) as Train
    expect(await env.post(`${TR}/clzcIsWb`, { seatType: '3', trainKey: g.trainKey }, { token })).toMatchObject({ errCode: 4000, tips: '席别取值不正确' })
    expect(await env.post(`${TR}/clzcIsWb`, { seatType: 'Q' }, { token })).toMatchObject({ errCode: 4000 })
    const list = await env.post<TrBookMatchClzcReply>(`${TR}/trBookMatchClzc`, {}, { token, lang: 'en' })
    expect(list.errCode).toBe(1)
    expect(list.data.policyList).toHaveLength(12)
    expect(list.data.policyList.find((p) => p.code === 'O')).toEqual({ code: 'O', name: 'Second class', wb: 0 })
    expect(list.data.policyList.find((p) => p.code === '9')?.wb).toBe(1)
    expect(list.data.travellers).toEqual([expect.objectContaining({ empRank: 'P2', standardName: 'Supervisor travel policy' })])
  })

  test('a pair without direct trains: no trains, transfer plans with prices and policy', async () => {
    const date = dayAhead(env, 6)
    const direct = await trains({ date, fromStationCode: 'BJS', toStationCode: 'CKG', fromKind: 'city', toKind: 'city' })
    expect(direct.trainList).toEqual([])
    const reply = await env.post<TrTransferSearchReply>(`${TR}/trSearchTransfer`, { date, fromStationCode: 'BJS', toStationCode: 'CKG', fromKind: 'city', toKind: 'city' }, { token })
    expect(reply.errCode).toBe(1)
    const plans = reply.data.transferList
    expect(plans.length).toBeGreaterThan(0)
    for (const p of plans) {
      const [a, b] = p.legs
      expect(a.date).toBe(date)
      expect(p.transferKey).toBe(`${a.trainKey}+${b.trainKey}`)
      expect(p.connectionMinutes).toBeGreaterThanOrEqual(p.sameStation ? 20 : 60)
      expect(p.connectionMinutes).toBeLessThanOrEqual(360)
      expect(p.sameStation).toBe(a.toStationCode === b.fromStationCode)
      expect(p.hubCityName).not.toBe('')
      expect(p.lowestPrice).toBe(a.lowestPrice + b.lowestPrice)
      expect(a.seatList.length).toBeGreaterThan(0)
    }
    const p = plans.find((x) => x.bookable) ?? plans[0]
    const price = await env.post<TrTransferPriceReply>(`${TR}/trSearchTransferPrice`, { trainKeys: [p.legs[0].trainKey, p.legs[1].trainKey] }, { token })
    expect(price.data).toMatchObject({ lowestPrice: p.lowestPrice, connectionMinutes: p.connectionMinutes })
    const legs = p.legs.map((l) => ({ trainKey: l.trainKey, seatType: l.seatList[l.seatList.length - 1].seatType }))
    const matched = await env.post<TrTransferMatchReply>(`${TR}/matchClzc4Transfer`, { legs }, { token })
    expect(matched.errCode).toBe(1)
    expect(matched.data.legs).toHaveLength(2)
    expect(matched.data.wb).toBe(Math.max(...matched.data.legs.map((l) => l.wb)))
    // Two trains that do not connect.
    expect(await env.post(`${TR}/trSearchTransferPrice`, { trainKeys: [p.legs[1].trainKey, p.legs[0].trainKey] }, { token })).toMatchObject({ errCode: 4009, tips: '这两个车次不能组成中转行程' })
    // A company that has not opened transfers.
    const hx = (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
    await env.database.db.insertInto('parameters').values({ corp_id: hx, param_no: '10914', name: '火车票中转/候补预订', value1: '0', value2: '0' }).execute()
    env.clock.advance(31_000)
    try {
      expect(await env.post(`${TR}/trSearchTransfer`, { date, fromStationCode: 'BJS', toStationCode: 'CKG', fromKind: 'city', toKind: 'city' }, { token })).toMatchObject({ errCode: 4009 })
      const params = await env.post<ParameterReply>('/obt/common/queryParameter', { paramNos: ['20019', '10914'] }, { token })
      expect(params.data.parameterResponses).toEqual([
        { paramNo: '20019', value1: '1' },
        { paramNo: '10914', value1: '0', value2: '0' },
      ])
    } finally {
      await env.database.db.deleteFrom('parameters').where('corp_id', '=', hx).where('param_no', '=', '10914').execute()
      env.clock.advance(31_000)
    }
  })

  test('common/queryParameter: the train parameters of the caller’s company, private', async () => {
    const params = await env.post<ParameterReply>('/obt/common/queryParameter', { paramNos: ['20019', '10914', 'NOPE'] }, { token })
    expect(params.data.parameterResponses).toEqual([
      { paramNo: '20019', value1: '1' },
      { paramNo: '10914', value1: '1', value2: '1' },
    ])
    expect((await env.post('/obt/common/queryParameter', { paramNos: ['20019'] })).errCode).toBe(3901)
  })

  test('getCityDataByName and queryStation', async () => {
    const bj = await env.post<TrCityByNameReply>(`${TR}/getCityDataByName`, { cityName: '北京市' }, { token })
    expect(bj.data).toMatchObject({ cityCode: 'BJS', cityName: '北京', stationCode: 'BJP', stationName: '北京' })
    expect(bj.data.stations.map((s) => s.code)).toEqual(expect.arrayContaining(['VNP', 'BXP']))
    const sh = await env.post<TrCityByNameReply>(`${TR}/getCityDataByName`, { cityName: 'shanghai' }, { token, lang: 'en' })
    expect(sh.data).toMatchObject({ cityCode: 'SHA', cityName: 'Shanghai' })
    const byStation = await env.post<TrCityByNameReply>(`${TR}/getCityDataByName`, { cityName: '北京南' }, { token })
    expect(byStation.data.cityCode).toBe('BJS')
    expect(await env.post(`${TR}/getCityDataByName`, { cityName: '东京' }, { token })).toMatchObject({ errCode: 4004, tips: '没有找到“东京”的火车站' })
    const all = await env.post<TrQueryStationReply>(`${TR}/queryStation`, {}, { token, lang: 'en' })
    expect(all.data.stations.length).toBeGreaterThan(100)
    expect(all.data.stations.find((s) => s.code === 'VNP')).toMatchObject({ name: 'Beijing South', cityName: 'Beijing', cityCode: 'BJS', hot: true })
    const bjn = await env.post<TrQueryStationReply>(`${TR}/queryStation`, { keyword: 'bjn' }, { token })
    expect(bjn.data.stations[0]).toMatchObject({ code: 'VNP', name: '北京南' })
    const code = await env.post<TrQueryStationReply>(`${TR}/queryStation`, { keyword: 'aoh' }, { token })
    expect(code.data.stations[0].code).toBe('AOH')
  })

  test('a business-trip application: the caller’s own works; another company’s answers exactly like a missing one', async () => {
    const dfToken = await env.login('df.traveller')
    const dfId = await empIdOf(env, 'df.traveller')
    const trainRoute = { productType: 10904 as const, fromCity: '北京', fromCode: 'VNP', toCity: '上海', toCode: 'AOH', dateBegin: dayAhead(env, 3) }
    const app = await approvedApplication(env, dfToken, applicationBody(env, [dfId], { routes: [trainRoute] }))
    const detail = await env.post<{ routes: { routeId: string; productType: number }[] }>('/obt/vipCcsqdDetail4Book', { ccsqdId: app.ccsqdId }, { token: dfToken })
    const routeId = detail.data.routes.find((r) => r.productType === 10904)!.routeId
    const body = { date: dayAhead(env, 3), fromStationCode: 'VNP', toStationCode: 'AOH' }
    expect((await search({ ...body, ccsqdId: app.ccsqdId, routeId }, 'zh', dfToken)).errCode).toBe(1)
    const missing = await search({ ...body, ccsqdId: '99999999' }, 'zh', token)
    const other = await search({ ...body, ccsqdId: app.ccsqdId }, 'zh', token)
    expect(missing).toMatchObject({ errCode: 4004 })
    expect(other).toEqual(missing)
    expect(await search({ ...body, ccsqdId: app.ccsqdId, routeId: '99999999' }, 'zh', dfToken)).toEqual(missing)
    // A personal trip carries no application.
    expect((await search({ ...body, tripType: 2, ccsqdId: app.ccsqdId }, 'zh', token)).errCode).toBe(1)
  })
})
