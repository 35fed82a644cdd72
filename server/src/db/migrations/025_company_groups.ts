/**
 * Company groups (overview §7 getVipCorpsByEmpNo, sso4ParnetCorpId): `companies.parent_id` makes a
 * company the subsidiary of another. A group is a root company and everything under it; the same
 * person holds one employee record per company of the group, recognised by the same emp_no (login
 * names stay globally unique, so each record keeps its own). No cascade: a parent with subsidiaries
 * is not deleted, it is detached first.
 */
import { sql, type Kysely } from 'kysely'

const statements = [
  `alter table companies add column parent_id integer references companies(id)`,
  `alter table companies add constraint companies_parent_not_self check (parent_id is null or parent_id <> id)`,
  `create index companies_parent_idx on companies (parent_id) where parent_id is not null`,
  // The group lookup asks "which records of this person are in these companies": (emp_no, corp_id).
  `create index employees_emp_no_idx on employees (emp_no, corp_id)`,
]

/** Adds the parent column and the lookup indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists employees_emp_no_idx').execute(db)
  await sql.raw('drop index if exists companies_parent_idx').execute(db)
  await sql.raw('alter table companies drop constraint if exists companies_parent_not_self').execute(db)
  await sql.raw('alter table companies drop column if exists parent_id').execute(db)
}
