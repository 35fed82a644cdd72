/**
 * Travellers (spec part 1 §7 Employees and travellers; part 2 §3.1, §3.2, §6): colleagues the
 * caller may book for, the caller's frequent travellers (常用旅客, incl. outside guests) and
 * their documents.
 *
 * Document numbers travel masked (cardNumberMasked). The one exception is
 * GET /obt/vipEmpContactsDetail?id=…, which returns the whole numbers of ONE frequent traveller
 * to the employee who owns the entry, for the edit form (and to nobody else: 4004).
 *
 * Booking scope (bookRange): 1 self only, 2 own department, 3 whole company, 4 company and
 * outside guests. bookOutside=1 also allows outside guests. The caller's frequent travellers and
 * guests may travel on business trips when outside guests are allowed, and on personal trips
 * (tripType 2) always.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CardType, DateText, Email, Flag, IdText, Line, Mobile, Page, PageQuery, PsgType, pageQuery } from './common'

/** A document as listed (number masked). */
export const CardView = Type.Object({
  /** Id of the stored card (frequent travellers), '' for an employee's profile documents. */
  cardId: Type.String(),
  cardType: CardType,
  cardNumberMasked: Type.String(),
  /** Validity 'YYYY-MM-DD', '' when none. */
  expiry: Type.String(),
  issuePlace: Type.String(),
})
export type CardView = Static<typeof CardView>

/** GET /obt/empFindList query: colleagues within the caller's booking scope (the caller first). */
export const EmpFindListQuery = Type.Object({
  // The spec's department list: up to 999 colleagues a page (the booking form reads them at once).
  ...pageQuery(20, 999),
  /** Name, English name, employee number or mobile. */
  keywords: Type.Optional(Line({ maxLength: 50 })),
})
export type EmpFindListQuery = Static<typeof EmpFindListQuery>

/** A colleague the caller may book for. */
export const BookableEmployee = Type.Object({
  empId: Type.String(),
  empNo: Type.String(),
  empName: Type.String(),
  engName: Type.String(),
  deptId: Type.String(),
  deptName: Type.String(),
  phoneMasked: Type.String(),
  email: Type.String(),
  sex: Type.String(),
  born: Type.String(),
  empRank: Type.String(),
  psgType: PsgType,
  /** The documents the employee has (NI, PP). */
  cards: Type.Array(CardView),
  isSelf: Type.Boolean(),
})
export type BookableEmployee = Static<typeof BookableEmployee>

/** empFindList reply: a page plus the caller's scope. */
export const EmpFindListReply = Type.Object({
  list: Type.Array(BookableEmployee),
  total: Type.Integer(),
  bookRange: Type.Integer(),
  /** May add outside guests (bookOutside=1 or bookRange 4). */
  bookOutside: Flag,
})
export type EmpFindListReply = Static<typeof EmpFindListReply>

/** GET /obt/vipEmpContactsPage query. */
export const ContactsPageQuery = Type.Object({ ...PageQuery, keywords: Type.Optional(Line({ maxLength: 50 })) })
export type ContactsPageQuery = Static<typeof ContactsPageQuery>

/** Relation of a frequent traveller to its owner. */
export const ContactRelation = Type.Union([Type.Literal('colleague'), Type.Literal('family'), Type.Literal('client'), Type.Literal('other')])
export type ContactRelation = Static<typeof ContactRelation>

/** A frequent traveller (documents masked). */
export const Contact = Type.Object({
  contactId: Type.String(),
  chName: Type.String(),
  enName: Type.String(),
  sex: Type.String(),
  born: Type.String(),
  /** The owner entered it: shown whole. */
  mobile: Type.String(),
  email: Type.String(),
  relation: ContactRelation,
  nationCode: Type.String(),
  psgType: PsgType,
  cards: Type.Array(CardView),
})
export type Contact = Static<typeof Contact>

/** vipEmpContactsPage reply. */
export const ContactsPageReply = Page(Contact)
export type ContactsPageReply = Static<typeof ContactsPageReply>

/** GET /obt/vipEmpContactsDetail and /obt/vipEmpContactsDel query. */
export const ContactIdQuery = Type.Object({ id: IdText })
export type ContactIdQuery = Static<typeof ContactIdQuery>

/** A document with its whole number (edit form of the owner only). */
export const CardFull = Type.Object({
  cardId: Type.String(),
  cardType: CardType,
  cardNumber: Type.String(),
  expiry: Type.String(),
  issuePlace: Type.String(),
})
export type CardFull = Static<typeof CardFull>

/** vipEmpContactsDetail reply: one frequent traveller with whole document numbers. */
export const ContactDetail = Type.Object({
  contactId: Type.String(),
  chName: Type.String(),
  enName: Type.String(),
  sex: Type.String(),
  born: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  relation: ContactRelation,
  nationCode: Type.String(),
  psgType: PsgType,
  cards: Type.Array(CardFull),
})
export type ContactDetail = Static<typeof ContactDetail>

/**
 * A document to save. NI: a valid 18-digit ID number (check digit; sex and birth date are taken
 * from it). PP: at most 9 letters/digits and a validity date in the future. Others: a number and,
 * except UU, a validity date in the future. On edit, send `cardId` without `cardNumber` to keep
 * the stored number (the list only ever showed it masked).
 */
export const CardInput = Type.Object({
  cardId: Type.Optional(IdText),
  cardType: CardType,
  cardNumber: Type.Optional(Line({ minLength: 1, maxLength: 32 })),
  expiry: Type.Optional(DateText),
  issuePlace: Type.Optional(Line({ maxLength: 50 })),
})
export type CardInput = Static<typeof CardInput>

/** POST /obt/vipEmpContactsEdit: adds (no id) or edits (id) a frequent traveller / outside guest of the caller. */
export const ContactEditBody = Type.Object({
  id: Type.Optional(IdText),
  chName: Line({ minLength: 1, maxLength: 50 }),
  /** 'SURNAME/GIVEN NAMES' (upper-cased by the server). */
  enName: Type.Optional(Type.String({ maxLength: 80, pattern: '^$|^[A-Za-z]+/[A-Za-z ]+$' })),
  sex: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F')])),
  born: Type.Optional(DateText),
  mobile: Type.Optional(Type.Union([Mobile, Type.Literal('')])),
  email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  relation: Type.Optional(ContactRelation),
  nationCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  cards: Type.Array(CardInput, { minItems: 1, maxItems: 10 }),
})
export type ContactEditBody = Static<typeof ContactEditBody>

/** vipEmpContactsEdit reply. */
export const ContactEditReply = Type.Object({ id: Type.String() })
export type ContactEditReply = Static<typeof ContactEditReply>

/** vipEmpContactsDel reply. */
export const ContactDelReply = Type.Object({ done: Type.Literal(true) })
export type ContactDelReply = Static<typeof ContactDelReply>
