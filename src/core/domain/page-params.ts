/**
 * Page parameters as text. Kept apart from the booking-context codec because the navigation helpers
 * of every page (and so the login bundle) need only this.
 */

/** Page parameters as the router hands them over. */
export type RawParams = Record<string, string | undefined | null>

/**
 * A page parameter as text: H5 hands them over still URL-encoded (and the mini-program may too), so
 * each is decoded once; a value that is not valid encoding is kept as it is (never a throw).
 */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** All string parameters decoded once (see decodeParam); anything else is left out. */
export function decodeParams(raw: RawParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = decodeParam(v)
  return out
}
