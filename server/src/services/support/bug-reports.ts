/** Bug reports from the app's error handler (level, platform, user agent, request and reply). */
import type { AppContext } from '../../context'
import { insertBugReport } from '../../db/repositories/bug-reports'
import type { BugReportBody } from '../../schemas/system'
import { redactDeep } from '../../util/redact'

/** Longest payload or response kept. */
const MAX_TEXT = 20000

/** Payloads arrive as JSON or text; either way secrets are removed before storing. */
function storedText(value: unknown): string {
  if (value === undefined || value === null) return ''
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return value.slice(0, MAX_TEXT)
    }
  }
  return JSON.stringify(redactDeep(parsed)).slice(0, MAX_TEXT)
}

/** Stores one report; returns its id. */
export function submitBug(ctx: AppContext, body: BugReportBody): Promise<number> {
  return insertBugReport(ctx.db, {
    level: body.level ?? 2,
    platform: String(body.platform ?? ''),
    user_agent: body.userAgent ?? '',
    corp_id: String(body.corpId ?? ''),
    emp_no: body.empNo ?? '',
    path: body.path ?? '',
    payload: storedText(body.payload),
    response: storedText(body.response),
    created_at: ctx.clock(),
  })
}
