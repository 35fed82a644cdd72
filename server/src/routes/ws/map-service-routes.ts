/**
 * The demo map service at the Tencent Location Service WebService paths (/ws/...), so the app's
 * map adapter talks to our server exactly as to the provider: JSON, or JSONP for H5 pages (the
 * spec's map lookups are JSONP). Replies are the provider's own shape, never the /obt envelope:
 * HTTP 200 with its `status` (0 ok, 110/311 key, 306 missing, 310 bad parameter, 347 no result,
 * 120 rate limit). Outside /obt the auth hook and the envelope do not apply; this plugin's own
 * error and not-found handlers keep even failures in the provider's shape.
 *
 * Keys: MAP_SERVICE_KEYS (comma separated), default the public demo key. A client-side map key
 * is public by nature; it identifies the caller for the per-key rate limit, it protects nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ErrCode } from '../../errors'
import { driving, geocoder, ipLocation, MapStatus, suggestion, translate, type MapBody, type MapParams } from '../../services/maps/map-service'

/** The public demo key (contract §1); used when MAP_SERVICE_KEYS is not set. */
export const DEMO_MAP_KEY = 'SLDEMO-7Q2ZC-4MAPX-DEMO1-KEY00-SHLV1'

/** JSONP callback names: an identifier, nothing a script could be smuggled into. */
export const CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}$/

/** What a well-formed key looks like (the provider's 5-character groups; ours starts with 6). */
const KEY_FORMAT = /^[A-Z0-9]{5,6}(-[A-Z0-9]{5}){5}$/

/** Options of the plugin (tests pass keys and a limit; the server reads the environment). */
export interface MapServiceOptions {
  /** Accepted keys; default MAP_SERVICE_KEYS or the demo key. */
  keys?: string[]
  /** Requests per second per key (default 120). */
  perSecond?: number
  /** Milliseconds clock of the rate limit (tests hold it still). */
  now?: () => number
}

