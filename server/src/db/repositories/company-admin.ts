/**
 * Company administration (migration 024): the company's departments, cost centres and projects
 * with their status, its employees as an administrator sees them (active and disabled), invitation
 * links, and the purge of a closed account's trade-linked personal data after the retention.
 */
import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { DB, EmployeeTable, NullableTimestamp, Timestamp } from '../types'
import { likeEscape } from './reference'
import { CLOSED_NAME } from './user-data'

/** An invitation link (token stored only as SHA-256). */
export interface CompanyInvitationTable {
  id: Generated<number>
  corp_id: number
  token_hash: string
  created_by: number
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: NullableTimestamp
  used_count: Generated<number>
}

// Migration 024's columns and table join the schema types by declaration merging, as the product sections of types.ts do.
declare module '../types' {
  interface DB {
    company_invitations: CompanyInvitationTable
  }
  interface DepartmentTable {
    /** 1 active, 0 disabled (migration 024). */
    status: Generated<number>
  }
  interface AccountClosureTable {
    /** When the sweep anonymised the trade-linked personal data (migration 024). */
    purged_at: NullableTimestamp
  }
}

/** An invitation row. */
export type CompanyInvitation = Selectable<CompanyInvitationTable>
/** An employee row whatever its status. */
export type AdminEmployee = Selectable<EmployeeTable>

/** The statuses an administrator sees: active (1) and disabled (2); closed accounts (3) are gone. */
const MANAGED_STATUSES = [1, 2]

/** The company's departments (every status) with the number of managed employees in each. */
export async function findDepartmentsWithCounts(db: Kysely<DB>, corpId: number) {
  return db
    .selectFrom('departments as d')
    .leftJoin('employees as e', (join) => join.onRef('e.dept_id', '=', 'd.id').on('e.status', 'in', MANAGED_STATUSES))
    .select((eb) => ['d.id', 'd.code', 'd.name', 'd.name_en', 'd.parent_id', 'd.status', 'd.sort', eb.fn.count<string>('e.id').as('emp_count')])
    .where('d.corp_id', '=', corpId)
    .groupBy(['d.id', 'd.code', 'd.name', 'd.name_en', 'd.parent_id', 'd.status', 'd.sort'])
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute()
}

/** The company's cost centres, every status. */
export function findAllCostCenters(db: Kysely<DB>, corpId: number) {
  return db.selectFrom('cost_centers').selectAll().where('corp_id', '=', corpId).orderBy('code').execute()
}

/** The company's projects, every status. */
export function findAllProjects(db: Kysely<DB>, corpId: number) {
  return db.selectFrom('projects').selectAll().where('corp_id', '=', corpId).orderBy('code').execute()
}

/** Ranks the company's travel policies name. */
export async function findRanks(db: Kysely<DB>, corpId: number): Promise<string[]> {
  const rows = await db.selectFrom('travel_policies').select('emp_rank').distinct().where('corp_id', '=', corpId).orderBy('emp_rank').execute()
  return rows.map((r) => r.emp_rank)
}

/** How many managed employees the company has. */
export async function countEmployees(db: Kysely<DB>, corpId: number): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('corp_id', '=', corpId)
    .where('status', 'in', MANAGED_STATUSES)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A department of the company (any status), or undefined. */
export function findCompanyDepartment(db: Kysely<DB>, corpId: number, id: number) {
  return db.selectFrom('departments').selectAll().where('corp_id', '=', corpId).where('id', '=', id).executeTakeFirst()
}

