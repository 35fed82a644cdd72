/**
 * The tickets of a train order as the refund and change screens list them: every passenger's
 * ticket with its leg, whether it can be chosen, and, when it cannot, why (a ticket is changed at
 * most once; refunded, replaced or not yet issued tickets are shown but not offered). Whether a
 * ticket can be refunded or changed is the server's word (canRefund / canChange); the reason text
 * only explains it.
 */
import type { TrainLegView, TrainOrderDetail, TrainPassengerView, TrainTicketView } from '../api/train-after-sale'

export type AfterSaleKind = 'refund' | 'change'

/** Why a ticket is not offered. */
export type TicketBlock = 'changedOnce' | 'replaced' | 'refunded' | 'notIssued' | 'void' | 'notNow'

export interface TicketRow {
  ticket: TrainTicketView
  passenger: TrainPassengerView
  /** The order's leg of the ticket. */
  leg: TrainLegView | undefined
  selectable: boolean
  /** null when selectable. */
  block: TicketBlock | null
}

/** Why a ticket cannot be chosen for a refund or a change (null when it can). */
export function ticketBlock(kind: AfterSaleKind, t: TrainTicketView): TicketBlock | null {
  if (t.status === 'REFUNDED' || t.refunded) return 'refunded'
  if (t.status === 'CHANGED') return 'replaced'
  if (t.status === 'VOID') return 'void'
  if (t.status === 'BOOKED') return 'notIssued'
  if (kind === 'change') {
    // Once per ticket: the ticket a change produced is never offered again.
    if (t.changed) return 'changedOnce'
    return t.canChange ? null : 'notNow'
  }
  return t.canRefund ? null : 'notNow'
}

/** Every ticket of the order, passenger by passenger, legs in order. */
export function ticketRows(order: TrainOrderDetail | null, kind: AfterSaleKind): TicketRow[] {
  if (!order) return []
  const rows: TicketRow[] = []
  for (const p of order.passengers) {
    const tickets = p.tickets.slice().sort((a, b) => a.legNo - b.legNo || a.departAt.localeCompare(b.departAt))
    for (const t of tickets) {
      const block = ticketBlock(kind, t)
      rows.push({ ticket: t, passenger: p, leg: order.legs.find((l) => l.legNo === t.legNo), selectable: block === null, block })
    }
  }
  return rows
}

/** 'YYYY-MM-DD HH:mm' → 'MM-DD HH:mm'. */
export function shortDateTime(text: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.slice(5, 16) : text
}
