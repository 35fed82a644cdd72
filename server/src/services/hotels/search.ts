/**
 * Hotel search (booking flows §3.5, §7.6): the city's hotel list with rooms left and the policy
 * verdict of each lowest price, a hotel's content, its rooms and rate plans for a stay, price
 * validation, keyword completion, the city's filters and the travel-policy calls. Content, plans,
 * prices and the rooms sold come from the supplier; rooms taken from the database
 * (hotel-inventory repository).
 *
 * List rules (decided where the spec is silent; server/README.md, Hotels): the distance limit is
 * 15 km from the reference point (a landmark, a position, else the city centre) unless `distance`
 * says otherwise (0: none) or a district or keyword narrows the search (no default limit then);
 * stars filter by the hotel's star (2 = two stars and below); the price range applies to the
 * lowest price of a room type with rooms left for every night.
 */
import type { AppContext, Caller } from '../../context'
import { findCompany } from '../../db/repositories/employees'
import { roomNightKey, takenInCity, takenInHotel } from '../../db/repositories/hotel-inventory'
import { findHotelSettings } from '../../db/repositories/hotel-orders'
import { ErrCode, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  HotelListItem,
  HotelStandard,
  HtDetailBody,
  HtDetailReply,
  HtGeoByCityBody,
  HtGeoByCityReply,
  HtKeywordBody,
  HtKeywordReply,
  HtListBody,
  HtListReply,
  HtPricePlanBody,
  HtPricePlanReply,
  HtPriceValidateBody,
  HtPriceValidateReply,
  HtTravelPolicyBody,
  HtTravelPolicyReply,
  RatePlanView,
  RoomTypeView,
} from '../../schemas/hotel'
import { FACILITY_BY_CODE } from '../../suppliers/hotels/catalog'
import { distanceKm, nightsOf } from '../../suppliers/hotels/simulator'
import type { HotelCity, QuotedPlan, QuotedRoom, SupplierHotel } from '../../suppliers/hotels/types'
import { findBookableEmployees } from '../identity/travellers'
import { bookableApplication } from '../trips/trip-applications'
import { hotelBadInput, hotelError, hotelText } from './hotel-messages'
import { hotelStandardFor, mostGenerous, priceVerdict, standardsOf, strictest, cityTierOf } from './policy'
import {
  breakfastText,
  cancelDeadline,
  cancelText,
  checkOccupancy,
  checkStay,
  makePriceKey,
  minuteText,
  money,
  parsePriceKey,
  QUOTE_VALID_MS,
  quoteExpired,
  type PriceKeyParts,
} from './rules'

/** Product code of hotel routes of a business-trip application. */
export const HOTEL_PRODUCT = 10903

/** Default distance limit of a list, km (§9 "distance 15"). */
export const DEFAULT_DISTANCE_KM = 15

/** A name in the request's language. */
export const nameIn = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)

const corpNoCache = new WeakMap<object, Map<number, string>>()

/** The company's code (agreement rates are the company's); cached, it never changes. */
export async function corpNoOf(ctx: AppContext, corpId: number): Promise<string> {
  let perDb = corpNoCache.get(ctx.db)
  if (!perDb) {
    perDb = new Map()
    corpNoCache.set(ctx.db, perDb)
  }
  const hit = perDb.get(corpId)
  if (hit !== undefined) return hit
  const corpNo = (await findCompany(ctx.db, corpId))?.corp_no ?? ''
  perDb.set(corpId, corpNo)
  return corpNo
}

/** A hotel city (4000 naming the city when the supplier has no hotels there). */
export function hotelCity(ctx: AppContext, cityId: string, lang: Lang): HotelCity {
  const city = ctx.hotels.city(cityId.trim().toUpperCase())
  if (!city) throw hotelBadInput(lang, 'cityUnknown', { city: cityId })
  return city
}

/** A hotel by id (4004 with the hotel wording). */
export function hotelById(ctx: AppContext, hotelId: string, lang: Lang): SupplierHotel {
  const hotel = ctx.hotels.hotel(hotelId.trim().toUpperCase())
  if (!hotel) throw hotelError(ErrCode.NOT_FOUND, lang, 'hotelNotFound')
  return hotel
}

