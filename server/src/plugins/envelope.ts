/**
 * The reply envelope `{ errCode, status, tips, data }` (always HTTP 200 under /obt and /mqc) and
 * the error handler that turns every failure into it: AppError as thrown, schema validation into
 * 4000 with a tips naming the field in the request's language, malformed requests into 4000,
 * anything else into 999 (logged, never a stack trace in the reply).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parse as parseQuery } from 'node:querystring'
import { AppError, ErrCode } from '../errors'
import { fieldLabel, translate, type Lang, type MessageKey } from '../messages'
import type { EnvelopeOf } from '../schemas/common'
import { redactDeep } from '../util/redact'
import '../context'

/** A success envelope. */
export function ok<T>(data: T): EnvelopeOf<T> {
  return { errCode: ErrCode.OK, status: 1, tips: '', data }
}

/** An error envelope. */
export function failure(errCode: number, tips: string, options: { quiet?: boolean; data?: unknown } = {}): EnvelopeOf<unknown> {
  return { errCode, status: options.quiet ? 0 : 1, tips, data: options.data ?? null }
}

/** Whether a URL belongs to the API (envelope replies) rather than to files. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/obt/') || url === '/obt' || url.startsWith('/mqc/') || url === '/mqc'
}

interface AjvError {
  instancePath?: string
  keyword: string
  params: Record<string, unknown>
}

/** The field an AJV error is about ('' when it is about the body as a whole). */
function fieldOf(error: AjvError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') return error.params.missingProperty
  const segments = (error.instancePath ?? '').split('/').filter(Boolean)
  while (segments.length > 0 && /^\d+$/.test(segments[segments.length - 1])) segments.pop()
  return segments[segments.length - 1] ?? ''
}

/** Fields whose pattern is the password rule: the tips states the rule itself. */
const PASSWORD_FIELDS = new Set(['password', 'pwd'])

/** The tips of a validation failure: names the first failing field and the problem. */
export function validationTips(errors: AjvError[], lang: Lang): string {
  const error = errors[0]
  const field = error ? fieldOf(error) : ''
  if (!error || !field) return translate(lang, 'malformedRequest')
  const label = fieldLabel(lang, field)
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined
  let key: MessageKey
  switch (error.keyword) {
    case 'required':
      key = 'fieldRequired'
      break
    case 'pattern':
    case 'format':
      key = PASSWORD_FIELDS.has(field) ? 'passwordRule' : 'fieldInvalid'
      break
    case 'minLength':
    case 'minItems':
      key = limit === 1 ? 'fieldRequired' : 'fieldTooShort'
      break
    case 'maxLength':
    case 'maxItems':
      key = 'fieldTooLong'
      break
    case 'minimum':
    case 'exclusiveMinimum':
      key = 'fieldTooSmall'
      break
    case 'maximum':
    case 'exclusiveMaximum':
      key = 'fieldTooLarge'
      break
    case 'const':
    case 'enum':
    case 'anyOf':
      key = 'fieldNotAllowed'
      break
    default:
      key = 'fieldInvalid'
  }
  return translate(lang, key, { label, n: limit ?? '' })
}

function sendEnvelope(reply: FastifyReply, body: EnvelopeOf<unknown>): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(body)
}

/** Registers body parsers, the empty-body rule and the error handler on the root instance. */
export function registerEnvelope(app: FastifyInstance): void {
  // Forms and sendBeacon bodies (text/plain JSON) are accepted as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(body as string))
  })
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(null, { text })
    }
  })

  // Calls without parameters are sent without a body by some clients; treat that as `{}`.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null || request.body === '')) request.body = {}
  })

  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'zh'
    if (error instanceof AppError) {
      return sendEnvelope(
        reply,
        failure(error.errCode, error.tips ?? translate(lang, error.messageKey, error.params), { quiet: error.quiet, data: error.data }),
      )
    }
    if (error.validation) {
      request.log.info({ validationContext: error.validationContext, keyword: error.validation[0]?.keyword }, 'invalid request')
      return sendEnvelope(reply, failure(ErrCode.BAD_INPUT, validationTips(error.validation as AjvError[], lang)))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'malformed request')
      if (!isApiUrl(request.url)) return reply.code(status).send({ statusCode: status, message: error.message })
      return sendEnvelope(reply, failure(ErrCode.BAD_INPUT, translate(lang, 'malformedRequest')))
    }
    request.log.error({ err: error, body: redactDeep(request.body) }, 'unhandled error')
    if (!isApiUrl(request.url)) return reply.code(500).send({ statusCode: 500, message: 'Internal Server Error' })
    return sendEnvelope(reply, failure(ErrCode.INTERNAL, translate(lang, 'systemError')))
  })
}
