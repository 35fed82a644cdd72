/**
 * The approval engine shared by applications and orders: approval rules and their matching, the
 * start of an instance (work items per level, messages), its progress as the app shows it, and
 * withdrawing. Deciding a work item lives in approvals.ts; what a decision does to its subject
 * lives with the subject (trip-applications.ts, flights/orders.ts).
 *
 * Rule matching: the company's active rules of the scope whose conditions all hold for the
 * traveller (department, rank) and the amount (>= minAmount); the highest priority wins, then the
 * rule with more conditions, then the higher minAmount, then the older rule. No rule: the subject
 * is approved at once (an instance with no levels, progress.auto = true) so its history still shows.
 */
import { ORDER_TYPE } from '../../contract/order-types'
import type { Kysely } from 'kysely'
import {
  cancelOpenItems,
  findActiveRules,
  findInstancesByIds,
  findItemsWithApprovers,
  findLatestInstanceOfSubject,
  findMatchFactsOf,
  findRuleApprovers,
  insertInstance,
  insertWorkItem,
  releaseRoutesOfOrder,
  withdrawPendingInstances,
  type ApprovalInstance,
} from '../../db/repositories/approvals'
import type { DB } from '../../db/types'
import type { Lang, MessageKey } from '../../messages'
import { INSTANCE_STATUS, WORK_ITEM_STATE, type ApprovalLevel, type ApprovalProgress, type WorkItemState } from '../../schemas/approval-progress'
import type { ApprovalRule, RuleScope } from '../../schemas/approval'
import { formatChinaTime } from '../../util/time'
import { biText, phrase, sendMessage, type BiText } from '../messages/emp-messages'

/** An approval rule with its approvers, as loaded for matching. */
export interface LoadedRule {
  id: number
  corpId: number
  name: string
  nameEn: string
  scope: RuleScope
  levels: number
  deptId: number | null
  deptName: string | null
  deptNameEn: string | null
  ranks: string[] | null
  minAmount: number | null
  priority: number
  steps: { level: number; approvers: { empId: number; name: string }[] }[]
}

/** Who and how much a rule is matched against. */
export interface MatchFacts {
  deptId: number | null
  rank: string
  amount: number
}

/** The active rules of a company (optionally of one scope), with their approvers. */
export async function loadRules(db: Kysely<DB>, corpId: number, scope?: RuleScope, ruleId?: number): Promise<LoadedRule[]> {
  const rules = await findActiveRules(db, corpId, scope, ruleId)
  if (rules.length === 0) return []
  const steps = await findRuleApprovers(db, rules.map((r) => r.id))
  return rules.map((r) => {
    const own = steps.filter((s) => s.rule_id === r.id)
    const levels = [...new Set(own.map((s) => s.level))].sort((a, b) => a - b)
    return {
      id: r.id,
      corpId: r.corp_id,
      name: r.name,
      nameEn: r.name_en,
      scope: r.scope as RuleScope,
      levels: levels.length,
      deptId: r.dept_id,
      deptName: r.dept_name,
      deptNameEn: r.dept_name_en,
      ranks: r.ranks ? r.ranks.split(',').map((x) => x.trim()).filter(Boolean) : null,
      minAmount: r.min_amount === null ? null : Number(r.min_amount),
      priority: r.priority,
      // Levels are renumbered 1..n so a gap in the configuration cannot strand an instance.
      steps: levels.map((level, i) => ({
        level: i + 1,
        approvers: own.filter((s) => s.level === level).map((s) => ({ empId: s.id, name: s.emp_name })),
      })),
    }
  }).filter((r) => r.levels >= 1 && r.levels <= 4)
}

/** The rule that applies to `facts` among `rules` (see the file comment), or null. */
export function pickRule(rules: LoadedRule[], facts: MatchFacts): LoadedRule | null {
  const matching = rules.filter(
    (r) =>
      (r.deptId === null || r.deptId === facts.deptId) &&
      (r.ranks === null || r.ranks.includes(facts.rank)) &&
      (r.minAmount === null || facts.amount >= r.minAmount),
  )
  const specificity = (r: LoadedRule) => (r.deptId !== null ? 1 : 0) + (r.ranks !== null ? 1 : 0) + (r.minAmount !== null ? 1 : 0)
  matching.sort((a, b) => b.priority - a.priority || specificity(b) - specificity(a) || (b.minAmount ?? 0) - (a.minAmount ?? 0) || a.id - b.id)
  return matching[0] ?? null
}

/** The rule for an employee (the main traveller) and an amount, or null. */
export async function matchRule(db: Kysely<DB>, corpId: number, scope: RuleScope, empId: number, amount: number): Promise<LoadedRule | null> {
  const emp = await findMatchFactsOf(db, corpId, empId)
  if (!emp) return null
  return pickRule(await loadRules(db, corpId, scope), { deptId: emp.dept_id, rank: emp.emp_rank, amount })
}

