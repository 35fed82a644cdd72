/** Requests and replies of the workplace roll-out: SSO, JS-SDK signing, push clients, subscribe grants, the demo chat inbox. */
import { Type, type Static } from '@sinclair/typebox'
import { Line } from './common'

/** POST /obt/getSdkQx: the page URL (its hash is dropped) and the browser it is open in. */
export const SdkQxBody = Type.Object({
  url: Line({ minLength: 8, maxLength: 2000 }),
  client: Type.Optional(Type.Union([Type.Literal('wechat'), Type.Literal('wecom'), Type.Literal('dingtalk')])),
})
export type SdkQxBody = Static<typeof SdkQxBody>

/** The messaging-app config of booking-flows §3.11; WeCom adds its agent config signature. */
export const SdkQxReply = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
  agentId: Type.Optional(Type.String()),
  agentSignature: Type.Optional(Type.String()),
})
export type SdkQxReply = Static<typeof SdkQxReply>

const Short = (max = 64) => Type.Optional(Line({ maxLength: max }))

/**
 * GET /obt/workplace/authorize: what the chat app's menu or message link opens (booking-flows §7.13:
 * code, corpId, targetModule, loginCli, workItemId, orderNo, orderId, travelNo).
 */
export const SsoStartQuery = Type.Object({
  corpId: Line({ minLength: 1, maxLength: 32 }),
  loginCli: Type.Optional(Type.Union([Type.Literal('wecom'), Type.Literal('dingtalk')])),
  targetModule: Short(32),
  workItemId: Short(),
  orderNo: Short(),
  orderId: Short(),
  orderType: Short(8),
  travelNo: Short(),
  productCode: Short(8),
  autoQuery: Short(2),
  backUrl: Short(500),
})
export type SsoStartQuery = Static<typeof SsoStartQuery>

/** GET /obt/workplace/callback: the chat app comes back with code and state. */
export const SsoCallbackQuery = Type.Object({
  code: Type.Optional(Line({ maxLength: 512 })),
  state: Type.Optional(Line({ maxLength: 64 })),
  /** Some chat apps send it as authCode. */
  authCode: Type.Optional(Line({ maxLength: 512 })),
})
export type SsoCallbackQuery = Static<typeof SsoCallbackQuery>

/** The simulated chat app's authorize page. */
export const SimAuthorizeQuery = Type.Object({
  kind: Type.Union([Type.Literal('wecom'), Type.Literal('dingtalk')]),
  appid: Line({ minLength: 1, maxLength: 64 }),
  redirect_uri: Line({ minLength: 1, maxLength: 2000 }),
  state: Line({ minLength: 1, maxLength: 64 }),
  userId: Type.Optional(Line({ minLength: 1, maxLength: 64 })),
})
export type SimAuthorizeQuery = Static<typeof SimAuthorizeQuery>

/** POST /obt/saveAppTsInfo (overview §7 App): the native shell's push client, tsDevice 1 Android, 2 iOS. */
export const SaveAppTsInfoBody = Type.Object({
  tsCid: Line({ minLength: 1, maxLength: 128 }),
  tsDevice: Type.Union([Type.Literal(1), Type.Literal(2)]),
})
export type SaveAppTsInfoBody = Static<typeof SaveAppTsInfoBody>

/** POST /obt/workplace/subscribeAccepted: the mini-program user accepted `count` subscribe messages. */
export const SubscribeAcceptedBody = Type.Object({
  openId: Line({ minLength: 1, maxLength: 64 }),
  count: Type.Integer({ minimum: 1, maximum: 5 }),
})
export type SubscribeAcceptedBody = Static<typeof SubscribeAcceptedBody>

/** GET /obt/demo/workplaceOutbox: a user's deliveries on the chat channels (demo). */
export const WorkplaceOutboxQuery = Type.Object({
  empNo: Line({ minLength: 1, maxLength: 32 }),
  channel: Type.Optional(Type.Union([Type.Literal('wecom'), Type.Literal('dingtalk'), Type.Literal('wxsub'), Type.Literal('push')])),
})
export type WorkplaceOutboxQuery = Static<typeof WorkplaceOutboxQuery>

export const WorkplaceOutboxReply = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      channel: Type.String(),
      empNo: Type.String(),
      title: Type.String(),
      content: Type.String(),
      yycj: Type.Integer(),
      orderId: Type.String(),
      orderType: Type.Integer(),
      workItemId: Type.Optional(Type.String()),
      link: Type.String(),
      status: Type.String(),
      attempts: Type.Integer(),
      createdAt: Type.String(),
      sentAt: Type.Optional(Type.String()),
    }),
  ),
})
export type WorkplaceOutboxReply = Static<typeof WorkplaceOutboxReply>
