/**
 * Approvals (overview §7 "Approval"): my work items, counts, the detail of an application or an
 * order in approval, approve / reject, withdraw, order approval checks and approval rules (spgz).
 *
 * An item routed to someone else, a level not reached yet (WAITING) or another company's id
 * answers 4004 exactly like a missing id; deciding an item already decided answers 4009.
 * Order types: 11099 trip application (a change of one too, with changeId), 11001 flight order.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress, EmpRef, InstanceStatus, LevelNo, WorkItemState } from './approval-progress'
import { Amount, FreeText, IdText, ORDER_TYPE_CODES, OrderStatusCode, Page, TripType, Violation, pageQuery } from './common'
import { FareProtectionView } from './order'
import { TripApplication, TripChange } from './trip'

export {
  ApprovalLevel,
  ApprovalProgress,
  EmpRef,
  INSTANCE_STATUS,
  InstanceStatus,
  WORK_ITEM_STATE,
  WorkItemState,
} from './approval-progress'

/**
 * Order types that go through approval: 11099 trip application, and an order's own type (11001
 * domestic flight order today; every order type of booking-flows §2.4, so a product's orders need
 * no schema change when their kind registers).
 */
export const ApprovalOrderType = Type.Union([11099, ...ORDER_TYPE_CODES].map((code: number) => Type.Literal(code)))
export type ApprovalOrderType = Static<typeof ApprovalOrderType>

/**
 * A row of the approval lists. id: ccsqdId or orderId; no: ccsqdNo or orderNo; title e.g.
 * "出差申请 · 成都→北京" / "机票订单 CA1234 北京-上海"; summary: one line with the dates;
 * violation: an order out of policy; level / levels: this item's level of how many; submittedAt /
 * decidedAt 'YYYY-MM-DD HH:mm'; remark: the decision's remark.
 */
export const ApprovalItem = Type.Object({
  workItemId: IdText,
  instanceId: IdText,
  orderType: ApprovalOrderType,
  id: IdText,
  changeId: Type.Optional(IdText),
  no: Type.String(),
  title: Type.String(),
  applicantName: Type.String(),
  travellerNames: Type.String(),
  amount: Type.Number(),
  summary: Type.String(),
  violation: Type.Boolean(),
  level: LevelNo,
  levels: LevelNo,
  state: WorkItemState,
  submittedAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
})
export type ApprovalItem = Static<typeof ApprovalItem>

/** GET /obt/vipBpmForMyAppNew (my PENDING items, oldest first) and /obt/vipBpmForMyAppedNew (items I decided, newest first). */
export const ApprovalPageQuery = Type.Object({ ...pageQuery(10) })
export type ApprovalPageQuery = Static<typeof ApprovalPageQuery>

/** vipBpmForMyAppNew / vipBpmForMyAppedNew reply. */
export const ApprovalItemPage = Page(ApprovalItem)
export type ApprovalItemPage = Static<typeof ApprovalItemPage>

/** POST /obt/vipBpmForMyAppCountNew reply: my pending items and the items I decided. */
export const ApprovalCountReply = Type.Object({ pending: Type.Integer(), done: Type.Integer() })
export type ApprovalCountReply = Static<typeof ApprovalCountReply>

/** POST /obt/vipBpmForPendingMyAppCount reply: my own submissions (applications, changes, orders) still in approval. */
export const PendingMyAppCountReply = Type.Object({ count: Type.Integer() })
export type PendingMyAppCountReply = Static<typeof PendingMyAppCountReply>

/**
 * An approval I started (送审: my applications, changes and orders that went to approval), for
 * /approval/Send. status is the instance's; nextApprovers names who decides now (status 1).
 */
