import { ApiError } from '@/core/http/envelope'
import { PagedList, type Page } from '@/core/stores/paged-list'

type Row = { id: string; n: number }
const row = (n: number): Row => ({ id: String(n), n })

/** A fake server of `total` rows, `size` a page; records the pages asked. */
function server(total: number, size = 10) {
  const asked: number[] = []
  const fetch = async (pageNum: number): Promise<Page<Row>> => {
    asked.push(pageNum)
    const start = (pageNum - 1) * size
    return { list: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => row(start + i + 1)), total }
  }
  return { fetch, asked }
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('paged list', () => {
  test('pages until the total, then stops asking', async () => {
    const s = server(25)
    const list = new PagedList(s.fetch, (r) => r.id)
    expect([list.status, list.loadingFirst, list.needsLoad]).toEqual(['idle', true, true])
    await list.loadMore()
    expect(s.asked).toEqual([])
    await list.reload()
    expect([list.items.length, list.hasMore, list.pageNum]).toEqual([10, true, 1])
    await list.loadMore()
    await list.loadMore()
    await list.loadMore()
    expect(s.asked).toEqual([1, 2, 3])
    expect([list.items.length, list.hasMore, list.total]).toEqual([25, false, 25])
  })

  test.each([
    ['nothing found', { list: [], total: 0 }, true],
    ['rows', { list: [row(1)], total: 1 }, false],
  ])('empty: %s', async (_name, page, empty) => {
    const list = new PagedList(async () => page as Page<Row>, (r) => r.id)
    await list.reload()
    expect(list.empty).toBe(empty)
  })

  test('a row that moved to the next page (one decided meanwhile) shows once', async () => {
    const pages: Page<Row>[] = [
      { list: [row(1), row(2)], total: 4 },
      { list: [row(2), row(3), row(4)], total: 4 },
    ]
    let i = 0
    const list = new PagedList(async () => pages[i++], (r) => r.id)
    await list.reload()
    await list.loadMore()
    expect(list.items.map((r) => r.n)).toEqual([1, 2, 3, 4])
  })

  test('pull to refresh keeps the rows on screen until the answer (refreshing)', async () => {
    const gate = deferred<Page<Row>>()
    let first = true
    const list = new PagedList(async () => (first ? ((first = false), { list: [row(1)], total: 1 }) : gate.promise), (r) => r.id)
    await list.reload()
    const again = list.reload()
    expect([list.refreshing, list.items.length, list.loadingFirst]).toEqual([true, 1, false])
    gate.resolve({ list: [row(2)], total: 1 })
    await again
    expect([list.refreshing, list.items.map((r) => r.n)]).toEqual([false, [2]])
  })

  test('another filter (restart) drops the rows at once; a late answer of the old filter is dropped', async () => {
    const old = deferred<Page<Row>>()
    let filter = 'a'
    const list = new PagedList(async () => (filter === 'a' ? old.promise : { list: [row(9)], total: 1 }), (r) => r.id)
    const slow = list.reload()
    filter = 'b'
    const fresh = list.restart()
    expect([list.items, list.status]).toEqual([[], 'loading'])
    await fresh
    old.resolve({ list: [row(1)], total: 1 })
    await slow
    expect(list.items.map((r) => r.n)).toEqual([9])
  })

  test('a slow first answer never overwrites a newer one; a slow failure neither', async () => {
    const answers = [deferred<Page<Row>>(), deferred<Page<Row>>(), deferred<Page<Row>>()]
    let i = 0
    const list = new PagedList(() => answers[i++].promise, (r) => r.id)
    const a = list.reload()
    const b = list.reload()
    answers[1].resolve({ list: [row(2)], total: 1 })
    answers[0].resolve({ list: [row(1)], total: 1 })
    await Promise.all([a, b])
    expect(list.items.map((r) => r.n)).toEqual([2])
    const c = list.reload()
    list.reset()
    answers[2].reject(new ApiError('network', '超时', { shown: true }))
    await c
    expect([list.status, list.error, list.items]).toEqual(['idle', '', []])
  })

  test('errors: the server\'s reason; a failed next page keeps the rows and can be asked again', async () => {
    let fail = true
    const s = server(15)
    const list = new PagedList((n: number) => (fail ? Promise.reject(new ApiError('business', '系统繁忙', { errCode: 999, shown: false })) : s.fetch(n)), (r) => r.id)
    await list.reload()
    expect([list.status, list.error, list.items.length]).toEqual(['error', '系统繁忙', 0])
    fail = false
    await list.reload()
    fail = true
    await list.loadMore()
    expect([list.status, list.items.length]).toEqual(['error', 10])
    fail = false
    await list.loadMore()
    expect([list.status, list.items.length, s.asked]).toEqual(['ready', 15, [1, 2]])
    const odd = new PagedList(() => Promise.reject(new Error('boom')), (r: Row) => r.id)
    await odd.reload()
    expect([odd.status, odd.error]).toEqual(['error', ''])
  })

  test('stale: marked when something changed elsewhere, cleared by the next read', async () => {
    const list = new PagedList(server(3).fetch, (r) => r.id)
    await list.reload()
    expect(list.needsLoad).toBe(false)
    list.markStale()
    expect([list.stale, list.needsLoad]).toEqual([true, true])
    await list.reload()
    expect(list.stale).toBe(false)
  })

  test('the last page taken keeps the extra fields of the answer', async () => {
    let range = 2
    const list = new PagedList<Row, { bookRange: number }>(async () => ({ list: [row(1)], total: 1, bookRange: range }), (r) => r.id)
    expect(list.lastPage).toBeNull()
    await list.reload()
    range = 4
    await flush()
    expect(list.lastPage?.bookRange).toBe(2)
  })
})
