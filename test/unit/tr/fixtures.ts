/** Builders shared by the train search tests: trains, seats, the session and a fixed China clock. */
import type { EmpInfo, VipCorp } from '@/core/api/types'
import type { StationPlace } from '@/core/stores/place-sources'
import type { Train, TrainSeat, TrSearchReply } from '@/tr/api/train-search'
import type { TrainSearchDeps } from '@/tr/stores/train-search-store'
import { chinaDate } from '../china-clock'

export const EMP: EmpInfo = {
  empId: '101', empNo: 'HX001', empName: '李明', engName: 'LI/MING', corpId: '1', deptId: '11', deptName: '研发中心',
  phoneNumber: '13810010001', email: 'li.ming@huaxin.example', idNumberMasked: '', passportMasked: '',
  born: '1990-05-12', sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 0, isdirector: 0, appBook: 0, appTravel: 0,
  bookOutside: 0, bookRange: 1, approvalMode: 0, loginVip: 0, roleIds: ['traveller'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
}

export const CORP: VipCorp = {
  corpId: '1', corpNo: 'HXKJ', fullname: '华信科技有限公司', shortName: '华信科技', deptName: '研发中心', hotelVersion: 2, khlx: 1,
  bookStyle: 1, visitorMode: 0, allowRegister: 1, services: {}, logoUrl: '', ccsqdFjRequired: 0,
}

/** 2030-05-01 09:00 in China: today 2030-05-01, window 05-02 … 05-30 (sale until 05-15). */
export const NOW = chinaDate(2030, 4, 1, 9, 0)

export const BJS: StationPlace = { code: 'BJS', kind: 'city', name: '北京', cityCode: 'BJS', cityName: '北京' }
export const VNP: StationPlace = { code: 'VNP', kind: 'station', name: '北京南', cityCode: 'BJS', cityName: '北京' }
export const AOH: StationPlace = { code: 'AOH', kind: 'station', name: '上海虹桥', cityCode: 'SHA', cityName: '上海' }
export const SHA: StationPlace = { code: 'SHA', kind: 'city', name: '上海', cityCode: 'SHA', cityName: '上海' }

/** Search-store dependencies with the fixed clock and a mutable session. */
export function deps(session: { empInfo: EmpInfo | null; vipCorp: VipCorp | null } = { empInfo: EMP, vipCorp: CORP }) {
  const state: { session: typeof session; now: Date; recent: unknown; confirm: boolean } = { session, now: NOW, recent: undefined, confirm: true }
  const d: TrainSearchDeps = {
    session: () => state.session,
    locale: () => 'zh-CN',
    now: () => state.now,
    confirm: async () => state.confirm,
    recent: { load: () => state.recent, save: (list) => void (state.recent = list) },
  }
  return { deps: d, state }
}

export function seat(over: Partial<TrainSeat> = {}): TrainSeat {
  return { seatType: 'O', seatName: '二等座', price: 553, seatCount: 99, seatDiscount: 100, wb: 0, wbText: '', isBench: 0, ...over }
}

let n = 0

export function train(over: Partial<Train> = {}): Train {
  n += 1
  const code = over.trainCode ?? `G${100 + n}`
  const seats = over.seatList ?? [seat(), seat({ seatType: 'M', seatName: '一等座', price: 933, seatCount: 12, wb: 1, wbText: '席别超出差旅标准（可乘坐：二等座）' }), seat({ seatType: '9', seatName: '商务座', price: 1748, seatCount: 0 })]
  const open = seats.filter((s) => s.seatCount > 0)
  return {
    trainKey: `20300510.${code}.VNP.AOH`,
    trainCode: code,
    trainType: 'G',
    date: '2030-05-10',
    startTime: '08:00',
    arriveTime: '12:28',
    arriveDate: '2030-05-10',
    runTime: '04:28',
    runMinutes: 268,
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
    saleDateTime: '2030-04-26 08:00:00',
    seatList: seats,
    lowestPrice: seats.length ? Math.min(...(open.length ? open : seats).map((s) => s.price)) : 0,
    ...over,
  }
}

export function reply(trainList: Train[], over: Partial<TrSearchReply> = {}): TrSearchReply {
  return {
    trainList,
    feeList: [{ tripType: 1, serviceFee: 20 }, { tripType: 2, serviceFee: 30 }],
    cacheId: 'c1',
    travelStandard: { empRank: 'P2', name: '主管级差旅标准', seatTypes: ['O', 'WZ', '4', 'F', '3', '1'], seatNames: '二等座、软卧、硬卧、硬座', overPolicyAction: 1 },
    window: { today: '2030-05-01', minDate: '2030-05-02', maxSaleDate: '2030-05-15', maxDate: '2030-05-30' },
    fromName: '北京南',
    toName: '上海虹桥',
    ...over,
  }
}
