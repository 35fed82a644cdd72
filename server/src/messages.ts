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
  // Flights: search
  sameCity: { zh: '出发和到达城市不能相同', en: 'Departure and arrival cities cannot be the same' },
  dateExpired: { zh: '日期已过期', en: 'The date has expired' },
  dateOutOfSale: { zh: '日期超出可售范围', en: 'The date is outside the sale range' },
  placeUnknown: { zh: '城市或机场不存在：{code}', en: 'Unknown city or airport: {code}' },
  flightNotFound: { zh: '航班不存在或已停售，请重新查询', en: 'The flight does not exist or is no longer sold, please search again' },
  cabinSoldOut: { zh: '该舱位已售罄，请选择其他舱位', en: 'This fare is sold out, please choose another' },
  fareChanged: { zh: '价格已变动，请重新查询', en: 'The price has changed, please search again' },
  flightDeparted: { zh: '航班已起飞，无法预订', en: 'The flight has departed and cannot be booked' },
  departsSoon: { zh: '航班将在2小时内起飞，请确认是否继续预订', en: 'The flight departs within 2 hours. Continue booking?' },
  departsVerySoon: {
    zh: '航班将在30分钟内起飞，请注意值机截止和安检时间',
    en: 'The flight departs within 30 minutes: mind the check-in deadline and security check times',
  },
  // Flights: policy
  violationCabinClass: { zh: '舱位等级超标（标准：{cabin}）', en: 'Cabin above the travel standard ({cabin})' },
  violationDiscount: { zh: '票价超标（标准：全价经济舱的{n}%及以下）', en: 'Fare above the travel standard ({n}% of the full economy fare)' },
  violationAdvanceDays: { zh: '未提前{n}天预订', en: 'Not booked {n} days ahead' },
  violationLowestFare: {
    zh: '未选择前后{n}分钟内的最低价航班（最低{price}元）',
    en: 'Not the lowest fare within {n} minutes (lowest CNY {price})',
  },
  violationReasonRequired: { zh: '超出差旅标准（{rules}），请选择超标原因', en: 'Out of the travel standard ({rules}): please choose a reason' },
  violationForbidden: { zh: '超出差旅标准（{rules}），不允许预订', en: 'Out of the travel standard ({rules}): booking is not allowed' },
  violationReasonUnknown: { zh: '超标原因不存在', en: 'Unknown out-of-policy reason' },
  violationNoteRequired: { zh: '请填写超标说明', en: 'Please describe the out-of-policy reason' },
  tripApplicationRequired: { zh: '请先选择已审批的出差申请单', en: 'Please choose an approved business-trip application first' },
  // Flights: booking
  tooManyPassengers: { zh: '每次最多预订9张机票', en: 'At most 9 tickets can be booked at a time' },
  tooManyChildren: { zh: '每位成人最多携带2名儿童和1名婴儿', en: 'Each adult may bring at most 2 children and 1 infant' },
  passengerDuplicate: { zh: '乘机人重复：{name}', en: 'Passenger listed twice: {name}' },
  passengerIncomplete: { zh: '请完善乘机人信息（姓名、证件类型、证件号码、手机号码）', en: 'Please complete the passenger (name, document type and number, mobile)' },
  passengerDocMissing: { zh: '请完善{name}的证件信息', en: "Please complete {name}'s travel document" },
  guestNotAllowed: { zh: '您无权为外部人员预订', en: 'You may not book for outside guests' },
  idCardInvalid: { zh: '请核实{name}的身份证号码！', en: "Please check {name}'s ID card number!" },
  cardInvalid: { zh: '请核实{name}的证件号码！', en: "Please check {name}'s document number!" },
  cardExpired: { zh: '{name}的证件已过期或缺少有效期', en: "{name}'s document has expired or has no validity date" },
  psgTypeMismatch: { zh: '{name}的乘客类型与出生日期不符', en: "{name}'s passenger type does not match the birth date" },
  birthRequired: { zh: '请填写{name}的出生日期', en: "Please enter {name}'s date of birth" },
  segmentsInvalid: { zh: '第二程航班须在第一程到达后起飞', en: 'The second flight must depart after the first one arrives' },
  insuranceUnknown: { zh: '保险产品不存在', en: 'Unknown insurance product' },
  costCenterUnknown: { zh: '成本中心不存在', en: 'Unknown cost centre' },
  projectUnknown: { zh: '项目不存在', en: 'Unknown project' },
  // Orders
  orderStateInvalid: { zh: '当前订单状态不允许此操作', en: 'The order status does not allow this operation' },
  refundNothing: { zh: '没有可退的客票', en: 'There is no ticket to refund' },
  changeNothing: { zh: '没有可改签的客票', en: 'There is no ticket to change' },
  changeRouteMismatch: { zh: '改签航班须与原航程出发到达城市相同', en: 'The new flight must fly the same route' },
  changeSameFlight: { zh: '请选择与原航班不同的航班或舱位', en: 'Please choose a different flight or fare' },
  changeNotAllowed: { zh: '该舱位不允许改签', en: 'This fare cannot be changed' },
  // Payment
  payExpired: { zh: '支付超时，订单已取消', en: 'Payment timed out, the order has been cancelled' },
  payAmountMismatch: { zh: '订单金额已变动，请刷新后重新支付', en: 'The amount has changed, please refresh and pay again' },
  paySceneUnknown: { zh: '未找到支付场景', en: 'Payment scene not found' },
  paySubjectUnavailable: { zh: '该支付方式不可用', en: 'This payment method is not available' },
  payNotAwaiting: { zh: '订单当前不可支付', en: 'The order cannot be paid now' },
  payMixedPayers: { zh: '请分开支付因公和因私订单', en: 'Please pay business and personal orders separately' },
  creditInsufficient: { zh: '企业账户可用额度不足，无法支付', en: 'Not enough company account credit for this payment' },
  smsPurposePay: { zh: '支付', en: 'payment' },
  // Travellers
  cardTypeDuplicate: { zh: '同一证件类型只能添加一个', en: 'Only one document of each type can be added' },
  cardNumberRequired: { zh: '请填写证件号码', en: 'Please enter the document number' },
  // Documents
  emailMissing: { zh: '请填写邮箱地址', en: 'Please provide an e-mail address' },
  linkExpired: { zh: '链接已失效，请重新生成', en: 'The link has expired, please generate a new one' },
  emailItinerarySubject: { zh: '【商旅】机票行程单 {orderNo}', en: '[Shanglv] Flight itinerary {orderNo}' },
  emailOrderSubject: { zh: '【商旅】机票订单确认 {orderNo}', en: '[Shanglv] Flight order confirmation {orderNo}' },
  emailRefundSubject: { zh: '【商旅】退票通知 {orderNo}', en: '[Shanglv] Refund notice {orderNo}' },
  emailChangeSubject: { zh: '【商旅】改签通知 {orderNo}', en: '[Shanglv] Change notice {orderNo}' },
  emailBody: {
    zh: '您好，{name}：\n订单 {orderNo}（{route}，{depTime}）的{doc}见附件/链接：{url}\n如有疑问请联系差旅顾问。',
    en: 'Dear {name},\nThe {doc} of order {orderNo} ({route}, {depTime}) is attached / at {url}\nContact your travel consultant with any question.',
  },
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
  depCode: { zh: '出发城市', en: 'departure city' },
  arrCode: { zh: '到达城市', en: 'arrival city' },
  date: { zh: '出发日期', en: 'departure date' },
  cabinClass: { zh: '舱位等级', en: 'cabin class' },
  tripType: { zh: '出行类型', en: 'trip type' },
  travellerEmpIds: { zh: '出行人', en: 'travellers' },
  flightKey: { zh: '航班', en: 'flight' },
  cabinKey: { zh: '舱位', en: 'fare' },
  newCabinKey: { zh: '新舱位', en: 'new fare' },
  passengers: { zh: '乘机人', en: 'passengers' },
  passengerIds: { zh: '乘机人', en: 'passengers' },
  passengerCount: { zh: '乘客人数', en: 'passenger count' },
  contact: { zh: '联系人', en: 'contact' },
  name: { zh: '姓名', en: 'name' },
  cardType: { zh: '证件类型', en: 'document type' },
  cardNumber: { zh: '证件号码', en: 'document number' },
  cardExpiry: { zh: '证件有效期', en: 'document validity' },
  expiry: { zh: '证件有效期', en: 'document validity' },
  cards: { zh: '证件', en: 'documents' },
  clientToken: { zh: '提交标识', en: 'submission token' },
  segments: { zh: '航段', en: 'flight segments' },
  segmentNo: { zh: '航段', en: 'segment' },
  segmentNos: { zh: '航段', en: 'segments' },
  orderId: { zh: '订单', en: 'order' },
  orderIds: { zh: '订单', en: 'orders' },
  orderNo: { zh: '订单号', en: 'order number' },
  orderType: { zh: '订单类型', en: 'order type' },
  refundId: { zh: '退票单', en: 'refund' },
  changeId: { zh: '改签单', en: 'change' },
  reason: { zh: '原因', en: 'reason' },
  subjectBeanList: { zh: '支付方式', en: 'payment method' },
  subjectId: { zh: '支付方式', en: 'payment method' },
  payScene: { zh: '支付场景', en: 'payment scene' },
  amount: { zh: '金额', en: 'amount' },
  chName: { zh: '姓名', en: 'name' },
  enName: { zh: '英文姓名', en: 'English name' },
  born: { zh: '出生日期', en: 'date of birth' },
  sex: { zh: '性别', en: 'sex' },
  mobile: { zh: '手机号码', en: 'mobile number' },
  email: { zh: '邮箱', en: 'e-mail' },
  relation: { zh: '关系', en: 'relation' },
  nationCode: { zh: '国籍', en: 'nationality' },
  psgType: { zh: '乘客类型', en: 'passenger type' },
  sendScene: { zh: '发送场景', en: 'sending scene' },
  cplx: { zh: '产品类型', en: 'product type' },
  insuranceIds: { zh: '保险', en: 'insurance' },
  violationReasonId: { zh: '超标原因', en: 'out-of-policy reason' },
  violationNote: { zh: '超标说明', en: 'out-of-policy note' },
  costCenterId: { zh: '成本中心', en: 'cost centre' },
  projectId: { zh: '项目', en: 'project' },
  ccsqdId: { zh: '出差申请单', en: 'business-trip application' },
  dateType: { zh: '日期类型', en: 'date type' },
  dateStart: { zh: '开始日期', en: 'start date' },
  dateEnd: { zh: '结束日期', en: 'end date' },
  findScope: { zh: '查询范围', en: 'search scope' },
  refundType: { zh: '退票类型', en: 'refund type' },
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
