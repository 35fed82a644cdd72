import { http } from '../http/client'
import type { GroupCorpsReply, SwitchCorpReply } from '../../../server/src/schemas/company-group'

export type { GroupCorp, GroupCorpsReply, SwitchCorpReply } from '../../../server/src/schemas/company-group'

/** POST /obt/getVipCorpsByEmpNo: the companies of the user's group where the same person has an active account. */
export function getVipCorpsByEmpNo(): Promise<GroupCorpsReply> {
  return http.post<GroupCorpsReply>('/obt/getVipCorpsByEmpNo', {}, { quiet: true, inlineErrors: true })
}

/** POST /obt/sso4ParnetCorpId: a session for the user's account in another company of the group (the old one ends). */
export function sso4ParnetCorpId(corpId: string): Promise<SwitchCorpReply> {
  return http.post<SwitchCorpReply>('/obt/sso4ParnetCorpId', { corpId }, { quiet: true, inlineErrors: true })
}
