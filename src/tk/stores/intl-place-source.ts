/**
 * Places of the international query: the cities and airports of getGjCityData / getGjAirportData
 * (page size 1999, loaded once per language and searched on the phone: code, name, country),
 * hot cities first. Mainland gateways are included: an international trip starts or ends there.
 */
import { observable, runInAction } from 'mobx'
import type { Lang } from '../../core/api/geo'
import { cityPlace, mergePlaces, SEARCH_LIMIT, type AirportPlace } from '../../core/stores/geo-store'
import type { PlaceDict, PlaceSource } from '../../core/stores/place-sources'
import * as api from '../api/intl-flight'

interface IntlSet {
  cities: { place: AirportPlace; hot: boolean; search: string }[]
  airports: { place: AirportPlace; search: string }[]
}

const sets = observable.map<string, IntlSet>({}, { deep: false })

const TEXTS: PlaceDict = {
  'zh-CN': {
    title: '选择国际/港澳台城市或机场', placeholder: '城市、机场、三字码或国家', hot: '热门城市', allAirports: '全部机场',
    noMatch: '没有找到"{keyword}"', failed: '加载失败，请检查网络', hotFailed: '热门城市加载失败', searching: '搜索中...', loading: '加载中...',
    retry: '重试', cancel: '取消', history: '历史记录', clear: '清除',
  },
  'en-US': {
    title: 'International city or airport', placeholder: 'City, airport, IATA code or country', hot: 'Popular cities', allAirports: 'All airports',
    noMatch: 'Nothing found for "{keyword}"', failed: 'Could not load. Please check the network.', hotFailed: 'Popular cities failed to load',
    searching: 'Searching...', loading: 'Loading...', retry: 'Retry', cancel: 'Cancel', history: 'Recent', clear: 'Clear',
  },
}

async function loadSet(lang: Lang, deps: Pick<typeof api, 'getGjAirportData' | 'getGjCityData'>): Promise<IntlSet> {
  const hit = sets.get(lang)
  if (hit) return hit
  const [airports, cities] = await Promise.all([deps.getGjAirportData(), deps.getGjCityData()])
  const set: IntlSet = {
    cities: cities.list.map((c) => ({ place: cityPlace(c.code, c.name), hot: c.hot, search: `${c.code} ${c.name} ${c.countryName}`.toLowerCase() })),
    airports: airports.list.map((a) => ({
      place: { code: a.code, kind: 'airport' as const, name: a.name, cityCode: a.cityCode, cityName: a.cityName },
      search: `${a.code} ${a.name} ${a.cityName} ${a.countryName}`.toLowerCase(),
    })),
  }
  runInAction(() => sets.set(lang, set))
  return set
}

function searchIn(set: IntlSet | undefined, keyword: string): AirportPlace[] {
  if (!set) return []
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const exact = [...set.cities, ...set.airports].filter((x) => x.place.code.toLowerCase() === k).map((x) => x.place)
  const cities = set.cities.filter((c) => c.search.includes(k)).map((c) => c.place)
  const airports = set.airports.filter((a) => a.search.includes(k)).map((a) => a.place)
  return mergePlaces(exact, [...cities, ...airports], SEARCH_LIMIT)
}

/** The international place source of the query screen's picker. */
export function intlPlaceSource(deps: Pick<typeof api, 'getGjAirportData' | 'getGjCityData'> = api): PlaceSource<AirportPlace> {
  return {
    testId: 'intl-picker',
    texts: TEXTS,
    hotLayout: 'grid',
    keyOf: (p) => `${p.kind}:${p.code}`,
    row: (p, tt) => ({ name: p.kind === 'city' ? p.cityName : p.name, sub: p.kind === 'city' ? tt('allAirports') : p.cityName, code: p.code, variant: p.kind }),
    label: (p) => (p.kind === 'city' ? p.cityName : p.name),
    loadSet: (lang) => (sets.get(lang) ? undefined : loadSet(lang, deps)),
    hot: (lang) => sets.get(lang)?.cities.filter((c) => c.hot).map((c) => c.place),
    loadHot: (lang) => loadSet(lang, deps),
    searchLocal: (k, lang) => searchIn(sets.get(lang), k),
    searchRemote: async (k, lang) => searchIn(await loadSet(lang, deps), k),
    merge: (local, remote) => mergePlaces(local, remote),
  }
}
