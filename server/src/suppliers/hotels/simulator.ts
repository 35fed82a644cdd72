/**
 * The hotel simulator: a deterministic hotel world on the seeded cities.
 *
 * - Every city of cities.ts gets hotels (Shanghai 1,000, Beijing 800, Guangzhou and Shenzhen 500,
 *   Hangzhou and Chengdu 300, other first-tier cities 200, tier 2 120, tier 3 40; international
 *   cities 40–60), built on first use from a PRNG keyed by city and index: the same world after
 *   every restart. Brands are real (catalog.ts), stars 2–5 by the city's tier, positions around the
 *   centre in real districts for the large cities (generic areas elsewhere), facilities,
 *   description and photo placeholders.
 * - Room types by star; rate plans per room type: room only with free cancellation until 18:00 of
 *   the check-in day, with breakfast and a first-night penalty after 12:00 the day before,
 *   non-cancellable (8 % cheaper), pay at the hotel with a card guarantee (first night, full stay
 *   at five stars), and the company's agreement (协议) rate at about 12 % of the hotels per company
 *   (15 % off, breakfast, free cancellation until 18:00).
 * - Nightly prices from star × city tier × brand × hotel × room type × season (month) × weekend
 *   (Friday and Saturday nights) ± a few percent per night; about 1.5 % of plan-nights have no
 *   quotation. Rooms sold per room type and night 2–14 (5 % sold out at the supplier).
 * - Dates are the caller's (relative to the app clock); nothing here reads the time except
 *   confirmations, which are numbered from the order number.
 */
import { cities as seedCities, type City } from '../../db/seed-data/geo/cities'
import { createPrng, type Prng } from '../../util/prng'
import {
  AGREEMENT_FACTOR,
  AGREEMENT_SHARE,
  BRANDS,
  BRAND_BY_CODE,
  BREAKFAST_PRICE,
  CITY_AREAS,
  FACILITIES,
  GENERIC_AREAS,
  GENERIC_INTL_AREAS,
  GENERIC_INTL_LANDMARKS,
  GENERIC_LANDMARKS,
  HOTEL_COUNT,
  HOTEL_COUNT_BY_TIER,
  INTL_FACTOR,
  INTL_HOTEL_COUNT,
  MONTH_FACTOR,
  NON_CANCELLABLE_FACTOR,
  NO_QUOTE_SHARE,
  ROADS,
  ROOMS,
  SOLD_OUT_SHARE,
  STAR_BASE,
  TIER_FACTOR,
  WEEKEND_FACTOR,
  type AreaDef,
  type BrandDef,
} from './catalog'
import type {
  Confirmation,
  ConfirmRequest,
  HotelBrand,
  HotelCity,
  HotelQuote,
  HotelRates,
  HotelStar,
  HotelSupplier,
  QuotedPlan,
  QuotedRoom,
  SupplierHotel,
  SupplierRatePlan,
  SupplierRoomType,
} from './types'

const DAY_MS = 24 * 60 * 60 * 1000

/** FNV-1a, 32 bits. */
function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function prngFor(key: string): Prng {
  return createPrng(hashString(key))
}

/** A number in [0, 1) fixed by a key (FNV-1a with murmur3's finaliser, so close keys spread). */
function unitFor(key: string): number {
  let h = hashString(key)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The point `east` and `north` km from a centre. */
function offset(centre: { lat: number; lng: number }, east: number, north: number): { lat: number; lng: number } {
  const lat = centre.lat + north / 111.2
  const lng = centre.lng + east / (111.2 * Math.cos((centre.lat * Math.PI) / 180))
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 }
}

/** 'YYYY-MM-DD' plus days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The nights of a stay (check-in day to the day before check-out). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const out: string[] = []
  for (let d = checkIn; d < checkOut && out.length < 400; d = addDays(d, 1)) out.push(d)
  return out
}

function weightedPick<T extends { weight: number }>(prng: Prng, items: readonly T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0)
  let r = prng.next() * total
  for (const item of items) {
    r -= item.weight
    if (r < 0) return item
  }
  return items[items.length - 1]
}

/** Star mix by city tier (international: upscale). */
const STAR_MIX: Record<'1' | '2' | '3' | 'intl', [HotelStar, number][]> = {
  1: [[2, 24], [3, 36], [4, 25], [5, 15]],
  2: [[2, 30], [3, 38], [4, 22], [5, 10]],
  3: [[2, 40], [3, 40], [4, 15], [5, 5]],
  intl: [[2, 10], [3, 30], [4, 35], [5, 25]],
}