/**
 * The business-trip application of a business search: one the caller may book under, and with
 * routeId a hotel route of it. Anything else answers 4004 like a missing one.
 */
export async function checkSearchApplication(ctx: AppContext, caller: Caller, tripType: number, ccsqdId: string | undefined, routeId: string | undefined, lang: Lang): Promise<void> {
  if (tripType !== 1 || !ccsqdId) return
  if (!/^\d{1,10}$/.test(ccsqdId) || (routeId !== undefined && routeId !== '' && !/^\d{1,10}$/.test(routeId))) throw notFound()
  const app = await bookableApplication(ctx, caller, routeId ? { ccsqdId, routeId } : { ccsqdId }, lang)
  if (routeId && !app.routes.some((r) => r.routeId === routeId && r.productType === HOTEL_PRODUCT)) throw notFound()
}

/** The standard of a search: the travellers' (in the caller's scope, 4004 otherwise), else the caller's; none on personal trips. */
export async function searchStandard(ctx: AppContext, caller: Caller, tripType: number, empIds: readonly string[] | undefined, city: HotelCity, lang: Lang): Promise<HotelStandard | null> {
  if (tripType !== 1) return null
  const travellers = await findBookableEmployees(ctx.db, caller, (empIds ?? []).map(Number))
  return hotelStandardFor(ctx, caller, tripType, travellers, city, { cached: true, lang })
}

/** The reply shape of a city. */
function cityView(city: HotelCity, lang: Lang) {
  return { cityId: city.code, name: nameIn(lang, city.nameZh, city.nameEn), domestic: city.domestic, tier: city.tier, lat: city.lat, lng: city.lng }
}

/** Service fee per room-night for a trip type (hotel_settings, else the company's booking fees). */
export async function serviceFeePerRoomNight(ctx: AppContext, corpId: number, tripType: number): Promise<number> {
  const settings = await findHotelSettings(ctx.db, corpId)
  return tripType === 1 ? settings.serviceFeeBusiness : settings.serviceFeePersonal
}

// ---------------------------------------------------------------- list

/** Whether a hotel matches a keyword (names, brand, district, address; case-insensitive). */
function matchesKeyword(hotel: SupplierHotel, districtNames: string[], keyword: string): boolean {
  const k = keyword.toLowerCase()
  return [hotel.nameZh, hotel.nameEn, hotel.brand.nameZh, hotel.brand.nameEn, hotel.addressZh, hotel.addressEn, ...districtNames].some((t) => t.toLowerCase().includes(k))
}

/** A hotel of the list before filtering and sorting. */
interface Candidate {
  hotel: SupplierHotel
  lowest: number | null
  full: boolean
  agreement: boolean
  distance: number
  wb: 0 | 1 | 2
}

/** Orders candidates by a sort code. */
function sorter(sort: number): (a: Candidate, b: Candidate) => number {
  const byId = (a: Candidate, b: Candidate) => a.hotel.hotelId.localeCompare(b.hotel.hotelId)
  const priceAsc = (a: Candidate, b: Candidate) => (a.lowest ?? Infinity) - (b.lowest ?? Infinity)
  const fullLast = (a: Candidate, b: Candidate) => Number(a.full || a.lowest === null) - Number(b.full || b.lowest === null)
  switch (sort) {
    case 1:
      return (a, b) => a.distance - b.distance || byId(a, b)
    case 2:
      return (a, b) => priceAsc(a, b) || byId(a, b)
    case 3:
      return (a, b) => fullLast(a, b) || (b.lowest ?? 0) - (a.lowest ?? 0) || byId(a, b)
    case 4:
      return (a, b) => b.hotel.star - a.hotel.star || priceAsc(a, b) || byId(a, b)
    case 5:
      return (a, b) => b.hotel.score - a.hotel.score || b.hotel.reviewCount - a.hotel.reviewCount || byId(a, b)
    default:
      // 12, recommended: bookable first, the company's agreement hotels, then rating against distance.
      return (a, b) => fullLast(a, b) || Number(b.agreement) - Number(a.agreement) ||
        (b.hotel.score * 20 - b.distance) - (a.hotel.score * 20 - a.distance) || byId(a, b)
  }
}

