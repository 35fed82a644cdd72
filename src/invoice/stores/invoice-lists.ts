/**
 * The two lists of the invoice screens: the caller's invoices (/userCenter/Invoice) and the orders
 * that can still be invoiced, with the user's choice of them (/userCenter/Invoice/InvoiceOrderList).
 */
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../core/stores/paged-list'
import * as api from '../api/invoice'
import type { InvoiceListItem, InvoiceableOrder } from '../api/invoice'

/** At most this many orders go on one invoice (the server's limit). */
export const MAX_ORDERS_PER_INVOICE = 50

/** The caller's invoices, newest first. */
export class InvoiceHomeStore {
  readonly list = new PagedList<InvoiceListItem>((n) => api.invoiceList(n), (i) => i.id)
}

/** The invoiceable orders and which of them the user picked. */
export class InvoiceOrdersStore {
  readonly list = new PagedList<InvoiceableOrder>((n) => api.invoiceableOrders(n), (o) => o.orderId)
  selected = new Set<string>()

  constructor() {
    makeAutoObservable(this, { list: false })
  }

  toggle(orderId: string): void {
    const next = new Set(this.selected)
    if (next.has(orderId)) next.delete(orderId)
    else if (next.size < MAX_ORDERS_PER_INVOICE) next.add(orderId)
    this.selected = next
  }

  /** Every order on screen, or none when they all are. */
  toggleAll(): void {
    const ids = this.list.items.map((o) => o.orderId).slice(0, MAX_ORDERS_PER_INVOICE)
    this.selected = this.allSelected ? new Set() : new Set(ids)
  }

  get allSelected(): boolean {
    return this.list.items.length > 0 && this.list.items.slice(0, MAX_ORDERS_PER_INVOICE).every((o) => this.selected.has(o.orderId))
  }

  /** The picked orders still in the list (one invoiced elsewhere meanwhile drops out on reload). */
  get chosen(): InvoiceableOrder[] {
    return this.list.items.filter((o) => this.selected.has(o.orderId))
  }

  /** What the invoice would come to (the server decides again on the face). */
  get amount(): number {
    return Math.round(this.chosen.reduce((sum, o) => sum + o.amount, 0) * 100) / 100
  }
}
