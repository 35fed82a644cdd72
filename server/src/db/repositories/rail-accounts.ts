/** Rail accounts (12306) of employees and the railway's identity checks of passengers (migration 011). */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, RailAccountTable, RailIdentityCheckTable } from '../types'

/** A rail account row. */
export type RailAccount = Selectable<RailAccountTable>
/** An identity check row. */
export type RailIdentityCheck = Selectable<RailIdentityCheckTable>

/** The employee's bound rail account (one at most). */
export function findRailAccount(db: Kysely<DB>, corpId: number, empId: number): Promise<RailAccount | undefined> {
  return db
    .selectFrom('rail_accounts')
    .selectAll()
    .where('corp_id', '=', corpId)
    .where('emp_id', '=', empId)
    .where('status', '=', 1)
    .executeTakeFirst()
}

/** Binds a rail account to an employee, replacing the one bound before. */
export async function upsertRailAccount(
  db: Kysely<DB>,
  values: { corpId: number; empId: number; accountName: string; accountRef: string; passengers: string; boundAt: Date },
): Promise<RailAccount> {
  const row = {
    corp_id: values.corpId,
    emp_id: values.empId,
    account_name: values.accountName,
    account_ref: values.accountRef,
    passengers: values.passengers,
    bound_at: values.boundAt,
    status: 1,
  }
  return db
    .insertInto('rail_accounts')
    .values(row)
    .onConflict((oc) => oc.column('emp_id').doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Unbinds the employee's rail account; whether there was one. */
export async function deleteRailAccount(db: Kysely<DB>, corpId: number, empId: number): Promise<boolean> {
  const result = await db.deleteFrom('rail_accounts').where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The stored checks of identities of a company, by identity hash. */
export async function findIdentityChecks(db: Kysely<DB>, corpId: number, hashes: string[]): Promise<Map<string, RailIdentityCheck>> {
  if (hashes.length === 0) return new Map()
  const rows = await db.selectFrom('rail_identity_checks').selectAll().where('corp_id', '=', corpId).where('identity_hash', 'in', hashes).execute()
  return new Map(rows.map((r) => [r.identity_hash, r]))
}

/** One identity's stored check. */
export function findIdentityCheck(db: Kysely<DB>, corpId: number, hash: string): Promise<RailIdentityCheck | undefined> {
  return db.selectFrom('rail_identity_checks').selectAll().where('corp_id', '=', corpId).where('identity_hash', '=', hash).executeTakeFirst()
}

/**
 * Stores the railway's answer for an identity (a new row, or the answer over the old one). An
 * answer other than 2 clears a pending code; the sending counters stay (they limit sending).
 */
export async function saveIdentityCheck(
  db: Kysely<DB>,
  values: { corpId: number; hash: string; cardType: string; result: number; checkedAt: Date },
): Promise<RailIdentityCheck> {
  const clearCode = values.result !== 2 ? { code_hash: null, code_expires_at: null, code_attempts: 0 } : {}
  return db
    .insertInto('rail_identity_checks')
    .values({ corp_id: values.corpId, identity_hash: values.hash, card_type: values.cardType, result: values.result, checked_at: values.checkedAt })
    .onConflict((oc) => oc.columns(['corp_id', 'identity_hash']).doUpdateSet({ result: values.result, checked_at: values.checkedAt, card_type: values.cardType, ...clearCode }))
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Stores a new pending code (hashed) of a check and counts it in the sending window. */
export async function setIdentityCode(
  db: Kysely<DB>,
  id: number,
  values: { codeHash: string; sentAt: Date; expiresAt: Date; codesSent: number; windowStart: Date },
): Promise<void> {
  await db
    .updateTable('rail_identity_checks')
    .set({
      code_hash: values.codeHash,
      code_expires_at: values.expiresAt,
      code_attempts: 0,
      code_sent_at: values.sentAt,
      codes_sent: values.codesSent,
      codes_window_start: values.windowStart,
    })
    .where('id', '=', id)
    .execute()
}

/** Counts one wrong answer to a check's pending code. */
export async function addIdentityCodeAttempt(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('rail_identity_checks')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/**
 * Takes a transaction-scoped advisory lock on a key, so that concurrent sends and checks of one
 * identity (resend gap, attempt counting) run one after the other.
 */
export async function lockIdentity(db: Kysely<DB>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db)
}
