/**
 * Booking airport services (order types 11028–11031 and 21028 on the spine): /obt/airport/book.
 *
 * The pipeline's steps (services/booking/) with the service's facts: the service from the
 * catalogue (price the server's), the flight — one of the caller's own issued flight orders
 * departing from the service's airport (another person's order answers 4004 like a missing one;
 * one from another airport 4000), or a flight number and time typed in — the time rules on
 * ctx.clock (booking flows §9: fast security, and the bundle that includes it, not under 40 minutes
 * before departure; shuttle services only within 30 days; every service within 90 days, not in the
 * past), the people (travellers.ts: scope, frequent travellers, guests), approval when the company
 * asks it, the cost centre and project. Then the transaction (booking/pipeline.ts) with the hold:
 * places taken on the day by the conditional update (the last place is decided there), the order
 * row, the people, and one live booking per person, service and day.
 *
 * No business-trip application is asked: the service rides on a flight that went through its own.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import {
  claimAirportService,
  findAirportServiceSettings,
  findOwnFlightSegments,
  insertAirportServiceOrder,
  insertAirportServiceTravellers,
} from '../../db/repositories/airport-service-orders'
import { takeStock } from '../../db/repositories/airport-service-stock'
import type { Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { AirportBookBody, AirportBookReply } from '../../schemas/airport-service'
import type { CatalogueService } from '../../suppliers/airport-services/types'
import { chinaDate, minutes } from '../../util/time'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { mainTravellerOf, resolveTravellers, type Traveller } from '../booking/travellers'
import { AFTER_SALE_FROM } from '../orders/order-state'
import { airportOrderReply } from './orders'
import { airportFullName, catalogueService } from './search'
import { airportBadInput, airportConflict, kindName } from './texts'
import { ORDER_TYPE_OF } from './types'

/** Order number prefix of airport service orders (机场 JC). */
const ORDER_PREFIX = 'JC'
/** Fast security (and bundles with it): not bookable under this long before departure (booking flows §9). */
export const FAST_CHECK_LEAD_MS = minutes(40)
/** Shuttle services: only within this many days (booking flows §9). */
export const SHUTTLE_WINDOW_DAYS = 30
/** Every service: within this many days. */
export const SALE_WINDOW_DAYS = 90

/** What a service row keeps of the catalogue (so the order never asks the supplier again). */
export interface ServiceSnapshot {
  nameZh: string
  nameEn: string
  locationZh: string
  locationEn: string
  openHours: string
  rulesZh: string[]
  rulesEn: string[]
}

/** The flight a booking is tied to. */
interface FlightFacts {
  flightOrderId: number | null
  flightNo: string
  depAt: Date
}

