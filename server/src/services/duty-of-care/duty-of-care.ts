/**
 * Duty of care (issue 18 §5): administrators see who of their company is travelling today (China
 * date) and where, message all of them at once through each one's own channel (the personal
 * message path, which also queues the workplace chat / subscribe message / push), and see who has
 * acknowledged. Travelling today: an issued flight or train leg departing today, or departed
 * yesterday and arriving today or still under way; a hotel stay whose check-in..check-out covers
 * today. Where they are: the arrival city of the last leg already departed, else the hotel's city,
 * else the first departure city (not left yet).
 */
import type { AppContext, Caller } from '../../context'
import { cities } from '../../db/seed-data/geo/cities'
import { badInput, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { DutyBroadcast, DutyBroadcastsReply, DutyMineReply, DutySegment, DutyTraveller, DutyTravellersReply } from '../../schemas/duty-of-care'
import { maskPhone } from '../../util/mask'
import { chinaDate, chinaDatePlusDays, chinaStartOfDay, formatChinaTime } from '../../util/time'
import { requireAdmin } from '../company-admin/company-admin'
import { sendMessage } from '../messages/emp-messages'
import { TRIP_STATUSES } from '../mine/schedule'
import {
  findEmployeeFlightLegs,
  findEmployeeHotelStays,
  findEmployeeRides,
  findEmployeeTrainLegs,
  findEmployeesOf,
  findRecentBroadcasts,
  findRecipientView,
  findRecipientsOf,
  insertBroadcast,
  markAcked,
} from '../../db/repositories/duty-of-care'

/**
 * The order type a broadcast's message carries (yycj 1 + this type opens the acknowledgement
 * screen, product-registry userCenter orderDetails); outside the contract's order types.
 */
export const DUTY_OF_CARE_ORDER_TYPE = 19001

/** Most broadcasts the list shows. */
const RECENT_BROADCASTS = 20

const DAY_MS = 24 * 60 * 60 * 1000
const cityAt = new Map(cities.map((c) => [c.code, c]))
const cityName = (code: string, lang: Lang) => {
  const c = cityAt.get(code)
  return c ? (lang === 'en' ? c.nameEn : c.nameZh) : code
}
const nameOf = (zh: string | null, en: string | null, lang: Lang) => (lang === 'en' ? en || zh || '' : zh || '')
const hhmm = (d: Date) => formatChinaTime(d).slice(11, 16)
const minuteText = (d: Date | null) => (d ? formatChinaTime(d).slice(0, 16) : '')
/** A ride's place name from its JSON (map data: the name as the map gave it). */
const placeName = (json: string) => {
  try {
    return String((JSON.parse(json) as { name?: string }).name ?? '')
  } catch {
    return ''
  }
}

/** A leg of today with its instants, before it becomes a row. */
interface Leg {
  empId: number
  kind: 'FLIGHT' | 'TRAIN'
  label: string
  from: string
  to: string
  depAt: Date
  arrAt: Date
}

/** A flight's arrival instant from its snapshot (the departure when unreadable: a flight counts on its day). */
function flightArrival(snapshot: string, depAt: Date): Date {
  try {
    const arr = (JSON.parse(snapshot) as { arrAt?: string }).arrAt
    const at = arr ? new Date(arr) : null
    return at && !Number.isNaN(at.getTime()) ? at : depAt
  } catch {
    return depAt
  }
}

/** Everyone of the company travelling on the China day of `now`, by employee id. */
async function travellingNow(ctx: AppContext, corpId: number, now: Date, lang: Lang): Promise<{ day: string; travellers: DutyTraveller[] }> {
  const day = chinaDate(now)
  const yesterday = chinaDatePlusDays(now, -1)
  const start = chinaStartOfDay(now)
  const end = new Date(start.getTime() + DAY_MS)
  const [flights, trains, stays, rides] = await Promise.all([
    findEmployeeFlightLegs(ctx.db, corpId, yesterday, day),
    findEmployeeTrainLegs(ctx.db, corpId, yesterday, day),
    findEmployeeHotelStays(ctx.db, corpId, day, TRIP_STATUSES),
    findEmployeeRides(ctx.db, corpId, start, end, TRIP_STATUSES),
  ])
  const legs: Leg[] = [
    ...flights.map((f) => ({ empId: Number(f.emp_id), kind: 'FLIGHT' as const, label: f.flight_no, from: f.dep_city, to: f.arr_city, depAt: f.dep_at, arrAt: flightArrival(f.snapshot, f.dep_at) })),
    ...trains.map((t) => ({ empId: Number(t.emp_id), kind: 'TRAIN' as const, label: t.train_code, from: t.from_city, to: t.to_city, depAt: t.depart_at, arrAt: t.arrive_at })),
  ].filter((l) => l.depAt < end && l.arrAt >= start)
  const ids = [...new Set([...legs.map((l) => l.empId), ...stays.map((s) => Number(s.emp_id)), ...rides.map((r) => Number(r.emp_id))])]
  const emps = await findEmployeesOf(ctx.db, corpId, ids)
  const travellers: DutyTraveller[] = []
  for (const e of emps) {
    const mine = legs.filter((l) => l.empId === e.id).sort((a, b) => a.depAt.getTime() - b.depAt.getTime())
    const hotels = stays.filter((s) => Number(s.emp_id) === e.id)
    const segments: DutySegment[] = mine.map((l) => ({
      kind: l.kind,
      label: l.label,
      route: `${cityName(l.from, lang)} → ${cityName(l.to, lang)}`,
      time: `${hhmm(l.depAt)}–${hhmm(l.arrAt)}`,
    }))
    let hotelCity = ''
    for (const h of hotels) {
      let hotel = { nameZh: '', nameEn: '', cityZh: '', cityEn: '' }
      try {
        hotel = { ...hotel, ...(JSON.parse(h.hotel_snapshot) as typeof hotel) }
      } catch {
        // An unreadable snapshot: the stay still counts, without its name.
      }
      const city = nameOf(hotel.cityZh, hotel.cityEn, lang)
      hotelCity ||= city
      segments.push({ kind: 'HOTEL', label: nameOf(hotel.nameZh, hotel.nameEn, lang), route: city, time: `${h.check_in} – ${h.check_out}` })
    }
    // Rides: where they happen, and whether one is under way now.
    const cars = rides.filter((r) => Number(r.emp_id) === e.id).sort((a, b) => a.start_at.getTime() - b.start_at.getTime())
    for (const r of cars) segments.push({ kind: 'CAR', label: placeName(r.from_place), route: `${placeName(r.from_place)} → ${placeName(r.to_place)}`, time: hhmm(r.start_at) })
    const riding = cars.some((r) => r.begun_at !== null && r.begun_at <= now && r.finished_at === null)
    const departed = mine.filter((l) => l.depAt <= now)
    const last = departed[departed.length - 1]
    const inTransit = Boolean(last && last.arrAt > now) || riding
    const city = last ? cityName(last.to, lang) : hotelCity || (mine[0] ? cityName(mine[0].from, lang) : cars[0] ? cityName(cars[0].city_code, lang) : '')
    travellers.push({
      empId: String(e.id),
      name: nameOf(e.emp_name, e.eng_name, lang),
      deptName: nameOf(e.dept_name, e.dept_name_en, lang),
      mobile: maskPhone(e.mobile),
      city,
      inTransit,
      segments,
    })
  }
  travellers.sort((a, b) => a.deptName.localeCompare(b.deptName) || a.name.localeCompare(b.name))
  return { day, travellers }
}

/** GET /obt/dutyOfCare/travellers. */
export async function dutyTravellers(ctx: AppContext, caller: Caller, lang: Lang): Promise<DutyTravellersReply> {
  requireAdmin(caller)
  return travellingNow(ctx, caller.corpId, ctx.clock(), lang)
}

/** POST /obt/dutyOfCare/broadcast: one message to each employee travelling now; the broadcast as the list shows it. */
export async function dutyBroadcast(ctx: AppContext, caller: Caller, rawText: string, lang: Lang): Promise<DutyBroadcast> {
  requireAdmin(caller)
  const text = rawText.trim()
  if (!text) throw badInput('fieldRequired', { params: { label: lang === 'en' ? 'Message' : '消息内容' } })
  const now = ctx.clock()
  const { travellers } = await travellingNow(ctx, caller.corpId, now, lang)
  const recipients = travellers.map((t) => Number(t.empId))
  const id = await ctx.db.transaction().execute(async (trx) => {
    const broadcastId = await insertBroadcast(trx, { corpId: caller.corpId, senderEmpId: caller.empId, text, now, recipients })
    for (const empId of recipients) {
      await sendMessage(trx, {
        corpId: caller.corpId,
        empId,
        // The administrator's words go out as written; the title says what it is in both languages.
        title: { zh: '出行安全关怀', en: 'Duty of care' },
        content: { zh: `${text}（请点击回复“收到，我很安全”）`, en: `${text} (tap to reply "I'm safe")` },
        yycj: 1,
        orderId: String(broadcastId),
        orderType: DUTY_OF_CARE_ORDER_TYPE,
        now,
      })
    }
    return broadcastId
  })
  const list = await broadcastsOf(ctx, caller.corpId, lang)
  const sent = list.find((b) => b.id === String(id))
  if (!sent) throw notFound()
  return sent
}

/** The company's recent broadcasts with their recipients. */
async function broadcastsOf(ctx: AppContext, corpId: number, lang: Lang): Promise<DutyBroadcast[]> {
  const rows = await findRecentBroadcasts(ctx.db, corpId, RECENT_BROADCASTS)
  const recipients = await findRecipientsOf(ctx.db, corpId, rows.map((r) => r.id))
  return rows.map((b) => {
    const mine = recipients.filter((r) => r.broadcast_id === b.id)
    return {
      id: String(b.id),
      text: b.text,
      senderName: nameOf(b.emp_name, b.eng_name, lang),
      sentAt: minuteText(b.created_at),
      ackedCount: mine.filter((r) => r.acked_at !== null).length,
      recipients: mine.map((r) => ({ empId: String(r.emp_id), name: nameOf(r.emp_name, r.eng_name, lang), acked: r.acked_at !== null, ackedAt: minuteText(r.acked_at) })),
    }
  })
}

/** GET /obt/dutyOfCare/broadcasts. */
export async function dutyBroadcasts(ctx: AppContext, caller: Caller, lang: Lang): Promise<DutyBroadcastsReply> {
  requireAdmin(caller)
  return { list: await broadcastsOf(ctx, caller.corpId, lang) }
}

/** The recipient's view; 4004 for anyone who is not a recipient of it in their company. */
async function mineOf(ctx: AppContext, caller: Caller, broadcastId: string, lang: Lang): Promise<DutyMineReply> {
  const row = await findRecipientView(ctx.db, caller.corpId, caller.empId, Number(broadcastId))
  if (!row) throw notFound()
  return {
    id: String(row.id),
    text: row.text,
    senderName: nameOf(row.emp_name, row.eng_name, lang),
    sentAt: minuteText(row.created_at),
    acked: row.acked_at !== null,
    ackedAt: minuteText(row.acked_at),
  }
}

/** GET /obt/dutyOfCare/mine: the broadcast as its recipient sees it. */
export function dutyMine(ctx: AppContext, caller: Caller, broadcastId: string, lang: Lang): Promise<DutyMineReply> {
  return mineOf(ctx, caller, broadcastId, lang)
}

/** POST /obt/dutyOfCare/ack: the recipient's "I'm safe" (again: the first time stays). */
export async function dutyAck(ctx: AppContext, caller: Caller, broadcastId: string, lang: Lang): Promise<DutyMineReply> {
  await mineOf(ctx, caller, broadcastId, lang)
  await markAcked(ctx.db, caller.corpId, caller.empId, Number(broadcastId), ctx.clock())
  return mineOf(ctx, caller, broadcastId, lang)
}
