import { setLocale } from '@/core/i18n/index'
import type { BookableApplication } from '@/tr/api/train-search'
import { listParams, listQueryOf } from '@/tr/stores/train-list-context'
import { RECENT_KEY, TrainSearchStore } from '@/tr/stores/train-search-store'
import type { ApplicationBookApi } from '@/core/stores/application-list'
import { taroMock } from '../mocks/taro'
import { AOH, BJS, CORP, EMP, SHA, VNP, deps } from './fixtures'

const APP: BookableApplication = {
  ccsqdId: '7',
  ccsqdNo: 'SQ2605010001',
  ccsy: '客户现场',
  mdd: '上海',
  dateBegin: '2030-05-05',
  dateEnd: '2030-05-09',
  travellers: [{ empId: '101', name: '李明', deptName: '研发中心', empRank: 'P2' } as BookableApplication['travellers'][number]],
  routes: [{ routeId: '9', productType: 10904, fromCity: '北京南', fromCode: 'VNP', toCity: '上海虹桥', toCode: 'AOH', dateBegin: '2030-05-06', routeStatus: 1 } as BookableApplication['routes'][number]],
}

const appApi: ApplicationBookApi = {
  vipCcsqdList4Book: async () => ({ list: [APP] }),
  vipCcsqdDetail4Book: async () => APP,
}

function filled(d = deps()) {
  const s = new TrainSearchStore(d.deps, appApi)
  s.setFrom(VNP)
  s.setTo(AOH)
  return s
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('TrainSearchStore: defaults', () => {
  test('the signed-in user travels tomorrow (China), business trip, all train types', () => {
    const s = new TrainSearchStore(deps().deps, appApi)
    expect(s.date).toBe('2030-05-02')
    expect(s.window).toEqual({ today: '2030-05-01', minDate: '2030-05-02', maxSaleDate: '2030-05-15', maxDate: '2030-05-30' })
    expect(s.tripType).toBe(1)
    expect(s.gcdOnly).toBe(false)
    expect(s.travellers).toEqual([{ empId: '101', empName: '李明', deptName: '研发中心', empRank: 'P2', isSelf: true }])
    expect(s.canChooseTravellers).toBe(false)
    expect(s.from).toBeNull()
  })

  test('swap exchanges the two places', () => {
    const s = filled()
    s.swap()
    expect(s.from).toEqual(AOH)
    expect(s.to).toEqual(VNP)
  })
})

describe('TrainSearchStore: the checks of §5.2, in order', () => {
  type Case = [string, (s: TrainSearchStore, d: ReturnType<typeof deps>) => void, Partial<Record<'application' | 'travellers' | 'places' | 'date', string>>, string | null]
  const cases: Case[] = [
    ['a complete form', () => {}, {}, null],
    ['no traveller: F501', (s) => s.setTravellers([]), { travellers: '请选择出行人' }, '请选择出行人'],
    ['no departure: F625', (s) => { s.from = null }, { places: '请选择出发地和到达地' }, '请选择出发地和到达地'],
    ['no arrival: F625', (s) => { s.to = null }, { places: '请选择出发地和到达地' }, '请选择出发地和到达地'],
    ['the same station', (s) => s.setTo(VNP), { places: '出发和到达城市不能相同' }, '出发和到达城市不能相同'],
    ['a station and its own city', (s) => s.setTo(BJS), { places: '出发和到达城市不能相同' }, '出发和到达城市不能相同'],
    ['a past date: expired', (s) => s.setDate('2030-04-30'), { date: '日期已过期' }, '日期已过期'],
    ['today: outside the sale range (minimum tomorrow)', (s) => s.setDate('2030-05-01'), { date: '日期超出可售范围' }, '日期超出可售范围'],
    ['the last searchable day (today + 29)', (s) => s.setDate('2030-05-30'), {}, null],
    ['after the window', (s) => s.setDate('2030-05-31'), { date: '日期超出可售范围' }, '日期超出可售范围'],
    ['booking style 2 without an application: C767 first', (s, d) => {
      d.state.session = { empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } }
      s.setTravellers([])
    }, { application: '请选择出差申请单', travellers: '请选择出行人' }, '请选择出差申请单'],
    ['booking style 2, personal trip: no application needed', (s, d) => {
      d.state.session = { empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } }
      s.setTripType(2)
    }, {}, null],
    ['booking style 2 with sqdBookType 1: no application needed', (_s, d) => {
      d.state.session = { empInfo: { ...EMP, sqdBookType: 1 }, vipCorp: { ...CORP, bookStyle: 2 } }
    }, {}, null],
  ]
  test.each(cases)('%s', (_name, arrange, errors, first) => {
    const d = deps()
    const s = filled(d)
    arrange(s, d)
    expect(s.validate()).toEqual(errors)
    expect(s.firstError()).toBe(first)
    const r = s.search()
    expect(r.ok).toBe(first === null)
    if (!r.ok) expect(r.message).toBe(first)
  })

  test('errors show only after the first attempt, follow the fields and the language', () => {
    const s = filled()
    s.setDate('2030-04-30')
    expect(s.errors).toEqual({})
    s.search()
    expect(s.errors).toEqual({ date: '日期已过期' })
    setLocale('en-US')
    expect(s.errors).toEqual({ date: 'The date has expired' })
    s.setDate('2030-05-03')
    expect(s.errors).toEqual({})
  })
})

