/**
 * Emission factors of the carbon estimates, kg CO2e per passenger-km, from the UK Government's
 * "Greenhouse gas reporting: conversion factors 2025" (DESNZ, flat file, tabs "Business travel- air"
 * and "Business travel- land"). Flights use the "with RF" factors (non-CO2 effects at altitude
 * included, as DESNZ recommends for reporting business travel) of the "Short-haul, to/from UK" and
 * "Long-haul, to/from UK" bands; rail uses "National rail". See README "Carbon estimates" for why
 * these (and not Chinese sources) and what the figures are not.
 */

/** The DESNZ distance bands: short-haul below 3,700 km, long-haul from there on. */
export const LONG_HAUL_FROM_KM = 3700

/** DESNZ prescribes adding 8% to the great-circle distance (indirect routes, stacking, circling). */
export const GREAT_CIRCLE_UPLIFT = 1.08

/** Cabin classes the estimator knows: economy, premium economy, business, first. */
export type CarbonCabin = 'Y' | 'W' | 'C' | 'F'

/** The factor table: band → cabin → kg CO2e per passenger-km (with RF). */
export const FLIGHT_FACTORS: Readonly<Record<'short' | 'long', Readonly<Record<CarbonCabin, number>>>> = {
  // DESNZ publishes economy and business only for short-haul: premium economy takes economy's
  // factor and first takes business's (the nearest published seat area).
  short: { Y: 0.12576, W: 0.12576, C: 0.18863, F: 0.18863 },
  long: { Y: 0.11704, W: 0.18726, C: 0.3394, F: 0.46814 },
}

/**
 * Rail per passenger-km: DESNZ "National rail" (the UK average train). China's high-speed trains
 * run on a different grid and load; no national per passenger-km figure is published, so this is
 * an estimate of the same order, named as such in the app.
 */
export const RAIL_FACTOR = 0.03546
