/**
 * The tour flows' texts in both languages (refusal tips, themes, cancellation tiers, messages).
 * They live with the tour services rather than in the shared catalogue (server/src/messages.ts) so
 * the tour product stays in its own files; refusals carry them as an AppError's literal tips, in
 * the request's language, with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang } from '../../messages'

const texts = {
  notOpen: { zh: '该功能暂未开通，请联系管理员', en: 'This service is not open for you. Please contact your administrator.' },
  productNotFound: { zh: '旅游产品不存在或已下架，请重新选择', en: 'The tour does not exist or is no longer sold, please choose again' },
  departureUnknown: { zh: '该团期不存在，请重新选择出发日期', en: 'The tour does not leave on that day, please choose another date' },
  departureClosed: { zh: '该团期已截止报名（出发前一天截止），请选择其他日期', en: 'Sales for this departure have closed (the day before departure), please choose another date' },
  placesShort: { zh: '该团期余位不足（剩余{n}位），请减少人数或选择其他日期', en: 'Not enough places left on this departure ({n} left): fewer participants or another date' },
  tooMany: { zh: '每次最多为{n}位参与人预订', en: 'At most {n} participants can be booked at a time' },
  adultRequired: { zh: '至少需要一位成人参与人（12周岁及以上）', en: 'At least one adult participant (12 or over) is required' },
  infantNotAllowed: { zh: '{name}未满2周岁，该产品不接待婴儿', en: '{name} is under 2: this tour does not take infants' },
  guestIncomplete: { zh: '请填写参与人的姓名、手机号和身份证号', en: "Please enter each participant's name, mobile and ID number" },
  guestNotAllowed: { zh: '您没有为外部人员预订的权限', en: 'You may not book for outside guests' },
  idNumberInvalid: { zh: '请核实{name}的身份证号码！', en: "Please check {name}'s ID number!" },
  idNumberMissing: { zh: '{name}没有身份证信息，请先在常用旅客或个人资料中补充', en: '{name} has no ID card on file: add it to the profile or frequent traveller first' },
  mobileMissing: { zh: '请填写{name}的手机号码', en: "Please enter {name}'s mobile number" },
  participantDuplicate: { zh: '参与人重复：{name}', en: 'Participant listed twice: {name}' },
  alreadyBooked: { zh: '{name}已报名该团期，不能重复预订', en: '{name} already holds a booking on this departure' },
  priceChanged: { zh: '价格已变动（现为{total}元），请确认后重新提交', en: 'The price has changed (now CNY {total}), please confirm and submit again' },
  violationPrice: { zh: '人均价格超出旅游标准（标准：每人{cap}元）', en: 'Price per person above the tour standard (CNY {cap} per person)' },
  wbOver: { zh: '超出旅游标准（每人{cap}元），需选择超标原因', en: 'Above the tour standard (CNY {cap} per person): a reason is required' },
  wbForbidden: { zh: '超出旅游标准（每人{cap}元），不可预订', en: 'Above the tour standard (CNY {cap} per person): not bookable' },
  cancelDeparted: { zh: '已到出发日，不能取消，请联系差旅顾问', en: 'The tour has started: it can no longer be cancelled; contact your consultant' },
  cancelState: { zh: '当前订单状态不能取消', en: 'The order cannot be cancelled in its current status' },
  tierFree: { zh: '出发前{from}天及以上取消：免费，全额退款（含服务费）', en: '{from} days or more before departure: free, everything refunded (service fee included)' },
  tierFee: { zh: '出发前{from}至{to}天取消：收取团费的{pct}%，服务费不退', en: '{from} to {to} days before departure: {pct}% of the fare kept, service fee not refunded' },
  tierNone: { zh: '出发当天及以后：不可取消', en: 'On or after the departure day: cannot be cancelled' },
  quoteFree: { zh: '现在取消免费，将全额退款{amount}元', en: 'Cancelling now is free: CNY {amount} back' },
  quoteFee: { zh: '现在取消将收取{fee}元（团费的{pct}%），退款{amount}元', en: 'Cancelling now costs CNY {fee} ({pct}% of the fare): CNY {amount} back' },
  quoteUnpaid: { zh: '订单未支付，可免费取消', en: 'Not paid yet: cancelling is free' },
  themeTEAM_BUILDING: { zh: '团队建设', en: 'Team building' },
  themeINCENTIVE: { zh: '奖励旅游', en: 'Incentive trip' },
  themeCONFERENCE: { zh: '会议会展', en: 'Conference' },
  orderTitle: { zh: '旅游订单 {name} {date}', en: 'Tour order {name} {date}' },
  msgConfirmedTitle: { zh: '旅游订单已确认', en: 'Tour order confirmed' },
  msgConfirmedContent: { zh: '您的旅游订单{no}（{name}，{date}出发）已确认，确认号{confirmNo}。集合：{meeting}。', en: 'Your tour order {no} ({name}, leaving {date}) is confirmed: {confirmNo}. Meeting point: {meeting}.' },
  msgCancelledTitle: { zh: '旅游订单已取消', en: 'Tour order cancelled' },
  msgCancelledContent: { zh: '您的旅游订单{no}（{name}，{date}出发）已取消，退款{amount}元。', en: 'Your tour order {no} ({name}, leaving {date}) was cancelled: CNY {amount} refunded.' },
} as const

/** A key of the tour texts. */
export type TourTextKey = keyof typeof texts

/** A tour text in a language with its placeholders filled. */
export function tourText(lang: Lang, key: TourTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a tour text. */
export function tourBiText(key: TourTextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: tourText('zh', key, params), en: tourText('en', key, params) }
}

/** A refusal with a tour text as its tips. */
export function tourError(code: ErrCodeValue, lang: Lang, key: TourTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  // The message key is only the fallback of the error type; the tips is the tour text.
  return new AppError(code, code === ErrCode.NOT_FOUND ? 'notFound' : 'fieldInvalid', { tips: tourText(lang, key, params), data })
}

/** 4000 with a tour text. */
export const tourBadInput = (lang: Lang, key: TourTextKey, params?: Record<string, string | number>) => tourError(ErrCode.BAD_INPUT, lang, key, params)
/** 4009 with a tour text. */
export const tourConflict = (lang: Lang, key: TourTextKey, params?: Record<string, string | number>, data?: unknown) => tourError(ErrCode.CONFLICT, lang, key, params, data)
