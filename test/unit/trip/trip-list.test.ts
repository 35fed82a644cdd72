import type { CcsqdListQuery, TripApplicationPage } from '@/core/api/trip'
import { DEFAULT_TAB, PAGE_SIZE, TRIP_TABS, TripListStore, parseTab } from '@/trip/stores/trip-list-store'
import { deferred, listItem, refusal } from './trip-fixtures'

/** A server of `total` rows per status; records every query. */
function server(total: number) {
  const queries: CcsqdListQuery[] = []
  const api = {
    vipCcsqdGetList: async (q: CcsqdListQuery): Promise<TripApplicationPage> => {
      queries.push(q)
      const page = q.pageNum ?? 1
      const count = q.count ?? 20
      const from = (page - 1) * count
      const n = Math.max(0, Math.min(count, total - from))
      return { list: Array.from({ length: n }, (_, i) => listItem(from + i + 1, { status: (q.status ?? 2) < 0 ? 2 : (q.status as 0 | 1 | 2 | 3 | 4 | 5) })), total }
    },
  }
  return { api, queries }
}

describe('trip list', () => {
  test('opens on the approved tab (spec: default travel request list status 2), 20 a page', async () => {
    const s = server(45)
    const store = new TripListStore(s.api)
    expect(store.tab).toBe(2)
    expect(DEFAULT_TAB).toBe(2)
    await store.reload()
    expect(s.queries).toEqual([{ status: 2, pageNum: 1, count: PAGE_SIZE }])
    expect(store.items).toHaveLength(20)
    expect(store.hasMore).toBe(true)
  })

  test('pages until the total, then stops asking', async () => {
    const s = server(45)
    const store = new TripListStore(s.api)
    await store.reload()
    await store.loadMore()
    await store.loadMore()
    expect(store.items).toHaveLength(45)
    expect(store.hasMore).toBe(false)
    await store.loadMore()
    expect(s.queries.map((q) => q.pageNum)).toEqual([1, 2, 3])
    expect(new Set(store.items.map((i) => i.ccsqdId)).size).toBe(45)
  })

  test('a tab asks for its status from page 1 and drops the other tab\'s rows at once; "all" asks for -1', async () => {
    const s = server(3)
    const store = new TripListStore(s.api)
    await store.reload()
    store.setTab(1)
    expect(store.items).toEqual([])
    expect(store.status).toBe('loading')
    await new Promise((r) => setTimeout(r, 0))
    expect(store.items.every((i) => i.status === 1)).toBe(true)
    store.setTab(-1)
    await new Promise((r) => setTimeout(r, 0))
    expect(s.queries.map((q) => q.status)).toEqual([2, 1, -1])
    expect(TRIP_TABS).toEqual([2, 1, 0, 3, 4, -1])
  })

  test('a slow answer for the tab left behind never overwrites the tab shown', async () => {
    const slow = deferred<TripApplicationPage>()
    const store = new TripListStore({
      vipCcsqdGetList: async (q) => (q.status === 2 ? slow.promise : { list: [listItem(9, { status: 0 })], total: 1 }),
    })
    const first = store.reload()
    store.setTab(0)
    await new Promise((r) => setTimeout(r, 0))
    slow.resolve({ list: [listItem(1)], total: 1 })
    await first
    expect(store.tab).toBe(0)
    expect(store.items.map((i) => i.ccsqdId)).toEqual(['3009'])
  })

  test('a failed first page is an error state with the reason; a failed next page keeps the rows', async () => {
    let fail = true
    const s = server(30)
    const store = new TripListStore({ vipCcsqdGetList: async (q) => (fail ? Promise.reject(refusal(999, '系统繁忙')) : s.api.vipCcsqdGetList(q)) })
    await store.reload()
    expect([store.status, store.error, store.items.length]).toEqual(['error', '系统繁忙', 0])
    fail = false
    await store.reload()
    expect(store.items).toHaveLength(20)
    fail = true
    await store.loadMore()
    expect([store.status, store.items.length]).toEqual(['error', 20])
  })

  test('pull to refresh keeps the rows on screen while it reloads', async () => {
    const s = server(5)
    const store = new TripListStore(s.api)
    await store.reload()
    const again = store.reload()
    expect(store.refreshing).toBe(true)
    expect(store.items).toHaveLength(5)
    await again
    expect(store.refreshing).toBe(false)
  })

  test('the tab can come from the address (?status=); anything else is the default', () => {
    expect(parseTab('1')).toBe(1)
    expect(parseTab('-1')).toBe(-1)
    expect(parseTab('0')).toBe(0)
    expect(parseTab('9')).toBe(2)
    expect(parseTab('')).toBe(2)
    expect(parseTab(undefined)).toBe(2)
  })
})
