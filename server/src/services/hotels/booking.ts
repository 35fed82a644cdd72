/**
 * Booking hotel orders (order type 11007 on the spine): htOrder/book, the duplicate check and the
 * card check.
 *
 * The booking runs the pipeline's steps (services/booking/) with the hotel's facts: the stay and
 * plan from the price key (expired, no quotation, full: 4009 with the spec's messages; the quote is
 * priced again here, never taken from the request), the date and lead-time rules, rooms and guests
 * (at most 10 rooms and 10 guests, the room type's occupancy per room, an employee within the
 * booker's scope, a frequent traveller or a named guest; English names at international hotels),
 * the business-trip application (C767) against the hotel routes (product 10903) of the city and
 * check-in day, the travellers' nightly cap (policy.ts) and the out-of-policy reason, approval,
 * the cost centre and project, the member card, the service fee per room-night by trip type
 * (hotel_settings, else the company's booking fees), and the guarantee card (Luhn, expiry,
 * holder) handed to the card vault, of which only the token and last four digits are kept. Then
 * the transaction (booking/pipeline.ts) with the hotel's hold: rooms taken per night by the
 * conditional update (4009 when full: the last-room race is decided there), the hotel row, nights,
 * guests and the guests' claims on each night (4009 naming a guest who already holds one).
 *
 * Money: a PREPAY plan's order carries the room total and the service fee and waits 15 minutes for
 * payment; a PAY_AT_HOTEL plan's order carries nothing to pay online (the room and the fee are
 * settled at the hotel), moves on at once to the hotel's confirmation (or after approval) and its
 * card guarantees the first night or the stay.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import type { Employee } from '../../db/repositories/employees'
import { takeRooms } from '../../db/repositories/hotel-inventory'
import { findMemberCard } from '../../db/repositories/hotel-member-cards'
import { claimHotelNights, findHotelSettings, insertHotelGuests, insertHotelNights, insertHotelOrder, type HotelClaimRequest } from '../../db/repositories/hotel-orders'
import { setStatus, type Order } from '../../db/repositories/orders'
import { findTravelSettings } from '../../db/repositories/settings'
import type { DB } from '../../db/types'
import { AppError, ErrCode, conflict } from '../../errors'
import type { Lang } from '../../messages'
import { cardBrand, cardDigits, luhnValid } from '../../providers/card-vault'
import type {
  GuaranteeCard,
  HotelGuestInput,
  HtBookBody,
  HtBookReply,
  HtCardValidateBody,
  HtCardValidateReply,
  HtCheckSameOrderBody,
  HtCheckSameOrderReply,
} from '../../schemas/hotel'
import type { Violation } from '../../schemas/common'
import { nightsOf } from '../../suppliers/hotels/simulator'
import type { QuotedPlan } from '../../suppliers/hotels/types'
import { chinaDate } from '../../util/time'
import { checkApplication } from '../booking/application'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { sameBookings } from '../booking/duplicates'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { mainTravellerOf } from '../booking/travellers'
import { findBookableEmployees, findOwnContact, scopeOf } from '../identity/travellers'
import { ORDER_STATUS } from '../orders/order-state'
import { hotelBadInput, hotelConflict, hotelText } from './hotel-messages'
import { confirmHotelOrder, hotelOrderReply } from './orders'
import { hotelStandardFor, priceVerdict } from './policy'
import { cancelDeadline, chinaAt, checkOccupancy, checkStay, minuteText, money, parsePriceKey, quoteExpired } from './rules'
import { avgOf, guaranteeAmountOf, HOTEL_PRODUCT, planOfKey, roomTotalOf, serviceFeePerRoomNight } from './search'

/** Order number prefix of hotel orders (酒店 JD). */
const ORDER_PREFIX = 'JD'

