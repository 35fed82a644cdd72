/**
 * Where the place picker (core/components/place-picker) finds its places: one source per kind of
 * place. Airports (flights) search the cached airport set first and the server after, keep the
 * recent picks and show the hot cities as a grid; stations (trains), hotel cities and car cities
 * ask the geo service (hot list, keyword search). A new product plugs its own source in; the
 * picker stays one.
 */
import { observable, runInAction } from 'mobx'
import * as geoApi from '../api/geo'
import type { GeoItem, GeoType, Lang } from '../api/geo'
import { cityPlace, getGeoStore, mergePlaces, type AirportPlace, type GeoStore } from './geo-store'

/** The texts a picker shows for a source (both languages). */
export interface PlaceTexts {
  title: string
  placeholder: string
  hot: string
  /** With {keyword}. */
  noMatch: string
  failed: string
  hotFailed: string
  searching: string
  loading: string
  retry: string
  cancel: string
  history: string
  clear: string
  /** Words of the source's own rows (e.g. "all airports"). */
  [key: string]: string
}

export type PlaceDict = { 'zh-CN': PlaceTexts; 'en-US': PlaceTexts }

/** How a row shows a place. */
export interface PlaceRowView {
  name: string
  sub?: string
  code: string
  /** A row modifier class (city / airport). */
  variant?: string
}

/** One kind of place for the picker. */
export interface PlaceSource<P> {
  /** The picker's test-id prefix ('airport-picker': rows are `${testId}-result-${code}`). */
  testId: string
  texts: PlaceDict
  /** The empty screen's hot list: a grid of names (cities) or rows (stations). */
  hotLayout: 'grid' | 'rows'
  keyOf(p: P): string
  /** A result or hot row; `tt` translates the source's texts. */
  row(p: P, tt: (key: string) => string): PlaceRowView
  /** A short label (history chip, hot grid cell). */
  label(p: P): string
  /** Starts loading what local search needs (a whole set); undefined when it is there already. */
  loadSet?(lang: Lang): Promise<unknown> | undefined
  /** The hot places once loaded (an observable read), else undefined. */
  hot(lang: Lang): P[] | undefined
  loadHot(lang: Lang): Promise<unknown>
  /** Instant results from what is loaded. */
  searchLocal?(keyword: string, lang: Lang): P[]
  searchRemote(keyword: string, lang: Lang): Promise<P[]>
  /** Local results first, then the server's, without duplicates. */
  merge(local: P[], remote: P[]): P[]
  /** Places this picker may offer (e.g. domestic airports only). */
  allowed?(p: P, lang: Lang): boolean
  /** Recent picks, newest first. */
  history?: { list(lang: Lang): P[]; add(p: P): void; clear(): void }
}

/** Texts shared by every source (the source's own ones override them). */
const COMMON = {
  'zh-CN': { searching: '搜索中...', retry: '重试', loading: '加载中...', cancel: '取消', history: '历史记录', clear: '清除' },
  'en-US': { searching: 'Searching...', retry: 'Retry', loading: 'Loading...', cancel: 'Cancel', history: 'Recent', clear: 'Clear' },
}

const AIRPORT_TEXTS: PlaceDict = {
  'zh-CN': {
    ...COMMON['zh-CN'],
    title: '选择城市或机场',
    placeholder: '城市、机场、三字码或拼音',
    hot: '热门城市',
    allAirports: '全部机场',
    noMatch: '没有找到"{keyword}"，试试城市名、机场名、三字码或拼音',
    failed: '搜索失败，请检查网络',
    hotFailed: '热门城市加载失败',
  },
  'en-US': {
    ...COMMON['en-US'],
    title: 'City or airport',
    placeholder: 'City, airport, IATA code or pinyin',
    hot: 'Popular cities',
    allAirports: 'All airports',
    noMatch: 'Nothing found for "{keyword}". Try a city, an airport, an IATA code or pinyin.',
    failed: 'Search failed. Please check the network.',
    hotFailed: 'Popular cities failed to load',
  },
}

function airportKey(p: AirportPlace): string {
  return `${p.kind}:${p.code}`
}

/**
 * Cities and airports for flights: IATA code, city, airport name, pinyin and initials (the cached
 * set answers at once, findAirportByKeyword completes it), the recent picks (at most 10) and the
 * hot cities. A city means every airport of it; an airport that airport only.
 * `domesticOnly`: mainland airports and cities only (HK, Macao, Taiwan and abroad are international);
 * `geo`: the geo store (the app's one by default).
 */