/** The keys from MAP_SERVICE_KEYS, or the demo key when it is unset or empty. */
export function mapServiceKeys(env: NodeJS.ProcessEnv = process.env): string[] {
  const keys = (env.MAP_SERVICE_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return keys.length > 0 ? keys : [DEMO_MAP_KEY]
}

type Lookup = (params: MapParams, request: FastifyRequest) => MapBody

/** Lookups whose answer depends only on the parameters may be cached by the browser a while. */
const LOOKUPS: { paths: string[]; lookup: Lookup; cacheable: boolean }[] = [
  { paths: ['/place/v1/suggestion', '/place/v1/suggestion/'], lookup: (p) => suggestion(p), cacheable: true },
  { paths: ['/geocoder/v1/', '/geocoder/v1'], lookup: (p) => geocoder(p), cacheable: true },
  { paths: ['/coord/v1/translate', '/coord/v1/translate/'], lookup: (p) => translate(p), cacheable: true },
  { paths: ['/direction/v1/driving/', '/direction/v1/driving'], lookup: (p) => driving(p), cacheable: true },
  { paths: ['/location/v1/ip', '/location/v1/ip/'], lookup: (p, r) => ipLocation(p, r.ip), cacheable: false },
]

/**
 * JSON that is also safe inside a script: `<` escaped so no '</script>' can close a tag around it,
 * U+2028/2029 escaped for engines before ES2019.
 */
function scriptSafeJson(body: unknown): string {
  return JSON.stringify(body).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The host that made the request, for the 110 message; only host characters survive. */
function requestHost(request: FastifyRequest): string {
  const source = request.headers.origin ?? request.headers.referer ?? ''
  try {
    return new URL(String(source)).host.replace(/[^\w.:-]/g, '')
  } catch {
    return ''
  }
}

function sendJson(reply: FastifyReply, body: MapBody, cacheable: boolean): FastifyReply {
  return reply
    .code(200)
    .header('cache-control', cacheable && body.status === 0 ? 'public, max-age=300' : 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body))
}

function sendJsonp(reply: FastifyReply, callback: string, body: MapBody): FastifyReply {
  // The callback name is in every URL, so a cached script would only ever serve one page: no-store.
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('application/javascript; charset=utf-8')
    .send(`${callback}(${scriptSafeJson(body)})`)
}

/** Per-key counters of the current second. */
class RateLimiter {
  private second = 0
  private counts = new Map<string, number>()

  constructor(private readonly perSecond: number) {}

  /** Counts one request; false when the key is over its limit this second. */
  take(key: string, now: number): boolean {
    const second = Math.floor(now / 1000)
    if (second !== this.second) {
      // A new second: every window starts over, which also keeps the map from growing.
      this.second = second
      this.counts.clear()
    }
    const count = (this.counts.get(key) ?? 0) + 1
    this.counts.set(key, count)
    return count <= this.perSecond
  }
}

/** Registers the /ws map-service routes (public, provider-shaped replies). */
export async function mapServiceRoutes(app: FastifyInstance, options: MapServiceOptions = {}): Promise<void> {
  const keys = new Set(options.keys?.length ? options.keys : mapServiceKeys())
  const limiter = new RateLimiter(options.perSecond ?? 120)
  const now = options.now ?? Date.now

  await app.register(
    async (ws) => {
      const serve = (lookup: Lookup, cacheable: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
        const raw = (request.query ?? {}) as Record<string, unknown>
        const params: MapParams = {}
        for (const [name, value] of Object.entries(raw)) {
          // A repeated parameter arrives as an array: the provider takes one value, so refuse it.
          if (typeof value !== 'string') return sendJson(reply, { ...MapStatus.BAD_PARAM }, false)
          params[name] = value
        }
        const output = params.output ?? 'json'
        if (output !== 'json' && output !== 'jsonp') return sendJson(reply, { ...MapStatus.BAD_PARAM, message: `${MapStatus.BAD_PARAM.message}: output` }, false)
        let callback: string | null = null
        if (output === 'jsonp') {
          // An unusable callback cannot be called: the refusal goes out as JSON, never echoing it.
          if (!params.callback || !CALLBACK_PATTERN.test(params.callback)) {
            return sendJson(reply, { ...MapStatus.BAD_PARAM, message: `${MapStatus.BAD_PARAM.message}: callback` }, false)
          }
          callback = params.callback
        }
        const send = (body: MapBody, cache: boolean) => (callback ? sendJsonp(reply, callback, body) : sendJson(reply, body, cache))

        const key = params.key?.trim() ?? ''
        if (!keys.has(key)) {
          if (!KEY_FORMAT.test(key)) return send({ ...MapStatus.KEY_FORMAT }, false)
          return send({ ...MapStatus.BAD_KEY, message: `${MapStatus.BAD_KEY.message}${requestHost(request)}` }, false)
        }
        if (!limiter.take(key, now())) return send({ ...MapStatus.RATE_LIMIT }, false)
        return send(lookup(params, request), cacheable)
      }

      for (const { paths, lookup, cacheable } of LOOKUPS) {
        for (const path of paths) ws.get(path, { config: { public: true } }, serve(lookup, cacheable))
      }

      // Failures before a handler (a NUL in the query, a URL the router refuses) in the provider's shape too.
      ws.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const badInput = (error instanceof AppError && error.errCode === ErrCode.BAD_INPUT) || (error.statusCode ?? 500) < 500
        if (!badInput) request.log.error({ err: error }, 'map service failed')
        else request.log.info({ code: (error as { code?: string }).code }, 'map service: bad request')
        return sendJson(reply, { ...(badInput ? MapStatus.BAD_PARAM : MapStatus.INTERNAL) }, false)
      })
      ws.setNotFoundHandler((_request, reply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found'))
    },
    { prefix: '/ws' },
  )
}
