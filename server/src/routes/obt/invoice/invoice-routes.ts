/**
 * Invoice calls (overview §7 "Invoices"): titles under /obt/admin/vipCorpSwxx (list, edit,
 * detail), invoice requests under /obt/kp/order (orderList, checkOrEditFace, add, detail, list,
 * sendKpEmail, pdf and the PDF file itself), delivery under /obt/express (set/address/fee,
 * matchFee, order/lookExpressInfo, order/editPsdz). The path table is in server/README.md,
 * Invoices; shapes in schemas/invoice.ts. All private and scoped to the caller, except the PDF file
 * (its random token is the key, so a mail client or the phone's viewer can open it).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  EditPsdzBody,
  ExpressInfoReply,
  ExpressSettingsReply,
  FaceCheckBody,
  InvoiceAddBody,
  InvoiceDetail,
  InvoiceFace,
  InvoiceIdBody,
  InvoiceListBody,
  InvoiceListReply,
  InvoicePdfReply,
  InvoiceTitle,
  InvoiceableListBody,
  InvoiceableListReply,
  MatchFeeBody,
  MatchFeeReply,
  SendKpEmailBody,
  SendKpEmailReply,
  TitleDetailQuery,
  TitleEditBody,
  TitleListBody,
  TitleListReply,
} from '../../../schemas/invoice'
import { expressSettings, matchFee } from '../../../services/invoices/express'
import {
  addInvoice,
  checkFace,
  editDelivery,
  invoiceDetail,
  invoicePdf,
  invoicePdfLink,
  invoiceableOrders,
  listInvoices,
  lookExpress,
  sendInvoiceEmail,
} from '../../../services/invoices/invoices'
import { editTitle, listTitles, titleDetail } from '../../../services/invoices/titles'

const TITLES = '/obt/admin/vipCorpSwxx'
const KP = '/obt/kp/order'
const EXPRESS = '/obt/express'

/** Registers the invoice routes. */
export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${TITLES}/list`, { schema: { body: TitleListBody, response: { 200: Reply(TitleListReply) } } }, async (request) =>
    ok(await listTitles(ctx, requireCaller(request), request.body)),
  )
  app.post(`${TITLES}/edit`, { schema: { body: TitleEditBody, response: { 200: Reply(InvoiceTitle) } } }, async (request) =>
    ok(await editTitle(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.get(`${TITLES}/detail`, { schema: { querystring: TitleDetailQuery, response: { 200: Reply(InvoiceTitle) } } }, async (request) =>
    ok(await titleDetail(ctx, requireCaller(request), Number(request.query.id))),
  )

  app.post(`${KP}/orderList`, { schema: { body: InvoiceableListBody, response: { 200: Reply(InvoiceableListReply) } } }, async (request) =>
    ok(await invoiceableOrders(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${KP}/checkOrEditFace`, { schema: { body: FaceCheckBody, response: { 200: Reply(InvoiceFace) } } }, async (request) =>
    ok(await checkFace(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${KP}/add`, { schema: { body: InvoiceAddBody, response: { 200: Reply(InvoiceDetail) } } }, async (request) =>
    ok(await addInvoice(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${KP}/detail`, { schema: { body: InvoiceIdBody, response: { 200: Reply(InvoiceDetail) } } }, async (request) =>
    ok(await invoiceDetail(ctx, requireCaller(request), request.body.id, request.lang)),
  )
  app.post(`${KP}/list`, { schema: { body: InvoiceListBody, response: { 200: Reply(InvoiceListReply) } } }, async (request) =>
    ok(await listInvoices(ctx, requireCaller(request), request.body)),
  )
  app.post(`${KP}/sendKpEmail`, { schema: { body: SendKpEmailBody, response: { 200: Reply(SendKpEmailReply) } } }, async (request) =>
    ok(await sendInvoiceEmail(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${KP}/pdf`, { schema: { body: InvoiceIdBody, response: { 200: Reply(InvoicePdfReply) } } }, async (request) =>
    ok(await invoicePdfLink(ctx, requireCaller(request), request.body.id)),
  )
  // The link itself: no session (a browser tab, the phone's viewer or a mail client opens it). Exempt from reply schemas: the reply is the file.
  app.get(
    `${KP}/pdf/file/:token`,
    { schema: { params: Type.Object({ token: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) }) }, config: { public: true } },
    async (request, reply) => {
      const { pdf, fileName } = await invoicePdf(ctx, request.params.token)
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`).header('Cache-Control', 'no-store').send(pdf)
    },
  )

  app.post(`${EXPRESS}/set/address/fee`, { schema: { body: EmptyBody, response: { 200: Reply(ExpressSettingsReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await expressSettings(ctx, request.lang))
  })
  app.post(`${EXPRESS}/matchFee`, { schema: { body: MatchFeeBody, response: { 200: Reply(MatchFeeReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await matchFee(ctx, request.body.province, request.lang))
  })
  app.post(`${EXPRESS}/order/lookExpressInfo`, { schema: { body: InvoiceIdBody, response: { 200: Reply(ExpressInfoReply) } } }, async (request) =>
    ok(await lookExpress(ctx, requireCaller(request), request.body.id, request.lang)),
  )
  app.post(`${EXPRESS}/order/editPsdz`, { schema: { body: EditPsdzBody, response: { 200: Reply(InvoiceDetail) } } }, async (request) =>
    ok(await editDelivery(ctx, requireCaller(request), request.body, request.lang)),
  )
}
