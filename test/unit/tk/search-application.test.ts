/**
 * Booking a flight under a business-trip application: the picker's list, what choosing a route
 * prefills, the booked-route confirmation, the route dropped when the cities change, C767 until an
 * application is chosen, the application carried through list → cabin → booking screen, and the
 * /tk/tkQuery?ccsqdId=&routeId= entry. Fake APIs, fixed clock (2030-05-01 09:00).
 */
import type { EmpInfo, VipCorp } from '@/core/api/types'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { cityPlace, type AirportPlace } from '@/core/stores/geo-store'
import type { BookableApplication, Detail4BookBody, List4BookBody, TripRoute } from '@/tk/api/trip-application'
import { parseBookingParams } from '@/tk/stores/flight-booking-store'
import { FlightListStore, paramsToQuery, queryToParams, sameQuery, type FlightListApi } from '@/tk/stores/flight-list-store'
import { FlightSearchStore, type SearchDeps } from '@/tk/stores/flight-search-store'
import { clampDate, routeMatches } from '@/tk/stores/trip-application-store'
import { ApplicationListStore, bookableTravellers, type ApplicationBookApi } from '@/core/stores/application-list'
import { taroMock } from '../mocks/taro'
import { CORP, EMP, cabin, deps, flight, reply } from './search-fixtures'

const listApi: FlightListApi = {
  queryFlight: async () => reply([]),
  queryFlightWeekPrice: async () => ({ days: [] }),
  queryTransferCity: async () => ({ itineraries: [] }),
}

const DF: VipCorp = { ...CORP, corpNo: 'DFNY', bookStyle: 2 }

function route(over: Partial<TripRoute> = {}): TripRoute {
  return {
    routeId: '301',
    productType: 10901,
    fromCity: '北京',
    fromCode: 'BJS',
    toCity: '上海',
    toCode: 'SHA',
    dateBegin: '2030-05-10',
    fyys: 1500,
    routeStatus: 1,
    ...over,
  }
}

function application(over: Partial<BookableApplication> = {}): BookableApplication {
  return {
    ccsqdId: '31',
    ccsqdNo: 'SQ3005010001',
    ccsy: '客户拜访',
    mdd: '上海',
    dateBegin: '2030-05-08',
    dateEnd: '2030-05-15',
    travellers: [
      { empId: '101', name: '李明', deptName: '研发中心', empRank: 'P2' },
      { empId: '102', name: '王芳', deptName: '研发中心', empRank: 'P3' },
      { empId: '201', name: '赵强', deptName: '市场部', empRank: 'P2' },
    ],
    routes: [route(), route({ routeId: '302', fromCity: '上海', fromCode: 'SHA', toCity: '北京', toCode: 'BJS', dateBegin: '2030-05-14', routeStatus: 3 })],
    ...over,
  }
}

function fakeTripApi(over: Partial<ApplicationBookApi> = {}) {
  const calls = { list: [] as List4BookBody[], detail: [] as Detail4BookBody[] }
  const api: ApplicationBookApi = {
    vipCcsqdList4Book: async (body) => {
      calls.list.push(body)
      return { list: [application()] }
    },
    vipCcsqdDetail4Book: async (body) => {
      calls.detail.push(body)
      return application({ routes: [...application().routes, route({ routeId: '303', productType: 10903, fromCity: undefined, fromCode: undefined })] })
    },
    ...over,
  }
  return { api, calls }
}

/** A search store of a company (DF by default) with a recording confirm dialog. */
function setup(opts: { corp?: VipCorp; emp?: EmpInfo; answer?: boolean; trip?: Partial<ApplicationBookApi> } = {}) {
  const d = deps({ empInfo: opts.emp ?? EMP, vipCorp: opts.corp ?? DF })
  const prompts: string[] = []
  const withConfirm: SearchDeps = {
    ...d.deps,
    confirm: async (_title, message) => {
      prompts.push(message)
      return opts.answer ?? true
    },
  }
  const trip = fakeTripApi(opts.trip)
  const store = new FlightSearchStore(listApi, withConfirm, trip.api)
  return { store, prompts, calls: trip.calls, state: d.state }
}

