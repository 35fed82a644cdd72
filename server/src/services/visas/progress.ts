/**
 * The progress of a paid visa order, on the app's clock (the demo world's visa agency and
 * consulate; rules.ts has the calendar):
 *
 *   order PAID ──issueAfterPayment──> IN_PROGRESS, step PAID (waiting for the passports)
 *     ──(1 day)──> MATERIALS_RECEIVED ──(1 day)──> SUBMITTED (to the consulate)
 *     ──(processingDays)──> DECIDED (each applicant ISSUED with a visa number, or REFUSED)
 *     ──(1 day)──> RETURNED (courier waybill, or ready at the visa centre) = order COMPLETED
 *
 * One "day" is a minute of the clock (VISA_CLOCK_SCALE scales it). Every step is a message to the
 * booker and the applicants who are employees (yycj 1: the order opens). Every step is one
 * transaction whose first write is the conditional UPDATE on the previous step
 * (repositories/visa-orders stepVisa), so of two processes advancing one order, one moves it and
 * the other finds nothing to do; a cancellation moves the step to CANCELLED the same way, so a
 * step and a cancel never both win. Steps run in the kind's sweep, on reads of the order and from
 * the demo tool; a step due in the past is dated when it was due, not when it ran.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findOrder, findOrderById, lockOrder, type Order } from '../../db/repositories/orders'
import {
  findVisaApplicants,
  findVisaMaterials,
  findVisaOrders,
  releaseVisaClaims,
  setApplicantResult,
  stepVisa,
  type VisaApplicant,
  type VisaOrder,
} from '../../db/repositories/visa-orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import type { OrderStatusCode } from '../../schemas/common'
import type { VisaAdvanceBody, VisaAdvanceReply, VisaResult } from '../../schemas/visa'
import type { ApplicantKind, VisaDecision } from '../../suppliers/visas/types'
import { sendMessage } from '../messages/emp-messages'
import { effectiveStatus, moveOrder } from '../orders/lifecycle'
import { ORDER_STATUS } from '../orders/order-state'
import type { VisaSnapshot } from './booking'
import { VISA_ORDER_TYPE, visaDayMs, visaSupplier } from './rules'
import { visaBiText, visaText } from './visa-messages'
import { displayStep } from './views'

/** The stored steps of a live order, in order. */
type LiveStep = 'PAID' | 'MATERIALS_RECEIVED' | 'SUBMITTED' | 'DECIDED' | 'RETURNED'

/** A step: where to, from where, and when it is due. */
interface Step {
  to: LiveStep
  from: LiveStep
  due: Date
}

const at = (d: Date | null, days: number): Date => new Date((d as Date).getTime() + days * visaDayMs())

/** The snapshot of a row. */
export function snapshotOfRow(row: VisaOrder): VisaSnapshot {
  return JSON.parse(row.product_snapshot) as VisaSnapshot
}

/** The next step of an order (null: nothing more to move). */
export function nextStep(order: Pick<Order, 'status'>, row: VisaOrder): Step | null {
  if (order.status !== ORDER_STATUS.IN_PROGRESS) return null
  const snap = snapshotOfRow(row)
  switch (row.step) {
    case 'PAID':
      return { to: 'MATERIALS_RECEIVED', from: 'PAID', due: at(row.paid_step_at, 1) }
    case 'MATERIALS_RECEIVED':
      return { to: 'SUBMITTED', from: 'MATERIALS_RECEIVED', due: at(row.received_at, 1) }
    case 'SUBMITTED':
      return { to: 'DECIDED', from: 'SUBMITTED', due: at(row.submitted_at, snap.processingDays) }
    case 'DECIDED':
      return { to: 'RETURNED', from: 'DECIDED', due: at(row.decided_at, 1) }
    default:
      return null
  }
}

/** Who hears of an order's progress: the booker and the employee applicants. */
function listeners(order: Order, people: VisaApplicant[]): number[] {
  return [...new Set([order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))])]
}

async function tell(trx: Kysely<DB>, order: Order, empIds: number[], content: { zh: string; en: string }, now: Date): Promise<void> {
  for (const empId of empIds) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title: visaBiText('msgTitle'), content, yycj: 1, orderId: String(order.id), orderType: VISA_ORDER_TYPE, now })
  }
}

/**
 * The kind's issueAfterPayment: the paid order starts its progress (IN_PROGRESS, step PAID). False
 * when it is not a paid order waiting to start (another process started it, or it was cancelled).
 */
export async function startVisaProgress(ctx: AppContext, order: Order): Promise<boolean> {
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.corp_id, order.id)
    if (!locked || locked.status !== ORDER_STATUS.PAID) return false
    if (!(await stepVisa(trx, locked.id, null, { step: 'PAID', paid_step_at: locked.paid_at ?? now }))) return false
    await moveOrder(trx, locked, ORDER_STATUS.IN_PROGRESS, { event: 'process', actorEmpId: null, at: now })
    return true
  })
}

