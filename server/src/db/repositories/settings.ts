/** Page settings and parameters. */
import type { Kysely, Selectable } from 'kysely'
import type { DB, PageSettingTable, ParameterTable } from '../types'

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