/** A China wall time 'YYYY-MM-DD HH:mm' as an instant. */
export function chinaWallTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}:00+08:00`)
}

/** The flight of a booking: an own issued flight order at the service's airport, a typed flight, or none. */
async function flightOf(ctx: AppContext, caller: Caller, body: AirportBookBody, service: CatalogueService, lang: Lang): Promise<FlightFacts | null> {
  if (body.flightOrderId) {
    const segments = await findOwnFlightSegments(ctx.db, { corpId: caller.corpId, empId: caller.empId, statuses: AFTER_SALE_FROM, after: new Date(0), orderId: Number(body.flightOrderId) })
    // Another company's or another person's order answers exactly like a missing one.
    if (segments.length === 0) throw notFound()
    const here = segments.find((s) => s.dep_airport === service.airportCode)
    if (!here) throw airportBadInput(lang, 'flightOtherAirport', { flightNo: segments[0].flight_no, airport: airportFullName(service.airportCode, lang) })
    return { flightOrderId: here.order_id, flightNo: here.flight_no, depAt: new Date(here.dep_at) }
  }
  if (body.flightNo || body.depTime) {
    if (!body.flightNo || !body.depTime) throw airportBadInput(lang, 'flightIncomplete')
    return { flightOrderId: null, flightNo: body.flightNo.toUpperCase(), depAt: chinaWallTime(body.depTime) }
  }
  return null
}

/** Days from one China date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * The day of use and the time rules (booking flows §9), on the app's clock: a flight still ahead;
 * the day not in the past, within 30 days for shuttle services and 90 for the others; fast
 * security not under 40 minutes before departure.
 */
export function checkTimeRules(now: Date, service: Pick<CatalogueService, 'shuttle' | 'fastTrack' | 'needsFlight'>, flight: { depAt: Date } | null, serviceDate: string | undefined, lang: Lang): string {
  if (service.needsFlight && !flight) throw airportBadInput(lang, 'flightRequired')
  const today = chinaDate(now)
  const flightDay = flight ? chinaDate(flight.depAt) : undefined
  if (flightDay && serviceDate && serviceDate !== flightDay) throw airportBadInput(lang, 'flightDateMismatch', { date: flightDay })
  const day = flightDay ?? serviceDate
  if (!day) throw airportBadInput(lang, 'serviceDateRequired')
  if (day < today) throw airportBadInput(lang, 'serviceDatePast')
  if (flight && flight.depAt.getTime() <= now.getTime()) throw airportConflict(lang, 'flightDeparted')
  const ahead = daysBetween(today, day)
  if (service.shuttle && ahead > SHUTTLE_WINDOW_DAYS) throw airportConflict(lang, 'shuttleWithin30')
  if (ahead > SALE_WINDOW_DAYS) throw airportBadInput(lang, 'serviceDateTooFar', { n: SALE_WINDOW_DAYS })
  if (service.fastTrack && flight && flight.depAt.getTime() - now.getTime() < FAST_CHECK_LEAD_MS) throw airportConflict(lang, 'fastCheckTooLate')
  return day
}

/** The identity a person holds a service under: the employee, the frequent traveller, or the document. */
export function travellerIdentity(t: Pick<Traveller, 'empId' | 'contactId' | 'cardType' | 'cardNumber'>): string {
  if (t.empId !== null) return `emp:${t.empId}`
  if (t.contactId !== null) return `contact:${t.contactId}`
  return `doc:${t.cardType}:${t.cardNumber.toUpperCase()}`
}

const money = (n: number): number => Math.round(n * 100) / 100

/** POST /obt/airport/book. */
export async function bookAirportService(ctx: AppContext, caller: Caller, body: AirportBookBody, lang: Lang): Promise<AirportBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return airportOrderReply(ctx, previous)
  const service = catalogueService(body.serviceId, lang)
  const now = ctx.clock()
  const flight = await flightOf(ctx, caller, body, service, lang)
  const serviceDate = checkTimeRules(now, service, flight, body.serviceDate, lang)
  const travellers = await resolveTravellers(ctx, caller, body.travellers, { tripType: body.tripType, useDate: serviceDate })
  await checkAccounting(ctx, caller.corpId, body)
  const total = money(service.price * travellers.length)
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - total) >= 0.005) {
    throw airportConflict(lang, 'priceChanged', { total }, { reasonCode: 'PRICE_CHANGED', totalAmount: total })
  }
  const settings = await findAirportServiceSettings(ctx.db, caller.corpId)
  const wanted = approvalWanted({ tripType: body.tripType, approveAll: settings.approveAll, violated: false, overPolicyAction: null, approveOutOfPolicy: false })
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: false, mainTravellerEmpId: mainTravellerOf(travellers, caller.empId), amount: total })
  const orderType = ORDER_TYPE_OF[service.kind]
  const title = (l: Lang) => `${kindName(l, service.kind)} ${service.name[l]}`
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType,
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
      violations: null,
      violation_reason_id: null,
      violation_note: null,
      fare_total: total,
      tax_total: 0,
      service_fee_total: 0,
      insurance_total: 0,
      total_amount: total,
      first_dep_at: flight?.depAt ?? chinaWallTime(`${serviceDate} ${service.openHours.slice(0, 5)}`),
      route_text_zh: title('zh'),
      route_text_en: title('en'),
    },
    hold: (trx, created) => hold(trx, created),
  })
  return airportOrderReply(ctx, order)

  /** The service part of the transaction: the places, the order row, the people and their claims. */
  async function hold(trx: Kysely<DB>, created: Order): Promise<void> {
    const key = { serviceId: service.serviceId, date: serviceDate, airportCode: service.airportCode, capacity: service.dailyCapacity }
    if (!(await takeStock(trx, key, travellers.length))) throw airportConflict(lang, 'soldOut', {}, { reasonCode: 'SOLD_OUT' })
    await insertAirportServiceOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      service_type: service.kind,
      service_id: service.serviceId,
      airport_code: service.airportCode,
      terminal: service.terminal,
      service_date: serviceDate,
      service_snapshot: JSON.stringify({
        nameZh: service.name.zh, nameEn: service.name.en, locationZh: service.location.zh, locationEn: service.location.en, openHours: service.openHours,
        rulesZh: service.rules.map((r) => r.zh), rulesEn: service.rules.map((r) => r.en),
      } satisfies ServiceSnapshot),
      unit_price: service.price,
      quantity: travellers.length,
      flight_order_id: flight?.flightOrderId ?? null,
      flight_no: flight?.flightNo ?? null,
      dep_at: flight?.depAt ?? null,
      remark: body.remark?.trim() ?? '',
      refund_amount: null,
      cancelled_at: null,
    })
    await insertAirportServiceTravellers(trx, travellers.map((t, sort) => ({
      order_id: created.id, emp_id: t.empId, contact_id: t.contactId, name: t.name, card_type: t.cardType, card_number: t.cardNumber, phone: t.phone, voucher_code: null, sort,
    })))
    // One live booking per person, service and day: a second one finds the claim taken and the whole booking rolls back.
    const identities = travellers.map(travellerIdentity)
    const taken = await claimAirportService(trx, created.corp_id, created.id, service.serviceId, serviceDate, identities)
    if (taken.length > 0) {
      const name = travellers[identities.indexOf(taken[0])]?.name ?? ''
      throw airportConflict(lang, 'travellerAlreadyBooked', { name, date: serviceDate })
    }
  }
}

