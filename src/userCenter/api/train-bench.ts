/**
 * The caller's train standby (候补) orders for /userCenter/trBenchList. The userCenter subpackage
 * never imports the tr folder (mini-program subpackages cannot load each other's code), so the one
 * call it needs lives here; a row opens /tr/trBenthOrderDetail through the order-type table.
 */
import { http } from '../../core/http/client'
import type { StandbyState, TrBenchListBody, TrBenchListItem, TrBenchListReply } from '../../../server/src/schemas/train-order'

export type { StandbyState, TrBenchListBody, TrBenchListItem, TrBenchListReply }

/** POST benchList: the caller's standby orders (booked by or for the caller), newest first, paged. */
export function benchList(body: TrBenchListBody): Promise<TrBenchListReply> {
  return http.post<TrBenchListReply>('/obt/train/trOrder/benchList', body, { quiet: true, inlineErrors: true })
}
