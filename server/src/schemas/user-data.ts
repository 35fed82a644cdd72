/**
 * The traveller's own data in the user centre (overview §2 /userCenter/CommonInfo, §3 "Address",
 * "Hotel member card", §7 "address list, edit, delete", "hotel member card list, edit, delete",
 * vipCancel; §9 privacy policy): delivery addresses, airline member cards (the hotel cards are
 * /obt/hotel/memberCard/*, schemas/hotel.ts), closing the account and the personal data export.
 *
 * The spec names the address calls without paths: they are /obt/vipEmpAddress/list, edit, delete.
 * Airline cards mirror the hotel card calls under /obt/airline/memberCard/* (ours: the spec has
 * only hotel cards). Frequent travellers are the existing vipEmpContacts* calls (schemas/traveller.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Flag, IdText, Line, Mobile, SmsCode } from './common'

/** A delivery address (province and city named in the reply's language). */
export const AddressView = Type.Object({
  id: Type.String(),
  recipient: Type.String(),
  /** The owner's own data: whole. */
  mobile: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  /** District, typed in ('' when none). */
  area: Type.String(),
  addr: Type.String(),
  /** Six-digit post code, '' when none. */
  post: Type.String(),
  isDefault: Flag,
})
export type AddressView = Static<typeof AddressView>

/** POST /obt/vipEmpAddress/list reply: the caller's addresses, the default first. */
export const AddressListReply = Type.Object({ list: Type.Array(AddressView) })
export type AddressListReply = Static<typeof AddressListReply>

/**
 * POST /obt/vipEmpAddress/edit: adds (no id) or changes one of the caller's addresses. The first
 * address is the default whatever isDefault says; isDefault=1 moves the default to this one.
 * At most 20 addresses.
 */
export const AddressEditBody = Type.Object({
  id: Type.Optional(IdText),
  recipient: Line({ minLength: 1, maxLength: 30 }),
  mobile: Mobile,
  provinceCode: Type.String({ pattern: '^[0-9A-Za-z]{1,12}$' }),
  cityCode: Type.String({ pattern: '^[0-9A-Za-z]{1,12}$' }),
  area: Type.Optional(Line({ maxLength: 30 })),
  addr: Line({ minLength: 1, maxLength: 120 }),
  post: Type.Optional(Type.String({ pattern: '^$|^[0-9]{6}$' })),
  isDefault: Type.Optional(Flag),
})
export type AddressEditBody = Static<typeof AddressEditBody>

/** vipEmpAddress/edit reply. */
export const AddressEditReply = Type.Object({ id: Type.String() })
export type AddressEditReply = Static<typeof AddressEditReply>

/** POST /obt/vipEmpAddress/delete (the default passes to the oldest remaining address). */
export const AddressIdBody = Type.Object({ id: IdText })
export type AddressIdBody = Static<typeof AddressIdBody>

/** Reply of the delete calls. */
export const DeletedReply = Type.Object({ done: Type.Literal(true) })
export type DeletedReply = Static<typeof DeletedReply>

/** An airline member card: the same shape as a hotel card (interfacePlat = airline IATA code). */
export const AirlineCardView = Type.Object({ id: Type.String(), empId: Type.String(), interfacePlat: Type.String(), platName: Type.String(), hykh: Type.String() })
export type AirlineCardView = Static<typeof AirlineCardView>

/** POST /obt/airline/memberCard/list reply: the caller's cards and the airlines cards can be held with. */
export const AirlineCardListReply = Type.Object({
  list: Type.Array(AirlineCardView),
  plats: Type.Array(Type.Object({ interfacePlat: Type.String(), name: Type.String() })),
})
export type AirlineCardListReply = Static<typeof AirlineCardListReply>

/** POST /obt/airline/memberCard/edit: adds (no id) or changes a card of the caller; one per airline. */
export const AirlineCardEditBody = Type.Object({
  id: Type.Optional(IdText),
  interfacePlat: Type.String({ pattern: '^[A-Za-z0-9]{2}$' }),
  hykh: Type.String({ pattern: '^[A-Za-z0-9-]{4,30}$' }),
})
export type AirlineCardEditBody = Static<typeof AirlineCardEditBody>

/** airline/memberCard/edit reply. */
export const AirlineCardEditReply = Type.Object({ id: Type.String() })
export type AirlineCardEditReply = Static<typeof AirlineCardEditReply>

/** POST /obt/airline/memberCard/delete. */
export const AirlineCardIdBody = Type.Object({ id: IdText })
export type AirlineCardIdBody = Static<typeof AirlineCardIdBody>

/** POST /obt/vipCancel/smsCode reply: a code went to the caller's own mobile (shown masked). */
export const CloseAccountCodeReply = Type.Object({
  sent: Type.Literal(true),
  phoneMasked: Type.String(),
  expiresIn: Type.Integer(),
  resendIn: Type.Integer(),
})
export type CloseAccountCodeReply = Static<typeof CloseAccountCodeReply>

/** POST /obt/vipCancel: closes the caller's account, proven by the SMS code sent to their mobile. */
export const CloseAccountBody = Type.Object({ smsCode: SmsCode })
export type CloseAccountBody = Static<typeof CloseAccountBody>

/** vipCancel reply: done, and until when the trade records (orders) are kept ('YYYY-MM-DD', China time). */
export const CloseAccountReply = Type.Object({ done: Type.Literal(true), ordersKeptUntil: Type.String() })
export type CloseAccountReply = Static<typeof CloseAccountReply>

/** POST /obt/vipPersonalData/generate reply: a one-time link (10 minutes) to the caller's personal data (PDF). */
export const PersonalDataLinkReply = Type.Object({ url: Type.String(), expiresAt: Type.String(), fileName: Type.String() })
export type PersonalDataLinkReply = Static<typeof PersonalDataLinkReply>