/** A rule as the app sees it. */
export function ruleView(rule: LoadedRule, lang: Lang): ApprovalRule {
  return {
    spgzId: String(rule.id),
    name: lang === 'en' ? rule.nameEn : rule.name,
    scope: rule.scope,
    levels: rule.levels,
    ...(rule.deptName ? { deptName: (lang === 'en' ? rule.deptNameEn : rule.deptName) ?? rule.deptName } : {}),
    ...(rule.ranks ? { ranks: rule.ranks } : {}),
    ...(rule.minAmount !== null ? { minAmount: rule.minAmount } : {}),
    steps: rule.steps.map((s) => ({ level: s.level, approvers: s.approvers.map((a) => ({ empId: String(a.empId), name: a.name })) })),
  }
}

// ---------------------------------------------------------------- instances

/** The order type of business-trip applications, the engine's own subject; orders bring theirs. */
export const ORDER_TYPE_TRIP = ORDER_TYPE.TRIP_APPLICATION

/** What an instance is about, for its messages. */
export interface ApprovalSubject {
  corpId: number
  /** 11099 applications; an order's own order type (any registered kind). */
  orderType: number
  subjectId: number
  changeId: number | null
  /** How messages name the subject (a catalogue key). */
  kind: MessageKey
  no: string
  title: BiText
  applicantEmpId: number
  applicantName: string
  /** Who hears about the progress (applicant and travellers), without duplicates. */
  travellerSideEmpIds: number[]
  amount: number
  violation: boolean
  /** Whose rule an order's approval follows (the first employee passenger, else the booker); orders only. */
  mainTravellerEmpId?: number
}

/** Approvers' names of a level, joined for a message. */
function names(list: { name: string }[]): string {
  return list.map((a) => a.name).join('、')
}

/** Messages to the traveller side (yycj 1). */
export async function notifyTravellerSide(db: Kysely<DB>, subject: ApprovalSubject, title: BiText, content: BiText, now: Date): Promise<void> {
  for (const empId of [...new Set(subject.travellerSideEmpIds)]) {
    await sendMessage(db, { corpId: subject.corpId, empId, title, content, yycj: 1, orderId: String(subject.subjectId), orderType: subject.orderType, now })
  }
}

/** Messages to the approvers of a level that just became pending (yycj 2 with their work item). */
export async function notifyApprovers(
  db: Kysely<DB>,
  subject: ApprovalSubject,
  items: { id: number; approverEmpId: number; level: number }[],
  levels: number,
  now: Date,
): Promise<void> {
  const kind = phrase(subject.kind)
  for (const item of items) {
    await sendMessage(db, {
      corpId: subject.corpId,
      empId: item.approverEmpId,
      title: biText('msgTodoTitle', { kind }),
      content: biText('msgTodoContent', { applicant: subject.applicantName, kind, no: subject.no, title: subject.title, level: item.level, levels }),
      yycj: 2,
      orderId: String(subject.subjectId),
      orderType: subject.orderType,
      workItemId: item.id,
      now,
    })
  }
}

/**
 * Starts an approval instance inside the caller's transaction: level 1's items PENDING, the
 * others WAITING (invisible until their level is reached), messages to the traveller side and to
 * level 1. Without a rule the instance is approved at once. Returns the instance id and whether
 * it was approved at once.
 */
export async function startInstance(
  db: Kysely<DB>,
  subject: ApprovalSubject,
  rule: LoadedRule | null,
  now: Date,
  /** Why an automatic approval needed no approver (fare protection's approved application). */
  autoReason?: BiText,
): Promise<{ instanceId: number; auto: boolean }> {
  const instanceId = await insertInstance(db, {
    corp_id: subject.corpId,
    order_type: subject.orderType,
    subject_id: subject.subjectId,
    change_id: subject.changeId,
    rule_id: rule?.id ?? null,
    rule_name: rule?.name ?? autoReason?.zh ?? '',
    rule_name_en: rule?.nameEn ?? autoReason?.en ?? '',
    levels: rule?.levels ?? 0,
    current_level: rule ? 1 : 0,
    status: rule ? INSTANCE_STATUS.PENDING : INSTANCE_STATUS.APPROVED,
    applicant_emp_id: subject.applicantEmpId,
    amount: subject.amount,
    violation: subject.violation ? 1 : 0,
    created_at: now,
    decided_at: rule ? null : now,
  })
  const kind = phrase(subject.kind)
  if (!rule) {
    await notifyTravellerSide(db, subject, biText('msgApprovedTitle', { kind }), biText('msgAutoContent', { kind, no: subject.no, title: subject.title }), now)
    return { instanceId, auto: true }
  }
  const firstLevel: { id: number; approverEmpId: number; level: number }[] = []
  for (const step of rule.steps) {
    for (const approver of step.approvers) {
      const itemId = await insertWorkItem(db, {
        instance_id: instanceId, corp_id: subject.corpId, level: step.level, approver_emp_id: approver.empId,
        state: step.level === 1 ? WORK_ITEM_STATE.PENDING : WORK_ITEM_STATE.WAITING,
        remark: null, activated_at: step.level === 1 ? now : null, decided_at: null,
      })
      if (step.level === 1) firstLevel.push({ id: itemId, approverEmpId: approver.empId, level: 1 })
    }
  }
  await notifyTravellerSide(
    db, subject, biText('msgSubmittedTitle', { kind }),
    biText('msgSubmittedContent', { kind, no: subject.no, title: subject.title, names: names(rule.steps[0].approvers) }), now,
  )
  await notifyApprovers(db, subject, firstLevel, rule.levels, now)
  return { instanceId, auto: false }
}

