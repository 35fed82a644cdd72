/**
 * The simulated travel consultant of the demo world (inquiry.ts): it answers price inquiries with
 * real rate plans of the hotel supplier.
 *
 * - A pass (every 10 s in every server process with the demo tools on; server.ts starts it with
 *   startInquiryConsultant) first marks waiting and quoted inquiries past their end EXPIRED (one
 *   conditional update), then answers the inquiries that have waited 30 s or more, oldest first,
 *   at most 20 a pass, each in its own transaction: the row is claimed with FOR UPDATE SKIP LOCKED
 *   (PostgreSQL) and moved from WAITING by a conditional update, so several processes never answer
 *   one inquiry twice (PGlite has one connection: one transaction at a time).
 * - The answer: the asked hotel (by id, else the first hotel of the city whose name contains the
 *   asked name) when one of its plans fits; else a hotel of the city that fits — within 5 km of the
 *   asked hotel when one was asked, else the best rated — its lowest price within the budget. A plan
 *   fits when every night is quoted, the room type has the rooms asked left on every night, takes
 *   the guests per room and costs at most the budget per night; among those a cancellable plan comes
 *   first, then the company's agreement rate, then the lowest average price. The quote holds 24 h
 *   (never past the stay's booking close), with the consultant's note in Chinese and English.
 *   Nothing fits: NO_OFFER, with a note suggesting other dates or a higher budget.
 * - POST /obt/demo/hotelDemand/answer (answerInquiryNow) answers one waiting inquiry at once, for
 *   tests and demonstrations.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findCompany } from '../../db/repositories/employees'
import { claimWaitingInquiry, expireDueInquiries, findInquiryById, insertInquiryNote, moveInquiry, type HotelInquiry } from '../../db/repositories/hotel-inquiries'
import { takenInHotel } from '../../db/repositories/hotel-inventory'
import type { DB } from '../../db/types'
import { ErrCode, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { HtDemandAnswerReply, InquiryStatus } from '../../schemas/hotel-inquiry'
import { distanceKm } from '../../suppliers/hotels/simulator'
import type { QuotedPlan, QuotedRoom, SupplierHotel } from '../../suppliers/hotels/types'
import { addMs } from '../../util/time'
import { inquiryError, inquiryText, quoteEnds, shownStatus, type QuoteSnapshot } from './inquiry'
import { breakfastText, cancelText, minuteText, money } from './rules'
import { avgOf, nameIn, roomsLeftOf, roomTotalOf } from './search'

/** How long an inquiry waits before the simulated consultant answers it. */
export const CONSULTANT_WAIT_MS = 30_000
/** How often the consultant looks at the queue. */
export const CONSULTANT_EVERY_MS = 10_000
/** Most inquiries answered in one pass (the next pass takes the rest). */
const PASS_LIMIT = 20
/** How far from the asked hotel an alternative may be. */
const NEARBY_KM = 5
/** Most hotels priced for an alternative. */
const CANDIDATES = 30

/** A plan that fits an inquiry. */
interface Offer {
  hotel: SupplierHotel
  room: QuotedRoom
  plan: QuotedPlan
  avg: number
  total: number
}

/** The best fitting plan of a hotel for an inquiry (null: none fits). Reads through `db` (the answer's transaction). */
async function bestPlanAt(ctx: AppContext, db: Kysely<DB>, row: HotelInquiry, hotel: SupplierHotel, corpNo: string): Promise<Offer | null> {
  const quote = ctx.hotels.quote(hotel.hotelId, row.check_in, row.check_out, corpNo)
  if (!quote) return null
  const taken = await takenInHotel(db, hotel.hotelId, quote.nights)
  const perRoom = Math.ceil((row.adults + row.children) / row.rooms)
  const budget = row.budget === null ? null : Number(row.budget)
  let best: Offer | null = null
  const rank = (o: Offer) => [o.plan.cancelType === 'NON_CANCELLABLE' ? 1 : 0, o.plan.agreement ? 0 : 1, o.avg]
  const better = (a: Offer, b: Offer) => {
    const [ra, rb] = [rank(a), rank(b)]
    for (let i = 0; i < ra.length; i += 1) if (ra[i] !== rb[i]) return ra[i] < rb[i]
    return false
  }
  for (const room of quote.rooms) {
    if (room.room.maxOccupancy < perRoom || roomsLeftOf(room, hotel.hotelId, taken) < row.rooms) continue
    for (const plan of room.plans) {
      const avg = avgOf(plan)
      const total = roomTotalOf(plan, row.rooms)
      if (avg === null || total === null || (budget !== null && avg > budget)) continue
      const offer = { hotel, room, plan, avg, total }
      if (!best || better(offer, best)) best = offer
    }
  }
  return best
}

