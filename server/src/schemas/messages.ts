/** Notices (公告通知) and badge counts. */
import { Type, type Static } from '@sinclair/typebox'
import { IdNumber, Line, Page, PageQuery } from './common'

/** POST /obt/getLoginTz: the login-screen notice of a company (token's company, else corpNo, else the platform's). */
export const LoginTzBody = Type.Object({ corpNo: Type.Optional(Line({ maxLength: 32 })) })
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

/**
 * POST /obt/readGgtz (another company's id answers 4004 like a missing one). msgType 2 marks a
 * personal message (findGgtzByMsgType) read; 1 or absent a notice.
 */
export const ReadNoticeBody = Type.Object({
  id: IdNumber,
  msgType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
})
export type ReadNoticeBody = Static<typeof ReadNoticeBody>

/** POST /obt/getTzContent: one notice with its full text (another company's id answers 4004). */
export const NoticeContentBody = Type.Object({ id: IdNumber })
export type NoticeContentBody = Static<typeof NoticeContentBody>

/**
 * POST /obt/totalCount reply: badge counts. message = unread notices + unread personal messages;
 * approval = my PENDING work items; waitApproval = my own submissions still in approval; the
 * others follow their tables as they arrive.
 */
export const TotalCountReply = Type.Object({
  message: Type.Integer(),
  approval: Type.Integer(),
  toPay: Type.Integer(),
  waitApproval: Type.Integer(),
  todo: Type.Integer(),
  schedule: Type.Integer(),
})
export type TotalCountReply = Static<typeof TotalCountReply>

/**
 * Where a personal message leads (yycj): 1 the traveller's own application / order (detail by
 * orderId + orderType), 2 an approver's work item (approval detail by workItemId).
 */
export const Yycj = Type.Union([Type.Literal(1), Type.Literal(2)])
export type Yycj = Static<typeof Yycj>

/**
 * A personal message (approval steps: submitted, a level approved, approved, rejected with the
 * remark, a new item to approve). time 'YYYY-MM-DD HH:mm' China time. orderType 11099 trip
 * application, 11001 flight order.
 */
export const PersonalMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  time: Type.String(),
  read: Type.Boolean(),
  yycj: Yycj,
  orderId: Type.String(),
  orderType: Type.Integer(),
  workItemId: Type.Optional(Type.String()),
})
export type PersonalMessage = Static<typeof PersonalMessage>

/** findGgtzByMsgType reply (newest first). */
export const PersonalMessagePage = Page(PersonalMessage)
export type PersonalMessagePage = Static<typeof PersonalMessagePage>

/** POST /obt/sms/findGgtzByMsgType: msgType 2 = my personal messages. */
export const MsgTypeBody = Type.Object({ msgType: Type.Literal(2), ...PageQuery })
export type MsgTypeBody = Static<typeof MsgTypeBody>

/** A recorded push payload (GET /obt/demo/pushOutbox?empNo=, demo tools only; latest 20, newest first). */
export const PushRecord = Type.Object({
  id: Type.Integer(),
  empNo: Type.String(),
  yycj: Yycj,
  orderId: Type.String(),
  orderType: Type.Integer(),
  workItemId: Type.Optional(Type.String()),
  localMsg: Type.String(),
  createdAt: Type.String(),
})
export type PushRecord = Static<typeof PushRecord>

/** GET /obt/demo/pushOutbox query. */
export const PushOutboxQuery = Type.Object({ empNo: Line({ minLength: 1, maxLength: 32 }) })
export type PushOutboxQuery = Static<typeof PushOutboxQuery>

/** pushOutbox reply. */
export const PushOutboxReply = Type.Object({ list: Type.Array(PushRecord) })
export type PushOutboxReply = Static<typeof PushOutboxReply>
