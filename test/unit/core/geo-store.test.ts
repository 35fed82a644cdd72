import type { GeoAirport, GeoCity, GeoStaticReply } from '@/core/api/geo'
import { geoCacheKey, StorageKey } from '@/core/platform/storage'
import { GEO_REFRESH_MS, GeoStore, HISTORY_MAX, cityPlace, langOf, matchAirports, mergePlaces, type GeoApi } from '@/core/stores/geo-store'
import { CACHE_TTL_MS, SessionStore } from '@/core/stores/session-store'
import { taroMock } from '../mocks/taro'

function ap(code: string, name: string, cityCode: string, cityName: string, pinyin: string, initials: string, extra: Partial<GeoAirport> = {}): GeoAirport {
  return { code, name, cityCode, cityName, countryCode: 'CN', pinyin, initials, lat: 0, lng: 0, international: false, hot: false, ...extra }
}

const AIRPORTS: GeoAirport[] = [
  ap('PEK', '首都国际机场', 'BJS', '北京', 'beijing', 'bj', { hot: true }),
  ap('PKX', '大兴国际机场', 'BJS', '北京', 'beijing', 'bj'),
  ap('PVG', '浦东国际机场', 'SHA', '上海', 'shanghai', 'sh', { hot: true }),
  ap('SHA', '虹桥国际机场', 'SHA', '上海', 'shanghai', 'sh', { hot: true }),
  ap('CTU', '双流国际机场', 'CTU', '成都', 'chengdu', 'cd'),
  ap('BHY', '福成机场', 'BHY', '北海', 'beihai', 'bh'),
  ap('HKG', '香港国际机场', 'HKG', '香港', 'xianggang', 'xg', { international: true }),
]

const HOT: GeoCity[] = [{ code: 'BJS', name: '北京', pinyin: 'beijing', initials: 'bj', provinceCode: '11', countryCode: 'CN', lat: 0, lng: 0, hot: true, tier: 1 }]

function fakeApi() {
  const calls = { sets: 0, keyword: [] as string[], hot: 0 }
  const api: GeoApi = {
    geoStatic: async (type, lang) => {
      calls.sets++
      return { type, lang, version: `v${calls.sets}`, list: AIRPORTS } as GeoStaticReply
    },
    findAirportByKeyword: async (k) => {
      calls.keyword.push(k)
      return AIRPORTS.filter((a) => a.code === k.toUpperCase())
    },
    findTkHotCityList: async () => {
      calls.hot++
      return HOT
    },
  }
  return { api, calls }
}

beforeEach(() => taroMock.reset())

describe('matchAirports', () => {
  const codes = (k: string) => matchAirports(AIRPORTS, k).map((p) => `${p.kind === 'city' ? 'city:' : ''}${p.code}`)

  test('IATA code exact first, as an airport and as a city', () => {
    expect(codes('pkx')).toEqual(['city:BJS', 'PKX'])
    expect(codes('SHA').slice(0, 3)).toEqual(['city:SHA', 'PVG', 'SHA'])
    expect(codes('CTU')).toEqual(['CTU'])
  })

  test('city name, pinyin, initials and airport names', () => {
    expect(codes('北京')).toEqual(['city:BJS', 'PEK', 'PKX'])
    expect(codes('bei')).toEqual(['city:BJS', 'PEK', 'PKX', 'BHY'])
    expect(codes('cd')).toEqual(['CTU'])
    expect(codes('浦东')).toEqual(['city:SHA', 'PVG'])
    expect(codes('   ')).toEqual([])
  })

  test('mainland before international at the same rank; merged lists keep the first order without duplicates', () => {
    expect(codes('国际').slice(-1)).toEqual(['HKG'])
    const a = matchAirports(AIRPORTS, 'PEK')
    expect(mergePlaces(a, [cityPlace('BJS', '北京'), ...matchAirports(AIRPORTS, 'CTU')]).map((p) => p.code)).toEqual(['BJS', 'PEK', 'CTU'])
  })
})

