/**
 * Request and reply shapes the app reads. The server's TypeBox schemas are the source; where a
 * schema exists these are re-exported from it (import type only, nothing of the server is bundled).
 */
export type SmsScene = 'register' | 'reset' | 'bind' | 'modifyMobile'

export interface LoginRequest {
  loginType: 1 | 2
  loginName: string
  password: string
  compId?: string
  corpId?: string
  openId?: string
  validateCode?: string
  validateCodeId?: string
  deviceId?: string
  autologinType?: number
  unionId?: string
}

export interface LoginReply {
  token?: string
  ifUpdatePwd?: 0 | 1
  empNo?: string
  corpId?: string
  failCount?: number
  msg?: string
  needValidateCode?: boolean
  lockedMinutes?: number
}

export interface EmpInfo {
  empId: string
  empNo: string
  empName: string
  engName?: string
  corpId: string
  deptId?: string
  deptName?: string
  phoneNumber?: string
  email?: string
  idNumberMasked?: string
  passport?: string
  born?: string
  sex?: 'M' | 'F'
  nation?: string
  empRank?: string
  ifApprover?: number
  ifBooker?: number
  isdirector?: number
  appBook?: number
  appTravel?: number
  bookOutside?: number
  bookRange?: number
  approvalMode?: number
  loginVip?: number
  roleIds?: string[]
  sqdBookType?: number
  ssoJsonParam?: string | null
  mustChangePassword?: boolean
}

export interface VipCorp {
  corpId: string
  corpNo: string
  fullname: string
  shortName?: string
  deptName?: string
  hotelVersion?: 1 | 2
  khlx?: string
  bookStyle?: 1 | 2
  visitorMode?: 0 | 1
  allowRegister?: 0 | 1
  services?: Record<string, unknown>
  logoUrl?: string
}

export interface LoginUserInfo {
  empInfo: EmpInfo
  vipCorp: VipCorp
}

export interface CorpListReply {
  responseBeans: { corpId: string; corpNo: string; fullname: string }[]
  msg?: string
  failCount?: number
  updatePassword?: number
}

export interface ValidateCodeReply {
  validateCodeId: string
  image: string
}

export interface RegisterRequest {
  phone: string
  smsCode: string
  password: string
  empName: string
  corpNo?: string
}

export interface ResetPwdStep1 {
  step: 1
  loginName: string
  validateCode: string
  validateCodeId: string
}
export interface ResetPwdStep1Reply {
  maskedPhone: string
  resetId: string
}
export interface ResetPwdStep2 {
  step: 2
  resetId: string
  smsCode: string
}
export interface ResetPwdStep2Reply {
  ticket: string
}
export interface ResetPwdStep3 {
  step: 3
  ticket: string
  pwd: string
}

export interface WxLoginReply {
  token: string
}

export interface ThemeBean {
  mainColor: string
  backColor: string
  lightBackColor: string
  lightBackColor1: string
  linearMain1: string
  linearMain2: string
  linearMain3: string
  linearMain4: string
}

export interface PageSet {
  pageName: string
  logoUrl: string
  by1: string
  by2: string
  by4: string
  themeBean: ThemeBean
  sysType?: string | number
  visitorMode?: 0 | 1
}

export interface Notice {
  id: string | number
  title: string
  content: string
  publishTime: string
  read: boolean
}

export interface BadgeCounts {
  message: number
  approval: number
  toPay: number
  waitApproval: number
  todo: number
  schedule: number
}
