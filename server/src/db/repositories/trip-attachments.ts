/**
 * Files uploaded for business-trip applications (`trip_attachments`). A file belongs to its
 * uploader until an application takes it (application_id set); the bytes stay in the row.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, TripAttachmentTable } from '../types'

/** An attachment row, bytes included. */
export type TripAttachmentRow = Selectable<TripAttachmentTable>
/** What the screens show of an attachment (no bytes). */
export type TripAttachmentInfo = Pick<TripAttachmentRow, 'id' | 'name' | 'size' | 'mime'>

/** Stores an uploaded file; returns it without its bytes. */
export function insertAttachment(db: Kysely<DB>, values: Insertable<TripAttachmentTable>): Promise<TripAttachmentInfo> {
  return db.insertInto('trip_attachments').values(values).returning(['id', 'name', 'size', 'mime']).executeTakeFirstOrThrow()
}

/** A file of a company by id, bytes included (another company's id answers like a missing one). */
export function findAttachment(db: Kysely<DB>, corpId: number, id: number): Promise<TripAttachmentRow | undefined> {
  return db.selectFrom('trip_attachments').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** The files of an application, oldest first, without their bytes. */
export function listAttachmentsOf(db: Kysely<DB>, applicationId: number): Promise<TripAttachmentInfo[]> {
  return db.selectFrom('trip_attachments').select(['id', 'name', 'size', 'mime']).where('application_id', '=', applicationId).orderBy('id').execute()
}

/**
 * Which of `ids` the uploader may attach: their own files of the company that no application
 * holds, or (`applicationId`, a draft being rewritten) that this application already holds.
 */
export async function findAttachableIds(db: Kysely<DB>, corpId: number, uploaderEmpId: number, ids: number[], applicationId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('trip_attachments')
    .select('id')
    .where('id', 'in', ids)
    .where('corp_id', '=', corpId)
    .where('uploader_emp_id', '=', uploaderEmpId)
    .where((eb) => (applicationId === null ? eb('application_id', 'is', null) : eb.or([eb('application_id', 'is', null), eb('application_id', '=', applicationId)])))
    .execute()
  return rows.map((r) => r.id)
}

/** Deletes the files an application holds except `keptIds` (a rewritten draft dropped them). */
export async function deleteDroppedAttachments(trx: Kysely<DB>, applicationId: number, keptIds: number[]): Promise<void> {
  await trx.deleteFrom('trip_attachments').where('application_id', '=', applicationId).where('id', 'not in', keptIds.length ? keptIds : [0]).execute()
}

/** Hands files to an application. */
export async function attachToApplication(trx: Kysely<DB>, applicationId: number, ids: number[]): Promise<void> {
  await trx.updateTable('trip_attachments').set({ application_id: applicationId }).where('id', 'in', ids).execute()
}
