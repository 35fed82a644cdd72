/**
 * The user centre's demo world (issue 15): each company's points rule (HXKJ one point per CNY 10,
 * DFNY one per CNY 20, PERSONAL the default), an opening grant of 100 points for every demo login
 * so a first bill is not empty, and a few offline orders per demo traveller (one the consultant is
 * still working on, one issued, one cancelled). Written inside the seed's transaction through the
 * repositories; dates are relative to `now`.
 */
import type { Kysely } from 'kysely'
import { chinaDate, chinaDatePlusDays } from '../util/time'
import { employees } from './seed-data/employees'
import { nextOrderNo } from './repositories/orders'
import { insertOtherOrder } from './repositories/other-orders'
import { insertPointsEntry, savePointsRate } from './repositories/points'
import type { SeedIds } from './seed-trips'
import type { DB } from './types'

const HOUR_MS = 60 * 60 * 1000

/** CNY paid per point, per company (a company not named earns by the default, 10). */
const POINTS_RULES: Record<string, number> = { HXKJ: 10, DFNY: 20 }

/** Points every demo login starts with. */
export const OPENING_POINTS = 100

interface SeedOtherOrder {
  category: 'VISA' | 'TICKET' | 'HOTEL' | 'MEETING' | 'INSURANCE' | 'OTHER'
  titleZh: string
  titleEn: string
  detailZh: string
  detailEn: string
  /** Service day relative to today. */
  day: number
  amount: number
  status: 'IN_PROGRESS' | 'ISSUED' | 'CANCELLED'
  /** Entered this many hours ago. */
  hoursAgo: number
}

const OTHER_ORDERS: SeedOtherOrder[] = [
  {
    category: 'VISA', titleZh: '日本商务签证代办（单次）', titleEn: 'Japan business visa (single entry), handled for you',
    detailZh: '材料：护照原件、在职证明、邀请函。顾问将于送签后通知您出签时间。', detailEn: 'Documents: passport, employment letter, invitation. The consultant tells you when the visa is issued.',
    day: 12, amount: 680, status: 'IN_PROGRESS', hoursAgo: 20,
  },
  {
    category: 'TICKET', titleZh: '包机座位 上海—三亚（年会）', titleEn: 'Charter seat Shanghai–Sanya (annual meeting)',
    detailZh: '团队包机座位已确认，登机牌在机场团队柜台领取。', detailEn: 'The charter seat is confirmed; collect the boarding pass at the group counter.',
    day: 5, amount: 1450, status: 'ISSUED', hoursAgo: 72,
  },
  {
    category: 'MEETING', titleZh: '会议室预订（半天）', titleEn: 'Meeting room (half a day)',
    detailZh: '客户取消了拜访，会议室已退订。', detailEn: 'The customer cancelled the visit; the room was released.',
    day: -6, amount: 900, status: 'CANCELLED', hoursAgo: 240,
  },
]

/** Writes the user centre's demo rows. */
export async function seedMine(trx: Kysely<DB>, ids: SeedIds & { corpNos: readonly string[] }): Promise<void> {
  for (const corpNo of ids.corpNos) {
    const rate = POINTS_RULES[corpNo]
    if (rate) await savePointsRate(trx, ids.corp(corpNo), rate)
  }
  const start = new Date(ids.now.getTime() - 30 * 24 * HOUR_MS)
  for (const e of employees) {
    if (!e.password) continue
    await insertPointsEntry(trx, {
      corp_id: ids.corp(e.corpNo), emp_id: ids.emp(e.loginName), kind: 'GRANT', order_id: null, order_no: null, order_type: null,
      base_amount: 0, yuan_per_point: null, points: OPENING_POINTS, note_zh: '开户赠送积分', note_en: 'Welcome points', created_at: start,
    })
  }
  for (const e of employees) {
    if (e.demoRole !== 'traveller') continue
    for (const o of OTHER_ORDERS) {
      const at = new Date(ids.now.getTime() - o.hoursAgo * HOUR_MS)
      await insertOtherOrder(trx, {
        corp_id: ids.corp(e.corpNo), emp_id: ids.emp(e.loginName), order_no: await nextOrderNo(trx, 'QT', chinaDate(at)),
        category: o.category, title_zh: o.titleZh, title_en: o.titleEn, detail_zh: o.detailZh, detail_en: o.detailEn,
        traveller_names: e.name, service_date: chinaDatePlusDays(ids.now, o.day), amount: o.amount, status: o.status,
        consultant: e.corpNo === 'DFNY' ? '周顾问' : '王顾问', consultant_phone: e.corpNo === 'DFNY' ? '400-900-9517' : '021-61208800',
        created_at: at, cancelled_at: o.status === 'CANCELLED' ? new Date(at.getTime() + 2 * HOUR_MS) : null,
      })
    }
  }
}
