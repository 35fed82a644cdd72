/**
 * /userCenter/carbon: the company's carbon report of a China month, stepped month by month from
 * 24 months back to next month (tickets are issued ahead of travel), and the bar widths of its chart.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { chinaTodayText } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { carbonMonthReport, type CarbonDeptRow, type CarbonReportReply } from '../api/carbon-api'
import { carbonReportDict } from '../i18n/carbon'

const tt = scopedT(carbonReportDict)

export type CarbonApi = { report: typeof carbonMonthReport }
const defaultApi: CarbonApi = { report: carbonMonthReport }

/** How far back the stepper goes. */
export const MONTHS_BACK = 24

/** A month `delta` months after 'YYYY-MM'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number)
  const index = y * 12 + (m - 1) + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The China month of an instant. */
export function chinaMonth(now: number = Date.now()): string {
  return chinaTodayText(now).slice(0, 7)
}

/** One bar of the chart: the flight and train parts as percentages of the widest department. */
export interface CarbonBar {
  row: CarbonDeptRow
  flightPct: number
  trainPct: number
}

/** Bars of the departments with emissions; the largest fills the width. */
export function barsOf(rows: readonly CarbonDeptRow[]): CarbonBar[] {
  const max = Math.max(0, ...rows.map((r) => r.kg))
  if (max <= 0) return []
  const pct = (kg: number) => Math.round((kg / max) * 1000) / 10
  return rows.filter((r) => r.kg > 0).map((row) => ({ row, flightPct: pct(row.flightKg), trainPct: pct(row.trainKg) }))
}

/** The report screen. */
export class CarbonStore {
  month: string
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  error = ''
  report: CarbonReportReply | null = null
  private readonly current: string
  private seq = 0

  constructor(
    private readonly api: CarbonApi = defaultApi,
    now: number = Date.now(),
  ) {
    this.current = chinaMonth(now)
    this.month = this.current
    makeAutoObservable<CarbonStore, 'api' | 'seq' | 'current'>(this, { api: false, seq: false, current: false })
  }

  get canPrev(): boolean {
    return this.month > addMonths(this.current, -MONTHS_BACK)
  }

  get canNext(): boolean {
    return this.month < addMonths(this.current, 1)
  }

  get bars(): CarbonBar[] {
    return this.report ? barsOf(this.report.departments) : []
  }

  /** Loads the report of the month shown (a later answer wins over an earlier one). */
  async load(): Promise<void> {
    const id = ++this.seq
    const month = this.month
    this.status = 'loading'
    this.error = ''
    try {
      const report = await this.api.report(month)
      if (id !== this.seq) return
      runInAction(() => {
        this.report = report
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.report = null
        // 4004: not an administrator (the page's gate shows the not-open notice before asking).
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('carbon.failed')
      })
    }
  }

  /** Steps a month back (-1) or on (+1) within the range, and loads it. */
  step(delta: -1 | 1): void {
    if ((delta < 0 && !this.canPrev) || (delta > 0 && !this.canNext)) return
    this.month = addMonths(this.month, delta)
    void this.load()
  }
}
