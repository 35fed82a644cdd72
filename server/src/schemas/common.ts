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

// ---- Shared by the travel schemas (flight, order, pay, traveller) ----

/** A date 'YYYY-MM-DD' (China time). */
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** A numeric id as the app holds it (a string of digits: empId, orderId, contactId...). */
export const IdText = Type.String({ pattern: '^\\d{1,12}$' })

/** An employee id (EmpInfo.empId). */
export const EmpIdText = IdText

/** Cabin class: Y economy, C business, F first. */
export const CabinClass = Type.Union([Type.Literal('Y'), Type.Literal('C'), Type.Literal('F')])
export type CabinClass = Static<typeof CabinClass>

/** Trip type: 1 business (因公), 2 personal (因私). */
export const TripType = Type.Union([Type.Literal(1), Type.Literal(2)])
export type TripType = Static<typeof TripType>

/**
 * Policy violation codes:
 * - CABIN_CLASS: the cabin class is above the rank's highest class
 * - DISCOUNT: the fare is above the rank's highest share of the full economy fare
 * - ADVANCE_DAYS: booked fewer days ahead than the policy asks
 * - LOWEST_FARE: a cheaper economy fare departs within the policy's window around this flight
 */
export const ViolationCode = Type.Union([
  Type.Literal('CABIN_CLASS'),
  Type.Literal('DISCOUNT'),
  Type.Literal('ADVANCE_DAYS'),
  Type.Literal('LOWEST_FARE'),
])
export type ViolationCode = Static<typeof ViolationCode>

/** One broken rule, with a text in the request language. */
export const Violation = Type.Object({ code: ViolationCode, text: Type.String() })
export type Violation = Static<typeof Violation>

/** Passenger type: 1 adult (12+), 2 child (2 to under 12), 3 infant (under 2). */
export const PsgType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])
export type PsgType = Static<typeof PsgType>

/** Identity-document types (spec part 2 §3.2). */
export const CardType = Type.Union([
  Type.Literal('NI'),
  Type.Literal('PP'),
  Type.Literal('JR'),
  Type.Literal('HX'),
  Type.Literal('TB'),
  Type.Literal('WG'),
  Type.Literal('GA'),
  Type.Literal('UU'),
  Type.Literal('GT'),
  Type.Literal('TT'),
])
export type CardType = Static<typeof CardType>

/**
 * Order status codes shared with the app (src/core/domain/status-labels.ts). Labels never travel:
 * the app translates the code.
 */
export const OrderStatusCode = Type.Union([
  Type.Literal('AWAITING_SUBMIT'),
  Type.Literal('IN_APPROVAL'),
  Type.Literal('AWAITING_PAYMENT'),
  Type.Literal('TICKETING'),
  Type.Literal('ISSUED'),
  Type.Literal('CANCELLED'),
  Type.Literal('REJECTED'),
  Type.Literal('IN_APPLICATION'),
  Type.Literal('PAID'),
  Type.Literal('IN_PROGRESS'),
  Type.Literal('COMPLETED'),
  Type.Literal('APPROVED'),
  Type.Literal('FULL_REFUND'),
  Type.Literal('PARTIAL_REFUND'),
  Type.Literal('CHANGED'),
  Type.Literal('PARTIAL_CHANGE'),
  Type.Literal('REIMBURSED'),
  Type.Literal('REIMBURSING'),
  Type.Literal('APPROVAL_TERMINATED'),
  Type.Literal('CLOSED'),
  Type.Literal('SEAT_OCCUPIED'),
  Type.Literal('PRE_ISSUE'),
  Type.Literal('DELAY_OR_CANCEL'),
])
export type OrderStatusCode = Static<typeof OrderStatusCode>

/** E-mail rule of the spec: local@domain with a top-level domain of at least 2 letters. */
export const EMAIL_PATTERN = '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)*\\.[A-Za-z]{2,}$'
/** An e-mail address. */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 100 })
