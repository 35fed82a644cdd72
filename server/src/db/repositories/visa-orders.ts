/**
 * The visa tables under the order header (migration 017): the company's visa settings, the visa
 * order row and its progress, the applicants, the material files (moved here from the upload area
 * in the booking's transaction), the claims of one live application per passport and country, and
 * the all-orders source of the visa kind.
 *
 * Every progress step is `stepVisa`: one `UPDATE visa_orders … WHERE order_id = ? AND step IS NOT
 * DISTINCT FROM expected`, so of two server processes advancing the same order only one moves it;
 * the loser changes nothing and reads the order again.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { ListScope } from './orders'
import type { DB, VisaApplicantTable, VisaOrderTable } from '../types'

/** A visa order row. */
export type VisaOrder = Selectable<VisaOrderTable>
/** An applicant row. */
export type VisaApplicant = Selectable<VisaApplicantTable>
/** A material file without its bytes. */
export interface VisaMaterialInfo {
  id: number
  order_id: number
  applicant_id: number
  code: string
  name: string
  mime: string
  size: number
  sort: number
}

const VISA_ORDER_TYPE = 11023

// ---------------------------------------------------------------- settings

/** A company's visa settings (null: no row, the defaults apply). */
export interface VisaSettings {
  serviceFeeBusiness: number
  serviceFeePersonal: number
  approveAll: boolean
}

