/** Employees and their companies and departments. */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { CompanyTable, DB, EmployeeTable } from '../types'

/** An employee row. */
export type Employee = Selectable<EmployeeTable>
/** A company row. */
export type Company = Selectable<CompanyTable>

/** Active employees whose login name or mobile is `name` (already lower-cased and trimmed), optionally in one company. */
export function findLoginCandidates(db: Kysely<DB>, name: string, corpId?: number): Promise<Employee[]> {
  let query = db
    .selectFrom('employees')
    .selectAll()
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('login_name', '=', name), eb('mobile', '=', name)]))
  if (corpId !== undefined) query = query.where('corp_id', '=', corpId)
  return query.orderBy('corp_id').orderBy('id').execute()
}

/** An active employee by id. */
export function findEmployee(db: Kysely<DB>, id: number): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst()
}

/** Active employees with this mobile, optionally in one company. */
export function findByMobile(db: Kysely<DB>, mobile: string, corpId?: number): Promise<Employee[]> {
  let query = db.selectFrom('employees').selectAll().where('mobile', '=', mobile).where('status', '=', 1)
  if (corpId !== undefined) query = query.where('corp_id', '=', corpId)
  return query.orderBy('corp_id').orderBy('id').execute()
}

/** Whether a mobile or login name is taken by any employee (any company, any status). */
export async function isPhoneTaken(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where((eb) => eb.or([eb('mobile', '=', phone), eb('login_name', '=', phone)]))
    .executeTakeFirst()
  return row !== undefined
}

/** Whether another employee of the company uses this mobile. */
export async function isMobileUsedInCompany(db: Kysely<DB>, corpId: number, mobile: string, exceptEmpId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where('corp_id', '=', corpId)
    .where('mobile', '=', mobile)
    .where('id', '!=', exceptEmpId)
    .executeTakeFirst()
  return row !== undefined
}

/** The next employee number with `prefix` in a company (prefix + 4 digits, continuing after the highest). */
export async function nextEmpNo(db: Kysely<DB>, corpId: number, prefix: string): Promise<string> {
  const rows = await db
    .selectFrom('employees')
    .select('emp_no')
    .where('corp_id', '=', corpId)
    .where('emp_no', 'like', `${prefix}%`)
    .execute()
  const highest = rows.reduce((max, r) => Math.max(max, Number(r.emp_no.slice(prefix.length)) || 0), 0)
  return `${prefix}${String(highest + 1).padStart(4, '0')}`
}

/** Inserts an employee; returns its id. */
export async function insertEmployee(db: Kysely<DB>, values: Insertable<EmployeeTable>): Promise<number> {
  const row = await db.insertInto('employees').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Sets a new password hash and clears the must-change flag. */
export async function setPasswordHash(db: Kysely<DB>, empId: number, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('employees')
    .set({ password_hash: hash, must_change_password: 0, updated_at: now })
    .where('id', '=', empId)
    .execute()
}

/** Changes an employee's mobile. */
export async function setMobile(db: Kysely<DB>, empId: number, mobile: string, now: Date): Promise<void> {
  await db.updateTable('employees').set({ mobile, updated_at: now }).where('id', '=', empId).execute()
}

/** A company by id. */
export function findCompany(db: Kysely<DB>, id: number): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A company by its code (case-insensitive). */
export function findCompanyByCorpNo(db: Kysely<DB>, corpNo: string): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('corp_no', '=', corpNo.trim().toUpperCase()).executeTakeFirst()
}

/** A company whose host name is `domain`. */
export function findCompanyByDomain(db: Kysely<DB>, domain: string): Promise<Company | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['domain_name']), '=', domain.toLowerCase()))
    .executeTakeFirst()
}

/** Companies by id. */
export function findCompanies(db: Kysely<DB>, ids: number[]): Promise<Company[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('companies').selectAll().where('id', 'in', ids).orderBy('id').execute()
}

/** A department's name in both languages. */
export function findDepartment(db: Kysely<DB>, id: number): Promise<{ name: string; name_en: string } | undefined> {
  return db.selectFrom('departments').select(['name', 'name_en']).where('id', '=', id).executeTakeFirst()
}

/** The company's service switches, in menu order. */
export function findCompanyServices(db: Kysely<DB>, corpId: number) {
  return db
    .selectFrom('company_services')
    .select(['product_code', 'zclx', 'zclx_s'])
    .where('corp_id', '=', corpId)
    .orderBy('sort')
    .execute()
}

/** Product codes denied to one employee. */
export async function findDeniedProducts(db: Kysely<DB>, empId: number): Promise<string[]> {
  const rows = await db.selectFrom('employee_product_denials').select('product_code').where('emp_id', '=', empId).execute()
  return rows.map((r) => r.product_code)
}
