import { http } from '../http/client'
import type { BadgeCounts, Notice } from './types'

export function getLoginTz(corpNo?: string): Promise<Notice | null> {
  return http.post('/obt/getLoginTz', { corpNo }, { quiet: true, inlineErrors: true })
}

export function findGgtzReadCount(): Promise<{ unread: number; total: number }> {
  return http.post('/obt/sms/findGgtzReadCount', {}, { quiet: true })
}

export function allGgTz(pageNum: number, count = 20): Promise<{ list: Notice[]; total: number }> {
  return http.post('/obt/sms/allGgTz', { pageNum, count }, { quiet: true })
}

export function readGgtz(id: string | number): Promise<unknown> {
  return http.post('/obt/readGgtz', { id }, { quiet: true })
}

export function totalCount(): Promise<BadgeCounts> {
  return http.post('/obt/totalCount', {}, { quiet: true, inlineErrors: true })
}

/** POST getTzContent: one notice with its full text (the reader's company only). */
export function getTzContent(id: string | number): Promise<Notice> {
  return http.post('/obt/getTzContent', { id }, { quiet: true })
}
