/**
 * Notifications outbox: every personal message (services/messages/emp-messages.ts sendMessage) is
 * also queued once per channel its reader has: the company's chat app (WeCom app message / DingTalk
 * work notice), a WeChat subscribe message when the mini-program user accepted one, and the native
 * shell's push. Queuing happens in the business transaction (a rolled-back step sends nothing);
 * delivery happens later in the sweep, so a failing channel never fails the business action. A
 * failed delivery is retried with capped exponential backoff and given up after MAX_ATTEMPTS.
 *
 * Each row carries its target (booking-flows §3.12): yycj 1 the order detail by order type, yycj 2
 * the approval detail with workItemId. Chat-app links land through SSO (/obt/workplace/authorize),
 * so the approver opens /approval/Detail signed in and decides there.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findChatUserOfEmployee, findCorpNo, findWorkplaceApps } from '../../db/repositories/workplace-apps'
import {
  claimDueOutbox,
  findOutboxOf,
  findReachOf,
  insertOutboxRows,
  markOutboxFailed,
  markOutboxSent,
  spendSubscribeGrant,
  type NewOutboxRow,
  type OutboxRow,
} from '../../db/repositories/workplace-outbox'
import type { DB } from '../../db/types'
import type { WorkplaceOutboxReply } from '../../schemas/workplace'
import { addMs, formatChinaTime } from '../../util/time'
import { workplaceHub } from './hub'
import { withChatToken } from './sdk-sign'

/** Attempts before a row is given up (FAILED). */
export const MAX_ATTEMPTS = 6
/** Backoff: 30 s, 1, 2, 4, 8 min..., never more than 30 min. */
export const BASE_BACKOFF_MS = 30_000
export const MAX_BACKOFF_MS = 30 * 60_000
/** Rows one sweep delivers (the next sweep takes the rest). */
const BATCH = 20
/** How long a claimed row stays with the instance delivering it. */
const LEASE_MS = 60_000

/** The delay before attempt `attempts + 1`. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/** What a personal message says and opens (the fields of emp-messages' MessageInput). */
export interface OutboxMessage {
  corpId: number
  empId: number
  title: { zh: string; en: string }
  content: { zh: string; en: string }
  yycj: 1 | 2
  orderId: string
  orderType: number
  workItemId?: number
  now: Date
}

/** The landing target of a message (ssoJsonParam): the detail, approval detail when it has a workItemId. */
export function targetJson(m: Pick<OutboxMessage, 'orderId' | 'orderType' | 'workItemId'>): string {
  return JSON.stringify({ targetModule: 'detail', orderId: m.orderId, orderType: String(m.orderType), ...(m.workItemId !== undefined ? { workItemId: String(m.workItemId) } : {}) })
}

/**
 * The app address a push or subscribe message opens: the SSO landing without a token, which lands
 * on the target inside the session the app already has (the app resolves the order type's screen).
 */
export function appRoute(m: Pick<OutboxMessage, 'orderId' | 'orderType' | 'workItemId'>): string {
  return `/sso?ssoJsonParam=${encodeURIComponent(targetJson(m))}`
}

/** The SSO entry a chat-app message links to: it lands on the detail (approval detail when workItemId). */
export function ssoLink(corpNo: string, kind: string, m: Pick<OutboxMessage, 'orderId' | 'orderType' | 'workItemId'>): string {
  const params = new URLSearchParams({ corpId: corpNo, loginCli: kind, targetModule: 'detail', orderId: m.orderId, orderType: String(m.orderType) })
  if (m.workItemId !== undefined) params.set('workItemId', String(m.workItemId))
  return `/obt/workplace/authorize?${params.toString()}`
}

