import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { TrainRefundStore, type RefundApi } from '@/tr/stores/train-after-sale-refund'
import { ticketBlock, ticketRows } from '@/tr/stores/train-after-sale-tickets'
import { deferred, flush, passenger, refundQuote, ticket, trainOrder } from './train-after-sale-fixtures'

function api(over: Partial<RefundApi> = {}) {
  const calls = { refundFee: [] as string[][], refundAdd: [] as unknown[] }
  const a: RefundApi = {
    orderDetail: async () => trainOrder(),
    refundFee: async (body) => {
      calls.refundFee.push(body.ticketIds.slice())
      return refundQuote(body.ticketIds)
    },
    refundAdd: async (body) => {
      calls.refundAdd.push(body)
      return { refundId: '900', refundNo: 'RF900', orderStatus: 'FULL_REFUND', fee: 58, refundAmount: 1105 }
    },
    ...over,
  }
  return { a, calls }
}

afterEach(() => setLocale('zh-CN'))

describe('which tickets a refund offers', () => {
  test('refunded, replaced, cancelled and unissued tickets are listed with why, not offered', () => {
    const o = trainOrder({
      passengers: [
        passenger('1', 'A', [ticket('11', { status: 'REFUNDED', refunded: true, canRefund: false }), ticket('12', { status: 'CHANGED', canRefund: false, changedToTicketId: '13' }), ticket('13', { changed: true, changedFromTicketId: '12' })]),
        passenger('2', 'B', [ticket('21', { status: 'VOID', canRefund: false }), ticket('22', { status: 'BOOKED', canRefund: false }), ticket('23', { canRefund: false })]),
      ],
    })
    const rows = ticketRows(o, 'refund')
    expect(rows.map((r) => [r.ticket.ticketId, r.selectable, r.block])).toEqual([
      ['11', false, 'refunded'],
      ['12', false, 'replaced'],
      // A ticket that came from a change can still be refunded.
      ['13', true, null],
      ['21', false, 'void'],
      ['22', false, 'notIssued'],
      ['23', false, 'notNow'],
    ])
  })

  test('the server decides: canRefund false on an issued ticket is "not now"', () => {
    expect(ticketBlock('refund', ticket('1', { canRefund: false }))).toBe('notNow')
    expect(ticketBlock('refund', ticket('1'))).toBeNull()
  })
})

