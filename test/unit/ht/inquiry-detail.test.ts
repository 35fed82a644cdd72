import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtDemandDetail } from '@/ht/api/hotel-inquiry'
import { hotelBookingContext } from '@/ht/stores/hotel-context'
import { bookingTarget, HotelInquiryDetailStore, isOpen, statusTone, type InquiryDetailApi } from '@/ht/stores/hotel-inquiry-detail'
import { inquiryRoutes } from '@/ht/stores/hotel-inquiry-routes'
import { taroMock } from '../mocks/taro'
import { acceptReply, detail, quote } from './inquiry-fixtures'

function fake(initial: HtDemandDetail) {
  const state = { current: initial, calls: [] as string[], acceptError: null as ApiError | null, detailError: null as ApiError | null }
  const calls: InquiryDetailApi = {
    inquiryDetail: async (id) => {
      state.calls.push(`detail ${id}`)
      if (state.detailError) throw state.detailError
      return state.current
    },
    addInquiryNote: async (id, text) => {
      state.calls.push(`note ${id} ${text}`)
      state.current = { ...state.current, notes: [...state.current.notes, { id: 'n1', author: 'USER', name: '李明', text, createdAt: '2030-05-01 09:05:00' }] }
      return state.current
    },
    cancelInquiry: async (id) => {
      state.calls.push(`cancel ${id}`)
      state.current = { ...state.current, status: 'CANCELLED', allowedActions: { note: false, cancel: false, accept: false } }
      return { id, status: 'CANCELLED' }
    },
    acceptInquiry: async (id) => {
      state.calls.push(`accept ${id}`)
      if (state.acceptError) {
        state.current = { ...state.current, status: 'WAITING', quote: null, allowedActions: { note: true, cancel: true, accept: false } }
        throw state.acceptError
      }
      state.current = { ...state.current, status: 'ACCEPTED' }
      return acceptReply()
    },
  }
  return { state, calls }
}

const QUOTED = detail({ status: 'QUOTED', quote: quote(), quotedPrice: 675, allowedActions: { note: true, cancel: true, accept: true } })

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('HotelInquiryDetailStore', () => {
  test('an id that cannot be one is not found without a call; 4004 reads as not found too', async () => {
    const f = fake(detail())
    const bad = new HotelInquiryDetailStore('abc', f.calls)
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(f.state.calls).toEqual([])
    f.state.detailError = new ApiError('business', '询价不存在', { errCode: 4004, shown: false })
    const other = new HotelInquiryDetailStore('99', f.calls)
    await other.load()
    expect(other.status).toBe('notFound')
  })

  test('a waiting inquiry asks to be read again; a quoted one does not', async () => {
    const f = fake(detail())
    const s = new HotelInquiryDetailStore('5', f.calls)
    await s.load()
    expect(s.waiting).toBe(true)
    f.state.current = QUOTED
    await s.load(true)
    expect(s.waiting).toBe(false)
    expect(s.inquiry?.quote?.avgPrice).toBe(675)
  })

  test('a note: empty is refused in the language, sent is added and the input clears', async () => {
    const f = fake(detail())
    const s = new HotelInquiryDetailStore('5', f.calls)
    await s.load()
    s.setNote('   ')
    expect(await s.sendNote()).toBe(false)
    expect(s.noteError).toBe('请输入留言内容')
    s.setNote('需要无烟房')
    expect(await s.sendNote()).toBe(true)
    expect(s.note).toBe('')
    expect(s.inquiry?.notes.map((n) => n.text)).toEqual(['需要无烟房'])
    expect(f.state.calls).toContain('note 5 需要无烟房')
  })

  test('cancel reads the inquiry again', async () => {
    const f = fake(QUOTED)
    const s = new HotelInquiryDetailStore('5', f.calls)
    await s.load()
    expect(await s.cancel()).toBe(true)
    expect(s.inquiry?.status).toBe('CANCELLED')
    expect(s.inquiry?.allowedActions.cancel).toBe(false)
  })

  test('accept answers the fresh price key', async () => {
    const f = fake(QUOTED)
    const s = new HotelInquiryDetailStore('5', f.calls)
    await s.load()
    const r = await s.accept()
    expect(r?.priceKey).toBe('SHA0907.R1-P1.20300503.20300505.abc12')
    expect(s.message).toBe('')
  })

  test('4009 PRICE_ROSE: the server words show and the inquiry is read again (waiting)', async () => {
    const f = fake(QUOTED)
    f.state.acceptError = new ApiError('business', '酒店价格已上涨，已通知差旅顾问重新报价', { errCode: 4009, data: { reasonCode: 'PRICE_ROSE' }, shown: false })
    const s = new HotelInquiryDetailStore('5', f.calls)
    await s.load()
    expect(await s.accept()).toBeNull()
    expect(s.message).toBe('酒店价格已上涨，已通知差旅顾问重新报价')
    expect(s.inquiry?.status).toBe('WAITING')
    expect(s.waiting).toBe(true)
  })
})

describe('the booking hand-off and routes', () => {
  test('accept opens the booking form of the same family with the stay and the price key', () => {
    const v2 = bookingTarget(2, acceptReply({ travellers: [{ empId: '101', contactId: null, name: '李明', phone: null }, { empId: null, contactId: '9', name: '王五', phone: null }] }), 'SHA', '上海')
    expect(v2.route).toBe('/htV2/htEdit')
    const back = hotelBookingContext.decode(v2.params)
    expect(back).toMatchObject({ hotelId: 'SHA0907', cityId: 'SHA', checkIn: '2030-05-03', checkOut: '2030-05-05', rooms: 1, adults: 1, tripType: 1, travellerIds: ['101'], priceKey: 'SHA0907.R1-P1.20300503.20300505.abc12' })
    expect(bookingTarget(1, acceptReply(), 'SHA', '上海').route).toBe('/ht/htOrder')
    expect(inquiryRoutes(1)).toEqual({ form: '/ht/htInquiry', detail: '/ht/htInquiryDetail' })
    expect(inquiryRoutes(2)).toEqual({ form: '/htV2/htInquiry', detail: '/htV2/htInquiryDetail' })
  })

  test('status tones and which statuses still move', () => {
    expect(statusTone('WAITING')).toBe('wait')
    expect(statusTone('QUOTED')).toBe('ok')
    expect(statusTone('ACCEPTED')).toBe('done')
    expect(statusTone('EXPIRED')).toBe('off')
    expect([isOpen('WAITING'), isOpen('QUOTED'), isOpen('NO_OFFER'), isOpen('CANCELLED')]).toEqual([true, true, false, false])
  })
})