/** An English name as hotels abroad take it ('ZHANG/SAN', 'Mary Smith'). */
const ENGLISH_NAME = /^[A-Za-z][A-Za-z .'/-]{0,58}[A-Za-z.]$/

/** A guest resolved. */
export interface GuestPlan {
  roomNo: number
  empId: number | null
  contactId: number | null
  name: string
  phone: string | null
  employee: Employee | null
  /** What the guest's claims on nights are keyed by. */
  identity: string
}

/** The identity a guest holds nights under: the employee, the frequent traveller, or the named guest (name and phone). */
export function guestIdentity(g: { empId: number | null; contactId: number | null; name: string; phone: string | null }): string {
  if (g.empId !== null) return `emp:${g.empId}`
  if (g.contactId !== null) return `contact:${g.contactId}`
  return `guest:${g.name.trim().toUpperCase().replace(/\s+/g, ' ')}|${(g.phone ?? '').replace(/\D/g, '')}`
}

/** Resolves the guests of each room (scope, outside guests, names, duplicates). */
export async function resolveGuests(ctx: AppContext, caller: Caller, rooms: { guests: HotelGuestInput[] }[], tripType: number, international: boolean, lang: Lang): Promise<GuestPlan[]> {
  const mayBookOthers = tripType !== 1 || scopeOf(caller.employee).outside
  const employees = await findBookableEmployees(ctx.db, caller, rooms.flatMap((r) => r.guests.flatMap((g) => (g.empId ? [Number(g.empId)] : []))))
  const out: GuestPlan[] = []
  for (const [i, room] of rooms.entries()) {
    for (const g of room.guests) {
      let plan: Omit<GuestPlan, 'identity'>
      if (g.empId) {
        const e = employees.find((x) => x.id === Number(g.empId)) as Employee
        plan = { roomNo: i + 1, empId: e.id, contactId: null, name: international ? (g.engName ?? e.eng_name ?? '') : e.emp_name, phone: g.phone ?? e.mobile, employee: e }
        if (international && !ENGLISH_NAME.test(plan.name.trim())) throw hotelBadInput(lang, 'guestEnglishName', { name: e.emp_name })
      } else if (g.contactId) {
        const c = await findOwnContact(ctx.db, caller, Number(g.contactId))
        if (!mayBookOthers) throw conflict('guestNotAllowed')
        plan = { roomNo: i + 1, empId: null, contactId: c.id, name: international ? (g.engName ?? c.en_name ?? '') : c.ch_name, phone: g.phone ?? c.mobile, employee: null }
        if (international && !ENGLISH_NAME.test(plan.name.trim())) throw hotelBadInput(lang, 'guestEnglishName', { name: c.ch_name })
      } else {
        if (!mayBookOthers) throw conflict('guestNotAllowed')
        const name = (international ? g.engName ?? g.name : g.name)?.trim()
        if (!name) throw hotelBadInput(lang, 'guestIncomplete')
        if (international && !ENGLISH_NAME.test(name)) throw hotelBadInput(lang, 'guestEnglishName', { name })
        plan = { roomNo: i + 1, empId: null, contactId: null, name, phone: g.phone ?? null, employee: null }
      }
      plan.name = plan.name.trim()
      out.push({ ...plan, identity: guestIdentity(plan) })
    }
  }
  const seen = new Set<string>()
  for (const g of out) {
    if (seen.has(g.identity)) throw hotelBadInput(lang, 'guestDuplicate', { name: g.name })
    seen.add(g.identity)
  }
  return out
}

/** A guarantee card checked: the reason's text key and field when not valid. */
export function checkCard(card: { cardNumber: string; expiry: string; holder?: string }, now: Date, lang: Lang): { ok: true; month: number; year: number } | { ok: false; field: 'cardNumber' | 'expiry' | 'holder'; reason: string } {
  if (!luhnValid(card.cardNumber)) return { ok: false, field: 'cardNumber', reason: hotelText(lang, 'cardNumberInvalid') }
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim())
  if (!match) return { ok: false, field: 'expiry', reason: hotelText(lang, 'cardExpiryInvalid') }
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  const [nowYear, nowMonth] = chinaDate(now).split('-').map(Number)
  // A card is valid to the end of its expiry month.
  if (year < nowYear || (year === nowYear && month < nowMonth)) return { ok: false, field: 'expiry', reason: hotelText(lang, 'cardExpired') }
  if (card.holder !== undefined && !card.holder.trim()) return { ok: false, field: 'holder', reason: hotelText(lang, 'cardHolderRequired') }
  return { ok: true, month, year }
}

