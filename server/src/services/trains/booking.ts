/**
 * Booking train orders (order type 11009 on the spine): the pre-booking check (validOrder), a
 * direct train (trBookOrder), a transfer of two trains (bookTransfer) and standby (trHbBookOrder).
 *
 * Each runs the booking pipeline's steps (services/booking/) with the train's facts: the
 * travellers on the train's day (employees in the booker's scope, frequent travellers, guests;
 * their documents; every adult passed the railway's identity check, rail-account.ts), then the train's own limits — at most 9 passengers (booking flows §9; the
 * spec's message says 5, we keep 9: see server/README.md, Trains), children (ticket type 2, under
 * 12) only with an adult or a student, a child ticket only for a child; the business-trip
 * application (C767) against the train's cities or stations (product 10904 routes); every seat
 * judged against the travellers' train standard (services/trains/policy.ts) and the out-of-policy
 * reason; whether approval is wanted and its rule; the cost centre and project; the service fee by
 * trip type (train_settings, else the company's booking fees); insurance (cplx 10904). Then the
 * transaction (booking/pipeline.ts) with the train's hold: seats taken by the conditional update
 * (4009 when sold out: the last-seat race is decided there), legs, passengers, tickets and the
 * passengers' claims on the train and date (4009 naming a passenger who already holds one).
 *
 * Fares per ticket: adult the seat's fare; child half; student 75 % of second class and 50 % of
 * hard seat / hard sleeper / no seat (orders.ts ticketFare). Service fee per ticket. The same
 * clientToken answers the same order.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { findTravelSettings } from '../../db/repositories/settings'
import { findInsuranceProductsByCodes } from '../../db/repositories/insurance'
import type { Order } from '../../db/repositories/orders'
import {
  findCityNames,
  findLegs,
  findStandbys,
  findTrainSettings,
  insertLeg,
  insertStandby,
  insertTrainInsurance,
  insertTrainPassenger,
  insertTrainTickets,
} from '../../db/repositories/train-orders'
import { seatKey, seatsLeft, takeTrainSeats } from '../../db/repositories/train-seats'
import type { DB } from '../../db/types'
import { AppError, ErrCode, badInput, conflict } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { Violation } from '../../schemas/common'
import type {
  TrBookBody,
  TrBookReply,
  TrStandbyBookBody,
  TrTransferBookBody,
  TrValidOrderBody,
  TrValidOrderReply,
  TrainPassengerInput,
} from '../../schemas/train-order'
import type { SupplierTrain } from '../../suppliers/trains/types'
import { chinaDate, minutes } from '../../util/time'
import { checkApplication } from '../booking/application'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { sameBookings } from '../booking/duplicates'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { mainTravellerOf, resolveTravellers, type Traveller } from '../booking/travellers'
import { parameterValues } from '../company/company'
import type { BookingUnderApplication } from '../trips/trip-applications'
import { capacityOf, claimOrRefuse, legRowOf, legSnapshotOf, minuteText, money, ticketFare, type StandbySnapshot } from './orders'
import { seatVerdict, trainStandardFor } from './policy'
import { assertIdentitiesChecked } from './rail-account'

/** Most passengers of one train booking (booking flows §9 "up to 9"; see the README for the 5 of the message). */
export const MAX_TRAIN_PASSENGERS = 9

/** Minimum connection of a transfer: at the same station, and between two stations of one city (the supplier's transfer plans). */
export const TRANSFER_MINUTES = { sameStation: 20, otherStation: 60 }

/** A standby deadline is at least this far ahead, and at least this long before the latest chosen departure. */
const STANDBY_MIN_AHEAD_MS = minutes(30)
const STANDBY_BEFORE_DEPARTURE_MS = minutes(180)

/** Order number prefixes: train orders, standby orders. */
const ORDER_PREFIX = 'HC'
const STANDBY_PREFIX = 'HB'

// ---------------------------------------------------------------- trains

/** A listing by key (4004 trainNotFound when the key names none). */
export async function trainOf(ctx: AppContext, trainKey: string): Promise<SupplierTrain> {
  const train = await ctx.trains.getTrain(trainKey)
  if (!train) throw new AppError(ErrCode.NOT_FOUND, 'trainNotFound')
  return train
}

/** A train must be on sale now (bookable: sale open, within 05:00–23:59, not paused or closed). */
export function assertOnSale(train: SupplierTrain): void {
  if (train.saleState !== 'bookable') throw conflict('trainNotOnSale')
}

