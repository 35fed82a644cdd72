/**
 * One flight's fares (/tk/tkCabin): the cabins with their policy verdicts, the refund/change rules
 * sheet, and choosing a fare. A fare outside the travel policy asks for a reason from the
 * company's list (vipWbyy/list; required, a note optional unless the reason asks for one); a
 * company that forbids out-of-policy booking refuses it with the reason why.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as searchApi from '../api/flight-search'
import type {
  Cabin,
  CabinClass,
  Flight,
  MatchClbzReply,
  QueryFlightRuleReply,
  TravelStandard,
  TripType,
  ViolationReason,
} from '../api/flight-search'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { searchDict } from '../i18n/search'
import type { CabinFilter, LoadStatus } from './flight-list-store'

const tt = scopedT(searchDict)

export type CabinApi = Pick<typeof searchApi, 'queryCabin' | 'queryFlightRule' | 'matchClbz' | 'violationReasons'>

/** Longest note the reason sheet accepts (spec §5.6: travel notes at most 200). */
export const NOTE_MAX = 200

/** Whether a cabin class belongs to a cabin choice. */
export function classMatches(cabinClass: CabinClass, filter: CabinFilter): boolean {
  return filter === 'ALL' || (filter === 'Y' ? cabinClass === 'Y' : cabinClass === 'C' || cabinClass === 'F')
}

/** What choosing a fare needs next. */
export type ChooseOutcome =
  | { kind: 'ok'; reasonId?: string; note?: string }
  | { kind: 'need-reason' }
  | { kind: 'refused'; message: string }

export interface CabinParams {
  flightKey: string
  tripType: TripType
  travellerIds: string[]
  cabin: CabinFilter
}

export class FlightCabinStore {
  params: CabinParams | null = null
  status: LoadStatus = 'idle'
  error = ''
  flight: Flight | null = null
  cabins: Cabin[] = []
  travelStandard: TravelStandard | null = null
  showAllClasses = false

  /** Rules sheet. */
  ruleCabin: Cabin | null = null
  ruleStatus: LoadStatus = 'idle'
  rule: QueryFlightRuleReply | null = null
  ruleError = ''

  /** Choosing: the fare being checked, and the reason sheet of an out-of-policy fare. */
  checking: string | null = null
  reasonCabin: Cabin | null = null
  match: MatchClbzReply | null = null
  reasons: ViolationReason[] = []
  reasonsStatus: LoadStatus = 'idle'
  reasonId = ''
  note = ''
  reasonError = ''
  private seq = 0

  constructor(private readonly api: CabinApi = searchApi) {
    makeAutoObservable<FlightCabinStore, 'api' | 'seq'>(this, {
      api: false,
      seq: false,
      flight: observable.ref,
      cabins: observable.ref,
      travelStandard: observable.ref,
      rule: observable.ref,
      ruleCabin: observable.ref,
      reasonCabin: observable.ref,
      match: observable.ref,
      reasons: observable.ref,
      params: observable.ref,
    })
  }

  /** Fares of the chosen class, or all of them (the chosen class first either way). */
  get shownCabins(): Cabin[] {
    const filter = this.params?.cabin ?? 'ALL'
    if (filter === 'ALL' || this.showAllClasses) {
      return this.cabins.slice().sort((a, b) => Number(classMatches(b.cabinClass, filter)) - Number(classMatches(a.cabinClass, filter)))
    }
    return this.cabins.filter((c) => classMatches(c.cabinClass, filter))
  }

  /** Fares hidden by the class choice (the "show all" link counts them). */
  get hiddenCount(): number {
    return this.cabins.length - this.cabins.filter((c) => classMatches(c.cabinClass, this.params?.cabin ?? 'ALL')).length
  }

  /** Policy marks apply to business trips (the reply then has a travel standard). */
  get policyApplies(): boolean {
    return this.params?.tripType === 1 && this.travelStandard !== null
  }

  toggleShowAll(): void {
    this.showAllClasses = !this.showAllClasses
  }

  /** Loads a flight's fares unless they are already shown. */
  ensure(params: CabinParams): void {
    const p = this.params
    if (
      p &&
      p.flightKey === params.flightKey &&
      p.tripType === params.tripType &&
      p.travellerIds.join(',') === params.travellerIds.join(',') &&
      (this.status === 'ready' || this.status === 'loading')
    ) {
      this.params = params
      return
    }
    this.params = params
    this.showAllClasses = false
    void this.load()
  }

