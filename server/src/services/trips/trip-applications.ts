/**
 * Business-trip applications (出差申请, ccsqd): create, edit and submit, the lists and the detail,
 * delete a draft, withdraw, changes of approved applications, booking under an application, and
 * what an approval decision does to an application or a change.
 *
 * Who sees what: the applicant and the travellers read an application; an approver reads it once
 * one of their work items on it is visible (its level was reached). Everything else, other
 * companies included, answers 4004 exactly like a missing id. Only the applicant edits, submits,
 * withdraws or changes.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findCompany } from '../../db/repositories/employees'
import { findOrdersByIds } from '../../db/repositories/orders'
import { isCostCenterOf, isProjectOf } from '../../db/repositories/reference'
import {
  decideChange,
  deleteDraft,
  deleteDroppedRoutes,
  deleteRoutes,
  deleteTravellers,
  findAirportCityCode,
  findApplication,
  findChange,
  findChangeOutcomes,
  findCostCenterName,
  findCurrentRoutes,
  findEmployeeName,
  findLatestSubjectInstance,
  findPendingApprovers,
  findProjectName,
  findProposedRoutes,
  findTravellerIds,
  findTravellerLinks,
  getChange,
  hasBookedRoute,
  hasVisibleWorkItem,
  insertApplication,
  insertChange,
  insertRoutes,
  insertTravellers,
  isCityCode,
  listApplicationsOf,
  listBookableApplicationsOf,
  listChangesOf,
  listTravellersOf,
  lockApplication,
  markRouteBooked,
  nextApplicationNo,
  rewriteCurrentRoute,
  rewriteDraft,
  setApplicationBudgets,
  setApplicationStatus,
  type TripApplicationRow,
  type TripChangeRow,
  type TripRouteRow,
} from '../../db/repositories/trip-applications'
import { attachToApplication, deleteDroppedAttachments, findAttachableIds, listAttachmentsOf } from '../../db/repositories/trip-attachments'
import type { DB } from '../../db/types'
import { badInput, conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { ApprovalProgress } from '../../schemas/approval-progress'
import type {
  BookableApplication,
  CcsqdAddBody,
  CcsqdAddReply,
  CcsqdListQuery,
  ChangeAddBody,
  ChangeAddReply,
  ChangeListReply,
  Detail4BookBody,
  List4BookBody,
  List4BookReply,
  TripApplication,
  TripApplicationPage,
  TripAttachment,
  TripChange,
  TripRoute,
  TripRouteInput,
  TripStatus,
  TripTraveller,
} from '../../schemas/trip'
import { INT4_MAX } from '../../schemas/common'
import { TRIP_STATUS } from '../../schemas/trip'
import { chinaDate, formatChinaTime } from '../../util/time'
import {
  ORDER_TYPE_TRIP,
  cancelPendingInstances,
  latestInstance,
  matchRule,
  progressOf,
  startInstance,
  type ApprovalSubject,
  type LoadedRule,
} from '../approvals/approval-engine'
import type { BiText } from '../messages/emp-messages'
import { findBookableEmployees } from '../identity/travellers'

/** Change status: 1 in approval, 2 approved, 3 rejected, 4 withdrawn. */
export const CHANGE_STATUS = { IN_APPROVAL: 1, APPROVED: 2, REJECTED: 3, WITHDRAWN: 4 } as const

const FLIGHT_TYPES = [10901, 10902]
const FROM_REQUIRED = [10901, 10902, 10904]

const money = (n: number): number => Math.round(n * 100) / 100
const time16 = (d: Date): string => formatChinaTime(d).slice(0, 16)

// ---------------------------------------------------------------- reading

/** Whether the caller is the applicant or a traveller. */
async function isApplicantOrTraveller(db: Kysely<DB>, caller: Caller, app: TripApplicationRow): Promise<boolean> {
  if (app.corp_id !== caller.corpId) return false
  if (app.applicant_emp_id === caller.empId) return true
  return (await findTravellerIds(db, app.id)).includes(caller.empId)
}

/** Whether the caller may read an application (applicant, traveller, or an approver with a visible item on it). */
export async function canReadApplication(db: Kysely<DB>, caller: Caller, app: TripApplicationRow): Promise<boolean> {
  if (await isApplicantOrTraveller(db, caller, app)) return true
  if (app.corp_id !== caller.corpId) return false
  return hasVisibleWorkItem(db, ORDER_TYPE_TRIP, app.id, caller.empId)
}

/** An application the caller may read; 4004 otherwise. */
async function readableApplication(ctx: AppContext, caller: Caller, id: number): Promise<TripApplicationRow> {
  const app = await findApplication(ctx.db, caller.corpId, id)
  if (!app || !(await canReadApplication(ctx.db, caller, app))) throw notFound()
  return app
}

function statusText(status: number, lang: Lang): string {
  return translate(lang, `tripStatus${status as TripStatus}`)
}

/** The route text of an application for titles ("成都→北京"), else its destination. */
export function routeLabel(routes: { from_city: string | null; to_city: string; product_type: number }[], mdd: string): string {
  const first = routes.find((r) => r.from_city && FROM_REQUIRED.includes(r.product_type))
  return first ? `${first.from_city}→${first.to_city}` : mdd
}

