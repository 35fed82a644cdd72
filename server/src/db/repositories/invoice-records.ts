/**
 * Invoices (`invoices`), the orders they claim (`invoice_orders`), their PDF links, and the
 * order-header reads invoicing needs: which of an employee's orders can still be invoiced, read
 * from the spine's `orders` header alone (every product's orders live there), never a product table.
 *
 * The claim of an order is `invoice_orders`' primary key: `claimOrders` inserts the claims with
 * ON CONFLICT DO NOTHING in the caller's transaction and answers which it got, so of parallel
 * requests for one order exactly one commits a claim (PostgreSQL makes the others wait on the key
 * and then find it taken; PGlite runs one transaction at a time).
 */
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely'
import type { DB, InvoicePdfLinkTable, InvoiceTable, OrderTable } from '../types'

/** An invoice row. */
export type InvoiceRow = Selectable<InvoiceTable>

/** What decides which orders can be invoiced (services/invoices/rules.ts). */
export interface InvoiceableRule {
  /** Statuses of orders not (or no longer) paid and delivered. */
  excludedStatuses: readonly string[]
  /** Products whose ticket is the voucher for the fare: only the service fee is invoiced. */
  serviceFeeOnlyProducts: readonly string[]
}

/** An order header with what can be invoiced of it. */
export type InvoiceableRow = Pick<
  Selectable<OrderTable>,
  'id' | 'order_no' | 'order_type' | 'product_code' | 'status' | 'paid_at' | 'paid_amount' | 'refunded_amount' | 'service_fee_total' | 'route_text_zh' | 'route_text_en' | 'corp_id' | 'booker_emp_id'
> & { invoiceable: number }

/** The invoiceable amount of an order header row `o` under the rule. */
function amountExpr(rule: InvoiceableRule): RawBuilder<number> {
  const net = sql`(o.paid_amount - o.refunded_amount)`
  if (rule.serviceFeeOnlyProducts.length === 0) return sql<number>`${net}`
  return sql<number>`case when o.product_code in (${sql.join([...rule.serviceFeeOnlyProducts])}) then least(o.service_fee_total, ${net}) else ${net} end`
}

/** The conditions every invoiceable order meets (alias `o`). */
function invoiceableWhere(corpId: number, empId: number, rule: InvoiceableRule): RawBuilder<unknown> {
  return sql`o.corp_id = ${corpId} and o.booker_emp_id = ${empId} and o.paid_at is not null
    and o.status not in (${sql.join([...rule.excludedStatuses])})
    and ${amountExpr(rule)} > 0
    and not exists (select 1 from invoice_orders io where io.order_id = o.id)`
}

const COLUMNS = sql`o.id, o.order_no, o.order_type, o.product_code, o.status, o.paid_at, o.paid_amount, o.refunded_amount, o.service_fee_total,
  o.route_text_zh, o.route_text_en, o.corp_id, o.booker_emp_id`

/** A page of an employee's invoiceable orders, latest paid first, and how many there are. */
export async function pageInvoiceableOrders(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  rule: InvoiceableRule,
  page: { pageNum: number; count: number },
): Promise<{ rows: InvoiceableRow[]; total: number }> {
  const where = invoiceableWhere(corpId, empId, rule)
  const found = await sql<InvoiceableRow & { total: number }>`select ${COLUMNS}, ${amountExpr(rule)} as invoiceable, count(*) over () as total
    from orders o where ${where} order by o.paid_at desc, o.id desc limit ${page.count} offset ${(page.pageNum - 1) * page.count}`.execute(db)
  const total = found.rows.length > 0
    ? Number(found.rows[0].total)
    : Number((await sql<{ n: number }>`select count(*)::int as n from orders o where ${where}`.execute(db)).rows[0].n)
  return { rows: found.rows, total }
}

/**
 * Orders of the company by id with their invoiceable amount under the rule (whatever their state:
 * the service says why one cannot be invoiced), and whether an invoice already claims them.
 */
