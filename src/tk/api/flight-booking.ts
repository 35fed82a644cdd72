/**
 * Calls of the flight booking screen (/tk/tkEdit) and of the change screen's flight list: the fare
 * again (queryCabin, patForFlight), policy, service fee, pre-booking checks, booking, insurance,
 * cost centres, projects and out-of-policy reasons. One typed function per call; the shapes come
 * from the server schemas (import type only).
 */
import { http } from '../../core/http/client'
import type {
  GetAddConPriceReply,
  MatchClbzBody,
  MatchClbzReply,
  PatForFlightReply,
  QueryCabinBody,
  QueryCabinReply,
  QueryFlightBody,
  QueryFlightReply,
  QueryFlightRuleReply,
  ViolationReason,
} from '../../../server/src/schemas/flight'
import type {
  BookBody,
  BookReply,
  CheckSameOrderBody,
  CheckSameOrderReply,
  InsuranceProduct,
  ValidateTimeOutReply,
} from '../../../server/src/schemas/order'
import type { CostCenter, ProjectPage } from '../../../server/src/schemas/general'
import type { TripType } from '../../../server/src/schemas/common'

export type {
  BookBody,
  BookReply,
  CheckSameOrderReply,
  CostCenter,
  GetAddConPriceReply,
  InsuranceProduct,
  MatchClbzReply,
  PatForFlightReply,
  ProjectPage,
  QueryCabinReply,
  QueryFlightReply,
  QueryFlightRuleReply,
  TripType,
  ValidateTimeOutReply,
  ViolationReason,
}
export type { Cabin, FeeTier, Flight, QueryFlightBody } from '../../../server/src/schemas/flight'
export type { PassengerInput } from '../../../server/src/schemas/order'

const SHOPPING = '/obt/plane/shopping/gn/v3'
const TK_ORDER = '/obt/plane/tkOrder/v3'

/** queryCabin: the flight and every fare of it (the booking screen finds its fare by cabinKey). */
export function queryCabin(body: QueryCabinBody): Promise<QueryCabinReply> {
  return http.post<QueryCabinReply>(`${SHOPPING}/queryCabin`, body, { quiet: true, inlineErrors: true })
}

/** patForFlight: prices the fare again; a changed price comes with a new cabinKey. */
export function patForFlight(cabinKey: string): Promise<PatForFlightReply> {
  return http.post<PatForFlightReply>(`${SHOPPING}/patForFlight`, { cabinKey }, { quiet: true, inlineErrors: true })
}

/** getAddConPrice: the service fee per ticket (business or personal fee by trip type). */
export function getAddConPrice(tripType: TripType, passengerCount: number): Promise<GetAddConPriceReply> {
  return http.post<GetAddConPriceReply>(`${SHOPPING}/getAddConPrice`, { tripType, passengerCount }, { quiet: true, inlineErrors: true })
}

/** matchClbz: the policy verdict of the fare for the chosen employees. */
export function matchClbz(body: MatchClbzBody): Promise<MatchClbzReply> {
  return http.post<MatchClbzReply>(`${SHOPPING}/matchClbz`, body, { quiet: true, inlineErrors: true })
}

/** queryFlight: the day's flights between two places (the change screen lists them). */
export function queryFlight(body: QueryFlightBody): Promise<QueryFlightReply> {
  return http.post<QueryFlightReply>(`${SHOPPING}/queryFlight`, body, { quiet: true, inlineErrors: true })
}

/** queryFlightRule: the refund and change fee table of a fare (the refund screen estimates the fee with it). */
export function queryFlightRule(cabinKey: string): Promise<QueryFlightRuleReply> {
  return http.post<QueryFlightRuleReply>(`${SHOPPING}/queryFlightRule`, { cabinKey }, { quiet: true, inlineErrors: true })
}

/** The company's out-of-policy reasons for domestic flights. */
export function violationReasons(): Promise<ViolationReason[]> {
  return http.post<ViolationReason[]>('/obt/common/vipWbyy/list', { cplx: '10901' }, { quiet: true, inlineErrors: true })
}

/** validateTimeOut: is the fare still bookable right now (asked just before booking). */
export function validateTimeOut(cabinKey: string): Promise<ValidateTimeOutReply> {
  return http.post<ValidateTimeOutReply>(`${TK_ORDER}/validateTimeOut`, { cabinKey }, { inlineErrors: true })
}

/** checkSameOrder: active orders with the same passenger on the same flight. */
export function checkSameOrder(body: CheckSameOrderBody): Promise<CheckSameOrderReply> {
  return http.post<CheckSameOrderReply>(`${TK_ORDER}/checkSameOrder`, body, { inlineErrors: true })
}

/** book: creates the order; the same clientToken again answers the same order. */
export function book(body: BookBody): Promise<BookReply> {
  return http.post<BookReply>(`${TK_ORDER}/book`, body, { inlineErrors: true })
}

/** GET /obt/bx/getBxcpList: insurance offered with domestic flights. */
export function getBxcpList(tripType: TripType): Promise<InsuranceProduct[]> {
  return http.get<InsuranceProduct[]>('/obt/bx/getBxcpList', { cplx: '10901', tripType }, { quiet: true, inlineErrors: true })
}

