import { ApiError } from '@/core/http/envelope'
import type { Train, TrainTransfer, TrTransferBookBody, TrTransferMatchBody, TrTransferMatchReply } from '@/tr/api/train-after-sale'
import { transferContext } from '@/tr/stores/train-transfer-context'
import { defaultSeat, legSeatOpen, TrainTransferStore, type TransferApi } from '@/tr/stores/train-transfer'
import { connectionMinutes } from '@/tr/stores/train-transfer-order'
import { flush, leg, me, seat, train } from './train-after-sale-fixtures'

function legs(): [Train, Train] {
  const a = train('G533', {
    trainKey: '20261127.G533.BXP.WHN',
    date: '2026-11-27',
    startTime: '10:45',
    arriveTime: '15:01',
    fromStationName: '北京西',
    toStationCode: 'WHN',
    toStationName: '武汉',
    seatList: [seat('O', { price: 520, seatCount: 169 }), seat('M', { price: 830, seatCount: 5, wb: 1 }), seat('9', { price: 1600, seatCount: 0, wb: 1 })],
  })
  const b = train('D2205', {
    trainKey: '20261127.D2205.HKN.CUW',
    date: '2026-11-27',
    startTime: '16:15',
    arriveTime: '20:29',
    fromStationCode: 'HKN',
    fromStationName: '汉口',
    toStationName: '重庆北',
    seatList: [seat('WZ', { price: 304.5, seatCount: 6 }), seat('O', { price: 304.5, seatCount: 91 }), seat('M', { price: 487, seatCount: 3, wb: 1 })],
  })
  return [a, b]
}

function plan(over: Partial<TrainTransfer> = {}): TrainTransfer {
  const [a, b] = legs()
  return {
    transferKey: `${a.trainKey}+${b.trainKey}`,
    hubCityCode: 'WHN',
    hubCityName: '武汉',
    sameStation: false,
    connectionMinutes: 74,
    totalMinutes: 584,
    lowestPrice: 824.5,
    bookable: true,
    legs: [a, b],
    ...over,
  }
}

