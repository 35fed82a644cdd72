/**
 * Booking a domestic flight order: the pre-booking checks (validateTimeOut, checkSameOrder), the
 * insurance products, and `book` itself.
 *
 * Booking rules: passengers within the caller's booking scope (employees: bookRange; frequent
 * travellers and guests on business trips: bookOutside / bookRange 4; personal trips may carry the
 * caller's frequent travellers and guests); at most 9, per adult at most 2 children and 1 infant;
 * companies that book by application need a ccsqdId (C767), and any application given must be
 * approved and cover the passengers, dates and route (its route is marked booked in the order's
 * transaction); out of policy needs a reason unless forbidden; an order needing approval starts its
 * approval instance in the order's transaction; seats are taken in the order's transaction; the
 * same clientToken returns the same order; a passenger already holding a live booking of a flight
 * (another order, whatever its token) is refused by the claims' primary key (4009 naming them).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findCompany, type Employee } from '../../db/repositories/employees'
import {
  claimTickets,
  identitiesOf,
  type FlightOrder,
} from '../../db/repositories/flight-orders'
import { findTravelSettings, takeSeats } from '../../db/repositories/flights'
import type { DB } from '../../db/types'
import { AppError, ErrCode, badInput, conflict } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { NeedApprovalBody, NeedApprovalReply } from '../../schemas/approval'
import type { CardType, PsgType, Violation } from '../../schemas/common'
import type {
  BookBody,
  BookReply,
  CheckSameOrderBody,
  CheckSameOrderReply,
  InsuranceListQuery,
  InsuranceListReply,
  PassengerInput,
  ValidateTimeOutBody,
  ValidateTimeOutReply,
} from '../../schemas/order'
import { chinaDate, formatChinaTime, minutes } from '../../util/time'
import { ORDER_TYPE_FLIGHT, matchOrderRule } from '../approval-engine'
import { bookInTransaction, checkAccounting, previousBooking } from '../orders/booking'
import { operatingFlightNo, parseCabinKey, routeText, snapshotOf, ticketPrice } from './common'
import { evaluateFare, outOfPolicyNeedsApproval, travelStandardFor, violationSummary, windowLowestFares } from './policy'
import { findFare, findViolationReason, serviceFeeOf } from './shopping'
import { canSeeOrder } from './orders'
import { ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { checkBookingApplication } from '../trip-applications'
import { contactCards, findBookableEmployees, findOwnContact, idNumberFacts, psgTypeOf, scopeOf, validateCard } from '../travellers'

/** POST validateTimeOut. */
export async function validateFare(ctx: AppContext, body: ValidateTimeOutBody, lang: Lang): Promise<ValidateTimeOutReply> {
  let fare: Awaited<ReturnType<typeof findFare>>
  try {
    fare = await findFare(ctx, body.cabinKey)
  } catch (error) {
    if (error instanceof AppError && (error.errCode === ErrCode.NOT_FOUND || error.messageKey === 'flightDeparted')) {
      const parsed = parseCabinKey(body.cabinKey)
      const flight = parsed ? await ctx.flights.getFlight(parsed.flightKey) : null
      const departed = flight !== null && flight.depAt.getTime() <= ctx.clock().getTime()
      return {
        valid: false,
        reasonCode: departed ? 'DEPARTED' : 'FARE_CHANGED',
        reason: translate(lang, departed ? 'flightDeparted' : 'fareChanged'),
        minutesToDeparture: flight ? Math.floor((flight.depAt.getTime() - ctx.clock().getTime()) / 60000) : 0,
      }
    }
    throw error
  }
  const minutesLeft = Math.floor((fare.stocked.flight.depAt.getTime() - ctx.clock().getTime()) / 60000)
  if (minutesLeft <= 0) return { valid: false, reasonCode: 'DEPARTED', reason: translate(lang, 'flightDeparted'), minutesToDeparture: minutesLeft }
  if (fare.cabin.price !== fare.quotedPrice) {
    return { valid: false, reasonCode: 'FARE_CHANGED', reason: translate(lang, 'fareChanged'), minutesToDeparture: minutesLeft }
  }
  if ((fare.stocked.seatsLeft.get(fare.cabin.code) ?? 0) === 0) {
    return { valid: false, reasonCode: 'SOLD_OUT', reason: translate(lang, 'cabinSoldOut'), minutesToDeparture: minutesLeft }
  }
  if (minutesLeft <= 30) return { valid: true, warning: 'VERY_SOON', reason: translate(lang, 'departsVerySoon'), minutesToDeparture: minutesLeft }
  if (minutesLeft <= 120) return { valid: true, warning: 'SOON', reason: translate(lang, 'departsSoon'), minutesToDeparture: minutesLeft }
  return { valid: true, minutesToDeparture: minutesLeft }
}

