/**
 * The notification outbox (each personal message once per channel of its reader), the native
 * shell's push clients and mini-program subscribe grants. Rows are claimed with a lease under
 * `for update skip locked`, so several instances sweeping together never deliver a row twice.
 */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { DB, NotificationOutboxTable } from '../types'

/** An outbox row. */
export type OutboxRow = Selectable<NotificationOutboxTable>
/** Values of a new outbox row. */
export type NewOutboxRow = Omit<Insertable<NotificationOutboxTable>, 'id'>

/** Queues rows (in the caller's transaction: a rolled-back event sends nothing). */
export async function insertOutboxRows(db: Kysely<DB>, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length) await db.insertInto('notification_outbox').values(rows).execute()
}

/** The channels an employee can be reached on: chat apps of the company, push client, subscribe grant. */
export async function findReachOf(db: Kysely<DB>, corpId: number, empId: number) {
  const [apps, device, grant] = await Promise.all([
    db.selectFrom('workplace_apps').select('kind').where('corp_id', '=', corpId).orderBy('kind', 'desc').execute(),
    db.selectFrom('push_devices').select(['ts_cid', 'ts_device']).where('emp_id', '=', empId).where('corp_id', '=', corpId).executeTakeFirst(),
    db.selectFrom('wx_subscribe_grants').select(['openid', 'remaining']).where('emp_id', '=', empId).where('corp_id', '=', corpId).where('remaining', '>', 0).executeTakeFirst(),
  ])
  return { apps: apps.map((a) => a.kind), device, grant }
}

/** Uses one accepted subscribe message (false when none is left). */
export async function spendSubscribeGrant(db: Kysely<DB>, empId: number): Promise<boolean> {
  const row = await db
    .updateTable('wx_subscribe_grants')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('emp_id', '=', empId)
    .where('remaining', '>', 0)
    .returning('remaining')
    .executeTakeFirst()
  return row !== undefined
}

/** Adds accepted subscribe messages for a mini-program user (capped: WeChat keeps at most a few per template). */
export async function addSubscribeGrant(db: Kysely<DB>, v: { emp_id: number; corp_id: number; openid: string; count: number; now: Date; cap: number }): Promise<void> {
  await db
    .insertInto('wx_subscribe_grants')
    .values({ emp_id: v.emp_id, corp_id: v.corp_id, openid: v.openid, remaining: Math.min(v.count, v.cap), updated_at: v.now })
    .onConflict((oc) =>
      oc.column('emp_id').doUpdateSet({
        corp_id: v.corp_id,
        openid: v.openid,
        remaining: sql<number>`least(wx_subscribe_grants.remaining + ${v.count}, ${v.cap})`,
        updated_at: v.now,
      }),
    )
    .execute()
}

/** Registers (or replaces) an employee's native push client. */
export async function upsertPushDevice(db: Kysely<DB>, v: { emp_id: number; corp_id: number; ts_cid: string; ts_device: number; now: Date }): Promise<void> {
  await db
    .insertInto('push_devices')
    .values({ emp_id: v.emp_id, corp_id: v.corp_id, ts_cid: v.ts_cid, ts_device: v.ts_device, updated_at: v.now })
    .onConflict((oc) => oc.column('emp_id').doUpdateSet({ corp_id: v.corp_id, ts_cid: v.ts_cid, ts_device: v.ts_device, updated_at: v.now }))
    .execute()
}

/** Claims up to `limit` due rows for `leaseUntil` (skipping rows another instance holds). */
export async function claimDueOutbox(db: Kysely<DB>, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    update notification_outbox set lease_until = ${leaseUntil}
    where id in (
      select id from notification_outbox
      where status = 'PENDING' and next_at <= ${now} and (lease_until is null or lease_until <= ${now})
      order by next_at, id
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db)
  return result.rows
}

/** Marks a row delivered. */
export async function markOutboxSent(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('notification_outbox').set({ status: 'SENT', sent_at: now, lease_until: null, attempts: sql<number>`attempts + 1`, last_error: null }).where('id', '=', id).execute()
}

/** Records a failed attempt: retried at `nextAt`, or given up (FAILED) when `giveUp`. */
export async function markOutboxFailed(db: Kysely<DB>, id: number, error: string, nextAt: Date, giveUp: boolean): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ status: giveUp ? 'FAILED' : 'PENDING', next_at: nextAt, lease_until: null, attempts: sql<number>`attempts + 1`, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute()
}

/** The latest outbox rows of the employees with this number on some channels (a demo view), newest first. */
export function findOutboxOf(db: Kysely<DB>, empNo: string, channels: string[], limit: number) {
  return db
    .selectFrom('notification_outbox')
    .innerJoin('employees', 'employees.id', 'notification_outbox.emp_id')
    .selectAll('notification_outbox')
    .select('employees.emp_no')
    .where('employees.emp_no', '=', empNo)
    .where('notification_outbox.channel', 'in', channels)
    .orderBy('notification_outbox.id', 'desc')
    .limit(limit)
    .execute()
}