function setup(over: Partial<TransferApi> = {}, query: Record<string, string> = {}) {
  const calls = { price: [] as string[][], match: [] as TrTransferMatchBody[], book: [] as TrTransferBookBody[] }
  const ctx = transferContext.decode({ from: 'BJS', fromKind: 'city', to: 'CKG', toKind: 'city', date: '2026-11-27', tripType: '1', ...query })
  let token = 0
  const store = new TrainTransferStore(ctx, { self: () => me({ bookRange: 3 }), newToken: () => `tf-${++token}` }, {
    trSearchTransfer: async () => ({ transferList: [plan(), plan({ transferKey: 'x+y', bookable: false })], cacheId: 'c', travelStandard: null, feeList: [{ tripType: 1, serviceFee: 20 }] }),
    trSearchTransferPrice: async (body) => {
      calls.price.push(body.trainKeys)
      return { legs: legs(), lowestPrice: 824.5, connectionMinutes: 74 }
    },
    matchClzc4Transfer: async (body) => {
      calls.match.push(body)
      const worst = Math.max(...body.legs.map((l) => (l.seatType === 'M' ? 1 : 0))) as 0 | 1
      const reply: TrTransferMatchReply = {
        legs: body.legs.map((l) => ({ trainKey: l.trainKey, seatType: l.seatType, wb: l.seatType === 'M' ? 1 : 0, wbText: '' })),
        wb: worst,
        needReason: worst === 1,
        forbidden: false,
        travelStandard: null,
      }
      return reply
    },
    bookTransfer: async (body) => {
      calls.book.push(body)
      return { orderId: '901', orderNo: 'TR901', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-11-24 10:15', totalAmount: 864.5, transfer: true, standby: false }
    },
    violationReasons: async () => [{ id: '3', code: 'R3', text: '会议临时调整', needNote: true }],
    empFindList: async () => ({ list: [], total: 0, bookRange: 3, bookOutside: 0 }),
    ...over,
  })
  return { store, calls }
}

describe('transfer context (what the list links with)', () => {
  test('encode and decode the same context; missing places or date give none', () => {
    const params = transferContext.encode({ fromCode: 'BJS', fromName: '北京', fromKind: 'city', toCode: 'CKG', toName: '重庆', toKind: 'city', date: '2026-11-27', tripType: 2, travellerIds: ['7'] })
    expect(params).toEqual({ from: 'BJS', fromName: '北京', fromKind: 'city', to: 'CKG', toName: '重庆', toKind: 'city', date: '2026-11-27', tripType: '2', travellers: '7' })
    expect(transferContext.decode(params)).toEqual({ fromCode: 'BJS', fromName: '北京', fromKind: 'city', toCode: 'CKG', toName: '重庆', toKind: 'city', date: '2026-11-27', tripType: 2, travellerIds: ['7'] })
    expect(transferContext.decode({ from: 'BJS', date: '2026-11-27' })).toBeNull()
    expect(transferContext.decode({ from: 'BJS', to: 'CKG' })).toBeNull()
  })
})

describe('transfer leg selection', () => {
  test('a plan opens with its current seats; each leg starts on its cheapest open seat within policy', async () => {
    const { store, calls } = setup()
    await store.load()
    expect(store.plans.length).toBe(2)
    expect(store.travellers.list.map((t) => t.empId)).toEqual(['1'])
    await store.choosePlan(plan().transferKey)
    expect(calls.price).toEqual([['20261127.G533.BXP.WHN', '20261127.D2205.HKN.CUW']])
    expect(store.seats).toEqual(['O', 'O'])
    expect(calls.match[0].legs).toEqual([
      { trainKey: '20261127.G533.BXP.WHN', seatType: 'O' },
      { trainKey: '20261127.D2205.HKN.CUW', seatType: 'O' },
    ])
    expect(store.needReason).toBe(false)
    // (520 + 304.5 + 2 × 20) × 1
    expect(store.total).toBe(864.5)
  })

  test('a sold-out or forbidden seat cannot be chosen; another one asks the policy again', async () => {
    const { store, calls } = setup()
    await store.load()
    await store.choosePlan(plan().transferKey)
    store.chooseSeat(0, '9')
    expect(store.seats[0]).toBe('O')
    expect(store.error).toBe('所选席别余票不足，请重新选择')
    store.chooseSeat(1, 'WZ')
    await flush()
    expect(store.seats).toEqual(['O', 'WZ'])
    expect(calls.match.length).toBe(2)
  })

  test('seats for every traveller: a seat with fewer left than travellers is closed', () => {
    const [a] = legs()
    expect(legSeatOpen(a, a.seatList[1], 5)).toBe(true)
    expect(legSeatOpen(a, a.seatList[1], 6)).toBe(false)
    expect(legSeatOpen({ ...a, saleState: 'notYetOnSale' }, a.seatList[0], 1)).toBe(false)
    expect(defaultSeat({ ...a, seatList: [seat('M', { wb: 1, price: 10 }), seat('O', { price: 20 })] }, 1)).toBe('O')
    expect(defaultSeat({ ...a, seatList: [seat('M', { wb: 1 })] }, 1)).toBe('M')
    expect(defaultSeat({ ...a, seatList: [seat('M', { seatCount: 0 })] }, 1)).toBe('')
    expect(defaultSeat({ ...a, seatList: [seat('WZ', { price: 100 }), seat('O', { price: 100 })] }, 1)).toBe('O')
    expect(defaultSeat({ ...a, seatList: [seat('WZ', { price: 100 }), seat('O', { seatCount: 0 })] }, 1)).toBe('WZ')
  })

  test('out of policy needs a reason (and its note); the booking carries both legs and the reason', async () => {
    const { store, calls } = setup()
    await store.load()
    await store.choosePlan(plan().transferKey)
    store.chooseSeat(0, 'M')
    await flush()
    await flush()
    expect(store.needReason).toBe(true)
    expect(store.reasons.length).toBe(1)
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('请选择超标原因')
    store.chooseReason('3')
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('请填写超标说明')
    store.setReasonNote('客户会议提前')
    expect(await store.submit()).toBe(true)
    expect(calls.book).toEqual([
      {
        legs: [
          { trainKey: '20261127.G533.BXP.WHN', seatType: 'M' },
          { trainKey: '20261127.D2205.HKN.CUW', seatType: 'O' },
        ],
        passengers: [{ empId: '1' }],
        contact: { name: '李明轩', phone: '13800000001' },
        tripType: 1,
        violationReasonId: '3',
        violationNote: '客户会议提前',
        clientToken: 'tf-1',
      },
    ])
    expect(store.result?.orderId).toBe('901')
  })

  test('no plan opened: submit says to choose one', async () => {
    const { store, calls } = setup()
    await store.load()
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('请选择中转方案')
    expect(calls.book).toEqual([])
  })

  test('a refused booking reads the seats again and takes a new key next time', async () => {
    let n = 0
    const { store, calls } = setup({
      bookTransfer: async (body) => {
        calls.book.push(body)
        n += 1
        if (n === 1) throw new ApiError('business', '余票不足', { errCode: 4009, shown: false })
        return { orderId: '901', orderNo: 'TR901', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, totalAmount: 864.5, transfer: true, standby: false }
      },
    })
    await store.load()
    await store.choosePlan(plan().transferKey)
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('余票不足')
    await flush()
    expect(calls.price.length).toBe(2)
    await flush()
    expect(await store.submit()).toBe(true)
    expect(calls.book.map((b) => b.clientToken)).toEqual(['tf-1', 'tf-2'])
  })

  test('search failure can be retried; a company without transfers says so', async () => {
    const { store } = setup({
      trSearchTransfer: async () => {
        throw new ApiError('business', '贵公司未开通中转预订', { errCode: 4009, shown: false })
      },
    })
    await store.load()
    expect(store.status).toBe('error')
    expect(store.loadError).toBe('贵公司未开通中转预订')
  })
})

describe('transfer order detail', () => {
  test('the connection between the legs, across midnight too', () => {
    const a = leg({ legNo: 1, date: '2026-11-27', arriveTime: '15:01', arriveDays: 0 })
    const b = leg({ legNo: 2, date: '2026-11-27', startTime: '16:15' })
    expect(connectionMinutes(a, b)).toBe(74)
    expect(connectionMinutes(leg({ date: '2026-11-27', arriveTime: '23:30', arriveDays: 0 }), leg({ date: '2026-11-28', startTime: '01:10' }))).toBe(100)
    expect(connectionMinutes(leg({ date: '2026-11-27', arriveTime: '06:00', arriveDays: 1 }), leg({ date: '2026-11-28', startTime: '07:00' }))).toBe(60)
    expect(connectionMinutes(a, undefined)).toBeNull()
  })
})
