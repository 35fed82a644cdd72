/**
 * The simulated tour supplier over the fixed catalogue (catalog.ts). Each product leaves every 7
 * days: the first departure 2 to 6 days after today (China date, by the product's number), then
 * weekly for 8 weeks, so there is always one departure inside the 7-day cancellation tiers and
 * several outside them. Sales close the day before departure. Confirmations are immediate.
 */
import { chinaDatePlusDays } from '../../util/time'
import { TOUR_PRODUCTS } from './catalog'
import type { TourConfirmation, TourDeparture, TourProduct, TourSupplier } from './types'

/** Departures sold per product. */
const DEPARTURES = 8
/** Days between departures. */
const INTERVAL_DAYS = 7

/** 'YYYY-MM-DD' + n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` ('YYYY-MM-DD' both). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The simulator. */
export class SimulatedTourSupplier implements TourSupplier {
  private readonly byId = new Map(TOUR_PRODUCTS.map((p) => [p.productId, p]))
  private confirmations = 0

  constructor(private readonly clock: () => Date) {}

  products(): readonly TourProduct[] {
    return TOUR_PRODUCTS
  }

  product(productId: string): TourProduct | undefined {
    return this.byId.get(productId)
  }

  departures(productId: string): TourDeparture[] {
    const p = this.byId.get(productId)
    if (!p) return []
    const today = chinaDatePlusDays(this.clock(), 0)
    const first = 2 + (Number(p.productId.replace(/\D/g, '')) % 5)
    return Array.from({ length: DEPARTURES }, (_, i) => {
      const depDate = addDays(today, first + i * INTERVAL_DAYS)
      return { productId, depDate, endDate: addDays(depDate, p.days - 1), capacity: p.capacity, priceAdult: p.priceAdult, priceChild: p.priceChild }
    })
  }

  departure(productId: string, depDate: string): TourDeparture | undefined {
    return this.departures(productId).find((d) => d.depDate === depDate)
  }

  async confirm(request: { orderNo: string; productId: string; depDate: string; persons: number }): Promise<TourConfirmation> {
    this.confirmations += 1
    return { confirmNo: `TC${request.depDate.replace(/-/g, '').slice(2)}${request.productId.slice(-3)}${String(this.confirmations).padStart(4, '0')}` }
  }

  async cancel(): Promise<void> {
    /* the simulated supplier accepts every cancellation */
  }
}
