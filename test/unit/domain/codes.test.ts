import { setLocale } from '@/core/i18n/index'
import {
  BOOKING_STYLE,
  bookingStyleLabel,
  ERROR_CODE,
  errorCodeMessage,
  GEO_DATA_TYPES,
  hotelQueryPath,
  isBusinessTrip,
  isProductCode,
  PLATFORM,
  PRODUCT,
  productLabel,
  requiresApplication,
  ssoQueryTarget,
  toHotelVersion,
  tripTypeLabel,
} from '@/core/domain/codes'
import { inBothLocales } from './locale-helper'

afterEach(() => setLocale('zh-CN'))

test('platform codes', () => {
  expect(PLATFORM).toEqual({ ANDROID: 10504, IOS: 10505, H5: 10506 })
})

test('product codes', () => {
  expect(PRODUCT).toEqual({
    DOMESTIC_FLIGHT: 10901,
    INTERNATIONAL_FLIGHT: 10902,
    HOTEL: 10903,
    TRAIN: 10904,
    CAR: 10906,
    VISA: 10913,
  })
})

test('geo data types', () => {
  expect(GEO_DATA_TYPES).toEqual([10901, 10903, 10904, 10906, 10910])
})

describe('productLabel', () => {
  test.each([
    [10901, '国内机票', 'Domestic flights'],
    [10902, '国际机票', 'International flights'],
    [10903, '酒店', 'Hotels'],
    [10904, '火车票', 'Trains'],
    [10906, '用车', 'Cars'],
    [10913, '签证', 'Visas'],
    ['10904', '火车票', 'Trains'],
    [10905, '10905', '10905'],
  ])('%p', (code, zh, en) => {
    expect(inBothLocales(() => productLabel(code))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })

  test.each([
    [10901, true],
    ['10913', true],
    [10910, false],
    [null, false],
  ])('isProductCode(%p) = %p', (v, ok) => {
    expect(isProductCode(v)).toBe(ok)
  })
})

describe('single sign-on query target', () => {
  test.each([
    [10901, 2, '/tk/tkQuery'],
    [10902, 2, '/tk/tkQuery'],
    [10903, 1, '/ht/htQuery'],
    [10903, 2, '/htV2/htQuery'],
    [10904, 2, '/tr/trQuery'],
    [10906, 2, '/car/carQuery'],
    [10913, 2, '/visa'],
    ['10904', 2, '/tr/trQuery'],
    [10910, 2, null],
    [0, 2, null],
  ] as const)('product %p hotel v%p → %p', (code, version, target) => {
    expect(ssoQueryTarget(code, version)).toBe(target)
  })

  test('hotel version defaults to 2', () => {
    expect(ssoQueryTarget(10903)).toBe('/htV2/htQuery')
    expect(hotelQueryPath()).toBe('/htV2/htQuery')
  })

  test.each([
    [1, 1],
    ['1', 1],
    [2, 2],
    [null, 2],
    [undefined, 2],
    ['x', 2],
  ])('toHotelVersion(%p) = %p', (value, version) => {
    expect(toHotelVersion(value)).toBe(version)
  })
})

describe('trip type and booking style', () => {
  test.each([
    [1, true, '因公出行', 'Business trip'],
    ['1', true, '因公出行', 'Business trip'],
    [2, false, '因私出行', 'Personal trip'],
    [0, false, '因私出行', 'Personal trip'],
    [null, false, '因私出行', 'Personal trip'],
  ])('tripType %p', (tripType, business, zh, en) => {
    expect(isBusinessTrip(tripType)).toBe(business)
    expect(inBothLocales(() => tripTypeLabel(tripType))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })

  test.each([
    [BOOKING_STYLE.FREE, false, '自由预订', 'Free booking'],
    [BOOKING_STYLE.BY_APPLICATION, true, '按出差申请单预订', 'Booking by travel application'],
    ['2', true, '按出差申请单预订', 'Booking by travel application'],
  ])('booking style %p', (style, needsApplication, zh, en) => {
    expect(requiresApplication(style)).toBe(needsApplication)
    expect(inBothLocales(() => bookingStyleLabel(style))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})

describe('error codes', () => {
  test('values', () => {
    expect(ERROR_CODE).toEqual({ APPLICATION_REQUIRED: 'C767', TRAVELLER_REQUIRED: 'F501', PLACES_REQUIRED: 'F625' })
  })

  test.each([
    ['C767', '请选择出差申请单', 'Please choose a business-trip application'],
    ['F501', '请选择出行人', 'Please choose a traveller'],
    ['F625', '请选择出发地和到达地', 'Please choose the departure and the arrival'],
    ['X000', null, null],
  ])('%p', (code, zh, en) => {
    expect(inBothLocales(() => errorCodeMessage(code))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})
