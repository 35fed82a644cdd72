/**
 * Paying orders of every kind: the payment options, the SMS code that confirms a payment (sent to the
 * caller's phone through the SMS outbox, scene 'pay'), paying, and the payment status.
 *
 * Who pays: the company account for business trips when the company settles them
 * (company_travel_settings.company_pays_business), the traveller (simulated WeChat Pay / Alipay)
 * otherwise. Orders are payable while AWAITING_PAYMENT and before their 15-minute deadline; the
 * amount sent must equal what is due. The order moves to its kind's paid status (flights:
 * TICKETING) and, after the payment commits, the kind issues at once (ISSUED in the same request);
 * if that fails the order stays paid-not-issued and the sweep retries.
 *
 * An after-sale document that waits for its own payment (a flight change, 改签, of a personally
 * paid order) goes through the same calls with `changeId` (payScene 2): the kind's
 * `afterSalePayment` hooks say what is due and take it, personally.
 */
import type { AppContext, Caller } from '../../context'
import { findTravelSettings, type TravelSettings } from '../../db/repositories/settings'
import { findOrder, lockOrder, recordPayment, setStatus, type Order } from '../../db/repositories/orders'
import { conflict } from '../../errors'
import type { Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type {
  GetPaySubjectReply,
  PayOnlineBody,
  PayOnlineReply,
  PaySmsCodeReply,
  PayStatusReply,
  PaySubject,
  PayType,
} from '../../schemas/pay'
import { maskPhone } from '../../util/mask'
import { formatChinaTime } from '../../util/time'
import { effectiveStatus, issueAfterPayment, visibleOrderOf } from '../orders/lifecycle'
import { assertMove, kindOf } from '../orders/registry'
import { newPayNo, drawCredit } from './money'
import { ORDER_STATUS } from '../orders/order-state'
import { checkSmsCode, sendSmsCode } from '../identity/sms-codes'
import { earnPoints } from '../mine/points'

const due = (o: Order): number => Math.round((Number(o.total_amount) - Number(o.paid_amount)) * 100) / 100

/** The caller's visible orders, all awaiting payment within their deadline (4009 otherwise), of one trip type. */
async function payableOrders(ctx: AppContext, caller: Caller, orderIds: string[]): Promise<Order[]> {
  const orders: Order[] = []
  for (const id of [...new Set(orderIds)]) orders.push(await visibleOrderOf(ctx, caller, Number(id)))
  const now = ctx.clock().getTime()
  for (const o of orders) {
    // Past its deadline it is cancelled, whether or not the sweep got to it yet (nothing is written here).
    if (effectiveStatus(o, ctx.clock()) === ORDER_STATUS.CANCELLED) throw conflict('payExpired')
    if (o.status !== ORDER_STATUS.AWAITING_PAYMENT || !o.pay_deadline || o.pay_deadline.getTime() <= now) throw conflict('payNotAwaiting')
    // Fare protection: a fare that moved beyond the tolerance is paid only once the traveller said yes.
    if (o.fare_ask_total !== null) throw conflict('fareConfirmNeeded', { params: { amount: Number(o.fare_ask_total) }, data: { field: 'fare' } })
  }
  if (new Set(orders.map((o) => o.trip_type)).size > 1) throw conflict('payMixedPayers')
  return orders
}

/** The ways these orders can be paid. */
function subjectsFor(settings: TravelSettings, tripType: number, amount: number, lang: Lang): PaySubject[] {
  if (tripType === 1 && settings.company_pays_business === 1) {
    const balance = Math.round((Number(settings.credit_limit) - Number(settings.credit_used)) * 100) / 100
    return [{
      subjectId: `COMPANY-${settings.corp_id}`,
      payType: 'COMPANY',
      name: lang === 'en' ? settings.company_account_name_en : settings.company_account_name,
      balance,
      available: balance >= amount,
      needSms: true,
    }]
  }
  return [{ subjectId: 'PERSONAL', payType: 'PERSONAL', name: lang === 'en' ? 'Personal payment (WeChat Pay / Alipay)' : '个人支付（微信/支付宝）', balance: null, available: true, needSms: true }]
}

/** The one order a change payment names (its orderIds), and the change (4009 unless it waits for payment). */
async function changeToPay(ctx: AppContext, caller: Caller, orderIds: string[], changeId: string) {
  const ids = [...new Set(orderIds)]
  if (ids.length !== 1) throw conflict('changeNotPayable')
  const order = await visibleOrderOf(ctx, caller, Number(ids[0]))
  const hooks = kindOf(order).hooks.afterSalePayment
  if (!hooks) throw conflict('changeNotPayable')
  const due = await hooks.due(ctx, caller, order, Number(changeId))
  return { order, hooks, no: due.no, amount: due.amount, deadline: due.deadline }
}

/** The personal way to pay (a change of a personally paid order is paid personally too). */
function personalSubject(lang: Lang): PaySubject {
  return subjectsFor({ company_pays_business: 0 } as TravelSettings, 2, 0, lang)[0]
}

/** POST /obt/getPaySubject. */
export async function paySubjects(ctx: AppContext, caller: Caller, orderIds: string[], lang: Lang, changeId?: string): Promise<GetPaySubjectReply> {
  if (changeId) {
    const { order, no, amount, deadline } = await changeToPay(ctx, caller, orderIds, changeId)
    const secondsLeft = Math.max(0, Math.floor((deadline.getTime() - ctx.clock().getTime()) / 1000))
    return {
      orders: [{
        orderId: String(order.id), orderNo: no, amount, status: ORDER_STATUS.AWAITING_PAYMENT, payDeadline: formatChinaTime(deadline), secondsLeft,
        routeText: lang === 'en' ? order.route_text_en : order.route_text_zh,
      }],
      amount,
      payDeadline: formatChinaTime(deadline),
      secondsLeft,
      subjects: [personalSubject(lang)],
      phoneMasked: maskPhone(caller.employee.mobile),
    }
  }
  const orders = await payableOrders(ctx, caller, orderIds)
  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const amount = orders.reduce((s, o) => s + due(o), 0)
  const now = ctx.clock().getTime()
  const deadline = Math.min(...orders.map((o) => (o.pay_deadline as Date).getTime()))
  return {
    orders: orders.map((o) => ({
      orderId: String(o.id),
      orderNo: o.order_no,
      amount: due(o),
      status: o.status as OrderStatusCode,
      payDeadline: formatChinaTime(o.pay_deadline as Date),
      secondsLeft: Math.max(0, Math.floor(((o.pay_deadline as Date).getTime() - now) / 1000)),
      routeText: lang === 'en' ? o.route_text_en : o.route_text_zh,
    })),
    amount,
    payDeadline: formatChinaTime(new Date(deadline)),
    secondsLeft: Math.max(0, Math.floor((deadline - now) / 1000)),
    subjects: subjectsFor(settings, orders[0].trip_type, amount, lang),
    phoneMasked: maskPhone(caller.employee.mobile),
  }
}

/** POST /obt/pay/getSmsCode: the payment code to the caller's own phone. */
export async function sendPayCode(ctx: AppContext, caller: Caller, orderIds: string[], lang: Lang, changeId?: string): Promise<PaySmsCodeReply> {
  if (changeId) await changeToPay(ctx, caller, orderIds, changeId)
  else await payableOrders(ctx, caller, orderIds)
  const sent = await sendSmsCode(ctx, caller.employee.mobile, 'pay', lang)
  return { ...sent, phoneMasked: maskPhone(caller.employee.mobile) }
}

/** POST /obt/pay/online. */
export async function payOnline(ctx: AppContext, caller: Caller, body: PayOnlineBody, lang: Lang): Promise<PayOnlineReply> {
  if (body.changeId || String(body.payScene) === '2') return payChange(ctx, caller, body, lang)
  if (String(body.payScene) !== '1') throw conflict('paySceneUnknown')
  const orders = await payableOrders(ctx, caller, body.orderIds)
  const settings = await findTravelSettings(ctx.db, caller.corpId)
  const amount = Math.round(orders.reduce((s, o) => s + due(o), 0) * 100) / 100
  const bean = body.subjectBeanList[0]
  const subject = subjectsFor(settings, orders[0].trip_type, amount, lang).find((s) => s.subjectId === bean.subjectId)
  if (!subject || (bean.payType && bean.payType !== subject.payType)) throw conflict('paySubjectUnavailable')
  if (!subject.available) throw conflict('creditInsufficient')
  if (Math.abs(bean.amount - amount) >= 0.005) throw conflict('payAmountMismatch')
  if (!(await checkSmsCode(ctx, caller.employee.mobile, 'pay', body.smsCode))) throw conflict('smsCodeWrong')

  const now = ctx.clock()
  const payNo = newPayNo(now)
  const payType: PayType = subject.payType
  await ctx.db.transaction().execute(async (trx) => {
    const locked: Order[] = []
    for (const o of [...orders].sort((a, b) => a.id - b.id)) {
      const row = await lockOrder(trx, caller.corpId, o.id)
      if (!row || row.status !== ORDER_STATUS.AWAITING_PAYMENT || !row.pay_deadline || row.pay_deadline.getTime() <= now.getTime()) {
        throw conflict(row?.status === ORDER_STATUS.CANCELLED || (row?.pay_deadline && row.pay_deadline.getTime() <= now.getTime()) ? 'payExpired' : 'payNotAwaiting')
      }
      if (due(row) !== due(o)) throw conflict('payAmountMismatch')
      if (row.fare_ask_total !== null) throw conflict('fareConfirmNeeded', { params: { amount: Number(row.fare_ask_total) }, data: { field: 'fare' } })
      locked.push(row)
    }
    if (payType === 'COMPANY') await drawCredit(trx, caller.corpId, amount)
    const result = await ctx.payments.charge({ payNo, payType, amount, corpId: caller.corpId, empId: caller.empId, description: locked.map((o) => o.order_no).join(',') })
    await recordPayment(trx, { payNo, corpId: caller.corpId, empId: caller.empId, payType, scene: 'order', amount, providerRef: result.reference, at: now },
      locked.map((o) => o.id))
    for (const o of locked) {
      const paidStatus = kindOf(o).paidStatus
      assertMove(kindOf(o), o.status, paidStatus)
      const moved = await setStatus(trx, {
        orderId: o.id, from: o.status, to: paidStatus, event: 'pay', actorEmpId: caller.empId, note: payNo, at: now,
        set: { paid_amount: Number(o.total_amount), paid_at: now, pay_type: payType, pay_no: payNo, pay_deadline: null },
      })
      if (!moved) throw conflict('payNotAwaiting')
      await earnPoints(trx, o, Number(o.total_amount), now)
    }
  })
  const statuses: PayOnlineReply['orders'] = []
  for (const o of orders) {
    let status = kindOf(o).paidStatus as OrderStatusCode
    try {
      // Issued is ISSUED for most kinds; a car ride paid after it ended is over (COMPLETED), a paid cancel fee CANCELLED.
      if (await issueAfterPayment(ctx, o)) status = ((await findOrder(ctx.db, o.corp_id, o.id))?.status ?? ORDER_STATUS.ISSUED) as OrderStatusCode
    } catch (error) {
      // The supplier failed: the order stays TICKETING and the sweep retries.
      process.stderr.write(`ticketing of order ${o.id} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
    statuses.push({ orderId: String(o.id), status })
  }
  return { payNo, amount, payType, orders: statuses }
}

/** pay/online of a change (payScene 2 with changeId): personal payment, then the change is issued. */
async function payChange(ctx: AppContext, caller: Caller, body: PayOnlineBody, lang: Lang): Promise<PayOnlineReply> {
  if (String(body.payScene) !== '2' || !body.changeId) throw conflict('paySceneUnknown')
  const { order, hooks, amount } = await changeToPay(ctx, caller, body.orderIds, body.changeId)
  const subject = personalSubject(lang)
  const bean = body.subjectBeanList[0]
  if (bean.subjectId !== subject.subjectId || (bean.payType && bean.payType !== subject.payType)) throw conflict('paySubjectUnavailable')
  if (Math.abs(bean.amount - amount) >= 0.005) throw conflict('payAmountMismatch')
  if (!(await checkSmsCode(ctx, caller.employee.mobile, 'pay', body.smsCode))) throw conflict('smsCodeWrong')
  const payNo = newPayNo(ctx.clock())
  const status = await hooks.pay(ctx, caller, order, Number(body.changeId), payNo, amount)
  return { payNo, amount, payType: 'PERSONAL', orders: [{ orderId: String(order.id), status: status as OrderStatusCode }] }
}

/** GET /obt/queryOnlinePayStatus. */
export async function payStatus(ctx: AppContext, caller: Caller, orderId: number): Promise<PayStatusReply> {
  const found = await visibleOrderOf(ctx, caller, orderId)
  // A read: an unpaid order past its deadline answers as cancelled without being written.
  const o = { ...found, status: effectiveStatus(found, ctx.clock()) }
  const unpaid: string[] = [ORDER_STATUS.AWAITING_SUBMIT, ORDER_STATUS.IN_APPROVAL, ORDER_STATUS.AWAITING_PAYMENT]
  const closed: string[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.REJECTED, ORDER_STATUS.APPROVAL_TERMINATED]
  let payStatus: PayStatusReply['payStatus'] = 'PAID'
  if (unpaid.includes(o.status)) payStatus = 'UNPAID'
  else if (closed.includes(o.status) && !o.paid_at) payStatus = 'CLOSED'
  else if (o.status === ORDER_STATUS.FULL_REFUND) payStatus = 'REFUNDED'
  return {
    orderId: String(o.id),
    payStatus,
    status: o.status as OrderStatusCode,
    amount: Number(o.total_amount),
    paidAmount: Number(o.paid_amount),
    paidAt: o.paid_at ? formatChinaTime(o.paid_at) : null,
    payNo: o.pay_no,
    payType: o.pay_type === 'COMPANY' || o.pay_type === 'PERSONAL' ? o.pay_type : null,
  }
}
