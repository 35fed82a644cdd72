import {
  compareYmd,
  formatYmd,
  fullYearsBetween,
  isLeapYear,
  isRealDate,
  parseDateTime,
  toYmd,
} from '@/core/domain/calendar-date'

test.each([
  [2000, true],
  [2024, true],
  [1900, false],
  [2023, false],
  [2400, true],
])('isLeapYear(%p) = %p', (year, leap) => {
  expect(isLeapYear(year)).toBe(leap)
})

test.each([
  [2024, 2, 29, true],
  [2023, 2, 29, false],
  [2024, 4, 31, false],
  [2024, 12, 31, true],
  [2024, 13, 1, false],
  [2024, 0, 1, false],
  [2024, 1, 0, false],
  [2024, 1.5, 1, false],
])('isRealDate(%p, %p, %p) = %p', (y, m, d, ok) => {
  expect(isRealDate(y, m, d)).toBe(ok)
})

test.each([
  ['2024-06-01', { year: 2024, month: 6, day: 1 }],
  ['2024-6-1', { year: 2024, month: 6, day: 1 }],
  ['2024/06/01 23:59:59', { year: 2024, month: 6, day: 1 }],
  ['20240601', { year: 2024, month: 6, day: 1 }],
  ['2024-02-30', null],
  ['', null],
  ['hello', null],
  [null, null],
])('toYmd(%p)', (value, ymd) => {
  expect(toYmd(value)).toEqual(ymd)
})

test('toYmd reads a Date in local time', () => {
  expect(toYmd(new Date(2024, 0, 1, 0, 0))).toEqual({ year: 2024, month: 1, day: 1 })
  expect(toYmd(new Date(2024, 11, 31, 23, 59))).toEqual({ year: 2024, month: 12, day: 31 })
})

test('parseDateTime reads the server form in local time', () => {
  expect(parseDateTime('2024-06-15 08:05')?.getTime()).toBe(new Date(2024, 5, 15, 8, 5).getTime())
  expect(parseDateTime('2024-06-15 24:00')).toBeNull()
  expect(parseDateTime(new Date(Number.NaN))).toBeNull()
  expect(parseDateTime(Number.POSITIVE_INFINITY)).toBeNull()
})

test('compare, format and count years', () => {
  const a = { year: 2024, month: 2, day: 29 }
  const b = { year: 2024, month: 3, day: 1 }
  expect(compareYmd(a, b)).toBeLessThan(0)
  expect(compareYmd(b, a)).toBeGreaterThan(0)
  expect(compareYmd(a, { ...a })).toBe(0)
  expect(formatYmd({ year: 800, month: 1, day: 2 })).toBe('0800-01-02')
  expect(fullYearsBetween(a, { year: 2025, month: 2, day: 28 })).toBe(0)
  expect(fullYearsBetween(a, { year: 2025, month: 3, day: 1 })).toBe(1)
})