/** Queues the message on every channel of its reader, in the caller's transaction. */
export async function enqueueNotifications(db: Kysely<DB>, m: OutboxMessage): Promise<void> {
  const reach = await findReachOf(db, m.corpId, m.empId)
  const base = {
    corp_id: m.corpId, emp_id: m.empId, title: m.title.zh, content: m.content.zh, yycj: m.yycj, order_id: m.orderId,
    order_type: m.orderType, work_item_id: m.workItemId ?? null, next_at: m.now, lease_until: null, last_error: null,
    created_at: m.now, sent_at: null,
  }
  const rows: NewOutboxRow[] = []
  if (reach.apps.length) {
    const corpNo = await findCorpNo(db, m.corpId)
    for (const kind of reach.apps) {
      const chatUser = await findChatUserOfEmployee(db, m.empId, kind)
      if (corpNo && chatUser) rows.push({ ...base, channel: kind, address: chatUser, link: ssoLink(corpNo, kind, m) })
    }
  }
  // The push address keeps the device kind with the client id: the vendor API wants both.
  if (reach.device) rows.push({ ...base, channel: 'push', address: `${reach.device.ts_device}|${reach.device.ts_cid}`, link: appRoute(m) })
  if (reach.grant && (await spendSubscribeGrant(db, m.empId))) rows.push({ ...base, channel: 'wxsub', address: reach.grant.openid, link: appRoute(m) })
  await insertOutboxRows(db, rows)
}

async function deliver(ctx: AppContext, row: OutboxRow): Promise<void> {
  const hub = workplaceHub(ctx)
  const message = { title: row.title, content: row.content }
  if (row.channel === 'wecom' || row.channel === 'dingtalk') {
    const app = (await findWorkplaceApps(ctx.db, row.corp_id)).find((a) => a.kind === row.channel)
    if (!app) throw new Error('chat app no longer configured')
    const provider = hub.providerFor(app)
    if (!provider.simulated && !hub.publicBase) throw new Error('PUBLIC_BASE_URL is not set: chat links need an absolute address')
    await withChatToken(ctx, app, provider, (token) => provider.sendMessage(token, row.address, { ...message, url: `${hub.publicBase}${row.link}` }))
  } else if (row.channel === 'wxsub') {
    await hub.subscribe.send(row.address, { ...message, url: row.link, page: `pages/sso/index${row.link.slice('/sso'.length)}` })
  } else if (row.channel === 'push') {
    const [device, clientId] = row.address.split('|')
    await hub.push.send(clientId, Number(device), {
      ...message, yycj: row.yycj, orderId: row.order_id, orderType: row.order_type, ...(row.work_item_id !== null ? { workItemId: row.work_item_id } : {}),
    })
  } else {
    throw new Error(`unknown channel ${row.channel}`)
  }
}

/**
 * One sweep (server.ts runs it with the order sweep, in every process): delivers due rows. Never
 * throws for a channel's failure; the row is retried later or given up.
 */
export async function deliverOutbox(ctx: AppContext): Promise<{ sent: number; retried: number; failed: number }> {
  const now = ctx.clock()
  const rows = await claimDueOutbox(ctx.db, now, addMs(now, LEASE_MS), BATCH)
  const done = { sent: 0, retried: 0, failed: 0 }
  for (const row of rows) {
    try {
      await deliver(ctx, row)
      await markOutboxSent(ctx.db, row.id, ctx.clock())
      done.sent++
    } catch (error) {
      const attempts = row.attempts + 1
      const giveUp = attempts >= MAX_ATTEMPTS
      const reason = error instanceof Error ? error.message : String(error)
      await markOutboxFailed(ctx.db, row.id, reason, addMs(ctx.clock(), backoffMs(attempts)), giveUp)
      if (giveUp) done.failed++
      else done.retried++
    }
  }
  return done
}

/** GET /obt/demo/workplaceOutbox: what reached a user on the chat channels (or one channel), newest first. */
export async function workplaceOutbox(ctx: AppContext, empNo: string, channel?: string): Promise<WorkplaceOutboxReply> {
  const rows = await findOutboxOf(ctx.db, empNo, channel ? [channel] : ['wecom', 'dingtalk', 'wxsub', 'push'], 30)
  return {
    list: rows.map((r) => ({
      id: r.id, channel: r.channel, empNo: r.emp_no, title: r.title, content: r.content, yycj: r.yycj, orderId: r.order_id,
      orderType: r.order_type, ...(r.work_item_id !== null ? { workItemId: String(r.work_item_id) } : {}), link: r.link,
      status: r.status, attempts: r.attempts, createdAt: formatChinaTime(r.created_at),
      ...(r.sent_at ? { sentAt: formatChinaTime(r.sent_at) } : {}),
    })),
  }
}
