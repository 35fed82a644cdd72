/** The monthly carbon report (administrators of the caller's company only; 4004 otherwise). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { CarbonReportQuery, CarbonReportReply } from '../../../schemas/carbon'
import { Reply } from '../../../schemas/common'
import { carbonMonthReport } from '../../../services/carbon/report'

/** Registers the carbon routes. */
export async function carbonRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/carbon/monthReport', { schema: { querystring: CarbonReportQuery, response: { 200: Reply(CarbonReportReply) } } }, async (request) =>
    ok(await carbonMonthReport(ctx, requireCaller(request), request.query.month, request.lang)),
  )
}
