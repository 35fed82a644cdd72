/** Failed-login counters per normalised login name. */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, LoginFailureTable } from '../types'

/** A counter row. */
export type LoginFailure = Selectable<LoginFailureTable>

/** The counter of a login name. */
export function findLoginFailure(db: Kysely<DB>, key: string): Promise<LoginFailure | undefined> {
  return db.selectFrom('login_failures').selectAll().where('login_key', '=', key).executeTakeFirst()
}

/**
 * Adds one failure atomically and sets the lock when the count reaches `lockAt`
 * (one statement, so concurrent wrong passwords cannot skip the lock).
 */
export async function recordLoginFailure(db: Kysely<DB>, key: string, now: Date, lockAt: number, lockUntil: Date): Promise<LoginFailure> {
  return db
    .insertInto('login_failures')
    .values({ login_key: key, fail_count: 1, locked_until: lockAt <= 1 ? lockUntil : null, updated_at: now })
    .onConflict((oc) =>
      oc.column('login_key').doUpdateSet((eb) => ({
        fail_count: eb('login_failures.fail_count', '+', 1),
        locked_until: sql<Date | null>`case when login_failures.fail_count + 1 >= ${lockAt} then ${lockUntil}::timestamptz else null end`,
        updated_at: now,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Forgets the counters of these login names. */
export async function clearLoginFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('login_failures').where('login_key', 'in', keys).execute()
}
