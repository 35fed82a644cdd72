/**
 * The demo clock of rides (POST /obt/demo/car/advance, demo tools and loopback only): moves a ride
 * to its next state now, or through to the given one. The demo world's clients are trusted
 * (loopback), so the order is found by id alone.
 */
import type { AppContext } from '../../context'
import { findOrderById } from '../../db/repositories/orders'
import { notFound } from '../../errors'
import type { CarAdvanceBody, CarAdvanceReply, CarStatusCode } from '../../schemas/car'
import type { OrderStatusCode } from '../../schemas/common'
import { effectiveStatus } from '../orders/lifecycle'
import { advanceRide, type RideTarget } from './ride'

/** Advances a ride (see the file comment). */
export async function demoAdvance(ctx: AppContext, body: CarAdvanceBody): Promise<CarAdvanceReply> {
  const order = await findOrderById(ctx.db, Number(body.orderId))
  if (!order || order.order_type !== 11018) throw notFound()
  const moved = await advanceRide(ctx, order.corp_id, order.id, { to: (body.to as RideTarget | undefined) ?? 'NEXT' })
  if (!moved) throw notFound()
  return { status: effectiveStatus(moved.order, ctx.clock()) as OrderStatusCode, carStatus: moved.row.car_status as CarStatusCode | null }
}
