/**
 * Travellers: the caller's booking scope (bookRange 1 self, 2 own department, 3 company, 4 company
 * and outside guests; bookOutside=1 also allows guests), the colleagues the caller may book for,
 * and the caller's frequent travellers (contacts) with their documents.
 *
 * Document numbers leave the server masked, except GET /obt/vipEmpContactsDetail, which returns one
 * contact's whole numbers to the employee who owns it (its edit form). Another employee's contact
 * answers 4004 like a missing one.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import {
  deleteContactCards,
  deleteContactWithCards,
  findActiveEmployees,
  findColleaguesPage,
  findContactCards,
  findContactOf,
  findContactsPage,
  insertContact,
  insertContactCards,
  updateContact,
  type CardRow,
  type ContactRow,
} from '../../db/repositories/travellers'
import type { DB } from '../../db/types'
import { badInput, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { CardType, PsgType } from '../../schemas/common'
import type {
  BookableEmployee,
  CardInput,
  CardView,
  Contact,
  ContactDetail,
  ContactEditBody,
  ContactEditReply,
  ContactRelation,
  ContactsPageQuery,
  ContactsPageReply,
  EmpFindListQuery,
  EmpFindListReply,
} from '../../schemas/traveller'
import { isValidIdNumber } from '../../util/id-card'
import { maskIdNumber, maskPassport, maskPhone } from '../../util/mask'
import { chinaDate } from '../../util/time'

/** The caller's booking scope. */
export interface BookingScope {
  range: 1 | 2 | 3 | 4
  /** May book outside guests. */
  outside: boolean
}

/** Booking scope of an employee. */
export function scopeOf(emp: Employee): BookingScope {
  const range = emp.book_range === 2 || emp.book_range === 3 || emp.book_range === 4 ? emp.book_range : 1
  return { range, outside: range === 4 || emp.book_outside === 1 }
}

/** Whether `emp` is within the caller's booking scope (same company always required). */
export function inScope(caller: Caller, emp: Pick<Employee, 'id' | 'corp_id' | 'dept_id'>): boolean {
  if (emp.corp_id !== caller.corpId) return false
  if (emp.id === caller.empId) return true
  const { range } = scopeOf(caller.employee)
  if (range === 1) return false
  if (range === 2) return caller.employee.dept_id !== null && emp.dept_id === caller.employee.dept_id
  return true
}

/**
 * Active employees by id, all within the caller's scope. Any id missing, of another company or
 * outside the scope answers 4004 (the same reply for each case).
 */
export async function findBookableEmployees(db: Kysely<DB>, caller: Caller, ids: number[]): Promise<Employee[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await findActiveEmployees(db, unique)
  if (rows.length !== unique.length || rows.some((e) => !inScope(caller, e))) throw notFound()
  return unique.map((id) => rows.find((e) => e.id === id) as Employee)
}

/** Passenger type from a birth date on a given day: under 2 infant, 2 to under 12 child, else adult. */
export function psgTypeOf(born: string | null | undefined, onDate: string): PsgType {
  if (!born) return 1
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = onDate.split('-').map(Number)
  let age = y - by
  if (m < bm || (m === bm && d < bd)) age -= 1
  if (age < 2) return 3
  if (age < 12) return 2
  return 1
}

/** Masks a document number by type (ID numbers keep 4+4, others 2+2). */
export function maskCard(cardType: string, number: string): string {
  return cardType === 'NI' ? maskIdNumber(number) : maskPassport(number)
}

/** The documents on an employee's profile (NI, PP), masked. */
function employeeCards(emp: Employee): CardView[] {
  const cards: CardView[] = []
  if (emp.id_number) cards.push({ cardId: '', cardType: 'NI', cardNumberMasked: maskIdNumber(emp.id_number), expiry: '', issuePlace: '' })
  if (emp.passport) cards.push({ cardId: '', cardType: 'PP', cardNumberMasked: maskPassport(emp.passport), expiry: emp.passport_expiry ?? '', issuePlace: '' })
  return cards
}

