/**
 * One passenger, one live booking of the same thing (flight, train, night...), for every product.
 *
 * A passenger is recognised by identities: `card:<TYPE>:<NUMBER>` for the document they travel
 * on and `emp:<id>` for an employee, so the same person booked as a colleague and as a guest with
 * the same document collides too. A product writes the identities of its live bookings as claims
 * in its booking's transaction, where a unique key refuses a second one (flights:
 * flight_passenger_claims, migration 008); that is the rule. Before booking, the app asks
 * `sameBookings` (checkSameOrder): which orders the caller can see already hold any of the
 * passengers on that thing — the kind's `sameBookings` hook answers from its claims.
 */
import type { AppContext, Caller } from '../../context'
import { findOrder } from '../../db/repositories/orders'
import { AppError, ErrCode } from '../../errors'
import { CardType } from '../../schemas/common'
import { contactCards, findBookableEmployees, findOwnContact } from '../identity/travellers'
import { kindOf, kindOfType, type SameBooking } from '../orders/registry'

/** Every document type (a bare number may have been travelled on under any of them). */
const CARD_TYPES: readonly string[] = CardType.anyOf.map((t) => t.const)

/** The identities a passenger is recognised by: the document, and the employee when there is one. */
export function identitiesOf(p: { emp_id: number | null; card_type: string; card_number: string }): string[] {
  const card = `card:${p.card_type}:${p.card_number.trim().toUpperCase()}`
  return p.emp_id === null ? [card] : [card, `emp:${p.emp_id}`]
}

/** A passenger to look for: an employee, one of the caller's frequent travellers, or a document number. */
export interface PassengerToCheck {
  empId?: string
  contactId?: string
  idNumber?: string
}

/**
 * The identities of passengers to look for: employees (within the caller's scope, 4004 otherwise)
 * by id and by each document on their profile; the caller's frequent travellers by each of their
 * documents (someone else's contact is not looked at); a bare number under every document type.
 */
async function identitiesToCheck(ctx: AppContext, caller: Caller, passengers: PassengerToCheck[]): Promise<string[]> {
  const employees = await findBookableEmployees(ctx.db, caller, passengers.flatMap((p) => (p.empId ? [Number(p.empId)] : [])))
  const numbers = passengers.flatMap((p) => (p.idNumber ? [p.idNumber] : []))
  for (const e of employees) for (const n of [e.id_number, e.passport]) if (n) numbers.push(n)
  for (const p of passengers) {
    if (!p.contactId) continue
    try {
      const contact = await findOwnContact(ctx.db, caller, Number(p.contactId))
      for (const card of await contactCards(ctx.db, contact.id)) numbers.push(card.card_number)
    } catch (error) {
      if (!(error instanceof AppError && error.errCode === ErrCode.NOT_FOUND)) throw error
    }
  }
  const identities = new Set(employees.map((e) => `emp:${e.id}`))
  for (const n of numbers) for (const type of CARD_TYPES) identities.add(identitiesOf({ emp_id: null, card_type: type, card_number: n })[0])
  return [...identities]
}

/**
 * POST checkSameOrder, for every kind: live bookings of `subject` (the kind's key of what is
 * booked) held by any of these passengers, in orders the caller can see, one row per order and
 * passenger name, oldest order first. A kind without the hook has none.
 */
export async function sameBookings(ctx: AppContext, caller: Caller, orderType: number, subject: string, passengers: PassengerToCheck[]): Promise<SameBooking[]> {
  const find = kindOfType(orderType)?.hooks.sameBookings
  const identities = await identitiesToCheck(ctx, caller, passengers)
  if (!find || identities.length === 0) return []
  const found: SameBooking[] = []
  const seen = new Set<string>()
  const visible = new Map<number, boolean>()
  for (const r of await find(ctx.db, caller.corpId, subject, identities)) {
    const key = `${r.orderId}:${r.passengerName}`
    if (seen.has(key)) continue
    if (!visible.has(r.orderId)) {
      const order = await findOrder(ctx.db, caller.corpId, r.orderId)
      visible.set(r.orderId, order !== undefined && (await kindOf(order).hooks.canSee(ctx, caller, order)))
    }
    if (!visible.get(r.orderId)) continue
    seen.add(key)
    found.push(r)
  }
  return found
}
