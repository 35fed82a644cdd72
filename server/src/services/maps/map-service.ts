/**
 * The lookups of the demo map service, in the shape of the Tencent Location Service WebService API
 * (the provider the app's map adapter speaks to): each takes the query parameters as strings and
 * returns the provider's body, `status` 0 on success or one of its error codes. Transport (JSON or
 * JSONP), keys and rate limits are the route's business (routes/ws/map-service-routes.ts).
 */
import { isIP } from 'node:net'
import { cities } from '../../db/seed-data/geo/cities'
import { bd09ToGcj02, inChinaBounds, parseLatLng, wgs84ToGcj02 } from './coords'
import {
  allCityCentres,
  cityByName,
  cityCentre,
  findPlaces,
  nearestCity,
  nearestPlace,
  placesOfCity,
  type CityCentre,
  type Place,
} from './places'
import { drivingRoute, haversineM, type LatLng } from './route'

/** The provider's status codes and messages. */
export const MapStatus = {
  OK: { status: 0, message: 'query ok' },
  BAD_KEY: { status: 110, message: '请求来源未被授权, 此次请求来源域名:' },
  KEY_FORMAT: { status: 311, message: 'key格式错误' },
  MISSING: { status: 306, message: '缺少必要字段' },
  BAD_PARAM: { status: 310, message: '请求参数信息有误' },
  NO_RESULT: { status: 347, message: '查询无结果' },
  RATE_LIMIT: { status: 120, message: '此key每秒请求量已达到上限' },
  INTERNAL: { status: 500, message: '服务器内部错误' },
} as const

/** A reply body: the provider's status and message plus the lookup's own fields. */
export type MapBody = { status: number; message: string } & Record<string, unknown>

/** Query parameters as received (single values only; the route refuses repeated ones). */
export type MapParams = Record<string, string | undefined>

type Lang = 'zh' | 'en'

const fail = (code: { status: number; message: string }, detail?: string): MapBody => ({
  status: code.status,
  message: detail ? `${code.message}${detail}` : code.message,
})

/** A present, non-blank parameter. */
function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== ''
}

/** A positive integer parameter within bounds, the default when absent, null when invalid. */
function intParam(value: string | undefined, fallback: number, min: number, max: number): number | null {
  if (!present(value)) return fallback
  if (!/^\d{1,6}$/.test(value.trim())) return null
  const n = Number(value)
  return n >= min && n <= max ? n : null
}

/** The language of the names: the provider's `language` parameter (zh default). */
function langOf(params: MapParams): Lang {
  return params.language?.toLowerCase().startsWith('en') ? 'en' : 'zh'
}

const NATION: Record<Lang, string> = { zh: '中国', en: 'China' }

// ---- suggestion ----

const MAX_KEYWORD = 96

/** GET /ws/place/v1/suggestion. */
export function suggestion(params: MapParams): MapBody {
  if (!present(params.keyword)) return fail(MapStatus.MISSING, ': keyword')
  const keyword = params.keyword.trim()
  if (keyword.length > MAX_KEYWORD) return fail(MapStatus.BAD_PARAM, ': keyword')
  const pageIndex = intParam(params.page_index, 1, 1, 1000)
  const pageSize = intParam(params.page_size, 10, 1, 20)
  if (pageIndex === null) return fail(MapStatus.BAD_PARAM, ': page_index')
  if (pageSize === null) return fail(MapStatus.BAD_PARAM, ': page_size')
  let near: LatLng | undefined
  if (present(params.location)) {
    const parsed = parseLatLng(params.location)
    if (!parsed) return fail(MapStatus.BAD_PARAM, ': location')
    near = parsed
  }
  // Like the provider without region_fix: an unknown region searches nationwide.
  const region = present(params.region) ? cityByName(params.region) : null
  const lang = langOf(params)
  const found = findPlaces({ keyword, cityCode: region?.cityCode, near, limit: pageSize, offset: (pageIndex - 1) * pageSize })
  return {
    ...MapStatus.OK,
    count: found.total,
    data: found.places.map((place) => ({
      id: place.id,
      title: place.name[lang],
      address: place.address[lang],
      province: place.province[lang],
      city: place.city[lang],
      district: place.district[lang],
      adcode: place.adcode,
      type: 0,
      category: place.category[lang],
      location: { lat: place.lat, lng: place.lng },
      ...(near ? { _distance: Math.round(haversineM(near, place)) } : {}),
    })),
  }
}

// ---- geocoder ----

const MAX_ADDRESS = 120

/** GET /ws/geocoder/v1/ (address geocoding with `address`, reverse geocoding with `location`). */
export function geocoder(params: MapParams): MapBody {
  if (present(params.location)) return reverseGeocode(params)
  if (present(params.address)) return geocodeAddress(params)
  return fail(MapStatus.MISSING, ': address or location')
}

