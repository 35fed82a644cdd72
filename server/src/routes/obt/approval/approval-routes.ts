/** Approvals (overview §7 "Approval"): work item lists and counts, detail, decide, withdraw, order approval, rules. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  ApprovalDetailBody,
  ApprovalPageQuery,
  CancelAppBody,
  MatchGzBody,
  NeedApprovalBody,
  ReceiveAppResultBody,
  SendAppBody,
  SpgzDetailQuery,
} from '../../../schemas/approval'
import { EmptyBody } from '../../../schemas/common'
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
} from '../../../services/approvals'
import { needApproval } from '../../../services/flights/booking'

/** Registers the approval routes. */
export async function approvalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/vipBpmForMyAppNew', { schema: { querystring: ApprovalPageQuery } }, async (request) =>
    ok(await pendingItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.get('/obt/vipBpmForMyAppedNew', { schema: { querystring: ApprovalPageQuery } }, async (request) =>
    ok(await decidedItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.get('/obt/vipBpmForMySendAppNew', { schema: { querystring: ApprovalPageQuery } }, async (request) =>
    ok(await sentItems(ctx, requireCaller(request), request.query.pageNum ?? 1, request.query.count ?? 10, request.lang)),
  )

  app.post('/obt/vipBpmForMyAppCountNew', { schema: { body: EmptyBody } }, async (request) => ok(await itemCounts(ctx, requireCaller(request))))

  app.post('/obt/vipBpmForPendingMyAppCount', { schema: { body: EmptyBody } }, async (request) =>
    ok(await mySubmissionsInApproval(ctx, requireCaller(request))),
  )

  app.post('/obt/orderApproveList', { schema: { body: ApprovalDetailBody } }, async (request) =>
    ok(await approvalDetail(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipBpmReceiveAppResult', { schema: { body: ReceiveAppResultBody } }, async (request) =>
    ok(await decide(ctx, requireCaller(request), request.body)),
  )

  app.post('/obt/cancelApp', { schema: { body: CancelAppBody } }, async (request) => {
    await cancelApp(ctx, requireCaller(request), request.body)
    return ok({ done: true as const })
  })

  app.post('/obt/vipSpkzNeedApproval', { schema: { body: NeedApprovalBody } }, async (request) =>
    ok(await needApproval(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipBpmSendAppNew', { schema: { body: SendAppBody } }, async (request) => ok(await sendForApproval(ctx, requireCaller(request), request.body)))

  app.post('/obt/matchGz', { schema: { body: MatchGzBody } }, async (request) => ok(await matchGz(ctx, requireCaller(request), request.body, request.lang)))

  app.get('/obt/spgzFindList', async (request) => ok(await ruleList(ctx, requireCaller(request), request.lang)))

  app.get('/obt/vipSpgzFindDetail', { schema: { querystring: SpgzDetailQuery } }, async (request) =>
    ok(await ruleDetail(ctx, requireCaller(request), request.query.spgzId, request.lang)),
  )

  app.get('/obt/vipSpgzGetInfo', { schema: { querystring: SpgzDetailQuery } }, async (request) =>
    ok(await ruleDetail(ctx, requireCaller(request), request.query.spgzId, request.lang)),
  )
}
