/**
 * Personal messages (the messages tab, findGgtzByMsgType msgType 2) and the push payloads recorded
 * with them for the push adapter. Messages are written in both languages at the time of the event,
 * because the reader's language is only known when the list is read.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { countUnreadMessages, findLatestPushRecords, findMessageOf, findMessagesPage, insertMessage, insertPushRecord, markMessageRead } from '../../db/repositories/messages'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang, type MessageKey, type MessageParams } from '../../messages'
import type { PersonalMessagePage, PushOutboxReply } from '../../schemas/messages'
import { formatChinaTime } from '../../util/time'
import { enqueueNotifications } from '../workplace/outbox'

/** A text in both languages. */
export interface BiText {
  zh: string
  en: string
}

/** Both languages of a catalogue message; params may themselves be bilingual. */
export function biText(key: MessageKey, params: Record<string, string | number | BiText> = {}): BiText {
  const pick = (lang: Lang): MessageParams =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]))
  return { zh: translate('zh', key, pick('zh')), en: translate('en', key, pick('en')) }
}

/**
 * A catalogue phrase to place inside another message: as biText, without the capital letter
 * English messages get at their start ("Your {kind} was approved").
 */
export function phrase(key: MessageKey): BiText {
  const text = biText(key)
  return { zh: text.zh, en: text.en.charAt(0).toLowerCase() + text.en.slice(1) }
}

/** One message to write. yycj 1: the traveller's own application/order; 2: an approver's work item. */
export interface MessageInput {
  corpId: number
  empId: number
  title: BiText
  content: BiText
  yycj: 1 | 2
  orderId: string
  orderType: number
  workItemId?: number
  now: Date
}

/**
 * Writes a personal message and its push payload, inside the caller's transaction so that a
 * message never describes a step that was rolled back.
 */
export async function sendMessage(db: Kysely<DB>, m: MessageInput): Promise<void> {
  await insertMessage(db, {
    corp_id: m.corpId, emp_id: m.empId, title: m.title.zh, title_en: m.title.en, content: m.content.zh, content_en: m.content.en,
    yycj: m.yycj, order_id: m.orderId, order_type: m.orderType, work_item_id: m.workItemId ?? null, read_at: null, created_at: m.now,
  })
  await insertPushRecord(db, {
    corp_id: m.corpId, emp_id: m.empId, yycj: m.yycj, order_id: m.orderId, order_type: m.orderType,
    work_item_id: m.workItemId ?? null, local_msg: m.content.zh, created_at: m.now,
  })
  // The same message on the reader's chat app, subscribe message and push (services/workplace/outbox.ts).
  await enqueueNotifications(db, m)
}

/** POST /obt/sms/findGgtzByMsgType (msgType 2): the caller's personal messages, newest first. */
export async function personalMessages(ctx: AppContext, caller: Caller, pageNum: number, count: number, lang: Lang): Promise<PersonalMessagePage> {
  const { rows, total } = await findMessagesPage(ctx.db, caller.corpId, caller.empId, pageNum, count)
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: lang === 'en' ? r.title_en : r.title,
      content: lang === 'en' ? r.content_en : r.content,
      time: formatChinaTime(r.created_at).slice(0, 16),
      read: r.read_at !== null,
      yycj: r.yycj === 2 ? 2 : 1,
      orderId: r.order_id,
      orderType: r.order_type,
      ...(r.work_item_id !== null ? { workItemId: String(r.work_item_id) } : {}),
    })),
    total,
  }
}

/** readGgtz with msgType 2: someone else's message answers 4004 like a missing one. */
export async function readPersonalMessage(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const row = await findMessageOf(ctx.db, caller.empId, id)
  if (!row) throw notFound()
  if (row.read_at === null) await markMessageRead(ctx.db, id, ctx.clock())
}

/** Unread personal messages of the caller (part of the message badge). */
export async function unreadPersonalMessages(ctx: AppContext, caller: Caller): Promise<number> {
  return countUnreadMessages(ctx.db, caller.empId)
}

/** GET /obt/demo/pushOutbox: the latest 20 push payloads of the employees with that number. */
export async function pushOutbox(ctx: AppContext, empNo: string): Promise<PushOutboxReply> {
  const rows = await findLatestPushRecords(ctx.db, empNo, 20)
  return {
    list: rows.map((r) => ({
      id: r.id,
      empNo: r.emp_no,
      yycj: r.yycj === 2 ? 2 : 1,
      orderId: r.order_id,
      orderType: r.order_type,
      ...(r.work_item_id !== null ? { workItemId: String(r.work_item_id) } : {}),
      localMsg: r.local_msg,
      createdAt: formatChinaTime(r.created_at),
    })),
  }
}