/** The title of an application in both languages ("出差申请 · 成都→北京"). */
export function applicationTitle(routes: TripRouteRow[], mdd: string): BiText {
  const route = routeLabel(routes, mdd)
  return { zh: translate('zh', 'tripTitle', { route }), en: translate('en', 'tripTitle', { route }) }
}

/** Order numbers of the orders booked on routes. */
async function orderNumbers(db: Kysely<DB>, routes: TripRouteRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(routes.flatMap((r) => (r.order_id !== null ? [r.order_id] : [])))]
  if (ids.length === 0) return new Map()
  const rows = await findOrdersByIds(db, ids)
  return new Map(rows.map((r) => [r.id, r.order_no]))
}

/** A route row as the app sees it; `shownAs` keeps the id (and booking) of the route a proposed row replaces. */
function routeView(row: TripRouteRow, orderNos: Map<number, string>, shownAs?: TripRouteRow): TripRoute {
  const booking = shownAs ?? row
  const orderId = booking.order_id
  return {
    routeId: String(booking.id),
    productType: row.product_type as TripRoute['productType'],
    ...(row.from_city ? { fromCity: row.from_city } : {}),
    ...(row.from_code ? { fromCode: row.from_code } : {}),
    toCity: row.to_city,
    toCode: row.to_code,
    dateBegin: row.date_begin,
    ...(row.date_end ? { dateEnd: row.date_end } : {}),
    ...(row.cabin ? { cabin: row.cabin } : {}),
    ...(row.flight_no ? { flightNo: row.flight_no } : {}),
    ...(row.fyys !== null ? { fyys: Number(row.fyys) } : {}),
    ...(row.remark ? { remark: row.remark } : {}),
    routeStatus: booking.route_status === 3 ? 3 : 1,
    ...(orderId !== null ? { orderId: String(orderId), orderNo: orderNos.get(orderId) ?? '' } : {}),
  }
}

async function travellerViews(db: Kysely<DB>, applicationIds: number[], lang: Lang): Promise<Map<number, TripTraveller[]>> {
  const result = new Map<number, TripTraveller[]>()
  if (applicationIds.length === 0) return result
  const rows = await listTravellersOf(db, applicationIds)
  for (const r of rows) {
    const list = result.get(r.application_id) ?? []
    list.push({ empId: String(r.id), name: r.emp_name, deptName: (lang === 'en' ? r.dept_en : r.dept) ?? '', empRank: r.emp_rank })
    result.set(r.application_id, list)
  }
  return result
}

/** A change as the app sees it. */
async function changeView(db: Kysely<DB>, change: TripChangeRow, lang: Lang): Promise<TripChange> {
  let routesAfter: TripRoute[]
  if (change.status === CHANGE_STATUS.APPROVED && change.routes_after_applied) {
    routesAfter = JSON.parse(change.routes_after_applied) as TripRoute[]
  } else {
    const proposed = await findProposedRoutes(db, change.id)
    const origins = await findCurrentRoutes(db, [change.application_id])
    const orderNos = await orderNumbers(db, origins)
    routesAfter = proposed.map((p) => routeView(p, orderNos, origins.find((o) => o.id === p.origin_route_id)))
  }
  const instance = await latestInstance(db, ORDER_TYPE_TRIP, change.application_id, change.id)
  const progress = (instance ? ((await progressOf(db, [instance.id], lang)).get(instance.id) ?? null) : null)
  return {
    changeId: String(change.id),
    ccsqdId: String(change.application_id),
    status: change.status as TripChange['status'],
    changeYy: change.change_yy,
    bgqzys: Number(change.bgqzys),
    bghzys: Number(change.bghzys),
    routesBefore: JSON.parse(change.routes_before) as TripRoute[],
    routesAfter,
    jtys: Number(change.jtys),
    zsys: Number(change.zsys),
    qtys: Number(change.qtys),
    createdAt: time16(change.created_at),
    progress,
    ...(change.reject_reason ? { rejectReason: change.reject_reason } : {}),
  }
}

/** The current routes of an application as views (for change snapshots and the detail). */
async function routeViews(db: Kysely<DB>, applicationId: number): Promise<TripRoute[]> {
  const routes = await findCurrentRoutes(db, [applicationId])
  const orderNos = await orderNumbers(db, routes)
  return routes.map((r) => routeView(r, orderNos))
}

/**
 * An application in full. `viewer` decides the can* flags (only the applicant acts); null for
 * views that act on nothing. `known` is its approval progress when the caller already read it
 * (the approval detail), so it is not read twice.
 */
