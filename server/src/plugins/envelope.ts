/**
 * The reply envelope `{ errCode, status, tips, data }` (always HTTP 200 under /obt and /mqc) and
 * the error handler that turns every failure into it: AppError as thrown, schema validation into
 * 4000 with a tips naming the field in the request's language, malformed requests (bad JSON, a
 * NUL byte anywhere, an over-long URL, a value the database refuses as input) into 4000,
 * anything else into 999 (logged with its stack, never a stack trace in the reply).
 */
import { CloneType, Kind, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Socket } from 'node:net'
import { parse as parseQuery } from 'node:querystring'
import { AppError, ErrCode } from '../errors'
import { fieldLabel, langFromHeader, translate, type Lang, type MessageKey } from '../messages'
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

/**
 * Sends an error envelope already serialised. An object would go through the route's reply
 * serializer (its `response` schema, built for success data): `data: null` would come out as `{}`
 * and the data of a refusal (violations, needBind...) would be cut to the success schema or fail
 * it. A string is sent as it is, so error envelopes leave whole; their data is made by the server.
 */
function sendEnvelope(reply: FastifyReply, body: EnvelopeOf<unknown>): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(body))
}

/**
 * The longest URL (path and query) an API call may have. The app's longest GET is far below it;
 * Node refuses a request head past its maxHeaderSize before any hook runs (see clientErrorHandler).
 */
export const MAX_URL_LENGTH = 8 * 1024

/**
 * The first place of a parsed request part (body, query, params) holding a NUL character, which
 * no text column can store: `field` is the key of the string (as validation tips name fields),
 * '' when the NUL is in a key. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown): { field: string } | null {
  const stack: { value: unknown; key: string }[] = [{ value, key: '' }]
  while (stack.length > 0) {
    const { value: item, key } = stack.pop() as { value: unknown; key: string }
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { field: key }
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push({ value: element, key })
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return { field: '' }
        stack.push({ value: v, key: k })
      }
    }
  }
  return null
}

/**
 * SQLSTATEs of data the database refused as input: a value out of its type's range (22003,
 * 22008), not a valid value of the type (22007, 22P02), a character it cannot store (22021 NUL,
 * 22P05), too long (22001), a bad LIKE escape (22025), a negative LIMIT/OFFSET (2201W, 2201X).
 * The schemas refuse such values first; this is the guard for a path they miss.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22025', '2201W', '2201X', '22P02', '22P05'])

/** Whether an error is the database refusing a request's value (PostgreSQL and PGlite both set `code`). */
export function isDatabaseInputError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && INPUT_SQLSTATES.has(code)
}

/** A client error of Node's HTTP parser: `rawPacket` is the Buffer read of the request (Fastify types it loosely). */
interface ClientError extends Error {
  code?: string
  rawPacket?: unknown
}

