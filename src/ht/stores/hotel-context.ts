/**
 * The page parameters of the hotel screens (core/domain/booking-context), one codec per hand-off,
 * so an H5 reload or a shared link shows the same screen on both route families (/htV2/ and /ht/):
 *
 *   list   /htV2/htList?city=SHA&cityName=上海&in=2026-11-27&out=2026-11-29&rooms=1&adults=1
 *                      &tripType=1&travellers=101,102&ccsqdId=7&routeId=9&keyword=外滩
 *   hotel  /htV2/htRoomList?hotel=SHA0042&<the stay fields above>
 *   book   /htV2/htEdit?hotel=SHA0042&priceKey=…&<the stay fields above>
 *
 * city: the hotel city id of the search (2–8 letters or digits, required); in / out: check-in and
 * check-out 'YYYY-MM-DD' (required; the server refuses a bad stay with its own message); rooms 1–10
 * and adults 1–10 (default 1), children 0–10; tripType 1 business, 2 personal (default 1);
 * travellers: employee ids (at most 10); ccsqdId / routeId: the business-trip application and
 * its hotel route (a route only with its application). The same fields serve version 1 (/ht/).
 */
import { defineContext, field, type ContextOf } from '../../core/domain/booking-context'

const ID = /^\d{1,12}$/
const CITY = /^[A-Za-z0-9]{2,8}$/
const HOTEL = /^[A-Za-z]{3}\d{4}$/
/** Guests of one booking (booking flows §9: at most 10 rooms and 10 guests). */
const MAX_GUESTS = 10

/** The stay every hotel screen after the query carries. */
export const hotelStayFields = {
  cityId: field.string({ param: 'city', pattern: CITY, upper: true, required: true }),
  cityName: field.string({ max: 32 }),
  checkIn: field.date({ param: 'in', required: true }),
  checkOut: field.date({ param: 'out', required: true }),
  rooms: field.int({ min: 1, max: MAX_GUESTS, fallback: 1 }),
  adults: field.int({ min: 1, max: MAX_GUESTS, fallback: 1 }),
  children: field.int({ min: 0, max: MAX_GUESTS, fallback: 0 }),
  tripType: field.oneOf([1, 2] as const, { fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, unique: true, max: MAX_GUESTS }),
  ccsqdId: field.string({ pattern: ID }),
  routeId: field.string({ pattern: ID }),
}

/** /htV2/htList, /ht/htList (and the map and signed-hotel lists): a city's hotels for a stay. */
export const hotelListContext = defineContext({
  ...hotelStayFields,
  keyword: field.string({ max: 50 }),
})

/** /htV2/htRoomList, /ht/htDetails (and the international variants, htMore): one hotel for the stay. */
export const hotelContext = defineContext({
  ...hotelStayFields,
  hotelId: field.string({ param: 'hotel', pattern: HOTEL, upper: true, required: true }),
})

/** /htV2/htEdit, /ht/htOrder (and the international variants): one rate plan of a hotel, quoted by its price key. */
export const hotelBookingContext = defineContext({
  ...hotelStayFields,
  hotelId: field.string({ param: 'hotel', pattern: HOTEL, upper: true, required: true }),
  priceKey: field.string({ max: 80, required: true }),
})

export type HotelStay = ContextOf<typeof hotelStayFields>
export type HotelListContext = NonNullable<ReturnType<typeof hotelListContext.decode>>
export type HotelContext = NonNullable<ReturnType<typeof hotelContext.decode>>
export type HotelBookingContext = NonNullable<ReturnType<typeof hotelBookingContext.decode>>

/** The hotel screens version 1 and 2 share; a screen's route in each family (booking flows §2.4, overview §3). */
export const HOTEL_SCREENS = {
  query: { v2: '/htV2/htQuery', v1: '/ht/htQuery' },
  list: { v2: '/htV2/htList', v1: '/ht/htList' },
  signList: { v2: '/htV2/htSignList', v1: '/ht/htSignList' },
  map: { v2: '/htV2/htMap', v1: '/ht/htMap' },
  rooms: { v2: '/htV2/htRoomList', v1: '/ht/htDetails' },
  intlRooms: { v2: '/htV2/htIntRoomList', v1: '/ht/htDetailsInt' },
  more: { v2: '/htV2/htMore', v1: '/ht/htMore' },
  edit: { v2: '/htV2/htEdit', v1: '/ht/htOrder' },
  intlEdit: { v2: '/htV2/htIntEdit', v1: '/ht/htOrderInt' },
  done: { v2: '/htV2/htCmp', v1: '/ht/htOrderComplete' },
} as const

export type HotelScreen = keyof typeof HOTEL_SCREENS
export type HotelVersionNo = 1 | 2

/** The route of a screen in a family: a screen opened under /ht/ goes on under /ht/. */
export function hotelRoute(version: HotelVersionNo, screen: HotelScreen): string {
  return version === 1 ? HOTEL_SCREENS[screen].v1 : HOTEL_SCREENS[screen].v2
}

/** The order screens: one route each, whichever family booked (the order-type table names these). */
export const HOTEL_ORDER_SCREENS = {
  detail: '/ht/htOrder/htOrderDetail',
  refund: '/ht/htOrder/htRefund',
  refundDetail: '/ht/htOrder/htRefundDetail',
  refundDone: '/ht/htRefundComplete',
} as const
