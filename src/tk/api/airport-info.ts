/**
 * Calls of /tk/airportBus and /tk/policy: airport information (booking flows §7.4: cityAirportMsg,
 * queryApTrnInfo, queryApAirlineInfo, queryApTrfInfo, queryApTrfDetail) and the caller's domestic
 * flight standard (§7.1 GetClzbByMinZj). Shapes from the server schemas (import type only).
 */
import { http } from '../../core/http/client'
import type { ApAirlineInfoReply, ApBusLine, ApTrfDetailReply, ApTrfInfoReply, ApTrnInfoReply, CityAirport, CityAirportMsgReply } from '../../../server/src/schemas/airport-info'
import type { TravelStandard } from '../../../server/src/schemas/flight'

export type { ApAirlineInfoReply, ApBusLine, ApTrfDetailReply, ApTrfInfoReply, ApTrnInfoReply, CityAirport, CityAirportMsgReply, TravelStandard }

const BASE = '/obt/airportInfo'
const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** GET cityAirportMsg: the airports of a city (a city or airport code). */
export function cityAirportMsg(cityCode: string): Promise<CityAirportMsgReply> {
  return http.get<CityAirportMsgReply>(`${BASE}/cityAirportMsg`, { cityCode }, OWN_STATES)
}

/** POST queryApTrnInfo: an airport's terminals. */
export function queryApTrnInfo(airportCode: string): Promise<ApTrnInfoReply> {
  return http.post<ApTrnInfoReply>(`${BASE}/queryApTrnInfo`, { airportCode }, OWN_STATES)
}

/** POST queryApAirlineInfo: the airlines and their terminals at an airport. */
export function queryApAirlineInfo(airportCode: string): Promise<ApAirlineInfoReply> {
  return http.post<ApAirlineInfoReply>(`${BASE}/queryApAirlineInfo`, { airportCode }, OWN_STATES)
}

/** POST queryApTrfInfo: an airport's bus lines. */
export function queryApTrfInfo(airportCode: string): Promise<ApTrfInfoReply> {
  return http.post<ApTrfInfoReply>(`${BASE}/queryApTrfInfo`, { airportCode }, OWN_STATES)
}

/** POST queryApTrfDetail: one line's stops and times. */
export function queryApTrfDetail(lineId: string): Promise<ApTrfDetailReply> {
  return http.post<ApTrfDetailReply>(`${BASE}/queryApTrfDetail`, { lineId }, OWN_STATES)
}

/** POST GetClzbByMinZj: the caller's domestic flight standard (null: none set). */
export function getFlightStandard(): Promise<{ standard: TravelStandard | null }> {
  return http.post<{ standard: TravelStandard | null }>('/obt/plane/shopping/gn/v3/GetClzbByMinZj', {}, OWN_STATES)
}
