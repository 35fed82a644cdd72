/**
 * The hotel flows' texts in both languages (tips of refusals, plan and rule texts). They live
 * with the hotel services rather than in the shared catalogue (server/src/messages.ts) so the hotel
 * product stays in its own files; refusals carry them as an AppError's literal tips, in the
 * request's language, with the usual errCode.
 */
import { AppError, ErrCode, type ErrCodeValue } from '../../errors'
import type { Lang, MessageKey } from '../../messages'

const texts = {
  cityUnknown: { zh: '暂无该城市的酒店：{city}', en: 'No hotels are sold in this city: {city}' },
  hotelNotFound: { zh: '酒店不存在或已下线，请重新查询', en: 'The hotel does not exist or is no longer sold, please search again' },
  checkInPast: { zh: '入住日期不能早于今天', en: 'The check-in date cannot be in the past' },
  checkOutOrder: { zh: '离店日期须晚于入住日期', en: 'The check-out date must be after the check-in date' },
  tooManyNights: { zh: '单次预订最多入住{n}晚', en: 'At most {n} nights can be booked at a time' },
  tooFarAhead: { zh: '只能预订{n}天内入住的酒店', en: 'Hotels can be booked up to {n} days ahead' },
  leadTime: {
    zh: '酒店需至少提前{n}小时预订：今日入住请在{time}前预订，或选择明天入住',
    en: 'Hotels must be booked at least {n} hours ahead: book today\'s stay before {time}, or check in tomorrow',
  },
  roomsRange: { zh: '每次可预订1至{n}间房', en: 'Book 1 to {n} rooms at a time' },
  adultsPerRoom: { zh: '每间房至少入住1位成人', en: 'Each room needs at least one adult' },
  childrenRange: { zh: '儿童人数不能超过{n}人', en: 'At most {n} children' },
  guestsRange: { zh: '每次最多为{n}位客人预订', en: 'At most {n} guests can be booked at a time' },
  roomGuestsMismatch: { zh: '请为每间房填写入住人（共{n}间）', en: 'Please name the guests of each room ({n} rooms)' },
  roomOccupancy: { zh: '该房型每间最多入住{n}人', en: 'This room type takes at most {n} guests per room' },
  guestIncomplete: { zh: '请填写入住人姓名', en: 'Please enter the name of each guest' },
  guestDuplicate: { zh: '入住人重复：{name}', en: 'Guest listed twice: {name}' },
  guestEnglishName: { zh: '境外酒店请填写{name}的英文姓名（如 ZHANG/SAN）', en: "International hotels need {name}'s name in English (e.g. ZHANG/SAN)" },
  guestAlreadyBooked: { zh: '{name}在所选日期已有酒店订单，不能重复预订', en: '{name} already holds a hotel booking on these nights' },
  priceKeyInvalid: { zh: '价格计划不存在，请重新查询', en: 'Unknown price plan, please search again' },
  planExpired: { zh: '价格计划已过期，请重新查询房价', en: 'The price plan has expired, please check the room rates again' },
  planFull: { zh: '该房型已满房，请选择其他房型或日期', en: 'This room type is fully booked, please choose another room or dates' },
  planNoQuote: { zh: '该房型所选日期暂无报价，请选择其他房型', en: 'This room has no quotation for the chosen dates, please choose another' },
  priceChanged: { zh: '房价已变动（现为{total}元），请确认后重新提交', en: 'The price has changed (now CNY {total}), please confirm and submit again' },
  guaranteeRequired: { zh: '该价格需信用卡担保，请填写信用卡信息', en: 'This rate needs a credit card guarantee: please enter a card' },
  guaranteeNotNeeded: { zh: '该价格无需担保，请勿提交信用卡', en: 'This rate needs no guarantee: do not send a card' },
  cardNumberInvalid: { zh: '信用卡号码不正确，请核对', en: 'The credit card number is not valid, please check it' },
  cardExpiryInvalid: { zh: '信用卡有效期格式不正确（MM/YY）', en: 'Invalid card expiry (MM/YY)' },
  cardExpired: { zh: '信用卡已过期', en: 'The credit card has expired' },
  cardHolderRequired: { zh: '请填写持卡人姓名', en: 'Please enter the card holder' },
  cardVaultFailed: { zh: '信用卡担保失败，请更换信用卡', en: 'The card guarantee failed, please use another card' },
  memberCardUnknown: { zh: '会员卡不存在', en: 'Unknown member card' },
  memberCardBrand: { zh: '该会员卡不适用于此酒店品牌', en: 'This member card does not belong to the hotel\'s brand group' },
  memberPlatUnknown: { zh: '会员计划不存在：{plat}', en: 'Unknown hotel programme: {plat}' },
  rulesNotAccepted: { zh: '请阅读并同意酒店预订须知', en: 'Please read and accept the hotel booking terms' },
  refundNonCancellable: { zh: '该订单为不可取消价格，不能取消或退订', en: 'This rate is non-refundable: the booking cannot be cancelled' },
  refundPastDeadline: { zh: '已超过免费取消时间（{deadline}），不能取消，请联系酒店或差旅顾问', en: 'The free cancellation ended at {deadline}: the booking can no longer be cancelled; contact the hotel or your consultant' },
  refundStayStarted: { zh: '入住日已过，不能在线取消', en: 'The stay has begun: the booking can no longer be cancelled online' },
  refundNotConfirmed: { zh: '当前订单状态不能退订', en: 'The order cannot be cancelled in its current status' },
  noShowNotDue: { zh: '仅已确认且已到入住日的订单可登记未入住', en: 'Only a confirmed stay whose check-in day has come can be a no-show' },
  refundCancelDone: { zh: '退订已由酒店确认，不能撤销', en: 'The hotel has confirmed the cancellation: it cannot be withdrawn' },
  violationPrice: { zh: '房价超出差旅标准（标准：每间夜{cap}元）', en: 'Room rate above the travel standard (CNY {cap} per room-night)' },
  orderTitle: { zh: '酒店订单 {hotel} {checkIn}', en: 'Hotel order {hotel} {checkIn}' },
  breakfast0: { zh: '不含早', en: 'No breakfast' },
  breakfast1: { zh: '含单早', en: 'Breakfast for one' },
  breakfast2: { zh: '含双早', en: 'Breakfast for two' },
  cancelNone: { zh: '不可取消：预订后不可取消或变更', en: 'Non-refundable: cannot be cancelled or changed once booked' },
  cancelFree: { zh: '{deadline}前可免费取消，逾期不可取消', en: 'Free cancellation until {deadline}; no cancellation after it' },
  cancelPenalty: { zh: '{deadline}前可免费取消，逾期取消扣除首晚房费', en: 'Free cancellation until {deadline}; after it the first night is charged' },
  ruleFREE: { zh: '免费取消', en: 'Free cancellation' },
  rulePENALTY_FIRST_NIGHT: { zh: '逾期取消，扣除首晚房费', en: 'Late cancellation: first night charged' },
  wbOver: { zh: '超出差旅标准（每间夜{cap}元），需选择超标原因', en: 'Above the travel standard (CNY {cap} per room-night): a reason is required' },
  wbForbidden: { zh: '超出差旅标准（每间夜{cap}元），不可预订', en: 'Above the travel standard (CNY {cap} per room-night): not bookable' },
} as const

