/**
 * Cancelling hotel orders (htRefund → htRefundDetail → htRefundComplete; order type 11008).
 *
 * - Not yet paid or confirmed (AWAITING_SUBMIT, IN_APPROVAL, AWAITING_PAYMENT within its
 *   deadline): the spine cancels it and the kind gives back the rooms, the claims and the guarantee.
 * - Confirmed (ISSUED): the rate plan's rule at this moment (rules.ts refundRuleAt) — FREE before
 *   the deadline; PENALTY_FIRST_NIGHT after it for PENALTY_AFTER plans (the first night of each room
 *   is kept); NON_CANCELLABLE, PAST_DEADLINE (FREE_UNTIL plans after the deadline) and
 *   STAY_STARTED refused with their tips. The fee is quoted by refundFee before the user confirms.
 *   A prepaid order gets the room total less the fee back (the service fee is kept) and ends
 *   FULL_REFUND; a pay-at-hotel order has the fee charged to its guarantee card (nothing else is
 *   charged; the guarantee is released when there is no fee) and ends CANCELLED. Either way the
 *   rooms return to inventory on every night, the guests' claims go, an 11008 row records it, and
 *   the hotel is told after the transaction.
 * - refundCancel: the simulated hotels settle a cancellation at once, so there is none pending to
 *   withdraw (4009 with the reason; the call exists for a connector whose hotels confirm later).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE } from '../../contract/order-types'
import { findHotelNights, findHotelOrders, findHotelRefund, insertHotelRefund, setGuaranteeStatus, type HotelOrder } from '../../db/repositories/hotel-orders'
import { lockOrder, nextOrderNo } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  HtCancelReply,
  HtRefundAddBody,
  HtRefundAddReply,
  HtRefundCancelReply,
  HtRefundDetail,
  HtRefundFeeReply,
  RefundRule,
} from '../../schemas/hotel'
import type { OrderStatusCode } from '../../schemas/common'
import { chinaDate, formatChinaTime } from '../../util/time'
import { cancelUnpaidOrder, effectiveStatus, moveOrder, refundOrderIn } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { hotelConflict, hotelText, type HotelTextKey } from './hotel-messages'
import { releaseStay, snapshotsOf, visibleHotelOrder } from './orders'
import { cancelFee, money, refundRuleAt } from './rules'

/** Refund number prefix (酒店退订 JT). */
const REFUND_PREFIX = 'JT'

/** The tips of a refusing rule. */
const REFUSAL: Partial<Record<RefundRule, HotelTextKey>> = {
  NON_CANCELLABLE: 'refundNonCancellable',
  PAST_DEADLINE: 'refundPastDeadline',
  STAY_STARTED: 'refundStayStarted',
}

/** What cancelling a confirmed order now costs. */
interface RefundPlan {
  allowed: boolean
  rule: RefundRule
  reasonKey: HotelTextKey | null
  deadline: string | null
  fee: number
  refundAmount: number
  cardCharge: number
}

/** The plan of cancelling a confirmed order at `now` (the order's hotel row and first night). */
async function planRefund(db: Kysely<DB>, row: HotelOrder, status: string, now: Date): Promise<RefundPlan> {
  const { plan } = snapshotsOf(row)
  if (status !== ORDER_STATUS.ISSUED) {
    return { allowed: false, rule: refundRuleAt(plan, row.check_in, now), reasonKey: 'refundNotConfirmed', deadline: plan.cancelDeadline, fee: 0, refundAmount: 0, cardCharge: 0 }
  }
  const rule = refundRuleAt(plan, row.check_in, now)
  const refusal = REFUSAL[rule] ?? null
  const nights = await findHotelNights(db, [row.order_id])
  const fee = refusal ? 0 : cancelFee(rule, Number(nights[0]?.price ?? 0), row.rooms)
  const prepay = row.payment_type === 'PREPAY'
  return {
    allowed: refusal === null,
    rule,
    reasonKey: refusal,
    deadline: plan.cancelDeadline,
    fee,
    refundAmount: refusal || !prepay ? 0 : money(Number(row.room_total) - fee),
    cardCharge: refusal || prepay ? 0 : fee,
  }
}

