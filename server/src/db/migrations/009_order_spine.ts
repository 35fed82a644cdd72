/**
 * The order spine (issue 9): the flight order table becomes the product-neutral order header.
 *
 * - `flight_orders` is renamed `orders` (ids, rows and every foreign key that points at it stay:
 *   passengers, segments, tickets, insurances, refunds, changes, claims, document links, trip
 *   routes). It gains `order_type` (booking-flows §2.4: 11001 for the flight orders there are) and
 *   `product_code` (10901 domestic flights). Constraints, indexes and the id sequence that carried
 *   the old name are renamed after the table.
 * - `flight_order_events` becomes the generic `order_events` (same rows: who, when, from, to, what,
 *   why), written by the one conditional status update of repositories/orders.ts.
 * - `flight_doc_no_seq` (the numbers of orders, refunds and changes) becomes `order_no_seq`: every
 *   kind numbers its documents from it.
 * - `payment_orders` links a payment to the orders it paid (or refunded) with a foreign key; the
 *   comma list `payments.order_ids` stays for reading old rows and is still written.
 *
 * Plain ALTERs and one INSERT … SELECT: the same on PGlite and PostgreSQL, and on a database that
 * already holds orders (nothing is rewritten, nothing can fail on existing data).
 */
import { sql, type Kysely } from 'kysely'

/** Renames every constraint, index and sequence of `table` whose name starts with `from` to start with `to`. */
async function renameOwned(db: Kysely<unknown>, table: string, from: string, to: string): Promise<void> {
  const constraints = await sql<{ name: string }>`
    select conname as name from pg_constraint where conrelid = ${table}::regclass and conname like ${`${from}%`}`.execute(db)
  for (const { name } of constraints.rows) {
    await sql.raw(`alter table ${table} rename constraint "${name}" to "${to}${name.slice(from.length)}"`).execute(db)
  }
  // Indexes not behind a constraint (a constraint's index was renamed with it).
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = ${table} and indexname like ${`${from}%`}`.execute(db)
  for (const { name } of indexes.rows) await sql.raw(`alter index "${name}" rename to "${to}${name.slice(from.length)}"`).execute(db)
  const sequences = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_depend d on d.objid = c.oid
    where c.relkind = 'S' and d.refobjid = ${table}::regclass and c.relname like ${`${from}%`}`.execute(db)
  for (const { name } of sequences.rows) await sql.raw(`alter sequence "${name}" rename to "${to}${name.slice(from.length)}"`).execute(db)
}

/** Turns the flight order table into the order header, the flight history into order events, and links payments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table flight_orders rename to orders').execute(db)
  await renameOwned(db, 'orders', 'flight_orders_', 'orders_')
  // Existing rows are flight orders; new rows must say what they are (no default).
  await sql.raw('alter table orders add column order_type integer not null default 11001').execute(db)
  await sql.raw(`alter table orders add column product_code text not null default '10901'`).execute(db)
  await sql.raw('alter table orders alter column order_type drop default').execute(db)
  await sql.raw('alter table orders alter column product_code drop default').execute(db)
  // The all-orders list filters a company's orders by type and pages them by creation time.
  await sql.raw('create index orders_corp_type_idx on orders (corp_id, order_type, created_at desc, id desc)').execute(db)

  await sql.raw('alter sequence flight_doc_no_seq rename to order_no_seq').execute(db)
  await sql.raw('alter table flight_order_events rename to order_events').execute(db)
  await renameOwned(db, 'order_events', 'flight_order_events_', 'order_events_')

  await sql.raw(`create table payment_orders (
    payment_id integer not null references payments(id),
    order_id integer not null references orders(id),
    primary key (payment_id, order_id)
  )`).execute(db)
  await sql.raw('create index payment_orders_order_idx on payment_orders (order_id)').execute(db)
  await sql.raw(`insert into payment_orders (payment_id, order_id)
    select distinct p.id, o.id
    from payments p
    cross join lateral unnest(string_to_array(p.order_ids, ',')) as x(order_id)
    join orders o on o.id::text = trim(x.order_id)
    on conflict do nothing`).execute(db)
}

/** Back to the flight tables of 008. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists payment_orders').execute(db)
  await sql.raw('alter sequence order_no_seq rename to flight_doc_no_seq').execute(db)
  await sql.raw('alter table order_events rename to flight_order_events').execute(db)
  await renameOwned(db, 'flight_order_events', 'order_events_', 'flight_order_events_')
  await sql.raw('drop index if exists orders_corp_type_idx').execute(db)
  await sql.raw('alter table orders drop column product_code').execute(db)
  await sql.raw('alter table orders drop column order_type').execute(db)
  await sql.raw('alter table orders rename to flight_orders').execute(db)
  await renameOwned(db, 'flight_orders', 'orders_', 'flight_orders_')
}
