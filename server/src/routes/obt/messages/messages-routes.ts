/** Notices, personal messages and badge counts. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  AllNoticesBody,
  LoginTzBody,
  LoginTzReply,
  MsgTypeBody,
  Notice,
  NoticeContentBody,
  NoticeCountReply,
  NoticePage,
  PersonalMessagePage,
  ReadNoticeBody,
  TotalCountReply,
} from '../../../schemas/messages'
import { personalMessages, readPersonalMessage } from '../../../services/messages/emp-messages'
import { badgeCounts, loginNotice, noticeContent, noticeCounts, noticePage, readNotice } from '../../../services/messages/notices'

/** Registers the notice routes. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/getLoginTz', { schema: { body: LoginTzBody, response: { 200: Reply(LoginTzReply) } }, config: { public: true } }, async (request) =>
    ok(await loginNotice(ctx, request.caller, request.body.corpNo, request.lang)),
  )

  app.post('/obt/sms/findGgtzReadCount', { schema: { body: EmptyBody, response: { 200: Reply(NoticeCountReply) } } }, async (request) =>
    ok(await noticeCounts(ctx, requireCaller(request))),
  )

  app.post('/obt/sms/allGgTz', { schema: { body: AllNoticesBody, response: { 200: Reply(NoticePage) } } }, async (request) =>
    ok(await noticePage(ctx, requireCaller(request), request.body.pageNum ?? 1, request.body.count ?? 20, request.lang)),
  )

  app.post('/obt/getTzContent', { schema: { body: NoticeContentBody, response: { 200: Reply(Notice) } } }, async (request) =>
    ok(await noticeContent(ctx, requireCaller(request), request.body.id, request.lang)),
  )

  app.post('/obt/readGgtz', { schema: { body: ReadNoticeBody, response: { 200: Reply(Type.Null()) } } }, async (request) => {
    if (request.body.msgType === 2) await readPersonalMessage(ctx, requireCaller(request), request.body.id)
    else await readNotice(ctx, requireCaller(request), request.body.id)
    return ok(null)
  })

  app.post('/obt/sms/findGgtzByMsgType', { schema: { body: MsgTypeBody, response: { 200: Reply(PersonalMessagePage) } } }, async (request) =>
    ok(await personalMessages(ctx, requireCaller(request), request.body.pageNum ?? 1, request.body.count ?? 20, request.lang)),
  )

  app.post('/obt/totalCount', { schema: { body: EmptyBody, response: { 200: Reply(TotalCountReply) } } }, async (request) => ok(await badgeCounts(ctx, requireCaller(request))))
}
