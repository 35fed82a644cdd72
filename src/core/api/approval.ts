/**
 * Approval calls (overview §7 "Approval", issue 5 contract): my work items and their counts, the
 * detail of what is approved, the decision, withdrawing, order approval checks and the company's
 * approval rules (spgz). Types come from the server schemas (import type only).
 *
 * Lists, counts and the detail pass `inlineErrors`: their screens show their own loading, empty and
 * error states, so a failure there must not also raise a toast.
 */
import { http } from '../http/client'
import type {
  ApprovalCountReply,
  ApprovalDetail,
  ApprovalDetailBody,
  ApprovalItem,
  ApprovalItemPage,
  ApprovalOrderSummary,
  ApprovalOrderType,
  ApprovalRule,
  ApprovalRuleList,
  CancelAppBody,
  MatchGzBody,
  MatchGzReply,
  NeedApprovalBody,
  NeedApprovalReply,
  PendingMyAppCountReply,
  ReceiveAppResultBody,
  ReceiveAppResultReply,
  SendAppBody,
  SendAppReply,
  SentApprovalItem,
  SentApprovalPage,
} from '../../../server/src/schemas/approval'
import type { ApprovalLevel, ApprovalProgress, EmpRef } from '../../../server/src/schemas/approval-progress'

export type {
  ApprovalCountReply,
  ApprovalDetail,
  ApprovalDetailBody,
  ApprovalItem,
  ApprovalItemPage,
  ApprovalLevel,
  ApprovalOrderSummary,
  ApprovalOrderType,
  ApprovalProgress,
  ApprovalRule,
  ApprovalRuleList,
  CancelAppBody,
  EmpRef,
  MatchGzBody,
  MatchGzReply,
  NeedApprovalBody,
  NeedApprovalReply,
  PendingMyAppCountReply,
  ReceiveAppResultBody,
  ReceiveAppResultReply,
  SendAppBody,
  SendAppReply,
  SentApprovalItem,
  SentApprovalPage,
}

/** GET /obt/vipBpmForMyAppNew: my pending work items, oldest first (page size 10, overview §9). */
export function vipBpmForMyAppNew(pageNum: number, count: number): Promise<ApprovalItemPage> {
  return http.get<ApprovalItemPage>('/obt/vipBpmForMyAppNew', { pageNum, count }, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipBpmForMyAppedNew: work items I decided, newest first. */
export function vipBpmForMyAppedNew(pageNum: number, count: number): Promise<ApprovalItemPage> {
  return http.get<ApprovalItemPage>('/obt/vipBpmForMyAppedNew', { pageNum, count }, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipBpmForMySendAppNew: the approvals I started (applications, changes, orders), newest first. */
export function vipBpmForMySendAppNew(pageNum: number, count: number): Promise<SentApprovalPage> {
  return http.get<SentApprovalPage>('/obt/vipBpmForMySendAppNew', { pageNum, count }, { quiet: true, inlineErrors: true })
}

/** POST /obt/vipBpmForMyAppCountNew: how many items wait for me and how many I decided (tab counts, badge). */
export function vipBpmForMyAppCountNew(): Promise<ApprovalCountReply> {
  return http.post<ApprovalCountReply>('/obt/vipBpmForMyAppCountNew', {}, { quiet: true, inlineErrors: true })
}

/** POST /obt/vipBpmForPendingMyAppCount: my own submissions still in approval. */
export function vipBpmForPendingMyAppCount(): Promise<PendingMyAppCountReply> {
  return http.post<PendingMyAppCountReply>('/obt/vipBpmForPendingMyAppCount', {}, { quiet: true, inlineErrors: true })
}

/**
 * POST /obt/orderApproveList: what is approved with its progress. By workItemId for the approver,
 * by orderId + orderType for the applicant and travellers (read only).
 */
export function orderApproveList(body: ApprovalDetailBody): Promise<ApprovalDetail> {
  return http.post<ApprovalDetail>('/obt/orderApproveList', body, { quiet: true, inlineErrors: true })
}

/**
 * POST /obt/vipBpmReceiveAppResult: approve (completeState 1) or reject (2, with a remark). The
 * screen shows refusals (4009 already handled) itself.
 */
export function vipBpmReceiveAppResult(body: ReceiveAppResultBody): Promise<ReceiveAppResultReply> {
  // Quiet: the decision sheet's button shows its own spinner.
  return http.post<ReceiveAppResultReply>('/obt/vipBpmReceiveAppResult', body, { quiet: true, inlineErrors: true })
}

/** POST /obt/cancelApp: the applicant withdraws an application or an order in approval. */
export function cancelApp(body: CancelAppBody): Promise<{ done: true }> {
  return http.post<{ done: true }>('/obt/cancelApp', body, { inlineErrors: true })
}

/** POST /obt/vipSpkzNeedApproval: would a business flight order need approval, and under which rule. */
export function vipSpkzNeedApproval(body: NeedApprovalBody): Promise<NeedApprovalReply> {
  return http.post<NeedApprovalReply>('/obt/vipSpkzNeedApproval', body, { quiet: true, inlineErrors: true })
}

/** POST /obt/vipBpmSendAppNew: sends an order to approval (idempotent). */
export function vipBpmSendAppNew(body: SendAppBody): Promise<SendAppReply> {
  return http.post<SendAppReply>('/obt/vipBpmSendAppNew', body)
}

/** POST /obt/matchGz: the approval rule that applies to an employee and amount, or null. */
export function matchGz(body: MatchGzBody): Promise<MatchGzReply> {
  return http.post<MatchGzReply>('/obt/matchGz', body, { quiet: true, inlineErrors: true })
}

/** GET /obt/spgzFindList: the approval rules of the caller's company. */
export function spgzFindList(): Promise<ApprovalRuleList> {
  return http.get<ApprovalRuleList>('/obt/spgzFindList', undefined, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipSpgzFindDetail: one approval rule. */
export function vipSpgzFindDetail(spgzId: string): Promise<ApprovalRule> {
  return http.get<ApprovalRule>('/obt/vipSpgzFindDetail', { spgzId }, { quiet: true, inlineErrors: true })
}

/** GET /obt/vipSpgzGetInfo: one approval rule (the spec's second name for vipSpgzFindDetail). */
export function vipSpgzGetInfo(spgzId: string): Promise<ApprovalRule> {
  return http.get<ApprovalRule>('/obt/vipSpgzGetInfo', { spgzId }, { quiet: true, inlineErrors: true })
}
