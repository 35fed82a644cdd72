import { setLocale } from '@/core/i18n/index'
import type { ApplicationBookApi } from '@/core/stores/application-list'
import type { BookableApplication } from '@/ht/api/hotel-search'
import { hotelListContext } from '@/ht/stores/hotel-context'
import { decodeFilters } from '@/ht/stores/hotel-list-store'
import { HotelKeywordStore, HotelSearchStore, firstCheckIn, readStored, stayError, type Timers } from '@/ht/stores/hotel-search-store'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'
import { CORP, EMP, LATE, NOW, SHA, TYO, deps } from './search-fixtures'

const APP: BookableApplication = {
  ccsqdId: '7',
  ccsqdNo: 'SQ2605010001',
  ccsy: '客户现场',
  mdd: '北京',
  dateBegin: '2030-05-05',
  dateEnd: '2030-05-09',
  travellers: [{ empId: '101', name: '李明', deptName: '研发中心', empRank: 'P2' }, { empId: '102', name: '王静', deptName: '市场部', empRank: 'P3' }],
  routes: [{ routeId: '9', productType: 10903, toCity: '北京', toCode: 'BJS', dateBegin: '2030-05-06', dateEnd: '2030-05-08', routeStatus: 1 } as BookableApplication['routes'][number]],
}

const appApi: ApplicationBookApi = {
  vipCcsqdList4Book: async () => ({ list: [APP] }),
  vipCcsqdDetail4Book: async () => APP,
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('HotelSearchStore: defaults and the stay', () => {
  test('today to tomorrow (China), 1 room 1 adult, business trip, the user travels', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    expect(s.checkIn).toBe('2030-05-01')
    expect(s.checkOut).toBe('2030-05-02')
    expect(s.nights).toBe(1)
    expect([s.rooms, s.adults, s.children]).toEqual([1, 1, 0])
    expect(s.tripType).toBe(1)
    expect(s.travellers.map((t) => t.empId)).toEqual(['101'])
    expect(s.city).toBeNull()
    expect(s.minDate).toBe('2030-05-01')
    expect(s.maxDate).toBe('2030-10-29')
  })

  test('after 20:00 China time today is closed: the form starts tomorrow', () => {
    const d = deps()
    d.state.now = LATE
    const s = new HotelSearchStore(d.deps, appApi)
    expect(firstCheckIn(LATE)).toBe('2030-05-02')
    expect(s.checkIn).toBe('2030-05-02')
    expect(s.minDate).toBe('2030-05-02')
  })

  test('the phone zone does not matter: 00:30 in China is already the new day', () => {
    const now = chinaDate(2030, 4, 2, 0, 30)
    expect(firstCheckIn(now)).toBe('2030-05-02')
  })

  test('the same day twice is one night; a range before the first day moves to it keeping its nights', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    s.setDates('2030-05-03', '2030-05-03')
    expect([s.checkIn, s.checkOut]).toEqual(['2030-05-03', '2030-05-04'])
    s.setDates('2030-04-28', '2030-04-30')
    expect([s.checkIn, s.checkOut]).toEqual(['2030-05-01', '2030-05-03'])
  })

  test.each([
    ['2030-04-30', '2030-05-02', '入住日期不能早于今天'],
    ['2030-05-03', '2030-05-03', '离店日期须晚于入住日期'],
    ['2030-05-02', '2030-06-01', '单次预订最多入住28晚'],
    ['2030-12-01', '2030-12-02', '只能预订180天内入住的酒店'],
  ])('stay %s → %s is refused: %s', (checkIn, checkOut, message) => {
    expect(stayError(checkIn, checkOut, NOW)).toBe(message)
  })

  test('today after 20:00 is refused with the lead-time message', () => {
    expect(stayError('2030-05-01', '2030-05-02', LATE)).toContain('至少提前4小时')
  })
})

describe('HotelSearchStore: rooms and guests (§9)', () => {
  test('adults follow the rooms; children give way to the 10-guest limit', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    s.setChildren(8)
    expect(s.children).toBe(8)
    expect(s.adultsMax).toBe(2)
    s.setRooms(3)
    expect([s.rooms, s.adults, s.children]).toEqual([3, 3, 7])
    s.setAdults(20)
    expect(s.adults).toBe(3)
    s.setRooms(20)
    expect([s.rooms, s.adults, s.children]).toEqual([10, 10, 0])
    s.setAdults(1)
    expect(s.adults).toBe(10)
    expect(s.childrenMax).toBe(0)
  })
})

