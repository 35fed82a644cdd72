/**
 * Personal messages (`emp_messages`) and the push payloads recorded with them (`push_records`)
 * for the push adapter. A message belongs to one employee: reads go through that employee, so
 * someone else's message answers like a missing one.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, EmpMessageTable, PushRecordTable } from '../types'

/** A personal message row. */
export type MessageRow = Selectable<EmpMessageTable>
/** Values of a new personal message. */
export type NewMessage = Omit<Insertable<EmpMessageTable>, 'id'>
/** Values of a new push payload. */
export type NewPushRecord = Omit<Insertable<PushRecordTable>, 'id'>

/** Writes a personal message (in the caller's transaction when the event has one). */
export async function insertMessage(db: Kysely<DB>, values: NewMessage): Promise<void> {
  await db.insertInto('emp_messages').values(values).execute()
}

/** Records a push payload for the push adapter. */
export async function insertPushRecord(db: Kysely<DB>, values: NewPushRecord): Promise<void> {
  await db.insertInto('push_records').values(values).execute()
}

/** One page of an employee's messages, newest first, and the total. */
export async function findMessagesPage(db: Kysely<DB>, corpId: number, empId: number, pageNum: number, count: number): Promise<{ rows: MessageRow[]; total: number }> {
  const base = db.selectFrom('emp_messages').where('emp_id', '=', empId).where('corp_id', '=', corpId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset((pageNum - 1) * count).limit(count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** A message of an employee: its id and read mark. */
export function findMessageOf(db: Kysely<DB>, empId: number, id: number): Promise<Pick<MessageRow, 'id' | 'read_at'> | undefined> {
  return db.selectFrom('emp_messages').select(['id', 'read_at']).where('id', '=', id).where('emp_id', '=', empId).executeTakeFirst()
}

/** Marks a message read at `at`. */
export async function markMessageRead(db: Kysely<DB>, id: number, at: Date): Promise<void> {
  await db.updateTable('emp_messages').set({ read_at: at }).where('id', '=', id).execute()
}

/** The number of an employee's unread messages. */
export async function countUnreadMessages(db: Kysely<DB>, empId: number): Promise<number> {
  const row = await db
    .selectFrom('emp_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('emp_id', '=', empId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The latest push payloads of the employees with this number (any company: a demo view), newest first. */
export function findLatestPushRecords(db: Kysely<DB>, empNo: string, limit: number) {
  return db
    .selectFrom('push_records')
    .innerJoin('employees', 'employees.id', 'push_records.emp_id')
    .selectAll('push_records')
    .select('employees.emp_no')
    .where('employees.emp_no', '=', empNo)
    .orderBy('push_records.id', 'desc')
    .limit(limit)
    .execute()
}
