/**
 * Fare protection in the approval window (issue 18 §1). A company turns it on and sets its
 * tolerance and hold time; an order needing approval keeps the total it was quoted and until when
 * that quote holds; a fare that moved beyond the tolerance waits for the traveller's yes
 * (`fare_ask_total`). The demo market's fare movements live on the seat rows of the flights, so
 * every server instance on one database sees the same prices.
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  `alter table company_travel_settings
    add column fare_protection integer not null default 0,
    add column fare_tolerance_pct integer not null default 10,
    add column fare_hold_minutes integer not null default 120`,
  `alter table orders
    add column quoted_total numeric(12, 2),
    add column fare_hold_until timestamptz,
    add column fare_ask_total numeric(12, 2)`,
  `alter table flight_seats add column fare_move_pct numeric(6, 2) not null default 0`,
]

/** Adds the settings, the order's quote columns and the market's fare movement. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table flight_seats drop column if exists fare_move_pct').execute(db)
  await sql.raw('alter table orders drop column if exists quoted_total, drop column if exists fare_hold_until, drop column if exists fare_ask_total').execute(db)
  await sql.raw('alter table company_travel_settings drop column if exists fare_protection, drop column if exists fare_tolerance_pct, drop column if exists fare_hold_minutes').execute(db)
}