/** Statuses of orders whose passengers count as already booked. */
const HOLDING: readonly OrderStatus[] = [
  ORDER_STATUS.AWAITING_SUBMIT,
  ORDER_STATUS.IN_APPROVAL,
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.TICKETING,
  ORDER_STATUS.ISSUED,
  ORDER_STATUS.PARTIAL_REFUND,
  ORDER_STATUS.CHANGED,
  ORDER_STATUS.PARTIAL_CHANGE,
]

/** POST checkSameOrder: active tickets of the same passengers on the same flight, in orders the caller can see. */
export async function sameOrders(ctx: AppContext, caller: Caller, body: CheckSameOrderBody): Promise<CheckSameOrderReply> {
  const empIds = body.passengers.flatMap((p) => (p.empId ? [Number(p.empId)] : []))
  await findBookableEmployees(ctx.db, caller, empIds)
  const contactIds = body.passengers.flatMap((p) => (p.contactId ? [Number(p.contactId)] : []))
  const numbers = body.passengers.flatMap((p) => (p.idNumber ? [p.idNumber.trim().toUpperCase()] : []))
  if (contactIds.length > 0) {
    const cards = await ctx.db
      .selectFrom('contact_cards')
      .innerJoin('contacts', 'contacts.id', 'contact_cards.contact_id')
      .select('contact_cards.card_number')
      .where('contacts.emp_id', '=', caller.empId)
      .where('contacts.id', 'in', contactIds)
      .execute()
    numbers.push(...cards.map((c) => c.card_number.toUpperCase()))
  }
  if (empIds.length > 0) {
    const emps = await ctx.db.selectFrom('employees').select(['id_number', 'passport']).where('id', 'in', empIds).execute()
    for (const e of emps) for (const n of [e.id_number, e.passport]) if (n) numbers.push(n.toUpperCase())
  }
  if (empIds.length === 0 && numbers.length === 0) return { duplicates: [] }
  const rows = await ctx.db
    .selectFrom('flight_tickets')
    .innerJoin('flight_order_segments', 'flight_order_segments.id', 'flight_tickets.segment_id')
    .innerJoin('flight_order_passengers', 'flight_order_passengers.id', 'flight_tickets.passenger_id')
    .innerJoin('orders', 'orders.id', 'flight_tickets.order_id')
    .select(['orders.id as order_id', 'orders.order_no', 'flight_order_passengers.name'])
    .where('orders.corp_id', '=', caller.corpId)
    .where('orders.status', 'in', HOLDING)
    .where('flight_tickets.status', 'in', ['BOOKED', 'ISSUED'])
    .where('flight_order_segments.flight_key', '=', body.flightKey)
    .where((eb) => {
      const ors = []
      if (empIds.length > 0) ors.push(eb('flight_order_passengers.emp_id', 'in', empIds))
      if (numbers.length > 0) ors.push(eb(eb.fn('upper', ['flight_order_passengers.card_number']), 'in', numbers))
      return eb.or(ors)
    })
    .orderBy('orders.id')
    .execute()
  const duplicates: CheckSameOrderReply['duplicates'] = []
  const seen = new Set<string>()
  for (const r of rows) {
    const key = `${r.order_id}:${r.name}`
    if (seen.has(key) || !(await canSeeOrder(ctx, caller, r.order_id))) continue
    seen.add(key)
    duplicates.push({ orderId: String(r.order_id), orderNo: r.order_no, passengerName: r.name })
  }
  return { duplicates }
}

