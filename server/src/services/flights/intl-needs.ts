/**
 * International demand orders (tkNeed → tkNeedDetail; /userCenter/NeedOrder): when no fare suits,
 * the traveller describes the trip; notes go back and forth (orderNoteAdd/List, order type 20034);
 * a travel consultant quotes an itinerary, which the traveller can accept into the booking form
 * (tkIntEdit with the quoted itinerary; bookGjOrder with needId marks it BOOKED in the booking's
 * transaction).
 *
 * Statuses: WAITING → QUOTED → BOOKED; WAITING or QUOTED → CANCELLED by the traveller. In the demo
 * world the consultant is simulated: `consultantQuote` picks the cheapest itinerary in the asked
 * class (direct first) and writes a note; the loopback-only demo endpoint runs it at once.
 *
 * Visibility: the booker and the travellers; on business trips also whoever's booking scope
 * covers the booker or a traveller. Everything else answers 4004 like a missing id.
 */
import type { AppContext, Caller } from '../../context'
import { findPeopleScopes } from '../../db/repositories/flight-orders'
import { findNeed, findNeedById, findNeeds, findNotes, insertNeed, insertNote, moveNeed, type IntlNeed } from '../../db/repositories/intl-flights'
import { nextOrderNo } from '../../db/repositories/orders'
import { badInput, conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type {
  NeedAnswerReply,
  NeedNote,
  NeedRow,
  OrderNoteAddBody,
  OrderNoteListBody,
  OrderNoteListReply,
  TkNeedOrderAddBody,
  TkNeedOrderDetail,
  TkNeedOrderListBody,
  TkNeedOrderListReply,
} from '../../schemas/intl-flight'
import { journeys as findJourneys, type IntlCabinClass } from '../../suppliers/intl-flights/simulator'
import { chinaDate, formatChinaTime } from '../../util/time'
import { findBookableEmployees, inScope } from '../identity/travellers'
import { cabinName } from './common'
import { itineraryKeyOf, itineraryView, priceOf, seatsLeftOf, soldOnAll } from './intl-common'
import { checkIntlSearch, placeName, pricedItinerary } from './intl-shopping'

/** Order type of the notes of an international demand order (booking flows §9). */
export const NEED_NOTE_TYPE = 20034

/** Whether the caller may see a demand order. */
async function canSeeNeed(ctx: AppContext, caller: Caller, need: IntlNeed): Promise<boolean> {
  if (need.corp_id !== caller.corpId) return false
  if (need.booker_emp_id === caller.empId) return true
  const travellers = need.traveller_emp_ids ? need.traveller_emp_ids.split(',').map(Number) : []
  if (travellers.includes(caller.empId)) return true
  if (need.trip_type !== 1) return false
  const people = await findPeopleScopes(ctx.db, [need.booker_emp_id, ...travellers])
  return people.some((p) => inScope(caller, p))
}

/** A demand order the caller may see (4004 otherwise, exactly like a missing id). */
export async function visibleNeed(ctx: AppContext, caller: Caller, id: number): Promise<IntlNeed> {
  const need = await findNeed(ctx.db, caller.corpId, id)
  if (!need || !(await canSeeNeed(ctx, caller, need))) throw notFound()
  return need
}

function rowOf(n: IntlNeed, lang: Lang): NeedRow {
  return {
    id: String(n.id),
    needNo: n.need_no,
    status: n.status as NeedRow['status'],
    depCode: n.dep_code,
    depName: placeName(n.dep_code, lang),
    arrCode: n.arr_code,
    arrName: placeName(n.arr_code, lang),
    depDate: n.dep_date,
    retDate: n.ret_date,
    cabinClass: n.cabin_class as IntlCabinClass,
    cabinName: cabinName(n.cabin_class as IntlCabinClass, lang),
    adults: n.adults,
    children: n.children,
    travellerNames: n.traveller_names,
    quotePrice: n.quote_price === null ? null : Number(n.quote_price),
    createdAt: formatChinaTime(n.created_at),
  }
}

/** POST /obt/plane/gj/tkNeedOrderAdd. */
export async function addNeed(ctx: AppContext, caller: Caller, body: TkNeedOrderAddBody, lang: Lang): Promise<TkNeedOrderDetail> {
  checkIntlSearch(ctx, body.depCode.toUpperCase(), body.arrCode.toUpperCase(), body.depDate, body.retDate)
  const remark = body.remark.trim()
  if (!remark) throw badInput('intlNeedRemarkRequired')
  const ids = body.travellerEmpIds?.length ? body.travellerEmpIds.map(Number) : [caller.empId]
  const travellers = await findBookableEmployees(ctx.db, caller, ids)
  const now = ctx.clock()
  const need = await insertNeed(ctx.db, {
    corp_id: caller.corpId,
    need_no: await nextOrderNo(ctx.db, 'XQ', chinaDate(now)),
    booker_emp_id: caller.empId,
    trip_type: body.tripType,
    dep_code: body.depCode.toUpperCase(),
    arr_code: body.arrCode.toUpperCase(),
    dep_date: body.depDate,
    ret_date: body.retDate ?? null,
    cabin_class: body.cabinClass,
    adults: body.adults,
    children: body.children ?? 0,
    traveller_emp_ids: travellers.map((t) => t.id).join(','),
    traveller_names: travellers.map((t) => t.emp_name).join('、'),
    contact_name: body.contact.name.trim(),
    contact_phone: body.contact.phone,
    remark,
    status: 'WAITING',
    quote_key: null,
    quote_price: null,
    quoted_at: null,
    order_id: null,
    created_at: now,
    updated_at: now,
  })
  return needDetail(ctx, caller, need.id, lang)
}

/** POST /obt/plane/gj/tkNeedOrderList (also GET-able by the app's list screen). */
export async function listNeeds(ctx: AppContext, caller: Caller, body: TkNeedOrderListBody, lang: Lang): Promise<TkNeedOrderListReply> {
  const all = await findNeeds(ctx.db, caller.corpId, body.status)
  const seen: IntlNeed[] = []
  for (const n of all) if (await canSeeNeed(ctx, caller, n)) seen.push(n)
  const count = body.count ?? 20
  const page = body.pageNum ?? 1
  return { list: seen.slice((page - 1) * count, page * count).map((n) => rowOf(n, lang)), total: seen.length }
}

/** A note in the reply shape; the consultant's notes are stored in both languages (one line each) and read in the caller's. */
function noteOf(n: Awaited<ReturnType<typeof findNotes>>[number], lang: Lang): NeedNote {
  if (n.author === 'CONSULTANT') {
    const [zh, en] = n.text.split('\n')
    return { id: String(n.id), author: 'CONSULTANT', name: translate(lang, 'intlConsultantName'), text: (lang === 'en' ? en : zh) ?? n.text, createdAt: formatChinaTime(n.created_at) }
  }
  return { id: String(n.id), author: 'USER', name: n.author_name, text: n.text, createdAt: formatChinaTime(n.created_at) }
}

const bothLanguages = (key: 'intlConsultantNoFit' | 'intlConsultantQuoted', params: Record<string, string | number> = {}): string =>
  `${translate('zh', key, params)}\n${translate('en', key, params)}`

/** POST /obt/plane/gj/tkNeedOrderDetail: the need, the quote priced now, the notes and what the caller may do. */
export async function needDetail(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<TkNeedOrderDetail> {
  const need = await visibleNeed(ctx, caller, id)
  const notes = await findNotes(ctx.db, NEED_NOTE_TYPE, need.id)
  let quote: TkNeedOrderDetail['quote'] = null
  if (need.quote_key && (need.status === 'QUOTED' || need.status === 'BOOKED')) {
    try {
      const p = await pricedItinerary(ctx, need.quote_key, lang, null)
      if (p.journeys[0].legs[0].depAt.getTime() > ctx.clock().getTime()) quote = itineraryView(p, { adults: need.adults, children: need.children, infants: 0 }, lang)
    } catch {
      quote = null
    }
  }
  const open = need.status === 'WAITING' || need.status === 'QUOTED'
  return {
    need: rowOf(need, lang),
    remark: need.remark,
    contact: { name: need.contact_name, phone: need.contact_phone },
    tripType: need.trip_type === 2 ? 2 : 1,
    travellerEmpIds: need.traveller_emp_ids ? need.traveller_emp_ids.split(',') : [],
    quote,
    orderId: need.order_id === null ? null : String(need.order_id),
    notes: notes.map((n) => noteOf(n, lang)),
    allowedActions: { note: open, cancel: open, accept: need.status === 'QUOTED' && quote !== null && quote.seatsLeft >= need.adults + need.children },
  }
}

/** POST /obt/plane/gj/tkNeedOrderCancel. */
export async function cancelNeed(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<TkNeedOrderDetail> {
  const need = await visibleNeed(ctx, caller, id)
  if (!(await moveNeed(ctx.db, need.id, ['WAITING', 'QUOTED'], { status: 'CANCELLED', updated_at: ctx.clock() }))) throw conflict('orderStateInvalid')
  return needDetail(ctx, caller, id, lang)
}

/** POST /obt/common/orderNoteAdd (orderType 20034). */
export async function addNote(ctx: AppContext, caller: Caller, body: OrderNoteAddBody, lang: Lang): Promise<OrderNoteListReply> {
  const need = await visibleNeed(ctx, caller, Number(body.orderId))
  const text = body.text.trim()
  if (!text) throw badInput('intlNoteRequired')
  if (need.status !== 'WAITING' && need.status !== 'QUOTED') throw conflict('orderStateInvalid')
  await insertNote(ctx.db, { corp_id: need.corp_id, order_type: NEED_NOTE_TYPE, subject_id: need.id, author: 'USER', emp_id: caller.empId, author_name: caller.employee.emp_name, text, created_at: ctx.clock() })
  return listNotes(ctx, caller, { orderType: 20034, orderId: body.orderId }, lang)
}

/** POST /obt/common/orderNoteList (orderType 20034, page size up to 999). */
export async function listNotes(ctx: AppContext, caller: Caller, body: OrderNoteListBody, lang: Lang): Promise<OrderNoteListReply> {
  const need = await visibleNeed(ctx, caller, Number(body.orderId))
  const all = (await findNotes(ctx.db, NEED_NOTE_TYPE, need.id)).map((n) => noteOf(n, lang))
  const count = body.count ?? 999
  const page = body.pageNum ?? 1
  return { list: all.slice((page - 1) * count, page * count), total: all.length }
}

/**
 * The simulated consultant quotes a waiting need: the cheapest itinerary with seats in the asked
 * class (direct journeys first), with a note in the need's language of the booker (Chinese and
 * English in one note). No fit: a note says so and the need keeps waiting.
 */
export async function consultantQuote(ctx: AppContext, id: number): Promise<NeedAnswerReply> {
  const need = await findNeedById(ctx.db, id)
  if (!need) throw notFound()
  if (need.status !== 'WAITING') return { id: String(id), status: need.status as NeedAnswerReply['status'], quoted: false }
  const cabin = need.cabin_class as IntlCabinClass
  const now = ctx.clock()
  const open = (list: ReturnType<typeof findJourneys>) => list.filter((j) => j.legs[0].depAt.getTime() > now.getTime() + 2 * 3600_000 && soldOnAll([j], cabin))
  const outs = open(findJourneys(need.dep_code, need.arr_code, need.dep_date))
  const rets = need.ret_date ? open(findJourneys(need.arr_code, need.dep_code, need.ret_date)) : []
  const rank = (j: (typeof outs)[number]) => (j.legs.length - 1) * 100000 + priceOf([j], cabin).fare
  const needed = need.adults + need.children
  let chosen: typeof outs | null = null
  for (const o of [...outs].sort((a, b) => rank(a) - rank(b))) {
    const candidates = need.ret_date ? [...rets].sort((a, b) => rank(a) - rank(b)).filter((r) => r.legs[0].depAt.getTime() >= o.legs[o.legs.length - 1].arrAt.getTime() + 3 * 3600_000) : [null]
    for (const r of candidates) {
      const journeys = r ? [o, r] : [o]
      const seats = await seatsLeftOf(ctx.db, journeys.flatMap((j) => j.legs), cabin)
      if ([...seats.values()].every((n) => n >= needed)) {
        chosen = journeys
        break
      }
    }
    if (chosen) break
  }
  if (!chosen) {
    await insertNote(ctx.db, { corp_id: need.corp_id, order_type: NEED_NOTE_TYPE, subject_id: need.id, author: 'CONSULTANT', emp_id: null,
      author_name: translate('zh', 'intlConsultantName'), text: bothLanguages('intlConsultantNoFit'), created_at: now })
    return { id: String(id), status: 'WAITING', quoted: false }
  }
  const { fare, taxes } = priceOf(chosen, cabin)
  const key = itineraryKeyOf(cabin, chosen, fare + taxes)
  const flights = chosen.flatMap((j) => j.legs.map((l) => l.flightNo)).join(' / ')
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveNeed(trx, need.id, ['WAITING'], { status: 'QUOTED', quote_key: key, quote_price: String(fare + taxes), quoted_at: now, updated_at: now }))) return false
    await insertNote(trx, { corp_id: need.corp_id, order_type: NEED_NOTE_TYPE, subject_id: need.id, author: 'CONSULTANT', emp_id: null,
      author_name: translate('zh', 'intlConsultantName'), text: bothLanguages('intlConsultantQuoted', { flights, price: fare + taxes }), created_at: now })
    return true
  })
  return { id: String(id), status: moved ? 'QUOTED' : (need.status as NeedAnswerReply['status']), quoted: moved }
}
