/** Business-trip applications: vipCcsqd*, vipChange*, booking under an application, attachments. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AppError, ErrCode, badInput } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  AttachmentQuery,
  CcsqdAddBody,
  CcsqdDelQuery,
  CcsqdInfoQuery,
  CcsqdListQuery,
  ChangeAddBody,
  ChangeDelQuery,
  ChangeListQuery,
  Detail4BookBody,
  List4BookBody,
} from '../../../schemas/trip'
import { MAX_UPLOAD_BYTES, readAttachment, saveAttachment } from '../../../services/trip-attachments'
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
} from '../../../services/trip-applications'

/** Registers the trip application routes. */
export async function tripRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/vipCcsqdGetList', { schema: { querystring: CcsqdListQuery } }, async (request) =>
    ok(await applicationList(ctx, requireCaller(request), request.query, request.lang)),
  )

  app.get('/obt/vipCcsqdGetInfo', { schema: { querystring: CcsqdInfoQuery } }, async (request) =>
    ok(await applicationDetail(ctx, requireCaller(request), request.query.ccsqdId, request.lang)),
  )

  app.post('/obt/vipCcsqdAdd', { schema: { body: CcsqdAddBody } }, async (request) => ok(await saveApplication(ctx, requireCaller(request), request.body)))

  app.get('/obt/vipCcsqdDel', { schema: { querystring: CcsqdDelQuery } }, async (request) => {
    await deleteApplication(ctx, requireCaller(request), request.query.ccsqdId)
    return ok({ done: true as const })
  })

  app.post('/obt/vipCcsqdList4Book', { schema: { body: List4BookBody } }, async (request) =>
    ok(await bookableApplications(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipCcsqdDetail4Book', { schema: { body: Detail4BookBody } }, async (request) =>
    ok(await bookableApplication(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/vipChangeGetByCcsqd', { schema: { querystring: ChangeListQuery } }, async (request) =>
    ok(await changeList(ctx, requireCaller(request), request.query.ccsqdId, request.lang)),
  )

  app.post('/obt/vipChangeAdd', { schema: { body: ChangeAddBody } }, async (request) => ok(await addChange(ctx, requireCaller(request), request.body)))

  app.get('/obt/vipChangeDel', { schema: { querystring: ChangeDelQuery } }, async (request) => {
    await withdrawChange(ctx, requireCaller(request), request.query.changeId)
    return ok({ done: true as const })
  })

  // Multipart, field `file`; the size limit is enforced while the file streams in.
  app.post('/obt/vipCorp/fj/uploadCons', async (request) => {
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
