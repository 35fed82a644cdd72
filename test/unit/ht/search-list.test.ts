import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtListBody } from '@/ht/api/hotel-search'
import { hotelContext, type HotelListContext } from '@/ht/stores/hotel-context'
import { HotelListStore, NO_FILTERS, activeFilterCount, decodeFilters, encodeFilters, listBody, listQueryOf, type HotelListApi } from '@/ht/stores/hotel-list-store'
import { taroMock } from '../mocks/taro'
import { LATE, NOW, hotel, listReply } from './search-fixtures'

const Q: HotelListContext = {
  cityId: 'SHA', cityName: '上海', checkIn: '2030-05-02', checkOut: '2030-05-04', rooms: 1, adults: 1, children: 0, tripType: 1, travellerIds: ['101'],
}

const ALL = Array.from({ length: 45 }, (_, i) => hotel({ agreement: i % 5 === 0, star: 2 + (i % 4), wb: i % 3 === 0 ? 1 : 0 }))

/** A server of 45 hotels, paged as asked; calls are recorded. */
function fakeApi(over: Partial<HotelListApi> = {}) {
  const calls: { list: { version: number; body: HtListBody }[]; geo: number } = { list: [], geo: 0 }
  const api: HotelListApi = {
    hotelList: async (version, body) => {
      calls.list.push({ version, body })
      const size = body.count ?? 20
      const page = body.pageNum ?? 1
      return listReply(ALL.slice((page - 1) * size, page * size), { total: ALL.length, pageNum: page, count: size, nights: 2 })
    },
    geoByCity: async () => {
      calls.geo += 1
      return { city: listReply([]).city, districts: [{ id: 'SHA-D1', name: '黄浦区', lat: 31, lng: 121, hotelCount: 97 }], landmarks: [], brands: [], hotelCount: 1000 }
    },
    ...over,
  }
  return { api, calls }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('page parameters', () => {
  test('filters go out and come back; defaults are left out; nonsense is dropped', () => {
    const params = encodeFilters({ sort: 2, stars: [5, 4], minPrice: 300, maxPrice: 600, brandIds: ['HILTON'], districtId: 'SHA-D1', distance: 5, agreementOnly: true, inPolicyOnly: false })
    expect(params).toEqual({ sort: '2', stars: '5,4', priceMin: '300', priceMax: '600', brands: 'HILTON', district: 'SHA-D1', distance: '5', agreement: '1' })
    expect(decodeFilters(params)).toEqual({ sort: 2, filters: { stars: [4, 5], minPrice: 300, maxPrice: 600, brandIds: ['HILTON'], districtId: 'SHA-D1', distance: 5, agreementOnly: true, inPolicyOnly: false } })
    expect(encodeFilters({ sort: 12, ...NO_FILTERS })).toEqual({})
    expect(decodeFilters({ sort: '99', stars: '9,x', priceMin: '500', priceMax: '100', district: '<b>' })).toEqual({ sort: 12, filters: { ...NO_FILTERS, minPrice: 500 } })
  })

  test('a list URL without its stay is no query; a route without its application is dropped', () => {
    expect(listQueryOf({ city: 'SHA', in: '2030-05-02' })).toBeNull()
    const q = listQueryOf({ city: 'sha', in: '2030-05-02', out: '2030-05-03', routeId: '9', stars: '5' })
    expect(q?.query.cityId).toBe('SHA')
    expect(q?.query.routeId).toBeUndefined()
    expect(q?.filters.stars).toEqual([5])
  })

  test('the request body: the stay, sort, filters, policy fields; the signed list asks agreement hotels', () => {
    const body = listBody({ ...Q, ccsqdId: '7', routeId: '9', keyword: '外滩' }, 2, { ...NO_FILTERS, stars: [5], inPolicyOnly: true }, 'sign', 2, 20)
    expect(body).toEqual({
      cityId: 'SHA', checkInDate: '2030-05-02', checkOutDate: '2030-05-04', roomCount: 1, adultCount: 1, childCount: 0, sort: 2, stars: [5], keyword: '外滩',
      agreementOnly: 1, inPolicyOnly: 1, tripType: 1, travellerEmpIds: ['101'], ccsqdId: '7', routeId: '9', pageNum: 2, count: 20,
    })
    expect(listBody({ ...Q, tripType: 2 }, 12, { ...NO_FILTERS, inPolicyOnly: true }, 'list', 1, 20)).not.toHaveProperty('inPolicyOnly')
  })

  test('agreement only does not count as a filter on the signed list', () => {
    expect(activeFilterCount({ ...NO_FILTERS, agreementOnly: true }, 'list')).toBe(1)
    expect(activeFilterCount({ ...NO_FILTERS, agreementOnly: true }, 'sign')).toBe(0)
    expect(activeFilterCount({ ...NO_FILTERS, distance: 15 })).toBe(0)
  })
})

describe('HotelListStore', () => {
  test('first page of 20 on the version\'s path; the next pages appended until the total', async () => {
    const { api, calls } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(1, Q)
    await tick()
    expect(calls.list[0].version).toBe(1)
    expect(s.status).toBe('ready')
    expect(s.items).toHaveLength(20)
    expect(s.total).toBe(45)
    expect(s.hasMore).toBe(true)
    expect(s.nights).toBe(2)
    expect(s.policyApplies).toBe(true)
    await s.loadMore()
    await s.loadMore()
    expect(s.items).toHaveLength(45)
    expect(s.hasMore).toBe(false)
    expect(calls.list.map((c) => c.body.pageNum)).toEqual([1, 2, 3])
    await s.loadMore()
    expect(calls.list).toHaveLength(3)
  })

  test('kept alive: the same query is not asked again; sort and filters reload from page 1', async () => {
    const { api, calls } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(2, Q)
    await tick()
    const key = s.resetKey
    s.ensure(2, { ...Q })
    expect(calls.list).toHaveLength(1)
    s.setSort(2)
    await tick()
    expect(calls.list[1].body).toMatchObject({ sort: 2, pageNum: 1 })
    s.setFilters({ ...NO_FILTERS, stars: [4] })
    await tick()
    expect(calls.list[2].body).toMatchObject({ stars: [4], pageNum: 1 })
    expect(s.resetKey).toBeGreaterThan(key)
    expect(s.activeFilters).toBe(1)
  })

  test('a failed search shows the server\'s tips', async () => {
    const { api } = fakeApi({ hotelList: async () => Promise.reject(new ApiError('business', '入住日期不能早于今天', { errCode: 4000, shown: false })) })
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(2, Q)
    await tick()
    expect(s.status).toBe('error')
    expect(s.error).toBe('入住日期不能早于今天')
  })

  test('other dates re-search; refused ones say why', async () => {
    const { api, calls } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => LATE })
    s.ensure(2, Q)
    await tick()
    expect(s.changeDates('2030-05-01', '2030-05-02')).toContain('至少提前4小时')
    expect(s.changeDates('2030-05-05', '2030-05-05')).toBeNull()
    expect(s.query).toMatchObject({ checkIn: '2030-05-05', checkOut: '2030-05-06' })
    await tick()
    expect(calls.list[1].body).toMatchObject({ checkInDate: '2030-05-05', checkOutDate: '2030-05-06' })
  })

  test('a tap opens the rooms of the hotel for the stay (the international screen outside mainland China)', async () => {
    const { api } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(2, { ...Q, ccsqdId: '7', routeId: '9' })
    await tick()
    const tap = s.tapHotel(s.items[0])
    expect(tap?.screen).toBe('rooms')
    expect(hotelContext.decode(tap!.params)).toMatchObject({ hotelId: s.items[0].hotelId, cityId: 'SHA', checkIn: '2030-05-02', ccsqdId: '7', routeId: '9' })
    const intl = fakeApi({ hotelList: async () => listReply([hotel({ hotelId: 'TYO0001' })], { city: { cityId: 'TYO', name: '东京', domestic: false, tier: 1, lat: 35.68, lng: 139.76 } }) })
    const t = new HotelListStore('list', intl.api, { now: () => NOW })
    t.ensure(2, { ...Q, cityId: 'TYO' })
    await tick()
    expect(t.tapHotel(t.items[0])?.screen).toBe('intlRooms')
  })

  test('bench=N repeats the first page to N rows and asks no more pages', async () => {
    const { api, calls } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(2, Q, 12, NO_FILTERS, '1000')
    await tick()
    expect(calls.list[0].body.count).toBe(50)
    expect(s.items).toHaveLength(1000)
    expect(s.hasMore).toBe(false)
    s.ensure(2, Q, 12, NO_FILTERS, 'abc')
    await tick()
    expect(s.bench).toBe(0)
    expect(s.items).toHaveLength(20)
  })

  test('the city\'s filter options are asked once per city', async () => {
    const { api, calls } = fakeApi()
    const s = new HotelListStore('list', api, { now: () => NOW })
    s.ensure(2, Q)
    await s.loadGeo()
    await s.loadGeo()
    expect(calls.geo).toBe(1)
    expect(s.geo?.districts[0].id).toBe('SHA-D1')
  })

  test('the map reuses the list when it holds the same search', async () => {
    const { api } = fakeApi()
    const s = new HotelListStore('sign', api, { now: () => NOW })
    s.ensure(2, Q, 4, { ...NO_FILTERS, agreementOnly: true })
    await tick()
    const page = s.pageParams()!
    const back = listQueryOf(page)!
    expect(s.holds(2, back.query, back.sort, back.filters)).toBe(true)
    expect(s.holds(1, back.query, back.sort, back.filters)).toBe(false)
  })
})
