/**
 * The airport service supplier the services use: the simulator unless a connector is set (a
 * module-level slot rather than a context field, so the product stays in its own files).
 */
import { SimulatedAirportServiceSupplier } from '../../suppliers/airport-services/catalog'
import type { AirportServiceSupplier } from '../../suppliers/airport-services/types'

let current: AirportServiceSupplier | null = null

/** The supplier in use (the simulator, built on first use). */
export function airportSupplier(): AirportServiceSupplier {
  if (!current) current = new SimulatedAirportServiceSupplier()
  return current
}

/** Replaces the supplier (a real connector; tests). */
export function setAirportSupplier(supplier: AirportServiceSupplier): void {
  current = supplier
}
