/**
 * Booking a domestic flight order: the pre-booking checks (validateTimeOut, checkSameOrder), the
 * insurance products, and `book` itself.
 *
 * `book` quotes the fares, then runs the booking pipeline's steps (services/booking/) with the
 * flight's facts: the travellers on the first flight's day, then the flight's own limits (at most
 * 9, per adult at most 2 children and 1 infant); the business-trip application (C767) against the
 * flights' cities and days; the fares judged against the travellers' standard and the
 * out-of-policy reason; whether approval is wanted and its rule; the cost centre and project; and
 * the transaction (pipeline.ts), into which this file puts the flight's hold: seats taken, the
 * passengers, segments, tickets and insurances written, and the passengers' claims on the flights
 * (a passenger already holding a live booking of a flight — another order, whatever its token —
 * is refused by the claims' primary key, 4009 naming them). The same clientToken returns the same
 * order.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import {
  claimTickets,
  insertOrderInsurance,
  insertPassenger,
  insertSegment,
  insertTickets,
  type FlightOrder,
} from '../../db/repositories/flight-orders'
import { takeSeats } from '../../db/repositories/flights'
import { findTravelSettings } from '../../db/repositories/settings'
import { findInsuranceProducts, findInsuranceProductsByCodes } from '../../db/repositories/insurance'
import type { DB } from '../../db/types'
import { AppError, ErrCode, badInput, conflict } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { NeedApprovalBody, NeedApprovalReply } from '../../schemas/approval'
import type { Violation } from '../../schemas/common'
import type {
  BookBody,
  BookReply,
  CheckSameOrderBody,
  CheckSameOrderReply,
  InsuranceListQuery,
  InsuranceListReply,
  ValidateTimeOutBody,
  ValidateTimeOutReply,
} from '../../schemas/order'
import { chinaDate, formatChinaTime, minutes } from '../../util/time'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { checkApplication } from '../booking/application'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { identitiesOf, sameBookings } from '../booking/duplicates'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { countByType, mainTravellerOf, resolveTravellers, type Traveller } from '../booking/travellers'
import { findBookableEmployees } from '../identity/travellers'
import { operatingFlightNo, parseCabinKey, routeText, snapshotOf, ticketPrice } from './common'
import { evaluateFare, flightApprovalFacts, travelStandardFor, windowLowestFares } from './policy'
import { findFare, serviceFeeOf } from './shopping'

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

/** POST checkSameOrder: live bookings of the same passengers on the same flight, in orders the caller can see (the spine's duplicate check). */
export async function sameOrders(ctx: AppContext, caller: Caller, body: CheckSameOrderBody): Promise<CheckSameOrderReply> {
  const found = await sameBookings(ctx, caller, ORDER_TYPE.FLIGHT, body.flightKey, body.passengers)
  return { duplicates: found.map((d) => ({ orderId: String(d.orderId), orderNo: d.orderNo, passengerName: d.passengerName })) }
}

