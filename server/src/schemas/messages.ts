/** Notices (公告通知) and badge counts. */
import { Type, type Static } from '@sinclair/typebox'
import { Page, PageQuery } from './common'

/** POST /obt/getLoginTz: the login-screen notice of a company (token's company, else corpNo, else the platform's). */
export const LoginTzBody = Type.Object({ corpNo: Type.Optional(Type.String({ maxLength: 32 })) })
export type LoginTzBody = Static<typeof LoginTzBody>

/** A notice as listed. publishTime is 'YYYY-MM-DD HH:mm:ss' in China time. */
export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  publishTime: Type.String(),
  read: Type.Boolean(),
  /** true for platform notices shown to every company. */
  platform: Type.Boolean(),
})
export type Notice = Static<typeof Notice>

/** getLoginTz reply: the notice, or null when there is none. */
export const LoginTzReply = Type.Union([
  Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), publishTime: Type.String() }),
  Type.Null(),
])
export type LoginTzReply = Static<typeof LoginTzReply>

/** POST /obt/sms/findGgtzReadCount reply. */
export const NoticeCountReply = Type.Object({ unread: Type.Integer(), total: Type.Integer() })
export type NoticeCountReply = Static<typeof NoticeCountReply>

/** POST /obt/sms/allGgTz: company and platform notices, newest first. */
export const AllNoticesBody = Type.Object({ ...PageQuery })
export type AllNoticesBody = Static<typeof AllNoticesBody>

/** allGgTz reply. */
export const NoticePage = Page(Notice)
export type NoticePage = Static<typeof NoticePage>

/** POST /obt/readGgtz (another company's id answers 4004 like a missing one). */
export const ReadNoticeBody = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type ReadNoticeBody = Static<typeof ReadNoticeBody>

/** POST /obt/getTzContent: one notice with its full text (another company's id answers 4004). */
export const NoticeContentBody = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type NoticeContentBody = Static<typeof NoticeContentBody>

/** POST /obt/totalCount reply: badge counts. message = unread notices; the others follow their tables as they arrive. */
export const TotalCountReply = Type.Object({
  message: Type.Integer(),
  approval: Type.Integer(),
  toPay: Type.Integer(),
  waitApproval: Type.Integer(),
  todo: Type.Integer(),
  schedule: Type.Integer(),
})
export type TotalCountReply = Static<typeof TotalCountReply>
