/**
 * POST /obt/mine/nextTrip (issue 18 §3): the caller's next trip with its documents in one reply,
 * so the app keeps one small copy on the device and shows it with no network.
 *
 * Which orders: the schedule's (each kind's `listSource` with findScope 1: orders where the caller
 * travels, in the caller's company, trip statuses, departing from the start of today, China). The
 * next trip starts at the soonest of them and takes the following ones while they depart on or
 * before the trip's last day so far (a stay's check-out, a flight's arrival day), so an outbound
 * flight, the hotel and the return on check-out day come together; at most MAX_DOCS orders.
 *
 * What each shows is read from the product tables that hold rows of the order (flight segments and
 * tickets, train legs and tickets, a hotel order, a tour order, airport service travellers), one
 * query per table for the whole trip. Document numbers leave masked.
 */
import type { AppContext, Caller } from '../../context'
import { airportNames, tripPeopleRows, tripSpanRows } from '../../db/repositories/next-trip'
import { findServiceContacts } from '../../db/repositories/reference'
import { pageScheduleHeaders } from '../../db/repositories/schedule'
import type { Order } from '../../db/repositories/orders'
import type { Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type { NextTripDoc, NextTripLine, NextTripPerson, NextTripReply } from '../../schemas/next-trip'
import { chinaDate, chinaStartOfDay, formatChinaTime } from '../../util/time'
import { maskCard } from '../identity/travellers'
import { cabinName } from '../flights/common'
import { seatTypeName } from '../trains/orders'
import { complaintPhone } from '../company/company'
import { orderKinds } from '../orders/registry'
import { TRIP_STATUSES } from './schedule'

/** Most orders of one trip in the reply (it is kept on the device: small). */
export const MAX_DOCS = 8
/** Upcoming headers looked at to find the trip's orders. */
const LOOKAHEAD = 20

const minute = (d: Date | null | undefined): string => (d ? formatChinaTime(d).slice(0, 16) : '')
const pick = (lang: Lang, zh: string | undefined, en: string | undefined): string => (lang === 'en' ? en || zh : zh || en) ?? ''

function parse<T>(text: string | null | undefined): Partial<T> {
  try {
    return (text ? JSON.parse(text) : {}) as Partial<T>
  } catch {
    return {}
  }
}

/** A flight segment's arrival 'YYYY-MM-DD HH:mm' China time (its snapshot keeps the instant). */
function arrivalOf(snapshot: string): string {
  const at = parse<{ arrAt: string }>(snapshot).arrAt
  const d = at ? new Date(at) : null
  return d && !Number.isNaN(d.getTime()) ? minute(d) : ''
}

/** The orders of the next trip, soonest first. */
export function tripOrders(rows: readonly Order[], endOf: (o: Order) => string): Order[] {
  const out: Order[] = []
  let end = ''
  for (const o of rows) {
    const day = chinaDate(o.first_dep_at)
    if (out.length > 0 && day > end) break
    out.push(o)
    const last = endOf(o)
    if (last > end) end = last
    if (out.length >= MAX_DOCS) break
  }
  return out
}

/** A document with nothing product-specific filled in yet. */
function baseDoc(o: Order, lang: Lang): NextTripDoc {
  return {
    orderId: String(o.id), orderNo: o.order_no, orderType: o.order_type, productCode: o.product_code, status: o.status as OrderStatusCode,
    routeText: lang === 'en' ? o.route_text_en : o.route_text_zh, title: '', depTime: minute(o.first_dep_at), arrTime: '',
    from: '', to: '', address: '', phone: '', confirmNo: '', people: [],
  }
}

/** The company's service lines, then its complaint line. */
async function serviceLines(ctx: AppContext, caller: Caller, lang: Lang): Promise<NextTripLine[]> {
  const rows = await findServiceContacts(ctx.db, caller.corpId)
  const lines = rows.map((r) => ({ name: lang === 'en' ? r.name_en : r.name, phone: r.phone, workTime: (lang === 'en' ? r.work_time_en : r.work_time) ?? '' }))
  const complaint = await complaintPhone(ctx, caller)
  if (complaint.phone) lines.push({ name: lang === 'en' ? 'Complaints' : '投诉电话', phone: complaint.phone, workTime: '' })
  return lines
}

/** POST /obt/mine/nextTrip. */
export async function nextTrip(ctx: AppContext, caller: Caller, lang: Lang): Promise<NextTripReply> {
  const db = ctx.db
  const scope = { corpId: caller.corpId, empId: caller.empId, findScope: 1 }
  const page = await pageScheduleHeaders(
    db,
    orderKinds().map((k) => k.hooks.listSource(db, scope)),
    { corpId: caller.corpId, statuses: TRIP_STATUSES, from: chinaStartOfDay(ctx.clock()), ascending: true },
    { pageNum: 1, count: LOOKAHEAD },
  )
  const lines = await serviceLines(ctx, caller, lang)
  if (page.rows.length === 0) return { day: '', endDay: '', docs: [], lines }

  const ids = page.rows.map((o) => o.id)
  const { hotels, tours, segments, legs } = await tripSpanRows(db, ids)
  const hotelOf = new Map(hotels.map((h) => [h.order_id, h]))
  const tourOf = new Map(tours.map((t) => [t.order_id, t]))
  // A trip lasts to a stay's check-out, a tour's last day, a flight's or train's arrival day.
  const endOf = (o: Order): string => {
    const h = hotelOf.get(o.id)
    if (h) return String(h.check_out)
    const t = tourOf.get(o.id)
    if (t) return String(t.end_date)
    const arrivals = [
      ...segments.filter((s) => s.order_id === o.id).map((s) => arrivalOf(s.snapshot)),
      ...legs.filter((l) => l.order_id === o.id).map((l) => minute(l.arrive_at)),
    ].filter(Boolean).map((x) => x.slice(0, 10))
    return arrivals.sort().pop() ?? chinaDate(o.first_dep_at)
  }
  const orders = tripOrders(page.rows, endOf)
  const tripIds = orders.map((o) => o.id)

  const { flightPassengers, flightTickets, trainPassengers, trainTickets, hotelGuests, tourPeople, serviceOrders, serviceTravellers } = await tripPeopleRows(db, tripIds)
  const airportCodes = [...new Set(segments.flatMap((s) => [s.dep_airport, s.arr_airport]))]
  const airports = await airportNames(db, airportCodes)
  const airportName = (code: string) => {
    const a = airports.find((x) => x.iata === code)
    if (!a) return code
    // '首都国际机场' alone does not say Beijing: the city first unless the name holds it.
    const name = pick(lang, a.name_zh, a.name_en)
    const city = pick(lang, a.city_zh, a.city_en)
    return name.includes(city) ? name : `${city}${lang === 'en' ? ' ' : ''}${name}`
  }
  const withTerminal = (name: string, terminal: string | undefined) => (terminal ? `${name} ${terminal}` : name)

  const docs: NextTripDoc[] = []
  for (const o of orders) {
    const doc = baseDoc(o, lang)
    // Live segments and legs only: one replaced by a change gives way to its replacement.
    const live = segments.filter((s) => s.order_id === o.id && !segments.some((x) => x.changed_from_segment_id === s.id))
    const trainLegs = legs.filter((l) => l.order_id === o.id && !legs.some((x) => x.changed_from_leg_id === l.id))
    const hotel = hotelOf.get(o.id)
    const tour = tourOf.get(o.id)
    const service = serviceOrders.find((s) => s.order_id === o.id)
    if (live.length > 0) {
      const first = live[0]
      const last = live[live.length - 1]
      const firstSnap = parse<{ depTerminal: string }>(first.snapshot)
      const lastSnap = parse<{ arrTerminal: string }>(last.snapshot)
      doc.title = live.map((s) => s.flight_no).join(' / ')
      doc.depTime = minute(first.dep_at)
      doc.arrTime = arrivalOf(last.snapshot)
      doc.from = withTerminal(airportName(first.dep_airport), firstSnap.depTerminal)
      doc.to = withTerminal(airportName(last.arr_airport), lastSnap.arrTerminal)
      const liveIds = new Set(live.map((s) => s.id))
      for (const p of flightPassengers.filter((x) => x.order_id === o.id)) {
        const tickets = flightTickets.filter((t) => t.passenger_id === p.id && liveIds.has(t.segment_id) && t.status !== 'REFUNDED' && t.status !== 'CHANGED' && t.status !== 'VOID')
        if (tickets.length === 0) continue
        const ticketNos = [...new Set(tickets.map((t) => t.ticket_no).filter((x): x is string => !!x))]
        const person: NextTripPerson = { name: p.name, cardMasked: maskCard(p.card_type, p.card_number), seatClass: cabinName(first.cabin_class as 'Y', lang) }
        if (ticketNos.length) person.ticketNo = ticketNos.join(' / ')
        doc.people.push(person)
      }
    } else if (trainLegs.length > 0) {
      const first = trainLegs[0]
      const last = trainLegs[trainLegs.length - 1]
      const snap = parse<{ from: { nameZh: string; nameEn: string }; to: { nameZh: string; nameEn: string } }>(first.snapshot)
      const lastSnap = parse<{ to: { nameZh: string; nameEn: string } }>(last.snapshot)
      doc.title = trainLegs.map((l) => l.train_code).join(' / ')
      doc.depTime = minute(first.depart_at)
      doc.arrTime = minute(last.arrive_at)
      doc.from = pick(lang, snap.from?.nameZh ?? first.from_station, snap.from?.nameEn)
      doc.to = pick(lang, lastSnap.to?.nameZh ?? last.to_station, lastSnap.to?.nameEn)
      for (const p of trainPassengers.filter((x) => x.order_id === o.id)) {
        const t = trainTickets.filter((x) => x.passenger_id === p.id && x.status !== 'REFUNDED' && x.status !== 'CHANGED' && x.status !== 'VOID').pop()
        if (!t) continue
        const person: NextTripPerson = { name: p.name, cardMasked: maskCard(p.card_type, p.card_number), seatClass: seatTypeName(t.seat_type, lang) }
        if (t.ticket_no) person.ticketNo = t.ticket_no
        if (t.carriage) person.coach = t.carriage
        if (t.seat_no) person.seatNo = t.seat_no
        doc.people.push(person)
      }
    } else if (hotel) {
      const snap = parse<{ nameZh: string; nameEn: string; addressZh: string; addressEn: string; phone: string }>(hotel.hotel_snapshot)
      const plan = parse<{ roomZh: string; roomEn: string }>(hotel.plan_snapshot)
      doc.title = pick(lang, snap.nameZh, snap.nameEn)
      doc.depTime = `${String(hotel.check_in)} ${hotel.arrival_time}`.trim()
      doc.arrTime = String(hotel.check_out)
      doc.address = pick(lang, snap.addressZh, snap.addressEn)
      doc.phone = snap.phone ?? ''
      doc.confirmNo = hotel.confirm_no ?? ''
      const room = pick(lang, plan.roomZh, plan.roomEn)
      for (const g of hotelGuests.filter((x) => x.order_id === o.id)) doc.people.push({ name: g.name, cardMasked: '', ...(room ? { seatClass: room } : {}) })
    } else if (tour) {
      const snap = parse<{ nameZh: string; nameEn: string; meetingZh: string; meetingEn: string }>(tour.product_snapshot)
      doc.title = pick(lang, snap.nameZh, snap.nameEn)
      doc.arrTime = String(tour.end_date)
      doc.address = pick(lang, snap.meetingZh, snap.meetingEn)
      doc.confirmNo = tour.confirm_no ?? ''
      for (const p of tourPeople.filter((x) => x.order_id === o.id)) doc.people.push({ name: p.name, cardMasked: maskCard('NI', p.id_number) })
    } else if (service) {
      const snap = parse<{ nameZh: string; nameEn: string; locationZh: string; locationEn: string }>(service.service_snapshot)
      doc.title = pick(lang, snap.nameZh, snap.nameEn)
      doc.address = [pick(lang, snap.locationZh, snap.locationEn), service.terminal].filter(Boolean).join(' · ')
      for (const t of serviceTravellers.filter((x) => x.order_id === o.id)) {
        doc.people.push({ name: t.name, cardMasked: maskCard(t.card_type, t.card_number), ...(t.voucher_code ? { voucher: t.voucher_code } : {}) })
      }
    } else {
      doc.title = doc.routeText
    }
    docs.push(doc)
  }
  const endDay = orders.map(endOf).sort().pop() ?? ''
  return { day: chinaDate(orders[0].first_dep_at), endDay, docs, lines }
}
