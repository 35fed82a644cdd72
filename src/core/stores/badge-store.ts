import { makeAutoObservable, runInAction } from 'mobx'
import { totalCount } from '../api/messages'
import type { BadgeCounts } from '../api/types'

const EMPTY: BadgeCounts = { message: 0, approval: 0, toPay: 0, waitApproval: 0, todo: 0, schedule: 0 }

/** Badge counts for the tabs (spec §3.11). */
export class BadgeStore {
  counts: BadgeCounts = { ...EMPTY }

  constructor(private readonly fetch: typeof totalCount = totalCount) {
    makeAutoObservable(this)
  }

  async refresh(): Promise<void> {
    try {
      const c = await this.fetch()
      runInAction(() => {
        this.counts = { ...EMPTY, ...c }
      })
    } catch {
      /* badges are a hint; keep the last known counts */
    }
  }

  reset(): void {
    this.counts = { ...EMPTY }
  }
}
