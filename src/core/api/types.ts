/**
 * Request and reply shapes the app reads. The server's TypeBox schemas are the one source
 * (design.md): these are type-only re-exports, nothing of the server reaches the bundle.
 */
import type { VipLoginFailure, VipLoginSuccess } from '../../../server/src/schemas/auth'

export type {
  CorpListReply,
  SmsScene,
  ValidateCodeReply,
  UserRegisterBody as RegisterRequest,
  ResetPwdStep1Reply,
  TicketReply as ResetPwdStep2Reply,
  TokenReply as WxLoginReply,
  VipLoginBody as LoginRequest,
  SmsSentReply,
  ValidModifyPasswordReply,
  WxMiniPhoneReply,
  GetOpenIdReply,
} from '../../../server/src/schemas/auth'
export type { EmpInfo, VipCorp, LoginUserInfo, RoleId } from '../../../server/src/schemas/user'
export type { PageSet, ThemeBean, ParameterReply, AuthorizationPnosReply, BClassReply, ComplaintPhoneReply } from '../../../server/src/schemas/general'
export type { Notice, NoticePage, NoticeCountReply, TotalCountReply as BadgeCounts, LoginTzReply } from '../../../server/src/schemas/messages'

/** Success and failure of vipLogin in one shape, as the login flow reads it. */
export type LoginReply = Partial<VipLoginSuccess> & Partial<VipLoginFailure>

export interface ResetPwdStep1 {
  step: 1
  loginName: string
  validateCode: string
  validateCodeId: string
}
export interface ResetPwdStep2 {
  step: 2
  resetId: string
  smsCode: string
}
export interface ResetPwdStep3 {
  step: 3
  ticket: string
  pwd: string
}
