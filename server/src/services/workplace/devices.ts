/** The channels a user opens: the native shell's push client (saveAppTsInfo) and accepted subscribe messages. */
import type { AppContext, Caller } from '../../context'
import { findWechatBindings } from '../../db/repositories/wechat'
import { addSubscribeGrant, upsertPushDevice } from '../../db/repositories/workplace-outbox'
import { conflict } from '../../errors'
import type { SaveAppTsInfoBody, SubscribeAcceptedBody } from '../../schemas/workplace'

/** WeChat keeps a one-time subscription per acceptance; more than this in stock is never useful. */
const GRANT_CAP = 20

/** POST /obt/saveAppTsInfo: the caller's push client (one per employee: the latest device wins). */
export async function saveAppTsInfo(ctx: AppContext, caller: Caller, body: SaveAppTsInfoBody): Promise<null> {
  await upsertPushDevice(ctx.db, { emp_id: caller.empId, corp_id: caller.corpId, ts_cid: body.tsCid, ts_device: body.tsDevice, now: ctx.clock() })
  return null
}

/**
 * POST /obt/workplace/subscribeAccepted: the mini-program user accepted subscribe messages. The
 * openid must be bound to the caller in the caller's company, so nobody can route someone
 * else's messages to their own WeChat.
 */
export async function subscribeAccepted(ctx: AppContext, caller: Caller, body: SubscribeAcceptedBody): Promise<null> {
  const bindings = await findWechatBindings(ctx.db, body.openId, caller.corpId)
  if (!bindings.some((b) => b.emp_id === caller.empId)) throw conflict('wechatNotBound')
  await addSubscribeGrant(ctx.db, { emp_id: caller.empId, corp_id: caller.corpId, openid: body.openId, count: body.count, now: ctx.clock(), cap: GRANT_CAP })
  return null
}
