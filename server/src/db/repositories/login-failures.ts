/**
 * Abuse counters: failed-login counters (per account, or per identifier that names no account)
 * and fixed-window request counters for rate limits.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import { safeEqual } from '../../util/crypto'
import type { DB, LoginFailureTable } from '../types'
import { consumeCaptcha } from './verification'

/** A counter row. */
export type LoginFailure = Selectable<LoginFailureTable>

/** The counter under a key. */
export function findLoginFailure(db: Kysely<DB>, key: string): Promise<LoginFailure | undefined> {
  return db.selectFrom('login_failures').selectAll().where('login_key', '=', key).executeTakeFirst()
}

/** The rules a claim is judged by. */
export interface ClaimRules {
  now: Date
  /** Failures from which the attempt must carry a right captcha. */
  captchaAfter: number
  /** Failures that lock. */
  lockAt: number
  /** When a lock set by this claim ends. */
  lockUntil: Date
  /** The captcha the attempt carried; used up only when one is required. */
  captcha?: { id?: string; answer?: string }
}

/** What a claim came to. */
export type LoginClaim =
  /** The attempt may check the password; `failCount` already counts it as failed. */
  | { state: 'claimed'; failCount: number; lockedUntil: Date | null }
  | { state: 'locked'; failCount: number; lockedUntil: Date }
  /** A captcha is required and none came (`given: false`) or it was wrong. */
  | { state: 'captcha'; failCount: number; given: boolean }

/**
 * Claims one password check on the counters of `keys` (one account, several when a mobile names
 * accounts in several companies, or one unknown identifier), BEFORE the password is checked.
 *
 * The attempt is counted as a failure up front, in one transaction that holds the counter rows
 * (FOR UPDATE on PostgreSQL; PGlite runs transactions one at a time): however many attempts
 * arrive together, each sees the count the previous one left, so no more than `lockAt` checks
 * happen before the lock and none without a captcha from `captchaAfter` on. A right password
 * then clears the counters ({@link clearLoginFailures}); a wrong one leaves the claim standing.
 * The claim that reaches `lockAt` sets the lock at once, so the 5th check and everything queued
 * behind it meet a locked account even while that check is still running.
 */
export async function claimLoginAttempt(db: Kysely<DB>, keys: string[], rules: ClaimRules): Promise<LoginClaim> {
  const sorted = [...new Set(keys)].sort()
  const { now } = rules
  return db.transaction().execute(async (trx) => {
    // Rows must exist to be locked; sorted keys keep two multi-key claims from deadlocking.
    await trx
      .insertInto('login_failures')
      .values(sorted.map((key) => ({ login_key: key, fail_count: 0, locked_until: null, updated_at: now })))
      .onConflict((oc) => oc.column('login_key').doNothing())
      .execute()
    const rows = await trx.selectFrom('login_failures').selectAll().where('login_key', 'in', sorted).orderBy('login_key').forUpdate().execute()
    // A lock that has been served starts the count again from 0.
    const live = rows.map((r) => (r.locked_until && r.locked_until.getTime() <= now.getTime() ? { ...r, fail_count: 0, locked_until: null } : r))
    const failCount = Math.max(0, ...live.map((r) => r.fail_count))
    const lock = live.map((r) => r.locked_until).find((d): d is Date => d !== null)
    if (lock) return { state: 'locked', failCount, lockedUntil: lock }
    if (failCount >= rules.lockAt) return { state: 'locked', failCount, lockedUntil: rules.lockUntil }
    if (failCount >= rules.captchaAfter) {
      const given = !!rules.captcha?.id && !!rules.captcha.answer
      const expected = given ? await consumeCaptcha(trx, rules.captcha?.id ?? '', now) : undefined
      if (expected === undefined || !safeEqual(expected.toUpperCase(), (rules.captcha?.answer ?? '').trim().toUpperCase())) {
        return { state: 'captcha', failCount, given }
      }
    }
    const next = failCount + 1
    const lockedUntil = next >= rules.lockAt ? rules.lockUntil : null
    await trx
      .updateTable('login_failures')
      .set({ fail_count: next, locked_until: lockedUntil, updated_at: now })
      .where('login_key', 'in', sorted)
      .execute()
    return { state: 'claimed', failCount: next, lockedUntil }
  })
}

/** Forgets the counters under these keys. */
export async function clearLoginFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('login_failures').where('login_key', 'in', keys).execute()
}

/** The rate_limits table (migration 007); not in DB so other modules do not reach for it. */
type RateLimitTables = {
  rate_limits: { bucket: string; window_start: Date; hits: number }
}

/** Where a bucket stands after counting one request. */
export interface RateWindow {
  hits: number
  windowStart: Date
}

/**
 * Counts one request in a fixed window of `windowMs` for a bucket, in one statement (an upsert
 * that restarts the window when it is over), so parallel requests cannot undercount.
 */
export async function hitRateWindow(db: Kysely<DB>, bucket: string, now: Date, windowMs: number): Promise<RateWindow> {
  const cutoff = new Date(now.getTime() - windowMs)
  const row = await db
    .withTables<RateLimitTables>()
    .insertInto('rate_limits')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${cutoff}::timestamptz then 1 else rate_limits.hits + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start <= ${cutoff}::timestamptz then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow()
  return { hits: Number(row.hits), windowStart: row.window_start }
}

/** Drops windows that ended before `before` (the periodic sweep). */
export async function pruneRateWindows(db: Kysely<DB>, before: Date): Promise<void> {
  await db.withTables<RateLimitTables>().deleteFrom('rate_limits').where('window_start', '<', before).execute()
}