describe('GeoStore', () => {
  test('the airport set is cached in storage per type and language and reused', async () => {
    const { api, calls } = fakeApi()
    const s = new GeoStore(api, () => 1000)
    expect(await s.airports('zh')).toHaveLength(AIRPORTS.length)
    expect(taroMock.storage.get(geoCacheKey('10901', 'zh'))).toMatchObject({ version: 'v1', savedAt: 1000 })
    const again = new GeoStore(api, () => 2000)
    await again.airports('zh')
    expect(calls.sets).toBe(1)
    await again.airports('en')
    expect(calls.sets).toBe(2)
    expect(taroMock.storage.has(geoCacheKey('10901', 'en'))).toBe(true)
    expect(langOf('en-US')).toBe('en')
  })

  test('an old cached set is used at once and refreshed quietly', async () => {
    const { api, calls } = fakeApi()
    taroMock.storage.set(geoCacheKey('10901', 'zh'), { version: 'old', savedAt: 0, list: AIRPORTS.slice(0, 1) })
    const s = new GeoStore(api, () => GEO_REFRESH_MS + 1)
    expect(await s.airports('zh')).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.sets).toBe(1)
    expect(s.airportSets.zh).toHaveLength(AIRPORTS.length)
  })

  test('search: local results at once, the server completes them', async () => {
    const { api, calls } = fakeApi()
    const s = new GeoStore(api)
    expect(s.searchLocal('PEK', 'zh')).toEqual([])
    await s.airports('zh')
    expect(s.searchLocal('PEK', 'zh').map((p) => p.code)).toEqual(['BJS', 'PEK'])
    expect((await s.searchRemote(' pkx ', 'zh')).map((p) => p.code)).toEqual(['BJS', 'PKX'])
    expect(calls.keyword).toEqual(['pkx'])
    expect(await s.searchRemote('', 'zh')).toEqual([])
  })

  test('domestic flights: mainland places only (Hong Kong is international); unknown places pass', async () => {
    const s = new GeoStore(fakeApi().api)
    expect(s.isDomestic(cityPlace('HKG', '香港'), 'zh')).toBe(true)
    await s.airports('zh')
    expect(s.isDomestic(cityPlace('HKG', '香港'), 'zh')).toBe(false)
    expect(s.isDomestic(cityPlace('BJS', '北京'), 'zh')).toBe(true)
    expect(s.isDomestic({ code: 'PKX', kind: 'airport', name: '大兴国际机场', cityCode: 'BJS', cityName: '北京' }, 'zh')).toBe(true)
    expect(s.isDomestic(cityPlace('XXX', '?'), 'zh')).toBe(true)
  })

  test('hot cities load once per language', async () => {
    const { api, calls } = fakeApi()
    const s = new GeoStore(api)
    await s.loadHotCities('zh')
    await s.loadHotCities('zh')
    expect(calls.hot).toBe(1)
    expect(s.hotCities.zh).toEqual(HOT)
  })

  test('histories: newest first, no duplicates, at most 10, under the spec key', () => {
    const s = new GeoStore(fakeApi().api)
    for (let i = 0; i < 12; i++) s.addHistory('airport', cityPlace(`C${String(i).padStart(2, '0')}`, `城市${i}`))
    s.addHistory('airport', cityPlace('C05', '城市5'))
    expect(s.histories.airport).toHaveLength(HISTORY_MAX)
    expect(s.histories.airport[0].code).toBe('C05')
    expect(s.histories.airport.filter((p) => p.code === 'C05')).toHaveLength(1)
    expect(taroMock.storage.get(StorageKey.historyAirport)).toEqual(s.histories.airport)
    const reread = new GeoStore(fakeApi().api)
    expect(reread.histories.airport).toEqual(s.histories.airport)
    s.clearHistory('airport')
    expect(s.histories.airport).toEqual([])
  })

  test('history names follow the language once the set of that language is loaded', async () => {
    const s = new GeoStore({
      ...fakeApi().api,
      geoStatic: async (type, lang) => ({ type, lang, version: 'x', list: [ap('PEK', 'Beijing Capital', 'BJS', 'Beijing', 'beijing', 'bj')] }) as GeoStaticReply,
    })
    await s.airports('en')
    expect(s.localize({ code: 'PEK', kind: 'airport', name: '首都国际机场', cityCode: 'BJS', cityName: '北京' }, 'en').name).toBe('Beijing Capital')
    expect(s.localize(cityPlace('BJS', '北京'), 'en').cityName).toBe('Beijing')
  })

  test('the 48-hour rule clears the geo caches and the histories (session hydrate)', async () => {
    const s = new GeoStore(fakeApi().api)
    await s.airports('zh')
    s.addHistory('airport', cityPlace('BJS', '北京'))
    taroMock.storage.set(StorageKey.lastLoginAt, 0)
    new SessionStore(undefined, undefined, () => CACHE_TTL_MS + 1).hydrate()
    expect(taroMock.storage.has(geoCacheKey('10901', 'zh'))).toBe(false)
    expect(taroMock.storage.has(StorageKey.historyAirport)).toBe(false)
    expect(new GeoStore(fakeApi().api).histories.airport).toEqual([])
  })
})
