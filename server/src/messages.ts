/**
 * Server-side message catalogue in both languages the app speaks.
 *
 * Every text a reply carries (tips, login failure msg, SMS bodies) comes from here so that the
 * Chinese and English wording cannot drift apart; `{name}` placeholders are filled by `translate`.
 */

/** The two reply languages; the app sends `Accept-Language: zh|en`. */
export type Lang = 'zh' | 'en'

const catalogue = {
  tokenInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  tokenReplaced: { zh: '您的账号已在其他设备登录', en: 'Your account has logged in on another device' },
  tokenMissing: { zh: '请先登录', en: 'Please log in first' },
  malformedRequest: { zh: '请求格式不正确', en: 'Malformed request' },
  notFound: { zh: '访问的资源不存在', en: 'The requested resource does not exist' },
  systemError: { zh: '系统错误', en: 'System error' },
  smsTooFrequent: { zh: '验证码发送过于频繁，请{n}秒后再试', en: 'Codes are sent too often, try again in {n} seconds' },
  smsDailyLimit: { zh: '今日验证码发送次数已达上限，请明天再试', en: 'Daily verification code limit reached, try again tomorrow' },
  loginWrong: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  loginAttemptsLeft: { zh: '，还可尝试{n}次', en: ', {n} attempts left' },
  loginLocked: { zh: '账号已锁定，请{n}分钟后再试', en: 'Account locked, try again in {n} minutes' },
  captchaWrong: { zh: '请输入正确的验证码', en: 'Please enter the correct verification code' },
  phoneRegistered: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  phoneNotRegistered: { zh: '该手机号未注册', en: 'This mobile number is not registered' },
  phoneInUse: { zh: '该手机号已被其他员工使用', en: 'This mobile number is used by another employee' },
  phoneUnchanged: { zh: '新手机号不能与当前手机号相同', en: 'The new mobile number is the same as the current one' },
  smsCodeWrong: { zh: '验证码错误或已过期', en: 'Incorrect or expired verification code' },
  ticketInvalid: { zh: '验证已失效，请重新获取验证码', en: 'Verification expired, please request a new code' },
  registerNotAllowed: { zh: '该企业未开放注册', en: 'This company does not accept self-registration' },
  corpNotFound: { zh: '企业编号不存在', en: 'Unknown company code' },
  passwordRule: {
    zh: '密码中必须包含大小写字母、数字，至少8个字符，最多20个字符',
    en: 'The password must contain upper and lower case letters and digits, 8 to 20 characters',
  },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is incorrect' },
  samePassword: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  needBindPhone: { zh: '请先绑定手机号', en: 'Please bind your mobile number first' },
  phoneProofRequired: { zh: '请先验证手机号', en: 'Please verify your mobile number first' },
  wechatFailed: { zh: '微信登录失败，请重试', en: 'WeChat sign-in failed, please try again' },
  wechatSessionExpired: { zh: '微信登录已过期，请重新进入小程序', en: 'WeChat session expired, please reopen the mini-program' },
  fieldRequired: { zh: '{label}不能为空', en: '{label} is required' },
  fieldInvalid: { zh: '{label}格式不正确', en: 'Invalid {label}' },
  fieldTooShort: { zh: '{label}长度不能少于{n}个字符', en: '{label} must be at least {n} characters' },
  fieldTooLong: { zh: '{label}长度不能超过{n}个字符', en: '{label} must be at most {n} characters' },
  fieldTooSmall: { zh: '{label}不能小于{n}', en: '{label} must be at least {n}' },
  fieldTooLarge: { zh: '{label}不能大于{n}', en: '{label} must be at most {n}' },
  fieldNotAllowed: { zh: '{label}取值不正确', en: 'Invalid value for {label}' },
  smsBody: {
    zh: '【商旅】您的{purpose}验证码为{code}，15分钟内有效，请勿泄露给他人。',
    en: '[Shanglv] Your {purpose} code is {code}. It is valid for 15 minutes; do not share it.',
  },
  smsPurposeRegister: { zh: '注册', en: 'registration' },
  smsPurposeReset: { zh: '找回密码', en: 'password reset' },
  smsPurposeBind: { zh: '绑定手机', en: 'phone binding' },
  smsPurposeModifyMobile: { zh: '更换手机号', en: 'mobile number change' },
  devHomeTitle: { zh: '商旅 Shanglv', en: 'Shanglv' },
} as const

/** A key of the catalogue. */
export type MessageKey = keyof typeof catalogue

/** Placeholder values for a message. */
export type MessageParams = Record<string, string | number>

/**
 * Labels for request fields, used to name the field in validation tips
 * ("手机号码格式不正确" / "Invalid mobile number"). Unknown fields fall back to their name.
 */
const fieldLabels: Record<string, { zh: string; en: string }> = {
  phone: { zh: '手机号码', en: 'mobile number' },
  loginName: { zh: '用户名', en: 'username' },
  password: { zh: '密码', en: 'password' },
  pwd: { zh: '新密码', en: 'new password' },
  oldPwd: { zh: '原密码', en: 'current password' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  code: { zh: '验证码', en: 'code' },
  validateCode: { zh: '图形验证码', en: 'captcha' },
  validateCodeId: { zh: '图形验证码编号', en: 'captcha id' },
  empName: { zh: '姓名', en: 'name' },
  corpNo: { zh: '企业编号', en: 'company code' },
  corpId: { zh: '企业', en: 'company' },
  compId: { zh: '企业', en: 'company' },
  loginType: { zh: '登录方式', en: 'login type' },
  keyword: { zh: '关键字', en: 'keyword' },
  keywords: { zh: '关键字', en: 'keywords' },
  type: { zh: '类型', en: 'type' },
  lang: { zh: '语言', en: 'language' },
  paramNo: { zh: '参数编号', en: 'parameter number' },
  paramNos: { zh: '参数编号', en: 'parameter numbers' },
  parNo: { zh: '分类编号', en: 'category number' },
  id: { zh: '编号', en: 'id' },
  pageNum: { zh: '页码', en: 'page number' },
  count: { zh: '每页条数', en: 'page size' },
  step: { zh: '步骤', en: 'step' },
  resetId: { zh: '找回密码流水号', en: 'reset id' },
  ticket: { zh: '验证凭证', en: 'verification ticket' },
  scene: { zh: '短信场景', en: 'SMS scene' },
  openId: { zh: '微信标识', en: 'WeChat id' },
  phoneTicket: { zh: '手机号凭证', en: 'phone ticket' },
  deviceId: { zh: '设备号', en: 'device id' },
  level: { zh: '级别', en: 'level' },
  status: { zh: '状态', en: 'status' },
}

/** Fills `{name}` placeholders. */
function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** The message `key` in `lang` with its placeholders filled. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const text = interpolate(catalogue[key][lang], params)
  // English messages that start with a field label ("mobile number is required") read as sentences.
  return lang === 'en' && text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text
}

/** The label of a request field in `lang` (the raw field name when there is none). */
export function fieldLabel(lang: Lang, field: string): string {
  return fieldLabels[field]?.[lang] ?? field
}

/**
 * Reads the reply language from an Accept-Language header: English when the first
 * listed language is English, Chinese otherwise (the product's default locale is zh-CN).
 */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return 'zh'
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'zh'
}
