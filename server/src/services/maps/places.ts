/**
 * The places of the demo map service and of the car service: airports (with terminals), rail
 * stations, hand-picked places of the biggest cities and generic ones for every other mainland
 * city, all in GCJ-02. Built once per process from the seed data (it never changes while the
 * server runs), searched in memory: ~7,000 entries scan in well under a millisecond.
 */
import { airports } from '../../db/seed-data/geo/airports'
import { cities, type City } from '../../db/seed-data/geo/cities'
import { commonRoads, curatedPlaces, placeTemplates, terminals, type PlaceKind } from '../../db/seed-data/geo/places'
import { provinces } from '../../db/seed-data/geo/provinces'
import { stations } from '../../db/seed-data/geo/stations'
import { createPrng } from '../../util/prng'
import { wgs84ToGcj02 } from './coords'
import { haversineM, type LatLng } from './route'

/** A text in both languages. */
export interface Bilingual {
  zh: string
  en: string
}

/** One place of the map service (GCJ-02). */
export interface Place {
  /** Stable across restarts: 'AP-PEK-T3', 'ST-VNP', 'SHA-P04', 'WUX-G02'. */
  id: string
  /** City code of cities.ts (the car service's cityId). */
  cityCode: string
  kind: PlaceKind
  /** The provider's category text ('交通设施:飞机场'...). */
  category: Bilingual
  name: Bilingual
  address: Bilingual
  /** Flat copies of name and address, for callers that pick by language with their own helper. */
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
  province: Bilingual
  city: Bilingual
  district: Bilingual
  adcode: number
  lat: number
  lng: number
  /** Airports only. */
  iata?: string
  /** Airport terminals only ('T3'). */
  terminal?: string
  /** Rail stations only: the telegraph code. */
  stationCode?: string
}

/** A mainland city with its centre in GCJ-02. */
export interface CityCentre extends LatLng {
  cityCode: string
  name: Bilingual
  province: Bilingual
  adcode: number
}

const CATEGORY: Record<PlaceKind, Bilingual> = {
  airport: { zh: '交通设施:飞机场', en: 'Transport:Airport' },
  station: { zh: '交通设施:火车站', en: 'Transport:Railway station' },
  bus: { zh: '交通设施:长途汽车站', en: 'Transport:Bus station' },
  landmark: { zh: '旅游景点:风景名胜', en: 'Sights:Landmark' },
  business: { zh: '房产小区:商务楼宇', en: 'Real estate:Business district' },
  office: { zh: '公司企业:公司企业', en: 'Companies:Office' },
  shopping: { zh: '购物:综合商场', en: 'Shopping:Mall' },
  hospital: { zh: '医疗保健:综合医院', en: 'Health:Hospital' },
  university: { zh: '教育学校:大学', en: 'Education:University' },
  exhibition: { zh: '文化场馆:会展中心', en: 'Culture:Convention centre' },
  government: { zh: '机构团体:政府机关', en: 'Institutions:Government' },
  hotel: { zh: '酒店宾馆:星级酒店', en: 'Hotels:Hotel' },
  sports: { zh: '运动健身:体育场馆', en: 'Sports:Stadium' },
}

