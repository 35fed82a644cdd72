/** Company groups (signed in): getVipCorpsByEmpNo and sso4ParnetCorpId. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf, requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import { GroupCorpsReply, SwitchCorpBody, SwitchCorpReply } from '../../../schemas/company-group'
import { groupCompanies, switchCompany } from '../../../services/company-group/company-group'

/** Registers the company-group routes. */
export async function companyGroupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/getVipCorpsByEmpNo', { schema: { body: EmptyBody, response: { 200: Reply(GroupCorpsReply) } } }, async (request) =>
    ok(await groupCompanies(ctx, requireCaller(request), request.lang)),
  )

  app.post('/obt/sso4ParnetCorpId', { schema: { body: SwitchCorpBody, response: { 200: Reply(SwitchCorpReply) } } }, async (request) =>
    ok(await switchCompany(ctx, requireCaller(request), request.body, metaOf(request))),
  )
}
