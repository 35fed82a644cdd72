/**
 * Insurance orders (migration 018): the standalone products with their plans, the order rows, the
 * insured persons with their policies, the refunds (11027), the all-orders source and what the
 * linked insurance of a flight or train order reads of the travel order's tables.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { DB, InsuranceInsuredTable, InsuranceOrderTable, InsurancePlanTable, InsuranceProductTable, InsuranceRefundTable } from '../types'
import { insertEvent, type ListScope } from './orders'

/** A standalone product: its insurance_products row with its plan. */
export type StandaloneProduct = Selectable<InsuranceProductTable> & Omit<Selectable<InsurancePlanTable>, 'product_id'>
/** An insurance order row. */
export type InsuranceOrder = Selectable<InsuranceOrderTable>
/** An insured person's row. */
export type InsuranceInsured = Selectable<InsuranceInsuredTable>
/** An insurance refund row. */
export type InsuranceRefund = Selectable<InsuranceRefundTable>

/** Product code of insurance (ours: the spec names none; the app's registry uses it too). */
export const INSURANCE_PRODUCT_CODE = '10907'

function standaloneQuery(db: Kysely<DB>) {
  return db
    .selectFrom('insurance_products as p')
    .innerJoin('insurance_plans as l', 'l.product_id', 'p.id')
    .selectAll('p')
    .select(['l.kind', 'l.insurer_zh', 'l.insurer_en', 'l.price_tiers', 'l.min_age', 'l.max_age', 'l.max_days', 'l.needs_trip_no', 'l.coverage'])
    .where('p.product_code', '=', INSURANCE_PRODUCT_CODE)
    .where('p.status', '=', 1)
}

/** The standalone products on sale (of one kind when given), in their order. */
export function findStandaloneProducts(db: Kysely<DB>, kind?: string): Promise<StandaloneProduct[]> {
  let q = standaloneQuery(db)
  if (kind) q = q.where('l.kind', '=', kind)
  return q.orderBy('p.sort').orderBy('p.id').execute()
}

/** One standalone product on sale by its code (bxid); undefined when unknown or off sale. */
export function findStandaloneProduct(db: Kysely<DB>, code: string): Promise<StandaloneProduct | undefined> {
  return standaloneQuery(db).where('p.code', '=', code).executeTakeFirst()
}

/** Writes the insurance row of an order header. */
export async function insertInsuranceOrder(trx: Kysely<DB>, values: Insertable<InsuranceOrderTable>): Promise<void> {
  await trx.insertInto('insurance_orders').values(values).execute()
}

/** Writes the insured persons of an order. */
export async function insertInsureds(trx: Kysely<DB>, values: Insertable<InsuranceInsuredTable>[]): Promise<void> {
  if (values.length > 0) await trx.insertInto('insurance_insureds').values(values).execute()
}

/** The insurance rows of these orders. */
export function findInsuranceOrders(db: Kysely<DB>, orderIds: number[]): Promise<InsuranceOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('insurance_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The insured persons of these orders, in their order. */
export function findInsureds(db: Kysely<DB>, orderIds: number[]): Promise<InsuranceInsured[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('insurance_insureds').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').orderBy('id').execute()
}

/** The insurance order linked to a travel order of the company, if any. */
export function findLinkedInsuranceOrder(db: Kysely<DB>, corpId: number, travelOrderId: number): Promise<InsuranceOrder | undefined> {
  return db.selectFrom('insurance_orders').selectAll().where('corp_id', '=', corpId).where('linked_order_id', '=', travelOrderId).executeTakeFirst()
}

/** Employees insured on an order. */
export async function findInsuredEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('insurance_insureds').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return [...new Set(rows.map((r) => r.emp_id as number))]
}

/** Company and department of these employees (booking-scope checks). */
export function findInsuranceScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** Stores the policy numbers the insurer issued (a retry writes the same numbers). */
export async function setPolicyNumbers(trx: Kysely<DB>, policies: { insuredId: number; policyNo: string }[]): Promise<void> {
  for (const p of policies) await trx.updateTable('insurance_insureds').set({ policy_no: p.policyNo }).where('id', '=', p.insuredId).execute()
}

