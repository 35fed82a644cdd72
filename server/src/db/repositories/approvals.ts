/**
 * Approvals: rules and their steps (`approval_rules`, `approval_rule_steps`), instances
 * (`approval_instances`) and the approvers' work items (`approval_work_items`), plus the few reads
 * of trip applications and employees that approval rows and messages need.
 *
 * A decision changes state only through conditional updates (`... where state = PENDING`,
 * `... where status = PENDING and current_level = n`); those functions answer whether they
 * changed a row, and a caller that lost the race decides what that means (4009 approvalDone).
 * Transactions belong to the caller (services/approvals/approvals.ts opens one per decision): these
 * functions run in whatever `db` or `trx` they are given, and a row lock lasts until it ends.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import { INSTANCE_STATUS, WORK_ITEM_STATE } from '../../schemas/approval-progress'
import type {
  ApprovalInstanceTable,
  ApprovalWorkItemTable,
  DB,
  TripApplicationTable,
} from '../types'

/** An approval instance row. */
export type ApprovalInstance = Selectable<ApprovalInstanceTable>
/** A work item row. */
export type WorkItem = Selectable<ApprovalWorkItemTable>

// ---------------------------------------------------------------- rules

/** The active rules of a company (optionally of one scope, or one rule), with their department's names, oldest first. */
export function findActiveRules(db: Kysely<DB>, corpId: number, scope?: string, ruleId?: number) {
  let q = db
    .selectFrom('approval_rules')
    .leftJoin('departments', 'departments.id', 'approval_rules.dept_id')
    .selectAll('approval_rules')
    .select(['departments.name as dept_name', 'departments.name_en as dept_name_en'])
    .where('approval_rules.corp_id', '=', corpId)
    .where('approval_rules.status', '=', 1)
  if (scope) q = q.where('approval_rules.scope', '=', scope)
  if (ruleId !== undefined) q = q.where('approval_rules.id', '=', ruleId)
  return q.orderBy('approval_rules.id').execute()
}

/** The active approvers of rules' steps, by level then employee (a left employee drops out of the rule). */
export function findRuleApprovers(db: Kysely<DB>, ruleIds: number[]) {
  return db
    .selectFrom('approval_rule_steps')
    .innerJoin('employees', 'employees.id', 'approval_rule_steps.approver_emp_id')
    .select(['approval_rule_steps.rule_id', 'approval_rule_steps.level', 'employees.id', 'employees.emp_name'])
    .where('approval_rule_steps.rule_id', 'in', ruleIds)
    .where('employees.status', '=', 1)
    .orderBy('approval_rule_steps.level')
    .orderBy('employees.id')
    .execute()
}

/** What a rule is matched against of an employee of a company, any status (another company's id answers like a missing one). */
export function findMatchFactsOf(db: Kysely<DB>, corpId: number, empId: number): Promise<{ dept_id: number | null; emp_rank: string } | undefined> {
  return db.selectFrom('employees').select(['dept_id', 'emp_rank']).where('id', '=', empId).where('corp_id', '=', corpId).executeTakeFirst()
}

// ---------------------------------------------------------------- instances

