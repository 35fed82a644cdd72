/**
 * Approval rules the screens share (issue 5 contract): work-item and instance codes, the remark
 * rule of a decision, what kind of thing an approval row is, and the timeline view of a progress.
 * Pure: no Taro, no stores, so the list tab, the detail screen and /tripDetail read them the same way
 * and the tests run them as tables.
 */
import type { ApprovalLevel, ApprovalProgress } from '../api/approval'

/** Work item state (server approval-progress.ts; redeclared because the app imports server types only). */
export const WORK_ITEM_STATE = { WAITING: 0, PENDING: 1, APPROVED: 2, REJECTED: 3, SKIPPED: 4, CANCELLED: 5 } as const

/** Approval instance status. */
export const INSTANCE_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3, CANCELLED: 4 } as const

/** completeState of vipBpmReceiveAppResult. */
export const DECISION = { APPROVE: 1, REJECT: 2 } as const
export type Decision = (typeof DECISION)[keyof typeof DECISION]

/** A decision's remark: at most 200 characters (contract; spec §9 travel note 200). */
export const REMARK_MAX = 200

/** Spec overview §9: approval lists page by 10. */
export const APPROVAL_PAGE_SIZE = 10

/**
 * Why a remark cannot go with a decision, or null when it can: a rejection must say why (the
 * traveller reads it), and no remark may pass 200 characters. Whitespace alone is no reason.
 */
export function remarkProblem(decision: Decision, remark: string): 'required' | 'tooLong' | null {
  const text = remark.trim()
  if (decision === DECISION.REJECT && text === '') return 'required'
  if (text.length > REMARK_MAX) return 'tooLong'
  return null
}

/** What an approval row is about: a trip application, a change of one, or a flight order. */
export type ApprovalKind = 'trip' | 'change' | 'flight'

/** The kind of an approval item by its order type (11099 with a changeId is a change of an application). */
export function approvalKind(item: { orderType: number | string; changeId?: string | null }): ApprovalKind {
  if (Number(item.orderType) === 11099) return item.changeId ? 'change' : 'trip'
  return 'flight'
}

/**
 * How a level of the timeline looks: decided (approved / rejected), whose turn it is (current), not
 * reached yet (waiting), withdrawn by the applicant (cancelled), or never reached because the
 * approval ended before it (ended: a rejection at an earlier level).
 */
export type StepTone = 'approved' | 'rejected' | 'current' | 'waiting' | 'cancelled' | 'ended'

/** One level of the timeline, ready to draw. */
export interface ProgressStep {
  level: number
  tone: StepTone
  /** Names of the level's approvers. */
  approvers: string[]
  /** Several approvers: any one of them decides. */
  anyOne: boolean
  decidedBy?: string
  decidedAt?: string
  remark?: string
}

function toneOf(level: ApprovalLevel, p: ApprovalProgress): StepTone {
  switch (level.state) {
    case WORK_ITEM_STATE.APPROVED:
      return 'approved'
    case WORK_ITEM_STATE.REJECTED:
      return 'rejected'
    case WORK_ITEM_STATE.CANCELLED:
      return 'cancelled'
    case WORK_ITEM_STATE.SKIPPED:
      // A level summary is SKIPPED only when someone else of it decided; show what they decided.
      return level.decidedBy ? 'approved' : 'waiting'
    default:
      // Pending or not reached: whose turn it is while the instance runs; once it ended, the
      // level was withdrawn with it or never reached.
      if (p.status === INSTANCE_STATUS.PENDING) return level.state === WORK_ITEM_STATE.PENDING ? 'current' : 'waiting'
      return p.status === INSTANCE_STATUS.CANCELLED ? 'cancelled' : 'ended'
  }
}

/** The levels of a progress in order, each with its tone; empty for an automatic approval. */
export function progressSteps(p: ApprovalProgress): ProgressStep[] {
  return [...p.levels]
    .sort((a, b) => a.level - b.level)
    .map((l) => ({
      level: l.level,
      tone: toneOf(l, p),
      approvers: l.approvers.map((a) => a.name),
      anyOne: l.approvers.length > 1,
      decidedBy: l.decidedBy?.name,
      decidedAt: l.decidedAt,
      remark: l.remark?.trim() ? l.remark : undefined,
    }))
}

/** 'YYYY-MM-DD HH:mm' (or with seconds) -> 'MM-DD HH:mm': the year is noise on a timeline of days. */
export function shortTime(time: string | undefined | null): string {
  if (!time) return ''
  const m = /^\d{4}-(\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(time)
  return m ? `${m[1]} ${m[2]}` : time
}