/** POST htQueryV2/list. */
export async function hotelList(ctx: AppContext, caller: Caller, body: HtListBody, lang: Lang): Promise<HtListReply> {
  const city = hotelCity(ctx, body.cityId, lang)
  const nightCount = checkStay(ctx.clock(), body.checkInDate, body.checkOutDate, lang)
  const { rooms } = checkOccupancy(body, lang)
  const tripType = body.tripType ?? 1
  const nights = nightsOf(body.checkInDate, body.checkOutDate)
  const [corpNo, std, taken] = await Promise.all([
    corpNoOf(ctx, caller.corpId),
    searchStandard(ctx, caller, tripType, body.travellerEmpIds, city, lang),
    takenInCity(ctx.db, city.code, nights),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  const rates = ctx.hotels.cityRates(city.code, body.checkInDate, body.checkOutDate, corpNo)
  const landmark = body.landmarkId ? city.landmarks.find((l) => l.id === body.landmarkId) : undefined
  if (body.landmarkId && !landmark) throw hotelBadInput(lang, 'cityUnknown', { city: body.landmarkId })
  const centre = landmark
    ? { lat: landmark.lat, lng: landmark.lng, name: nameIn(lang, landmark.nameZh, landmark.nameEn) }
    : body.lat !== undefined && body.lng !== undefined
      ? { lat: body.lat, lng: body.lng, name: '' }
      : { lat: city.lat, lng: city.lng, name: nameIn(lang, city.nameZh, city.nameEn) }
  const limit = body.distance !== undefined ? body.distance : body.districtId || body.keyword?.trim() ? 0 : DEFAULT_DISTANCE_KM
  const districtNames = new Map(city.districts.map((d) => [d.code, [d.nameZh, d.nameEn]]))
  const stars = body.stars?.length ? new Set(body.stars.map((s) => Math.max(2, s))) : null
  const brands = body.brandIds?.length ? new Set(body.brandIds.map((b) => b.toUpperCase())) : null
  const keyword = body.keyword?.trim()
  const candidates: Candidate[] = []
  for (const rate of rates) {
    const hotel = rate.hotel
    if (stars && !stars.has(hotel.star)) continue
    if (brands && !brands.has(hotel.brand.code)) continue
    if (body.districtId && hotel.districtCode !== body.districtId) continue
    if (body.agreementOnly === 1 && !rate.agreement) continue
    if (keyword && !matchesKeyword(hotel, districtNames.get(hotel.districtCode) ?? [], keyword)) continue
    const distance = Math.round(distanceKm(centre, hotel) * 10) / 10
    if (limit > 0 && distance > limit) continue
    let lowest: number | null = null
    let anyRooms = false
    for (const room of rate.rooms) {
      const left = Math.min(...room.capacity.map((cap, i) => cap - (taken.get(roomNightKey(hotel.hotelId, room.roomTypeId, nights[i])) ?? 0)))
      if (left < rooms) continue
      anyRooms = true
      if (room.lowest !== null && (lowest === null || room.lowest < lowest)) lowest = room.lowest
    }
    if (body.minPrice !== undefined && (lowest === null || lowest < body.minPrice)) continue
    if (body.maxPrice !== undefined && body.maxPrice > 0 && (lowest === null || lowest > body.maxPrice)) continue
    const wb = priceVerdict(std, lowest, lang).wb
    if (body.inPolicyOnly === 1 && (lowest === null || wb !== 0)) continue
    candidates.push({ hotel, lowest, full: !anyRooms, agreement: rate.agreement, distance, wb })
  }
  candidates.sort(sorter(body.sort ?? 12))
  const pageNum = body.pageNum ?? 1
  const count = body.count ?? 20
  const page = candidates.slice((pageNum - 1) * count, pageNum * count)
  const list: HotelListItem[] = page.map((c) => {
    const district = city.districts.find((d) => d.code === c.hotel.districtCode)
    return {
      hotelId: c.hotel.hotelId,
      name: nameIn(lang, c.hotel.nameZh, c.hotel.nameEn),
      star: c.hotel.star,
      brandId: c.hotel.brand.code,
      brandName: nameIn(lang, c.hotel.brand.nameZh, c.hotel.brand.nameEn),
      districtId: c.hotel.districtCode,
      districtName: district ? nameIn(lang, district.nameZh, district.nameEn) : '',
      address: nameIn(lang, c.hotel.addressZh, c.hotel.addressEn),
      lat: c.hotel.lat,
      lng: c.hotel.lng,
      distanceKm: c.distance,
      score: c.hotel.score,
      reviewCount: c.hotel.reviewCount,
      photo: c.hotel.photos[0]?.url ?? '',
      facilities: c.hotel.facilities,
      lowestPrice: c.full ? null : c.lowest,
      full: c.full,
      agreement: c.agreement,
      wb: c.full ? 0 : c.wb,
    }
  })
  return { list, total: candidates.length, pageNum, count, nights: nightCount, city: cityView(city, lang), center: centre, travelStandard: std }
}

// ---------------------------------------------------------------- detail

/** POST htQueryV2/detail. */
export async function hotelDetail(ctx: AppContext, _caller: Caller, body: HtDetailBody, lang: Lang): Promise<HtDetailReply> {
  const hotel = hotelById(ctx, body.hotelId, lang)
  const city = hotelCity(ctx, hotel.cityCode, lang)
  const district = city.districts.find((d) => d.code === hotel.districtCode)
  const nearby = city.landmarks
    .map((l) => ({ id: l.id, name: nameIn(lang, l.nameZh, l.nameEn), kind: l.kind, distanceKm: Math.round(distanceKm(hotel, l) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, 5)
  return {
    hotelId: hotel.hotelId,
    cityId: city.code,
    cityName: nameIn(lang, city.nameZh, city.nameEn),
    name: nameIn(lang, hotel.nameZh, hotel.nameEn),
    otherName: nameIn(lang, hotel.nameEn, hotel.nameZh),
    star: hotel.star,
    brandId: hotel.brand.code,
    brandName: nameIn(lang, hotel.brand.nameZh, hotel.brand.nameEn),
    groupId: hotel.brand.groupCode,
    groupName: nameIn(lang, hotel.brand.groupNameZh, hotel.brand.groupNameEn),
    districtId: hotel.districtCode,
    districtName: district ? nameIn(lang, district.nameZh, district.nameEn) : '',
    address: nameIn(lang, hotel.addressZh, hotel.addressEn),
    lat: hotel.lat,
    lng: hotel.lng,
    centreKm: hotel.centreKm,
    score: hotel.score,
    reviewCount: hotel.reviewCount,
    phone: hotel.phone,
    openYear: hotel.openYear,
    renovationYear: hotel.renovationYear,
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    description: nameIn(lang, hotel.descriptionZh, hotel.descriptionEn),
    facilities: hotel.facilities.map((code) => {
      const f = FACILITY_BY_CODE.get(code)
      return { code, name: f ? nameIn(lang, f.nameZh, f.nameEn) : code }
    }),
    photos: hotel.photos.map((p) => ({ kind: p.kind, url: p.url })),
    nearby,
    domestic: city.domestic,
  }
}

// ---------------------------------------------------------------- rooms and plans

/** Rooms left of a room type on every night of a stay (the fewest). */
export function roomsLeftOf(room: QuotedRoom, hotelId: string, taken: Map<string, number>): number {
  if (room.capacity.length === 0) return 0
  return Math.max(0, Math.min(...room.capacity.map((c) => c.rooms - (taken.get(roomNightKey(hotelId, room.room.roomTypeId, c.night)) ?? 0))))
}

/** The average nightly price of a plan (null: a night without quotation). */
export function avgOf(plan: QuotedPlan): number | null {
  if (plan.nightly.some((n) => n.price === null)) return null
  return Math.round(plan.nightly.reduce((s, n) => s + (n.price as number), 0) / plan.nightly.length)
}

/** The room price of a stay for some rooms (null: a night without quotation). */
export function roomTotalOf(plan: QuotedPlan, rooms: number): number | null {
  if (plan.nightly.some((n) => n.price === null)) return null
  return money(plan.nightly.reduce((s, n) => s + (n.price as number), 0) * rooms)
}

/** POST htQueryV2/pricePlan. */
export async function pricePlan(ctx: AppContext, caller: Caller, body: HtPricePlanBody, lang: Lang): Promise<HtPricePlanReply> {
  const hotel = hotelById(ctx, body.hotelId, lang)
  const city = hotelCity(ctx, hotel.cityCode, lang)
  const now = ctx.clock()
  const nightCount = checkStay(now, body.checkInDate, body.checkOutDate, lang)
  const { rooms } = checkOccupancy(body, lang)
  const tripType = body.tripType ?? 1
  const [corpNo, std, taken] = await Promise.all([
    corpNoOf(ctx, caller.corpId),
    searchStandard(ctx, caller, tripType, body.travellerEmpIds, city, lang),
    takenInHotel(ctx.db, hotel.hotelId, nightsOf(body.checkInDate, body.checkOutDate)),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  const quote = ctx.hotels.quote(hotel.hotelId, body.checkInDate, body.checkOutDate, corpNo)
  if (!quote) throw hotelError(ErrCode.NOT_FOUND, lang, 'hotelNotFound')
  const roomViews: RoomTypeView[] = quote.rooms.map((room) => {
    const left = roomsLeftOf(room, hotel.hotelId, taken)
    const plans = room.plans.map((plan): RatePlanView => {
      const avg = avgOf(plan)
      const deadline = cancelDeadline(plan, body.checkInDate)
      const unavailable = avg === null ? 'NO_QUOTATION' : left < rooms ? 'FULL' : null
      const verdict = priceVerdict(std, avg, lang)
      return {
        ratePlanId: plan.ratePlanId,
        priceKey: makePriceKey({ hotelId: hotel.hotelId, ratePlanId: plan.ratePlanId, checkIn: body.checkInDate, checkOut: body.checkOutDate, quotedAt: now }),
        name: nameIn(lang, plan.nameZh, plan.nameEn),
        breakfast: plan.breakfast,
        breakfastText: breakfastText(plan.breakfast, lang),
        cancelType: plan.cancelType,
        cancelDeadline: deadline ? minuteText(deadline) : null,
        cancelText: cancelText(plan, body.checkInDate, lang),
        guarantee: plan.guarantee,
        payment: plan.payment,
        agreement: plan.agreement,
        nightly: plan.nightly.map((n) => ({ night: n.night, price: n.price })),
        avgPrice: avg,
        totalPrice: roomTotalOf(plan, rooms),
        bookable: unavailable === null && verdict.wb !== 2,
        unavailable,
        wb: verdict.wb,
        wbText: verdict.text,
      }
    })
    const bookablePrices = plans.filter((p) => p.unavailable === null && p.avgPrice !== null).map((p) => p.avgPrice as number)
    return {
      roomTypeId: room.room.roomTypeId,
      name: nameIn(lang, room.room.nameZh, room.room.nameEn),
      bedType: room.room.bedType,
      bed: nameIn(lang, room.room.bedZh, room.room.bedEn),
      areaSqm: room.room.areaSqm,
      floor: room.room.floor,
      maxOccupancy: room.room.maxOccupancy,
      window: room.room.window,
      smoking: room.room.smoking,
      roomsLeft: left,
      lowestPrice: bookablePrices.length ? Math.min(...bookablePrices) : null,
      plans,
    }
  })
  return {
    hotelId: hotel.hotelId,
    name: nameIn(lang, hotel.nameZh, hotel.nameEn),
    checkInDate: body.checkInDate,
    checkOutDate: body.checkOutDate,
    nights: nightCount,
    roomCount: rooms,
    quoteExpiresAt: minuteText(new Date(now.getTime() + QUOTE_VALID_MS)),
    travelStandard: std,
    rooms: roomViews,
  }
}

/** A quoted plan of a price key: the hotel, its city, the room with its plan and rooms left (4000 when the key names nothing). */
export async function planOfKey(ctx: AppContext, corpId: number, parts: PriceKeyParts, lang: Lang) {
  const hotel = ctx.hotels.hotel(parts.hotelId)
  const city = hotel ? ctx.hotels.city(hotel.cityCode) : null
  const quote = hotel ? ctx.hotels.quote(hotel.hotelId, parts.checkIn, parts.checkOut, await corpNoOf(ctx, corpId)) : null
  const room = quote?.rooms.find((r) => r.room.roomTypeId === parts.roomTypeId)
  const plan = room?.plans.find((p) => p.ratePlanId === parts.ratePlanId)
  if (!hotel || !city || !quote || !room || !plan) throw hotelBadInput(lang, 'priceKeyInvalid')
  const taken = await takenInHotel(ctx.db, hotel.hotelId, quote.nights)
  return { hotel, city, quote, room, plan, roomsLeft: roomsLeftOf(room, hotel.hotelId, taken) }
}

/** What the card guarantees for a plan: the first night or the whole stay, for the rooms (0 without guarantee). */
export function guaranteeAmountOf(plan: QuotedPlan, rooms: number): number {
  if (plan.guarantee === 'NONE' || plan.nightly.some((n) => n.price === null)) return 0
  if (plan.guarantee === 'FIRST_NIGHT') return money((plan.nightly[0].price as number) * rooms)
  return roomTotalOf(plan, rooms) ?? 0
}

/** POST htQueryV2/priceValidate: EXPIRED, FULL and NO_QUOTATION answer valid false with their message; malformed keys 4000. */
export async function priceValidate(ctx: AppContext, caller: Caller, body: HtPriceValidateBody, lang: Lang): Promise<HtPriceValidateReply> {
  const parts = parsePriceKey(body.priceKey)
  if (!parts) throw hotelBadInput(lang, 'priceKeyInvalid')
  const now = ctx.clock()
  const nights = checkStay(now, parts.checkIn, parts.checkOut, lang)
  const { rooms } = checkOccupancy({ roomCount: body.roomCount }, lang)
  const { hotel, plan, roomsLeft } = await planOfKey(ctx, caller.corpId, parts, lang)
  const feePerRoomNight = await serviceFeePerRoomNight(ctx, caller.corpId, body.tripType ?? 1)
  const roomTotal = roomTotalOf(plan, rooms)
  const serviceFee = money(feePerRoomNight * rooms * nights)
  const deadline = cancelDeadline(plan, parts.checkIn)
  const reasonCode = quoteExpired(parts, now) ? 'EXPIRED' : roomTotal === null ? 'NO_QUOTATION' : roomsLeft < rooms ? 'FULL' : null
  const reasonKey = reasonCode === 'EXPIRED' ? 'planExpired' : reasonCode === 'NO_QUOTATION' ? 'planNoQuote' : 'planFull'
  return {
    valid: reasonCode === null,
    reasonCode,
    reason: reasonCode === null ? '' : hotelText(lang, reasonKey),
    priceKey: reasonCode === null ? makePriceKey({ hotelId: hotel.hotelId, ratePlanId: plan.ratePlanId, checkIn: parts.checkIn, checkOut: parts.checkOut, quotedAt: now }) : '',
    nightly: plan.nightly.map((n) => ({ night: n.night, price: n.price })),
    avgPrice: avgOf(plan),
    roomTotal,
    serviceFee,
    totalAmount: roomTotal === null ? null : money(roomTotal + serviceFee),
    roomsLeft,
    payment: plan.payment,
    guarantee: plan.guarantee,
    guaranteeAmount: guaranteeAmountOf(plan, rooms),
    cancelType: plan.cancelType,
    cancelDeadline: deadline ? minuteText(deadline) : null,
    cancelText: cancelText(plan, parts.checkIn, lang),
  }
}

// ---------------------------------------------------------------- keyword, geo, policy

/** POST htQueryV2/keyword. */
export async function keywordCompletion(ctx: AppContext, _caller: Caller, body: HtKeywordBody, lang: Lang): Promise<HtKeywordReply> {
  const city = hotelCity(ctx, body.cityId, lang)
  const k = body.keyword.trim().toLowerCase()
  const hit = (zh: string, en: string) => zh.toLowerCase().includes(k) || en.toLowerCase().includes(k)
  const list: HtKeywordReply['list'] = []
  for (const d of city.districts) if (hit(d.nameZh, d.nameEn) && list.length < 3) list.push({ type: 'DISTRICT', id: d.code, name: nameIn(lang, d.nameZh, d.nameEn), sub: '' })
  for (const l of city.landmarks.filter((x) => hit(x.nameZh, x.nameEn)).slice(0, 4)) list.push({ type: 'LANDMARK', id: l.id, name: nameIn(lang, l.nameZh, l.nameEn), sub: l.kind })
  for (const b of ctx.hotels.brandsOf(city.code).filter((x) => hit(x.nameZh, x.nameEn)).slice(0, 3)) list.push({ type: 'BRAND', id: b.code, name: nameIn(lang, b.nameZh, b.nameEn), sub: nameIn(lang, b.groupNameZh, b.groupNameEn) })
  for (const h of ctx.hotels.hotelsOf(city.code)) {
    if (list.length >= 20) break
    if (!hit(h.nameZh, h.nameEn)) continue
    const d = city.districts.find((x) => x.code === h.districtCode)
    list.push({ type: 'HOTEL', id: h.hotelId, name: nameIn(lang, h.nameZh, h.nameEn), sub: d ? nameIn(lang, d.nameZh, d.nameEn) : '' })
  }
  return { list }
}

/** POST htQueryV2/geoByCity. */
export async function geoByCity(ctx: AppContext, _caller: Caller, body: HtGeoByCityBody, lang: Lang): Promise<HtGeoByCityReply> {
  const city = hotelCity(ctx, body.cityId, lang)
  const hotels = ctx.hotels.hotelsOf(city.code)
  const count = (pick: (h: SupplierHotel) => boolean) => hotels.filter(pick).length
  return {
    city: cityView(city, lang),
    districts: city.districts.map((d) => ({ id: d.code, name: nameIn(lang, d.nameZh, d.nameEn), lat: d.lat, lng: d.lng, hotelCount: count((h) => h.districtCode === d.code) })),
    landmarks: city.landmarks.map((l) => ({ id: l.id, name: nameIn(lang, l.nameZh, l.nameEn), kind: l.kind, lat: l.lat, lng: l.lng })),
    brands: ctx.hotels.brandsOf(city.code).map((b) => ({
      id: b.code, name: nameIn(lang, b.nameZh, b.nameEn), groupId: b.groupCode, groupName: nameIn(lang, b.groupNameZh, b.groupNameEn), hotelCount: count((h) => h.brand.code === b.code),
    })),
    hotelCount: hotels.length,
  }
}

/** POST htQuery/travelPolicy and htQueryV2/travelPolicy. */
export async function travelPolicy(ctx: AppContext, caller: Caller, body: HtTravelPolicyBody, lang: Lang): Promise<HtTravelPolicyReply> {
  const city = hotelCity(ctx, body.cityId, lang)
  if (body.ldrq <= body.rzrq) throw hotelBadInput(lang, 'checkOutOrder')
  const tripType = body.tripType ?? 1
  await checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang)
  const roomList = body.roomList?.length ? body.roomList : [{ empIds: [String(caller.empId)] }]
  const employees = await findBookableEmployees(ctx.db, caller, roomList.flatMap((r) => r.empIds.map(Number)))
  const own = tripType === 1 ? await standardsOf(ctx, caller.corpId, employees, city, { lang }) : new Map()
  const capOfEmp = (id: number) => own.get(id)?.cap ?? null
  const rooms = roomList.map((r, i) => {
    const standards = r.empIds.map((id) => own.get(Number(id))).filter((s): s is HotelStandard => Boolean(s))
    const std = body.sfpf === 1 ? mostGenerous(standards) : strictest(standards)
    return { roomNo: i + 1, empIds: r.empIds, cap: std?.cap ?? null, std }
  })
  const roomStandards = rooms.map((r) => r.std).filter((s): s is HotelStandard => s !== null)
  return {
    cityTier: cityTierOf(city),
    nights: nightsOf(body.rzrq, body.ldrq).length,
    standards: employees.map((e) => ({ empId: String(e.id), name: e.emp_name, empRank: e.emp_rank, cap: capOfEmp(e.id) })),
    rooms: rooms.map(({ roomNo, empIds, cap }) => ({ roomNo, empIds, cap })),
    travelStandard: tripType === 1 ? strictest(roomStandards) : null,
  }
}
