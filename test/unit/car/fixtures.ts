/** Builders shared by the car booking tests: the session, a fixed China clock, cities, places, estimates. */
import type { EmpInfo, VipCorp } from '@/core/api/types'
import type { CarCity, CarEstimate, CarFlight, CarPlace, DayCarPackage, EstimateReply } from '@/car/api/car-search'
import type { CarSearchDeps } from '@/car/stores/car-search-store'
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

/** 2030-05-01 09:00 in China. */
export const NOW = chinaDate(2030, 4, 1, 9, 0)

export const SHA: CarCity = { cityId: 'SHA', cityName: '上海', lat: 31.23, lng: 121.47, dayCar: true }
export const NKG: CarCity = { cityId: 'NKG', cityName: '南京', lat: 32.06, lng: 118.8, dayCar: false }

export const BUND: CarPlace = { name: '外滩', address: '中山东一路', lat: 31.24, lng: 121.4905, cityId: 'SHA' }
export const PVG: CarPlace = { name: '浦东国际机场T2', address: '浦东新区', lat: 31.1443, lng: 121.8083, cityId: 'SHA' }

export const FLIGHT: CarFlight = {
  flightNo: 'MU5101', airline: 'MU', depCity: '北京', arrCity: '上海', depTime: '2030-05-01 12:00', arrTime: '2030-05-01 14:15',
  arrAirport: 'SHA', arrAirportName: '虹桥国际机场', arrTerminal: 'T2', arrCityId: 'SHA',
  place: { name: '虹桥国际机场T2到达层', address: '闵行区', lat: 31.1979, lng: 121.3363, cityId: 'SHA' },
}

export function estimate(over: Partial<CarEstimate> = {}): CarEstimate {
  return { carType: 1, name: '经济型', seats: 4, models: '大众朗逸等', estimatePrice: 88.5, priceKey: 'PK-00000001', wb: 0, violations: [], ...over }
}

export function estimateReply(list: CarEstimate[]): EstimateReply {
  return { distanceM: 42000, durationMin: 55, points: [], startTime: '2030-05-01 09:00', list, standard: null }
}

export function dayPackage(over: Partial<DayCarPackage> = {}): DayCarPackage {
  return {
    packageId: 'SHA-2-FULL', kind: 'FULL', hours: 8, km: 100, carType: 2, name: '舒适型', seats: 4, models: '帕萨特等', price: 680,
    overHourPrice: 80, overKmPrice: 3.2, priceKey: 'PK-DAY00001', wb: 0, violations: [], ...over,
  }
}

/** Search-store dependencies with a settable clock and a mutable session. */
export function searchDeps(session: { empInfo: EmpInfo | null; vipCorp: VipCorp | null } = { empInfo: EMP, vipCorp: CORP }) {
  const state = { session, now: NOW, confirm: true }
  const d: CarSearchDeps = {
    session: () => state.session,
    locale: () => 'zh-CN',
    now: () => state.now,
    confirm: async () => state.confirm,
  }
  return { deps: d, state }
}
