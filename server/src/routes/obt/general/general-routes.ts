/** Company settings and reference data. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  AuthorizationPnosReply,
  BClassQuery,
  BClassReply,
  ComplaintPhoneReply,
  CostCenterListBody,
  CostCenterListReply,
  CustomerInfoListReply,
  GetParameterQuery,
  NationListReply,
  PageSetListBody,
  PageSetListReply,
  ParameterReply,
  ParamNoBody,
  ProjectListBody,
  ProjectPage,
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
} from '../../../services/company/company'

/** Registers the general routes. */
export async function generalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/etPageSetList', { schema: { body: PageSetListBody, response: { 200: Reply(PageSetListReply) } }, config: { public: true } }, async (request) =>
    ok(await pageSettings(ctx, request.caller, request.body, request.lang)),
  )

  // Parameters: public calls answer the caller's company value when a valid token came, else the system value.
  app.get('/obt/getParameter', { schema: { querystring: GetParameterQuery, response: { 200: Reply(ParameterReply) } }, config: { public: true } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.query.paramNo], request.caller?.corpId ?? null) }),
  )

  app.post('/obt/admin/queryParameter', { schema: { body: QueryParameterBody, response: { 200: Reply(ParameterReply) } }, config: { public: true } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, request.body.paramNos, request.caller?.corpId ?? null) }),
  )

  app.post('/obt/queryVipParameter', { schema: { body: ParamNoBody, response: { 200: Reply(ParameterReply) } } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.body.paramNo], requireCaller(request).corpId) }),
  )

  app.post('/obt/admin/vipParam/getSysParameter', { schema: { body: ParamNoBody, response: { 200: Reply(ParameterReply) } } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, [request.body.paramNo], null) }),
  )

  app.post('/obt/sys/privilege/getAuthorizationPnos', { schema: { body: EmptyBody, response: { 200: Reply(AuthorizationPnosReply) } } }, async (request) =>
    ok({ pnos: await authorizedProducts(ctx, requireCaller(request)) }),
  )

  app.get('/obt/getBClass', { schema: { querystring: BClassQuery, response: { 200: Reply(BClassReply) } } }, async (request) =>
    ok(await categories(ctx, request.query.parNo, request.lang)),
  )

  app.post('/obt/bdc/findNationList', { schema: { body: EmptyBody, response: { 200: Reply(NationListReply) } }, config: { public: true } }, async () => ok(await nationList(ctx)))

  app.post('/obt/costCenterFindList', { schema: { body: CostCenterListBody, response: { 200: Reply(CostCenterListReply) } } }, async (request) =>
    ok(await costCenterList(ctx, requireCaller(request), request.body.keywords, request.lang)),
  )

  app.post('/obt/projectList', { schema: { body: ProjectListBody, response: { 200: Reply(ProjectPage) } } }, async (request) =>
    ok(await projectList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/getCustomerInfoList', { schema: { response: { 200: Reply(CustomerInfoListReply) } } }, async (request) => ok(await customerInfoList(ctx, requireCaller(request), request.lang)))

  app.get('/obt/getComplaintPhone', { schema: { response: { 200: Reply(ComplaintPhoneReply) } }, config: { public: true } }, async (request) => ok(await complaintPhone(ctx, request.caller)))
}
