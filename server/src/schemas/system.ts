/** Bug reports from the app, health, and the demo tools. */
import { Type, type Static } from '@sinclair/typebox'

/** POST /mqc/bugManage/submitBug. payload and response may be strings or JSON; secrets inside are redacted before storage. */
export const BugReportBody = Type.Object({
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  platform: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()])),
  userAgent: Type.Optional(Type.String({ maxLength: 512 })),
  corpId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()])),
  empNo: Type.Optional(Type.String({ maxLength: 64 })),
  path: Type.Optional(Type.String({ maxLength: 512 })),
  payload: Type.Optional(Type.Unknown()),
  response: Type.Optional(Type.Unknown()),
})
export type BugReportBody = Static<typeof BugReportBody>

/** submitBug reply. */
export const BugReportReply = Type.Object({ id: Type.Integer() })
export type BugReportReply = Static<typeof BugReportReply>

/** POST /mqc/bugManage/submitBug4Batch. */
export const BugReportBatchBody = Type.Object({ list: Type.Array(BugReportBody, { maxItems: 50 }) })
export type BugReportBatchBody = Static<typeof BugReportBatchBody>

/** submitBug4Batch reply. */
export const BugReportBatchReply = Type.Object({ ids: Type.Array(Type.Integer()) })
export type BugReportBatchReply = Static<typeof BugReportBatchReply>

/** GET /obt/health reply. */
export const HealthReply = Type.Object({
  ok: Type.Literal(true),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
})
export type HealthReply = Static<typeof HealthReply>

/** GET /obt/demo/smsOutbox query (demo tools only). */
export const DemoSmsOutboxQuery = Type.Object({ phone: Type.String({ minLength: 1, maxLength: 20 }) })
export type DemoSmsOutboxQuery = Static<typeof DemoSmsOutboxQuery>

/** A message of the SMS outbox. */
export const DemoSmsItem = Type.Object({
  text: Type.String(),
  code: Type.String(),
  scene: Type.String(),
  createdAt: Type.String(),
})
export type DemoSmsItem = Static<typeof DemoSmsItem>

/** smsOutbox reply: the last 10 messages, newest first. */
export const DemoSmsOutboxReply = Type.Array(DemoSmsItem)
export type DemoSmsOutboxReply = Static<typeof DemoSmsOutboxReply>

/** GET /obt/demo/captcha query (demo tools only). */
export const DemoCaptchaQuery = Type.Object({ validateCodeId: Type.String({ minLength: 1, maxLength: 64 }) })
export type DemoCaptchaQuery = Static<typeof DemoCaptchaQuery>

/** demo/captcha reply. */
export const DemoCaptchaReply = Type.Object({ text: Type.String() })
export type DemoCaptchaReply = Static<typeof DemoCaptchaReply>
