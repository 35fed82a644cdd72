/** Builders shared by the hotel search tests: hotels, list replies, the session and a fixed China clock. */
import type { EmpInfo, VipCorp } from '@/core/api/types'
import type { GeoCity, HotelListItem, HtListReply } from '@/ht/api/hotel-search'
import type { HotelSearchDeps, StoredSearch } from '@/ht/stores/hotel-search-store'
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
/** 2030-05-01 20:30 in China: today's stays are closed (4-hour lead time). */
export const LATE = chinaDate(2030, 4, 1, 20, 30)

export const SHA = { cityId: 'SHA', name: '上海', domestic: true }
export const TYO = { cityId: 'TYO', name: '东京', domestic: false }

/** Search-store dependencies with a settable clock, a mutable session and an in-memory storage. */
export function deps(session: { empInfo: EmpInfo | null; vipCorp: VipCorp | null } = { empInfo: EMP, vipCorp: CORP }) {
  const state: { session: typeof session; now: Date; stored: unknown; confirm: boolean } = { session, now: NOW, stored: undefined, confirm: true }
  const d: HotelSearchDeps = {
    session: () => state.session,
    locale: () => 'zh-CN',
    now: () => state.now,
    confirm: async () => state.confirm,
    storage: { load: () => state.stored, save: (v: StoredSearch) => void (state.stored = JSON.parse(JSON.stringify(v))) },
  }
  return { deps: d, state }
}

let n = 0

export function hotel(over: Partial<HotelListItem> = {}): HotelListItem {
  n += 1
  return {
    hotelId: `SHA${String(n).padStart(4, '0')}`,
    name: `上海测试酒店${n}`,
    star: 4,
    brandId: 'HYATTPLACE',
    brandName: '凯悦嘉轩',
    districtId: 'SHA-D1',
    districtName: '黄浦区',
    address: '上海黄浦区延安路1号',
    lat: 31.2304 + n * 0.001,
    lng: 121.4737 - n * 0.001,
    distanceKm: 0.3 * n,
    score: 4.6,
    reviewCount: 1000,
    photo: '/static/hotel/facade-1.jpg',
    facilities: ['WIFI'],
    lowestPrice: 400 + n,
    full: false,
    agreement: false,
    wb: 0,
    ...over,
  }
}

export function listReply(list: HotelListItem[], over: Partial<HtListReply> = {}): HtListReply {
  return {
    list,
    total: list.length,
    pageNum: 1,
    count: 20,
    nights: 1,
    city: { cityId: 'SHA', name: '上海', domestic: true, tier: 1, lat: 31.2304, lng: 121.4737 },
    center: { lat: 31.2304, lng: 121.4737, name: '上海' },
    travelStandard: { empRank: 'P2', name: '主管级差旅标准', cap: 550, cityTier: 1, overPolicyAction: 1 },
    ...over,
  }
}

export function geoCity(code: string, name: string, countryCode = 'CN', over: Partial<GeoCity> = {}): GeoCity {
  return { code, name, pinyin: over.pinyin ?? code.toLowerCase(), initials: code.toLowerCase().slice(0, 2), provinceCode: '31', countryCode, lat: 31, lng: 121, hot: false, tier: 1, ...over }
}
