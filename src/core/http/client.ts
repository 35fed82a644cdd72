import { t, type Locale } from '../i18n/index'
import { ApiError, ErrCode, isEnvelope, type Envelope } from './envelope'
import { LoadingCounter } from './loading'

export type Method = 'GET' | 'POST'

export interface TransportRequest {
  url: string
  method: Method
  data?: unknown
  header: Record<string, string>
  timeout: number
}

export interface TransportReply {
  statusCode: number
  data: unknown
}

/** Rejects with `{ errMsg }` on network failure or timeout, like Taro.request. */
export type Transport = (req: TransportRequest) => Promise<TransportReply>

/** One file sent as multipart/form-data (Taro.uploadFile on both targets). */
export interface UploadRequest {
  url: string
  /** Local path: the mini-program's temp path, or an object URL on H5. */
  filePath: string
  /** The multipart field name. */
  name: string
  /** The file name the server sees (its extension decides the type). */
  fileName?: string
  header: Record<string, string>
  timeout: number
}

/** Sends an upload; rejects with `{ errMsg }` on network failure or timeout, like Taro.uploadFile. */
export type UploadTransport = (req: UploadRequest) => Promise<TransportReply>

export interface SessionHeaders {
  token?: string
  empNo?: string
  corpId?: string
  locale: Locale
}

export interface BugReport {
  level: 2
  platform: number
  userAgent: string
  corpId: string
  empNo: string
  path: string
  payload: string
  response: string
}

export interface HttpDeps {
  transport: Transport
  baseUrl: string
  platformCode: number
  userAgent: string
  /** Host the app runs on; bug reports are not sent from local hosts. */
  isLocalHost: boolean
  session: () => SessionHeaders
  /**
   * A wait until the session's user info is there, or null when nothing needs waiting for: a
   * private call made before that would go out without loginUserNo/corpId.
   */
  sessionReady?: () => Promise<void> | null
  ui: {
    toast(text: string, opts?: { duration?: number }): void
    alert(title: string, content: string): Promise<void>
    showLoading(text: string): void
    hideLoading(): void
  }
  /** Clears the session; 'reload' also drops the saved password and reloads to /login. */
  endSession: (mode: 'reload' | 'redirect') => void
}

export interface RequestOptions {
  /** No loading indicator for this call. */
  quiet?: boolean
  /** The page shows failures itself: no toast for ordinary business errors. */
  inlineErrors?: boolean
  /**
   * 'caller': errCode 100/101 only reject (no dialog, the session is left alone): the single-sign-on
   * landing says "token invalid" itself (booking-flows §8).
   */
  sessionErrors?: 'caller'
}

/** Overview §9. */
export const REQUEST_TIMEOUT_MS = 60000
export const BUG_TOAST_MS = 5000
export const NETWORK_TOAST_MS = 3000
export const MAX_REPORT_CHARS = 2000
export const BUG_REPORT_PATH = '/mqc/bugManage/submitBug'
/** Calls that make or end a session, so they cannot wait for its user info. */
const SESSION_PATHS = new Set(['/obt/vipLogin', '/obt/getLoginUserInfo', '/obt/vipLoginOut', BUG_REPORT_PATH])

/**
 * The one request client (overview §7–§8): headers, envelope, error catalogue, loading count and
 * bug reports. Every API module goes through `request`; every failure becomes an ApiError after the
 * user has been told what the catalogue says to tell them.
 */
export class HttpClient {
  private deps: HttpDeps | null = null
  private loading: LoadingCounter | null = null
  private sessionDialogOpen = false

  configure(deps: HttpDeps): void {
    this.deps = deps
    this.loading = new LoadingCounter(
      () => deps.ui.showLoading(t('common.loading')),
      () => deps.ui.hideLoading(),
    )
  }

  get pending(): number {
    return this.loading?.count ?? 0
  }