const BOOKER: EmpInfo = { ...EMP, ifBooker: 1, bookRange: 3 }
const PVG: AirportPlace = { code: 'PVG', kind: 'airport', name: '浦东国际机场', cityCode: 'SHA', cityName: '上海' }

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the picker lists approved applications (vipCcsqdList4Book 10901)', () => {
  test('asks for domestic flight routes and keeps only those', async () => {
    const { api, calls } = fakeTripApi({
      vipCcsqdList4Book: async (body) => {
        calls.list.push(body)
        return { list: [application({ routes: [route(), route({ routeId: '309', productType: 10904 })] }), application({ ccsqdId: '32', routes: [] })] }
      },
    })
    const list = new ApplicationListStore(10901, api)
    await list.load()
    expect(calls.list).toEqual([{ productType: 10901 }])
    expect(list.status).toBe('ready')
    expect(list.list.map((a) => a.ccsqdId)).toEqual(['31', '32'])
    expect(list.list[0].routes.map((r) => r.routeId)).toEqual(['301'])
  })

  test('an empty list is ready and empty; a failure says why and can be retried', async () => {
    let fail = true
    const { api } = fakeTripApi({
      vipCcsqdList4Book: async () => {
        if (fail) throw new ApiError('business', '服务繁忙', { errCode: 4009, shown: false })
        return { list: [] }
      },
    })
    const list = new ApplicationListStore(10901, api)
    await list.load()
    expect(list).toMatchObject({ status: 'error', error: '服务繁忙' })
    fail = false
    await list.load()
    expect(list).toMatchObject({ status: 'ready', error: '', list: [] })
  })

  test('the search store owns one list, loaded through its api', async () => {
    const { store, calls } = setup()
    await store.applications.load()
    expect(calls.list).toHaveLength(1)
    expect(store.applications.list[0].ccsqdNo).toBe('SQ3005010001')
  })
})

describe('choosing a route prefills the search', () => {
  test('city places of the route, its date, and the user as traveller', async () => {
    const { store } = setup()
    store.setTripType(2)
    expect(await store.chooseApplication(application(), route())).toBe(true)
    expect(store.tripType).toBe(1)
    expect(store.dep).toEqual(cityPlace('BJS', '北京'))
    expect(store.arr).toEqual(cityPlace('SHA', '上海'))
    expect(store.dep?.kind).toBe('city')
    expect(store.depDate).toBe('2030-05-10')
    // Not a booker: only the user of the application's three travellers.
    expect(store.travellers).toEqual([{ empId: '101', empName: '李明', deptName: '研发中心', empRank: 'P2', isSelf: true }])
    expect(store.applicationNotice).toBe('王芳、赵强不在你的可预订范围内，未带入')
    expect(store.applicationRef).toEqual({ ccsqdId: '31', ccsqdNo: 'SQ3005010001', routeId: '301', routeStatus: 1 })
  })

  test('a booker gets the travellers of the booking scope (company, or own department)', async () => {
    const { store } = setup({ emp: BOOKER })
    await store.chooseApplication(application(), route())
    expect(store.travellers.map((t) => t.empId)).toEqual(['101', '102', '201'])
    expect(store.counts.adult).toBe(3)
    expect(store.applicationNotice).toBe('')
    expect(bookableTravellers(application(), { ...BOOKER, bookRange: 2 }).map((t) => t.empId)).toEqual(['101', '102'])
    expect(bookableTravellers(application(), { ...BOOKER, bookRange: 1 }).map((t) => t.empId)).toEqual(['101'])
  })

  test('an applicant who is no traveller and no booker gets nobody, and is told', async () => {
    const { store } = setup({ emp: { ...EMP, empId: '999' } })
    await store.chooseApplication(application(), route())
    expect(store.travellers).toEqual([])
    expect(store.applicationNotice).toBe('你不能为此出差申请单的出行人预订，请联系申请人或订票员')
    expect(store.search()).toMatchObject({ ok: false, message: '请选择出行人' })
  })

  test('the date is clamped into the sale window and the application', async () => {
    const { store } = setup()
    // Started yesterday: today is the first day left.
    await store.chooseApplication(application({ dateBegin: '2030-04-25' }), route({ dateBegin: '2030-04-28' }))
    expect(store.depDate).toBe('2030-05-01')
    // Beyond the 365-day sale window: its last day.
    await store.chooseApplication(application({ dateBegin: '2031-04-20', dateEnd: '2031-06-10' }), route({ dateBegin: '2031-06-01' }))
    expect(store.depDate).toBe('2031-05-01')
    expect(store.minDate).toBe('2031-04-20')
    expect(store.maxDate).toBe('2031-05-01')
    expect(clampDate('2030-05-20', '2030-05-01', '2030-05-15')).toBe('2030-05-15')
  })

  test('the calendar offers the application days; a round trip returns on its last day', async () => {
    const { store } = setup()
    store.setTripMode('RT')
    await store.chooseApplication(application(), route())
    expect([store.minDate, store.maxDate]).toEqual(['2030-05-08', '2030-05-15'])
    expect([store.depDate, store.retDate]).toEqual(['2030-05-10', '2030-05-15'])
  })

  test('an application without a flight route is chosen as a whole', async () => {
    const { store } = setup()
    store.setDep(cityPlace('CTU', '成都'))
    await store.chooseApplication(application({ routes: [] }), null)
    expect(store.application?.ccsqdId).toBe('31')
    expect(store.route).toBeNull()
    expect(store.dep?.code).toBe('CTU')
    expect(store.depDate).toBe('2030-05-08')
    expect(store.applicationRef).toEqual({ ccsqdId: '31', ccsqdNo: 'SQ3005010001' })
  })
})

