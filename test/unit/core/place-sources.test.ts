import type { GeoAirport, GeoCity, GeoItem, GeoStaticReply } from '@/core/api/geo'
import { GeoStore, type GeoApi } from '@/core/stores/geo-store'
import { airportSource, geoListSource, geoPlaceOf, type GeoListApi } from '@/core/stores/place-sources'
import { taroMock } from '../mocks/taro'

function ap(code: string, name: string, cityCode: string, cityName: string, extra: Partial<GeoAirport> = {}): GeoAirport {
  return { code, name, cityCode, cityName, countryCode: 'CN', pinyin: '', initials: '', lat: 0, lng: 0, international: false, hot: false, ...extra }
}

const AIRPORTS: GeoAirport[] = [
  ap('PEK', '首都国际机场', 'BJS', '北京', { pinyin: 'beijing', initials: 'bj' }),
  ap('PKX', '大兴国际机场', 'BJS', '北京', { pinyin: 'beijing', initials: 'bj' }),
  ap('HKG', '香港国际机场', 'HKG', '香港', { pinyin: 'xianggang', initials: 'xg', international: true, countryCode: 'HK' }),
]

const city = (code: string, name: string, countryCode = 'CN'): GeoCity => ({ code, name, pinyin: '', initials: '', provinceCode: '', countryCode, lat: 0, lng: 0, hot: true, tier: 1 })

function geoStore() {
  const api: GeoApi = {
    geoStatic: async (type, lang) => ({ type, lang, version: 'v1', list: AIRPORTS }) as GeoStaticReply,
    findAirportByKeyword: async (k) => AIRPORTS.filter((a) => a.code === k.toUpperCase()),
    findTkHotCityList: async () => [city('BJS', '北京'), city('HKG', '香港', 'HK')],
  }
  return new GeoStore(api, () => 0)
}

const tt = (key: string) => (key === 'allAirports' ? '全部机场' : key)

beforeEach(() => taroMock.reset())

describe('the airport source (flights)', () => {
  test('the set loads once; local search answers at once with a city entry before its airports', async () => {
    const geo = geoStore()
    const src = airportSource({ geo: () => geo })
    const loading = src.loadSet?.('zh')
    expect(loading).toBeInstanceOf(Promise)
    await loading
    expect(src.loadSet?.('zh')).toBeUndefined()
    const found = src.searchLocal?.('bj', 'zh') ?? []
    expect(found.map((p) => src.keyOf(p))).toEqual(['city:BJS', 'airport:PEK', 'airport:PKX'])
    expect(src.row(found[0], tt)).toEqual({ name: '北京', sub: '全部机场', code: 'BJS', variant: 'city' })
    expect(src.row(found[1], tt)).toEqual({ name: '首都国际机场', sub: '北京', code: 'PEK', variant: 'airport' })
  })

  test('server results complete the local ones without duplicates', async () => {
    const geo = geoStore()
    const src = airportSource({ geo: () => geo })
    await src.loadSet?.('zh')
    const remote = await src.searchRemote('PEK', 'zh')
    const merged = src.merge(src.searchLocal?.('PEK', 'zh') ?? [], remote)
    expect(merged.map(src.keyOf)).toEqual(['city:BJS', 'airport:PEK'])
  })

  test('hot cities: domestic pickers leave out places abroad, HK, Macao and Taiwan', async () => {
    const geo = geoStore()
    const domestic = airportSource({ domesticOnly: true, geo: () => geo })
    const all = airportSource({ geo: () => geo })
    expect(domestic.hot('zh')).toBeUndefined()
    await domestic.loadHot('zh')
    await domestic.loadSet?.('zh')
    expect(domestic.hot('zh')?.map((p) => p.code)).toEqual(['BJS'])
    expect(all.hot('zh')?.map((p) => p.code)).toEqual(['BJS', 'HKG'])
    const hkg = all.searchLocal?.('HKG', 'zh')[0]
    expect(hkg && domestic.allowed?.(hkg, 'zh')).toBe(false)
    expect(hkg && all.allowed?.(hkg, 'zh')).toBe(true)
  })

  test('a pick goes to the recent list (newest first); clearing empties it', async () => {
    const geo = geoStore()
    const src = airportSource({ geo: () => geo })
    await src.loadSet?.('zh')
    const [bjs, pek] = src.searchLocal?.('bj', 'zh') ?? []
    src.history?.add(bjs)
    src.history?.add(pek)
    expect(src.history?.list('zh').map(src.keyOf)).toEqual(['airport:PEK', 'city:BJS'])
    src.history?.clear()
    expect(src.history?.list('zh')).toEqual([])
  })
})

describe('the geo list source (stations, hotel and car cities)', () => {
  function api() {
    const calls: string[] = []
    const items: GeoItem[] = [
      { code: 'BJP', name: '北京', cityName: '北京' } as GeoItem,
      { code: 'VNP', name: '北京南', cityName: '北京' } as GeoItem,
      { province: 'x' } as unknown as GeoItem,
    ]
    const fake: GeoListApi = {
      geoFindHot: async (type, lang) => (calls.push(`hot:${type}:${lang}`), items),
      geoFindByKeyword: async (type, k) => (calls.push(`kw:${type}:${k}`), items.slice(1)),
    }
    return { fake, calls }
  }

  test('hot list: loaded once per type and language, kept for the next picker', async () => {
    const { fake, calls } = api()
    const stations = geoListSource('10904', fake)
    expect(stations.hot('en')).toBeUndefined()
    await stations.loadHot('en')
    expect(stations.hot('en')?.map((p) => p.code)).toEqual(['BJP', 'VNP'])
    expect(geoListSource('10904', fake).hot('en')).toHaveLength(2)
    expect(geoListSource('10903', fake).hot('en')).toBeUndefined()
    expect(calls).toEqual(['hot:10904:en'])
  })

  test('keyword search asks the geo service; rows show the city of a station when it differs', async () => {
    const { fake, calls } = api()
    const stations = geoListSource('10904', fake)
    const found = await stations.searchRemote('bjn', 'zh')
    expect(calls).toEqual(['kw:10904:bjn'])
    expect(found.map((p) => stations.row(p, tt))).toEqual([{ name: '北京南', sub: '北京', code: 'VNP' }])
    expect(stations.row({ code: 'BJP', name: '北京', cityName: '北京' }, tt).sub).toBeUndefined()
    expect(stations.merge([{ code: 'VNP', name: '北京南' }], found)).toHaveLength(1)
  })

  test('its texts: a station picker and a city picker, in both languages', () => {
    expect(geoListSource('10904').texts['zh-CN'].title).toBe('选择车站')
    expect(geoListSource('10903').texts['en-US'].title).toBe('Choose a city')
    expect(geoListSource('10906').texts['zh-CN'].noMatch).toContain('{keyword}')
    expect(geoPlaceOf({ code: 'SHA', name: '上海' } as GeoItem)).toEqual({ code: 'SHA', name: '上海', cityName: undefined })
  })

  test('every source has every text the picker shows, with the same placeholders in both languages', () => {
    const keys = ['title', 'placeholder', 'hot', 'noMatch', 'failed', 'hotFailed', 'searching', 'loading', 'retry', 'cancel', 'history', 'clear']
    for (const src of [airportSource(), geoListSource('10904'), geoListSource('10903')]) {
      for (const k of keys) {
        expect(src.texts['zh-CN'][k]).toBeTruthy()
        expect(src.texts['en-US'][k]).toBeTruthy()
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
        expect(holes(src.texts['en-US'][k])).toEqual(holes(src.texts['zh-CN'][k]))
      }
    }
  })
})