/** A key of the hotel texts. */
export type HotelTextKey = keyof typeof texts

/** A hotel text in a language with its placeholders filled. */
export function hotelText(lang: Lang, key: HotelTextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Both languages of a hotel text. */
export function hotelBiText(key: HotelTextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: hotelText('zh', key, params), en: hotelText('en', key, params) }
}

/** A refusal with a hotel text as its tips. */
export function hotelError(code: ErrCodeValue, lang: Lang, key: HotelTextKey, params: Record<string, string | number> = {}, data?: unknown): AppError {
  // The message key is only the fallback of the error type; the tips is the hotel text.
  return new AppError(code, code === ErrCode.NOT_FOUND ? 'notFound' : 'fieldInvalid', { tips: hotelText(lang, key, params), data })
}

/** 4000 with a hotel text. */
export const hotelBadInput = (lang: Lang, key: HotelTextKey, params?: Record<string, string | number>) => hotelError(ErrCode.BAD_INPUT, lang, key, params)
/** 4009 with a hotel text. */
export const hotelConflict = (lang: Lang, key: HotelTextKey, params?: Record<string, string | number>, data?: unknown) => hotelError(ErrCode.CONFLICT, lang, key, params, data)

/** The catalogue key approval messages name a hotel order with ("您的{kind}…"). */
export const HOTEL_KIND_KEY: MessageKey = 'kindHotelOrder'
