/**
 * Business-trip applications (`trip_applications`), their travellers, routes and changes, and the
 * approval rows the application screens read about them. Attachments live in trip-attachments.ts.
 *
 * A route belongs to the application while its change_id is null; rows with a change_id are what
 * a change proposes and only replace the application's routes when the change is applied. Status
 * values (application, change) are decided by the service and passed in; a conditional update
 * returns whether it changed a row so the caller decides what losing a race means.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import { INSTANCE_STATUS, WORK_ITEM_STATE } from '../../schemas/approval-progress'
import type { DB, TripApplicationTable, TripChangeTable, TripRouteTable } from '../types'

/** An application row. */
export type TripApplicationRow = Selectable<TripApplicationTable>
/** A route row (of the application or proposed by a change). */
export type TripRouteRow = Selectable<TripRouteTable>
/** A change row. */
export type TripChangeRow = Selectable<TripChangeTable>

// ---------------------------------------------------------------- applications

/** An application of a company by id (another company's id answers like a missing one). */
export function findApplication(db: Kysely<DB>, corpId: number, id: number): Promise<TripApplicationRow | undefined> {
  return db.selectFrom('trip_applications').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** An application of a company, row-locked until the end of the transaction. */
export function lockApplication(trx: Kysely<DB>, corpId: number, id: number): Promise<TripApplicationRow | undefined> {
  return trx.selectFrom('trip_applications').selectAll().where('id', '=', id).where('corp_id', '=', corpId).forUpdate().executeTakeFirst()
}

/** Applications of a company where the employee is the applicant or one of the travellers. */
function applicationsOf(db: Kysely<DB>, corpId: number, empId: number) {
  return db
    .selectFrom('trip_applications')
    .where('trip_applications.corp_id', '=', corpId)
    .where((eb) =>
      eb.or([
        eb('trip_applications.applicant_emp_id', '=', empId),
        eb.exists(
          eb.selectFrom('trip_travellers').select('emp_id').whereRef('trip_travellers.application_id', '=', 'trip_applications.id').where('trip_travellers.emp_id', '=', empId),
        ),
      ]),
    )
}

/**
 * A page of the applications an employee applied for or travels on, newest first, and how many
 * there are in all. `statuses`: only these (absent: every status).
 */
export async function listApplicationsOf(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  filter: { statuses?: number[]; offset: number; limit: number },
): Promise<{ rows: TripApplicationRow[]; total: number }> {
  let base = applicationsOf(db, corpId, empId)
  if (filter.statuses !== undefined) {
    base = filter.statuses.length === 1
      ? base.where('trip_applications.status', '=', filter.statuses[0])
      : base.where('trip_applications.status', 'in', filter.statuses)
  }
  const [rows, total] = await Promise.all([
    base.selectAll('trip_applications').orderBy('trip_applications.created_at', 'desc').orderBy('trip_applications.id', 'desc')
      .offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/**
 * The applications an employee applied for or travels on that are in `status` and whose trip has
 * not ended before `today` (the ones a booking can go under), earliest trip first; `id`: only that one.
 */
export function listBookableApplicationsOf(db: Kysely<DB>, corpId: number, empId: number, status: number, today: string, id?: number): Promise<TripApplicationRow[]> {
  let q = applicationsOf(db, corpId, empId).selectAll('trip_applications').where('trip_applications.status', '=', status)
    .where('trip_applications.date_end', '>=', today)
  if (id !== undefined) q = q.where('trip_applications.id', '=', id)
  return q.orderBy('trip_applications.date_begin').orderBy('trip_applications.id').execute()
}

/** The next application number: SQ + China date (yymmdd) + 4 digits of a sequence shared by every company. */
export async function nextApplicationNo(db: Kysely<DB>, chinaDay: string): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('trip_no_seq') as n`.execute(db)
  return `SQ${chinaDay.slice(2).replace(/-/g, '')}${String(Number(rows[0].n) % 10000).padStart(4, '0')}`
}

/** Writes a new application. */
export function insertApplication(trx: Kysely<DB>, values: Insertable<TripApplicationTable>): Promise<TripApplicationRow> {
  return trx.insertInto('trip_applications').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Rewrites the columns of a draft (the caller holds its lock and checked it is one). */
export function rewriteDraft(trx: Kysely<DB>, id: number, values: Updateable<TripApplicationTable>): Promise<TripApplicationRow> {
  return trx.updateTable('trip_applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/**
 * Moves an application to `status`. `at` stamps updated_at (left out where the same transaction
 * already stamped it); `rejectReason` is kept with a rejection.
 */
export async function setApplicationStatus(trx: Kysely<DB>, id: number, status: number, at?: Date, rejectReason?: string): Promise<void> {
  await trx
    .updateTable('trip_applications')
    .set({ status, ...(at !== undefined ? { updated_at: at } : {}), ...(rejectReason !== undefined ? { reject_reason: rejectReason } : {}) })
    .where('id', '=', id)
    .execute()
}

/** Replaces an application's budgets with a change's and moves it to `status` (a change applied). */
export async function setApplicationBudgets(
  trx: Kysely<DB>,
  id: number,
  budgets: Pick<TripChangeRow, 'jtys' | 'zsys' | 'qtys'> & { zys: number },
  status: number,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('trip_applications')
    .set({ jtys: budgets.jtys, zsys: budgets.zsys, qtys: budgets.qtys, zys: budgets.zys, status, updated_at: at })
    .where('id', '=', id)
    .execute()
}

/** Deletes a draft (the caller holds its lock and checked it is one; travellers, routes and attachments go with it). */
export async function deleteDraft(trx: Kysely<DB>, id: number): Promise<void> {
  await trx.deleteFrom('trip_applications').where('id', '=', id).execute()
}

// ---------------------------------------------------------------- travellers

/** The traveller employee ids of an application, in their order. */
export async function findTravellerIds(db: Kysely<DB>, applicationId: number): Promise<number[]> {
  const rows = await db.selectFrom('trip_travellers').select('emp_id').where('application_id', '=', applicationId).orderBy('sort').execute()
  return rows.map((r) => r.emp_id)
}

/** Which employees travel on which of these applications (unordered). */
export function findTravellerLinks(db: Kysely<DB>, applicationIds: number[]): Promise<{ application_id: number; emp_id: number }[]> {
  if (applicationIds.length === 0) return Promise.resolve([])
  return db.selectFrom('trip_travellers').select(['application_id', 'emp_id']).where('application_id', 'in', applicationIds).execute()
}

/** The travellers of applications with their name, rank and department, in their order. */
export function listTravellersOf(db: Kysely<DB>, applicationIds: number[]) {
  return db
    .selectFrom('trip_travellers')
    .innerJoin('employees', 'employees.id', 'trip_travellers.emp_id')
    .leftJoin('departments', 'departments.id', 'employees.dept_id')
    .select(['trip_travellers.application_id', 'employees.id', 'employees.emp_name', 'employees.emp_rank', 'departments.name as dept', 'departments.name_en as dept_en'])
    .where('trip_travellers.application_id', 'in', applicationIds)
    .orderBy('trip_travellers.sort')
    .execute()
}

/** Writes the travellers of an application in the order given. */
export async function insertTravellers(trx: Kysely<DB>, applicationId: number, empIds: number[]): Promise<void> {
  await trx.insertInto('trip_travellers').values(empIds.map((empId, sort) => ({ application_id: applicationId, emp_id: empId, sort }))).execute()
}

/** Removes every traveller of an application (a draft being rewritten). */
export async function deleteTravellers(trx: Kysely<DB>, applicationId: number): Promise<void> {
  await trx.deleteFrom('trip_travellers').where('application_id', '=', applicationId).execute()
}

// ---------------------------------------------------------------- routes

/** The current routes of applications (change_id null), in order. */
export function findCurrentRoutes(db: Kysely<DB>, applicationIds: number[]): Promise<TripRouteRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('trip_routes')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .where('change_id', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** The routes a change proposes, in order. */
export function findProposedRoutes(db: Kysely<DB>, changeId: number): Promise<TripRouteRow[]> {
  return db.selectFrom('trip_routes').selectAll().where('change_id', '=', changeId).orderBy('sort').orderBy('id').execute()
}

/** Whether an application has a current route booked by an order. */
export async function hasBookedRoute(db: Kysely<DB>, applicationId: number): Promise<boolean> {
  const booked = await db.selectFrom('trip_routes').select('id').where('application_id', '=', applicationId).where('change_id', 'is', null).where('route_status', '=', 3).executeTakeFirst()
  return booked !== undefined
}

/** Writes routes (of an application, or proposed by a change). */
export async function insertRoutes(trx: Kysely<DB>, routes: Insertable<TripRouteTable>[]): Promise<void> {
  await trx.insertInto('trip_routes').values(routes).execute()
}

/** Removes every route of an application (a draft being rewritten: drafts have no changes). */
export async function deleteRoutes(trx: Kysely<DB>, applicationId: number): Promise<void> {
  await trx.deleteFrom('trip_routes').where('application_id', '=', applicationId).execute()
}

/**
 * Marks a current route of an application booked by an order, only while it is open: one
 * conditional update, so of two bookings of one route only one wins. Returns whether this one did.
 */
export async function markRouteBooked(trx: Kysely<DB>, applicationId: number, routeId: number, orderId: number): Promise<boolean> {
  const taken = await trx
    .updateTable('trip_routes')
    .set({ route_status: 3, order_id: orderId })
    .where('id', '=', routeId)
    .where('application_id', '=', applicationId)
    .where('change_id', 'is', null)
    .where('route_status', '=', 1)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

/** Removes the open current routes of an application a change did not keep (booked routes always stay). */
export async function deleteDroppedRoutes(trx: Kysely<DB>, applicationId: number, keptIds: number[]): Promise<void> {
  await trx
    .deleteFrom('trip_routes')
    .where('application_id', '=', applicationId)
    .where('change_id', 'is', null)
    .where('route_status', '=', 1)
    .where('id', 'not in', keptIds.length ? keptIds : [0])
    .execute()
}

/** Gives a current route the values a change proposed for it (its booking columns stay). */
export async function rewriteCurrentRoute(trx: Kysely<DB>, routeId: number, values: Updateable<TripRouteTable>): Promise<void> {
  await trx.updateTable('trip_routes').set(values).where('id', '=', routeId).where('change_id', 'is', null).execute()
}

// ---------------------------------------------------------------- changes

/** A change of a company by id (another company's id answers like a missing one). */
export function findChange(db: Kysely<DB>, corpId: number, id: number): Promise<TripChangeRow | undefined> {
  return db.selectFrom('trip_changes').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** A change by id whatever its company, for internal callers holding an id the approval engine stored; throws when missing. */
export function getChange(db: Kysely<DB>, id: number): Promise<TripChangeRow> {
  return db.selectFrom('trip_changes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** The changes of an application, newest first. */
export function listChangesOf(db: Kysely<DB>, applicationId: number): Promise<TripChangeRow[]> {
  return db.selectFrom('trip_changes').selectAll().where('application_id', '=', applicationId).orderBy('id', 'desc').execute()
}

/** Status and rejection reason of the changes of applications, newest first (list rows show the last one's). */
export function findChangeOutcomes(db: Kysely<DB>, applicationIds: number[]): Promise<{ application_id: number; status: number; reject_reason: string | null }[]> {
  if (applicationIds.length === 0) return Promise.resolve([])
  return db.selectFrom('trip_changes').select(['application_id', 'status', 'reject_reason']).where('application_id', 'in', applicationIds).orderBy('id', 'desc').execute()
}

/** Writes a new change. */
export function insertChange(trx: Kysely<DB>, values: Insertable<TripChangeTable>): Promise<TripChangeRow> {
  return trx.insertInto('trip_changes').values(values).returningAll().executeTakeFirstOrThrow()
}

/**
 * Records how a change ended: its status, when, and with a rejection the reason or with an
 * approval the routes as applied. With `onlyFrom` it is a conditional update (only while the
 * change is still in that status); returns whether a row changed.
 */
export async function decideChange(
  trx: Kysely<DB>,
  id: number,
  decision: { status: number; at: Date; rejectReason?: string; routesAfterApplied?: string },
  onlyFrom?: number,
): Promise<boolean> {
  let q = trx
    .updateTable('trip_changes')
    .set({
      status: decision.status,
      ...(decision.rejectReason !== undefined ? { reject_reason: decision.rejectReason } : {}),
      decided_at: decision.at,
      ...(decision.routesAfterApplied !== undefined ? { routes_after_applied: decision.routesAfterApplied } : {}),
    })
    .where('id', '=', id)
  if (onlyFrom !== undefined) q = q.where('status', '=', onlyFrom)
  const result = await q.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---------------------------------------------------------------- names and places

/** The name of an employee whatever their status (an applicant who has left still named an application). */
export async function findEmployeeName(db: Kysely<DB>, empId: number): Promise<string | undefined> {
  return (await db.selectFrom('employees').select('emp_name').where('id', '=', empId).executeTakeFirst())?.emp_name
}

/** A cost centre's name in both languages. */
export function findCostCenterName(db: Kysely<DB>, id: number): Promise<{ name: string; name_en: string } | undefined> {
  return db.selectFrom('cost_centers').select(['name', 'name_en']).where('id', '=', id).executeTakeFirst()
}

/** A project's name in both languages. */
export function findProjectName(db: Kysely<DB>, id: number): Promise<{ name: string; name_en: string } | undefined> {
  return db.selectFrom('projects').select(['name', 'name_en']).where('id', '=', id).executeTakeFirst()
}

/** Whether a code is a city's code. */
export async function isCityCode(db: Kysely<DB>, code: string): Promise<boolean> {
  return (await db.selectFrom('cities').select('code').where('code', '=', code).executeTakeFirst()) !== undefined
}

/** The city code of an airport by its IATA code. */
export async function findAirportCityCode(db: Kysely<DB>, iata: string): Promise<string | undefined> {
  return (await db.selectFrom('airports').select('city_code').where('iata', '=', iata).executeTakeFirst())?.city_code
}

// ---------------------------------------------------------------- approval rows

/** Whether an approver has a work item on a subject whose level was reached (WAITING items are not visible yet). */
export async function hasVisibleWorkItem(db: Kysely<DB>, orderType: number, subjectId: number, approverEmpId: number): Promise<boolean> {
  const item = await db
    .selectFrom('approval_work_items')
    .innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
    .select('approval_work_items.id')
    .where('approval_instances.order_type', '=', orderType)
    .where('approval_instances.subject_id', '=', subjectId)
    .where('approval_work_items.approver_emp_id', '=', approverEmpId)
    .where('approval_work_items.state', '<>', WORK_ITEM_STATE.WAITING)
    .executeTakeFirst()
  return item !== undefined
}

/** The newest approval instance of a subject itself, its changes' instances left out. */
export function findLatestSubjectInstance(db: Kysely<DB>, orderType: number, subjectId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('approval_instances')
    .select('id')
    .where('order_type', '=', orderType)
    .where('subject_id', '=', subjectId)
    .where('change_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Who is to decide now on subjects: the approvers of the pending items of pending instances, in item order. */
export function findPendingApprovers(db: Kysely<DB>, orderType: number, subjectIds: number[]): Promise<{ subject_id: number; emp_name: string }[]> {
  if (subjectIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('approval_work_items')
    .innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
    .innerJoin('employees', 'employees.id', 'approval_work_items.approver_emp_id')
    .select(['approval_instances.subject_id', 'employees.emp_name'])
    .where('approval_instances.order_type', '=', orderType)
    .where('approval_instances.subject_id', 'in', subjectIds)
    .where('approval_instances.status', '=', INSTANCE_STATUS.PENDING)
    .where('approval_work_items.state', '=', WORK_ITEM_STATE.PENDING)
    .orderBy('approval_work_items.id')
    .execute()
}