/** The seat type must be one the train sells. */
function assertSeatType(train: SupplierTrain, seatType: string): void {
  if (!train.seats.some((s) => s.seatType === seatType)) throw badInput('trainSeatUnknown')
}

/** The adult fare of a seat type on a listing. */
function seatPrice(train: SupplierTrain, seatType: string): number {
  return train.seats.find((s) => s.seatType === seatType)?.price ?? 0
}

/** Whether the company opened transfer (10914 value1) or standby (value2) booking. */
async function trainBookingOpen(ctx: AppContext, corpId: number, which: 'transfer' | 'standby'): Promise<boolean> {
  const [param] = await parameterValues(ctx, ['10914'], corpId)
  if (!param) return true
  const value = which === 'transfer' ? param.value1 : param.value2
  return value === undefined || value === null || value === '1'
}

// ---------------------------------------------------------------- the pipeline's steps

/** The booking's common part, as every train booking call carries it. */
type CommonBody = Pick<TrBookBody, 'passengers' | 'contact' | 'tripType' | 'costCenterId' | 'projectId' | 'ccsqdId' | 'routeId' | 'violationReasonId' | 'violationNote' | 'insuranceIds'>

/** A traveller with the ticket type it travels on. */
interface TrainTraveller extends Traveller {
  ticketType: number
}

/**
 * Resolves the travellers on the train's day and applies the train's limits, then the railway's
 * identity check of every adult (rail-account.ts: 4000 when one has not passed).
 */
async function trainTravellers(ctx: AppContext, caller: Caller, inputs: TrainPassengerInput[], tripType: number, useDate: string, lang: Lang): Promise<TrainTraveller[]> {
  if (inputs.length > MAX_TRAIN_PASSENGERS) throw badInput('trainTooManyPassengers')
  const resolved = await resolveTravellers(ctx, caller, inputs, { tripType, useDate })
  const travellers = resolved.map((p, i): TrainTraveller => {
    const asked = inputs[i].ticketType
    const child = p.psgType !== 1
    const ticketType = asked ?? (child ? 2 : 1)
    // A child ticket is for a child (under 12 on the day); anyone may travel on an adult ticket.
    if (ticketType === 2 && !child) throw badInput('trainTicketTypeInvalid', { params: { name: p.name } })
    if (ticketType === 3 && child) throw badInput('trainTicketTypeInvalid', { params: { name: p.name } })
    return { ...p, ticketType }
  })
  if (travellers.some((p) => p.ticketType === 2) && !travellers.some((p) => p.ticketType !== 2)) throw badInput('trainChildAlone')
  await assertIdentitiesChecked(ctx, caller.corpId, travellers, lang)
  return travellers
}

/** The application step (booking/application.ts) with the train's product code (10904) and stations. */
function trainApplication(
  ctx: AppContext,
  caller: Caller,
  body: CommonBody,
  travellers: Traveller[],
  trains: SupplierTrain[],
): Promise<BookingUnderApplication | null> {
  const first = trains[0]
  const last = trains[trains.length - 1]
  return checkApplication(ctx, caller, {
    tripType: body.tripType,
    ccsqdId: body.ccsqdId,
    routeId: body.routeId,
    travellers,
    legs: [{
      depCity: first.fromStation.cityCode,
      arrCity: last.toStation.cityCode,
      depDate: first.date,
      depCodes: [first.fromStation.code],
      arrCodes: [last.toStation.code],
    }, ...trains.slice(1).map((t) => ({ depCity: t.fromStation.cityCode, arrCity: t.toStation.cityCode, depDate: t.date }))],
    productCode: PRODUCT_CODE.TRAIN,
  })
}

/** What the policy, reason and approval steps decided. */
interface PolicyOutcome {
  violations: Violation[]
  reason: Awaited<ReturnType<typeof checkViolationReason>>
  wanted: boolean
}

