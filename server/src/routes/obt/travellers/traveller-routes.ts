/** Travellers: bookable colleagues and the caller's frequent travellers. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { ContactEditBody, ContactIdQuery, ContactsPageQuery, EmpFindListQuery } from '../../../schemas/traveller'
import { contactDetail, contactsPage, deleteContact, editContact, findBookableColleagues } from '../../../services/travellers'

/** Registers the traveller routes. */
export async function travellerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/empFindList', { schema: { querystring: EmpFindListQuery } }, async (request) =>
    ok(await findBookableColleagues(ctx, requireCaller(request), request.query, request.lang)),
  )

  app.get('/obt/vipEmpContactsPage', { schema: { querystring: ContactsPageQuery } }, async (request) =>
    ok(await contactsPage(ctx, requireCaller(request), request.query)),
  )

  // The edit form's read: whole document numbers of ONE contact, for its owner only.
  app.get('/obt/vipEmpContactsDetail', { schema: { querystring: ContactIdQuery } }, async (request) =>
    ok(await contactDetail(ctx, requireCaller(request), Number(request.query.id))),
  )

  app.post('/obt/vipEmpContactsEdit', { schema: { body: ContactEditBody } }, async (request) =>
    ok(await editContact(ctx, requireCaller(request), request.body)),
  )

  app.get('/obt/vipEmpContactsDel', { schema: { querystring: ContactIdQuery } }, async (request) =>
    ok(await deleteContact(ctx, requireCaller(request), Number(request.query.id))),
  )
}