/** Writes a new instance; returns its id. */
export async function insertInstance(trx: Kysely<DB>, values: Insertable<ApprovalInstanceTable>): Promise<number> {
  const row = await trx.insertInto('approval_instances').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Writes a new work item; returns its id. */
export async function insertWorkItem(trx: Kysely<DB>, values: Insertable<ApprovalWorkItemTable>): Promise<number> {
  const row = await trx.insertInto('approval_work_items').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** An instance by id; throws when missing (callers hold the id from a row they just read). */
export function getInstance(db: Kysely<DB>, id: number): Promise<ApprovalInstance> {
  return db.selectFrom('approval_instances').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** An instance by id, row-locked until the end of the transaction; throws when missing. */
export function lockInstance(trx: Kysely<DB>, id: number): Promise<ApprovalInstance> {
  return trx.selectFrom('approval_instances').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
}

/** Instances by id (internal readers: progress). */
export function findInstancesByIds(db: Kysely<DB>, ids: number[]): Promise<ApprovalInstance[]> {
  return db.selectFrom('approval_instances').selectAll().where('id', 'in', ids).execute()
}

/** The newest instance of a company's subject, changes included (another company's subject answers like one without). */
export function findLatestInstance(db: Kysely<DB>, corpId: number, orderType: number, subjectId: number): Promise<ApprovalInstance | undefined> {
  return db
    .selectFrom('approval_instances')
    .selectAll()
    .where('order_type', '=', orderType)
    .where('subject_id', '=', subjectId)
    .where('corp_id', '=', corpId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The newest instance of a subject whatever its company (callers hold a scoped subject): of one change when changeId is given, else changes included. */
export function findLatestInstanceOfSubject(db: Kysely<DB>, orderType: number, subjectId: number, changeId?: number): Promise<ApprovalInstance | undefined> {
  let q = db.selectFrom('approval_instances').selectAll().where('order_type', '=', orderType).where('subject_id', '=', subjectId)
  if (changeId !== undefined) q = q.where('change_id', '=', changeId)
  return q.orderBy('id', 'desc').limit(1).executeTakeFirst()
}

/** The newest pending or approved instance of a subject whatever its company (an order already sent needs no second one). */
export function findLiveInstanceOf(db: Kysely<DB>, orderType: number, subjectId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('approval_instances')
    .select('id')
    .where('order_type', '=', orderType)
    .where('subject_id', '=', subjectId)
    .where('status', 'in', [INSTANCE_STATUS.PENDING, INSTANCE_STATUS.APPROVED])
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A pending instance of a subject whatever its company, if any (re-checked under the subject's lock). */
export function findPendingInstanceOf(trx: Kysely<DB>, orderType: number, subjectId: number): Promise<{ id: number } | undefined> {
  return trx
    .selectFrom('approval_instances')
    .select('id')
    .where('order_type', '=', orderType)
    .where('subject_id', '=', subjectId)
    .where('status', '=', INSTANCE_STATUS.PENDING)
    .executeTakeFirst()
}

/** Number of a company's instances an applicant started that are still pending. */
export async function countPendingInstancesStartedBy(db: Kysely<DB>, corpId: number, applicantEmpId: number): Promise<number> {
  const row = await db
    .selectFrom('approval_instances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('applicant_emp_id', '=', applicantEmpId)
    .where('corp_id', '=', corpId)
    .where('status', '=', INSTANCE_STATUS.PENDING)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A page of the instances an applicant started in a company, newest first, with the applicant's name, and their total. */
export async function findInstancesStartedBy(db: Kysely<DB>, corpId: number, applicantEmpId: number, offset: number, limit: number) {
  const base = db
    .selectFrom('approval_instances as i')
    .innerJoin('employees as a', 'a.id', 'i.applicant_emp_id')
    .where('i.applicant_emp_id', '=', applicantEmpId)
    .where('i.corp_id', '=', corpId)
  const [rows, total] = await Promise.all([
    base
      .select(['i.id', 'i.order_type', 'i.subject_id', 'i.change_id', 'i.levels', 'i.current_level', 'i.status', 'i.amount', 'i.violation', 'i.created_at', 'i.decided_at', 'a.emp_name'])
      .orderBy('i.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Ends an instance still pending at `level` with `status`; false when another decision or a withdrawal got there first. */
export async function finishInstance(trx: Kysely<DB>, id: number, level: number, status: number, now: Date): Promise<boolean> {
  const done = await trx
    .updateTable('approval_instances')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', INSTANCE_STATUS.PENDING)
    .where('current_level', '=', level)
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1
}

/** Moves a pending instance from level `from` to `to`. Returns whether it did. */
export async function advanceInstance(trx: Kysely<DB>, id: number, from: number, to: number): Promise<boolean> {
  const advanced = await trx
    .updateTable('approval_instances')
    .set({ current_level: to })
    .where('id', '=', id)
    .where('current_level', '=', from)
    .where('status', '=', INSTANCE_STATUS.PENDING)
    .executeTakeFirst()
  return Number(advanced.numUpdatedRows) === 1
}

/** Cancels a subject's pending instances (of one change when changeId is given); returns the ids it ended. */
export async function withdrawPendingInstances(trx: Kysely<DB>, orderType: number, subjectId: number, now: Date, changeId?: number): Promise<number[]> {
  let q = trx
    .updateTable('approval_instances')
    .set({ status: INSTANCE_STATUS.CANCELLED, decided_at: now })
    .where('order_type', '=', orderType)
    .where('subject_id', '=', subjectId)
    .where('status', '=', INSTANCE_STATUS.PENDING)
  if (changeId !== undefined) q = q.where('change_id', '=', changeId)
  return (await q.returning('id').execute()).map((e) => e.id)
}

// ---------------------------------------------------------------- work items

/** An approver's item row with its instance and applicant, as list rows show it. */
export interface ApprovalItemRow {
  item_id: number
  level: number
  state: number
  remark: string | null
  decided_at: Date | null
  instance_id: number
  order_type: number
  subject_id: number
  change_id: number | null
  levels: number
  amount: number
  violation: number
  created_at: Date
  applicant_name: string
}

const ITEM_COLUMNS = [
  'w.id as item_id', 'w.level', 'w.state', 'w.remark', 'w.decided_at', 'i.id as instance_id', 'i.order_type', 'i.subject_id',
  'i.change_id', 'i.levels', 'i.amount', 'i.violation', 'i.created_at', 'a.emp_name as applicant_name',
] as const

/** An approver's own items in a company, joined with their instance and applicant. */
function itemsOf(db: Kysely<DB>, corpId: number, approverEmpId: number) {
  return db
    .selectFrom('approval_work_items as w')
    .innerJoin('approval_instances as i', 'i.id', 'w.instance_id')
    .innerJoin('employees as a', 'a.id', 'i.applicant_emp_id')
    .where('w.approver_emp_id', '=', approverEmpId)
    .where('w.corp_id', '=', corpId)
}

/** A page of an approver's pending items, oldest activation first, and their total. */
export async function findPendingItems(db: Kysely<DB>, corpId: number, approverEmpId: number, offset: number, limit: number): Promise<{ rows: ApprovalItemRow[]; total: number }> {
  const base = itemsOf(db, corpId, approverEmpId).where('w.state', '=', WORK_ITEM_STATE.PENDING)
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('w.activated_at').orderBy('w.id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** A page of the items an approver decided (approved or rejected), newest decision first, and their total. */
export async function findDecidedItems(db: Kysely<DB>, corpId: number, approverEmpId: number, offset: number, limit: number): Promise<{ rows: ApprovalItemRow[]; total: number }> {
  const base = itemsOf(db, corpId, approverEmpId).where('w.state', 'in', [WORK_ITEM_STATE.APPROVED, WORK_ITEM_STATE.REJECTED])
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('w.decided_at', 'desc').orderBy('w.id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Number of an approver's items per state, for the states asked (a state without items is absent). */
export async function countItemsByState(db: Kysely<DB>, corpId: number, approverEmpId: number, states: number[]): Promise<{ state: number; n: number }[]> {
  const rows = await itemsOf(db, corpId, approverEmpId)
    .select(['w.state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('w.state', 'in', states)
    .groupBy('w.state')
    .execute()
  return rows.map((r) => ({ state: r.state, n: Number(r.n) }))
}

/** An approver's item in a company once its level was reached (a WAITING item answers like a missing one). */
export function findReachedItem(db: Kysely<DB>, corpId: number, approverEmpId: number, id: number): Promise<WorkItem | undefined> {
  return db
    .selectFrom('approval_work_items')
    .selectAll()
    .where('id', '=', id)
    .where('approver_emp_id', '=', approverEmpId)
    .where('corp_id', '=', corpId)
    .where('state', '<>', WORK_ITEM_STATE.WAITING)
    .executeTakeFirst()
}

/** An approver's item in a company with what a decision locks next (its instance and subject), any state. */
export function findItemToDecide(db: Kysely<DB>, corpId: number, approverEmpId: number, id: number) {
  return db
    .selectFrom('approval_work_items')
    .innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
    .select(['approval_work_items.state', 'approval_instances.id as instance_id', 'approval_instances.order_type', 'approval_instances.subject_id'])
    .where('approval_work_items.id', '=', id)
    .where('approval_work_items.approver_emp_id', '=', approverEmpId)
    .where('approval_work_items.corp_id', '=', corpId)
    .executeTakeFirst()
}

/** A work item by id; throws when missing (re-read under the instance's lock). */
export function getWorkItem(trx: Kysely<DB>, id: number): Promise<WorkItem> {
  return trx.selectFrom('approval_work_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Records an approver's decision on a still pending item. Returns whether it did (false: decided meanwhile). */
export async function decideItem(trx: Kysely<DB>, id: number, decision: { state: number; remark: string | null }, now: Date): Promise<boolean> {
  const decided = await trx
    .updateTable('approval_work_items')
    .set({ state: decision.state, remark: decision.remark, decided_at: now })
    .where('id', '=', id)
    .where('state', '=', WORK_ITEM_STATE.PENDING)
    .executeTakeFirst()
  return Number(decided.numUpdatedRows) === 1
}

/** Skips the other approvers' pending items of a level once one of them decided it (one decision per level). */
export async function skipPendingItemsOfLevel(trx: Kysely<DB>, instanceId: number, level: number, now: Date): Promise<void> {
  await trx
    .updateTable('approval_work_items')
    .set({ state: WORK_ITEM_STATE.SKIPPED, decided_at: now })
    .where('instance_id', '=', instanceId)
    .where('level', '=', level)
    .where('state', '=', WORK_ITEM_STATE.PENDING)
    .execute()
}

/** Makes a level's waiting items pending; returns them (their approvers get a message). */
export function openLevel(trx: Kysely<DB>, instanceId: number, level: number, now: Date): Promise<{ id: number; approver_emp_id: number }[]> {
  return trx
    .updateTable('approval_work_items')
    .set({ state: WORK_ITEM_STATE.PENDING, activated_at: now })
    .where('instance_id', '=', instanceId)
    .where('level', '=', level)
    .where('state', '=', WORK_ITEM_STATE.WAITING)
    .returning(['id', 'approver_emp_id'])
    .execute()
}

/** Cancels the waiting and pending items of withdrawn instances. */
export async function cancelOpenItems(trx: Kysely<DB>, instanceIds: number[], now: Date): Promise<void> {
  await trx
    .updateTable('approval_work_items')
    .set({ state: WORK_ITEM_STATE.CANCELLED, decided_at: now })
    .where('instance_id', 'in', instanceIds)
    .where('state', 'in', [WORK_ITEM_STATE.WAITING, WORK_ITEM_STATE.PENDING])
    .execute()
}

/** The items of instances with their approver's name, by level then id. */
export function findItemsWithApprovers(db: Kysely<DB>, instanceIds: number[]) {
  return db
    .selectFrom('approval_work_items')
    .innerJoin('employees', 'employees.id', 'approval_work_items.approver_emp_id')
    .selectAll('approval_work_items')
    .select('employees.emp_name')
    .where('approval_work_items.instance_id', 'in', instanceIds)
    .orderBy('approval_work_items.level')
    .orderBy('approval_work_items.id')
    .execute()
}

/** The remarks of the rejected items of instances (the reason an applicant sees). */
export function findRejectionRemarks(db: Kysely<DB>, instanceIds: number[]): Promise<{ instance_id: number; remark: string | null }[]> {
  if (instanceIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('approval_work_items')
    .select(['instance_id', 'remark'])
    .where('instance_id', 'in', instanceIds)
    .where('state', '=', WORK_ITEM_STATE.REJECTED)
    .execute()
}

/** Employees' names by id, any status (approvers of a level just opened). */
export function findEmployeeNames(db: Kysely<DB>, ids: number[]): Promise<{ id: number; emp_name: string }[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'emp_name']).where('id', 'in', ids).execute()
}

// ---------------------------------------------------------------- trip applications as approval subjects

/** Applications by id whatever their company (the subjects of approval rows already scoped to the caller). */
export function findApplicationsByIds(db: Kysely<DB>, ids: number[]): Promise<Selectable<TripApplicationTable>[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('trip_applications').selectAll().where('id', 'in', ids).execute()
}

/** An application by id whatever its company; throws when missing (the subject of an instance the caller holds). */
export function getApplication(db: Kysely<DB>, id: number): Promise<Selectable<TripApplicationTable>> {
  return db.selectFrom('trip_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Gives an order's application route back (open again, no order): the order will not travel. */
export async function releaseRoutesOfOrder(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.updateTable('trip_routes').set({ route_status: 1, order_id: null }).where('order_id', '=', orderId).where('change_id', 'is', null).execute()
}
