import { setLocale } from '@/core/i18n/index'
import { cityPlace, type AirportPlace } from '@/core/stores/geo-store'
import { FlightSearchStore, placeLabel } from '@/tk/stores/flight-search-store'
import type { FlightListApi } from '@/tk/stores/flight-list-store'
import { taroMock } from '../mocks/taro'
import { CORP, EMP, cabin, deps, flight, reply } from './search-fixtures'

const api: FlightListApi = {
  queryFlight: async () => reply([]),
  queryFlightWeekPrice: async () => ({ days: [] }),
  queryTransferCity: async () => ({ itineraries: [] }),
}

const BJS = cityPlace('BJS', '北京')
const SHA = cityPlace('SHA', '上海')
const PKX: AirportPlace = { code: 'PKX', kind: 'airport', name: '大兴国际机场', cityCode: 'BJS', cityName: '北京' }

function filled(d = deps()) {
  const s = new FlightSearchStore(api, d.deps)
  s.setDep(BJS)
  s.setArr(SHA)
  return s
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('FlightSearchStore: defaults', () => {
  test('the signed-in user travels, tomorrow, one way, 1 adult, business trip', () => {
    const s = new FlightSearchStore(api, deps().deps)
    expect(s.travellers).toEqual([{ empId: '101', empName: '李明', deptName: '研发中心', empRank: 'P2', isSelf: true }])
    expect(s.depDate).toBe('2030-05-02')
    expect(s.tripMode).toBe('OW')
    expect(s.counts).toEqual({ adult: 1, child: 0, infant: 0 })
    expect(s.tripType).toBe(1)
    expect(s.canChooseTravellers).toBe(false)
  })

  test('a booker may choose travellers', () => {
    const s = new FlightSearchStore(api, deps({ empInfo: { ...EMP, ifBooker: 1 }, vipCorp: CORP }).deps)
    expect(s.canChooseTravellers).toBe(true)
  })

  test('another employee signing in starts a new search; the same one keeps everything', () => {
    const d = deps()
    const s = filled(d)
    s.setTravellers([])
    s.syncSession()
    expect(s.travellers).toEqual([])
    d.state.session = { empInfo: { ...EMP, empId: '202', empName: '王芳' }, vipCorp: CORP }
    s.syncSession()
    expect(s.travellers.map((t) => t.empName)).toEqual(['王芳'])
  })
})

describe('FlightSearchStore: the last route', () => {
  test('a search keeps its cities; the next query opens on them; anything unreadable is ignored', () => {
    const d = deps()
    expect(new FlightSearchStore(api, d.deps).dep).toBeNull()
    const s = filled(d)
    s.setDep(PKX)
    expect(s.search().ok).toBe(true)
    const next = new FlightSearchStore(api, d.deps)
    expect(next.dep).toEqual(PKX)
    expect(next.arr).toEqual(SHA)
    d.state.lastRoute = { dep: { code: '<script>', kind: 'city', name: 'x', cityCode: 'x', cityName: 'x' }, arr: SHA }
    expect(new FlightSearchStore(api, d.deps).dep).toBeNull()
  })

  test('on the device it lives with the search histories (cleared with them after 48 hours)', () => {
    const s = new FlightSearchStore(api, { ...deps().deps, lastRoute: undefined })
    s.setDep(BJS)
    s.setArr(SHA)
    s.search()
    expect(new FlightSearchStore(api, { ...deps().deps, lastRoute: undefined }).arr).toEqual(SHA)
  })
})

describe('FlightSearchStore: validation (booking flows §5.2, §5.5)', () => {
  test('no errors show before the first attempt; the spec messages after it', () => {
    const s = new FlightSearchStore(api, deps().deps)
    s.setTravellers([])
    expect(s.errors).toEqual({})
    const r = s.search()
    expect(r).toEqual({ ok: false, message: '请选择出行人' })
    expect(s.errors).toEqual({ travellers: '请选择出行人', places: '请选择出发地和到达地' })
  })

  test('departure and arrival must differ, also two airports of one city', () => {
    const s = filled()
    s.setArr(cityPlace('BJS', '北京'))
    expect(s.search()).toEqual({ ok: false, message: '出发和到达城市不能相同' })
    s.setArr(PKX)
    expect(s.validate().places).toBe('出发和到达城市不能相同')
    setLocale('en-US')
    expect(s.validate().places).toBe('Departure and arrival cannot be the same')
  })

  test('swap exchanges the places; input survives every failed attempt', () => {
    const s = filled()
    s.setTravellers([])
    expect(s.search().ok).toBe(false)
    expect(s.dep).toBe(BJS)
    expect(s.arr).toBe(SHA)
    s.swap()
    expect(s.dep).toBe(SHA)
    expect(s.arr).toBe(BJS)
  })

  test('booking style 2 asks for a business-trip application (C767) on business trips only', () => {
    const s = new FlightSearchStore(api, deps({ empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } }).deps)
    s.setDep(BJS)
    s.setArr(SHA)
    expect(s.needsApplication).toBe(true)
    expect(s.search()).toEqual({ ok: false, message: '请选择出差申请单' })
    s.setTripType(2)
    expect(s.needsApplication).toBe(false)
    expect(s.search().ok).toBe(true)
  })

  test('sqdBookType=1 books without an application', () => {
    const s = new FlightSearchStore(api, deps({ empInfo: { ...EMP, sqdBookType: 1 }, vipCorp: { ...CORP, bookStyle: 2 } }).deps)
    expect(s.needsApplication).toBe(false)
  })

  test('dates: not in the past, within 365 days, return not before departure', () => {
    const s = filled()
    s.setDates('2030-04-30')
    expect(s.validate().dates).toBe('日期已过期')
    s.setDates('2031-05-02')
    expect(s.validate().dates).toBe('日期超出可售范围')
    s.setDates('2031-05-01')
    expect(s.validate().dates).toBeUndefined()
    s.setTripMode('RT')
    s.setDates('2030-05-10', '2030-05-08')
    expect(s.retDate).toBe('2030-05-10')
    expect(s.validate().dates).toBeUndefined()
  })

  test('ticket rules: at most 9, per adult 2 children and 1 infant; counters never go below the minimum', () => {
    const s = filled()
    s.setCount('adult', 0)
    expect(s.counts.adult).toBe(1)
    s.setCount('child', 3)
    expect(s.validate().counts).toBe('每名成人最多可携带2名儿童')
    s.setCount('child', 2)
    s.setCount('infant', 2)
    expect(s.validate().counts).toBe('每名成人最多可携带1名婴儿')
    s.setCount('adult', 7)
    s.setCount('infant', 1)
    s.setCount('child', 2)
    expect(s.validate().counts).toBe('每次最多预订9张机票')
    s.setCount('adult', 6)
    expect(s.validate().counts).toBeUndefined()
    expect(s.countMax).toEqual({ adult: 6, child: 2, infant: 1 })
  })

  test('more travellers than tickets raises the adult count', () => {
    const s = filled()
    s.setTravellers([
      { empId: '1', empName: 'A', deptName: '', empRank: '', isSelf: false },
      { empId: '2', empName: 'B', deptName: '', empRank: '', isSelf: false },
      { empId: '2', empName: 'B', deptName: '', empRank: '', isSelf: false },
    ])
    expect(s.travellers).toHaveLength(2)
    expect(s.counts.adult).toBe(2)
  })

  test('a valid search gives the outbound list query', () => {
    const s = filled()
    s.setCabin('CF')
    const r = s.search()
    expect(r).toEqual({
      ok: true,
      query: {
        leg: 'out',
        depCode: 'BJS',
        depName: '北京',
        arrCode: 'SHA',
        arrName: '上海',
        date: '2030-05-02',
        cabin: 'CF',
        tripType: 1,
        travellerIds: ['101'],
        otherDate: undefined,
      },
    })
    expect(placeLabel(PKX)).toBe('北京(PKX)')
  })
})

