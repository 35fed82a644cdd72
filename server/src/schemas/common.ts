/**
 * Building blocks shared by the request and reply schemas.
 *
 * Schema files import nothing at run time but @sinclair/typebox (and each other), so the app can
 * `import type` the `Static` types without pulling server code into its bundle.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Mobile rule of the spec: 11 digits, 1 then 3 to 9. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$'
/** Password rule: upper and lower case letters and digits, 8 to 20 printable ASCII characters. */
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[\\x21-\\x7e]{8,20}$'
/** SMS codes are 6 digits. */
export const SMS_CODE_PATTERN = '^\\d{6}$'

/** A mainland mobile number. */
export const Mobile = Type.String({ pattern: MOBILE_PATTERN })
/** A new password that must follow the password rule. */
export const NewPassword = Type.String({ pattern: PASSWORD_PATTERN })
/** A 6-digit SMS code. */
export const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN })

/** A 0/1 flag as the app's contract uses them. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])
export type Flag = Static<typeof Flag>

/** Reply language of calls that carry one explicitly (geo). */
export const Lang = Type.Union([Type.Literal('zh'), Type.Literal('en')])
export type Lang = Static<typeof Lang>

/** Page request fields used by list calls. */
export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  // The spec's lists ask for up to 9999 rows at once (project list).
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, default: 20 })),
}

/** A page of `item`. */
export const Page = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer() })

/** An empty request body (calls that take nothing still get `{}` from the app). */
export const EmptyBody = Type.Object({})
export type EmptyBody = Static<typeof EmptyBody>

/** The reply envelope every call answers with (HTTP 200). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    /** 1 success; 100/101 session invalid; 3901 no token; 4000 bad input; 4004 not found; 4009 refused; 4290 too many; 999 internal. */
    errCode: Type.Integer(),
    /** 1: the app may show `tips`; 0: it must stay quiet. */
    status: Flag,
    tips: Type.String(),
    data,
  })

/** The envelope as a TypeScript type. */
export interface EnvelopeOf<T> {
  errCode: number
  status: 0 | 1
  tips: string
  data: T
}
