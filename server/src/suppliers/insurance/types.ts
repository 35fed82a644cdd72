/**
 * The insurer behind insurance orders: it takes a paid application (who is insured under which
 * product, for which cover) and answers one policy number per insured person. A real insurer's
 * connector replaces the simulator behind this interface.
 */

/** One insured person of an application. */
export interface PolicyRequest {
  /** Our order number: the insurer's idempotency key together with `index`. */
  orderNo: string
  /** The person's place in the application (0-based). */
  index: number
  productCode: string
  name: string
  /** 'YYYY-MM-DD HH:mm' China time. */
  coverStart: string
  coverEnd: string
}

/** The insurer. */
export interface InsuranceSupplier {
  /** Issues the policies of a paid application, one number per request in the same order; throws when the insurer is unreachable. */
  issuePolicies(requests: PolicyRequest[]): Promise<string[]>
}
