/** Sign-in and the signed-in user: vipLogin, getValidateCode, getCorpList, vipLoginOut, getLoginUserInfo. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf, requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { CorpListQuery, CorpListReply, ValidateCodeReply, VipLoginBody, VipLoginReply } from '../../../schemas/auth'
import { EmptyBody, Reply } from '../../../schemas/common'
import { LoginUserInfo, LoginUserInfoQuery } from '../../../schemas/user'
import { corpList, login, logout } from '../../../services/identity/auth'
import { createCaptcha } from '../../../services/identity/captcha'
import { loginUserInfo } from '../../../services/company/company'

/** Registers the sign-in routes. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/vipLogin', { schema: { body: VipLoginBody, response: { 200: Reply(VipLoginReply) } }, config: { public: true } }, async (request) =>
    ok(await login(ctx, request.body, metaOf(request))),
  )

  app.get('/obt/getValidateCode', { schema: { response: { 200: Reply(ValidateCodeReply) } }, config: { public: true } }, async () => ok(await createCaptcha(ctx)))

  app.get('/obt/getCorpList', { schema: { querystring: CorpListQuery, response: { 200: Reply(CorpListReply) } }, config: { public: true } }, async (request) =>
    ok(await corpList(ctx, request.query.loginName, request.caller, request.lang, request.ip)),
  )

  app.post('/obt/vipLoginOut', { schema: { body: EmptyBody, response: { 200: Reply(Type.Null()) } } }, async (request) => {
    await logout(ctx, requireCaller(request))
    return ok(null)
  })

  app.get('/obt/getLoginUserInfo', { schema: { querystring: LoginUserInfoQuery, response: { 200: Reply(LoginUserInfo) } } }, async (request) =>
    ok(await loginUserInfo(ctx, requireCaller(request), request.lang)),
  )
}