export const SentApprovalItem = Type.Object({
  instanceId: IdText,
  orderType: ApprovalOrderType,
  id: IdText,
  changeId: Type.Optional(IdText),
  no: Type.String(),
  title: Type.String(),
  travellerNames: Type.String(),
  amount: Type.Number(),
  summary: Type.String(),
  violation: Type.Boolean(),
  status: InstanceStatus,
  /** The level deciding now (status 1), else the last level reached; 0 for an automatic approval. */
  currentLevel: Type.Integer({ minimum: 0, maximum: 4 }),
  levels: Type.Integer({ minimum: 0, maximum: 4 }),
  nextApprovers: Type.Array(Type.String()),
  /** The rejection remark (status 3). */
  rejectReason: Type.Optional(Type.String()),
  submittedAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
})
export type SentApprovalItem = Static<typeof SentApprovalItem>

/** GET /obt/vipBpmForMySendAppNew (ours; the spec names only the count): what I sent, newest first. */
export const SentApprovalPage = Page(SentApprovalItem)
export type SentApprovalPage = Static<typeof SentApprovalPage>

/**
 * POST /obt/orderApproveList: by workItemId (the approver's view: needs a visible item of the
 * caller), or by orderId + orderType (the applicant's / travellers' view of the latest instance).
 */
export const ApprovalDetailBody = Type.Object({
  workItemId: Type.Optional(IdText),
  orderId: Type.Optional(IdText),
  orderType: Type.Optional(ApprovalOrderType),
})
export type ApprovalDetailBody = Static<typeof ApprovalDetailBody>

/** A flight order as the approver sees it. reason: the out-of-policy reason chosen at booking. */
export const ApprovalOrderSummary = Type.Object({
  orderId: IdText,
  orderNo: Type.String(),
  status: OrderStatusCode,
  statusText: Type.String(),
  amount: Type.Number(),
  tripType: TripType,
  segments: Type.Array(
    Type.Object({
      flightNo: Type.String(),
      airline: Type.String(),
      depCity: Type.String(),
      arrCity: Type.String(),
      depTime: Type.String(),
      arrTime: Type.String(),
      cabinName: Type.String(),
    }),
  ),
  passengers: Type.Array(Type.Object({ name: Type.String(), cardMasked: Type.String() })),
  violations: Type.Array(Violation),
  reason: Type.Optional(Type.String()),
  ccsqdNo: Type.Optional(Type.String()),
})
export type ApprovalOrderSummary = Static<typeof ApprovalOrderSummary>

/**
 * orderApproveList reply. workItem: the caller's item (by workItemId); canDecide = it is PENDING.
 * application (11099, with change when changeId) or order (11001).
 */
export const ApprovalDetail = Type.Object({
  workItem: Type.Optional(
    Type.Object({ workItemId: IdText, level: LevelNo, state: WorkItemState, canDecide: Type.Boolean() }),
  ),
  orderType: ApprovalOrderType,
  id: IdText,
  changeId: Type.Optional(IdText),
  application: Type.Optional(TripApplication),
  change: Type.Optional(TripChange),
  order: Type.Optional(ApprovalOrderSummary),
  /** The company's fare protection of an order that carries it: the rule the approver decides under. */
  fareProtection: Type.Optional(FareProtectionView),
  progress: ApprovalProgress,
})
export type ApprovalDetail = Static<typeof ApprovalDetail>

/**
 * POST /obt/vipBpmReceiveAppResult: completeState 1 approve, 2 reject (appRemark 1..200 required).
 * Only the item's approver, only while PENDING: decided answers 4009 "该审批已处理"; WAITING 4004.
 */
export const ReceiveAppResultBody = Type.Object({
  workItemId: IdText,
  completeState: Type.Union([Type.Literal(1), Type.Literal(2)]),
  appRemark: Type.Optional(FreeText({ maxLength: 200 })),
})
export type ReceiveAppResultBody = Static<typeof ReceiveAppResultBody>

/** vipBpmReceiveAppResult reply: the item's new state, the instance's status, the names now pending (next level). */
export const ReceiveAppResultReply = Type.Object({
  state: WorkItemState,
  instanceStatus: InstanceStatus,
  nextApprovers: Type.Array(Type.String()),
})
export type ReceiveAppResultReply = Static<typeof ReceiveAppResultReply>