/** Applies one step in its own transaction; false when another process (or a cancel) moved the order first. */
async function applyStep(ctx: AppContext, order: Order, row: VisaOrder, step: Step, when: Date, decision?: VisaResult): Promise<boolean> {
  const snap = snapshotOfRow(row)
  const people = await findVisaApplicants(ctx.db, [order.id])
  const params = { no: order.order_no }
  const name = { zh: snap.nameZh, en: snap.nameEn }
  const both = (key: Parameters<typeof visaText>[1], extra: Record<string, string | number> = {}) => ({
    zh: visaText('zh', key, { ...params, name: name.zh, ...extra }),
    en: visaText('en', key, { ...params, name: name.en, ...extra }),
  })
  const materials = step.to === 'DECIDED' ? await findVisaMaterials(ctx.db, [order.id]) : []
  return ctx.db.transaction().execute(async (trx) => {
    const now = when
    switch (step.to) {
      case 'MATERIALS_RECEIVED':
        if (!(await stepVisa(trx, order.id, step.from, { step: step.to, received_at: now }))) return false
        await tell(trx, order, listeners(order, people), both('msgReceived'), now)
        return true
      case 'SUBMITTED':
        if (!(await stepVisa(trx, order.id, step.from, { step: step.to, submitted_at: now }))) return false
        await tell(trx, order, listeners(order, people), both('msgSubmitted', { days: snap.processingDays }), now)
        return true
      case 'DECIDED': {
        if (!(await stepVisa(trx, order.id, step.from, { step: step.to, decided_at: now }))) return false
        const product = visaSupplier(ctx).product(row.product_id)
        for (const [i, p] of people.entries()) {
          const codes = materials.filter((m) => m.applicant_id === p.id).map((m) => m.code)
          const result: VisaDecision = decision ?? (product ? visaSupplier(ctx).decide(product, p.kind as ApplicantKind, codes) : 'ISSUED')
          const visaNo = result === 'ISSUED' ? visaSupplier(ctx).visaNo(row.country_code, order.order_no, i + 1) : null
          await setApplicantResult(trx, p.id, result, visaNo)
          const who = [...new Set([order.booker_emp_id, ...(p.emp_id !== null ? [p.emp_id] : [])])]
          await tell(trx, order, who, result === 'ISSUED' ? both('msgIssued', { person: p.name, visaNo: visaNo as string }) : both('msgRefused', { person: p.name }), now)
        }
        return true
      }
      case 'RETURNED': {
        if (!(await stepVisa(trx, order.id, step.from, { step: step.to, returned_at: now }))) return false
        // The delivery as it is now (a change committed before this step's update counts).
        const [latest] = await findVisaOrders(trx, [order.id])
        const express = latest.delivery_mode === 'EXPRESS' ? visaSupplier(ctx).expressNo(order.order_no) : null
        if (express) await stepVisa(trx, order.id, step.to, { express_no: express })
        const fresh = (await findOrder(trx, order.corp_id, order.id)) as Order
        await moveOrder(trx, fresh, ORDER_STATUS.COMPLETED, { event: 'complete', actorEmpId: null, at: now })
        await releaseVisaClaims(trx, order.id)
        await tell(trx, order, listeners(order, people), express ? both('msgReturnedExpress', { express }) : {
          zh: visaText('zh', 'msgReturnedSelf', { ...params, name: name.zh, centre: snap.consular.centreZh }),
          en: visaText('en', 'msgReturnedSelf', { ...params, name: name.en, centre: snap.consular.centreEn }),
        }, now)
        return true
      }
      default:
        return false
    }
  })
}

/**
 * Moves an order through every step due by now (or, with `force`, the next step now). Returns
 * the order and its visa row as they are afterwards. Another process moving the order at the
 * same time is harmless: a lost conditional update just reads again.
 */
export async function advanceVisa(ctx: AppContext, corpId: number, orderId: number, force?: { decision?: VisaResult }): Promise<{ order: Order; row: VisaOrder } | null> {
  let forced = force
  for (let i = 0; i < 8; i += 1) {
    const [order, rows] = await Promise.all([findOrder(ctx.db, corpId, orderId), findVisaOrders(ctx.db, [orderId])])
    const row = rows[0]
    if (!order || !row) return null
    const step = nextStep(order, row)
    const now = ctx.clock()
    if (!step || (!forced && step.due.getTime() > now.getTime())) return { order, row }
    const when = forced ? now : new Date(Math.min(Math.max(step.due.getTime(), order.created_at.getTime()), now.getTime()))
    await applyStep(ctx, order, row, step, when, forced?.decision)
    forced = undefined
  }
  const [order, rows] = await Promise.all([findOrder(ctx.db, corpId, orderId), findVisaOrders(ctx.db, [orderId])])
  return order && rows[0] ? { order, row: rows[0] } : null
}

/**
 * The demo tool (POST /obt/demo/visa/advance, demo tools and loopback only): the next step of an
 * order now — a paid order not yet started starts first; `decision` chooses the consulate's
 * answer for every applicant. The demo world's clients are trusted (loopback), so the order is
 * found by id alone.
 */
export async function demoAdvance(ctx: AppContext, body: VisaAdvanceBody): Promise<VisaAdvanceReply> {
  const order = await findOrderById(ctx.db, Number(body.orderId))
  if (!order || order.order_type !== VISA_ORDER_TYPE) throw notFound()
  // A paid order whose progress has not started: starting it is the step.
  const started = order.status === ORDER_STATUS.PAID && (await startVisaProgress(ctx, order))
  const moved = started ? await advanceVisa(ctx, order.corp_id, order.id) : await advanceVisa(ctx, order.corp_id, order.id, { decision: body.decision })
  if (!moved) throw notFound()
  return { status: effectiveStatus(moved.order, ctx.clock()) as OrderStatusCode, step: displayStep(moved.order, moved.row) }
}
