/**
 * The rules of a trip application form, pure (no MobX, no Taro) so the form, the change screen
 * and the tests read them the same way: dates (end defaults to start + 7 days, never before it),
 * budgets (2 decimals, total = their sum), routes per product (places, dates inside the
 * application's dates, flight number), attachments (type and size).
 */
import type { RouteProductType, TripRoute, TripRouteInput } from '../../core/api/trip'
import { addDaysText, chinaTodayText, compareYmd, toYmd } from '../../core/domain/calendar-date'
import { IMAGE_EXTENSIONS, fileExtension, validateUpload, type UploadCandidate } from '../../core/domain/validators'
import { scopedT, t } from '../../core/i18n/index'
import { tripDict } from '../i18n/trip'

const tt = scopedT(tripDict)

/** Spec §9: a trip application ends 7 days after it starts unless the user says otherwise. */
export const DEFAULT_TRIP_DAYS = 7
/** Travellers on one application (contract: 1..9). */
export const MAX_TRAVELLERS = 9
/** Routes on one application (contract: 0..20). */
export const MAX_ROUTES = 20
/** Attachments on one application (contract: attachmentIds up to 20). */
export const MAX_ATTACHMENTS = 20
/** Purpose 1..200, destination 1..100, change reason 1..200, route note up to 200 (contract). */
export const MAX_CCSY = 200
export const MAX_MDD = 100
export const MAX_REASON = 200
export const MAX_REMARK = 200
/** Every attachment at most 10 MB (spec: images; the contract says documents too). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** The largest budget the server takes. */
export const MAX_AMOUNT = 99999999

/** Today as 'YYYY-MM-DD' in China, wherever the phone is. */
export function todayText(now: number): string {
  return chinaTodayText(now)
}

/** Days from begin to end with both counted (a day trip is 1); 0 when either is unreadable or end is before begin. */
export function tripDayCount(begin: string, end: string): number {
  const a = toYmd(begin)
  const b = toYmd(end)
  if (!a || !b) return 0
  const n = Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400000) + 1
  return n > 0 ? n : 0
}

/** Negative, 0 or positive as a is before, on or after b; unreadable dates compare as equal. */
export function compareDay(a: string, b: string): number {
  const x = toYmd(a)
  const y = toYmd(b)
  return x && y ? compareYmd(x, y) : 0
}

/**
 * The end date after the start moved: start + 7 days unless the user chose an end that still
 * lies on or after the new start.
 */
export function endAfterStartChange(start: string, end: string, endChosen: boolean): string {
  if (endChosen && end && compareDay(end, start) >= 0) return end
  return addDaysText(start, DEFAULT_TRIP_DAYS)
}

/** What an amount input holds after typing: full-width digits and a decimal comma read as the server reads them. */
export function normalizeAmountInput(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[，,。．]/g, '.')
    .replace(/\s+/g, '')
}

/** A budget field's text as yuan: '' is 0; null when it is no amount (negative, > 2 decimals, not a number). */
export function parseAmount(text: string): number | null {
  const s = text.trim()
  if (s === '') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  const n = Number(s)
  return n <= MAX_AMOUNT ? n : null
}

/** The message of a budget field, or null when it reads as an amount. */
export function checkAmount(text: string): string | null {
  return parseAmount(text) === null ? tt('error.amount') : null
}

/** Sum of amounts in fen arithmetic, so 0.1 + 0.2 is 0.3. */
export function sumAmounts(values: readonly (number | null)[]): number {
  return values.reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0) / 100
}

/** An amount for a budget input ('' for 0, so the placeholder shows). */
export function amountText(n: number | undefined | null): string {
  return n ? String(Math.round(n * 100) / 100) : ''
}

/** Why a text is too long for its field, or null. */
export function checkLength(text: string, max: number, label: string): string | null {
  return text.trim().length > max ? tt('error.tooLong', { label, max }) : null
}

// ---------------------------------------------------------------- routes

/** A route as the form edits it: texts for the inputs, the stored route's id and booking kept. */
export interface RouteDraft {
  /** Local key (the routeId for stored routes). */
  key: string
  routeId?: string
  productType: RouteProductType
  fromCity: string
  fromCode: string
  toCity: string
  toCode: string
  dateBegin: string
  dateEnd: string
  /** Flight: 'Y' | 'C' | 'F' or '' (any); train: seat code or ''. */
  cabin: string
  flightNo: string
  fyys: string
  remark: string
  routeStatus?: 1 | 3
  orderId?: string
  orderNo?: string
}

export type RouteField = 'from' | 'to' | 'dateBegin' | 'dateEnd' | 'flightNo' | 'fyys' | 'remark'
export type RouteErrors = Partial<Record<RouteField, string>>

/** Products whose routes go from one place to another (the others are a city). */
export function hasFrom(p: number): boolean {
  return p === 10901 || p === 10902 || p === 10904
}

/** Hotel routes have a check-out date; the others one travel date. */
export function hasCheckOut(p: number): boolean {
  return p === 10903
}

let seq = 0
/** A fresh local key for a new route. */
export function newRouteKey(): string {
  seq += 1
  return `new-${seq}`
}

