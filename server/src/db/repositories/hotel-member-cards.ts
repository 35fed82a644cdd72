/**
 * Hotel member cards (`hotel_member_cards`, migration 012): an employee's membership number (hykh)
 * per brand group programme (interfacePlat: HILTON, MARRIOTT, HWORLD...), one per group.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB, HotelMemberCardTable } from '../types'

/** A member card row. */
export type HotelMemberCard = Selectable<HotelMemberCardTable>

/** The cards of employees of a company, by group. */
export function findMemberCards(db: Kysely<DB>, corpId: number, empIds: number[]): Promise<HotelMemberCard[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_member_cards').selectAll().where('corp_id', '=', corpId).where('emp_id', 'in', empIds).orderBy('emp_id').orderBy('plat').execute()
}

/** A card of a company by id (another company's id answers like a missing one). */
export function findMemberCard(db: Kysely<DB>, corpId: number, id: number): Promise<HotelMemberCard | undefined> {
  return db.selectFrom('hotel_member_cards').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Saves an employee's card of a group (one per group: a second save replaces the number); its id. */
export async function saveMemberCard(db: Kysely<DB>, values: { corpId: number; empId: number; plat: string; cardNo: string; now: Date }): Promise<number> {
  const row = await db
    .insertInto('hotel_member_cards')
    .values({ corp_id: values.corpId, emp_id: values.empId, plat: values.plat, card_no: values.cardNo, created_at: values.now, updated_at: values.now })
    .onConflict((oc) => oc.columns(['emp_id', 'plat']).doUpdateSet({ card_no: values.cardNo, updated_at: values.now }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes a card's group and number (the unique key refuses a second card of a group: the service checks first). */
export async function updateMemberCard(db: Kysely<DB>, id: number, values: { plat: string; cardNo: string; now: Date }): Promise<void> {
  await db.updateTable('hotel_member_cards').set({ plat: values.plat, card_no: values.cardNo, updated_at: values.now }).where('id', '=', id).execute()
}

/** Deletes a card. */
export async function deleteMemberCard(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('hotel_member_cards').where('id', '=', id).execute()
}
