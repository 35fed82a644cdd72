/**
 * Token -> caller. Every route under /obt is private unless its config says `public: true`.
 * A private call without a token answers 3901; an unknown, expired or revoked token 100; a token
 * ended by a login on another device 101. On public calls a valid token is still read (so page
 * settings and parameters can follow the user's company) and an invalid one is ignored.
 *
 * An account that must change its password is held: until the change its token opens only the
 * calls the forced modify-password screen needs (see MUST_CHANGE_ALLOWED); every other private
 * call answers 4009 with `data.mustChangePassword`. A business refusal, not 100/101: the session
 * stays, so the app keeps the user on that screen instead of logging them out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Caller, RequestMeta } from '../context'
import { AppError, ErrCode } from '../errors'
import { checkToken } from '../services/identity/sessions'
import { isApiUrl } from './envelope'

/** Private calls a must-change-password session may make: the change itself, user info, logout. */
const MUST_CHANGE_ALLOWED: ReadonlySet<string> = new Set(['/obt/vipEmpEditPwd', '/obt/getLoginUserInfo', '/obt/vipLoginOut'])

/** Default platform when y-cli is missing: H5. */
const DEFAULT_PLATFORM = '10506'

/** The y-cli header as a platform code (short word characters only; anything else counts as H5). */
function platformOf(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  return value && /^[\w-]{1,16}$/.test(value) ? value : DEFAULT_PLATFORM
}

/** The token header, ignoring the placeholders clients send when they have none. */
function tokenOf(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (!value || value === 'null' || value === 'undefined') return null
  return value
}

/** The signed-in caller of a private route (the auth hook guarantees there is one). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(ErrCode.TOKEN_MISSING, 'tokenMissing')
  return request.caller
}

/** Language and platform of a request, as services take them. */
export function metaOf(request: FastifyRequest): RequestMeta {
  return { lang: request.lang, platform: request.platform }
}

/** Registers the token hook on the root instance (after registerI18n and registerDb). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('caller', null)
  app.decorateRequest('platform', DEFAULT_PLATFORM)
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return
    request.platform = platformOf(request.headers['y-cli'])
    const token = tokenOf(request.headers.token)
    const check = token ? await checkToken(app.ctx, token) : null
    if (check?.state === 'ok') request.caller = check.caller
    const routeUrl = request.routeOptions.url ?? ''
    const isPrivate = !request.is404 && routeUrl.startsWith('/obt') && request.routeOptions.config.public !== true
    if (!isPrivate) return
    if (!check) throw new AppError(ErrCode.TOKEN_MISSING, 'tokenMissing')
    if (check.state === 'replaced') throw new AppError(ErrCode.TOKEN_REPLACED, 'tokenReplaced')
    if (check.state === 'invalid') throw new AppError(ErrCode.TOKEN_INVALID, 'tokenInvalid')
    if (check.caller.employee.must_change_password && !MUST_CHANGE_ALLOWED.has(routeUrl)) {
      throw new AppError(ErrCode.CONFLICT, 'mustChangePasswordFirst', { data: { mustChangePassword: true } })
    }
  })
}
