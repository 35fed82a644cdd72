/**
 * Hotel price inquiries (询价, issue 11 step 7; booking flows §7.6 "demand-order save, list, detail
 * and note"): a demand order for a hotel or dates the user could not book online, answered by a
 * travel consultant's quote (the simulated consultant: inquiry-consultant.ts), which the user
 * accepts into the normal booking form.
 *
 *   save ──> WAITING ──consultant──> QUOTED ──accept──> ACCEPTED (a fresh price key handed out)
 *               │          └──────> NO_OFFER (nothing fits: the consultant's note says why)
 *               ├──cancel (WAITING, QUOTED)──> CANCELLED
 *               └──the stay can no longer be booked / the quote's 24 h passed──> EXPIRED
 *   accept of a plan gone, full or dearer than quoted ──> 4009, back to WAITING for a new quote
 *
 * Rules (decided here; server/README.md, Hotels, Price inquiry):
 * - the stay follows the list's rules (rules.ts checkStay, checkOccupancy); the hotel is asked by id
 *   (a hotel of the city) or by name, or not at all (any hotel of the city within the budget);
 * - travellers are resolved as htOrder/book resolves guests (booking.ts resolveGuests: employees in
 *   the booker's scope, the booker's frequent travellers or named guests, English names at
 *   international hotels) rather than with booking/travellers.ts, which asks for identity
 *   documents a hotel does not need; the application is checked as a hotel booking checks it
 *   (booking/application.ts checkApplication, hotel routes of the city on the check-in day);
 * - a waiting inquiry expires when its stay can no longer be booked (the lead time of today's
 *   stay); a quote 24 h after it was made, or then if earlier; reads show an inquiry past its end
 *   as EXPIRED whether or not the consultant's pass has written it yet;
 * - who sees an inquiry: its booker, its employee travellers, and on business trips those whose
 *   booking scope covers the booker or a traveller (the rule of hotel orders); another company's
 *   id, or one outside the scope, answers 4004 exactly like a missing one. The list shows those
 *   the caller made or travels on.
 */
import type { AppContext, Caller } from '../../context'
import { findEmployeeScopes } from '../../db/repositories/hotel-orders'
import {
  findInquiriesPage,
  findInquiry,
  findInquiryGuests,
  findInquiryNotes,
  insertInquiry,
  insertInquiryNote,
  moveInquiry,
  type HotelInquiry,
  type HotelInquiryGuest,
} from '../../db/repositories/hotel-inquiries'
import { nextOrderNo } from '../../db/repositories/orders'
import { AppError, ErrCode, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  HtDemandAcceptReply,
  HtDemandCancelReply,
  HtDemandDetail,
  HtDemandItem,
  HtDemandListBody,
  HtDemandListReply,
  HtDemandNoteBody,
  HtDemandQuote,
  HtDemandSaveBody,
  HtDemandSaveReply,
  InquiryStatus,
} from '../../schemas/hotel-inquiry'
import { addDays } from '../../suppliers/hotels/simulator'
import type { QuotedPlan } from '../../suppliers/hotels/types'
import { chinaDate, formatChinaTime } from '../../util/time'
import { checkApplication } from '../booking/application'
import { parameterValues } from '../company/company'
import { inScope } from '../identity/travellers'
import { resolveGuests } from './booking'
import { breakfastText, cancelText, chinaAt, checkOccupancy, checkStay, LEAD_HOURS, makePriceKey, minuteText, money, QUOTE_VALID_MS } from './rules'
import { avgOf, HOTEL_PRODUCT, hotelById, hotelCity, nameIn, planOfKey, roomTotalOf } from './search'

/** Inquiry numbers: 询价 XJ + China date + 6 digits (the order number sequence). */
const INQUIRY_PREFIX = 'XJ'
/** How long a consultant's quote holds (at most: never past the stay's booking close). */
export const QUOTE_HOLD_MS = 24 * 60 * 60 * 1000

/** Statuses in which the user may still add notes or cancel. */
const OPEN: readonly InquiryStatus[] = ['WAITING', 'QUOTED']
/** Statuses from which a quote may be accepted (an accepted one again, for a fresh key). */
const ACCEPTABLE: readonly InquiryStatus[] = ['QUOTED', 'ACCEPTED']

// ---------------------------------------------------------------- texts

