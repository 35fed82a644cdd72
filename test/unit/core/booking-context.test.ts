import { defineContext, field, isDateText } from '@/core/domain/booking-context'
import { decodeParam, decodeParams } from '@/core/domain/page-params'
import { bookingContext, cabinContext, listContext, queryEntryContext } from '@/tk/stores/flight-context'
import { parseBookingParams } from '@/tk/stores/flight-booking-store'
import { paramsToQuery, queryToParams } from '@/tk/stores/flight-list-store'

/** A product's context with one field of every kind. */
const ctx = defineContext({
  code: field.string({ param: 'c', pattern: /^[A-Z]{3}$/, upper: true, required: true }),
  name: field.string({ max: 8 }),
  day: field.date({ required: true }),
  back: field.date({ param: 'other' }),
  nights: field.int({ min: 1, max: 30, fallback: 1 }),
  kind: field.oneOf(['std', 'lux'], { fallback: 'std' }),
  trip: field.oneOf([1, 2], { fallback: 1 }),
  guests: field.list({ item: /^\d{1,12}$/, max: 3, unique: true }),
  alone: field.flag(),
})

describe('field specs read their parameter or refuse it', () => {
  test.each([
    // [field, text, value]
    ['string: trimmed', field.string(), '  ab ', 'ab'],
    ['string: empty is no value', field.string(), '   ', undefined],
    ['string: pattern', field.string({ pattern: /^\d+$/ }), '12a', undefined],
    ['string: too long', field.string({ max: 3 }), 'abcd', undefined],
    ['string: upper-cased before the pattern', field.string({ upper: true, pattern: /^[A-Z]{3}$/ }), 'pek', 'PEK'],
    ['date: a real day', field.date(), '2028-02-29', '2028-02-29'],
    ['date: no 30 February', field.date(), '2030-02-30', undefined],
    ['date: no month 13', field.date(), '2030-13-01', undefined],
    ['date: only YYYY-MM-DD', field.date(), '2030-5-1', undefined],
    ['date: no time', field.date(), '2030-05-01 10:00', undefined],
    ['int: digits', field.int(), '42', 42],
    ['int: negative', field.int(), '-3', -3],
    ['int: not a number', field.int(), '4e2', undefined],
    ['int: below min', field.int({ min: 1 }), '0', undefined],
    ['int: above max', field.int({ max: 9 }), '10', undefined],
    ['oneOf: a value', field.oneOf(['a', 'b']), 'b', 'b'],
    ['oneOf: a number as text', field.oneOf([1, 2]), '2', 2],
    ['oneOf: anything else', field.oneOf([1, 2]), '3', undefined],
    ['list: bad items dropped', field.list({ item: /^\d+$/ }), '1, x,2,', ['1', '2']],
    ['list: unique and capped', field.list({ unique: true, max: 2 }), 'a,a,b,c', ['a', 'b']],
    ['flag: on', field.flag(), '1', true],
    ['flag: anything else is off', field.flag(), 'yes', false],
  ])('%s', (_name, f, text, value) => {
    expect((f as { read: (t: string) => unknown }).read(text)).toEqual(value)
  })

  test('isDateText is the date rule', () => {
    expect(isDateText('2030-05-10')).toBe(true)
    expect(isDateText('2030-02-29')).toBe(false)
    expect(isDateText(undefined)).toBe(false)
  })
})

describe('a context codec', () => {
  test('round trip: encode writes each field under its parameter, decode gives the same context', () => {
    const value = { code: 'PEK', name: 'Bei', day: '2030-05-10', back: '2030-05-12', nights: 2, kind: 'lux' as const, trip: 2 as const, guests: ['7', '8'], alone: true }
    const params = ctx.encode(value)
    expect(params).toEqual({ c: 'PEK', name: 'Bei', day: '2030-05-10', other: '2030-05-12', nights: '2', kind: 'lux', trip: '2', guests: '7,8', alone: '1' })
    expect(ctx.decode(params)).toEqual(value)
  })

  test('unset, empty and off values are left out of the parameters', () => {
    expect(ctx.encode({ code: 'PEK', day: '2030-05-10', name: undefined, back: null, guests: [], alone: false })).toEqual({ c: 'PEK', day: '2030-05-10' })
  })

  test('a missing or bad required field refuses the whole context', () => {
    expect(ctx.decode({ day: '2030-05-10' })).toBeNull()
    expect(ctx.decode({ c: 'PE', day: '2030-05-10' })).toBeNull()
    expect(ctx.decode({ c: 'PEK', day: '2030-02-30' })).toBeNull()
    expect(ctx.decode({})).toBeNull()
  })

  test('bad optional values fall back or drop; defaults fill what is missing', () => {
    expect(ctx.decode({ c: 'pek', day: '2030-05-10', name: 'far too long', back: 'tomorrow', nights: '99', kind: 'x', trip: '9', guests: '1,1,a,2,3,4', alone: '0' })).toEqual({
      code: 'PEK',
      day: '2030-05-10',
      nights: 1,
      kind: 'std',
      trip: 1,
      guests: ['1', '2', '3'],
      alone: false,
    })
  })

  test('values are decoded once, as H5 hands them over; broken encoding is kept, never thrown', () => {
    expect(ctx.decode({ c: 'PEK', day: '2030-05-10', name: encodeURIComponent('北京') })?.name).toBe('北京')
    expect(ctx.decode({ c: 'PEK', day: '2030-05-10', name: '100%' })?.name).toBe('100%')
    expect(ctx.decode({ c: 'PEK', day: '2030-05-10', name: '%E0%A4%A' })?.name).toBe('%E0%A4%A')
    expect(decodeParam('%zz')).toBe('%zz')
    expect(decodeParams({ a: 'x%20y', b: undefined, c: null })).toEqual({ a: 'x y' })
  })

  test('the decoded list is a fresh array each time (a store may keep it)', () => {
    const a = ctx.decode({ c: 'PEK', day: '2030-05-10' })
    const b = ctx.decode({ c: 'PEK', day: '2030-05-10' })
    expect(a?.guests).toEqual([])
    expect(a?.guests).not.toBe(b?.guests)
  })
})

