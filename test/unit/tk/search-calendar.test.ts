/** The calendar's date rules (no past days, the sale window, return not before departure). */
import type * as Calendar from '../../../src/core/components/date-calendar'
import { chinaDate } from '../china-clock'

jest.mock('@tarojs/components', () => ({ ScrollView: () => null, Text: () => null, View: () => null }))
jest.mock('@nutui/nutui-react-taro', () => ({ Popup: () => null }))
jest.mock('@nutui/nutui-react-taro/dist/es/packages/popup/style/css', () => ({}))
jest.mock('../../../src/core/components/date-calendar.scss', () => ({}))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addDays, monthsBetween, nextRange, todayYmd } = require('../../../src/core/components/date-calendar') as typeof Calendar

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('date calendar rules', () => {
  test('months from the first to the last selectable day, the 1st on its weekday', () => {
    const months = monthsBetween(d(2030, 11, 20), d(2031, 2, 3))
    expect(months.map((m) => m.key)).toEqual(['2030-11', '2030-12', '2031-01', '2031-02'])
    // 1 November 2030 is a Friday: five blanks (Sunday first).
    expect(months[0].days.slice(0, 6)).toEqual([null, null, null, null, null, d(2030, 11, 1)])
    expect(months[3].days.filter(Boolean)).toHaveLength(28)
    expect(monthsBetween(d(2030, 1, 1), d(2030, 12, 31))).toHaveLength(12)
  })

  test('range picks: start, then an end on or after it; an earlier tap starts again', () => {
    let s = nextRange(null, null, d(2030, 5, 10))
    expect(s).toEqual({ start: d(2030, 5, 10), end: null, done: false })
    s = nextRange(s.start, s.end, d(2030, 5, 8))
    expect(s).toEqual({ start: d(2030, 5, 8), end: null, done: false })
    s = nextRange(s.start, s.end, d(2030, 5, 8))
    expect(s).toEqual({ start: d(2030, 5, 8), end: d(2030, 5, 8), done: true })
    expect(nextRange(s.start, s.end, d(2030, 6, 1))).toEqual({ start: d(2030, 6, 1), end: null, done: false })
  })

  test('day arithmetic and today', () => {
    expect(addDays(d(2030, 12, 31), 1)).toEqual(d(2031, 1, 1))
    expect(addDays(d(2030, 3, 1), -1)).toEqual(d(2030, 2, 28))
    expect(todayYmd(chinaDate(2030, 4, 1, 23, 59))).toEqual(d(2030, 5, 1))
  })
})
