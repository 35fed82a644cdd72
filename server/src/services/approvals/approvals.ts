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
import type { AppContext, Caller } from '../../context'
import {
  advanceInstance,
  countItemsByState,
  countPendingInstancesStartedBy,
  decideItem,
  findApplicationsByIds,
  findDecidedItems,
  findEmployeeNames,
  findInstancesStartedBy,
  findItemToDecide,
  findLatestInstance,
  findLiveInstanceOf,
  findPendingInstanceOf,
  findPendingItems,
  findReachedItem,
  findRejectionRemarks,
  finishInstance,
  getApplication,
  getInstance,
  getWorkItem,
  lockInstance,
  openLevel,
  skipPendingItemsOfLevel,
  type ApprovalItemRow,
} from '../../db/repositories/approvals'
import { findOrder, findOrdersByIds, lockOrder } from '../../db/repositories/orders'
import { findChange, findCurrentRoutes, getChange, listTravellersOf } from '../../db/repositories/trip-applications'
import type { DB } from '../../db/types'
import { badInput, conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
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
} from '../../schemas/approval'
import { INSTANCE_STATUS, WORK_ITEM_STATE, type InstanceStatus, type WorkItemState } from '../../schemas/approval-progress'
import { formatChinaTime } from '../../util/time'
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
import { biText, phrase } from '../messages/emp-messages'
import { approveOrderIn, cancelUnpaidOrder, rejectOrderIn, visibleOrderOf } from '../orders/lifecycle'
import { kindOf, kindOfType, orderKinds, type ApprovalRowText } from '../orders/registry'
import { ORDER_STATUS } from '../orders/order-state'
import {
  applicationView,
  canReadApplication,
  cancelApplication,
  changeViewOf,
  routeLabel,
  tripApprovedIn,
  tripRejectedIn,
  tripSubject,
} from '../trips/trip-applications'
import { findBookableEmployees } from '../identity/travellers'
import { findApplication, lockApplication } from '../../db/repositories/trip-applications'
import { protectionView } from '../booking/fare-protection'
import { findTravelSettings } from '../../db/repositories/settings'

const time16 = (d: Date): string => formatChinaTime(d).slice(0, 16)