const texts = {
  hotelNotInCity: { zh: '所选酒店不在该城市，请重新选择', en: 'The chosen hotel is not in this city, please choose again' },
  inquiryNotOpen: { zh: '贵司未开通酒店询价，请联系管理员', en: 'Hotel price inquiry is not open for your company; contact the administrator' },
  travellersOverGuests: { zh: '入住人（{n}位）多于所填入住人数（{m}位）', en: 'More travellers ({n}) than guests stated ({m})' },
  inquiryClosed: { zh: '询价单{status}，不能再{action}', en: 'The inquiry is {status}: it can no longer be {action}' },
  noteEmpty: { zh: '请填写留言内容', en: 'Please write a note' },
  notQuoted: { zh: '差旅顾问尚未报价，请稍候', en: 'The travel consultant has not quoted yet, please wait' },
  notWaiting: { zh: '该询价单不在等待报价状态', en: 'The inquiry is not waiting for a quote' },
  planGone: {
    zh: '顾问报价的房型已售完或已下线，已请差旅顾问重新报价',
    en: 'The quoted room is sold out or no longer offered: the travel consultant has been asked for a new quote',
  },
  priceRose: {
    zh: '报价房型的价格已上涨（现每间每晚{now}元，报价{quoted}元），已请差旅顾问重新报价',
    en: 'The quoted room costs more now (CNY {now} per night instead of {quoted}): the travel consultant has been asked for a new quote',
  },
  actionNote: { zh: '留言', en: 'commented on' },
  actionCancel: { zh: '取消', en: 'cancelled' },
  actionAccept: { zh: '预订', en: 'booked' },
  statusWAITING: { zh: '等待报价', en: 'waiting for a quote' },
  statusQUOTED: { zh: '已报价', en: 'quoted' },
  statusNO_OFFER: { zh: '暂无合适报价', en: 'without an offer' },
  statusACCEPTED: { zh: '已接受报价', en: 'accepted' },
  statusCANCELLED: { zh: '已取消', en: 'cancelled' },
  statusEXPIRED: { zh: '已过期', en: 'expired' },
  consultant: { zh: '差旅顾问', en: 'Travel consultant' },
  system: { zh: '系统', en: 'System' },
  quoted: {
    zh: '您好，我是您的差旅顾问。{lead}{hotel}「{room}·{plan}」，{checkIn}入住{nights}晚，每间每晚均价{avg}元，{rooms}间房费共{total}元（{breakfast}；{cancel}）。报价{expires}前有效，确认无误请点击“预订”。',
    en: 'Hello, this is your travel consultant. {lead}{hotel}, {room} ({plan}), check-in {checkIn} for {nights} night(s): CNY {avg} per room and night on average, CNY {total} for {rooms} room(s) ({breakfast}; {cancel}). The quote holds until {expires}; tap "Book" to go ahead.',
  },
  leadAsked: { zh: '已为您询到', en: 'I have found you ' },
  leadInstead: { zh: '您询问的{asked}所选日期暂无符合要求的房间，为您推荐', en: '{asked} has nothing that fits on these dates; instead I suggest ' },
  noOffer: {
    zh: '您好，我是您的差旅顾问。很抱歉，{city}{checkIn}入住{nights}晚暂无符合要求{budget}的房间，建议调整日期或预算后重新询价。',
    en: 'Hello, this is your travel consultant. Sorry: nothing in {city} fits{budget} for check-in {checkIn}, {nights} night(s). Please try other dates or a higher budget.',
  },
  noOfferBudget: { zh: '（每间每晚不超过{budget}元）', en: ' (at most CNY {budget} per room and night)' },
} as const

/** A key of the inquiry texts. */
export type InquiryTextKey = keyof typeof texts