/** Writes a refund document; returns its id. */
export async function insertInsuranceRefund(trx: Kysely<DB>, values: Insertable<InsuranceRefundTable>): Promise<number> {
  const row = await trx.insertInto('insurance_refunds').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Marks insured rows refunded by a refund document and adds the amount to the order's row. */
export async function markInsuredsRefunded(trx: Kysely<DB>, orderId: number, insuredIds: number[], refundId: number, amount: number): Promise<void> {
  if (insuredIds.length > 0) {
    await trx.updateTable('insurance_insureds').set({ refund_id: refundId }).where('order_id', '=', orderId).where('id', 'in', insuredIds).where('refund_id', 'is', null).execute()
  }
  await trx.updateTable('insurance_orders').set({ refund_amount: sql<number>`refund_amount + ${amount}` }).where('order_id', '=', orderId).execute()
}

/** A company's refund by id (another company's answers undefined). */
export function findInsuranceRefund(db: Kysely<DB>, corpId: number, refundId: number): Promise<InsuranceRefund | undefined> {
  return db.selectFrom('insurance_refunds').selectAll().where('id', '=', refundId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** The refunds of these orders, oldest first. */
export function findInsuranceRefundsOf(db: Kysely<DB>, orderIds: number[]): Promise<InsuranceRefund[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('insurance_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Issued (or partly refunded) insurance orders whose cover has ended (the sweep completes them). */
export function findCoverEnded(db: Kysely<DB>, orderType: number, statuses: string[], now: Date): Promise<{ id: number; corp_id: number }[]> {
  return db
    .selectFrom('orders as o')
    .innerJoin('insurance_orders as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.corp_id'])
    .where('o.order_type', '=', orderType)
    .where('o.status', 'in', statuses)
    .where('i.cover_end', '<', now)
    .limit(200)
    .execute()
}

/**
 * The insurance kind's rows of the all-orders list: its orders where the caller is insured (and,
 * with findScope 2, those the caller booked), and their refunds (11027) as rows of their own.
 * dep_at is the start of cover.
 */
export function insuranceListSource(db: Kysely<DB>, scope: ListScope, orderType: number, refundType: number) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const insured = eb.exists(eb.selectFrom('insurance_insureds as si').select('si.id').whereRef('si.order_id', '=', 'o.id').where('si.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', orderType), scope.findScope === 2 ? eb.or([insured, eb('o.booker_emp_id', '=', scope.empId)]) : insured]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('insurance_insureds as ni').select('ni.id').whereRef('ni.order_id', '=', 'o.id').where('ni.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  const orders = db
    .selectFrom('orders as o')
    .innerJoin('insurance_orders as a', 'a.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(orderType)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      'o.total_amount as amount', 'o.created_at', 'a.cover_start as dep_at'])
  const refunds = db
    .selectFrom('insurance_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('insurance_orders as a', 'a.order_id', 'o.id')
    .where(inScope)
    .select(['r.id as row_id', 'r.order_id', sql<number>`${sql.lit(refundType)}::int`.as('order_type'), 'r.refund_no as no', 'r.order_status as status',
      sql<Date | null>`null::timestamptz`.as('pay_deadline'), 'r.amount', 'r.created_at', 'a.cover_start as dep_at'])
  return orders.unionAll(refunds)
}

/**
 * Writes the header of a linked insurance order with its first event: it starts ISSUED and paid,
 * because the travel order's payment paid it (the pipeline's insertOrder takes unpaid headers only).
 */
export async function insertLinkedHeader(trx: Kysely<DB>, values: Insertable<DB['orders']>): Promise<Selectable<DB['orders']>> {
  const created = await trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow()
  await insertEvent(trx, { orderId: created.id, from: null, to: created.status, event: 'link', actorEmpId: null, note: `linked:${values.client_token}`, at: created.created_at })
  return created
}

