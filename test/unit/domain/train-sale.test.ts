import { setLocale } from '@/core/i18n/index'
import {
  flightDepartureMessage,
  flightDepartureWarning,
  seatBookable,
  trainBookable,
  trainSaleLabel,
  trainSaleState,
} from '@/core/domain/train-sale'
import { inBothLocales } from './locale-helper'
import { chinaDate } from '../china-clock'

afterEach(() => setLocale('zh-CN'))

const NOW = chinaDate(2024, 5, 15, 10, 0, 0) // 15 June 2024 10:00 local

describe('trainSaleState', () => {
  test.each([
    [{ saleDateTime: '2024-06-01 08:00', runTime: '04:28' }, 'bookable'],
    [{ saleDateTime: '2024-06-15 10:00', runTime: '04:28' }, 'bookable'], // the very minute
    [{ saleDateTime: '2024-06-15 10:00:01', runTime: '04:28' }, 'notOnSale'],
    [{ saleDateTime: '2024-06-16 08:00', runTime: '04:28' }, 'notOnSale'],
    [{ saleDateTime: '2024/06/01 08:00', runTime: '04:28' }, 'bookable'],
    [{ saleDateTime: '2024-06-01T08:00:00+08:00', runTime: '04:28' }, 'bookable'],
    [{ saleDateTime: '2024-06-01 08:00', runTime: '99:59' }, 'paused'], // run time 99… = sale paused
    [{ saleDateTime: '2024-06-16 08:00', runTime: '9999' }, 'paused'],
    [{ saleDateTime: '2024-06-01 08:00', runTime: '09:59' }, 'bookable'],
    [{ saleDateTime: '', runTime: '04:28' }, 'notOnSale'],
    [{ saleDateTime: null }, 'notOnSale'],
    [{ saleDateTime: '起售时间待定' }, 'notOnSale'],
    [{}, 'notOnSale'],
  ])('%p → %p', (train, state) => {
    expect(trainSaleState(train, NOW)).toBe(state)
    expect(trainBookable(train, NOW)).toBe(state === 'bookable')
  })

  test.each([
    [{ saleDateTime: '2024-06-01 08:00' }, null, null],
    [{ saleDateTime: '2024-06-01 08:00', runTime: '99:00' }, '暂停发售', 'Sale paused'],
    [{ saleDateTime: '2024-06-20 08:00' }, '未开售', 'Not on sale yet'],
  ])('label of %p', (train, zh, en) => {
    expect(inBothLocales(() => trainSaleLabel(train, NOW))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})

describe('seatBookable', () => {
  test.each([
    [{ seatCount: 5, wb: 0 }, true],
    [{ seatCount: 1 }, true],
    [{ seatCount: '12', wb: '1' }, true], // type-1 violation may still be booked with a reason
    [{ seatCount: 0, wb: 0 }, false],
    [{ seatCount: '0' }, false],
    [{ seatCount: 5, wb: 2 }, false],
    [{ seatCount: 5, wb: '2' }, false],
    [{ seatCount: null }, false],
    [{ seatCount: 'many' }, false],
    [{}, false],
  ])('%p → %p', (seat, ok) => {
    expect(seatBookable(seat)).toBe(ok)
  })
})

describe('flightDepartureWarning (booking flows §5.5)', () => {
  const minutesFromNow = (m: number): Date => new Date(NOW.getTime() + m * 60 * 1000)

  test.each([
    [29, 'imminent'],
    [30, 'imminent'], // "30 minutes or less"
    [31, 'soon'],
    [119, 'soon'],
    [120, 'soon'], // 2 hours exactly
    [121, 'none'],
    [600, 'none'],
    [0, 'imminent'],
    [-5, 'imminent'], // already departed
  ])('%p min before departure → %p', (minutes, warning) => {
    expect(flightDepartureWarning(minutesFromNow(minutes), NOW)).toBe(warning)
  })

  test.each([
    ['2024-06-15 10:29', 'imminent'],
    ['2024-06-15 10:31', 'soon'],
    ['2024-06-15 12:00', 'soon'],
    ['2024-06-15 12:01', 'none'],
    ['', 'none'],
  ])('server time %p → %p', (departure, warning) => {
    expect(flightDepartureWarning(departure, NOW)).toBe(warning)
  })

  test.each([
    ['none', null, null],
    [
      'soon',
      '距离航班起飞已不足2小时，请合理安排出行时间，是否继续预订？',
      'The flight departs in less than 2 hours. Please plan your time. Continue booking?',
    ],
    [
      'imminent',
      '距离航班起飞已不足30分钟，可能无法按时办理值机和通过安检，是否继续预订？',
      'The flight departs in 30 minutes or less; you may not make check-in and security in time. Continue booking?',
    ],
  ] as const)('message for %p', (warning, zh, en) => {
    expect(inBothLocales(() => flightDepartureMessage(warning))).toEqual({ 'zh-CN': zh, 'en-US': en })
  })
})
