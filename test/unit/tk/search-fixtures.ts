/** Builders shared by the flight search tests (search-*.test.ts): flights, cabins, the session. */
import type { Cabin, Flight, QueryFlightReply } from '@/tk/api/flight-search'
import type { EmpInfo, VipCorp } from '@/core/api/types'
import type { SearchDeps } from '@/tk/stores/flight-search-store'
import { chinaDate } from '../china-clock'

let n = 0

export function flight(over: Partial<Flight> = {}): Flight {
  n += 1
  const depTime = over.depTime ?? '2030-05-10 08:00'
  return {
    flightKey: `FK-${n}-${depTime}`,
    flightNo: `CA${1000 + n}`,
    airline: 'CA',
    airlineName: '中国国航',
    aircraft: '333',
    aircraftName: '空客A330-300',
    aircraftSize: 'L',
    depCityCode: 'BJS',
    depCityName: '北京',
    depAirport: 'PEK',
    depAirportName: '首都国际机场',
    depTerminal: 'T3',
    arrCityCode: 'SHA',
    arrCityName: '上海',
    arrAirport: 'SHA',
    arrAirportName: '虹桥国际机场',
    arrTerminal: 'T2',
    depTime,
    arrTime: '2030-05-10 10:15',
    arrDayOffset: 0,
    durationMinutes: 135,
    stops: 0,
    stopCity: '',
    codeShare: false,
    operatingAirline: '',
    operatingAirlineName: '',
    operatingFlightNo: '',
    meal: true,
    yFullPrice: 1240,
    lowestPrice: 600,
    lowestCabinCode: 'Y',
    lowestCabinClass: 'Y',
    lowestDiscount: 48,
    lowestInPolicy: true,
    seatsLeft: 9,
    airportFee: 50,
    fuelFee: 0,
    ...over,
  }
}

export function cabin(over: Partial<Cabin> = {}): Cabin {
  n += 1
  return {
    cabinKey: `CK-${n}-xxxxxxxx`,
    cabinCode: 'Y',
    cabinClass: 'Y',
    cabinName: '经济舱',
    price: 600,
    discount: 48,
    childPrice: 620,
    infantPrice: 124,
    airportFee: 50,
    fuelFee: 0,
    seatsLeft: 9,
    baggage: { carryOnKg: 5, checkedKg: 20, text: '手提5kg，托运20kg' },
    refundRule: '起飞前收取5%',
    changeRule: '起飞前收取5%',
    transferable: false,
    policy: { inPolicy: true, violations: [] },
    ...over,
  }
}

export function reply(flights: Flight[], over: Partial<QueryFlightReply> = {}): QueryFlightReply {
  return { flights, travelStandard: null, ...over }
}

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

/** Search-store dependencies with a fixed clock (2030-05-01 09:00 local) and a mutable session. */
export function deps(session: { empInfo: EmpInfo | null; vipCorp: VipCorp | null } = { empInfo: EMP, vipCorp: CORP }) {
  const state: { session: typeof session; now: Date; lastRoute: unknown } = { session, now: chinaDate(2030, 4, 1, 9, 0), lastRoute: undefined }
  const d: SearchDeps = {
    session: () => state.session,
    locale: () => 'zh-CN',
    now: () => state.now,
    lastRoute: { load: () => state.lastRoute, save: (r) => void (state.lastRoute = r) },
  }
  return { deps: d, state }
}