/** GET /obt/bx/getBxcpList. */
export async function insuranceProducts(ctx: AppContext, query: InsuranceListQuery, lang: Lang): Promise<InsuranceListReply> {
  const rows = await ctx.db.selectFrom('insurance_products').selectAll().where('product_code', '=', query.cplx).where('status', '=', 1).orderBy('sort').execute()
  return rows.map((r) => ({
    bxid: r.code,
    bxmc: lang === 'en' ? r.name_en : r.name_zh,
    saleprice: Number(r.price),
    bxxz: lang === 'en' ? r.terms_en : r.terms_zh,
    besm: lang === 'en' ? r.summary_en : r.summary_zh,
    defaultSelected: r.default_selected ? 1 : 0,
    companyPaid: r.company_paid && query.tripType !== 2 ? 1 : 0,
  }))
}

/** A passenger ready to be written. */
interface ResolvedPassenger {
  empId: number | null
  contactId: number | null
  name: string
  psgType: PsgType
  cardType: CardType
  cardNumber: string
  cardExpiry: string | null
  phone: string | null
  born: string | null
  sex: string | null
  employee: Employee | null
}

function pickCard<T extends { type: string }>(cards: T[], wanted: CardType | undefined): T | undefined {
  if (wanted) return cards.find((c) => c.type === wanted)
  return cards.find((c) => c.type === 'NI') ?? cards[0]
}

/** Resolves, checks and types the passengers of a booking. */
async function resolvePassengers(ctx: AppContext, caller: Caller, inputs: PassengerInput[], tripType: number, depDate: string): Promise<ResolvedPassenger[]> {
  const today = chinaDate(ctx.clock())
  const scope = scopeOf(caller.employee)
  const mayBookOthers = tripType !== 1 || scope.outside
  const employees = await findBookableEmployees(ctx.db, caller, inputs.flatMap((p) => (p.empId ? [Number(p.empId)] : [])))
  const result: ResolvedPassenger[] = []
  for (const input of inputs) {
    let p: ResolvedPassenger
    if (input.empId) {
      const e = employees.find((x) => x.id === Number(input.empId)) as Employee
      const cards = [
        ...(e.id_number ? [{ type: 'NI' as CardType, number: e.id_number, expiry: null as string | null }] : []),
        ...(e.passport ? [{ type: 'PP' as CardType, number: e.passport, expiry: e.passport_expiry }] : []),
      ]
      const card = pickCard(cards, input.cardType)
      if (!card) throw badInput('passengerDocMissing', { params: { name: e.emp_name } })
      const name = card.type === 'PP' && e.eng_name ? e.eng_name : e.emp_name
      p = { empId: e.id, contactId: null, name, psgType: 1, cardType: card.type, cardNumber: card.number, cardExpiry: card.expiry,
        phone: input.phone ?? e.mobile, born: e.born, sex: e.sex, employee: e }
    } else if (input.contactId) {
      const c = await findOwnContact(ctx.db, caller, Number(input.contactId))
      if (!mayBookOthers) throw conflict('guestNotAllowed')
      const cards = (await contactCards(ctx.db, c.id)).map((k) => ({ type: k.card_type as CardType, number: k.card_number, expiry: k.expiry }))
      const card = pickCard(cards, input.cardType)
      if (!card) throw badInput('passengerDocMissing', { params: { name: c.ch_name } })
      const name = card.type === 'PP' && c.en_name ? c.en_name : c.ch_name
      p = { empId: null, contactId: c.id, name, psgType: 1, cardType: card.type, cardNumber: card.number, cardExpiry: card.expiry,
        phone: input.phone ?? c.mobile, born: c.born, sex: c.sex, employee: null }
    } else {
      if (!mayBookOthers) throw conflict('guestNotAllowed')
      if (!input.name || !input.cardType || !input.cardNumber || !input.phone) throw badInput('passengerIncomplete')
      const number = ['NI', 'PP'].includes(input.cardType) ? input.cardNumber.trim().toUpperCase() : input.cardNumber.trim()
      const facts = input.cardType === 'NI' && /^\d{17}[\dX]$/.test(number) ? idNumberFacts(number) : null
      p = { empId: null, contactId: null, name: input.name.trim(), psgType: 1, cardType: input.cardType, cardNumber: number,
        cardExpiry: input.cardExpiry ?? null, phone: input.phone, born: facts?.born ?? input.born ?? null, sex: facts?.sex ?? input.sex ?? null, employee: null }
    }
    validateCard({ cardType: p.cardType, cardNumber: p.cardNumber, expiry: p.cardExpiry }, p.name, today)
    const derived = p.born ? psgTypeOf(p.born, depDate) : null
    if (input.psgType && derived !== null && input.psgType !== derived) throw badInput('psgTypeMismatch', { params: { name: p.name } })
    if (input.psgType && input.psgType !== 1 && derived === null) throw badInput('birthRequired', { params: { name: p.name } })
    p.psgType = derived ?? input.psgType ?? 1
    result.push(p)
  }
  const numbers = new Set<string>()
  for (const p of result) {
    const key = `${p.cardType}:${p.cardNumber.toUpperCase()}`
    if (numbers.has(key) || (p.empId !== null && result.filter((q) => q.empId === p.empId).length > 1)) {
      throw badInput('passengerDuplicate', { params: { name: p.name } })
    }
    numbers.add(key)
  }
  const adults = result.filter((p) => p.psgType === 1).length
  const children = result.filter((p) => p.psgType === 2).length
  const infants = result.filter((p) => p.psgType === 3).length
  if (result.length > 9) throw badInput('tooManyPassengers')
  if (adults === 0 || children > adults * 2 || infants > adults) throw badInput('tooManyChildren')
  return result
}

