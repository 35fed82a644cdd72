/**
 * Booking tours (order type 11032 on the spine): POST /obt/travel/book.
 *
 * The booking runs the pipeline's steps (services/booking/) with the tour's facts: the product
 * and departure from the supplier (4009 when the day is unknown, sales have closed — the day
 * before departure — or too few places are left; the price is the supplier's, never the
 * request's), the participants (1 to 30; an employee within the booker's scope, one of the
 * caller's frequent travellers, or an outside guest with name, mobile and ID number — outside
 * people need bookOutside or a personal trip, as for hotels; every ID number checked, children
 * from 2 to under 12 on the departure day at the child price, no infants, at least one adult),
 * the tour standard (policy.ts) and the out-of-policy reason, approval when the company's rule
 * says so, the cost centre and project, and the service fee per person by trip type. Tours are
 * not booked under business-trip applications (their routes are flights, trains, hotels and cars).
 *
 * Then the transaction (booking/pipeline.ts) with the tour's hold: places taken by the
 * conditional update (4009 when short: the last-places race is decided there), the tour row, the
 * participants and their claims on the departure (4009 naming one who already holds a booking).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { takePlaces } from '../../db/repositories/tour-inventory'
import { claimTourDeparture, insertTourOrder, insertTourParticipants } from '../../db/repositories/tour-orders'
import type { Order } from '../../db/repositories/orders'
import { findTravelSettings } from '../../db/repositories/settings'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import type { Violation } from '../../schemas/common'
import type { TourBookBody, TourBookReply, TourParticipantInput } from '../../schemas/tour'
import type { TourDeparture, TourProduct } from '../../suppliers/tours/types'
import { chinaDate } from '../../util/time'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { contactCards, findBookableEmployees, findOwnContact, idNumberFacts, isValidIdCard, psgTypeOf, scopeOf } from '../identity/travellers'
import { tourOrderReply } from './orders'
import { priceVerdict, tourStandardFor } from './policy'
import { MAX_PARTICIPANTS, TOUR_ORDER_TYPE, TOUR_PRODUCT, money } from './rules'
import { assertToursOpen, productOrNotFound, serviceFeePerPerson } from './search'
import { takenOf, departureKey } from '../../db/repositories/tour-inventory'
import { tourBadInput, tourConflict, tourText } from './tour-messages'
import { tourSupplier } from './rules'

/** Order number prefix of tour orders (旅游 LY). */
const ORDER_PREFIX = 'LY'

/** A participant resolved. */
export interface ParticipantPlan {
  empId: number | null
  contactId: number | null
  name: string
  mobile: string
  idNumber: string
  born: string
  psgType: 1 | 2
  employee: Employee | null
  /** What the participant's claim on the departure is keyed by: the person's ID number. */
  identity: string
}

/** What a tour row keeps of the product. */
export interface TourSnapshot {
  nameZh: string
  nameEn: string
  cityZh: string
  cityEn: string
  meetingZh: string
  meetingEn: string
  days: number
  itinerary: TourProduct['itinerary']
  inclusionsZh: string[]
  inclusionsEn: string[]
  exclusionsZh: string[]
  exclusionsEn: string[]
}

/** The snapshot of a product. */
export function snapshotOf(p: TourProduct): TourSnapshot {
  return {
    nameZh: p.nameZh, nameEn: p.nameEn, cityZh: p.cityZh, cityEn: p.cityEn, meetingZh: p.meetingZh, meetingEn: p.meetingEn, days: p.days,
    itinerary: p.itinerary, inclusionsZh: p.inclusionsZh, inclusionsEn: p.inclusionsEn, exclusionsZh: p.exclusionsZh, exclusionsEn: p.exclusionsEn,
  }
}

