/**
 * The visa flows' texts in both languages (refusal tips, names of kinds and types, progress
 * steps, cancellation rules, messages). They live with the visa services rather than in the
 * shared catalogue (server/src/messages.ts) so the visa product stays in its own files; refusals
 * carry them as an AppError's literal tips, in the request's language, with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang } from '../../messages'

const texts = {
  notOpen: { zh: '该功能暂未开通，请联系管理员', en: 'This service is not open for you. Please contact your administrator.' },
  countryNotFound: { zh: '该国家暂无签证产品', en: 'No visa products for that country' },
  productNotFound: { zh: '签证产品不存在或已下架，请重新选择', en: 'The visa product does not exist or is no longer sold, please choose again' },
  consularUnknown: { zh: '请选择所属领区', en: 'Please choose the consular district' },
  applicantsRequired: { zh: '请选择出行人', en: 'Please choose at least one applicant' },
  tooMany: { zh: '每次最多为{n}位申请人办理', en: 'At most {n} applicants can be booked at a time' },
  contactPhoneRequired: { zh: '联系电话不能为空', en: 'The contact phone is required' },
  contactPhoneInvalid: { zh: '请填写正确手机号码格式', en: 'Please enter a valid phone number' },
  contactNameRequired: { zh: '联系人不能为空', en: 'The contact name is required' },
  recipientRequired: { zh: '收件人不能为空', en: 'The recipient is required' },
  recipientPhoneRequired: { zh: '收件人电话不能为空', en: "The recipient's phone is required" },
  recipientPhoneInvalid: { zh: '请填写正确手机号码格式', en: "Please enter a valid phone number for the recipient" },
  addressRequired: { zh: '收件地址不能为空', en: 'The delivery address is required' },
  tripDatePast: { zh: '出行日期不能早于明天', en: 'The trip date must be tomorrow or later' },
  tripDateFar: { zh: '出行日期不能晚于{date}', en: 'The trip date cannot be after {date}' },
  tooLate: { zh: '该签证办理需要{days}个工作日，最早可出行日期为{date}，请调整出行日期或选择其他产品', en: 'This visa takes {days} working days: the earliest trip date is {date}. Choose a later date or another product' },
  appointmentRequired: { zh: '该签证需本人前往签证中心，请选择预约日期', en: 'This visa needs a visit to the visa centre: please choose an appointment day' },
  appointmentUnavailable: { zh: '{date}没有可预约的名额，请选择其他日期', en: 'No appointment slots on {date}: please choose another day' },
  appointmentAfterTrip: { zh: '预约日期须早于出行日期', en: 'The appointment must be before the trip date' },
  applicantUnknown: { zh: '请选择员工或常用旅客作为申请人', en: 'Choose each applicant from colleagues or frequent travellers' },
  guestNotAllowed: { zh: '您没有为外部人员预订的权限', en: 'You may not book for outside guests' },
  applicantDuplicate: { zh: '申请人重复：{name}', en: 'Applicant listed twice: {name}' },
  passportMissing: { zh: '请填写{name}的护照号码及有效期', en: "Please enter {name}'s passport number and expiry date" },
  passportInvalid: { zh: '请核实{name}的证件号码！', en: "Please check {name}'s passport number!" },
  passportExpiring: { zh: '{name}的护照将于{date}到期，须在出行日期后仍有6个月以上有效期，请先换发护照', en: "{name}'s passport expires on {date}: it must be valid 6 months after the trip date. Renew it first" },
  childTooOld: { zh: '{name}已年满18周岁，不能按未成年人申请', en: '{name} is 18 or over and cannot apply as a child' },
  materialMissing: { zh: '请上传{name}的{material}', en: "Please upload {name}'s {material}" },
  materialUnknown: { zh: '材料{code}不在{name}的材料清单中', en: "{code} is not on {name}'s checklist" },
  fileUnavailable: { zh: '材料文件已失效或已被使用，请重新上传', en: 'A material file is gone or already used: please upload it again' },
  alreadyApplied: { zh: '{name}已有办理中的{country}签证订单，不能重复申请', en: '{name} already has a {country} visa application under way' },
  priceChanged: { zh: '价格已变动（现为{total}元），请确认后重新提交', en: 'The price has changed (now CNY {total}), please confirm and submit again' },
  cancelState: { zh: '当前订单状态不能取消', en: 'The order cannot be cancelled in its current status' },
  cancelSubmitted: { zh: '材料已递交使馆，不能取消', en: 'The application is with the consulate: it can no longer be cancelled' },
  deliveryLocked: { zh: '护照已寄回或订单已结束，不能再修改配送信息', en: 'The passports are on their way back or the order has ended: the delivery can no longer be changed' },
  quoteUnpaid: { zh: '订单未支付，可免费取消', en: 'Not paid yet: cancelling is free' },
  quoteFree: { zh: '材料尚未收取，现在取消将全额退款{amount}元', en: 'The materials are not collected yet: cancelling now gives back CNY {amount}' },
  quoteFee: { zh: '材料已收取审核，现在取消将收取{fee}元（服务费及每人{handling}元材料处理费），退款{amount}元', en: 'The materials are being checked: cancelling now keeps CNY {fee} (service fee and CNY {handling} handling per applicant), CNY {amount} back' },
  ruleUnpaid: { zh: '支付前：免费取消', en: 'Before payment: free' },
  rulePaid: { zh: '支付后、材料收取前：全额退款', en: 'Paid, materials not collected yet: everything back' },
  ruleReceived: { zh: '材料收取后、递交使馆前：扣除服务费及每人{handling}元材料处理费', en: 'Materials collected, not yet submitted: the service fee and CNY {handling} handling per applicant are kept' },
  ruleSubmitted: { zh: '递交使馆后：不可取消，拒签不退签证费', en: 'Submitted to the consulate: cannot be cancelled; a refused visa is not refunded' },
  continentASIA: { zh: '亚洲', en: 'Asia' },
  continentEUROPE: { zh: '欧洲', en: 'Europe' },
  continentAMERICAS: { zh: '美洲', en: 'Americas' },
  continentOCEANIA: { zh: '大洋洲', en: 'Oceania' },
  continentAFRICA: { zh: '非洲', en: 'Africa' },
  typeBUSINESS: { zh: '商务签证', en: 'Business visa' },
  typeTOURIST: { zh: '旅游签证', en: 'Tourist visa' },
  entriesSINGLE: { zh: '单次入境', en: 'Single entry' },
  entriesDOUBLE: { zh: '两次入境', en: 'Double entry' },
  entriesMULTIPLE: { zh: '多次入境', en: 'Multiple entry' },
  kindEMPLOYED: { zh: '在职人员', en: 'Employed' },
  kindRETIRED: { zh: '退休人员', en: 'Retired' },
  kindSTUDENT: { zh: '在校学生', en: 'Student' },
  kindCHILD: { zh: '未成年人', en: 'Child' },
  deliveryEXPRESS: { zh: '快递寄回', en: 'Courier' },
  deliverySELF: { zh: '自取', en: 'Self-collect' },
  resultISSUED: { zh: '已出签', en: 'Issued' },
  resultREFUSED: { zh: '拒签', en: 'Refused' },
  resultPending: { zh: '待使馆审核', en: 'Awaiting the consulate' },
  stepBOOKED: { zh: '提交订单', en: 'Order placed' },
  stepBOOKEDDesc: { zh: '订单已提交，待审批或支付', en: 'Placed; awaiting approval or payment' },
  stepPAID: { zh: '已支付', en: 'Paid' },
  stepPAIDDesc: { zh: '请将护照原件快递至签证中心，我们将核对已上传的材料', en: 'Send the original passports to the visa centre; we check the uploaded materials' },
  stepMATERIALS_RECEIVED: { zh: '材料已收取', en: 'Materials received' },
  stepMATERIALS_RECEIVEDDesc: { zh: '护照及材料已收到并审核通过，准备递交使馆', en: 'Passports and materials received and checked, ready for the consulate' },
  stepSUBMITTED: { zh: '已递交使馆', en: 'Submitted to the consulate' },
  stepSUBMITTEDDesc: { zh: '申请已递交使馆审核，预计{days}个工作日出结果', en: 'With the consulate; a decision in about {days} working days' },
  stepDECIDED: { zh: '出签结果', en: 'Decision' },
  stepDECIDEDIssued: { zh: '全部申请人已出签', en: 'Every visa was issued' },
  stepDECIDEDRefused: { zh: '全部申请人被拒签', en: 'Every application was refused' },
  stepDECIDEDMixed: { zh: '出签{issued}人，拒签{refused}人', en: '{issued} issued, {refused} refused' },
  stepDECIDEDPending: { zh: '等待使馆审核结果', en: 'Waiting for the consulate' },
  stepRETURNED: { zh: '护照已寄回', en: 'Passports returned' },
  stepRETURNEDExpress: { zh: '护照已通过快递寄出，运单号{no}', en: 'The passports are with the courier, waybill {no}' },
  stepRETURNEDSelf: { zh: '护照已到签证中心，请携带身份证前往领取：{centre}', en: 'The passports are at the visa centre: collect them with your ID card at {centre}' },
  stepRETURNEDPendingExpress: { zh: '护照将通过快递寄回', en: 'The passports will come back by courier' },
  stepRETURNEDPendingSelf: { zh: '护照可在签证中心领取', en: 'The passports will be ready at the visa centre' },
  orderTitle: { zh: '签证订单 {name} {date}', en: 'Visa order {name} {date}' },
  msgTitle: { zh: '签证办理进度', en: 'Visa progress' },
  msgReceived: { zh: '您的签证订单{no}（{name}）：材料已收取并审核通过，即将递交使馆。', en: 'Your visa order {no} ({name}): materials received and checked, about to go to the consulate.' },
  msgSubmitted: { zh: '您的签证订单{no}（{name}）：已递交使馆，预计{days}个工作日出结果。', en: 'Your visa order {no} ({name}): submitted to the consulate, a decision in about {days} working days.' },
  msgIssued: { zh: '您的签证订单{no}（{name}）：{person}已出签，签证号{visaNo}。', en: 'Your visa order {no} ({name}): the visa of {person} was issued, number {visaNo}.' },
  msgRefused: { zh: '您的签证订单{no}（{name}）：很遗憾，{person}被使馆拒签。', en: 'Your visa order {no} ({name}): unfortunately the consulate refused {person}.' },
  msgReturnedExpress: { zh: '您的签证订单{no}（{name}）：护照已快递寄出，运单号{express}。', en: 'Your visa order {no} ({name}): the passports are with the courier, waybill {express}.' },
  msgReturnedSelf: { zh: '您的签证订单{no}（{name}）：护照已可在{centre}领取。', en: 'Your visa order {no} ({name}): the passports can be collected at {centre}.' },
  msgCancelled: { zh: '您的签证订单{no}（{name}）已取消，退款{amount}元。', en: 'Your visa order {no} ({name}) was cancelled: CNY {amount} refunded.' },
} as const

/** A key of the visa texts. */
export type VisaTextKey = keyof typeof texts

/** A visa text in a language with its placeholders filled. */
export function visaText(lang: Lang, key: VisaTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a visa text. */
export function visaBiText(key: VisaTextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: visaText('zh', key, params), en: visaText('en', key, params) }
}

/** A refusal with a visa text as its tips. */
export function visaError(code: ErrCodeValue, lang: Lang, key: VisaTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  // The message key is only the fallback of the error type; the tips is the visa text.
  return new AppError(code, code === ErrCode.NOT_FOUND ? 'notFound' : 'fieldInvalid', { tips: visaText(lang, key, params), data })
}

/** 4000 with a visa text. */
export const visaBadInput = (lang: Lang, key: VisaTextKey, params?: Record<string, string | number>, data?: unknown) => visaError(ErrCode.BAD_INPUT, lang, key, params, data)
/** 4009 with a visa text. */
export const visaConflict = (lang: Lang, key: VisaTextKey, params?: Record<string, string | number>, data?: unknown) => visaError(ErrCode.CONFLICT, lang, key, params, data)
