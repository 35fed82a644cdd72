/**
 * Calls of the flight search screens (/tk/tkQuery, /tk/tkList, /tk/tkCabin): week prices, the day's
 * flights, transfers, cabins, fare rules, policy and the company's out-of-policy reasons, plus the
 * colleague lookup of the traveller chooser. One typed function per call; shapes come from the
 * server schemas (import type only). The screens show their own loading and error states, so no
 * call raises the global loading indicator or a toast.
 */
import { http } from '../../core/http/client'
import { empFindList as coreEmpFindList, type EmpFindListReply } from '../../core/api/travellers'
import type {
  MatchClbzBody,
  MatchClbzReply,
  QueryCabinBody,
  QueryCabinReply,
  QueryFlightBody,
  QueryFlightReply,
  QueryFlightRuleReply,
  QueryFlightWeekPriceBody,
  QueryFlightWeekPriceReply,
  QueryTransferCityBody,
  QueryTransferCityReply,
  ViolationReasonListReply,
} from '../../../server/src/schemas/flight'

export type {
  Cabin,
  CabinClass,
  FeeTier,
  Flight,
  MatchClbzBody,
  MatchClbzReply,
  PolicyMatch,
  QueryCabinBody,
  QueryCabinReply,
  QueryFlightBody,
  QueryFlightReply,
  QueryFlightRuleReply,
  QueryFlightWeekPriceReply,
  QueryTransferCityBody,
  QueryTransferCityReply,
  TrainSuggestion,
  TransferItinerary,
  TravelStandard,
  TripType,
  Violation,
  ViolationReason,
  WeekPriceDay,
} from '../../../server/src/schemas/flight'
export type { BookableEmployee, EmpFindListReply } from '../../core/api/travellers'

const SHOPPING = '/obt/plane/shopping/gn/v3'
const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** queryFlightWeekPrice: the lowest price of 7 days around a date (never before today). */
export function queryFlightWeekPrice(body: QueryFlightWeekPriceBody): Promise<QueryFlightWeekPriceReply> {
  return http.post<QueryFlightWeekPriceReply>(`${SHOPPING}/queryFlightWeekPrice`, body, OWN_STATES)
}

/** queryFlight: every flight of the day with its lowest cabin. */
export function queryFlight(body: QueryFlightBody): Promise<QueryFlightReply> {
  return http.post<QueryFlightReply>(`${SHOPPING}/queryFlight`, body, OWN_STATES)
}

/** queryTransferCity: two-leg itineraries via a hub. */
export function queryTransferCity(body: QueryTransferCityBody): Promise<QueryTransferCityReply> {
  return http.post<QueryTransferCityReply>(`${SHOPPING}/queryTransferCity`, body, OWN_STATES)
}

/** queryCabin: the flight and every fare of it, cheapest first, each with its policy verdict. */
export function queryCabin(body: QueryCabinBody): Promise<QueryCabinReply> {
  return http.post<QueryCabinReply>(`${SHOPPING}/queryCabin`, body, OWN_STATES)
}

/** queryFlightRule: the refund and change fee tables of a fare. */
export function queryFlightRule(cabinKey: string): Promise<QueryFlightRuleReply> {
  return http.post<QueryFlightRuleReply>(`${SHOPPING}/queryFlightRule`, { cabinKey }, OWN_STATES)
}

/** matchClbz: the policy verdict of a fare for each traveller. */
export function matchClbz(body: MatchClbzBody): Promise<MatchClbzReply> {
  return http.post<MatchClbzReply>(`${SHOPPING}/matchClbz`, body, OWN_STATES)
}

/** POST /obt/common/vipWbyy/list: the company's out-of-policy reasons (cplx 10901 domestic flight). */
export function violationReasons(cplx = '10901'): Promise<ViolationReasonListReply> {
  return http.post<ViolationReasonListReply>('/obt/common/vipWbyy/list', { cplx }, OWN_STATES)
}

/** GET /obt/empFindList: colleagues within the caller's booking scope (the caller first). */
export function empFindList(keywords: string, pageNum = 1, count = 20): Promise<EmpFindListReply> {
  return coreEmpFindList({ keywords: keywords.trim() || undefined, pageNum, count })
}