describe('FlightSearchStore: choosing fares and the hand-off', () => {
  const ctx = { tripType: 1 as const, travellerIds: ['101'] }

  test('one way: straight to /tk/tkEdit with the keys, travellers and the reason', () => {
    const s = filled()
    const f = flight()
    const c = cabin()
    const step = s.select('out', { flight: f, cabin: c, reasonId: '7', note: '会议改期' }, ctx)
    expect(step).toEqual({
      kind: 'handoff',
      route: '/tk/tkEdit',
      query: {
        flightKey: f.flightKey,
        cabinKey: c.cabinKey,
        tripType: '1',
        travellers: '101',
        adults: '1',
        children: '0',
        infants: '0',
        violationReasonId: '7',
        violationNote: '会议改期',
      },
    })
  })

  test('round trip: outbound leads to the return list, then both keys are handed off', () => {
    const s = filled()
    s.setTripMode('RT')
    s.setDates('2030-05-10', '2030-05-12')
    expect(s.search().ok).toBe(true)
    const out = { flight: flight({ depTime: '2030-05-10 08:00', arrTime: '2030-05-10 10:15' }), cabin: cabin() }
    const step = s.select('out', out, ctx)
    expect(step.kind).toBe('next-leg')
    if (step.kind !== 'next-leg') return
    expect(step.query).toMatchObject({ leg: 'ret', depCode: 'SHA', arrCode: 'BJS', date: '2030-05-12', otherDate: '2030-05-10' })
    const ret = { flight: flight({ depTime: '2030-05-12 18:00' }), cabin: cabin(), reasonId: '3' }
    const done = s.select('ret', ret, ctx)
    expect(done).toMatchObject({
      kind: 'handoff',
      query: {
        flightKey: out.flight.flightKey,
        cabinKey: out.cabin.cabinKey,
        returnFlightKey: ret.flight.flightKey,
        returnCabinKey: ret.cabin.cabinKey,
        violationReasonId: '3',
      },
    })
  })

  test('round trip: a return leaving before the outbound lands is refused', () => {
    const s = filled()
    s.setTripMode('RT')
    s.setDates('2030-05-10', '2030-05-10')
    s.select('out', { flight: flight({ depTime: '2030-05-10 08:00', arrTime: '2030-05-10 10:15' }), cabin: cabin() }, ctx)
    const step = s.select('ret', { flight: flight({ depTime: '2030-05-10 09:30' }), cabin: cabin() }, ctx)
    expect(step).toEqual({ kind: 'error', message: '返程航班须在去程航班到达之后起飞' })
  })

  test('a return without an outbound (page reloaded) asks to search again', () => {
    const s = filled()
    s.setTripMode('RT')
    expect(s.select('ret', { flight: flight(), cabin: cabin() }, ctx)).toEqual({ kind: 'error', message: '去程选择已失效，请重新搜索' })
  })

  test('a connection leg is handed off as a one-way ticket even in a round trip', () => {
    const s = filled()
    s.setTripMode('RT')
    const step = s.select('out', { flight: flight(), cabin: cabin() }, { ...ctx, standalone: true })
    expect(step.kind).toBe('handoff')
    expect(s.outbound).toBeNull()
  })
})
