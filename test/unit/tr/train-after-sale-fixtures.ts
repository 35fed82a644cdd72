/** Server-shaped train orders, trains and quotes for the after-sale, standby and transfer store tests. */
import type {
  Train,
  TrainLegView,
  TrainOrderDetail,
  TrainPassengerView,
  TrainSeat,
  TrainTicketView,
  TrChangeFeeReply,
  TrRefundFeeReply,
} from '@/tr/api/train-after-sale'
import type { EmpInfo } from '@/core/api/types'

export function leg(over: Partial<TrainLegView> = {}): TrainLegView {
  return {
    legNo: 1,
    trainCode: 'G101',
    trainKey: '20261126.G101.VNP.AOH',
    date: '2026-11-26',
    fromStation: { code: 'VNP', name: '北京南' },
    toStation: { code: 'AOH', name: '上海虹桥' },
    startTime: '06:35',
    arriveTime: '12:05',
    arriveDays: 0,
    runTime: '05:30',
    ...over,
  }
}

export function ticket(id: string, over: Partial<TrainTicketView> = {}): TrainTicketView {
  return {
    ticketId: id,
    legNo: 1,
    trainCode: 'G101',
    trainKey: '20261126.G101.VNP.AOH',
    departAt: '2026-11-26 06:35',
    seatType: 'O',
    seatName: '二等座',
    carriage: '05',
    seatNo: '07F',
    seatLabel: '05车07F号',
    ticketNo: `E${id}`,
    price: 581.5,
    serviceFee: 20,
    status: 'ISSUED',
    changed: false,
    changedFromTicketId: null,
    changedToTicketId: null,
    refunded: false,
    canRefund: true,
    canChange: true,
    ...over,
  }
}

export function passenger(id: string, name: string, tickets: TrainTicketView[], over: Partial<TrainPassengerView> = {}): TrainPassengerView {
  return { id, name, cardType: 'NI', cardNumber: '1101********0011', ticketType: 1, empId: id, tickets, ...over }
}

export function trainOrder(over: Partial<TrainOrderDetail> = {}): TrainOrderDetail {
  return {
    orderId: '501',
    orderNo: 'TR501',
    orderType: 11009,
    status: 'ISSUED',
    transfer: false,
    standby: null,
    tripType: 1,
    createdAt: '2026-11-24 09:00:00',
    bookerEmpId: '1',
    bookerName: '李明轩',
    payDeadline: null,
    paySecondsLeft: 0,
    paidAt: '2026-11-24 09:02:00',
    payType: 'COMPANY',
    legs: [leg()],
    passengers: [passenger('1', '李明轩', [ticket('11')]), passenger('2', '孙悦', [ticket('21')])],
    price: { fare: 1163, serviceFee: 40, insurance: 0, total: 1203, paid: 1203, refunded: 0 },
    contact: { name: '李明轩', phone: '138****0001', email: '' },
    costCenterName: '',
    projectName: '',
    ccsqdId: '',
    violation: null,
    needApproval: false,
    approval: null,
    allowedActions: { pay: false, cancel: false, refund: true, change: true },
    refunds: [],
    changes: [],
    ...over,
  }
}

export function refundQuote(ids: string[], over: Partial<TrRefundFeeReply> = {}): TrRefundFeeReply {
  const items = ids.map((id) => ({ ticketId: id, passengerName: `P${id}`, trainCode: 'G101', fare: 581.5, feePercent: 5, fee: 29, amount: 552.5 }))
  return {
    allowed: true,
    hoursBeforeDeparture: 50.2,
    items,
    totalFee: items.reduce((s, i) => s + i.fee, 0),
    totalAmount: items.reduce((s, i) => s + i.amount, 0),
    ...over,
  }
}

export function seat(seatType: TrainSeat['seatType'], over: Partial<TrainSeat> = {}): TrainSeat {
  const names: Record<string, string> = { O: '二等座', M: '一等座', '9': '商务座', '3': '硬卧', '4': '软卧', '1': '硬座', WZ: '无座' }
  const prices: Record<string, number> = { O: 581.5, M: 930, '9': 1802, '3': 358.5, '4': 558, '1': 199.5, WZ: 199.5 }
  return { seatType, seatName: names[seatType] ?? seatType, price: prices[seatType] ?? 100, seatCount: 20, seatDiscount: 100, wb: 0, wbText: '', isBench: 0, ...over }
}

export function train(code: string, over: Partial<Train> = {}): Train {
  const date = over.date ?? '2026-11-26'
  return {
    trainKey: `${date.replace(/-/g, '')}.${code}.VNP.AOH`,
    trainCode: code,
    trainType: 'G',
    date,
    startTime: '08:00',
    arriveTime: '13:30',
    arriveDate: date,
    runTime: '05:30',
    runMinutes: 330,
    arriveDays: 0,
    fromStationCode: 'VNP',
    fromStationName: '北京南',
    toStationCode: 'AOH',
    toStationName: '上海虹桥',
    isOrigin: true,
    isTerminal: true,
    originStationName: '北京南',
    terminalStationName: '上海虹桥',
    distanceKm: 1318,
    saleState: 'bookable',
    saleDateTime: '2026-11-12 08:00:00',
    seatList: [seat('O'), seat('M', { wb: 1 }), seat('9', { wb: 2 })],
    lowestPrice: 581.5,
    ...over,
  }
}

export const WINDOW = { today: '2026-11-24', minDate: '2026-11-25', maxSaleDate: '2026-12-08', maxDate: '2026-12-23' }

export function changeQuote(over: Partial<TrChangeFeeReply> = {}): TrChangeFeeReply {
  return {
    allowed: true,
    hoursBeforeDeparture: 50,
    newLeg: leg({ trainCode: 'G103', trainKey: '20261127.G103.VNP.AOH', date: '2026-11-27' }),
    items: [{ ticketId: '11', passengerName: '李明轩', oldFare: 581.5, newFare: 930, changeFeePercent: 0, changeFee: 0, difference: 348.5, differenceFee: 0, payable: 348.5, refundable: 0 }],
    changeFee: 0,
    payable: 348.5,
    refundable: 0,
    payType: 'PERSONAL',
    settlement: 'PAY_ONLINE',
    ...over,
  }
}

export function me(over: Partial<EmpInfo> = {}): EmpInfo {
  return {
    empId: '1',
    empNo: 'E001',
    empName: '李明轩',
    engName: 'LI/MINGXUAN',
    corpId: '1',
    deptId: '1',
    deptName: '研发部',
    phoneNumber: '13800000001',
    email: '',
    idNumberMasked: '',
    passportMasked: '',
    born: '1990-01-01',
    sex: 'M',
    nation: 'CN',
    empRank: 'P2',
    ifApprover: 0,
    ifBooker: 0,
    isdirector: 0,
    appBook: 1,
    appTravel: 1,
    bookOutside: 0,
    bookRange: 1,
    approvalMode: 0,
    loginVip: 0,
    roleIds: [],
    sqdBookType: 0,
    ssoJsonParam: null,
    mustChangePassword: 0,
    ...over,
  } as EmpInfo
}

/** A promise the test settles by hand (a late answer). */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((r) => setTimeout(r, 0))
