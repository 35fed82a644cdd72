/** /mqc/bugManage: bug reports from the app (public: reports also come from signed-out screens). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/envelope'
import { Reply } from '../../schemas/common'
import { BugReportBatchBody, BugReportBatchReply, BugReportBody, BugReportReply } from '../../schemas/system'
import { submitBug } from '../../services/support/bug-reports'

/** Registers the bug report routes. */
export async function bugManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/mqc/bugManage/submitBug', { schema: { body: BugReportBody, response: { 200: Reply(BugReportReply) } } }, async (request) => ok({ id: await submitBug(ctx, request.body) }))

  app.post('/mqc/bugManage/submitBug4Batch', { schema: { body: BugReportBatchBody, response: { 200: Reply(BugReportBatchReply) } } }, async (request) => {
    const ids: number[] = []
    for (const report of request.body.list) ids.push(await submitBug(ctx, report))
    return ok({ ids })
  })
}
