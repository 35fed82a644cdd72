/**
 * Hotel member cards (hykh, spec overview §3 "Hotel member card: hykh, interfacePlat"): an
 * employee's membership number per brand group programme. The caller manages their own cards and
 * those of employees within their booking scope (4004 otherwise, like a missing id); a booking may
 * carry a guest's card of the hotel's group (booking.ts).
 */
import type { AppContext, Caller } from '../../context'
import { deleteMemberCard, findMemberCard, findMemberCards, saveMemberCard, updateMemberCard } from '../../db/repositories/hotel-member-cards'
import { conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  MemberCardDeleteBody,
  MemberCardDeleteReply,
  MemberCardEditBody,
  MemberCardEditReply,
  MemberCardListBody,
  MemberCardListReply,
} from '../../schemas/hotel'
import { findBookableEmployees } from '../identity/travellers'
import { hotelBadInput } from './hotel-messages'

/** The programmes (brand groups) cards can be held for, code -> names. */
function programmes(ctx: AppContext): Map<string, { zh: string; en: string }> {
  const out = new Map<string, { zh: string; en: string }>()
  for (const b of ctx.hotels.brands()) if (b.groupCode !== 'INDEPENDENT' && !out.has(b.groupCode)) out.set(b.groupCode, { zh: b.groupNameZh, en: b.groupNameEn })
  return out
}

/** The employee a card call is about: the caller, or one within the booking scope (4004 otherwise). */
async function holderOf(ctx: AppContext, caller: Caller, empId: string | undefined): Promise<number> {
  if (!empId || Number(empId) === caller.empId) return caller.empId
  const [e] = await findBookableEmployees(ctx.db, caller, [Number(empId)])
  return e.id
}

/** POST memberCard/list. */
export async function memberCardList(ctx: AppContext, caller: Caller, body: MemberCardListBody, lang: Lang): Promise<MemberCardListReply> {
  const empId = await holderOf(ctx, caller, body.empId)
  const plats = programmes(ctx)
  const name = (plat: string) => {
    const p = plats.get(plat)
    return p ? (lang === 'en' ? p.en : p.zh) : plat
  }
  const cards = await findMemberCards(ctx.db, caller.corpId, [empId])
  return {
    list: cards.map((c) => ({ id: String(c.id), empId: String(c.emp_id), interfacePlat: c.plat, platName: name(c.plat), hykh: c.card_no })),
    plats: [...plats.entries()].map(([interfacePlat, n]) => ({ interfacePlat, name: lang === 'en' ? n.en : n.zh })),
  }
}

/** POST memberCard/edit: add, or change one of the holder's cards. */
export async function memberCardEdit(ctx: AppContext, caller: Caller, body: MemberCardEditBody, lang: Lang): Promise<MemberCardEditReply> {
  const plat = body.interfacePlat.trim().toUpperCase()
  if (!programmes(ctx).has(plat)) throw hotelBadInput(lang, 'memberPlatUnknown', { plat: body.interfacePlat })
  const now = ctx.clock()
  if (body.id) {
    const card = await findMemberCard(ctx.db, caller.corpId, Number(body.id))
    if (!card) throw notFound()
    await holderOf(ctx, caller, String(card.emp_id))
    const others = await findMemberCards(ctx.db, caller.corpId, [card.emp_id])
    if (others.some((c) => c.id !== card.id && c.plat === plat)) throw conflict('cardTypeDuplicate')
    await updateMemberCard(ctx.db, card.id, { plat, cardNo: body.hykh.trim(), now })
    return { id: String(card.id) }
  }
  const empId = await holderOf(ctx, caller, body.empId)
  return { id: String(await saveMemberCard(ctx.db, { corpId: caller.corpId, empId, plat, cardNo: body.hykh.trim(), now })) }
}

/** POST memberCard/delete. */
export async function memberCardDelete(ctx: AppContext, caller: Caller, body: MemberCardDeleteBody): Promise<MemberCardDeleteReply> {
  const card = await findMemberCard(ctx.db, caller.corpId, Number(body.id))
  if (!card) throw notFound()
  await holderOf(ctx, caller, String(card.emp_id))
  await deleteMemberCard(ctx.db, card.id)
  return { done: true }
}
