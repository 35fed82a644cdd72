import { getItem, setItem, StorageKey, clearGeoCachesAndHistories } from '@/core/platform/storage'
import {
  hotStationPlaces,
  isStationPlace,
  localizeStation,
  matchStations,
  stationHistory,
  stationSource,
  type StationApi,
  type StationItem,
} from '@/core/stores/place-sources'
import { RECENT_KEY } from '@/tr/stores/train-search-store'
import { taroMock } from '../mocks/taro'

const st = (code: string, name: string, cityCode: string, cityName: string, pinyin: string, initials: string, hot = false): StationItem => ({ code, name, cityCode, cityName, pinyin, initials, hot })

const ZH: StationItem[] = [
  st('BJP', '北京', 'BJS', '北京', 'beijing', 'bj', true),
  st('VNP', '北京南', 'BJS', '北京', 'beijingnan', 'bjn', true),
  st('BXP', '北京西', 'BJS', '北京', 'beijingxi', 'bjx', true),
  st('AOH', '上海虹桥', 'SHA', '上海', 'shanghaihongqiao', 'shhq', true),
  st('SHH', '上海', 'SHA', '上海', 'shanghai', 'sh', true),
  st('TXP', '天津西', 'TSN', '天津', 'tianjinxi', 'tjx'),
  st('ZAF', '郑州东', 'CGO', '郑州', 'zhengzhoudong', 'zzd', true),
]
const EN: StationItem[] = ZH.map((s) => ({ ...s, name: s.code === 'VNP' ? 'Beijing South' : s.name, cityName: s.cityCode === 'BJS' ? 'Beijing' : s.cityName }))

function api(): StationApi & { calls: number } {
  const a = {
    calls: 0,
    stations: async (lang: 'zh' | 'en') => {
      a.calls += 1
      return lang === 'en' ? EN : ZH
    },
  }
  return a
}

beforeEach(() => taroMock.reset())

describe('station matching', () => {
  const codes = (k: string) => matchStations(ZH, k).map((p) => `${p.kind}:${p.code}`)
  test('telegraph code, city code, name, pinyin, initials; a city of several stations first as a whole', () => {
    expect(codes('VNP')).toEqual(['city:BJS', 'station:VNP'])
    expect(codes('bjn')).toEqual(['city:BJS', 'station:VNP'])
    expect(codes('beijing').slice(0, 2)).toEqual(['city:BJS', 'station:BJP'])
    expect(codes('北京')).toEqual(['city:BJS', 'station:BJP', 'station:VNP', 'station:BXP'])
    expect(codes('BJS')[0]).toBe('city:BJS')
    // A city of one station is that station.
    expect(codes('tjx')).toEqual(['station:TXP'])
    expect(codes('郑州')).toEqual(['station:ZAF'])
    expect(codes('')).toEqual([])
    expect(codes('qqq')).toEqual([])
  })

  test('hot places: the cities of the hot stations (a city entry when it has several)', () => {
    expect(hotStationPlaces(ZH).map((p) => `${p.kind}:${p.code}`)).toEqual(['city:BJS', 'city:SHA', 'station:ZAF'])
  })

  test('a place in another language', () => {
    const vnp = matchStations(ZH, 'VNP')[1]
    expect(localizeStation(vnp, EN)).toEqual({ code: 'VNP', kind: 'station', name: 'Beijing South', cityCode: 'BJS', cityName: 'Beijing' })
    expect(localizeStation({ code: 'BJS', kind: 'city', name: '北京', cityCode: 'BJS', cityName: '北京' }, EN).name).toBe('Beijing')
    expect(localizeStation(vnp, undefined)).toBe(vnp)
  })
})

describe('the station source', () => {
  test('the set loads once per language; local and server search agree; rows say "all stations" for a city', async () => {
    const a = api()
    const src = stationSource({ api: a })
    expect(src.hot('zh')).toBeUndefined()
    await src.loadSet?.('zh')
    expect(src.loadSet?.('zh')).toBeUndefined()
    expect(a.calls).toBe(1)
    expect(src.hot('zh')?.map((p) => p.code)).toEqual(['BJS', 'SHA', 'ZAF'])
    const local = src.searchLocal?.('bjn', 'zh') ?? []
    expect(src.merge(local, await src.searchRemote('bjn', 'zh')).map(src.keyOf)).toEqual(['city:BJS', 'station:VNP'])
    expect(src.row(local[0], (k) => (k === 'allStations' ? '全部车站' : k))).toEqual({ name: '北京', sub: '全部车站', code: 'BJS', variant: 'city' })
    expect(src.row(local[1], (k) => k)).toEqual({ name: '北京南', sub: '北京', code: 'VNP', variant: 'airport' })
    await src.loadHot('en')
    expect(a.calls).toBe(2)
  })

  test('history: newest first, at most 10, in the language of the day, cleared by the 48-hour rule with the recent train searches', async () => {
    const a = api()
    const src = stationSource({ api: a })
    await src.loadSet?.('en')
    const [bjs, vnp] = matchStations(ZH, 'VNP')
    src.history?.add(vnp)
    src.history?.add(bjs)
    src.history?.add(vnp)
    expect(src.history?.list('zh').map(src.keyOf)).toEqual(['station:VNP', 'city:BJS'])
    expect(src.history?.list('en')[0].name).toBe('Beijing South')
    for (const s of ZH) src.history?.add({ code: s.code, kind: 'station', name: s.name, cityCode: s.cityCode, cityName: s.cityName })
    expect(stationHistory.list().length).toBeLessThanOrEqual(10)
    setItem(RECENT_KEY, [{ from: vnp, to: bjs }])
    clearGeoCachesAndHistories()
    expect(stationHistory.list()).toEqual([])
    expect(getItem(RECENT_KEY)).toBeUndefined()
    setItem(StorageKey.historyStation, [{ code: '<x>', kind: 'station', name: 'x', cityCode: 'x', cityName: 'x' }, vnp])
    expect(stationHistory.list()).toEqual([vnp])
    src.history?.clear()
    expect(stationHistory.list()).toEqual([])
    expect(isStationPlace(null)).toBe(false)
  })
})