/** Resolves the participants (scope, outside people, ID numbers, ages on the departure day, duplicates). */
export async function resolveParticipants(ctx: AppContext, caller: Caller, inputs: TourParticipantInput[], tripType: number, depDate: string, lang: Lang): Promise<ParticipantPlan[]> {
  if (inputs.length > MAX_PARTICIPANTS) throw tourBadInput(lang, 'tooMany', { n: MAX_PARTICIPANTS })
  const mayBookOthers = tripType !== 1 || scopeOf(caller.employee).outside
  const employees = await findBookableEmployees(ctx.db, caller, inputs.flatMap((p) => (p.empId ? [Number(p.empId)] : [])))
  const out: ParticipantPlan[] = []
  for (const p of inputs) {
    let name: string
    let mobile: string | null
    let idNumber: string | null
    let employee: Employee | null = null
    let contactId: number | null = null
    if (p.empId) {
      employee = employees.find((e) => e.id === Number(p.empId)) as Employee
      name = employee.emp_name
      mobile = p.mobile ?? employee.mobile
      idNumber = employee.id_number
      if (!idNumber) throw tourBadInput(lang, 'idNumberMissing', { name })
    } else if (p.contactId) {
      const contact = await findOwnContact(ctx.db, caller, Number(p.contactId))
      if (!mayBookOthers) throw tourConflict(lang, 'guestNotAllowed')
      name = contact.ch_name
      mobile = p.mobile ?? contact.mobile
      idNumber = p.idNumber ?? (await contactCards(ctx.db, contact.id)).find((c) => c.card_type === 'NI')?.card_number ?? null
      contactId = contact.id
      if (!idNumber) throw tourBadInput(lang, 'idNumberMissing', { name })
    } else {
      if (!mayBookOthers) throw tourConflict(lang, 'guestNotAllowed')
      name = p.name?.trim() ?? ''
      mobile = p.mobile ?? null
      idNumber = p.idNumber ?? null
      if (!name || !mobile || !idNumber) throw tourBadInput(lang, 'guestIncomplete')
    }
    if (!mobile) throw tourBadInput(lang, 'mobileMissing', { name })
    const id = idNumber.trim().toUpperCase()
    if (!isValidIdCard(id)) throw tourBadInput(lang, 'idNumberInvalid', { name })
    const { born } = idNumberFacts(id)
    const type = psgTypeOf(born, depDate)
    if (type === 3) throw tourBadInput(lang, 'infantNotAllowed', { name })
    out.push({ empId: employee?.id ?? null, contactId, name, mobile, idNumber: id, born, psgType: type, employee, identity: `id:${id}` })
  }
  const seen = new Set<string>()
  for (const p of out) {
    if (seen.has(p.identity)) throw tourBadInput(lang, 'participantDuplicate', { name: p.name })
    seen.add(p.identity)
  }
  if (!out.some((p) => p.psgType === 1)) throw tourBadInput(lang, 'adultRequired')
  return out
}

/** The departure of a booking, open for sale, with enough places left now (the hold decides for good). */
async function openDeparture(ctx: AppContext, product: TourProduct, depDate: string, persons: number, lang: Lang): Promise<TourDeparture> {
  const departure = tourSupplier(ctx).departure(product.productId, depDate)
  if (!departure) throw tourConflict(lang, 'departureUnknown')
  if (departure.depDate <= chinaDate(ctx.clock())) throw tourConflict(lang, 'departureClosed')
  const taken = (await takenOf(ctx.db, [product.productId], depDate)).get(departureKey(product.productId, depDate)) ?? 0
  const left = Math.max(0, departure.capacity - taken)
  if (left < persons) throw tourConflict(lang, 'placesShort', { n: left }, { placesLeft: left })
  return departure
}

