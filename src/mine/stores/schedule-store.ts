/**
 * The schedule (/schedule upcoming, /schedule/histroy past): the trips of every product in one
 * time line, paged, grouped by their China date (the server gives each trip its `day`). A trip
 * opens through the order-type table (core/domain/order-types), like every order list.
 *
 * The upcoming schedule also reads the next trip's documents (nextTrip) and keeps its first page
 * and the next trip on the device (offline-copy.ts): with no network it shows them and how old
 * they are, and reads again when the network is back (issue 18 §3).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { nextTrip, scheduleOrder, type NextTripReply, type ScheduleItem, type ScheduleReply } from '../api/mine'
import { onNetworkBack } from '../../core/platform/network'
import { CopyKey, deviceCopies, isNetworkFailure, keepCopy, readCopy, savedNotice, type CopyStore } from './offline-copy'
import { addDaysText, chinaTodayText, toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'
import { monthDayLabel } from '../../core/domain/date-labels'
import { orderDetailRoute, type SpecRoute } from '../../core/domain/order-types'
import { scopedT } from '../../core/i18n/index'
import { PagedList } from '../../core/stores/paged-list'
import { mineDict } from '../i18n/mine'

const tt = scopedT(mineDict)

export const SCHEDULE_PAGE_SIZE = 20

/** The trips of one day, in the list's order. */
export interface DayGroup {
  day: string
  items: ScheduleItem[]
}

/** Consecutive trips of the same day together (the list is already ordered by departure). */
export function groupByDay(items: readonly ScheduleItem[]): DayGroup[] {
  const groups: DayGroup[] = []
  for (const item of items) {
    const last = groups[groups.length - 1]
    if (last && last.day === item.day) last.items.push(item)
    else groups.push({ day: item.day, items: [item] })
  }
  return groups
}

/** '11月23日 周一 · 今天' / 'Nov 23 Mon · Today' of a China date, relative to `today` ('YYYY-MM-DD'). */
export function dayHeading(day: string, today: string): string {
  const ymd = toYmd(day)
  const week = ymd ? tt(`week.${weekdayOfYmd(ymd)}` as 'week.0') : ''
  const near = day === today ? tt('day.today') : day === addDaysText(today, 1) ? tt('day.tomorrow') : day === addDaysText(today, -1) ? tt('day.yesterday') : ''
  return [`${monthDayLabel(day)} ${week}`.trim(), near].filter(Boolean).join(' · ')
}

/** The label of a trip's product. */
export function productLabel(productCode: string): string {
  const key = `product.${productCode}` as keyof (typeof mineDict)['zh-CN']
  return key in mineDict['zh-CN'] ? tt(key) : tt('product.other')
}

/** 'HH:mm' of a 'YYYY-MM-DD HH:mm'. */
export function timeOf(depTime: string): string {
  return depTime.slice(11, 16)
}

export interface ScheduleApi {
  list: typeof scheduleOrder
  nextTrip: typeof nextTrip
}

/** Where the kept copies live and whose they are (the signed-in user; '' keeps nothing). */
export interface OfflineDeps {
  copies?: CopyStore
  owner?: () => string
}

export class ScheduleStore {
  readonly list: PagedList<ScheduleItem>
  /** The next trip (upcoming schedule only); null before the first read or with nothing to show. */
  trip: NextTripReply | null = null
  /** When the kept copy on screen was made (ms); null while what shows was read just now. */
  savedAt: number | null = null
  private readonly api: ScheduleApi
  private readonly copies: CopyStore
  private readonly owner: () => string

  constructor(
    readonly history: boolean,
    api: Partial<ScheduleApi> = {},
    private readonly now: () => number = () => Date.now(),
    offline: OfflineDeps = {},
  ) {
    this.api = { list: scheduleOrder, nextTrip, ...api }
    this.copies = offline.copies ?? deviceCopies
    this.owner = offline.owner ?? (() => '')
    this.list = new PagedList((pageNum) => this.readPage(pageNum), (i) => i.orderId)
    makeAutoObservable<ScheduleStore, 'now' | 'api' | 'copies' | 'owner' | 'readPage'>(this, { list: false, now: false, history: false, api: false, copies: false, owner: false, readPage: false })
  }

  /** Showing kept copies: the network failed. */
  get offline(): boolean {
    return this.savedAt !== null
  }

  /** 'Offline · saved 14:05 (5 min ago)' while kept copies show, else ''. */
  get notice(): string {
    return this.savedAt === null ? '' : savedNotice(this.savedAt, this.now())
  }

  /** One page; the upcoming first page is kept, and stands in from the device when the network fails. */
  private async readPage(pageNum: number): Promise<ScheduleReply> {
    const kept = !this.history && pageNum === 1
    try {
      const page = await this.api.list(this.history ? 1 : 0, pageNum, SCHEDULE_PAGE_SIZE)
      if (kept) {
        keepCopy(this.copies, CopyKey.schedule, this.owner(), page, this.now())
        this.showSaved(null)
      }
      return page
    } catch (e) {
      const copy = kept && isNetworkFailure(e) ? readCopy<ScheduleReply>(this.copies, CopyKey.schedule, this.owner()) : null
      if (!copy) throw e
      this.showSaved(copy.at)
      // The kept page is all there is: no "more" to read without a network.
      return { list: copy.data.list, total: copy.data.list.length }
    }
  }

  /** The oldest copy on screen decides the notice; null: all fresh. */
  private showSaved(at: number | null): void {
    runInAction(() => {
      this.savedAt = at === null ? null : this.savedAt === null ? at : Math.min(this.savedAt, at)
    })
  }

  /** Reads the next trip; the kept copy stands in when the network fails. */
  async loadTrip(): Promise<void> {
    if (this.history) return
    try {
      const trip = await this.api.nextTrip()
      keepCopy(this.copies, CopyKey.nextTrip, this.owner(), trip, this.now())
      runInAction(() => {
        this.trip = trip
      })
    } catch (e) {
      const copy = isNetworkFailure(e) ? readCopy<NextTripReply>(this.copies, CopyKey.nextTrip, this.owner()) : null
      if (!copy) return
      runInAction(() => {
        this.trip = copy.data
      })
      this.showSaved(copy.at)
    }
  }

  /** Reads again when the network comes back while kept copies (or a failure) show; returns the unsubscribe. */
  watchNetwork(subscribe: (back: () => void) => () => void = onNetworkBack): () => void {
    return subscribe(() => {
      if (this.offline || this.list.status === 'error') void this.reload()
    })
  }

  get groups(): DayGroup[] {
    return groupByDay(this.list.items)
  }

  /** China today, for the day headings. */
  get today(): string {
    return chinaTodayText(this.now())
  }

  /** The list and the next trip again (pull-down, retry, back online); the notice goes once both read fresh. */
  async reload(): Promise<void> {
    this.savedAt = null
    await Promise.all([this.list.reload(), this.loadTrip()])
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  /** The detail screen of a trip (null: a type the table does not know). */
  target(item: ScheduleItem): SpecRoute | null {
    return orderDetailRoute({ orderType: item.orderType, orderId: item.orderId })
  }
}
