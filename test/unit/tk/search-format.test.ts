import { setLocale } from '@/core/i18n/index'
import { discountLabel, durationLabel, monthDayLabel, relativeDayLabel, weekdayLabel, withTerminal } from '@/tk/components/format'
import { addDaysStr, compareDates, isDateStr, lastSaleDay, minutesOfDay, todayStr } from '@/tk/stores/search-dates'
import { inBothLocales } from '../domain/locale-helper'
import { chinaDate } from '../china-clock'

afterEach(() => setLocale('zh-CN'))

describe('flight search display helpers', () => {
  test('dates, weekdays, today and tomorrow in both languages', () => {
    expect(inBothLocales(() => monthDayLabel('2030-05-01'))).toEqual({ 'zh-CN': '5月1日', 'en-US': 'May 1' })
    expect(inBothLocales(() => weekdayLabel('2030-05-05'))).toEqual({ 'zh-CN': '周日', 'en-US': 'Sun' })
    const now = chinaDate(2030, 4, 1, 9, 0)
    expect(inBothLocales(() => [relativeDayLabel('2030-05-01', now), relativeDayLabel('2030-05-02', now), relativeDayLabel('2030-05-03', now)])).toEqual({
      'zh-CN': ['今天', '明天', '周五'],
      'en-US': ['Today', 'Tomorrow', 'Fri'],
    })
  })

  test('durations and discounts', () => {
    expect(inBothLocales(() => durationLabel(135))).toEqual({ 'zh-CN': '2小时15分', 'en-US': '2h 15m' })
    expect(inBothLocales(() => [discountLabel(45), discountLabel(60), discountLabel(100)])).toEqual({
      'zh-CN': ['4.5折', '6折', '全价'],
      'en-US': ['45% of full fare', '60% of full fare', 'Full fare'],
    })
  })

  test('terminals follow the airport name', () => {
    expect(withTerminal('首都国际机场', 'T3')).toBe('首都国际机场T3')
    expect(withTerminal('Beijing Capital International Airport', 'T3')).toBe('Beijing Capital International Airport T3')
    expect(withTerminal('虹桥国际机场', '')).toBe('虹桥国际机场')
  })

  test('calendar days: across months and years, the 365-day window', () => {
    expect(addDaysStr('2030-12-31', 1)).toBe('2031-01-01')
    expect(addDaysStr('2032-03-01', -1)).toBe('2032-02-29')
    expect(todayStr(chinaDate(2030, 0, 5, 23, 59))).toBe('2030-01-05')
    expect(lastSaleDay(chinaDate(2030, 0, 5))).toBe('2031-01-05')
    expect(compareDates('2030-01-05', '2030-01-06')).toBeLessThan(0)
    expect([isDateStr('2030-02-29'), isDateStr('2032-02-29'), isDateStr('2030-1-5')]).toEqual([false, true, false])
    expect(minutesOfDay('2030-01-05 18:45')).toBe(1125)
  })
})
