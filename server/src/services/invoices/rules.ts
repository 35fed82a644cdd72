/**
 * What can be invoiced, and the invoice's fixed parts. Orders are read from the spine's header
 * only: an order of any product is invoiceable once paid and delivered (ticket issued, stay or
 * service confirmed, ride completed...), while it is not refunded in full and nothing claimed it.
 */
import { ORDER_STATUS } from '../../contract/order-status'
import type { InvoiceableRule } from '../../db/repositories/invoice-records'

const S = ORDER_STATUS

/**
 * Header statuses that cannot be invoiced: not paid yet, paid but not yet issued or confirmed
 * (TICKETING: the supplier may still fail and refund), ended without service, or refunded in full.
 */
export const NOT_INVOICEABLE_STATUSES: readonly string[] = [
  S.AWAITING_SUBMIT,
  S.IN_APPROVAL,
  S.AWAITING_PAYMENT,
  S.TICKETING,
  S.CANCELLED,
  S.REJECTED,
  S.APPROVAL_TERMINATED,
  S.FULL_REFUND,
]

/**
 * Product codes whose ticket is itself the reimbursement voucher for the fare (booking flows §9:
 * 10904 trains, the railway's ticket / e-ticket voucher), so only the agency's service fee is
 * invoiced. /userCenter/Invoice/InvoiceTrain explains it to the user.
 */
export const SERVICE_FEE_ONLY_PRODUCTS: readonly string[] = ['10904']

/** The rule the repository applies in SQL. */
export const INVOICEABLE_RULE: InvoiceableRule = { excludedStatuses: NOT_INVOICEABLE_STATUSES, serviceFeeOnlyProducts: SERVICE_FEE_ONLY_PRODUCTS }

/** VAT rate of travel agency services (the general taxpayer's 6 %). */
export const TAX_RATE = 0.06

/** The seller on every invoice: the travel management company running the demo. */
export const SELLER = { name: '上海商旅信息服务有限公司', nameEn: 'Shanghai Shanglv Information Services Co., Ltd.', nsrsbh: '91310000MA1FL0NK6R' }

/** Most titles an employee keeps. */
export const MAX_OWN_TITLES = 20

/** CNY rounded to the fen. */
export function money(value: number): number {
  return Math.round(value * 100) / 100
}

/** The tax included in a tax-inclusive amount. */
export function taxOf(amount: number): number {
  return money(amount - amount / (1 + TAX_RATE))
}
