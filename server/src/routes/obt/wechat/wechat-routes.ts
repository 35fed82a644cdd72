/** Mini-program sign-in (public calls) and links into the mini-program (signed-in users). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf, requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  GenerateWxSchemeBody,
  GenerateWxSchemeReply,
  GetOpenIdBody,
  GetOpenIdReply,
  TokenReply,
  ValidPhoneWithCorpBody,
  WxLoginBody,
  WxMiniPhoneBody,
  WxMiniPhoneReply,
} from '../../../schemas/auth'
import { Reply } from '../../../schemas/common'
import { bindPhoneAndLogin, generateWxScheme, getOpenId, getWxMiniPhone, wxLogin } from '../../../services/identity/wechat'

/** Registers the mini-program routes. */
export async function wechatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.post('/obt/getOpenId', { schema: { body: GetOpenIdBody, response: { 200: Reply(GetOpenIdReply) } }, config: pub }, async (request) => ok(await getOpenId(ctx, request.body)))

  app.post('/obt/wxLogin', { schema: { body: WxLoginBody, response: { 200: Reply(TokenReply) } }, config: pub }, async (request) =>
    ok(await wxLogin(ctx, request.body, metaOf(request))),
  )

  app.post('/obt/getWxMiniPhone', { schema: { body: WxMiniPhoneBody, response: { 200: Reply(WxMiniPhoneReply) } }, config: pub }, async (request) =>
    ok(await getWxMiniPhone(ctx, request.body.code)),
  )

  app.post('/obt/validPhoneWithCorp', { schema: { body: ValidPhoneWithCorpBody, response: { 200: Reply(TokenReply) } }, config: pub }, async (request) =>
    ok(await bindPhoneAndLogin(ctx, request.body, metaOf(request))),
  )

  app.post('/obt/generateWxScheme', { schema: { body: GenerateWxSchemeBody, response: { 200: Reply(GenerateWxSchemeReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await generateWxScheme(ctx, request.body))
  })
}
