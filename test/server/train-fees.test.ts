/** Train refund and change fees by time to departure: the 12306 tiers at their borders, rounding, the ¥2 minimum. */
import {
  DEFAULT_TRAIN_FEE_TABLE,
  changeFee,
  changeSettlement,
  feeFen,
  hoursBeforeDeparture,
  refundFee,
  resolveFeeTable,
} from '../../server/src/services/trains/fees'

describe('train refund fee', () => {
  // Fare ¥553 (Beijing South – Shanghai Hongqiao second class).
  test.each([
    // hours, percent, fee, refund
    [400, 0, 0, 553],
    [192, 0, 0, 553],
    [191.9, 5, 27.5, 525.5], // 27.65 → 27.5
    [100, 5, 27.5, 525.5],
    [48, 5, 27.5, 525.5],
    [47.9, 10, 55.5, 497.5], // 55.30 → 55.5
    [24, 10, 55.5, 497.5],
    [23.9, 20, 110.5, 442.5], // 110.60 → 110.5
    [0.5, 20, 110.5, 442.5],
    [0, 20, 110.5, 442.5],
  ])('%s h before departure: %s %% → ¥%s', (hours, percent, fee, refund) => {
    expect(refundFee(553, hours)).toEqual({ allowed: true, percent, fee, refund })
  })

  test('after departure: no online refund', () => {
    expect(refundFee(553, -0.1)).toEqual({ allowed: false, percent: 0, fee: 0, refund: 0 })
  })

  test.each([
    // fare, percent, fee: 12306 rounding to ¥0.5 (tail < 0.25 dropped, 0.25–0.75 → 0.5, ≥ 0.75 → 1)
    [204.8, 5, 10.0], // 10.24
    [205, 5, 10.5], // 10.25
    [214.8, 5, 10.5], // 10.74
    [215, 5, 11.0], // 10.75
    [54.5, 20, 11.0], // 10.90
    [626.5, 10, 62.5], // 62.65
    [93.5, 20, 18.5], // 18.70
    // the ¥2 minimum when a fee applies
    [24.5, 5, 2], // 1.225
    [39.5, 5, 2], // 1.975 → 2.0
    [45, 5, 2.5], // 2.25 → 2.5
    [12, 10, 2], // 1.2
    // never above the fare
    [1.5, 20, 1.5],
  ])('fare ¥%s at %s %%: fee ¥%s', (fare, percent, fee) => {
    expect(feeFen(Math.round(fare * 100), percent) / 100).toBe(fee)
  })

  test('refunds of small fares keep the minimum; a free tier takes nothing', () => {
    expect(refundFee(24.5, 100)).toEqual({ allowed: true, percent: 5, fee: 2, refund: 22.5 })
    expect(refundFee(24.5, 200)).toEqual({ allowed: true, percent: 0, fee: 0, refund: 24.5 })
    expect(refundFee(0, 10)).toEqual({ allowed: true, percent: 20, fee: 0, refund: 0 })
  })

  test('hours before departure from instants', () => {
    const departAt = new Date('2025-06-18T08:00:00+08:00')
    expect(hoursBeforeDeparture(departAt, new Date('2025-06-10T08:00:00+08:00'))).toBe(192)
    expect(hoursBeforeDeparture(departAt, new Date('2025-06-10T08:06:00+08:00'))).toBeCloseTo(191.9)
    expect(refundFee(553, hoursBeforeDeparture(departAt, new Date('2025-06-10T08:00:00+08:00'))).percent).toBe(0)
    expect(refundFee(553, hoursBeforeDeparture(departAt, new Date('2025-06-10T08:00:01+08:00'))).percent).toBe(5)
  })
})

