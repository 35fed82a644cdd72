/**
 * The simulated insurer: policy numbers follow from the order number and the person's place, so a
 * retry after a failure after issuing answers the same numbers ('BD' + the order number's digits +
 * two digits per person, e.g. 'BD2026031000012301').
 */
import type { InsuranceSupplier, PolicyRequest } from './types'

/** The simulator (deterministic, no state). */
export class SimulatedInsuranceSupplier implements InsuranceSupplier {
  /** Issues the policies. */
  async issuePolicies(requests: PolicyRequest[]): Promise<string[]> {
    return requests.map((r) => `BD${r.orderNo.replace(/\D/g, '')}${String(r.index + 1).padStart(2, '0')}`)
  }
}
