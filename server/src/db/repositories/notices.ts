/**
 * Notices visible to an employee: published notices of the own company plus platform notices.
 * Every query is scoped by company, so another company's notice behaves like a missing one.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, NoticeTable } from '../types'

/** A notice row. */
export type NoticeRow = Selectable<NoticeTable>

function visible(db: Kysely<DB>, corpId: number, now: Date) {
  return db
    .selectFrom('notices')
    .where('kind', '=', 'notice')
    .where('status', '=', 1)
    .where('publish_time', '<=', now)
    .where((eb) => eb.or([eb('corp_id', '=', corpId), eb('corp_id', 'is', null)]))
}

/** Total and unread counts of the notices visible to an employee. */
export async function countNotices(db: Kysely<DB>, corpId: number, empId: number, now: Date): Promise<{ total: number; unread: number }> {
  const row = await visible(db, corpId, now)
    .leftJoin('notice_reads', (join) => join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.emp_id', '=', empId))
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where notice_reads.notice_id is null)::int`.as('unread'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), unread: Number(row.unread) }
}

/** A page of visible notices, newest first, with the employee's read mark. */
export function findNoticePage(db: Kysely<DB>, corpId: number, empId: number, now: Date, offset: number, limit: number) {
  return visible(db, corpId, now)
    .leftJoin('notice_reads', (join) => join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.emp_id', '=', empId))
    .selectAll('notices')
    .select(sql<boolean>`notice_reads.notice_id is not null`.as('is_read'))
    .orderBy('notices.publish_time', 'desc')
    .orderBy('notices.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
}

/** A notice if it is visible to the company. */
export function findVisibleNotice(db: Kysely<DB>, id: number, corpId: number, now: Date): Promise<NoticeRow | undefined> {
  return visible(db, corpId, now).selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether an employee has read a notice. */
export async function isNoticeRead(db: Kysely<DB>, noticeId: number, empId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notice_reads')
    .select('notice_id')
    .where('notice_id', '=', noticeId)
    .where('emp_id', '=', empId)
    .executeTakeFirst()
  return row !== undefined
}

/** Marks a notice read (idempotent). */
export async function markNoticeRead(db: Kysely<DB>, noticeId: number, empId: number, now: Date): Promise<void> {
  await db
    .insertInto('notice_reads')
    .values({ notice_id: noticeId, emp_id: empId, read_at: now })
    .onConflict((oc) => oc.columns(['notice_id', 'emp_id']).doNothing())
    .execute()
}

/** The newest published login notice of a company (null: the platform's). */
export function findLoginNotice(db: Kysely<DB>, corpId: number | null, now: Date): Promise<NoticeRow | undefined> {
  const query = db
    .selectFrom('notices')
    .selectAll()
    .where('kind', '=', 'login')
    .where('status', '=', 1)
    .where('publish_time', '<=', now)
  return (corpId === null ? query.where('corp_id', 'is', null) : query.where('corp_id', '=', corpId))
    .orderBy('publish_time', 'desc')
    .limit(1)
    .executeTakeFirst()
}
