/**
 * Travellers: the colleagues a booker may pick (employees with their department) and each
 * employee's frequent travellers (`contacts`) with their documents (`contact_cards`).
 *
 * Contacts are always read through their owner (company and employee): another employee's contact
 * answers like a missing one. Card rows hold the whole document number; masking is the service's job.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { ContactCardTable, ContactTable, DB } from '../types'
import type { Employee } from './employees'

/** A frequent traveller row. */
export type ContactRow = Selectable<ContactTable>
/** A stored document of a contact (whole number: server use only). */
export type CardRow = Selectable<ContactCardTable>
/** Values of a contact's document (the contact id comes from the caller). */
export type NewCard = Omit<Insertable<ContactCardTable>, 'id' | 'contact_id'>

/** `%keywords%` for LIKE, with LIKE's own wildcards in the keywords matched literally. */
function likePattern(keywords: string): string {
  return `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Active employees by id (any company: the caller checks the booking scope). */
export function findActiveEmployees(db: Kysely<DB>, ids: number[]): Promise<Employee[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').selectAll().where('id', 'in', ids).where('status', '=', 1).execute()
}

/** One page of a colleague search. */
export interface ColleagueSearch {
  /** The searching employee, listed first. */
  selfId: number
  /** null: the whole company; otherwise the searching employee plus, when `deptId` is set, that department. */
  reach: { deptId: number | null } | null
  /** Trimmed; matched against name, English name (any case), employee number and mobile. */
  keywords?: string
  pageNum: number
  count: number
}

/** Active employees of a company within a reach, with their department's names, and the total. */
export async function findColleaguesPage(db: Kysely<DB>, corpId: number, search: ColleagueSearch) {
  const { selfId, reach } = search
  let q = db
    .selectFrom('employees')
    .leftJoin('departments', 'departments.id', 'employees.dept_id')
    .where('employees.corp_id', '=', corpId)
    .where('employees.status', '=', 1)
  if (reach) {
    const dept = reach.deptId
    q = q.where((eb) => (dept === null ? eb('employees.id', '=', selfId) : eb.or([eb('employees.id', '=', selfId), eb('employees.dept_id', '=', dept)])))
  }
  if (search.keywords) {
    const like = likePattern(search.keywords)
    q = q.where((eb) =>
      eb.or([
        eb('employees.emp_name', 'like', like),
        eb(eb.fn('lower', ['employees.eng_name']), 'like', like.toLowerCase()),
        eb('employees.emp_no', 'like', like),
        eb('employees.mobile', 'like', like),
      ]),
    )
  }
  const totalRow = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await q
    .selectAll('employees')
    .select(['departments.name as dept_name', 'departments.name_en as dept_name_en'])
    .orderBy(sql`case when employees.id = ${selfId} then 0 else 1 end`)
    .orderBy('employees.emp_no')
    .limit(search.count)
    .offset((search.pageNum - 1) * search.count)
    .execute()
  return { rows, total: Number(totalRow.n) }
}

/** One page of an employee's contacts (oldest first) and the total; keywords trimmed, matched against names and mobile. */
export async function findContactsPage(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  search: { keywords?: string; pageNum: number; count: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  let q = db.selectFrom('contacts').where('emp_id', '=', empId).where('corp_id', '=', corpId)
  if (search.keywords) {
    const like = likePattern(search.keywords)
    q = q.where((eb) => eb.or([eb('ch_name', 'like', like), eb(eb.fn('lower', ['en_name']), 'like', like.toLowerCase()), eb('mobile', 'like', like)]))
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await q.selectAll().orderBy('id').limit(search.count).offset((search.pageNum - 1) * search.count).execute()
  return { rows, total: Number(total.n) }
}

/** A contact of an employee (another employee's or company's contact answers like a missing one). */
export function findContactOf(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).where('emp_id', '=', empId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** The documents of contacts, in the order they were written. */
export function findContactCards(db: Kysely<DB>, contactIds: number[]): Promise<CardRow[]> {
  if (contactIds.length === 0) return Promise.resolve([])
  return db.selectFrom('contact_cards').selectAll().where('contact_id', 'in', contactIds).orderBy('id').execute()
}

/** Writes a new contact; returns its id. */
export async function insertContact(db: Kysely<DB>, values: Insertable<ContactTable>): Promise<number> {
  const row = await db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Changes a contact's own columns (its owner never changes). */
export async function updateContact(db: Kysely<DB>, id: number, values: Omit<Updateable<ContactTable>, 'id' | 'emp_id' | 'corp_id' | 'created_at'>): Promise<void> {
  await db.updateTable('contacts').set(values).where('id', '=', id).execute()
}

/** Removes every document of a contact (an edit writes the whole set again). */
export async function deleteContactCards(db: Kysely<DB>, contactId: number): Promise<void> {
  await db.deleteFrom('contact_cards').where('contact_id', '=', contactId).execute()
}

/** Writes documents of a contact (at least one). */
export async function insertContactCards(db: Kysely<DB>, contactId: number, cards: NewCard[]): Promise<void> {
  await db
    .insertInto('contact_cards')
    .values(cards.map((c) => ({ ...c, contact_id: contactId })))
    .execute()
}

/** Deletes a contact and its documents; call it in a transaction so neither is left alone. */
export async function deleteContactWithCards(trx: Kysely<DB>, id: number): Promise<void> {
  await deleteContactCards(trx, id)
  await trx.deleteFrom('contacts').where('id', '=', id).execute()
}
