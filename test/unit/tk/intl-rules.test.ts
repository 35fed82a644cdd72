import { intlDict } from '@/tk/i18n/intl'
import { intlCardTypes, isPassportNumber, sixMonthsAfter, splitEngName, validLongEnough } from '@/tk/stores/intl-passport'
import { intlQueryToParams, paramsToIntlQuery, IntlSearchState } from '@/tk/stores/intl-search'
import { bookingContextOf, bookingParams } from '@/tk/stores/intl-booking-context'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

describe('international dictionary', () => {
  test('the same keys and placeholders in both languages; English without Chinese', () => {
    const zh = intlDict['zh-CN'] as Record<string, string>
    const en = intlDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    expect(Object.keys(zh).filter((k) => placeholders(zh[k]) !== placeholders(en[k]))).toEqual([])
    expect(Object.values(en).filter((v) => /[\u4e00-\u9fff]/.test(v))).toEqual([])
  })
})

describe('passport and name rules (form side)', () => {
  test.each([
    ['li/mingxuan', { surname: 'LI', givenName: 'MINGXUAN' }],
    ['Van  Der/Anna Marie', { surname: 'VAN DER', givenName: 'ANNA MARIE' }],
    ['LIMINGXUAN', null],
    ['LI/', null],
    ['李/明轩', null],
    ['A/B/C', null],
  ])('splitEngName(%j)', (input, expected) => expect(splitEngName(input)).toEqual(expected))

  test.each([
    ['E12345678', true],
    ['e1234567', true],
    ['E123456789', false],
    ['E-123', false],
    ['', false],
  ])('isPassportNumber(%j) = %s', (n, ok) => expect(isPassportNumber(n)).toBe(ok))

  test.each([
    [['CN', 'GB'], ['PP']],
    [['CN', 'HK'], ['PP', 'GT', 'HX']],
    [['CN', 'MO'], ['PP', 'GT', 'HX']],
    [['CN', 'TW'], ['PP', 'TT', 'TB']],
    [['HK', 'JP'], ['PP']],
  ])('document types for %j', (regions, types) => expect(intlCardTypes(regions)).toEqual(types))

  test('six months after the return', () => {
    expect(sixMonthsAfter('2026-08-31')).toBe('2027-02-28')
    expect(sixMonthsAfter('2026-12-15')).toBe('2027-06-15')
    expect(validLongEnough('2027-02-28', '2026-08-31')).toBe(true)
    expect(validLongEnough('2027-02-27', '2026-08-31')).toBe(false)
    expect(validLongEnough('', '2026-08-31')).toBe(false)
  })
})

describe('query and booking parameters', () => {
  test('a query survives the URL; malformed ones are refused', () => {
    const q = { dep: 'BJS', depName: '北京', arr: 'LON', arrName: '伦敦', depDate: '2026-09-01', retDate: '2026-09-08', cabin: 'C' as const, adults: 2, children: 1, infants: 0, tripType: 1 as const, travellerIds: ['3', '4'] }
    expect(paramsToIntlQuery(intlQueryToParams(q))).toEqual(q)
    expect(paramsToIntlQuery({ ...intlQueryToParams(q), dep: 'BEIJING' })).toBeNull()
    expect(paramsToIntlQuery({ ...intlQueryToParams(q), depDate: '2026-9-1' })).toBeNull()
    expect(paramsToIntlQuery({ ...intlQueryToParams(q), cabin: 'Z' })).toBeNull()
  })

  test('a booking context survives the URL; the itinerary key is checked', () => {
    const c = { itineraryKey: 'GJ.Y.CA937_20260901_PEKLHR~6040', tripType: 1 as const, adults: 1, children: 0, infants: 0, travellerIds: ['3'], needId: '7' }
    expect(bookingContextOf(bookingParams(c))).toEqual(c)
    expect(bookingContextOf({ key: 'nope' })).toBeNull()
  })

  test('the switch keeps its own places; the same city is refused', () => {
    const s = new IntlSearchState()
    expect(s.placeError()).toBe('请选择出发地和目的地')
    s.setDep({ code: 'BJS', kind: 'city', name: '北京', cityCode: 'BJS', cityName: '北京' })
    s.setArr({ code: 'PEK', kind: 'airport', name: '首都', cityCode: 'BJS', cityName: '北京' })
    expect(s.placeError()).toBe('出发地和目的地不能相同')
    s.setArr({ code: 'LON', kind: 'city', name: '伦敦', cityCode: 'LON', cityName: '伦敦' })
    s.swap()
    expect(s.dep?.code).toBe('LON')
    expect(s.placeError()).toBeNull()
  })
})
