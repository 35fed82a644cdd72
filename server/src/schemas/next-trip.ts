/**
 * POST /obt/mine/nextTrip (issue 18 §3, "the trip offline"): the documents of the caller's next
 * trip in one reply, small enough for the app to keep on the device (mini-program storage, H5
 * localStorage) and show with no network: flight and train tickets and seats, hotel confirmation
 * numbers, vouchers, and the company's service lines. ID numbers travel masked.
 */
import { Type, type Static } from '@sinclair/typebox'
import { IdText, OrderStatusCode } from './common'

/** No parameters: the caller's next trip. */
export const NextTripBody = Type.Object({})
export type NextTripBody = Static<typeof NextTripBody>

/** A person on a document: the ticket, seat or voucher they hold. */
export const NextTripPerson = Type.Object({
  name: Type.String(),
  /** Masked document number ('1101****0011', 'E1****78'); '' when the order holds none. */
  cardMasked: Type.String(),
  /** Flight or train ticket number, once issued. */
  ticketNo: Type.Optional(Type.String()),
  /** Train: car ('05'). */
  coach: Type.Optional(Type.String()),
  /** Train: seat or berth ('12A', '03上'). */
  seatNo: Type.Optional(Type.String()),
  /** Seat class in the request language ('二等座' / 'Second class', 'Economy'). */
  seatClass: Type.Optional(Type.String()),
  /** Airport service voucher code. */
  voucher: Type.Optional(Type.String()),
})
export type NextTripPerson = Static<typeof NextTripPerson>

/** One order of the trip with what the traveller shows at the counter. */
export const NextTripDoc = Type.Object({
  orderId: IdText,
  orderNo: Type.String(),
  orderType: Type.Integer(),
  productCode: Type.String(),
  status: OrderStatusCode,
  routeText: Type.String(),
  /** Flight no, train code, hotel, tour or service name. */
  title: Type.String(),
  /** Departure, check-in, service time 'YYYY-MM-DD HH:mm' (China). */
  depTime: Type.String(),
  /** Arrival, check-out 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD' (China); '' when none. */
  arrTime: Type.String(),
  /** Departure airport / station with terminal; hotel or meeting place for stays and services. */
  from: Type.String(),
  to: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  /** Hotel or tour confirmation number ('' until confirmed). */
  confirmNo: Type.String(),
  people: Type.Array(NextTripPerson),
})
export type NextTripDoc = Static<typeof NextTripDoc>

/** A service line to call (the company's consultants, then the complaint line). */
export const NextTripLine = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  workTime: Type.String(),
})
export type NextTripLine = Static<typeof NextTripLine>

/** nextTrip reply: day '' and no docs when nothing is ahead. */
export const NextTripReply = Type.Object({
  /** First and last China date of the trip 'YYYY-MM-DD'. */
  day: Type.String(),
  endDay: Type.String(),
  docs: Type.Array(NextTripDoc),
  lines: Type.Array(NextTripLine),
})
export type NextTripReply = Static<typeof NextTripReply>
