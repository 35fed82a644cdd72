/**
 * Calls of the car booking screens (/car/carEdit, /car/carCmp): the pre-book check of a quote, the
 * same-ride check of a passenger, the booking (idempotent by clientToken), the booked order for
 * the completion screen, the company's out-of-policy reasons for cars. One typed function per call
 * (booking flows §7.5); shapes are the contract's (server/src/schemas/car.ts, import type only).
 */
import { http } from '../../core/http/client'
import type { ViolationReason } from '../../../server/src/schemas/flight'
import type {
  CarBookBody,
  CarBookReply,
  CarOrderDetail,
  CarSameOrderBody as SameOrderBody,
  CarSameOrderReply as SameOrderReply,
  CheckPreBookBody as PreBookBody,
  CheckPreBookReply as PreBookReply,
} from '../../../server/src/schemas/car'

export type { CarBookBody, CarBookReply, PreBookBody, PreBookReply, SameOrderBody, SameOrderReply, ViolationReason }

/** The part of the order detail the completion screen reads. */
export type BookedCarOrder = Pick<
  CarOrderDetail,
  'orderId' | 'orderNo' | 'status' | 'carStatus' | 'statusText' | 'carStatusText' | 'useType' | 'useTypeText' | 'carTypeName' | 'from' | 'to' | 'startTime' | 'estimatePrice' | 'payment' | 'needApproval' | 'dayCar'
>

const ORDER = '/obt/car/carOrder'
/** The car product code (cplx) of the out-of-policy reasons. */
const CAR_PRODUCT = '10906'
const OWN = { quiet: true, inlineErrors: true } as const

/** POST carOrder/checkPreBook: is the quote bookable, does it need a reason or approval (4009 priceExpired after 10 minutes). */
export function checkPreBook(body: PreBookBody): Promise<PreBookReply> {
  return http.post<PreBookReply>(`${ORDER}/checkPreBook`, body, OWN)
}

/** POST carOrder/checkSameOrder: the passenger's live rides within an hour of the start. */
export function checkSameOrder(body: SameOrderBody): Promise<SameOrderReply> {
  return http.post<SameOrderReply>(`${ORDER}/checkSameOrder`, body, OWN)
}

/** POST carOrder/bookCarOrder: the order; the same clientToken again answers the same order. */
export function bookCar(body: CarBookBody): Promise<CarBookReply> {
  return http.post<CarBookReply>(`${ORDER}/bookCarOrder`, body, { inlineErrors: true })
}

/** GET QueryCarOrderDetail (vehicleClzcDetail for a chartered car): the booked order as the completion screen shows it. */
export function bookedOrder(orderId: string, chartered: boolean): Promise<BookedCarOrder> {
  return http.get<BookedCarOrder>(`${ORDER}/${chartered ? 'vehicleClzcDetail' : 'QueryCarOrderDetail'}`, { orderId }, OWN)
}

/** The company's out-of-policy reasons for cars. */
export function violationReasons(): Promise<ViolationReason[]> {
  return http.post<ViolationReason[]>('/obt/common/vipWbyy/list', { cplx: CAR_PRODUCT }, OWN)
}