describe('HotelSearchStore: the checks, in order', () => {
  test('no city', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    const r = s.search()
    expect(r).toEqual({ ok: false, message: '请选择入住城市' })
    expect(s.errors.city).toBe('请选择入住城市')
  })

  test('booking by application: C767 first, in both languages', () => {
    const d = deps({ empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } })
    const s = new HotelSearchStore(d.deps, appApi)
    s.setCity(SHA)
    expect(s.needsApplication).toBe(true)
    expect(s.showsApplication).toBe(true)
    const r = s.search()
    expect(r.ok).toBe(false)
    expect(s.errors.application).toMatch(/出差申请/)
    setLocale('en-US')
    expect(s.firstError()).toMatch(/application/i)
    s.setTripType(2)
    expect(s.needsApplication).toBe(false)
    expect(s.search().ok).toBe(true)
  })

  test('a complete form gives the list parameters: the stay, quick filters and a landmark completion', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    s.setCity(SHA)
    s.setDates('2030-05-02', '2030-05-04')
    s.toggleStar(5)
    s.toggleStar(4)
    s.setPrice({ min: 500, max: 800 })
    s.setKeyword({ type: 'LANDMARK', id: 'SHA-L1', name: '外滩' })
    const r = s.search()
    if (!r.ok) throw new Error(r.message)
    expect(r.params).toEqual({ city: 'SHA', cityName: '上海', in: '2030-05-02', out: '2030-05-04', rooms: '1', adults: '1', children: '0', tripType: '1', travellers: '101', stars: '4,5', priceMin: '500', priceMax: '800', landmark: 'SHA-L1' })
    const ctx = hotelListContext.decode(r.params)
    expect(ctx?.keyword).toBeUndefined()
    expect(decodeFilters(r.params).filters).toMatchObject({ stars: [4, 5], minPrice: 500, maxPrice: 800, landmarkId: 'SHA-L1' })
  })

  test('free text and a hotel completion are searched as text; a brand as a filter', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    s.setCity(SHA)
    s.setKeyword({ type: 'HOTEL', id: 'SHA0042', name: '上海外滩万豪酒店' })
    expect(s.listParams()?.keyword).toBe('上海外滩万豪酒店')
    s.setKeyword({ type: 'BRAND', id: 'HILTON', name: '希尔顿' })
    expect(s.listParams()).toMatchObject({ brands: 'HILTON' })
    expect(s.listParams()?.keyword).toBeUndefined()
    // A completion belongs to its city; free text goes on.
    s.setCity(TYO)
    expect(s.keyword).toBeNull()
    s.setKeyword({ type: 'TEXT', id: 'x', name: ' 银座 ' })
    s.setCity(SHA)
    expect(s.keyword?.name).toBe('银座')
  })

  test('the price band toggles off when tapped twice', () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    s.setPrice({ min: 800, max: null })
    expect(s.listFilters).toEqual({ minPrice: 800 })
    s.setPrice({ min: 800, max: null })
    expect(s.price).toBeNull()
  })
})

describe('HotelSearchStore: what was entered survives (device storage, per employee)', () => {
  test('a new store of the same employee reads the form back; another employee does not', () => {
    const d = deps()
    const s = new HotelSearchStore(d.deps, appApi)
    s.setCity(SHA)
    s.setDates('2030-05-03', '2030-05-05')
    s.setRooms(2)
    s.setTripType(2)
    s.toggleStar(3)
    s.setKeyword({ type: 'TEXT', id: '外滩', name: '外滩' })
    const again = new HotelSearchStore(d.deps, appApi)
    expect(again.city).toEqual(SHA)
    expect([again.checkIn, again.checkOut, again.rooms, again.adults, again.tripType]).toEqual(['2030-05-03', '2030-05-05', 2, 2, 2])
    expect(again.stars).toEqual([3])
    expect(again.keyword?.name).toBe('外滩')
    expect(readStored(d.state.stored, '999')).toBeNull()
  })

  test('a form kept from an earlier day moves to the first check-in, keeping its nights', () => {
    const d = deps()
    d.state.stored = { owner: '101', city: SHA, checkIn: '2030-04-20', checkOut: '2030-04-23', rooms: 1, adults: 1, children: 0, tripType: 1, keyword: null, stars: [], price: null, travellers: [] }
    const s = new HotelSearchStore(d.deps, appApi)
    expect([s.checkIn, s.checkOut]).toEqual(['2030-05-01', '2030-05-04'])
  })

  test('anything malformed in storage is left out', () => {
    const out = readStored({ owner: '101', city: { cityId: '<x>', name: 'x', domestic: true }, rooms: 3, adults: 1, children: 0, stars: [9, 4], price: { min: 1, max: 2 } }, '101')
    expect(out).toEqual({ stars: [4] })
  })
})