/** An inquiry text in a language with its placeholders filled. */
export function inquiryText(lang: Lang, key: InquiryTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** A refusal with an inquiry text as its tips. */
/** Company parameter of price inquiry (value1 '0': not open). */
export const INQUIRY_PARAM = '10930'

export function inquiryError(code: typeof ErrCode.BAD_INPUT | typeof ErrCode.CONFLICT, lang: Lang, key: InquiryTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  return new AppError(code, 'fieldInvalid', { tips: inquiryText(lang, key, params), data })
}

/** 4009: the inquiry's status does not allow the action. */
function closedError(lang: Lang, status: InquiryStatus, action: 'actionNote' | 'actionCancel' | 'actionAccept'): AppError {
  return inquiryError(ErrCode.CONFLICT, lang, 'inquiryClosed', { status: inquiryText(lang, `status${status}`), action: inquiryText(lang, action) }, { status })
}

// ---------------------------------------------------------------- times and status

/** The last moment a stay can be booked: its check-in day's end less the lead time (rules.ts checkStay). */
export function stayCloses(checkIn: string): Date {
  return new Date(chinaAt(addDays(checkIn, 1), 0).getTime() - LEAD_HOURS * 60 * 60 * 1000)
}

/** When a quote made at `now` ends. */
export function quoteEnds(checkIn: string, now: Date): Date {
  return new Date(Math.min(now.getTime() + QUOTE_HOLD_MS, stayCloses(checkIn).getTime()))
}

/** The status readers see: a waiting or quoted inquiry past its end is EXPIRED, written or not. */
export function shownStatus(row: Pick<HotelInquiry, 'status' | 'expires_at'>, now: Date): InquiryStatus {
  const status = row.status as InquiryStatus
  if (OPEN.includes(status) && row.expires_at.getTime() <= now.getTime()) return 'EXPIRED'
  return status
}

// ---------------------------------------------------------------- the quote

/** What an inquiry keeps of the quoted hotel, room and plan (quote_snapshot). */
export interface QuoteSnapshot {
  hotelZh: string
  hotelEn: string
  star: number
  addressZh: string
  addressEn: string
  roomZh: string
  roomEn: string
  planZh: string
  planEn: string
  breakfast: number
  cancelType: QuotedPlan['cancelType']
  cancelDaysBefore: number
  cancelHour: number
  payment: QuotedPlan['payment']
  guarantee: QuotedPlan['guarantee']
  agreement: boolean
  nightly: { night: string; price: number | null }[]
}

/** The quote of an inquiry in a language (null before a quote). */
export function quoteView(row: HotelInquiry, lang: Lang): HtDemandQuote | null {
  if (!row.quote_snapshot || !row.quote_hotel_id || !row.quoted_at) return null
  const s = JSON.parse(row.quote_snapshot) as QuoteSnapshot
  return {
    hotelId: row.quote_hotel_id,
    hotelName: nameIn(lang, s.hotelZh, s.hotelEn),
    star: s.star,
    address: nameIn(lang, s.addressZh, s.addressEn),
    roomTypeId: row.quote_room_type_id ?? '',
    roomName: nameIn(lang, s.roomZh, s.roomEn),
    ratePlanId: row.quote_rate_plan_id ?? '',
    planName: nameIn(lang, s.planZh, s.planEn),
    breakfast: s.breakfast,
    breakfastText: breakfastText(s.breakfast, lang),
    cancelType: s.cancelType,
    cancelText: cancelText(s, row.check_in, lang),
    payment: s.payment,
    guarantee: s.guarantee,
    agreement: s.agreement,
    nightly: s.nightly,
    avgPrice: Number(row.quote_avg_price),
    roomTotal: Number(row.quote_room_total),
    quotedAt: formatChinaTime(row.quoted_at),
    expiresAt: minuteText(row.expires_at),
  }
}

/** The columns that clear a quote (the inquiry waits again). */
export const NO_QUOTE = {
  quoted_at: null, quote_hotel_id: null, quote_room_type_id: null, quote_rate_plan_id: null, quote_avg_price: null, quote_room_total: null, quote_snapshot: null,
} as const

// ---------------------------------------------------------------- scope

/** Whether the caller may see an inquiry (the hotel orders' rule: booker, travellers, scope on business trips). */
async function canSeeInquiry(ctx: AppContext, caller: Caller, row: HotelInquiry, guests: HotelInquiryGuest[]): Promise<boolean> {
  if (row.corp_id !== caller.corpId) return false
  if (row.booker_emp_id === caller.empId) return true
  const guestEmps = guests.flatMap((g) => (g.emp_id !== null ? [g.emp_id] : []))
  if (guestEmps.includes(caller.empId)) return true
  if (row.trip_type !== 1) return false
  const people = await findEmployeeScopes(ctx.db, [row.booker_emp_id, ...guestEmps])
  return people.some((e) => inScope(caller, e))
}

/** An inquiry the caller may see, with its travellers (4004 otherwise, exactly like a missing id). */
async function visibleInquiry(ctx: AppContext, caller: Caller, id: number): Promise<{ row: HotelInquiry; guests: HotelInquiryGuest[] }> {
  const row = await findInquiry(ctx.db, caller.corpId, id)
  if (!row) throw notFound()
  const guests = await findInquiryGuests(ctx.db, [row.id])
  if (!(await canSeeInquiry(ctx, caller, row, guests))) throw notFound()
  return { row, guests }
}

// ---------------------------------------------------------------- save

/** POST htDemand/save. */
export async function saveInquiry(ctx: AppContext, caller: Caller, body: HtDemandSaveBody, lang: Lang): Promise<HtDemandSaveReply> {
  // Company parameter 10930 opens price inquiry (on unless the company turned it off).
  const [open] = await parameterValues(ctx, [INQUIRY_PARAM], caller.corpId)
  if (open?.value1 === '0') throw inquiryError(ErrCode.CONFLICT, lang, 'inquiryNotOpen')
  const now = ctx.clock()
  const city = hotelCity(ctx, body.cityId, lang)
  const hotel = body.hotelId ? hotelById(ctx, body.hotelId, lang) : null
  if (hotel && hotel.cityCode !== city.code) throw inquiryError(ErrCode.BAD_INPUT, lang, 'hotelNotInCity')
  const nights = checkStay(now, body.checkInDate, body.checkOutDate, lang)
  const rooms = body.roomCount ?? 1
  const { adults, children } = checkOccupancy({ roomCount: rooms, adultCount: body.adultCount ?? Math.max(rooms, body.travellers.length), childCount: body.childCount }, lang)
  if (body.travellers.length > adults + children) throw inquiryError(ErrCode.BAD_INPUT, lang, 'travellersOverGuests', { n: body.travellers.length, m: adults + children })
  const guests = await resolveGuests(ctx, caller, [{ guests: body.travellers }], body.tripType, !city.domestic, lang)
  const application = await checkApplication(ctx, caller, {
    tripType: body.tripType,
    ccsqdId: body.ccsqdId,
    routeId: body.routeId,
    travellers: guests.map((g) => ({ empId: g.empId, name: g.name })),
    legs: [{ depCity: '', arrCity: city.code, depDate: body.checkInDate }],
    productCode: HOTEL_PRODUCT,
  })
  const { id, inquiryNo } = await ctx.db.transaction().execute(async (trx) => {
    const no = await nextOrderNo(trx, INQUIRY_PREFIX, chinaDate(now))
    const newId = await insertInquiry(trx, {
      inquiry_no: no,
      corp_id: caller.corpId,
      booker_emp_id: caller.empId,
      trip_type: body.tripType,
      city_code: city.code,
      hotel_id: hotel?.hotelId ?? null,
      hotel_name: hotel ? hotel.nameZh : (body.hotelName?.trim() ?? ''),
      check_in: body.checkInDate,
      check_out: body.checkOutDate,
      nights,
      rooms,
      adults,
      children,
      budget: body.budget ?? null,
      remark: body.remark?.trim() ?? '',
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      ccsqd_id: application?.applicationId ?? null,
      route_id: application?.routeId ?? null,
      status: 'WAITING',
      waiting_since: now,
      expires_at: stayCloses(body.checkInDate),
      created_at: now,
      updated_at: now,
    }, guests.map((g, sort) => ({ emp_id: g.empId, contact_id: g.contactId, name: g.name, phone: g.phone, sort })))
    return { id: newId, inquiryNo: no }
  })
  return { id: String(id), inquiryNo, status: 'WAITING' }
}

// ---------------------------------------------------------------- reading

/** The row of the list. */
function itemOf(ctx: AppContext, row: HotelInquiry, guests: HotelInquiryGuest[], lang: Lang, now: Date): HtDemandItem {
  const city = ctx.hotels.city(row.city_code)
  const asked = row.hotel_id ? ctx.hotels.hotel(row.hotel_id) : null
  const quote = quoteView(row, lang)
  return {
    id: String(row.id),
    inquiryNo: row.inquiry_no,
    status: shownStatus(row, now),
    tripType: row.trip_type,
    cityId: row.city_code,
    cityName: city ? nameIn(lang, city.nameZh, city.nameEn) : row.city_code,
    hotelId: row.hotel_id,
    hotelName: asked ? nameIn(lang, asked.nameZh, asked.nameEn) : row.hotel_name,
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    nights: row.nights,
    roomCount: row.rooms,
    budget: row.budget === null ? null : Number(row.budget),
    travellerNames: guests.filter((g) => g.inquiry_id === row.id).map((g) => g.name).join(lang === 'en' ? ', ' : '、'),
    quotedHotelName: quote?.hotelName ?? null,
    quotedPrice: quote?.avgPrice ?? null,
    expiresAt: minuteText(row.expires_at),
    createdAt: formatChinaTime(row.created_at),
  }
}

/** GET / POST htDemand/list: the inquiries the caller made or travels on, newest first. */
export async function listInquiries(ctx: AppContext, caller: Caller, body: HtDemandListBody, lang: Lang): Promise<HtDemandListReply> {
  const now = ctx.clock()
  const pageNum = body.pageNum ?? 1
  const count = body.count ?? 20
  const { rows, total } = await findInquiriesPage(ctx.db, caller.corpId, caller.empId, { status: body.status, now, pageNum, count })
  const guests = await findInquiryGuests(ctx.db, rows.map((r) => r.id))
  return { list: rows.map((r) => itemOf(ctx, r, guests, lang, now)), total, pageNum, count }
}

/** The detail of an inquiry the caller sees. */
async function detailOf(ctx: AppContext, row: HotelInquiry, guests: HotelInquiryGuest[], lang: Lang): Promise<HtDemandDetail> {
  const now = ctx.clock()
  const status = shownStatus(row, now)
  const notes = await findInquiryNotes(ctx.db, row.id)
  return {
    ...itemOf(ctx, row, guests, lang, now),
    adultCount: row.adults,
    childCount: row.children,
    remark: row.remark,
    contact: { name: row.contact_name, phone: row.contact_phone },
    travellers: guests.map((g) => ({ empId: g.emp_id === null ? null : String(g.emp_id), contactId: g.contact_id === null ? null : String(g.contact_id), name: g.name, phone: g.phone })),
    ccsqdId: row.ccsqd_id === null ? null : String(row.ccsqd_id),
    routeId: row.route_id === null ? null : String(row.route_id),
    quote: quoteView(row, lang),
    notes: notes.map((n) => ({
      id: String(n.id),
      author: n.author as 'USER' | 'CONSULTANT' | 'SYSTEM',
      name: n.author === 'USER' ? (n.emp_name ?? '') : inquiryText(lang, n.author === 'CONSULTANT' ? 'consultant' : 'system'),
      text: lang === 'en' && n.body_en ? n.body_en : n.body,
      createdAt: formatChinaTime(n.created_at),
    })),
    allowedActions: {
      note: OPEN.includes(status),
      cancel: OPEN.includes(status),
      accept: ACCEPTABLE.includes(status) && row.expires_at.getTime() > now.getTime(),
    },
  }
}

/** GET / POST htDemand/detail. */
export async function inquiryDetail(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<HtDemandDetail> {
  const { row, guests } = await visibleInquiry(ctx, caller, id)
  return detailOf(ctx, row, guests, lang)
}

// ---------------------------------------------------------------- writing

/** POST htDemand/note: the user's note (WAITING or QUOTED); the detail with it. */
export async function addInquiryNote(ctx: AppContext, caller: Caller, body: HtDemandNoteBody, lang: Lang): Promise<HtDemandDetail> {
  const { row, guests } = await visibleInquiry(ctx, caller, Number(body.id))
  const now = ctx.clock()
  const status = shownStatus(row, now)
  if (!OPEN.includes(status)) throw closedError(lang, status, 'actionNote')
  const text = body.text.trim()
  if (!text) throw inquiryError(ErrCode.BAD_INPUT, lang, 'noteEmpty')
  await insertInquiryNote(ctx.db, { inquiry_id: row.id, author: 'USER', emp_id: caller.empId, body: text, body_en: null, created_at: now })
  return detailOf(ctx, row, guests, lang)
}

/** POST htDemand/cancel (WAITING or QUOTED). */
export async function cancelInquiry(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<HtDemandCancelReply> {
  const { row } = await visibleInquiry(ctx, caller, id)
  const now = ctx.clock()
  const status = shownStatus(row, now)
  if (!OPEN.includes(status)) throw closedError(lang, status, 'actionCancel')
  if (!(await moveInquiry(ctx.db, row.id, OPEN, 'CANCELLED', { closed_at: now, updated_at: now }))) {
    // Someone else moved it meanwhile (the consultant quoted and the user accepted in another tab...): say what it is now.
    const again = await findInquiry(ctx.db, caller.corpId, row.id)
    throw closedError(lang, again ? shownStatus(again, now) : status, 'actionCancel')
  }
  return { id: String(row.id), status: 'CANCELLED' }
}

/**
 * POST htDemand/accept: the quoted plan priced again through the supplier now; a fresh price key
 * with the stay and travellers for the booking form. A plan gone, full or dearer than quoted: 4009
 * with data.reasonCode (PLAN_GONE, PRICE_ROSE), a system note, and the inquiry waits for a new quote.
 */
export async function acceptInquiry(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<HtDemandAcceptReply> {
  const { row, guests } = await visibleInquiry(ctx, caller, id)
  const now = ctx.clock()
  const status = shownStatus(row, now)
  if (status === 'WAITING') throw inquiryError(ErrCode.CONFLICT, lang, 'notQuoted', {}, { status })
  if (!ACCEPTABLE.includes(status) || row.expires_at.getTime() <= now.getTime() || !row.quote_hotel_id || !row.quote_room_type_id || !row.quote_rate_plan_id) {
    throw closedError(lang, status === 'ACCEPTED' ? 'EXPIRED' : status, 'actionAccept')
  }
  checkStay(now, row.check_in, row.check_out, lang)
  const parts = { hotelId: row.quote_hotel_id, roomTypeId: row.quote_room_type_id, ratePlanId: row.quote_rate_plan_id, checkIn: row.check_in, checkOut: row.check_out, quotedAt: now }
  let priced: Awaited<ReturnType<typeof planOfKey>> | null = null
  try {
    priced = await planOfKey(ctx, row.corp_id, parts, lang)
  } catch (error) {
    // The supplier no longer offers the hotel, room or plan (planOfKey's 4000): the plan is gone.
    if (!(error instanceof AppError && error.errCode === ErrCode.BAD_INPUT)) throw error
  }
  const avg = priced ? avgOf(priced.plan) : null
  const quoted = Number(row.quote_avg_price)
  const gone = !priced || avg === null || priced.roomsLeft < row.rooms
  if (gone || (avg as number) > quoted) {
    const key: InquiryTextKey = gone ? 'planGone' : 'priceRose'
    const params = { now: avg ?? 0, quoted }
    // Back to the consultant: the old quote goes, a system note says why, and a new quote follows.
    await moveInquiry(ctx.db, row.id, ACCEPTABLE, 'WAITING', { ...NO_QUOTE, waiting_since: now, expires_at: stayCloses(row.check_in), updated_at: now })
    await insertInquiryNote(ctx.db, { inquiry_id: row.id, author: 'SYSTEM', emp_id: null, body: inquiryText('zh', key, params), body_en: inquiryText('en', key, params), created_at: now })
    throw inquiryError(ErrCode.CONFLICT, lang, key, params, { reasonCode: gone ? 'PLAN_GONE' : 'PRICE_ROSE', status: 'WAITING' })
  }
  const { hotel, plan } = priced as NonNullable<typeof priced>
  if (!(await moveInquiry(ctx.db, row.id, ACCEPTABLE, 'ACCEPTED', { accepted_at: now, updated_at: now }))) {
    const again = await findInquiry(ctx.db, caller.corpId, row.id)
    throw closedError(lang, again ? shownStatus(again, now) : status, 'actionAccept')
  }
  return {
    id: String(row.id),
    status: 'ACCEPTED',
    priceKey: makePriceKey({ hotelId: hotel.hotelId, ratePlanId: plan.ratePlanId, checkIn: row.check_in, checkOut: row.check_out, quotedAt: now }),
    hotelId: hotel.hotelId,
    hotelName: nameIn(lang, hotel.nameZh, hotel.nameEn),
    roomTypeId: parts.roomTypeId,
    ratePlanId: plan.ratePlanId,
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    nights: row.nights,
    roomCount: row.rooms,
    adultCount: row.adults,
    childCount: row.children,
    tripType: row.trip_type,
    ccsqdId: row.ccsqd_id === null ? null : String(row.ccsqd_id),
    routeId: row.route_id === null ? null : String(row.route_id),
    avgPrice: avg as number,
    roomTotal: money(roomTotalOf(plan, row.rooms) as number),
    payment: plan.payment,
    guarantee: plan.guarantee,
    contact: { name: row.contact_name, phone: row.contact_phone },
    travellers: guests.map((g) => ({ empId: g.emp_id === null ? null : String(g.emp_id), contactId: g.contact_id === null ? null : String(g.contact_id), name: g.name, phone: g.phone })),
    priceKeyExpiresAt: minuteText(new Date(now.getTime() + QUOTE_VALID_MS)),
  }
}
