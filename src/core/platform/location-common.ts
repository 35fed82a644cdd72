/**
 * Current location, shared by both targets: the failure reasons and their messages (spec
 * overview §5), and how each platform's error reads as a reason.
 */
import { scopedT } from '../i18n/index'
import { locationDict } from '../i18n/location'
import type { MapError } from './map-common'

const tt = scopedT(locationDict)

/** Why no location: each has its own message (spec overview §5). */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'failed' | 'permission' | 'unsupportedType' | 'serviceUnavailable'

/** A GCJ-02 fix, or the message to show. */
export type LocationResult = { ok: true; lat: number; lng: number } | { ok: false; reason: LocationFailure; message: string }

/** The message of a failure in the current language. */
export function locationMessage(reason: LocationFailure): string {
  return tt(reason)
}

/** A failure result with its message. */
export function locationFailure(reason: LocationFailure): LocationResult {
  return { ok: false, reason, message: locationMessage(reason) }
}

/** The browser's GeolocationPositionError code as a reason (1 denied, 2 unavailable, 3 timeout). */
export function reasonOfGeolocationCode(code: number | undefined): LocationFailure {
  switch (code) {
    case 1:
      return 'denied'
    case 2:
      return 'unavailable'
    case 3:
      return 'timeout'
    default:
      return 'failed'
  }
}

/**
 * A mini-program getLocation errMsg as a reason. The user's own refusal ('auth deny') differs from
 * the system refusing WeChat itself ('system permission denied', location switched off).
 */
export function reasonOfWeappError(errMsg: string | undefined): LocationFailure {
  const text = (errMsg ?? '').toLowerCase()
  if (/system permission|locationswitchoff|privacy/.test(text)) return 'permission'
  if (/auth den(y|ied)|authorize/.test(text)) return 'denied'
  if (/timeout/.test(text)) return 'timeout'
  if (/type/.test(text)) return 'unsupportedType'
  if (/not support|unsupported|not found/.test(text)) return 'serviceUnavailable'
  if (/nocell|network|unavailable/.test(text)) return 'unavailable'
  return 'failed'
}

/**
 * The message for a failed reverse geocoding: nothing found for the point is a failed
 * resolution, a service that cannot be reached is "service unavailable", the rest a failed fetch.
 */
export function reverseGeocodeMessage(error: MapError): string {
  if (error === 'noResult' || error === 'badParam') return tt('geocodeParseFailed')
  if (error === 'unavailable') return tt('serviceUnavailable')
  return tt('geocodeFetchFailed')
}