/** Whether the code is used by another item of the kind in the company. */
export async function isItemCodeTaken(db: Kysely<DB>, table: 'departments' | 'cost_centers' | 'projects', corpId: number, code: string, exceptId?: number) {
  let query = db.selectFrom(table).select('id').where('corp_id', '=', corpId).where('code', '=', code)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** Inserts a department; returns its id. */
export async function insertDepartment(db: Kysely<DB>, values: { corp_id: number; code: string; name: string; name_en: string; parent_id: number | null }) {
  const sort = await db.selectFrom('departments').select((eb) => eb.fn.max('sort').as('s')).where('corp_id', '=', values.corp_id).executeTakeFirst()
  const row = await db
    .insertInto('departments')
    .values({ ...values, sort: Number(sort?.s ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Renames or re-parents / disables a department of the company. */
export async function updateDepartment(db: Kysely<DB>, corpId: number, id: number, values: { name: string; name_en: string; status: number; parent_id: number | null }) {
  await db.updateTable('departments').set(values).where('corp_id', '=', corpId).where('id', '=', id).execute()
}

/** A cost centre of the company (any status). */
export function findCompanyCostCenter(db: Kysely<DB>, corpId: number, id: number) {
  return db.selectFrom('cost_centers').selectAll().where('corp_id', '=', corpId).where('id', '=', id).executeTakeFirst()
}

/** Inserts a cost centre; returns its id. */
export async function insertCostCenter(db: Kysely<DB>, values: { corp_id: number; code: string; name: string; name_en: string; dept_id: number | null }) {
  const row = await db.insertInto('cost_centers').values({ ...values, status: 1 }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Changes a cost centre of the company. */
export async function updateCostCenter(db: Kysely<DB>, corpId: number, id: number, values: { name: string; name_en: string; status: number; dept_id: number | null }) {
  await db.updateTable('cost_centers').set(values).where('corp_id', '=', corpId).where('id', '=', id).execute()
}

/** A project of the company (any status). */
export function findCompanyProject(db: Kysely<DB>, corpId: number, id: number) {
  return db.selectFrom('projects').selectAll().where('corp_id', '=', corpId).where('id', '=', id).executeTakeFirst()
}

/** Inserts a project; returns its id. */
export async function insertProject(db: Kysely<DB>, values: { corp_id: number; code: string; name: string; name_en: string; manager: string; start_date: string }) {
  const row = await db.insertInto('projects').values({ ...values, status: 1, end_date: null }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Changes a project of the company. */
export async function updateProject(db: Kysely<DB>, corpId: number, id: number, values: { name: string; name_en: string; status: number }) {
  await db.updateTable('projects').set(values).where('corp_id', '=', corpId).where('id', '=', id).execute()
}

/** A page of the company's managed employees with their department, searched by name, number, login name or mobile. */
export async function findCompanyEmployees(
  db: Kysely<DB>,
  corpId: number,
  filter: { keywords?: string; status?: number; offset: number; limit: number },
) {
  let query = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.dept_id')
    .where('e.corp_id', '=', corpId)
    .where('e.status', 'in', filter.status === undefined ? MANAGED_STATUSES : [filter.status])
  if (filter.keywords) {
    const pattern = `%${likeEscape(filter.keywords.toLowerCase())}%`
    query = query.where((eb) =>
      eb.or([
        eb('e.emp_name', 'like', pattern),
        eb(eb.fn('lower', ['e.eng_name']), 'like', pattern),
        eb('e.mobile', 'like', pattern),
        eb(eb.fn('lower', ['e.emp_no']), 'like', pattern),
        eb('e.login_name', 'like', pattern),
      ]),
    )
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll('e')
      .select(['d.name as dept_name', 'd.name_en as dept_name_en'])
      .orderBy('e.status')
      .orderBy('e.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** An employee of the company an administrator manages (active or disabled), or undefined. */
export function findCompanyEmployee(db: Kysely<DB>, corpId: number, empId: number): Promise<AdminEmployee | undefined> {
  return db.selectFrom('employees').selectAll().where('corp_id', '=', corpId).where('id', '=', empId).where('status', 'in', MANAGED_STATUSES).executeTakeFirst()
}

/** Whether a login name is used by any employee (the login index is global). */
export async function isLoginNameTaken(db: Kysely<DB>, loginName: string): Promise<boolean> {
  const row = await db.selectFrom('employees').select('id').where('login_name', '=', loginName).executeTakeFirst()
  return row !== undefined
}

/** Changes an employee's managed fields. */
export async function updateEmployee(db: Kysely<DB>, corpId: number, empId: number, values: Updateable<EmployeeTable>) {
  await db.updateTable('employees').set(values).where('corp_id', '=', corpId).where('id', '=', empId).execute()
}

/** Sets an employee's status; disabling also ends every open session of the employee at once. */
export async function setEmployeeStatus(db: Kysely<DB>, corpId: number, empId: number, status: 1 | 2, now: Date): Promise<void> {
  await db.updateTable('employees').set({ status, updated_at: now }).where('corp_id', '=', corpId).where('id', '=', empId).execute()
  if (status === 2) {
    await db.updateTable('sessions').set({ revoked_at: now, revoked_reason: 'disabled' }).where('emp_id', '=', empId).where('revoked_at', 'is', null).execute()
  }
}

/** Inserts an invitation. */
export async function insertInvitation(db: Kysely<DB>, values: Insertable<CompanyInvitationTable>): Promise<void> {
  await db.insertInto('company_invitations').values(values).execute()
}

/** The invitation with this token hash, with its company. */
export function findInvitation(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('company_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.corp_id')
    .innerJoin('employees as e', 'e.id', 'i.created_by')
    .select(['i.id', 'i.corp_id', 'i.expires_at', 'i.revoked_at', 'c.corp_no', 'c.fullname', 'c.fullname_en', 'c.corp_no', 'e.emp_name as inviter_name', 'e.status as inviter_status'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** Counts one registration through an invitation. */
export async function countInvitationUse(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('company_invitations')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Closed accounts whose retention ended and whose trade-linked data is not purged yet (oldest first). */
export function findClosuresDue(db: Kysely<DB>, now: Date, limit: number) {
  return db
    .selectFrom('account_closures')
    .select(['emp_id', 'corp_id'])
    .where('retain_until', '<=', now)
    .where('purged_at', 'is', null)
    .orderBy('retain_until')
    .limit(limit)
    .execute()
}

const CLAIM_TABLES = ['flight_passenger_claims', 'train_passenger_claims', 'hotel_guest_claims', 'tour_claims', 'airport_service_claims', 'visa_claims'] as const

/**
 * Anonymises what the trade records still say about a closed account's holder once the retention
 * ended: the person's name, document numbers, phone and birth date on every product's traveller
 * rows, the contact details on the orders they booked, and the duplicate-booking claims that carry
 * their identity. Amounts, routes, dates and statuses stay (the company's accounting); the order
 * rows stay too. Claims the row marked purged so a second sweep skips it; the conditional update
 * makes two sweeping processes act once.
 */
export async function purgeClosedAccount(trx: Kysely<DB>, emp: { emp_id: number; corp_id: number }, now: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('account_closures')
    .set({ purged_at: now })
    .where('emp_id', '=', emp.emp_id)
    .where('purged_at', 'is', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 0) return false
  const empId = emp.emp_id

  // The document numbers under which the person's claims were kept, before they are blanked.
  const cardRows = await Promise.all([
    trx.selectFrom('flight_order_passengers').select('card_number as n').where('emp_id', '=', empId).execute(),
    trx.selectFrom('train_order_passengers').select('card_number as n').where('emp_id', '=', empId).execute(),
    trx.selectFrom('airport_service_travellers').select('card_number as n').where('emp_id', '=', empId).execute(),
    trx.selectFrom('tour_participants').select('id_number as n').where('emp_id', '=', empId).execute(),
    trx.selectFrom('visa_applicants').select('passport_no as n').where('emp_id', '=', empId).execute(),
  ])
  const cards = [...new Set(cardRows.flat().map((r) => r.n).filter((n) => n && n.length > 0))]
  for (const table of CLAIM_TABLES) {
    await trx
      .deleteFrom(table)
      .where('corp_id', '=', emp.corp_id)
      .where((eb) =>
        eb.or([
          eb('identity', '=', `emp:${empId}`),
          ...cards.flatMap((c) => [eb('identity', 'like', `%:${likeEscape(c.toUpperCase())}`), eb('identity', 'like', `%:${likeEscape(c)}`)]),
        ]),
      )
      .execute()
  }

  await trx.updateTable('flight_order_passengers').set({ name: CLOSED_NAME, card_number: '', card_expiry: null, phone: null, born: null, sex: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('train_order_passengers').set({ name: CLOSED_NAME, card_number: '', card_expiry: null, phone: null, born: null, sex: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('hotel_order_guests').set({ name: CLOSED_NAME, phone: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('car_orders').set({ passenger_name: CLOSED_NAME, passenger_mobile: '' }).where('passenger_emp_id', '=', empId).execute()
  await trx.updateTable('tour_participants').set({ name: CLOSED_NAME, mobile: '', id_number: '', born: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('airport_service_travellers').set({ name: CLOSED_NAME, card_number: '', phone: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('insurance_insureds').set({ name: CLOSED_NAME, card_number: '', born: null, phone: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('visa_applicants').set({ name: CLOSED_NAME, name_en: '', mobile: '', passport_no: '', born: null }).where('emp_id', '=', empId).execute()
  await trx.updateTable('orders').set({ contact_name: CLOSED_NAME, contact_phone: '', contact_email: null }).where('booker_emp_id', '=', empId).execute()
  return true
}
