/**
 * Where the place picker (core/components/place-picker) finds its places: one source per kind of
 * place. Airports (flights) search the cached airport set first and the server after, keep the
 * recent picks and show the hot cities as a grid; stations for train searches (`stationSource`)
 * search a whole station set on the phone (telegraph code, city, name, pinyin, initials; a city
 * as a whole), with hot cities and the station history; hotel cities, car cities and the stations
 * of trip routes ask the geo service (hot list, keyword search). A new product plugs its own source
 * in; the picker stays one.
 */
import { observable, runInAction } from 'mobx'
import * as geoApi from '../api/geo'
import type { GeoItem, GeoType, Lang } from '../api/geo'
import { getItem, setItem, StorageKey } from '../platform/storage'
import { cityPlace, getGeoStore, HISTORY_MAX, mergePlaces, SEARCH_LIMIT, type AirportPlace, type GeoStore } from './geo-store'

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

// ---------------------------------------------------------------- stations (trains)

/**
 * A place a train search starts or ends at: one station (telegraph code, VNP 北京南) or a whole
 * city (its code, BJS: every station of the city trains serve).
 */
export interface StationPlace {
  code: string
  kind: 'station' | 'city'
  /** The station's name for a station, the city's for a city. */
  name: string
  cityCode: string
  cityName: string
}

/** A station of a set, as the geo service (10904) or the train search (queryStation) answers it. */
export interface StationItem {
  code: string
  name: string
  pinyin: string
  initials: string
  cityCode: string
  cityName: string
  hot: boolean
}

/** Where a station source reads its set: a whole list per language. */
export interface StationApi {
  stations(lang: Lang): Promise<StationItem[]>
}

/** The geo service's station set (GET /obt/geo/static?type=10904). */
export const geoStationApi: StationApi = {
  stations: async (lang) => ((await geoApi.geoStatic('10904', lang)).list as StationItem[]).filter((s) => !!s && typeof s.code === 'string'),
}

const STATION_TEXTS: PlaceDict = {
  'zh-CN': {
    ...COMMON['zh-CN'],
    title: '选择车站',
    placeholder: '城市、车站、电报码或拼音',
    hot: '热门城市',
    allStations: '全部车站',
    noMatch: '没有找到"{keyword}"，试试城市名、车站名、电报码或拼音',
    failed: '加载失败，请检查网络',
    hotFailed: '热门城市加载失败',
  },
  'en-US': {
    ...COMMON['en-US'],
    title: 'City or station',
    placeholder: 'City, station, telegraph code or pinyin',
    hot: 'Popular cities',
    allStations: 'All stations',
    noMatch: 'Nothing found for "{keyword}". Try a city, a station, a telegraph code or pinyin.',
    failed: 'Could not load. Please check the network.',
    hotFailed: 'Popular cities failed to load',
  },
}

/** The place of one station. */
export function stationPlace(s: Pick<StationItem, 'code' | 'name' | 'cityCode' | 'cityName'>): StationPlace {
  return { code: s.code, kind: 'station', name: s.name, cityCode: s.cityCode, cityName: s.cityName }
}

/** The place of a whole city. */
export function stationCityPlace(cityCode: string, cityName: string): StationPlace {
  return { code: cityCode, kind: 'city', name: cityName, cityCode, cityName }
}

function stationKey(p: StationPlace): string {
  return `${p.kind}:${p.code}`
}

const CODE3 = /^[A-Z]{3}$/

/** Whether a stored value is a station place (histories are read back from the device). */
export function isStationPlace(v: unknown): v is StationPlace {
  const p = v as Partial<StationPlace> | null
  return (
    !!p &&
    typeof p === 'object' &&
    (p.kind === 'station' || p.kind === 'city') &&
    CODE3.test(p.code ?? '') &&
    CODE3.test(p.cityCode ?? '') &&
    typeof p.name === 'string' &&
    !!p.name &&
    typeof p.cityName === 'string'
  )
}

/**
 * Ranks stations for a keyword: telegraph or city code first, then an exact name or pinyin,
 * prefixes of name, pinyin and initials, the city's name, then names containing it. A city with
 * several stations gets a city entry (every station of it) just before its first station.
 */
export function matchStations(list: readonly StationItem[], keyword: string, limit = 30): StationPlace[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const scored: { s: StationItem; score: number }[] = []
  for (const s of list) {
    const name = s.name.toLowerCase()
    const city = s.cityName.toLowerCase()
    let score = -1
    if (s.code.toLowerCase() === k || s.cityCode.toLowerCase() === k) score = 0
    else if (name === k || s.pinyin === k || city === k) score = 1
    else if (name.startsWith(k) || s.pinyin.startsWith(k) || s.initials === k) score = 2
    else if (s.initials.startsWith(k) || city.startsWith(k)) score = 3
    else if (name.includes(k) || city.includes(k)) score = 4
    if (score >= 0) scored.push({ s, score })
  }
  scored.sort((a, b) => a.score - b.score || Number(b.s.hot) - Number(a.s.hot) || a.s.pinyin.localeCompare(b.s.pinyin))
  return withStationCities(
    scored.map((x) => x.s),
    list,
  ).slice(0, limit)
}