/** POST htOrder/refundFee: the fee of cancelling now, before the user confirms. */
export async function hotelRefundFee(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<HtRefundFeeReply> {
  const { order, row } = await visibleHotelOrder(ctx, caller, orderId)
  const plan = await planRefund(ctx.db, row, effectiveStatus(order, ctx.clock()), ctx.clock())
  return {
    allowed: plan.allowed,
    rule: plan.rule,
    reason: plan.reasonKey ? hotelText(lang, plan.reasonKey, { deadline: plan.deadline ?? '' }) : '',
    cancelDeadline: plan.deadline,
    fee: plan.fee,
    refundAmount: plan.refundAmount,
    cardCharge: plan.cardCharge,
  }
}

/** Cancels a confirmed order by its rule (4009 with the rule's tips when refused). */
async function refundConfirmed(ctx: AppContext, caller: Caller, orderId: number, reason: string, lang: Lang): Promise<HtRefundAddReply> {
  const now = ctx.clock()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const [row] = order ? await findHotelOrders(trx, [order.id]) : []
    if (!order || !row) throw notFound()
    const plan = await planRefund(trx, row, order.status, now)
    if (!plan.allowed) throw hotelConflict(lang, plan.reasonKey ?? 'refundNotConfirmed', { deadline: plan.deadline ?? '' }, { rule: plan.rule })
    await releaseStay(trx, row)
    const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
    const prepay = row.payment_type === 'PREPAY'
    let to: OrderStatus
    if (prepay) {
      to = ORDER_STATUS.FULL_REFUND
      await refundOrderIn(ctx, trx, order, { to, amount: plan.refundAmount, refundNo, reason: reason || 'hotel cancellation', actorEmpId: caller.empId, at: now })
    } else {
      to = ORDER_STATUS.CANCELLED
      await moveOrder(trx, order, to, { event: 'cancel', actorEmpId: caller.empId, note: refundNo, at: now })
      if (plan.cardCharge > 0 && row.guarantee_token) {
        // The penalty goes to the guarantee card through the vault (its token; we never held the number).
        await ctx.cardVault.charge(row.guarantee_token, plan.cardCharge, `${order.order_no} ${refundNo}`)
        await setGuaranteeStatus(trx, order.id, 'CHARGED')
      } else if (row.guarantee_token) {
        await ctx.cardVault.release(row.guarantee_token)
        await setGuaranteeStatus(trx, order.id, 'RELEASED')
      }
    }
    const refundId = await insertHotelRefund(trx, {
      refund_no: refundNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId, order_status: to, reason, rule: plan.rule,
      fee: plan.fee, amount: plan.refundAmount, card_charged: plan.cardCharge, created_at: now,
    })
    return { refundId, refundNo, to, plan, confirmNo: row.confirm_no }
  })
  // The hotel is told once the cancellation is ours (a failure is logged; the simulated hotels accept every one).
  if (result.confirmNo) {
    try {
      await ctx.hotels.cancel(result.confirmNo)
    } catch (error) {
      process.stderr.write(`hotel cancellation ${result.confirmNo} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
  return {
    refundId: String(result.refundId),
    refundNo: result.refundNo,
    orderStatus: result.to,
    fee: result.plan.fee,
    refundAmount: result.plan.refundAmount,
    cardCharged: result.plan.cardCharge,
  }
}

/** POST htOrder/refundAdd. */
export async function hotelRefund(ctx: AppContext, caller: Caller, body: HtRefundAddBody, lang: Lang): Promise<HtRefundAddReply> {
  const { order } = await visibleHotelOrder(ctx, caller, Number(body.orderId))
  return refundConfirmed(ctx, caller, order.id, body.reason?.trim() ?? '', lang)
}

/** POST htOrder/cancel: unpaid orders cancelled (rooms released); confirmed ones cancelled by their rule. */
export async function cancelHotelOrder(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<HtCancelReply> {
  const { order } = await visibleHotelOrder(ctx, caller, orderId)
  const seen = effectiveStatus(order, ctx.clock())
  if (CANCELLABLE.includes(seen as OrderStatus)) {
    await cancelUnpaidOrder(ctx, caller, order.id)
    return { orderId: String(order.id), status: ORDER_STATUS.CANCELLED, refundId: null, fee: 0, refundAmount: 0 }
  }
  const refund = await refundConfirmed(ctx, caller, order.id, '', lang)
  return { orderId: String(order.id), status: refund.orderStatus, refundId: refund.refundId, fee: refund.fee, refundAmount: refund.refundAmount }
}

/** GET htOrder/refundDetail (a refund of an order the caller cannot see answers 4004). */
export async function hotelRefundDetail(ctx: AppContext, caller: Caller, refundId: number, lang: Lang): Promise<HtRefundDetail> {
  const refund = await findHotelRefund(ctx.db, caller.corpId, refundId)
  if (!refund) throw notFound()
  const { order, row } = await visibleHotelOrder(ctx, caller, refund.order_id)
  const { hotel } = snapshotsOf(row)
  return {
    refundId: String(refund.id),
    refundNo: refund.refund_no,
    orderType: ORDER_TYPE.HOTEL_REFUND,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: refund.order_status as OrderStatusCode,
    rule: refund.rule,
    ruleText: refund.rule === 'FREE' || refund.rule === 'PENALTY_FIRST_NIGHT' ? hotelText(lang, `rule${refund.rule}`) : refund.rule,
    reason: refund.reason,
    hotelName: lang === 'en' ? hotel.nameEn : hotel.nameZh,
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    roomCount: row.rooms,
    fee: Number(refund.fee),
    amount: Number(refund.amount),
    cardCharged: Number(refund.card_charged),
    createdAt: formatChinaTime(refund.created_at),
  }
}

/** POST htOrder/refundCancel: nothing pending can be withdrawn (4009); another company's or a missing refund 4004. */
export async function cancelHotelRefund(ctx: AppContext, caller: Caller, refundId: number, lang: Lang): Promise<HtRefundCancelReply> {
  const refund = await findHotelRefund(ctx.db, caller.corpId, refundId)
  if (!refund) throw notFound()
  await visibleHotelOrder(ctx, caller, refund.order_id)
  throw hotelConflict(lang, 'refundCancelDone')
}
