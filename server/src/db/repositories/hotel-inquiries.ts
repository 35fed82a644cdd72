/**
 * Hotel price inquiries (migration 013): the inquiry rows, their travellers and notes, the lists
 * and the consultant's queue.
 *
 * Status changes are conditional updates (`where status in (...)`), so two writers never both move
 * an inquiry from the same status. The consultant's queue is read with `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL: several server processes answering at once take different inquiries; PGlite has one
 * connection and runs one transaction at a time, so the plain locking select is the same there.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { DbKind } from '../kysely'
import type { DB, HotelInquiryGuestTable, HotelInquiryNoteTable, HotelInquiryTable } from '../types'

/** An inquiry row. */
export type HotelInquiry = Selectable<HotelInquiryTable>
/** A traveller row. */
export type HotelInquiryGuest = Selectable<HotelInquiryGuestTable>
/** A note row with its author's name (user notes). */
export type HotelInquiryNote = Selectable<HotelInquiryNoteTable> & { emp_name: string | null }

/** Writes an inquiry and its travellers (inside the caller's transaction); the new id. */
export async function insertInquiry(trx: Kysely<DB>, values: Insertable<HotelInquiryTable>, guests: Omit<Insertable<HotelInquiryGuestTable>, 'inquiry_id'>[]): Promise<number> {
  const row = await trx.insertInto('hotel_inquiries').values(values).returning('id').executeTakeFirstOrThrow()
  if (guests.length > 0) await trx.insertInto('hotel_inquiry_guests').values(guests.map((g) => ({ ...g, inquiry_id: row.id }))).execute()
  return row.id
}

/** An inquiry of a company by id (another company's id answers like a missing one). */
export function findInquiry(db: Kysely<DB>, corpId: number, id: number): Promise<HotelInquiry | undefined> {
  return db.selectFrom('hotel_inquiries').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** An inquiry by id whatever its company (the demo tool, which holds no caller). */
export function findInquiryById(db: Kysely<DB>, id: number): Promise<HotelInquiry | undefined> {
  return db.selectFrom('hotel_inquiries').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The travellers of inquiries, in their order. */
export function findInquiryGuests(db: Kysely<DB>, inquiryIds: number[]): Promise<HotelInquiryGuest[]> {
  if (inquiryIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_inquiry_guests').selectAll().where('inquiry_id', 'in', inquiryIds).orderBy('inquiry_id').orderBy('sort').execute()
}

/** The notes of an inquiry, oldest first, with the names of the users who wrote them. */
export function findInquiryNotes(db: Kysely<DB>, inquiryId: number): Promise<HotelInquiryNote[]> {
  return db
    .selectFrom('hotel_inquiry_notes as n')
    .leftJoin('employees as e', 'e.id', 'n.emp_id')
    .selectAll('n')
    .select('e.emp_name')
    .where('n.inquiry_id', '=', inquiryId)
    .orderBy('n.id')
    .execute()
}

/** Adds a note. */
export async function insertInquiryNote(db: Kysely<DB>, values: Insertable<HotelInquiryNoteTable>): Promise<number> {
  const row = await db.insertInto('hotel_inquiry_notes').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Counts the consultant's notes of an inquiry (tests: an inquiry is answered once). */
export async function countConsultantNotes(db: Kysely<DB>, inquiryId: number): Promise<number> {
  const row = await db
    .selectFrom('hotel_inquiry_notes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inquiry_id', '=', inquiryId)
    .where('author', '=', 'CONSULTANT')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * A page of the inquiries an employee made or travels on, newest first; optionally of a status as
 * readers see it (WAITING and QUOTED past `expires_at` are EXPIRED, written or not).
 */
export async function findInquiriesPage(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  options: { status?: string; now: Date; pageNum: number; count: number },
): Promise<{ rows: HotelInquiry[]; total: number }> {
  const open = ['WAITING', 'QUOTED']
  let q = db
    .selectFrom('hotel_inquiries')
    .where('corp_id', '=', corpId)
    .where((eb) => eb.or([
      eb('booker_emp_id', '=', empId),
      eb('id', 'in', eb.selectFrom('hotel_inquiry_guests').select('inquiry_id').where('emp_id', '=', empId)),
    ]))
  const status = options.status
  if (status === 'EXPIRED') {
    q = q.where((eb) => eb.or([eb('status', '=', 'EXPIRED'), eb.and([eb('status', 'in', open), eb('expires_at', '<=', options.now)])]))
  } else if (status && open.includes(status)) {
    q = q.where('status', '=', status).where('expires_at', '>', options.now)
  } else if (status) {
    q = q.where('status', '=', status)
  }
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(options.count).offset((options.pageNum - 1) * options.count).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Moves an inquiry from one of `from` to `to` with more columns; false when it was in none of them (someone else moved it). */
export async function moveInquiry(db: Kysely<DB>, id: number, from: readonly string[], to: string, set: Updateable<HotelInquiryTable> & { updated_at: Date }): Promise<boolean> {
  const result = await db.updateTable('hotel_inquiries').set({ ...set, status: to }).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Claims the oldest inquiry waiting since `before` or earlier (or the one with `onlyId`, whatever
 * its wait) for the consultant, row-locked until the end of the caller's transaction. SKIP LOCKED
 * on PostgreSQL: an inquiry another process is answering is not seen.
 */
export function claimWaitingInquiry(trx: Kysely<DB>, kind: DbKind, now: Date, options: { before?: Date; onlyId?: number }): Promise<HotelInquiry | undefined> {
  let q = trx.selectFrom('hotel_inquiries').selectAll().where('status', '=', 'WAITING').where('expires_at', '>', now)
  if (options.before) q = q.where('waiting_since', '<=', options.before)
  if (options.onlyId !== undefined) q = q.where('id', '=', options.onlyId)
  const locked = q.orderBy('waiting_since').orderBy('id').limit(1).forUpdate()
  return (kind === 'postgres' ? locked.skipLocked() : locked).executeTakeFirst()
}

/** Marks waiting and quoted inquiries past their end EXPIRED (one conditional update); how many. */
export async function expireDueInquiries(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .updateTable('hotel_inquiries')
    .set({ status: 'EXPIRED', closed_at: now, updated_at: now })
    .where('status', 'in', ['WAITING', 'QUOTED'])
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