/** The company's visa settings, or null when it has none of its own. */
export async function findVisaSettings(db: Kysely<DB>, corpId: number): Promise<VisaSettings | null> {
  const row = await db.selectFrom('visa_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  if (!row) return null
  return { serviceFeeBusiness: Number(row.service_fee_business), serviceFeePersonal: Number(row.service_fee_personal), approveAll: row.approve_all_orders === 1 }
}

/** Writes (or replaces) a company's visa settings (tests and administration). */
export async function saveVisaSettings(db: Kysely<DB>, corpId: number, settings: VisaSettings): Promise<void> {
  const values = { service_fee_business: settings.serviceFeeBusiness, service_fee_personal: settings.serviceFeePersonal, approve_all_orders: settings.approveAll ? 1 : 0 }
  await db.insertInto('visa_settings').values({ corp_id: corpId, ...values }).onConflict((oc) => oc.column('corp_id').doUpdateSet(values)).execute()
}

// ---------------------------------------------------------------- writing a booking

/** Writes the visa row of an order. */
export async function insertVisaOrder(trx: Kysely<DB>, values: Insertable<VisaOrderTable>): Promise<void> {
  await trx.insertInto('visa_orders').values(values).execute()
}

/** Writes an order's applicants; their ids in the given order. */
export async function insertVisaApplicants(trx: Kysely<DB>, rows: Insertable<VisaApplicantTable>[]): Promise<number[]> {
  if (rows.length === 0) return []
  const written = await trx.insertInto('visa_applicants').values(rows).returning(['id', 'sort']).execute()
  return [...written].sort((a, b) => a.sort - b.sort).map((w) => w.id)
}

/** A file to move into an order: an upload of the booker, for an applicant's material. */
export interface MaterialMove {
  fileId: number
  applicantId: number
  code: string
  sort: number
}

/**
 * Moves uploads into the order's materials (in the booking's transaction): only the uploader's
 * own files of the company that nothing holds yet (no application) are taken — deleted from the
 * upload area and written to visa_materials in one statement, so two bookings naming the same
 * file cannot both get it. Answers how many were moved (fewer than asked: the booking refuses).
 */
export async function moveMaterials(trx: Kysely<DB>, corpId: number, uploaderEmpId: number, orderId: number, moves: MaterialMove[]): Promise<number> {
  if (moves.length === 0) return 0
  const values = sql.join(moves.map((m) => sql`(${m.fileId}::int, ${m.applicantId}::int, ${m.code}::text, ${m.sort}::int)`))
  const ids = moves.map((m) => m.fileId)
  const result = await sql<{ id: number }>`
    with moved as (
      delete from trip_attachments
      where id in (${sql.join(ids)}) and corp_id = ${corpId} and uploader_emp_id = ${uploaderEmpId} and application_id is null
      returning id, name, mime, size, data, created_at
    )
    insert into visa_materials (order_id, applicant_id, code, name, mime, size, data, uploaded_at, sort)
    select ${orderId}::int, v.applicant_id, v.code, moved.name, moved.mime, moved.size, moved.data, moved.created_at, v.sort
    from moved join (values ${values}) as v(file_id, applicant_id, code, sort) on v.file_id = moved.id
    returning id`.execute(trx)
  return result.rows.length
}

/** What an applicant claims: their passport for a country. */
export interface VisaClaimRequest {
  applicantId: number
  identity: string
}

/**
 * Claims a country for each applicant identity (in identity order, so two bookings cannot
 * deadlock); answers the requests another live application already holds.
 */
export async function claimVisaCountry(trx: Kysely<DB>, corpId: number, orderId: number, countryCode: string, requests: VisaClaimRequest[]): Promise<VisaClaimRequest[]> {
  if (requests.length === 0) return []
  const rows = requests
    .map((r) => ({ corp_id: corpId, identity: r.identity, country_code: countryCode, order_id: orderId, applicant_id: r.applicantId }))
    .sort((x, y) => x.identity.localeCompare(y.identity))
  const written = await trx
    .insertInto('visa_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'country_code']).doNothing())
    .returning('identity')
    .execute()
  const done = new Set(written.map((w) => w.identity))
  return requests.filter((r) => !done.has(r.identity))
}

/** Lets go of an order's claims (cancelled, expired, rejected, refunded, finished). */
export async function releaseVisaClaims(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.deleteFrom('visa_claims').where('order_id', '=', orderId).execute()
}

// ---------------------------------------------------------------- reading

/** The visa rows of these orders. */
export function findVisaOrders(db: Kysely<DB>, orderIds: number[]): Promise<VisaOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('visa_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The applicants of these orders, in booking order. */
export function findVisaApplicants(db: Kysely<DB>, orderIds: number[]): Promise<VisaApplicant[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('visa_applicants').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** The employees applying in an order. */
export async function findVisaApplicantEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('visa_applicants').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (visibility by booking scope). */
export function findVisaPeopleScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** The material files of these orders, without their bytes. */
export function findVisaMaterials(db: Kysely<DB>, orderIds: number[]): Promise<VisaMaterialInfo[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('visa_materials').select(['id', 'order_id', 'applicant_id', 'code', 'name', 'mime', 'size', 'sort'])
    .where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** One material file of an order, bytes included. */
export function findVisaMaterialFile(db: Kysely<DB>, orderId: number, id: number) {
  return db.selectFrom('visa_materials').select(['id', 'name', 'mime', 'data']).where('order_id', '=', orderId).where('id', '=', id).executeTakeFirst()
}

// ---------------------------------------------------------------- progress and after-sale

/** Moves an order's progress from `from` (null: not started) with `set`; false when another process moved it first. */
export async function stepVisa(trx: Kysely<DB>, orderId: number, from: string | null, set: Updateable<VisaOrderTable>): Promise<boolean> {
  const result = await trx
    .updateTable('visa_orders')
    .set(set)
    .where('order_id', '=', orderId)
    .where((eb) => (from === null ? eb('step', 'is', null) : eb('step', '=', from)))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Records the consulate's answer for an applicant. */
export async function setApplicantResult(trx: Kysely<DB>, applicantId: number, result: string, visaNo: string | null): Promise<void> {
  await trx.updateTable('visa_applicants').set({ result, visa_no: visaNo }).where('id', '=', applicantId).execute()
}

/**
 * Writes the delivery of an order (fill send info) while its progress is still at `step` (the
 * return reads the delivery after its own conditional update): false when the step moved.
 */
export async function setVisaDelivery(trx: Kysely<DB>, orderId: number, step: string | null, delivery: { mode: string; recipient: string; phone: string; address: string }): Promise<boolean> {
  return stepVisa(trx, orderId, step, { delivery_mode: delivery.mode, recipient: delivery.recipient, recipient_phone: delivery.phone, address: delivery.address })
}

/** Records what a cancellation of a paid order kept and gave back. */
export async function setVisaCancellation(trx: Kysely<DB>, orderId: number, fee: number, refund: number, at: Date): Promise<void> {
  await trx.updateTable('visa_orders').set({ cancel_fee: fee, refund_amount: refund, cancelled_at: at }).where('order_id', '=', orderId).execute()
}

/** Orders whose progress may have a step due: paid and not yet returned (or paid and not yet started). */
export async function findLiveVisaOrders(db: Kysely<DB>, limit: number): Promise<{ order_id: number; corp_id: number; step: string | null }[]> {
  return db
    .selectFrom('visa_orders as v')
    .innerJoin('orders as o', 'o.id', 'v.order_id')
    .select(['v.order_id', 'v.corp_id', 'v.step'])
    .where('o.status', '=', 'IN_PROGRESS')
    .where('v.step', 'is not', null)
    .where('v.step', '<>', 'RETURNED')
    .orderBy('v.order_id')
    .limit(limit)
    .execute()
}

/**
 * The visa kind's rows of the all-orders list, limited to the caller's scope (findScope 1: orders
 * the caller applies in; 2: also those the caller booked) and the name and phone filters.
 */
export function visaListSource(db: Kysely<DB>, scope: ListScope) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const applies = eb.exists(eb.selectFrom('visa_applicants as va').select('va.id').whereRef('va.order_id', '=', 'o.id').where('va.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', VISA_ORDER_TYPE), scope.findScope === 2 ? eb.or([applies, eb('o.booker_emp_id', '=', scope.empId)]) : applies]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('visa_applicants as na').select('na.id').whereRef('na.order_id', '=', 'o.id').where('na.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  return db
    .selectFrom('orders as o')
    .innerJoin('visa_orders as v', 'v.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(VISA_ORDER_TYPE)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      'o.total_amount as amount', 'o.created_at', 'o.first_dep_at as dep_at'])
}

/** Every stored text of the visa tables of an order except file bytes, as one string (tests: what is stored). */
export async function dumpVisaOrder(db: Kysely<DB>, orderId: number): Promise<string> {
  const [order, visa, people, materials, claims, events] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
    db.selectFrom('visa_orders').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('visa_applicants').selectAll().where('order_id', '=', orderId).execute(),
    findVisaMaterials(db, [orderId]),
    db.selectFrom('visa_claims').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute(),
  ])
  return JSON.stringify({ order, visa, people, materials, claims, events })
}