const ROMAN = ['', '', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X']
const CN_NUM = ['', '', '二', '三', '四', '五', '六', '七', '八', '九', '十']

/** A built city: its hotels and their indexes. */
interface CityWorld {
  city: HotelCity
  hotels: SupplierHotel[]
  brands: HotelBrand[]
  /** Per hotel: the base nightly price of a standard room (before season, weekend, room type). */
  base: Map<string, number>
}

/** A city's night for a company: per hotel (index) and room type the plans' prices (NaN: no quotation) and the rooms sold. */
interface NightSheet {
  prices: Float64Array[][]
  capacity: number[][]
}

/** A room type with the factor of its price. */
interface RoomWorld {
  room: SupplierRoomType
  factor: number
  plans: SupplierRatePlan[]
}

const freeze = <T>(value: T): T => Object.freeze(value)

/** The simulated supplier. */
export class SimulatedHotelSupplier implements HotelSupplier {
  readonly kind = 'simulator'
  private readonly cities = new Map<string, City>(seedCities.map((c) => [c.code, c]))
  private readonly worlds = new Map<string, CityWorld>()
  private readonly rooms = new Map<string, RoomWorld[]>()
  private readonly rateCache = new Map<string, readonly HotelRates[]>()
  private readonly nightCache = new Map<string, NightSheet>()

  /** The clock is kept for connectors that need it; the simulated world does not depend on it. */
  constructor(readonly clock: () => Date = () => new Date()) {}

  city(cityCode: string): HotelCity | null {
    return this.world(cityCode)?.city ?? null
  }

  hotelsOf(cityCode: string): readonly SupplierHotel[] {
    return this.world(cityCode)?.hotels ?? []
  }

  hotel(hotelId: string): SupplierHotel | null {
    const match = /^([A-Z]{3})(\d{4})$/.exec(hotelId)
    if (!match) return null
    const world = this.world(match[1])
    const index = Number(match[2]) - 1
    return world && index >= 0 && index < world.hotels.length ? world.hotels[index] : null
  }

  brandsOf(cityCode: string): readonly HotelBrand[] {
    return this.world(cityCode)?.brands ?? []
  }

  brands(): readonly HotelBrand[] {
    return BRANDS.map(brandOf)
  }

  roomTypes(hotelId: string): readonly SupplierRoomType[] {
    return this.roomWorld(hotelId).map((r) => r.room)
  }

  cityRates(cityCode: string, checkIn: string, checkOut: string, corpNo: string): readonly HotelRates[] {
    const key = `${cityCode}|${checkIn}|${checkOut}|${corpNo}`
    const hit = this.rateCache.get(key)
    if (hit) return hit
    const world = this.world(cityCode)
    if (!world) return []
    const sheets = nightsOf(checkIn, checkOut).map((night) => this.nightSheet(world, night, corpNo))
    const rates = world.hotels.map((hotel, h): HotelRates => {
      const agreement = hasAgreement(corpNo, hotel.hotelId)
      const rooms = this.roomWorld(hotel.hotelId).map((rw, r) => {
        const planCount = sheets[0].prices[h][r].length
        let lowest: number | null = null
        let lowestAgreement = false
        for (let p = 0; p < planCount; p += 1) {
          let sum = 0
          for (const sheet of sheets) sum += sheet.prices[h][r][p]
          // NaN (a night without quotation) never compares lower.
          if (Number.isNaN(sum)) continue
          const avg = Math.round(sum / sheets.length)
          if (lowest === null || avg < lowest) {
            lowest = avg
            lowestAgreement = agreement && p === 0
          }
        }
        return { roomTypeId: rw.room.roomTypeId, lowest, agreement: lowestAgreement, capacity: sheets.map((sheet) => sheet.capacity[h][r]) }
      })
      return { hotel, agreement, rooms }
    })
    if (this.rateCache.size >= 256) this.rateCache.delete(this.rateCache.keys().next().value as string)
    this.rateCache.set(key, rates)
    return rates
  }

  /**
   * One night of a city for a company: each hotel's room types with the price of each plan (NaN: no
   * quotation; the agreement plan first when the company has one) and the rooms sold. Stays are
   * sums of nights, so a list of any stay costs additions once its nights are built (cached).
   */
  private nightSheet(world: CityWorld, night: string, corpNo: string): NightSheet {
    const key = `${world.city.code}|${night}|${corpNo}`
    const hit = this.nightCache.get(key)
    if (hit) return hit
    const factor = nightFactor(night)
    const prices: Float64Array[][] = []
    const capacity: number[][] = []
    for (const hotel of world.hotels) {
      const agreement = hasAgreement(corpNo, hotel.hotelId)
      const hotelNight = (world.base.get(hotel.hotelId) ?? STAR_BASE[hotel.star]) * factor * jitterOf(hotel.hotelId, night)
      const rooms = this.roomWorld(hotel.hotelId)
      prices.push(rooms.map((rw) => Float64Array.from(this.plansFor(rw, agreement), (plan) => planPrice(hotel, rw, plan, night, hotelNight) ?? Number.NaN)))
      capacity.push(rooms.map((rw) => capacityOf(hotel.hotelId, rw.room.roomTypeId, night, rw.factor)))
    }
    const sheet = { prices, capacity }
    if (this.nightCache.size >= 2048) this.nightCache.delete(this.nightCache.keys().next().value as string)
    this.nightCache.set(key, sheet)
    return sheet
  }

  quote(hotelId: string, checkIn: string, checkOut: string, corpNo: string): HotelQuote | null {
    const hotel = this.hotel(hotelId)
    if (!hotel) return null
    const nights = nightsOf(checkIn, checkOut)
    const agreement = hasAgreement(corpNo, hotelId)
    const rooms: QuotedRoom[] = this.roomWorld(hotelId).map((rw) => ({
      room: rw.room,
      capacity: nights.map((n) => ({ night: n, rooms: capacityOf(hotelId, rw.room.roomTypeId, n, rw.factor) })),
      plans: this.plansFor(rw, agreement).map((plan): QuotedPlan => ({ ...plan, nightly: nights.map((n) => ({ night: n, price: this.price(hotel, rw, plan, n) })) })),
    }))
    return { hotel, checkIn, checkOut, nights, rooms }
  }

  async confirm(request: ConfirmRequest): Promise<Confirmation> {
    const hotel = this.hotel(request.hotelId)
    if (!hotel) throw new Error(`unknown hotel ${request.hotelId}`)
    const prefix = BRAND_BY_CODE.get(hotel.brand.code)?.confirmPrefix ?? 'HT'
    const digits = String(hashString(`confirm:${request.orderNo}`) % 100_000_000).padStart(8, '0')
    return { confirmNo: `${prefix}${digits}` }
  }

  async cancel(_confirmNo: string): Promise<void> {
    // The simulated hotels accept every cancellation the rate plan allows (the service decided the fee).
  }

  // ---------------------------------------------------------------- building

  private world(cityCode: string): CityWorld | null {
    const code = cityCode.toUpperCase()
    const cached = this.worlds.get(code)
    if (cached) return cached
    const seed = this.cities.get(code)
    if (!seed) return null
    const world = buildCity(seed)
    this.worlds.set(code, world)
    return world
  }

  private roomWorld(hotelId: string): RoomWorld[] {
    const cached = this.rooms.get(hotelId)
    if (cached) return cached
    const hotel = this.hotel(hotelId)
    if (!hotel) return []
    const built = buildRooms(hotel)
    this.rooms.set(hotelId, built)
    return built
  }

  /** The plans of a room type, with the agreement plan first when the company has one. */
  private plansFor(rw: RoomWorld, agreement: boolean): SupplierRatePlan[] {
    if (!agreement) return rw.plans
    return [agreementPlan(rw.room), ...rw.plans]
  }

  /** The price of a plan on a night (null: no quotation). */
  private price(hotel: SupplierHotel, rw: RoomWorld, plan: SupplierRatePlan, night: string): number | null {
    const base = this.world(hotel.cityCode)?.base.get(hotel.hotelId) ?? STAR_BASE[hotel.star]
    return planPrice(hotel, rw, plan, night, base * nightFactor(night) * jitterOf(hotel.hotelId, night))
  }
}

/** Season and weekend factor of a night. */
function nightFactor(night: string): number {
  const month = Number(night.slice(5, 7))
  const day = new Date(`${night}T00:00:00Z`).getUTCDay()
  return MONTH_FACTOR[month] * (day === 5 || day === 6 ? WEEKEND_FACTOR : 1)
}

/** A hotel's own few percent up or down on a night. */
function jitterOf(hotelId: string, night: string): number {
  return 0.97 + unitFor(`pj:${hotelId}:${night}`) * 0.06
}

/** A plan's price on a night from the hotel's standard-room price that night (null: no quotation). */
function planPrice(hotel: SupplierHotel, rw: RoomWorld, plan: SupplierRatePlan, night: string, hotelNight: number): number | null {
  if (!plan.agreement && unitFor(`nq:${hotel.hotelId}:${plan.ratePlanId}:${night}`) < NO_QUOTE_SHARE) return null
  let price = hotelNight * rw.factor
  if (plan.cancelType === 'NON_CANCELLABLE') price *= NON_CANCELLABLE_FACTOR
  if (plan.agreement) price *= AGREEMENT_FACTOR
  price += plan.breakfast * BREAKFAST_PRICE[hotel.star]
  return Math.round(price)
}

/** The public part of a brand. */
function brandOf(b: BrandDef): HotelBrand {
  return { code: b.code, nameZh: b.nameZh, nameEn: b.nameEn, groupCode: b.groupCode, groupNameZh: b.groupNameZh, groupNameEn: b.groupNameEn }
}

/** Whether a company has an agreement rate at a hotel. */
export function hasAgreement(corpNo: string, hotelId: string): boolean {
  return corpNo !== '' && unitFor(`agr:${corpNo}:${hotelId}`) < AGREEMENT_SHARE
}

/** Rooms the supplier sells of a room type on a night (fewer of the dearer types). */
function capacityOf(hotelId: string, roomTypeId: string, night: string, factor: number): number {
  const u = unitFor(`cap:${hotelId}:${roomTypeId}:${night}`)
  if (u < SOLD_OUT_SHARE) return 0
  const most = factor >= 2 ? 4 : factor >= 1.4 ? 8 : 14
  return 2 + Math.floor(((u - SOLD_OUT_SHARE) / (1 - SOLD_OUT_SHARE)) * (most - 1))
}

/** The agreement plan of a room type. */
function agreementPlan(room: SupplierRoomType): SupplierRatePlan {
  return freeze({
    ratePlanId: `${room.roomTypeId}-A`, roomTypeId: room.roomTypeId, nameZh: '企业协议价（含双早）', nameEn: 'Corporate agreement rate (breakfast for two)',
    breakfast: 2, cancelType: 'FREE_UNTIL', cancelDaysBefore: 0, cancelHour: 18, guarantee: 'NONE', payment: 'PREPAY', agreement: true,
  })
}

function buildCity(seed: City): CityWorld {
  const domestic = seed.countryCode === 'CN'
  const own = CITY_AREAS[seed.code]
  const areaDefs = own?.districts ?? (domestic ? GENERIC_AREAS : GENERIC_INTL_AREAS)
  const landmarkDefs = own?.landmarks ?? (domestic ? GENERIC_LANDMARKS : GENERIC_INTL_LANDMARKS)
  const centre = { lat: seed.lat, lng: seed.lng }
  const districts = areaDefs.map((d, i) => ({ code: `${seed.code}-D${i + 1}`, nameZh: d.nameZh, nameEn: d.nameEn, ...offset(centre, d.east, d.north) }))
  const landmarks = landmarkDefs.map((d, i) => ({ id: `${seed.code}-L${i + 1}`, nameZh: d.nameZh, nameEn: d.nameEn, kind: d.kind, ...offset(centre, d.east, d.north) }))
  const city: HotelCity = freeze({ code: seed.code, nameZh: seed.nameZh, nameEn: seed.nameEn, tier: seed.tier, domestic, lat: seed.lat, lng: seed.lng, districts, landmarks })
  const count = HOTEL_COUNT[seed.code] ?? (domestic ? HOTEL_COUNT_BY_TIER[seed.tier] : INTL_HOTEL_COUNT[seed.tier])
  const mix = STAR_MIX[domestic ? (String(seed.tier) as '1' | '2' | '3') : 'intl'].map(([star, weight]) => ({ star, weight }))
  const brands = BRANDS.filter((b) => b.market === 'BOTH' || b.market === (domestic ? 'CN' : 'INTL'))
  const areas = areaDefs.map((d, i) => ({ ...d, def: d, district: districts[i] }))
  const seen = new Set<string>()
  const hotels: SupplierHotel[] = []
  const base = new Map<string, number>()
  for (let i = 0; i < count; i += 1) {
    const prng = prngFor(`hotel:${seed.code}:${i}`)
    const star = weightedPick(prng, mix).star
    const brand = weightedPick(prng, brands.filter((b) => b.stars.includes(star)))
    const area = weightedPick(prng, areas)
    const angle = prng.next() * 2 * Math.PI
    const radius = Math.sqrt(prng.next()) * (own ? 2.5 : 2)
    const pos = offset(centre, area.def.east + Math.cos(angle) * radius, area.def.north + Math.sin(angle) * radius)
    const hotelId = `${seed.code}${String(i + 1).padStart(4, '0')}`
    const names = hotelNames(prng, seed, brand, star, area.def, landmarks, seen)
    const road = ROADS[prng.int(0, ROADS.length - 1)]
    const number = prng.int(1, 1999)
    const centreKm = Math.round(distanceKm(centre, pos) * 10) / 10
    const score = Math.min(5, Math.round((3.7 + (star - 2) * 0.2 + prng.next() * 0.6) * 10) / 10)
    const openYear = prng.int(1995, 2022)
    const facilities = facilitiesOf(prng, star)
    const nearest = [...landmarks].sort((x, y) => distanceKm(pos, x) - distanceKm(pos, y))[0]
    const nearestKm = nearest ? Math.round(distanceKm(pos, nearest) * 10) / 10 : 0
    const photoN = (k: number) => ((hashString(`${hotelId}:${k}`) % 6) + 1)
    const hotel: SupplierHotel = freeze({
      hotelId,
      cityCode: seed.code,
      nameZh: names.zh,
      nameEn: names.en,
      star,
      brand: brandOf(brand),
      districtCode: area.district.code,
      addressZh: domestic ? `${seed.nameZh}${area.def.nameZh.replace(/^(市中心|新区)$/, '')}${road[0]}${number}号` : `${road[1]} ${number}, ${seed.nameEn}`,
      addressEn: `No. ${number} ${road[1]}, ${area.def.nameEn}, ${seed.nameEn}`,
      lat: pos.lat,
      lng: pos.lng,
      centreKm,
      score,
      reviewCount: prng.int(40, 9000),
      openYear,
      renovationYear: Math.min(2025, openYear + prng.int(0, 12)),
      phone: domestic ? `+86-${prng.int(20, 999)}-${prng.int(10000000, 89999999)}` : `+${prng.int(1, 99)}-${prng.int(10000000, 99999999)}`,
      facilities,
      descriptionZh: `${names.zh}位于${seed.nameZh}${area.def.nameZh}，${nearest ? `距${nearest.nameZh}约${nearestKm}公里，` : ''}${openYear}年开业。` +
        `酒店为${brand.groupNameZh}旗下${brand.nameZh}品牌${['', '', '经济型', '舒适型', '高档型', '豪华型'][star]}酒店，提供${facilities.slice(0, 4).map((f) => FACILITIES.find((x) => x.code === f)?.nameZh).join('、')}等服务，适合商务出行。`,
      descriptionEn: `${names.en} is in ${area.def.nameEn}, ${seed.nameEn}${nearest ? `, about ${nearestKm} km from ${nearest.nameEn}` : ''}, opened in ${openYear}. ` +
        `A ${['', '', 'budget', 'mid-range', 'upscale', 'luxury'][star]} ${brand.nameEn} hotel (${brand.groupNameEn}) with ${facilities.slice(0, 4).map((f) => FACILITIES.find((x) => x.code === f)?.nameEn.toLowerCase()).join(', ')}, suited to business travel.`,
      photos: [
        { kind: 'facade', url: `/static/hotel/facade-${photoN(1)}.jpg` },
        { kind: 'lobby', url: `/static/hotel/lobby-${photoN(2)}.jpg` },
        { kind: 'room', url: `/static/hotel/room-${photoN(3)}.jpg` },
        { kind: star >= 4 ? 'restaurant' : 'breakfast', url: `/static/hotel/${star >= 4 ? 'restaurant' : 'breakfast'}-${photoN(4)}.jpg` },
      ],
      checkInFrom: '14:00',
      checkOutUntil: '12:00',
    })
    const tier = domestic ? TIER_FACTOR[seed.tier] : INTL_FACTOR
    const location = centreKm < 3 ? 1.1 : centreKm > 12 ? 0.88 : 1
    base.set(hotelId, STAR_BASE[star] * tier * brand.priceFactor * (0.88 + prng.next() * 0.3) * location)
    hotels.push(hotel)
  }
  const brandCodes = new Set(hotels.map((h) => h.brand.code))
  return { city, hotels, brands: BRANDS.filter((b) => brandCodes.has(b.code)).map(brandOf), base }
}

/** A hotel's names in both languages, unique in its city. */
function hotelNames(
  prng: Prng,
  city: City,
  brand: BrandDef,
  star: HotelStar,
  area: AreaDef,
  landmarks: { nameZh: string; nameEn: string }[],
  seen: Set<string>,
): { zh: string; en: string } {
  const areaZh = area.nameZh.replace(/区$/, '').replace(/^(市中心|中央商务区)$/, '')
  const locators: [string, string][] = [
    [areaZh, area.nameEn], ...landmarks.map((x): [string, string] => [x.nameZh, x.nameEn]), ...ROADS.map(([zh, en]): [string, string] => [zh.replace(/(路|大道)$/, ''), en.replace(/ (Road|Avenue)$/, '')]),
  ]
  const make = (raw: [string, string], n: number) => {
    // '上海虹桥站' names its city already: '全季酒店（上海虹桥站店）', not '上海上海虹桥站'.
    const loc: [string, string] = [raw[0].startsWith(city.nameZh) ? raw[0].slice(city.nameZh.length) : raw[0], raw[1].startsWith(`${city.nameEn} `) ? raw[1].slice(city.nameEn.length + 1) : raw[1]]
    const zhLoc = `${city.nameZh}${loc[0]}`
    const zh = star >= 4 && brand.code !== 'CITYHOTEL'
      ? `${zhLoc}${brand.nameZh}酒店${n > 1 ? `（${CN_NUM[n] ?? n}店）` : ''}`
      : `${brand.nameZh}酒店（${zhLoc}${n > 1 ? CN_NUM[n] ?? n : ''}店）`
    const en = `${brand.nameEn} ${city.nameEn}${loc[1] && loc[1] !== 'City centre' && loc[1] !== 'Downtown' ? ` ${loc[1]}` : ''}${n > 1 ? ROMAN[n] ?? ` ${n}` : ''}`
    return { zh, en }
  }
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const loc = attempt === 0 && prng.next() < 0.4 ? locators[0] : locators[prng.int(0, locators.length - 1)]
    const names = make(loc, 1)
    if (!seen.has(names.zh)) {
      seen.add(names.zh)
      return names
    }
  }
  for (let n = 2; ; n += 1) {
    const names = make(locators[0], n)
    if (!seen.has(names.zh)) {
      seen.add(names.zh)
      return names
    }
  }
}

