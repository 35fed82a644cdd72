/** Travellers: bookable colleagues and the caller's frequent travellers. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  ContactDelReply,
  ContactDetail,
  ContactEditBody,
  ContactEditReply,
  ContactIdQuery,
  ContactsPageQuery,
  ContactsPageReply,
  EmpFindListQuery,
  EmpFindListReply,
} from '../../../schemas/traveller'
import { contactDetail, contactsPage, deleteContact, editContact, findBookableColleagues } from '../../../services/identity/travellers'

/** Registers the traveller routes. */
export async function travellerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/empFindList', { schema: { querystring: EmpFindListQuery, response: { 200: Reply(EmpFindListReply) } } }, async (request) =>
    ok(await findBookableColleagues(ctx, requireCaller(request), request.query, request.lang)),
  )

  app.get('/obt/vipEmpContactsPage', { schema: { querystring: ContactsPageQuery, response: { 200: Reply(ContactsPageReply) } } }, async (request) =>
    ok(await contactsPage(ctx, requireCaller(request), request.query)),
  )

  // The edit form's read: whole document numbers of ONE contact, for its owner only.
  app.get('/obt/vipEmpContactsDetail', { schema: { querystring: ContactIdQuery, response: { 200: Reply(ContactDetail) } } }, async (request) =>
    ok(await contactDetail(ctx, requireCaller(request), Number(request.query.id))),
  )

  app.post('/obt/vipEmpContactsEdit', { schema: { body: ContactEditBody, response: { 200: Reply(ContactEditReply) } } }, async (request) =>
    ok(await editContact(ctx, requireCaller(request), request.body)),
  )

  app.get('/obt/vipEmpContactsDel', { schema: { querystring: ContactIdQuery, response: { 200: Reply(ContactDelReply) } } }, async (request) =>
    ok(await deleteContact(ctx, requireCaller(request), Number(request.query.id))),
  )
}
