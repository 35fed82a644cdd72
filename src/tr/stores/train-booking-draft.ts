/**
 * What the train booking form (/tr/trEdit) keeps while the user goes back to take another train or
 * seat of the same search, or leaves after a refused booking: the travellers as entered (a typed-in
 * guest included, with ticket and seat types), the contact, cost centre and project, insurance and
 * the reason. Memory only, for the session (the tr subpackage's module lives as long as the app on
 * both targets), never device storage: a guest's whole document number must not stay on the phone.
 * Keyed by the signed-in employee and the search (trip type, application, the search's travellers);
 * dropped once an order is booked.
 */
import type { TrainTraveller } from './train-booking-travellers'

/** The parts of the search a draft belongs to. */
export interface TrainDraftSearch {
  tripType: 1 | 2
  ccsqdId?: string
  travellerIds: readonly string[]
}

/** The form's values worth keeping. */
export interface TrainBookingDraft {
  travellers: TrainTraveller[]
  contact: { name: string; phone: string; email: string }
  costCenterId: string
  projectId: string
  insuranceIds: string[]
  reasonId: string
  reasonNote: string
}

function keyOf(owner: string, s: TrainDraftSearch): string {
  return `${owner}|${s.tripType}|${s.ccsqdId ?? ''}|${s.travellerIds.join(',')}`
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T
}

/** The session's train booking drafts, one per search. */
export class TrainBookingDrafts {
  private readonly byKey = new Map<string, TrainBookingDraft>()

  save(owner: string, search: TrainDraftSearch, draft: TrainBookingDraft): void {
    if (!owner) return
    // Someone else signed in: the previous employee's drafts go.
    for (const k of [...this.byKey.keys()]) if (!k.startsWith(`${owner}|`)) this.byKey.delete(k)
    this.byKey.set(keyOf(owner, search), clone(draft))
  }

  /** A copy (the form edits its own objects). */
  load(owner: string, search: TrainDraftSearch): TrainBookingDraft | null {
    const d = owner ? this.byKey.get(keyOf(owner, search)) : undefined
    return d ? clone(d) : null
  }

  clear(owner: string, search: TrainDraftSearch): void {
    this.byKey.delete(keyOf(owner, search))
  }
}

/** The session's drafts. */
export const trainBookingDrafts = new TrainBookingDrafts()
