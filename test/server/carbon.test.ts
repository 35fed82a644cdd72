/**
 * Carbon at the point of choice (issue 18 §2): flight and train search replies carry the server's
 * CO2e estimate per passenger; a Beijing → Shanghai flight search offers the fastest train of at
 * most 5 hours with its saving, a route without such a train offers none; the monthly report sums a
 * company's issued tickets per department for its administrators only (4004 for anyone else),
 * never another company's, and refuses a malformed month with 4000.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { CarbonReportReply } from '../../server/src/schemas/carbon'
import type { QueryGjFlightReply } from '../../server/src/schemas/intl-flight'
import type { TrSearchReply } from '../../server/src/schemas/train'
import { flightKg, railKg } from '../../server/src/services/carbon/estimate'
import { book, bookBody, dayAhead, empIdOf, findFare, payOrders, searchFlights } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { bookTrainOrder, findTrain, toBookingHours, trainBookBody } from './helpers/trains'

describe.each(targets)('carbon estimates and report on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let admin: string

  beforeAll(async () => {
    env = await startTestApp(target)
    toBookingHours(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    admin = await env.login('hx.admin')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const report = (token: string, month: string, lang: 'zh' | 'en' = 'zh') =>
    env.get<CarbonReportReply>('/obt/carbon/monthReport', { month }, { token, lang })

  test('every flight of Beijing → Shanghai carries its estimate, and the list offers the fastest train of at most 5 hours with its saving', async () => {
    const date = dayAhead(env, 3)
    const reply = await searchFlights(env, traveller, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2 })
    expect(reply.flights.length).toBeGreaterThan(0)
    for (const f of reply.flights) {
      expect(f.co2Kg).toBe(flightKg(f.depAirport, f.arrAirport, f.lowestCabinClass))
      expect(f.co2Kg).toBeGreaterThan(100)
    }
    const s = reply.trainSuggestion
    expect(s).toBeDefined()
    if (!s) return
    expect(s.runMinutes).toBeLessThanOrEqual(300)
    expect(s).toMatchObject({ fromCityCode: 'BJS', toCityCode: 'SHA', date, fromCityName: '北京', toCityName: '上海' })
    expect(s.trainCode).toMatch(/^G\d+$/)
    // The fastest of the day's trains, as the train search lists them.
    const trains = await env.post<TrSearchReply>(
      '/obt/train/trQuery/trSearch',
      { date, fromStationCode: 'BJS', fromKind: 'city', toStationCode: 'SHA', toKind: 'city', tripType: 2 },
      { token: traveller },
    )
    expect(trains.errCode).toBe(1)
    const open = trains.data.trainList.filter((t) => t.saleState !== 'closed' && t.saleState !== 'paused')
    expect(s.runMinutes).toBe(Math.min(...open.map((t) => t.runMinutes)))
    const listed = trains.data.trainList.find((t) => t.trainCode === s.trainCode)
    expect(listed?.co2Kg).toBe(s.co2Kg)
    expect(s.savingKg).toBe(Math.min(...reply.flights.map((f) => f.co2Kg as number)) - s.co2Kg)
    expect(s.savingKg).toBeGreaterThan(50)
    // English names in English.
    const en = await searchFlights(env, traveller, { depCode: 'PEK', arrCode: 'SHA', date, tripType: 2 }, 'en')
    expect(en.trainSuggestion).toMatchObject({ fromCityName: 'Beijing', toCityName: 'Shanghai', fromCityCode: 'BJS', toCityCode: 'SHA' })
  })

  test('business class costs more than economy on the same flight; a route with no 5-hour train offers none', async () => {
    const date = dayAhead(env, 4)
    const y = await searchFlights(env, traveller, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2, cabinClass: 'Y' })
    const c = await searchFlights(env, traveller, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2, cabinClass: 'C' })
    const flightNo = c.flights[0].flightNo
    const yRow = y.flights.find((f) => f.flightNo === flightNo && f.depAirport === c.flights[0].depAirport)
    expect(yRow).toBeDefined()
    expect(c.flights[0].co2Kg as number).toBeGreaterThan(yRow?.co2Kg as number)
    const far = await searchFlights(env, traveller, { depCode: 'BJS', arrCode: 'URC', date, tripType: 2 })
    expect(far.flights.length).toBeGreaterThan(0)
    expect(far.trainSuggestion).toBeUndefined()
    expect(far.flights[0].co2Kg as number).toBeGreaterThan(300)
  })

  test('an international itinerary carries the sum of its legs, each in its own band (long-haul to London)', async () => {
    const reply = await env.post<QueryGjFlightReply>(
      '/obt/plane/gj/queryGjFlight',
      { depCode: 'BJS', arrCode: 'LON', depDate: dayAhead(env, 20), cabinClass: 'Y', adults: 1, tripType: 2 },
      { token: traveller },
    )
    expect(reply.errCode).toBe(1)
    expect(reply.data.list.length).toBeGreaterThan(0)
    for (const it of reply.data.list) {
      const legs = it.journeys.flatMap((j) => j.legs)
      expect(it.co2Kg).toBe(legs.reduce((sum, l) => sum + (flightKg(l.depAirport, l.arrAirport, 'Y') as number), 0))
    }
    // Beijing – London is long-haul: about 8,100 km × 1.08 × 0.11704 ≈ 1,000 kg direct.
    const direct = reply.data.list.find((it) => it.journeys[0].stops === 0)
    if (direct) {
      expect(direct.co2Kg).toBeGreaterThan(900)
      expect(direct.co2Kg).toBeLessThan(1150)
    }
  })

  test('every train carries distance × the rail factor', async () => {
    const reply = await env.post<TrSearchReply>(
      '/obt/train/trQuery/trSearch',
      { date: dayAhead(env, 2), fromStationCode: 'VNP', toStationCode: 'AOH', tripType: 2 },
      { token: traveller },
    )
    expect(reply.errCode).toBe(1)
    expect(reply.data.trainList.length).toBeGreaterThan(0)
    for (const t of reply.data.trainList) expect(t.co2Kg).toBe(railKg(t.distanceKm))
    expect(reply.data.trainList[0].co2Kg).toBeGreaterThan(30)
  })

  test('the monthly report sums issued tickets per department, for administrators of the company only', async () => {
    const day = dayAhead(env, 5)
    const month = day.slice(0, 7)
    const before = await report(admin, month)
    expect(before.errCode).toBe(1)
    const dfAdmin = await env.login('df.admin')
    const dfBefore = await report(dfAdmin, month)

    const { cabin, flight } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 5 })
    const flightOrder = await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(flightOrder.errCode).toBe(1)
    const train = await findTrain(env, { days: 5 })
    const trainOrder = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    expect(trainOrder.errCode).toBe(1)

    // Booked but unpaid: not travel yet.
    const unpaid = await report(admin, month)
    expect(unpaid.data.total).toEqual(before.data.total)

    const phone = demoLogin('hx.traveller').phone
    await payOrders(env, traveller, phone, [flightOrder.data.orderId])
    await payOrders(env, traveller, phone, [trainOrder.data.orderId])

    const after = await report(admin, month)
    expect(after.errCode).toBe(1)
    const deptId = String((await env.database.db.selectFrom('employees').select('dept_id').where('id', '=', Number(travellerId)).executeTakeFirstOrThrow()).dept_id)
    const rowBefore = before.data.departments.find((d) => d.deptId === deptId)
    const row = after.data.departments.find((d) => d.deptId === deptId)
    expect(row).toBeDefined()
    if (!row) return
    const flightAdded = flightKg(flight.depAirport, flight.arrAirport, 'Y') as number
    const trainAdded = railKg(train.distanceKm)
    expect(row.flights - (rowBefore?.flights ?? 0)).toBe(1)
    expect(row.trains - (rowBefore?.trains ?? 0)).toBe(1)
    expect(row.trips - (rowBefore?.trips ?? 0)).toBe(2)
    expect(row.flightKg - (rowBefore?.flightKg ?? 0)).toBe(flightAdded)
    expect(row.trainKg - (rowBefore?.trainKg ?? 0)).toBe(trainAdded)
    expect(row.kg).toBe(row.flightKg + row.trainKg)
    expect(row.deptName).toBe('研发中心')
    // The total is the sum of the rows; rows come most first.
    const sum = (k: 'flights' | 'trains' | 'flightKg' | 'trainKg' | 'kg') => after.data.departments.reduce((s, d) => s + d[k], 0)
    expect(after.data.total).toMatchObject({ flights: sum('flights'), trains: sum('trains'), flightKg: sum('flightKg'), trainKg: sum('trainKg'), kg: sum('kg') })
    expect(after.data.total.kg - before.data.total.kg).toBe(flightAdded + trainAdded)
    const kgs = after.data.departments.map((d) => d.kg)
    expect([...kgs].sort((a, b) => b - a)).toEqual(kgs)
    // English department names and total.
    const en = await report(admin, month, 'en')
    expect(en.data.departments.find((d) => d.deptId === deptId)?.deptName).toBe('R&D Center')
    expect(en.data.total.deptName).toBe('Total')

    // Another company's administrator sees none of it.
    expect((await report(dfAdmin, month)).data).toEqual(dfBefore.data)
    // Anyone but an administrator: 4004, like a missing object.
    for (const login of ['hx.traveller', 'hx.booker', 'hx.approver']) {
      const token = login === 'hx.traveller' ? traveller : await env.login(login)
      const refused = await report(token, month)
      expect(refused.errCode).toBe(4004)
      expect(refused.data ?? null).toBeNull()
    }
    // A malformed month: 4000 with tips.
    for (const bad of ['2026-13', '2026-1', 'abc']) {
      const refused = await report(admin, bad)
      expect(refused.errCode).toBe(4000)
      expect(refused.tips).toBeTruthy()
    }
    // Another month has none of these tickets.
    const other = await report(admin, '2001-01')
    expect(other.data).toMatchObject({ month: '2001-01', departments: [], total: { flights: 0, trains: 0, trips: 0, kg: 0 } })
  })
})