export async function findOrdersForInvoice(
  db: Kysely<DB>,
  corpId: number,
  ids: number[],
  rule: InvoiceableRule,
): Promise<(InvoiceableRow & { claimed: boolean })[]> {
  if (ids.length === 0) return []
  const { rows } = await sql<InvoiceableRow & { claimed: boolean }>`select ${COLUMNS}, ${amountExpr(rule)} as invoiceable,
    exists (select 1 from invoice_orders io where io.order_id = o.id) as claimed
    from orders o where o.corp_id = ${corpId} and o.id in (${sql.join(ids)})`.execute(db)
  return rows
}

/** Writes an invoice. */
export function insertInvoice(trx: Kysely<DB>, values: Insertable<InvoiceTable>): Promise<InvoiceRow> {
  return trx.insertInto('invoices').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Claims orders for an invoice; answers the order ids it got (a taken one is left out). */
export async function claimOrders(
  trx: Kysely<DB>,
  invoiceId: number,
  claims: { orderId: number; amount: number; refunded: number }[],
): Promise<number[]> {
  const rows = await trx
    .insertInto('invoice_orders')
    .values(claims.map((c, sort) => ({ order_id: c.orderId, invoice_id: invoiceId, amount: c.amount, refunded_at_claim: c.refunded, sort })))
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .execute()
  return rows.map((r) => r.order_id)
}

/** One of an employee's invoices (another company's or employee's is not found). */
export function findInvoice(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
}

/** An invoice by id whatever its owner (a PDF link already names it). */
export function findInvoiceById(db: Kysely<DB>, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The orders an invoice covers with their headers now (refunds since the claim show). */
export function findInvoicedOrders(db: Kysely<DB>, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('invoice_orders as io')
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select([
      'io.invoice_id', 'io.order_id', 'io.amount', 'io.refunded_at_claim', 'io.sort',
      'o.order_no', 'o.order_type', 'o.product_code', 'o.status', 'o.refunded_amount', 'o.route_text_zh', 'o.route_text_en',
    ])
    .where('io.invoice_id', 'in', invoiceIds)
    .orderBy('io.invoice_id')
    .orderBy('io.sort')
    .execute()
}

/** A page of an employee's invoices, newest first. */
export async function pageInvoices(db: Kysely<DB>, corpId: number, empId: number, page: { pageNum: number; count: number }): Promise<{ rows: InvoiceRow[]; total: number }> {
  const base = db.selectFrom('invoices').where('corp_id', '=', corpId).where('emp_id', '=', empId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.count).offset((page.pageNum - 1) * page.count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Changes a paper invoice's delivery while the parcel waits for the courier (false: it no longer does). */
export async function updateDelivery(
  db: Kysely<DB>,
  id: number,
  values: Pick<InvoiceRow, 'recipient' | 'mobile' | 'province' | 'city' | 'area' | 'addr' | 'post' | 'express_fee' | 'delivery_edited_at'>,
  pickedUpFrom: Date,
): Promise<boolean> {
  const result = await db.updateTable('invoices').set(values).where('id', '=', id).where('shipped_at', '>', pickedUpFrom).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Writes a PDF link. */
export async function insertPdfLink(db: Kysely<DB>, values: Insertable<InvoicePdfLinkTable>): Promise<void> {
  await db.insertInto('invoice_pdf_links').values(values).execute()
}

/** The invoice of a PDF link still valid at `now`. */
export async function findPdfLink(db: Kysely<DB>, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db.selectFrom('invoice_pdf_links').select('invoice_id').where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst()
  return row?.invoice_id
}

/** Province and city names (zh, en) by code. */
export async function findPlaceNames(db: Kysely<DB>, provinceCodes: string[], cityCodes: string[]) {
  const [provinces, cities] = await Promise.all([
    provinceCodes.length ? db.selectFrom('provinces').select(['code', 'name_zh', 'name_en']).where('code', 'in', provinceCodes).execute() : [],
    cityCodes.length ? db.selectFrom('cities').select(['code', 'name_zh', 'name_en', 'province_code']).where('code', 'in', cityCodes).execute() : [],
  ])
  return { provinces, cities }
}

/** Every province (the express fee table). */
export function findProvinces(db: Kysely<DB>) {
  return db.selectFrom('provinces').select(['code', 'name_zh', 'name_en']).orderBy('code').execute()
}