  async load(): Promise<void> {
    const p = this.params
    if (!p) return
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.api.queryCabin({
        flightKey: p.flightKey,
        tripType: p.tripType,
        travellerEmpIds: p.travellerIds.length ? p.travellerIds : undefined,
      })
      if (id !== this.seq) return
      runInAction(() => {
        this.flight = reply.flight
        this.cabins = reply.cabins
        this.travelStandard = reply.travelStandard
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('cabin.failed')
      })
    }
  }

  /** Opens the refund/change sheet of a fare and loads its fee tables. */
  async openRule(cabin: Cabin): Promise<void> {
    this.ruleCabin = cabin
    this.rule = null
    this.ruleStatus = 'loading'
    this.ruleError = ''
    try {
      const rule = await this.api.queryFlightRule(cabin.cabinKey)
      runInAction(() => {
        if (this.ruleCabin?.cabinKey !== cabin.cabinKey) return
        this.rule = rule
        this.ruleStatus = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (this.ruleCabin?.cabinKey !== cabin.cabinKey) return
        this.ruleStatus = 'error'
        this.ruleError = isApiError(e) && e.message ? e.message : tt('rules.failed')
      })
    }
  }

  closeRule(): void {
    this.ruleCabin = null
  }

  /**
   * First step of choosing a fare: the policy check of every traveller (matchClbz) for business
   * trips. In policy goes on; refused stops with the reason; otherwise the reason sheet opens.
   */
  async choose(cabin: Cabin): Promise<ChooseOutcome> {
    const p = this.params
    if (!p || this.checking) return { kind: 'refused', message: '' }
    if (cabin.seatsLeft <= 0) return { kind: 'refused', message: tt('cabin.soldOut') }
    if (p.tripType !== 1 || !p.travellerIds.length) return { kind: 'ok' }
    this.checking = cabin.cabinKey
    let match: MatchClbzReply
    try {
      match = await this.api.matchClbz({ cabinKey: cabin.cabinKey, travellerEmpIds: p.travellerIds, tripType: p.tripType })
    } catch (e) {
      runInAction(() => {
        this.checking = null
      })
      return { kind: 'refused', message: isApiError(e) && e.message ? e.message : tt('cabin.failed') }
    }
    runInAction(() => {
      this.checking = null
      this.match = match
    })
    if (match.forbidden) return { kind: 'refused', message: tt('cabin.forbidden') }
    if (match.inPolicy && !match.needReason && cabin.policy.inPolicy) return { kind: 'ok' }
    this.openReasons(cabin)
    return { kind: 'need-reason' }
  }

  /** Opens the reason sheet; the company's reasons load once per page. */
  openReasons(cabin: Cabin): void {
    this.reasonCabin = cabin
    this.reasonError = ''
    if (this.reasonsStatus !== 'ready') void this.loadReasons()
  }

  async loadReasons(): Promise<void> {
    this.reasonsStatus = 'loading'
    try {
      const list = await this.api.violationReasons('10901')
      runInAction(() => {
        this.reasons = list
        this.reasonsStatus = 'ready'
      })
    } catch {
      runInAction(() => {
        this.reasonsStatus = 'error'
      })
    }
  }

  closeReasons(): void {
    this.reasonCabin = null
  }

  pickReason(id: string): void {
    this.reasonId = id
    this.reasonError = ''
  }

  setNote(note: string): void {
    this.note = note.slice(0, NOTE_MAX)
    this.reasonError = ''
  }

  get chosenReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  /** The reason sheet's confirm: a reason is required, the note only when the reason asks for one. */
  confirmReason(): ChooseOutcome {
    const reason = this.chosenReason
    if (!reason) {
      this.reasonError = tt('reason.required')
      return { kind: 'need-reason' }
    }
    const note = this.note.trim()
    if (reason.needNote && !note) {
      this.reasonError = tt('reason.noteMissing')
      return { kind: 'need-reason' }
    }
    this.reasonCabin = null
    return { kind: 'ok', reasonId: reason.id, note: note || undefined }
  }
}
