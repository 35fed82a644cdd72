/**
 * Money movements. The product has no acquirer contract yet, so the default provider simulates one:
 * every charge and refund succeeds at once and gets a reference. A real provider (WeChat Pay,
 * Alipay, the company-account ledger of a TMC) implements the same interface; the company credit
 * itself is kept in our database (company_travel_settings.credit_used) by services/payment/payment.ts.
 */
import { randomHex } from '../util/crypto'

/** Who pays. */
export type PayerType = 'COMPANY' | 'PERSONAL'

/** A charge to make. */
export interface ChargeRequest {
  payNo: string
  payType: PayerType
  amount: number
  corpId: number
  empId: number
  description: string
}

/** A refund to make against an earlier payment. */
export interface RefundRequest {
  refundNo: string
  payNo: string
  payType: PayerType
  amount: number
  reason: string
}

/** The provider's answer. */
export interface ProviderResult {
  /** The provider's own reference. */
  reference: string
  at: Date
}

/** Charges and refunds money. Throws when the provider refuses (the caller's transaction rolls back). */
export interface PaymentProvider {
  readonly kind: string
  charge(request: ChargeRequest): Promise<ProviderResult>
  refund(request: RefundRequest): Promise<ProviderResult>
}

/** Succeeds at once, with a random reference. */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly kind = 'simulated'

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    if (!(request.amount >= 0)) throw new Error(`invalid amount ${request.amount}`)
    return { reference: `SIM-PAY-${randomHex(8)}`, at: new Date() }
  }

  async refund(request: RefundRequest): Promise<ProviderResult> {
    if (!(request.amount >= 0)) throw new Error(`invalid amount ${request.amount}`)
    return { reference: `SIM-RFD-${randomHex(8)}`, at: new Date() }
  }
}
