/**
 * The airport service flows' texts in both languages (refusals, rules, kind names, messages).
 * They live with the airport services rather than in the shared catalogue (server/src/messages.ts)
 * so the product stays in its own files; refusals carry them as an AppError's literal tips, in the
 * request's language, with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang } from '../../messages'
import type { AirportServiceType } from '../../schemas/airport-service'

const texts = {
  airportUnknown: { zh: '该机场暂未开通机场服务：{airport}', en: 'Airport services are not offered at {airport}' },
  terminalUnknown: { zh: '{airport}没有该航站楼：{terminal}', en: '{airport} has no terminal {terminal}' },
  serviceUnknown: { zh: '机场服务不存在或已下线，请重新选择', en: 'The airport service does not exist or is no longer sold, please choose again' },
  serviceDateRequired: { zh: '请选择服务日期', en: 'Please choose the day of use' },
  serviceDatePast: { zh: '服务日期不能早于今天', en: 'The day of use cannot be in the past' },
  serviceDateTooFar: { zh: '机场服务只能预订{n}天内的日期', en: 'Airport services can be booked up to {n} days ahead' },
  shuttleWithin30: { zh: '接送服务仅可预订30天内的日期', en: 'Shuttle services can only be booked within 30 days' },
  fastCheckTooLate: { zh: '距航班起飞不足40分钟，不能预订快速安检', en: 'Fast security cannot be booked less than 40 minutes before departure' },
  flightRequired: { zh: '请选择航班（从我的航班中选择，或填写航班号和起飞时间）', en: 'Please name the flight (pick one of your flights, or enter the flight number and departure time)' },
  flightIncomplete: { zh: '请同时填写航班号和起飞时间', en: 'Please enter both the flight number and the departure time' },
  flightDeparted: { zh: '航班已起飞，不能预订', en: 'The flight has already departed' },
  flightOtherAirport: { zh: '航班{flightNo}不从{airport}出发，请选择该机场出发的航班', en: 'Flight {flightNo} does not depart from {airport}: choose a flight departing there' },
  flightDateMismatch: { zh: '服务日期须为航班起飞当天（{date}）', en: 'The day of use must be the flight\'s departure day ({date})' },
  travellerAlreadyBooked: { zh: '{name}在{date}已预订该服务，不能重复预订', en: '{name} already holds this service on {date}' },
  soldOut: { zh: '该服务当日已售罄，请选择其他日期或服务', en: 'This service is sold out on that day, please choose another day or service' },
  priceChanged: { zh: '价格已变动（现为{total}元），请确认后重新提交', en: 'The price has changed (now CNY {total}), please confirm and submit again' },
  cancelOnServiceDay: { zh: '服务日（{date}）当天及之后不能取消', en: 'The order cannot be cancelled on or after the day of use ({date})' },
  cancelNotAllowed: { zh: '当前订单状态不能取消', en: 'The order cannot be cancelled in its current status' },
  cancelRule: { zh: '{date}前可免费取消，全额退款；服务当天及之后不可取消', en: 'Free cancellation with a full refund until the day before {date}; no cancellation on or after the day of use' },
  orderTitle: { zh: '{kind} {name} {date}', en: '{kind} {name} {date}' },
  msgIssuedTitle: { zh: '机场服务已出凭证', en: 'Airport service voucher issued' },
  msgIssued: { zh: '您的{kind}订单{orderNo}（{name}，{date}）已支付，凭证码：{codes}', en: 'Your {kind} order {orderNo} ({name}, {date}) is paid. Voucher: {codes}' },
  msgCancelledTitle: { zh: '机场服务已取消', en: 'Airport service cancelled' },
  msgCancelled: { zh: '您的{kind}订单{orderNo}已取消，退款{amount}元', en: 'Your {kind} order {orderNo} was cancelled; CNY {amount} refunded' },
  kindLOUNGE: { zh: '贵宾休息室', en: 'Lounge' },
  kindFAST_CHECK: { zh: '快速安检', en: 'Fast security' },
  kindCHECK_IN: { zh: '优先值机', en: 'Priority check-in' },
  kindGUEST_PASS: { zh: '贵宾通道', en: 'Guest pass' },
  kindINTEGRATED: { zh: '组合产品', en: 'Integrated product' },
} as const

/** A key of the airport service texts. */
export type AirportTextKey = keyof typeof texts

/** An airport service text in a language with its placeholders filled. */
export function airportText(lang: Lang, key: AirportTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a text. */
export function airportBiText(key: AirportTextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: airportText('zh', key, params), en: airportText('en', key, params) }
}

/** The name of a kind of service. */
export function kindName(lang: Lang, type: AirportServiceType): string {
  return airportText(lang, `kind${type}`)
}

function airportError(code: ErrCodeValue, lang: Lang, key: AirportTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  // The message key is only the fallback of the error type; the tips is the airport text.
  return new AppError(code, 'fieldInvalid', { tips: airportText(lang, key, params), data })
}

/** 4000 with an airport text. */
export const airportBadInput = (lang: Lang, key: AirportTextKey, params?: Record<string, string | number>) => airportError(ErrCode.BAD_INPUT, lang, key, params)
/** 4009 with an airport text. */
export const airportConflict = (lang: Lang, key: AirportTextKey, params?: Record<string, string | number>, data?: unknown) => airportError(ErrCode.CONFLICT, lang, key, params, data)
