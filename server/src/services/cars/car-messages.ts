/**
 * The car flows' texts in both languages (refusals, labels, rules, the passenger's messages). They
 * live with the car services, like hotels' texts, so the product stays in its own files; refusals
 * carry them as an AppError's literal tips in the request's language with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang, MessageKey } from '../../messages'

const texts = {
  coordOutOfBounds: {
    zh: '{field}坐标超出范围（经度72.004至137.8347，纬度0.8293至55.8271），请重新选择地点',
    en: 'The {field} coordinates are out of range (longitude 72.004–137.8347, latitude 0.8293–55.8271): please choose the place again',
  },
  fieldFrom: { zh: '出发地', en: 'pick-up' },
  fieldTo: { zh: '目的地', en: 'destination' },
  cityNotServed: { zh: '暂未开通该城市的用车服务：{city}', en: 'Cars are not available in this city yet: {city}' },
  dayCarNotServed: { zh: '该城市暂未开通包车服务：{city}', en: 'Chartered day cars are not available in this city: {city}' },
  placesTooClose: { zh: '出发地与目的地距离过近，请重新选择', en: 'The pick-up and the destination are too close: please choose again' },
  rideTooLong: { zh: '单次用车距离不能超过{km}公里', en: 'A ride cannot be longer than {km} km' },
  startTimeRequired: { zh: '请选择用车时间', en: 'Please choose the pick-up time' },
  leadTime: { zh: '预约用车需至少提前{n}分钟', en: 'Scheduled rides must be booked at least {n} minutes ahead' },
  tooFarAhead: { zh: '只能预约{n}天内的用车', en: 'Rides can be booked up to {n} days ahead' },
  dayCarDatePast: { zh: '包车日期不能早于今天', en: 'The day-car date cannot be in the past' },
  priceKeyInvalid: { zh: '报价不存在，请重新查询', en: 'Unknown quote, please search again' },
  priceExpired: { zh: '报价已过期（有效期10分钟），请重新查询', en: 'The quote has expired (it lasts 10 minutes): please search again' },
  priceChanged: { zh: '价格已变动（现为{price}元），请确认后重新提交', en: 'The price has changed (now CNY {price}): please confirm and submit again' },
  passengerNotAllowed: { zh: '因公出行只能为员工叫车', en: 'Business rides can only be booked for employees' },
  cancelFeeChanged: { zh: '取消费用已变化（司机已接单），现需支付{fee}元，请确认后重新取消', en: 'The cancellation fee has changed (a driver accepted): it is now CNY {fee}. Please confirm and cancel again' },
  cancelFree: { zh: '司机接单前取消免费', en: 'Free cancellation before a driver accepts' },
  cancelWithFee: { zh: '司机已接单，取消需支付{fee}元取消费', en: 'A driver has accepted: cancelling costs CNY {fee}' },
  cancelBegun: { zh: '行程已开始，不能取消', en: 'The journey has begun: the ride can no longer be cancelled' },
  cancelDone: { zh: '订单已结束，不能取消', en: 'The order has ended: it can no longer be cancelled' },
  tripCarOff: { zh: '贵公司未开通用车申请，请联系管理员', en: 'Car applications are not open for your company: contact the administrator' },
  tripCarNotEditable: { zh: '该出差申请当前状态不能添加用车行程', en: 'Car routes cannot be added to the application in its current status' },
  tripCarDates: { zh: '用车日期须在出差日期（{begin}至{end}）内，且结束不早于开始', en: 'Car dates must lie within the trip ({begin} to {end}) and end no earlier than they start' },
  placeLabelMissing: { zh: '请填写地址名称', en: 'Please name the place' },
  violationType: { zh: '车型超出差旅标准（可用：{types}）', en: 'Car type above the travel standard (allowed: {types})' },
  violationAmount: { zh: '预估金额超出单次用车标准（{amount}元）', en: 'Estimate above the amount per ride ({amount} CNY)' },
  violationCity: { zh: '该城市不在用车标准的城市范围内', en: 'This city is outside the cities of the car standard' },
  violationTime: { zh: '用车时间不在标准时段（{from}-{to}）内', en: 'Ride time outside the standard hours ({from}–{to})' },
  ruleTypes: { zh: '可用车型：{types}', en: 'Car types: {types}' },
  ruleAmount: { zh: '单次用车金额不超过{amount}元', en: 'At most CNY {amount} per ride' },
  ruleCities: { zh: '限以下城市用车：{cities}', en: 'Only in these cities: {cities}' },
  ruleTime: { zh: '用车时段：{from}-{to}', en: 'Hours: {from}–{to}' },
  ruleAction1: { zh: '超标需选择原因', en: 'Out of policy: a reason is required' },
  ruleAction2: { zh: '超标不可预订', en: 'Out of policy: not bookable' },
  ruleAction3: { zh: '超标需选择原因并审批', en: 'Out of policy: a reason and approval are required' },
  sceneDAILY: { zh: '日常用车', en: 'Daily rides' },
  sceneTRANSFER: { zh: '接送机/站', en: 'Airport and station transfers' },
  sceneDAY: { zh: '包车', en: 'Chartered day cars' },
  wbOver: { zh: '超出差旅标准，需选择超标原因', en: 'Out of the travel standard: a reason is required' },
  wbForbidden: { zh: '超出差旅标准，不可预订', en: 'Out of the travel standard: not bookable' },
  useType1: { zh: '即时用车', en: 'Instant ride' },
  useType2: { zh: '预约用车', en: 'Scheduled ride' },
  useType3: { zh: '接机', en: 'Airport pick-up' },
  useType4: { zh: '送机', en: 'Airport drop-off' },
  useType5: { zh: '接站', en: 'Station pick-up' },
  useType6: { zh: '送站', en: 'Station drop-off' },
  useType7: { zh: '包车', en: 'Chartered day car' },
  dayHALF: { zh: '半日包车（4小时/50公里）', en: 'Half day (4 h / 50 km)' },
  dayFULL: { zh: '全日包车（8小时/100公里）', en: 'Full day (8 h / 100 km)' },
  CAR_WAITING: { zh: '等待用车', en: 'Waiting for car' },
  CAR_DISPATCHING: { zh: '派单中', en: 'In dispatching' },
  CAR_DRIVER_ACCEPTED: { zh: '司机已接单', en: 'Driver accepted' },
  CAR_ARRIVED: { zh: '司机已到达', en: 'Driver arrived' },
  CAR_PICKED_UP: { zh: '已接到乘客', en: 'Picked up' },
  CAR_JOURNEY_BEGUN: { zh: '行程开始', en: 'Journey begun' },
  stepBOOKED: { zh: '下单成功', en: 'Booked' },
  stepCOMPLETED: { zh: '行程结束', en: 'Ride completed' },
  stepCANCELLED: { zh: '订单已取消', en: 'Order cancelled' },
  stepNO_DRIVER: { zh: '暂无司机接单，订单已取消', en: 'No driver found: the order was cancelled' },
  statusIN_APPROVAL: { zh: '审批中', en: 'In approval' },
  statusAWAITING_PAYMENT: { zh: '待支付', en: 'Awaiting payment' },
  statusIN_PROGRESS: { zh: '进行中', en: 'In progress' },
  statusCOMPLETED: { zh: '已完成', en: 'Completed' },
  statusCANCELLED: { zh: '已取消', en: 'Cancelled' },
  statusREJECTED: { zh: '已拒绝', en: 'Rejected' },
  statusPAID: { zh: '已支付', en: 'Paid' },
  statusAPPROVAL_TERMINATED: { zh: '审批终止', en: 'Approval terminated' },
  orderTitle: { zh: '用车订单 {from}→{to} {time}', en: 'Car order {from}→{to} {time}' },
  msgTitle: { zh: '用车通知', en: 'Ride notice' },
  msgAccepted: { zh: '{driver}已接单（{plate} {color}{model}），正在赶来，虚拟号{phone}', en: '{driver} accepted your ride ({plate}, {color} {model}) and is on the way; call {phone}' },
  msgArrived: { zh: '司机已到达上车点（{plate}），请尽快上车', en: 'Your driver has arrived at the pick-up ({plate}): please board' },
  msgCompleted: { zh: '行程已结束，实际里程{km}公里，费用{fare}元', en: 'Ride completed: {km} km, fare CNY {fare}' },
  msgCompletedToPay: { zh: '行程已结束，实际里程{km}公里，费用{fare}元，请尽快支付', en: 'Ride completed: {km} km, fare CNY {fare}; please pay it' },
  msgNoDriver: { zh: '暂无司机接单，您的用车订单{no}已取消', en: 'No driver was found: your car order {no} was cancelled' },
  reasonNoDriver: { zh: '暂无司机接单', en: 'No driver found' },
  reasonUser: { zh: '用户取消', en: 'Cancelled by the user' },
} as const

/** A key of the car texts. */
export type CarTextKey = keyof typeof texts

/** A car text in a language with its placeholders filled. */
export function carText(lang: Lang, key: CarTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a car text. */
export function carBiText(key: CarTextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: carText('zh', key, params), en: carText('en', key, params) }
}

/** Whether a text key exists (status labels built from codes). */
export function hasCarText(key: string): key is CarTextKey {
  return key in texts
}

/** A refusal with a car text as its tips. */
export function carError(code: ErrCodeValue, lang: Lang, key: CarTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  return new AppError(code, code === ErrCode.NOT_FOUND ? 'notFound' : code === ErrCode.CONFLICT ? 'orderStateInvalid' : 'fieldInvalid', { tips: carText(lang, key, params), data })
}

/** 4000 with a car text. */
export const carBadInput = (lang: Lang, key: CarTextKey, params?: Record<string, string | number>) => carError(ErrCode.BAD_INPUT, lang, key, params)
/** 4009 with a car text. */
export const carConflict = (lang: Lang, key: CarTextKey, params?: Record<string, string | number>, data?: unknown) => carError(ErrCode.CONFLICT, lang, key, params, data)

/** The catalogue key approval messages name a car order with. */
export const CAR_KIND_KEY: MessageKey = 'kindCarOrder'
