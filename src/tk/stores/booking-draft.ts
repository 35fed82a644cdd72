/**
 * What the booking form (/tk/tkEdit) keeps while the user goes back to take another fare of the
 * same search: the travellers as entered (a typed-in guest included), the contact, the cost centre
 * and project, the insurance choices and the reason note. Without it the next visit started from
 * the search's travellers again (the booker, by default) and everything typed was lost.
 *
 * Kept in memory for the session, in this module (the tk subpackage's JS lives as long as the app
 * on both targets, the mini-program and H5), never in device storage: a guest's whole document
 * number must not outlive the session or sit on the phone. A reload of the H5 page starts over.
 * Keyed by the signed-in employee and the search (trip type, application, the search's
 * travellers), dropped once an order is booked.
 *
 * The same draft tells the fares page whose travel policy counts: the employees on the form, not
 * the search's default traveller (the booker, who may not fly at all).
 */
import type { Traveller } from './flight-order-travellers'

/** The parts of the search a draft belongs to (what the cabin page hands to the booking form). */
export interface DraftSearch {
  tripType: 1 | 2
  ccsqdId?: string
  /** The search's travellers (the hand-off's `travellers`). */
  travellerEmpIds: readonly string[]
}

/** The form's values worth keeping. */
export interface BookingDraft {
  travellers: Traveller[]
  contact: { name: string; phone: string; email: string }
  costCenterId: string
  projectId: string
  insuranceIds: string[]
  reasonNote: string
}

/** The key of a search's draft. */
export function draftKey(owner: string, search: DraftSearch): string {
  return [owner, search.tripType, search.ccsqdId ?? '', search.travellerEmpIds.join(',')].join('|')
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/** The drafts of the session (one per search). */
export class BookingDrafts {
  private readonly drafts = new Map<string, BookingDraft>()

  save(owner: string, search: DraftSearch, draft: BookingDraft): void {
    if (!owner) return
    // Another employee signed in: the previous one's drafts go.
    for (const key of this.drafts.keys()) if (!key.startsWith(`${owner}|`)) this.drafts.delete(key)
    this.drafts.set(draftKey(owner, search), copy(draft))
  }

  /** A copy of the draft of a search (the form edits its own objects). */
  load(owner: string, search: DraftSearch): BookingDraft | null {
    const draft = owner ? this.drafts.get(draftKey(owner, search)) : undefined
    return draft ? copy(draft) : null
  }

  clear(owner: string, search: DraftSearch): void {
    this.drafts.delete(draftKey(owner, search))
  }

  /**
   * Whose policy counts for a fare of this search: the employees on the draft's form when there is
   * a draft with travellers, else the search's travellers.
   */
  policyTravellerIds(owner: string, search: DraftSearch): string[] {
    const draft = this.drafts.get(draftKey(owner, search))
    if (!draft || !draft.travellers.length) return [...search.travellerEmpIds]
    return draft.travellers.flatMap((t) => (t.source === 'employee' && t.empId ? [t.empId] : []))
  }
}

/** The session's drafts. */
export const bookingDrafts = new BookingDrafts()
