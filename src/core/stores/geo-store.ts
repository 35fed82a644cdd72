/**
 * Geo data for the pickers: whole sets cached in device storage per type and language
 * (overview §3 "geo caches per product type and language"), hot cities, keyword search (local set
 * first, then the server) and the search histories under the spec's storage keys. Both the caches
 * and the histories are cleared by the 48-hour rule in session-store (clearGeoCachesAndHistories).
 *
 * Created lazily (`getGeoStore()`), never by the root store: only booking flows need it, so it stays
 * out of the main package and the login bundle.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as geoApi from '../api/geo'
import type { GeoAirport, GeoCity, GeoStaticReply, GeoType, Lang } from '../api/geo'
import type { Locale } from '../i18n/index'
import { geoCacheKey, getItem, setItem, StorageKey } from '../platform/storage'

/** A place a flight search can start or end at: a city (all its airports) or one airport. */
export interface AirportPlace {
  /** City code (BJS: every Beijing airport) or airport code (PKX: Daxing only). */
  code: string
  kind: 'city' | 'airport'
  /** The city name for a city, the airport name for an airport. */
  name: string
  cityCode: string
  cityName: string
}

/** Which history: the spec keeps cities, airports, stations and car cities apart. */
export type HistoryKind = 'airport' | 'city' | 'station' | 'carCity'

const HISTORY_KEYS: Record<HistoryKind, string> = {
  airport: StorageKey.historyAirport,
  city: StorageKey.historyCity,
  station: StorageKey.historyStation,
  carCity: StorageKey.historyCarCity,
}

/** Recent picks kept per kind. */
export const HISTORY_MAX = 10
/** A cached set older than this is used at once and refreshed in the background. */
export const GEO_REFRESH_MS = 24 * 60 * 60 * 1000
/** Results a keyword search shows at most. */
export const SEARCH_LIMIT = 30

/** What a set looks like in storage. */
export interface CachedGeoSet<T> {
  version: string
  savedAt: number
  list: T[]
}

export type GeoApi = Pick<typeof geoApi, 'geoStatic' | 'findAirportByKeyword' | 'findTkHotCityList'>

/** The language parameter of the geo calls for a locale. */
export function langOf(locale: Locale): Lang {
  return locale === 'en-US' ? 'en' : 'zh'
}

/** A place for one airport. */
export function airportPlace(a: GeoAirport): AirportPlace {
  return { code: a.code, kind: 'airport', name: a.name, cityCode: a.cityCode, cityName: a.cityName }
}

/** A place for a whole city. */
export function cityPlace(code: string, name: string): AirportPlace {
  return { code, kind: 'city', name, cityCode: code, cityName: name }
}

function placeKey(p: AirportPlace): string {
  return `${p.kind}:${p.code}`
}

/**
 * Ranks airports for a keyword: IATA code (airport or city) exact first, then city name, pinyin and
 * initials prefixes, then airport or city names containing it. A city with several airports also
 * gets a city entry (search every airport of it) just before its airports.
 */
export function matchAirports(list: readonly GeoAirport[], keyword: string, limit = SEARCH_LIMIT): AirportPlace[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const scored: { a: GeoAirport; score: number }[] = []
  for (const a of list) {
    const code = a.code.toLowerCase()
    const city = a.cityCode.toLowerCase()
    const cityName = a.cityName.toLowerCase()
    const name = a.name.toLowerCase()
    let score = -1
    if (code === k || city === k) score = 0
    else if (cityName === k) score = 1
    else if (cityName.startsWith(k) || a.pinyin.startsWith(k) || a.initials === k) score = 2
    else if (a.initials.startsWith(k)) score = 3
    else if (name.includes(k) || cityName.includes(k)) score = 4
    else if (a.pinyin.includes(k) || (k.length >= 3 && code.startsWith(k))) score = 5
    if (score >= 0) scored.push({ a, score })
  }
  scored.sort((x, y) => x.score - y.score || Number(x.a.international) - Number(y.a.international) || Number(y.a.hot) - Number(x.a.hot))
  return withCityEntries(
    scored.map((s) => s.a),
    list,
  ).slice(0, limit)
}

/** Airports in the order given, each city with more than one airport led by a city entry. */
export function withCityEntries(airports: readonly GeoAirport[], all: readonly GeoAirport[]): AirportPlace[] {
  const count = new Map<string, number>()
  for (const a of all) count.set(a.cityCode, (count.get(a.cityCode) ?? 0) + 1)
  const out: AirportPlace[] = []
  const seen = new Set<string>()
  for (const a of airports) {
    if ((count.get(a.cityCode) ?? 0) > 1 && !seen.has(`city:${a.cityCode}`)) {
      seen.add(`city:${a.cityCode}`)
      out.push(cityPlace(a.cityCode, a.cityName))
    }
    const p = airportPlace(a)
    if (!seen.has(placeKey(p))) {
      seen.add(placeKey(p))
      out.push(p)
    }
  }
  return out
}

/** Merges two result lists, first list first, without duplicates. */
export function mergePlaces(first: readonly AirportPlace[], second: readonly AirportPlace[], limit = SEARCH_LIMIT): AirportPlace[] {
  const seen = new Set<string>()
  const out: AirportPlace[] = []
  for (const p of [...first, ...second]) {
    const key = placeKey(p)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(p)
  }
  return out.slice(0, limit)
}

