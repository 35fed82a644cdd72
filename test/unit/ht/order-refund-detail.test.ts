import { ApiError } from '@/core/http/envelope'
import { orderDetailRoute } from '@/core/domain/order-types'
import { PRODUCT_FAMILIES } from '@/core/product-registry'
import { HOTEL_ORDER_SCREENS } from '@/ht/stores/hotel-context'
import { releasedRoomNights } from '@/ht/stores/hotel-order-format'
import { hotelRefundResource, refundIdOf } from '@/ht/stores/hotel-order-refund-detail'
import { hotelOrder as dict } from '@/ht/i18n/order'
import { refundRecord } from './order-fixtures'

describe('the cancellation detail', () => {
  test('all orders open it with the cancellation id as orderId; the app\'s own screens pass refundId', () => {
    const to = orderDetailRoute({ orderType: 11008, orderId: '31' })
    expect(to).toEqual({ path: HOTEL_ORDER_SCREENS.refundDetail, query: { orderId: '31' } })
    expect(refundIdOf(to!.query)).toBe('31')
    expect(refundIdOf({ refundId: '32', orderId: '701' })).toBe('32')
    expect(refundIdOf({})).toBeUndefined()
    expect(orderDetailRoute({ orderType: 11007, orderId: '701' })).toEqual({ path: HOTEL_ORDER_SCREENS.detail, query: { orderId: '701' } })
  })

  test('every order screen has a page in the ht subpackage', () => {
    const ht = PRODUCT_FAMILIES.find((f) => f.pkg === 'ht')
    const routes = (ht?.routes ?? []).map((r) => r.route as string)
    for (const path of Object.values(HOTEL_ORDER_SCREENS)) expect(routes).toContain(path)
  })

  test('an id that cannot be one is "not found" without a call; 4004 too', async () => {
    const asked: string[] = []
    const read = async (id: string) => {
      asked.push(id)
      if (id === '404') throw new ApiError('business', '不存在', { errCode: 4004, shown: false })
      return refundRecord({ refundId: id })
    }
    for (const id of [undefined, '', 'JT1']) {
      const r = hotelRefundResource(id, read)
      await r.load()
      expect(r.status).toBe('notFound')
    }
    expect(asked).toEqual([])
    const gone = hotelRefundResource('404', read)
    await gone.load()
    expect(gone.status).toBe('notFound')
    const ok = hotelRefundResource('31', read)
    await ok.load()
    expect(ok.ready).toBe(true)
    expect(ok.data?.refundNo).toBe('JT20261124000002')
  })

  test('the room nights given back: rooms × nights of the stay', () => {
    expect(releasedRoomNights(refundRecord())).toEqual({ rooms: 2, nights: 2, roomNights: 4 })
    expect(releasedRoomNights(refundRecord({ roomCount: 1, checkInDate: '2026-12-31', checkOutDate: '2027-01-01' }))).toEqual({ rooms: 1, nights: 1, roomNights: 1 })
  })
})

describe('the order screens dictionary', () => {
  const zh = dict['zh-CN'] as Record<string, string>
  const en = dict['en-US'] as Record<string, string>
  const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

  test('the same keys in zh-CN and en-US, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    for (const v of [...Object.values(zh), ...Object.values(en)]) expect(v.trim()).not.toBe('')
  })

  test('the same placeholders in both languages', () => {
    expect(Object.keys(zh).filter((k) => placeholders(zh[k]) !== placeholders(en[k]))).toEqual([])
  })

  test('the English text is English', () => {
    expect(Object.keys(en).filter((k) => /[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/.test(en[k]))).toEqual([])
  })

  test('lists split the same way in both languages', () => {
    for (const key of ['ht.refund.reasonOptions', 'ht.common.weekdays'] as const) {
      expect(dict['en-US'][key].split(/[|,]/).length).toBe(dict['zh-CN'][key].split(/[|,]/).length)
    }
  })

  test('every refund rule of the server has words', () => {
    for (const rule of ['FREE', 'PENALTY_FIRST_NIGHT', 'NON_CANCELLABLE', 'PAST_DEADLINE', 'STAY_STARTED']) {
      expect(zh[`ht.refund.rule.${rule}`]).toBeTruthy()
      expect(en[`ht.refund.rule.${rule}`]).toBeTruthy()
    }
  })
})
