/**
 * The hotel simulator and the card vault without a database: the same world from every instance,
 * hotels in every seeded city (Shanghai 1,000), real brands, stars, positions, rate plans of every
 * cancellation and guarantee type, prices by season and weekday, agreements per company, missing
 * quotations; the cancellation fee table; Luhn and the vault.
 */
import { cities } from '../../server/src/db/seed-data/geo/cities'
import { SimulatedCardVault, cardBrand, luhnValid } from '../../server/src/providers/card-vault'
import { cancelDeadline, cancelFee, checkOccupancy, checkStay, makePriceKey, parsePriceKey, quoteExpired, refundRuleAt } from '../../server/src/services/hotels/rules'
import { addDays, distanceKm, hasAgreement, SimulatedHotelSupplier } from '../../server/src/suppliers/hotels/simulator'
import type { SupplierRatePlan } from '../../server/src/suppliers/hotels/types'
import { TEST_CARD } from './helpers/hotels'

const MONDAY = '2026-03-09'

describe('hotel simulator', () => {
  const a = new SimulatedHotelSupplier()
  const b = new SimulatedHotelSupplier()

  test('the same world from two instances: hotels, rooms, plans and prices', () => {
    expect(a.hotelsOf('SHA')).toEqual(b.hotelsOf('SHA'))
    expect(a.quote('SHA0042', MONDAY, addDays(MONDAY, 3), 'HXKJ')).toEqual(b.quote('SHA0042', MONDAY, addDays(MONDAY, 3), 'HXKJ'))
    expect(a.cityRates('BJS', MONDAY, addDays(MONDAY, 2), 'DFNY')).toEqual(b.cityRates('BJS', MONDAY, addDays(MONDAY, 2), 'DFNY'))
  })

  test('hotels in every seeded city: Shanghai 1,000, at least 40 elsewhere, international cities too, unique names and ids', () => {
    expect(a.hotelsOf('SHA')).toHaveLength(1000)
    expect(a.hotelsOf('BJS').length).toBeGreaterThanOrEqual(800)
    for (const c of cities) {
      const hotels = a.hotelsOf(c.code)
      expect(hotels.length).toBeGreaterThanOrEqual(40)
      expect(new Set(hotels.map((h) => h.nameZh)).size).toBe(hotels.length)
    }
    const tokyo = a.city('TYO')
    expect(tokyo).toMatchObject({ domestic: false, nameEn: 'Tokyo' })
    expect(a.city('SHA')).toMatchObject({ domestic: true, tier: 1 })
    expect(a.hotel('SHA0001')?.hotelId).toBe('SHA0001')
    expect(a.hotel('SHA1001')).toBeNull()
    expect(a.hotel('XXX0001')).toBeNull()
  })

  test('real brands, stars 2 to 5, positions around the centre in the city districts, facilities and photos', () => {
    const hotels = a.hotelsOf('SHA')
    const city = a.city('SHA')
    const brands = new Set(hotels.map((h) => h.brand.nameEn))
    for (const name of ['Hilton', 'Marriott', 'Hanting Hotel', 'JI Hotel', 'Home Inn', 'Vienna Hotel', 'Atour Hotel', 'Holiday Inn Express']) expect(brands).toContain(name)
    expect(new Set(hotels.map((h) => h.star))).toEqual(new Set([2, 3, 4, 5]))
    for (const h of hotels) {
      expect(distanceKm(city as { lat: number; lng: number }, h)).toBeLessThan(40)
      expect(city?.districts.some((d) => d.code === h.districtCode)).toBe(true)
      expect(h.facilities).toContain('WIFI')
      expect(h.photos.length).toBeGreaterThan(0)
      expect(h.descriptionZh.length).toBeGreaterThan(10)
    }
    expect(city?.landmarks.map((l) => l.nameEn)).toContain('The Bund')
    expect(hotels.filter((h) => h.centreKm <= 15).length).toBeGreaterThan(700)
  })

  test('rate plans of every cancellation, guarantee and payment type; prices higher on Friday and Saturday nights and at five stars', () => {
    const plans: SupplierRatePlan[] = []
    for (const h of a.hotelsOf('SHA').slice(0, 200)) for (const r of a.quote(h.hotelId, MONDAY, addDays(MONDAY, 1), '')?.rooms ?? []) plans.push(...r.plans)
    expect(new Set(plans.map((p) => p.cancelType))).toEqual(new Set(['NON_CANCELLABLE', 'FREE_UNTIL', 'PENALTY_AFTER']))
    expect(new Set(plans.map((p) => p.guarantee))).toEqual(new Set(['NONE', 'FIRST_NIGHT', 'FULL_STAY']))
    expect(new Set(plans.map((p) => p.payment))).toEqual(new Set(['PREPAY', 'PAY_AT_HOTEL']))
    expect(plans.every((p) => (p.guarantee === 'NONE') === (p.payment === 'PREPAY'))).toBe(true)
    // Friday (2026-03-13) and Saturday nights cost more than the Monday to Thursday ones, on average.
    const week = a.cityRates('SHA', MONDAY, addDays(MONDAY, 7), '')
    const byNight = Array.from({ length: 7 }, (_, i) => week.reduce((s, r) => s + (a.quote(r.hotel.hotelId, addDays(MONDAY, i), addDays(MONDAY, i + 1), '')?.rooms[0].plans[0].nightly[0].price ?? 0), 0))
    expect(Math.min(byNight[4], byNight[5])).toBeGreaterThan(Math.max(byNight[0], byNight[1], byNight[2], byNight[3]))
    const rates = a.cityRates('SHA', MONDAY, addDays(MONDAY, 1), '')
    const avgOf = (star: number) => {
      const prices = rates.filter((r) => r.hotel.star === star).flatMap((r) => r.rooms.map((x) => x.lowest).filter((p): p is number => p !== null))
      return prices.reduce((s, p) => s + p, 0) / prices.length
    }
    expect(avgOf(5)).toBeGreaterThan(avgOf(4))
    expect(avgOf(4)).toBeGreaterThan(avgOf(3))
    expect(avgOf(3)).toBeGreaterThan(avgOf(2))
  })

  test('agreement rates per company; some plan-nights without quotation; rooms sold per night, some sold out', () => {
    const hx = a.hotelsOf('SHA').filter((h) => hasAgreement('HXKJ', h.hotelId))
    const df = a.hotelsOf('SHA').filter((h) => hasAgreement('DFNY', h.hotelId))
    expect(hx.length).toBeGreaterThan(60)
    expect(hx.map((h) => h.hotelId)).not.toEqual(df.map((h) => h.hotelId))
    const withAgreement = a.quote(hx[0].hotelId, MONDAY, addDays(MONDAY, 1), 'HXKJ')
    expect(withAgreement?.rooms[0].plans[0]).toMatchObject({ agreement: true, breakfast: 2, payment: 'PREPAY' })
    expect(a.quote(hx[0].hotelId, MONDAY, addDays(MONDAY, 1), 'OTHER')?.rooms[0].plans.some((p) => p.agreement)).toBe(false)
    const quotes = a.hotelsOf('SHA').slice(0, 300).map((h) => a.quote(h.hotelId, MONDAY, addDays(MONDAY, 5), ''))
    expect(quotes.some((q) => q?.rooms.some((r) => r.plans.some((p) => p.nightly.some((n) => n.price === null))))).toBe(true)
    expect(quotes.some((q) => q?.rooms.some((r) => r.capacity.some((c) => c.rooms === 0)))).toBe(true)
    expect(quotes.every((q) => q?.rooms.every((r) => r.capacity.every((c) => c.rooms >= 0 && c.rooms <= 14)))).toBe(true)
  })

  test('confirmation numbers carry the brand group prefix and are stable per order', async () => {
    const hilton = a.hotelsOf('SHA').find((h) => h.brand.groupCode === 'HILTON') as { hotelId: string }
    const request = { orderNo: 'JD20260309000001', hotelId: hilton.hotelId, roomTypeId: 'R1', ratePlanId: 'R1-P1', checkIn: MONDAY, checkOut: addDays(MONDAY, 1), rooms: 1, guestNames: ['A'] }
    const first = await a.confirm(request)
    expect(first.confirmNo).toMatch(/^HLT\d{8}$/)
    expect((await b.confirm(request)).confirmNo).toBe(first.confirmNo)
  })
})

