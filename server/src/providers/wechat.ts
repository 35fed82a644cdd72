/**
 * WeChat mini-program sign-in: code2Session (wx.login code -> openid) and getPhoneNumber
 * (getPhoneNumber button code -> the user's verified number); and URL schemes that open the
 * mini-program at a page from outside WeChat (generateScheme).
 *
 * The real provider talks to api.weixin.qq.com with WECHAT_APPID / WECHAT_SECRET from the
 * environment and is chosen only when both are set; everywhere else (development, tests, the demo)
 * the simulated provider answers deterministically. Neither the AppSecret nor the session key ever
 * goes into a reply or a log line.
 */
import { createHash } from 'node:crypto'

/** The identity behind a wx.login code. */
export interface WechatSession {
  openid: string
  unionid?: string
}

/** What the server needs from WeChat. */
export interface WechatProvider {
  /** 'simulated' | 'wechat'. */
  readonly kind: string
  code2Session(code: string): Promise<WechatSession>
  getPhoneNumber(code: string): Promise<{ phone: string }>
  /** A weixin:// link opening the released mini-program at `path?query`, valid `days` days. */
  generateScheme(path: string, query: string, days: number): Promise<{ openlink: string }>
}

/** Thrown when WeChat refuses a code or cannot be reached; routes answer 4009. */
export class WechatError extends Error {
  constructor(readonly reason: string) {
    super(`wechat: ${reason}`)
    this.name = 'WechatError'
  }
}

/**
 * Deterministic stand-in: openid 'sim_' + first 24 hex of sha256(code); a phone code of the form
 * 'sim-phone-<11 digits>' yields that number, any other code the default number given.
 */
export class SimulatedWechatProvider implements WechatProvider {
  readonly kind = 'simulated'

  constructor(private readonly defaultPhone: string) {}

  async code2Session(code: string): Promise<WechatSession> {
    const digest = createHash('sha256').update(code, 'utf8').digest('hex')
    return { openid: `sim_${digest.slice(0, 24)}` }
  }

  async getPhoneNumber(code: string): Promise<{ phone: string }> {
    const match = /^sim-phone-(1[3-9]\d{9})$/.exec(code)
    return { phone: match ? match[1] : this.defaultPhone }
  }

  /** The shape WeChat answers with; the ticket names the page, so the same page gives the same link. */
  async generateScheme(path: string, query: string, days: number): Promise<{ openlink: string }> {
    const digest = createHash('sha256').update(`${path}?${query}|${days}`, 'utf8').digest('hex')
    return { openlink: `weixin://dl/business/?t=SIM${digest.slice(0, 11)}` }
  }
}

interface Code2SessionResponse {
  openid?: string
  unionid?: string
  session_key?: string
  errcode?: number
  errmsg?: string
}

interface AccessTokenResponse {
  access_token?: string
  expires_in?: number
  errcode?: number
}

interface SchemeResponse {
  errcode?: number
  openlink?: string
}

interface PhoneNumberResponse {
  errcode?: number
  phone_info?: { purePhoneNumber?: string; phoneNumber?: string }
}

/** Calls api.weixin.qq.com. */
export class RealWechatProvider implements WechatProvider {
  readonly kind = 'wechat'
  private accessToken: { value: string; expiresAt: number } | null = null

  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async code2Session(code: string): Promise<WechatSession> {
    const url =
      'https://api.weixin.qq.com/sns/jscode2session?' +
      new URLSearchParams({ appid: this.appId, secret: this.secret, js_code: code, grant_type: 'authorization_code' }).toString()
    const body = await this.getJson<Code2SessionResponse>(url)
    if (!body.openid) throw new WechatError(`jscode2session errcode ${body.errcode ?? 'none'}`)
    // session_key stays here on purpose: nothing in this product decrypts user data with it.
    return body.unionid ? { openid: body.openid, unionid: body.unionid } : { openid: body.openid }
  }

  async getPhoneNumber(code: string): Promise<{ phone: string }> {
    const token = await this.getAccessToken()
    const url = `https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(token)}`
    const body = await this.getJson<PhoneNumberResponse>(url, { code })
    const phone = body.phone_info?.purePhoneNumber
    if (body.errcode || !phone) throw new WechatError(`getuserphonenumber errcode ${body.errcode ?? 'none'}`)
    return { phone }
  }

  async generateScheme(path: string, query: string, days: number): Promise<{ openlink: string }> {
    const token = await this.getAccessToken()
    const url = `https://api.weixin.qq.com/wxa/generatescheme?access_token=${encodeURIComponent(token)}`
    const body = await this.getJson<SchemeResponse>(url, {
      jump_wxa: { path, query, env_version: 'release' },
      is_expire: true,
      expire_type: 1,
      expire_interval: days,
    })
    if (body.errcode || !body.openlink) throw new WechatError(`generatescheme errcode ${body.errcode ?? 'none'}`)
    return { openlink: body.openlink }
  }

  private async getAccessToken(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt > this.now()) return this.accessToken.value
    const url =
      'https://api.weixin.qq.com/cgi-bin/token?' +
      new URLSearchParams({ grant_type: 'client_credential', appid: this.appId, secret: this.secret }).toString()
    const body = await this.getJson<AccessTokenResponse>(url)
    if (!body.access_token) throw new WechatError(`token errcode ${body.errcode ?? 'none'}`)
    // Renew five minutes early so a request never carries a token that expires on the way.
    this.accessToken = { value: body.access_token, expiresAt: this.now() + ((body.expires_in ?? 7200) - 300) * 1000 }
    return body.access_token
  }

  /** GET (or POST JSON when `payload` is given). Errors never include the URL, which carries the secret. */
  private async getJson<T>(url: string, payload?: unknown): Promise<T> {
    let response: Response
    try {
      response = await this.fetchImpl(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: payload === undefined ? undefined : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      })
    } catch {
      throw new WechatError('network error')
    }
    if (!response.ok) throw new WechatError(`http ${response.status}`)
    return (await response.json()) as T
  }
}

/** The real provider when WECHAT_APPID and WECHAT_SECRET are both set, else the simulated one. */
export function createWechatProvider(env: NodeJS.ProcessEnv, defaultPhone: string): WechatProvider {
  const appId = env.WECHAT_APPID
  const secret = env.WECHAT_SECRET
  if (appId && secret) return new RealWechatProvider(appId, secret)
  return new SimulatedWechatProvider(defaultPhone)
}
