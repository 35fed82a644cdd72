import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { Cabin, FeeTier, Flight } from '@/tk/api/flight-booking'
import type { ChangeFeeReply, OrderDetail } from '@/tk/api/flight-order'
import { AfterSaleDetailStore, FlightOrderDetailStore } from '@/tk/stores/flight-order-detail'
import { FlightRefundStore, hoursBefore, tierFor, type RefundApi } from '@/tk/stores/flight-order-refund'
import { addDays, FlightChangeStore, type ChangeApi } from '@/tk/stores/flight-order-change'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'

const NOW = chinaDate(2026, 10, 22, 9, 0, 0).getTime()

const TIERS: FeeTier[] = [
  { label: '7天以上', minHoursBefore: 168, maxHoursBefore: null, feePercent: 15, fee: 120 },
  { label: '48小时-7天', minHoursBefore: 48, maxHoursBefore: 168, feePercent: 15, fee: 120 },
  { label: '4-48小时', minHoursBefore: 4, maxHoursBefore: 48, feePercent: 20, fee: 160 },
  { label: '4小时内', minHoursBefore: 0, maxHoursBefore: 4, feePercent: 30, fee: 240 },
  { label: '起飞后', minHoursBefore: null, maxHoursBefore: 0, feePercent: 40, fee: 320 },
]

function order(over: Partial<OrderDetail> = {}): OrderDetail {
  const seg = {
    segmentNo: 1, flightNo: 'CA1501', airline: 'CA', airlineName: '中国国航', codeShare: false, operatingAirline: 'CA', operatingAirlineName: '中国国航',
    operatingFlightNo: '', aircraft: '333', aircraftName: '空客A330-300', depCityName: '北京', depAirport: 'PEK',
    depAirportName: '首都机场', depTerminal: 'T3', arrCityName: '上海', arrAirport: 'SHA', arrAirportName: '虹桥机场', arrTerminal: 'T2',
    depTime: '2026-11-25 08:00', arrTime: '2026-11-25 10:15', durationMinutes: 135, cabinCode: 'M', cabinClass: 'Y' as const,
    cabinName: '经济舱', discount: 70, price: 800, refundRule: 'r', changeRule: 'c', changedFromFlightNo: null,
    flightStatus: null as OrderDetail['segments'][number]['flightStatus'],
  }
  const ticket = (ticketNo: string) => ({ segmentNo: 1, ticketNo, status: 'ISSUED' as const, fare: 800, airportFee: 50, fuelFee: 30, serviceFee: 20 })
  return {
    orderId: '77', orderNo: 'TK77', orderType: 11001, status: 'ISSUED', tripType: 1, createdAt: '2026-11-22 08:00:00', bookerEmpId: '1',
    bookerName: '李明轩', contact: { name: '李明轩', phone: '138****0001', email: '' }, segments: [seg],
    passengers: [
      { passengerId: '1', name: '李明轩', psgType: 1, cardType: 'NI', cardNumberMasked: '1101****0011', phoneMasked: '138****0001', empId: '1', tickets: [ticket('9991234567890')] },
      { passengerId: '2', name: '孙悦', psgType: 1, cardType: 'NI', cardNumberMasked: '3701****0022', phoneMasked: '', empId: '2', tickets: [ticket('9991234567891')] },
    ],
    price: { fare: 1600, airportFee: 100, fuelFee: 60, serviceFee: 40, insurance: 0, total: 1800, paid: 1800, refunded: 0 },
    insurances: [], violation: null, needApproval: false, payDeadline: null, paySecondsLeft: 0, paidAt: '2026-11-22 08:05:00', payType: 'COMPANY',
    costCenterName: '', projectName: '', ccsqdId: '', allowedActions: { cancel: false, pay: false, refund: true, change: true }, refunds: [], changes: [],
    ...over,
  }
}