// ---------------------------------------------------------------- lists

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
async function itemViews(db: Kysely<DB>, rows: ApprovalItemRow[], lang: Lang): Promise<ApprovalItem[]> {
  const tripIds = [...new Set(rows.filter((r) => r.order_type === ORDER_TYPE_TRIP).map((r) => r.subject_id))]
  const orderIds = [...new Set(rows.filter((r) => r.order_type !== ORDER_TYPE_TRIP).map((r) => r.subject_id))]
  const [apps, routes, travellers, orderTexts] = await Promise.all([
    findApplicationsByIds(db, tripIds),
    findCurrentRoutes(db, tripIds),
    tripIds.length ? listTravellersOf(db, tripIds) : [],
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
  const { rows, total } = await findPendingItems(ctx.db, caller.corpId, caller.empId, (pageNum - 1) * count, count)
  return { list: await itemViews(ctx.db, rows, lang), total }
}

/** GET /obt/vipBpmForMyAppedNew: items I decided, newest first. */
export async function decidedItems(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<ApprovalItemPage> {
  const { rows, total } = await findDecidedItems(ctx.db, caller.corpId, caller.empId, (pageNum - 1) * count, count)
  return { list: await itemViews(ctx.db, rows, lang), total }
}

/** POST /obt/vipBpmForMyAppCountNew. */
export async function itemCounts(ctx: AppContext, caller: Caller): Promise<ApprovalCountReply> {
  const rows = await countItemsByState(ctx.db, caller.corpId, caller.empId, [WORK_ITEM_STATE.PENDING, WORK_ITEM_STATE.APPROVED, WORK_ITEM_STATE.REJECTED])
  const of = (state: number) => rows.find((r) => r.state === state)?.n ?? 0
  return { pending: of(WORK_ITEM_STATE.PENDING), done: of(WORK_ITEM_STATE.APPROVED) + of(WORK_ITEM_STATE.REJECTED) }
}

/** POST /obt/vipBpmForPendingMyAppCount: my own submissions (applications, changes, orders) still in approval. */
export async function mySubmissionsInApproval(ctx: AppContext, caller: Caller): Promise<PendingMyAppCountReply> {
  return { count: await countPendingInstancesStartedBy(ctx.db, caller.corpId, caller.empId) }
}

/**
 * GET /obt/vipBpmForMySendAppNew: the approvals I started, newest first, with who decides now and
 * the reason of a rejection. Titles and numbers come from the same reader as the approver's rows.
 */
export async function sentItems(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<SentApprovalPage> {
  const { rows: instances, total } = await findInstancesStartedBy(ctx.db, caller.corpId, caller.empId, (pageNum - 1) * count, count)
  const rows: ApprovalItemRow[] = instances.map((i) => ({
    item_id: i.id, level: i.current_level, state: WORK_ITEM_STATE.PENDING, remark: null, decided_at: i.decided_at, instance_id: i.id,
    order_type: i.order_type, subject_id: i.subject_id, change_id: i.change_id, levels: i.levels, amount: i.amount, violation: i.violation,
    created_at: i.created_at, applicant_name: i.emp_name,
  }))
  const ids = instances.map((i) => i.id)
  const [views, progress, rejections] = await Promise.all([
    itemViews(ctx.db, rows, lang),
    progressOf(ctx.db, ids, lang),
    findRejectionRemarks(ctx.db, ids),
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
  return { list, total }
}

// ---------------------------------------------------------------- detail

/** The instance behind a detail request, with the caller's work item when asked by workItemId. */
async function detailTarget(ctx: AppContext, caller: Caller, body: ApprovalDetailBody) {
  if (body.workItemId) {
    const item = await findReachedItem(ctx.db, caller.corpId, caller.empId, Number(body.workItemId))
    if (!item) throw notFound()
    const instance = await getInstance(ctx.db, item.instance_id)
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
  const instance = await findLatestInstance(ctx.db, caller.corpId, body.orderType, subjectId)
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
    const change = instance.change_id !== null ? await findChange(ctx.db, caller.corpId, instance.change_id) : undefined
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
  const protection = protectionView(await findTravelSettings(ctx.db, order.corp_id), order, lang, ctx.clock())
  return {
    ...base,
    orderType: order.order_type as ApprovalOrderType,
    order: await kindOf(order).hooks.approvalSummary(ctx.db, order, lang),
    ...(protection ? { fareProtection: protection } : {}),
  }
}

// ---------------------------------------------------------------- deciding

/** POST /obt/vipBpmReceiveAppResult: approve (1) or reject (2, with a remark) my pending item. */
export async function decide(ctx: AppContext, caller: Caller, body: ReceiveAppResultBody): Promise<ReceiveAppResultReply> {
  const reject = body.completeState === 2
  const remark = body.appRemark?.trim() ?? ''
  if (reject && !remark) throw badInput('approvalRemarkRequired')
  const itemId = Number(body.workItemId)
  const seen = await findItemToDecide(ctx.db, caller.corpId, caller.empId, itemId)
  if (!seen || seen.state === WORK_ITEM_STATE.WAITING) throw notFound()
  if (seen.state !== WORK_ITEM_STATE.PENDING) throw conflict('approvalDone')
  const now = ctx.clock()

  return ctx.db.transaction().execute(async (trx) => {
    // Subject first, then instance: the same order as booking and withdrawing, so no deadlock.
    const order = seen.order_type !== ORDER_TYPE_TRIP ? await lockOrder(trx, caller.corpId, seen.subject_id) : undefined
    if (seen.order_type !== ORDER_TYPE_TRIP && !order) throw notFound()
    if (seen.order_type === ORDER_TYPE_TRIP) await lockApplication(trx, caller.corpId, seen.subject_id)
    const instance = await lockInstance(trx, seen.instance_id)
    const item = await getWorkItem(trx, itemId)
    if (item.state === WORK_ITEM_STATE.WAITING) throw notFound()
    if (item.state !== WORK_ITEM_STATE.PENDING || instance.status !== INSTANCE_STATUS.PENDING || item.level !== instance.current_level) {
      throw conflict('approvalDone')
    }
    const decided = await decideItem(trx, itemId, { state: reject ? WORK_ITEM_STATE.REJECTED : WORK_ITEM_STATE.APPROVED, remark: remark || null }, now)
    if (!decided) throw conflict('approvalDone')
    await skipPendingItemsOfLevel(trx, instance.id, item.level, now)
    const subject: ApprovalSubject = order
      ? await kindOf(order).hooks.approvalSubject(trx, order)
      : await tripSubjectOf(trx, instance.subject_id, instance.change_id)
    const kind = phrase(subject.kind)
    const approverName = caller.employee.emp_name

    const finish = async (status: number) => {
      if (!(await finishInstance(trx, instance.id, item.level, status, now))) throw conflict('approvalDone')
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
      if (!(await advanceInstance(trx, instance.id, item.level, next))) throw conflict('approvalDone')
      const opened = await openLevel(trx, instance.id, next, now)
      const approvers = await findEmployeeNames(trx, opened.map((o) => o.approver_emp_id))
      const nextNames = opened.map((o) => approvers.find((a) => a.id === o.approver_emp_id)?.emp_name ?? '')
      await notifyApprovers(trx, subject, opened.map((o) => ({ id: o.id, approverEmpId: o.approver_emp_id, level: next })), instance.levels, now)
      await notifyTravellerSide(trx, subject, biText('msgLevelTitle', { kind }),
        biText('msgLevelContent', { kind, no: subject.no, approver: approverName, level: item.level, names: nextNames.join('、') }), now)
      return { state: WORK_ITEM_STATE.APPROVED, instanceStatus: INSTANCE_STATUS.PENDING, nextApprovers: nextNames }
    }

    await finish(INSTANCE_STATUS.APPROVED)
    if (order) await approveOrderIn(ctx, trx, order, caller.empId, now)
    else await tripApprovedIn(trx, instance.subject_id, instance.change_id, now)
    await notifyTravellerSide(trx, subject, biText('msgApprovedTitle', { kind }),
      biText(order ? 'msgApprovedPayContent' : 'msgApprovedContent', { kind, no: subject.no, title: subject.title }), now)
    return { state: WORK_ITEM_STATE.APPROVED, instanceStatus: INSTANCE_STATUS.APPROVED, nextApprovers: [] }
  })
}

async function tripSubjectOf(trx: Kysely<DB>, applicationId: number, changeId: number | null): Promise<ApprovalSubject> {
  const app = await getApplication(trx, applicationId)
  const change = changeId !== null ? await getChange(trx, changeId) : null
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
  const existing = await findLiveInstanceOf(ctx.db, visible.order_type, visible.id)
  if (existing) return { instanceId: String(existing.id) }
  if (visible.status !== ORDER_STATUS.IN_APPROVAL) throw conflict('orderStateInvalid')
  const kind = kindOf(visible)
  const facts = await kind.hooks.approvalSubject(ctx.db, visible)
  const rule = await matchOrderRule(ctx.db, caller.corpId, visible.violations !== null, facts.mainTravellerEmpId ?? visible.booker_emp_id, Number(visible.total_amount))
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order || order.status !== ORDER_STATUS.IN_APPROVAL) throw conflict('orderStateInvalid')
    const again = await findPendingInstanceOf(trx, order.order_type, order.id)
    if (again) return { instanceId: String(again.id) }
    const started = await startInstance(trx, await kind.hooks.approvalSubject(trx, order), rule, now)
    if (started.auto) await approveOrderIn(ctx, trx, order, null, now)
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
