/**
 * The tour list (/travel): products by city and theme, searched by keyword, paged. The filters'
 * values (cities and themes with their counts) come with every page, so the chips show what the
 * catalogue has. Lists are kept alive: the filters stay when the user comes back from a detail.
 */
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../core/stores/paged-list'
import * as tourApi from '../api/tour'
import type { TourFacet, TourListItem, TourListReply, TourTheme } from '../api/tour'

export type TourListApi = Pick<typeof tourApi, 'tourList'>

const PAGE_SIZE = 20

export class TourListStore {
  cityId = ''
  theme: TourTheme | '' = ''
  keyword = ''
  readonly list: PagedList<TourListItem, Pick<TourListReply, 'cities' | 'themes'>>

  constructor(private readonly api: TourListApi = { tourList: tourApi.tourList }) {
    this.list = new PagedList(
      (pageNum) => this.api.tourList({ pageNum, count: PAGE_SIZE, cityId: this.cityId || undefined, theme: this.theme || undefined, keyword: this.keyword.trim() || undefined }),
      (p) => p.productId,
    )
    makeAutoObservable<TourListStore, 'api'>(this, { api: false, list: false })
  }

  /** The cities of the catalogue (empty before the first page). */
  get cities(): TourFacet[] {
    return this.list.lastPage?.cities ?? []
  }

  /** The themes of the catalogue. */
  get themes(): TourFacet[] {
    return this.list.lastPage?.themes ?? []
  }

  /** Loads the first page (once: coming back keeps the list). */
  async open(): Promise<void> {
    if (this.list.status === 'idle') await this.list.reload()
  }

  setCity(cityId: string): void {
    if (this.cityId === cityId) return
    this.cityId = cityId
    void this.list.reload()
  }

  setTheme(theme: TourTheme | ''): void {
    if (this.theme === theme) return
    this.theme = theme
    void this.list.reload()
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }

  /** Runs the search with the typed keyword. */
  search(): void {
    void this.list.reload()
  }
}

let kept: TourListStore | null = null

/** The list store, kept for the session (lists are kept alive, overview §2). Created lazily in the subpackage. */
export function tourListStore(): TourListStore {
  kept ??= new TourListStore()
  return kept
}
