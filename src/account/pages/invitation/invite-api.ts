/** The public invitation calls (overview §7): the company and departments of a link, and registering through it. */
import { http } from '../../../core/http/client'
import type { DeptTreeReply, RegisterForQrBody, RegisterForQrReply } from '../../../../server/src/schemas/company-admin'

export type { DeptTreeReply, RegisterForQrBody, RegisterForQrReply }

/** GET /obt/vipDeptTreeForEmpQr: whose invitation it is and the departments to choose from. */
export function vipDeptTreeForEmpQr(code: string): Promise<DeptTreeReply> {
  return http.get<DeptTreeReply>('/obt/vipDeptTreeForEmpQr', { code }, { quiet: true, inlineErrors: true })
}

/** POST /obt/userRegisterForQr: registers into the invitation's company. */
export function userRegisterForQr(body: RegisterForQrBody): Promise<RegisterForQrReply> {
  return http.post<RegisterForQrReply>('/obt/userRegisterForQr', body, { inlineErrors: true })
}