/** The seat types judged against the travellers' standard, the reason, and whether approval is wanted. */
async function trainPolicy(ctx: AppContext, caller: Caller, body: CommonBody, travellers: Traveller[], seatTypes: string[], lang: Lang): Promise<PolicyOutcome> {
  const employees = travellers.flatMap((p) => (p.employee ? [p.employee] : []))
  const std = await trainStandardFor(ctx, caller, body.tripType, employees, { lang })
  const violations: Violation[] = []
  for (const seatType of [...new Set(seatTypes)]) {
    const verdict = seatVerdict(std, seatType, lang)
    // The spine's violation codes are the flight ones: a seat above the standard is the train's CABIN_CLASS.
    if (verdict.wb > 0 && !violations.some((v) => v.text === verdict.text)) violations.push({ code: 'CABIN_CLASS', text: verdict.text })
  }
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: PRODUCT_CODE.TRAIN,
    violations, forbidden: std?.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  const [trainSettings, travelSettings] = await Promise.all([findTrainSettings(ctx.db, caller.corpId), findTravelSettings(ctx.db, caller.corpId)])
  const wanted = approvalWanted({
    tripType: body.tripType,
    approveAll: trainSettings.approveAll,
    violated: violations.length > 0,
    overPolicyAction: std?.overPolicyAction,
    approveOutOfPolicy: travelSettings.approve_out_of_policy === 1,
  })
  return { violations, reason, wanted }
}

/** The insurance products chosen (cplx 10904; 4000 for an unknown one) and their price per ticket. */
async function trainInsurances(ctx: AppContext, ids: string[] | undefined) {
  const codes = [...new Set(ids ?? [])]
  const products = await findInsuranceProductsByCodes(ctx.db, String(PRODUCT_CODE.TRAIN), codes)
  if (products.length !== codes.length) throw badInput('insuranceUnknown')
  return { products, perTicket: products.reduce((s, p) => s + Number(p.price), 0) }
}

/** The service fee per ticket for a trip type. */
async function serviceFeeFor(ctx: AppContext, corpId: number, tripType: number): Promise<number> {
  const settings = await findTrainSettings(ctx.db, corpId)
  return tripType === 1 ? settings.serviceFeeBusiness : settings.serviceFeePersonal
}

/** Route text of cities in both languages ('北京-上海', with the hub of a transfer). */
async function routeTexts(ctx: AppContext, cityCodes: string[]): Promise<{ zh: string; en: string }> {
  const names = await findCityNames(ctx.db, cityCodes)
  const codes = cityCodes.filter((c, i) => i === 0 || c !== cityCodes[i - 1])
  return {
    zh: codes.map((c) => names.get(c)?.zh ?? c).join('-'),
    en: codes.map((c) => names.get(c)?.en ?? c).join('-'),
  }
}

/** The passenger row of a traveller. */
function passengerRow(orderId: number, p: TrainTraveller, sort: number) {
  return {
    order_id: orderId, emp_id: p.empId, contact_id: p.contactId, name: p.name, psg_type: p.psgType, ticket_type: p.ticketType,
    card_type: p.cardType, card_number: p.cardNumber, card_expiry: p.cardExpiry, phone: p.phone, born: p.born, sex: p.sex, sort,
  }
}

/** The reply of a booking. */
async function replyOf(ctx: AppContext, order: Order): Promise<TrBookReply> {
  const [legs, standbys] = await Promise.all([findLegs(ctx.db, [order.id]), findStandbys(ctx.db, [order.id])])
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as TrBookReply['status'],
    needApproval: order.need_approval === 1,
    payDeadline: order.pay_deadline ? minuteText(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
    transfer: legs.some((l) => l.leg_no === 2),
    standby: standbys.length > 0,
  }
}

// ---------------------------------------------------------------- direct and transfer

/** A leg to book: a listing and the seat type of each passenger on it. */
interface LegPlan {
  train: SupplierTrain
  seatTypeOf: (psgIndex: number) => string
}

/** Everything a direct or transfer booking decided before its transaction. */
interface Plan {
  travellers: TrainTraveller[]
  application: BookingUnderApplication | null
  policy: PolicyOutcome
  tickets: { legIndex: number; psgIndex: number; seatType: string; fare: number; serviceFee: number; insurance: number }[]
  insurances: Awaited<ReturnType<typeof trainInsurances>>
  fareTotal: number
  feeTotal: number
  insuranceTotal: number
  total: number
}