/** POST htOrder/cardValidate: the card checked, nothing stored (no security code asked). */
export async function cardValidate(ctx: AppContext, _caller: Caller, body: HtCardValidateBody, lang: Lang): Promise<HtCardValidateReply> {
  const digits = cardDigits(body.cardNumber)
  const checked = checkCard({ cardNumber: body.cardNumber, expiry: body.expiry, holder: body.holder ?? '' }, ctx.clock(), lang)
  const last4 = /^\d{4,}$/.test(digits) ? digits.slice(-4) : ''
  if (!checked.ok) return { valid: false, brand: '', last4, field: checked.field, reason: checked.reason }
  return { valid: true, brand: cardBrand(digits), last4, field: null, reason: '' }
}

/** The violation of a price above the cap (the spine's codes are the flight ones: a price above the standard is DISCOUNT). */
function violationsOf(wb: number, cap: number | undefined, lang: Lang): Violation[] {
  return wb > 0 && cap !== undefined ? [{ code: 'HOTEL_PRICE', text: hotelText(lang, 'violationPrice', { cap }) }] : []
}

/** The member card of a booking: the company's, held by a guest employee or the booker, of the hotel's brand group (4000 otherwise). */
async function memberCardOf(ctx: AppContext, caller: Caller, id: string | undefined, guests: GuestPlan[], groupCode: string, lang: Lang) {
  if (!id) return null
  const card = await findMemberCard(ctx.db, caller.corpId, Number(id))
  const holders = new Set([caller.empId, ...guests.flatMap((g) => (g.empId !== null ? [g.empId] : []))])
  if (!card || !holders.has(card.emp_id)) throw hotelBadInput(lang, 'memberCardUnknown')
  if (card.plat !== groupCode) throw hotelBadInput(lang, 'memberCardBrand')
  return card
}

