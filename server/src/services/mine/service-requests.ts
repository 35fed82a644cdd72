/**
 * Requests to the company's travel consultants: ONLINE customer service (a question, answered in
 * the app; only when the tenant enables online service, parameter 10013) and MEETING, a meeting or
 * event request (name, city, dates, attendees, rooms, budget, contact) that a consultant answers
 * with a proposal. The employee sees their own, may cancel one still waiting; another employee's
 * or company's id answers 4004 like a missing one. The demo tool answers as the consultant
 * (loopback only).
 */
import type { AppContext, Caller } from '../../context'
import { nextOrderNo } from '../../db/repositories/orders'
import {
  findServiceRequest,
  findServiceRequestById,
  insertServiceRequest,
  moveServiceRequest,
  pageServiceRequests,
  type ServiceRequest,
} from '../../db/repositories/service-requests'
import { badInput, conflict, notFound } from '../../errors'
import { fieldLabel, type Lang } from '../../messages'
import type {
  MeetingForm,
  ServiceRequestAddBody,
  ServiceRequestItem,
  ServiceRequestKind,
  ServiceRequestListBody,
  ServiceRequestListReply,
  ServiceRequestStatus,
} from '../../schemas/mine'
import { chinaDate, formatChinaTime } from '../../util/time'
import { parameterValues } from '../company/company'

/** The tenant flag of online customer service (overview §6). */
export const ONLINE_SERVICE_PARAM = '10013'

/** Whether the caller's company offers online customer service. */
export async function onlineServiceOn(ctx: AppContext, corpId: number): Promise<boolean> {
  const [value] = await parameterValues(ctx, [ONLINE_SERVICE_PARAM], corpId)
  return value?.value1 === '1'
}

function itemOf(r: ServiceRequest): ServiceRequestItem {
  return {
    id: String(r.id),
    requestNo: r.request_no,
    kind: r.kind as ServiceRequestKind,
    content: r.content,
    meeting: r.meeting ? (JSON.parse(r.meeting) as MeetingForm) : null,
    status: r.status as ServiceRequestStatus,
    answer: r.answer ?? '',
    answeredAt: r.answered_at ? formatChinaTime(r.answered_at).slice(0, 16) : null,
    createdAt: formatChinaTime(r.created_at).slice(0, 16),
    canCancel: r.status === 'SUBMITTED',
  }
}

/** POST /obt/serviceRequest/list. */
export async function serviceRequestList(ctx: AppContext, caller: Caller, body: ServiceRequestListBody): Promise<ServiceRequestListReply> {
  const page = await pageServiceRequests(ctx.db, caller.corpId, caller.empId, body.kind, { pageNum: body.pageNum ?? 1, count: body.count ?? 20 })
  return { list: page.rows.map(itemOf), total: page.total }
}

/** POST /obt/serviceRequest/add. */
export async function addServiceRequest(ctx: AppContext, caller: Caller, body: ServiceRequestAddBody, lang: Lang): Promise<ServiceRequestItem> {
  const now = ctx.clock()
  const content = (body.content ?? '').trim()
  let meeting: MeetingForm | null = null
  if (body.kind === 'ONLINE') {
    if (!(await onlineServiceOn(ctx, caller.corpId))) throw conflict('onlineServiceOff')
    if (!content) throw badInput('fieldRequired', { params: { label: fieldLabel(lang, 'content') } })
  } else {
    if (!body.meeting) throw badInput('fieldRequired', { params: { label: fieldLabel(lang, 'meeting') } })
    meeting = { ...body.meeting, meetingName: body.meeting.meetingName.trim(), city: body.meeting.city.trim(), contactPhone: body.meeting.contactPhone.trim() }
    if (meeting.dateBegin < chinaDate(now)) throw badInput('meetingDatePast')
    if (meeting.dateEnd < meeting.dateBegin) throw badInput('meetingDateOrder')
  }
  const created = await insertServiceRequest(ctx.db, {
    corp_id: caller.corpId,
    emp_id: caller.empId,
    request_no: await nextOrderNo(ctx.db, body.kind === 'ONLINE' ? 'KF' : 'HY', chinaDate(now)),
    kind: body.kind,
    content,
    meeting: meeting ? JSON.stringify(meeting) : null,
    status: 'SUBMITTED',
    created_at: now,
  })
  return itemOf(created)
}

/** POST /obt/serviceRequest/cancel: 4009 once answered or cancelled. */
export async function cancelServiceRequest(ctx: AppContext, caller: Caller, id: string): Promise<ServiceRequestItem> {
  const found = await findServiceRequest(ctx.db, caller.corpId, caller.empId, Number(id))
  if (!found) throw notFound()
  const moved = await moveServiceRequest(ctx.db, { id: found.id, corpId: caller.corpId, empId: caller.empId, from: 'SUBMITTED' }, { status: 'CANCELLED', cancelled_at: ctx.clock() })
  if (!moved) throw conflict('serviceRequestClosed')
  return itemOf(moved)
}

/** POST /obt/demo/serviceRequest/answer: the consultant answers a waiting request. */
export async function answerServiceRequest(ctx: AppContext, id: number, answer: string): Promise<ServiceRequestItem> {
  const found = await findServiceRequestById(ctx.db, id)
  if (!found) throw notFound()
  const moved = await moveServiceRequest(ctx.db, { id, from: 'SUBMITTED' }, { status: 'ANSWERED', answer: answer.trim(), answered_at: ctx.clock() })
  if (!moved) throw conflict('serviceRequestClosed')
  return itemOf(moved)
}
