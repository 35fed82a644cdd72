/** Sign-in, registration, SMS codes, passwords and mini-program login. */
import { Type, type Static } from '@sinclair/typebox'
import { Flag, Mobile, NewPassword, SmsCode } from './common'

/**
 * POST /obt/vipLogin. loginType 1: `password` is AES-128-ECB/PKCS7 base64 of the UTF-8 password
 * with the contract's fixed key; loginType 2: plain (tests and tools).
 */
export const VipLoginBody = Type.Object({
  loginType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Login name (case-insensitive) or mobile number. */
  loginName: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  /** Company chosen on the login screen when the name belongs to several (same as corpId). */
  compId: Type.Optional(Type.String({ maxLength: 32 })),
  corpId: Type.Optional(Type.String({ maxLength: 32 })),
  openId: Type.Optional(Type.String({ maxLength: 128 })),
  validateCode: Type.Optional(Type.String({ maxLength: 16 })),
  validateCodeId: Type.Optional(Type.String({ maxLength: 64 })),
  /** Identifies the device; a login from another device on the same platform ends the old session (101). */
  deviceId: Type.Optional(Type.String({ maxLength: 128 })),
  autologinType: Type.Optional(Type.Union([Type.String({ maxLength: 16 }), Type.Integer()])),
  unionId: Type.Optional(Type.String({ maxLength: 128 })),
})
export type VipLoginBody = Static<typeof VipLoginBody>

/** vipLogin success. */
export const VipLoginSuccess = Type.Object({
  token: Type.String(),
  /** 1: the user must set a new password before going on (reset-password screen). */
  ifUpdatePwd: Flag,
  empNo: Type.String(),
  corpId: Type.String(),
})
export type VipLoginSuccess = Static<typeof VipLoginSuccess>

/**
 * vipLogin refusal (still errCode 1, as the contract reads failCount/msg from data). Counted per
 * account whichever identifier is used; a captcha required but not sent and a wrong captcha have
 * different messages and do not count as failures.
 */
export const VipLoginFailure = Type.Object({
  failCount: Type.Integer(),
  msg: Type.String(),
  /** From the 3rd failure on the next attempt must carry a captcha (getValidateCode). */
  needValidateCode: Type.Boolean(),
  /** Minutes until the lock ends, when locked (5 failures lock for 15 minutes). */
  lockedMinutes: Type.Optional(Type.Integer()),
})
export type VipLoginFailure = Static<typeof VipLoginFailure>

/** vipLogin reply: a token, or the failure to show. */
export const VipLoginReply = Type.Union([VipLoginSuccess, VipLoginFailure])
export type VipLoginReply = Static<typeof VipLoginReply>

/** GET /obt/getValidateCode reply: a single-use captcha valid 5 minutes. */
export const ValidateCodeReply = Type.Object({
  validateCodeId: Type.String(),
  /** data:image/svg+xml;base64,... */
  image: Type.String(),
})
export type ValidateCodeReply = Static<typeof ValidateCodeReply>

/**
 * GET /obt/getCorpList query. Without a session every name gets the same empty reply (the call must
 * not tell which names or mobiles exist); a signed-in caller asking about its own login name or
 * mobile gets its companies. Rate-limited per address and per name (4290).
 */
export const CorpListQuery = Type.Object({ loginName: Type.String({ minLength: 1, maxLength: 64 }) })
export type CorpListQuery = Static<typeof CorpListQuery>

/** A company a login name belongs to. */
export const CorpBean = Type.Object({ corpId: Type.String(), corpNo: Type.String(), fullname: Type.String() })
export type CorpBean = Static<typeof CorpBean>

/** GET /obt/getCorpList reply. */
export const CorpListReply = Type.Object({
  responseBeans: Type.Array(CorpBean),
  msg: Type.String(),
  /** The caller's own failure count (0 without a session). */
  failCount: Type.Integer(),
  /** 1 when the caller must change its password (0 without a session). */
  updatePassword: Flag,
})
export type CorpListReply = Static<typeof CorpListReply>

/** What an SMS code is for. */
export const SmsScene = Type.Union([
  Type.Literal('register'),
  Type.Literal('reset'),
  Type.Literal('bind'),
  Type.Literal('modifyMobile'),
])
export type SmsScene = Static<typeof SmsScene>

