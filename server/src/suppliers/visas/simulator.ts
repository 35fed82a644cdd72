/**
 * The simulated visa agency over the fixed catalogue (catalog.ts):
 *
 * - **Appointments** at a visa centre (interview products): working days from two days ahead;
 *   each day's open slots follow from a hash of the district and the date, and one working day
 *   in seven is full. The calendar is the visa centre's: our bookings do not hold its slots.
 * - **Decisions**: the consulate issues every visa, except that a strict consulate refuses an
 *   applicant who brings none of the recommended materials of the checklist (a deterministic
 *   rule, so the demo and the tests can show both answers).
 * - Visa numbers and courier waybills follow from the order number (deterministic).
 */
import { VISA_COUNTRIES, VISA_DISTRICTS, VISA_PRODUCTS } from './catalog'
import type { ApplicantKind, AppointmentDay, ConsularDistrict, VisaCountry, VisaDecision, VisaProduct, VisaSupplier } from './types'

/** 'YYYY-MM-DD' + n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whether a day is Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 || day === 6
}

/** The working day `n` working days after `date` (n ≥ 0; 0: the day itself, moved to a working day). */
export function addWorkingDays(date: string, n: number): string {
  let at = date
  while (isWeekend(at)) at = addDays(at, 1)
  for (let left = n; left > 0;) {
    at = addDays(at, 1)
    if (!isWeekend(at)) left -= 1
  }
  return at
}

/** FNV-1a of a text: a stable small number for deterministic choices. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h >>> 0
}

/** Slots a visa centre opens per working day. */
const SLOTS_PER_DAY = 12

/** The simulator. */
export class SimulatedVisaSupplier implements VisaSupplier {
  private readonly countryByCode = new Map(VISA_COUNTRIES.map((c) => [c.code, c]))
  private readonly productById = new Map(VISA_PRODUCTS.map((p) => [p.productId, p]))
  private readonly districtById = new Map(VISA_DISTRICTS.map((d) => [d.consularId, d]))

  countries(): readonly VisaCountry[] {
    return VISA_COUNTRIES
  }

  country(code: string): VisaCountry | undefined {
    return this.countryByCode.get(code)
  }

  districts(countryCode: string): readonly ConsularDistrict[] {
    return VISA_DISTRICTS.filter((d) => d.countryCode === countryCode)
  }

  district(consularId: string): ConsularDistrict | undefined {
    return this.districtById.get(consularId)
  }

  products(countryCode?: string): readonly VisaProduct[] {
    return countryCode ? VISA_PRODUCTS.filter((p) => p.countryCode === countryCode) : VISA_PRODUCTS
  }

  product(productId: string): VisaProduct | undefined {
    return this.productById.get(productId)
  }

  appointmentDays(consularId: string, fromDate: string, days: number): AppointmentDay[] {
    const out: AppointmentDay[] = []
    for (let i = 0; i < days; i += 1) {
      const date = addDays(fromDate, i)
      if (isWeekend(date)) continue
      const h = hashOf(`${consularId}|${date}`)
      out.push({ date, slotsLeft: h % 7 === 0 ? 0 : 1 + (h % SLOTS_PER_DAY) })
    }
    return out
  }

  decide(product: VisaProduct, kind: ApplicantKind, materialCodes: readonly string[]): VisaDecision {
    const country = this.countryByCode.get(product.countryCode)
    if (!country?.strict) return 'ISSUED'
    const advised = product.materials[kind].filter((m) => !m.required).map((m) => m.code)
    if (advised.length === 0) return 'ISSUED'
    return advised.some((code) => materialCodes.includes(code)) ? 'ISSUED' : 'REFUSED'
  }

  visaNo(countryCode: string, orderNo: string, applicantSeq: number): string {
    return `${countryCode}${String(hashOf(`${orderNo}|${applicantSeq}`) % 100_000_000).padStart(8, '0')}`
  }

  expressNo(orderNo: string): string {
    return `SF${String(hashOf(`express|${orderNo}`) % 10_000_000_000).padStart(10, '0')}`
  }
}
