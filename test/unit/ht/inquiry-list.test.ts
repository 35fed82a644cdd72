import type { HtDemandListBody, HtDemandListReply } from '@/ht/api/hotel-inquiry'
import { HotelInquiryListStore, STATUS_CHIPS } from '@/ht/stores/hotel-inquiry-list'
import { item } from './inquiry-fixtures'

function fake(total = 25) {
  const asked: HtDemandListBody[] = []
  const rows = Array.from({ length: total }, (_, i) => item({ id: String(total - i), status: i % 2 ? 'QUOTED' : 'WAITING' }))
  return {
    asked,
    calls: {
      listInquiries: async (b: HtDemandListBody): Promise<HtDemandListReply> => {
        asked.push(b)
        const of = b.status ? rows.filter((r) => r.status === b.status) : rows
        const page = b.pageNum ?? 1
        const count = b.count ?? 20
        return { list: of.slice((page - 1) * count, page * count), total: of.length, pageNum: page, count }
      },
    },
  }
}

describe('HotelInquiryListStore', () => {
  test('newest first, 20 a page, more at the bottom', async () => {
    const f = fake()
    const s = new HotelInquiryListStore(f.calls)
    await s.refresh()
    expect(s.list.items).toHaveLength(20)
    expect(s.list.items[0].id).toBe('25')
    expect(s.list.hasMore).toBe(true)
    await s.more()
    expect(s.list.items).toHaveLength(25)
    expect(s.list.hasMore).toBe(false)
    expect(f.asked.map((a) => a.pageNum)).toEqual([1, 2])
  })

  test('a status chip asks for that status only; all asks without one', async () => {
    const f = fake()
    const s = new HotelInquiryListStore(f.calls)
    await s.setStatus('QUOTED')
    expect(f.asked[0]).toEqual({ pageNum: 1, count: 20, status: 'QUOTED' })
    expect(s.list.items.every((i) => i.status === 'QUOTED')).toBe(true)
    await s.setStatus('')
    expect(f.asked[1]).toEqual({ pageNum: 1, count: 20 })
    expect(STATUS_CHIPS[0]).toBe('')
  })

  test('nothing yet reads as empty', async () => {
    const s = new HotelInquiryListStore(fake(0).calls)
    await s.refresh()
    expect(s.list.empty).toBe(true)
  })
})