export async function applicationView(db: Kysely<DB>, app: TripApplicationRow, viewer: Caller | null, lang: Lang, known?: ApprovalProgress): Promise<TripApplication> {
  const [travellers, routes, attachments, applicant, costCenter, project, instance, changes] = await Promise.all([
    travellerViews(db, [app.id], lang),
    findCurrentRoutes(db, [app.id]),
    listAttachmentsOf(db, app.id),
    findEmployeeName(db, app.applicant_emp_id),
    app.cost_center_id ? findCostCenterName(db, app.cost_center_id) : undefined,
    app.project_id ? findProjectName(db, app.project_id) : undefined,
    known ? undefined : findLatestSubjectInstance(db, ORDER_TYPE_TRIP, app.id),
    listChangesOf(db, app.id),
  ])
  const orderNos = await orderNumbers(db, routes)
  const progress = known ?? (instance ? ((await progressOf(db, [instance.id], lang)).get(instance.id) ?? null) : null)
  const pending = app.status === TRIP_STATUS.CHANGE_IN_APPROVAL ? changes.find((c) => c.status === CHANGE_STATUS.IN_APPROVAL) : undefined
  const rejectReason = app.status === TRIP_STATUS.REJECTED
    ? app.reject_reason
    : changes[0]?.status === CHANGE_STATUS.REJECTED ? changes[0].reject_reason : null
  const isApplicant = viewer !== null && viewer.empId === app.applicant_emp_id
  const booked = routes.some((r) => r.route_status === 3)
  return {
    ccsqdId: String(app.id),
    ccsqdNo: app.ccsqd_no,
    status: app.status as TripStatus,
    statusText: statusText(app.status, lang),
    addMethod: app.add_method === 1 ? 1 : 0,
    applicant: { empId: String(app.applicant_emp_id), name: applicant ?? '' },
    travellers: travellers.get(app.id) ?? [],
    ccsy: app.ccsy,
    dateBegin: app.date_begin,
    dateEnd: app.date_end,
    mdd: app.mdd,
    ...(app.cost_center_id && costCenter ? { costCenterId: String(app.cost_center_id), costCenterName: lang === 'en' ? costCenter.name_en : costCenter.name } : {}),
    ...(app.project_id && project ? { projectId: String(app.project_id), projectName: lang === 'en' ? project.name_en : project.name } : {}),
    jtys: Number(app.jtys),
    zsys: Number(app.zsys),
    qtys: Number(app.qtys),
    zys: Number(app.zys),
    routes: routes.map((r) => routeView(r, orderNos)),
    attachments: attachments.map((a): TripAttachment => ({ id: String(a.id), name: a.name, size: a.size, mime: a.mime, url: `/obt/vipCorp/fj/queryFj?id=${a.id}` })),
    createdAt: time16(app.created_at),
    ...(app.submitted_at ? { submittedAt: time16(app.submitted_at) } : {}),
    progress,
    ...(pending ? { pendingChange: await changeView(db, pending, lang) } : {}),
    ...(rejectReason ? { rejectReason } : {}),
    canEdit: isApplicant && app.status === TRIP_STATUS.DRAFT,
    canDelete: isApplicant && app.status === TRIP_STATUS.DRAFT,
    canCancel: isApplicant && (app.status === TRIP_STATUS.IN_APPROVAL || (app.status === TRIP_STATUS.APPROVED && !booked)),
    canChange: isApplicant && app.status === TRIP_STATUS.APPROVED,
  }
}

/** GET /obt/vipCcsqdGetInfo. */
export async function applicationDetail(ctx: AppContext, caller: Caller, ccsqdId: string, lang: Lang): Promise<TripApplication> {
  const app = await readableApplication(ctx, caller, Number(ccsqdId))
  return applicationView(ctx.db, app, caller, lang)
}

/** GET /obt/vipCcsqdGetList: my applications (applicant or traveller), newest first; status -1 or absent: all; 2 also lists 5. */
export async function applicationList(ctx: AppContext, caller: Caller, query: CcsqdListQuery, lang: Lang): Promise<TripApplicationPage> {
  const pageNum = query.pageNum ?? 1
  const count = query.count ?? 20
  // Status 2 includes 5: a change in approval is still the approved application (the app's default tab).
  const statuses = query.status === TRIP_STATUS.APPROVED
    ? [TRIP_STATUS.APPROVED, TRIP_STATUS.CHANGE_IN_APPROVAL]
    : query.status !== undefined && query.status !== -1 ? [query.status] : undefined
  const { rows, total } = await listApplicationsOf(ctx.db, caller.corpId, caller.empId, { statuses, offset: (pageNum - 1) * count, limit: count })
  const ids = rows.map((r) => r.id)
  const [travellers, routes, pendingItems, changes] = await Promise.all([
    travellerViews(ctx.db, ids, lang),
    findCurrentRoutes(ctx.db, ids),
    findPendingApprovers(ctx.db, ORDER_TYPE_TRIP, ids),
    findChangeOutcomes(ctx.db, ids),
  ])
  return {
    list: rows.map((r) => {
      const next = pendingItems.filter((p) => p.subject_id === r.id).map((p) => p.emp_name)
      const lastChange = changes.find((c) => c.application_id === r.id)
      const rejectReason = r.status === TRIP_STATUS.REJECTED ? r.reject_reason : lastChange?.status === CHANGE_STATUS.REJECTED ? lastChange.reject_reason : null
      return {
        ccsqdId: String(r.id),
        ccsqdNo: r.ccsqd_no,
        status: r.status as TripStatus,
        statusText: statusText(r.status, lang),
        ccsy: r.ccsy,
        mdd: r.mdd,
        dateBegin: r.date_begin,
        dateEnd: r.date_end,
        zys: Number(r.zys),
        travellerNames: (travellers.get(r.id) ?? []).map((t) => t.name).join('、'),
        routeCount: routes.filter((x) => x.application_id === r.id).length,
        ...(next.length ? { nextApprover: next.join('、') } : {}),
        ...(rejectReason ? { rejectReason } : {}),
        createdAt: time16(r.created_at),
      }
    }),
    total,
  }
}

