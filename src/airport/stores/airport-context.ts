/**
 * The airport family's screens per kind (booking flows §2, §2.4): the list, confirm (lounge and
 * guest pass), edit and order routes of each, and the kind a route belongs to.
 */
import type { AirportServiceType } from '../api/airport-service'

/** The spec routes of a kind. `confirm`: the detail shown before the form (lounge and guest pass only). */
export interface KindScreens {
  list: string
  confirm?: string
  edit: string
  order: string
}

/** Routes per kind. */
export const AIRPORT_SCREENS: Readonly<Record<AirportServiceType, KindScreens>> = {
  LOUNGE: { list: '/restRoom', confirm: '/restRoom/confirm', edit: '/restRoom/edit', order: '/restRoom/order' },
  FAST_CHECK: { list: '/fastCheck', edit: '/fastCheck/edit', order: '/fastCheck/order' },
  CHECK_IN: { list: '/checkIn', edit: '/checkIn/edit', order: '/checkIn/order' },
  GUEST_PASS: { list: '/guestPass', confirm: '/guestPass/confirm', edit: '/guestPass/edit', order: '/guestPass/order' },
  INTEGRATED: { list: '/integratedProduct', edit: '/integratedProduct/edit', order: '/integratedProduct/order' },
}

/** The aggregate screen. */
export const AIRPORT_HOME = '/airportService'

/** The screen a service opens from a list: its confirm screen when the kind has one, else the form. */
export function nextScreenOf(type: AirportServiceType): string {
  return AIRPORT_SCREENS[type].confirm ?? AIRPORT_SCREENS[type].edit
}

/** What a list, confirm or edit screen passes on: the service, the day, the airport (and a chosen flight). */
export interface ServiceQuery {
  serviceId: string
  date: string
  flightOrderId?: string
}

/** A service id of the catalogue ('PEK-T3-LG1'). */
export function isServiceId(id: string | undefined): id is string {
  return !!id && /^[A-Z]{3}-(T[0-9]{1,2}|00)-[A-Z]{2}[0-9]$/.test(id)
}

/** Reads a screen's query (null when it cannot name a service). */
export function serviceQueryOf(params: Record<string, string | undefined>): ServiceQuery | null {
  const serviceId = params.serviceId
  const date = params.date && /^\d{4}-\d{2}-\d{2}$/.test(params.date) ? params.date : ''
  if (!isServiceId(serviceId)) return null
  return { serviceId, date, ...(params.flightOrderId && /^\d{1,18}$/.test(params.flightOrderId) ? { flightOrderId: params.flightOrderId } : {}) }
}