/** The pipeline's steps for legs (no writes). */
async function planLegs(ctx: AppContext, caller: Caller, body: CommonBody, legs: LegPlan[], lang: Lang): Promise<Plan> {
  for (const leg of legs) assertOnSale(leg.train)
  const travellers = await trainTravellers(ctx, caller, body.passengers, body.tripType, legs[0].train.date, lang)
  for (const leg of legs) travellers.forEach((_, i) => assertSeatType(leg.train, leg.seatTypeOf(i)))
  const application = await trainApplication(ctx, caller, body, travellers, legs.map((l) => l.train))
  const seatTypes = legs.flatMap((leg) => travellers.map((_, i) => leg.seatTypeOf(i)))
  const policy = await trainPolicy(ctx, caller, body, travellers, seatTypes, lang)
  await checkAccounting(ctx, caller.corpId, body)
  const insurances = await trainInsurances(ctx, body.insuranceIds)
  const fee = await serviceFeeFor(ctx, caller.corpId, body.tripType)
  const tickets = legs.flatMap((leg, legIndex) => travellers.map((p, psgIndex) => {
    const seatType = leg.seatTypeOf(psgIndex)
    return { legIndex, psgIndex, seatType, fare: ticketFare(seatPrice(leg.train, seatType), p.ticketType, seatType), serviceFee: fee, insurance: insurances.perTicket }
  }))
  const fareTotal = money(tickets.reduce((s, t) => s + t.fare, 0))
  const feeTotal = money(tickets.reduce((s, t) => s + t.serviceFee, 0))
  const insuranceTotal = money(tickets.reduce((s, t) => s + t.insurance, 0))
  return { travellers, application, policy, tickets, insurances, fareTotal, feeTotal, insuranceTotal, total: money(fareTotal + feeTotal + insuranceTotal) }
}

/** Seats needed per quota of a plan, in a fixed order (two bookings of the same trains cannot deadlock). */
function quotasOf(plan: Plan, legs: LegPlan[]) {
  const needs = new Map<string, { inventoryKey: string; seatType: string; capacity: number; trainDate: string; count: number }>()
  for (const t of plan.tickets) {
    const train = legs[t.legIndex].train
    const key = seatKey(train.inventoryKey, t.seatType)
    const entry = needs.get(key) ?? { inventoryKey: train.inventoryKey, seatType: t.seatType, capacity: capacityOf(train, t.seatType), trainDate: train.date, count: 0 }
    entry.count += 1
    needs.set(key, entry)
  }
  return [...needs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v)
}

/** Writes a direct or transfer booking (the pipeline's transaction with the train's hold). */
async function bookLegs(ctx: AppContext, caller: Caller, body: CommonBody & { clientToken: string }, legs: LegPlan[], lang: Lang): Promise<TrBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return replyOf(ctx, previous)
  const plan = await planLegs(ctx, caller, body, legs, lang)
  const rule = await approvalRuleFor(ctx.db, caller.corpId, {
    wanted: plan.policy.wanted, violated: plan.policy.violations.length > 0, mainTravellerEmpId: mainTravellerOf(plan.travellers, caller.empId), amount: plan.total,
  })
  const route = await routeTexts(ctx, [legs[0].train.fromStation.cityCode, ...legs.map((l) => l.train.toStation.cityCode)])
  const now = ctx.clock()
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.TRAIN,
    noPrefix: ORDER_PREFIX,
    rule,
    application: plan.application,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      ...violationColumns(plan.policy.violations, plan.policy.reason, body.violationNote),
      fare_total: plan.fareTotal,
      tax_total: 0,
      service_fee_total: plan.feeTotal,
      insurance_total: plan.insuranceTotal,
      total_amount: plan.total,
      first_dep_at: legs[0].train.departAt,
      route_text_zh: route.zh,
      route_text_en: route.en,
    },
    hold: (trx, created) => holdLegs(trx, created),
  })
  return replyOf(ctx, order)

  /** The train part of the transaction: seats, legs, passengers, tickets, claims, insurance. */
  async function holdLegs(trx: Kysely<DB>, created: Order): Promise<void> {
    for (const q of quotasOf(plan, legs)) {
      if (!(await takeTrainSeats(trx, q, q.count))) throw conflict('trainSeatSoldOut')
    }
    const legIds: number[] = []
    for (const [i, leg] of legs.entries()) legIds.push(await insertLeg(trx, legRowOf(created.id, i + 1, leg.train, null)))
    const passengerIds: number[] = []
    for (const [sort, p] of plan.travellers.entries()) passengerIds.push(await insertTrainPassenger(trx, passengerRow(created.id, p, sort)))
    const tickets = await insertTrainTickets(trx, plan.tickets.map((t) => ({
      order_id: created.id, passenger_id: passengerIds[t.psgIndex], leg_id: legIds[t.legIndex], leg_no: t.legIndex + 1, seat_type: t.seatType,
      fare: t.fare, service_fee: t.serviceFee, insurance: t.insurance, status: 'BOOKED', ticket_no: null, carriage: null, seat_no: null,
      seat_label_zh: null, seat_label_en: null, changed_from_ticket_id: null, created_at: now,
    })))
    // One live booking per passenger, train and day: a second one (another token, a parallel
    // submission) finds the claim taken and the whole booking rolls back.
    const passengers = plan.travellers.map((p, i) => ({ id: passengerIds[i], emp_id: p.empId, card_type: p.cardType, card_number: p.cardNumber, name: p.name }))
    const legRows = legs.map((l, i) => ({ id: legIds[i], train_code: l.train.trainCode, train_date: l.train.date }))
    await claimOrRefuse(trx, created, tickets, passengers, legRows)
    for (const ins of plan.insurances.products) {
      const count = plan.travellers.length * legs.length
      await insertTrainInsurance(trx, {
        order_id: created.id, product_id: ins.id, code: ins.code, name_zh: ins.name_zh, name_en: ins.name_en, price: ins.price, count, amount: money(Number(ins.price) * count),
      })
    }
  }
}