describe('HotelSearchStore: business-trip application', () => {
  test('a hotel route fills the city, the stay and the travellers the user may book for', async () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    await s.chooseApplication(APP, APP.routes[0])
    expect(s.city).toMatchObject({ cityId: 'BJS', name: '北京' })
    expect([s.checkIn, s.checkOut]).toEqual(['2030-05-06', '2030-05-08'])
    expect(s.travellers.map((t) => t.empId)).toEqual(['101'])
    expect(s.applicationNotice).toContain('王静')
    expect(s.minDate).toBe('2030-05-05')
    expect(s.maxDate).toBe('2030-05-09')
    expect(s.listParams()).toMatchObject({ ccsqdId: '7', routeId: '9', city: 'BJS' })
    s.setDates('2030-05-08', '2030-05-12')
    expect(s.validate().dates).toContain('出差申请')
  })

  test('a booked route asks first; "no" changes nothing', async () => {
    const d = deps()
    d.state.confirm = false
    const s = new HotelSearchStore(d.deps, appApi)
    const booked = { ...APP.routes[0], routeStatus: 3 as const }
    expect(await s.chooseApplication(APP, booked)).toBe(false)
    expect(s.application).toBeNull()
  })

  test('another city drops the route but keeps the application', async () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    await s.chooseApplication(APP, APP.routes[0])
    s.setCity(SHA)
    expect(s.route).toBeNull()
    expect(s.application?.ccsqdId).toBe('7')
    expect(s.applicationNotice).toContain('整单')
  })

  test('entering from a trip (ccsqdId, routeId) applies it', async () => {
    const s = new HotelSearchStore(deps().deps, appApi)
    await s.enterFromUrl('7', '9')
    expect(s.route?.routeId).toBe('9')
    expect(s.entryStatus).toBe('idle')
  })
})

describe('HotelKeywordStore: debounced completion', () => {
  function fakeTimers() {
    const pending: (() => void)[] = []
    const timers: Timers = { set: (fn) => pending.push(fn), clear: (h) => void (pending[(h as number) - 1] = () => undefined) }
    return { timers, flush: () => pending.splice(0).forEach((fn) => fn()) }
  }

  test('only the last text of a burst is asked, for the city', async () => {
    const asked: string[] = []
    const t = fakeTimers()
    const k = new HotelKeywordStore({ hotelKeyword: async (b) => (asked.push(`${b.cityId}:${b.keyword}`), [{ type: 'LANDMARK', id: 'SHA-L1', name: '外滩', sub: 'SIGHT' }]) }, t.timers)
    k.open('SHA', '')
    k.setText('外')
    k.setText('外滩')
    t.flush()
    await Promise.resolve()
    await Promise.resolve()
    expect(asked).toEqual(['SHA:外滩'])
    expect(k.status).toBe('ready')
    expect(k.answered).toBe('外滩')
    expect(k.items[0].id).toBe('SHA-L1')
  })

  test('a failure is kept for a retry; empty text asks nothing', async () => {
    const t = fakeTimers()
    let calls = 0
    const k = new HotelKeywordStore({ hotelKeyword: async () => (calls++, Promise.reject(new Error('x'))) }, t.timers)
    k.open('SHA', '希')
    t.flush()
    await new Promise((r) => setTimeout(r, 0))
    expect(k.status).toBe('error')
    k.setText('  ')
    t.flush()
    expect(calls).toBe(1)
    expect(k.status).toBe('idle')
  })
})
