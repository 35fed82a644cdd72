/**
 * Workplace chat apps behind one interface: WeCom (企业微信) and DingTalk (钉钉), each configured per
 * company by the chat app's corp id, agent and secret (server-side only: the secret comes from an
 * environment variable named in the company's row, never from a reply or a log line), plus the
 * WeChat official account whose jsapi ticket signs pages opened in plain WeChat.
 *
 * Access tokens and tickets are NOT cached here: the services keep them in the database so every
 * instance shares one (services/workplace/credentials.ts); a provider only knows how to fetch them.
 * The simulated chat apps of the demo world live in workplace-simulated.ts.
 */

/** The chat apps the product rolls out through. */
export type WorkplaceKind = 'wecom' | 'dingtalk'

/** A fetched credential and its lifetime in seconds. */
export interface FetchedCredential {
  value: string
  expiresIn: number
}

/** A message to one chat user: a card whose button opens `url`. */
export interface ChatMessage {
  title: string
  content: string
  url: string
}

/** What the product needs from a company's chat app. */
export interface WorkplaceProvider {
  readonly kind: WorkplaceKind
  readonly simulated: boolean
  /** The app id the JS-SDK is configured with (WeCom: the corp id; DingTalk: the corp id). */
  readonly appId: string
  /** The chat app's OAuth page the product sends the user to; it comes back to `redirectUri` with code and state. */
  authorizeUrl(redirectUri: string, state: string): string
  fetchAccessToken(): Promise<FetchedCredential>
  /** The chat user id behind an OAuth code (the chat app makes codes single use and short-lived). */
  userIdFromCode(accessToken: string, code: string): Promise<string>
  /** The corp jsapi ticket (wx.config / dd.config). */
  fetchJsapiTicket(accessToken: string): Promise<FetchedCredential>
  /** WeCom's agent ticket (wx.agentConfig); DingTalk has none. */
  fetchAgentTicket(accessToken: string): Promise<FetchedCredential | null>
  sendMessage(accessToken: string, toUser: string, message: ChatMessage): Promise<void>
}

/** The WeChat official account that signs pages opened in plain WeChat. */
export interface WechatMpProvider {
  readonly simulated: boolean
  readonly appId: string
  fetchAccessToken(): Promise<FetchedCredential>
  fetchJsapiTicket(accessToken: string): Promise<FetchedCredential>
}

/** Thrown when a chat app refuses or cannot be reached. Never carries a secret or a token. */
export class WorkplaceError extends Error {
  constructor(
    readonly reason: string,
    /** The provider said the access token is no longer valid: drop the cached one. */
    readonly tokenExpired = false,
  ) {
    super(`workplace: ${reason}`)
    this.name = 'WorkplaceError'
  }
}

/** A company's chat app configuration with its secret resolved. */
export interface WorkplaceAppConfig {
  kind: WorkplaceKind
  chatCorpId: string
  agentId: string
  appKey: string
  secret: string
}

type Json = Record<string, unknown>

/** WeCom and WeChat: 40014 / 42001 / 40001 mean the access token is bad or expired. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001])

async function call(fetchImpl: typeof fetch, url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Json> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    // The URL carries the secret or the token: it is never part of the error.
    throw new WorkplaceError('network error')
  }
  if (!response.ok) throw new WorkplaceError(`http ${response.status}`)
  return (await response.json()) as Json
}

function check(body: Json, what: string): Json {
  const code = Number(body.errcode ?? 0)
  if (code !== 0) throw new WorkplaceError(`${what} errcode ${code}`, TOKEN_ERRORS.has(code) || code === 88 || code === 40078)
  return body
}

function credential(body: Json, field: string, what: string): FetchedCredential {
  const value = body[field]
  if (typeof value !== 'string' || !value) throw new WorkplaceError(`${what} without ${field}`)
  return { value, expiresIn: Number(body.expires_in ?? 7200) }
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** WeCom (qyapi.weixin.qq.com). */
export class WecomProvider implements WorkplaceProvider {
  readonly kind = 'wecom'
  readonly simulated = false

  constructor(
    private readonly config: WorkplaceAppConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get appId(): string {
    return this.config.chatCorpId
  }

  authorizeUrl(redirectUri: string, state: string): string {
    const params = q({ appid: this.config.chatCorpId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state, agentid: this.config.agentId })
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${params}#wechat_redirect`
  }

  async fetchAccessToken(): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://qyapi.weixin.qq.com/cgi-bin/gettoken?${q({ corpid: this.config.chatCorpId, corpsecret: this.config.secret })}`)
    return credential(check(body, 'gettoken'), 'access_token', 'gettoken')
  }

  async userIdFromCode(accessToken: string, code: string): Promise<string> {
    const body = check(await call(this.fetchImpl, `https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo?${q({ access_token: accessToken, code })}`), 'getuserinfo')
    const userId = body.userid ?? body.UserId
    // A code of someone outside the corp gives only an openid: not an employee.
    if (typeof userId !== 'string' || !userId) throw new WorkplaceError('not a member of the corp')
    return userId
  }

  async fetchJsapiTicket(accessToken: string): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://qyapi.weixin.qq.com/cgi-bin/get_jsapi_ticket?${q({ access_token: accessToken })}`)
    return credential(check(body, 'get_jsapi_ticket'), 'ticket', 'get_jsapi_ticket')
  }

  async fetchAgentTicket(accessToken: string): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://qyapi.weixin.qq.com/cgi-bin/ticket/get?${q({ access_token: accessToken, type: 'agent_config' })}`)
    return credential(check(body, 'ticket/get'), 'ticket', 'ticket/get')
  }

  async sendMessage(accessToken: string, toUser: string, message: ChatMessage): Promise<void> {
    const body = await call(this.fetchImpl, `https://qyapi.weixin.qq.com/cgi-bin/message/send?${q({ access_token: accessToken })}`, {
      body: {
        touser: toUser,
        msgtype: 'textcard',
        agentid: Number(this.config.agentId),
        textcard: { title: message.title.slice(0, 128), description: message.content.slice(0, 512), url: message.url, btntxt: '详情' },
      },
    })
    check(body, 'message/send')
  }
}