/** POST htOrder/book. */
export async function bookHotel(ctx: AppContext, caller: Caller, body: HtBookBody, lang: Lang): Promise<HtBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return hotelOrderReply(ctx, previous)
  const parts = parsePriceKey(body.priceKey)
  if (!parts) throw hotelBadInput(lang, 'priceKeyInvalid')
  const now = ctx.clock()
  const nightCount = checkStay(now, parts.checkIn, parts.checkOut, lang)
  const guestCount = body.rooms.reduce((s, r) => s + r.guests.length, 0)
  if (body.rooms.length !== body.roomCount && body.roomCount >= 1 && body.roomCount <= 10) throw hotelBadInput(lang, 'roomGuestsMismatch', { n: body.roomCount })
  const { rooms } = checkOccupancy({ roomCount: body.roomCount, adultCount: guestCount }, lang)
  if (body.rulesAccepted === 0) throw hotelBadInput(lang, 'rulesNotAccepted')
  const { hotel, city, room, plan, roomsLeft, quote } = await planOfKey(ctx, caller.corpId, parts, lang)
  for (const r of body.rooms) if (r.guests.length > room.room.maxOccupancy) throw hotelBadInput(lang, 'roomOccupancy', { n: room.room.maxOccupancy })
  if (quoteExpired(parts, now)) throw hotelConflict(lang, 'planExpired', {}, { reasonCode: 'EXPIRED' })
  const roomTotal = roomTotalOf(plan, rooms)
  if (roomTotal === null) throw hotelConflict(lang, 'planNoQuote', {}, { reasonCode: 'NO_QUOTATION' })
  if (roomsLeft < rooms) throw hotelConflict(lang, 'planFull', {}, { reasonCode: 'FULL' })
  const guests = await resolveGuests(ctx, caller, body.rooms, body.tripType, !city.domestic, lang)
  // The guarantee card: asked for exactly when the plan needs one.
  let card: { month: number; year: number; input: GuaranteeCard } | null = null
  if (plan.guarantee !== 'NONE') {
    if (!body.guarantee) throw hotelBadInput(lang, 'guaranteeRequired')
    const checked = checkCard(body.guarantee, now, lang)
    if (!checked.ok) throw hotelBadInput(lang, checked.field === 'cardNumber' ? 'cardNumberInvalid' : checked.field === 'holder' ? 'cardHolderRequired' : checked.reason === hotelText(lang, 'cardExpired') ? 'cardExpired' : 'cardExpiryInvalid')
    card = { month: checked.month, year: checked.year, input: body.guarantee }
  } else if (body.guarantee) {
    throw hotelBadInput(lang, 'guaranteeNotNeeded')
  }
  const application = await checkApplication(ctx, caller, {
    tripType: body.tripType,
    ccsqdId: body.ccsqdId,
    routeId: body.routeId,
    travellers: guests.map((g) => ({ empId: g.empId, name: g.name })),
    // A hotel route names its city only: '' matches the route's empty departure.
    legs: [{ depCity: '', arrCity: city.code, depDate: parts.checkIn }],
    productCode: HOTEL_PRODUCT,
  })
  const employees = guests.flatMap((g) => (g.employee ? [g.employee] : []))
  const std = await hotelStandardFor(ctx, caller, body.tripType, employees, city, { lang })
  const avg = avgOf(plan) as number
  const violations = violationsOf(priceVerdict(std, avg, lang).wb, std?.cap, lang)
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: PRODUCT_CODE.HOTEL,
    violations, forbidden: std?.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  const [settings, travelSettings] = await Promise.all([findHotelSettings(ctx.db, caller.corpId), findTravelSettings(ctx.db, caller.corpId)])
  const wanted = approvalWanted({
    tripType: body.tripType, approveAll: settings.approveAll, violated: violations.length > 0, overPolicyAction: std?.overPolicyAction,
    approveOutOfPolicy: travelSettings.approve_out_of_policy === 1,
  })
  await checkAccounting(ctx, caller.corpId, body)
  const memberCard = await memberCardOf(ctx, caller, body.memberCardId, guests, hotel.brand.groupCode, lang)
  const serviceFee = money((await serviceFeePerRoomNight(ctx, caller.corpId, body.tripType)) * rooms * nightCount)
  const cost = money(roomTotal + serviceFee)
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - cost) >= 0.005) throw hotelConflict(lang, 'priceChanged', { total: cost }, { reasonCode: 'PRICE_CHANGED', totalAmount: cost })
  const prepay = plan.payment === 'PREPAY'
  const rule = await approvalRuleFor(ctx.db, caller.corpId, {
    wanted, violated: violations.length > 0, mainTravellerEmpId: mainTravellerOf(guests, caller.empId), amount: cost,
  })
  // The card goes to the vault last, once everything else holds: only its token and last four come back.
  let token: { token: string; last4: string; brand: string } | null = null
  if (card) {
    try {
      token = await ctx.cardVault.tokenize({ number: card.input.cardNumber, expiryMonth: card.month, expiryYear: card.year, holder: card.input.holder.trim(), cvv: card.input.cvv })
    } catch {
      throw hotelConflict(lang, 'cardVaultFailed')
    }
  }
  const nights = nightsOf(parts.checkIn, parts.checkOut)
  const { order, created } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.HOTEL,
    noPrefix: ORDER_PREFIX,
    rule,
    application,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      ...violationColumns(violations, reason, body.violationNote),
      // Only what is paid online: a pay-at-hotel order carries nothing (its room and fee are on the hotel row).
      fare_total: prepay ? roomTotal : 0,
      tax_total: 0,
      service_fee_total: prepay ? serviceFee : 0,
      insurance_total: 0,
      total_amount: prepay ? cost : 0,
      first_dep_at: chinaAt(parts.checkIn, Number(hotel.checkInFrom.slice(0, 2))),
      route_text_zh: hotel.nameZh,
      route_text_en: hotel.nameEn,
    },
    hold: (trx, createdOrder) => hold(trx, createdOrder),
  })
  // A pay-at-hotel order needing no approval is already guaranteed: the hotel confirms it now.
  if (created && order.status === ORDER_STATUS.AWAITING_PAYMENT && !prepay) {
    try {
      await confirmHotelOrder(ctx, order.corp_id, order.id)
    } catch (error) {
      // The sweep retries the confirmation.
      process.stderr.write(`hotel confirmation of order ${order.id} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
  return hotelOrderReply(ctx, order)

  /** The hotel part of the transaction: rooms per night, the hotel row, nights, guests and their claims. */
  async function hold(trx: Kysely<DB>, created: Order): Promise<void> {
    const roomNights = room.capacity.map((c) => ({ hotelId: hotel.hotelId, roomTypeId: room.room.roomTypeId, cityCode: city.code, night: c.night, capacity: c.rooms }))
    if (!(await takeRooms(trx, roomNights, rooms))) throw hotelConflict(lang, 'planFull', {}, { reasonCode: 'FULL' })
    const deadline = cancelDeadline(plan, quote.checkIn)
    await insertHotelOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      hotel_id: hotel.hotelId,
      city_code: city.code,
      hotel_snapshot: JSON.stringify({
        nameZh: hotel.nameZh, nameEn: hotel.nameEn, star: hotel.star, brandZh: hotel.brand.nameZh, brandEn: hotel.brand.nameEn, groupCode: hotel.brand.groupCode,
        addressZh: hotel.addressZh, addressEn: hotel.addressEn, phone: hotel.phone, lat: hotel.lat, lng: hotel.lng,
        cityZh: city.nameZh, cityEn: city.nameEn, domestic: city.domestic,
      } satisfies HotelSnapshot),
      room_type_id: room.room.roomTypeId,
      rate_plan_id: plan.ratePlanId,
      plan_snapshot: JSON.stringify(planSnapshotOf(plan, room.room, deadline)),
      check_in: quote.checkIn,
      check_out: quote.checkOut,
      nights: nightCount,
      rooms,
      payment_type: plan.payment,
      arrival_time: body.arrivalTime ?? '18:00',
      remark: body.remark?.trim() ?? '',
      member_card_no: memberCard?.card_no ?? null,
      member_plat: memberCard?.plat ?? null,
      confirm_no: null,
      confirmed_at: null,
      guarantee_type: plan.guarantee,
      guarantee_token: token?.token ?? null,
      guarantee_last4: token?.last4 ?? null,
      guarantee_brand: token?.brand ?? null,
      guarantee_amount: guaranteeAmountOf(plan, rooms),
      guarantee_status: token ? 'HELD' : 'NONE',
      room_total: roomTotal as number,
      service_fee: serviceFee,
      avg_price: avg,
      policy_cap: std?.cap ?? null,
    })
    await insertHotelNights(trx, created.id, plan.nightly.map((n) => ({ night: n.night, price: n.price as number })))
    const guestIds = await insertHotelGuests(trx, guests.map((g, sort) => ({
      order_id: created.id, room_no: g.roomNo, emp_id: g.empId, contact_id: g.contactId, name: g.name, phone: g.phone, sort,
    })))
    // One live booking per guest and night: a second one (another token, a parallel submission)
    // finds the claim taken and the whole booking rolls back.
    const requests: HotelClaimRequest[] = guests.flatMap((g, i) => nights.map((night) => ({ guestId: guestIds[i], identity: g.identity, night })))
    const taken = await claimHotelNights(trx, created.corp_id, created.id, requests)
    if (taken.length > 0) {
      const name = guests[guestIds.indexOf(taken[0].guestId)]?.name ?? ''
      throw hotelConflict(lang, 'guestAlreadyBooked', { name })
    }
    // Pay at the hotel: nothing to pay online; without approval it goes to the hotel at once.
    if (!prepay && created.status === ORDER_STATUS.AWAITING_PAYMENT) {
      await setStatus(trx, {
        orderId: created.id, from: created.status, to: ORDER_STATUS.TICKETING, event: 'guarantee', actorEmpId: caller.empId, at: created.created_at,
        set: { pay_deadline: null, pay_type: 'HOTEL' },
      })
    }
  }
}

/** What a hotel row keeps of the hotel. */
export interface HotelSnapshot {
  nameZh: string
  nameEn: string
  star: number
  brandZh: string
  brandEn: string
  groupCode: string
  addressZh: string
  addressEn: string
  phone: string
  lat: number
  lng: number
  cityZh: string
  cityEn: string
  domestic: boolean
}

/** What a hotel row keeps of the room type and rate plan. */
export interface PlanSnapshot {
  roomZh: string
  roomEn: string
  bedZh: string
  bedEn: string
  planZh: string
  planEn: string
  breakfast: number
  cancelType: QuotedPlan['cancelType']
  cancelDaysBefore: number
  cancelHour: number
  cancelDeadline: string | null
  guarantee: QuotedPlan['guarantee']
  payment: QuotedPlan['payment']
  agreement: boolean
}

function planSnapshotOf(plan: QuotedPlan, room: { nameZh: string; nameEn: string; bedZh: string; bedEn: string }, deadline: Date | null): PlanSnapshot {
  return {
    roomZh: room.nameZh, roomEn: room.nameEn, bedZh: room.bedZh, bedEn: room.bedEn, planZh: plan.nameZh, planEn: plan.nameEn, breakfast: plan.breakfast,
    cancelType: plan.cancelType, cancelDaysBefore: plan.cancelDaysBefore, cancelHour: plan.cancelHour, cancelDeadline: deadline ? minuteText(deadline) : null,
    guarantee: plan.guarantee, payment: plan.payment, agreement: plan.agreement,
  }
}

/** The duplicate-check subject of a stay ('2026-03-10~2026-03-12'): its nights. */
export function staySubject(checkIn: string, checkOut: string): string {
  return `${checkIn}~${checkOut}`
}

/** POST htOrder/checkSameOrder: live bookings of these guests on any night of the stay, in orders the caller can see. */
export async function checkSameOrder(ctx: AppContext, caller: Caller, body: HtCheckSameOrderBody, lang: Lang): Promise<HtCheckSameOrderReply> {
  if (body.checkOutDate <= body.checkInDate) throw hotelBadInput(lang, 'checkOutOrder')
  // Employees through the spine's identities; the caller's frequent travellers and named guests by
  // the identities hotel claims use (another person's contact is not looked at).
  const extra = body.guests.filter((g) => !g.empId && !g.contactId && g.name).map((g) => guestIdentity({ empId: null, contactId: null, name: g.name as string, phone: g.phone ?? null }))
  for (const g of body.guests) {
    if (!g.contactId) continue
    try {
      extra.push(`contact:${(await findOwnContact(ctx.db, caller, Number(g.contactId))).id}`)
    } catch (error) {
      if (!(error instanceof AppError && error.errCode === ErrCode.NOT_FOUND)) throw error
    }
  }
  const found = await sameBookings(ctx, caller, ORDER_TYPE.HOTEL, `${staySubject(body.checkInDate, body.checkOutDate)}~${extra.join(',')}`, body.guests.map((g) => ({ empId: g.empId })))
  return { list: found.map((f) => ({ orderId: String(f.orderId), orderNo: f.orderNo, guestName: f.passengerName })) }
}

/** Product code of hotel orders (for the registry). */
export const HOTEL_PRODUCT_CODE = String(PRODUCT_CODE.HOTEL)
