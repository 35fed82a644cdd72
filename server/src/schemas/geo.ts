/** Geo reference data: airports, hotel and car cities, rail stations, provinces. Public calls. */
import { Type, type Static } from '@sinclair/typebox'
import { Lang, Line } from './common'

/** Geo data types: 10901 airports, 10903 hotel cities, 10904 stations, 10906 car cities, 10910 provinces with cities. */
export const GeoType = Type.Union([
  Type.Literal('10901'),
  Type.Literal('10903'),
  Type.Literal('10904'),
  Type.Literal('10906'),
  Type.Literal('10910'),
])
export type GeoType = Static<typeof GeoType>

/** An airport. Names are in the requested language. */
export const GeoAirport = Type.Object({
  code: Type.String(),
  name: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  countryCode: Type.String(),
  pinyin: Type.String(),
  initials: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** Outside mainland China. */
  international: Type.Boolean(),
  hot: Type.Boolean(),
})
export type GeoAirport = Static<typeof GeoAirport>

/** A city (hotel and car cities). */
export const GeoCity = Type.Object({
  code: Type.String(),
  name: Type.String(),
  pinyin: Type.String(),
  initials: Type.String(),
  provinceCode: Type.String(),
  countryCode: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  hot: Type.Boolean(),
  tier: Type.Integer(),
})
export type GeoCity = Static<typeof GeoCity>

/** A rail station. */
export const GeoStation = Type.Object({
  /** Telegraph code. */
  code: Type.String(),
  name: Type.String(),
  pinyin: Type.String(),
  initials: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  hot: Type.Boolean(),
})
export type GeoStation = Static<typeof GeoStation>

/** A province with its cities. */
export const GeoProvince = Type.Object({
  code: Type.String(),
  name: Type.String(),
  cities: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
})
export type GeoProvince = Static<typeof GeoProvince>

/** Any geo item. */
export const GeoItem = Type.Union([GeoAirport, GeoCity, GeoStation, GeoProvince])
export type GeoItem = Static<typeof GeoItem>

/** GET /obt/geo/static query. */
export const GeoStaticQuery = Type.Object({ type: GeoType, lang: Type.Optional(Lang) })
export type GeoStaticQuery = Static<typeof GeoStaticQuery>

/** geo/static reply: the whole set of the type (served with an ETag; If-None-Match gives 304). */
export const GeoStaticReply = Type.Object({
  type: GeoType,
  lang: Lang,
  /** Content hash, the same as the ETag. */
  version: Type.String(),
  list: Type.Array(GeoItem),
})
export type GeoStaticReply = Static<typeof GeoStaticReply>

/** GET /obt/findAirportByKeyword: IATA code (exact first), city, airport name, pinyin, initials. */
export const AirportKeywordQuery = Type.Object({ keyword: Line({ maxLength: 50 }), lang: Type.Optional(Lang) })
export type AirportKeywordQuery = Static<typeof AirportKeywordQuery>

/** GET /obt/findTrainZdByKeyword: telegraph code, name, pinyin, initials. */
export const TrainKeywordQuery = Type.Object({ keyword: Line({ maxLength: 50 }), lang: Type.Optional(Lang) })
export type TrainKeywordQuery = Static<typeof TrainKeywordQuery>

/** GET /obt/findTkHotCityList query. */
export const HotCityListQuery = Type.Object({ lang: Type.Optional(Lang) })
export type HotCityListQuery = Static<typeof HotCityListQuery>

/** POST /obt/geo/findHot. 10901 answers airports, 10904 stations, the others cities. */
export const GeoHotBody = Type.Object({ type: GeoType, lang: Type.Optional(Lang) })
export type GeoHotBody = Static<typeof GeoHotBody>

/** POST /obt/geo/findByKeyword. */
export const GeoKeywordBody = Type.Object({ type: GeoType, keyword: Line({ maxLength: 50 }), lang: Type.Optional(Lang) })
export type GeoKeywordBody = Static<typeof GeoKeywordBody>

/** Reply of the keyword and hot calls (at most 20 items). */
export const GeoListReply = Type.Array(GeoItem)
export type GeoListReply = Static<typeof GeoListReply>

/** Reply of airport lookups. */
export const GeoAirportListReply = Type.Array(GeoAirport)
export type GeoAirportListReply = Static<typeof GeoAirportListReply>

/** Reply of station lookups. */
export const GeoStationListReply = Type.Array(GeoStation)
export type GeoStationListReply = Static<typeof GeoStationListReply>

/** Reply of hot-city lookups. */
export const GeoCityListReply = Type.Array(GeoCity)
export type GeoCityListReply = Static<typeof GeoCityListReply>
