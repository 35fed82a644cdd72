/** WeChat openids resolved by getOpenId, and their bindings to employees. */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** Records (or refreshes) that getOpenId resolved this openid. */
export async function recordWechatLogin(db: Kysely<DB>, openid: string, unionid: string | null, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('wechat_logins')
    .values({ openid, unionid, created_at: now, expires_at: expiresAt })
    .onConflict((oc) => oc.column('openid').doUpdateSet({ unionid, created_at: now, expires_at: expiresAt }))
    .execute()
}

/** Whether getOpenId resolved this openid recently enough. */
export async function isWechatLoginLive(db: Kysely<DB>, openid: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('wechat_logins')
    .select('openid')
    .where('openid', '=', openid)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row !== undefined
}

/** The employees bound to an openid (one per company), optionally in one company. */
export function findWechatBindings(db: Kysely<DB>, openid: string, corpId?: number) {
  let query = db.selectFrom('wechat_bindings').select(['corp_id', 'emp_id']).where('openid', '=', openid)
  if (corpId !== undefined) query = query.where('corp_id', '=', corpId)
  return query.orderBy('corp_id').execute()
}

/** Binds an openid to an employee of a company (re-binding replaces the previous employee). */
export async function bindWechat(db: Kysely<DB>, openid: string, corpId: number, empId: number, unionid: string | null, now: Date): Promise<void> {
  await db
    .insertInto('wechat_bindings')
    .values({ openid, corp_id: corpId, emp_id: empId, unionid, created_at: now })
    .onConflict((oc) => oc.columns(['openid', 'corp_id']).doUpdateSet({ emp_id: empId, unionid, created_at: now }))
    .execute()
}