/** Facility codes by star. */
function facilitiesOf(prng: Prng, star: HotelStar): string[] {
  const has = (code: string, chance: number) => (prng.next() < chance ? [code] : [])
  return [
    'WIFI', 'FRONTDESK24', 'LUGGAGE',
    ...has('PARKING', star >= 4 ? 0.95 : 0.6),
    ...has('RESTAURANT', star >= 4 ? 1 : star === 3 ? 0.6 : 0.2),
    ...has('GYM', star >= 4 ? 1 : star === 3 ? 0.35 : 0),
    ...has('POOL', star === 5 ? 0.9 : star === 4 ? 0.35 : 0),
    ...has('MEETING', star >= 4 ? 0.95 : 0.25),
    ...has('LAUNDRY', star >= 3 ? 0.85 : 0.5),
    ...has('AIRPORTSHUTTLE', star >= 4 ? 0.35 : 0.1),
    ...has('SPA', star === 5 ? 0.6 : 0),
    ...has('EXECLOUNGE', star === 5 ? 0.9 : star === 4 ? 0.3 : 0),
    ...has('EVCHARGER', 0.3),
    ...has('ROBOT', star === 3 ? 0.5 : 0.1),
  ]
}

/** Room types and rate plans of a hotel. */
function buildRooms(hotel: SupplierHotel): RoomWorld[] {
  const prng = prngFor(`rooms:${hotel.hotelId}`)
  const eligible = ROOMS.filter((r) => r.minStar <= hotel.star && (hotel.star < 4 || r.factor >= 1.18 || prng.next() < 0.5))
  const chosen = eligible.filter((_, i) => i < 2 || prng.next() < 0.7).slice(0, 6)
  return chosen.map((def, i): RoomWorld => {
    const roomTypeId = `R${i + 1}`
    const room: SupplierRoomType = freeze({
      roomTypeId, nameZh: def.nameZh, nameEn: def.nameEn, bedType: def.bedType, bedZh: def.bedZh, bedEn: def.bedEn,
      areaSqm: prng.int(def.area[0], def.area[1]), floor: `${prng.int(2, 6)}-${prng.int(8, hotel.star >= 4 ? 30 : 15)}`,
      maxOccupancy: def.maxOccupancy, window: prng.next() < 0.92, smoking: prng.next() < 0.1,
    })
    const plan = (n: number, values: Omit<SupplierRatePlan, 'ratePlanId' | 'roomTypeId' | 'agreement'>): SupplierRatePlan =>
      freeze({ ratePlanId: `${roomTypeId}-P${n}`, roomTypeId, agreement: false, ...values })
    const breakfast = def.maxOccupancy >= 2 ? 2 : 1
    const plans: SupplierRatePlan[] = [
      plan(1, { nameZh: '不含早 · 限时取消', nameEn: 'Room only · free cancellation', breakfast: 0, cancelType: 'FREE_UNTIL', cancelDaysBefore: 0, cancelHour: 18, guarantee: 'NONE', payment: 'PREPAY' }),
    ]
    if (prng.next() < 0.75) {
      plans.push(plan(2, { nameZh: `含${breakfast === 2 ? '双' : '单'}早 · 超时扣首晚`, nameEn: `Breakfast for ${breakfast === 2 ? 'two' : 'one'} · first night charged when late`, breakfast, cancelType: 'PENALTY_AFTER', cancelDaysBefore: 1, cancelHour: 12, guarantee: 'NONE', payment: 'PREPAY' }))
    }
    if (prng.next() < 0.55) {
      plans.push(plan(3, { nameZh: '特惠价 · 不可取消', nameEn: 'Saver rate · non-refundable', breakfast: 0, cancelType: 'NON_CANCELLABLE', cancelDaysBefore: 0, cancelHour: 0, guarantee: 'NONE', payment: 'PREPAY' }))
    }
    if (prng.next() < (hotel.star >= 4 ? 0.6 : 0.35)) {
      const full = hotel.star === 5
      plans.push(plan(4, {
        nameZh: full ? '到店付 · 全额担保' : '到店付 · 首晚担保', nameEn: full ? 'Pay at hotel · full-stay guarantee' : 'Pay at hotel · first-night guarantee',
        breakfast: 0, cancelType: 'PENALTY_AFTER', cancelDaysBefore: 0, cancelHour: 18, guarantee: full ? 'FULL_STAY' : 'FIRST_NIGHT', payment: 'PAY_AT_HOTEL',
      }))
    }
    return { room, factor: def.factor, plans }
  })
}
