/** Approval fixtures shared by the approval tests (shapes of server/src/schemas/approval.ts). */
import type { ApprovalDetail, ApprovalItem, ApprovalItemPage, ApprovalProgress } from '@/core/api/approval'
import type { TripApplication } from '@/core/api/trip'
import { ApiError } from '@/core/http/envelope'

export const emp = (empId: string, name: string) => ({ empId, name })

export function progress(over: Partial<ApprovalProgress> = {}): ApprovalProgress {
  return {
    instanceId: '31',
    status: 1,
    ruleName: '东方能源差旅两级审批',
    currentLevel: 1,
    nextApprovers: ['周审批'],
    levels: [
      { level: 1, state: 1, approvers: [emp('11', '周审批')] },
      { level: 2, state: 0, approvers: [emp('12', '吴审批')] },
    ],
    ...over,
  }
}

export function item(n: number, over: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    workItemId: String(100 + n),
    instanceId: String(200 + n),
    orderType: 11099,
    id: String(300 + n),
    no: `SQ2611220${String(n).padStart(3, '0')}`,
    title: '出差申请 · 成都→北京',
    applicantName: '张伟',
    travellerNames: '张伟、李娜',
    amount: 6800,
    summary: '2026-11-25 至 2026-11-28',
    violation: false,
    level: 1,
    levels: 2,
    state: 1,
    submittedAt: '2026-11-22 09:30',
    ...over,
  }
}

/** A fake list call over `total` rows, recording the pages asked for. */
export function pagedFake(total: number, make: (n: number) => ApprovalItem = (n) => item(n)) {
  const calls: { pageNum: number; count: number }[] = []
  const fn = async (pageNum: number, count: number): Promise<ApprovalItemPage> => {
    calls.push({ pageNum, count })
    const start = (pageNum - 1) * count
    const list = Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, i) => make(start + i + 1))
    return { list, total }
  }
  return { fn, calls }
}

export function application(over: Partial<TripApplication> = {}): TripApplication {
  return {
    ccsqdId: '301',
    ccsqdNo: 'SQ2611220001',
    status: 1,
    statusText: '审批中',
    addMethod: 1,
    applicant: emp('1', '张伟'),
    travellers: [{ empId: '1', name: '张伟', deptName: '市场部', empRank: 'P5' }],
    ccsy: '客户拜访',
    dateBegin: '2026-11-25',
    dateEnd: '2026-11-28',
    mdd: '北京',
    jtys: 3000,
    zsys: 3000,
    qtys: 800,
    zys: 6800,
    routes: [],
    attachments: [],
    createdAt: '2026-11-22 09:00',
    submittedAt: '2026-11-22 09:30',
    progress: progress(),
    canEdit: false,
    canDelete: false,
    canCancel: false,
    canChange: false,
    ...over,
  }
}

export function detail(over: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    workItem: { workItemId: '101', level: 1, state: 1, canDecide: true },
    orderType: 11099,
    id: '301',
    application: application(),
    progress: progress(),
    ...over,
  }
}

export function orderDetail(over: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    workItem: { workItemId: '105', level: 1, state: 1, canDecide: true },
    orderType: 11001,
    id: '77',
    order: {
      orderId: '77',
      orderNo: 'TK2611220077',
      status: 'IN_APPROVAL',
      statusText: '审批中',
      amount: 1830,
      tripType: 1,
      segments: [{ flightNo: 'CA1501', airline: '中国国航', depCity: '北京', arrCity: '上海', depTime: '2026-11-25 08:00', arrTime: '2026-11-25 10:15', cabinName: '公务舱' }],
      passengers: [{ name: '张伟', cardMasked: '1101****0011' }],
      violations: [{ code: 'CABIN_CLASS', text: '超出可乘坐的最高舱位（经济舱）' }],
      reason: '会议时间临时调整',
      ccsqdNo: 'SQ2611220001',
    },
    progress: progress({ ruleName: '超标审批', levels: [{ level: 1, state: 1, approvers: [emp('11', '周审批')] }] }),
    ...over,
  }
}

/** A business refusal as the HTTP client raises it. */
export const refused = (errCode: number, tips: string) => new ApiError('business', tips, { errCode, shown: false })