/** Order among equally good matches: where travellers are usually picked up first. */
const KIND_RANK: Record<PlaceKind, number> = {
  airport: 0,
  station: 1,
  business: 2,
  office: 3,
  landmark: 4,
  exhibition: 5,
  shopping: 6,
  hotel: 7,
  government: 8,
  hospital: 9,
  university: 10,
  sports: 11,
  bus: 12,
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50'])
const PROVINCE_SUFFIX: Record<string, Bilingual> = {
  '15': { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  '45': { zh: '广西壮族自治区', en: 'Guangxi' },
  '54': { zh: '西藏自治区', en: 'Tibet' },
  '64': { zh: '宁夏回族自治区', en: 'Ningxia' },
  '65': { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
}

function provinceOf(code: string): Bilingual {
  if (PROVINCE_SUFFIX[code]) return PROVINCE_SUFFIX[code]
  const province = provinces.find((p) => p.code === code)
  if (!province) return { zh: '', en: '' }
  return { zh: `${province.nameZh}${MUNICIPALITIES.has(code) ? '市' : '省'}`, en: province.nameEn }
}

/** '上海' -> '上海市'; names that already carry their level stay as they are. */
function fullCityZh(nameZh: string): string {
  return /(市|州|盟|地区|县|区)$/.test(nameZh) ? nameZh : `${nameZh}市`
}

/** FNV-1a, for deterministic positions of the generic places. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A point `distanceM` away from `from` towards `bearing` degrees (flat approximation, city scale). */
function offset(from: LatLng, distanceM: number, bearing: number): LatLng {
  const rad = (bearing * Math.PI) / 180
  const dLat = (distanceM * Math.cos(rad)) / 111_320
  const dLng = (distanceM * Math.sin(rad)) / (111_320 * Math.cos((from.lat * Math.PI) / 180))
  return { lat: Math.round((from.lat + dLat) * 1e6) / 1e6, lng: Math.round((from.lng + dLng) * 1e6) / 1e6 }
}

/** A place before its flat name fields are copied in. */
type Draft = Omit<Place, 'nameZh' | 'nameEn' | 'addressZh' | 'addressEn'>

interface Index {
  places: Place[]
  byId: Map<string, Place>
  centres: Map<string, CityCentre>
  /** Lower-cased text each place is searched by, parallel to `places`. */
  search: string[]
}

let index: Index | null = null

function build(): Index {
  const mainland = cities.filter((c) => c.countryCode === 'CN')
  const centres = new Map<string, CityCentre>()
  const adcodeSeq = new Map<string, number>()
  for (const city of mainland) {
    const seq = (adcodeSeq.get(city.provinceCode) ?? 0) + 1
    adcodeSeq.set(city.provinceCode, seq)
    // A plausible 6-digit division code: the province's prefix, then the city's order in it.
    const adcode = MUNICIPALITIES.has(city.provinceCode)
      ? Number(`${city.provinceCode}0100`)
      : Number(`${city.provinceCode}${String(Math.min(seq, 99)).padStart(2, '0')}00`)
    centres.set(city.code, {
      cityCode: city.code,
      name: { zh: fullCityZh(city.nameZh), en: city.nameEn },
      province: provinceOf(city.provinceCode),
      adcode,
      ...wgs84ToGcj02({ lat: city.lat, lng: city.lng }),
    })
  }
  const places: Draft[] = []
  const base = (centre: CityCentre, kind: PlaceKind) => ({
    cityCode: centre.cityCode,
    kind,
    category: CATEGORY[kind],
    province: centre.province,
    city: centre.name,
    adcode: centre.adcode,
  })
  const noDistrict: Bilingual = { zh: '', en: '' }

  for (const airport of airports) {
    const centre = centres.get(airport.cityCode)
    if (!centre || airport.countryCode !== 'CN') continue
    const name: Bilingual = {
      zh: airport.nameZh.startsWith(airport.cityZh) ? airport.nameZh : `${airport.cityZh}${airport.nameZh}`,
      en: airport.nameEn,
    }
    const address: Bilingual = { zh: `${centre.name.zh}${name.zh}`, en: `${name.en}, ${centre.name.en}` }
    const at = wgs84ToGcj02({ lat: airport.lat, lng: airport.lng })
    places.push({ ...base(centre, 'airport'), id: `AP-${airport.iata}`, name, address, district: noDistrict, ...at, iata: airport.iata })
    for (const t of terminals.filter((x) => x.iata === airport.iata)) {
      const number = t.terminal.slice(1)
      places.push({
        ...base(centre, 'airport'),
        id: `AP-${airport.iata}-${t.terminal}`,
        name: { zh: `${name.zh}-${t.terminal}航站楼`, en: `${name.en} Terminal ${number}` },
        address,
        district: noDistrict,
        lat: t.lat,
        lng: t.lng,
        iata: airport.iata,
        terminal: t.terminal,
      })
    }
  }

  for (const station of stations) {
    const centre = centres.get(station.cityCode)
    if (!centre) continue
    const name: Bilingual = { zh: `${station.nameZh}站`, en: `${station.nameEn} Railway Station` }
    places.push({
      ...base(centre, 'station'),
      id: `ST-${station.code}`,
      name,
      address: { zh: `${centre.name.zh}${name.zh}`, en: `${name.en}, ${centre.name.en}` },
      district: noDistrict,
      ...wgs84ToGcj02({ lat: station.lat, lng: station.lng }),
      stationCode: station.code,
    })
  }

  const curatedCities = new Set(curatedPlaces.map((c) => c.cityCode))
  const curatedSeq = new Map<string, number>()
  for (const c of curatedPlaces) {
    const centre = centres.get(c.cityCode)
    if (!centre) continue
    const seq = (curatedSeq.get(c.cityCode) ?? 0) + 1
    curatedSeq.set(c.cityCode, seq)
    places.push({
      ...base(centre, c.kind),
      id: `${c.cityCode}-P${String(seq).padStart(2, '0')}`,
      name: { zh: c.nameZh, en: c.nameEn },
      address: { zh: `${centre.name.zh}${c.districtZh}${c.streetZh}`, en: `${c.streetEn}, ${c.districtEn}, ${centre.name.en}` },
      district: { zh: c.districtZh, en: c.districtEn },
      lat: c.lat,
      lng: c.lng,
    })
  }

  for (const city of mainland) {
    if (curatedCities.has(city.code)) continue
    const centre = centres.get(city.code) as CityCentre
    places.push(...genericPlaces(city, centre, base))
  }

  const full: Place[] = places.map((pl) => ({ ...pl, nameZh: pl.name.zh, nameEn: pl.name.en, addressZh: pl.address.zh, addressEn: pl.address.en }))
  const search = full.map((pl) =>
    [pl.name.zh, pl.name.en, pl.address.zh, pl.address.en, pl.city.zh, pl.city.en, pl.district.zh, pl.iata ?? '', pl.terminal ?? '', pl.stationCode ?? '']
      .join('|')
      .toLowerCase()
      .replace(/’/g, "'"),
  )
  return { places: full, byId: new Map(full.map((pl) => [pl.id, pl])), centres, search }
}

function genericPlaces(
  city: City,
  centre: CityCentre,
  base: (centre: CityCentre, kind: PlaceKind) => Omit<Draft, 'id' | 'name' | 'address' | 'district' | 'lat' | 'lng'>,
): Draft[] {
  const prng = createPrng(hashOf(city.code))
  return placeTemplates.map((template, i) => {
    // Zones and convention centres sit out of town; the rest within a few kilometres.
    const far = template.kind === 'business' || template.kind === 'exhibition'
    const distance = far ? 4_000 + prng.next() * 6_000 : 500 + prng.next() * 4_000
    const at = offset(centre, distance, prng.next() * 360)
    const road = commonRoads[prng.int(0, commonRoads.length - 1)]
    const number = prng.int(1, 399)
    const name: Bilingual = { zh: template.nameZh.replace('{c}', city.nameZh), en: template.nameEn.replace('{c}', city.nameEn) }
    return {
      ...base(centre, template.kind),
      id: `${city.code}-G${String(i + 1).padStart(2, '0')}`,
      name,
      address: { zh: `${centre.name.zh}${road.zh}${number}号`, en: `${number} ${road.en}, ${city.nameEn}` },
      district: { zh: '', en: '' },
      ...at,
    }
  })
}

function getIndex(): Index {
  if (!index) index = build()
  return index
}

/** Every place (for tests and the seed report). */
export function allPlaces(): readonly Place[] {
  return getIndex().places
}

/** A place by its id, or null. */
export function placeById(id: string): Place | null {
  return getIndex().byId.get(id) ?? null
}

/** '3', 't3', 'T3航站楼', 'Terminal 3' -> 'T3'; null when no number is in it. */
function terminalCode(text: string): string | null {
  const digits = /(\d+)/.exec(text)
  return digits ? `T${Number(digits[1])}` : null
}

/**
 * The place of an airport: the given terminal when the airport has it, otherwise the airport as
 * a whole (so an unknown or missing terminal still gives a usable pick-up point). null when the
 * IATA code is no mainland airport of the seed.
 */
export function airportPlace(iata: string, terminal?: string | null): Place | null {
  const code = iata.trim().toUpperCase()
  const { byId } = getIndex()
  const t = terminal ? terminalCode(terminal) : null
  return (t && byId.get(`AP-${code}-${t}`)) || byId.get(`AP-${code}`) || null
}

/** The place of a rail station by its telegraph code, or null. */
export function stationPlace(code: string): Place | null {
  return getIndex().byId.get(`ST-${code.trim().toUpperCase()}`) ?? null
}

/** The centre of a mainland city by its code (GCJ-02), or null. */
export function cityCentre(cityId: string): CityCentre | null {
  return getIndex().centres.get(cityId.trim().toUpperCase()) ?? null
}

/** The places of one city (all places when `cityCode` is null). */
export function placesOfCity(cityCode: string | null): readonly Place[] {
  const { places } = getIndex()
  return cityCode ? places.filter((pl) => pl.cityCode === cityCode) : places
}

/** Every mainland city centre. */
export function allCityCentres(): readonly CityCentre[] {
  return [...getIndex().centres.values()]
}

/**
 * A city by what a user types as a region: code, Chinese name with or without 市, English name.
 * null when none matches (callers then search nationwide, as the provider does).
 */
export function cityByName(text: string): CityCentre | null {
  const value = text.trim().toLowerCase()
  if (!value) return null
  for (const centre of getIndex().centres.values()) {
    const zh = centre.name.zh
    if (value === zh || `${value}市` === zh || value === zh.replace(/市$/, '') || value === centre.name.en.toLowerCase() || value === centre.cityCode.toLowerCase()) {
      return centre
    }
  }
  return null
}

/** What findPlaces looks for. */
export interface PlaceQuery {
  /** Words that must all appear (name, address, city, IATA or station code); blank matches nothing. */
  keyword: string
  /** Only this city's places. */
  cityCode?: string
  /** Nearest first instead of best match first. */
  near?: LatLng
  /** Page size (default 10, at most 50). */
  limit?: number
  /** Places to skip (paging). */
  offset?: number
}

/** Searches the places; `total` counts every match, `places` is the requested page. */
export function findPlaces(query: PlaceQuery): { total: number; places: Place[] } {
  const terms = query.keyword.toLowerCase().replace(/’/g, "'").split(/\s+/).filter(Boolean)
  if (terms.length === 0) return { total: 0, places: [] }
  const { places, search } = getIndex()
  const hits: { place: Place; score: number; distance: number }[] = []
  for (let i = 0; i < places.length; i++) {
    const place = places[i]
    if (query.cityCode && place.cityCode !== query.cityCode) continue
    if (!terms.every((term) => search[i].includes(term))) continue
    const nameZh = place.name.zh.toLowerCase()
    const nameEn = place.name.en.toLowerCase()
    const first = terms[0]
    // Name starts with the keyword, then name contains it, then only the address or city does.
    const score = nameZh.startsWith(first) || nameEn.startsWith(first) ? 0 : nameZh.includes(first) || nameEn.includes(first) ? 1 : 2
    hits.push({ place, score, distance: query.near ? haversineM(query.near, place) : 0 })
  }
  hits.sort((a, b) =>
    query.near
      ? a.distance - b.distance || a.place.id.localeCompare(b.place.id)
      : a.score - b.score || KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] || a.place.id.localeCompare(b.place.id),
  )
  const limit = Math.min(50, Math.max(1, query.limit ?? 10))
  const offsetN = Math.max(0, query.offset ?? 0)
  return { total: hits.length, places: hits.slice(offsetN, offsetN + limit).map((h) => h.place) }
}

/** The nearest place within `maxM` metres, or null. */
export function nearestPlace(point: LatLng, maxM: number): { place: Place; distanceM: number } | null {
  let best: { place: Place; distanceM: number } | null = null
  for (const place of getIndex().places) {
    // Cheap box test first: a degree of latitude is ~111 km.
    if (Math.abs(place.lat - point.lat) > maxM / 100_000) continue
    const d = haversineM(point, place)
    if (d <= maxM && (!best || d < best.distanceM)) best = { place, distanceM: d }
  }
  return best
}

/** The nearest mainland city centre within `maxM` metres, or null. */
export function nearestCity(point: LatLng, maxM: number): { city: CityCentre; distanceM: number } | null {
  let best: { city: CityCentre; distanceM: number } | null = null
  for (const city of getIndex().centres.values()) {
    const d = haversineM(point, city)
    if (d <= maxM && (!best || d < best.distanceM)) best = { city, distanceM: d }
  }
  return best
}

/**
 * A place in one language with the fields of the car contract's CarPlace
 * ({name, address, lat, lng, cityId, placeId}).
 */
export function placeLabel(place: Place, lang: 'zh' | 'en'): { name: string; address: string; lat: number; lng: number; cityId: string; placeId: string } {
  return { name: place.name[lang], address: place.address[lang], lat: place.lat, lng: place.lng, cityId: place.cityCode, placeId: place.id }
}
