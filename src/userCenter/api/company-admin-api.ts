/**
 * Company administration calls (server/src/schemas/company-admin.ts): the company and its data,
 * employees, invitations. The two public invitation calls live with the /Invitation page
 * (account folder), which cannot import this one.
 */
import { http } from '../../core/http/client'
import type {
  CorpDetailReply,
  CorpItem,
  CorpItemEditBody,
  CorpItemEditReply,
  CorpItemKind,
  EmpAdminDetail,
  EmpAdminListQuery,
  EmpAdminListReply,
  EmpAdminRow,
  EmpDoneReply,
  EmpEditBody,
  EmpSaveBody,
  EmpSaveReply,
  FareProtectionReply,
  FareProtectionSettings,
  InviteReply,
} from '../../../server/src/schemas/company-admin'

export type { FareProtectionReply, FareProtectionSettings }
export type { CorpDetailReply, CorpItem, CorpItemEditBody, CorpItemKind, EmpAdminDetail, EmpAdminListReply, EmpAdminRow, EmpEditBody, EmpSaveBody, EmpSaveReply, InviteReply }

const READ = { quiet: true, inlineErrors: true } as const
const WRITE = { inlineErrors: true } as const

/** GET /obt/vipCorpFindDetail: the company, departments, cost centres, projects and ranks. */
export function vipCorpFindDetail(): Promise<CorpDetailReply> {
  return http.get<CorpDetailReply>('/obt/vipCorpFindDetail', {}, READ)
}

/** POST /obt/vipCorpItemEdit: adds, renames or disables a department, cost centre or project. */
export function vipCorpItemEdit(body: CorpItemEditBody): Promise<CorpItemEditReply> {
  return http.post<CorpItemEditReply>('/obt/vipCorpItemEdit', body, WRITE)
}

/** GET /obt/vipEmpFindList: the company's employees, searched and paged. */
export function vipEmpFindList(query: EmpAdminListQuery): Promise<EmpAdminListReply> {
  const q: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q[k] = v as string | number
  return http.get<EmpAdminListReply>('/obt/vipEmpFindList', q, READ)
}

/** GET /obt/vipEmpFindDetail. */
export function vipEmpFindDetail(empId: string): Promise<EmpDoneReply> {
  return http.get<EmpDoneReply>('/obt/vipEmpFindDetail', { empId }, READ)
}

/** POST /obt/vipEmpSaveDetail: a new employee; the reply carries the initial password once. */
export function vipEmpSaveDetail(body: EmpSaveBody): Promise<EmpSaveReply> {
  return http.post<EmpSaveReply>('/obt/vipEmpSaveDetail', body, WRITE)
}

/** POST /obt/vipEmpEditDetail. */
export function vipEmpEditDetail(body: EmpEditBody): Promise<EmpDoneReply> {
  return http.post<EmpDoneReply>('/obt/vipEmpEditDetail', body, WRITE)
}

/** GET /obt/vipEmpDel: disables the employee (sessions end, login refused). */
export function vipEmpDel(empId: string): Promise<EmpDoneReply> {
  return http.get<EmpDoneReply>('/obt/vipEmpDel', { empId }, WRITE)
}

/** POST /obt/vipEmpEnable: enables a disabled employee again. */
export function vipEmpEnable(empId: string): Promise<EmpDoneReply> {
  return http.post<EmpDoneReply>('/obt/vipEmpEnable', { empId }, WRITE)
}

/** POST /obt/vipEmpInvite: a new invitation link of the company. */
export function vipEmpInvite(): Promise<InviteReply> {
  return http.post<InviteReply>('/obt/vipEmpInvite', {}, WRITE)
}

/** GET /obt/vipCorpFareProtection: the company's fare protection (issue 18 §1) and its rule text. */
export function vipCorpFareProtection(): Promise<FareProtectionReply> {
  return http.get<FareProtectionReply>('/obt/vipCorpFareProtection', undefined, READ)
}

/** POST /obt/vipCorpFareProtectionEdit */
export function vipCorpFareProtectionEdit(body: FareProtectionSettings): Promise<FareProtectionReply> {
  return http.post<FareProtectionReply>('/obt/vipCorpFareProtectionEdit', body, WRITE)
}
