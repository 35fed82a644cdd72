/** Requests to the travel consultants (service_requests): online customer service and meetings. */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, ServiceRequestTable } from '../types'

/** A request row. */
export type ServiceRequest = Selectable<ServiceRequestTable>

/** One page of an employee's requests of a kind, newest first. */
export async function pageServiceRequests(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  kind: string,
  page: { pageNum: number; count: number },
): Promise<{ rows: ServiceRequest[]; total: number }> {
  const base = db.selectFrom('service_requests').where('corp_id', '=', corpId).where('emp_id', '=', empId).where('kind', '=', kind)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.count).offset((page.pageNum - 1) * page.count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Writes a request. */
export function insertServiceRequest(db: Kysely<DB>, values: Insertable<ServiceRequestTable>): Promise<ServiceRequest> {
  return db.insertInto('service_requests').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Moves an employee's request from `from` (conditional: of two moves at once one wins). */
export function moveServiceRequest(
  db: Kysely<DB>,
  where: { id: number; corpId?: number; empId?: number; from: string },
  set: Partial<Pick<ServiceRequest, 'status' | 'answer' | 'answered_at' | 'cancelled_at'>>,
): Promise<ServiceRequest | undefined> {
  let q = db.updateTable('service_requests').set(set).where('id', '=', where.id).where('status', '=', where.from)
  if (where.corpId !== undefined) q = q.where('corp_id', '=', where.corpId)
  if (where.empId !== undefined) q = q.where('emp_id', '=', where.empId)
  return q.returningAll().executeTakeFirst()
}

/** An employee's request by id (another employee's or company's answers undefined). */
export function findServiceRequest(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<ServiceRequest | undefined> {
  return db.selectFrom('service_requests').selectAll().where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
}

/** A request by id whatever its owner (the demo tool that answers as the consultant). */
export function findServiceRequestById(db: Kysely<DB>, id: number): Promise<ServiceRequest | undefined> {
  return db.selectFrom('service_requests').selectAll().where('id', '=', id).executeTakeFirst()
}

