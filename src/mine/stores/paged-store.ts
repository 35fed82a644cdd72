/**
 * A paged list of one call (violations, offline orders, points bill...): a PagedList with the
 * reload and more that the paged-page events call, so each screen's store is one line.
 */
import { PagedList, type Page } from '../../core/stores/paged-list'

export const MINE_PAGE_SIZE = 20

/** A list read `MINE_PAGE_SIZE` rows a page through `call`. */
export function pagedOf<T, X extends object = object>(call: (pageNum: number, count: number) => Promise<Page<T> & X>, keyOf: (item: T) => string): PagedList<T, X> {
  return new PagedList<T, X>((pageNum) => call(pageNum, MINE_PAGE_SIZE), keyOf)
}
