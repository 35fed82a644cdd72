/**
 * The insurance flows' texts in both languages (refusals, rules, kind names, messages, the policy
 * document). They live with insurance rather than in the shared catalogue (server/src/messages.ts)
 * so the product stays in its own files; refusals carry them as an AppError's literal tips, in the
 * request's language, with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang } from '../../messages'
import type { InsuranceKind } from '../../schemas/insurance'

const texts = {
  productUnknown: { zh: '保险产品不存在或已停售，请重新选择', en: 'The insurance product does not exist or is no longer sold, please choose again' },
  datesInvalid: { zh: '保障结束日期不能早于开始日期', en: 'The cover cannot end before it starts' },
  startTooEarly: { zh: '起保日期最早为明天（{date}）', en: 'Cover can start tomorrow ({date}) at the earliest' },
  startTooFar: { zh: '起保日期须在{n}天内', en: 'Cover must start within {n} days' },
  tooManyDays: { zh: '{product}最长保障{n}天，请缩短保障期间', en: '{product} covers at most {n} days: please shorten the cover' },
  tripNoRequired: { zh: '请填写{what}', en: 'Please enter the {what}' },
  tripNoInvalid: { zh: '{what}格式不正确：{value}', en: 'The {what} is not valid: {value}' },
  flightNo: { zh: '航班号', en: 'flight number' },
  trainNo: { zh: '车次', en: 'train number' },
  birthRequired: { zh: '请填写{name}的出生日期（投保需要）', en: 'Please give the birth date of {name} (the insurer needs it)' },
  bornInvalid: { zh: '{name}的出生日期不正确', en: 'The birth date of {name} is not valid' },
  ageOutOfRange: {
    zh: '{name}在起保日为{age}周岁，不在{product}的承保年龄（{min}至{max}周岁）内',
    en: '{name} is {age} on the first day of cover: {product} covers ages {min} to {max}',
  },
  priceChanged: { zh: '保费已变动（现为{total}元），请确认后重新提交', en: 'The premium has changed (now CNY {total}), please confirm and submit again' },
  refundRule: { zh: '保障开始（{start}）前可申请全额退保；保障开始后不可退保', en: 'A full refund can be asked before the cover starts ({start}); not after' },
  refundRuleLinked: {
    zh: '随{order}一起购买：出发前退{order}时，本保险随之全额退保',
    en: 'Bought with {order}: refunded in full with it when it is refunded before departure',
  },
  coverStarted: { zh: '保障已于{start}开始，不能退保', en: 'The cover started on {start}: the policy can no longer be refunded' },
  linkedRefundOnly: { zh: '本保险随{order}购买，请在出发前退{order}，保险将随之退保', en: 'This insurance came with {order}: refund {order} before departure and it is refunded with it' },
  refundNotAllowed: { zh: '当前订单状态不能退保', en: 'The policy cannot be refunded in its current status' },
  cancelNotAllowed: { zh: '当前订单状态不能取消', en: 'The order cannot be cancelled in its current status' },
  policyNotIssued: { zh: '保单尚未出具，支付成功后可下载电子保单', en: 'The policy is not issued yet: it can be downloaded once paid' },
  flightOrder: { zh: '机票订单{no}', en: 'flight order {no}' },
  trainOrder: { zh: '火车票订单{no}', en: 'train order {no}' },
  refundArrival: { zh: '退款将原路退回，预计1至3个工作日到账（最长7个工作日）', en: 'The money goes back the way it was paid, usually within 1 to 3 working days (at most 7)' },
  refundReason: { zh: '保障开始前退保', en: 'Refund before the cover starts' },
  refundWithTravel: { zh: '随出行订单退票退保', en: 'Refunded with the travel order' },
  orderTitle: { zh: '{product} {start}至{end}', en: '{product} {start} to {end}' },
  msgIssuedTitle: { zh: '保单已出', en: 'Policy issued' },
  msgIssued: { zh: '您的保险订单{orderNo}（{product}）已出保单：{policies}', en: 'Your insurance order {orderNo} ({product}) is issued. Policies: {policies}' },
  msgRefundedTitle: { zh: '已退保', en: 'Policy refunded' },
  msgRefunded: { zh: '您的保险订单{orderNo}已退保，退款{amount}元', en: 'Your insurance order {orderNo} was refunded: CNY {amount}' },
  kindFLIGHT_DELAY: { zh: '航班延误险', en: 'Flight delay' },
  kindACCIDENT: { zh: '意外险', en: 'Accident' },
  kindMEDICAL: { zh: '旅行医疗险', en: 'Travel medical' },
  kindTRAIN: { zh: '铁路意外险', en: 'Rail accident' },
  pdfTitle: { zh: '商旅 · 电子保单', en: 'Shanglv - Insurance policy' },
  pdfOrder: { zh: '订单号', en: 'Order' },
  pdfStatus: { zh: '状态', en: 'Status' },
  pdfProduct: { zh: '保险产品', en: 'Product' },
  pdfInsurer: { zh: '承保公司', en: 'Insurer' },
  pdfCover: { zh: '保障期间', en: 'Cover' },
  pdfTripNo: { zh: '航班/车次', en: 'Flight/train' },
  pdfLinked: { zh: '关联订单', en: 'Travel order' },
  pdfCoverage: { zh: '保障内容（元）', en: 'Cover (CNY)' },
  pdfInsureds: { zh: '被保险人', en: 'Insured persons' },
  pdfPolicy: { zh: '保单号', en: 'Policy' },
  pdfPremium: { zh: '保费', en: 'Premium' },
  pdfTotal: { zh: '保费合计', en: 'Total premium' },
  pdfRefunded: { zh: '已退保', en: 'refunded' },
  pdfGenerated: { zh: '生成时间', en: 'Generated' },
  pdfNote: { zh: '本保单为模拟保险公司出具的演示保单，仅供测试。', en: 'A demonstration policy issued by a simulated insurer, for testing only.' },
} as const

/** A key of the insurance texts. */
export type InsuranceTextKey = keyof typeof texts

/** An insurance text in a language with its placeholders filled. */
export function insuranceText(lang: Lang, key: InsuranceTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a text. */
export function insuranceBiText(key: InsuranceTextKey, params: (lang: Lang) => Record<string, string | number> = () => ({})): { zh: string; en: string } {
  return { zh: insuranceText('zh', key, params('zh')), en: insuranceText('en', key, params('en')) }
}

/** The name of a kind of insurance. */
export function kindName(lang: Lang, kind: InsuranceKind): string {
  return insuranceText(lang, `kind${kind}`)
}

function insuranceError(code: ErrCodeValue, lang: Lang, key: InsuranceTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  // The message key is only the fallback of the error type; the tips is the insurance text.
  return new AppError(code, 'fieldInvalid', { tips: insuranceText(lang, key, params), data })
}

/** 4000 with an insurance text. */
export const insuranceBadInput = (lang: Lang, key: InsuranceTextKey, params?: Record<string, string | number>) => insuranceError(ErrCode.BAD_INPUT, lang, key, params)
/** 4009 with an insurance text. */
export const insuranceConflict = (lang: Lang, key: InsuranceTextKey, params?: Record<string, string | number>, data?: unknown) =>
  insuranceError(ErrCode.CONFLICT, lang, key, params, data)