function flight(over: Partial<Flight> = {}): Flight {
  return {
    flightKey: '20261125.CA1501.PEK.SHA', flightNo: 'CA1501', airline: 'CA', airlineName: '中国国航', aircraft: '333', aircraftName: 'A330',
    aircraftSize: 'L', depCityCode: 'BJS', depCityName: '北京', depAirport: 'PEK', depAirportName: '首都机场', depTerminal: 'T3',
    arrCityCode: 'SHA', arrCityName: '上海', arrAirport: 'SHA', arrAirportName: '虹桥机场', arrTerminal: 'T2', depTime: '2026-11-25 08:00',
    arrTime: '2026-11-25 10:15', arrDayOffset: 0, durationMinutes: 135, stops: 0, stopCity: '', codeShare: false, operatingAirline: '', operatingAirlineName: '',
    operatingFlightNo: '', meal: true, yFullPrice: 1240, lowestPrice: 800, lowestCabinCode: 'M', lowestCabinClass: 'Y', lowestDiscount: 70,
    lowestInPolicy: true, seatsLeft: 9, airportFee: 50, fuelFee: 30, ...over,
  }
}

function cabin(over: Partial<Cabin> = {}): Cabin {
  return {
    cabinKey: 'k-M', cabinCode: 'M', cabinClass: 'Y', cabinName: '经济舱', price: 800, discount: 70, childPrice: 620, infantPrice: 124,
    airportFee: 50, fuelFee: 30, seatsLeft: 9, baggage: { carryOnKg: 5, checkedKg: 20, text: '' }, refundRule: '', changeRule: '',
    transferable: false, policy: { inPolicy: true, violations: [] }, ...over,
  }
}

const notFound = () => Promise.reject(new ApiError('business', '订单不存在', { errCode: 4004, shown: false }))

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('order detail', () => {
  test('another company\'s order and a bad id read as the same "not found"', async () => {
    const s1 = new FlightOrderDetailStore('77', { orderDetail: notFound })
    await s1.load()
    expect(s1.status).toBe('notFound')
    const s2 = new FlightOrderDetailStore('abc', { orderDetail: async () => order() })
    await s2.load()
    expect(s2.status).toBe('notFound')
    const s3 = new AfterSaleDetailStore('9', notFound)
    await s3.load()
    expect(s3.status).toBe('notFound')
  })

  test('the pay countdown runs from the server\'s seconds and reads the order again at zero', async () => {
    let now = NOW
    let reads = 0
    const store = new FlightOrderDetailStore(
      '77',
      { orderDetail: async () => (reads++, order({ status: 'AWAITING_PAYMENT', paySecondsLeft: 60, allowedActions: { cancel: true, pay: true, refund: false, change: false } })) },
      () => now,
    )
    await store.load()
    now += 30_000
    store.tick()
    expect(store.remaining).toBe(30)
    now += 31_000
    store.tick()
    expect(store.remaining).toBe(0)
    await Promise.resolve()
    expect(reads).toBe(2)
  })

  test('an order that needed approval shows its approval progress; one that did not never asks; a failed read keeps the order', async () => {
    const progress = { instanceId: '5', status: 1 as const, ruleName: '预订审批', levels: [], currentLevel: 1, nextApprovers: ['林志强'] }
    const asked: string[] = []
    const inApproval = new FlightOrderDetailStore('77', {
      orderDetail: async () => order({ status: 'IN_APPROVAL', needApproval: true }),
      approvalProgress: async (id) => (asked.push(id), progress),
    })
    await inApproval.load()
    await Promise.resolve()
    expect(asked).toEqual(['77'])
    expect(inApproval.progress).toEqual(progress)

    const free = new FlightOrderDetailStore('78', { orderDetail: async () => order(), approvalProgress: async (id) => (asked.push(id), progress) })
    await free.load()
    expect(asked).toEqual(['77'])
    expect(free.progress).toBeNull()

    const failing = new FlightOrderDetailStore('79', { orderDetail: async () => order({ needApproval: true }), approvalProgress: notFound })
    await failing.load()
    await Promise.resolve()
    expect(failing.status).toBe('ready')
    expect(failing.progress).toBeNull()
  })

  test('the itinerary e-mail is checked with validateEmail and sent with scene 1', async () => {
    const sent: unknown[] = []
    const store = new FlightOrderDetailStore('77', {
      orderDetail: async () => order(),
      smsEmail: async (body) => (sent.push(body), { queued: true, emailMasked: 'l***@hx.example' }),
    })
    await store.load()
    expect(store.hasIssuedTicket).toBe(true)
    store.openEmail('')
    store.setEmail('not-an-email')
    expect(await store.sendEmail()).toBeNull()
    expect(store.emailError).toBe('请填写正确邮箱格式')
    store.setEmail('li@hx.example')
    expect(await store.sendEmail()).toBe('l***@hx.example')
    expect(sent).toEqual([{ orderNo: 'TK77', orderType: 11001, sendScene: 1, email: 'li@hx.example' }])
  })
})

