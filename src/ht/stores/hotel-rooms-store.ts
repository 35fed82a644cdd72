/**
 * The hotel and its rooms (/htV2/htRoomList, /ht/htDetails and the international variants): the
 * hotel's content, the stay (changing the dates prices again), the room types with their rate
 * plans (breakfast, bed, cancellation rule, guarantee, rooms left, nightly and total price, policy
 * verdict), and the choice of a plan: priceValidate first (booking flows §8: price plan expired,
 * full, no quotation), then the booking context for the form.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { chinaTimeLabel } from '../../core/domain/china-time'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/hotel-booking'
import type { CancelType, HtDetailReply, HtPricePlanReply, HtPriceValidateReply, RatePlanView, RoomTypeView } from '../api/hotel-booking'
import { hotelBooking } from '../i18n/booking'
import { hotelBookingContext, type HotelContext } from './hotel-context'

const tt = scopedT(hotelBooking)

export type HotelRoomsApi = Pick<typeof api, 'hotelDetail' | 'pricePlan' | 'priceValidate'>

export type HotelRoomsStatus = 'loading' | 'ready' | 'error' | 'missing'

/** What tapping a rate plan leads to. */
export type PlanChoice = { kind: 'book'; params: Record<string, string>; intl: boolean } | { kind: 'refused'; message: string } | { kind: 'busy' }

/** A deadline 'YYYY-MM-DD HH:mm' (China) as shown: 'MM-DD HH:mm', marked Beijing time on a phone elsewhere. */
export function deadlineLabel(deadline: string, now: number = Date.now()): string {
  const m = /^\d{4}-(\d{2})-(\d{2}) (\d{2}:\d{2})/.exec(deadline)
  return chinaTimeLabel(m ? `${m[1]}-${m[2]} ${m[3]}` : deadline, now)
}

/** The cancellation rule in words (the deadline in China time). */
export function cancelRuleText(type: CancelType, deadline: string | null, now: number = Date.now()): string {
  if (type === 'NON_CANCELLABLE' || !deadline) return tt('ht.cancel.NON_CANCELLABLE')
  return tt(type === 'FREE_UNTIL' ? 'ht.cancel.FREE_UNTIL' : 'ht.cancel.PENALTY_AFTER', { time: deadlineLabel(deadline, now) })
}

/** Breakfasts per room and night in words. */
export function breakfastText(n: number): string {
  if (n === 0) return tt('ht.breakfast.0')
  if (n === 1) return tt('ht.breakfast.1')
  if (n === 2) return tt('ht.breakfast.2')
  return tt('ht.breakfast.n', { n })
}

/** The message of a priceValidate refusal, in the app's language. */
export function validateRefusal(reply: Pick<HtPriceValidateReply, 'reasonCode' | 'reason'>): string {
  if (reply.reasonCode) return tt(`ht.validate.${reply.reasonCode}` as 'ht.validate.FULL')
  return reply.reason || tt('ht.validate.failed')
}

/** Why a plan cannot be tapped through (full, no quotation, forbidden by policy), or ''. */
export function planBlock(plan: RatePlanView, business: boolean): string {
  if (plan.unavailable === 'FULL') return tt('ht.rooms.full')
  if (plan.unavailable === 'NO_QUOTATION' || plan.totalPrice === null) return tt('ht.rooms.noQuote')
  if (!plan.bookable) return tt('ht.rooms.full')
  if (business && plan.wb === 2) return tt('ht.rooms.forbidden')
  return ''
}

function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.message ? e.message : fallback
}

export class HotelRoomsStore {
  status: HotelRoomsStatus = 'loading'
  loadError = ''
  detail: HtDetailReply | null = null
  plans: HtPricePlanReply | null = null
  /** The stay shown (the dates may be changed here). */
  checkIn = ''
  checkOut = ''
  /** Pricing again (new dates, an expired quote): the rooms stay on screen meanwhile. */
  repricing = false
  /** The plan being checked (priceValidate), so a second tap waits. */
  checkingKey = ''
  notice = ''

  private readonly api: HotelRoomsApi
  private seq = 0

  constructor(
    readonly context: HotelContext | null,
    apiOverrides: Partial<HotelRoomsApi> = {},
  ) {
    this.api = { ...api, ...apiOverrides }
    if (context) {
      this.checkIn = context.checkIn
      this.checkOut = context.checkOut
    }
    makeAutoObservable<HotelRoomsStore, 'api' | 'seq'>(this, { api: false, seq: false, context: false })
  }

  get business(): boolean {
    return (this.context?.tripType ?? 1) === 1
  }

  get nights(): number {
    const a = Date.parse(`${this.checkIn}T00:00:00Z`)
    const b = Date.parse(`${this.checkOut}T00:00:00Z`)
    return Number.isFinite(a) && Number.isFinite(b) ? Math.max(0, Math.round((b - a) / 86400000)) : 0
  }

  /** International hotel: English guest names on the form. */
  get domestic(): boolean {
    return this.detail?.domestic ?? true
  }

