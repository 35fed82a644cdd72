/**
 * Session tokens: 32 hex characters from 16 random bytes, stored only as SHA-256, valid 7 days.
 * A login from another device on the same platform ends the older session with reason
 * 'replaced' (answered 101); logout and password changes end sessions with other reasons (100).
 */
import type { AppContext, Caller } from '../../context'
import { findSessionWithEmployee, insertSession, revokeOtherDevices } from '../../db/repositories/sessions'
import { randomHex, sha256Hex } from '../../util/crypto'
import { addMs } from '../../util/time'

/** How long a session lives. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

const TOKEN_SHAPE = /^[0-9a-f]{32}$/i

/** What a presented token turned out to be. */
export type TokenCheck = { state: 'ok'; caller: Caller } | { state: 'invalid' } | { state: 'replaced' }

/** Opens a session for an employee and returns the token (the only time it exists in clear). */
export async function openSession(ctx: AppContext, emp: { id: number; corp_id: number }, platform: string, deviceId: string): Promise<string> {
  const token = randomHex(16)
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    await revokeOtherDevices(trx, emp.id, platform, deviceId, now)
    await insertSession(trx, {
      token_hash: sha256Hex(token),
      emp_id: emp.id,
      corp_id: emp.corp_id,
      platform,
      device_id: deviceId,
      created_at: now,
      expires_at: addMs(now, SESSION_TTL_MS),
      revoked_at: null,
      revoked_reason: null,
    })
  })
  return token
}

/** Resolves a token to the signed-in caller, or says why it cannot be used. */
export async function checkToken(ctx: AppContext, token: string): Promise<TokenCheck> {
  if (!TOKEN_SHAPE.test(token)) return { state: 'invalid' }
  const found = await findSessionWithEmployee(ctx.db, sha256Hex(token.toLowerCase()))
  if (!found) return { state: 'invalid' }
  const { session, employee } = found
  if (session.revoked_at) return session.revoked_reason === 'replaced' ? { state: 'replaced' } : { state: 'invalid' }
  if (session.expires_at.getTime() <= ctx.clock().getTime()) return { state: 'invalid' }
  if (!employee) return { state: 'invalid' }
  return {
    state: 'ok',
    caller: { sessionId: session.id, employee, empId: employee.id, corpId: employee.corp_id, platform: session.platform },
  }
}