describe('refund', () => {
  test('tiers by hours before departure', () => {
    expect(tierFor(TIERS, 200)?.feePercent).toBe(15)
    expect(tierFor(TIERS, 71)?.feePercent).toBe(15)
    expect(tierFor(TIERS, 47.9)?.feePercent).toBe(20)
    expect(tierFor(TIERS, 1)?.feePercent).toBe(30)
    expect(tierFor(TIERS, -2)?.feePercent).toBe(40)
    expect(hoursBefore('2026-11-25 08:00', NOW)).toBe(71)
  })

  function refundApi(over: Partial<RefundApi> = {}) {
    const calls = { refund: [] as unknown[] }
    const api: RefundApi = {
      orderDetail: async () => order(),
      refundAdd: async (body) => (calls.refund.push(body), { refundId: '5', refundNo: 'RF5', orderStatus: 'PARTIAL_REFUND', fee: 120, refundAmount: 760 }),
      queryFlight: async () => ({ flights: [flight()], travelStandard: null }),
      queryCabin: async () => ({ flight: flight(), cabins: [cabin({ cabinCode: 'Y', cabinKey: 'k-Y' }), cabin()], travelStandard: null }),
      queryFlightRule: async (key) => {
        expect(key).toBe('k-M')
        return { cabinCode: 'M', cabinName: '经济舱', price: 800, refund: TIERS, change: TIERS, transferable: false, refundRule: '', changeRule: '', transferRule: '', baggage: { carryOnKg: 5, checkedKg: 20, text: '' } }
      },
      ...over,
    }
    return { api, calls }
  }

  test('the fee from the fare rule is shown before confirming; confirm then refund', async () => {
    const { api, calls } = refundApi()
    const store = new FlightRefundStore('77', api, () => NOW)
    await store.load()
    expect(store.status).toBe('ready')
    store.togglePassenger('2')
    expect(store.estimate).toEqual({ fee: 120, amount: 760 })
    expect(store.estimateBasis).toEqual({ hours: 71, percent: 15 })
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('退票原因不能为空')
    store.chooseReason(store.reasonOptions[0])
    const asked: string[] = []
    expect(await store.submit(async (m) => (asked.push(m), true))).toBe(true)
    expect(asked[0]).toBe('预计退票费 ¥120，预计退款 ¥760。确认退票吗？')
    // The refund type is the server's to decide: the request does not carry one.
    expect(calls.refund[0]).toEqual({ orderId: '77', passengerIds: ['1'], reason: '行程变更' })
    expect(store.kind).toBe('voluntary')
  })

  test('an unknown rule still lets the user refund', async () => {
    const { api } = refundApi({ queryFlight: async () => ({ flights: [], travelStandard: null }) })
    const store = new FlightRefundStore('77', api, () => NOW)
    await store.load()
    expect(store.estimate).toBeNull()
    expect(store.confirmText()).toBe('退票费以航司规则为准，确认退票吗？')
    expect(store.kind).toBe('voluntary')
    // Nothing on the store lets the user pick "involuntary" for a flight that flies as planned.
    expect('setRefundType' in store).toBe(false)
  })

  test('involuntary (no fee) only for a flight the server reports cancelled or delayed 2 h+; with another flight it is mixed', async () => {
    const disrupted = order()
    disrupted.segments[0] = { ...disrupted.segments[0], flightStatus: { status: 'CANCELLED', delayMinutes: 0, involuntaryRefund: true } }
    const rules: string[] = []
    const { api, calls } = refundApi({ orderDetail: async () => disrupted, queryFlightRule: async (key) => (rules.push(key), Promise.reject(new Error('not needed'))) })
    const store = new FlightRefundStore('77', api, () => NOW)
    await store.load()
    expect(store.kind).toBe('involuntary')
    expect(store.rulesLoading).toBe(false)
    expect(rules).toEqual([])
    expect(store.estimate).toEqual({ fee: 0, amount: 1760 })
    store.chooseReason(store.reasonOptions[1])
    expect(await store.submit(async () => true)).toBe(true)
    expect(calls.refund[0]).toEqual({ orderId: '77', passengerIds: ['1', '2'], reason: '会议取消' })

    // A delay under 2 hours is no cause: the fare rule applies.
    const late = order()
    late.segments[0] = { ...late.segments[0], flightStatus: { status: 'DELAYED', delayMinutes: 45, involuntaryRefund: false } }
    const lateStore = new FlightRefundStore('77', refundApi({ orderDetail: async () => late }).api, () => NOW)
    await lateStore.load()
    expect(lateStore.kind).toBe('voluntary')
    expect(lateStore.estimate).toEqual({ fee: 240, amount: 1520 })

    // Round trip: the cancelled outbound is free, the return pays its rule.
    const round = order()
    const ret = { ...round.segments[0], segmentNo: 2, depTime: '2026-11-28 08:00', arrTime: '2026-11-28 10:15', flightStatus: null }
    round.segments = [{ ...round.segments[0], flightStatus: { status: 'CANCELLED', delayMinutes: 0, involuntaryRefund: true } }, ret]
    round.passengers = round.passengers.map((p) => ({ ...p, tickets: [...p.tickets, { ...p.tickets[0], segmentNo: 2 }] }))
    const mixed = new FlightRefundStore('77', refundApi({ orderDetail: async () => round }).api, () => NOW)
    await mixed.load()
    expect(mixed.kind).toBe('mixed')
    expect(mixed.lines.map((l) => [l.segmentNo, l.involuntary, l.fee])).toEqual([[1, true, 0], [2, false, 120], [1, true, 0], [2, false, 120]])
    mixed.toggleSegment(2)
    expect(mixed.kind).toBe('involuntary')
  })

  test('not refundable now: the screen says so', async () => {
    const store = new FlightRefundStore('77', refundApi({ orderDetail: async () => order({ allowedActions: { cancel: false, pay: false, refund: false, change: false } }) }).api)
    await store.load()
    expect(store.status).toBe('notAllowed')
  })
})

