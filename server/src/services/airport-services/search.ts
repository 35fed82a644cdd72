/**
 * Airport service content (booking flows §7.11): published airports, the aggregate list, the lists
 * per kind, facilities, a service's detail with the places left on a day, and the caller's own
 * flights a service can be tied to. Reads only.
 *
 * The airport a list opens on: the one asked for, else the company's setting
 * (airport_service_settings), else the capital's main airport PEK (overview §9).
 */
import type { AppContext, Caller } from '../../context'
import { findAirportServiceSettings, findFlightPassengerNames, findOwnFlightSegments } from '../../db/repositories/airport-service-orders'
import { findStock } from '../../db/repositories/airport-service-stock'
import { airports as seedAirports } from '../../db/seed-data/geo/airports'
import type { Lang } from '../../messages'
import type {
  AggregateListReply,
  AirportPlaceBody,
  AirportServiceItem,
  AirportServiceType,
  FacilitiesBody,
  FacilitiesReply,
  MyFlightsBody,
  MyFlightsReply,
  PublishedAirportsReply,
  ServiceDetailBody,
  ServiceDetailReply,
  ServiceListReply,
} from '../../schemas/airport-service'
import type { CatalogueService } from '../../suppliers/airport-services/types'
import { chinaDate } from '../../util/time'
import { cityName } from '../flights/common'
import { AFTER_SALE_FROM } from '../orders/order-state'
import { airportSupplier } from './supplier'
import { airportBadInput, airportText, kindName } from './texts'
import { ORDER_TYPE_OF, SERVICE_TYPES } from './types'

/** The capital's main airport: the default where a company names none (overview §9). */
export const DEFAULT_AIRPORT = 'PEK'

const airportRows = new Map(seedAirports.map((a) => [a.iata, a]))

/** An airport's full name in a language ('北京首都国际机场', 'Beijing Capital International Airport'). */
export function airportFullName(code: string, lang: Lang): string {
  const a = airportRows.get(code)
  if (!a) return code
  return lang === 'en' ? a.nameEn : a.nameZh.startsWith(a.cityZh) ? a.nameZh : `${a.cityZh}${a.nameZh}`
}

const pick = (lang: Lang, text: { zh: string; en: string }): string => text[lang]

/** The airport a caller's list opens on. */
export async function defaultAirportOf(ctx: AppContext, caller: Caller): Promise<string> {
  const settings = await findAirportServiceSettings(ctx.db, caller.corpId)
  const code = settings.defaultAirport ?? DEFAULT_AIRPORT
  return airportSupplier().services(code).length > 0 ? code : DEFAULT_AIRPORT
}

/** The airport and terminal asked for, checked (4000 naming them when not sold). */
async function placeOf(ctx: AppContext, caller: Caller, body: { airportCode?: string; terminal?: string }, lang: Lang): Promise<{ airport: string; terminals: string[]; terminal?: string }> {
  const airport = body.airportCode?.toUpperCase() ?? (await defaultAirportOf(ctx, caller))
  const found = airportSupplier().airports().find((a) => a.airportCode === airport)
  if (!found) throw airportBadInput(lang, 'airportUnknown', { airport })
  if (body.terminal !== undefined && body.terminal !== '' && !found.terminals.includes(body.terminal)) {
    throw airportBadInput(lang, 'terminalUnknown', { airport: airportFullName(airport, lang), terminal: body.terminal })
  }
  return { airport, terminals: found.terminals, terminal: body.terminal ? body.terminal : undefined }
}

/** The day a list looks at (default today, China); a past day is refused. */
function dayOf(ctx: AppContext, date: string | undefined, lang: Lang): string {
  const today = chinaDate(ctx.clock())
  if (date === undefined) return today
  if (date < today) throw airportBadInput(lang, 'serviceDatePast')
  return date
}

/** A catalogue service as lists show it, with the places left on the day. */
export function serviceItem(s: CatalogueService, date: string, taken: number | undefined, capacity: number | undefined, lang: Lang): AirportServiceItem {
  const left = Math.max(0, (capacity ?? s.dailyCapacity) - (taken ?? 0))
  return {
    serviceId: s.serviceId,
    type: s.kind,
    orderType: ORDER_TYPE_OF[s.kind],
    name: pick(lang, s.name),
    airportCode: s.airportCode,
    airportName: airportFullName(s.airportCode, lang),
    terminal: s.terminal,
    location: pick(lang, s.location),
    openHours: s.openHours,
    price: s.price,
    rules: s.rules.map((r) => pick(lang, r)),
    highlights: s.highlights.map((h) => pick(lang, h)),
    date,
    left,
    soldOut: left <= 0,
    shuttle: s.shuttle,
    needsFlight: s.needsFlight,
  }
}

async function itemsOf(ctx: AppContext, services: CatalogueService[], date: string, lang: Lang): Promise<AirportServiceItem[]> {
  const stock = await findStock(ctx.db, services.map((s) => s.serviceId), date)
  return services.map((s) => serviceItem(s, date, stock.get(s.serviceId)?.taken, stock.get(s.serviceId)?.capacity, lang))
}