describe('a booked route (status 3) asks first (spec §4)', () => {
  test('"no" changes nothing', async () => {
    const { store, prompts } = setup({ answer: false })
    const booked = application().routes[1]
    expect(await store.chooseApplication(application(), booked)).toBe(false)
    expect(prompts).toEqual(['行程“上海 → 北京”已预订，是否继续预订？'])
    expect(store.application).toBeNull()
    expect(store.dep).toBeNull()
  })

  test('"yes" takes it and carries the status on', async () => {
    const { store, prompts } = setup({ answer: true })
    expect(await store.chooseApplication(application(), application().routes[1])).toBe(true)
    expect(prompts).toHaveLength(1)
    expect(store.applicationRef).toMatchObject({ routeId: '302', routeStatus: 3 })
  })

  test('an open route asks nothing', async () => {
    const { store, prompts } = setup()
    await store.chooseApplication(application(), route())
    expect(prompts).toEqual([])
  })
})

describe('editing the cities drops the route, keeps the application', () => {
  test('another arrival city drops it, softly', async () => {
    const { store } = setup()
    await store.chooseApplication(application(), route())
    store.setArr(cityPlace('CTU', '成都'))
    expect(store.route).toBeNull()
    expect(store.application?.ccsqdId).toBe('31')
    expect(store.applicationNotice).toBe('出发或到达城市已与所选行程不同，将按出差申请单SQ3005010001预订，不关联行程')
    expect(store.validate().application).toBeUndefined()
    expect(store.applicationRef).toEqual({ ccsqdId: '31', ccsqdNo: 'SQ3005010001' })
  })

  test('an airport of the same city keeps it; swapping drops it', async () => {
    const { store } = setup({ emp: BOOKER })
    await store.chooseApplication(application(), route())
    store.setArr(PVG)
    expect(store.route?.routeId).toBe('301')
    expect(store.applicationNotice).toBe('')
    store.swap()
    expect(store.route).toBeNull()
  })

  test('routeMatches compares city codes', () => {
    expect(routeMatches(route(), cityPlace('BJS', '北京'), PVG)).toBe(true)
    expect(routeMatches(route(), PVG, cityPlace('BJS', '北京'))).toBe(false)
    expect(routeMatches(route(), null, PVG)).toBe(false)
  })
})

