/**
 * Booking an international itinerary (bookGjOrder / bookGj, order type 11004): the itinerary is
 * priced again from its key (a changed price answers 4009 fareChanged), the travellers resolved
 * within the booking scope (services/booking/travellers.ts) and their travel documents checked
 * (intl-passport.ts: English name, document type for the trip, number, six months' validity after
 * the return, nationality, place of issue, birth date, sex), the flight's party rules, the
 * business-trip application, the international standard and the out-of-policy reason, the
 * approval rule, then the spine's transaction with the flight tables: seats of every leg taken
 * (4009 cabinSoldOut when one is gone: the last seat goes to exactly one booking), passengers with
 * their documents, one segment per leg, tickets per passenger and leg, the passengers' claims on
 * the flights, the itinerary, and a demand order's quote marked booked.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { claimTickets, insertPassenger, insertSegment, insertTickets, type FlightOrder } from '../../db/repositories/flight-orders'
import { takeSeats } from '../../db/repositories/flights'
import { insertOrderJourneys, insertPassengerDoc, moveNeed } from '../../db/repositories/intl-flights'
import { findTravelSettings } from '../../db/repositories/settings'
import type { DB } from '../../db/types'
import { badInput, conflict } from '../../errors'
import type { Lang } from '../../messages'
import type { PsgType } from '../../schemas/common'
import type { BookGjOrderBody, BookGjOrderReply, IntlPassengerInput } from '../../schemas/intl-flight'
import { cityOf, type IntlLeg } from '../../suppliers/intl-flights/simulator'
import { chinaDate, formatChinaTime } from '../../util/time'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { checkApplication } from '../booking/application'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { identitiesOf } from '../booking/duplicates'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { checkViolationReason, violationColumns } from '../booking/policy-reason'
import { countByType, mainTravellerOf, resolveTravellers, type TravellerInput } from '../booking/travellers'
import { psgTypeOf } from '../identity/travellers'
import { routeText, type SegmentSnapshot } from './common'
import { priceFor, regionsOf } from './intl-common'
import { checkDocument } from './intl-passport'
import { intlApprovalFacts, intlStandardFor } from './intl-policy'
import { pricedItinerary } from './intl-shopping'
import { serviceFeeOf } from './shopping'
import { visibleNeed } from './intl-needs'

function replyOf(order: FlightOrder): BookGjOrderReply {
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as BookGjOrderReply['status'],
    needApproval: order.need_approval === 1,
    payDeadline: order.pay_deadline ? formatChinaTime(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
  }
}

/** The traveller part of a passenger (who), for the shared resolver; the document is checked here. */
function travellerInput(p: IntlPassengerInput): TravellerInput {
  if (p.empId) return { empId: p.empId }
  if (p.contactId) return { contactId: p.contactId }
  const name = p.name?.trim() || p.engName.trim().toUpperCase()
  return { name, cardType: p.cardType, cardNumber: p.cardNumber, cardExpiry: p.cardExpiry || undefined, phone: p.phone,
    born: /^\d{4}-\d{2}-\d{2}$/.test(p.born) ? p.born : undefined, sex: p.sex === 'M' || p.sex === 'F' ? p.sex : undefined }
}

/** A leg's snapshot in the domestic segment shape (the order detail reads it the same way). */
function snapshotOfLeg(l: IntlLeg, cabinClass: 'Y' | 'C' | 'F', taxes: number): SegmentSnapshot {
  return {
    airline: l.airline, operatingAirline: l.airline, operatingFlightNo: l.flightNo, codeShare: false, aircraft: l.aircraft,
    depTerminal: '', arrTerminal: '', depTime: l.depLocal, arrTime: l.arrLocal, arrAt: l.arrAt.toISOString(), durationMinutes: l.durationMinutes,
    stops: 0, stopCity: '', inventoryKey: l.inventoryKey, capacity: l.capacity[cabinClass] ?? 0,
    // International fares are not refunded or changed online (§8): no online fee tiers.
    refundPercents: [100, 100, 100, 100], changePercents: [100, 100, 100, 100], transferable: false,
    carryOnKg: cabinClass === 'Y' ? 7 : 14, checkedKg: cabinClass === 'Y' ? 46 : cabinClass === 'C' ? 64 : 96, airportFee: taxes, fuelFee: 0,
  }
}

/** Splits an amount over legs in proportion to their distance (the last takes the rounding). */
function split(amount: number, legs: IntlLeg[]): number[] {
  const total = legs.reduce((s, l) => s + l.distanceKm, 0) || 1
  const parts = legs.map((l) => Math.round((amount * l.distanceKm) / total))
  parts[parts.length - 1] = amount - parts.slice(0, -1).reduce((s, x) => s + x, 0)
  return parts
}

