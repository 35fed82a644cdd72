/** Sign-in and the signed-in user: vipLogin, getValidateCode, getCorpList, vipLoginOut, getLoginUserInfo. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf, requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { CorpListQuery, VipLoginBody } from '../../../schemas/auth'
import { EmptyBody } from '../../../schemas/common'
import { LoginUserInfoQuery } from '../../../schemas/user'
import { corpList, login, logout } from '../../../services/auth'
import { createCaptcha } from '../../../services/captcha'
import { loginUserInfo } from '../../../services/company'

/** Registers the sign-in routes. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/vipLogin', { schema: { body: VipLoginBody }, config: { public: true } }, async (request) =>
    ok(await login(ctx, request.body, metaOf(request))),
  )

  app.get('/obt/getValidateCode', { config: { public: true } }, async () => ok(await createCaptcha(ctx)))

  app.get('/obt/getCorpList', { schema: { querystring: CorpListQuery }, config: { public: true } }, async (request) =>
    ok(await corpList(ctx, request.query.loginName, request.caller, request.lang, request.ip)),
  )

  app.post('/obt/vipLoginOut', { schema: { body: EmptyBody } }, async (request) => {
    await logout(ctx, requireCaller(request))
    return ok(null)
  })

  app.get('/obt/getLoginUserInfo', { schema: { querystring: LoginUserInfoQuery } }, async (request) =>
    ok(await loginUserInfo(ctx, requireCaller(request), request.lang)),
  )
}
