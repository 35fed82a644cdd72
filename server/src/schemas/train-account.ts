/**
 * Rail account (12306) and passenger identity check (booking flows §3.3, §4, §5.7, §7.7, §8).
 *
 * Paths (all POST, private, under the envelope):
 * - /obt/train/trQuery/getNewest         {}                        → RailAccountView | null
 *        (the caller's bound rail account: name, bound time, its passengers)
 * - /obt/train/trQuery/FindClkList       {account, password}       → RailAccountView
 *        (signs in at the railway, binds the account and answers its passengers; empty account or
 *        password 4000 "账号或密码不能为空", a refused login 4000 "12306账号登录失败"; the password
 *        is never stored, returned or logged)
 * - /obt/train/trQuery/deleteAccount     {}                        → {deleted}
 * - /obt/train/trQuery/getCheckResult    {passengers, trainDate?}  → {results}
 *        (a code per passenger: 0 not passed, 1 passed, 2 needs a code; children skipped (1);
 *        passengers already passed are not asked again)
 * - /obt/train/trQuery/checkRyxx         {passenger, trainDate?}   → RailCheckReply
 *        (runs the check; code 2 sends a 6-digit code to the passenger's mobile, 60 s apart, 10 a day)
 * - /obt/train/trQuery/checkLocalHytgry  {passenger, smsCode, trainDate?} → RailCheckItem
 *        (the code answered: right → 1; wrong 4000 with the attempts left, 5 at most)
 *
 * Passengers are named like a booking's (employee within the caller's booking scope, a frequent
 * traveller of the caller, or a guest with name, document and mobile): another company's
 * employee answers 4004 exactly like a missing one. trainDate ('YYYY-MM-DD', default today)
 * decides who is a child. Document numbers are always masked in replies.
 */
import { Type, type Static } from '@sinclair/typebox'
import { DateText, SmsCode } from './common'
import { TrainPassengerInput } from './train-order'

/** A check code: 0 not passed, 1 passed, 2 needs a code. */
export const RailCheckCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type RailCheckCode = Static<typeof RailCheckCode>

/** A passenger of a rail account as the railway lists it. */
export const RailAccountPassengerView = Type.Object({
  name: Type.String(),
  cardType: Type.String(),
  cardNumberMasked: Type.String(),
  /** 'YYYY-MM-DD' or ''. */
  born: Type.String(),
  code: RailCheckCode,
})
export type RailAccountPassengerView = Static<typeof RailAccountPassengerView>

/** A bound rail account. */
export const RailAccountView = Type.Object({
  accountName: Type.String(),
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  boundAt: Type.String(),
  passengers: Type.Array(RailAccountPassengerView),
})
export type RailAccountView = Static<typeof RailAccountView>

/** getNewest reply: the bound account, or null when none. */
export const RailNewestReply = Type.Union([RailAccountView, Type.Null()])
export type RailNewestReply = Static<typeof RailNewestReply>

/**
 * FindClkList body. Both fields may come empty: the reply then says "account or PIN empty" (§8)
 * rather than a field error. The password goes to the railway's login only.
 */
export const RailLoginBody = Type.Object({
  account: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 64 })),
})
export type RailLoginBody = Static<typeof RailLoginBody>

/** deleteAccount reply. */
export const RailDeleteReply = Type.Object({ deleted: Type.Boolean() })
export type RailDeleteReply = Static<typeof RailDeleteReply>

/** One passenger's check. */
export const RailCheckItem = Type.Object({
  /** Position in the request. */
  index: Type.Integer(),
  name: Type.String(),
  cardType: Type.String(),
  cardNumberMasked: Type.String(),
  code: RailCheckCode,
  /** Not checked: a child (the railway does not check children). */
  skipped: Type.Boolean(),
  /** What to tell the user (the spec's message for 0; empty for 1). */
  message: Type.String(),
})
export type RailCheckItem = Static<typeof RailCheckItem>

/** getCheckResult body. */
export const RailCheckListBody = Type.Object({
  passengers: Type.Array(TrainPassengerInput, { minItems: 1, maxItems: 9 }),
  trainDate: Type.Optional(DateText),
})
export type RailCheckListBody = Static<typeof RailCheckListBody>

/** getCheckResult reply. */
export const RailCheckListReply = Type.Object({ results: Type.Array(RailCheckItem) })
export type RailCheckListReply = Static<typeof RailCheckListReply>

/** checkRyxx body. */
export const RailCheckOneBody = Type.Object({
  passenger: TrainPassengerInput,
  trainDate: Type.Optional(DateText),
})
export type RailCheckOneBody = Static<typeof RailCheckOneBody>

/** checkRyxx reply: the check, and for code 2 where the code went. */
export const RailCheckReply = Type.Composite([
  RailCheckItem,
  Type.Object({
    /** A code was sent (code 2). */
    sent: Type.Boolean(),
    /** The mobile it went to, masked ('' when none was sent). */
    phoneMasked: Type.String(),
    /** Seconds the code stays valid, and until another can be sent. */
    expiresIn: Type.Integer(),
    resendIn: Type.Integer(),
  }),
])
export type RailCheckReply = Static<typeof RailCheckReply>

/** checkLocalHytgry body: the passenger and the code their mobile received. */
export const RailCodeBody = Type.Object({
  passenger: TrainPassengerInput,
  smsCode: SmsCode,
  trainDate: Type.Optional(DateText),
})
export type RailCodeBody = Static<typeof RailCodeBody>
