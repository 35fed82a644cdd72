import { http } from '../http/client'
import type { PersonalMessage, PersonalMessagePage } from '../../../server/src/schemas/messages'
import type { BadgeCounts, Notice } from './types'

export type { PersonalMessage, PersonalMessagePage }

export function getLoginTz(corpNo?: string): Promise<Notice | null> {
  return http.post('/obt/getLoginTz', { corpNo }, { quiet: true, inlineErrors: true })
}

export function findGgtzReadCount(): Promise<{ unread: number; total: number }> {
  return http.post('/obt/sms/findGgtzReadCount', {}, { quiet: true })
}

export function allGgTz(pageNum: number, count = 20): Promise<{ list: Notice[]; total: number }> {
  return http.post('/obt/sms/allGgTz', { pageNum, count }, { quiet: true })
}

/** POST /obt/readGgtz: marks a notice (msgType 1, the default) or a personal message (msgType 2) read. */
export function readGgtz(id: string | number, msgType?: 1 | 2): Promise<unknown> {
  return http.post('/obt/readGgtz', msgType ? { id, msgType } : { id }, { quiet: true })
}

/**
 * POST /obt/sms/findGgtzByMsgType with msgType 2: my personal messages (approval steps), newest
 * first. The messages tab shows its own error state.
 */
export function findGgtzByMsgType(pageNum: number, count = 20): Promise<PersonalMessagePage> {
  return http.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum, count }, { quiet: true, inlineErrors: true })
}

export function totalCount(): Promise<BadgeCounts> {
  return http.post('/obt/totalCount', {}, { quiet: true, inlineErrors: true })
}

/** POST getTzContent: one notice with its full text (the reader's company only). */
export function getTzContent(id: string | number): Promise<Notice> {
  return http.post('/obt/getTzContent', { id }, { quiet: true })
}
