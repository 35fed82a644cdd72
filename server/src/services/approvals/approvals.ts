/**
 * The approver side (overview §7 "Approval"): my pending and decided work items, counts, the
 * detail of an application or order in approval, approve / reject, withdrawing, the order
 * approval checks and the approval rules (spgz).
 *
 * Scope: a work item is only ever visible to its own approver, inside their company, once its
 * level was reached; anything else (another approver's item, a WAITING item, another company's
 * id) answers 4004 exactly like a missing id. A decided item answers 4009 (approvalDone).
 *
 * One decision per item and level, even under parallel calls: the decision runs in one
 * transaction that locks the subject and then the instance row (FOR UPDATE), re-reads the item
 * inside the lock, and changes state only through conditional updates (`... where state = 1`,
 * `... where current_level = n and status = 1`) whose affected-row counts are checked. On
 * PostgreSQL the row lock serialises the contenders (READ COMMITTED re-reads after the winner
 * commits); on PGlite transactions run one at a time behind the driver's mutex.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../context'
import { findOrder, findOrdersByIds, lockOrder } from '../db/repositories/orders'
import type { DB } from '../db/types'
import { badInput, conflict, notFound } from '../errors'
import { translate, type Lang } from '../messages'
import type {
  ApprovalCountReply,
  ApprovalDetail,
  ApprovalDetailBody,
  ApprovalItem,
  ApprovalItemPage,
  ApprovalOrderType,
  ApprovalRule,
  ApprovalRuleList,
  CancelAppBody,
  MatchGzBody,
  MatchGzReply,
  PendingMyAppCountReply,
  ReceiveAppResultBody,
  ReceiveAppResultReply,
  SendAppBody,
  SendAppReply,
  SentApprovalPage,
} from '../schemas/approval'
import { INSTANCE_STATUS, WORK_ITEM_STATE, type InstanceStatus, type WorkItemState } from '../schemas/approval-progress'
import { formatChinaTime } from '../util/time'
import {
  ORDER_TYPE_TRIP,
  loadRules,
  matchOrderRule,
  matchRule,
  notifyApprovers,
  notifyTravellerSide,
  progressOf,
  ruleView,
  startInstance,
  type ApprovalSubject,
} from './approval-engine'
import { biText, phrase } from './emp-messages'
import { approveOrderIn, cancelUnpaidOrder, rejectOrderIn, visibleOrderOf } from './orders/lifecycle'
import { kindOf, kindOfType, orderKinds, type ApprovalRowText } from './orders/registry'
import { ORDER_STATUS } from './orders/order-state'
import {
  applicationView,
  canReadApplication,
  cancelApplication,
  changeViewOf,
  findApplication,
  lockApplication,
  routeLabel,
  tripApprovedIn,
  tripRejectedIn,
  tripSubject,
} from './trip-applications'
import { findBookableEmployees } from './travellers'

const time16 = (d: Date): string => formatChinaTime(d).slice(0, 16)

// ---------------------------------------------------------------- lists

/** Work items joined with their instance and applicant. */
function itemRows(db: Kysely<DB>, caller: Caller) {
  return db
    .selectFrom('approval_work_items as w')
    .innerJoin('approval_instances as i', 'i.id', 'w.instance_id')
    .innerJoin('employees as a', 'a.id', 'i.applicant_emp_id')
    .where('w.approver_emp_id', '=', caller.empId)
    .where('w.corp_id', '=', caller.corpId)
}

type ItemRow = {
  item_id: number
  level: number
  state: number
  remark: string | null
  decided_at: Date | null
  instance_id: number
  order_type: number
  subject_id: number
  change_id: number | null
  levels: number
  amount: number
  violation: number
  created_at: Date
  applicant_name: string
}

const ITEM_COLUMNS = [
  'w.id as item_id', 'w.level', 'w.state', 'w.remark', 'w.decided_at', 'i.id as instance_id', 'i.order_type', 'i.subject_id',
  'i.change_id', 'i.levels', 'i.amount', 'i.violation', 'i.created_at', 'a.emp_name as applicant_name',
] as const