describe('refund fee shown before the user confirms', () => {
  test('loads the order, chooses every refundable ticket and shows the server quote per ticket', async () => {
    const { a, calls } = api()
    const s = new TrainRefundStore('501', a)
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.ticketIds).toEqual(['11', '21'])
    expect(calls.refundFee).toEqual([['11', '21']])
    expect(s.quoteFresh).toBe(true)
    expect(s.quoteOf('11')).toMatchObject({ fee: 29, feePercent: 5, amount: 552.5 })
    expect(s.quote?.totalFee).toBe(58)
    expect(s.quote?.totalAmount).toBe(1105)
  })

  test('a change of the choice asks again; an older answer arriving late never replaces the newer one', async () => {
    const late = deferred<ReturnType<typeof refundQuote>>()
    let n = 0
    const { a } = api({
      refundFee: async (body) => {
        n += 1
        return n === 2 ? late.promise : refundQuote(body.ticketIds, { totalFee: body.ticketIds.length * 100 })
      },
    })
    const s = new TrainRefundStore('501', a)
    await s.load()
    s.toggle('21') // second call: slow
    expect(s.quoteFresh).toBe(false)
    expect(s.quoteOf('11')).toBeNull()
    s.toggle('21') // third call: both again, answers at once
    await flush()
    expect(s.quote?.totalFee).toBe(200)
    late.resolve(refundQuote(['11'], { totalFee: 1 }))
    await flush()
    expect(s.quote?.totalFee).toBe(200)
    expect(s.quoteFresh).toBe(true)
  })

  test('no refund before the quote for the chosen tickets is in', async () => {
    const slow = deferred<ReturnType<typeof refundQuote>>()
    let first = true
    const { a, calls } = api({
      refundFee: async (body) => {
        if (first) {
          first = false
          return refundQuote(body.ticketIds)
        }
        return slow.promise
      },
    })
    const s = new TrainRefundStore('501', a)
    await s.load()
    s.toggle('21')
    const confirm = jest.fn(async () => true)
    expect(await s.submit(confirm)).toBe(false)
    expect(confirm).not.toHaveBeenCalled()
    expect(s.error).toBe('退票费还在计算，请稍候')
    expect(calls.refundAdd).toEqual([])
  })

  test('the confirm repeats the server quote; yes refunds the chosen tickets with the reason', async () => {
    const { a, calls } = api()
    const s = new TrainRefundStore('501', a)
    await s.load()
    s.toggle('21')
    await flush()
    s.chooseReason('行程变更')
    const confirm = jest.fn(async () => true)
    expect(await s.submit(confirm)).toBe(true)
    expect(confirm).toHaveBeenCalledWith('退 1 张车票，退票费 ¥29，预计退还 ¥552.5。确定退票吗？')
    expect(calls.refundAdd).toEqual([{ orderId: '501', ticketIds: ['11'], reason: '行程变更' }])
    expect(s.result?.refundId).toBe('900')
  })

  test('saying no sends nothing', async () => {
    const { a, calls } = api()
    const s = new TrainRefundStore('501', a)
    await s.load()
    expect(await s.submit(async () => false)).toBe(false)
    expect(calls.refundAdd).toEqual([])
  })

  test('a quote the server refuses (the train has left) stops the refund with its reason', async () => {
    const { a, calls } = api({ refundFee: async (b) => refundQuote(b.ticketIds, { allowed: false, reason: '列车已发车，请到车站办理' }) })
    const s = new TrainRefundStore('501', a)
    await s.load()
    expect(await s.submit(async () => true)).toBe(false)
    expect(s.error).toBe('列车已发车，请到车站办理')
    expect(calls.refundAdd).toEqual([])
  })

  test('a failed refund says why and asks for the fee again', async () => {
    const { a, calls } = api({
      refundAdd: async () => {
        throw new ApiError('business', '退票费已变化', { errCode: 4009, shown: false })
      },
    })
    const s = new TrainRefundStore('501', a)
    await s.load()
    expect(await s.submit(async () => true)).toBe(false)
    expect(s.error).toBe('退票费已变化')
    await flush()
    expect(calls.refundFee.length).toBe(2)
  })

  test('English confirm', async () => {
    setLocale('en-US')
    const { a } = api()
    const s = new TrainRefundStore('501', a)
    await s.load()
    expect(s.confirmText()).toBe('Refund 2 ticket(s): refund fee ¥58, ¥1105 comes back. Refund now?')
  })
})

describe('refund page states', () => {
  test('an id that cannot be one is not found without a call; 4004 is not found; other errors can be retried', async () => {
    const orderDetail = jest.fn(async () => trainOrder())
    const bad = new TrainRefundStore('abc', { ...api().a, orderDetail })
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(orderDetail).not.toHaveBeenCalled()

    const missing = new TrainRefundStore('9', api({ orderDetail: async () => { throw new ApiError('business', '不存在', { errCode: 4004, shown: false }) } }).a)
    await missing.load()
    expect(missing.status).toBe('notFound')

    const down = new TrainRefundStore('9', api({ orderDetail: async () => { throw new ApiError('network', '网络不给力', { shown: true }) } }).a)
    await down.load()
    expect(down.status).toBe('error')
  })

  test('nothing refundable: not allowed (the server said so)', async () => {
    const s = new TrainRefundStore('501', api({ orderDetail: async () => trainOrder({ allowedActions: { pay: false, cancel: false, refund: false, change: false } }) }).a)
    await s.load()
    expect(s.status).toBe('notAllowed')
  })
})
