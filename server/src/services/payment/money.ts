/**
 * Money movements of flight orders after the first payment (change fees, refunds), inside the
 * order's transaction. The company account is a credit line kept in company_travel_settings
 * (credit_used, never above credit_limit, checked by one conditional UPDATE); the provider moves
 * the money (simulated by default). Every movement is written to `payments`. Charging a person
 * needs that person (the SMS-confirmed payment flow, payment.ts), so only the company account is
 * charged here; refunds go back to whoever paid.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { giveCreditBack, takeCredit } from '../../db/repositories/settings'
import { recordPayment, type Order as FlightOrder } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { conflict } from '../../errors'
import type { PayerType } from '../../providers/payment'
import { randomDigits } from '../../util/crypto'
import { chinaDate } from '../../util/time'
import { reversePoints } from '../mine/points'

/** A payment number: PAY + China date + 10 random digits. */
export function newPayNo(now: Date): string {
  return `PAY${chinaDate(now).replace(/-/g, '')}${randomDigits(10)}`
}

/** Uses company credit (4009 creditInsufficient when the limit would be passed). */
export async function drawCredit(trx: Kysely<DB>, corpId: number, amount: number): Promise<void> {
  if (amount <= 0) return
  if (!(await takeCredit(trx, corpId, amount))) throw conflict('creditInsufficient')
}

/** Gives company credit back (never below zero). */
export async function returnCredit(trx: Kysely<DB>, corpId: number, amount: number): Promise<void> {
  if (amount <= 0) return
  await giveCreditBack(trx, corpId, amount)
}

/** Charges an extra amount (a change) to the company account that paid the order. */
export async function chargeMoney(
  ctx: AppContext,
  trx: Kysely<DB>,
  order: FlightOrder,
  charge: { scene: 'change'; amount: number; now: Date; empId: number; description: string },
): Promise<void> {
  if (charge.amount <= 0) return
  const payType: PayerType = order.pay_type === 'COMPANY' ? 'COMPANY' : 'PERSONAL'
  // A traveller's money is never taken without them: their changes wait for the payment flow.
  if (payType !== 'COMPANY') throw new Error(`order ${order.id}: a personal charge needs the payment flow`)
  await drawCredit(trx, order.corp_id, charge.amount)
  const payNo = newPayNo(charge.now)
  const result = await ctx.payments.charge({ payNo, payType, amount: charge.amount, corpId: order.corp_id, empId: charge.empId, description: charge.description })
  await recordPayment(trx, { payNo, corpId: order.corp_id, empId: charge.empId, payType, scene: charge.scene, amount: charge.amount,
    providerRef: result.reference, at: charge.now }, [order.id])
}

/** Refunds an amount to the order's payer. */
export async function refundMoney(
  ctx: AppContext,
  trx: Kysely<DB>,
  order: FlightOrder,
  refund: { refundNo: string; amount: number; reason: string; now: Date; empId: number },
): Promise<void> {
  if (refund.amount <= 0) return
  const payType: PayerType = order.pay_type === 'COMPANY' ? 'COMPANY' : 'PERSONAL'
  if (payType === 'COMPANY') await returnCredit(trx, order.corp_id, refund.amount)
  const result = await ctx.payments.refund({ refundNo: refund.refundNo, payNo: order.pay_no ?? '', payType, amount: refund.amount, reason: refund.reason })
  await recordPayment(trx, { payNo: newPayNo(refund.now), corpId: order.corp_id, empId: refund.empId, payType, scene: 'refund', amount: -refund.amount,
    providerRef: result.reference, at: refund.now }, [order.id])
  await reversePoints(trx, order, refund.amount, refund.now)
}
