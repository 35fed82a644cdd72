/**
 * Calls of the train search screens (/tr/trQuery, /tr/trList): the company's train parameters,
 * the stations of the picker, the day's trains, transfer plans with their prices and policy, and
 * the approved business-trip applications with train routes. One typed function per call; the
 * shapes come from the server schemas (import type only). The screens draw their own loading and
 * failure states, so no call raises the global loading indicator or a toast.
 */
import { http } from '../../core/http/client'
import type {
  SeatTypeCode,
  Train,
  TrainFee,
  TrainSaleState,
  TrainSeat,
  TrainStandard,
  TrainTransfer,
  TrainType,
  TrainWindow,
  TrCityByNameReply,
  TrQueryStationReply,
  TrSearchBody,
  TrSearchReply,
  TrStation,
  TrStop,
  TrStopReply,
  TrTransferMatchBody,
  TrTransferMatchReply,
  TrTransferPriceBody,
  TrTransferPriceReply,
  TrTransferSearchBody,
  TrTransferSearchReply,
  Wb,
} from '../../../server/src/schemas/train'
import type { ParameterReply } from '../../../server/src/schemas/general'
import type { BookableApplication } from '../../../server/src/schemas/trip'
import type { TripType } from '../../../server/src/schemas/common'

export type {
  BookableApplication,
  SeatTypeCode,
  Train,
  TrainFee,
  TrainSaleState,
  TrainSeat,
  TrainStandard,
  TrainTransfer,
  TrainType,
  TrainWindow,
  TrSearchBody,
  TrSearchReply,
  TrStation,
  TrStop,
  TrTransferSearchReply,
  TripType,
  Wb,
}
export type { TripRoute, TripTraveller } from '../../../server/src/schemas/trip'

const TR = '/obt/train/trQuery'
const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** Route product type of a train route (vipCcsqdList4Book). */
export const TRAIN_ROUTE = 10904 as const

/** Company parameters of trains: 20019 the 12306 rail-account login, 10914 transfer (value1) and standby (value2). */
export const TRAIN_PARAMS = ['20019', '10914'] as const

/** POST /obt/common/queryParameter: the caller's company values of parameters (unknown numbers left out). */
export function queryParameter(paramNos: readonly string[]): Promise<ParameterReply> {
  return http.post<ParameterReply>('/obt/common/queryParameter', { paramNos }, OWN_STATES)
}

/** POST trQuery/queryStation: every station trains serve (names and city names in the app's language). */
export async function queryStation(keyword?: string): Promise<TrStation[]> {
  const reply = await http.post<TrQueryStationReply>(`${TR}/queryStation`, keyword ? { keyword } : {}, OWN_STATES)
  return reply.stations
}

/** POST trQuery/getCityDataByName: a city (or station) name → the city and its main station; 4004 when none. */
export function getCityDataByName(cityName: string): Promise<TrCityByNameReply> {
  return http.post<TrCityByNameReply>(`${TR}/getCityDataByName`, { cityName }, OWN_STATES)
}

/** POST trQuery/trSearch: the day's trains with seats left and the policy verdict of each seat. */
export function trSearch(body: TrSearchBody): Promise<TrSearchReply> {
  return http.post<TrSearchReply>(`${TR}/trSearch`, body, OWN_STATES)
}

/** POST trQuery/queryTrainStop: every stop of a listing's train (its trainKey), the traveller's part marked. */
export async function queryTrainStop(trainKey: string): Promise<TrStop[]> {
  const reply = await http.post<TrStopReply>(`${TR}/queryTrainStop`, { trainKey }, OWN_STATES)
  return reply.stops
}

/** POST trQuery/trSearchTransfer: two-train plans via a hub city (4009 when the company has not opened transfers). */
export function trSearchTransfer(body: TrTransferSearchBody): Promise<TrTransferSearchReply> {
  return http.post<TrTransferSearchReply>(`${TR}/trSearchTransfer`, body, OWN_STATES)
}

/** POST trQuery/trSearchTransferPrice: the current seats and prices of a plan's two trains. */
export function trSearchTransferPrice(body: TrTransferPriceBody): Promise<TrTransferPriceReply> {
  return http.post<TrTransferPriceReply>(`${TR}/trSearchTransferPrice`, body, OWN_STATES)
}

/** POST trQuery/matchClzc4Transfer: the verdict on the chosen seat of each leg. */
export function matchClzc4Transfer(body: TrTransferMatchBody): Promise<TrTransferMatchReply> {
  return http.post<TrTransferMatchReply>(`${TR}/matchClzc4Transfer`, body, OWN_STATES)
}
