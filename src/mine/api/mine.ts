/**
 * Calls of the user centre's screens (issue 15): the schedule, the violations list, offline orders
 * (qt/order), points, and requests to the travel consultants (online service, meetings). One typed
 * function per call; shapes from server/src/schemas/mine.ts (import type only). Every screen shows
 * its own loading and failures, so reads are quiet and inline.
 */
import { http } from '../../core/http/client'
import type {
  AvailablePointsReply,
  MeetingForm,
  OtherOrderCategory,
  OtherOrderDetail,
  OtherOrderItem,
  OtherOrderListReply,
  OtherOrderStatus,
  PointsBillReply,
  PointsEntry,
  ScheduleItem,
  ScheduleReply,
  ServiceRequestAddBody,
  ServiceRequestItem,
  ServiceRequestKind,
  ServiceRequestListReply,
  ViolateItem,
  ViolateListReply,
} from '../../../server/src/schemas/mine'
import type { CustomerInfo } from '../../../server/src/schemas/general'
import type { NextTripDoc, NextTripLine, NextTripPerson, NextTripReply } from '../../../server/src/schemas/next-trip'

export type {
  AvailablePointsReply,
  CustomerInfo,
  MeetingForm,
  NextTripDoc,
  NextTripLine,
  NextTripPerson,
  NextTripReply,
  OtherOrderCategory,
  OtherOrderDetail,
  OtherOrderItem,
  OtherOrderListReply,
  OtherOrderStatus,
  PointsBillReply,
  PointsEntry,
  ScheduleItem,
  ScheduleReply,
  ServiceRequestAddBody,
  ServiceRequestItem,
  ServiceRequestKind,
  ServiceRequestListReply,
  ViolateItem,
  ViolateListReply,
}

/** The screen shows its own loading, empty and error states. */
const OWN = { quiet: true, inlineErrors: true } as const

/** POST /obt/scheduleOrder: upcoming trips (history 0) or past ones (1), one page. */
export function scheduleOrder(history: 0 | 1, pageNum: number, count: number): Promise<ScheduleReply> {
  return http.post<ScheduleReply>('/obt/scheduleOrder', { history, pageNum, count }, OWN)
}

/** POST /obt/mine/nextTrip: the next trip's tickets, seats, confirmation numbers, vouchers and the service lines. */
export function nextTrip(): Promise<NextTripReply> {
  return http.post<NextTripReply>('/obt/mine/nextTrip', {}, OWN)
}

/** POST /obt/violateList: my out-of-policy bookings, one page. */
export function violateList(pageNum: number, count: number): Promise<ViolateListReply> {
  return http.post<ViolateListReply>('/obt/violateList', { pageNum, count }, OWN)
}

/** POST /obt/qt/order/list: offline orders a consultant entered for me. */
export function otherOrderList(pageNum: number, count: number): Promise<OtherOrderListReply> {
  return http.post<OtherOrderListReply>('/obt/qt/order/list', { pageNum, count }, OWN)
}

/** POST /obt/qt/order/detail. */
export function otherOrderDetail(orderId: string): Promise<OtherOrderDetail> {
  return http.post<OtherOrderDetail>('/obt/qt/order/detail', { orderId }, OWN)
}

/** POST /obt/qt/order/cancel: while the consultant is still working on it. */
export function cancelOtherOrder(orderId: string): Promise<OtherOrderDetail> {
  return http.post<OtherOrderDetail>('/obt/qt/order/cancel', { orderId }, { inlineErrors: true })
}

/** POST /obt/empIntegralBillQuery: my points bill and balance. */
export function pointsBill(pageNum: number, count: number): Promise<PointsBillReply> {
  return http.post<PointsBillReply>('/obt/empIntegralBillQuery', { pageNum, count }, OWN)
}

/** POST /obt/getAvailablePoints (its own file: the user-centre tab reads it from the main package). */
export { availablePoints } from './points-balance'

/** POST /obt/serviceRequest/list: my requests of a kind. */
export function serviceRequestList(kind: ServiceRequestKind, pageNum: number, count: number): Promise<ServiceRequestListReply> {
  return http.post<ServiceRequestListReply>('/obt/serviceRequest/list', { kind, pageNum, count }, OWN)
}

/** POST /obt/serviceRequest/add: a question to online service, or a meeting request. */
export function addServiceRequest(body: ServiceRequestAddBody): Promise<ServiceRequestItem> {
  return http.post<ServiceRequestItem>('/obt/serviceRequest/add', body, { inlineErrors: true })
}

/** POST /obt/serviceRequest/cancel: while waiting for the consultant. */
export function cancelServiceRequest(id: string): Promise<ServiceRequestItem> {
  return http.post<ServiceRequestItem>('/obt/serviceRequest/cancel', { id }, { inlineErrors: true })
}

/** GET /obt/getCustomerInfoList: the company's consultants, then the platform's service desk. */
export function getCustomerInfoList(): Promise<CustomerInfo[]> {
  return http.get<CustomerInfo[]>('/obt/getCustomerInfoList', {}, OWN)
}
