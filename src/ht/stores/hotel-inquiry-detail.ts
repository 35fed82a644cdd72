/**
 * One price inquiry for htInquiryDetail?id= (both route families): the request, the consultant's
 * quote or no-offer note, the notes thread and the actions the server allows (allowedActions):
 * add a note, cancel, accept. While WAITING the screen reads it again every POLL_MS (the demo
 * consultant answers within about 30–40 s). Accept hands back a fresh price key and the stay for
 * the booking form; a plan gone or dearer (4009 PLAN_GONE / PRICE_ROSE) shows the server's words
 * and reads the inquiry again (it waits for a new quote). Missing and another company's id read as
 * "not found" alike (DetailResource).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText } from '../../core/stores/detail-resource'
import * as api from '../api/hotel-inquiry'
import type { HtDemandAcceptReply, HtDemandDetail, InquiryStatus } from '../api/hotel-inquiry'
import { hotelInquiryDict } from '../i18n/inquiry'
import { hotelBookingContext, hotelRoute, type HotelVersionNo } from './hotel-context'

const tt = scopedT(hotelInquiryDict)

/** How often a waiting inquiry is read again. */
export const POLL_MS = 10_000
export const MAX_NOTE = 200

export type InquiryDetailApi = Pick<typeof api, 'inquiryDetail' | 'addInquiryNote' | 'cancelInquiry' | 'acceptInquiry'>

/** Statuses a screen may still see change by itself (the consultant's answer, expiry). */
export function isOpen(status: InquiryStatus): boolean {
  return status === 'WAITING' || status === 'QUOTED'
}

/** The status chip's tone. */
export function statusTone(status: InquiryStatus): 'wait' | 'ok' | 'done' | 'off' {
  if (status === 'WAITING') return 'wait'
  if (status === 'QUOTED') return 'ok'
  if (status === 'ACCEPTED') return 'done'
  return 'off'
}

/** The booking form's route and parameters for an accepted quote (hotelBookingContext). */
export function bookingTarget(version: HotelVersionNo, a: HtDemandAcceptReply, cityId: string, cityName: string): { route: string; params: Record<string, string> } {
  const empIds = a.travellers.map((t) => t.empId).filter((x): x is string => !!x)
  return {
    route: hotelRoute(version, 'edit'),
    params: hotelBookingContext.encode({
      hotelId: a.hotelId,
      cityId,
      cityName,
      checkIn: a.checkInDate,
      checkOut: a.checkOutDate,
      rooms: a.roomCount,
      adults: Math.max(a.adultCount, a.roomCount),
      children: a.childCount,
      tripType: a.tripType === 2 ? 2 : 1,
      travellerIds: empIds,
      ccsqdId: a.ccsqdId ?? undefined,
      routeId: a.ccsqdId ? (a.routeId ?? undefined) : undefined,
      priceKey: a.priceKey,
    }),
  }
}

export class HotelInquiryDetailStore {
  readonly resource: DetailResource<string, HtDemandDetail>
  note = ''
  noteError = ''
  sending = false
  accepting = false
  cancelling = false
  /** The server's words after a refused action (accept: the plan gone or dearer). */
  message = ''

  constructor(
    id: string | undefined,
    private readonly calls: InquiryDetailApi = api,
  ) {
    this.resource = new DetailResource<string, HtDemandDetail>(id ?? '', (k) => this.calls.inquiryDetail(k), { valid: (k) => isIdText(k), showQuietNotFound: true })
    makeAutoObservable<HotelInquiryDetailStore, 'calls'>(this, { calls: false, resource: false })
  }

  get inquiry(): HtDemandDetail | null {
    return this.resource.data
  }

  get status(): string {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  load(quiet = false): Promise<boolean> {
    return this.resource.load(quiet)
  }

  /** Whether the screen should read again by itself (a consultant is working on it). */
  get waiting(): boolean {
    return this.inquiry?.status === 'WAITING'
  }

  get busy(): boolean {
    return this.sending || this.accepting || this.cancelling
  }

  setNote(v: string): void {
    this.note = v.slice(0, MAX_NOTE)
    this.noteError = ''
  }

  /** Sends the note; the detail the server answers replaces the screen's. Answers whether it went. */
  async sendNote(): Promise<boolean> {
    const d = this.inquiry
    const text = this.note.trim()
    if (!d || this.sending) return false
    if (!text) {
      this.noteError = tt('detail.noteEmpty')
      return false
    }
    this.sending = true
    this.noteError = ''
    try {
      const reply = await this.calls.addInquiryNote(d.id, text)
      runInAction(() => {
        this.sending = false
        this.note = ''
      })
      this.replace(reply)
      return true
    } catch (e) {
      runInAction(() => {
        this.sending = false
        this.noteError = messageOf(e)
      })
      void this.resource.reload()
      return false
    }
  }

  /** Cancels (the screen asked first). */
  async cancel(): Promise<boolean> {
    const d = this.inquiry
    if (!d || this.cancelling) return false
    this.cancelling = true
    this.message = ''
    try {
      await this.calls.cancelInquiry(d.id)
      runInAction(() => {
        this.cancelling = false
      })
      await this.resource.reload()
      return true
    } catch (e) {
      runInAction(() => {
        this.cancelling = false
        this.message = messageOf(e)
      })
      await this.resource.reload()
      return false
    }
  }

  /**
   * Accepts the quote: answers the accept reply (the screen opens the booking form with it), or
   * null with `message` set (4009: the plan is gone or dearer, the inquiry waits again: read anew).
   */
  async accept(): Promise<HtDemandAcceptReply | null> {
    const d = this.inquiry
    if (!d || this.accepting) return null
    this.accepting = true
    this.message = ''
    try {
      const reply = await this.calls.acceptInquiry(d.id)
      runInAction(() => {
        this.accepting = false
      })
      void this.resource.reload()
      return reply
    } catch (e) {
      runInAction(() => {
        this.accepting = false
        this.message = messageOf(e)
      })
      await this.resource.reload()
      return null
    }
  }

  clearMessage(): void {
    this.message = ''
  }

  /** A detail answered by an action (the note's reply) takes the screen's place. */
  private replace(d: HtDemandDetail): void {
    const r = this.resource
    runInAction(() => {
      r.data = d
      r.status = 'ready'
    })
  }
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : tt('detail.actionFailed')
}