/**
 * Fastify's clientErrorHandler: a request Node cannot parse (a head past maxHeaderSize, a broken
 * request line) never reaches a route or a hook, and Fastify would answer it with its own JSON.
 * An API call gets the envelope (4000, HTTP 200) instead, like any other bad input; the language
 * is unknown because the headers were not read, so the tips is the default (Chinese) one.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 256) : ''
  const requestLine = /^[A-Z]+ (\S+)/.exec(head)
  const path = requestLine?.[1]
  this.log.warn({ code: error.code }, 'client error')
  if (socket.writable) {
    // Without a readable request line it is taken for an API call (nearly everything served is).
    const api = path === undefined || isApiUrl(path)
    const [status, reason] = api ? [200, 'OK'] : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
    const text = JSON.stringify(api ? failure(ErrCode.BAD_INPUT, translate('zh', 'malformedRequest')) : { statusCode: status, message: reason })
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`)
  }
  // end() closes gracefully so the reply is read before the connection goes (a destroy with unread
  // request bytes would reset it and lose the reply); a client that never closes is cut after 5 s.
  setTimeout(() => socket.destroy(), 5000).unref()
}

/**
 * Fastify's frameworkErrors: the router refuses a URL before any hook runs (a path parameter over
 * maxParamLength is its own HTTP 414, a broken percent-escape a 400), with its own JSON. An API
 * call gets the 4000 envelope instead; the language comes from the header (no hook set it yet).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'malformed request')
  if (!isApiUrl(request.url)) {
    void reply.code(error.statusCode ?? 400).send({ statusCode: error.statusCode ?? 400, message: 'Bad Request' })
    return
  }
  void sendEnvelope(reply, failure(ErrCode.BAD_INPUT, translate(langFromHeader(request.headers['accept-language']), 'malformedRequest')))
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

  // Before any parsing or token lookup: an over-long URL is refused as bad input (the app never sends one).
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH && isApiUrl(request.url)) {
      request.log.warn({ urlLength: request.url.length }, 'url too long')
      throw new AppError(ErrCode.BAD_INPUT, 'malformedRequest')
    }
  })

  // Calls without parameters are sent without a body by some clients; treat that as `{}`.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null || request.body === '')) request.body = {}
  })

  // No text column can hold NUL (PostgreSQL refuses it), whatever the route's schema says: refuse it
  // in every part of every request, naming the field like a validation failure does.
  app.addHook('preValidation', async (request) => {
    const found = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body)
    if (!found) return
    request.log.info('invalid request: NUL character')
    if (!found.field) throw new AppError(ErrCode.BAD_INPUT, 'malformedRequest')
    throw new AppError(ErrCode.BAD_INPUT, 'fieldInvalid', { params: { label: fieldLabel(request.lang ?? 'zh', found.field) } })
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
    if (isDatabaseInputError(error)) {
      // One line, no stack and no message (PostgreSQL quotes the refused value in it).
      request.log.warn({ sqlState: (error as { code?: string }).code }, 'database refused input')
      if (!isApiUrl(request.url)) return reply.code(400).send({ statusCode: 400, message: 'Bad Request' })
      return sendEnvelope(reply, failure(ErrCode.BAD_INPUT, translate(lang, 'malformedRequest')))
    }
    request.log.error({ err: error, body: redactDeep(request.body) }, 'unhandled error')
    if (!isApiUrl(request.url)) return reply.code(500).send({ statusCode: 500, message: 'Internal Server Error' })
    return sendEnvelope(reply, failure(ErrCode.INTERNAL, translate(lang, 'systemError')))
  })
}

// ---- The reply check (tests): every success reply against its route's reply schema ----

/** A success reply that does not match its route's reply schema (a service and its schema drifted apart). */
export class ReplySchemaError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReplySchemaError'
  }
}

/**
 * A copy of a reply schema in which no object may carry a property it does not name. The
 * serializer drops such a property silently; the check calls it drift instead, so a field a
 * service adds without adding it to the schema (and the app never receives) fails a test.
 */
export function closedSchema<T extends TSchema>(schema: T): T {
  const copy = CloneType(schema)
  const stack: unknown[] = [copy]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    const record = node as Record<string | symbol, unknown>
    if (record[Kind] === 'Object' && record.additionalProperties === undefined) record.additionalProperties = false
    stack.push(...Object.values(record))
  }
  return copy
}

/** The reply schema of HTTP 200 of a route, when it has one. */
export function replySchemaOf(schema: unknown): TSchema | undefined {
  const response = (schema as { response?: Record<string, unknown> } | undefined)?.response
  const ok = response?.['200'] ?? response?.['2xx']
  return ok !== null && typeof ok === 'object' ? (ok as TSchema) : undefined
}

/**
 * Checks every success reply (errCode 1) of a route with a reply schema against that schema,
 * closed (see closedSchema), before it is serialised: fast-json-stringify does not validate (it
 * turns a null string into "", truncates a fraction given for an integer, drops an unknown
 * field). A mismatch throws ReplySchemaError: the call answers 999 and the log names the route
 * and the path of each offending field. For tests (AppDeps.checkReplies), not production: it
 * costs a validation of every reply. Each route's schema is compiled once, when it registers.
 */
export function registerReplyCheck(app: FastifyInstance): void {
  const checks = new WeakMap<object, TypeCheck<TSchema>>()
  app.addHook('onRoute', (route) => {
    const schema = replySchemaOf(route.schema)
    if (schema && !checks.has(schema)) checks.set(schema, TypeCompiler.Compile(closedSchema(schema)))
  })
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || (payload as { errCode?: unknown } | null)?.errCode !== ErrCode.OK) return payload
    const schema = replySchemaOf(request.routeOptions.schema)
    const check = schema && checks.get(schema)
    if (!check || check.Check(payload)) return payload
    const problems = [...check.Errors(payload)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message}`)
    throw new ReplySchemaError(`reply of ${request.method} ${request.routeOptions.url} does not match its schema: ${problems.join('; ')}`)
  })
}
