/**
 * Airline member cards (frequent-flyer numbers) of the caller: one per airline of the flight
 * catalogue. The shape mirrors the hotel member cards (/obt/hotel/memberCard/*) so the user
 * centre lists both the same way. Another employee's card answers 4004.
 */
import type { AppContext, Caller } from '../../context'
import { deleteAirlineCard, findAirlineCardOf, findAirlineCards, insertAirlineCard, updateAirlineCard } from '../../db/repositories/user-data'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { AirlineCardEditBody, AirlineCardEditReply, AirlineCardListReply, DeletedReply } from '../../schemas/user-data'
import { AIRLINES } from '../../suppliers/flights/catalog'
import { userDataBadInput, userDataConflict } from './user-data-messages'

const nameOf = (code: string, lang: Lang): string => {
  const a = AIRLINES.find((x) => x.code === code)
  return a ? (lang === 'en' ? a.nameEn : a.nameZh) : code
}

/** POST /obt/airline/memberCard/list. */
export async function airlineCardList(ctx: AppContext, caller: Caller, lang: Lang): Promise<AirlineCardListReply> {
  const rows = await findAirlineCards(ctx.db, caller.corpId, caller.empId)
  return {
    list: rows.map((r) => ({ id: String(r.id), empId: String(r.emp_id), interfacePlat: r.airline, platName: nameOf(r.airline, lang), hykh: r.card_no })),
    plats: AIRLINES.map((a) => ({ interfacePlat: a.code, name: lang === 'en' ? a.nameEn : a.nameZh })),
  }
}

/** POST /obt/airline/memberCard/edit. */
export async function airlineCardEdit(ctx: AppContext, caller: Caller, body: AirlineCardEditBody, lang: Lang): Promise<AirlineCardEditReply> {
  const airline = body.interfacePlat.toUpperCase()
  if (!AIRLINES.some((a) => a.code === airline)) throw userDataBadInput(lang, 'airlineUnknown', { plat: body.interfacePlat })
  const cardNo = body.hykh.trim().toUpperCase()
  const now = ctx.clock()
  if (body.id) {
    const card = await findAirlineCardOf(ctx.db, caller.corpId, caller.empId, Number(body.id))
    if (!card) throw notFound()
    const others = await findAirlineCards(ctx.db, caller.corpId, caller.empId)
    if (others.some((c) => c.id !== card.id && c.airline === airline)) throw userDataConflict(lang, 'airlineCardDuplicate')
    await updateAirlineCard(ctx.db, card.id, { airline, card_no: cardNo, updated_at: now })
    return { id: String(card.id) }
  }
  const id = await insertAirlineCard(ctx.db, { corp_id: caller.corpId, emp_id: caller.empId, airline, card_no: cardNo, created_at: now, updated_at: now })
  if (id === undefined) throw userDataConflict(lang, 'airlineCardDuplicate')
  return { id: String(id) }
}

/** POST /obt/airline/memberCard/delete. */
export async function airlineCardDelete(ctx: AppContext, caller: Caller, id: number): Promise<DeletedReply> {
  const card = await findAirlineCardOf(ctx.db, caller.corpId, caller.empId, id)
  if (!card) throw notFound()
  await deleteAirlineCard(ctx.db, card.id)
  return { done: true }
}
