import { visaDict } from '@/visa/i18n/visa'
import { PRODUCT_FAMILIES } from '@/core/product-registry'
import { orderDetailRoute } from '@/core/domain/order-types'
import { resolveRoute } from '@/core/routes'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('visa strings', () => {
  test('both languages have the same keys', () => {
    expect(Object.keys(visaDict['en-US']).sort()).toEqual(Object.keys(visaDict['zh-CN']).sort())
  })

  test('the English table holds no Chinese text', () => {
    expect(Object.entries(visaDict['en-US']).filter(([, v]) => HAN.test(v))).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    const zh = visaDict['zh-CN'] as Record<string, string>
    const en = visaDict['en-US'] as Record<string, string>
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })
})

describe('visa routes', () => {
  test('the family has the spec routes (overview §2) and 11023 opens the order with the id in the path', () => {
    const visa = PRODUCT_FAMILIES.find((f) => f.pkg === 'visa')
    expect(visa?.routes.map((r) => r.route)).toEqual(['/visa', '/visa/list', '/visa/detail', '/visa/edit', '/visa/cmp', '/visa/orderDetail', '/visa/OrderService'])
    expect(orderDetailRoute({ orderType: 11023, orderId: 42 })).toEqual({ path: '/visa/orderDetail/42', query: {} })
  })

  test('the path forms resolve to the screens with the id (both spellings of the order detail)', () => {
    expect(resolveRoute('/visa/orderDetail/42')).toMatchObject({ def: { route: '/visa/orderDetail', pkg: 'visa' }, query: { id: '42' } })
    expect(resolveRoute('/visa/OrderDetail/42')).toMatchObject({ def: { route: '/visa/orderDetail' }, query: { id: '42' } })
    expect(resolveRoute('/visa/cmp/7')).toMatchObject({ def: { route: '/visa/cmp' }, query: { id: '7' } })
    expect(resolveRoute('/visa/OrderService?orderId=7')).toMatchObject({ def: { route: '/visa/OrderService' }, query: { orderId: '7' } })
    // The product screens need the visa permission; the order screens do not (orders stay readable).
    expect(resolveRoute('/visa/list')?.def.product).toBe('10913')
    expect(resolveRoute('/visa/orderDetail/1')?.def.product).toBeUndefined()
  })
})
