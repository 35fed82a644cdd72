/** Shared data of the trip store tests: the signed-in employee, applications, routes, changes and progress. */
import type { EmpInfo } from '@/core/api/types'
import type { ApprovalProgress, TripApplication, TripApplicationListItem, TripChange, TripRoute } from '@/core/api/trip'
import { ApiError } from '@/core/http/envelope'
import { chinaDate } from '../china-clock'

/** 2026-11-22 09:00 local: "today" of every store test. */
export const NOW = chinaDate(2026, 10, 22, 9, 0, 0).getTime()
export const TODAY = '2026-11-22'

export const SELF: EmpInfo = {
  empId: '101', empNo: 'DF0001', empName: '王磊', engName: 'WANG/LEI', corpId: '2', deptId: '20', deptName: '市场部',
  phoneNumber: '13910020001', email: 'wang@df.example', idNumberMasked: '1101****0011', passportMasked: '', born: '1988-03-02',
  sex: 'M', nation: 'CN', empRank: 'P3', ifApprover: 0, ifBooker: 1, isdirector: 0, appBook: 0, appTravel: 0, bookOutside: 0,
  bookRange: 2, approvalMode: 0, loginVip: 0, roleIds: ['booker'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
}

export function route(over: Partial<TripRoute> = {}): TripRoute {
  return {
    routeId: '501', productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS',
    dateBegin: '2026-12-02', cabin: 'Y', fyys: 1500, routeStatus: 1, ...over,
  }
}

export function progress(over: Partial<ApprovalProgress> = {}): ApprovalProgress {
  return {
    instanceId: '900', status: 1, ruleName: '出差申请两级审批', currentLevel: 1, nextApprovers: ['赵审批'],
    levels: [
      { level: 1, state: 1, approvers: [{ empId: '201', name: '赵审批' }] },
      { level: 2, state: 0, approvers: [{ empId: '202', name: '钱审批' }] },
    ],
    ...over,
  }
}

export function application(over: Partial<TripApplication> = {}): TripApplication {
  return {
    ccsqdId: '3001', ccsqdNo: 'SQ2611220001', status: 2, statusText: '已审批', addMethod: 1,
    applicant: { empId: SELF.empId, name: SELF.empName },
    travellers: [{ empId: SELF.empId, name: SELF.empName, deptName: '市场部', empRank: 'P3' }],
    ccsy: '客户拜访', dateBegin: '2026-12-01', dateEnd: '2026-12-08', mdd: '北京',
    jtys: 3000, zsys: 2400, qtys: 600, zys: 6000,
    routes: [route()], attachments: [], createdAt: '2026-11-20 10:00', submittedAt: '2026-11-20 10:05',
    progress: progress({ status: 2, nextApprovers: [] }),
    canEdit: false, canDelete: false, canCancel: true, canChange: true,
    ...over,
  }
}

export function draft(over: Partial<TripApplication> = {}): TripApplication {
  return application({ status: 0, statusText: '草稿', addMethod: 0, progress: null, submittedAt: undefined, canEdit: true, canDelete: true, canCancel: false, canChange: false, ...over })
}

export function change(over: Partial<TripChange> = {}): TripChange {
  return {
    changeId: '7001', ccsqdId: '3001', status: 1, changeYy: '行程延长两天', bgqzys: 6000, bghzys: 7000,
    routesBefore: [route()], routesAfter: [route(), route({ routeId: '502', fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU', dateBegin: '2026-12-08' })],
    jtys: 4000, zsys: 2400, qtys: 600, createdAt: '2026-11-21 09:00', progress: progress(),
    ...over,
  }
}

export function listItem(n: number, over: Partial<TripApplicationListItem> = {}): TripApplicationListItem {
  return {
    ccsqdId: String(3000 + n), ccsqdNo: `SQ261122${String(n).padStart(4, '0')}`, status: 2, statusText: '已审批', ccsy: `出差 ${n}`,
    mdd: '北京', dateBegin: '2026-12-01', dateEnd: '2026-12-08', zys: 6000, travellerNames: '王磊', routeCount: 1, createdAt: '2026-11-20 10:00',
    ...over,
  }
}

/** A refusal as the HTTP client raises it (tips already in the request language). */
export function refusal(errCode: number, tips: string): ApiError {
  return new ApiError('business', tips, { errCode, shown: false })
}

/** A promise the test resolves by hand (to look at the store while a call is in flight). */
export function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