/** GET /obt/bx/getBxcpList. */
export async function insuranceProducts(ctx: AppContext, query: InsuranceListQuery, lang: Lang): Promise<InsuranceListReply> {
  const rows = await findInsuranceProducts(ctx.db, query.cplx)
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

/** The flight's limits on who travels together: at most 9, at least one adult, per adult at most 2 children and 1 infant (4000). */
function checkFlightPassengers(passengers: Traveller[]): void {
  const { adults, children, infants } = countByType(passengers)
  if (passengers.length > 9) throw badInput('tooManyPassengers')
  if (adults === 0 || children > adults * 2 || infants > adults) throw badInput('tooManyChildren')
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
  const passengers = await resolveTravellers(ctx, caller, body.passengers, { tripType: body.tripType, useDate: fares[0].stocked.flight.depDate })
  checkFlightPassengers(passengers)

  const underApplication = await checkApplication(ctx, caller, {
    tripType: body.tripType,
    ccsqdId: body.ccsqdId,
    routeId: body.routeId,
    travellers: passengers,
    legs: fares.map((f) => ({ depCity: f.stocked.flight.depCity, arrCity: f.stocked.flight.arrCity, depDate: f.stocked.flight.depDate })),
  })

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
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: PRODUCT_CODE.DOMESTIC_FLIGHT,
    violations, forbidden: std?.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  const wanted = approvalWanted(flightApprovalFacts(body.tripType, settings, std, violations.length > 0))

  await checkAccounting(ctx, caller.corpId, body)
  const insuranceCodes = [...new Set(body.insuranceIds ?? [])]
  const insurances = await findInsuranceProductsByCodes(ctx.db, String(PRODUCT_CODE.DOMESTIC_FLIGHT), insuranceCodes)
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
  const rule = await approvalRuleFor(ctx.db, caller.corpId, {
    wanted, violated: violations.length > 0, mainTravellerEmpId: mainTravellerOf(passengers, caller.empId), amount: fareTotal + taxTotal + feeTotal + insuranceTotal,
  })
  const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length
  const cities = fares.map((f) => ({ dep: f.stocked.flight.depCity, arr: f.stocked.flight.arrCity }))

  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.FLIGHT,
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
      ...violationColumns(violations, reason, body.violationNote),
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

  /** The flight part of the booking's transaction: seats, passengers, segments, tickets, claims, insurance. */
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
      passengerIds.push(await insertPassenger(trx, {
        order_id: created.id, emp_id: p.empId, contact_id: p.contactId, name: p.name, psg_type: p.psgType, card_type: p.cardType,
        card_number: p.cardNumber, card_expiry: p.cardExpiry, phone: p.phone, born: p.born, sex: p.sex, sort,
      }))
    }
    const segmentIds: number[] = []
    for (const [i, fare] of fares.entries()) {
      const f = fare.stocked.flight
      segmentIds.push(await insertSegment(trx, {
        order_id: created.id, segment_no: i + 1, flight_key: f.flightKey, flight_no: f.flightNo, dep_airport: f.depAirport,
        arr_airport: f.arrAirport, dep_city: f.depCity, arr_city: f.arrCity, dep_date: f.depDate, dep_at: f.depAt,
        cabin_code: fare.cabin.code, cabin_class: fare.cabin.cabinClass, discount: fare.cabin.discount, price: fare.cabin.price,
        y_full_price: f.yFullPrice, snapshot: JSON.stringify(snapshotOf(f, fare.cabin)), changed_from_segment_id: null,
      }))
    }
    const ticketRows = await insertTickets(trx, tickets.map((t) => ({
      order_id: created.id, passenger_id: passengerIds[t.psgIndex], segment_id: segmentIds[t.segIndex], segment_no: t.segIndex + 1,
      ticket_no: null, status: 'BOOKED', fare: t.fare, airport_fee: t.airportFee, fuel_fee: t.fuelFee, service_fee: t.serviceFee,
      insurance: t.insurance, holds_seat: t.holdsSeat, changed_from_ticket_id: null, created_at: now,
    })))
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
      await insertOrderInsurance(trx, {
        order_id: created.id, product_id: ins.id, code: ins.code, name_zh: ins.name_zh, name_en: ins.name_en, price: ins.price, count, amount: Number(ins.price) * count,
      })
    }
  }
}

/** POST /obt/vipSpkzNeedApproval: would a business flight order of these travellers need approval, and under which rule? */
export async function needApproval(ctx: AppContext, caller: Caller, body: NeedApprovalBody, lang: Lang): Promise<NeedApprovalReply> {
  const travellers = await findBookableEmployees(ctx.db, caller, body.travellerEmpIds.map(Number))
  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const std = await travelStandardFor(ctx, caller, 1, travellers)
  const wanted = approvalWanted(flightApprovalFacts(1, settings, std, body.violation))
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: body.violation, mainTravellerEmpId: travellers[0]?.id ?? caller.empId, amount: body.amount })
  if (!rule) return { needApproval: false }
  return { needApproval: true, ruleName: lang === 'en' ? rule.nameEn : rule.name, levels: rule.levels }
}