/** The newest instance of a subject (of a change when changeId is given; of the subject itself otherwise, changes included). */
export function latestInstance(db: Kysely<DB>, orderType: number, subjectId: number, changeId?: number): Promise<ApprovalInstance | undefined> {
  return findLatestInstanceOfSubject(db, orderType, subjectId, changeId)
}

/**
 * Withdraws the pending instances of a subject (or of one change): instance CANCELLED, its
 * waiting and pending items CANCELLED. Returns how many instances it ended.
 */
export async function cancelPendingInstances(db: Kysely<DB>, orderType: number, subjectId: number, now: Date, changeId?: number): Promise<number> {
  const ended = await withdrawPendingInstances(db, orderType, subjectId, now, changeId)
  if (ended.length === 0) return 0
  await cancelOpenItems(db, ended, now)
  return ended.length
}

/** Summary state of a level from its items (see ApprovalLevel). */
function levelState(states: number[]): WorkItemState {
  if (states.includes(WORK_ITEM_STATE.APPROVED)) return WORK_ITEM_STATE.APPROVED
  if (states.includes(WORK_ITEM_STATE.REJECTED)) return WORK_ITEM_STATE.REJECTED
  if (states.includes(WORK_ITEM_STATE.PENDING)) return WORK_ITEM_STATE.PENDING
  if (states.length > 0 && states.every((s) => s === WORK_ITEM_STATE.CANCELLED)) return WORK_ITEM_STATE.CANCELLED
  return WORK_ITEM_STATE.WAITING
}

/** Progress of several instances at once (by id), in the request language. */
export async function progressOf(db: Kysely<DB>, instanceIds: number[], lang: Lang): Promise<Map<number, ApprovalProgress>> {
  const result = new Map<number, ApprovalProgress>()
  if (instanceIds.length === 0) return result
  const [instances, items] = await Promise.all([
    findInstancesByIds(db, instanceIds),
    findItemsWithApprovers(db, instanceIds),
  ])
  for (const inst of instances) {
    const own = items.filter((i) => i.instance_id === inst.id)
    if (inst.levels === 0) {
      result.set(inst.id, {
        instanceId: String(inst.id), status: INSTANCE_STATUS.APPROVED, ruleName: lang === 'en' ? 'No approval needed' : '无需审批',
        levels: [], currentLevel: 0, nextApprovers: [], auto: true,
        ...(inst.rule_name ? { autoReason: lang === 'en' ? inst.rule_name_en : inst.rule_name } : {}),
      })
      continue
    }
    const levels: ApprovalLevel[] = []
    for (let level = 1; level <= inst.levels; level += 1) {
      const at = own.filter((i) => i.level === level)
      const decided = at.find((i) => i.state === WORK_ITEM_STATE.APPROVED || i.state === WORK_ITEM_STATE.REJECTED)
      levels.push({
        level,
        state: levelState(at.map((i) => i.state)),
        approvers: at.map((i) => ({ empId: String(i.approver_emp_id), name: i.emp_name })),
        ...(decided
          ? {
              decidedBy: { empId: String(decided.approver_emp_id), name: decided.emp_name },
              ...(decided.decided_at ? { decidedAt: formatChinaTime(decided.decided_at).slice(0, 16) } : {}),
              ...(decided.remark ? { remark: decided.remark } : {}),
            }
          : {}),
      })
    }
    result.set(inst.id, {
      instanceId: String(inst.id),
      status: inst.status as ApprovalProgress['status'],
      ruleName: lang === 'en' ? inst.rule_name_en : inst.rule_name,
      levels,
      currentLevel: inst.current_level,
      nextApprovers: own.filter((i) => i.state === WORK_ITEM_STATE.PENDING).map((i) => i.emp_name),
    })
  }
  return result
}

/** Releases the application route an order had booked (the order was cancelled, rejected, expired or fully refunded). */
export async function releaseRouteOfOrder(db: Kysely<DB>, orderId: number): Promise<void> {
  await releaseRoutesOfOrder(db, orderId)
}

/** The rule of a flight order: out of policy tries the 'violation' rules first, then 'booking'. */
export async function matchOrderRule(db: Kysely<DB>, corpId: number, violation: boolean, empId: number, amount: number): Promise<LoadedRule | null> {
  if (violation) {
    const rule = await matchRule(db, corpId, 'violation', empId, amount)
    if (rule) return rule
  }
  return matchRule(db, corpId, 'booking', empId, amount)
}