/** The hotel the inquiry asks for: by id, else the first of the city whose name holds the asked name. */
function askedHotel(ctx: AppContext, row: HotelInquiry): SupplierHotel | null {
  if (row.hotel_id) return ctx.hotels.hotel(row.hotel_id)
  const name = row.hotel_name.trim().toLowerCase()
  if (!name) return null
  return ctx.hotels.hotelsOf(row.city_code).find((h) => h.nameZh.toLowerCase().includes(name) || h.nameEn.toLowerCase().includes(name)) ?? null
}

/** What the consultant offers for an inquiry: the asked hotel's plan, else an alternative of the city (null: nothing fits). */
async function findOffer(ctx: AppContext, db: Kysely<DB>, row: HotelInquiry): Promise<{ offer: Offer | null; instead: boolean }> {
  const corpNo = (await findCompany(db, row.corp_id))?.corp_no ?? ''
  const asked = askedHotel(ctx, row)
  if (asked) {
    const offer = await bestPlanAt(ctx, db, row, asked, corpNo)
    if (offer) return { offer, instead: false }
  }
  const budget = row.budget === null ? null : Number(row.budget)
  const rates = ctx.hotels.cityRates(row.city_code, row.check_in, row.check_out, corpNo)
    .filter((r) => r.hotel.hotelId !== asked?.hotelId && r.rooms.some((room) => room.lowest !== null && (budget === null || room.lowest <= budget)))
  const candidates = asked
    ? rates.map((r) => ({ hotel: r.hotel, km: distanceKm(asked, r.hotel) })).filter((c) => c.km <= NEARBY_KM).sort((a, b) => a.km - b.km || a.hotel.hotelId.localeCompare(b.hotel.hotelId)).map((c) => c.hotel)
    : rates.map((r) => r.hotel).sort((a, b) => b.score - a.score || a.centreKm - b.centreKm || a.hotelId.localeCompare(b.hotelId))
  for (const hotel of candidates.slice(0, CANDIDATES)) {
    const offer = await bestPlanAt(ctx, db, row, hotel, corpNo)
    if (offer) return { offer, instead: Boolean(asked || row.hotel_name.trim()) }
  }
  return { offer: null, instead: false }
}

/** The consultant's note of a quote in a language. */
function quoteNote(ctx: AppContext, lang: Lang, row: HotelInquiry, offer: Offer, instead: boolean, expires: Date): string {
  const asked = askedHotel(ctx, row)
  const askedName = asked ? nameIn(lang, asked.nameZh, asked.nameEn) : row.hotel_name.trim()
  return inquiryText(lang, 'quoted', {
    lead: instead ? inquiryText(lang, 'leadInstead', { asked: askedName }) : inquiryText(lang, 'leadAsked'),
    hotel: nameIn(lang, offer.hotel.nameZh, offer.hotel.nameEn),
    room: nameIn(lang, offer.room.room.nameZh, offer.room.room.nameEn),
    plan: nameIn(lang, offer.plan.nameZh, offer.plan.nameEn),
    checkIn: row.check_in,
    nights: row.nights,
    avg: offer.avg,
    rooms: row.rooms,
    total: offer.total,
    breakfast: breakfastText(offer.plan.breakfast, lang),
    cancel: cancelText(offer.plan, row.check_in, lang),
    expires: minuteText(expires),
  })
}

/** The consultant's note when nothing fits, in a language. */
function noOfferNote(ctx: AppContext, lang: Lang, row: HotelInquiry): string {
  const city = ctx.hotels.city(row.city_code)
  return inquiryText(lang, 'noOffer', {
    city: city ? nameIn(lang, city.nameZh, city.nameEn) : row.city_code,
    checkIn: row.check_in,
    nights: row.nights,
    budget: row.budget === null ? '' : inquiryText(lang, 'noOfferBudget', { budget: Number(row.budget) }),
  })
}

