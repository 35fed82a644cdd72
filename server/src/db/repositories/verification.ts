/** Captchas, SMS codes and their outbox, one-time tickets and password-reset requests. */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, ResetRequestTable, SmsCodeTable, TicketTable } from '../types'

/** An SMS code row. */
export type SmsCode = Selectable<SmsCodeTable>
/** A ticket row. */
export type Ticket = Selectable<TicketTable>
/** A reset request row. */
export type ResetRequest = Selectable<ResetRequestTable>

/** Stores a captcha answer. */
export async function insertCaptcha(db: Kysely<DB>, id: string, answer: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insertInto('captchas').values({ id, answer, created_at: now, expires_at: expiresAt, used_at: null }).execute()
}

/** Uses up a live captcha and returns its answer; undefined when unknown, used or expired. */
export async function consumeCaptcha(db: Kysely<DB>, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst()
  return row?.answer
}

/** A live captcha's answer without using it (demo tools). */
export async function peekCaptcha(db: Kysely<DB>, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row?.answer
}

/**
 * Takes a transaction-scoped advisory lock on a key, so that concurrent requests about the same
 * phone and scene (resend rule, attempt counting) run one after the other.
 */
export async function lockKey(db: Kysely<DB>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db)
}

/** The newest code for a phone and scene. */
export function findLatestSmsCode(db: Kysely<DB>, phone: string, scene: string): Promise<SmsCode | undefined> {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** How many codes a phone was sent since `since` (daily cap). */
export async function countSmsCodesSince(db: Kysely<DB>, phone: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Stores a new (hashed) code. */
export async function insertSmsCode(db: Kysely<DB>, phone: string, scene: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('sms_codes')
    .values({ phone, scene, code_hash: codeHash, created_at: now, expires_at: expiresAt, attempts: 0, used_at: null })
    .execute()
}

/** Counts one wrong check of a code. */
export async function addSmsCodeAttempt(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Marks a code used. */
export async function markSmsCodeUsed(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).execute()
}

/** The last `limit` outbox messages to a phone, newest first (demo tools). */
export function findOutbox(db: Kysely<DB>, phone: string, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['text', 'code', 'scene', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Stores a ticket (hashed). */
export async function insertTicket(
  db: Kysely<DB>,
  values: { ticketHash: string; purpose: string; phone: string; empId: number | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('tickets')
    .values({
      ticket_hash: values.ticketHash,
      purpose: values.purpose,
      phone: values.phone,
      emp_id: values.empId,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute()
}

/** Uses up a live ticket for `purpose`; undefined when unknown, used, expired or for another purpose. */
export function consumeTicket(db: Kysely<DB>, ticketHash: string, purpose: string, now: Date): Promise<Ticket | undefined> {
  return db
    .updateTable('tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
}

/** Stores a password-reset request. */
export async function insertResetRequest(db: Kysely<DB>, values: ResetRequest): Promise<void> {
  await db.insertInto('reset_requests').values(values).execute()
}

/** A live reset request. */
export function findResetRequest(db: Kysely<DB>, id: string, now: Date): Promise<ResetRequest | undefined> {
  return db.selectFrom('reset_requests').selectAll().where('id', '=', id).where('expires_at', '>', now).executeTakeFirst()
}

/** The newest reset request for a login name. */
export function findLatestResetRequest(db: Kysely<DB>, loginKey: string): Promise<ResetRequest | undefined> {
  return db
    .selectFrom('reset_requests')
    .selectAll()
    .where('login_key', '=', loginKey)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}