/** Geo caches, hot cities, keyword search and histories. */
export class GeoStore {
  /** Airport sets by language, once loaded. */
  airportSets: Partial<Record<Lang, GeoAirport[]>> = {}
  hotCities: Partial<Record<Lang, GeoCity[]>> = {}
  histories: Record<HistoryKind, AirportPlace[]> = { airport: [], city: [], station: [], carCity: [] }
  private inflight = new Map<string, Promise<unknown>>()

  constructor(
    private readonly api: GeoApi = geoApi,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<GeoStore, 'inflight' | 'api' | 'now'>(this, { inflight: false, api: false, now: false })
    for (const kind of Object.keys(HISTORY_KEYS) as HistoryKind[]) this.histories[kind] = readHistory(kind)
  }

  /**
   * The airport set of a language: memory, else storage, else the server. A stored set older than
   * GEO_REFRESH_MS is used at once and refreshed quietly.
   */
  async airports(lang: Lang): Promise<GeoAirport[]> {
    const inMemory = this.airportSets[lang]
    if (inMemory) return inMemory
    const cached = getItem<CachedGeoSet<GeoAirport>>(geoCacheKey('10901', lang))
    if (cached && Array.isArray(cached.list) && cached.list.length) {
      runInAction(() => {
        this.airportSets[lang] = cached.list
      })
      if (this.now() - (cached.savedAt ?? 0) > GEO_REFRESH_MS) void this.fetchSet<GeoAirport>('10901', lang).catch(() => undefined)
      return cached.list
    }
    return this.fetchSet<GeoAirport>('10901', lang)
  }

  private fetchSet<T extends GeoAirport>(type: GeoType, lang: Lang): Promise<T[]> {
    const key = `set:${type}:${lang}`
    const running = this.inflight.get(key) as Promise<T[]> | undefined
    if (running) return running
    const p = this.api
      .geoStatic(type, lang)
      .then((reply: GeoStaticReply) => {
        const list = reply.list as T[]
        const entry: CachedGeoSet<T> = { version: reply.version, savedAt: this.now(), list }
        setItem(geoCacheKey(type, lang), entry)
        runInAction(() => {
          if (type === '10901') this.airportSets[lang] = list
        })
        return list
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, p)
    return p
  }

  /** Hot cities with an airport (memory cache per language). */
  async loadHotCities(lang: Lang): Promise<GeoCity[]> {
    const have = this.hotCities[lang]
    if (have) return have
    const list = await this.api.findTkHotCityList(lang)
    runInAction(() => {
      this.hotCities[lang] = list
    })
    return list
  }

  /** Instant results from the loaded set (empty until the set is loaded). */
  searchLocal(keyword: string, lang: Lang): AirportPlace[] {
    const set = this.airportSets[lang]
    return set ? matchAirports(set, keyword) : []
  }

  /** The server's results for a keyword, with city entries where the city has several airports. */
  async searchRemote(keyword: string, lang: Lang): Promise<AirportPlace[]> {
    const k = keyword.trim()
    if (!k) return []
    const found = await this.api.findAirportByKeyword(k, lang)
    return withCityEntries(found, this.airportSets[lang] ?? found)
  }

  /** A place's names in a language (histories were saved in the language of the day). */
  localize(place: AirportPlace, lang: Lang): AirportPlace {
    const set = this.airportSets[lang]
    if (!set) return place
    if (place.kind === 'airport') {
      const a = set.find((x) => x.code === place.code)
      return a ? airportPlace(a) : place
    }
    const a = set.find((x) => x.cityCode === place.code)
    return a ? cityPlace(place.code, a.cityName) : place
  }

  /**
   * Whether a place is in mainland China (domestic flights). Decided by the loaded airport set; a
   * place the set does not know passes (the server has the last word).
   */
  isDomestic(place: AirportPlace, lang: Lang): boolean {
    const set = this.airportSets[lang] ?? this.airportSets.zh ?? this.airportSets.en
    if (!set) return true
    const hits = set.filter((a) => (place.kind === 'airport' ? a.code === place.code : a.cityCode === place.code))
    return !hits.length || hits.some((a) => !a.international)
  }

  /** Remembers a pick: newest first, no duplicates, at most HISTORY_MAX. */
  addHistory(kind: HistoryKind, place: AirportPlace): void {
    const list = [place, ...this.histories[kind].filter((p) => placeKey(p) !== placeKey(place))].slice(0, HISTORY_MAX)
    this.histories[kind] = list
    setItem(HISTORY_KEYS[kind], list)
  }

  clearHistory(kind: HistoryKind): void {
    this.histories[kind] = []
    setItem(HISTORY_KEYS[kind], [])
  }

  /** Re-reads histories from storage (after the 48-hour rule cleared them, or in tests). */
  reloadHistories(): void {
    for (const kind of Object.keys(HISTORY_KEYS) as HistoryKind[]) this.histories[kind] = readHistory(kind)
  }
}

function isPlace(v: unknown): v is AirportPlace {
  const p = v as AirportPlace
  return !!p && typeof p.code === 'string' && (p.kind === 'city' || p.kind === 'airport') && typeof p.name === 'string'
}

function readHistory(kind: HistoryKind): AirportPlace[] {
  const raw = getItem<unknown>(HISTORY_KEYS[kind])
  return Array.isArray(raw) ? raw.filter(isPlace).slice(0, HISTORY_MAX) : []
}

let instance: GeoStore | null = null

/** The app's one geo store, created on first use. */
export function getGeoStore(): GeoStore {
  instance ??= new GeoStore()
  return instance
}
