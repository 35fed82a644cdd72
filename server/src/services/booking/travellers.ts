/**
 * Who travels on a booking, for every product: each traveller resolved from the request to a
 * person with one document, checked and typed.
 *
 * - An employee (`empId`) must be within the caller's booking scope (4004 like a missing id
 *   otherwise); a frequent traveller (`contactId`) must be one of the caller's own (4004); a
 *   guest gives name, document and phone (4000 when incomplete).
 * - Frequent travellers and guests ride personal trips freely; on business trips only with the
 *   caller's bookOutside (or bookRange 4) (4009 guestNotAllowed).
 * - The document: the one `cardType` asks for, else NI when there is one, else the first; it must
 *   be valid on the booking day (4000).
 * - The passenger type follows the birth date on the day of use (the flight's, the train's, the
 *   check-in day); a type sent that contradicts it, or a child or infant without a birth date, is
 *   refused (4000).
 * - The same person twice (same document, or the same employee) is refused (4000).
 *
 * How many of each type a product allows is the product's rule (flights: at most 9, children and
 * infants per adult), applied by the product on the answer.
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { badInput, conflict } from '../../errors'
import type { CardType, PsgType } from '../../schemas/common'
import { chinaDate } from '../../util/time'
import { contactCards, findBookableEmployees, findOwnContact, idNumberFacts, psgTypeOf, scopeOf, validateCard } from '../identity/travellers'

/** A traveller as a booking request names one (flights: PassengerInput). */
export interface TravellerInput {
  empId?: string
  contactId?: string
  name?: string
  cardType?: CardType
  cardNumber?: string
  cardExpiry?: string
  phone?: string
  born?: string
  sex?: 'M' | 'F'
  psgType?: PsgType
}

/** A traveller ready to be written. */
export interface Traveller {
  empId: number | null
  contactId: number | null
  name: string
  psgType: PsgType
  cardType: CardType
  cardNumber: string
  cardExpiry: string | null
  phone: string | null
  born: string | null
  sex: string | null
  /** The employee's row for an employee (travel standards, approval facts). */
  employee: Employee | null
}

/** What the booking is: its trip type and the day the travellers use it (passenger types are taken on that day). */
export interface TravelFacts {
  tripType: number
  useDate: string
}

function pickCard<T extends { type: string }>(cards: T[], wanted: CardType | undefined): T | undefined {
  if (wanted) return cards.find((c) => c.type === wanted)
  return cards.find((c) => c.type === 'NI') ?? cards[0]
}

/** Resolves, checks and types the travellers of a booking (in the request's order). */
export async function resolveTravellers(ctx: AppContext, caller: Caller, inputs: TravellerInput[], facts: TravelFacts): Promise<Traveller[]> {
  const today = chinaDate(ctx.clock())
  const scope = scopeOf(caller.employee)
  const mayBookOthers = facts.tripType !== 1 || scope.outside
  const employees = await findBookableEmployees(ctx.db, caller, inputs.flatMap((p) => (p.empId ? [Number(p.empId)] : [])))
  const result: Traveller[] = []
  for (const input of inputs) {
    let p: Traveller
    if (input.empId) {
      const e = employees.find((x) => x.id === Number(input.empId)) as Employee
      const cards = [
        ...(e.id_number ? [{ type: 'NI' as CardType, number: e.id_number, expiry: null as string | null }] : []),
        ...(e.passport ? [{ type: 'PP' as CardType, number: e.passport, expiry: e.passport_expiry }] : []),
      ]
      const card = pickCard(cards, input.cardType)
      if (!card) throw badInput('passengerDocMissing', { params: { name: e.emp_name } })
      const name = card.type === 'PP' && e.eng_name ? e.eng_name : e.emp_name
      p = { empId: e.id, contactId: null, name, psgType: 1, cardType: card.type, cardNumber: card.number, cardExpiry: card.expiry,
        phone: input.phone ?? e.mobile, born: e.born, sex: e.sex, employee: e }
    } else if (input.contactId) {
      const c = await findOwnContact(ctx.db, caller, Number(input.contactId))
      if (!mayBookOthers) throw conflict('guestNotAllowed')
      const cards = (await contactCards(ctx.db, c.id)).map((k) => ({ type: k.card_type as CardType, number: k.card_number, expiry: k.expiry }))
      const card = pickCard(cards, input.cardType)
      if (!card) throw badInput('passengerDocMissing', { params: { name: c.ch_name } })
      const name = card.type === 'PP' && c.en_name ? c.en_name : c.ch_name
      p = { empId: null, contactId: c.id, name, psgType: 1, cardType: card.type, cardNumber: card.number, cardExpiry: card.expiry,
        phone: input.phone ?? c.mobile, born: c.born, sex: c.sex, employee: null }
    } else {
      if (!mayBookOthers) throw conflict('guestNotAllowed')
      if (!input.name || !input.cardType || !input.cardNumber || !input.phone) throw badInput('passengerIncomplete')
      const number = ['NI', 'PP'].includes(input.cardType) ? input.cardNumber.trim().toUpperCase() : input.cardNumber.trim()
      const facts18 = input.cardType === 'NI' && /^\d{17}[\dX]$/.test(number) ? idNumberFacts(number) : null
      p = { empId: null, contactId: null, name: input.name.trim(), psgType: 1, cardType: input.cardType, cardNumber: number,
        cardExpiry: input.cardExpiry ?? null, phone: input.phone, born: facts18?.born ?? input.born ?? null, sex: facts18?.sex ?? input.sex ?? null, employee: null }
    }
    validateCard({ cardType: p.cardType, cardNumber: p.cardNumber, expiry: p.cardExpiry }, p.name, today)
    const derived = p.born ? psgTypeOf(p.born, facts.useDate) : null
    if (input.psgType && derived !== null && input.psgType !== derived) throw badInput('psgTypeMismatch', { params: { name: p.name } })
    if (input.psgType && input.psgType !== 1 && derived === null) throw badInput('birthRequired', { params: { name: p.name } })
    p.psgType = derived ?? input.psgType ?? 1
    result.push(p)
  }
  const numbers = new Set<string>()
  for (const p of result) {
    const key = `${p.cardType}:${p.cardNumber.toUpperCase()}`
    if (numbers.has(key) || (p.empId !== null && result.filter((q) => q.empId === p.empId).length > 1)) {
      throw badInput('passengerDuplicate', { params: { name: p.name } })
    }
    numbers.add(key)
  }
  return result
}

/** How many adults, children and infants travel. */
export function countByType(travellers: Pick<Traveller, 'psgType'>[]): { adults: number; children: number; infants: number } {
  return {
    adults: travellers.filter((p) => p.psgType === 1).length,
    children: travellers.filter((p) => p.psgType === 2).length,
    infants: travellers.filter((p) => p.psgType === 3).length,
  }
}

/** The employee whose facts an approval rule matches: the first employee traveller, else the booker. */
export function mainTravellerOf(travellers: Pick<Traveller, 'empId'>[], bookerEmpId: number): number {
  return travellers.find((p) => p.empId !== null)?.empId ?? bookerEmpId
}