/** POST /obt/airport/publishedAirports. */
export async function publishedAirports(ctx: AppContext, caller: Caller, lang: Lang): Promise<PublishedAirportsReply> {
  return {
    defaultAirportCode: await defaultAirportOf(ctx, caller),
    list: airportSupplier().airports().map((a) => ({
      airportCode: a.airportCode,
      name: airportFullName(a.airportCode, lang),
      cityName: cityName(airportRows.get(a.airportCode)?.cityCode ?? '', lang),
      terminals: a.terminals,
    })),
  }
}

/** POST /obt/airport/aggregateList: every kind at the airport (and terminal) on the day. */
export async function aggregateList(ctx: AppContext, caller: Caller, body: AirportPlaceBody, lang: Lang): Promise<AggregateListReply> {
  const place = await placeOf(ctx, caller, body, lang)
  const date = dayOf(ctx, body.date, lang)
  const items = await itemsOf(ctx, airportSupplier().services(place.airport, place.terminal), date, lang)
  return {
    airportCode: place.airport,
    airportName: airportFullName(place.airport, lang),
    cityName: cityName(airportRows.get(place.airport)?.cityCode ?? '', lang),
    terminal: place.terminal ?? '',
    terminals: place.terminals,
    date,
    defaultAirportCode: await defaultAirportOf(ctx, caller),
    groups: SERVICE_TYPES.map((type) => ({ type, orderType: ORDER_TYPE_OF[type], title: kindName(lang, type), list: items.filter((i) => i.type === type) })),
  }
}

/** POST /obt/airport/{kind}/list: one kind at the airport (and terminal) on the day. */
export async function serviceList(ctx: AppContext, caller: Caller, type: AirportServiceType, body: AirportPlaceBody, lang: Lang): Promise<ServiceListReply> {
  const place = await placeOf(ctx, caller, body, lang)
  const date = dayOf(ctx, body.date, lang)
  const list = await itemsOf(ctx, airportSupplier().services(place.airport, place.terminal).filter((s) => s.kind === type), date, lang)
  return { airportCode: place.airport, terminal: place.terminal ?? '', date, list }
}

/** POST /obt/airport/facilities. */
export async function facilities(ctx: AppContext, caller: Caller, body: FacilitiesBody, lang: Lang): Promise<FacilitiesReply> {
  const place = await placeOf(ctx, caller, body, lang)
  return {
    airportCode: place.airport,
    list: airportSupplier().facilities(place.airport, place.terminal).map((f) => ({
      facilityId: f.facilityId, name: pick(lang, f.name), terminal: f.terminal, location: pick(lang, f.location), openHours: f.openHours,
    })),
  }
}

/** A catalogue service by id (4000 when unknown). */
export function catalogueService(serviceId: string, lang: Lang): CatalogueService {
  const s = airportSupplier().service(serviceId)
  if (!s) throw airportBadInput(lang, 'serviceUnknown')
  return s
}

/** POST /obt/airport/serviceDetail. */
export async function serviceDetail(ctx: AppContext, _caller: Caller, body: ServiceDetailBody, lang: Lang): Promise<ServiceDetailReply> {
  const s = catalogueService(body.serviceId, lang)
  const date = dayOf(ctx, body.date, lang)
  const [item] = await itemsOf(ctx, [s], date, lang)
  return {
    service: item,
    description: pick(lang, s.description),
    includes: s.includes.flatMap((id) => {
      const inc = airportSupplier().service(id)
      return inc ? [pick(lang, inc.name)] : []
    }),
    cancelRule: airportText(lang, 'cancelRule', { date }),
  }
}

/** POST /obt/airport/myFlights: the caller's issued flights still ahead (from the airport when given), soonest first. */
export async function myFlights(ctx: AppContext, caller: Caller, body: MyFlightsBody, lang: Lang): Promise<MyFlightsReply> {
  const rows = await findOwnFlightSegments(ctx.db, { corpId: caller.corpId, empId: caller.empId, statuses: AFTER_SALE_FROM, after: ctx.clock(), airport: body.airportCode?.toUpperCase() })
  const names = await findFlightPassengerNames(ctx.db, [...new Set(rows.map((r) => r.order_id))])
  return {
    list: rows.map((r) => {
      const snap = JSON.parse(r.snapshot) as { depTime?: string; depTerminal?: string }
      return {
        flightOrderId: String(r.order_id),
        orderNo: r.order_no,
        flightNo: r.flight_no,
        depDate: r.dep_date,
        depTime: snap.depTime ?? '',
        depAirport: r.dep_airport,
        depAirportName: airportFullName(r.dep_airport, lang),
        terminal: snap.depTerminal ?? '',
        route: `${cityName(r.dep_city, lang)}-${cityName(r.arr_city, lang)}`,
        passengerNames: names.filter((n) => n.order_id === r.order_id).map((n) => n.name).join(lang === 'en' ? ', ' : '、'),
      }
    }),
  }
}