/** Answers one claimed inquiry inside the claim's transaction. */
async function answer(ctx: AppContext, trx: Kysely<DB>, row: HotelInquiry, now: Date): Promise<InquiryStatus> {
  const { offer, instead } = await findOffer(ctx, trx, row)
  if (!offer) {
    await moveInquiry(trx, row.id, ['WAITING'], 'NO_OFFER', { closed_at: now, updated_at: now })
    await insertInquiryNote(trx, { inquiry_id: row.id, author: 'CONSULTANT', emp_id: null, body: noOfferNote(ctx, 'zh', row), body_en: noOfferNote(ctx, 'en', row), created_at: now })
    return 'NO_OFFER'
  }
  const expires = quoteEnds(row.check_in, now)
  const snapshot: QuoteSnapshot = {
    hotelZh: offer.hotel.nameZh, hotelEn: offer.hotel.nameEn, star: offer.hotel.star, addressZh: offer.hotel.addressZh, addressEn: offer.hotel.addressEn,
    roomZh: offer.room.room.nameZh, roomEn: offer.room.room.nameEn, planZh: offer.plan.nameZh, planEn: offer.plan.nameEn,
    breakfast: offer.plan.breakfast, cancelType: offer.plan.cancelType, cancelDaysBefore: offer.plan.cancelDaysBefore, cancelHour: offer.plan.cancelHour,
    payment: offer.plan.payment, guarantee: offer.plan.guarantee, agreement: offer.plan.agreement,
    nightly: offer.plan.nightly.map((n) => ({ night: n.night, price: n.price })),
  }
  await moveInquiry(trx, row.id, ['WAITING'], 'QUOTED', {
    quoted_at: now,
    quote_hotel_id: offer.hotel.hotelId,
    quote_room_type_id: offer.room.room.roomTypeId,
    quote_rate_plan_id: offer.plan.ratePlanId,
    quote_avg_price: offer.avg,
    quote_room_total: money(offer.total),
    quote_snapshot: JSON.stringify(snapshot),
    expires_at: expires,
    updated_at: now,
  })
  await insertInquiryNote(trx, {
    inquiry_id: row.id, author: 'CONSULTANT', emp_id: null,
    body: quoteNote(ctx, 'zh', row, offer, instead, expires), body_en: quoteNote(ctx, 'en', row, offer, instead, expires), created_at: now,
  })
  return 'QUOTED'
}

/** Claims one waiting inquiry (waited since `before`, or the one with `onlyId`) and answers it in one transaction; null when none was free. */
async function answerOne(ctx: AppContext, now: Date, options: { before?: Date; onlyId?: number }): Promise<{ id: number; status: InquiryStatus } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await claimWaitingInquiry(trx, ctx.dbKind, now, options)
    if (!row) return null
    return { id: row.id, status: await answer(ctx, trx, row, now) }
  })
}

/**
 * One pass of the consultant: expires what is due, then answers inquiries waiting 30 s or more
 * (at most 20). Safe to run in several processes at once (see the file's comment).
 */
export async function consultantPass(ctx: AppContext): Promise<{ answered: number; expired: number; ids: number[] }> {
  const now = ctx.clock()
  const expired = await expireDueInquiries(ctx.db, now)
  const ids: number[] = []
  for (let i = 0; i < PASS_LIMIT; i += 1) {
    const done = await answerOne(ctx, now, { before: addMs(now, -CONSULTANT_WAIT_MS) })
    if (!done) break
    ids.push(done.id)
  }
  return { answered: ids.length, expired, ids }
}

/** POST /obt/demo/hotelDemand/answer: the consultant answers this waiting inquiry now (4004 missing; 4009 not waiting). */
export async function answerInquiryNow(ctx: AppContext, id: number, lang: Lang): Promise<HtDemandAnswerReply> {
  const now = ctx.clock()
  const done = await answerOne(ctx, now, { onlyId: id })
  if (done) return { id: String(done.id), status: done.status }
  const row = await findInquiryById(ctx.db, id)
  if (!row) throw notFound()
  throw inquiryError(ErrCode.CONFLICT, lang, 'notWaiting', {}, { status: shownStatus(row, now) })
}

/**
 * Starts the consultant's passes in this process when the demo tools are on (the demo world), and
 * stops them when the app closes. Call before the app listens.
 */
export function startInquiryConsultant(app: FastifyInstance): void {
  const { ctx } = app
  if (!ctx.demoTools) return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    consultantPass(ctx)
      .then((done) => {
        if (done.answered || done.expired) app.log.info({ answered: done.answered, expired: done.expired }, 'inquiry consultant')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'inquiry consultant failed'))
      .finally(() => {
        running = false
      })
  }, CONSULTANT_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
