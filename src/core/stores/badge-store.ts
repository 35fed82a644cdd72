import { makeAutoObservable, runInAction } from 'mobx'
import { vipBpmForMyAppCountNew } from '../api/approval'
import { totalCount } from '../api/messages'
import type { BadgeCounts } from '../api/types'
import { setTabBadge } from '../platform/tab-bar'

const EMPTY: BadgeCounts = { message: 0, approval: 0, toPay: 0, waitApproval: 0, todo: 0, schedule: 0 }

/** What the badge store calls; tests hand in fakes. */
export interface BadgeDeps {
  fetch: typeof totalCount
  fetchApproval: typeof vipBpmForMyAppCountNew
  /** Shows a count on a tab of the tab bar (0 clears it). */
  showTab: (route: string, count: number) => void
}

/**
 * Badge counts for the tabs (spec §3.11) and the approval tab's two counts (vipBpmForMyAppCountNew).
 * Every change is also drawn on the tab bar: the approvals tab shows my pending work items, the
 * messages tab the unread notices and personal messages.
 */
export class BadgeStore {
  counts: BadgeCounts = { ...EMPTY }
  /** Items waiting for me / items I decided, for the approval list's tab titles. */
  approvalCounts = { pending: 0, done: 0 }

  private readonly deps: BadgeDeps

  constructor(deps: Partial<BadgeDeps> = {}) {
    this.deps = { fetch: totalCount, fetchApproval: vipBpmForMyAppCountNew, showTab: setTabBadge, ...deps }
    makeAutoObservable<BadgeStore, 'deps'>(this, { deps: false })
  }

  async refresh(): Promise<void> {
    try {
      const c = await this.deps.fetch()
      runInAction(() => {
        this.counts = { ...EMPTY, ...c }
        // totalCount is the newer figure for pending items; keep the tab title in step with the badge.
        this.approvalCounts = { ...this.approvalCounts, pending: this.counts.approval }
      })
    } catch {
      /* badges are a hint; keep the last known counts */
    }
    this.syncTabs()
  }

  /** The approval list's counts (pending and done); the pending one is also the tab's badge. */
  async refreshApproval(): Promise<void> {
    try {
      const c = await this.deps.fetchApproval()
      runInAction(() => {
        this.approvalCounts = { pending: c.pending, done: c.done }
        this.counts = { ...this.counts, approval: c.pending }
      })
    } catch {
      /* keep the last known counts */
    }
    this.syncTabs()
  }

  /** A personal message or notice was read here: one fewer unread without waiting for the server. */
  markOneRead(): void {
    this.counts = { ...this.counts, message: Math.max(0, this.counts.message - 1) }
    this.syncTabs()
  }

  /** Draws the counts on the tab bar; tab pages call it when they show (a tab bar exists only then). */
  syncTabs(): void {
    this.deps.showTab('/approvalList', this.counts.approval)
    this.deps.showTab('/message', this.counts.message)
  }

  reset(): void {
    this.counts = { ...EMPTY }
    this.approvalCounts = { pending: 0, done: 0 }
    this.syncTabs()
  }
}