  get rooms(): RoomTypeView[] {
    return this.plans?.rooms ?? []
  }

  get name(): string {
    return this.detail?.name ?? this.plans?.name ?? ''
  }

  async load(): Promise<void> {
    const c = this.context
    if (!c) {
      this.status = 'missing'
      return
    }
    this.status = 'loading'
    this.loadError = ''
    const detail = this.api.hotelDetail(c.hotelId).catch(() => null)
    try {
      const plans = await this.quote()
      const d = await detail
      runInAction(() => {
        this.detail = d
        this.plans = plans
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = messageOf(e, tt('ht.rooms.loadFailed'))
      })
    }
  }

  private quote(): Promise<HtPricePlanReply> {
    const c = this.context as HotelContext
    return this.api.pricePlan({
      hotelId: c.hotelId,
      checkInDate: this.checkIn,
      checkOutDate: this.checkOut,
      roomCount: c.rooms,
      adultCount: Math.max(c.adults, c.rooms),
      childCount: c.children,
      tripType: c.tripType,
      ...(c.travellerIds.length ? { travellerEmpIds: [...c.travellerIds] } : {}),
      ...(c.tripType === 1 && c.ccsqdId ? { ccsqdId: c.ccsqdId } : {}),
      ...(c.tripType === 1 && c.ccsqdId && c.routeId ? { routeId: c.routeId } : {}),
    })
  }

  /** Prices again (new dates, a stale quote); a refusal of the stay keeps the old dates and says why. */
  async reprice(): Promise<string | null> {
    if (!this.context) return null
    const seq = ++this.seq
    this.repricing = true
    try {
      const plans = await this.quote()
      if (seq !== this.seq) return null
      runInAction(() => {
        this.plans = plans
        this.status = 'ready'
      })
      return null
    } catch (e) {
      return messageOf(e, tt('ht.rooms.loadFailed'))
    } finally {
      if (seq === this.seq) runInAction(() => (this.repricing = false))
    }
  }

  /** New dates: priced again; on a refusal (lead time, too long a stay) the old dates come back. */
  async setStay(checkIn: string, checkOut: string): Promise<string | null> {
    if (!checkIn || !checkOut || (checkIn === this.checkIn && checkOut === this.checkOut)) return null
    const before = [this.checkIn, this.checkOut]
    this.checkIn = checkIn
    this.checkOut = checkOut
    const failed = await this.reprice()
    if (failed) {
      runInAction(() => {
        this.checkIn = before[0]
        this.checkOut = before[1]
      })
    }
    return failed
  }

  /** A plan's next step: priceValidate, then the form's context; the spec's refusals in words (a stale quote priced again). */
  async choose(plan: RatePlanView, intlRoute: boolean): Promise<PlanChoice> {
    const c = this.context
    if (!c) return { kind: 'refused', message: tt('ht.rooms.missing') }
    if (this.checkingKey) return { kind: 'busy' }
    if (planBlock(plan, this.business)) {
      const message =
        plan.unavailable === 'NO_QUOTATION' || plan.totalPrice === null ? tt('ht.validate.NO_QUOTATION') : !plan.bookable ? tt('ht.validate.FULL') : tt('ht.edit.forbidden')
      return { kind: 'refused', message }
    }
    this.checkingKey = plan.priceKey
    try {
      const reply = await this.api.priceValidate({ priceKey: plan.priceKey, roomCount: c.rooms, tripType: c.tripType })
      if (!reply.valid) {
        void this.reprice()
        return { kind: 'refused', message: validateRefusal(reply) }
      }
      const params = hotelBookingContext.encode({ ...c, checkIn: this.checkIn, checkOut: this.checkOut, priceKey: reply.priceKey })
      return { kind: 'book', params, intl: intlRoute || !this.domestic }
    } catch (e) {
      return { kind: 'refused', message: messageOf(e, tt('ht.validate.failed')) }
    } finally {
      runInAction(() => (this.checkingKey = ''))
    }
  }
}

/** More about the hotel (htMore): its content only. */
export class HotelMoreStore {
  status: 'loading' | 'ready' | 'error' | 'missing' = 'loading'
  loadError = ''
  detail: HtDetailReply | null = null

  private readonly api: Pick<HotelRoomsApi, 'hotelDetail'>

  constructor(
    readonly hotelId: string | null,
    apiOverrides: Partial<Pick<HotelRoomsApi, 'hotelDetail'>> = {},
  ) {
    this.api = { hotelDetail: api.hotelDetail, ...apiOverrides }
    makeAutoObservable<HotelMoreStore, 'api'>(this, { api: false, hotelId: false })
  }

  async load(): Promise<void> {
    if (!this.hotelId) {
      this.status = 'missing'
      return
    }
    this.status = 'loading'
    try {
      const d = await this.api.hotelDetail(this.hotelId)
      runInAction(() => {
        this.detail = d
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = messageOf(e, tt('ht.rooms.loadFailed'))
      })
    }
  }
}
