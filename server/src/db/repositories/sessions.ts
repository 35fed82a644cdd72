/** Sessions (hashed tokens). */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, SessionTable } from '../types'

/** A session row. */
export type Session = Selectable<SessionTable>

/** Why a session ended. 'replaced' answers 101, the others 100. */
export type RevokeReason = 'logout' | 'replaced' | 'password_changed' | 'password_reset'

/** Inserts a session. */
export async function insertSession(db: Kysely<DB>, values: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute()
}

/** The session with this token hash. */
export function findSessionByHash(db: Kysely<DB>, tokenHash: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
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
