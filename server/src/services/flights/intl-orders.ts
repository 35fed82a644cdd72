/**
 * International flight orders after booking: issuing by the simulator after payment, and what only
 * an international order shows on its detail (journeys with layovers, the travel documents masked,
 * the customer-service note). The rest of the detail, cancel, payment and approval are the flight
 * machinery's (orders.ts on the same tables, order type 11004). Refunds and changes are not
 * offered online (§8): orders.ts refuses them for 11004 and the detail offers the service line.
 */
import type { AppContext, Caller } from '../../context'
import { findPassengers, findSegments, findTickets, issueBookedTicket, type FlightOrder } from '../../db/repositories/flight-orders'
import { findOrderJourneys, findPassengerDocs } from '../../db/repositories/intl-flights'
import { findOrder, lockOrder } from '../../db/repositories/orders'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { IntlOrderExtraReply } from '../../schemas/intl-flight'
import { ticketNumbers } from '../../suppliers/intl-flights/simulator'
import { ORDER_TYPE } from '../../contract/order-types'
import { ORDER_STATUS } from '../orders/order-state'
import { moveOrder } from '../orders/lifecycle'
import { maskCard } from '../identity/travellers'
import { INTL_SERVICE_PHONE } from './intl-common'
import { snapshotOfRow, visibleOrder } from './orders'

/**
 * The simulator issues the tickets of a paid international order: TICKETING -> ISSUED with the
 * airlines' 13-digit numbers. If it fails the order stays TICKETING and the sweep retries.
 */
export async function issueIntlTickets(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const pending = (await findTickets(ctx.db, [orderId])).filter((t) => t.status === 'BOOKED')
  const segments = await findSegments(ctx.db, [orderId])
  const numbers = ticketNumbers(pending.map((t) => snapshotOfRow(segments.find((s) => s.id === t.segment_id) ?? segments[0]).airline), `${order.order_no}|${order.id}`)
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    for (const [i, t] of pending.entries()) await issueBookedTicket(trx, t.id, numbers[i])
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'issue', actorEmpId: null, at: now })
    return true
  })
}

/** An international order the caller may see (4004 otherwise, and for any other kind of order). */
export async function visibleIntlOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<FlightOrder> {
  const order = await visibleOrder(ctx, caller, orderId)
  if (order.order_type !== ORDER_TYPE.INTL_FLIGHT) throw notFound()
  return order
}

/** POST /obt/plane/gj/orderExtra. */
export async function intlOrderExtra(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<IntlOrderExtraReply> {
  const order = await visibleIntlOrder(ctx, caller, orderId)
  const [journeys, passengers] = await Promise.all([findOrderJourneys(ctx.db, order.id), findPassengers(ctx.db, [order.id])])
  const docs = await findPassengerDocs(ctx.db, passengers.map((p) => p.id))
  return {
    orderId: String(order.id),
    cabinClass: (journeys?.cabin_class ?? 'Y') as IntlOrderExtraReply['cabinClass'],
    journeys: journeys ? (JSON.parse(journeys.journeys) as IntlOrderExtraReply['journeys']) : [],
    documents: passengers.flatMap((p) => {
      const d = docs.find((x) => x.passenger_id === p.id)
      return d ? [{
        passengerId: String(p.id), surname: d.surname, givenName: d.given_name, nationality: d.nationality, placeOfIssue: d.place_of_issue,
        cardExpiry: p.card_expiry ?? '', cardNumberMasked: maskCard(p.card_type, p.card_number),
      }] : []
    }),
    afterSaleNote: translate(lang, 'intlNoOnlineAfterSale'),
    servicePhone: INTL_SERVICE_PHONE,
    needId: journeys?.need_id === null || journeys?.need_id === undefined ? null : String(journeys.need_id),
  }
}
