/** Sessions (hashed tokens). */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Employee } from './employees'
import type { DB, SessionTable } from '../types'

/** A session row. */
export type Session = Selectable<SessionTable>

/** Why a session ended. 'replaced' answers 101, the others 100 ('switched': the user moved to another company of the group). */
export type RevokeReason = 'logout' | 'replaced' | 'password_changed' | 'password_reset' | 'switched'

/** Inserts a session. */
export async function insertSession(db: Kysely<DB>, values: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute()
}

/** The session with this token hash. */
export function findSessionByHash(db: Kysely<DB>, tokenHash: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/**
 * The session with this token hash and its employee (null when the employee is gone or inactive),
 * in one round trip: every private call starts with this lookup.
 */
export async function findSessionWithEmployee(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ session: Pick<Session, 'id' | 'emp_id' | 'platform' | 'expires_at' | 'revoked_at' | 'revoked_reason'>; employee: Employee | null } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('employees', (join) => join.onRef('employees.id', '=', 'sessions.emp_id').on('employees.status', '=', 1))
    .selectAll('employees')
    .select([
      'sessions.id as session_id',
      'sessions.emp_id as session_emp_id',
      'sessions.platform as session_platform',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.revoked_reason as session_revoked_reason',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return undefined
  const { session_id, session_emp_id, session_platform, session_expires_at, session_revoked_at, session_revoked_reason, ...employee } = row
  return {
    session: {
      id: session_id,
      emp_id: session_emp_id,
      platform: session_platform,
      expires_at: session_expires_at,
      revoked_at: session_revoked_at,
      revoked_reason: session_revoked_reason,
    },
    employee: employee.id === null ? null : (employee as Employee),
  }
}

/** Ends the employee's live sessions on `platform` opened from another device. */
export async function revokeOtherDevices(db: Kysely<DB>, empId: number, platform: string, deviceId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'replaced' })
    .where('emp_id', '=', empId)
    .where('platform', '=', platform)
    .where('device_id', '!=', deviceId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
}

/** Ends one session. */
export async function revokeSession(db: Kysely<DB>, sessionId: number, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every live session of an employee. */
export async function revokeAllSessions(db: Kysely<DB>, empId: number, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('emp_id', '=', empId)
    .where('revoked_at', 'is', null)
    .execute()
}
