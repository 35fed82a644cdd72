/**
 * Geo lookups. Keyword searches rank matches in one query: exact code first, then exact names,
 * then prefixes of code, name, pinyin and initials, then names that merely contain the keyword.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { AirportTable, CityTable, DB, ProvinceTable, StationTable } from '../types'
import { likeEscape } from './reference'

/** An airport row. */
export type AirportRow = Selectable<AirportTable>
/** A city row. */
export type CityRow = Selectable<CityTable>
/** A station row. */
export type StationRow = Selectable<StationTable>
/** A province row. */
export type ProvinceRow = Selectable<ProvinceTable>

/** Most rows a lookup returns. */
export const GEO_LIMIT = 20

/** The search forms of a keyword: as typed (Chinese), lower-case without spaces (pinyin, English), upper-case (codes). */
function forms(keyword: string) {
  const trimmed = keyword.trim()
  const lower = trimmed.toLowerCase().replace(/\s+/g, '')
  return {
    raw: trimmed,
    lower,
    upper: lower.toUpperCase(),
    prefix: `${likeEscape(trimmed)}%`,
    lowerPrefix: `${likeEscape(lower)}%`,
    contains: `%${likeEscape(trimmed)}%`,
    lowerContains: `%${likeEscape(lower)}%`,
  }
}

/** All airports: mainland first, hot cities first. */
export function findAllAirports(db: Kysely<DB>): Promise<AirportRow[]> {
  return db.selectFrom('airports').selectAll().orderBy('international').orderBy('hot', 'desc').orderBy('city_pinyin').orderBy('iata').execute()
}

/** Airports in hot cities, mainland first. */
export function findHotAirports(db: Kysely<DB>): Promise<AirportRow[]> {
  return db
    .selectFrom('airports')
    .selectAll()
    .where('hot', '=', true)
    .orderBy('international')
    .orderBy('city_pinyin')
    .orderBy('iata')
    .limit(GEO_LIMIT)
    .execute()
}

/** Airports matching a keyword (IATA code, city code, city or airport name, pinyin, initials). */
export function searchAirports(db: Kysely<DB>, keyword: string): Promise<AirportRow[]> {
  const k = forms(keyword)
  return db
    .selectFrom('airports')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('iata', 'like', `${likeEscape(k.upper)}%`),
        eb('city_code', '=', k.upper),
        eb('city_zh', 'like', k.contains),
        eb('name_zh', 'like', k.contains),
        eb('city_pinyin', 'like', k.lowerPrefix),
        eb('city_initials', 'like', k.lowerPrefix),
        eb(eb.fn('lower', ['city_en']), 'like', k.lowerPrefix),
        eb(sql`replace(lower(name_en), ' ', '')`, 'like', k.lowerContains),
      ]),
    )
    .orderBy(
      sql`case
        when iata = ${k.upper} then 0
        when city_code = ${k.upper} then 1
        when city_zh = ${k.raw} or city_pinyin = ${k.lower} or replace(lower(city_en), ' ', '') = ${k.lower} then 2
        when iata like ${`${likeEscape(k.upper)}%`} or city_zh like ${k.prefix} or city_pinyin like ${k.lowerPrefix}
          or city_initials like ${k.lowerPrefix} or lower(city_en) like ${k.lowerPrefix} then 3
        when name_zh like ${k.prefix} then 4
        else 5 end`,
    )
    .orderBy('international')
    .orderBy('hot', 'desc')
    .orderBy('iata')
    .limit(GEO_LIMIT)
    .execute()
}

/** All cities, or the mainland ones only. */
export function findAllCities(db: Kysely<DB>, domesticOnly: boolean): Promise<CityRow[]> {
  let query = db.selectFrom('cities').selectAll()
  if (domesticOnly) query = query.where('country_code', '=', 'CN')
  return query.orderBy(sql`country_code <> 'CN'`).orderBy('pinyin').execute()
}

/** Hot cities (optionally mainland only, optionally only cities with an airport). */
export function findHotCities(db: Kysely<DB>, options: { domesticOnly: boolean; withAirport: boolean }): Promise<CityRow[]> {
  let query = db.selectFrom('cities').selectAll().where('hot', '=', true)
  if (options.domesticOnly) query = query.where('country_code', '=', 'CN')
  if (options.withAirport) query = query.where('has_airport', '=', true)
  return query.orderBy(sql`country_code <> 'CN'`).orderBy('tier').orderBy('pinyin').limit(GEO_LIMIT).execute()
}

/** Cities matching a keyword (code, name, pinyin, initials, English name). */
export function searchCities(db: Kysely<DB>, keyword: string, domesticOnly: boolean): Promise<CityRow[]> {
  const k = forms(keyword)
  let query = db
    .selectFrom('cities')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('code', '=', k.upper),
        eb('name_zh', 'like', k.contains),
        eb('pinyin', 'like', k.lowerPrefix),
        eb('initials', 'like', k.lowerPrefix),
        eb(sql`replace(lower(name_en), ' ', '')`, 'like', k.lowerPrefix),
      ]),
    )
  if (domesticOnly) query = query.where('country_code', '=', 'CN')
  return query
    .orderBy(
      sql`case
        when code = ${k.upper} then 0
        when name_zh = ${k.raw} or pinyin = ${k.lower} then 1
        when name_zh like ${k.prefix} or pinyin like ${k.lowerPrefix} or initials like ${k.lowerPrefix} then 2
        else 3 end`,
    )
    .orderBy('hot', 'desc')
    .orderBy('tier')
    .orderBy('pinyin')
    .limit(GEO_LIMIT)
    .execute()
}

/** All provinces. */
export function findProvinces(db: Kysely<DB>): Promise<ProvinceRow[]> {
  return db.selectFrom('provinces').selectAll().orderBy('code').execute()
}

/** All stations. */
export function findAllStations(db: Kysely<DB>): Promise<StationRow[]> {
  return db.selectFrom('stations').selectAll().orderBy('pinyin').orderBy('code').execute()
}

/** Hot stations. */
export function findHotStations(db: Kysely<DB>): Promise<StationRow[]> {
  return db.selectFrom('stations').selectAll().where('hot', '=', true).orderBy('pinyin').limit(GEO_LIMIT).execute()
}

/** Stations matching a keyword (telegraph code, name, pinyin, initials, city). */
export function searchStations(db: Kysely<DB>, keyword: string): Promise<StationRow[]> {
  const k = forms(keyword)
  return db
    .selectFrom('stations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('code', '=', k.upper),
        eb('name_zh', 'like', k.contains),
        eb('city_zh', 'like', k.contains),
        eb('pinyin', 'like', k.lowerPrefix),
        eb('initials', 'like', k.lowerPrefix),
        eb(sql`replace(lower(name_en), ' ', '')`, 'like', k.lowerPrefix),
      ]),
    )
    .orderBy(
      sql`case
        when code = ${k.upper} then 0
        when name_zh = ${k.raw} or pinyin = ${k.lower} then 1
        when name_zh like ${k.prefix} or pinyin like ${k.lowerPrefix} or initials like ${k.lowerPrefix} then 2
        when city_zh like ${k.prefix} then 3
        else 4 end`,
    )
    .orderBy('hot', 'desc')
    .orderBy('pinyin')
    .limit(GEO_LIMIT)
    .execute()
}
