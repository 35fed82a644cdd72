/** Approvals (overview §7 "Approval"): work item lists and counts, detail, decide, withdraw, order approval, rules. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  ApprovalCountReply,
  ApprovalDetail,
  ApprovalDetailBody,
  ApprovalItemPage,
  ApprovalPageQuery,
  ApprovalRule,
  ApprovalRuleList,
  CancelAppBody,
  CancelAppReply,
  MatchGzBody,
  MatchGzReply,
  NeedApprovalBody,
  NeedApprovalReply,
  PendingMyAppCountReply,
  ReceiveAppResultBody,
  ReceiveAppResultReply,
  SendAppBody,
  SendAppReply,
  SentApprovalPage,
  SpgzDetailQuery,
} from '../../../schemas/approval'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  approvalDetail,
  cancelApp,
  decide,
  decidedItems,
  itemCounts,
  matchGz,
  mySubmissionsInApproval,
  pendingItems,
  ruleDetail,
  ruleList,
  sendForApproval,
  sentItems,
} from '../../../services/approvals/approvals'
import { needApproval } from '../../../services/flights/booking'

/** Registers the approval routes. */
export async function approvalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/vipBpmForMyAppNew', { schema: { querystring: ApprovalPageQuery, response: { 200: Reply(ApprovalItemPage) } } }, async (request) =>
    ok(await pendingItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.get('/obt/vipBpmForMyAppedNew', { schema: { querystring: ApprovalPageQuery, response: { 200: Reply(ApprovalItemPage) } } }, async (request) =>
    ok(await decidedItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.get('/obt/vipBpmForMySendAppNew', { schema: { querystring: ApprovalPageQuery, response: { 200: Reply(SentApprovalPage) } } }, async (request) =>
    ok(await sentItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.post('/obt/vipBpmForMyAppCountNew', { schema: { body: EmptyBody, response: { 200: Reply(ApprovalCountReply) } } }, async (request) => ok(await itemCounts(ctx, requireCaller(request))))

  app.post('/obt/vipBpmForPendingMyAppCount', { schema: { body: EmptyBody, response: { 200: Reply(PendingMyAppCountReply) } } }, async (request) =>
    ok(await mySubmissionsInApproval(ctx, requireCaller(request))),
  )

  app.post('/obt/orderApproveList', { schema: { body: ApprovalDetailBody, response: { 200: Reply(ApprovalDetail) } } }, async (request) =>
    ok(await approvalDetail(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipBpmReceiveAppResult', { schema: { body: ReceiveAppResultBody, response: { 200: Reply(ReceiveAppResultReply) } } }, async (request) =>
    ok(await decide(ctx, requireCaller(request), request.body)),
  )

  app.post('/obt/cancelApp', { schema: { body: CancelAppBody, response: { 200: Reply(CancelAppReply) } } }, async (request) => {
    await cancelApp(ctx, requireCaller(request), request.body)
    return ok({ done: true as const })
  })

  app.post('/obt/vipSpkzNeedApproval', { schema: { body: NeedApprovalBody, response: { 200: Reply(NeedApprovalReply) } } }, async (request) =>
    ok(await needApproval(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipBpmSendAppNew', { schema: { body: SendAppBody, response: { 200: Reply(SendAppReply) } } }, async (request) => ok(await sendForApproval(ctx, requireCaller(request), request.body)))

  app.post('/obt/matchGz', { schema: { body: MatchGzBody, response: { 200: Reply(MatchGzReply) } } }, async (request) => ok(await matchGz(ctx, requireCaller(request), request.body, request.lang)))

  app.get('/obt/spgzFindList', { schema: { response: { 200: Reply(ApprovalRuleList) } } }, async (request) => ok(await ruleList(ctx, requireCaller(request), request.lang)))

  app.get('/obt/vipSpgzFindDetail', { schema: { querystring: SpgzDetailQuery, response: { 200: Reply(ApprovalRule) } } }, async (request) =>
    ok(await ruleDetail(ctx, requireCaller(request), request.query.spgzId, request.lang)),
  )

  app.get('/obt/vipSpgzGetInfo', { schema: { querystring: SpgzDetailQuery, response: { 200: Reply(ApprovalRule) } } }, async (request) =>
    ok(await ruleDetail(ctx, requireCaller(request), request.query.spgzId, request.lang)),
  )
}
