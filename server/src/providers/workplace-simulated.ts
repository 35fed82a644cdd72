/**
 * The demo world's chat apps, official account, subscribe messages and push: they answer like the
 * real ones without leaving the machine. The simulated chat app has its own authorize page
 * (/obt/demo/workplace/authorize, loopback only) that issues single-use, five-minute codes; the
 * services redeem them through `redeemCode`. Deliveries succeed and stay visible in the outbox.
 */
import { randomBytes } from 'node:crypto'
import type {
  ChatMessage,
  FetchedCredential,
  PushSender,
  SubscribeSender,
  WechatMpProvider,
  WorkplaceKind,
  WorkplaceProvider,
} from './workplace'
import { WorkplaceError } from './workplace'

const sim = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** A simulated WeCom or DingTalk of one company. */
export class SimulatedWorkplaceProvider implements WorkplaceProvider {
  readonly simulated = true

  constructor(
    readonly kind: WorkplaceKind,
    readonly appId: string,
    /** Redeems a code issued by the simulated authorize page: the chat user id, or undefined. */
    private readonly redeemCode: (code: string) => Promise<string | undefined>,
  ) {}

  authorizeUrl(redirectUri: string, state: string): string {
    const params = new URLSearchParams({ kind: this.kind, appid: this.appId, redirect_uri: redirectUri, state })
    return `/obt/demo/workplace/authorize?${params.toString()}`
  }

  async fetchAccessToken(): Promise<FetchedCredential> {
    return { value: sim('simtoken'), expiresIn: 7200 }
  }

  async userIdFromCode(_accessToken: string, code: string): Promise<string> {
    const userId = await this.redeemCode(code)
    if (!userId) throw new WorkplaceError('code invalid or used')
    return userId
  }

  async fetchJsapiTicket(): Promise<FetchedCredential> {
    return { value: sim('simjsapi'), expiresIn: 7200 }
  }

  async fetchAgentTicket(): Promise<FetchedCredential | null> {
    return this.kind === 'wecom' ? { value: sim('simagent'), expiresIn: 7200 } : null
  }

  async sendMessage(_accessToken: string, _toUser: string, _message: ChatMessage): Promise<void> {
    // Delivered: the outbox row (status SENT) is what the demo's chat inbox shows.
  }
}

/** The demo world's official account. */
export class SimulatedWechatMpProvider implements WechatMpProvider {
  readonly simulated = true
  readonly appId = 'wxsimulatedmp0001'

  async fetchAccessToken(): Promise<FetchedCredential> {
    return { value: sim('simmptoken'), expiresIn: 7200 }
  }

  async fetchJsapiTicket(): Promise<FetchedCredential> {
    return { value: sim('simmpjsapi'), expiresIn: 7200 }
  }
}

/** Subscribe messages that land in the outbox only. */
export class SimulatedSubscribeSender implements SubscribeSender {
  readonly simulated = true
  async send(): Promise<void> {}
}

/** Push that lands in the outbox only. */
export class SimulatedPushSender implements PushSender {
  readonly simulated = true
  async send(): Promise<void> {}
}
