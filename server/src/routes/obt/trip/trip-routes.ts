/** Business-trip applications: vipCcsqd*, vipChange*, booking under an application, attachments. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AppError, ErrCode, badInput } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  AttachmentQuery,
  BookableApplication,
  CcsqdAddBody,
  CcsqdAddReply,
  CcsqdDelQuery,
  CcsqdInfoQuery,
  CcsqdListQuery,
  ChangeAddBody,
  ChangeAddReply,
  ChangeDelQuery,
  ChangeListQuery,
  ChangeListReply,
  Detail4BookBody,
  List4BookBody,
  List4BookReply,
  TripApplication,
  TripApplicationPage,
  TripDoneReply,
  UploadReply,
} from '../../../schemas/trip'
import { MAX_UPLOAD_BYTES, readAttachment, saveAttachment } from '../../../services/trips/trip-attachments'
import {
  addChange,
  applicationDetail,
  applicationList,
  bookableApplication,
  bookableApplications,
  changeList,
  deleteApplication,
  saveApplication,
  withdrawChange,
} from '../../../services/trips/trip-applications'

/** Registers the trip application routes. */
export async function tripRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/vipCcsqdGetList', { schema: { querystring: CcsqdListQuery, response: { 200: Reply(TripApplicationPage) } } }, async (request) =>
    ok(await applicationList(ctx, requireCaller(request), request.query, request.lang)),
  )

  app.get('/obt/vipCcsqdGetInfo', { schema: { querystring: CcsqdInfoQuery, response: { 200: Reply(TripApplication) } } }, async (request) =>
    ok(await applicationDetail(ctx, requireCaller(request), request.query.ccsqdId, request.lang)),
  )

  app.post('/obt/vipCcsqdAdd', { schema: { body: CcsqdAddBody, response: { 200: Reply(CcsqdAddReply) } } }, async (request) => ok(await saveApplication(ctx, requireCaller(request), request.body)))

  app.get('/obt/vipCcsqdDel', { schema: { querystring: CcsqdDelQuery, response: { 200: Reply(TripDoneReply) } } }, async (request) => {
    await deleteApplication(ctx, requireCaller(request), request.query.ccsqdId)
    return ok({ done: true as const })
  })

  app.post('/obt/vipCcsqdList4Book', { schema: { body: List4BookBody, response: { 200: Reply(List4BookReply) } } }, async (request) =>
    ok(await bookableApplications(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipCcsqdDetail4Book', { schema: { body: Detail4BookBody, response: { 200: Reply(BookableApplication) } } }, async (request) =>
    ok(await bookableApplication(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/vipChangeGetByCcsqd', { schema: { querystring: ChangeListQuery, response: { 200: Reply(ChangeListReply) } } }, async (request) =>
    ok(await changeList(ctx, requireCaller(request), request.query.ccsqdId, request.lang)),
  )

  app.post('/obt/vipChangeAdd', { schema: { body: ChangeAddBody, response: { 200: Reply(ChangeAddReply) } } }, async (request) => ok(await addChange(ctx, requireCaller(request), request.body)))

  app.get('/obt/vipChangeDel', { schema: { querystring: ChangeDelQuery, response: { 200: Reply(TripDoneReply) } } }, async (request) => {
    await withdrawChange(ctx, requireCaller(request), request.query.changeId)
    return ok({ done: true as const })
  })

  // Multipart, field `file`; the size limit is enforced while the file streams in. The body has no
  // schema (a multipart stream); the reply is an envelope like any other and has one.
  app.post('/obt/vipCorp/fj/uploadCons', { schema: { response: { 200: Reply(UploadReply) } } }, async (request) => {
    const caller = requireCaller(request)
    if (!request.isMultipart()) throw badInput('uploadMissing')
    let part: Awaited<ReturnType<typeof request.file>>
    let data: Buffer
    try {
      part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: true })
      if (!part) throw badInput('uploadMissing')
      data = await part.toBuffer()
    } catch (error) {
      if (error instanceof AppError) throw error
      if (error instanceof fastify.multipartErrors.RequestFileTooLargeError) throw badInput('uploadTooLarge')
      throw new AppError(ErrCode.BAD_INPUT, 'malformedRequest')
    }
    return ok(await saveAttachment(ctx, caller, part.filename, data))
  })

  // Exempt from reply schemas: the reply is the file itself, not an envelope.
  app.get('/obt/vipCorp/fj/queryFj', { schema: { querystring: AttachmentQuery } }, async (request, reply) => {
    const file = await readAttachment(ctx, requireCaller(request), Number(request.query.id))
    return reply
      .type(file.mime)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data)
  })
}