describe('train change fee', () => {
  test.each([
    // hours, to a later date?, percent, fee
    [192, true, 0, 0],
    [48, true, 0, 0],
    [48, false, 0, 0],
    [47.9, true, 10, 55.5],
    [47.9, false, 0, 0],
    [24, true, 10, 55.5],
    [23.9, true, 20, 110.5],
    [23.9, false, 0, 0],
    [0.5, true, 20, 110.5],
    [0.5, false, 0, 0],
  ])('%s h before, later date %s: %s %% → ¥%s', (hours, later, percent, fee) => {
    expect(changeFee(553, hours, later)).toEqual({ allowed: true, percent, fee })
  })

  test('after departure: no online change', () => {
    expect(changeFee(553, -1, false)).toEqual({ allowed: false, percent: 0, fee: 0 })
    expect(changeSettlement(553, 600, -1, false)).toMatchObject({ allowed: false, payable: 0, refundable: 0 })
  })

  test('settlement: a dearer train pays the difference, a cheaper one refunds it less the refund fee of the time', () => {
    // Up to ¥626.5 three days ahead: pay ¥73.5, no fee.
    expect(changeSettlement(553, 626.5, 72, true)).toEqual({ allowed: true, percent: 0, fee: 0, difference: 73.5, differenceFee: 0, payable: 73.5, refundable: 0 })
    // Down to ¥443.5 three days ahead: ¥109.5 back less 5 % (5.475 → 5.5).
    expect(changeSettlement(553, 443.5, 72, false)).toEqual({ allowed: true, percent: 0, fee: 0, difference: -109.5, differenceFee: 5.5, payable: 0, refundable: 104 })
    // Ten days ahead the difference comes back whole.
    expect(changeSettlement(553, 443.5, 240, true)).toMatchObject({ differenceFee: 0, refundable: 109.5 })
    // Within 24 h to a later date: 20 % change fee on the old fare, plus the dearer difference.
    expect(changeSettlement(553, 600, 10, true)).toEqual({ allowed: true, percent: 20, fee: 110.5, difference: 47, differenceFee: 0, payable: 157.5, refundable: 0 })
    // Within 24 h to a cheaper train on a later date: the refund of the difference pays the fee first.
    expect(changeSettlement(553, 500, 10, true)).toEqual({ allowed: true, percent: 20, fee: 110.5, difference: -53, differenceFee: 10.5, payable: 68, refundable: 0 })
    // Same fare, small difference at the ¥2 minimum.
    expect(changeSettlement(553, 553, 30, false)).toMatchObject({ payable: 0, refundable: 0 })
    expect(changeSettlement(553, 543, 30, false)).toMatchObject({ differenceFee: 2, refundable: 8 })
  })
})

describe('train fee table configuration', () => {
  test('the default is 12306', () => {
    expect(resolveFeeTable()).toEqual(DEFAULT_TRAIN_FEE_TABLE)
  })

  test('overrides replace parts; tiers may come in any order', () => {
    const table = resolveFeeTable({ refundTiers: [{ minHours: 0, percent: 30 }, { minHours: 72, percent: 0 }], minimumFeeFen: 500, roundingFen: 100 })
    expect(refundFee(100, 80, table)).toEqual({ allowed: true, percent: 0, fee: 0, refund: 100 })
    expect(refundFee(100, 71.9, table)).toEqual({ allowed: true, percent: 30, fee: 30, refund: 70 })
    expect(refundFee(10, 5, table)).toMatchObject({ fee: 5 })
    expect(refundFee(101.5, 5, table)).toMatchObject({ fee: 30 }) // 30.45 → ¥1 steps → 30
    const anyChange = resolveFeeTable({ changeSameDateFree: false })
    expect(changeFee(553, 10, false, anyChange)).toEqual({ allowed: true, percent: 20, fee: 110.5 })
  })

  test('a table that cannot be used is refused', () => {
    expect(() => resolveFeeTable({ refundTiers: [] })).toThrow()
    expect(() => resolveFeeTable({ refundTiers: [{ minHours: 0, percent: 120 }] })).toThrow()
    expect(() => resolveFeeTable({ changeTiers: [{ minHours: Number.NaN, percent: 5 }] })).toThrow()
    expect(() => resolveFeeTable({ roundingFen: 0 })).toThrow()
    expect(() => resolveFeeTable({ minimumFeeFen: -1 })).toThrow()
  })
})
