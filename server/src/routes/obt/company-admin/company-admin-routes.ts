/**
 * Company administration calls (schemas/company-admin.ts): the company and its data, employees,
 * invitations; and the two public invitation calls the /Invitation page makes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  CorpDetailReply,
  CorpItemEditBody,
  CorpItemEditReply,
  DeptTreeReply,
  EmpAdminListQuery,
  EmpAdminListReply,
  EmpDoneReply,
  EmpEditBody,
  EmpIdQuery,
  EmpSaveBody,
  EmpSaveReply,
  FareProtectionReply,
  FareProtectionSettings,
  InviteReply,
  InviteTokenQuery,
  RegisterForQrBody,
  RegisterForQrReply,
} from '../../../schemas/company-admin'
import {
  corpDetail,
  corpItemEdit,
  employeeAdd,
  employeeDetail,
  employeeEdit,
  employeeList,
  employeeSetStatus,
} from '../../../services/company-admin/company-admin'
import { editFareProtection, fareProtectionSettings } from '../../../services/company-admin/fare-protection'
import { createInvitation, deptTreeForInvitation, registerForInvitation } from '../../../services/company-admin/invitations'

/** Registers the company administration routes. */
export async function companyAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/vipCorpFareProtection', { schema: { response: { 200: Reply(FareProtectionReply) } } }, async (request) =>
    ok(await fareProtectionSettings(ctx, requireCaller(request), request.lang)),
  )

  app.post('/obt/vipCorpFareProtectionEdit', { schema: { body: FareProtectionSettings, response: { 200: Reply(FareProtectionReply) } } }, async (request) =>
    ok(await editFareProtection(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/vipCorpFindDetail', { schema: { response: { 200: Reply(CorpDetailReply) } } }, async (request) =>
    ok(await corpDetail(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/vipCorpItemEdit', { schema: { body: CorpItemEditBody, response: { 200: Reply(CorpItemEditReply) } } }, async (request) => {
    const caller = requireCaller(request)
    const reply = await corpItemEdit(ctx, caller, request.body, request.lang)
    request.log.info({ empId: caller.empId, corpId: caller.corpId, kind: request.body.kind, id: reply.item.id }, 'company data edited')
    return ok(reply)
  })

  app.get('/obt/vipEmpFindList', { schema: { querystring: EmpAdminListQuery, response: { 200: Reply(EmpAdminListReply) } } }, async (request) =>
    ok(await employeeList(ctx, requireCaller(request), request.query, request.lang)),
  )
  app.get('/obt/vipEmpFindDetail', { schema: { querystring: EmpIdQuery, response: { 200: Reply(EmpDoneReply) } } }, async (request) =>
    ok(await employeeDetail(ctx, requireCaller(request), Number(request.query.empId), request.lang)),
  )
  app.post('/obt/vipEmpSaveDetail', { schema: { body: EmpSaveBody, response: { 200: Reply(EmpSaveReply) } } }, async (request) => {
    const caller = requireCaller(request)
    const reply = await employeeAdd(ctx, caller, request.body, request.lang)
    request.log.info({ empId: caller.empId, corpId: caller.corpId, newEmpId: reply.empId }, 'employee added by an administrator')
    return ok(reply)
  })
  app.post('/obt/vipEmpEditDetail', { schema: { body: EmpEditBody, response: { 200: Reply(EmpDoneReply) } } }, async (request) =>
    ok(await employeeEdit(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.get('/obt/vipEmpDel', { schema: { querystring: EmpIdQuery, response: { 200: Reply(EmpDoneReply) } } }, async (request) => {
    const caller = requireCaller(request)
    const reply = await employeeSetStatus(ctx, caller, Number(request.query.empId), 2, request.lang)
    request.log.info({ empId: caller.empId, corpId: caller.corpId, disabled: request.query.empId }, 'employee disabled')
    return ok(reply)
  })
  app.post('/obt/vipEmpEnable', { schema: { body: EmpIdQuery, response: { 200: Reply(EmpDoneReply) } } }, async (request) =>
    ok(await employeeSetStatus(ctx, requireCaller(request), Number(request.body.empId), 1, request.lang)),
  )

  app.post('/obt/vipEmpInvite', { schema: { body: EmptyBody, response: { 200: Reply(InviteReply) } } }, async (request) =>
    ok(await createInvitation(ctx, requireCaller(request), request.lang)),
  )
  app.get(
    '/obt/vipDeptTreeForEmpQr',
    { schema: { querystring: InviteTokenQuery, response: { 200: Reply(DeptTreeReply) } }, config: { public: true } },
    async (request) => ok(await deptTreeForInvitation(ctx, request.query.code, request.lang)),
  )
  app.post(
    '/obt/userRegisterForQr',
    { schema: { body: RegisterForQrBody, response: { 200: Reply(RegisterForQrReply) } }, config: { public: true } },
    async (request) => ok(await registerForInvitation(ctx, request.body, request.lang)),
  )
}