describe('change', () => {
  function changeApi(over: Partial<ChangeApi> = {}) {
    const calls = { flights: [] as string[], add: [] as unknown[] }
    const fee: ChangeFeeReply = { allowed: true, passengerCount: 2, changeFeePerTicket: 80, changeFeePercent: 10, fareDifferencePerTicket: 100, changeFee: 160, fareDifference: 200, total: 360,
      fareRefundPerTicket: 0, fareRefundPercent: 15, fareRefund: 0, fareRefundFee: 0, payable: 360, refundable: 0, payType: 'COMPANY', settlement: 'COMPANY_ACCOUNT' }
    const api: ChangeApi = {
      orderDetail: async () => order(),
      queryFlight: async (body) => (calls.flights.push(body.date), { flights: [flight(), flight({ flightKey: 'F2', flightNo: 'MU5101', depTime: `${body.date} 13:00` })], travelStandard: null }),
      queryCabin: async () => ({ flight: flight(), cabins: [cabin({ cabinKey: 'new-M' })], travelStandard: null }),
      queryChangeFee: async () => fee,
      tkChangeOrderAdd: async (body) => (calls.add.push(body), { changeId: '8', changeNo: 'CG8', orderStatus: 'CHANGED', amount: 360, payable: 360, refundable: 0, settlement: 'COMPANY_ACCOUNT', needPayment: false, payDeadline: null }),
      ...over,
    }
    return { api, calls }
  }

  test('flights of the same route on another date, a fare, its cost, confirm', async () => {
    const { api, calls } = changeApi()
    const store = new FlightChangeStore('77', api, () => '2026-11-22')
    await store.load()
    expect(calls.flights).toEqual(['2026-11-25'])
    expect(store.isCurrent(store.flights[0])).toBe(true)
    store.shiftDate(1)
    await Promise.resolve()
    expect(store.date).toBe('2026-11-26')
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('请选择新的航班')
    await store.chooseFlight('F2')
    await store.chooseCabin('new-M')
    expect(store.fee?.total).toBe(360)
    const asked: string[] = []
    expect(await store.submit(async (m) => (asked.push(m), true))).toBe(true)
    expect(asked[0]).toContain('MU5101')
    // Who pays is said before confirming: the company account here, issued at once.
    expect(asked[0]).toBe('改签到 MU5101（2026-11-26 13:00）。¥360 由企业账户（月结）支付，提交后立即出票。 确认改签吗？')
    expect(calls.add[0]).toEqual({ orderId: '77', passengerIds: ['1', '2'], newCabinKey: 'new-M', segmentNo: 1 })
    expect(store.next).toEqual({ path: '/tk/tkChangeDetail', query: { changeId: '8' } })
  })

  test('a personally paid order: the change waits for payment and leads to the payment screen', async () => {
    const personal: ChangeFeeReply = { allowed: true, passengerCount: 1, changeFeePerTicket: 80, changeFeePercent: 10, fareDifferencePerTicket: 100, changeFee: 80, fareDifference: 100, total: 180,
      fareRefundPerTicket: 0, fareRefundPercent: 15, fareRefund: 0, fareRefundFee: 0, payable: 180, refundable: 0, payType: 'PERSONAL', settlement: 'PAY_ONLINE' }
    const { api } = changeApi({
      queryChangeFee: async () => personal,
      tkChangeOrderAdd: async () => ({ changeId: '9', changeNo: 'TC9', orderStatus: 'AWAITING_PAYMENT', amount: 180, payable: 180, refundable: 0, settlement: 'PAY_ONLINE', needPayment: true, payDeadline: '2026-11-22 09:15:00' }),
    })
    const store = new FlightChangeStore('77', api, () => '2026-11-22')
    await store.load()
    await store.chooseFlight('F2')
    await store.chooseCabin('new-M')
    expect(store.settlementText).toBe('¥180 由您个人支付：提交后请在15分钟内支付，支付后出票，逾期改签自动取消。')
    const asked: string[] = []
    expect(await store.submit(async (m) => (asked.push(m), true))).toBe(true)
    expect(asked[0]).toContain('由您个人支付')
    expect(store.next).toEqual({ path: '/pay/payment', query: { orderIds: '77', changeId: '9', orderType: '11003' } })
  })

  test('a cheaper fare: what comes back (less what the fare rule keeps) and to whom is said', async () => {
    const cheaper: ChangeFeeReply = { allowed: true, passengerCount: 1, changeFeePerTicket: 80, changeFeePercent: 5, fareDifferencePerTicket: 0, changeFee: 80, fareDifference: 0, total: 80,
      fareRefundPerTicket: 1008, fareRefundPercent: 10, fareRefund: 1008, fareRefundFee: 112, payable: 0, refundable: 928, payType: 'COMPANY', settlement: 'REFUND' }
    const store = new FlightChangeStore('77', changeApi({ queryChangeFee: async () => cheaper }).api, () => '2026-11-22')
    await store.load()
    await store.chooseFlight('F2')
    await store.chooseCabin('new-M')
    expect(store.settlementText).toBe('差额扣除改签费后 ¥928 原路退还（企业账户（月结））。')
    setLocale('en-US')
    try {
      expect(store.settlementText).toBe('¥928 (the difference less the change fee) goes back the way it was paid (company account (monthly settlement)).')
    } finally {
      setLocale('zh-CN')
    }
  })

  test('never before today', async () => {
    const store = new FlightChangeStore('77', changeApi({ orderDetail: async () => order() }).api, () => '2026-11-25')
    await store.load()
    expect(store.canGoBack).toBe(false)
    store.shiftDate(-1)
    expect(store.date).toBe('2026-11-25')
    expect(store.error).toBe('不能选择今天以前的日期')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('fare protection on the order (issue 18 §1)', () => {
  const rule = '票价保护：……'
  const asking = (over: Partial<OrderDetail> = {}) =>
    order({
      status: 'AWAITING_PAYMENT', paySecondsLeft: 900, ccsqdId: '12', price: { fare: 1600, airportFee: 100, fuelFee: 60, serviceFee: 40, insurance: 0, total: 1800, paid: 0, refunded: 0 },
      fareProtection: { rule, heldUntil: null, holdEnded: false, quotedTotal: 1800, askTotal: 2300 }, allowedActions: { cancel: true, pay: false, refund: false, change: false }, ...over,
    })

  test('an order under an application reads its timeline even without a second approval (the application approved it)', async () => {
    const asked: string[] = []
    const progress = { instanceId: '5', status: 2 as const, ruleName: '无需审批', levels: [], currentLevel: 0, nextApprovers: [], auto: true, autoReason: '出差申请 SQ1 已批准' }
    const store = new FlightOrderDetailStore('77', { orderDetail: async () => order({ ccsqdId: '12' }), approvalProgress: async (id) => (asked.push(id), progress) })
    await store.load()
    await Promise.resolve()
    expect(asked).toEqual(['77'])
    expect(store.progress?.autoReason).toContain('SQ1')
  })

  test('accepting the new fare calls the spine once and reads the order again at its new total', async () => {
    let accepted = false
    const calls: string[] = []
    const store = new FlightOrderDetailStore('77', {
      orderDetail: async () => (accepted ? asking({ price: { fare: 2100, airportFee: 100, fuelFee: 60, serviceFee: 40, insurance: 0, total: 2300, paid: 0, refunded: 0 }, fareProtection: { rule, heldUntil: null, holdEnded: false, quotedTotal: 1800, askTotal: null }, allowedActions: { cancel: true, pay: true, refund: false, change: false } }) : asking()),
      approvalProgress: notFound,
      fareConfirm: async (id) => {
        calls.push(id)
        accepted = true
        return { orderId: id, totalAmount: 2300, payDeadline: '2026-11-22 09:15:00' }
      },
    })
    await store.load()
    expect(store.order?.allowedActions.pay).toBe(false)
    expect(await store.acceptFare()).toBe(true)
    expect(calls).toEqual(['77'])
    expect(store.order?.price.total).toBe(2300)
    expect(store.order?.allowedActions.pay).toBe(true)
  })

  test('a fare that moved again: the refusal is the message and the order is read again with the next total to accept', async () => {
    let total = 2300
    const store = new FlightOrderDetailStore('77', {
      orderDetail: async () => asking({ fareProtection: { rule, heldUntil: null, holdEnded: false, quotedTotal: 1800, askTotal: total } }),
      approvalProgress: notFound,
      fareConfirm: async () => {
        total = 2400
        throw new ApiError('business', '票价又变为 ¥2400，请再次确认', { errCode: 4009, shown: false })
      },
    })
    await store.load()
    expect(await store.acceptFare()).toBe(false)
    expect(store.message).toBe('票价又变为 ¥2400，请再次确认')
    expect(store.order?.fareProtection?.askTotal).toBe(2400)
  })
})