/** Stations in the order given, each city with more than one station led by a city entry. */
export function withStationCities(stations: readonly StationItem[], all: readonly StationItem[]): StationPlace[] {
  const count = new Map<string, number>()
  for (const s of all) count.set(s.cityCode, (count.get(s.cityCode) ?? 0) + 1)
  const out: StationPlace[] = []
  const seen = new Set<string>()
  for (const s of stations) {
    if ((count.get(s.cityCode) ?? 0) > 1 && !seen.has(`city:${s.cityCode}`)) {
      seen.add(`city:${s.cityCode}`)
      out.push(stationCityPlace(s.cityCode, s.cityName))
    }
    const p = stationPlace(s)
    if (!seen.has(stationKey(p))) {
      seen.add(stationKey(p))
      out.push(p)
    }
  }
  return out
}

/** Hot places: the cities of the hot stations (a city entry where the city has several stations), in the set's order. */
export function hotStationPlaces(list: readonly StationItem[], limit = 16): StationPlace[] {
  const hot = list.filter((s) => s.hot)
  const count = new Map<string, number>()
  for (const s of list) count.set(s.cityCode, (count.get(s.cityCode) ?? 0) + 1)
  const out: StationPlace[] = []
  const seen = new Set<string>()
  for (const s of hot) {
    if (seen.has(s.cityCode)) continue
    seen.add(s.cityCode)
    out.push((count.get(s.cityCode) ?? 0) > 1 ? stationCityPlace(s.cityCode, s.cityName) : stationPlace(s))
  }
  return out.slice(0, limit)
}

/** A station place's names in the language of a set (histories keep the language of the day they were saved). */
export function localizeStation(p: StationPlace, list: readonly StationItem[] | undefined): StationPlace {
  if (!list) return p
  if (p.kind === 'station') {
    const s = list.find((x) => x.code === p.code)
    return s ? stationPlace(s) : p
  }
  const s = list.find((x) => x.cityCode === p.code)
  return s ? stationCityPlace(p.code, s.cityName) : p
}

/** Station sets by language (memory), per api: they change with the seed, not by the hour. */
const stationSets = new WeakMap<StationApi, Map<Lang, StationItem[]>>()
/** Bumped when a set arrives or the history changes: what observers of the picker re-read. */
const stationVersion = observable.box(0)

/** The station history on the device (the spec's station history: cleared with the geo caches after 48 hours). */
export const stationHistory = {
  list(): StationPlace[] {
    void stationVersion.get()
    const raw = getItem<unknown>(StorageKey.historyStation)
    return Array.isArray(raw) ? raw.filter(isStationPlace).slice(0, HISTORY_MAX) : []
  },
  add(p: StationPlace): void {
    const list = [p, ...stationHistory.list().filter((x) => stationKey(x) !== stationKey(p))].slice(0, HISTORY_MAX)
    setItem(StorageKey.historyStation, list)
    runInAction(() => stationVersion.set(stationVersion.get() + 1))
  },
  clear(): void {
    setItem(StorageKey.historyStation, [])
    runInAction(() => stationVersion.set(stationVersion.get() + 1))
  },
}

/**
 * Stations for trains: the whole set of a language loaded once (the geo service's by default, or
 * the product's own call), searched on the phone by telegraph code, city, station name, pinyin and
 * initials; a city with several stations offered as a whole; the hot cities as a grid; the recent
 * picks (history_station, at most 10, cleared after 48 hours with the other histories).
 */
export function stationSource(opts: { api?: StationApi } = {}): PlaceSource<StationPlace> {
  const api = opts.api ?? geoStationApi
  const setOf = (lang: Lang): StationItem[] | undefined => {
    void stationVersion.get()
    return stationSets.get(api)?.get(lang)
  }
  const inflight = new Map<Lang, Promise<StationItem[]>>()
  const load = (lang: Lang): Promise<StationItem[]> => {
    const have = setOf(lang)
    if (have) return Promise.resolve(have)
    let p = inflight.get(lang)
    if (!p) {
      p = api
        .stations(lang)
        .then((list) => {
          let perApi = stationSets.get(api)
          if (!perApi) {
            perApi = new Map()
            stationSets.set(api, perApi)
          }
          perApi.set(lang, list)
          runInAction(() => stationVersion.set(stationVersion.get() + 1))
          return list
        })
        .finally(() => inflight.delete(lang))
      inflight.set(lang, p)
    }
    return p
  }
  return {
    testId: 'station-picker',
    texts: STATION_TEXTS,
    hotLayout: 'grid',
    keyOf: stationKey,
    row: (p, tt) => ({ name: p.name, sub: p.kind === 'city' ? tt('allStations') : p.cityName !== p.name ? p.cityName : undefined, code: p.code, variant: p.kind === 'city' ? 'city' : 'airport' }),
    label: (p) => p.name,
    loadSet: (lang) => (setOf(lang) ? undefined : load(lang)),
    hot: (lang) => {
      const set = setOf(lang)
      return set ? hotStationPlaces(set) : undefined
    },
    loadHot: (lang) => load(lang),
    searchLocal: (k, lang) => {
      const set = setOf(lang)
      return set ? matchStations(set, k) : []
    },
    searchRemote: async (k, lang) => matchStations(await load(lang), k),
    merge: (local, remote) => {
      const seen = new Set(local.map(stationKey))
      return [...local, ...remote.filter((p) => !seen.has(stationKey(p)))].slice(0, SEARCH_LIMIT)
    },
    history: {
      list: (lang) => stationHistory.list().map((p) => localizeStation(p, setOf(lang))),
      add: (p) => stationHistory.add(p),
      clear: () => stationHistory.clear(),
    },
  }
}