/**
 * POST /obt/cancelApp: the applicant withdraws. 11099: application in approval (or approved
 * without booked routes) -> CANCELLED; 11001: order in approval -> CANCELLED, seats released.
 * Reply { done: true }.
 */
export const CancelAppBody = Type.Object({ orderId: IdText, orderType: ApprovalOrderType })
export type CancelAppBody = Static<typeof CancelAppBody>

/** cancelApp reply. */
export const CancelAppReply = Type.Object({ done: Type.Literal(true) })
export type CancelAppReply = Static<typeof CancelAppReply>

/** POST /obt/vipSpkzNeedApproval: would a business flight order of these travellers need approval? */
export const NeedApprovalBody = Type.Object({
  orderType: Type.Literal(11001),
  amount: Amount,
  violation: Type.Boolean(),
  travellerEmpIds: Type.Array(IdText, { maxItems: 9 }),
})
export type NeedApprovalBody = Static<typeof NeedApprovalBody>

/** vipSpkzNeedApproval reply: ruleName / levels of the matching rule (absent: approved at once). */
export const NeedApprovalReply = Type.Object({
  needApproval: Type.Boolean(),
  ruleName: Type.Optional(Type.String()),
  levels: Type.Optional(LevelNo),
})
export type NeedApprovalReply = Static<typeof NeedApprovalReply>

/** POST /obt/vipBpmSendAppNew: send an order to approval (idempotent: an order already in approval returns its instance). */
export const SendAppBody = Type.Object({ orderId: IdText, orderType: Type.Literal(11001) })
export type SendAppBody = Static<typeof SendAppBody>

/** vipBpmSendAppNew reply. */
export const SendAppReply = Type.Object({ instanceId: IdText })
export type SendAppReply = Static<typeof SendAppReply>

/** Approval rule scope: 'trip' applications, 'booking' orders, 'violation' out-of-policy orders. */
export const RuleScope = Type.Union([Type.Literal('trip'), Type.Literal('booking'), Type.Literal('violation')])
export type RuleScope = Static<typeof RuleScope>

/**
 * An approval rule (审批规则, spgz) of the caller's company: 1 to 4 levels, each with one or more
 * approvers (any one decides). Match conditions: deptName (the traveller's department), ranks
 * (the traveller's rank among them), minAmount (amount >= it); absent = any.
 */
export const ApprovalRule = Type.Object({
  spgzId: IdText,
  name: Type.String(),
  scope: RuleScope,
  levels: LevelNo,
  deptName: Type.Optional(Type.String()),
  ranks: Type.Optional(Type.Array(Type.String())),
  minAmount: Type.Optional(Type.Number()),
  steps: Type.Array(Type.Object({ level: LevelNo, approvers: Type.Array(EmpRef) })),
})
export type ApprovalRule = Static<typeof ApprovalRule>

/** GET /obt/spgzFindList reply: the rules of the caller's company. */
export const ApprovalRuleList = Type.Object({ list: Type.Array(ApprovalRule) })
export type ApprovalRuleList = Static<typeof ApprovalRuleList>

/** GET /obt/vipSpgzFindDetail?spgzId= (and its alias vipSpgzGetInfo). */
export const SpgzDetailQuery = Type.Object({ spgzId: IdText })
export type SpgzDetailQuery = Static<typeof SpgzDetailQuery>

/** POST /obt/matchGz: the rule that applies to empId (default: the caller) for this amount; null when none. */
export const MatchGzBody = Type.Object({
  scope: RuleScope,
  empId: Type.Optional(IdText),
  amount: Type.Optional(Amount),
})
export type MatchGzBody = Static<typeof MatchGzBody>

/** matchGz reply. */
export const MatchGzReply = Type.Object({ rule: Type.Union([ApprovalRule, Type.Null()]) })
export type MatchGzReply = Static<typeof MatchGzReply>