/** GET /obt/empFindList: colleagues within the caller's scope (the caller first), paged. */
export async function findBookableColleagues(ctx: AppContext, caller: Caller, query: EmpFindListQuery, lang: Lang): Promise<EmpFindListReply> {
  const scope = scopeOf(caller.employee)
  // Range 1 sees only the caller; range 2 the caller and their department (only the caller when they have none).
  const reach = scope.range === 1 ? { deptId: null } : scope.range === 2 ? { deptId: caller.employee.dept_id } : null
  const { rows, total } = await findColleaguesPage(ctx.db, caller.corpId, {
    selfId: caller.empId,
    reach,
    keywords: query.keywords?.trim(),
    pageNum: query.pageNum ?? 1,
    count: query.count ?? 20,
  })
  const today = chinaDate(ctx.clock())
  const list: BookableEmployee[] = rows.map((e) => ({
    empId: String(e.id),
    empNo: e.emp_no,
    empName: e.emp_name,
    engName: e.eng_name ?? '',
    deptId: e.dept_id === null ? '' : String(e.dept_id),
    deptName: (lang === 'en' ? e.dept_name_en : e.dept_name) ?? '',
    phoneMasked: maskPhone(e.mobile),
    email: e.email ?? '',
    sex: e.sex ?? '',
    born: e.born ?? '',
    empRank: e.emp_rank,
    psgType: psgTypeOf(e.born, today),
    cards: employeeCards(e),
    isSelf: e.id === caller.empId,
  }))
  return { list, total, bookRange: scope.range, bookOutside: scope.outside ? 1 : 0 }
}

const RELATIONS: readonly ContactRelation[] = ['colleague', 'family', 'client', 'other']
const relationOf = (value: string): ContactRelation => (RELATIONS.includes(value as ContactRelation) ? (value as ContactRelation) : 'other')

function contactView(c: ContactRow, cards: CardRow[], today: string): Contact {
  return {
    contactId: String(c.id),
    chName: c.ch_name,
    enName: c.en_name ?? '',
    sex: c.sex ?? '',
    born: c.born ?? '',
    mobile: c.mobile ?? '',
    email: c.email ?? '',
    relation: relationOf(c.relation),
    nationCode: c.nation_code,
    psgType: psgTypeOf(c.born, today),
    cards: cards.map((k) => ({
      cardId: String(k.id),
      cardType: k.card_type as CardType,
      cardNumberMasked: maskCard(k.card_type, k.card_number),
      expiry: k.expiry ?? '',
      issuePlace: k.issue_place ?? '',
    })),
  }
}

/** GET /obt/vipEmpContactsPage: the caller's frequent travellers (documents masked). */
export async function contactsPage(ctx: AppContext, caller: Caller, query: ContactsPageQuery): Promise<ContactsPageReply> {
  const { rows, total } = await findContactsPage(ctx.db, caller.corpId, caller.empId, {
    keywords: query.keywords?.trim(),
    pageNum: query.pageNum ?? 1,
    count: query.count ?? 20,
  })
  const cards = await findContactCards(ctx.db, rows.map((r) => r.id))
  const today = chinaDate(ctx.clock())
  return { list: rows.map((r) => contactView(r, cards.filter((k) => k.contact_id === r.id), today)), total }
}

/** A contact of the caller (4004 otherwise). */
export async function findOwnContact(db: Kysely<DB>, caller: Caller, id: number): Promise<ContactRow> {
  const row = await findContactOf(db, caller.corpId, caller.empId, id)
  if (!row) throw notFound()
  return row
}

/** The cards of one contact of the caller, with whole numbers (server use: booking). */
export async function contactCards(db: Kysely<DB>, contactId: number): Promise<CardRow[]> {
  return findContactCards(db, [contactId])
}

/** GET /obt/vipEmpContactsDetail: one frequent traveller of the caller with the whole document numbers (edit form). */
export async function contactDetail(ctx: AppContext, caller: Caller, id: number): Promise<ContactDetail> {
  const row = await findOwnContact(ctx.db, caller, id)
  const cards = await findContactCards(ctx.db, [row.id])
  const view = contactView(row, cards, chinaDate(ctx.clock()))
  return {
    ...view,
    cards: cards.map((k) => ({ cardId: String(k.id), cardType: k.card_type as CardType, cardNumber: k.card_number, expiry: k.expiry ?? '', issuePlace: k.issue_place ?? '' })),
  }
}