// ---------------------------------------------------------------- writing

/** Checks routes against the trip dates and their product's fields; returns them normalised. */
function checkRoutes(routes: TripRouteInput[], dateBegin: string, dateEnd: string): TripRouteInput[] {
  return routes.map((r) => {
    const end = r.dateEnd
    if (r.dateBegin < dateBegin || r.dateBegin > dateEnd || (end !== undefined && (end < r.dateBegin || end > dateEnd))) throw badInput('tripRouteDates')
    const isFlight = FLIGHT_TYPES.includes(r.productType)
    if (FROM_REQUIRED.includes(r.productType) && (!r.fromCode?.trim() || !r.fromCity?.trim())) throw badInput('tripRouteFromRequired')
    if (isFlight && r.cabin !== undefined && r.cabin !== '' && !['Y', 'C', 'F'].includes(r.cabin)) throw badInput('tripRouteCabin')
    const code = (c: string | undefined) => (c === undefined ? undefined : isFlight ? c.trim().toUpperCase() : c.trim())
    return {
      ...r,
      fromCity: FROM_REQUIRED.includes(r.productType) ? r.fromCity?.trim() : undefined,
      fromCode: FROM_REQUIRED.includes(r.productType) ? code(r.fromCode) : undefined,
      toCity: r.toCity.trim(),
      toCode: code(r.toCode) as string,
      flightNo: r.flightNo?.trim().toUpperCase() || undefined,
      remark: r.remark?.trim() || undefined,
    }
  })
}

/** Column values of a route. */
function routeValues(r: TripRouteInput, sort: number) {
  return {
    sort,
    product_type: r.productType,
    from_city: r.fromCity ?? null,
    from_code: r.fromCode ?? null,
    to_city: r.toCity,
    to_code: r.toCode,
    date_begin: r.dateBegin,
    date_end: r.dateEnd ?? null,
    cabin: r.cabin || null,
    flight_no: r.flightNo ?? null,
    fyys: r.fyys ?? null,
    remark: r.remark ?? null,
  }
}

/** The approval subject of an application (or of one of its changes). */
export async function tripSubject(db: Kysely<DB>, app: TripApplicationRow, change: { id: number; zys: number } | null): Promise<ApprovalSubject> {
  const [routes, travellers, applicant] = await Promise.all([
    findCurrentRoutes(db, [app.id]),
    findTravellerIds(db, app.id),
    findEmployeeName(db, app.applicant_emp_id),
  ])
  return {
    corpId: app.corp_id,
    orderType: ORDER_TYPE_TRIP,
    subjectId: app.id,
    changeId: change?.id ?? null,
    kind: change ? 'kindTripChange' : 'kindTrip',
    no: app.ccsqd_no,
    title: applicationTitle(routes, app.mdd),
    applicantEmpId: app.applicant_emp_id,
    applicantName: applicant ?? '',
    travellerSideEmpIds: [app.applicant_emp_id, ...travellers],
    amount: change ? change.zys : Number(app.zys),
    violation: false,
  }
}

