/**
 * Removes secrets from anything that is logged or stored for diagnosis (request logs, bug
 * reports). The keys follow the app's field names; matching is case-insensitive.
 */

/** Field names whose values never reach a log or a bug report. */
export const SECRET_KEYS = [
  'password',
  'pwd',
  'oldPwd',
  'newPwd',
  'payPwd',
  'token',
  'idNumber',
  'passport',
  'cardNumber',
  'smsCode',
  'validateCode',
  'code',
  'ticket',
  'phoneTicket',
  'cvv',
] as const

const secretSet = new Set(SECRET_KEYS.map((k) => k.toLowerCase()))

/** The replacement text. */
export const REDACTED = '[REDACTED]'

/** Whether a field name is a secret. */
export function isSecretKey(key: string): boolean {
  return secretSet.has(key.toLowerCase())
}

/** A deep copy of `value` with secret fields replaced (depth-limited, cycles cut). */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value
  if (depth > 8 || seen.has(value)) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : redactDeep(item, depth + 1, seen)
  }
  return out
}

/**
 * Query parameters whose values may stay in a log line: paging, switches, product and order type
 * codes, object ids. Every other value is replaced, because URLs carry mobile numbers (smsCodeGet,
 * getCorpList?loginName=), search words (names, mobiles), passwords and codes; a parameter missing
 * here is only over-redacted.
 */
const PLAIN_QUERY_KEYS = new Set(
  [
    'pageNum',
    'count',
    'type',
    'lang',
    'scene',
    'status',
    'paramNo',
    'parNo',
    'cplx',
    'tripType',
    'msgType',
    'dateType',
    'findScope',
    'orderType',
    'productType',
    'refresh',
    'timestamp',
    'loginType',
    'id',
    'orderId',
    'refundId',
    'changeId',
    'ccsqdId',
    'routeId',
    'spgzId',
    'workItemId',
  ].map((key) => key.toLowerCase()),
)

/** A path segment that is a one-time key (the PDF link's 32 hex characters) or a mobile number. */
const SECRET_SEGMENT = /^(?:[0-9a-f]{16,}|1[3-9]\d{9})$/i

/** Longest path kept in a log line (an attacker's 30 KB path would otherwise be logged whole). */
const MAX_LOGGED_PATH = 256

/**
 * A URL as it may be logged: one-time keys and mobile numbers in the path replaced, and the value
 * of every query parameter that is not known to be plain (PLAIN_QUERY_KEYS) replaced, the way
 * bodies lose their secret fields. Keys stay, so a line still shows which parameters came.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  let path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/')
  if (path.length > MAX_LOGGED_PATH) path = `${path.slice(0, MAX_LOGGED_PATH)}…`
  if (q < 0) return path
  const params = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=')
      const rawKey = eq < 0 ? pair : pair.slice(0, eq)
      let key = rawKey
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
      } catch {
        // keep the raw key
      }
      // A key that is no field name (a mobile number sent as a bare parameter, garbage) is data too.
      if (!/^[A-Za-z_][\w.-]{0,31}$/.test(key)) return REDACTED
      if (eq < 0) return key
      return PLAIN_QUERY_KEYS.has(key.toLowerCase()) && pair.length - eq <= 64 ? pair : `${key}=${REDACTED}`
    })
  return `${path}?${params.join('&')}`
}

/**
 * A JSON or text payload with secrets removed: JSON is parsed and redacted field by field,
 * other text has `key=value` / `"key":"value"` pairs of secret keys masked.
 */
export function redactText(text: string): string {
  try {
    return JSON.stringify(redactDeep(JSON.parse(text)))
  } catch {
    const keys = SECRET_KEYS.join('|')
    return text
      .replace(new RegExp(`("(?:${keys})"\\s*:\\s*)"[^"]*"`, 'gi'), `$1"${REDACTED}"`)
      .replace(new RegExp(`\\b((?:${keys})=)[^&\\s]*`, 'gi'), `$1${REDACTED}`)
  }
}
