/**
 * The traveller chooser of the flight search: colleagues within the booker's scope
 * (GET /obt/empFindList, the caller first), searched by keywords, paged, picked up to 9.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as searchApi from '../api/flight-search'
import type { BookableEmployee } from '../api/flight-search'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { searchDict } from '../i18n/search'
import type { LoadStatus } from './flight-list-store'
import { MAX_TRAVELLERS, type SearchTraveller } from './flight-search-store'

const tt = scopedT(searchDict)

export type ChooserApi = Pick<typeof searchApi, 'empFindList'>

export const CHOOSER_PAGE_SIZE = 20

/** A traveller of the search from a colleague of the list. */
export function toTraveller(e: BookableEmployee): SearchTraveller {
  return { empId: e.empId, empName: e.empName, deptName: e.deptName, empRank: e.empRank, isSelf: e.isSelf }
}

export class TravellerChooserStore {
  keywords = ''
  list: BookableEmployee[] = []
  total = 0
  pageNum = 1
  bookRange = 1
  status: LoadStatus = 'idle'
  error = ''
  /** The picks, in the order made. */
  picked: SearchTraveller[] = []
  limitMessage = ''
  private seq = 0

  constructor(private readonly api: ChooserApi = searchApi) {
    makeAutoObservable<TravellerChooserStore, 'api' | 'seq'>(this, { api: false, seq: false, list: observable.ref })
  }

  /** Opens with the current travellers picked and the first page loaded. */
  open(current: SearchTraveller[]): void {
    this.picked = current.slice()
    this.limitMessage = ''
    void this.search()
  }

  setKeywords(k: string): void {
    this.keywords = k
  }

  get hasMore(): boolean {
    return this.list.length < this.total
  }

  isPicked(empId: string): boolean {
    return this.picked.some((p) => p.empId === empId)
  }

  toggle(e: BookableEmployee): void {
    this.limitMessage = ''
    if (this.isPicked(e.empId)) {
      this.picked = this.picked.filter((p) => p.empId !== e.empId)
      return
    }
    if (this.picked.length >= MAX_TRAVELLERS) {
      this.limitMessage = tt('error.travellerLimit', { max: MAX_TRAVELLERS })
      return
    }
    this.picked = [...this.picked, toTraveller(e)]
  }

  /** First page for the keywords. */
  async search(): Promise<void> {
    await this.fetch(1)
  }

  async more(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return
    await this.fetch(this.pageNum + 1)
  }

  private async fetch(pageNum: number): Promise<void> {
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.api.empFindList(this.keywords, pageNum, CHOOSER_PAGE_SIZE)
      if (id !== this.seq) return
      runInAction(() => {
        this.list = pageNum === 1 ? reply.list : [...this.list, ...reply.list]
        this.total = reply.total
        this.pageNum = pageNum
        this.bookRange = reply.bookRange
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('traveller.failed')
      })
    }
  }
}
