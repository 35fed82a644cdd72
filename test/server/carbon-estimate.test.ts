/**
 * The carbon estimator against the cited DESNZ 2025 factors: distance bands, cabins, the 8%
 * great-circle uplift, flights with a stop as two legs, rail per passenger-km, and the fastest
 * train worth suggesting.
 */
import { FLIGHT_FACTORS, GREAT_CIRCLE_UPLIFT, LONG_HAUL_FROM_KM, RAIL_FACTOR } from '../../server/src/services/carbon/factors'
import { carbonCabinOf, flightBand, flightKg, flightLegKg, greatCircleKm, railKg } from '../../server/src/services/carbon/estimate'
import { fastestTrain } from '../../server/src/services/carbon/suggestion'
import type { SupplierTrain } from '../../server/src/suppliers/trains/types'

describe('the cited factors', () => {
  test('DESNZ 2025 with-RF factors per passenger-km, the 3,700 km band edge and the +8% uplift', () => {
    expect(FLIGHT_FACTORS.short).toEqual({ Y: 0.12576, W: 0.12576, C: 0.18863, F: 0.18863 })
    expect(FLIGHT_FACTORS.long).toEqual({ Y: 0.11704, W: 0.18726, C: 0.3394, F: 0.46814 })
    expect(RAIL_FACTOR).toBe(0.03546)
    expect(LONG_HAUL_FROM_KM).toBe(3700)
    expect(GREAT_CIRCLE_UPLIFT).toBe(1.08)
  })
})

describe('greatCircleKm', () => {
  test.each([
    // Capital (PEK) to Hongqiao (SHA): about 1,080 km on published route tables.
    ['PEK–SHA', { lat: 40.0801, lng: 116.585 }, { lat: 31.1981, lng: 121.3343 }, 1070, 1090],
    // One degree of latitude on the meridian is 111.2 km.
    ['one degree north', { lat: 30, lng: 120 }, { lat: 31, lng: 120 }, 111, 112],
    ['the same point', { lat: 30, lng: 120 }, { lat: 30, lng: 120 }, 0, 0],
  ])('%s', (_name, a, b, min, max) => {
    const km = greatCircleKm(a, b)
    expect(km).toBeGreaterThanOrEqual(min)
    expect(km).toBeLessThanOrEqual(max)
  })
})

describe('flightBand and flightLegKg', () => {
  test.each([
    [1000, 'short'],
    [3699, 'short'],
    [3700, 'long'],
    [8000, 'long'],
  ] as const)('%i km is %s-haul', (km, band) => {
    expect(flightBand(km)).toBe(band)
  })

  test.each([
    // km × 1.08 × factor, rounded to whole kg
    [1000, 'Y', Math.round(1000 * 1.08 * 0.12576)], // 136
    [1000, 'W', Math.round(1000 * 1.08 * 0.12576)],
    [1000, 'C', Math.round(1000 * 1.08 * 0.18863)], // 204
    [1000, 'F', Math.round(1000 * 1.08 * 0.18863)],
    [5000, 'Y', Math.round(5000 * 1.08 * 0.11704)], // 632
    [5000, 'W', Math.round(5000 * 1.08 * 0.18726)],
    [5000, 'C', Math.round(5000 * 1.08 * 0.3394)], // 1833
    [5000, 'F', Math.round(5000 * 1.08 * 0.46814)], // 2528
    [0, 'Y', 0],
  ] as const)('%i km in %s: %i kg', (km, cabin, kg) => {
    expect(flightLegKg(km, cabin)).toBe(kg)
  })

  test('concrete figures: 1,000 km economy is 136 kg, business 204 kg; 5,000 km first 2,528 kg', () => {
    expect(flightLegKg(1000, 'Y')).toBe(136)
    expect(flightLegKg(1000, 'C')).toBe(204)
    expect(flightLegKg(5000, 'F')).toBe(2528)
  })

  test.each([
    ['Y', 'Y'],
    ['C', 'C'],
    ['F', 'F'],
    ['W', 'W'],
    ['', 'Y'],
    ['X', 'Y'],
  ])('cabin class %p estimates as %p', (cls, cabin) => {
    expect(carbonCabinOf(cls)).toBe(cabin)
  })
})

describe('flightKg between airports', () => {
  test('PEK → SHA economy: about 145 kg per passenger; business costs 1.5 times as much', () => {
    const y = flightKg('PEK', 'SHA', 'Y') as number
    expect(y).toBeGreaterThanOrEqual(140)
    expect(y).toBeLessThanOrEqual(150)
    expect(flightKg('PEK', 'SHA', 'C')).toBe(Math.round((y / 0.12576) * 0.18863))
  })

  test('a stop is flown as two legs, so it costs more than the direct flight', () => {
    const direct = flightKg('PEK', 'CAN', 'Y') as number
    const viaWuhan = flightKg('PEK', 'CAN', 'Y', 'WUH') as number
    expect(viaWuhan).toBeGreaterThan(direct)
  })

  test('an unknown airport gives no figure', () => {
    expect(flightKg('ZZZ', 'SHA', 'Y')).toBeNull()
  })
})

describe('railKg', () => {
  test.each([
    [1318, Math.round(1318 * 0.03546)], // 47: Beijing South – Shanghai Hongqiao
    [120, 4],
    [0, 0],
    [-5, 0],
  ])('%i km: %i kg', (km, kg) => {
    expect(railKg(km)).toBe(kg)
  })
})

describe('fastestTrain', () => {
  const train = (code: string, runMinutes: number, depart: string, saleState: SupplierTrain['saleState'] = 'bookable') =>
    ({ trainCode: code, runMinutes, departAt: new Date(`2026-12-01T${depart}:00+08:00`), saleState }) as SupplierTrain

  test.each([
    ['the fastest of those within 5 hours', [train('G1', 268, '09:00'), train('G3', 262, '10:00'), train('D701', 600, '20:00')], 'G3'],
    ['on a tie, the earlier one', [train('G5', 270, '12:00'), train('G7', 270, '08:00')], 'G7'],
    ['a departed or paused train is not offered', [train('G1', 250, '07:00', 'closed'), train('G9', 255, '08:00', 'paused'), train('G11', 290, '09:00')], 'G11'],
    ['a train not yet on sale is offered (the day is still ahead)', [train('G13', 280, '09:00', 'notYetOnSale')], 'G13'],
    ['exactly 5 hours is within', [train('G15', 300, '09:00')], 'G15'],
    ['5 hours and a minute is not', [train('G17', 301, '09:00')], null],
    ['no train', [], null],
  ])('%s', (_name, trains, code) => {
    expect(fastestTrain(trains)?.trainCode ?? null).toBe(code)
  })
})