/** POST /obt/vipCcsqdAdd: save a draft (addMethod 0) or submit (1); with ccsqdId, a draft of the caller is rewritten. */
export async function saveApplication(ctx: AppContext, caller: Caller, body: CcsqdAddBody): Promise<CcsqdAddReply> {
  const now = ctx.clock()
  const today = chinaDate(now)
  const submit = body.addMethod === 1
  if (body.dateEnd < body.dateBegin) throw badInput('tripDateOrder')
  if (submit && body.dateBegin < today) throw badInput('tripDatePast')
  if (submit && body.routes.length === 0) throw badInput('tripRoutesRequired')
  const routes = checkRoutes(body.routes, body.dateBegin, body.dateEnd)
  const travellers = await findBookableEmployees(ctx.db, caller, body.travellerEmpIds.map(Number))
  if (body.costCenterId && !(await isCostCenterOf(ctx.db, caller.corpId, Number(body.costCenterId)))) throw badInput('costCenterUnknown')
  if (body.projectId && !(await isProjectOf(ctx.db, caller.corpId, Number(body.projectId)))) throw badInput('projectUnknown')
  const attachmentIds = [...new Set((body.attachmentIds ?? []).map(Number))]
  const company = await findCompany(ctx.db, caller.corpId)
  if (submit && company?.ccsqd_fj_required === 1 && attachmentIds.length === 0) throw conflict('tripAttachmentRequired')
  const editId = body.ccsqdId ? Number(body.ccsqdId) : null
  if (editId !== null) {
    const existing = await findApplication(ctx.db, caller.corpId, editId)
    if (!existing || !(await canReadApplication(ctx.db, caller, existing))) throw notFound()
    if (existing.applicant_emp_id !== caller.empId || existing.status !== TRIP_STATUS.DRAFT) throw conflict('tripNotDraft')
  }
  const jtys = money(body.jtys)
  const zsys = money(body.zsys)
  const qtys = money(body.qtys)
  const zys = money(jtys + zsys + qtys)
  // Matching reads outside the transaction: inside it only the transaction's handle may be used.
  const rule: LoadedRule | null = submit ? await matchRule(ctx.db, caller.corpId, 'trip', travellers[0].id, zys) : null

  return ctx.db.transaction().execute(async (trx) => {
    if (attachmentIds.length > 0) {
      const owned = await findAttachableIds(trx, caller.corpId, caller.empId, attachmentIds, editId)
      if (owned.length !== attachmentIds.length) throw badInput('tripAttachmentUnknown')
    }
    const values = {
      status: TRIP_STATUS.DRAFT as number,
      add_method: body.addMethod,
      ccsy: body.ccsy.trim(),
      date_begin: body.dateBegin,
      date_end: body.dateEnd,
      mdd: body.mdd.trim(),
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      jtys, zsys, qtys, zys,
      submitted_at: submit ? now : null,
      updated_at: now,
    }
    let app: TripApplicationRow
    if (editId !== null) {
      const locked = await lockApplication(trx, caller.corpId, editId)
      if (!locked || locked.status !== TRIP_STATUS.DRAFT) throw conflict('tripNotDraft')
      app = await rewriteDraft(trx, editId, values)
      await deleteTravellers(trx, editId)
      await deleteRoutes(trx, editId)
      await deleteDroppedAttachments(trx, editId, attachmentIds)
    } else {
      const ccsqdNo = await nextApplicationNo(trx, today)
      app = await insertApplication(trx, { ...values, ccsqd_no: ccsqdNo, corp_id: caller.corpId, applicant_emp_id: caller.empId, reject_reason: null, created_at: now })
    }
    await insertTravellers(trx, app.id, travellers.map((t) => t.id))
    if (routes.length > 0) {
      await insertRoutes(trx, routes.map((r, sort) => ({ ...routeValues(r, sort), application_id: app.id, change_id: null, origin_route_id: null, order_id: null })))
    }
    if (attachmentIds.length > 0) await attachToApplication(trx, app.id, attachmentIds)
    let status: TripStatus = TRIP_STATUS.DRAFT
    if (submit) {
      // updated_at was stamped with the values above, in this transaction.
      await setApplicationStatus(trx, app.id, TRIP_STATUS.IN_APPROVAL)
      const started = await startInstance(trx, await tripSubject(trx, app, null), rule, now)
      status = started.auto ? TRIP_STATUS.APPROVED : TRIP_STATUS.IN_APPROVAL
      if (started.auto) await setApplicationStatus(trx, app.id, status)
    }
    return { ccsqdId: String(app.id), ccsqdNo: app.ccsqd_no, status }
  })
}

/** GET /obt/vipCcsqdDel: deletes a draft of the caller (4009 for any other status). */
export async function deleteApplication(ctx: AppContext, caller: Caller, ccsqdId: string): Promise<void> {
  const app = await readableApplication(ctx, caller, Number(ccsqdId))
  if (app.applicant_emp_id !== caller.empId) throw conflict('tripNotDraft')
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockApplication(trx, caller.corpId, app.id)
    if (!locked || locked.status !== TRIP_STATUS.DRAFT) throw conflict('tripNotDraft')
    await deleteDraft(trx, app.id)
  })
}

/**
 * cancelApp for 11099: the applicant withdraws an application in approval (its instance and items
 * CANCELLED), or cancels an approved one that has no booked route. Either way it becomes CANCELLED.
 */
export async function cancelApplication(ctx: AppContext, caller: Caller, ccsqdId: string): Promise<void> {
  const app = await readableApplication(ctx, caller, Number(ccsqdId))
  if (app.applicant_emp_id !== caller.empId) throw conflict('tripNotCancellable')
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockApplication(trx, caller.corpId, app.id)
    if (!locked) throw notFound()
    if (locked.status === TRIP_STATUS.APPROVED) {
      if (await hasBookedRoute(trx, app.id)) throw conflict('tripHasBookedRoutes')
    } else if (locked.status !== TRIP_STATUS.IN_APPROVAL) {
      throw conflict('tripNotCancellable')
    }
    await cancelPendingInstances(trx, ORDER_TYPE_TRIP, app.id, now)
    await setApplicationStatus(trx, app.id, TRIP_STATUS.CANCELLED, now)
  })
}

// ---------------------------------------------------------------- booking under an application

/** Approved applications of the caller (applicant or traveller) that have not ended. */
async function bookableRows(ctx: AppContext, caller: Caller, ccsqdId?: number): Promise<TripApplicationRow[]> {
  return listBookableApplicationsOf(ctx.db, caller.corpId, caller.empId, TRIP_STATUS.APPROVED, chinaDate(ctx.clock()), ccsqdId)
}

