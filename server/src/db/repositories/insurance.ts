/** Insurance products sold with bookings (insurance_products), per product code (cplx). */
import type { Kysely, Selectable } from 'kysely'
import type { DB, InsuranceProductTable } from '../types'

/** An insurance product row. */
export type InsuranceProduct = Selectable<InsuranceProductTable>

/** The products on sale for a product code, in their order. */
export function findInsuranceProducts(db: Kysely<DB>, productCode: string): Promise<InsuranceProduct[]> {
  return db.selectFrom('insurance_products').selectAll().where('product_code', '=', productCode).where('status', '=', 1).orderBy('sort').execute()
}

/** The products on sale for a product code among these codes (bxid); a code missing from the answer is unknown or off sale. */
export function findInsuranceProductsByCodes(db: Kysely<DB>, productCode: string, codes: string[]): Promise<InsuranceProduct[]> {
  if (codes.length === 0) return Promise.resolve([])
  return db.selectFrom('insurance_products').selectAll().where('code', 'in', codes).where('status', '=', 1).where('product_code', '=', productCode).execute()
}
