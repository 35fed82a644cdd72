/** Bug reports sent by the app. */
import type { Insertable, Kysely } from 'kysely'
import type { BugReportTable, DB } from '../types'

/** Stores a report; returns its id. */
export async function insertBugReport(db: Kysely<DB>, values: Insertable<BugReportTable>): Promise<number> {
  const row = await db.insertInto('bug_reports').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}
