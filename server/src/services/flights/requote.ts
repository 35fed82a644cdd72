/**
 * A flight order priced again at today's fares (fare protection, booking/fare-protection.ts): the
 * same flights, cabins and passengers at what the supplier (and the demo market's moves) asks now.
 * Taxes, service fees and insurance do not move with a fare. A flight or bucket the supplier no
 * longer sells keeps its booked price: there is nothing newer to compare with.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findPassengers, findSegments, findTickets, repriceOrder } from '../../db/repositories/flight-orders'
import { findOrderById, updateOrderColumns, type Order } from '../../db/repositories/orders'
import { setFareMove } from '../../db/repositories/flights'
import { ORDER_TYPE } from '../../contract/order-types'
import { notFound } from '../../errors'
import type { DB } from '../../db/types'
import type { PsgType } from '../../schemas/common'
import type { Requote } from '../orders/registry'
import { stock, ticketPrice } from './common'

/** The registry's `requote` hook of domestic flight orders. */
export async function requoteFlightOrder(ctx: AppContext, trx: Kysely<DB>, order: Order): Promise<Requote> {
  const segments = (await findSegments(trx, [order.id])).filter((s) => s.changed_from_segment_id === null)
  const tickets = (await findTickets(trx, [order.id])).filter((t) => t.changed_from_ticket_id === null)
  const psgType = new Map((await findPassengers(trx, [order.id])).map((p) => [p.id, p.psg_type as PsgType]))
  const newFares = new Map<number, number>()
  const newPrices: { id: number; price: number }[] = []
  for (const segment of segments) {
    const supplied = await ctx.flights.getFlight(segment.flight_key)
    if (!supplied) continue
    const [now] = await stock(trx, [supplied])
    const cabin = now.flight.cabins.find((c) => c.code === segment.cabin_code)
    if (!cabin) continue
    newPrices.push({ id: segment.id, price: cabin.price })
    for (const t of tickets) {
      if (t.segment_id === segment.id) newFares.set(t.id, ticketPrice(now.flight, cabin, psgType.get(t.passenger_id) ?? 1).fare)
    }
  }
  const fareTotal = tickets.reduce((sum, t) => sum + (newFares.get(t.id) ?? Number(t.fare)), 0)
  const total = Number(order.total_amount) - Number(order.fare_total) + fareTotal
  return {
    total,
    apply: async (db) => {
      await repriceOrder(db, [...newFares].map(([id, fare]) => ({ id, fare })), newPrices)
      await updateOrderColumns(db, order.id, { fare_total: fareTotal, total_amount: total })
    },
  }
}

/**
 * Demo tool (POST /obt/demo/flight/fareMove, loopback clients of the demo world only): the airline
 * moves the fares of an order's flights and cabins by `percent` of the published fare, and the
 * order's fare hold ends as if its hold time had passed, so an approval now meets the moved fare.
 */
export async function demoFareMove(ctx: AppContext, body: { orderId: string; percent: number }): Promise<{ orderId: string; prices: { flightNo: string; cabinCode: string; price: number }[] }> {
  const order = await findOrderById(ctx.db, Number(body.orderId))
  if (!order || order.order_type !== ORDER_TYPE.FLIGHT) throw notFound()
  const segments = (await findSegments(ctx.db, [order.id])).filter((s) => s.changed_from_segment_id === null)
  const now = ctx.clock()
  const prices: { flightNo: string; cabinCode: string; price: number }[] = []
  await ctx.db.transaction().execute(async (trx) => {
    for (const segment of segments) {
      const flight = await ctx.flights.getFlight(segment.flight_key)
      const cabin = flight?.cabins.find((c) => c.code === segment.cabin_code)
      if (!flight || !cabin) continue
      await setFareMove(trx, { flightKey: flight.inventoryKey, cabinCode: cabin.code, depDate: flight.depDate, capacity: cabin.capacity }, body.percent)
      const [moved] = await stock(trx, [flight])
      prices.push({ flightNo: flight.flightNo, cabinCode: cabin.code, price: moved.flight.cabins.find((c) => c.code === cabin.code)?.price ?? cabin.price })
    }
    if (order.fare_hold_until && order.fare_hold_until.getTime() > now.getTime()) {
      await updateOrderColumns(trx, order.id, { fare_hold_until: new Date(now.getTime() - 1000) })
    }
  })
  return { orderId: String(order.id), prices }
}