/** The approver's row texts of orders, from each order's kind (a few queries per kind). */
async function orderRowTexts(db: Kysely<DB>, orderIds: number[], lang: Lang): Promise<Map<number, ApprovalRowText & { no: string }>> {
  const orders = await findOrdersByIds(db, orderIds)
  const out = new Map<number, ApprovalRowText & { no: string }>()
  for (const kind of orderKinds()) {
    const mine = orders.filter((o) => kindOfType(o.order_type) === kind)
    if (mine.length === 0) continue
    for (const [id, text] of await kind.hooks.approvalRows(db, mine, lang)) out.set(id, { ...text, no: mine.find((o) => o.id === id)?.order_no ?? '' })
  }
  return out
}

/** List rows: titles, numbers and people of the subjects, read in a few queries. */
async function itemViews(db: Kysely<DB>, rows: ItemRow[], lang: Lang): Promise<ApprovalItem[]> {
  const tripIds = [...new Set(rows.filter((r) => r.order_type === ORDER_TYPE_TRIP).map((r) => r.subject_id))]
  const orderIds = [...new Set(rows.filter((r) => r.order_type !== ORDER_TYPE_TRIP).map((r) => r.subject_id))]
  const [apps, routes, travellers, orderTexts] = await Promise.all([
    tripIds.length ? db.selectFrom('trip_applications').selectAll().where('id', 'in', tripIds).execute() : [],
    tripIds.length
      ? db.selectFrom('trip_routes').select(['application_id', 'from_city', 'to_city', 'product_type']).where('application_id', 'in', tripIds).where('change_id', 'is', null).orderBy('sort').execute()
      : [],
    tripIds.length
      ? db.selectFrom('trip_travellers').innerJoin('employees', 'employees.id', 'trip_travellers.emp_id').select(['trip_travellers.application_id', 'employees.emp_name'])
          .where('trip_travellers.application_id', 'in', tripIds).orderBy('trip_travellers.sort').execute()
      : [],
    orderRowTexts(db, orderIds, lang),
  ])
  return rows.map((r) => {
    let no = ''
    let title = ''
    let travellerNames = ''
    let summary = ''
    if (r.order_type === ORDER_TYPE_TRIP) {
      const app = apps.find((a) => a.id === r.subject_id)
      const route = routeLabel(routes.filter((x) => x.application_id === r.subject_id), app?.mdd ?? '')
      no = app?.ccsqd_no ?? ''
      title = translate(lang, r.change_id !== null ? 'tripChangeTitle' : 'tripTitle', { route })
      travellerNames = travellers.filter((t) => t.application_id === r.subject_id).map((t) => t.emp_name).join('、')
      // The purpose first: it is what an approver decides on.
      summary = app ? [app.ccsy, translate(lang, 'dateRange', { begin: app.date_begin, end: app.date_end })].filter(Boolean).join(' · ') : ''
    } else {
      const text = orderTexts.get(r.subject_id)
      no = text?.no ?? ''
      title = text?.title ?? ''
      travellerNames = text?.travellerNames ?? ''
      summary = text?.summary ?? ''
    }
    return {
      workItemId: String(r.item_id),
      instanceId: String(r.instance_id),
      orderType: r.order_type as ApprovalOrderType,
      id: String(r.subject_id),
      ...(r.change_id !== null ? { changeId: String(r.change_id) } : {}),
      no,
      title,
      applicantName: r.applicant_name,
      travellerNames,
      amount: Number(r.amount),
      summary,
      violation: r.violation === 1,
      level: r.level,
      levels: Math.max(1, r.levels),
      state: r.state as WorkItemState,
      submittedAt: time16(r.created_at),
      ...(r.decided_at ? { decidedAt: time16(r.decided_at) } : {}),
      ...(r.remark ? { remark: r.remark } : {}),
    }
  })
}

