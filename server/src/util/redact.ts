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

/** A URL with secret query parameters replaced (GET calls such as validModifyPassword?pwd=...). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const rawKey = eq < 0 ? pair : pair.slice(0, eq)
      let key = rawKey
      try {
        key = decodeURIComponent(rawKey)
      } catch {
        // keep the raw key
      }
      return isSecretKey(key) ? `${rawKey}=${REDACTED}` : pair
    })
  return `${url.slice(0, q)}?${params.join('&')}`
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
