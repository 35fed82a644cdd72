/** Flight shopping: search shapes and rules, week prices, cabins, rules, policy marking, transfers, fees, reasons, insurance. */
import type {
  GetAddConPriceReply,
  MatchClbzReply,
  PatForFlightReply,
  QueryFlightRuleReply,
  QueryFlightWeekPriceReply,
  QueryTransferCityReply,
  ViolationReasonListReply,
} from '../../server/src/schemas/flight'
import type { InsuranceListReply } from '../../server/src/schemas/order'
import { cabinsOf, dayAhead, empIdOf, searchFlights } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const V3 = '/obt/plane/shopping/gn/v3'

describe.each(targets)('flight search on $name', (target) => {
  let env: TestEnv
  let token: string
  beforeAll(async () => {
    env = await startTestApp(target)
    token = await env.login('hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('queryFlight BJS-SHA: 20-40 flights a day, both Beijing and both Shanghai airports, sorted, with a consistent shape', async () => {
    const date = dayAhead(env, 10)
    const { flights, travelStandard, lowestInPolicyPrice } = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date })
    expect(flights.length).toBeGreaterThanOrEqual(20)
    expect(flights.length).toBeLessThanOrEqual(45)
    expect(new Set(flights.map((f) => f.depAirport))).toEqual(new Set(['PEK', 'PKX']))
    expect(new Set(flights.map((f) => f.arrAirport))).toEqual(new Set(['PVG', 'SHA']))
    expect(flights.map((f) => f.depTime)).toEqual([...flights.map((f) => f.depTime)].sort())
    const airlines = new Set(['CA', 'MU', 'CZ', 'HU', '3U', 'ZH', 'MF', 'FM', 'SC', 'HO', '9C', 'GS', 'KN', 'JD'])
    for (const f of flights) {
      expect(f.flightNo).toMatch(/^[A-Z0-9]{2}\d{3,4}$/)
      expect(airlines.has(f.airline)).toBe(true)
      expect(f.depTime).toMatch(new RegExp(`^${date} \\d{2}:\\d{2}$`))
      expect(f.arrTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      // ~1070 km at 800 km/h + 30 min, rounded to 5 min with a little jitter.
      expect(f.durationMinutes).toBeGreaterThanOrEqual(100)
      expect(f.durationMinutes).toBeLessThanOrEqual(130)
      expect(f.yFullPrice).toBe(800)
      expect(f.lowestPrice).toBeLessThanOrEqual(f.yFullPrice)
      expect(f.lowestPrice % 10).toBe(0)
      expect(f.airportFee).toBe(50)
      expect(f.fuelFee).toBe(40)
      expect(typeof f.lowestInPolicy).toBe('boolean')
      expect(f.seatsLeft).toBeGreaterThan(0)
      expect(f.depCityName).toBe('北京')
    }
    expect(flights.some((f) => f.codeShare && f.operatingFlightNo !== '')).toBe(true)
    expect(travelStandard).toMatchObject({ empRank: 'P2', maxCabinClass: 'Y', maxDiscount: 100, lowestFareMinutes: 60 })
    expect(lowestInPolicyPrice).toBe(Math.min(...flights.filter((f) => f.lowestInPolicy).map((f) => f.lowestPrice)))
    // Deterministic: the same search gives the same schedule.
    const again = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date })
    expect(again.flights.map((f) => f.flightKey)).toEqual(flights.map((f) => f.flightKey))
  })

  test('an airport code narrows to that airport; cabinClass filters and prices the class; English names', async () => {
    const date = dayAhead(env, 12)
    const pek = await searchFlights(env, token, { depCode: 'PEK', arrCode: 'SHA', date })
    expect(pek.flights.length).toBeGreaterThan(0)
    expect(pek.flights.every((f) => f.depAirport === 'PEK')).toBe(true)
    const business = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date, cabinClass: 'C' })
    expect(business.flights.length).toBeGreaterThan(0)
    expect(business.flights.every((f) => f.lowestCabinClass === 'C' && f.lowestInPolicy === false)).toBe(true)
    const en = await searchFlights(env, token, { depCode: 'CTU', arrCode: 'SZX', date }, 'en')
    expect(en.flights[0]).toMatchObject({ depCityName: 'Chengdu', arrCityName: 'Shenzhen' })
    expect(en.flights.some((f) => f.depAirport === 'TFU')).toBe(true)
  })

  test('English: the travel policy name, the operating airline of a code-share, one aircraft name in lists, fares and orders', async () => {
    const date = dayAhead(env, 12)
    const en = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date }, 'en')
    expect(en.travelStandard?.name).toBe('Supervisor travel policy')
    const zh = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date })
    expect(zh.travelStandard?.name).toBe('主管级差旅标准')
    const share = en.flights.find((f) => f.codeShare) as (typeof en.flights)[number]
    const operating = { CA: 'Air China', MU: 'China Eastern', CZ: 'China Southern', HU: 'Hainan Airlines', ZH: 'Shenzhen Airlines', MF: 'XiamenAir', FM: 'Shanghai Airlines', SC: 'Shandong Airlines', GS: 'Tianjin Airlines' } as Record<string, string>
    expect(share.operatingAirlineName).toBe(operating[share.operatingAirline])
    expect(zh.flights.find((f) => f.flightKey === share.flightKey)?.operatingAirlineName).toMatch(/航空|国航/)
    const matched = await env.post<MatchClbzReply>(`${V3}/matchClbz`, {
      cabinKey: (await cabinsOf(env, token, en.flights[0].flightKey)).cabins[0].cabinKey, travellerEmpIds: [await empIdOf(env, 'hx.traveller')], tripType: 1,
    }, { token, lang: 'en' })
    expect(matched.data.travellers[0].standardName).toBe('Supervisor travel policy')

    // The order detail names the aircraft as the list does (in both languages).
    const flight = en.flights.find((f) => !f.codeShare && f.seatsLeft > 0) as (typeof en.flights)[number]
    const { cabins } = await cabinsOf(env, token, flight.flightKey, undefined, 2)
    const booked = await env.post<{ orderId: string }>('/obt/plane/tkOrder/v3/book', {
      segments: [{ cabinKey: cabins[0].cabinKey }], passengers: [{ empId: await empIdOf(env, 'hx.traveller') }],
      contact: { name: 'Li', phone: '13800138000' }, tripType: 2, clientToken: `i18n-${Date.now()}`,
    }, { token })
    expect(booked.errCode).toBe(1)
    const order = await env.get<{ segments: { aircraft: string; aircraftName: string; codeShare: boolean }[] }>('/obt/plane/tkOrder/orderDetail', { orderId: booked.data.orderId }, { token, lang: 'en' })
    expect(order.data.segments[0]).toMatchObject({ aircraft: flight.aircraft, aircraftName: flight.aircraftName, codeShare: false })
    const orderZh = await env.get<{ segments: { aircraftName: string }[] }>('/obt/plane/tkOrder/orderDetail', { orderId: booked.data.orderId }, { token })
    expect(orderZh.data.segments[0].aircraftName).toBe(zh.flights.find((f) => f.flightKey === flight.flightKey)?.aircraftName)
    await env.post('/obt/plane/tkOrder/cancelTkOrder', { orderId: booked.data.orderId }, { token })
  })

  test('same city, a past date, beyond the sale window and unknown codes are refused with 4000', async () => {
    const today = dayAhead(env, 0)
    const call = (body: object, lang: 'zh' | 'en' = 'zh') => env.post(`${V3}/queryFlight`, { tripType: 1, ...body }, { token, lang })
    expect(await call({ depCode: 'BJS', arrCode: 'PKX', date: today })).toMatchObject({ errCode: 4000, tips: '出发和到达城市不能相同' })
    expect(await call({ depCode: 'SHA', arrCode: 'SHA', date: today }, 'en')).toMatchObject({ errCode: 4000, tips: 'Departure and arrival cities cannot be the same' })
    expect(await call({ depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, -1) })).toMatchObject({ errCode: 4000, tips: '日期已过期' })
    expect(await call({ depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, -1) }, 'en')).toMatchObject({ tips: 'The date has expired' })
    expect(await call({ depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 366) })).toMatchObject({ errCode: 4000, tips: '日期超出可售范围' })
    expect((await call({ depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 365) })).errCode).toBe(1)
    expect(await call({ depCode: 'XXX', arrCode: 'SHA', date: today })).toMatchObject({ errCode: 4000 })
    expect(await call({ depCode: 'BJS', arrCode: 'SHA', date: '2026-02-30' })).toMatchObject({ errCode: 4000 })
    expect(await call({ depCode: 'BJS', arrCode: 'SHA' })).toMatchObject({ errCode: 4000, tips: '出发日期不能为空' })
    // Private call.
    expect((await env.post(`${V3}/queryFlight`, { tripType: 1, depCode: 'BJS', arrCode: 'SHA', date: today })).errCode).toBe(3901)
  })

  test('week price: 7 days from 3 days before, never before today', async () => {
    const mid = await env.post<QueryFlightWeekPriceReply>(`${V3}/queryFlightWeekPrice`, { depCode: 'BJS', arrCode: 'CAN', date: dayAhead(env, 20) }, { token })
    expect(mid.data.days.map((d) => d.date)).toEqual([17, 18, 19, 20, 21, 22, 23].map((n) => dayAhead(env, n)))
    expect(mid.data.days.every((d) => typeof d.lowestPrice === 'number' && d.lowestPrice > 0)).toBe(true)
    const soon = await env.post<QueryFlightWeekPriceReply>(`${V3}/queryFlightWeekPrice`, { depCode: 'BJS', arrCode: 'CAN', date: dayAhead(env, 1) }, { token })
    expect(soon.data.days[0].date).toBe(dayAhead(env, 0))
    expect(soon.data.days).toHaveLength(7)
    // Deep discounts are sold only days ahead: tomorrow's lowest is dearer than in 3 weeks.
    expect(soon.data.days[1].lowestPrice).toBeGreaterThanOrEqual(mid.data.days[3].lowestPrice as number)
  })

  test('queryCabin: fare buckets with discounts, child/infant fares, baggage, rules and policy per cabin', async () => {
    const { flights } = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 10) })
    const wide = flights.find((f) => f.aircraftSize === 'L' && ['CA', 'MU', 'CZ', 'HU'].includes(f.airline) && !f.codeShare) ?? flights[0]
    const { flight, cabins, travelStandard } = await cabinsOf(env, token, wide.flightKey)
    expect(flight.flightKey).toBe(wide.flightKey)
    expect(travelStandard?.empRank).toBe('P2')
    expect(cabins.map((c) => c.price)).toEqual([...cabins.map((c) => c.price)].sort((a, b) => a - b))
    const y = cabins.find((c) => c.cabinCode === 'Y')
    expect(y).toMatchObject({ cabinClass: 'Y', cabinName: '经济舱', price: 800, discount: 100, childPrice: 400, infantPrice: 80, transferable: true })
    expect(y?.baggage).toMatchObject({ carryOnKg: 5, checkedKg: 20 })
    expect(y?.refundRule).toContain('起飞前7天（含）以上收取5%')
    for (const c of cabins.filter((x) => x.cabinClass === 'Y')) expect([100, 85, 70, 60, 50, 40]).toContain(c.discount)
    const business = cabins.find((c) => c.cabinClass === 'C')
    expect(business?.policy).toMatchObject({ inPolicy: false, violations: [{ code: 'CABIN_CLASS', text: '舱位等级超标（标准：经济舱）' }] })
    if (wide.aircraftSize === 'L' && ['CA', 'MU', 'CZ', 'HU'].includes(wide.airline)) expect(cabins.some((c) => c.cabinCode === 'F')).toBe(true)
    const rule = await env.post<QueryFlightRuleReply>(`${V3}/queryFlightRule`, { cabinKey: y?.cabinKey }, { token, lang: 'en' })
    expect(rule.data).toMatchObject({ cabinCode: 'Y', cabinName: 'Economy', price: 800, transferable: true })
    expect(rule.data.refund.map((t) => t.feePercent)).toEqual([5, 5, 10, 20, 25])
    expect(rule.data.refund[0]).toMatchObject({ minHoursBefore: 168, maxHoursBefore: null, fee: 40 })
    expect(rule.data.change[0].feePercent).toBe(0)
    expect((await env.post(`${V3}/queryCabin`, { flightKey: '20990101.CA9999.PEK.SHA', tripType: 1 }, { token })).errCode).toBe(4004)
  })

  test('policy: the lowest-fare window marks flights; P1 with advance days; matchClbz per traveller; personal trips have no policy', async () => {
    const date = dayAhead(env, 1)
    const newhire = await empIdOf(env, 'hx.newhire')
    const self = await empIdOf(env, 'hx.traveller')
    // hx.traveller (range 1) may not search for a colleague: 4004 like a missing employee.
    expect((await env.post(`${V3}/queryFlight`, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 1, travellerEmpIds: [newhire] }, { token })).errCode).toBe(4004)
    const admin = await env.login('hx.admin')
    const forNewhire = await searchFlights(env, admin, { depCode: 'BJS', arrCode: 'SHA', date, travellerEmpIds: [newhire] })
    // P1: book 3 days ahead -> tomorrow nothing is in policy.
    expect(forNewhire.travelStandard).toMatchObject({ empRank: 'P1', advanceDays: 3, maxDiscount: 85 })
    expect(forNewhire.flights.every((f) => !f.lowestInPolicy)).toBe(true)
    expect(forNewhire.lowestInPolicyPrice).toBeUndefined()
    // Two travellers: the strictest rules apply.
    const both = await searchFlights(env, admin, { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 10), travellerEmpIds: [self, newhire] })
    expect(both.travelStandard).toMatchObject({ maxDiscount: 85, advanceDays: 3, lowestFareMinutes: 60 })
    // The caller's own P2 standard: the cheapest flight of the day is in policy; a pricier one next to a cheaper one is not.
    const mine = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 10) })
    const cheapest = mine.flights.reduce((a, b) => (b.lowestPrice < a.lowestPrice ? b : a))
    expect(cheapest.lowestInPolicy).toBe(true)
    expect(mine.flights.some((f) => !f.lowestInPolicy)).toBe(true)
    const personal = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, 10), tripType: 2 })
    expect(personal.travelStandard).toBeNull()
    expect(personal.flights.every((f) => f.lowestInPolicy)).toBe(true)

    const { cabins } = await cabinsOf(env, admin, mine.flights[0].flightKey)
    const fullY = cabins.find((c) => c.cabinCode === 'Y')
    const match = await env.post<MatchClbzReply>(`${V3}/matchClbz`, { cabinKey: fullY?.cabinKey, travellerEmpIds: [self, newhire], tripType: 1 }, { token: admin })
    const [p2, p1] = match.data.travellers
    expect(p2).toMatchObject({ empRank: 'P2', standardName: '主管级差旅标准' })
    expect(p1).toMatchObject({ empRank: 'P1', inPolicy: false })
    expect(p1.violations.map((v) => v.code)).toContain('DISCOUNT')
    expect(match.data).toMatchObject({ inPolicy: false, needReason: true, forbidden: false, needApproval: true })
  })

  test('transfers: a thin pair has no direct flight but connections via hubs (60 min to 6 h)', async () => {
    const date = dayAhead(env, 15)
    let pair: [string, string] | null = null
    for (const [a, b] of [['TVS', 'JIQ'], ['CIH', 'LLB'], ['DAT', 'JGS'], ['HDG', 'WUZ'], ['TVS', 'LZH'], ['YCU', 'JJN']]) {
      const direct = await env.post<{ flights: unknown[] }>(`${V3}/queryFlight`, { depCode: a, arrCode: b, date, tripType: 1 }, { token })
      if (direct.errCode === 1 && direct.data.flights.length === 0) {
        pair = [a, b]
        break
      }
    }
    expect(pair).not.toBeNull()
    const [dep, arr] = pair as [string, string]
    const reply = await env.post<QueryTransferCityReply>(`${V3}/queryTransferCity`, { depCode: dep, arrCode: arr, date }, { token })
    expect(reply.errCode).toBe(1)
    const list = reply.data.itineraries
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(30)
    for (const it of list) {
      expect(it.legs).toHaveLength(2)
      expect(it.legs[0].arrCityCode).toBe(it.viaCityCode)
      expect(it.legs[1].depCityCode).toBe(it.viaCityCode)
      expect(it.connectionMinutes).toBeGreaterThanOrEqual(60)
      expect(it.connectionMinutes).toBeLessThanOrEqual(360)
      expect(it.totalLowestPrice).toBe(it.legs[0].lowestPrice + it.legs[1].lowestPrice)
    }
    expect(list.map((i) => i.totalLowestPrice)).toEqual([...list.map((i) => i.totalLowestPrice)].sort((a, b) => a - b))
  })

  test('patForFlight, getAddConPrice, out-of-policy reasons and insurance products', async () => {
    const { flights } = await searchFlights(env, token, { depCode: 'BJS', arrCode: 'CAN', date: dayAhead(env, 9) })
    const { cabins } = await cabinsOf(env, token, flights[0].flightKey)
    const pat = await env.post<PatForFlightReply>(`${V3}/patForFlight`, { cabinKey: cabins[0].cabinKey }, { token })
    expect(pat.data).toMatchObject({ price: cabins[0].price, quotedPrice: cabins[0].price, priceChanged: false, cabinKey: cabins[0].cabinKey })
    const tampered = cabins[0].cabinKey.replace(/~\d+$/, '~1')
    expect((await env.post<PatForFlightReply>(`${V3}/patForFlight`, { cabinKey: tampered }, { token })).data).toMatchObject({ priceChanged: true, quotedPrice: 1 })

    expect((await env.post<GetAddConPriceReply>(`${V3}/getAddConPrice`, { tripType: 1, passengerCount: 3 }, { token })).data).toEqual({ serviceFee: 20, total: 60 })
    expect((await env.post<GetAddConPriceReply>(`${V3}/getAddConPrice`, { tripType: 2, passengerCount: 1 }, { token })).data).toEqual({ serviceFee: 30, total: 30 })
    const df = await env.login('df.traveller')
    expect((await env.post<GetAddConPriceReply>(`${V3}/getAddConPrice`, { tripType: 1, passengerCount: 1 }, { token: df })).data.serviceFee).toBe(15)

    const reasons = await env.post<ViolationReasonListReply>('/obt/common/vipWbyy/list', { cplx: '10901' }, { token })
    expect(reasons.data).toHaveLength(6)
    expect(reasons.data[0]).toMatchObject({ code: '01', text: '航班时刻不符合行程安排', needNote: false })
    expect(reasons.data[5]).toMatchObject({ code: '99', needNote: true })
    const dfReasons = await env.post<ViolationReasonListReply>('/obt/common/vipWbyy/list', { cplx: '10901' }, { token: df, lang: 'en' })
    expect(dfReasons.data.map((r) => r.text)).toContain('Emergency repair or standby duty')
    expect(dfReasons.data.some((r) => reasons.data.some((x) => x.id === r.id))).toBe(false)

    const products = await env.get<InsuranceListReply>('/obt/bx/getBxcpList', { cplx: '10901', tripType: 1 }, { token })
    expect(products.data.map((p) => [p.bxid, p.saleprice])).toEqual([['BX-AIR-ACC', 30], ['BX-DELAY', 20], ['BX-REFUND', 15]])
    expect(products.data[0]).toMatchObject({ bxmc: '航空意外险', defaultSelected: 1 })
    expect(products.data[0].bxxz.length).toBeGreaterThan(20)
  })

  // Speed is measured by `npm run bench` (server/bench/query-flight.ts, p50/p95/p99 at a fixed
  // concurrency), not asserted here: a timing assertion fails whenever the machine is busy.
  test('queryFlight answers a mix of routes and days, each with flights', async () => {
    const routes = [['BJS', 'SHA'], ['SHA', 'SZX'], ['BJS', 'CTU'], ['CAN', 'CKG'], ['HGH', 'XIY'], ['KMG', 'BJS']]
    for (let i = 0; i < 12; i += 1) {
      const [dep, arr] = routes[i % routes.length]
      const reply = await env.post<{ flights: unknown[] }>(`${V3}/queryFlight`, { depCode: dep, arrCode: arr, date: dayAhead(env, 5 + (i % 30)), tripType: 1 }, { token })
      expect(reply.errCode).toBe(1)
      expect(reply.data.flights.length).toBeGreaterThan(0)
    }
  })
})
