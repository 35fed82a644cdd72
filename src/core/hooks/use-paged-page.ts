import { stopPullDownRefresh, useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'

export interface PagedPageEvents {
  /** Reads the list again (and whatever else the page shows with it: badges, counts). */
  refresh: () => Promise<unknown>
  /** The next page. */
  more: () => Promise<unknown>
  /** Whether showing the page reads again (e.g. only once signed in); always when absent. */
  onShow?: () => boolean
}

/**
 * The page events of a paged list screen: every visit reads again (something may have changed
 * meanwhile), pull-down refreshes and ends the pull-down when the answer is in, the bottom reads
 * the next page. Used with core/stores/paged-list by every paged screen.
 */
export function usePagedPage({ refresh, more, onShow }: PagedPageEvents): void {
  useDidShow(() => {
    if (!onShow || onShow()) void refresh()
  })
  usePullDownRefresh(() => {
    void refresh().finally(() => stopPullDownRefresh())
  })
  useReachBottom(() => {
    void more()
  })
}