function geocodeAddress(params: MapParams): MapBody {
  const address = (params.address ?? '').trim()
  if (address.length > MAX_ADDRESS) return fail(MapStatus.BAD_PARAM, ': address')
  const lang = langOf(params)
  const region = present(params.region) ? cityByName(params.region) : null
  let place: Place | null = findPlaces({ keyword: address, cityCode: region?.cityCode, limit: 1 }).places[0] ?? null
  if (!place) {
    // A full postal address usually ends with the place's name ('…颐和园路5号北京大学'): the
    // longest place name it contains wins.
    const lower = address.toLowerCase()
    let bestLen = 0
    for (const candidate of placesOfCity(region?.cityCode ?? null)) {
      for (const name of [candidate.name.zh, candidate.name.en.toLowerCase()]) {
        if (name.length >= 2 && name.length > bestLen && lower.includes(name.toLowerCase())) {
          place = candidate
          bestLen = name.length
        }
      }
    }
  }
  if (place) {
    return {
      ...MapStatus.OK,
      result: {
        title: place.name[lang],
        location: { lat: place.lat, lng: place.lng },
        address_components: { province: place.province[lang], city: place.city[lang], district: place.district[lang], street: '', street_number: '' },
        ad_info: { adcode: place.adcode },
        similarity: 0.8,
        deviation: 1000,
        reliability: 7,
        level: 11,
      },
    }
  }
  const city = region ?? cityInText(address)
  if (!city) return fail(MapStatus.NO_RESULT)
  return {
    ...MapStatus.OK,
    result: {
      title: city.name[lang],
      location: { lat: city.lat, lng: city.lng },
      address_components: { province: city.province[lang], city: city.name[lang], district: '', street: '', street_number: '' },
      ad_info: { adcode: city.adcode },
      similarity: 0.5,
      deviation: 5000,
      reliability: 1,
      level: 4,
    },
  }
}

/** The city named in a free text (longest name first, so 南京 is not taken for 京). */
function cityInText(text: string): CityCentre | null {
  const lower = text.toLowerCase()
  let best: CityCentre | null = null
  let bestLen = 0
  for (const city of allCityCentres()) {
    for (const name of [city.name.zh.replace(/市$/, ''), city.name.en.toLowerCase()]) {
      if (name.length >= 2 && name.length > bestLen && lower.includes(name)) {
        best = city
        bestLen = name.length
      }
    }
  }
  return best
}

/** Within this distance the nearest seeded place names the spot. */
const NAME_RADIUS_M = 3_000
/** Beyond this from every city centre the demo world has no address to give. */
const CITY_RADIUS_M = 200_000

function reverseGeocode(params: MapParams): MapBody {
  const point = parseLatLng(params.location ?? '')
  if (!point) return fail(MapStatus.BAD_PARAM, ': location')
  const lang = langOf(params)
  const near = nearestCity(point, CITY_RADIUS_M)
  if (!near) return fail(MapStatus.NO_RESULT)
  const city = near.city
  const named = nearestPlace(point, NAME_RADIUS_M)
  const place = named?.place
  const district = place?.district[lang] ?? ''
  const address = place ? place.address[lang] : lang === 'en' ? city.name.en : `${city.province.zh === city.name.zh ? '' : city.province.zh}${city.name.zh}`
  const nearWord = (name: string) => (lang === 'en' ? `Near ${name}` : `${name}附近`)
  const recommend = place ? (named.distanceM <= 50 ? place.name[lang] : nearWord(place.name[lang])) : city.name[lang]
  const result: Record<string, unknown> = {
    location: { lat: point.lat, lng: point.lng },
    address,
    formatted_addresses: { recommend, rough: [district, place?.name[lang] ?? city.name[lang]].filter(Boolean).join(lang === 'en' ? ', ' : '') },
    address_component: { nation: NATION[lang], province: city.province[lang], city: city.name[lang], district, street: '', street_number: '' },
    ad_info: {
      nation_code: '156',
      adcode: String(city.adcode),
      name: [NATION[lang], city.province[lang], city.name[lang], district].filter(Boolean).join(','),
      city: city.name[lang],
      district,
      province: city.province[lang],
      location: { lat: city.lat, lng: city.lng },
    },
  }
  if (params.get_poi === '1') {
    const pois = nearbyPlaces(point, 2_000, 10)
    result.poi_count = pois.length
    result.pois = pois.map(({ place: p, distanceM }) => ({
      id: p.id,
      title: p.name[lang],
      address: p.address[lang],
      category: p.category[lang],
      location: { lat: p.lat, lng: p.lng },
      _distance: Math.round(distanceM),
    }))
  }
  return { ...MapStatus.OK, result }
}