/** POST trQuery/trBookOrder: one train; each passenger on the booking's seat type or their own. */
export async function bookTrain(ctx: AppContext, caller: Caller, body: TrBookBody, lang: Lang): Promise<TrBookReply> {
  const train = await trainOf(ctx, body.trainKey)
  return bookLegs(ctx, caller, body, [{ train, seatTypeOf: (i) => body.passengers[i]?.seatType ?? body.seatType }], lang)
}

/**
 * The connection of a transfer: the second train leaves from the first one's arrival city, at
 * least 20 minutes after it arrives at the same station or 60 at another station of the city.
 */
export function checkConnection(first: SupplierTrain, second: SupplierTrain): void {
  if (first.toStation.cityCode !== second.fromStation.cityCode || first.fromStation.cityCode === second.toStation.cityCode) throw badInput('trainTransferInvalid')
  const sameStation = first.toStation.code === second.fromStation.code
  const gap = (second.departAt.getTime() - first.arriveAt.getTime()) / 60_000
  if (gap < (sameStation ? TRANSFER_MINUTES.sameStation : TRANSFER_MINUTES.otherStation)) throw badInput('trainTransferTooShort')
}

/** POST trQuery/bookTransfer: two trains via a hub city, one order with the transfer flag. */
export async function bookTransfer(ctx: AppContext, caller: Caller, body: TrTransferBookBody, lang: Lang): Promise<TrBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return replyOf(ctx, previous)
  if (!(await trainBookingOpen(ctx, caller.corpId, 'transfer'))) throw conflict('trainTransferNotOpen')
  const trains = [await trainOf(ctx, body.legs[0].trainKey), await trainOf(ctx, body.legs[1].trainKey)]
  checkConnection(trains[0], trains[1])
  return bookLegs(ctx, caller, body, trains.map((train, i) => ({ train, seatTypeOf: () => body.legs[i].seatType })), lang)
}

// ---------------------------------------------------------------- validOrder

/** The duplicate-check subject of a train on a day ('G1@2025-06-11'): what a claim names. */
export function trainSubject(trainCode: string, date: string): string {
  return `${trainCode}@${date}`
}

/**
 * POST trQuery/validOrder: the booking checked without writing — on sale, seats left for every
 * passenger, policy (forbidden, reason missing), duplicates among the passengers' live bookings of
 * the train that day, approval, and the amount. Malformed input, passengers out of scope and the
 * application (C767) answer as errors like the booking would.
 */