/**
 * GET /obt/smsCodeGet query. register, bind and reset answer the same whether or not the number
 * has an account: register and bind send to any number (userRegister / validPhoneWithCorp say
 * whether it is registered once the code proved the phone), reset only to an account's number.
 * modifyMobile: signed in, and the number must not be used by another employee of the caller's
 * company. Besides each phone's limits (60 s, 10 a day), 30 codes an hour per client address (4290).
 */
export const SmsCodeGetQuery = Type.Object({ phone: Mobile, scene: SmsScene })
export type SmsCodeGetQuery = Static<typeof SmsCodeGetQuery>

/** GET /obt/getRegisterSmsCode query (scene register). */
export const RegisterSmsCodeQuery = Type.Object({ phone: Mobile })
export type RegisterSmsCodeQuery = Static<typeof RegisterSmsCodeQuery>

/** Reply of the calls that send a code. */
export const SmsSentReply = Type.Object({
  sent: Type.Literal(true),
  /** Seconds the code stays valid (900). */
  expiresIn: Type.Integer(),
  /** Seconds before another code may be requested for the same number and scene (60). */
  resendIn: Type.Integer(),
})
export type SmsSentReply = Static<typeof SmsSentReply>

/** GET /obt/smsCodeCheck query. */
export const SmsCodeCheckQuery = Type.Object({ phone: Mobile, scene: SmsScene, code: SmsCode })
export type SmsCodeCheckQuery = Static<typeof SmsCodeCheckQuery>

/** A single-use ticket proving a check passed (15 minutes). */
export const TicketReply = Type.Object({ ticket: Type.String() })
export type TicketReply = Static<typeof TicketReply>

/**
 * POST /obt/userRegister. Without corpNo the user joins the personal-users company.
 * The phone is proven by smsCode (scene register) or by a ticket from smsCodeCheck; one is required.
 */
export const UserRegisterBody = Type.Object({
  phone: Mobile,
  smsCode: Type.Optional(SmsCode),
  ticket: Type.Optional(Type.String({ maxLength: 64 })),
  password: NewPassword,
  empName: Type.String({ minLength: 1, maxLength: 30 }),
  corpNo: Type.Optional(Type.String({ maxLength: 32 })),
})
export type UserRegisterBody = Static<typeof UserRegisterBody>

/** userRegister reply; the login name is the phone number. */
export const UserRegisterReply = Type.Object({ empNo: Type.String() })
export type UserRegisterReply = Static<typeof UserRegisterReply>

/**
 * POST /obt/vipEmpResetPwd, three steps in one call:
 * 1 {loginName, validateCode, validateCodeId} sends a code to the account's phone;
 * 2 {resetId, smsCode} checks it and returns a ticket;
 * 3 {ticket, pwd} sets the password, clears the lock and ends every session.
 */
export const ResetPwdBody = Type.Object({
  step: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  loginName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  validateCode: Type.Optional(Type.String({ maxLength: 16 })),
  validateCodeId: Type.Optional(Type.String({ maxLength: 64 })),
  resetId: Type.Optional(Type.String({ maxLength: 64 })),
  smsCode: Type.Optional(SmsCode),
  ticket: Type.Optional(Type.String({ maxLength: 64 })),
  pwd: Type.Optional(NewPassword),
})
export type ResetPwdBody = Static<typeof ResetPwdBody>

/**
 * Step 1 reply. For a login name without an account the reply looks the same (a masked number
 * derived from the name) and the flow fails at step 2 like a wrong code, so the call does not
 * tell whether an account exists.
 */
export const ResetPwdStep1Reply = Type.Object({ maskedPhone: Type.String(), resetId: Type.String() })
export type ResetPwdStep1Reply = Static<typeof ResetPwdStep1Reply>

/** Step 3 reply. */
export const ResetPwdDoneReply = Type.Object({ done: Type.Literal(true) })
export type ResetPwdDoneReply = Static<typeof ResetPwdDoneReply>

/** vipEmpResetPwd reply, by step. */
export const ResetPwdReply = Type.Union([ResetPwdStep1Reply, TicketReply, ResetPwdDoneReply])
export type ResetPwdReply = Static<typeof ResetPwdReply>

/** POST /obt/vipEmpEditPwd (plain passwords; every session ends, the app logs in again). */
export const EditPwdBody = Type.Object({
  oldPwd: Type.String({ minLength: 1, maxLength: 64 }),
  pwd: NewPassword,
})
export type EditPwdBody = Static<typeof EditPwdBody>

/** GET /obt/validModifyPassword query. */
export const ValidModifyPasswordQuery = Type.Object({ pwd: Type.String({ maxLength: 64 }) })
export type ValidModifyPasswordQuery = Static<typeof ValidModifyPasswordQuery>

