/**
 * Geo reference data (overview §7 "Geo and static data"): whole sets per type and language, keyword
 * lookups and hot cities. All public calls; none shows the loading indicator (pickers show their own
 * state), and failures are shown by the picker, not as toasts.
 */
import { http } from '../http/client'
import type {
  GeoAirportListReply,
  GeoCityListReply,
  GeoListReply,
  GeoStaticReply,
  GeoStationListReply,
  GeoType,
} from '../../../server/src/schemas/geo'
import type { Lang } from '../../../server/src/schemas/common'

export type {
  GeoAirport,
  GeoCity,
  GeoItem,
  GeoProvince,
  GeoStation,
  GeoStaticReply,
  GeoType,
} from '../../../server/src/schemas/geo'
export type { Lang } from '../../../server/src/schemas/common'

const QUIET = { quiet: true, inlineErrors: true } as const

/** GET /obt/geo/static: the whole set of a geo type in a language. */
export function geoStatic(type: GeoType, lang: Lang): Promise<GeoStaticReply> {
  return http.get<GeoStaticReply>('/obt/geo/static', { type, lang }, QUIET)
}

/** GET /obt/findAirportByKeyword: IATA code (exact first), city, airport name, pinyin, initials. */
export function findAirportByKeyword(keyword: string, lang: Lang): Promise<GeoAirportListReply> {
  return http.get<GeoAirportListReply>('/obt/findAirportByKeyword', { keyword, lang }, QUIET)
}

/** GET /obt/findTrainZdByKeyword: telegraph code, name, pinyin, initials. */
export function findTrainZdByKeyword(keyword: string, lang: Lang): Promise<GeoStationListReply> {
  return http.get<GeoStationListReply>('/obt/findTrainZdByKeyword', { keyword, lang }, QUIET)
}

/** GET /obt/findTkHotCityList: hot cities that have an airport. */
export function findTkHotCityList(lang: Lang): Promise<GeoCityListReply> {
  return http.get<GeoCityListReply>('/obt/findTkHotCityList', { lang }, QUIET)
}

/** POST /obt/geo/findHot: hot items of a type (10901 airports, 10904 stations, others cities). */
export function geoFindHot(type: GeoType, lang: Lang): Promise<GeoListReply> {
  return http.post<GeoListReply>('/obt/geo/findHot', { type, lang }, QUIET)
}

/** POST /obt/geo/findByKeyword. */
export function geoFindByKeyword(type: GeoType, keyword: string, lang: Lang): Promise<GeoListReply> {
  return http.post<GeoListReply>('/obt/geo/findByKeyword', { type, keyword, lang }, QUIET)
}
