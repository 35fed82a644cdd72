/**
 * Calls of the hotel search screens (htQuery, htList, htSignList, htMap on both route families):
 * the hotel cities (geo type 10903), the city's hotels for a stay, keyword completion, the city's
 * districts / landmarks / brands (the list's filters) and the travel policy of a stay. One typed
 * function per call; shapes come from the server schemas (import type only). Version 1 (/ht/) and
 * version 2 (/htV2/) differ in screens, not in data: the list and the policy have a path of each
 * version (server/README.md, Hotels), the other calls one. The screens draw their own loading and
 * failure states, so no call raises the global loading indicator or a toast.
 */
import { geoStatic, type GeoCity, type Lang } from '../../core/api/geo'
import { http } from '../../core/http/client'
import type {
  HotelListItem,
  HotelSort,
  HotelStandard,
  HotelWb,
  HtGeoByCityBody,
  HtGeoByCityReply,
  HtKeywordBody,
  HtKeywordReply,
  HtListBody,
  HtListReply,
  HtTravelPolicyBody,
  HtTravelPolicyReply,
} from '../../../server/src/schemas/hotel'
import type { HotelVersionNo } from '../stores/hotel-context'

export type {
  HotelListItem,
  HotelSort,
  HotelStandard,
  HotelWb,
  HtGeoByCityReply,
  HtKeywordReply,
  HtListBody,
  HtListReply,
  HtTravelPolicyBody,
  HtTravelPolicyReply,
}
export type { BookableApplication, TripRoute } from '../../core/api/trip-booking'
export type { GeoCity, Lang }

const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** Route product type of a hotel route (vipCcsqdList4Book, booking flows §3.9). */
export const HOTEL_ROUTE = 10903 as const

/** A completion of the keyword call. */
export type HotelKeywordItem = HtKeywordReply['list'][number]

/** The path prefix of a version's own calls. */
function base(version: HotelVersionNo): string {
  return version === 1 ? '/obt/hotel/htQuery' : '/obt/hotel/htQueryV2'
}

/** GET /obt/geo/static?type=10903: every hotel city (domestic and international) in a language. */
export async function hotelCities(lang: Lang): Promise<GeoCity[]> {
  const reply = await geoStatic('10903', lang)
  return (reply.list as GeoCity[]).filter((c) => !!c && typeof c.code === 'string' && typeof c.name === 'string')
}

/** POST htQueryV2/list (htQuery/list for version 1): a page of the city's hotels for the stay, filtered and sorted. */
export function hotelList(version: HotelVersionNo, body: HtListBody): Promise<HtListReply> {
  return http.post<HtListReply>(`${base(version)}/list`, body, OWN_STATES)
}

/** POST htQueryV2/keyword: completions in a city (hotels, brands, districts, landmarks), at most 20. */
export async function hotelKeyword(body: HtKeywordBody): Promise<HotelKeywordItem[]> {
  const reply = await http.post<HtKeywordReply>('/obt/hotel/htQueryV2/keyword', body, OWN_STATES)
  return reply.list
}

/** POST htQueryV2/geoByCity: the city's centre, districts, landmarks and brands. */
export function geoByCity(body: HtGeoByCityBody): Promise<HtGeoByCityReply> {
  return http.post<HtGeoByCityReply>('/obt/hotel/htQueryV2/geoByCity', body, OWN_STATES)
}

/** POST htQueryV2/travelPolicy (htQuery/travelPolicy for version 1): the nightly caps of a stay. */
export function travelPolicy(version: HotelVersionNo, body: HtTravelPolicyBody): Promise<HtTravelPolicyReply> {
  return http.post<HtTravelPolicyReply>(`${base(version)}/travelPolicy`, body, OWN_STATES)
}