async function bookableViews(ctx: AppContext, rows: TripApplicationRow[], lang: Lang, pick: (r: TripRouteRow) => boolean): Promise<BookableApplication[]> {
  const ids = rows.map((r) => r.id)
  const [travellers, routes] = await Promise.all([travellerViews(ctx.db, ids, lang), findCurrentRoutes(ctx.db, ids)])
  const orderNos = await orderNumbers(ctx.db, routes)
  return rows.map((r) => ({
    ccsqdId: String(r.id),
    ccsqdNo: r.ccsqd_no,
    ccsy: r.ccsy,
    mdd: r.mdd,
    dateBegin: r.date_begin,
    dateEnd: r.date_end,
    travellers: travellers.get(r.id) ?? [],
    routes: routes.filter((x) => x.application_id === r.id && pick(x)).map((x) => routeView(x, orderNos)),
  }))
}

/** POST /obt/vipCcsqdList4Book. travellerEmpIds: only applications that carry all of them. */
export async function bookableApplications(ctx: AppContext, caller: Caller, body: List4BookBody, lang: Lang): Promise<List4BookReply> {
  let rows = await bookableRows(ctx, caller)
  const wanted = (body.travellerEmpIds ?? []).map(Number)
  if (wanted.length > 0 && rows.length > 0) {
    const links = await findTravellerLinks(ctx.db, rows.map((r) => r.id))
    rows = rows.filter((r) => wanted.every((w) => links.some((l) => l.application_id === r.id && l.emp_id === w)))
  }
  return { list: await bookableViews(ctx, rows, lang, (r) => r.product_type === body.productType) }
}

/** POST /obt/vipCcsqdDetail4Book: one bookable application (4004 otherwise); routeId narrows its routes to that one. */
export async function bookableApplication(ctx: AppContext, caller: Caller, body: Detail4BookBody, lang: Lang): Promise<BookableApplication> {
  const rows = await bookableRows(ctx, caller, Number(body.ccsqdId))
  if (rows.length === 0) throw notFound()
  const [view] = await bookableViews(ctx, rows, lang, (r) => body.routeId === undefined || String(r.id) === body.routeId)
  if (body.routeId !== undefined && view.routes.length === 0) throw notFound()
  return view
}

/** A flight (or train) of a booking, as the application checks see it. */
export interface BookedFlight {
  depCity: string
  arrCity: string
  depDate: string
  /** Other codes naming the same ends (a train's station codes: a route may name a station). */
  depCodes?: string[]
  arrCodes?: string[]
}

/** The application and route a booking goes under (checked outside the booking transaction). */
export interface BookingUnderApplication {
  applicationId: number
  routeId: number | null
}

/** City code of a code that may be an airport's (PEK -> BJS; a city code stays as it is). */
async function cityCodeOf(db: Kysely<DB>, code: string | null): Promise<string> {
  if (!code) return ''
  const upper = code.toUpperCase()
  if (await isCityCode(db, upper)) return upper
  return (await findAirportCityCode(db, upper)) ?? upper
}

/**
 * Checks a booking under an application (spec: booking style 2): an approved application (status
 * 2) the caller applied for or travels on, every employee passenger one of its travellers, the
 * flight dates inside its dates; with routeId a route of the product (`productCode`: 10901 domestic
 * flights by default, 10904 trains) whose cities (or, for trains, stations) match the
 * first flight (the outbound of a round trip) and that is not booked yet. Without routeId the first
 * open route of the same cities is taken when there is one. A missing or unreadable application
 * answers C767 like none at all; the other refusals carry `data.field` ('ccsqdId' or 'routeId') so
 * the booking screen can show them at the application summary.
 */
export async function checkBookingApplication(
  db: Kysely<DB>,
  caller: Caller,
  ccsqdId: string,
  routeId: string | undefined,
  passengers: { empId: number | null; name: string }[],
  flights: BookedFlight[],
  productCode: number = 10901,
): Promise<BookingUnderApplication> {
  const required = () => conflict('tripApplicationRequired', { data: { code: 'C767' } })
  // Anything that is not an id a row can have is "no application", like a missing one.
  if (!/^\d{1,10}$/.test(ccsqdId.trim()) || Number(ccsqdId) < 1 || Number(ccsqdId) > INT4_MAX) throw required()
  const app = await findApplication(db, caller.corpId, Number(ccsqdId))
  if (!app || !(await isApplicantOrTraveller(db, caller, app))) throw required()
  const onApplication = { data: { field: 'ccsqdId' } }
  const onRoute = { data: { field: 'routeId' } }
  if (app.status !== TRIP_STATUS.APPROVED) throw conflict('tripNotApproved', onApplication)
  const travellers = await findTravellerIds(db, app.id)
  for (const p of passengers) if (p.empId !== null && !travellers.includes(p.empId)) throw conflict('tripPassengerNotTraveller', { params: { name: p.name }, ...onApplication })
  for (const f of flights) {
    if (f.depDate < app.date_begin || f.depDate > app.date_end) throw conflict('tripFlightDateOutside', { params: { begin: app.date_begin, end: app.date_end }, ...onApplication })
  }
  const routes = (await findCurrentRoutes(db, [app.id])).filter((r) => r.product_type === productCode)
  const first = flights[0]
  const isEnd = async (code: string | null, city: string, others: string[] | undefined) =>
    (code !== null && (others ?? []).includes(code.toUpperCase())) || (await cityCodeOf(db, code)) === city
  const matches = async (r: TripRouteRow) => (await isEnd(r.from_code, first.depCity, first.depCodes)) && (await isEnd(r.to_code, first.arrCity, first.arrCodes))
  if (routeId !== undefined && routeId !== '') {
    const route = routes.find((r) => String(r.id) === routeId.trim())
    if (!route) throw conflict('tripRouteUnknown', onRoute)
    if (!(await matches(route))) throw conflict('tripRouteMismatch', onRoute)
    if (route.route_status === 3) throw conflict('tripRouteBooked', onRoute)
    return { applicationId: app.id, routeId: route.id }
  }
  for (const r of routes) if (r.route_status === 1 && (await matches(r))) return { applicationId: app.id, routeId: r.id }
  return { applicationId: app.id, routeId: null }
}

