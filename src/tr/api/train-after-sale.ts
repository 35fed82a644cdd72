/**
 * Train after-sale, standby (候补) and transfer booking calls (booking flows §7.7): refund and
 * change with their fee quotes and details, standby booking and leaving the queue, transfer
 * booking. One typed function per call; the order detail and cancel are in api/train-order.ts, the
 * search calls (trSearch, transfer plans, their prices and policy) in api/train-search.ts. Request
 * and reply types are the server's schemas (server/src/schemas/train*.ts, import type only).
 * Another company's id, or one outside the caller's booking scope, answers 4004 like a missing one.
 */
import { http } from '../../core/http/client'
import type {
  TrainOrderDetail,
  TrBookReply,
  TrCancelReply,
  TrChangeAddBody,
  TrChangeAddReply,
  TrChangeDetail,
  TrChangeFeeBody,
  TrChangeFeeReply,
  TrRefundAddBody,
  TrRefundAddReply,
  TrRefundDetail,
  TrRefundFeeBody,
  TrRefundFeeReply,
  TrStandbyBookBody,
  TrTransferBookBody,
} from '../../../server/src/schemas/train-order'
import type {
  TrCityByNameReply,
  TrSearchBody,
  TrSearchReply,
  TrTransferMatchBody,
  TrTransferMatchReply,
  TrTransferPriceBody,
  TrTransferPriceReply,
  TrTransferSearchBody,
  TrTransferSearchReply,
} from '../../../server/src/schemas/train'
import type { ViolationReason } from '../../../server/src/schemas/flight'

export type { ViolationReason }
export type {
  TrainOrderDetail,
  TrBookReply,
  TrCancelReply,
  TrChangeAddBody,
  TrChangeAddReply,
  TrChangeDetail,
  TrChangeFeeBody,
  TrChangeFeeReply,
  TrRefundAddBody,
  TrRefundAddReply,
  TrRefundDetail,
  TrRefundFeeBody,
  TrRefundFeeReply,
  TrStandbyBookBody,
  TrTransferBookBody,
  TrCityByNameReply,
  TrSearchBody,
  TrSearchReply,
  TrTransferMatchBody,
  TrTransferMatchReply,
  TrTransferPriceBody,
  TrTransferPriceReply,
  TrTransferSearchBody,
  TrTransferSearchReply,
}
export type {
  StandbyState,
  StandbyView,
  TrainAfterSaleView,
  TrainLegView,
  TrainPassengerInput,
  TrainPassengerView,
  TrainSeatType,
  TrainTicketView,
  TrChangeItemView,
  TrChangeQuoteItem,
  TrRefundQuoteItem,
} from '../../../server/src/schemas/train-order'
export type { Train, TrainFee, TrainSeat, TrainStandard, TrainTransfer, TrainWindow, Wb } from '../../../server/src/schemas/train'

const TR_QUERY = '/obt/train/trQuery'
const TR_ORDER = '/obt/train/trOrder'

// ---------------------------------------------------------------- booking

/** POST bookTransfer: both legs in one order (transfer flag). */
export function bookTransfer(body: TrTransferBookBody): Promise<TrBookReply> {
  return http.post<TrBookReply>(`${TR_QUERY}/bookTransfer`, body, { inlineErrors: true })
}

/** POST trHbBookOrder: standby (候补) for sold-out seats, prepaid. */
export function trHbBookOrder(body: TrStandbyBookBody): Promise<TrBookReply> {
  return http.post<TrBookReply>(`${TR_QUERY}/trHbBookOrder`, body, { inlineErrors: true })
}

/** POST benchCancel: leaves the standby queue; the prepaid amount comes back in full. */
export function benchCancel(orderId: string): Promise<TrCancelReply> {
  return http.post<TrCancelReply>(`${TR_ORDER}/benchCancel`, { orderId }, { inlineErrors: true })
}

// ---------------------------------------------------------------- refund

/** POST refundFee: the fee of refunding these tickets now (shown before the user confirms). */
export function refundFee(body: TrRefundFeeBody): Promise<TrRefundFeeReply> {
  return http.post<TrRefundFeeReply>(`${TR_ORDER}/refundFee`, body, { quiet: true, inlineErrors: true })
}

/** POST refundAdd: refunds the tickets. */
export function refundAdd(body: TrRefundAddBody): Promise<TrRefundAddReply> {
  return http.post<TrRefundAddReply>(`${TR_ORDER}/refundAdd`, body, { inlineErrors: true })
}

/** GET refundOrderDetail. */
export function refundOrderDetail(refundId: string): Promise<TrRefundDetail> {
  return http.get<TrRefundDetail>(`${TR_ORDER}/refundOrderDetail`, { refundId }, { quiet: true, inlineErrors: true })
}

// ---------------------------------------------------------------- change

/** POST changeFee: what moving these tickets to another train costs. */
export function changeFee(body: TrChangeFeeBody): Promise<TrChangeFeeReply> {
  return http.post<TrChangeFeeReply>(`${TR_ORDER}/changeFee`, body, { quiet: true, inlineErrors: true })
}

/** POST changeAdd: moves the tickets (new seats held, old ones released). */
export function changeAdd(body: TrChangeAddBody): Promise<TrChangeAddReply> {
  return http.post<TrChangeAddReply>(`${TR_ORDER}/changeAdd`, body, { inlineErrors: true })
}

/** GET changeOrderDetail. */
export function changeOrderDetail(changeId: string): Promise<TrChangeDetail> {
  return http.get<TrChangeDetail>(`${TR_ORDER}/changeOrderDetail`, { changeId }, { quiet: true, inlineErrors: true })
}

