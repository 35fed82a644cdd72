/**
 * Login hardening: failed-login counters move from login names to accounts (`emp:<id>`, or
 * `name:<identifier>` for an identifier that names no account), so old rows keyed by the bare
 * name mean nothing any more; and fixed-window counters for rate-limited public calls.
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  // Counters are short-lived; dropping the old ones only forgets failures that were not yet a lock.
  `delete from login_failures where login_key not like 'emp:%' and login_key not like 'name:%'`,
  `create table rate_limits (
    bucket text primary key,
    window_start timestamptz not null,
    hits integer not null
  )`,
  `create index rate_limits_window_idx on rate_limits (window_start)`,
]

/** Creates the rate-limit table and drops name-keyed failure counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops the rate-limit table (account-keyed counters stay: they are harmless). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists rate_limits').execute(db)
}