/**
 * Inside the booking transaction: the application must still be approved, and the route (when
 * there is one) moves from open to booked by this order in one conditional update, so two
 * bookings of one route cannot both win.
 */
export async function bookRouteIn(trx: Kysely<DB>, corpId: number, under: BookingUnderApplication, orderId: number): Promise<void> {
  const app = await lockApplication(trx, corpId, under.applicationId)
  if (!app || app.status !== TRIP_STATUS.APPROVED) throw conflict('tripNotApproved', { data: { field: 'ccsqdId' } })
  if (under.routeId === null) return
  if (!(await markRouteBooked(trx, app.id, under.routeId, orderId))) throw conflict('tripRouteBooked', { data: { field: 'routeId' } })
}

// ---------------------------------------------------------------- changes

/** GET /obt/vipChangeGetByCcsqd: the changes of a readable application, newest first. */
export async function changeList(ctx: AppContext, caller: Caller, ccsqdId: string, lang: Lang): Promise<ChangeListReply> {
  const app = await readableApplication(ctx, caller, Number(ccsqdId))
  const rows = await listChangesOf(ctx.db, app.id)
  const list: TripChange[] = []
  for (const row of rows) list.push(await changeView(ctx.db, row, lang))
  return { list }
}

/** A change by id within the caller's company, with its application, when the caller may read it. */
export async function readableChange(ctx: AppContext, caller: Caller, changeId: number): Promise<{ change: TripChangeRow; app: TripApplicationRow }> {
  const change = await findChange(ctx.db, caller.corpId, changeId)
  if (!change) throw notFound()
  const app = await readableApplication(ctx, caller, change.application_id)
  return { change, app }
}

/** A change as the app sees it (approval detail). */
export function changeViewOf(db: Kysely<DB>, change: TripChangeRow, lang: Lang): Promise<TripChange> {
  return changeView(db, change, lang)
}

/** Whether two routes describe the same trip (a booked route must come back unchanged). */
function sameRoute(row: TripRouteRow, input: TripRouteInput): boolean {
  return (
    row.product_type === input.productType &&
    (row.from_code ?? undefined) === (input.fromCode || undefined) &&
    row.to_code === input.toCode &&
    row.date_begin === input.dateBegin &&
    (row.date_end ?? undefined) === (input.dateEnd || undefined) &&
    (row.cabin ?? undefined) === (input.cabin || undefined) &&
    (row.flight_no ?? undefined) === (input.flightNo || undefined)
  )
}

/**
 * POST /obt/vipChangeAdd: the applicant changes an approved application. Booked routes must come
 * back unchanged; the application is CHANGE_IN_APPROVAL until the change is decided (no rule
 * matched: applied at once).
 */
