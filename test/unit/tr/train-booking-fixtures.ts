/** Fixtures of the train booking and order store tests: a train, the people, an order, and a fake api. */
import type { EmpInfo } from '@/core/api/types'
import type { BookableEmployee } from '@/core/api/travellers'
import type { Train, TrainOrderDetail, TrainSeat, TrBookBody, TrValidOrderBody, TrValidOrderReply } from '@/tr/api/train-order'
import type { TrainBookingApi, TrainBookingEnv } from '@/tr/stores/train-booking-store'
import { TrainBookingDrafts } from '@/tr/stores/train-booking-draft'
import { chinaDate } from '../china-clock'

export const NOW = chinaDate(2026, 10, 22, 9, 0, 0).getTime()
export const KEY = '20261125.G1.VNP.AOH'

export const SELF: EmpInfo = {
  empId: '1', empNo: 'HX0001', empName: '李明轩', engName: 'LI/MINGXUAN', corpId: '1', deptId: '10', deptName: '研发中心',
  phoneNumber: '13810010001', email: 'li@hx.example', idNumberMasked: '1101****0011', passportMasked: '', born: '1990-05-12',
  sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 1, isdirector: 0, appBook: 0, appTravel: 0, bookOutside: 1,
  bookRange: 3, approvalMode: 0, loginVip: 0, roleIds: ['booker'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
}

export function employee(over: Partial<BookableEmployee> = {}): BookableEmployee {
  return {
    empId: '2', empNo: 'HX0101', empName: '孙悦', engName: 'SUN/YUE', deptId: '10', deptName: '研发中心', phoneMasked: '138****0101',
    email: '', sex: 'F', born: '1993-09-21', empRank: 'P2', psgType: 1,
    cards: [{ cardId: '', cardType: 'NI', cardNumberMasked: '3701****0022', expiry: '', issuePlace: '' }], isSelf: false, ...over,
  }
}

export const SELF_ROW = employee({ empId: '1', empNo: 'HX0001', empName: '李明轩', isSelf: true, sex: 'M', born: '1990-05-12' })

export function seat(over: Partial<TrainSeat> = {}): TrainSeat {
  return { seatType: 'O', seatName: '二等座', price: 553, seatCount: 120, seatDiscount: 100, wb: 0, wbText: '', isBench: 0, ...over }
}

export function train(over: Partial<Train> = {}): Train {
  return {
    trainKey: KEY, trainCode: 'G1', trainType: 'G', date: '2026-11-25', startTime: '09:00', arriveTime: '13:28', arriveDate: '2026-11-25',
    runTime: '04:28', runMinutes: 268, arriveDays: 0, fromStationCode: 'VNP', fromStationName: '北京南', toStationCode: 'AOH',
    toStationName: '上海虹桥', isOrigin: true, isTerminal: true, originStationName: '北京南', terminalStationName: '上海虹桥', distanceKm: 1318,
    saleState: 'bookable', saleDateTime: '2026-11-12 08:00:00',
    seatList: [
      seat(),
      seat({ seatType: 'M', seatName: '一等座', price: 933, seatCount: 20 }),
      seat({ seatType: '9', seatName: '商务座', price: 1748, seatCount: 0, isBench: 1 }),
    ],
    lowestPrice: 553, ...over,
  }
}

export function order(over: Partial<TrainOrderDetail> = {}): TrainOrderDetail {
  return {
    orderId: '501', orderNo: 'TR501', orderType: 11009, status: 'AWAITING_PAYMENT', transfer: false, standby: null, tripType: 1,
    createdAt: '2026-11-22 09:01:00', bookerEmpId: '1', bookerName: '李明轩', payDeadline: '2026-11-22 09:16', paySecondsLeft: 900,
    paidAt: null, payType: null,
    legs: [{ legNo: 1, trainCode: 'G1', trainKey: KEY, date: '2026-11-25', fromStation: { code: 'VNP', name: '北京南' }, toStation: { code: 'AOH', name: '上海虹桥' },
      startTime: '09:00', arriveTime: '13:28', arriveDays: 0, runTime: '04:28' }],
    passengers: [{ id: '9', name: '李明轩', cardType: 'NI', cardNumber: '1101**********0011', ticketType: 1, empId: '1', tickets: [{
      ticketId: '90', legNo: 1, trainCode: 'G1', trainKey: KEY, departAt: '2026-11-25 09:00', seatType: 'O', seatName: '二等座', carriage: '', seatNo: '',
      seatLabel: '', ticketNo: '', price: 553, serviceFee: 10, status: 'BOOKED', changed: false, changedFromTicketId: null, changedToTicketId: null,
      refunded: false, canRefund: false, canChange: false }] }],
    price: { fare: 553, serviceFee: 10, insurance: 0, total: 563, paid: 0, refunded: 0 },
    contact: { name: '李明轩', phone: '138****0001', email: '' }, costCenterName: '', projectName: '', ccsqdId: '', violation: null,
    needApproval: false, approval: null, allowedActions: { pay: true, cancel: true, refund: false, change: false }, refunds: [], changes: [],
    ...over,
  }
}

export function validReply(over: Partial<TrValidOrderReply> = {}): TrValidOrderReply {
  return {
    valid: true, violations: [], needReason: false, needApproval: false, seatsLeft: [{ seatType: 'O', count: 120 }], standbyAvailable: false,
    fare: 553, serviceFee: 10, insurance: 0, totalAmount: 563, ...over,
  }
}

export interface Calls {
  search: number
  match: number
  valid: TrValidOrderBody[]
  book: TrBookBody[]
  contactsEdit: number
  reasons: number
}

/** A fake api for the booking store: every call answers as a happy server would, overridable per test. */
export function fakeBookingApi(over: Partial<TrainBookingApi> = {}, theTrain: Train = train()) {
  const calls: Calls = { search: 0, match: 0, valid: [], book: [], contactsEdit: 0, reasons: 0 }
  const api: TrainBookingApi = {
    trSearch: async () => {
      calls.search += 1
      return {
        trainList: [theTrain], feeList: [{ tripType: 1, serviceFee: 10 }, { tripType: 2, serviceFee: 5 }], cacheId: 'c1', travelStandard: null,
        window: { today: '2026-11-22', minDate: '2026-11-23', maxSaleDate: '2026-12-06', maxDate: '2026-12-21' }, fromName: '北京南', toName: '上海虹桥',
      }
    },
    trBookMatchClzc: async () => {
      calls.match += 1
      return { policyList: theTrain.seatList.map((s) => ({ code: s.seatType, name: s.seatName, wb: s.wb })), travelStandard: null, travellers: [] }
    },
    violationReasons: async () => {
      calls.reasons += 1
      return [{ id: '3', code: '01', text: '车次时刻不符合行程', needNote: false }, { id: '4', code: '99', text: '其他', needNote: true }]
    },
    getBxcpList: async () => [{ bxid: 'B1', bxmc: '铁路意外险', saleprice: 5, bxxz: '', besm: '意外身故保额50万元', defaultSelected: 0, companyPaid: 0 }],
    validOrder: async (body) => {
      calls.valid.push(body)
      return validReply()
    },
    trBookOrder: async (body) => {
      calls.book.push(body)
      return { orderId: '501', orderNo: 'TR501', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-11-22 09:16', totalAmount: 563, transfer: false, standby: false }
    },
    empFindList: async () => ({ list: [SELF_ROW, employee()], total: 2, bookRange: 3, bookOutside: 1 }),
    vipEmpContactsEdit: async () => {
      calls.contactsEdit += 1
      return { id: '901' }
    },
    costCenterFindList: async () => [{ id: 5, code: 'CC-RD', name: '研发中心成本中心', deptId: '10' }],
    projectList: async () => ({ list: [], total: 0 }),
    ...over,
  }
  return { api, calls }
}

export function fakeEnv(over: Partial<TrainBookingEnv> = {}): TrainBookingEnv {
  let n = 0
  return {
    self: () => SELF,
    now: () => NOW,
    newToken: () => `token-000${++n}`,
    drafts: new TrainBookingDrafts(),
    ...over,
  }
}
