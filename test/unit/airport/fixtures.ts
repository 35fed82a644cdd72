/** Replies of the airport service calls for the store tests (shapes of server/src/schemas/airport-service.ts). */
import type { AggregateListReply, AirportOrderDetail, AirportServiceItem, MyFlight, ServiceDetailReply } from '@/airport/api/airport-service'

/** Lets pending promises settle. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

export function service(over: Partial<AirportServiceItem> = {}): AirportServiceItem {
  return {
    serviceId: 'PEK-T3-LG1', type: 'LOUNGE', orderType: 11028, name: 'T3航站楼国内出发贵宾休息室', airportCode: 'PEK', airportName: '北京首都国际机场', terminal: 'T3',
    location: 'T3航站楼3层 安检后 12号登机口附近', openHours: '05:30-23:00', price: 188, rules: ['凭本人有效身份证件及凭证码使用'], highlights: ['自助餐饮'],
    date: '2026-03-10', left: 120, soldOut: false, shuttle: false, needsFlight: false, ...over,
  }
}

export function aggregate(over: Partial<AggregateListReply> = {}): AggregateListReply {
  const lounge = service()
  return {
    airportCode: 'PEK', airportName: '北京首都国际机场', cityName: '北京', terminal: '', terminals: ['T2', 'T3'], date: '2026-03-10', defaultAirportCode: 'PEK',
    groups: [
      { type: 'LOUNGE', orderType: 11028, title: '贵宾休息室', list: [lounge] },
      { type: 'FAST_CHECK', orderType: 11029, title: '快速安检', list: [service({ serviceId: 'PEK-T3-FC1', type: 'FAST_CHECK', orderType: 11029, needsFlight: true, price: 49 })] },
      { type: 'CHECK_IN', orderType: 11030, title: '优先值机', list: [] },
      { type: 'GUEST_PASS', orderType: 11031, title: '贵宾通道', list: [] },
      { type: 'INTEGRATED', orderType: 21028, title: '组合产品', list: [] },
    ],
    ...over,
  }
}

export function detail(over: Partial<AirportServiceItem> = {}): ServiceDetailReply {
  return { service: service(over), description: '安静休息空间', includes: [], cancelRule: '2026-03-10前可免费取消' }
}

export function flight(over: Partial<MyFlight> = {}): MyFlight {
  return {
    flightOrderId: '41', orderNo: 'TK20260301000041', flightNo: 'CA1501', depDate: '2026-03-12', depTime: '2026-03-12 08:30', depAirport: 'PEK',
    depAirportName: '北京首都国际机场', terminal: 'T3', route: '北京-上海', passengerNames: '李明轩', ...over,
  }
}

export function order(over: Partial<AirportOrderDetail> = {}): AirportOrderDetail {
  return {
    orderId: '77', orderNo: 'JC20260310000077', orderType: 11028, type: 'LOUNGE', status: 'AWAITING_PAYMENT', tripType: 1, createdAt: '2026-03-10 09:00:00',
    bookerName: '李明轩', payDeadline: '2026-03-10 09:15', paySecondsLeft: 900, paidAt: null,
    service: { serviceId: 'PEK-T3-LG1', name: 'T3航站楼国内出发贵宾休息室', airportCode: 'PEK', airportName: '北京首都国际机场', terminal: 'T3', location: '3层', openHours: '05:30-23:00', rules: [] },
    serviceDate: '2026-03-12', flight: { flightOrderId: '41', flightNo: 'CA1501', depTime: '2026-03-12 08:30' },
    travellers: [{ name: '李明轩', empId: '1', cardType: 'NI', cardMasked: '1101****0016', voucherCode: null }],
    price: { unitPrice: 188, quantity: 1, total: 188, paid: 0, refunded: 0 }, contact: { name: '李明轩', phone: '13800138000' }, costCenterName: '', projectName: '',
    remark: '', needApproval: false, approval: null, allowedActions: { pay: true, cancel: true }, cancelRule: '服务日前可免费取消', cancelBlocked: null, ...over,
  }
}