describe('the flight hand-off through the codec', () => {
  test('a hand-edited list address: nonsense is refused (the page offers a new search), not crashed on', () => {
    expect(paramsToQuery({ dep: 'BJS', arr: 'SHA', date: '2030-05-10', depName: '%E0%A4%A' })?.depName).toBe('%E0%A4%A')
    expect(paramsToQuery({ dep: '<script>', arr: 'SHA', date: '2030-05-10' })).toBeNull()
    expect(paramsToQuery({ dep: 'BJS', arr: 'SHA', date: '10/05/2030' })).toBeNull()
    expect(paramsToQuery({ dep: 'BJS', arr: 'SHA', date: '2030-05-10', other: '2030-99-01', ccsqdId: '1; drop', routeId: '5' })).toMatchObject({
      otherDate: undefined,
      application: undefined,
    })
  })

  test('list → cabins → booking: every screen reads back what the one before wrote', () => {
    const list = queryToParams({ leg: 'out', depCode: 'BJS', depName: '北京', arrCode: 'SHA', arrName: '上海', date: '2030-05-10', cabin: 'Y', tripType: 1, travellerIds: ['11', '12'], application: { ccsqdId: '31', ccsqdNo: 'SQ1', routeId: '302', routeStatus: 1 } })
    expect(list).toEqual({ leg: 'out', dep: 'BJS', depName: '北京', arr: 'SHA', arrName: '上海', date: '2030-05-10', cabin: 'Y', trip: '1', travellers: '11,12', ccsqdId: '31', ccsqdNo: 'SQ1', routeId: '302', routeStatus: '1' })
    expect(listContext.decode(list)).toMatchObject({ depCode: 'BJS', tripType: 1, travellerIds: ['11', '12'], routeStatus: 1 })

    const cabin = cabinContext.encode({ flightKey: 'F.1', leg: 'out', tripType: 1, travellerIds: ['11'], cabin: 'Y', standalone: true, ccsqdId: '31' })
    expect(cabin).toEqual({ flightKey: 'F.1', leg: 'out', trip: '1', travellers: '11', cabin: 'Y', standalone: '1', ccsqdId: '31' })
    expect(cabinContext.decode(cabin)).toMatchObject({ flightKey: 'F.1', standalone: true, ccsqdId: '31' })
    expect(cabinContext.decode({ leg: 'ret' })).toBeNull()

    const booking = bookingContext.encode({ flightKey: 'F.1', cabinKey: 'F.1~Y~800', tripType: 2, travellerIds: ['11'], adults: 1, children: 0 })
    expect(booking).toEqual({ flightKey: 'F.1', cabinKey: 'F.1~Y~800', tripType: '2', travellers: '11', adults: '1', children: '0' })
    expect(parseBookingParams(booking)).toMatchObject({ flightKey: 'F.1', cabinKey: 'F.1~Y~800', tripType: 2, travellerEmpIds: ['11'] })
  })

  test('booking: a route needs its application, a return fare needs its flight', () => {
    expect(parseBookingParams({ flightKey: 'F', cabinKey: 'C', routeId: '5', routeStatus: '3' })).toMatchObject({ ccsqdId: undefined, routeId: undefined, routeStatus: undefined })
    expect(parseBookingParams({ flightKey: 'F', cabinKey: 'C', ccsqdId: '3', routeId: '5', routeStatus: '3' })).toMatchObject({ ccsqdId: '3', routeId: '5', routeStatus: '3' })
    expect(parseBookingParams({ flightKey: 'F', cabinKey: 'C', returnCabinKey: 'R' })).toMatchObject({ returnFlightKey: undefined, returnCabinKey: undefined })
    expect(parseBookingParams({ flightKey: ' ', cabinKey: 'C' })).toBeNull()
  })

  test('the search form reads only an application id and a route id', () => {
    expect(queryEntryContext.decode({ ccsqdId: '31', routeId: '302', other: 'x' })).toEqual({ ccsqdId: '31', routeId: '302' })
    expect(queryEntryContext.decode({ ccsqdId: 'abc', routeId: '' })).toEqual({})
  })
})