/** Up to `limit` places within `maxM`, nearest first. */
function nearbyPlaces(point: LatLng, maxM: number, limit: number): { place: Place; distanceM: number }[] {
  const near = nearestCity(point, CITY_RADIUS_M)
  if (!near) return []
  return placesOfCity(near.city.cityCode)
    .map((place) => ({ place, distanceM: haversineM(point, place) }))
    .filter((x) => x.distanceM <= maxM)
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, limit)
}

// ---- coordinate translation ----

const MAX_TRANSLATE = 100

/** GET /ws/coord/v1/translate: type 1 GPS, 3 Baidu, 5 already GCJ-02 (2, 4 and 6 are not supported). */
export function translate(params: MapParams): MapBody {
  if (!present(params.locations)) return fail(MapStatus.MISSING, ': locations')
  if (!present(params.type)) return fail(MapStatus.MISSING, ': type')
  const type = params.type.trim()
  if (type !== '1' && type !== '3' && type !== '5') return fail(MapStatus.BAD_PARAM, ': type')
  const parts = params.locations.split(';').filter((s) => s.trim() !== '')
  if (parts.length === 0 || parts.length > MAX_TRANSLATE) return fail(MapStatus.BAD_PARAM, ': locations')
  const points: LatLng[] = []
  for (const part of parts) {
    const point = parseLatLng(part)
    if (!point) return fail(MapStatus.BAD_PARAM, ': locations')
    points.push(point)
  }
  // Outside the box of China every point comes back unchanged (spec overview §5); the transforms check it.
  const convert = type === '1' ? wgs84ToGcj02 : type === '3' ? bd09ToGcj02 : (p: LatLng) => ({ lat: p.lat, lng: p.lng })
  return { ...MapStatus.OK, locations: points.map(convert) }
}

// ---- driving route ----

/** Longer drives than this are no car ride of the demo world. */
const MAX_DRIVE_M = 1_000_000

/**
 * The provider's compressed polyline: the first point absolute, then each coordinate as the
 * difference from the one two places before, in millionths of a degree.
 */
export function encodePolyline(points: LatLng[]): number[] {
  const out: number[] = []
  let prevLat = 0
  let prevLng = 0
  points.forEach((point, i) => {
    const lat = Math.round(point.lat * 1e6)
    const lng = Math.round(point.lng * 1e6)
    if (i === 0) out.push(lat / 1e6, lng / 1e6)
    else out.push(lat - prevLat, lng - prevLng)
    prevLat = lat
    prevLng = lng
  })
  return out
}

/** GET /ws/direction/v1/driving/. */
export function driving(params: MapParams): MapBody {
  if (!present(params.from)) return fail(MapStatus.MISSING, ': from')
  if (!present(params.to)) return fail(MapStatus.MISSING, ': to')
  const from = parseLatLng(params.from)
  const to = parseLatLng(params.to)
  if (!from) return fail(MapStatus.BAD_PARAM, ': from')
  if (!to) return fail(MapStatus.BAD_PARAM, ': to')
  // The road model only knows China; a straight line past the limit is no drive either.
  if (!inChinaBounds(from) || !inChinaBounds(to) || haversineM(from, to) > MAX_DRIVE_M) return fail(MapStatus.NO_RESULT)
  const route = drivingRoute(from, to)
  return {
    ...MapStatus.OK,
    result: {
      routes: [
        {
          mode: 'DRIVING',
          distance: route.distanceM,
          duration: Math.ceil(route.durationS / 60),
          polyline: encodePolyline(route.points),
          steps: [],
        },
      ],
    },
  }
}

// ---- ip location ----

/** Cities an address is placed in: the hot mainland ones, in code order so the choice is stable. */
const IP_CITIES = cities
  .filter((c) => c.countryCode === 'CN' && c.hot)
  .map((c) => c.code)
  .sort()

/** GET /ws/location/v1/ip: the demo places each address in one hot city, always the same one. */
export function ipLocation(params: MapParams, callerIp: string): MapBody {
  const raw = present(params.ip) ? params.ip.trim() : callerIp
  const ip = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw
  if (!isIP(ip)) return fail(MapStatus.BAD_PARAM, ': ip')
  let hash = 0x811c9dc5
  for (let i = 0; i < ip.length; i++) hash = Math.imul(hash ^ ip.charCodeAt(i), 0x01000193)
  const city = cityCentre(IP_CITIES[(hash >>> 0) % IP_CITIES.length])
  if (!city) return fail(MapStatus.NO_RESULT)
  const lang = langOf(params)
  return {
    ...MapStatus.OK,
    result: {
      ip,
      location: { lat: city.lat, lng: city.lng },
      ad_info: { nation: NATION[lang], province: city.province[lang], city: city.name[lang], district: '', adcode: city.adcode },
    },
  }
}