describe('C767 until an application is chosen', () => {
  test('business trips of a booking-style-2 company; the error leaves once chosen', async () => {
    const { store } = setup()
    store.setDep(cityPlace('BJS', '北京'))
    store.setArr(cityPlace('SHA', '上海'))
    expect(store.showsApplication).toBe(true)
    expect(store.search()).toEqual({ ok: false, message: '请选择出差申请单' })
    expect(store.errors.application).toBe('请选择出差申请单')
    await store.chooseApplication(application(), route())
    expect(store.errors.application).toBeUndefined()
    expect(store.search().ok).toBe(true)
  })

  test('clearing brings it back; a personal trip needs none and carries none', async () => {
    const { store } = setup()
    await store.chooseApplication(application(), route())
    store.clearApplication()
    expect(store.validate().application).toBe('请选择出差申请单')
    await store.chooseApplication(application(), route())
    store.setTripType(2)
    expect(store.showsApplication).toBe(false)
    expect(store.validate().application).toBeUndefined()
    expect(store.applicationRef).toBeNull()
    const r = store.search()
    expect(r.ok && r.query.application).toBeUndefined()
  })

  test('a free-booking company shows no field until an application comes in', () => {
    const { store } = setup({ corp: CORP })
    expect(store.showsApplication).toBe(false)
    expect(store.validate().application).toBeUndefined()
  })

  test('travellers outside the application and dates outside it are errors', async () => {
    const { store } = setup({ emp: BOOKER })
    await store.chooseApplication(application(), route())
    store.setTravellers([...store.travellers, { empId: '555', empName: '周杰', deptName: '财务部', empRank: 'P2', isSelf: false }])
    expect(store.validate().travellers).toBe('周杰不是所选出差申请单的出行人')
    store.removeTraveller('555')
    store.setDates('2030-05-20')
    expect(store.validate().dates).toBe('出行日期须在出差申请单的日期内（2030-05-08 至 2030-05-15）')
    setLocale('en-US')
    expect(store.validate().dates).toBe('The travel date must be within the trip application (2030-05-08 to 2030-05-15)')
  })
})

describe('the application travels list → cabin → booking screen', () => {
  async function chosen(answer = true) {
    const s = setup({ answer })
    await s.store.chooseApplication(application(), application().routes[1])
    return s.store
  }

  test('the list query and its URL carry ccsqdId, ccsqdNo, routeId, routeStatus', async () => {
    const store = await chosen()
    const r = store.search()
    if (!r.ok) throw new Error(r.message)
    expect(r.query.application).toEqual({ ccsqdId: '31', ccsqdNo: 'SQ3005010001', routeId: '302', routeStatus: 3 })
    const params = queryToParams(r.query)
    expect(params).toMatchObject({ ccsqdId: '31', ccsqdNo: 'SQ3005010001', routeId: '302', routeStatus: '3', dep: 'SHA', arr: 'BJS' })
    expect(paramsToQuery(params)).toEqual(r.query)
    // Another application is another search (a kept list of the old one is not reused).
    expect(sameQuery(r.query, { ...r.query, application: { ccsqdId: '32' } })).toBe(false)
    expect(paramsToQuery({ ...params, ccsqdId: 'x1', routeId: '302' })?.application).toBeUndefined()
  })

  test('the list asks queryFlight with the application (kept for booking)', async () => {
    const bodies: unknown[] = []
    const list = new FlightListStore({ ...listApi, queryFlight: async (b) => (bodies.push(b), reply([])) })
    const store = await chosen()
    const r = store.search()
    if (!r.ok) throw new Error(r.message)
    list.ensure(r.query)
    await new Promise((res) => setTimeout(res, 0))
    expect(bodies[0]).toMatchObject({ depCode: 'SHA', arrCode: 'BJS', ccsqdId: '31', routeId: '302' })
  })

  test('the hand-off to /tk/tkEdit carries the application; a booked route confirmed in the picker is not claimed again', async () => {
    const store = await chosen()
    const r = store.search()
    if (!r.ok) throw new Error(r.message)
    const f = flight({ depCityCode: 'SHA', arrCityCode: 'BJS' })
    const step = store.select('out', { flight: f, cabin: cabin() }, { tripType: 1, travellerIds: ['101'], application: r.query.application })
    expect(step.kind).toBe('handoff')
    if (step.kind !== 'handoff') return
    expect(step.query).toMatchObject({ ccsqdId: '31', ccsqdNo: 'SQ3005010001', tripType: '1' })
    expect(step.query.routeId).toBeUndefined()
    expect(parseBookingParams(step.query)).toMatchObject({ ccsqdId: '31', ccsqdNo: 'SQ3005010001', routeId: undefined, routeStatus: undefined })
  })

  test('a round trip carries them on the return leg too', async () => {
    const store = await chosen()
    store.setTripMode('RT')
    const r = store.search()
    if (!r.ok) throw new Error(r.message)
    const out = flight({ depTime: '2030-05-14 08:00', arrTime: '2030-05-14 10:15' })
    const next = store.select('out', { flight: out, cabin: cabin() }, { tripType: 1, travellerIds: ['101'], application: r.query.application })
    if (next.kind !== 'next-leg') throw new Error(next.kind)
    expect(next.query.application).toEqual(r.query.application)
    const back = flight({ depTime: '2030-05-15 18:00', arrTime: '2030-05-15 20:15' })
    const step = store.select('ret', { flight: back, cabin: cabin() }, { tripType: 1, travellerIds: ['101'], application: next.query.application })
    if (step.kind !== 'handoff') throw new Error(step.kind)
    expect(step.query).toMatchObject({ ccsqdId: '31', returnFlightKey: back.flightKey })
  })

  test('a transfer leg carries the application only; a personal trip nothing', async () => {
    const store = await chosen()
    const ref = store.applicationRef ?? undefined
    const leg = store.select('out', { flight: flight(), cabin: cabin() }, { tripType: 1, travellerIds: ['101'], standalone: true, application: ref })
    if (leg.kind !== 'handoff') throw new Error(leg.kind)
    expect(leg.query.ccsqdId).toBe('31')
    expect(leg.query.routeId).toBeUndefined()
    expect(leg.query.routeStatus).toBeUndefined()
    const personal = store.select('out', { flight: flight(), cabin: cabin() }, { tripType: 2, travellerIds: ['101'], application: ref })
    if (personal.kind !== 'handoff') throw new Error(personal.kind)
    expect(personal.query.ccsqdId).toBeUndefined()
  })
})

