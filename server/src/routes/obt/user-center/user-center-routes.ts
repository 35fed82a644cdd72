/**
 * The traveller's own data in the user centre: delivery addresses, airline member cards, closing
 * the account (vipCancel) and the personal data export. Frequent travellers are the vipEmpContacts*
 * calls (routes/obt/travellers), hotel member cards /obt/hotel/memberCard/* (routes/obt/hotel).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  AddressEditBody,
  AddressEditReply,
  AddressIdBody,
  AddressListReply,
  AirlineCardEditBody,
  AirlineCardEditReply,
  AirlineCardIdBody,
  AirlineCardListReply,
  CloseAccountBody,
  CloseAccountCodeReply,
  CloseAccountReply,
  DeletedReply,
  PersonalDataLinkReply,
} from '../../../schemas/user-data'
import { addressDelete, addressEdit, addressList } from '../../../services/identity/addresses'
import { airlineCardDelete, airlineCardEdit, airlineCardList } from '../../../services/identity/airline-cards'
import { closeAccount, sendCloseAccountCode } from '../../../services/identity/close-account'
import { createPersonalDataLink, redeemPersonalData } from '../../../services/identity/personal-data'

/** Registers the user-centre data routes. */
export async function userCenterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/vipEmpAddress/list', { schema: { response: { 200: Reply(AddressListReply) } } }, async (request) =>
    ok(await addressList(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/vipEmpAddress/edit', { schema: { body: AddressEditBody, response: { 200: Reply(AddressEditReply) } } }, async (request) =>
    ok(await addressEdit(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/vipEmpAddress/delete', { schema: { body: AddressIdBody, response: { 200: Reply(DeletedReply) } } }, async (request) =>
    ok(await addressDelete(ctx, requireCaller(request), Number(request.body.id))),
  )

  app.post('/obt/airline/memberCard/list', { schema: { response: { 200: Reply(AirlineCardListReply) } } }, async (request) =>
    ok(await airlineCardList(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/airline/memberCard/edit', { schema: { body: AirlineCardEditBody, response: { 200: Reply(AirlineCardEditReply) } } }, async (request) =>
    ok(await airlineCardEdit(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/airline/memberCard/delete', { schema: { body: AirlineCardIdBody, response: { 200: Reply(DeletedReply) } } }, async (request) =>
    ok(await airlineCardDelete(ctx, requireCaller(request), Number(request.body.id))),
  )

  app.post('/obt/vipCancel/smsCode', { schema: { response: { 200: Reply(CloseAccountCodeReply) } } }, async (request) =>
    ok(await sendCloseAccountCode(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/vipCancel', { schema: { body: CloseAccountBody, response: { 200: Reply(CloseAccountReply) } } }, async (request) => {
    const caller = requireCaller(request)
    const reply = await closeAccount(ctx, caller, request.body, request.lang)
    request.log.info({ empId: caller.empId, corpId: caller.corpId }, 'account closed by its holder')
    return ok(reply)
  })

  app.post('/obt/vipPersonalData/generate', { schema: { response: { 200: Reply(PersonalDataLinkReply) } } }, async (request) =>
    ok(await createPersonalDataLink(ctx, requireCaller(request), request.lang)),
  )
  // Exempt from reply schemas: the reply is the PDF file, not an envelope. The one-time token is the key.
  app.get(
    '/obt/vipPersonalData/file/:token',
    { schema: { params: Type.Object({ token: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) }) }, config: { public: true } },
    async (request, reply) => {
      const { pdf, fileName } = await redeemPersonalData(ctx, request.params.token)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf)
    },
  )
}