describe('TrainSearchStore: the search and the list parameters', () => {
  test('a search gives the list query, which survives the page parameters', () => {
    const s = filled()
    s.setGcdOnly(true)
    s.setDate('2030-05-10')
    const r = s.search()
    if (!r.ok) throw new Error(r.message)
    expect(r.query).toEqual({
      fromCode: 'VNP', fromName: '北京南', fromKind: 'station', toCode: 'AOH', toName: '上海虹桥', toKind: 'station',
      date: '2030-05-10', gcdOnly: true, tripType: 1, travellerIds: ['101'],
    })
    expect(listQueryOf(listParams(r.query))).toEqual(r.query)
    // A hand-edited address gives no query (the page shows "search again").
    expect(listQueryOf({ ...listParams(r.query), date: '2030-02-30' })).toBeNull()
    expect(listQueryOf({ ...listParams(r.query), from: '<x>' })).toBeNull()
  })

  test('recent searches: newest first, no duplicates, kept on the device under the geo prefix (the 48-hour rule clears it)', () => {
    expect(RECENT_KEY.startsWith('geo_')).toBe(true)
    const d = deps()
    const s = filled(d)
    s.search()
    s.setFrom(BJS)
    s.setTo(SHA)
    s.search()
    s.setFrom(VNP)
    s.setTo(AOH)
    s.search()
    expect(s.recent.map((r) => `${r.from.code}-${r.to.code}`)).toEqual(['VNP-AOH', 'BJS-SHA'])
    const next = new TrainSearchStore(d.deps, appApi)
    expect(next.from).toEqual(VNP)
    expect(next.recent).toHaveLength(2)
    next.useRecent(next.recent[1])
    expect(next.from).toEqual(BJS)
    next.clearRecent()
    expect(new TrainSearchStore(d.deps, appApi).recent).toEqual([])
    d.state.recent = [{ from: { code: '<b>', kind: 'city', name: 'x', cityCode: 'x', cityName: 'x' }, to: AOH }]
    expect(new TrainSearchStore(d.deps, appApi).recent).toEqual([])
  })
})

describe('TrainSearchStore: under a business-trip application (C767)', () => {
  test('a train route prefills its stations, date and travellers, and travels with the search', async () => {
    const d = deps()
    d.state.session = { empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } }
    const s = new TrainSearchStore(d.deps, appApi)
    expect(s.showsApplication).toBe(true)
    expect(await s.chooseApplication(APP, APP.routes[0])).toBe(true)
    expect(s.from?.code).toBe('VNP')
    expect(s.to?.code).toBe('AOH')
    expect(s.date).toBe('2030-05-06')
    expect(s.minDate).toBe('2030-05-05')
    expect(s.maxDate).toBe('2030-05-09')
    const r = s.search()
    if (!r.ok) throw new Error(r.message)
    expect(r.query).toMatchObject({ ccsqdId: '7', routeId: '9', tripType: 1 })
    s.setDate('2030-05-12')
    expect(s.validate().date).toBe('出发日期须在出差申请的日期内（2030-05-05 至 2030-05-09）')
    // Other places leave the route but keep the application.
    s.setDate('2030-05-06')
    s.setTo(SHA)
    expect(s.route).toBeNull()
    expect(s.applicationNotice).toContain('SQ2605010001')
    expect(s.search()).toMatchObject({ ok: true, query: { ccsqdId: '7' } })
  })

  test('a booked route asks first; "no" changes nothing', async () => {
    const d = deps()
    d.state.confirm = false
    const s = filled(d)
    const booked = { ...APP.routes[0], routeStatus: 3 } as BookableApplication['routes'][number]
    expect(await s.chooseApplication(APP, booked)).toBe(false)
    expect(s.application).toBeNull()
  })

  test('from a trip\'s "book" button (?ccsqdId=&routeId=)', async () => {
    const s = new TrainSearchStore(deps().deps, appApi)
    await s.enterFromUrl('7', '9')
    expect(s.application?.ccsqdNo).toBe('SQ2605010001')
    expect(s.route?.routeId).toBe('9')
    await s.enterFromUrl('<script>')
    expect(s.application?.ccsqdId).toBe('7')
  })
})