/** Birth date and sex of an 18-digit ID number. */
export function idNumberFacts(idNumber: string): { born: string; sex: 'M' | 'F' } {
  const born = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`
  return { born, sex: Number(idNumber[16]) % 2 === 1 ? 'M' : 'F' }
}

/** Whether an ID number is valid: shape, check digit and a real birth date between 1700 and 2500. */
export function isValidIdCard(idNumber: string): boolean {
  const upper = idNumber.toUpperCase()
  if (!isValidIdNumber(upper)) return false
  const { born } = idNumberFacts(upper)
  const year = Number(born.slice(0, 4))
  if (year < 1700 || year > 2500) return false
  const date = new Date(`${born}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === born
}

/**
 * Checks a document: NI a valid ID number; PP at most 9 letters/digits with a validity date in
 * the future; the others a number and (except UU) a validity date in the future. Throws 4000 with
 * the spec's wording ("请核实{name}的身份证号码！" / "请核实{name}的证件号码！").
 */
export function validateCard(card: { cardType: string; cardNumber: string; expiry?: string | null }, name: string, today: string): void {
  const number = card.cardNumber.trim()
  if (card.cardType === 'NI') {
    if (!isValidIdCard(number)) throw badInput('idCardInvalid', { params: { name } })
    return
  }
  if (card.cardType === 'PP') {
    if (!/^[A-Za-z0-9]{1,9}$/.test(number)) throw badInput('cardInvalid', { params: { name } })
  } else if (!/^[A-Za-z0-9()（）-]{1,32}$/.test(number)) {
    throw badInput('cardInvalid', { params: { name } })
  }
  if (card.cardType !== 'UU' && (!card.expiry || card.expiry <= today)) throw badInput('cardExpired', { params: { name } })
}

/** POST /obt/vipEmpContactsEdit: adds or edits one of the caller's frequent travellers. */
export async function editContact(ctx: AppContext, caller: Caller, body: ContactEditBody): Promise<ContactEditReply> {
  const today = chinaDate(ctx.clock())
  const name = body.chName.trim()
  const types = body.cards.map((c) => c.cardType)
  if (new Set(types).size !== types.length) throw badInput('cardTypeDuplicate')
  const existing = body.id ? await findOwnContact(ctx.db, caller, Number(body.id)) : null
  const stored = existing ? await findContactCards(ctx.db, [existing.id]) : []
  const cards: { cardType: string; cardNumber: string; expiry: string | null; issuePlace: string | null }[] = body.cards.map((c: CardInput) => {
    let number = c.cardNumber?.trim()
    if (!number && c.cardId) number = stored.find((k) => String(k.id) === c.cardId)?.card_number
    if (!number) throw badInput('cardNumberRequired')
    if (c.cardType === 'NI' || c.cardType === 'PP') number = number.toUpperCase()
    const card = { cardType: c.cardType, cardNumber: number, expiry: c.expiry ?? null, issuePlace: c.issuePlace?.trim() || null }
    validateCard(card, name, today)
    return card
  })
  const ni = cards.find((c) => c.cardType === 'NI')
  const facts = ni ? idNumberFacts(ni.cardNumber) : null
  const values = {
    ch_name: name,
    en_name: body.enName ? body.enName.trim().toUpperCase() : null,
    sex: facts?.sex ?? body.sex ?? null,
    born: facts?.born ?? body.born ?? null,
    mobile: body.mobile || null,
    email: body.email || null,
    relation: body.relation ?? 'other',
    nation_code: body.nationCode ?? 'CN',
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    let contactId: number
    if (existing) {
      contactId = existing.id
      await updateContact(trx, contactId, values)
      await deleteContactCards(trx, contactId)
    } else {
      contactId = await insertContact(trx, { ...values, emp_id: caller.empId, corp_id: caller.corpId, created_at: ctx.clock() })
    }
    await insertContactCards(trx, contactId, cards.map((c) => ({ card_type: c.cardType, card_number: c.cardNumber, expiry: c.expiry, issue_place: c.issuePlace })))
    return contactId
  })
  return { id: String(id) }
}

/** GET /obt/vipEmpContactsDel: deletes one of the caller's frequent travellers (orders keep their own copy). */
export async function deleteContact(ctx: AppContext, caller: Caller, id: number): Promise<{ done: true }> {
  const row = await findOwnContact(ctx.db, caller, id)
  await ctx.db.transaction().execute(async (trx) => {
    await deleteContactWithCards(trx, row.id)
  })
  return { done: true }
}
