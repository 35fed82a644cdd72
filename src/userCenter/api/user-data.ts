/**
 * The traveller's own data of the user centre: delivery addresses, hotel and airline member cards,
 * closing the account (vipCancel) and the personal data export. Frequent travellers are the shared
 * contact calls of core/api/travellers.ts (the booking pickers read the same list). The hotel card
 * calls are the hotel product's /obt/hotel/memberCard/*: the userCenter subpackage cannot import
 * the ht folder, so the three calls are named here too.
 */
import { http } from '../../core/http/client'
import type { MemberCardListReply } from '../../../server/src/schemas/hotel'
import type {
  AddressEditBody,
  AddressEditReply,
  AddressListReply,
  AddressView,
  AirlineCardEditBody,
  AirlineCardEditReply,
  AirlineCardListReply,
  CloseAccountCodeReply,
  CloseAccountReply,
  DeletedReply,
  PersonalDataLinkReply,
} from '../../../server/src/schemas/user-data'

export type { AddressEditBody, AddressView, AirlineCardListReply, CloseAccountCodeReply, CloseAccountReply, MemberCardListReply, PersonalDataLinkReply }

const READ = { quiet: true, inlineErrors: true } as const
const WRITE = { inlineErrors: true } as const

/** Which programme a member card belongs to. */
export type CardKind = 'hotel' | 'airline'

/** POST /obt/vipEmpAddress/list: the caller's addresses, the default first. */
export function addressList(): Promise<AddressListReply> {
  return http.post<AddressListReply>('/obt/vipEmpAddress/list', {}, READ)
}

/** POST /obt/vipEmpAddress/edit: adds (no id) or changes an address. */
export function addressEdit(body: AddressEditBody): Promise<AddressEditReply> {
  return http.post<AddressEditReply>('/obt/vipEmpAddress/edit', body, WRITE)
}

/** POST /obt/vipEmpAddress/delete. */
export function addressDelete(id: string): Promise<DeletedReply> {
  return http.post<DeletedReply>('/obt/vipEmpAddress/delete', { id }, WRITE)
}

const CARD_BASE: Record<CardKind, string> = { hotel: '/obt/hotel/memberCard', airline: '/obt/airline/memberCard' }

/** POST …/memberCard/list: the caller's cards of a kind and the programmes (hotel groups or airlines). */
export function memberCardList(kind: CardKind): Promise<MemberCardListReply | AirlineCardListReply> {
  return http.post<MemberCardListReply>(`${CARD_BASE[kind]}/list`, {}, READ)
}

/** POST …/memberCard/edit: adds (no id) or changes a card. */
export function memberCardEdit(kind: CardKind, body: AirlineCardEditBody): Promise<AirlineCardEditReply> {
  return http.post<AirlineCardEditReply>(`${CARD_BASE[kind]}/edit`, body, WRITE)
}

/** POST …/memberCard/delete. */
export function memberCardDelete(kind: CardKind, id: string): Promise<DeletedReply> {
  return http.post<DeletedReply>(`${CARD_BASE[kind]}/delete`, { id }, WRITE)
}

/** POST /obt/vipCancel/smsCode: a code to the caller's own mobile. */
export function closeAccountCode(): Promise<CloseAccountCodeReply> {
  return http.post<CloseAccountCodeReply>('/obt/vipCancel/smsCode', {}, WRITE)
}

/** POST /obt/vipCancel: closes the caller's account. */
export function vipCancel(smsCode: string): Promise<CloseAccountReply> {
  return http.post<CloseAccountReply>('/obt/vipCancel', { smsCode }, WRITE)
}

/** POST /obt/vipPersonalData/generate: a one-time link to the caller's personal data (PDF). */
export function personalDataLink(): Promise<PersonalDataLinkReply> {
  return http.post<PersonalDataLinkReply>('/obt/vipPersonalData/generate', {}, WRITE)
}