describe('hotel rules', () => {
  const plan = (cancelType: SupplierRatePlan['cancelType'], cancelDaysBefore = 0, cancelHour = 18) => ({ cancelType, cancelDaysBefore, cancelHour })
  const at = (text: string) => new Date(`${text}:00+08:00`)

  test('the cancellation fee table: free before the deadline, first night after it, refused for non-cancellable, late free-until and started stays', () => {
    const checkIn = '2026-03-10'
    const cases: [ReturnType<typeof plan>, string, string, number][] = [
      [plan('FREE_UNTIL'), '2026-03-10T17:59', 'FREE', 0],
      [plan('FREE_UNTIL'), '2026-03-10T18:00', 'PAST_DEADLINE', 0],
      [plan('PENALTY_AFTER', 1, 12), '2026-03-09T11:59', 'FREE', 0],
      [plan('PENALTY_AFTER', 1, 12), '2026-03-09T12:00', 'PENALTY_FIRST_NIGHT', 900],
      [plan('PENALTY_AFTER'), '2026-03-10T23:59', 'PENALTY_FIRST_NIGHT', 900],
      [plan('PENALTY_AFTER'), '2026-03-11T00:00', 'STAY_STARTED', 0],
      [plan('NON_CANCELLABLE'), '2026-03-01T09:00', 'NON_CANCELLABLE', 0],
    ]
    for (const [p, now, rule, fee] of cases) {
      const r = refundRuleAt(p, checkIn, at(now))
      expect([now, r]).toEqual([now, rule])
      // Two rooms, a first night of 450 each.
      expect(cancelFee(r, 450, 2)).toBe(fee)
    }
    expect(cancelDeadline(plan('PENALTY_AFTER', 1, 12), checkIn)?.toISOString()).toBe(at('2026-03-09T12:00').toISOString())
    expect(cancelDeadline(plan('NON_CANCELLABLE'), checkIn)).toBeNull()
  })

  test('stay and occupancy limits with their messages in both languages', () => {
    const now = at('2026-03-10T10:00')
    expect(checkStay(now, '2026-03-10', '2026-03-11', 'zh')).toBe(1)
    const refused = (fn: () => unknown) => {
      try {
        fn()
      } catch (error) {
        return (error as { errCode: number; tips: string })
      }
      throw new Error('not refused')
    }
    expect(refused(() => checkStay(now, '2026-03-09', '2026-03-11', 'zh'))).toMatchObject({ errCode: 4000, tips: '入住日期不能早于今天' })
    expect(refused(() => checkStay(now, '2026-03-12', '2026-03-12', 'en'))).toMatchObject({ tips: 'The check-out date must be after the check-in date' })
    expect(refused(() => checkStay(now, '2026-03-10', '2026-04-08', 'zh'))).toMatchObject({ tips: '单次预订最多入住28晚' })
    expect(checkStay(now, '2026-03-10', '2026-04-07', 'zh')).toBe(28)
    expect(refused(() => checkStay(at('2026-03-10T20:01'), '2026-03-10', '2026-03-11', 'zh')).tips).toBe('酒店需至少提前4小时预订：今日入住请在20:00前预订，或选择明天入住')
    expect(checkStay(at('2026-03-10T20:00'), '2026-03-10', '2026-03-11', 'zh')).toBe(1)
    expect(refused(() => checkStay(now, '2026-09-07', '2026-09-08', 'en')).tips).toBe('Hotels can be booked up to 180 days ahead')
    expect(refused(() => checkOccupancy({ roomCount: 11 }, 'zh')).tips).toBe('每次可预订1至10间房')
    expect(refused(() => checkOccupancy({ roomCount: 2, adultCount: 1 }, 'en')).tips).toBe('Each room needs at least one adult')
    expect(refused(() => checkOccupancy({ adultCount: 6, childCount: 5 }, 'zh')).tips).toBe('每次最多为10位客人预订')
    expect(refused(() => checkOccupancy({ childCount: 11 }, 'zh')).tips).toBe('儿童人数不能超过10人')
    expect(checkOccupancy({}, 'zh')).toEqual({ rooms: 1, adults: 1, children: 0 })
  })

  test('price keys round-trip and expire after 30 minutes', () => {
    const quotedAt = at('2026-03-10T10:00')
    const key = makePriceKey({ hotelId: 'SHA0042', ratePlanId: 'R2-P1', checkIn: '2026-03-10', checkOut: '2026-03-12', quotedAt })
    const parts = parsePriceKey(key)
    expect(parts).toMatchObject({ hotelId: 'SHA0042', roomTypeId: 'R2', ratePlanId: 'R2-P1', checkIn: '2026-03-10', checkOut: '2026-03-12' })
    expect(quoteExpired(parts as NonNullable<typeof parts>, at('2026-03-10T10:30'))).toBe(false)
    expect(quoteExpired(parts as NonNullable<typeof parts>, at('2026-03-10T10:31'))).toBe(true)
    expect(parsePriceKey('SHA0042.R2-P1.20260230.20260301.abc')).toBeNull()
    expect(parsePriceKey('nonsense')).toBeNull()
  })
})

describe('card vault', () => {
  test('Luhn, brands, and a token with the last four only', async () => {
    expect(luhnValid(TEST_CARD)).toBe(true)
    expect(luhnValid('4111 1111 1111 1111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('1234')).toBe(false)
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD')
    expect(cardBrand('6222020200112233445')).toBe('UNIONPAY')
    const vault = new SimulatedCardVault()
    const token = await vault.tokenize({ number: TEST_CARD, expiryMonth: 12, expiryYear: 2030, holder: 'LI MING', cvv: '737' })
    expect(token).toEqual({ token: expect.stringMatching(/^tok_[0-9a-f]{32}$/), last4: '1111', brand: 'VISA' })
    expect(JSON.stringify(token)).not.toContain(TEST_CARD)
    await vault.charge(token.token, 450, 'penalty')
    expect(vault.chargedOn(token.token)).toBe(450)
    await expect(vault.tokenize({ number: '4111111111111112', expiryMonth: 12, expiryYear: 2030, holder: 'X', cvv: '737' })).rejects.toThrow()
  })
})