/** POST /obt/travel/book. */
export async function bookTour(ctx: AppContext, caller: Caller, body: TourBookBody, lang: Lang): Promise<TourBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return tourOrderReply(ctx, previous)
  await assertToursOpen(ctx, caller, lang)
  const product = productOrNotFound(ctx, body.productId, lang)
  const participants = await resolveParticipants(ctx, caller, body.participants, body.tripType, body.depDate, lang)
  const departure = await openDeparture(ctx, product, body.depDate, participants.length, lang)
  const adults = participants.filter((p) => p.psgType === 1).length
  const children = participants.length - adults
  const employees = participants.flatMap((p) => (p.employee ? [p.employee] : []))
  const std = await tourStandardFor(ctx, caller, body.tripType, employees, lang)
  const verdict = priceVerdict(std, departure.priceAdult, lang)
  const violations: Violation[] = verdict.wb > 0 && std ? [{ code: 'TOUR_PRICE', text: tourText(lang, 'violationPrice', { cap: std.maxPerPerson }) }] : []
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: Number(TOUR_PRODUCT), violations, forbidden: std?.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  await checkAccounting(ctx, caller.corpId, body)
  const travelSettings = await findTravelSettings(ctx.db, caller.corpId)
  const fareTotal = money(adults * departure.priceAdult + children * departure.priceChild)
  const serviceFee = money((await serviceFeePerPerson(ctx, caller.corpId, body.tripType)) * participants.length)
  const total = money(fareTotal + serviceFee)
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - total) >= 0.005) throw tourConflict(lang, 'priceChanged', { total }, { reasonCode: 'PRICE_CHANGED', totalAmount: total })
  const wanted = approvalWanted({
    tripType: body.tripType, approveAll: false, violated: violations.length > 0, overPolicyAction: std?.overPolicyAction,
    approveOutOfPolicy: travelSettings.approve_out_of_policy === 1,
  })
  const mainEmp = participants.find((p) => p.empId !== null)?.empId ?? caller.empId
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: violations.length > 0, mainTravellerEmpId: mainEmp, amount: total })
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: TOUR_ORDER_TYPE,
    noPrefix: ORDER_PREFIX,
    rule,
    application: null,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      ...violationColumns(violations, reason, body.violationNote),
      fare_total: fareTotal,
      tax_total: 0,
      service_fee_total: serviceFee,
      insurance_total: 0,
      total_amount: total,
      // Groups meet in the morning of the first day (China time).
      first_dep_at: new Date(`${departure.depDate}T08:00:00+08:00`),
      route_text_zh: product.nameZh,
      route_text_en: product.nameEn,
    },
    hold: (trx, created) => hold(trx, created),
  })
  return tourOrderReply(ctx, order)

  /** The tour part of the transaction: places, the tour row, participants and their claims. */
  async function hold(trx: Kysely<DB>, created: Order): Promise<void> {
    const took = await takePlaces(trx, { productId: product.productId, depDate: departure.depDate, cityCode: product.cityCode, capacity: departure.capacity }, participants.length)
    if (!took) throw tourConflict(lang, 'placesShort', { n: 0 }, { placesLeft: 0 })
    await insertTourOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      product_id: product.productId,
      city_code: product.cityCode,
      theme: product.theme,
      dep_date: departure.depDate,
      end_date: departure.endDate,
      product_snapshot: JSON.stringify(snapshotOf(product)),
      adults,
      children,
      price_adult: departure.priceAdult,
      price_child: departure.priceChild,
      fare_total: fareTotal,
      service_fee: serviceFee,
      policy_cap: std?.maxPerPerson ?? null,
      remark: body.remark?.trim() ?? '',
      confirm_no: null,
      confirmed_at: null,
      cancel_fee: null,
      refund_amount: null,
      cancelled_at: null,
    })
    const ids = await insertTourParticipants(trx, participants.map((p, sort) => ({
      order_id: created.id, emp_id: p.empId, contact_id: p.contactId, name: p.name, mobile: p.mobile, id_number: p.idNumber, psg_type: p.psgType, born: p.born, sort,
    })))
    // One live booking per person and departure: a second one (another token, a parallel
    // submission) finds the claim taken and the whole booking rolls back.
    const refused = await claimTourDeparture(trx, created.corp_id, created.id, { productId: product.productId, depDate: departure.depDate },
      participants.map((p, i) => ({ participantId: ids[i], identity: p.identity })))
    if (refused.length > 0) {
      const name = participants[ids.indexOf(refused[0].participantId)]?.name ?? ''
      throw tourConflict(lang, 'alreadyBooked', { name })
    }
  }
}
