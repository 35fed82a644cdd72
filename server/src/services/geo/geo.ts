/**
 * Geo reference data for the pickers. Whole sets are served with an ETag: they only change when
 * the database is re-seeded, so each set is built once per app instance and kept in memory.
 */
import { createHash } from 'node:crypto'
import type { AppContext } from '../../context'
import {
  findAllAirports,
  findAllCities,
  findAllStations,
  findHotAirports,
  findHotCities,
  findHotStations,
  findProvinces,
  searchAirports,
  searchCities,
  searchStations,
  type AirportRow,
  type CityRow,
  type StationRow,
} from '../../db/repositories/geo'
import type { Lang } from '../../messages'
import type { GeoAirport, GeoCity, GeoItem, GeoProvince, GeoStation, GeoType } from '../../schemas/geo'

function airportOf(row: AirportRow, lang: Lang): GeoAirport {
  return {
    code: row.iata,
    name: lang === 'en' ? row.name_en : row.name_zh,
    cityCode: row.city_code,
    cityName: lang === 'en' ? row.city_en : row.city_zh,
    countryCode: row.country_code,
    pinyin: row.city_pinyin,
    initials: row.city_initials,
    lat: row.lat,
    lng: row.lng,
    international: row.international,
    hot: row.hot,
  }
}

function cityOf(row: CityRow, lang: Lang): GeoCity {
  return {
    code: row.code,
    name: lang === 'en' ? row.name_en : row.name_zh,
    pinyin: row.pinyin,
    initials: row.initials,
    provinceCode: row.province_code,
    countryCode: row.country_code,
    lat: row.lat,
    lng: row.lng,
    hot: row.hot,
    tier: row.tier,
  }
}

function stationOf(row: StationRow, lang: Lang): GeoStation {
  return {
    code: row.code,
    name: lang === 'en' ? row.name_en : row.name_zh,
    pinyin: row.pinyin,
    initials: row.initials,
    cityCode: row.city_code,
    cityName: row.city_zh,
    lat: row.lat,
    lng: row.lng,
    hot: row.hot,
  }
}

async function provincesWithCities(ctx: AppContext, lang: Lang): Promise<GeoProvince[]> {
  const [provinces, cities] = await Promise.all([findProvinces(ctx.db), findAllCities(ctx.db, true)])
  return provinces.map((p) => ({
    code: p.code,
    name: lang === 'en' ? p.name_en : p.name_zh,
    cities: cities.filter((c) => c.province_code === p.code).map((c) => ({ code: c.code, name: lang === 'en' ? c.name_en : c.name_zh })),
  }))
}

/** A whole set as sent: the JSON body and its ETag. */
export interface GeoSet {
  list: GeoItem[]
  etag: string
}

const cache = new WeakMap<AppContext, Map<string, Promise<GeoSet>>>()

async function buildSet(ctx: AppContext, type: GeoType, lang: Lang): Promise<GeoSet> {
  let list: GeoItem[]
  switch (type) {
    case '10901':
      list = (await findAllAirports(ctx.db)).map((r) => airportOf(r, lang))
      break
    case '10903':
      list = (await findAllCities(ctx.db, false)).map((r) => cityOf(r, lang))
      break
    case '10904':
      list = (await findAllStations(ctx.db)).map((r) => stationOf(r, lang))
      break
    case '10906':
      list = (await findAllCities(ctx.db, true)).map((r) => cityOf(r, lang))
      break
    case '10910':
      list = await provincesWithCities(ctx, lang)
      break
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16)}"`
  return { list, etag }
}

/** GET /obt/geo/static: the whole set of a type in a language (cached per app instance). */
export function geoSet(ctx: AppContext, type: GeoType, lang: Lang): Promise<GeoSet> {
  let sets = cache.get(ctx)
  if (!sets) {
    sets = new Map()
    cache.set(ctx, sets)
  }
  const key = `${type}:${lang}`
  let set = sets.get(key)
  if (!set) {
    set = buildSet(ctx, type, lang)
    // A failed build is not cached: the next request tries again.
    set.catch(() => sets?.delete(key))
    sets.set(key, set)
  }
  return set
}

/** GET /obt/findAirportByKeyword. */
export async function airportsByKeyword(ctx: AppContext, keyword: string, lang: Lang): Promise<GeoAirport[]> {
  if (!keyword.trim()) return []
  return (await searchAirports(ctx.db, keyword)).map((r) => airportOf(r, lang))
}

/** GET /obt/findTrainZdByKeyword. */
export async function stationsByKeyword(ctx: AppContext, keyword: string, lang: Lang): Promise<GeoStation[]> {
  if (!keyword.trim()) return []
  return (await searchStations(ctx.db, keyword)).map((r) => stationOf(r, lang))
}

/** GET /obt/findTkHotCityList: hot cities with an airport. */
export async function hotFlightCities(ctx: AppContext, lang: Lang): Promise<GeoCity[]> {
  return (await findHotCities(ctx.db, { domesticOnly: false, withAirport: true })).map((r) => cityOf(r, lang))
}

/** POST /obt/geo/findHot. */
export async function hotByType(ctx: AppContext, type: GeoType, lang: Lang): Promise<GeoItem[]> {
  switch (type) {
    case '10901':
      return (await findHotAirports(ctx.db)).map((r) => airportOf(r, lang))
    case '10904':
      return (await findHotStations(ctx.db)).map((r) => stationOf(r, lang))
    default:
      return (await findHotCities(ctx.db, { domesticOnly: type !== '10903', withAirport: false })).map((r) => cityOf(r, lang))
  }
}

/** POST /obt/geo/findByKeyword. */
export async function searchByType(ctx: AppContext, type: GeoType, keyword: string, lang: Lang): Promise<GeoItem[]> {
  if (!keyword.trim()) return []
  switch (type) {
    case '10901':
      return airportsByKeyword(ctx, keyword, lang)
    case '10904':
      return stationsByKeyword(ctx, keyword, lang)
    default:
      return (await searchCities(ctx.db, keyword, type !== '10903')).map((r) => cityOf(r, lang))
  }
}
