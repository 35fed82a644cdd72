/** URL parameters of tkIntCabin and tkIntEdit: the itinerary key and the party. */
import type { IntlBookingContext } from './intl-booking-store'

/** Reads a booking context (null when the itinerary key is missing or malformed). */
export function bookingContextOf(raw: Record<string, string | undefined>): IntlBookingContext | null {
  const key = raw.key ? decodeURIComponent(raw.key) : ''
  if (!/^GJ\.[YCF]\.[A-Z0-9_.,~-]{10,400}$/.test(key)) return null
  const n = (v: string | undefined, d: number) => (v !== undefined && /^\d$/.test(v) ? Number(v) : d)
  const needId = raw.needId && /^\d+$/.test(raw.needId) ? raw.needId : undefined
  return {
    itineraryKey: key, tripType: raw.tripType === '2' ? 2 : 1, adults: Math.max(1, n(raw.adults, 1)), children: n(raw.children, 0), infants: n(raw.infants, 0),
    travellerIds: (raw.travellerIds ? decodeURIComponent(raw.travellerIds) : '').split(',').filter((x) => /^\d+$/.test(x)),
    ...(needId ? { needId } : {}),
  }
}

/** The URL parameters of a context. */
export function bookingParams(c: IntlBookingContext): Record<string, string> {
  return {
    key: c.itineraryKey, tripType: String(c.tripType), adults: String(c.adults), children: String(c.children), infants: String(c.infants),
    travellerIds: c.travellerIds.join(','), ...(c.needId ? { needId: c.needId } : {}),
  }
}
