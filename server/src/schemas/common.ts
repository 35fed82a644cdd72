/**
 * Building blocks shared by the request and reply schemas.
 *
 * Schema files import nothing at run time but @sinclair/typebox (and each other), so the app can
 * `import type` the `Static` types without pulling server code into its bundle.
 */
import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox'
import { ORDER_STATUS } from '../contract/order-status'
import { ORDER_TYPE } from '../contract/order-types'
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN } from '../contract/patterns'

// The field patterns are the contract's (server/src/contract/patterns.ts), which the app's validators use too.
export { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN }

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

// ---- Bounds every request field shares: what the database can hold, so bad input is a 4000, never a 999 ----

/**
 * One line of text: no C0 control character and no DEL. PostgreSQL refuses NUL in text outright,
 * and the other controls have no business in a name, a code or a search word.
 */
export const LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$'
/** Free text (reasons, remarks, notes): as a line, but tab, line feed and carriage return are allowed. */
export const FREE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$'

/** Options of the text blocks (they bring their own pattern). */
export type TextOptions = Omit<StringOptions, 'pattern'>

/** A one-line string of a request (names, codes, keywords, opaque keys). Use it instead of a bare Type.String(). */
export const Line = (options: TextOptions = {}) => Type.String({ ...options, pattern: LINE_PATTERN })
/** A multi-line string of a request (reasons, remarks). */
export const FreeText = (options: TextOptions = {}) => Type.String({ ...options, pattern: FREE_TEXT_PATTERN })

/**
 * A pattern matching the decimal numbers 1..max (no sign, no leading zero), so that an id that
 * cannot exist in its column is refused by the schema instead of overflowing in SQL.
 */
export function positiveIntPattern(max: number): string {
  const digits = String(max)
  const n = digits.length
  const alternatives = n > 1 ? [`[1-9]\\d{0,${n - 2}}`] : []
  for (let i = 0; i < n; i += 1) {
    const d = Number(digits[i])
    const lowest = i === 0 ? 1 : 0
    if (d <= lowest) continue
    const range = d - 1 === lowest ? String(lowest) : `[${lowest}-${d - 1}]`
    const rest = n - i - 1
    alternatives.push(`${digits.slice(0, i)}${range}${rest > 0 ? `\\d{${rest}}` : ''}`)
  }
  alternatives.push(digits)
  return `^(?:${alternatives.join('|')})$`
}

/** The largest value of a PostgreSQL integer (int4): every numeric id column is one (see the migrations). */
export const INT4_MAX = 2147483647
/** A numeric id as text: 1 to 2147483647. */
export const ID_PATTERN = positiveIntPattern(INT4_MAX)

/**
 * A reference that may be a numeric id or some other text (a trip application reference on a
 * booking): digits must be an id within int4; other text must hold a character that is neither
 * a digit nor a blank, so no run of digits past the column's range gets through.
 */
export const IdOrText = (options: TextOptions = {}) =>
  Type.String({ ...options, pattern: `^(?:${ID_PATTERN.slice(1, -1)}|(?=.*[^\\d\\s])[^\\u0000-\\u001f\\u007f]+)$` })

/** A numeric id given as a number (notices, messages). */
export const IdNumber = Type.Integer({ minimum: 1, maximum: INT4_MAX })

/** A 5-digit code sent as a number (order types 11001..., product codes 10901...). */
export const CodeNumber = Type.Integer({ minimum: 0, maximum: 99999 })

/** An amount in CNY as a request states it (amount columns are numeric(12, 2)). */
export const Amount = Type.Number({ minimum: 0, maximum: 99999999 })

/** The last page number a list serves (pageNum × count stays far inside SQL's OFFSET range). */
export const PAGE_NUM_MAX = 100000

/**
 * Page request fields of a list. The spec's page sizes (§9): 20 by default, 10 for approvals,
 * 999 for the department (colleague) list, 9999 for the project list. Other lists allow up to
 * 100 rows a page.
 */
export function pageQuery(defaultCount = 20, maxCount = 100) {
  return {
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: maxCount, default: defaultCount })),
  }
}

/** Page request fields of an ordinary list (20 by default, at most 100). */
export const PageQuery = pageQuery()

/** A page of `item`. */
export const Page = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer() })

/** An empty request body (calls that take nothing still get `{}` from the app). */
export const EmptyBody = Type.Object({})
export type EmptyBody = Static<typeof EmptyBody>

/**
 * The reply schema of a call: the envelope every call answers with (HTTP 200) around the schema of
 * its `data`. Routes give it as `schema: { response: { 200: Reply(X) } }`, so a success reply is
 * serialised by its schema (fast-json-stringify: a property the schema does not name never leaves
 * the server) and, under test, checked against it (plugins/envelope.ts registerReplyCheck).
 * Error envelopes do not go through it: the error handler sends them already serialised, whole.
 */
export const Reply = <T extends TSchema>(data: T) =>
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

/**
 * A real calendar day 'YYYY-MM-DD' of the years 1900 to 2099 (leap years included: 1900 is none,
 * 2000 is one), so that 2024-02-30 is refused by the schema instead of failing in SQL.
 */
export const DATE_PATTERN =
  '^(?:(?:19|20)\\d{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:[02468][048]|[13579][26]))-02-29)$'

/** A date 'YYYY-MM-DD' (China time). */
export const DateText = Type.String({ pattern: DATE_PATTERN })

/** A numeric id as the app holds it (a string of digits: empId, orderId, contactId...), within the int4 id columns. */
export const IdText = Type.String({ pattern: ID_PATTERN })

/** An employee id (EmpInfo.empId). */
export const EmpIdText = IdText

/**
 * Order types of every product (booking-flows §2.4; 11099, the trip application, is not an order):
 * 11001 domestic flight, 11002 its refund, 11003 its change, 11004..11006 international flight,
 * 11007/11008 hotel, 11009..11011 train, 11015 insurance, 11018 car, 11023 visa, 11027 insurance
 * refund, 11028..11031 airport services, 11032 travel, 20031 train bench, 21028 integrated product.
 */
export const ORDER_TYPE_CODES = Object.values(ORDER_TYPE).filter((code) => code !== ORDER_TYPE.TRIP_APPLICATION)

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
  /** A hotel's nightly price above the standard's cap. */
  Type.Literal('HOTEL_PRICE'),
  /** Cars: a car type above the rank's, a ride above the amount per trip, a city or a time outside the scene's. */
  Type.Literal('CAR_TYPE'),
  Type.Literal('CAR_AMOUNT'),
  Type.Literal('CAR_CITY'),
  Type.Literal('CAR_TIME'),
  /** A tour's price per person above the standard's highest. */
  Type.Literal('TOUR_PRICE'),
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
export const OrderStatusCode = Type.Union(Object.values(ORDER_STATUS).map((code) => Type.Literal(code)))
export type OrderStatusCode = Static<typeof OrderStatusCode>

/** An e-mail address. */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 100 })
