/**
 * The order header of every product (`orders`), its events and its payments. Product tables stay
 * in their own repositories (flight-orders.ts).
 *
 * Every status change of an order is `setStatus`: one conditional `UPDATE … WHERE id = ? AND
 * status = expected` and, when it changed a row, one `order_events` row, both in the caller's
 * transaction. A caller that loses a race (the row moved meanwhile) gets `false` and decides
 * what that means (usually 4009, or nothing to do for the sweep).
 */
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely'
import type { DbKind } from '../kysely'
import type { DB, OrderTable, ViolationReasonTable } from '../types'

/** An order header row. */
export type Order = Selectable<OrderTable>

/** An out-of-policy reason of a company (per product). */
export type ViolationReason = Selectable<ViolationReasonTable>

/** The next document number with a prefix (TK order, TR refund, TC change, or a product's own) + China date + 6 digits. */
export async function nextOrderNo(db: Kysely<DB>, prefix: string, chinaDay: string): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('order_no_seq') as n`.execute(db)
  return `${prefix}${chinaDay.replace(/-/g, '')}${String(Number(rows[0].n) % 1_000_000).padStart(6, '0')}`
}

/** An order of a company by id (another company's id answers like a missing one). */
export function findOrder(db: Kysely<DB>, corpId: number, id: number): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** An order by id whatever its company (internal readers that already hold a scoped id: approval subjects). */
export function findOrderById(db: Kysely<DB>, id: number): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Orders by id (internal readers: approval rows). */
export function findOrdersByIds(db: Kysely<DB>, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('orders').selectAll().where('id', 'in', ids).execute()
}

/** An order of a company by id, row-locked until the end of the transaction. */
export function lockOrder(trx: Kysely<DB>, corpId: number, id: number): Promise<Order | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).forUpdate().executeTakeFirst()
}

/** The number of the business-trip application an order was booked under (ccsqd_id holds its id). */
export async function findApplicationNoOf(db: Kysely<DB>, ccsqdId: string | null): Promise<string | undefined> {
  if (!ccsqdId || !/^\d+$/.test(ccsqdId)) return undefined
  return (await db.selectFrom('trip_applications').select('ccsqd_no').where('id', '=', Number(ccsqdId)).executeTakeFirst())?.ccsqd_no
}

/** The order a booker submitted with a client token (the idempotency key). */
export function findOrderByToken(db: Kysely<DB>, bookerEmpId: number, clientToken: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('booker_emp_id', '=', bookerEmpId).where('client_token', '=', clientToken).executeTakeFirst()
}

/** Values of a new header (status and the first event come from `insertOrder`'s arguments). */
export type NewOrder = Omit<
  Selectable<OrderTable>,
  'id' | 'need_approval' | 'paid_amount' | 'refunded_amount' | 'paid_at' | 'pay_type' | 'pay_no' | 'quoted_total' | 'fare_hold_until' | 'fare_ask_total'
> &
  Partial<Pick<Selectable<OrderTable>, 'need_approval' | 'quoted_total' | 'fare_hold_until'>>

/** Writes a new header and its first event (from null) in the caller's transaction. */
export async function insertOrder(trx: Kysely<DB>, values: NewOrder, event: { event: string; actorEmpId: number | null; note?: string | null }): Promise<Order> {
  const created = await trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow()
  await insertEvent(trx, { orderId: created.id, from: null, to: created.status, event: event.event, actorEmpId: event.actorEmpId, note: event.note, at: created.created_at })
  return created
}

/** Records an event without a status change (a change requested, a change lapsed...). */
export async function insertEvent(
  db: Kysely<DB>,
  values: { orderId: number; from: string | null; to: string; event: string; actorEmpId: number | null; note?: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: values.orderId,
      from_status: values.from,
      to_status: values.to,
      event: values.event,
      actor_emp_id: values.actorEmpId,
      note: values.note ?? null,
      created_at: values.at,
    })
    .execute()
}

/** A status change: from `from` to `to`, what happened, who (null: the system), why, when; `set`: other columns. */
export interface StatusChange {
  orderId: number
  from: string
  to: string
  event: string
  actorEmpId: number | null
  note?: string | null
  at: Date
  set?: Omit<Updateable<OrderTable>, 'id' | 'status'>
}

/**
 * The one way an order's status changes: `UPDATE orders SET status = to … WHERE id = ? AND
 * status = from` and one event row when (and only when) a row changed. Returns whether it did.
 */
export async function setStatus(trx: Kysely<DB>, change: StatusChange): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ updated_at: change.at, ...change.set, status: change.to })
    .where('id', '=', change.orderId)
    .where('status', '=', change.from)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return false
  await insertEvent(trx, { orderId: change.orderId, from: change.from, to: change.to, event: change.event, actorEmpId: change.actorEmpId, note: change.note, at: change.at })
  return true
}

/** Sets columns that are not the status (amounts after a refund, ...). */
export async function updateOrderColumns(trx: Kysely<DB>, id: number, values: Omit<Updateable<OrderTable>, 'id' | 'status'>): Promise<void> {
  await trx.updateTable('orders').set(values).where('id', '=', id).execute()
}

/** The events of an order, oldest first. */
export function findEvents(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/** Adds a note to an order's events of one kind (a rejection's remark, known only after the event). */
export async function noteEvents(trx: Kysely<DB>, orderId: number, event: string, note: string): Promise<void> {
  await trx.updateTable('order_events').set({ note }).where('order_id', '=', orderId).where('event', '=', event).execute()
}

/**
 * Claims one unpaid order past its deadline for the sweep, row-locked until the end of the
 * caller's transaction. On PostgreSQL `SKIP LOCKED` lets two server processes sweeping at once
 * take different rows (a row the other one holds is simply not seen); PGlite has one connection
 * and runs one transaction at a time, so the plain locking select is the same there.
 * `skipIds`: orders whose expiry failed in this sweep (not tried again until the next one).
 */
export function claimDueOrder(trx: Kysely<DB>, kind: DbKind, now: Date, orderTypes: number[], skipIds: number[]): Promise<Order | undefined> {
  if (orderTypes.length === 0) return Promise.resolve(undefined)
  let q = trx.selectFrom('orders').selectAll().where('status', '=', 'AWAITING_PAYMENT').where('pay_deadline', '<=', now).where('order_type', 'in', orderTypes)
  if (skipIds.length > 0) q = q.where('id', 'not in', skipIds)
  const locked = q.orderBy('id').limit(1).forUpdate()
  return (kind === 'postgres' ? locked.skipLocked() : locked).executeTakeFirst()
}

/**
 * Leases paid orders stuck before issuing (status `status` since before `before`) to this
 * process: one UPDATE moves their updated_at to `now` and returns them, so a second process
 * sweeping at the same time neither gets them (SKIP LOCKED on PostgreSQL; the condition on
 * updated_at after the winner committed) nor calls the supplier for them again within the retry delay.
 */
export function leaseStuckOrders(db: Kysely<DB>, kind: DbKind, status: string, before: Date, now: Date, orderTypes: number[], limit: number): Promise<Order[]> {
  if (orderTypes.length === 0) return Promise.resolve([])
  const pick = db.selectFrom('orders').select('id').where('status', '=', status).where('updated_at', '<=', before).where('order_type', 'in', orderTypes)
    .orderBy('id').limit(limit).forUpdate()
  return db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', 'in', kind === 'postgres' ? pick.skipLocked() : pick)
    .where('status', '=', status)
    .where('updated_at', '<=', before)
    .returningAll()
    .execute()
}

/** Number of orders a booker has awaiting payment within their deadline (the toPay badge; expired ones are not counted). */
export async function countAwaitingPayment(db: Kysely<DB>, corpId: number, bookerEmpId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('corp_id', '=', corpId)
    .where('booker_emp_id', '=', bookerEmpId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .where((eb) => eb.or([eb('pay_deadline', 'is', null), eb('pay_deadline', '>', now)]))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A money movement of orders: `payments` and one `payment_orders` link per order. */
export async function recordPayment(
  trx: Kysely<DB>,
  values: { payNo: string; corpId: number; empId: number; payType: string; scene: string; amount: number; providerRef: string; at: Date },
  orderIds: number[],
): Promise<void> {
  const row = await trx
    .insertInto('payments')
    .values({
      pay_no: values.payNo, corp_id: values.corpId, emp_id: values.empId, pay_type: values.payType, scene: values.scene, amount: values.amount,
      order_ids: orderIds.join(','), provider_ref: values.providerRef, created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const ids = [...new Set(orderIds)]
  if (ids.length > 0) await trx.insertInto('payment_orders').values(ids.map((orderId) => ({ payment_id: row.id, order_id: orderId }))).execute()
}

/** The out-of-policy reasons a company offers for a product (cplx), in their order. */
export function findViolationReasons(db: Kysely<DB>, corpId: number, productCode: string): Promise<ViolationReason[]> {
  return db.selectFrom('violation_reasons').selectAll().where('corp_id', '=', corpId).where('product_code', '=', productCode).orderBy('sort').execute()
}

/** An out-of-policy reason of a company by id (the one a header names). */
export function findViolationReason(db: Kysely<DB>, corpId: number, id: number): Promise<ViolationReason | undefined> {
  return db.selectFrom('violation_reasons').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** The names of the cost centre and project a header names (undefined: none, or not the company's). */
export async function findAccountingNames(
  db: Kysely<DB>,
  corpId: number,
  ids: { costCenterId: number | null; projectId: number | null },
): Promise<{ costCenter?: { name: string; name_en: string }; project?: { name: string; name_en: string } }> {
  const [costCenter, project] = await Promise.all([
    ids.costCenterId !== null
      ? db.selectFrom('cost_centers').select(['name', 'name_en']).where('id', '=', ids.costCenterId).where('corp_id', '=', corpId).executeTakeFirst()
      : undefined,
    ids.projectId !== null
      ? db.selectFrom('projects').select(['name', 'name_en']).where('id', '=', ids.projectId).where('corp_id', '=', corpId).executeTakeFirst()
      : undefined,
  ])
  return { costCenter, project }
}

// ---------------------------------------------------------------- the all-orders list

/** Whose orders the all-orders list shows (findScope 1: where the caller travels; 2: also booked), with the traveller-name and contact-phone filters. */
export interface ListScope {
  corpId: number
  empId: number
  findScope: number
  empName?: string
  linkTel?: string
}

/**
 * A row of the all-orders list as every kind's SQL source gives it: the row's own id and order
 * type (an order, or an after-sale document of it), its number, raw status and deadline, amount,
 * and the two times the date filters use.
 */
export interface ListSourceRow {
  row_id: number
  order_id: number
  order_type: number
  no: string
  status: string
  pay_deadline: Date | null
  amount: number
  created_at: Date
  dep_at: Date | null
}

/** What the all-orders list filters the union of the kinds' rows by. */
export interface ListFilter {
  /** Times the date filter compares (dateType 1: booked, 2: departure). */
  dateColumn: 'created_at' | 'dep_at'
  from: Date
  to: Date
  /** Part of the document number, upper case. */
  orderNo?: string
  orderType: number | null
  /** Statuses as readers see them (null: any; []: none). */
  statuses: string[] | null
  /** Readers' status: an AWAITING_PAYMENT row past its deadline at `now` counts as `expiredAs`. */
  now: Date
  awaitingPayment: string
  expiredAs: string
}

/**
 * One page of the all-orders list over the union of every kind's source, filtered, counted and
 * paged by the database, newest first. One pass: the window count is taken over every matching
 * row before the limit applies; only a page past the end (no rows to carry it) counts apart.
 */
export async function pageOrderList(
  db: Kysely<DB>,
  sources: Expression<ListSourceRow>[],
  filter: ListFilter,
  page: { pageNum: number; count: number },
): Promise<{ rows: ListSourceRow[]; total: number }> {
  const union = sql.join(sources, sql` union all `)
  const status = sql<string>`case when r.status = ${filter.awaitingPayment} and r.pay_deadline <= ${filter.now} then ${filter.expiredAs} else r.status end`
  const conditions: RawBuilder<unknown>[] = [
    filter.dateColumn === 'created_at' ? sql`r.created_at >= ${filter.from} and r.created_at < ${filter.to}` : sql`r.dep_at >= ${filter.from} and r.dep_at < ${filter.to}`,
  ]
  if (filter.orderNo) conditions.push(sql`strpos(upper(r.no), ${filter.orderNo}) > 0`)
  if (filter.orderType !== null) conditions.push(sql`r.order_type = ${filter.orderType}`)
  if (filter.statuses) conditions.push(filter.statuses.length ? sql`${status} in (${sql.join(filter.statuses)})` : sql`false`)
  const where = sql.join(conditions, sql` and `)
  const found = await sql<ListSourceRow & { total: number }>`select r.*, count(*) over () as total from (${union}) as r where ${where}
    order by r.created_at desc, r.row_id desc limit ${page.count} offset ${(page.pageNum - 1) * page.count}`.execute(db)
  const total = found.rows.length > 0
    ? Number(found.rows[0].total)
    : Number((await sql<{ n: number }>`select count(*)::int as n from (${union}) as r where ${where}`.execute(db)).rows[0].n)
  return { rows: found.rows, total }
}
