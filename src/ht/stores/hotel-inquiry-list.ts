/**
 * "My inquiries" (htInquiry?tab=mine on both route families): the inquiries the user made or
 * travels on, newest first, 20 a page, optionally of one status (the chips). Reads through the
 * shared PagedList, so a late page of another chip never lands in the one on screen.
 */
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../core/stores/paged-list'
import * as api from '../api/hotel-inquiry'
import type { HtDemandItem, InquiryStatus } from '../api/hotel-inquiry'

export const INQUIRY_PAGE = 20

/** The status chips, in order ('' all). */
export const STATUS_CHIPS: readonly ('' | InquiryStatus)[] = ['', 'WAITING', 'QUOTED', 'NO_OFFER', 'ACCEPTED', 'CANCELLED', 'EXPIRED']

export type InquiryListApi = Pick<typeof api, 'listInquiries'>

export class HotelInquiryListStore {
  status: '' | InquiryStatus = ''
  readonly list: PagedList<HtDemandItem>

  constructor(private readonly calls: InquiryListApi = api) {
    this.list = new PagedList<HtDemandItem>(
      (pageNum) => this.calls.listInquiries({ pageNum, count: INQUIRY_PAGE, ...(this.status ? { status: this.status } : {}) }),
      (i) => i.id,
    )
    makeAutoObservable<HotelInquiryListStore, 'calls'>(this, { calls: false, list: false })
  }

  /** Another chip: its first page (the old rows go at once). */
  setStatus(s: '' | InquiryStatus): Promise<void> {
    if (s === this.status && this.list.status !== 'idle') return Promise.resolve()
    this.status = s
    return this.list.restart()
  }

  refresh(): Promise<void> {
    return this.list.status === 'idle' ? this.list.restart() : this.list.reload()
  }

  more(): Promise<void> {
    return this.list.loadMore()
  }
}
