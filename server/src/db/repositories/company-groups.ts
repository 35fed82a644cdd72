/** Company groups: a root company (parent_id null) and every company under it (migration 025). */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../types'

/** Deeper than any real group; stops a parent cycle written by hand from looping. */
const MAX_DEPTH = 16

/** The ids of every company in the group of `corpId` (the company alone when it is in no group), root first. */
export async function findGroupCorpIds(db: Kysely<DB>, corpId: number): Promise<{ rootId: number; ids: number[] }> {
  const rows = await sql<{ id: number; root_id: number }>`
    with recursive up as (
      select id, parent_id, 0 as depth from companies where id = ${corpId}
      union all
      select c.id, c.parent_id, up.depth + 1 from companies c join up on c.id = up.parent_id where up.depth < ${MAX_DEPTH}
    ),
    root as (select id from up order by depth desc limit 1),
    down as (
      select id, 0 as depth from companies where id = (select id from root)
      union all
      select c.id, down.depth + 1 from companies c join down on c.parent_id = down.id where down.depth < ${MAX_DEPTH}
    )
    select distinct down.id, (select id from root) as root_id from down order by down.id
  `.execute(db)
  if (rows.rows.length === 0) return { rootId: corpId, ids: [corpId] }
  const rootId = Number(rows.rows[0].root_id)
  const ids = rows.rows.map((r) => Number(r.id))
  return { rootId, ids: [rootId, ...ids.filter((id) => id !== rootId)] }
}

/** The person's active records (same emp_no) in these companies, with company and department names. */
export function findGroupRecords(db: Kysely<DB>, empNo: string, corpIds: number[]) {
  return db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.corp_id')
    .leftJoin('departments', 'departments.id', 'employees.dept_id')
    .select([
      'employees.id as emp_id',
      'employees.corp_id',
      'employees.emp_no',
      'employees.must_change_password',
      'companies.corp_no',
      'companies.fullname',
      'companies.fullname_en',
      'companies.short_name',
      'companies.short_name_en',
      'departments.name as dept_name',
      'departments.name_en as dept_name_en',
    ])
    .where('employees.emp_no', '=', empNo)
    .where('employees.corp_id', 'in', corpIds)
    .where('employees.status', '=', 1)
    .orderBy('employees.corp_id')
    .execute()
}

/** The device a session was opened from (a switch keeps the device, so it replaces nothing on it). */
export async function findSessionDevice(db: Kysely<DB>, sessionId: number): Promise<string> {
  const row = await db.selectFrom('sessions').select('device_id').where('id', '=', sessionId).executeTakeFirst()
  return row?.device_id ?? ''
}