function replyOf(order: FlightOrder): BookReply {
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as BookReply['status'],
    needApproval: order.need_approval === 1,
    payDeadline: order.pay_deadline ? formatChinaTime(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
  }
}

/** Whether a booking of this trip type needs a business-trip application (booking style 2, spec §6). */
function needsTripApplication(bookStyle: number, emp: Employee, tripType: number): boolean {
  return tripType === 1 && bookStyle === 2 && emp.app_book !== 1 && emp.sqd_book_type !== 1
}

/** POST /obt/plane/tkOrder/v3/book. */
export async function bookOrder(ctx: AppContext, caller: Caller, body: BookBody, lang: Lang): Promise<BookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return replyOf(previous)
  const now = ctx.clock()
  const today = chinaDate(now)

  const fares = await Promise.all(body.segments.map((s) => findFare(ctx, s.cabinKey)))
  for (const fare of fares) {
    if (fare.stocked.flight.depAt.getTime() <= now.getTime()) throw conflict('flightDeparted')
    if (fare.cabin.price !== fare.quotedPrice) throw conflict('fareChanged')
  }
  if (fares.length === 2 && fares[1].stocked.flight.depAt.getTime() < fares[0].stocked.flight.arrAt.getTime() + minutes(60)) {
    throw badInput('segmentsInvalid')
  }
  const passengers = await resolvePassengers(ctx, caller, body.passengers, body.tripType, fares[0].stocked.flight.depDate)

  const company = await findCompany(ctx.db, caller.corpId)
  if (company && needsTripApplication(company.book_style, caller.employee, body.tripType) && !body.ccsqdId?.trim()) {
    throw conflict('tripApplicationRequired', { data: { code: 'C767' } })
  }
  // An application given is always checked, whether the company requires one or not.
  const underApplication = body.ccsqdId?.trim() && body.tripType === 1
    ? await checkBookingApplication(ctx.db, caller, body.ccsqdId, body.routeId, passengers, fares.map((f) => ({
      depCity: f.stocked.flight.depCity, arrCity: f.stocked.flight.arrCity, depDate: f.stocked.flight.depDate,
    })))
    : null

  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const travellers = passengers.flatMap((p) => (p.employee ? [p.employee] : []))
  // The travellers' standard counts, not the booker's: guests travel on the employees' standard
  // (the booker's only when no employee travels, travelStandardFor's fallback).
  const std = await travelStandardFor(ctx, caller, body.tripType, travellers)
  const violations: Violation[] = []
  for (const fare of fares) {
    const f = fare.stocked.flight
    const windows = std && std.lowestFareMinutes > 0
      ? windowLowestFares(fare.day.map((d) => ({ depAt: d.flight.depAt, lowestEconomy: d.flight.cabins.find((c) => c.cabinClass === 'Y' && (d.seatsLeft.get(c.code) ?? 0) > 0)?.price ?? null })), std.lowestFareMinutes)
      : []
    const windowLowest = windows[fare.day.indexOf(fare.stocked)] ?? null
    for (const v of evaluateFare(std, { cabinClass: fare.cabin.cabinClass, price: fare.cabin.price, yFullPrice: f.yFullPrice, depDate: f.depDate }, today, windowLowest, lang)) {
      if (!violations.some((x) => x.code === v.code)) violations.push(v)
    }
  }
  let reason: { id: number; name_zh: string; name_en: string; need_note: number } | null = null
  if (violations.length > 0) {
    const rules = violationSummary(violations, lang)
    if (std?.overPolicyAction === 2) throw conflict('violationForbidden', { params: { rules }, data: { violations } })
    if (!body.violationReasonId) throw conflict('violationReasonRequired', { params: { rules }, data: { violations } })
    reason = await findViolationReason(ctx, caller.corpId, Number(body.violationReasonId))
    if (reason.need_note && !body.violationNote?.trim()) throw badInput('violationNoteRequired')
  }
  const approvalWanted = body.tripType === 1 && (settings.approve_all_flight_orders === 1 || (violations.length > 0 && outOfPolicyNeedsApproval(std, settings)))

  await checkAccounting(ctx, caller.corpId, body)
  const insuranceCodes = [...new Set(body.insuranceIds ?? [])]
  const insurances = insuranceCodes.length
    ? await ctx.db.selectFrom('insurance_products').selectAll().where('code', 'in', insuranceCodes).where('status', '=', 1).where('product_code', '=', '10901').execute()
    : []
  if (insurances.length !== insuranceCodes.length) throw badInput('insuranceUnknown')
  const insurancePerTicket = insurances.reduce((sum, i) => sum + Number(i.price), 0)
  const fee = serviceFeeOf(settings, body.tripType)

  const tickets = fares.flatMap((fare, segIndex) =>
    passengers.map((p, psgIndex) => {
      const price = ticketPrice(fare.stocked.flight, fare.cabin, p.psgType)
      return { segIndex, psgIndex, ...price, serviceFee: p.psgType === 3 ? 0 : fee, insurance: insurancePerTicket, holdsSeat: p.psgType === 3 ? 0 : 1 }
    }),
  )
  const sum = (pick: (t: (typeof tickets)[number]) => number) => tickets.reduce((s, t) => s + pick(t), 0)
  const fareTotal = sum((t) => t.fare)
  const taxTotal = sum((t) => t.airportFee + t.fuelFee)
  const feeTotal = sum((t) => t.serviceFee)
  const insuranceTotal = sum((t) => t.insurance)
  // The rule is matched before the transaction (only the transaction's handle may be used inside it);
  // no rule: the order needs no approval after all.
  const mainTraveller = passengers.find((p) => p.empId !== null)?.empId ?? caller.empId
  const rule = approvalWanted
    ? await matchOrderRule(ctx.db, caller.corpId, violations.length > 0, mainTraveller, fareTotal + taxTotal + feeTotal + insuranceTotal)
    : null
  const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length
  const cities = fares.map((f) => ({ dep: f.stocked.flight.depCity, arr: f.stocked.flight.arrCity }))

  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE_FLIGHT,
    noPrefix: 'TK',
    rule,
    application: underApplication,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      violations: violations.length ? JSON.stringify(violations.map((v) => ({ code: v.code }))) : null,
      violation_reason_id: reason?.id ?? null,
      violation_note: reason ? (body.violationNote?.trim() ?? null) : null,
      fare_total: fareTotal,
      tax_total: taxTotal,
      service_fee_total: feeTotal,
      insurance_total: insuranceTotal,
      total_amount: fareTotal + taxTotal + feeTotal + insuranceTotal,
      first_dep_at: fares[0].stocked.flight.depAt,
      route_text_zh: routeText(cities, 'zh'),
      route_text_en: routeText(cities, 'en'),
    },
    hold: (trx, created) => holdFlights(trx, created),
  })
  return replyOf(order)

  /** The flight part of the booking's transaction: seats, passengers, segments, tickets, claims, insurance, the application route. */
  async function holdFlights(trx: Kysely<DB>, created: FlightOrder): Promise<void> {
    // Take seats in a fixed order so two bookings of the same flights cannot deadlock.
    const takes = fares
      .map((f) => ({ flightKey: f.stocked.flight.inventoryKey, cabinCode: f.cabin.code, depDate: f.stocked.flight.depDate, capacity: f.cabin.capacity }))
      .sort((a, b) => `${a.flightKey}~${a.cabinCode}`.localeCompare(`${b.flightKey}~${b.cabinCode}`))
    for (const take of takes) {
      if (!(await takeSeats(trx, take, seatsNeeded))) throw conflict('cabinSoldOut')
    }
    const passengerIds: number[] = []
    for (const [sort, p] of passengers.entries()) {
      const row = await trx
        .insertInto('flight_order_passengers')
        .values({
          order_id: created.id, emp_id: p.empId, contact_id: p.contactId, name: p.name, psg_type: p.psgType, card_type: p.cardType,
          card_number: p.cardNumber, card_expiry: p.cardExpiry, phone: p.phone, born: p.born, sex: p.sex, sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      passengerIds.push(row.id)
    }
    const segmentIds: number[] = []
    for (const [i, fare] of fares.entries()) {
      const f = fare.stocked.flight
      const row = await trx
        .insertInto('flight_order_segments')
        .values({
          order_id: created.id, segment_no: i + 1, flight_key: f.flightKey, flight_no: f.flightNo, dep_airport: f.depAirport,
          arr_airport: f.arrAirport, dep_city: f.depCity, arr_city: f.arrCity, dep_date: f.depDate, dep_at: f.depAt,
          cabin_code: fare.cabin.code, cabin_class: fare.cabin.cabinClass, discount: fare.cabin.discount, price: fare.cabin.price,
          y_full_price: f.yFullPrice, snapshot: JSON.stringify(snapshotOf(f, fare.cabin)), changed_from_segment_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      segmentIds.push(row.id)
    }
    const ticketRows = await trx
      .insertInto('flight_tickets')
      .values(tickets.map((t) => ({
        order_id: created.id, passenger_id: passengerIds[t.psgIndex], segment_id: segmentIds[t.segIndex], segment_no: t.segIndex + 1,
        ticket_no: null, status: 'BOOKED', fare: t.fare, airport_fee: t.airportFee, fuel_fee: t.fuelFee, service_fee: t.serviceFee,
        insurance: t.insurance, holds_seat: t.holdsSeat, changed_from_ticket_id: null, created_at: now,
      })))
      .returning(['id', 'passenger_id', 'segment_id'])
      .execute()
    // The database keeps one live booking per passenger and flight: a second one (a parallel
    // submission with another token included) finds the claim taken and the whole booking rolls back.
    const taken = await claimTickets(trx, caller.corpId, created.id, ticketRows.map((t) => {
      const p = passengers[passengerIds.indexOf(t.passenger_id)]
      const f = fares[segmentIds.indexOf(t.segment_id)].stocked.flight
      return {
        ticketId: t.id, passengerId: t.passenger_id, depDate: f.depDate, flightNo: operatingFlightNo(f),
        identities: identitiesOf({ emp_id: p.empId, card_type: p.cardType, card_number: p.cardNumber }),
      }
    }))
    if (taken.length > 0) {
      const name = passengers[passengerIds.indexOf(taken[0].passengerId)].name
      throw conflict('passengerAlreadyBooked', { params: { name } })
    }
    for (const ins of insurances) {
      const count = passengers.length * fares.length
      await trx
        .insertInto('flight_order_insurances')
        .values({ order_id: created.id, product_id: ins.id, code: ins.code, name_zh: ins.name_zh, name_en: ins.name_en, price: ins.price, count, amount: Number(ins.price) * count })
        .execute()
    }
  }
}

/** POST /obt/vipSpkzNeedApproval: would a business flight order of these travellers need approval, and under which rule? */
export async function needApproval(ctx: AppContext, caller: Caller, body: NeedApprovalBody, lang: Lang): Promise<NeedApprovalReply> {
  const travellers = await findBookableEmployees(ctx.db, caller, body.travellerEmpIds.map(Number))
  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const std = await travelStandardFor(ctx, caller, 1, travellers)
  const wanted = settings.approve_all_flight_orders === 1 || (body.violation && outOfPolicyNeedsApproval(std, settings))
  if (!wanted) return { needApproval: false }
  const rule = await matchOrderRule(ctx.db, caller.corpId, body.violation, travellers[0]?.id ?? caller.empId, body.amount)
  if (!rule) return { needApproval: false }
  return { needApproval: true, ruleName: lang === 'en' ? rule.nameEn : rule.name, levels: rule.levels }
}