describe('/tk/tkQuery?ccsqdId=&routeId= (a trip\'s "book" button)', () => {
  test('loads the application and applies the route, for any company (a business trip)', async () => {
    const { store, calls } = setup({ corp: CORP })
    store.setTripType(2)
    const p = store.enterFromUrl('31', '301')
    expect(store.entryStatus).toBe('loading')
    expect(store.showsApplication).toBe(true)
    await p
    expect(calls.detail).toEqual([{ ccsqdId: '31', routeId: '301' }])
    expect(store.tripType).toBe(1)
    expect(store.entryStatus).toBe('idle')
    expect(store.application?.routes.map((r) => r.routeId)).toEqual(['301', '302'])
    expect(store.route?.routeId).toBe('301')
    expect([store.dep?.code, store.arr?.code, store.depDate]).toEqual(['BJS', 'SHA', '2030-05-10'])
    expect(store.showsApplication).toBe(true)
  })

  test('without a route, or with one not of it: the application as a whole', async () => {
    const a = setup()
    await a.store.enterFromUrl('31')
    expect(a.calls.detail).toEqual([{ ccsqdId: '31' }])
    expect(a.store.route).toBeNull()
    expect(a.store.applicationNotice).toContain('王芳')
    const b = setup()
    await b.store.enterFromUrl('31', '303')
    expect(b.store.route).toBeNull()
    expect(b.store.application?.ccsqdId).toBe('31')
    expect(b.store.applicationNotice.startsWith('出差申请单中没有这段机票行程')).toBe(true)
  })

  test('a booked route asks; "no" keeps the application without it', async () => {
    const { store, prompts } = setup({ answer: false })
    await store.enterFromUrl('31', '302')
    expect(prompts).toHaveLength(1)
    expect(store.route).toBeNull()
    expect(store.application?.ccsqdId).toBe('31')
    expect(store.applicationNotice).toBe('未使用已预订的行程，将按出差申请单预订')
  })

  test('not bookable (4004): the reason shows at the field; bad ids ask nothing', async () => {
    const { store, calls } = setup({
      trip: {
        vipCcsqdDetail4Book: async (body) => {
          calls.detail.push(body)
          throw new ApiError('business', '出差申请单不存在', { errCode: 4004, shown: false })
        },
      },
    })
    await store.enterFromUrl('31', '301')
    expect(store).toMatchObject({ entryStatus: 'error', entryError: '出差申请单不存在', application: null })
    expect(store.showsApplication).toBe(true)
    await store.enterFromUrl('abc', '301')
    expect(calls.detail).toHaveLength(1)
  })

  test('another employee signing in forgets the application', async () => {
    const { store, state } = setup()
    await store.chooseApplication(application(), route())
    state.session = { empInfo: { ...EMP, empId: '202' }, vipCorp: DF }
    store.syncSession()
    expect(store.application).toBeNull()
    expect(store.route).toBeNull()
  })
})
