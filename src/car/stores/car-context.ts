/**
 * The page parameters of the car screens (core/domain/booking-context), so an H5 reload or a shared
 * link shows the same screen:
 *
 *   list  /car/carList?use=1&city=SHA&cityName=上海&fromName=…&fromAddr=…&fromLat=31.2&fromLng=121.4
 *                      &toName=…&toLat=…&toLng=…&time=2030-05-01 10:30&flightNo=MU5101&flightDate=2030-05-01
 *                      &tripType=1&ccsqdId=7&routeId=9            (chartered: use=7&date=2030-05-02&kind=FULL)
 *   edit  /car/carEdit?<the list fields>&carType=2&pkg=…&priceKey=…
 *   done  /car/carCmp?orderId=…&use=1
 */
import { defineContext, field, type ContextOf } from '../../core/domain/booking-context'
import type { CarPlace } from '../api/car-search'

const ID = /^\d{1,12}$/
const COORD = /^-?\d{1,3}(\.\d{1,10})?$/
/** 'YYYY-MM-DD HH:mm', China time. */
export const TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/

/** Use types (contract §3): instant, scheduled, airport pick-up and drop-off, station pick-up and drop-off, chartered day car. */
export const USE_TYPES = [1, 2, 3, 4, 5, 6, 7] as const
export type UseType = (typeof USE_TYPES)[number]
export const USE = { INSTANT: 1, SCHEDULED: 2, AIRPORT_PICKUP: 3, AIRPORT_DROPOFF: 4, STATION_PICKUP: 5, STATION_DROPOFF: 6, CHARTERED: 7 } as const
export type DayKind = 'HALF' | 'FULL'

/** The ride every car screen after the query carries. */
export const carRideFields = {
  useType: field.oneOf(USE_TYPES, { param: 'use', required: true }),
  cityId: field.string({ param: 'city', max: 16, required: true }),
  cityName: field.string({ max: 32 }),
  fromName: field.string({ max: 80 }),
  fromAddr: field.string({ max: 120 }),
  fromLat: field.string({ pattern: COORD }),
  fromLng: field.string({ pattern: COORD }),
  toName: field.string({ max: 80 }),
  toAddr: field.string({ max: 120 }),
  toLat: field.string({ pattern: COORD }),
  toLng: field.string({ pattern: COORD }),
  startTime: field.string({ param: 'time', pattern: TIME_TEXT }),
  flightNo: field.string({ pattern: /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, upper: true }),
  flightDate: field.date(),
  dayDate: field.date({ param: 'date' }),
  dayKind: field.oneOf(['HALF', 'FULL'] as const, { param: 'kind' }),
  tripType: field.oneOf([1, 2] as const, { fallback: 1 }),
  ccsqdId: field.string({ pattern: ID }),
  routeId: field.string({ pattern: ID }),
}

/** /car/carList: the estimate of a ride (or the day-car packages). */
export const carListContext = defineContext(carRideFields)

/** /car/carEdit: one car type (or package) of the estimate. */
export const carEditContext = defineContext({
  ...carRideFields,
  carType: field.int({ min: 1, max: 9 }),
  packageId: field.string({ param: 'pkg', max: 40 }),
  priceKey: field.string({ max: 120 }),
})

/** /car/carCmp: the booked order. */
export const carDoneContext = defineContext({
  orderId: field.string({ max: 40, required: true }),
  useType: field.oneOf(USE_TYPES, { param: 'use', fallback: 1 }),
})

export type CarRide = ContextOf<typeof carRideFields>
export type CarListContext = NonNullable<ReturnType<typeof carListContext.decode>>
export type CarEditContext = NonNullable<ReturnType<typeof carEditContext.decode>>

/** A place of the ride as the parameters carry it; null when a part is missing. */
export function placeOf(ride: Partial<CarRide>, side: 'from' | 'to'): CarPlace | null {
  const r = ride as Record<string, string | undefined>
  const name = r[`${side}Name`]
  const lat = Number(r[`${side}Lat`])
  const lng = Number(r[`${side}Lng`])
  if (!name || !r[`${side}Lat`] || !r[`${side}Lng`] || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  return { name, address: r[`${side}Addr`] ?? '', lat, lng, cityId: ride.cityId }
}

/** The parameters of a place. */
export function placeParams(side: 'from' | 'to', p: CarPlace | null): Record<string, string | undefined> {
  if (!p) return {}
  return { [`${side}Name`]: p.name.slice(0, 80), [`${side}Addr`]: p.address.slice(0, 120) || undefined, [`${side}Lat`]: String(p.lat), [`${side}Lng`]: String(p.lng) }
}

/** Screens of the car booking half (the product registry's routes). */
export const CAR_SCREENS = {
  query: '/car/carQuery',
  list: '/car/carList',
  edit: '/car/carEdit',
  done: '/car/carCmp',
  detail: '/car/carOrderDetail',
  charteredDetail: '/car/carJsycDetail',
  driving: '/car/driving',
  tripCarAdd: '/tripCarAdd',
  tripCarList: '/userCenter/tripCarList',
} as const