  async get<T>(path: string, query?: Record<string, unknown>, opts?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, query, opts)
  }

  async post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body ?? {}, opts)
  }

  async request<T>(method: Method, path: string, data?: unknown, opts: RequestOptions = {}): Promise<T> {
    const deps = this.requireDeps()
    const wait = deps.sessionReady && !SESSION_PATHS.has(path) ? deps.sessionReady() : null
    if (wait) await wait
    const session = deps.session()
    const header = { 'Content-Type': 'application/json', ...this.sessionHeaders(deps, session) }
    const url = deps.baseUrl + path + (method === 'GET' ? queryString(data) : '')
    const reply = await this.exchange(deps, opts, () =>
      deps.transport({
        url,
        method,
        data: method === 'GET' ? undefined : data,
        header,
        timeout: REQUEST_TIMEOUT_MS,
      }),
    )
    return this.handle<T>(deps, session, path, data, reply, opts)
  }

  /**
   * Uploads one file (multipart) with the same headers, envelope, error catalogue and loading count
   * as every other call. The multipart Content-Type (with its boundary) is left to the uploader.
   * `send` is the platform's uploader, so the client itself stays free of Taro.
   */
  async upload<T>(
    path: string,
    file: { filePath: string; fileName?: string; field?: string },
    send: UploadTransport,
    opts: RequestOptions = {},
  ): Promise<T> {
    const deps = this.requireDeps()
    const wait = deps.sessionReady && !SESSION_PATHS.has(path) ? deps.sessionReady() : null
    if (wait) await wait
    const session = deps.session()
    const payload = { file: file.fileName ?? '' }
    const reply = await this.exchange(deps, opts, () =>
      send({
        url: deps.baseUrl + path,
        filePath: file.filePath,
        name: file.field ?? 'file',
        fileName: file.fileName,
        header: this.sessionHeaders(deps, session),
        timeout: REQUEST_TIMEOUT_MS,
      }),
    )
    return this.handle<T>(deps, session, path, payload, reply, opts)
  }

  /**
   * The contract headers for a transfer the client does not make itself (downloading an
   * attachment, whose address needs the token like any call).
   */
  currentHeaders(): Record<string, string> {
    const deps = this.requireDeps()
    return this.sessionHeaders(deps, deps.session())
  }

  /** The full address of an API path ('/obt/...'); absolute addresses pass through. */
  absoluteUrl(path: string): string {
    if (/^https?:\/\//i.test(path)) return path
    return this.requireDeps().baseUrl + path
  }

  private requireDeps(): HttpDeps {
    if (!this.deps) throw new Error('HttpClient used before configure()')
    return this.deps
  }

  /** The contract headers of every call (overview §7), built in this one place. */
  private sessionHeaders(deps: HttpDeps, session: SessionHeaders): Record<string, string> {
    return {
      loginUserNo: encodeURIComponent(session.empNo ?? ''),
      corpId: session.corpId ?? '',
      token: session.token ?? '',
      'y-cli': String(deps.platformCode),
      'Accept-Language': session.locale === 'en-US' ? 'en' : 'zh',
    }
  }

  /** Runs one exchange under the loading count; a network failure or time-out becomes the catalogue's toast. */
  private async exchange(deps: HttpDeps, opts: RequestOptions, run: () => Promise<TransportReply>): Promise<TransportReply> {
    const showLoading = !opts.quiet
    if (showLoading) this.loading?.start()
    try {
      return await run()
    } catch (e) {
      const errMsg = String((e as { errMsg?: string })?.errMsg ?? e)
      const kind = /timeout|超时/i.test(errMsg) ? 'timeout' : 'network'
      deps.ui.toast(t('http.timeout'), { duration: NETWORK_TOAST_MS })
      throw new ApiError(kind, t('http.timeout'), { shown: true })
    } finally {
      if (showLoading) this.loading?.end()
    }
  }

  private handle<T>(
    deps: HttpDeps,
    session: SessionHeaders,
    path: string,
    payload: unknown,
    reply: TransportReply,
    opts: RequestOptions,
  ): T {
    const body = parseBody(reply.data)
    if (!isEnvelope(body)) {
      const msg = reply.statusCode >= 500 || reply.statusCode === 0 ? t('http.serverDown') : t('http.badReply')
      deps.ui.toast(msg, { duration: NETWORK_TOAST_MS })
      this.report(deps, session, path, payload, `HTTP ${reply.statusCode} ${clip(reply.data)}`)
      throw new ApiError('bad-reply', msg, { shown: true })
    }
    const env = body as Envelope<T>
    const tips = typeof env.tips === 'string' ? env.tips : ''
    if (env.errCode === ErrCode.success) return env.data

    if (env.errCode === ErrCode.tokenInvalid || env.errCode === ErrCode.otherDevice || env.errCode === ErrCode.noSession) {
      // A public call made without a session: the catalogue passes the body on.
      if (!session.token) return env.data
      if (opts.sessionErrors === 'caller') throw new ApiError('session', tips || t('http.sessionExpired'), { errCode: env.errCode, shown: false })
      if (env.errCode === ErrCode.noSession) {
        deps.endSession('redirect')
      } else if (!this.sessionDialogOpen) {
        // Several calls fail together when a session dies; one dialog is enough.
        this.sessionDialogOpen = true
        void deps.ui.alert(t('http.tipsTitle'), tips || t('http.sessionExpired')).then(() => {
          this.sessionDialogOpen = false
          deps.endSession('reload')
        })
      }
      throw new ApiError('session', tips || t('http.sessionExpired'), { errCode: env.errCode, shown: true })
    }
    if (ErrCode.dialogCodes.includes(env.errCode)) {
      const msg = tips || t('http.systemError')
      void deps.ui.alert(t('http.tipsTitle'), msg)
      this.report(deps, session, path, payload, clip(env))
      throw new ApiError('server', msg, { errCode: env.errCode, data: env.data, shown: true })
    }
    if (env.errCode === ErrCode.silent) {
      throw new ApiError('silent', tips, { errCode: env.errCode, data: env.data, shown: false })
    }
    const show = env.status !== 0 && tips !== '' && !opts.inlineErrors
    if (show) deps.ui.toast(tips, { duration: BUG_TOAST_MS })
    throw new ApiError('business', tips || t('http.systemError'), { errCode: env.errCode, data: env.data, shown: show })
  }

  private report(deps: HttpDeps, session: SessionHeaders, path: string, payload: unknown, response: string): void {
    if (deps.isLocalHost || path === BUG_REPORT_PATH) return
    const report: BugReport = {
      level: 2,
      platform: deps.platformCode,
      userAgent: deps.userAgent,
      corpId: session.corpId ?? '',
      empNo: session.empNo ?? '',
      path,
      payload: clip(redact(payload)),
      response,
    }
    // Fire and forget: a failing report must never fail or loop the caller.
    void this.request('POST', BUG_REPORT_PATH, report, { quiet: true, inlineErrors: true }).catch(() => undefined)
  }
}

/** The app's one client. */
export const http = new HttpClient()

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

function queryString(data: unknown): string {
  if (!data || typeof data !== 'object') return ''
  const parts: string[] = []
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    if (v === undefined || v === null) continue
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

function clip(v: unknown): string {
  let s: string
  try {
    s = typeof v === 'string' ? v : JSON.stringify(v)
  } catch {
    s = String(v)
  }
  return s.length > MAX_REPORT_CHARS ? s.slice(0, MAX_REPORT_CHARS) : s
}

const SECRET_FIELDS = /^(password|pwd|oldPwd|newPwd|token|idNumber|passport|cardNumber|smsCode|validateCode|payPwd)$/i

/** Bug reports leave the device: secrets and document numbers never go with them. */
export function redact(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(redact)
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, val] of Object.entries(v as Record<string, unknown>)) out[k] = SECRET_FIELDS.test(k) ? '***' : redact(val)
    return out
  }
  return v
}
