/**
 * Calls of the train booking journey after the list (/tr/trDetail, /tr/trEdit, /tr/trCmp,
 * /tr/OrderDetail, /tr/OrderService): the travellers' verdicts on every seat type (trBookMatchClzc), out-of-policy reasons and insurance
 * of the train product (cplx 10904), the pre-booking check, the booking, the order and its cancel.
 * The chosen train itself comes from the search's trSearch (api/train-search.ts): there is no call
 * for one train. One typed function per call; the shapes come from the server schemas (import type only):
 * server/src/schemas/train-order.ts (booking and orders) and train.ts (search and policy).
 */
import { http } from '../../core/http/client'
import type {
  TrainLegView,
  TrainOrderDetail,
  TrainPassengerInput,
  TrainPassengerView,
  TrainSeatType,
  TrainTicketView,
  TrBookBody,
  TrBookReply,
  TrCancelReply,
  TrValidOrderBody,
  TrValidOrderReply,
  TicketType,
} from '../../../server/src/schemas/train-order'
import type {
  TrainSeat,
  Train,
  TrainFee,
  TrainStandard,
  TrBookMatchClzcBody,
  TrBookMatchClzcReply,
  Wb,
} from '../../../server/src/schemas/train'
import type { InsuranceProduct } from '../../../server/src/schemas/order'
import type { ViolationReason } from '../../../server/src/schemas/flight'
import type { TripType } from '../../../server/src/schemas/common'

export type {
  InsuranceProduct,
  TicketType,
  Train,
  TrainFee,
  TrainLegView,
  TrainOrderDetail,
  TrainPassengerInput,
  TrainPassengerView,
  TrainSeat,
  TrainSeatType,
  TrainStandard,
  TrainTicketView,
  TrBookBody,
  TrBookMatchClzcReply,
  TrBookReply,
  TrCancelReply,
  TrValidOrderBody,
  TrValidOrderReply,
  TripType,
  ViolationReason,
  Wb,
}

const TR_QUERY = '/obt/train/trQuery'
const TR_ORDER = '/obt/train/trOrder'
/** The train product code (cplx) of reasons and insurance. */
const TRAIN_PRODUCT = '10904'

/** trBookMatchClzc: every seat type with its verdict for the travellers (the strictest standard among them). */
export function trBookMatchClzc(body: TrBookMatchClzcBody): Promise<TrBookMatchClzcReply> {
  return http.post<TrBookMatchClzcReply>(`${TR_QUERY}/trBookMatchClzc`, body, { quiet: true, inlineErrors: true })
}

/** The company's out-of-policy reasons for trains. */
export function violationReasons(): Promise<ViolationReason[]> {
  return http.post<ViolationReason[]>('/obt/common/vipWbyy/list', { cplx: TRAIN_PRODUCT }, { quiet: true, inlineErrors: true })
}

/** GET /obt/bx/getBxcpList: insurance offered with train tickets. */
export function getBxcpList(tripType: TripType): Promise<InsuranceProduct[]> {
  return http.get<InsuranceProduct[]>('/obt/bx/getBxcpList', { cplx: TRAIN_PRODUCT, tripType }, { quiet: true, inlineErrors: true })
}

/** validOrder: the booking checked as it would be sent, without booking (seats, sale, policy, duplicates, amounts). */
export function validOrder(body: TrValidOrderBody): Promise<TrValidOrderReply> {
  return http.post<TrValidOrderReply>(`${TR_QUERY}/validOrder`, body, { inlineErrors: true })
}

/** trBookOrder: creates the order; the same clientToken again answers the same order. */
export function trBookOrder(body: TrBookBody): Promise<TrBookReply> {
  return http.post<TrBookReply>(`${TR_QUERY}/trBookOrder`, body, { inlineErrors: true })
}

/** The order (direct, transfer or standby). `quiet`: a refresh without the loading indicator. */
export function orderDetail(orderId: string, quiet = false): Promise<TrainOrderDetail> {
  return http.get<TrainOrderDetail>(`${TR_ORDER}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** Cancels an order not yet paid (its seats go back). */
export function cancelTrOrder(orderId: string): Promise<TrCancelReply> {
  return http.post<TrCancelReply>(`${TR_ORDER}/cancelTrOrder`, { orderId }, { inlineErrors: true })
}
