/**
 * The traveller's own data (migration 020): delivery addresses, airline member cards, personal
 * data export links, and closing an account (erasing what is personal, keeping trade records).
 * Every read is by company AND employee, so another employee's or company's row reads as missing.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { AirlineMemberCardTable, DB, UserAddressTable } from '../types'

/** An address row. */
export type AddressRow = Selectable<UserAddressTable>
/** An airline member card row. */
export type AirlineCardRow = Selectable<AirlineMemberCardTable>

/** An employee's addresses, the default first, then oldest first. */
export function findAddresses(db: Kysely<DB>, corpId: number, empId: number): Promise<AddressRow[]> {
  return db.selectFrom('user_addresses').selectAll().where('corp_id', '=', corpId).where('emp_id', '=', empId).orderBy('is_default', 'desc').orderBy('id').execute()
}

/** One address of an employee (undefined for anyone else's). */
export function findAddressOf(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('user_addresses').selectAll().where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
}

/** How many addresses an employee keeps. */
export async function countAddresses(db: Kysely<DB>, empId: number): Promise<number> {
  const row = await db.selectFrom('user_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('emp_id', '=', empId).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Clears the employee's default flag (before another address becomes the default). */
export async function clearDefaultAddress(db: Kysely<DB>, empId: number): Promise<void> {
  await db.updateTable('user_addresses').set({ is_default: 0 }).where('emp_id', '=', empId).where('is_default', '=', 1).execute()
}

/** Makes an address the default (its owner has none at that moment). */
export async function markDefaultAddress(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('user_addresses').set({ is_default: 1 }).where('id', '=', id).execute()
}

/** Writes a new address. */
export async function insertAddress(db: Kysely<DB>, values: Insertable<UserAddressTable>): Promise<number> {
  const row = await db.insertInto('user_addresses').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Changes an address. */
export async function updateAddress(
  db: Kysely<DB>,
  id: number,
  values: Pick<AddressRow, 'recipient' | 'mobile' | 'province_code' | 'city_code' | 'area' | 'addr' | 'post' | 'is_default' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('user_addresses').set(values).where('id', '=', id).execute()
}

/** Deletes an address. */
export async function deleteAddress(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('user_addresses').where('id', '=', id).execute()
}

/** The oldest remaining address of an employee (it inherits the default when the default goes). */
export function findOldestAddress(db: Kysely<DB>, empId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('user_addresses').select('id').where('emp_id', '=', empId).orderBy('id').limit(1).executeTakeFirst()
}

/** An employee's airline member cards, oldest first. */
export function findAirlineCards(db: Kysely<DB>, corpId: number, empId: number): Promise<AirlineCardRow[]> {
  return db.selectFrom('airline_member_cards').selectAll().where('corp_id', '=', corpId).where('emp_id', '=', empId).orderBy('id').execute()
}

/** One airline card of an employee (undefined for anyone else's). */
export function findAirlineCardOf(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<AirlineCardRow | undefined> {
  return db.selectFrom('airline_member_cards').selectAll().where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
}

/** Writes a card; undefined when the employee already has one for that airline (the unique constraint decides). */
export async function insertAirlineCard(db: Kysely<DB>, values: Insertable<AirlineMemberCardTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('airline_member_cards')
    .values(values)
    .onConflict((oc) => oc.columns(['emp_id', 'airline']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/** Changes a card's airline and number. */
export async function updateAirlineCard(db: Kysely<DB>, id: number, values: { airline: string; card_no: string; updated_at: Date }): Promise<void> {
  await db.updateTable('airline_member_cards').set(values).where('id', '=', id).execute()
}

/** Deletes a card. */
export async function deleteAirlineCard(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('airline_member_cards').where('id', '=', id).execute()
}

/** Writes a one-time personal data link. */
export async function insertPersonalDataLink(db: Kysely<DB>, values: { token_hash: string; emp_id: number; lang: string; created_at: Date; expires_at: Date }): Promise<void> {
  await db.insertInto('personal_data_links').values(values).execute()
}

/** Uses a link (one conditional update: of two racing requests one wins); undefined when unknown, used or expired. */
export function redeemPersonalDataLink(db: Kysely<DB>, tokenHash: string, now: Date): Promise<{ emp_id: number; lang: string } | undefined> {
  return db
    .updateTable('personal_data_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['emp_id', 'lang'])
    .executeTakeFirst()
}

/** An employee with their department's names, whatever the status (the export of a live account). */
export function findEmployeeWithDept(db: Kysely<DB>, empId: number) {
  return db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.corp_id')
    .leftJoin('departments', 'departments.id', 'employees.dept_id')
    .selectAll('employees')
    .select(['companies.fullname as corp_name', 'companies.fullname_en as corp_name_en', 'departments.name as dept_name', 'departments.name_en as dept_name_en'])
    .where('employees.id', '=', empId)
    .where('employees.status', '=', 1)
    .executeTakeFirst()
}

/** The orders an employee booked, newest first (the trade records an export lists). */
export function findOrdersBookedBy(db: Kysely<DB>, corpId: number, empId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['order_no', 'order_type', 'status', 'total_amount', 'created_at', 'route_text_zh', 'route_text_en'])
    .where('corp_id', '=', corpId)
    .where('booker_emp_id', '=', empId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The favourite places of the car screens of an employee (labels and places as stored). */
export function findCarPlaces(db: Kysely<DB>, corpId: number, empId: number): Promise<{ label: string; place: string }[]> {
  return db.selectFrom('car_places').select(['label', 'place']).where('corp_id', '=', corpId).where('emp_id', '=', empId).orderBy('id').execute()
}

/** Whether an employee closed their account, and when. */
export function findClosure(db: Kysely<DB>, empId: number): Promise<{ closed_at: Date; retain_until: Date } | undefined> {
  return db.selectFrom('account_closures').select(['closed_at', 'retain_until']).where('emp_id', '=', empId).executeTakeFirst()
}

/** The label an anonymised employee row keeps (orders and approvals still name their booker). */
export const CLOSED_NAME = '已注销用户'

/**
 * Closes an account in one transaction: erases the personal data that is not a trade record
 * (frequent travellers and their documents, addresses, hotel and airline member cards, car
 * favourites, the rail account link, WeChat bindings, messages, pushes, notice reads, export
 * links, SMS codes of the number), anonymises the employee row (name, login, mobile, e-mail,
 * documents, birth data, password: the row stays because orders reference it), ends every session
 * and records the closure with the date until which the orders are kept. Orders, tickets,
 * passengers, payments and approvals are trade records and stay as they are.
 */
export async function closeAccountRows(trx: Kysely<DB>, emp: { id: number; corp_id: number; mobile: string }, now: Date, retainUntil: Date): Promise<void> {
  const empId = emp.id
  const contactIds = trx.selectFrom('contacts').select('id').where('emp_id', '=', empId)
  await trx.deleteFrom('contact_cards').where('contact_id', 'in', contactIds).execute()
  await trx.deleteFrom('contacts').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('user_addresses').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('airline_member_cards').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('hotel_member_cards').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('car_places').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('rail_accounts').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('wechat_bindings').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('emp_messages').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('push_records').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('notice_reads').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('personal_data_links').where('emp_id', '=', empId).execute()
  await trx.deleteFrom('sms_codes').where('phone', '=', emp.mobile).execute()
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'account_closed' })
    .where('emp_id', '=', empId)
    .where('revoked_at', 'is', null)
    .execute()
  // Login name and mobile are unique; a placeholder per row keeps the constraints and frees the number.
  const placeholder = `closed-${empId}`
  await trx
    .updateTable('employees')
    .set({
      emp_name: CLOSED_NAME,
      eng_name: null,
      login_name: placeholder,
      mobile: placeholder,
      email: null,
      id_number: null,
      passport: null,
      passport_expiry: null,
      born: null,
      sex: null,
      sso_json_param: null,
      password_hash: null,
      status: 3,
      updated_at: now,
    })
    .where('id', '=', empId)
    .execute()
  await trx.insertInto('account_closures').values({ emp_id: empId, corp_id: emp.corp_id, closed_at: now, retain_until: retainUntil }).execute()
}
