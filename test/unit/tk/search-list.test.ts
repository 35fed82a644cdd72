import { todayStr } from '../../../src/tk/stores/search-dates'
import { parseBench } from '@/core/domain/bench-rows'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { QueryFlightBody, QueryFlightReply, QueryTransferCityReply } from '@/tk/api/flight-search'
import {
  FlightListStore,
  NO_FILTERS,
  applyFilters,
  mergeClassReplies,
  paramsToQuery,
  queryToParams,
  sortFlights,
  timeBandOf,
  type FlightListApi,
  type ListQuery,
} from '@/tk/stores/flight-list-store'
import { taroMock } from '../mocks/taro'
import { flight, reply } from './search-fixtures'

const Q: ListQuery = {
  leg: 'out',
  depCode: 'BJS',
  depName: '北京',
  arrCode: 'SHA',
  arrName: '上海',
  date: '2030-05-10',
  cabin: 'ALL',
  tripType: 1,
  travellerIds: ['101'],
}

const tick = () => new Promise((r) => setTimeout(r, 0))

function fakeApi(answer: (body: QueryFlightBody) => Promise<QueryFlightReply>, transfers?: () => Promise<QueryTransferCityReply>) {
  const calls = { flight: [] as QueryFlightBody[], week: 0, transfer: 0 }
  const api: FlightListApi = {
    queryFlight: async (body) => {
      calls.flight.push(body)
      return answer(body)
    },
    queryFlightWeekPrice: async (body) => {
      calls.week++
      return { days: [0, 1, 2].map((i) => ({ date: `2030-05-${String(9 + i).padStart(2, '0')}`, lowestPrice: body.date ? 500 + i : null })) }
    },
    queryTransferCity: async () => {
      calls.transfer++
      return transfers ? transfers() : { itineraries: [] }
    },
  }
  return { api, calls }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('list query in the URL', () => {
  test('round trip through the page parameters', () => {
    const q: ListQuery = { ...Q, leg: 'ret', cabin: 'CF', tripType: 2, travellerIds: ['101', '102'], otherDate: '2030-05-08' }
    expect(paramsToQuery(queryToParams(q))).toEqual(q)
  })

  test('encoded parameters (as H5 hands them over) are decoded once', () => {
    const raw = { dep: 'BJS', arr: 'SHA', date: '2030-05-10', depName: encodeURIComponent('北京'), arrName: encodeURIComponent('上海(PVG)') }
    expect(paramsToQuery(raw)).toMatchObject({ depName: '北京', arrName: '上海(PVG)' })
    expect(paramsToQuery({ ...raw, depName: '100%' })?.depName).toBe('100%')
  })

  test('malformed parameters are refused or cleaned', () => {
    expect(paramsToQuery({ dep: 'BJ', arr: 'SHA', date: '2030-05-10' })).toBeNull()
    expect(paramsToQuery({ dep: 'BJS', arr: 'SHA', date: '2030-02-30' })).toBeNull()
    const q = paramsToQuery({ dep: 'bjs', arr: 'sha', date: '2030-05-10', cabin: 'X', travellers: '1,abc,2', trip: '9' })
    expect(q).toMatchObject({ depCode: 'BJS', arrCode: 'SHA', cabin: 'ALL', travellerIds: ['1', '2'], tripType: 1, leg: 'out' })
  })
})

describe('sort and filters', () => {
  const a = flight({ depTime: '2030-05-10 07:00', lowestPrice: 900, airline: 'MU', depAirport: 'PKX' })
  const b = flight({ depTime: '2030-05-10 13:00', lowestPrice: 500, stops: 1, stopCity: '济南' })
  const c = flight({ depTime: '2030-05-10 19:30', lowestPrice: 500 })
  const d = flight({ depTime: '2030-05-10 05:10', lowestPrice: 300, seatsLeft: 0 })

  test('by time, by price (sold out last, ties by time), both directions', () => {
    expect(sortFlights([c, a, b, d], { key: 'time', asc: true })).toEqual([d, a, b, c])
    expect(sortFlights([c, a, b, d], { key: 'time', asc: false })).toEqual([c, b, a, d])
    expect(sortFlights([c, a, b, d], { key: 'price', asc: true })).toEqual([b, c, a, d])
    expect(sortFlights([c, a, b, d], { key: 'price', asc: false })).toEqual([a, b, c, d])
  })

  test('time bands, direct only, airline and airport', () => {
    expect([d, a, b, c].map((f) => timeBandOf(f.depTime))).toEqual(['night', 'morning', 'afternoon', 'evening'])
    expect(applyFilters([a, b, c], { ...NO_FILTERS, directOnly: true })).toEqual([a, c])
    expect(applyFilters([a, b, c, d], { ...NO_FILTERS, timeBands: ['morning', 'evening'] })).toEqual([a, c])
    expect(applyFilters([a, b, c], { ...NO_FILTERS, airlines: ['MU'] })).toEqual([a])
    expect(applyFilters([a, b, c], { ...NO_FILTERS, depAirports: ['PEK'] })).toEqual([b, c])
  })

  test('business and first: two replies merged per flight, cheaper fare kept', () => {
    const c1 = flight({ flightNo: 'CA1', depTime: '2030-05-10 08:00', lowestPrice: 2600, lowestCabinClass: 'C' })
    const f1 = flight({ flightNo: 'CA1', depTime: '2030-05-10 08:00', lowestPrice: 5200, lowestCabinClass: 'F' })
    const f2 = flight({ flightNo: 'CA2', depTime: '2030-05-10 07:00', lowestPrice: 4800, lowestCabinClass: 'F' })
    const merged = mergeClassReplies([reply([c1], { lowestInPolicyPrice: 2600 }), reply([f1, f2])])
    expect(merged.flights).toEqual([f2, c1])
    expect(merged.lowestInPolicyPrice).toBe(2600)
  })
})

describe('FlightListStore', () => {
  test('loads the day and the week, marks the lowest in-policy fare, keeps itself for the same query', async () => {
    const cheap = flight({ lowestPrice: 450, lowestInPolicy: true })
    const over = flight({ lowestPrice: 1800, lowestInPolicy: false })
    const { api, calls } = fakeApi(async () => reply([cheap, over], { lowestInPolicyPrice: 450, travelStandard: null }))
    const s = new FlightListStore(api)
    s.ensure(Q)
    expect(s.status).toBe('loading')
    await tick()
    expect(s.status).toBe('ready')
    expect(s.visible).toEqual([cheap, over])
    expect(s.isLowestInPolicy(cheap)).toBe(true)
    expect(s.isLowestInPolicy(over)).toBe(false)
    expect(calls.flight[0]).toEqual({ depCode: 'BJS', arrCode: 'SHA', date: '2030-05-10', cabinClass: undefined, tripType: 1, travellerEmpIds: ['101'] })
    expect(calls.week).toBe(1)
    s.ensure({ ...Q })
    expect(calls.flight).toHaveLength(1)
    s.changeDate('2030-05-11')
    await tick()
    expect(calls.flight).toHaveLength(2)
    expect(calls.week).toBe(1) // the day is in the week already shown
  })

  test('CF asks twice (C and F); Y once', async () => {
    const { api, calls } = fakeApi(async (b) => reply([flight({ lowestCabinClass: b.cabinClass ?? 'Y' })]))
    const s = new FlightListStore(api)
    s.ensure({ ...Q, cabin: 'CF' })
    await tick()
    expect(calls.flight.map((c) => c.cabinClass)).toEqual(['C', 'F'])
    s.changeCabin('Y')
    await tick()
    expect(calls.flight.map((c) => c.cabinClass)).toEqual(['C', 'F', 'Y'])
  })

  test('an empty day searches connections', async () => {
    const { api, calls } = fakeApi(async () => reply([]), async () => ({
      itineraries: [
        { viaCityCode: 'TNA', viaCityName: '济南', legs: [flight(), flight()], connectionMinutes: 90, totalMinutes: 300, totalLowestPrice: 1100, changeAirport: false },
      ],
    }))
    const s = new FlightListStore(api)
    s.ensure(Q)
    await tick()
    await tick()
    expect(calls.transfer).toBe(1)
    expect(s.transferStatus).toBe('ready')
    expect(s.transfers).toHaveLength(1)
  })

  test('a failure shows the server’s words and a retry loads again', async () => {
    let fail = true
    const { api } = fakeApi(async () => {
      if (fail) throw new ApiError('business', '出发和到达城市不能相同', { errCode: 4000, shown: false })
      return reply([flight()])
    })
    const s = new FlightListStore(api)
    s.ensure(Q)
    await tick()
    expect(s.status).toBe('error')
    expect(s.error).toBe('出发和到达城市不能相同')
    fail = false
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.flights).toHaveLength(1)
  })

  test('sort and filters apply to the visible list; filters reset on a new day', async () => {
    const { api } = fakeApi(async () =>
      reply([flight({ depTime: '2030-05-10 09:00', lowestPrice: 800 }), flight({ depTime: '2030-05-10 07:00', lowestPrice: 700, airline: 'MU' })]),
    )
    const s = new FlightListStore(api)
    s.ensure(Q)
    await tick()
    expect(s.visible.map((f) => f.lowestPrice)).toEqual([700, 800])
    s.toggleSort('price')
    s.toggleSort('price')
    expect(s.visible.map((f) => f.lowestPrice)).toEqual([800, 700])
    s.setFilters({ ...NO_FILTERS, airlines: ['CA'] })
    expect(s.activeFilters).toBe(1)
    expect(s.visible).toHaveLength(1)
    expect(s.filterOptions.airlines.map((o) => o.code)).toEqual(['MU', 'CA'])
    s.changeDate('2030-05-12')
    expect(s.activeFilters).toBe(0)
  })

  test('bench=N repeats the real flights to N rows; any other value is ignored', async () => {
    expect([parseBench('1000'), parseBench('0'), parseBench('5001'), parseBench('1e3'), parseBench(undefined)]).toEqual([1000, 0, 0, 0, 0])
    const real = [flight(), flight(), flight()]
    const { api } = fakeApi(async () => reply(real))
    const s = new FlightListStore(api)
    s.ensure(Q, '1000')
    await tick()
    expect(s.bench).toBe(1000)
    expect(s.flights).toHaveLength(1000)
    expect(new Set(s.flights.map((f) => f.flightKey))).toEqual(new Set(real.map((f) => f.flightKey)))
    s.ensure(Q)
    await tick()
    expect(s.bench).toBe(0)
    expect(s.flights).toHaveLength(3)
  })

  test('a day that has passed offers the first open day instead of repeating the past one', async () => {
    const { api, calls } = fakeApi(async (b) => {
      if (b.date < todayStr()) throw new Error('日期已过期')
      return reply([flight()])
    })
    const s = new FlightListStore(api)
    s.ensure({ ...Q, date: '2020-01-01' })
    await tick()
    expect(s.status).toBe('error')
    expect(s.datePassed).toBe(true)
    s.changeDate(s.firstDay)
    await tick()
    expect(calls.flight.at(-1)?.date).toBe(todayStr())
    expect(s.status).toBe('ready')
    expect(s.datePassed).toBe(false)
  })

  test('stale replies never overwrite a newer search', async () => {
    const resolvers: ((r: QueryFlightReply) => void)[] = []
    const { api } = fakeApi(() => new Promise((res) => resolvers.push(res)))
    const s = new FlightListStore(api)
    s.ensure(Q)
    s.changeDate('2030-05-11')
    resolvers[1](reply([flight({ flightNo: 'NEW' })]))
    await tick()
    resolvers[0](reply([flight({ flightNo: 'OLD' })]))
    await tick()
    expect(s.flights.map((f) => f.flightNo)).toEqual(['NEW'])
  })

  test('the return leg never offers days before the outbound date', async () => {
    const { api } = fakeApi(async () => reply([flight()]))
    const s = new FlightListStore(api)
    s.ensure({ ...Q, leg: 'ret', otherDate: '2030-05-10' })
    await tick()
    await tick()
    expect(s.weekDays.map((d) => d.date)).toEqual(['2030-05-10', '2030-05-11'])
    s.changeDate('2030-05-09')
    expect(s.query?.date).toBe('2030-05-10')
  })
})