export async function validOrder(ctx: AppContext, caller: Caller, body: TrValidOrderBody, lang: Lang): Promise<TrValidOrderReply> {
  const train = await trainOf(ctx, body.trainKey)
  const seatTypeOf = (i: number) => body.passengers[i]?.seatType ?? body.seatType
  const wantedSeats = body.passengers.map((_, i) => seatTypeOf(i))
  for (const s of wantedSeats) assertSeatType(train, s)
  const left = await seatsLeft(ctx.db, [...new Set(wantedSeats)].map((s) => ({ inventoryKey: train.inventoryKey, seatType: s, capacity: capacityOf(train, s) })))
  const seatsLeftList = [...new Set(wantedSeats)].map((s) => ({ seatType: s as TrValidOrderReply['seatsLeft'][number]['seatType'], count: left.get(seatKey(train.inventoryKey, s)) ?? 0 }))
  const empty = { violations: [], needReason: false, needApproval: false, seatsLeft: seatsLeftList, standbyAvailable: false, fare: 0, serviceFee: 0, insurance: 0, totalAmount: 0 }
  if (train.saleState !== 'bookable') return { ...empty, valid: false, reasonCode: 'NOT_ON_SALE', reason: translate(lang, 'trainNotOnSale') }
  const soldOut = [...new Set(wantedSeats)].some((s) => (left.get(seatKey(train.inventoryKey, s)) ?? 0) < wantedSeats.filter((x) => x === s).length)
  let plan: Plan
  try {
    plan = await planLegs(ctx, caller, { ...body, violationReasonId: body.violationReasonId }, [{ train, seatTypeOf }], lang)
  } catch (error) {
    if (error instanceof AppError && (error.messageKey === 'violationForbidden' || error.messageKey === 'violationReasonRequired')) {
      const violations = (error.data as { violations: Violation[] }).violations
      const forbidden = error.messageKey === 'violationForbidden'
      return {
        ...empty, valid: false, reasonCode: forbidden ? 'FORBIDDEN' : 'NEED_REASON', reason: translate(lang, error.messageKey, error.params),
        violations, needReason: !forbidden, standbyAvailable: soldOut,
      }
    }
    throw error
  }
  const amounts = { fare: plan.fareTotal, serviceFee: plan.feeTotal, insurance: plan.insuranceTotal, totalAmount: plan.total }
  const rule = await approvalRuleFor(ctx.db, caller.corpId, {
    wanted: plan.policy.wanted, violated: plan.policy.violations.length > 0, mainTravellerEmpId: mainTravellerOf(plan.travellers, caller.empId), amount: plan.total,
  })
  const base = { ...empty, ...amounts, violations: plan.policy.violations, needReason: plan.policy.violations.length > 0, needApproval: rule !== null }
  if (soldOut) return { ...base, valid: false, reasonCode: 'SOLD_OUT', reason: translate(lang, 'trainSeatSoldOut'), standbyAvailable: true }
  const duplicates = await sameBookings(ctx, caller, ORDER_TYPE.TRAIN, trainSubject(train.trainCode, train.date), body.passengers.map((p) => ({
    empId: p.empId, contactId: p.contactId, idNumber: p.cardNumber,
  })))
  if (duplicates.length > 0) {
    return { ...base, valid: false, reasonCode: 'DUPLICATE', reason: translate(lang, 'trainPassengerAlreadyBooked', { name: duplicates[0].passengerName }) }
  }
  return { ...base, valid: true }
}

// ---------------------------------------------------------------- standby

/** 'YYYY-MM-DD HH:mm' China time as an instant (null when malformed). */
function parseChinaMinute(text: string): Date | null {
  const d = new Date(`${text.replace(' ', 'T')}:00+08:00`)
  return Number.isNaN(d.getTime()) || chinaDate(d) !== text.slice(0, 10) ? null : d
}

/**
 * POST trQuery/trHbBookOrder: standby (候补) for sold-out seats. The trains share a date and the
 * cities; every chosen train × seat type it sells is an option; none may have seats enough for all
 * the passengers (book directly then). The deadline is at least 30 minutes ahead and no later than
 * 3 hours before the latest chosen departure. Prepaid: per passenger the highest fare among the
 * options (+ service fee, insurance); the difference to the seat obtained goes back on fulfilment,
 * everything at the deadline (standby.ts). Nothing is held until then.
 */
