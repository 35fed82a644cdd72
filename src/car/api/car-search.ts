/**
 * Calls of the car query screens (/car/carQuery, /car/carList, /tripCarAdd, /userCenter/tripCarList):
 * the car cities, the car types, a flight by its number (airport pick-up), the policy of a scene,
 * the estimate of a ride, the chartered day-car packages, the saved and recent addresses, and the
 * car routes of business-trip applications. One typed function per call (booking flows §7.5);
 * the screens draw their own loading and failure states, so no call raises the global indicator
 * or a toast.
 */
import { queryParameter } from '../../core/api/general'
import { http } from '../../core/http/client'
import type {
  CarAddressListReply,
  CarAddressSaveBody,
  CarAddressSaveReply,
  CarCity,
  CarCityListReply,
  CarEstimate,
  CarFavorite,
  CarPlace,
  CarPolicyBody,
  CarPolicyReply,
  CarStandard,
  CarTypeListReply,
  CarWb,
  DayCarPackage,
  FlightByNo,
  FlightByNoBody,
  FlightByNoReply,
  LatLngBlock,
  QueryCarBody,
  QueryCarReply,
  QueryDayCarBody,
  QueryDayCarReply,
  TripCarAddBody,
  TripCarAddReply,
  TripCarListReply,
  TripCarRoute,
} from '../../../server/src/schemas/car'
import type { Violation } from '../../../server/src/schemas/common'

export type {
  CarAddressListReply,
  CarAddressSaveBody,
  CarCity,
  CarEstimate,
  CarFavorite,
  CarPlace,
  CarPolicyBody,
  CarPolicyReply,
  CarStandard,
  CarWb,
  DayCarPackage,
  QueryCarBody as EstimateBody,
  QueryCarReply as EstimateReply,
  QueryDayCarBody as DayCarBody,
  TripCarAddBody,
  TripCarRoute as TripCarRow,
  Violation,
}
/** A flight of queryFlightByHbh. */
export type CarFlight = FlightByNo
export type LatLng = LatLngBlock
export type { BookableApplication, TripRoute } from '../../core/api/trip-booking'

const OWN = { quiet: true, inlineErrors: true } as const

/** Route product type of a car route (vipCcsqdList4Book, booking flows §3.9). */
export const CAR_ROUTE = 10906 as const

/** POST carQuery/vehiclesCityFindList: the cities cars run in (dayCar: chartered cars too). */
export function carCities(): Promise<CarCityListReply> {
  return http.post<CarCityListReply>('/obt/car/carQuery/vehiclesCityFindList', {}, OWN)
}

/** POST carQuery/vehicleTypeFindList: the car types (of a city). */
export function carTypes(cityId?: string): Promise<CarTypeListReply> {
  return http.post<CarTypeListReply>('/obt/car/carQuery/vehicleTypeFindList', cityId ? { cityId } : {}, OWN)
}

/** POST carQuery/queryFlightByHbh: a flight by number and date (empty list: unknown flight). */
export function flightByNumber(body: FlightByNoBody): Promise<FlightByNoReply> {
  return http.post<FlightByNoReply>('/obt/car/carQuery/queryFlightByHbh', body, OWN)
}

/** POST carQuery/travelPolicy: the car standard of a scene and its rules as lines. */
export function carPolicy(body: CarPolicyBody): Promise<CarPolicyReply> {
  return http.post<CarPolicyReply>('/obt/car/carQuery/travelPolicy', body, OWN)
}

/** POST carQuery/queryCar: the ride's route and each car type's estimate with the policy verdict. */
export function estimate(body: QueryCarBody): Promise<QueryCarReply> {
  return http.post<QueryCarReply>('/obt/car/carQuery/queryCar', body, OWN)
}

/** POST carQuery/queryDayCar: half- and full-day packages of a city on a day. */
export function dayCars(body: QueryDayCarBody): Promise<QueryDayCarReply> {
  return http.post<QueryDayCarReply>('/obt/car/carQuery/queryDayCar', body, OWN)
}

/** POST carAddress/list: the caller's saved places and the last places of their rides. */
export function addressList(): Promise<CarAddressListReply> {
  return http.post<CarAddressListReply>('/obt/car/carAddress/list', {}, OWN)
}

/** POST carAddress/save: saves a place under a label ('home', 'office' or free text). */
export function addressSave(body: CarAddressSaveBody): Promise<CarAddressSaveReply> {
  return http.post<CarAddressSaveReply>('/obt/car/carAddress/save', body, OWN)
}

/** POST carAddress/delete: forgets a saved place. */
export function addressDelete(id: string): Promise<unknown> {
  return http.post<unknown>('/obt/car/carAddress/delete', { id }, OWN)
}

/** POST tripCar/list: the car routes of the caller's applications (of one when ccsqdId). */
export function tripCarList(ccsqdId?: string): Promise<TripCarListReply> {
  return http.post<TripCarListReply>('/obt/car/tripCar/list', ccsqdId ? { ccsqdId } : {}, OWN)
}

/** POST tripCar/add: a car route on an application; 4009 with the server's reason when refused. */
export function tripCarAdd(body: TripCarAddBody): Promise<TripCarAddReply> {
  return http.post<TripCarAddReply>('/obt/car/tripCar/add', body, OWN)
}

/** Company parameter 10970: cars are served by a partner mini-program (value1 1; value2 'appId|path'). */
export const CAR_MINI_PROGRAM_PARAM = '10970'

/** The partner car mini-program the company sends its users to, or null when it has none. */
export async function carMiniProgram(): Promise<{ appId: string; path: string } | null> {
  const reply = await queryParameter([CAR_MINI_PROGRAM_PARAM])
  const p = reply.parameterResponses.find((r) => r.paramNo === CAR_MINI_PROGRAM_PARAM)
  if (p?.value1 !== '1' || !p.value2) return null
  const [appId, path = ''] = p.value2.split('|')
  return /^wx[0-9a-f]{16}$/.test(appId) ? { appId, path } : null
}
