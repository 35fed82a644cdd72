/**
 * Business-trip applications (出差申请, ccsqd) and their changes (issue 5 contract): the list,
 * one application, saving (draft or submit), deleting a draft, cancelling, changes, attachments,
 * and the cost centres and projects the form offers. One typed function per call; shapes come
 * from the server schemas (import type only). The trip screens show failures in place, so every
 * call passes `inlineErrors`; the list and detail loads are `quiet` (they draw their own loading).
 *
 * Lives in core because the approval detail (another subpackage) reads the same application.
 */
import Taro from '@tarojs/taro'
import { http } from '../http/client'
import { taroUpload } from '../http/transport'
import type {
  CcsqdAddBody,
  CcsqdAddReply,
  CcsqdListQuery,
  ChangeAddBody,
  ChangeAddReply,
  ChangeListReply,
  TripApplication,
  TripApplicationPage,
  TripDoneReply,
  UploadReply,
} from '../../../server/src/schemas/trip'
import type { CostCenter, ProjectPage } from '../../../server/src/schemas/general'

export type {
  CcsqdAddBody,
  CcsqdAddReply,
  CcsqdListQuery,
  ChangeAddBody,
  ChangeAddReply,
  ChangeListReply,
  CostCenter,
  ProjectPage,
  TripApplication,
  TripApplicationPage,
  TripDoneReply,
  UploadReply,
}
export type {
  ChangeStatus,
  RouteProductType,
  RouteStatus,
  TripApplicationListItem,
  TripAttachment,
  TripChange,
  TripRoute,
  TripRouteInput,
  TripStatus,
  TripTraveller,
} from '../../../server/src/schemas/trip'
export type { ApprovalProgress } from '../../../server/src/schemas/approval-progress'

/** Order type of a trip application (and of its changes' approvals); cancelApp takes it. */
export const TRIP_ORDER_TYPE = 11099

const OWN_STATES = { quiet: true, inlineErrors: true } as const
const INLINE = { inlineErrors: true } as const

/** GET /obt/vipCcsqdGetList: my applications (applicant or traveller), newest first; status -1 or absent: all. */
export function vipCcsqdGetList(query: CcsqdListQuery): Promise<TripApplicationPage> {
  return http.get<TripApplicationPage>('/obt/vipCcsqdGetList', query, OWN_STATES)
}

/** GET /obt/vipCcsqdGetInfo: one application in full; 4004 when missing or not readable by the caller. */
export function vipCcsqdGetInfo(ccsqdId: string): Promise<TripApplication> {
  return http.get<TripApplication>('/obt/vipCcsqdGetInfo', { ccsqdId }, OWN_STATES)
}

/** POST /obt/vipCcsqdAdd: saves a draft (addMethod 0) or submits for approval (1); with ccsqdId it edits that draft. */
export function vipCcsqdAdd(body: CcsqdAddBody): Promise<CcsqdAddReply> {
  return http.post<CcsqdAddReply>('/obt/vipCcsqdAdd', body, INLINE)
}

/** GET /obt/vipCcsqdDel: deletes a draft (4009 for any other status). */
export function vipCcsqdDel(ccsqdId: string): Promise<TripDoneReply> {
  return http.get<TripDoneReply>('/obt/vipCcsqdDel', { ccsqdId }, INLINE)
}

/** POST /obt/cancelApp with orderType 11099: the applicant withdraws (in approval) or cancels (approved, nothing booked). */
export function cancelTripApplication(ccsqdId: string): Promise<TripDoneReply> {
  return http.post<TripDoneReply>('/obt/cancelApp', { orderId: ccsqdId, orderType: TRIP_ORDER_TYPE }, INLINE)
}

/** GET /obt/vipChangeGetByCcsqd: the changes of an application, newest first. */
export function vipChangeGetByCcsqd(ccsqdId: string): Promise<ChangeListReply> {
  return http.get<ChangeListReply>('/obt/vipChangeGetByCcsqd', { ccsqdId }, OWN_STATES)
}

/** POST /obt/vipChangeAdd: changes an approved application (routes, budgets, reason); it goes to approval again. */
export function vipChangeAdd(body: ChangeAddBody): Promise<ChangeAddReply> {
  return http.post<ChangeAddReply>('/obt/vipChangeAdd', body, INLINE)
}

/** GET /obt/vipChangeDel: withdraws a change still in approval (the application goes back to approved). */
export function vipChangeDel(changeId: string): Promise<TripDoneReply> {
  return http.get<TripDoneReply>('/obt/vipChangeDel', { changeId }, INLINE)
}

/**
 * POST /obt/vipCorp/fj/uploadCons: one attachment (multipart field `file`), sent with the same
 * headers, envelope and error handling as every call. `filePath` is the mini-program's temp path
 * or an object URL on H5; `fileName` carries the extension the server checks.
 */
export function uploadCons(file: { filePath: string; fileName: string }): Promise<UploadReply> {
  return http.upload<UploadReply>('/obt/vipCorp/fj/uploadCons', { filePath: file.filePath, fileName: file.fileName, field: 'file' }, taroUpload, OWN_STATES)
}

/**
 * GET /obt/vipCorp/fj/queryFj?id=: downloads an attachment to a local path (temp file / object URL).
 * The address needs the token header, so an <Image src> or a plain link cannot load it.
 */
export async function downloadAttachment(url: string): Promise<string> {
  const res = await Taro.downloadFile({ url: http.absoluteUrl(url), header: http.currentHeaders() })
  if (res.statusCode !== 200) throw new Error(`download failed: HTTP ${res.statusCode}`)
  return res.tempFilePath
}

