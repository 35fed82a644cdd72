/**
 * Airport service calls (booking flows §7.11): published airports, the aggregate list, one kind's
 * list, a service's detail, the caller's flights, booking, order detail and cancel. One typed
 * function per call; the shapes are the server's schemas (server/src/schemas/airport-service.ts,
 * import type only). Paying is the spine's pay screen.
 */
import { http } from '../../core/http/client'
import type {
  AggregateListReply,
  AirportBookBody,
  AirportBookReply,
  AirportCancelReply,
  AirportOrderDetail,
  AirportOrderType,
  AirportPlaceBody,
  AirportServiceGroup,
  AirportServiceItem,
  AirportServiceType,
  MyFlight,
  MyFlightsReply,
  PublishedAirport,
  PublishedAirportsReply,
  ServiceDetailReply,
  ServiceListReply,
} from '../../../server/src/schemas/airport-service'

export type {
  AggregateListReply,
  AirportBookBody,
  AirportBookReply,
  AirportCancelReply,
  AirportOrderDetail,
  AirportOrderType,
  AirportPlaceBody,
  AirportServiceGroup,
  AirportServiceItem,
  AirportServiceType,
  MyFlight,
  PublishedAirport,
  PublishedAirportsReply,
  ServiceDetailReply,
  ServiceListReply,
}

const BASE = '/obt/airport'

/** POST publishedAirports: airports with services and the company's default. */
export function publishedAirports(): Promise<PublishedAirportsReply> {
  return http.post<PublishedAirportsReply>(`${BASE}/publishedAirports`, {}, { quiet: true, inlineErrors: true })
}

/** POST aggregateList: every kind at an airport (terminal) on a day. */
export function aggregateList(body: AirportPlaceBody): Promise<AggregateListReply> {
  return http.post<AggregateListReply>(`${BASE}/aggregateList`, body, { inlineErrors: true })
}

/** POST serviceDetail: a service with its rules, places left on the day and the cancellation rule. */
export function serviceDetail(serviceId: string, date?: string): Promise<ServiceDetailReply> {
  return http.post<ServiceDetailReply>(`${BASE}/serviceDetail`, date ? { serviceId, date } : { serviceId }, { inlineErrors: true })
}

/** POST myFlights: the caller's issued flights departing from an airport, soonest first. */
export async function myFlights(airportCode: string): Promise<MyFlight[]> {
  return (await http.post<MyFlightsReply>(`${BASE}/myFlights`, { airportCode }, { quiet: true, inlineErrors: true })).list
}

/** POST book: the order (awaiting payment, or in approval); refusals carry the server's tips. */
export function bookService(body: AirportBookBody): Promise<AirportBookReply> {
  return http.post<AirportBookReply>(`${BASE}/book`, body, { inlineErrors: true })
}

/** GET orderDetail. `quiet`: a refresh without the loading indicator. */
export function orderDetail(orderId: string, quiet = false): Promise<AirportOrderDetail> {
  return http.get<AirportOrderDetail>(`${BASE}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST cancel: unpaid → cancelled; paid → refunded in full before the service day. */
export function cancelOrder(orderId: string): Promise<AirportCancelReply> {
  return http.post<AirportCancelReply>(`${BASE}/cancel`, { orderId }, { inlineErrors: true })
}