/** DingTalk (oapi.dingtalk.com, api.dingtalk.com). */
export class DingtalkProvider implements WorkplaceProvider {
  readonly kind = 'dingtalk'
  readonly simulated = false

  constructor(
    private readonly config: WorkplaceAppConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get appId(): string {
    return this.config.chatCorpId
  }

  authorizeUrl(redirectUri: string, state: string): string {
    return `https://login.dingtalk.com/oauth2/auth?${q({ redirect_uri: redirectUri, response_type: 'code', client_id: this.config.appKey, scope: 'openid corpid', state, prompt: 'consent', corpId: this.config.chatCorpId })}`
  }

  async fetchAccessToken(): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://oapi.dingtalk.com/gettoken?${q({ appkey: this.config.appKey, appsecret: this.config.secret })}`)
    return credential(check(body, 'gettoken'), 'access_token', 'gettoken')
  }

  /** OAuth code -> user access token -> unionId -> the corp's userid. */
  async userIdFromCode(accessToken: string, code: string): Promise<string> {
    const user = await call(this.fetchImpl, 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken', {
      body: { clientId: this.config.appKey, clientSecret: this.config.secret, code, grantType: 'authorization_code' },
    })
    const userToken = user.accessToken
    if (typeof userToken !== 'string') throw new WorkplaceError('userAccessToken refused')
    const me = await call(this.fetchImpl, 'https://api.dingtalk.com/v1.0/contact/users/me', { headers: { 'x-acs-dingtalk-access-token': userToken } })
    if (typeof me.unionId !== 'string') throw new WorkplaceError('users/me without unionId')
    const byUnion = check(await call(this.fetchImpl, `https://oapi.dingtalk.com/topapi/user/getbyunionid?${q({ access_token: accessToken })}`, { body: { unionid: me.unionId } }), 'getbyunionid')
    const userId = (byUnion.result as Json | undefined)?.userid
    if (typeof userId !== 'string' || !userId) throw new WorkplaceError('not a member of the corp')
    return userId
  }

  async fetchJsapiTicket(accessToken: string): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://oapi.dingtalk.com/get_jsapi_ticket?${q({ access_token: accessToken })}`)
    return credential(check(body, 'get_jsapi_ticket'), 'ticket', 'get_jsapi_ticket')
  }

  async fetchAgentTicket(): Promise<null> {
    return null
  }

  async sendMessage(accessToken: string, toUser: string, message: ChatMessage): Promise<void> {
    const body = await call(this.fetchImpl, `https://oapi.dingtalk.com/topapi/message/corpconversation/asyncsend_v2?${q({ access_token: accessToken })}`, {
      body: {
        agent_id: Number(this.config.agentId),
        userid_list: toUser,
        msg: { msgtype: 'action_card', action_card: { title: message.title, markdown: `### ${message.title}\n${message.content}`, single_title: '查看详情', single_url: message.url } },
      },
    })
    check(body, 'asyncsend_v2')
  }
}

/** The WeChat official account (api.weixin.qq.com) for pages opened in plain WeChat. */
export class RealWechatMpProvider implements WechatMpProvider {
  readonly simulated = false

  constructor(
    readonly appId: string,
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async fetchAccessToken(): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://api.weixin.qq.com/cgi-bin/token?${q({ grant_type: 'client_credential', appid: this.appId, secret: this.secret })}`)
    return credential(check(body, 'token'), 'access_token', 'token')
  }

  async fetchJsapiTicket(accessToken: string): Promise<FetchedCredential> {
    const body = await call(this.fetchImpl, `https://api.weixin.qq.com/cgi-bin/ticket/getticket?${q({ access_token: accessToken, type: 'jsapi' })}`)
    return credential(check(body, 'getticket'), 'ticket', 'getticket')
  }
}

/** A mini-program subscribe message sender (WeChat's subscribe/send). */
export interface SubscribeSender {
  readonly simulated: boolean
  send(openid: string, message: ChatMessage & { page: string }): Promise<void>
}

/** Real subscribe messages: the mini-program's appid/secret and one template id from the environment. */
export class RealSubscribeSender implements SubscribeSender {
  readonly simulated = false
  private readonly mp: RealWechatMpProvider

  constructor(
    appId: string,
    secret: string,
    private readonly templateId: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.mp = new RealWechatMpProvider(appId, secret, fetchImpl)
  }

  async send(openid: string, message: ChatMessage & { page: string }): Promise<void> {
    // The mini-program token is short-lived and this channel is rare: fetched per message.
    const token = await this.mp.fetchAccessToken()
    const body = await call(this.fetchImpl, `https://api.weixin.qq.com/cgi-bin/message/subscribe/send?${q({ access_token: token.value })}`, {
      body: { touser: openid, template_id: this.templateId, page: message.page, data: { thing1: { value: message.title.slice(0, 20) }, thing2: { value: message.content.slice(0, 20) } } },
    })
    check(body, 'subscribe/send')
  }
}

/** The native shell's push: the vendor is not chosen yet, so every build delivers through this interface. */
export interface PushSender {
  readonly simulated: boolean
  send(clientId: string, device: number, payload: { title: string; content: string; yycj: number; orderId: string; orderType: number; workItemId?: number }): Promise<void>
}
