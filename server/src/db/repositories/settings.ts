/** Page settings, parameters and company travel settings (fees, payment, credit, approval switches). */
import type { Kysely, Selectable } from 'kysely'
import type { CompanyTravelSettingTable, DB, PageSettingTable, ParameterTable } from '../types'

/** A page settings row. */
export type PageSettingRow = Selectable<PageSettingTable>
/** A parameter row. */
export type ParameterRow = Selectable<ParameterTable>

/** The page settings of a company, or the platform default for null. */
export function findPageSetting(db: Kysely<DB>, corpId: number | null): Promise<PageSettingRow | undefined> {
  const query = db.selectFrom('page_settings').selectAll()
  return (corpId === null ? query.where('corp_id', 'is', null) : query.where('corp_id', '=', corpId)).executeTakeFirst()
}

/**
 * Parameter rows for these numbers: the system rows, plus the company's overrides when a
 * company is given. The caller resolves which one wins.
 */
export function findParameters(db: Kysely<DB>, paramNos: string[], corpId: number | null): Promise<ParameterRow[]> {
  if (paramNos.length === 0) return Promise.resolve([])
  return db
    .selectFrom('parameters')
    .selectAll()
    .where('param_no', 'in', paramNos)
    .where((eb) => (corpId === null ? eb('corp_id', 'is', null) : eb.or([eb('corp_id', 'is', null), eb('corp_id', '=', corpId)])))
    .execute()
}

/** A company's travel settings row. */
export type TravelSettings = Selectable<CompanyTravelSettingTable>

/** Settings of a company; a company without a row gets no fees, personal payment and no approval. */
export async function findTravelSettings(db: Kysely<DB>, corpId: number): Promise<TravelSettings> {
  const row = await db.selectFrom('company_travel_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  return (
    row ?? {
      corp_id: corpId,
      flight_service_fee_business: 0,
      flight_service_fee_personal: 0,
      company_pays_business: 0,
      company_account_name: '',
      company_account_name_en: '',
      credit_limit: 0,
      credit_used: 0,
      approve_all_flight_orders: 0,
      approve_out_of_policy: 0,
      fare_protection: 0,
      fare_tolerance_pct: 10,
      fare_hold_minutes: 120,
    }
  )
}

/** Writes a company's fare protection settings (a company without a row gets one with `defaults`). */
export async function saveFareProtection(
  db: Kysely<DB>,
  defaults: TravelSettings,
  values: Pick<TravelSettings, 'fare_protection' | 'fare_tolerance_pct' | 'fare_hold_minutes'>,
): Promise<void> {
  await db
    .insertInto('company_travel_settings')
    .values({ ...defaults, ...values, credit_used: undefined })
    .onConflict((oc) => oc.column('corp_id').doUpdateSet(values))
    .execute()
}

/** Uses company credit with one conditional UPDATE; false when the limit would be passed. */
export async function takeCredit(trx: Kysely<DB>, corpId: number, amount: number): Promise<boolean> {
  const row = await trx
    .updateTable('company_travel_settings')
    .set((eb) => ({ credit_used: eb('credit_used', '+', amount) }))
    .where('corp_id', '=', corpId)
    .where((eb) => eb(eb('credit_used', '+', amount), '<=', eb.ref('credit_limit')))
    .returning('credit_used')
    .executeTakeFirst()
  return row !== undefined
}

/** Gives company credit back (never below zero). */
export async function giveCreditBack(trx: Kysely<DB>, corpId: number, amount: number): Promise<void> {
  await trx
    .updateTable('company_travel_settings')
    .set((eb) => ({ credit_used: eb.fn('greatest', [eb.lit(0), eb('credit_used', '-', amount)]) }))
    .where('corp_id', '=', corpId)
    .execute()
}
