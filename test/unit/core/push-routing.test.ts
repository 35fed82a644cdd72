import { pushTarget } from '../../../src/core/push-routing'

describe('push routing (spec §3.12, §4)', () => {
  it.each([
    [{ yycj: 1, orderId: 7, orderType: 11001 }, { path: '/tk/tkOrderDetail', query: { orderId: '7' } }],
    [{ yycj: '1', orderId: 'A1', orderType: '11009' }, { path: '/tr/OrderDetail', query: { orderId: 'A1' } }],
    [{ yycj: 1, orderId: 3, orderType: 11099 }, { path: '/tripDetail', query: { ccsqdId: '3' } }],
    [{ yycj: 2, workItemId: 55, orderId: 9, orderType: 11001 }, { path: '/approval/Detail', query: { workItemId: '55', id: '9', orderType: '11001' } }],
    [{ yycj: 2, workItemId: 55 }, { path: '/approval/Detail', query: { workItemId: '55' } }],
    [{ yycj: 1, orderId: 1 }, null],
    [{ yycj: 3, orderId: 1, orderType: 11001 }, null],
    [{ yycj: 1, orderId: 1, orderType: 99999 }, null],
  ])('%j -> %j', (payload, expected) => {
    expect(pushTarget(payload)).toEqual(expected)
  })
})