/** A new route of a product, dated at the start of the trip (a hotel: the first night). */
export function emptyRoute(productType: RouteProductType, tripBegin: string, tripEnd: string): RouteDraft {
  const checkOut = addDaysText(tripBegin, 1)
  return {
    key: newRouteKey(),
    productType,
    fromCity: '',
    fromCode: '',
    toCity: '',
    toCode: '',
    dateBegin: tripBegin,
    dateEnd: hasCheckOut(productType) ? (tripEnd && compareDay(checkOut, tripEnd) > 0 ? tripEnd : checkOut) : '',
    cabin: productType === 10901 || productType === 10902 ? 'Y' : '',
    flightNo: '',
    fyys: '',
    remark: '',
  }
}

/** A stored route as a draft (edit a draft, change an approved application). */
export function routeFromStored(r: TripRoute): RouteDraft {
  return {
    key: r.routeId,
    routeId: r.routeId,
    productType: r.productType,
    fromCity: r.fromCity ?? '',
    fromCode: r.fromCode ?? '',
    toCity: r.toCity,
    toCode: r.toCode,
    dateBegin: r.dateBegin,
    dateEnd: r.dateEnd ?? '',
    cabin: r.cabin ?? '',
    flightNo: r.flightNo ?? '',
    fyys: amountText(r.fyys),
    remark: r.remark ?? '',
    routeStatus: r.routeStatus,
    orderId: r.orderId,
    orderNo: r.orderNo,
  }
}

/** The route as the server takes it: empty optional fields left out, the flight number upper-cased. */
export function routeToInput(d: RouteDraft): TripRouteInput {
  const out: TripRouteInput = { productType: d.productType, toCity: d.toCity, toCode: d.toCode, dateBegin: d.dateBegin }
  if (d.routeId) out.routeId = d.routeId
  if (hasFrom(d.productType)) {
    out.fromCity = d.fromCity
    out.fromCode = d.fromCode
  }
  if (d.dateEnd) out.dateEnd = d.dateEnd
  if (d.cabin) out.cabin = d.cabin
  if (d.flightNo.trim()) out.flightNo = d.flightNo.trim().toUpperCase()
  const fyys = parseAmount(d.fyys)
  if (fyys) out.fyys = fyys
  if (d.remark.trim()) out.remark = d.remark.trim()
  return out
}

/** A booked route (an active order references it): kept unchanged by edits and changes. */
export function isLocked(d: Pick<RouteDraft, 'routeStatus'>): boolean {
  return d.routeStatus === 3
}

const FLIGHT_NO = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/

/** The field messages of a route; `trip` is the application's date range (checked when both are set). */
export function checkRoute(d: RouteDraft, trip: { begin: string; end: string }): RouteErrors {
  const e: RouteErrors = {}
  const p = d.productType
  if (hasFrom(p)) {
    if (!d.fromCode) e.from = tt('route.error.from')
    if (!d.toCode) e.to = tt('route.error.to')
    if (!e.from && !e.to && d.fromCode === d.toCode) e.to = tt('route.error.same')
  } else if (!d.toCode) {
    e.to = tt('route.error.city')
  }
  if (!d.dateBegin) e.dateBegin = tt('route.error.date')
  if (hasCheckOut(p) && !d.dateEnd) e.dateEnd = tt('route.error.date')
  if (d.dateBegin && d.dateEnd && compareDay(d.dateEnd, d.dateBegin) < 0) e.dateEnd = hasCheckOut(p) ? tt('route.error.checkOut') : t('validation.dateRange')
  const inside = (x: string) => !x || !trip.begin || !trip.end || (compareDay(x, trip.begin) >= 0 && compareDay(x, trip.end) <= 0)
  const outside = tt('route.error.outside', { begin: trip.begin, end: trip.end })
  if (!e.dateBegin && !inside(d.dateBegin)) e.dateBegin = outside
  if (!e.dateEnd && !inside(d.dateEnd)) e.dateEnd = outside
  if ((p === 10901 || p === 10902) && d.flightNo.trim() && !FLIGHT_NO.test(d.flightNo.trim().toUpperCase())) e.flightNo = tt('route.error.flightNo')
  const fyys = checkAmount(d.fyys)
  if (fyys) e.fyys = fyys
  const remark = checkLength(d.remark, MAX_REMARK, tt('route.remark'))
  if (remark) e.remark = remark
  return e
}

/** The first message of a route's errors, or null. */
export function firstRouteError(e: RouteErrors): string | null {
  return e.from ?? e.to ?? e.dateBegin ?? e.dateEnd ?? e.flightNo ?? e.fyys ?? e.remark ?? null
}

/** Whether two routes ask for the same thing (the change screen refuses a change that changes nothing). */
export function sameRoute(a: TripRouteInput, b: TripRouteInput): boolean {
  const keys: (keyof TripRouteInput)[] = ['productType', 'fromCode', 'toCode', 'dateBegin', 'dateEnd', 'cabin', 'flightNo', 'fyys', 'remark']
  return keys.every((k) => (a[k] ?? '') === (b[k] ?? ''))
}

// ---------------------------------------------------------------- attachments

/** Why a chosen file cannot be uploaded (type, or larger than 10 MB), or null. */
export function checkAttachment(file: UploadCandidate): string | null {
  const base = validateUpload(file)
  if (base) return base
  // validateUpload limits images only (the spec's wording); the upload service refuses any file
  // above 10 MB (contract), so documents are told before they travel too.
  const image = (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file))
  if (!image && file.size > MAX_FILE_BYTES) return tt('error.fileSize')
  return null
}
