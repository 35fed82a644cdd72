/**
 * Company groups (overview §7): getVipCorpsByEmpNo lists the companies of the caller's group where
 * the same person (same emp_no) has an active record; sso4ParnetCorpId moves the caller into one.
 */
import { Type, type Static } from '@sinclair/typebox'
import { IdText } from './common'

/** A company of the caller's group where they hold an active record, names in both languages. */
export const GroupCorp = Type.Object({
  corpId: Type.String(),
  corpNo: Type.String(),
  /** In the request's language. */
  fullname: Type.String(),
  shortName: Type.String(),
  fullnameZh: Type.String(),
  fullnameEn: Type.String(),
  shortNameZh: Type.String(),
  shortNameEn: Type.String(),
  /** The person's department in that company, in the request's language ('' when none). */
  deptName: Type.String(),
  /** 1: the group's root company. */
  isParent: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** 1: the company the caller is signed in to. */
  current: Type.Union([Type.Literal(0), Type.Literal(1)]),
})
export type GroupCorp = Static<typeof GroupCorp>

/** POST /obt/getVipCorpsByEmpNo reply: the root company first, then the others in company order. */
export const GroupCorpsReply = Type.Object({ list: Type.Array(GroupCorp) })
export type GroupCorpsReply = Static<typeof GroupCorpsReply>

/** POST /obt/sso4ParnetCorpId body: the company to switch to (a corpId of getVipCorpsByEmpNo). */
export const SwitchCorpBody = Type.Object({ corpId: IdText })
export type SwitchCorpBody = Static<typeof SwitchCorpBody>

/** POST /obt/sso4ParnetCorpId reply: what vipLogin answers on success, for the record switched to. */
export const SwitchCorpReply = Type.Object({
  token: Type.String(),
  ifUpdatePwd: Type.Union([Type.Literal(0), Type.Literal(1)]),
  empNo: Type.String(),
  corpId: Type.String(),
})
export type SwitchCorpReply = Static<typeof SwitchCorpReply>
