import { isCharteredCarOrder, ORDER_DETAIL_PATHS, orderDetailRoute } from '@/core/domain/order-types'

describe('order type → detail screen (booking flows §2.4)', () => {
  test.each([
    [11001, '/tk/tkOrderDetail'],
    [11004, '/tk/tkOrderDetail'],
    [11002, '/tk/tkRefundDetail'],
    [11005, '/tk/tkRefundDetail'],
    [11003, '/tk/tkChangeDetail'],
    [11006, '/tk/tkChangeDetail'],
    [11007, '/ht/htOrder/htOrderDetail'],
    [11008, '/ht/htOrder/htRefundDetail'],
    [11009, '/tr/OrderDetail'],
    [11010, '/tr/RefundDetail'],
    [11011, '/tr/ChangeDetail'],
    [11018, '/car/carOrderDetail'],
    [11028, '/restRoom/order'],
    [11029, '/fastCheck/order'],
    [11030, '/checkIn/order'],
    [11031, '/guestPass/order'],
    [21028, '/integratedProduct/order'],
    [11015, '/insurance/InOrderDetail'],
    [11027, '/insurance/InRefundOrderDetail'],
    [20031, '/tr/trBenthOrderDetail'],
  ])('%p → %p?orderId=', (orderType, path) => {
    expect(ORDER_DETAIL_PATHS[orderType]).toBe(path)
    expect(orderDetailRoute({ orderType, orderId: 'A100' })).toEqual({ path, query: { orderId: 'A100' } })
  })

  test('the table has the 23 codes of the spec and the duty-of-care message (19001, issue 18 §5)', () => {
    expect(Object.keys(ORDER_DETAIL_PATHS)).toHaveLength(24)
  })

  test.each([
    // screens whose spec route carries {id} in the path
    [11023, '/visa/orderDetail', '/visa/orderDetail/V9'],
    [11032, '/travel/travelOrder/travelOrderDetail', '/travel/travelOrder/travelOrderDetail/V9'],
  ])('%p → %p/{id}', (orderType, base, path) => {
    expect(ORDER_DETAIL_PATHS[orderType]).toBe(base)
    expect(orderDetailRoute({ orderType, orderId: 'V9' })).toEqual({ path, query: {} })
  })

  test('the trip application reads its id from ccsqdId', () => {
    expect(orderDetailRoute({ orderType: 11099, orderId: 77 })).toEqual({
      path: '/tripDetail',
      query: { ccsqdId: '77' },
    })
  })

  test('string order types from the server work', () => {
    expect(orderDetailRoute({ orderType: '11007', orderId: 5 })).toEqual({
      path: '/ht/htOrder/htOrderDetail',
      query: { orderId: '5' },
    })
  })

  test.each([
    [true, '/tr/trSferOrderDetail'],
    [1, '/tr/trSferOrderDetail'],
    ['1', '/tr/trSferOrderDetail'],
    [false, '/tr/OrderDetail'],
    [0, '/tr/OrderDetail'],
    ['0', '/tr/OrderDetail'],
    [null, '/tr/OrderDetail'],
    [undefined, '/tr/OrderDetail'],
  ])('train order with transfer=%p → %p', (transfer, path) => {
    expect(orderDetailRoute({ orderType: 11009, orderId: 'T1', transfer })?.path).toBe(path)
  })

  test('the transfer flag only matters for train orders', () => {
    expect(orderDetailRoute({ orderType: 11010, orderId: 'T1', transfer: 1 })?.path).toBe('/tr/RefundDetail')
  })

  test.each([
    [8, 0, '/car/carJsycDetail/C42'],
    [8, 3, '/car/carJsycDetail/C42'],
    [8, 5, '/car/carJsycDetail/C42'],
    ['8', '2', '/car/carJsycDetail/C42'],
    [8, 6, null], // status outside 0..5
    [8, -1, null],
    [8, null, null],
    [7, 2, null], // not a chartered ride
  ])('car order 10906 productType=%p status=%p → %p', (productType, status, path) => {
    const route = orderDetailRoute({ orderType: 10906, orderId: 'C42', productType, status })
    expect(route).toEqual(path === null ? null : { path, query: {} })
    expect(isCharteredCarOrder({ orderType: 10906, productType, status })).toBe(path !== null)
  })

  test('product type 8 on another order type is not a chartered car', () => {
    expect(orderDetailRoute({ orderType: 11018, orderId: 'C1', productType: 8, status: 1 })).toEqual({
      path: '/car/carOrderDetail',
      query: { orderId: 'C1' },
    })
  })

  test.each([[99999], [0], ['abc'], [''], [20034]])('unknown order type %p → null', (orderType) => {
    expect(orderDetailRoute({ orderType, orderId: '1' })).toBeNull()
  })

  test('ids are encoded in a path segment', () => {
    expect(orderDetailRoute({ orderType: 11023, orderId: 'a/b' })?.path).toBe('/visa/orderDetail/a%2Fb')
  })
})