export function airportSource(opts: { domesticOnly?: boolean; geo?: () => GeoStore } = {}): PlaceSource<AirportPlace> {
  const geo = opts.geo ?? getGeoStore
  const allowed = (p: AirportPlace, lang: Lang) => !opts.domesticOnly || geo().isDomestic(p, lang)
  return {
    testId: 'airport-picker',
    texts: AIRPORT_TEXTS,
    hotLayout: 'grid',
    keyOf: airportKey,
    row: (p, tt) => ({ name: p.kind === 'city' ? p.cityName : p.name, sub: p.kind === 'city' ? tt('allAirports') : p.cityName, code: p.code, variant: p.kind }),
    label: (p) => (p.kind === 'city' ? p.cityName : p.name),
    loadSet: (lang) => (geo().airportSets[lang] ? undefined : geo().airports(lang)),
    hot: (lang) => geo().hotCities[lang]?.filter((c) => !opts.domesticOnly || c.countryCode === 'CN').map((c) => cityPlace(c.code, c.name)),
    loadHot: (lang) => geo().loadHotCities(lang),
    searchLocal: (k, lang) => geo().searchLocal(k, lang),
    searchRemote: (k, lang) => geo().searchRemote(k, lang),
    merge: (local, remote) => mergePlaces(local, remote),
    allowed,
    history: {
      list: (lang) => geo().histories.airport.map((p) => geo().localize(p, lang)),
      add: (p) => geo().addHistory('airport', p),
      clear: () => geo().clearHistory('airport'),
    },
  }
}

/** A station (telegraph code) or a city (geo city code) of the geo service. */
export interface GeoPlace {
  code: string
  name: string
  /** The city of a station. */
  cityName?: string
}

/** Stations (10904), hotel cities (10903) or car cities (10906). */
export type GeoPlaceType = Extract<GeoType, '10904' | '10903' | '10906'>

/** A geo item as a place (items without a code and a name are not places). */
export function geoPlaceOf(item: GeoItem): GeoPlace | null {
  if (!('code' in item) || !('name' in item)) return null
  const city = 'cityName' in item ? item.cityName : undefined
  return { code: item.code, name: item.name, cityName: city }
}

function placesOf(list: readonly GeoItem[]): GeoPlace[] {
  return list.map(geoPlaceOf).filter((p): p is GeoPlace => !!p)
}

/** Hot lists by type and language, kept for the session (they change with the seed, not by the hour). */
const hotLists = observable.map<string, GeoPlace[]>({}, { deep: false })

export type GeoListApi = Pick<typeof geoApi, 'geoFindHot' | 'geoFindByKeyword'>

const GEO_TEXTS: Record<'station' | 'city', PlaceDict> = {
  station: {
    'zh-CN': { ...COMMON['zh-CN'], title: '选择车站', placeholder: '名称、拼音或首字母', hot: '热门', noMatch: '没有找到"{keyword}"', failed: '加载失败，请检查网络', hotFailed: '加载失败，请检查网络', searching: '搜索中…' },
    'en-US': { ...COMMON['en-US'], title: 'Choose a station', placeholder: 'Name, pinyin or initials', hot: 'Popular', noMatch: 'Nothing found for "{keyword}"', failed: 'Could not load. Please check the network.', hotFailed: 'Could not load. Please check the network.', searching: 'Searching…' },
  },
  city: {
    'zh-CN': { ...COMMON['zh-CN'], title: '选择城市', placeholder: '名称、拼音或首字母', hot: '热门', noMatch: '没有找到"{keyword}"', failed: '加载失败，请检查网络', hotFailed: '加载失败，请检查网络', searching: '搜索中…' },
    'en-US': { ...COMMON['en-US'], title: 'Choose a city', placeholder: 'Name, pinyin or initials', hot: 'Popular', noMatch: 'Nothing found for "{keyword}"', failed: 'Could not load. Please check the network.', hotFailed: 'Could not load. Please check the network.', searching: 'Searching…' },
  },
}

/**
 * Stations, hotel cities or car cities of the geo service: its hot list first, then keyword
 * search (name, pinyin, initials, telegraph code). No local set and no history yet.
 */
export function geoListSource(type: GeoPlaceType, api: GeoListApi = geoApi): PlaceSource<GeoPlace> {
  const key = (lang: Lang) => `${type}:${lang}`
  return {
    testId: 'place-picker',
    texts: GEO_TEXTS[type === '10904' ? 'station' : 'city'],
    hotLayout: 'rows',
    keyOf: (p) => p.code,
    row: (p) => ({ name: p.name, sub: p.cityName && p.cityName !== p.name ? p.cityName : undefined, code: p.code }),
    label: (p) => p.name,
    hot: (lang) => hotLists.get(key(lang)),
    loadHot: async (lang) => {
      const list = placesOf(await api.geoFindHot(type, lang))
      runInAction(() => hotLists.set(key(lang), list))
      return list
    },
    searchRemote: async (k, lang) => placesOf(await api.geoFindByKeyword(type, k, lang)),
    merge: (local, remote) => {
      const seen = new Set(local.map((p) => p.code))
      return [...local, ...remote.filter((p) => !seen.has(p.code))]
    },
  }
}
