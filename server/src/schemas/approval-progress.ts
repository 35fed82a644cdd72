/**
 * Approval progress shared by trip applications and approvals. It lives in its own file so that
 * trip.ts and approval.ts can both use it without importing each other (approval.ts re-exports it).
 */
import { Type, type Static } from '@sinclair/typebox'
import { IdText } from './common'

/**
 * Work item states: 0 WAITING (its level is not reached: invisible to the approver), 1 PENDING,
 * 2 APPROVED, 3 REJECTED, 4 SKIPPED (another approver of the same level decided), 5 CANCELLED
 * (the applicant withdrew).
 */
export const WORK_ITEM_STATE = { WAITING: 0, PENDING: 1, APPROVED: 2, REJECTED: 3, SKIPPED: 4, CANCELLED: 5 } as const

/** A work item state (see WORK_ITEM_STATE). */
export const WorkItemState = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
])
export type WorkItemState = Static<typeof WorkItemState>

/** Approval instance status: 1 PENDING, 2 APPROVED, 3 REJECTED, 4 CANCELLED. */
export const INSTANCE_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3, CANCELLED: 4 } as const

/** An instance status (see INSTANCE_STATUS). */
export const InstanceStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])
export type InstanceStatus = Static<typeof InstanceStatus>

/** An employee as approvals name them. */
export const EmpRef = Type.Object({ empId: IdText, name: Type.String() })
export type EmpRef = Static<typeof EmpRef>

/** An approval level: 1 to 4. */
export const LevelNo = Type.Integer({ minimum: 1, maximum: 4 })

/**
 * One level of an approval chain. `state` summarises its work items: 0 waiting, 1 pending,
 * 2 approved, 3 rejected, 5 cancelled. decidedBy / decidedAt ('YYYY-MM-DD HH:mm') / remark are
 * present once someone of the level decided.
 */
export const ApprovalLevel = Type.Object({
  level: LevelNo,
  state: WorkItemState,
  approvers: Type.Array(EmpRef),
  decidedBy: Type.Optional(EmpRef),
  decidedAt: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
})
export type ApprovalLevel = Static<typeof ApprovalLevel>

/**
 * Progress of an approval instance. nextApprovers are the names of the pending level's approvers
 * (empty once decided). auto: no rule matched, approved at once (levels is then empty).
 */
export const ApprovalProgress = Type.Object({
  instanceId: IdText,
  status: InstanceStatus,
  ruleName: Type.String(),
  levels: Type.Array(ApprovalLevel),
  /** The level pending now (the last level once decided; 0 for auto). */
  currentLevel: Type.Integer({ minimum: 0, maximum: 4 }),
  nextApprovers: Type.Array(Type.String()),
  auto: Type.Optional(Type.Boolean()),
  /** Why an automatic approval needed no approver (fare protection: the approved trip application and the budget). */
  autoReason: Type.Optional(Type.String()),
})
export type ApprovalProgress = Static<typeof ApprovalProgress>
