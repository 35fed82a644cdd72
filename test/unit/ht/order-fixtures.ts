/** Hotel orders, quotes and cancellations as the server answers them (server/src/schemas/hotel.ts), for the order screens' store tests. */
import type { HtOrderDetail, HtRefundDetail, HtRefundFeeReply } from '@/ht/api/hotel-order'
import { chinaDate } from '../china-clock'

export const NOW = chinaDate(2026, 10, 24, 9, 40, 0).getTime()

type Overrides = Partial<Omit<HtOrderDetail, 'plan' | 'price' | 'allowedActions'>> & {
  plan?: Partial<HtOrderDetail['plan']>
  price?: Partial<HtOrderDetail['price']>
  allowedActions?: Partial<HtOrderDetail['allowedActions']>
}

/** A prepaid, free-cancellation order of two nights, one room, awaiting payment (15 minutes left). */
export function hotelOrder(over: Overrides = {}): HtOrderDetail {
  const { plan, price, allowedActions, ...rest } = over
  return {
    orderId: '701',
    orderNo: 'JD20261124000001',
    orderType: 11007,
    status: 'AWAITING_PAYMENT',
    tripType: 1,
    createdAt: '2026-11-24 09:38:29',
    bookerEmpId: '1',
    bookerName: '李明轩',
    payDeadline: '2026-11-24 09:53',
    paySecondsLeft: 900,
    paidAt: null,
    payType: null,
    hotel: {
      hotelId: 'SHA0431',
      name: '如家酒店（上海浦东国际机场店）',
      star: 2,
      brandName: '如家',
      address: '上海虹桥商务区科技路1927号',
      phone: '+86-912-79666597',
      lat: 31.2,
      lng: 121.3,
      cityId: 'SHA',
      cityName: '上海',
      domestic: true,
    },
    room: { roomTypeId: 'R1', name: '标准大床房', bed: '1.8米大床' },
    plan: {
      ratePlanId: 'R1-P1',
      name: '不含早 · 限时取消',
      breakfast: 0,
      breakfastText: '不含早',
      cancelType: 'FREE_UNTIL',
      cancelDeadline: '2026-11-29 18:00',
      cancelText: '2026-11-29 18:00前可免费取消，逾期不可取消',
      guarantee: 'NONE',
      payment: 'PREPAY',
      agreement: false,
      ...plan,
    },
    checkInDate: '2026-11-29',
    checkOutDate: '2026-12-01',
    nights: [
      { night: '2026-11-29', price: 196 },
      { night: '2026-11-30', price: 202 },
    ],
    roomCount: 1,
    guests: [{ roomNo: 1, name: '李明轩', empId: '1' }],
    arrivalTime: '20:00',
    remark: '高楼层',
    memberCard: null,
    confirmNo: null,
    guarantee: null,
    price: { roomTotal: 398, serviceFee: 40, total: 438, paid: 0, refunded: 0, avgPrice: 199, ...price },
    contact: { name: '李明轩', phone: '138****0001', email: '' },
    costCenterName: '',
    projectName: '',
    ccsqdId: '',
    violation: null,
    needApproval: false,
    approval: null,
    allowedActions: { pay: true, cancel: true, refund: false, ...allowedActions },
    refunds: [],
    ...rest,
  }
}

/** The same order paid and confirmed by the hotel. */
export function confirmedOrder(over: Overrides = {}): HtOrderDetail {
  return hotelOrder({
    status: 'ISSUED',
    payDeadline: null,
    paySecondsLeft: 0,
    paidAt: '2026-11-24 09:38:30',
    payType: 'COMPANY',
    confirmNo: 'RJ24565284',
    ...over,
    price: { paid: 438, ...over.price },
    allowedActions: { pay: false, cancel: false, refund: true, ...over.allowedActions },
  })
}

export function freeQuote(over: Partial<HtRefundFeeReply> = {}): HtRefundFeeReply {
  return { allowed: true, rule: 'FREE', reason: '', cancelDeadline: '2026-11-29 18:00', fee: 0, refundAmount: 398, cardCharge: 0, ...over }
}

export function refusedQuote(over: Partial<HtRefundFeeReply> = {}): HtRefundFeeReply {
  return { allowed: false, rule: 'NON_CANCELLABLE', reason: '该订单为不可取消价格，不能取消或退订', cancelDeadline: null, fee: 0, refundAmount: 0, cardCharge: 0, ...over }
}

export function refundRecord(over: Partial<HtRefundDetail> = {}): HtRefundDetail {
  return {
    refundId: '31',
    refundNo: 'JT20261124000002',
    orderType: 11008,
    orderId: '701',
    orderNo: 'JD20261124000001',
    status: 'FULL_REFUND',
    rule: 'FREE',
    ruleText: '免费取消',
    reason: '行程变更',
    hotelName: '如家酒店（上海浦东国际机场店）',
    checkInDate: '2026-11-29',
    checkOutDate: '2026-12-01',
    roomCount: 2,
    fee: 0,
    amount: 398,
    cardCharged: 0,
    createdAt: '2026-11-24 09:38:34',
    ...over,
  }
}

/** Lets pending promise callbacks run. */
export function flush(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0))
}
