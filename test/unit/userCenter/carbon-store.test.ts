/**
 * The monthly carbon report screen's store with a fake api: it opens on the China month (also
 * when the phone is in another zone), steps months within 24 back and one ahead, keeps the later
 * answer when answers cross, tells a refusal (4004) from a failure, and sizes the chart's bars.
 */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { CarbonDeptRow, CarbonReportReply } from '@/userCenter/api/carbon-api'
import { carbonReportDict } from '@/userCenter/i18n/carbon'
import { companyMenu } from '@/userCenter/i18n/company-menu'
import { CarbonStore, MONTHS_BACK, addMonths, barsOf, chinaMonth, type CarbonApi } from '@/userCenter/stores/carbon-store'
import { chinaDate } from '../china-clock'

const row = (deptId: string, deptName: string, flightKg: number, trainKg: number, extra: Partial<CarbonDeptRow> = {}): CarbonDeptRow => ({
  deptId, deptName, flights: 1, trains: 1, trips: 1, flightKg, trainKg, kg: flightKg + trainKg, ...extra,
})

function reportOf(month: string, departments: CarbonDeptRow[]): CarbonReportReply {
  const sum = (k: 'flights' | 'trains' | 'trips' | 'flightKg' | 'trainKg' | 'kg') => departments.reduce((s, d) => s + d[k], 0)
  return {
    month,
    departments,
    total: { deptId: '', deptName: '合计', flights: sum('flights'), trains: sum('trains'), trips: sum('trips'), flightKg: sum('flightKg'), trainKg: sum('trainKg'), kg: sum('kg') },
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => setLocale('zh-CN'))

describe('months', () => {
  test.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -24, '2024-03'],
  ])('%s %+i is %s', (month, delta, want) => {
    expect(addMonths(month, delta)).toBe(want)
  })

  test('the China month: 23:30 on 31 October UTC is already November in Beijing', () => {
    expect(chinaMonth(Date.UTC(2026, 9, 31, 23, 30))).toBe('2026-11')
    expect(chinaMonth(chinaDate(2026, 10, 30, 23, 59).getTime())).toBe('2026-11')
    expect(chinaMonth(chinaDate(2026, 11, 1, 0, 0).getTime())).toBe('2026-12')
  })
})

describe('barsOf', () => {
  test('the largest department fills the bar; parts are flight and train shares; empty departments have no bar', () => {
    const bars = barsOf([row('1', '研发', 300, 100), row('2', '市场', 100, 100), row('3', '空', 0, 0, { flights: 0, trains: 0 })])
    expect(bars.map((b) => [b.row.deptName, b.flightPct, b.trainPct])).toEqual([
      ['研发', 75, 25],
      ['市场', 25, 25],
    ])
    expect(barsOf([])).toEqual([])
    expect(barsOf([row('3', '空', 0, 0)])).toEqual([])
  })
})

describe('CarbonStore', () => {
  const NOW = chinaDate(2026, 10, 24, 10).getTime()

  test('opens on this month, loads it, steps back and forth within the range', async () => {
    const asked: string[] = []
    const api: CarbonApi = { report: async (m) => (asked.push(m), reportOf(m, [row('1', '研发', 145, 47)])) }
    const s = new CarbonStore(api, NOW)
    expect(s.month).toBe('2026-11')
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.report?.total.kg).toBe(192)
    expect(s.bars).toHaveLength(1)
    s.step(1)
    await tick()
    expect(s.month).toBe('2026-12')
    expect(s.canNext).toBe(false)
    s.step(1)
    await tick()
    expect(s.month).toBe('2026-12')
    for (let i = 0; i < MONTHS_BACK + 5; i += 1) s.step(-1)
    await tick()
    expect(s.month).toBe('2024-11')
    expect(s.canPrev).toBe(false)
    expect(asked[0]).toBe('2026-11')
    expect(asked[1]).toBe('2026-12')
    expect(asked.at(-1)).toBe('2024-11')
    // Nothing outside the range was ever asked.
    expect(asked.every((m) => m >= '2024-11' && m <= '2026-12')).toBe(true)
    expect(asked).toHaveLength(1 + 1 + MONTHS_BACK + 1)
  })

  test('a slow earlier answer does not replace the later month', async () => {
    const waiting: ((r: CarbonReportReply) => void)[] = []
    const api: CarbonApi = { report: (m) => new Promise((resolve) => waiting.push(() => resolve(reportOf(m, [])))) }
    const s = new CarbonStore(api, NOW)
    void s.load()
    s.step(-1)
    waiting[1](reportOf('', []))
    await tick()
    waiting[0](reportOf('', []))
    await tick()
    expect(s.month).toBe('2026-10')
    expect(s.report?.month).toBe('2026-10')
  })

  test('4004 is a refusal (not an administrator); anything else a failure with its message', async () => {
    const refused = new CarbonStore({ report: async () => Promise.reject(new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false })) }, NOW)
    await refused.load()
    expect(refused.status).toBe('notFound')
    const failed = new CarbonStore({ report: async () => Promise.reject(new Error('offline')) }, NOW)
    await failed.load()
    expect(failed.status).toBe('error')
    expect(failed.error).toBe('碳排放月报加载失败')
    expect(failed.report).toBeNull()
  })
})

describe('words', () => {
  test('the same keys in both languages; the menu entry too', () => {
    expect(Object.keys(carbonReportDict['en-US']).sort()).toEqual(Object.keys(carbonReportDict['zh-CN']).sort())
    expect(companyMenu['zh-CN']['adm.menu.carbon']).toBe('碳排放月报')
    expect(companyMenu['en-US']['adm.menu.carbon']).toBe('Carbon report')
  })
})
