/**
 * The traveller chooser of the flight search: colleagues within the booker's scope
 * (GET /obt/empFindList, the caller first), searched by keywords, paged, picked up to 9.
 */
import { makeAutoObservable } from 'mobx'
import * as searchApi from '../api/flight-search'
import type { BookableEmployee } from '../api/flight-search'
import { PagedList, type PagedStatus } from '../../core/stores/paged-list'
import { scopedT } from '../../core/i18n/index'
import { searchDict } from '../i18n/search'
import { MAX_TRAVELLERS, type SearchTraveller } from './flight-search-store'

const tt = scopedT(searchDict)

export type ChooserApi = Pick<typeof searchApi, 'empFindList'>

export const CHOOSER_PAGE_SIZE = 20

/** What a colleague page carries besides the rows: the booker's scope. */
type EmpPageExtra = { bookRange: number }

/** A traveller of the search from a colleague of the list. */
export function toTraveller(e: BookableEmployee): SearchTraveller {
  return { empId: e.empId, empName: e.empName, deptName: e.deptName, empRank: e.empRank, isSelf: e.isSelf }
}

export class TravellerChooserStore {
  keywords = ''
  /** The picks, in the order made. */
  picked: SearchTraveller[] = []
  limitMessage = ''
  /** Colleagues for the keywords, page by page (a newer search drops a late answer of an older one). */
  readonly paged: PagedList<BookableEmployee, EmpPageExtra>

  constructor(private readonly api: ChooserApi = searchApi) {
    this.paged = new PagedList((pageNum) => this.api.empFindList(this.keywords, pageNum, CHOOSER_PAGE_SIZE), (e) => e.empId)
    makeAutoObservable<TravellerChooserStore, 'api'>(this, { api: false, paged: false })
  }

  get list(): BookableEmployee[] {
    return this.paged.items
  }

  get total(): number {
    return this.paged.total
  }

  get status(): PagedStatus {
    return this.paged.status
  }

  get error(): string {
    return this.paged.status === 'error' ? this.paged.error || tt('traveller.failed') : ''
  }

  /** The booker's scope (1 self ... 4 company and guests), from the last page read. */
  get bookRange(): number {
    return this.paged.lastPage?.bookRange ?? 1
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
    return this.paged.hasMore
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
  search(): Promise<void> {
    return this.paged.reload()
  }

  more(): Promise<void> {
    return this.paged.loadMore()
  }
}