export async function addChange(ctx: AppContext, caller: Caller, body: ChangeAddBody): Promise<ChangeAddReply> {
  const app = await readableApplication(ctx, caller, Number(body.ccsqdId))
  if (app.applicant_emp_id !== caller.empId || app.status !== TRIP_STATUS.APPROVED) throw conflict('tripNotChangeable')
  const routes = checkRoutes(body.routes, app.date_begin, app.date_end)
  const current = await findCurrentRoutes(ctx.db, [app.id])
  for (const r of routes) if (r.routeId !== undefined && !current.some((c) => String(c.id) === r.routeId)) throw badInput('tripRouteUnknown')
  const jtys = money(body.jtys)
  const zsys = money(body.zsys)
  const qtys = money(body.qtys)
  const zys = money(jtys + zsys + qtys)
  const travellers = await findTravellerIds(ctx.db, app.id)
  const rule = await matchRule(ctx.db, caller.corpId, 'trip', travellers[0] ?? app.applicant_emp_id, zys)
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockApplication(trx, caller.corpId, app.id)
    if (!locked || locked.status !== TRIP_STATUS.APPROVED) throw conflict('tripNotChangeable')
    // Booked routes and the snapshot are read under the application's lock, which a booking takes
    // too (bookRouteIn): a route booked meanwhile cannot be rewritten by this change.
    for (const booked of (await findCurrentRoutes(trx, [app.id])).filter((c) => c.route_status === 3)) {
      const kept = routes.find((r) => r.routeId === String(booked.id))
      if (!kept || !sameRoute(booked, kept)) throw conflict('tripBookedRouteChanged')
    }
    const before = await routeViews(trx, app.id)
    const change = await insertChange(trx, {
      application_id: app.id, corp_id: app.corp_id, applicant_emp_id: caller.empId, status: CHANGE_STATUS.IN_APPROVAL,
      change_yy: body.changeYy.trim(), bgqzys: Number(locked.zys), bghzys: zys, jtys, zsys, qtys,
      routes_before: JSON.stringify(before), routes_after_applied: null, reject_reason: null, created_at: now, decided_at: null,
    })
    await insertRoutes(trx, routes.map((r, sort) => ({
      ...routeValues(r, sort), application_id: app.id, change_id: change.id, origin_route_id: r.routeId ? Number(r.routeId) : null, order_id: null,
    })))
    await setApplicationStatus(trx, app.id, TRIP_STATUS.CHANGE_IN_APPROVAL, now)
    const started = await startInstance(trx, await tripSubject(trx, locked, { id: change.id, zys }), rule, now)
    if (started.auto) {
      await applyChange(trx, change, now)
      return { changeId: String(change.id), status: CHANGE_STATUS.APPROVED }
    }
    return { changeId: String(change.id), status: CHANGE_STATUS.IN_APPROVAL }
  })
}

/** GET /obt/vipChangeDel: the applicant withdraws a change still in approval; the application is approved again as it was. */
export async function withdrawChange(ctx: AppContext, caller: Caller, changeId: string): Promise<void> {
  const { change, app } = await readableChange(ctx, caller, Number(changeId))
  if (change.applicant_emp_id !== caller.empId) throw conflict('tripChangeNotPending')
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    await lockApplication(trx, caller.corpId, app.id)
    const done = await decideChange(trx, change.id, { status: CHANGE_STATUS.WITHDRAWN, at: now }, CHANGE_STATUS.IN_APPROVAL)
    if (!done) throw conflict('tripChangeNotPending')
    await cancelPendingInstances(trx, ORDER_TYPE_TRIP, app.id, now, change.id)
    await setApplicationStatus(trx, app.id, TRIP_STATUS.APPROVED, now)
  })
}

/**
 * Applies an approved change: kept routes take the new values (their booking stays), new routes
 * are added, dropped routes (never booked ones: booked routes must be kept) are removed; budgets
 * replaced; the application approved again.
 */
async function applyChange(trx: Kysely<DB>, change: TripChangeRow, now: Date): Promise<void> {
  const proposed = await findProposedRoutes(trx, change.id)
  const kept = proposed.flatMap((p) => (p.origin_route_id !== null ? [p.origin_route_id] : []))
  await deleteDroppedRoutes(trx, change.application_id, kept)
  for (const p of proposed) {
    const values = {
      sort: p.sort, product_type: p.product_type, from_city: p.from_city, from_code: p.from_code, to_city: p.to_city, to_code: p.to_code,
      date_begin: p.date_begin, date_end: p.date_end, cabin: p.cabin, flight_no: p.flight_no, fyys: p.fyys, remark: p.remark,
    }
    if (p.origin_route_id !== null) {
      await rewriteCurrentRoute(trx, p.origin_route_id, values)
    } else {
      await insertRoutes(trx, [{ ...values, application_id: change.application_id, change_id: null, origin_route_id: null, order_id: null }])
    }
  }
  await setApplicationBudgets(trx, change.application_id, { jtys: change.jtys, zsys: change.zsys, qtys: change.qtys, zys: change.bghzys }, TRIP_STATUS.APPROVED, now)
  const after = await routeViews(trx, change.application_id)
  await decideChange(trx, change.id, { status: CHANGE_STATUS.APPROVED, at: now, routesAfterApplied: JSON.stringify(after) })
}

// ---------------------------------------------------------------- decisions

/** The last level approved an application (or its change): approved / change applied. */
export async function tripApprovedIn(trx: Kysely<DB>, applicationId: number, changeId: number | null, now: Date): Promise<void> {
  if (changeId === null) {
    await setApplicationStatus(trx, applicationId, TRIP_STATUS.APPROVED, now)
    return
  }
  const change = await getChange(trx, changeId)
  await applyChange(trx, change, now)
}

/** An approver rejected: the application is REJECTED with the reason, or the change is and the application stays approved as it was. */
export async function tripRejectedIn(trx: Kysely<DB>, applicationId: number, changeId: number | null, remark: string, now: Date): Promise<void> {
  if (changeId === null) {
    await setApplicationStatus(trx, applicationId, TRIP_STATUS.REJECTED, now, remark)
    return
  }
  await decideChange(trx, changeId, { status: CHANGE_STATUS.REJECTED, at: now, rejectReason: remark })
  await setApplicationStatus(trx, applicationId, TRIP_STATUS.APPROVED, now)
}
