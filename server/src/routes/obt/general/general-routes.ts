/** Company settings and reference data. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody } from '../../../schemas/common'
import {
  BClassQuery,
  CostCenterListBody,
  GetParameterQuery,
  PageSetListBody,
  ParamNoBody,
  ProjectListBody,
  QueryParameterBody,
} from '../../../schemas/general'
import {
  authorizedProducts,
  categories,
  complaintPhone,
  costCenterList,
  customerInfoList,
  nationList,
  pageSettings,
  parameterValues,
  projectList,
} from '../../../services/company'

/** Registers the general routes. */
export async function generalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/etPageSetList', { schema: { body: PageSetListBody }, config: { public: true } }, async (request) =>
    ok(await pageSettings(ctx, request.caller, request.body, request.lang)),
  )

  // Parameters: public calls answer the caller's company value when a valid token came, else the system value.
  app.get('/obt/getParameter', { schema: { querystring: GetParameterQuery }, config: { public: true } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.query.paramNo], request.caller?.corpId ?? null) }),
  )

  app.post('/obt/admin/queryParameter', { schema: { body: QueryParameterBody }, config: { public: true } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, request.body.paramNos, request.caller?.corpId ?? null) }),
  )

  app.post('/obt/queryVipParameter', { schema: { body: ParamNoBody } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.body.paramNo], requireCaller(request).corpId) }),
  )

  app.post('/obt/admin/vipParam/getSysParameter', { schema: { body: ParamNoBody } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.body.paramNo], null) }),
  )

  app.post('/obt/sys/privilege/getAuthorizationPnos', { schema: { body: EmptyBody } }, async (request) =>
    ok({ pnos: await authorizedProducts(ctx, requireCaller(request)) }),
  )

  app.get('/obt/getBClass', { schema: { querystring: BClassQuery } }, async (request) =>
    ok(await categories(ctx, request.query.parNo, request.lang)),
  )

  app.post('/obt/bdc/findNationList', { schema: { body: EmptyBody }, config: { public: true } }, async () => ok(await nationList(ctx)))

  app.post('/obt/costCenterFindList', { schema: { body: CostCenterListBody } }, async (request) =>
    ok(await costCenterList(ctx, requireCaller(request), request.body.keywords, request.lang)),
  )

  app.post('/obt/projectList', { schema: { body: ProjectListBody } }, async (request) =>
    ok(await projectList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/getCustomerInfoList', async (request) => ok(await customerInfoList(ctx, requireCaller(request), request.lang)))

  app.get('/obt/getComplaintPhone', { config: { public: true } }, async (request) => ok(await complaintPhone(ctx, request.caller)))
}
