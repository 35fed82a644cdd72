import { http, type RequestOptions } from '../http/client'
import type {
  CorpListReply,
  LoginReply,
  LoginRequest,
  LoginUserInfo,
  RegisterRequest,
  ResetPwdStep1,
  ResetPwdStep1Reply,
  ResetPwdStep2,
  ResetPwdStep2Reply,
  ResetPwdStep3,
  SmsScene,
  ValidateCodeReply,
  WxLoginReply,
} from './types'

/** POST /obt/vipLogin. A failed login still answers errCode 1, with failCount and msg. */
export function vipLogin(body: LoginRequest): Promise<LoginReply> {
  return http.post<LoginReply>('/obt/vipLogin', body, { inlineErrors: true })
}

export function getLoginUserInfo(query: { refresh?: 1; timestamp?: number } = {}, opts: RequestOptions = {}): Promise<LoginUserInfo> {
  return http.get<LoginUserInfo>('/obt/getLoginUserInfo', query, { quiet: true, ...opts })
}

export function vipLoginOut(): Promise<unknown> {
  return http.post('/obt/vipLoginOut', {}, { quiet: true, inlineErrors: true })
}

export function getCorpList(loginName: string): Promise<CorpListReply> {
  return http.get<CorpListReply>('/obt/getCorpList', { loginName }, { quiet: true })
}

export function getValidateCode(): Promise<ValidateCodeReply> {
  return http.get<ValidateCodeReply>('/obt/getValidateCode', {}, { quiet: true })
}

export function smsCodeGet(phone: string, scene: SmsScene): Promise<{ sent: boolean; expiresIn: number; resendIn?: number }> {
  return http.get('/obt/smsCodeGet', { phone, scene })
}

export function getRegisterSmsCode(phone: string): Promise<{ sent: boolean; expiresIn: number; resendIn?: number }> {
  return http.get('/obt/getRegisterSmsCode', { phone })
}

export function smsCodeCheck(phone: string, scene: SmsScene, code: string): Promise<{ ticket: string }> {
  return http.get('/obt/smsCodeCheck', { phone, scene, code }, { inlineErrors: true })
}

export function userRegister(body: RegisterRequest): Promise<{ empNo: string }> {
  return http.post('/obt/userRegister', body, { inlineErrors: true })
}

export function vipEmpResetPwd(body: ResetPwdStep1): Promise<ResetPwdStep1Reply>
export function vipEmpResetPwd(body: ResetPwdStep2): Promise<ResetPwdStep2Reply>
export function vipEmpResetPwd(body: ResetPwdStep3): Promise<unknown>
export function vipEmpResetPwd(body: ResetPwdStep1 | ResetPwdStep2 | ResetPwdStep3): Promise<unknown> {
  return http.post('/obt/vipEmpResetPwd', body, { inlineErrors: true })
}

export function vipEmpEditPwd(oldPwd: string, pwd: string): Promise<unknown> {
  return http.post('/obt/vipEmpEditPwd', { oldPwd, pwd })
}

export function validModifyPassword(pwd: string): Promise<{ valid: boolean; msg: string }> {
  return http.get('/obt/validModifyPassword', { pwd }, { quiet: true })
}

export function phoneBinding(phone: string, smsCode: string): Promise<unknown> {
  return http.post('/obt/phoneBinding', { phone, smsCode }, { inlineErrors: true })
}

/** Mini-program login: code -> openid -> token (overview §7 "Auth and user"). */
export function getOpenId(code: string, corpId?: string): Promise<{ openid: string; unionid?: string }> {
  return http.post('/obt/getOpenId', { code, corpId, czly: 0 }, { quiet: true })
}

export function wxLogin(openId: string, compId?: string): Promise<WxLoginReply> {
  return http.post('/obt/wxLogin', { openId, compId }, { quiet: true, inlineErrors: true })
}

export function getWxMiniPhone(code: string): Promise<{ phone: string }> {
  return http.post('/obt/getWxMiniPhone', { code })
}

/** POST /obt/generateWxScheme: a weixin:// link opening the mini-program at `path` (no leading slash) from outside WeChat. */
export function generateWxScheme(path: string, query = ''): Promise<{ openlink: string; expireTime: string }> {
  return http.post('/obt/generateWxScheme', query ? { path, query } : { path }, { inlineErrors: true })
}

/** Binds the WeChat user to the employee with this mobile; the number is proven by an SMS code or a phone ticket. */
export function validPhoneWithCorp(body: { phone: string; openId: string; compId?: string; smsCode?: string; phoneTicket?: string }): Promise<WxLoginReply> {
  return http.post('/obt/validPhoneWithCorp', body, { inlineErrors: true })
}

/** Demo only: the SMS outbox the seeded demo world writes to instead of a real SMS gateway. */
export function demoSmsOutbox(phone: string): Promise<{ text: string; code: string; scene: string; createdAt: string }[]> {
  return http.get('/obt/demo/smsOutbox', { phone }, { quiet: true, inlineErrors: true })
}
