/** Notices (company + platform), read marks and badge counts. */
import type { AppContext, Caller } from '../../context'
import { findCompanyByCorpNo } from '../../db/repositories/employees'
import { countNotices, findLoginNotice, findNoticePage, findVisibleNotice, isNoticeRead, markNoticeRead } from '../../db/repositories/notices'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { LoginTzReply, Notice, NoticeCountReply, NoticePage, TotalCountReply } from '../../schemas/messages'
import { formatChinaTime } from '../../util/time'
import { approvalBadges } from '../approvals/approvals'
import { unreadPersonalMessages } from './emp-messages'
import { countToPay } from '../orders/lifecycle'
import { countSchedule } from '../mine/schedule'

/** POST /obt/getLoginTz: the token's company, else the company with corpNo, else the platform's login notice. */
export async function loginNotice(ctx: AppContext, caller: Caller | null, corpNo: string | undefined, lang: Lang): Promise<LoginTzReply> {
  const now = ctx.clock()
  let corpId: number | null = caller?.corpId ?? null
  if (corpId === null && corpNo) corpId = (await findCompanyByCorpNo(ctx.db, corpNo))?.id ?? null
  const row = (corpId === null ? undefined : await findLoginNotice(ctx.db, corpId, now)) ?? (await findLoginNotice(ctx.db, null, now))
  if (!row) return null
  return {
    id: row.id,
    title: lang === 'en' ? row.title_en : row.title,
    content: lang === 'en' ? row.content_en : row.content,
    publishTime: formatChinaTime(row.publish_time),
  }
}

/** POST /obt/sms/findGgtzReadCount. */
export function noticeCounts(ctx: AppContext, caller: Caller): Promise<NoticeCountReply> {
  return countNotices(ctx.db, caller.corpId, caller.empId, ctx.clock())
}

/** POST /obt/sms/allGgTz: newest first. */
export async function noticePage(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<NoticePage> {
  const now = ctx.clock()
  const [rows, counts] = await Promise.all([
    findNoticePage(ctx.db, caller.corpId, caller.empId, now, (pageNum - 1) * count, count),
    countNotices(ctx.db, caller.corpId, caller.empId, now),
  ])
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: lang === 'en' ? r.title_en : r.title,
      content: lang === 'en' ? r.content_en : r.content,
      publishTime: formatChinaTime(r.publish_time),
      read: Boolean(r.is_read),
      platform: r.corp_id === null,
    })),
    total: counts.total,
  }
}

/** POST /obt/getTzContent: a visible notice with the caller's read mark. */
export async function noticeContent(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<Notice> {
  const notice = await findVisibleNotice(ctx.db, id, caller.corpId, ctx.clock())
  if (!notice) throw notFound()
  return {
    id: notice.id,
    title: lang === 'en' ? notice.title_en : notice.title,
    content: lang === 'en' ? notice.content_en : notice.content,
    publishTime: formatChinaTime(notice.publish_time),
    read: await isNoticeRead(ctx.db, notice.id, caller.empId),
    platform: notice.corp_id === null,
  }
}

/** POST /obt/readGgtz: another company's notice answers 4004 exactly like a missing one. */
export async function readNotice(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const now = ctx.clock()
  const notice = await findVisibleNotice(ctx.db, id, caller.corpId, now)
  if (!notice) throw notFound()
  await markNoticeRead(ctx.db, notice.id, caller.empId, now)
}

/**
 * POST /obt/totalCount: badge counts. message = unread notices + unread personal messages;
 * approval = my pending work items; toPay = the caller's flight orders awaiting payment;
 * waitApproval = my own submissions still in approval; schedule = my upcoming trips, at most 99.
 */
export async function badgeCounts(ctx: AppContext, caller: Caller): Promise<TotalCountReply> {
  const [{ unread }, personal, toPay, approvals, schedule] = await Promise.all([
    noticeCounts(ctx, caller),
    unreadPersonalMessages(ctx, caller),
    countToPay(ctx, caller),
    approvalBadges(ctx, caller),
    countSchedule(ctx, caller),
  ])
  return { message: unread + personal, approval: approvals.approval, toPay, waitApproval: approvals.waitApproval, todo: 0, schedule }
}
