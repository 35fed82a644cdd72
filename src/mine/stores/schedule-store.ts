/**
 * The schedule (/schedule upcoming, /schedule/histroy past): the trips of every product in one
 * time line, paged, grouped by their China date (the server gives each trip its `day`). A trip
 * opens through the order-type table (core/domain/order-types), like every order list.
 */
import { makeAutoObservable } from 'mobx'
import { scheduleOrder, type ScheduleItem } from '../api/mine'
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
}

export class ScheduleStore {
  readonly list: PagedList<ScheduleItem>

  constructor(
    readonly history: boolean,
    api: Partial<ScheduleApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    const call = api.list ?? scheduleOrder
    this.list = new PagedList((pageNum) => call(history ? 1 : 0, pageNum, SCHEDULE_PAGE_SIZE), (i) => i.orderId)
    makeAutoObservable<ScheduleStore, 'now'>(this, { list: false, now: false, history: false })
  }

  get groups(): DayGroup[] {
    return groupByDay(this.list.items)
  }

  /** China today, for the day headings. */
  get today(): string {
    return chinaTodayText(this.now())
  }

  reload(): Promise<void> {
    return this.list.reload()
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  /** The detail screen of a trip (null: a type the table does not know). */
  target(item: ScheduleItem): SpecRoute | null {
    return orderDetailRoute({ orderType: item.orderType, orderId: item.orderId })
  }
}
