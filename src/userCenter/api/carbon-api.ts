/** The company's monthly carbon report (server/src/schemas/carbon.ts; administrators only, 4004 otherwise). */
import { http } from '../../core/http/client'
import type { CarbonDeptRow, CarbonReportReply } from '../../../server/src/schemas/carbon'

export type { CarbonDeptRow, CarbonReportReply }

/** GET /obt/carbon/monthReport: departments' flights, trains, trips and estimated kg CO2e of a China month 'YYYY-MM'. */
export function carbonMonthReport(month: string): Promise<CarbonReportReply> {
  return http.get<CarbonReportReply>('/obt/carbon/monthReport', { month }, { quiet: true, inlineErrors: true })
}
