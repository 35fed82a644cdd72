/**
 * One change in progress across its screens: /tk/tkChangeApply or /tk/tkChangeFlight (choose the
 * new flight and fare) and /tk/tkChangeEdit (passengers, reason, fee, confirm) share the same
 * FlightChangeStore, so the fee, the chosen fare and the typed reason are never computed or kept
 * twice. Module state, not storage: a reload of the confirm screen starts over at the flight step,
 * which is right because a fare quote must not outlive the page that priced it.
 */
import { FlightChangeStore } from './flight-order-change'

let current: FlightChangeStore | null = null

/** A fresh change of `orderId` (the flight step's mount), replacing any earlier one. */
export function startChangeSession(orderId: string | undefined, create: (orderId: string | undefined) => FlightChangeStore = (id) => new FlightChangeStore(id)): FlightChangeStore {
  current = create(orderId)
  return current
}

/** The change of `orderId` in progress, when a fare has been chosen for it; else null. */
export function changeSessionFor(orderId: string | undefined): FlightChangeStore | null {
  return current && orderId && current.orderId === orderId && current.status === 'ready' && current.cabinKey ? current : null
}

/** Forgets the change (after it was made). */
export function endChangeSession(): void {
  current = null
}
