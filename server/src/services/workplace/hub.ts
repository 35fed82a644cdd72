/**
 * Which provider serves what: a company's chat app row -> its provider (real with the secret from
 * the environment variable the row names, or simulated), the official account, subscribe messages
 * and push. One hub per application context; tests swap it with `setWorkplaceHub` to make a channel
 * fail or to count fetches.
 */
import type { AppContext } from '../../context'
import { consumeSimCode, type WorkplaceApp } from '../../db/repositories/workplace-apps'
import {
  DingtalkProvider,
  RealSubscribeSender,
  RealWechatMpProvider,
  WecomProvider,
  WorkplaceError,
  type PushSender,
  type SubscribeSender,
  type WechatMpProvider,
  type WorkplaceKind,
  type WorkplaceProvider,
} from '../../providers/workplace'
import {
  SimulatedPushSender,
  SimulatedSubscribeSender,
  SimulatedWechatMpProvider,
  SimulatedWorkplaceProvider,
} from '../../providers/workplace-simulated'
import { sha256Hex } from '../../util/crypto'

/** The outside services of the roll-out. */
export interface WorkplaceHub {
  providerFor(app: WorkplaceApp): WorkplaceProvider
  mp: WechatMpProvider
  subscribe: SubscribeSender
  push: PushSender
  /** Absolute origin put before links sent into chat apps ('' in the demo: the links stay relative). */
  publicBase: string
}

const hubs = new WeakMap<AppContext, WorkplaceHub>()

/** The hub from the environment: real providers where configured, simulated ones elsewhere. */
export function createWorkplaceHub(ctx: AppContext, env: NodeJS.ProcessEnv = process.env, fetchImpl: typeof fetch = fetch): WorkplaceHub {
  const mpId = env.WECHAT_MP_APPID
  const mpSecret = env.WECHAT_MP_SECRET
  const template = env.WECHAT_SUBSCRIBE_TEMPLATE
  return {
    providerFor(app) {
      const kind = app.kind as WorkplaceKind
      if (app.simulated) {
        return new SimulatedWorkplaceProvider(kind, app.chat_corp_id, async (code) =>
          (await consumeSimCode(ctx.db, sha256Hex(code), app.chat_corp_id, kind, ctx.clock()))?.chat_user_id,
        )
      }
      const secret = app.secret_env ? env[app.secret_env] : undefined
      if (!secret) throw new WorkplaceError(`${kind} secret not configured`)
      const config = { kind, chatCorpId: app.chat_corp_id, agentId: app.agent_id, appKey: app.app_key, secret }
      return kind === 'wecom' ? new WecomProvider(config, fetchImpl) : new DingtalkProvider(config, fetchImpl)
    },
    mp: mpId && mpSecret ? new RealWechatMpProvider(mpId, mpSecret, fetchImpl) : new SimulatedWechatMpProvider(),
    subscribe:
      env.WECHAT_APPID && env.WECHAT_SECRET && template
        ? new RealSubscribeSender(env.WECHAT_APPID, env.WECHAT_SECRET, template, fetchImpl)
        : new SimulatedSubscribeSender(),
    push: new SimulatedPushSender(),
    publicBase: (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
  }
}

/** The hub of this context (created from the environment on first use). */
export function workplaceHub(ctx: AppContext): WorkplaceHub {
  let hub = hubs.get(ctx)
  if (!hub) {
    hub = createWorkplaceHub(ctx)
    hubs.set(ctx, hub)
  }
  return hub
}

/** Replaces the hub of a context (tests; a deployment wiring a push vendor). */
export function setWorkplaceHub(ctx: AppContext, hub: WorkplaceHub): void {
  hubs.set(ctx, hub)
}