export async function bookStandby(ctx: AppContext, caller: Caller, body: TrStandbyBookBody, lang: Lang): Promise<TrBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return replyOf(ctx, previous)
  if (!(await trainBookingOpen(ctx, caller.corpId, 'standby'))) throw conflict('trainStandbyNotOpen')
  const keys = [...new Set(body.trainKeys)]
  const trains: SupplierTrain[] = []
  for (const key of keys) trains.push(await trainOf(ctx, key))
  for (const t of trains) assertOnSale(t)
  const first = trains[0]
  if (trains.some((t) => t.date !== first.date || t.fromStation.cityCode !== first.fromStation.cityCode || t.toStation.cityCode !== first.toStation.cityCode)) {
    throw badInput('trainStandbyMixed')
  }
  const seatTypes = [...new Set(body.seatTypes)]
  const options = trains.flatMap((train) => seatTypes.filter((s) => train.seats.some((x) => x.seatType === s)).map((seatType) => ({ train, seatType })))
  if (options.length === 0) throw badInput('trainSeatUnknown')
  const now = ctx.clock()
  const deadline = parseChinaMinute(body.deadline)
  const latest = Math.max(...trains.map((t) => t.departAt.getTime()))
  if (!deadline || deadline.getTime() < now.getTime() + STANDBY_MIN_AHEAD_MS || deadline.getTime() > latest - STANDBY_BEFORE_DEPARTURE_MS) {
    throw badInput('trainStandbyDeadline')
  }
  const travellers = await trainTravellers(ctx, caller, body.passengers, body.tripType, first.date, lang)
  const left = await seatsLeft(ctx.db, options.map((o) => ({ inventoryKey: o.train.inventoryKey, seatType: o.seatType, capacity: capacityOf(o.train, o.seatType) })))
  if (options.some((o) => (left.get(seatKey(o.train.inventoryKey, o.seatType)) ?? 0) >= travellers.length)) throw conflict('trainStandbyHasSeats')
  const application = await trainApplication(ctx, caller, body, travellers, [first])
  const policy = await trainPolicy(ctx, caller, body, travellers, options.map((o) => o.seatType), lang)
  await checkAccounting(ctx, caller.corpId, body)
  const insurances = await trainInsurances(ctx, body.insuranceIds)
  const fee = await serviceFeeFor(ctx, caller.corpId, body.tripType)
  const fares = travellers.map((p) => Math.max(...options.map((o) => ticketFare(seatPrice(o.train, o.seatType), p.ticketType, o.seatType))))
  const fareTotal = money(fares.reduce((s, f) => s + f, 0))
  const feeTotal = money(fee * travellers.length)
  const insuranceTotal = money(insurances.perTicket * travellers.length)
  const total = money(fareTotal + feeTotal + insuranceTotal)
  const rule = await approvalRuleFor(ctx.db, caller.corpId, {
    wanted: policy.wanted, violated: policy.violations.length > 0, mainTravellerEmpId: mainTravellerOf(travellers, caller.empId), amount: total,
  })
  const route = await routeTexts(ctx, [first.fromStation.cityCode, first.toStation.cityCode])
  const snapshot: StandbySnapshot = {
    trains: trains.map((t) => ({ trainKey: t.trainKey, inventoryKey: t.inventoryKey, trainCode: t.trainCode, departAt: t.departAt.toISOString(), leg: legSnapshotOf(t) })),
    seatTypes,
  }
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.TRAIN,
    noPrefix: STANDBY_PREFIX,
    rule,
    application,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      ...violationColumns(policy.violations, policy.reason, body.violationNote),
      fare_total: fareTotal,
      tax_total: 0,
      service_fee_total: feeTotal,
      insurance_total: insuranceTotal,
      total_amount: total,
      first_dep_at: new Date(Math.min(...trains.map((t) => t.departAt.getTime()))),
      route_text_zh: route.zh,
      route_text_en: route.en,
    },
    hold: async (trx, created) => {
      for (const [sort, p] of travellers.entries()) await insertTrainPassenger(trx, passengerRow(created.id, p, sort))
      await insertStandby(trx, {
        order_id: created.id, corp_id: created.corp_id, train_date: first.date, from_city: first.fromStation.cityCode, to_city: first.toStation.cityCode,
        deadline, state: 'UNPAID', queued_at: created.created_at, fulfilled_at: null, snapshot: JSON.stringify(snapshot),
      }, options.map((o, sort) => ({ sort, train_key: o.train.trainKey, inventory_key: o.train.inventoryKey, seat_type: o.seatType, fare: seatPrice(o.train, o.seatType) })))
      for (const ins of insurances.products) {
        const count = travellers.length
        await insertTrainInsurance(trx, {
          order_id: created.id, product_id: ins.id, code: ins.code, name_zh: ins.name_zh, name_en: ins.name_en, price: ins.price, count, amount: money(Number(ins.price) * count),
        })
      }
    },
  })
  return replyOf(ctx, order)
}
