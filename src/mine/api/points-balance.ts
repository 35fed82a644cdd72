/**
 * POST /obt/getAvailablePoints on its own: the user-centre tab (main package) reads the balance
 * through this file alone, so the rest of the user centre's calls stay in the subpackage.
 */
import { http } from '../../core/http/client'
import type { AvailablePointsReply } from '../../../server/src/schemas/mine'

/** My balance and the company's rule (CNY paid per point). */
export function availablePoints(): Promise<AvailablePointsReply> {
  return http.post<AvailablePointsReply>('/obt/getAvailablePoints', {}, { quiet: true, inlineErrors: true })
}