/** validModifyPassword reply: msg is the rule text when not valid, '' otherwise. */
export const ValidModifyPasswordReply = Type.Object({ valid: Type.Boolean(), msg: Type.String() })
export type ValidModifyPasswordReply = Static<typeof ValidModifyPasswordReply>

/** POST /obt/phoneBinding: change the signed-in user's mobile, proven by smsCode (scene modifyMobile) or an smsCodeCheck ticket. */
export const PhoneBindingBody = Type.Object({
  phone: Mobile,
  smsCode: Type.Optional(SmsCode),
  ticket: Type.Optional(Type.String({ maxLength: 64 })),
})
export type PhoneBindingBody = Static<typeof PhoneBindingBody>

/** Reply of calls that only confirm. */
export const DoneReply = Type.Object({ done: Type.Literal(true) })
export type DoneReply = Static<typeof DoneReply>

/** POST /obt/getOpenId: resolves a wx.login code. */
export const GetOpenIdBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 128 }),
  companySuper: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()])),
  corpId: Type.Optional(Type.String({ maxLength: 32 })),
  czly: Type.Optional(Type.Integer()),
})
export type GetOpenIdBody = Static<typeof GetOpenIdBody>

/** getOpenId reply (the WeChat session key never leaves the server). */
export const GetOpenIdReply = Type.Object({ openid: Type.String(), unionid: Type.Optional(Type.String()) })
export type GetOpenIdReply = Static<typeof GetOpenIdReply>

/**
 * POST /obt/wxLogin. The openid must have been resolved by getOpenId within the last 30 minutes.
 * No employee bound to it: errCode 4009, status 0, tips "请先绑定手机号", data { needBind: true }.
 */
export const WxLoginBody = Type.Object({
  openId: Type.String({ minLength: 1, maxLength: 128 }),
  compId: Type.Optional(Type.String({ maxLength: 32 })),
})
export type WxLoginBody = Static<typeof WxLoginBody>

/** A fresh session token. */
export const TokenReply = Type.Object({ token: Type.String() })
export type TokenReply = Static<typeof TokenReply>

/** data of the wxLogin refusal. */
export const NeedBindData = Type.Object({ needBind: Type.Literal(true) })
export type NeedBindData = Static<typeof NeedBindData>

/** POST /obt/getWxMiniPhone: resolves a getPhoneNumber code. */
export const WxMiniPhoneBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) })
export type WxMiniPhoneBody = Static<typeof WxMiniPhoneBody>

/** getWxMiniPhone reply: the number and a ticket proving WeChat verified it (for validPhoneWithCorp). */
export const WxMiniPhoneReply = Type.Object({ phone: Type.String(), phoneTicket: Type.String() })
export type WxMiniPhoneReply = Static<typeof WxMiniPhoneReply>

/**
 * POST /obt/validPhoneWithCorp: binds the openid to the employee with that phone and signs in.
 * The phone must be proven, by the phoneTicket of getWxMiniPhone or an SMS code of scene bind.
 */
export const ValidPhoneWithCorpBody = Type.Object({
  phone: Mobile,
  openId: Type.String({ minLength: 1, maxLength: 128 }),
  compId: Type.Optional(Type.String({ maxLength: 32 })),
  phoneTicket: Type.Optional(Type.String({ maxLength: 64 })),
  smsCode: Type.Optional(SmsCode),
})
export type ValidPhoneWithCorpBody = Static<typeof ValidPhoneWithCorpBody>

/**
 * POST /obt/generateWxScheme: a link that opens the mini-program at a page from outside WeChat (an
 * SMS, an e-mail, a plain browser). `path` is a page of the mini-program (no leading slash), `query`
 * its query string.
 */
export const GenerateWxSchemeBody = Type.Object({
  path: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*(/[A-Za-z0-9_-]+)*$', maxLength: 128 }),
  // Percent-encoded values only: what WeChat passes on to the page's onLoad as is.
  query: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.~%=&+-]*$', maxLength: 512 })),
})
export type GenerateWxSchemeBody = Static<typeof GenerateWxSchemeBody>

/** generateWxScheme reply: the weixin:// link and when it stops working ('YYYY-MM-DD HH:mm:ss', China time). */
export const GenerateWxSchemeReply = Type.Object({ openlink: Type.String(), expireTime: Type.String() })
export type GenerateWxSchemeReply = Static<typeof GenerateWxSchemeReply>
