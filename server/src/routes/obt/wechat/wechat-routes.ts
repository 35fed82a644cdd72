/** Mini-program sign-in (public calls). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { GetOpenIdBody, ValidPhoneWithCorpBody, WxLoginBody, WxMiniPhoneBody } from '../../../schemas/auth'
import { bindPhoneAndLogin, getOpenId, getWxMiniPhone, wxLogin } from '../../../services/wechat'

/** Registers the mini-program routes. */
export async function wechatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.post('/obt/getOpenId', { schema: { body: GetOpenIdBody }, config: pub }, async (request) => ok(await getOpenId(ctx, request.body)))

  app.post('/obt/wxLogin', { schema: { body: WxLoginBody }, config: pub }, async (request) =>
    ok(await wxLogin(ctx, request.body, metaOf(request))),
  )

  app.post('/obt/getWxMiniPhone', { schema: { body: WxMiniPhoneBody }, config: pub }, async (request) =>
    ok(await getWxMiniPhone(ctx, request.body.code)),
  )

  app.post('/obt/validPhoneWithCorp', { schema: { body: ValidPhoneWithCorpBody }, config: pub }, async (request) =>
    ok(await bindPhoneAndLogin(ctx, request.body, metaOf(request))),
  )
}