/** GET /obt/vipBpmForMyAppNew: my PENDING items, oldest first. */
export async function pendingItems(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<ApprovalItemPage> {
  const base = itemRows(ctx.db, caller).where('w.state', '=', WORK_ITEM_STATE.PENDING)
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('w.activated_at').orderBy('w.id').offset((pageNum - 1) * count).limit(count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { list: await itemViews(ctx.db, rows, lang), total: Number(total.n) }
}

/** GET /obt/vipBpmForMyAppedNew: items I decided, newest first. */
export async function decidedItems(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<ApprovalItemPage> {
  const base = itemRows(ctx.db, caller).where('w.state', 'in', [WORK_ITEM_STATE.APPROVED, WORK_ITEM_STATE.REJECTED])
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('w.decided_at', 'desc').orderBy('w.id', 'desc').offset((pageNum - 1) * count).limit(count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { list: await itemViews(ctx.db, rows, lang), total: Number(total.n) }
}

/** POST /obt/vipBpmForMyAppCountNew. */
export async function itemCounts(ctx: AppContext, caller: Caller): Promise<ApprovalCountReply> {
  const rows = await itemRows(ctx.db, caller)
    .select(['w.state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('w.state', 'in', [WORK_ITEM_STATE.PENDING, WORK_ITEM_STATE.APPROVED, WORK_ITEM_STATE.REJECTED])
    .groupBy('w.state')
    .execute()
  const of = (state: number) => Number(rows.find((r) => r.state === state)?.n ?? 0)
  return { pending: of(WORK_ITEM_STATE.PENDING), done: of(WORK_ITEM_STATE.APPROVED) + of(WORK_ITEM_STATE.REJECTED) }
}

/** POST /obt/vipBpmForPendingMyAppCount: my own submissions (applications, changes, orders) still in approval. */
export async function mySubmissionsInApproval(ctx: AppContext, caller: Caller): Promise<PendingMyAppCountReply> {
  const row = await ctx.db
    .selectFrom('approval_instances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('applicant_emp_id', '=', caller.empId)
    .where('corp_id', '=', caller.corpId)
    .where('status', '=', INSTANCE_STATUS.PENDING)
    .executeTakeFirstOrThrow()
  return { count: Number(row.n) }
}

/**
 * GET /obt/vipBpmForMySendAppNew: the approvals I started, newest first, with who decides now and
 * the reason of a rejection. Titles and numbers come from the same reader as the approver's rows.
 */
export async function sentItems(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<SentApprovalPage> {
  const base = ctx.db
    .selectFrom('approval_instances as i')
    .innerJoin('employees as a', 'a.id', 'i.applicant_emp_id')
    .where('i.applicant_emp_id', '=', caller.empId)
    .where('i.corp_id', '=', caller.corpId)
  const [instances, total] = await Promise.all([
    base
      .select(['i.id', 'i.order_type', 'i.subject_id', 'i.change_id', 'i.levels', 'i.current_level', 'i.status', 'i.amount', 'i.violation', 'i.created_at', 'i.decided_at', 'a.emp_name'])
      .orderBy('i.id', 'desc')
      .offset((pageNum - 1) * count)
      .limit(count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const rows: ItemRow[] = instances.map((i) => ({
    item_id: i.id, level: i.current_level, state: WORK_ITEM_STATE.PENDING, remark: null, decided_at: i.decided_at, instance_id: i.id,
    order_type: i.order_type, subject_id: i.subject_id, change_id: i.change_id, levels: i.levels, amount: i.amount, violation: i.violation,
    created_at: i.created_at, applicant_name: i.emp_name,
  }))
  const ids = instances.map((i) => i.id)
  const [views, progress, rejections] = await Promise.all([
    itemViews(ctx.db, rows, lang),
    progressOf(ctx.db, ids, lang),
    ids.length
      ? ctx.db.selectFrom('approval_work_items').select(['instance_id', 'remark']).where('instance_id', 'in', ids).where('state', '=', WORK_ITEM_STATE.REJECTED).execute()
      : [],
  ])
  const list = instances.map((i, n) => {
    const v = views[n]
    const reason = rejections.find((r) => r.instance_id === i.id)?.remark
    return {
      instanceId: v.instanceId,
      orderType: v.orderType,
      id: v.id,
      ...(v.changeId ? { changeId: v.changeId } : {}),
      no: v.no,
      title: v.title,
      travellerNames: v.travellerNames,
      amount: v.amount,
      summary: v.summary,
      violation: v.violation,
      status: i.status as InstanceStatus,
      currentLevel: i.current_level,
      levels: i.levels,
      nextApprovers: i.status === INSTANCE_STATUS.PENDING ? (progress.get(i.id)?.nextApprovers ?? []) : [],
      ...(i.status === INSTANCE_STATUS.REJECTED && reason ? { rejectReason: reason } : {}),
      submittedAt: v.submittedAt,
      ...(i.decided_at ? { decidedAt: time16(i.decided_at) } : {}),
    }
  })
  return { list, total: Number(total.n) }
}

// ---------------------------------------------------------------- detail

/** The instance behind a detail request, with the caller's work item when asked by workItemId. */
async function detailTarget(ctx: AppContext, caller: Caller, body: ApprovalDetailBody) {
  if (body.workItemId) {
    const item = await ctx.db
      .selectFrom('approval_work_items')
      .selectAll()
      .where('id', '=', Number(body.workItemId))
      .where('approver_emp_id', '=', caller.empId)
      .where('corp_id', '=', caller.corpId)
      .where('state', '<>', WORK_ITEM_STATE.WAITING)
      .executeTakeFirst()
    if (!item) throw notFound()
    const instance = await ctx.db.selectFrom('approval_instances').selectAll().where('id', '=', item.instance_id).executeTakeFirstOrThrow()
    return { item, instance }
  }
  if (!body.orderId || !body.orderType) throw notFound()
  const subjectId = Number(body.orderId)
  if (body.orderType === ORDER_TYPE_TRIP) {
    const app = await findApplication(ctx.db, caller.corpId, subjectId)
    if (!app || !(await canReadApplication(ctx.db, caller, app))) throw notFound()
  } else {
    await visibleOrderOf(ctx, caller, subjectId)
  }
  const instance = await ctx.db
    .selectFrom('approval_instances')
    .selectAll()
    .where('order_type', '=', body.orderType)
    .where('subject_id', '=', subjectId)
    .where('corp_id', '=', caller.corpId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!instance) throw notFound()
  return { item: undefined, instance }
}

/** POST /obt/orderApproveList. */
export async function approvalDetail(ctx: AppContext, caller: Caller, body: ApprovalDetailBody, lang: Lang): Promise<ApprovalDetail> {
  const { item, instance } = await detailTarget(ctx, caller, body)
  const progress = (await progressOf(ctx.db, [instance.id], lang)).get(instance.id)
  if (!progress) throw notFound()
  const base = {
    ...(item
      ? { workItem: { workItemId: String(item.id), level: item.level, state: item.state as WorkItemState,
          canDecide: item.state === WORK_ITEM_STATE.PENDING && instance.status === INSTANCE_STATUS.PENDING } }
      : {}),
    id: String(instance.subject_id),
    ...(instance.change_id !== null ? { changeId: String(instance.change_id) } : {}),
    progress,
  }
  if (instance.order_type === ORDER_TYPE_TRIP) {
    const app = await findApplication(ctx.db, caller.corpId, instance.subject_id)
    if (!app) throw notFound()
    const change = instance.change_id !== null
      ? await ctx.db.selectFrom('trip_changes').selectAll().where('id', '=', instance.change_id).executeTakeFirst()
      : undefined
    return {
      ...base,
      orderType: ORDER_TYPE_TRIP,
      // The application's own approval is this instance unless a change is being approved.
      application: await applicationView(ctx.db, app, caller, lang, instance.change_id === null ? progress : undefined),
      ...(change ? { change: await changeViewOf(ctx.db, change, lang) } : {}),
    }
  }
  const order = await findOrder(ctx.db, caller.corpId, instance.subject_id)
  if (!order) throw notFound()
  return { ...base, orderType: order.order_type as ApprovalOrderType, order: await kindOf(order).hooks.approvalSummary(ctx.db, order, lang) }
}

// ---------------------------------------------------------------- deciding

/** POST /obt/vipBpmReceiveAppResult: approve (1) or reject (2, with a remark) my pending item. */
export async function decide(ctx: AppContext, caller: Caller, body: ReceiveAppResultBody): Promise<ReceiveAppResultReply> {
  const reject = body.completeState === 2
  const remark = body.appRemark?.trim() ?? ''
  if (reject && !remark) throw badInput('approvalRemarkRequired')
  const itemId = Number(body.workItemId)
  const seen = await ctx.db
    .selectFrom('approval_work_items')
    .innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
    .select(['approval_work_items.state', 'approval_instances.id as instance_id', 'approval_instances.order_type', 'approval_instances.subject_id'])
    .where('approval_work_items.id', '=', itemId)
    .where('approval_work_items.approver_emp_id', '=', caller.empId)
    .where('approval_work_items.corp_id', '=', caller.corpId)
    .executeTakeFirst()
  if (!seen || seen.state === WORK_ITEM_STATE.WAITING) throw notFound()
  if (seen.state !== WORK_ITEM_STATE.PENDING) throw conflict('approvalDone')
  const now = ctx.clock()

  return ctx.db.transaction().execute(async (trx) => {
    // Subject first, then instance: the same order as booking and withdrawing, so no deadlock.
    const order = seen.order_type !== ORDER_TYPE_TRIP ? await lockOrder(trx, caller.corpId, seen.subject_id) : undefined
    if (seen.order_type !== ORDER_TYPE_TRIP && !order) throw notFound()
    if (seen.order_type === ORDER_TYPE_TRIP) await lockApplication(trx, caller.corpId, seen.subject_id)
    const instance = await trx.selectFrom('approval_instances').selectAll().where('id', '=', seen.instance_id).forUpdate().executeTakeFirstOrThrow()
    const item = await trx.selectFrom('approval_work_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow()
    if (item.state === WORK_ITEM_STATE.WAITING) throw notFound()
    if (item.state !== WORK_ITEM_STATE.PENDING || instance.status !== INSTANCE_STATUS.PENDING || item.level !== instance.current_level) {
      throw conflict('approvalDone')
    }
    const decided = await trx
      .updateTable('approval_work_items')
      .set({ state: reject ? WORK_ITEM_STATE.REJECTED : WORK_ITEM_STATE.APPROVED, remark: remark || null, decided_at: now })
      .where('id', '=', itemId)
      .where('state', '=', WORK_ITEM_STATE.PENDING)
      .executeTakeFirst()
    if (Number(decided.numUpdatedRows) !== 1) throw conflict('approvalDone')
    await trx
      .updateTable('approval_work_items')
      .set({ state: WORK_ITEM_STATE.SKIPPED, decided_at: now })
      .where('instance_id', '=', instance.id)
      .where('level', '=', item.level)
      .where('state', '=', WORK_ITEM_STATE.PENDING)
      .execute()
    const subject: ApprovalSubject = order
      ? await kindOf(order).hooks.approvalSubject(trx, order)
      : await tripSubjectOf(trx, instance.subject_id, instance.change_id)
    const kind = phrase(subject.kind)
    const approverName = caller.employee.emp_name

    const finish = async (status: number) => {
      const done = await trx
        .updateTable('approval_instances')
        .set({ status, decided_at: now })
        .where('id', '=', instance.id)
        .where('status', '=', INSTANCE_STATUS.PENDING)
        .where('current_level', '=', item.level)
        .executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw conflict('approvalDone')
    }

    if (reject) {
      await finish(INSTANCE_STATUS.REJECTED)
      if (order) await rejectOrderIn(trx, order, caller.empId, remark, now)
      else await tripRejectedIn(trx, instance.subject_id, instance.change_id, remark, now)
      await notifyTravellerSide(trx, subject, biText('msgRejectedTitle', { kind }),
        biText('msgRejectedContent', { kind, no: subject.no, title: subject.title, approver: approverName, remark }), now)
      return { state: WORK_ITEM_STATE.REJECTED, instanceStatus: INSTANCE_STATUS.REJECTED, nextApprovers: [] }
    }

    if (item.level < instance.levels) {
      const next = item.level + 1
      const advanced = await trx
        .updateTable('approval_instances')
        .set({ current_level: next })
        .where('id', '=', instance.id)
        .where('current_level', '=', item.level)
        .where('status', '=', INSTANCE_STATUS.PENDING)
        .executeTakeFirst()
      if (Number(advanced.numUpdatedRows) !== 1) throw conflict('approvalDone')
      const opened = await trx
        .updateTable('approval_work_items')
        .set({ state: WORK_ITEM_STATE.PENDING, activated_at: now })
        .where('instance_id', '=', instance.id)
        .where('level', '=', next)
        .where('state', '=', WORK_ITEM_STATE.WAITING)
        .returning(['id', 'approver_emp_id'])
        .execute()
      const approvers = opened.length
        ? await trx.selectFrom('employees').select(['id', 'emp_name']).where('id', 'in', opened.map((o) => o.approver_emp_id)).execute()
        : []
      const nextNames = opened.map((o) => approvers.find((a) => a.id === o.approver_emp_id)?.emp_name ?? '')
      await notifyApprovers(trx, subject, opened.map((o) => ({ id: o.id, approverEmpId: o.approver_emp_id, level: next })), instance.levels, now)
      await notifyTravellerSide(trx, subject, biText('msgLevelTitle', { kind }),
        biText('msgLevelContent', { kind, no: subject.no, approver: approverName, level: item.level, names: nextNames.join('、') }), now)
      return { state: WORK_ITEM_STATE.APPROVED, instanceStatus: INSTANCE_STATUS.PENDING, nextApprovers: nextNames }
    }

    await finish(INSTANCE_STATUS.APPROVED)
    if (order) await approveOrderIn(trx, order, caller.empId, now)
    else await tripApprovedIn(trx, instance.subject_id, instance.change_id, now)
    await notifyTravellerSide(trx, subject, biText('msgApprovedTitle', { kind }),
      biText(order ? 'msgApprovedPayContent' : 'msgApprovedContent', { kind, no: subject.no, title: subject.title }), now)
    return { state: WORK_ITEM_STATE.APPROVED, instanceStatus: INSTANCE_STATUS.APPROVED, nextApprovers: [] }
  })
}

async function tripSubjectOf(trx: Kysely<DB>, applicationId: number, changeId: number | null): Promise<ApprovalSubject> {
  const app = await trx.selectFrom('trip_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow()
  const change = changeId !== null ? await trx.selectFrom('trip_changes').select(['id', 'bghzys']).where('id', '=', changeId).executeTakeFirstOrThrow() : null
  return tripSubject(trx, app, change ? { id: change.id, zys: Number(change.bghzys) } : null)
}

// ---------------------------------------------------------------- withdrawing, orders

/** POST /obt/cancelApp: the applicant withdraws an application (11099) or an order in approval (11001). */
export async function cancelApp(ctx: AppContext, caller: Caller, body: CancelAppBody): Promise<void> {
  if (body.orderType === ORDER_TYPE_TRIP) {
    await cancelApplication(ctx, caller, body.orderId)
    return
  }
  const order = await visibleOrderOf(ctx, caller, Number(body.orderId))
  if (order.booker_emp_id !== caller.empId) throw conflict('approvalNotCancellable')
  if (order.status !== ORDER_STATUS.IN_APPROVAL) throw conflict('orderStateInvalid')
  await cancelUnpaidOrder(ctx, caller, order.id)
}

/**
 * POST /obt/vipBpmSendAppNew: sends an order in approval to its approvers. Booking already does
 * it, so this returns the existing instance; an order without one (booked before approvals
 * existed) gets one now, and with no matching rule it is approved at once.
 */
export async function sendForApproval(ctx: AppContext, caller: Caller, body: SendAppBody): Promise<SendAppReply> {
  const visible = await visibleOrderOf(ctx, caller, Number(body.orderId))
  const existing = await ctx.db
    .selectFrom('approval_instances')
    .select('id')
    .where('order_type', '=', visible.order_type)
    .where('subject_id', '=', visible.id)
    .where('status', 'in', [INSTANCE_STATUS.PENDING, INSTANCE_STATUS.APPROVED])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (existing) return { instanceId: String(existing.id) }
  if (visible.status !== ORDER_STATUS.IN_APPROVAL) throw conflict('orderStateInvalid')
  const kind = kindOf(visible)
  const facts = await kind.hooks.approvalSubject(ctx.db, visible)
  const rule = await matchOrderRule(ctx.db, caller.corpId, visible.violations !== null, facts.mainTravellerEmpId ?? visible.booker_emp_id, Number(visible.total_amount))
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order || order.status !== ORDER_STATUS.IN_APPROVAL) throw conflict('orderStateInvalid')
    const again = await trx.selectFrom('approval_instances').select('id').where('order_type', '=', order.order_type).where('subject_id', '=', order.id)
      .where('status', '=', INSTANCE_STATUS.PENDING).executeTakeFirst()
    if (again) return { instanceId: String(again.id) }
    const started = await startInstance(trx, await kind.hooks.approvalSubject(trx, order), rule, now)
    if (started.auto) await approveOrderIn(trx, order, null, now)
    return { instanceId: String(started.instanceId) }
  })
}

// ---------------------------------------------------------------- rules

/** GET /obt/spgzFindList: the rules of the caller's company. */
export async function ruleList(ctx: AppContext, caller: Caller, lang: Lang): Promise<ApprovalRuleList> {
  return { list: (await loadRules(ctx.db, caller.corpId)).map((r) => ruleView(r, lang)) }
}

/** GET /obt/vipSpgzFindDetail (and vipSpgzGetInfo): one rule of the caller's company; 4004 otherwise. */
export async function ruleDetail(ctx: AppContext, caller: Caller, spgzId: string, lang: Lang): Promise<ApprovalRule> {
  const [rule] = await loadRules(ctx.db, caller.corpId, undefined, Number(spgzId))
  if (!rule) throw notFound()
  return ruleView(rule, lang)
}

/** POST /obt/matchGz: the rule for empId (default the caller; must be in the caller's booking scope) and an amount. */
export async function matchGz(ctx: AppContext, caller: Caller, body: MatchGzBody, lang: Lang): Promise<MatchGzReply> {
  const empId = body.empId ? Number(body.empId) : caller.empId
  if (empId !== caller.empId) await findBookableEmployees(ctx.db, caller, [empId])
  const rule = await matchRule(ctx.db, caller.corpId, body.scope, empId, body.amount ?? 0)
  return { rule: rule ? ruleView(rule, lang) : null }
}

/** Badge parts of /obt/totalCount: my pending items and my submissions in approval. */
export async function approvalBadges(ctx: AppContext, caller: Caller): Promise<{ approval: number; waitApproval: number }> {
  const [counts, mineInApproval] = await Promise.all([itemCounts(ctx, caller), mySubmissionsInApproval(ctx, caller)])
  return { approval: counts.pending, waitApproval: mineInApproval.count }
}