/** POST /obt/plane/gj/bookGjOrder. */
export async function bookGjOrder(ctx: AppContext, caller: Caller, body: BookGjOrderBody, lang: Lang): Promise<BookGjOrderReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return replyOf(previous)
  const now = ctx.clock()
  const today = chinaDate(now)
  const need = body.needId ? await visibleNeed(ctx, caller, Number(body.needId)) : null
  if (need && (need.status !== 'QUOTED' || !need.quote_key || need.quote_key.split('~')[0] !== body.itineraryKey.split('~')[0])) throw conflict('orderStateInvalid')

  const probe = await pricedItinerary(ctx, body.itineraryKey, lang, null)
  const legs = probe.journeys.flatMap((j) => j.legs)
  if (legs[0].depAt.getTime() <= now.getTime()) throw conflict('flightDeparted')
  if (probe.fare + probe.taxes !== probe.quoted) throw conflict('fareChanged')
  const lastLeg = legs[legs.length - 1]
  const lastDay = lastLeg.arrLocal.slice(0, 10)
  const regions = regionsOf(probe.journeys)

  const resolved = await resolveTravellers(ctx, caller, body.passengers.map(travellerInput), { tripType: body.tripType, useDate: legs[0].depDate })
  const passengers = resolved.map((p, i) => {
    const input = body.passengers[i]
    const doc = checkDocument(input, { name: p.name, regions, lastDay, today })
    const psgType = psgTypeOf(doc.born, legs[0].depDate) as PsgType
    if (input.psgType && input.psgType !== psgType) throw badInput('psgTypeMismatch', { params: { name: p.name } })
    return { ...p, cardType: doc.cardType as typeof p.cardType, cardNumber: doc.cardNumber, cardExpiry: doc.cardExpiry, born: doc.born, sex: doc.sex, psgType, doc }
  })
  const numbers = new Set<string>()
  for (const p of passengers) {
    const key = `${p.cardType}:${p.cardNumber}`
    if (numbers.has(key)) throw badInput('passengerDuplicate', { params: { name: p.name } })
    numbers.add(key)
  }
  const { adults, children, infants } = countByType(passengers)
  if (passengers.length > 9) throw badInput('tooManyPassengers')
  if (adults === 0 || children > adults * 2 || infants > adults) throw badInput('tooManyChildren')

  const journeyEnds = probe.journeys.map((j) => ({ dep: cityOf(j.legs[0].dep), arr: cityOf(j.legs[j.legs.length - 1].arr), depDate: j.legs[0].depDate }))
  const underApplication = await checkApplication(ctx, caller, {
    tripType: body.tripType, ccsqdId: body.ccsqdId, routeId: body.routeId, travellers: passengers,
    legs: journeyEnds.map((e) => ({ depCity: e.dep, arrCity: e.arr, depDate: e.depDate })),
  })
  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const std = await intlStandardFor(ctx, caller, body.tripType, passengers.flatMap((p) => (p.employee ? [p.employee] : [])), lang)
  const priced = await pricedItinerary(ctx, body.itineraryKey, lang, std)
  const violations = priced.violations
  const reason = await checkViolationReason(ctx, caller.corpId, {
    productCode: PRODUCT_CODE.INTERNATIONAL_FLIGHT, violations, forbidden: std?.overPolicyAction === 2, reasonId: body.violationReasonId, note: body.violationNote, lang,
  })
  const wanted = approvalWanted(intlApprovalFacts(body.tripType, settings, std, violations.length > 0))
  await checkAccounting(ctx, caller.corpId, body)
  const fee = serviceFeeOf(settings, body.tripType)

  const adult = { fare: priced.fare, taxes: priced.taxes }
  const tickets = passengers.flatMap((p, psgIndex) => {
    const price = priceFor(p.psgType, adult)
    const fares = split(price.fare, legs)
    const taxes = split(price.taxes, legs)
    return legs.map((_, legIndex) => ({
      psgIndex, legIndex, fare: fares[legIndex], taxes: taxes[legIndex],
      // The service fee is per passenger and order, charged on the first leg.
      serviceFee: legIndex === 0 && p.psgType !== 3 ? fee : 0, holdsSeat: p.psgType === 3 ? 0 : 1,
    }))
  })
  const fareTotal = tickets.reduce((s, t) => s + t.fare, 0)
  const taxTotal = tickets.reduce((s, t) => s + t.taxes, 0)
  const feeTotal = tickets.reduce((s, t) => s + t.serviceFee, 0)
  const total = fareTotal + taxTotal + feeTotal
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: violations.length > 0, mainTravellerEmpId: mainTravellerOf(passengers, caller.empId), amount: total })
  const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length
  const cabin = priced.cabinClass

  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: ORDER_TYPE.INTL_FLIGHT,
    noPrefix: 'GJ',
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
      insurance_total: 0,
      total_amount: total,
      first_dep_at: legs[0].depAt,
      route_text_zh: routeText(journeyEnds, 'zh'),
      route_text_en: routeText(journeyEnds, 'en'),
    },
    hold: (trx, created) => hold(trx, created),
  })
  return replyOf(order)

  async function hold(trx: Kysely<DB>, created: FlightOrder): Promise<void> {
    // Seats in a fixed order so two bookings of the same legs cannot deadlock.
    const takes = [...legs].sort((a, b) => a.inventoryKey.localeCompare(b.inventoryKey))
    for (const l of takes) {
      if (!(await takeSeats(trx, { flightKey: l.inventoryKey, cabinCode: cabin, depDate: l.depDate, capacity: l.capacity[cabin] ?? 0 }, seatsNeeded))) {
        throw conflict('cabinSoldOut')
      }
    }
    const passengerIds: number[] = []
    for (const [sort, p] of passengers.entries()) {
      const id = await insertPassenger(trx, {
        order_id: created.id, emp_id: p.empId, contact_id: p.contactId, name: p.name, psg_type: p.psgType, card_type: p.cardType,
        card_number: p.cardNumber, card_expiry: p.cardExpiry, phone: p.phone, born: p.born, sex: p.sex, sort,
      })
      await insertPassengerDoc(trx, { passenger_id: id, surname: p.doc.surname, given_name: p.doc.givenName, nationality: p.doc.nationality, place_of_issue: p.doc.placeOfIssue })
      passengerIds.push(id)
    }
    const adultFares = split(adult.fare, legs)
    const adultTaxes = split(adult.taxes, legs)
    const segmentIds: number[] = []
    for (const [i, l] of legs.entries()) {
      segmentIds.push(await insertSegment(trx, {
        order_id: created.id, segment_no: i + 1, flight_key: `${l.flightNo}_${l.depDate}_${l.dep}${l.arr}`, flight_no: l.flightNo,
        dep_airport: l.dep, arr_airport: l.arr, dep_city: cityOf(l.dep), arr_city: cityOf(l.arr), dep_date: l.depDate, dep_at: l.depAt,
        cabin_code: cabin, cabin_class: cabin, discount: 100, price: adultFares[i], y_full_price: adultFares[i],
        snapshot: JSON.stringify(snapshotOfLeg(l, cabin, adultTaxes[i])), changed_from_segment_id: null,
      }))
    }
    const rows = await insertTickets(trx, tickets.map((t) => ({
      order_id: created.id, passenger_id: passengerIds[t.psgIndex], segment_id: segmentIds[t.legIndex], segment_no: t.legIndex + 1,
      ticket_no: null, status: 'BOOKED', fare: t.fare, airport_fee: t.taxes, fuel_fee: 0, service_fee: t.serviceFee,
      insurance: 0, holds_seat: t.holdsSeat, changed_from_ticket_id: null, created_at: now,
    })))
    const taken = await claimTickets(trx, caller.corpId, created.id, rows.map((t) => {
      const p = passengers[passengerIds.indexOf(t.passenger_id)]
      const l = legs[segmentIds.indexOf(t.segment_id)]
      return { ticketId: t.id, passengerId: t.passenger_id, depDate: l.depDate, flightNo: l.flightNo, identities: identitiesOf({ emp_id: p.empId, card_type: p.cardType, card_number: p.cardNumber }) }
    }))
    if (taken.length > 0) throw conflict('passengerAlreadyBooked', { params: { name: passengers[passengerIds.indexOf(taken[0].passengerId)].name } })
    let segmentNo = 0
    const journeys = priced.journeys.map((j) => ({ segmentNos: j.legs.map(() => ++segmentNo), layovers: j.layovers }))
    await insertOrderJourneys(trx, { order_id: created.id, itinerary_key: body.itineraryKey, cabin_class: cabin, journeys: JSON.stringify(journeys), need_id: need?.id ?? null })
    if (need && !(await moveNeed(trx, need.id, ['QUOTED'], { status: 'BOOKED', order_id: created.id, updated_at: now }))) throw conflict('orderStateInvalid')
  }
}
