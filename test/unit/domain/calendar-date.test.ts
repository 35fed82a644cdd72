import {
  addDaysText,
  chinaTodayText,
  formatChinaDateTime,
  phoneOutsideChinaTime,
  weekdayOfYmd,
  compareYmd,
  formatYmd,
  fullYearsBetween,
  isLeapYear,
  isRealDate,
  parseDateTime,
  toYmd,
} from '@/core/domain/calendar-date'
import { chinaDate } from '../china-clock'

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

test('toYmd reads an instant as China\'s calendar day, whatever the phone\'s zone', () => {
  expect(toYmd(chinaDate(2024, 0, 1, 0, 0))).toEqual({ year: 2024, month: 1, day: 1 })
  expect(toYmd(chinaDate(2024, 11, 31, 23, 59))).toEqual({ year: 2024, month: 12, day: 31 })
  // 17:30 UTC is already the next day in Beijing: the hours in which CI used to fail.
  expect(toYmd(Date.parse('2026-11-22T17:30:00Z'))).toEqual({ year: 2026, month: 11, day: 23 })
  expect(toYmd(Date.parse('2026-11-22T15:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22 })
  expect(chinaTodayText(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01')
})

test('parseDateTime reads the server form as China time', () => {
  expect(parseDateTime('2024-06-15 08:05')?.getTime()).toBe(Date.parse('2024-06-15T00:05:00Z'))
  expect(parseDateTime('2024-06-15 08:05')?.getTime()).toBe(chinaDate(2024, 5, 15, 8, 5).getTime())
  expect(parseDateTime('2024-06-15 24:00')).toBeNull()
  expect(parseDateTime(new Date(Number.NaN))).toBeNull()
  expect(parseDateTime(Number.POSITIVE_INFINITY)).toBeNull()
})

test.each([
  ['2024-02-28', 1, '2024-02-29'],
  ['2023-02-28', 1, '2023-03-01'],
  ['2026-12-31', 1, '2027-01-01'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2026-03-29', 1, '2026-03-30'],
  ['2026-10-25', 365, '2027-10-25'],
  ['not a date', 1, ''],
])('addDaysText(%p, %p) = %p', (date, n, want) => {
  expect(addDaysText(date, n)).toBe(want)
})

test('weekdays and "Beijing time" marking', () => {
  expect(weekdayOfYmd({ year: 2026, month: 11, day: 23 })).toBe(1)
  expect(weekdayOfYmd({ year: 2024, month: 2, day: 29 })).toBe(4)
  expect(formatChinaDateTime(Date.parse('2026-11-22T17:30:00Z'))).toBe('2026-11-23 01:30')
  expect(phoneOutsideChinaTime()).toBe(new Date().getTimezoneOffset() !== -480)
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
