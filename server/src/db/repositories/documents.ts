/**
 * Order documents: one-time itinerary links (`document_links`, keyed by the SHA-256 of the token
 * so a leaked table does not leak working links), the document numbers an e-mail may name, and
 * the e-mail outbox (`email_outbox`).
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, DocumentLinkTable, EmailOutboxTable } from '../types'

/** A document link row. */
export type DocumentLink = Selectable<DocumentLinkTable>

/** Writes a new document link. */
export async function insertDocumentLink(db: Kysely<DB>, values: Insertable<DocumentLinkTable>): Promise<void> {
  await db.insertInto('document_links').values(values).execute()
}

/**
 * Uses a link: one conditional `UPDATE … WHERE token_hash = ? AND used_at IS NULL AND expires_at > now`,
 * so of two requests racing for the same link only one gets the row; unknown, used and expired links answer undefined.
 */
export function redeemDocumentLink(db: Kysely<DB>, tokenHash: string, now: Date): Promise<DocumentLink | undefined> {
  return db
    .updateTable('document_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
}

/** The order of a company's flight refund by its number (another company's number answers undefined). */
export async function findOrderIdByRefundNo(db: Kysely<DB>, corpId: number, refundNo: string): Promise<number | undefined> {
  return (await db.selectFrom('flight_refunds').select('order_id').where('refund_no', '=', refundNo).where('corp_id', '=', corpId).executeTakeFirst())?.order_id
}

/** The order of a company's flight change by its number (another company's number answers undefined). */
export async function findOrderIdByChangeNo(db: Kysely<DB>, corpId: number, changeNo: string): Promise<number | undefined> {
  return (await db.selectFrom('flight_changes').select('order_id').where('change_no', '=', changeNo).where('corp_id', '=', corpId).executeTakeFirst())?.order_id
}

/** The id of a company's order by its number (another company's number answers undefined). */
export async function findOrderIdByOrderNo(db: Kysely<DB>, corpId: number, orderNo: string): Promise<number | undefined> {
  return (await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).where('corp_id', '=', corpId).executeTakeFirst())?.id
}

/** Queues an e-mail (nothing sends it in the demo: GET /obt/demo/emailOutbox shows it). */
export async function queueEmail(db: Kysely<DB>, values: Omit<Insertable<EmailOutboxTable>, 'id'>): Promise<void> {
  await db.insertInto('email_outbox').values(values).execute()
}

/** The latest e-mails queued (to one address when given), newest first: the demo outbox. */
export function findEmailOutbox(db: Kysely<DB>, toAddr: string | undefined, limit: number): Promise<Selectable<EmailOutboxTable>[]> {
  let q = db.selectFrom('email_outbox').selectAll()
  if (toAddr) q = q.where('to_addr', '=', toAddr)
  return q.orderBy('id', 'desc').limit(limit).execute()
}
