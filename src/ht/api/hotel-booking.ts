/**
 * Calls of the hotel booking journey after the list (/htV2/htRoomList … /htV2/htCmp and the /ht/
 * family): the hotel's content, its rooms and rate plans for the stay, the quote check, the
 * same-order check, the guarantee card check, the booking, the member cards, the company
 * parameters of the form (H083 / H252), the hotel out-of-policy reasons and the booked order.
 * One typed function per call; the shapes are the server's (server/src/schemas/hotel.ts, import type only).
 */
import { http } from '../../core/http/client'
import type {
  CancelType,
  GuaranteeCard,
  GuaranteeType,
  HotelGuestInput,
  HotelStandard,
  HotelWb,
  HtBookBody,
  HtBookReply,
  HtCardValidateBody,
  HtCardValidateReply,
  HtCheckSameOrderBody,
  HtCheckSameOrderReply,
  HtDetailReply,
  HtOrderDetail,
  HtPricePlanBody,
  HtPricePlanReply,
  HtPriceValidateBody,
  HtPriceValidateReply,
  MemberCardListReply,
  MemberCardView,
  NightPrice,
  PaymentType,
  RatePlanView,
  RoomTypeView,
} from '../../../server/src/schemas/hotel'
import type { ViolationReason } from '../../../server/src/schemas/flight'

export type {
  CancelType,
  GuaranteeCard,
  GuaranteeType,
  HotelGuestInput,
  HotelStandard,
  HotelWb,
  HtBookBody,
  HtBookReply,
  HtCardValidateBody,
  HtCardValidateReply,
  HtCheckSameOrderBody,
  HtCheckSameOrderReply,
  HtDetailReply,
  HtOrderDetail,
  HtPricePlanBody,
  HtPricePlanReply,
  HtPriceValidateBody,
  HtPriceValidateReply,
  MemberCardListReply,
  MemberCardView,
  NightPrice,
  PaymentType,
  RatePlanView,
  RoomTypeView,
  ViolationReason,
}

const QUERY = '/obt/hotel/htQueryV2'
const ORDER = '/obt/hotel/htOrder'
/** The hotel product code (cplx) of the out-of-policy reasons. */
const HOTEL_PRODUCT = '10903'
/** Company parameters of the booking form: the hotel rules checkbox, and its group variant. */
export const HOTEL_RULES_PARAMS = ['H083', 'H252'] as const

/** The screen shows its own loading, empty and error states. */
const OWN = { quiet: true, inlineErrors: true } as const

/** POST htQueryV2/detail: the hotel's content (name, stars, address, facilities, description, policies). */
export function hotelDetail(hotelId: string): Promise<HtDetailReply> {
  return http.post<HtDetailReply>(`${QUERY}/detail`, { hotelId }, OWN)
}

/** POST htQueryV2/pricePlan: room types and rate plans for the stay, with rooms left and the policy verdict. */
export function pricePlan(body: HtPricePlanBody): Promise<HtPricePlanReply> {
  return http.post<HtPricePlanReply>(`${QUERY}/pricePlan`, body, OWN)
}

/** POST htQueryV2/priceValidate: is the quote still bookable (EXPIRED / FULL / NO_QUOTATION otherwise), with the fee and totals. */
export function priceValidate(body: HtPriceValidateBody): Promise<HtPriceValidateReply> {
  return http.post<HtPriceValidateReply>(`${QUERY}/priceValidate`, body, { inlineErrors: true })
}

/** POST htOrder/checkSameOrder: live bookings of these guests on a night of the stay. */
export function checkSameOrder(body: HtCheckSameOrderBody): Promise<HtCheckSameOrderReply> {
  return http.post<HtCheckSameOrderReply>(`${ORDER}/checkSameOrder`, body, OWN)
}

/** POST htOrder/cardValidate: the guarantee card checked without its security code (nothing stored). */
export function cardValidate(body: HtCardValidateBody): Promise<HtCardValidateReply> {
  return http.post<HtCardValidateReply>(`${ORDER}/cardValidate`, body, { inlineErrors: true })
}

/** POST htOrder/book: the order; the same clientToken again answers the same order. */
export function bookHotel(body: HtBookBody): Promise<HtBookReply> {
  return http.post<HtBookReply>(`${ORDER}/book`, body, { inlineErrors: true })
}

/** GET htOrder/orderDetail: the booked order (the completion screen). `quiet`: a refresh without the loading indicator. */
export function hotelOrderDetail(orderId: string, quiet = false): Promise<HtOrderDetail> {
  return http.get<HtOrderDetail>(`${ORDER}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST memberCard/list: an employee's hotel member cards (hykh). */
export function memberCardList(empId?: string): Promise<MemberCardListReply> {
  return http.post<MemberCardListReply>('/obt/hotel/memberCard/list', empId ? { empId } : {}, OWN)
}

/** The company's out-of-policy reasons for hotels. */
export function violationReasons(): Promise<ViolationReason[]> {
  return http.post<ViolationReason[]>('/obt/common/vipWbyy/list', { cplx: HOTEL_PRODUCT }, OWN)
}

/** POST /obt/common/queryParameter: the company's values of parameters (unknown numbers left out). */
export function queryParameter(paramNos: readonly string[]): Promise<{ parameterResponses: { paramNo: string; value1: string }[] }> {
  return http.post('/obt/common/queryParameter', { paramNos }, OWN)
}
