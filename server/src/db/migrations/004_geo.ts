/**
 * Geo reference data (provinces, cities, airports, rail stations). Keyword lookups match prefixes
 * of codes, names, pinyin and initials, so those columns get text_pattern_ops indexes, which serve
 * `like 'abc%'` whatever the database collation.
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  `create table provinces (
    code text primary key,
    name_zh text not null,
    name_en text not null
  )`,
  `create table cities (
    code text primary key,
    name_zh text not null,
    name_en text not null,
    pinyin text not null,
    initials text not null,
    province_code text not null,
    country_code text not null,
    lat double precision not null,
    lng double precision not null,
    hot boolean not null default false,
    tier smallint not null,
    has_airport boolean not null default false
  )`,
  `create index cities_province_idx on cities (province_code)`,
  `create index cities_name_zh_idx on cities (name_zh text_pattern_ops)`,
  `create index cities_pinyin_idx on cities (pinyin text_pattern_ops)`,
  `create index cities_initials_idx on cities (initials text_pattern_ops)`,
  `create index cities_name_en_idx on cities (lower(name_en) text_pattern_ops)`,
  `create table airports (
    iata char(3) primary key,
    name_zh text not null,
    name_en text not null,
    city_code text not null,
    city_zh text not null,
    city_en text not null,
    city_pinyin text not null,
    city_initials text not null,
    country_code text not null,
    lat double precision not null,
    lng double precision not null,
    international boolean not null,
    hot boolean not null default false
  )`,
  `create index airports_city_idx on airports (city_code)`,
  `create index airports_city_zh_idx on airports (city_zh text_pattern_ops)`,
  `create index airports_name_zh_idx on airports (name_zh text_pattern_ops)`,
  `create index airports_pinyin_idx on airports (city_pinyin text_pattern_ops)`,
  `create index airports_initials_idx on airports (city_initials text_pattern_ops)`,
  `create index airports_city_en_idx on airports (lower(city_en) text_pattern_ops)`,
  `create table stations (
    code text primary key,
    name_zh text not null,
    name_en text not null,
    pinyin text not null,
    initials text not null,
    city_code text not null,
    city_zh text not null,
    lat double precision not null,
    lng double precision not null,
    hot boolean not null default false
  )`,
  `create index stations_city_idx on stations (city_code)`,
  `create index stations_name_zh_idx on stations (name_zh text_pattern_ops)`,
  `create index stations_pinyin_idx on stations (pinyin text_pattern_ops)`,
  `create index stations_initials_idx on stations (initials text_pattern_ops)`,
]

/** Creates the geo tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stations', 'airports', 'cities', 'provinces']) await sql.raw(`drop table if exists ${table}`).execute(db)
}
