/** Geo lookups: whole sets with ETag, keyword search by code, city, pinyin and initials, hot lists. */
import type { GeoAirport, GeoCity, GeoProvince, GeoStation } from '../../server/src/schemas/geo'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('geo on $name', (target) => {
  let env: TestEnv
  beforeAll(async () => {
    env = await startTestApp(target)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const airports = async (keyword: string, lang?: 'zh' | 'en') =>
    (await env.get<GeoAirport[]>('/obt/findAirportByKeyword', lang ? { keyword, lang } : { keyword })).data

  test('airport by IATA code: the exact code first', async () => {
    const result = await airports('PEK')
    expect(result[0]).toMatchObject({ code: 'PEK', cityCode: 'BJS', cityName: '北京', international: false })
    const lower = await airports('pek', 'en')
    expect(lower[0]).toMatchObject({ code: 'PEK', cityName: 'Beijing', name: 'Beijing Capital International Airport' })
    const sha = await airports('SHA')
    expect(sha.map((a) => a.code).slice(0, 2)).toEqual(['SHA', 'PVG'])
  })

  test('airport by city name, pinyin and initials', async () => {
    expect((await airports('上海')).map((a) => a.code).sort()).toEqual(['PVG', 'SHA'])
    expect((await airports('guangzhou'))[0].code).toBe('CAN')
    expect((await airports('Guang Zhou'))[0].code).toBe('CAN')
    expect((await airports('bj')).map((a) => a.code)).toEqual(expect.arrayContaining(['PEK', 'PKX']))
    expect((await airports('浦东'))[0].code).toBe('PVG')
    expect(await airports('   ')).toEqual([])
    expect(await airports('%')).toEqual([])
    expect((await airports('a')).length).toBeLessThanOrEqual(20)
  })

  test('stations by telegraph code, name and pinyin', async () => {
    const byCode = await env.get<GeoStation[]>('/obt/findTrainZdByKeyword', { keyword: 'AOH' })
    expect(byCode.data[0]).toMatchObject({ code: 'AOH', name: '上海虹桥' })
    const byName = await env.get<GeoStation[]>('/obt/findTrainZdByKeyword', { keyword: '上海' })
    expect(byName.data[0].name).toBe('上海')
    expect(byName.data.map((s) => s.code)).toEqual(expect.arrayContaining(['SHH', 'AOH']))
    const byPinyin = await env.get<GeoStation[]>('/obt/findTrainZdByKeyword', { keyword: 'guangzhou' })
    expect(byPinyin.data[0].code).toBe('GZQ')
    expect(byPinyin.data.map((s) => s.code)).toContain('IZQ')
  })

  test('findByKeyword and findHot by type', async () => {
    const cities = await env.post<GeoCity[]>('/obt/geo/findByKeyword', { type: '10903', keyword: 'shanghai' })
    expect(cities.data[0]).toMatchObject({ code: 'SHA', name: '上海', tier: 1 })
    const cars = await env.post<GeoCity[]>('/obt/geo/findByKeyword', { type: '10906', keyword: '东京' })
    expect(cars.data).toEqual([])
    const hotels = await env.post<GeoCity[]>('/obt/geo/findByKeyword', { type: '10903', keyword: '东京', lang: 'en' })
    expect(hotels.data[0]).toMatchObject({ name: 'Tokyo', countryCode: 'JP' })
    const hot = await env.post<GeoAirport[]>('/obt/geo/findHot', { type: '10901' })
    expect(hot.data.length).toBeGreaterThan(0)
    expect(hot.data.every((a) => a.hot)).toBe(true)
    const hotStations = await env.post<GeoStation[]>('/obt/geo/findHot', { type: '10904' })
    expect(hotStations.data.every((s) => s.hot)).toBe(true)
    const hotCities = await env.get<GeoCity[]>('/obt/findTkHotCityList')
    expect(hotCities.data.map((c) => c.code)).toEqual(expect.arrayContaining(['BJS', 'SHA']))
    expect((await env.post('/obt/geo/findHot', { type: '12345' })).errCode).toBe(4000)
  })

  test('geo/static: whole sets per type with an ETag; If-None-Match answers 304', async () => {
    const res = await env.inject({ method: 'GET', url: '/obt/geo/static?type=10901&lang=zh' })
    const body = res.json() as { data: { list: GeoAirport[]; version: string } }
    expect(body.data.list.length).toBeGreaterThan(200)
    expect(body.data.list.some((a) => a.international)).toBe(true)
    const etag = res.headers.etag as string
    expect(etag).toBe(`"${body.data.version}"`)
    const again = await env.inject({ method: 'GET', url: '/obt/geo/static?type=10901&lang=zh', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    const en = await env.inject({ method: 'GET', url: '/obt/geo/static?type=10901&lang=en' })
    expect(en.headers.etag).not.toBe(etag)

    const provinces = await env.get<{ list: GeoProvince[] }>('/obt/geo/static', { type: '10910' })
    const guangdong = provinces.data.list.find((p) => p.code === '44') as GeoProvince
    expect(guangdong.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['广州', '深圳']))
    const stations = await env.get<{ list: GeoStation[] }>('/obt/geo/static', { type: '10904' })
    expect(stations.data.list.length).toBeGreaterThan(100)
    const carCities = await env.get<{ list: GeoCity[] }>('/obt/geo/static', { type: '10906' })
    expect(carCities.data.list.every((c) => c.countryCode === 'CN')).toBe(true)
  })
})
