/** Account self-service: SMS codes, registration, password reset and change, mobile change. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { metaOf, requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  DoneReply,
  EditPwdBody,
  PhoneBindingBody,
  RegisterSmsCodeQuery,
  ResetPwdBody,
  ResetPwdReply,
  SmsCodeCheckQuery,
  SmsCodeGetQuery,
  SmsSentReply,
  TicketReply,
  UserRegisterBody,
  UserRegisterReply,
  ValidModifyPasswordQuery,
  ValidModifyPasswordReply,
} from '../../../schemas/auth'
import { Reply } from '../../../schemas/common'
import {
  changeMobile,
  changePassword,
  checkCodeForTicket,
  checkPasswordRule,
  register,
  requestSmsCode,
  resetPassword,
} from '../../../services/identity/account'

/** Registers the account routes. */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/smsCodeGet', { schema: { querystring: SmsCodeGetQuery, response: { 200: Reply(SmsSentReply) } }, config: { public: true } }, async (request) =>
    ok(await requestSmsCode(ctx, request.query.phone, request.query.scene, request.caller, metaOf(request), request.ip)),
  )

  app.get('/obt/getRegisterSmsCode', { schema: { querystring: RegisterSmsCodeQuery, response: { 200: Reply(SmsSentReply) } }, config: { public: true } }, async (request) =>
    ok(await requestSmsCode(ctx, request.query.phone, 'register', request.caller, metaOf(request), request.ip)),
  )

  app.get('/obt/smsCodeCheck', { schema: { querystring: SmsCodeCheckQuery, response: { 200: Reply(TicketReply) } }, config: { public: true } }, async (request) =>
    ok(await checkCodeForTicket(ctx, request.query.phone, request.query.scene, request.query.code)),
  )

  app.post('/obt/userRegister', { schema: { body: UserRegisterBody, response: { 200: Reply(UserRegisterReply) } }, config: { public: true } }, async (request) =>
    ok(await register(ctx, request.body, metaOf(request))),
  )

  app.post('/obt/vipEmpResetPwd', { schema: { body: ResetPwdBody, response: { 200: Reply(ResetPwdReply) } }, config: { public: true } }, async (request) =>
    ok(await resetPassword(ctx, request.body, metaOf(request))),
  )

  app.post('/obt/vipEmpEditPwd', { schema: { body: EditPwdBody, response: { 200: Reply(DoneReply) } } }, async (request) =>
    ok(await changePassword(ctx, requireCaller(request), request.body)),
  )

  app.get('/obt/validModifyPassword', { schema: { querystring: ValidModifyPasswordQuery, response: { 200: Reply(ValidModifyPasswordReply) } }, config: { public: true } }, async (request) =>
    ok(checkPasswordRule(request.query.pwd, metaOf(request))),
  )

  app.post('/obt/phoneBinding', { schema: { body: PhoneBindingBody, response: { 200: Reply(DoneReply) } } }, async (request) =>
    ok(await changeMobile(ctx, requireCaller(request), request.body, metaOf(request))),
  )
}
