/**
 * A small history of business-trip applications so first-time screens are not empty: df.traveller
 * has an approved application (Chengdu -> Beijing in a few days, a hotel, the way back; approved by
 * both DF levels) and a draft; hx.traveller has one waiting for hx.approver (with an attachment, as
 * HX requires). Rows are written directly (inside the seed's transaction) the way the services
 * would have written them, messages and push payloads included. Dates are relative to `now`.
 */
import { sql, type Kysely } from 'kysely'
import { INSTANCE_STATUS, WORK_ITEM_STATE } from '../schemas/approval-progress'
import { TRIP_STATUS } from '../schemas/trip'
import { ORDER_TYPE_TRIP, notifyApprovers, notifyTravellerSide, type ApprovalSubject } from '../services/approvals/approval-engine'
import { biText, phrase } from '../services/messages/emp-messages'
import { routeLabel } from '../services/trips/trip-applications'
import { chinaDatePlusDays } from '../util/time'
import type { DB } from './types'

const HOUR_MS = 60 * 60 * 1000

/** Lookups of the seed: company and employee ids by code / login name. */
export interface SeedIds {
  corp: (corpNo: string) => number
  emp: (loginName: string) => number
  now: Date
}

interface SeedRoute {
  productType: 10901 | 10903
  fromCity?: string
  fromCode?: string
  toCity: string
  toCode: string
  begin: number
  end?: number
  cabin?: 'Y'
  fyys: number
}

interface SeedTrip {
  corpNo: string
  applicant: string
  travellers: string[]
  ccsy: string
  mdd: string
  begin: number
  end: number
  budgets: [number, number, number]
  routes: SeedRoute[]
  /** Hours before `now` the application was written (and submitted). */
  hoursAgo: number
  /** Absent: a draft. Otherwise the rule (by name) and the decisions made so far, level by level. */
  approval?: { rule: string; decisions: { remark: string; hoursAfterSubmit: number }[] }
  attachment?: { name: string; base64: string }
}

// A 1x1 PNG: stands in for a scanned invitation letter.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const trips: SeedTrip[] = [
  {
    corpNo: 'DFNY', applicant: 'df.traveller', travellers: ['df.traveller'], ccsy: '赴北京参加集团年度生产运营工作会议', mdd: '北京',
    begin: 3, end: 6, budgets: [3200, 1800, 300], hoursAgo: 50,
    routes: [
      { productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', begin: 3, cabin: 'Y', fyys: 1600 },
      { productType: 10903, toCity: '北京', toCode: 'BJS', begin: 3, end: 6, fyys: 1800 },
      { productType: 10901, fromCity: '北京', fromCode: 'BJS', toCity: '成都', toCode: 'CTU', begin: 6, cabin: 'Y', fyys: 1600 },
    ],
    approval: { rule: '出差申请审批', decisions: [{ remark: '同意', hoursAfterSubmit: 3 }, { remark: '同意，请控制住宿标准', hoursAfterSubmit: 20 }] },
  },
  {
    corpNo: 'DFNY', applicant: 'df.traveller', travellers: ['df.traveller'], ccsy: '赴上海拜访新能源设备供应商', mdd: '上海',
    begin: 10, end: 12, budgets: [2400, 900, 200], hoursAgo: 5,
    routes: [{ productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '上海', toCode: 'SHA', begin: 10, cabin: 'Y', fyys: 1200 }],
  },
  {
    corpNo: 'HXKJ', applicant: 'hx.traveller', travellers: ['hx.traveller'], ccsy: '赴深圳参加客户项目技术交流', mdd: '深圳',
    begin: 5, end: 7, budgets: [2600, 1200, 400], hoursAgo: 20,
    routes: [
      { productType: 10901, fromCity: '北京', fromCode: 'BJS', toCity: '深圳', toCode: 'SZX', begin: 5, cabin: 'Y', fyys: 1300 },
      { productType: 10903, toCity: '深圳', toCode: 'SZX', begin: 5, end: 7, fyys: 1200 },
    ],
    approval: { rule: '出差申请审批', decisions: [] },
    attachment: { name: '客户会议邀请函.png', base64: PNG_1X1 },
  },
]

/** Writes the demo applications, their approvals, messages and push payloads. */
export async function seedTripHistory(trx: Kysely<DB>, ids: SeedIds): Promise<void> {
  const day = (offset: number) => chinaDatePlusDays(ids.now, offset)
  for (const t of trips) {
    const corpId = ids.corp(t.corpNo)
    const applicantId = ids.emp(t.applicant)
    // Whole minutes, so the seeded times read naturally.
    const createdAt = new Date(Math.floor((ids.now.getTime() - t.hoursAgo * HOUR_MS) / 60000) * 60000)
    const { rows } = await sql<{ n: number }>`select nextval('trip_no_seq') as n`.execute(trx)
    const ccsqdNo = `SQ${chinaDatePlusDays(createdAt, 0).slice(2).replace(/-/g, '')}${String(Number(rows[0].n) % 10000).padStart(4, '0')}`
    const [jtys, zsys, qtys] = t.budgets
    const app = await trx
      .insertInto('trip_applications')
      .values({
        ccsqd_no: ccsqdNo, corp_id: corpId, applicant_emp_id: applicantId, status: TRIP_STATUS.DRAFT, add_method: t.approval ? 1 : 0,
        ccsy: t.ccsy, date_begin: day(t.begin), date_end: day(t.end), mdd: t.mdd, cost_center_id: null, project_id: null,
        jtys, zsys, qtys, zys: jtys + zsys + qtys, reject_reason: null, created_at: createdAt,
        submitted_at: t.approval ? createdAt : null, updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('trip_travellers').values(t.travellers.map((login, sort) => ({ application_id: app.id, emp_id: ids.emp(login), sort }))).execute()
    await trx
      .insertInto('trip_routes')
      .values(t.routes.map((r, sort) => ({
        application_id: app.id, change_id: null, origin_route_id: null, sort, product_type: r.productType,
        from_city: r.fromCity ?? null, from_code: r.fromCode ?? null, to_city: r.toCity, to_code: r.toCode,
        date_begin: day(r.begin), date_end: r.end === undefined ? null : day(r.end), cabin: r.cabin ?? null, flight_no: null,
        fyys: r.fyys, remark: null, route_status: 1, order_id: null,
      })))
      .execute()
    if (t.attachment) {
      const data = Buffer.from(t.attachment.base64, 'base64')
      await trx
        .insertInto('trip_attachments')
        .values({ corp_id: corpId, uploader_emp_id: applicantId, application_id: app.id, name: t.attachment.name, mime: 'image/png', size: data.length, data, created_at: createdAt })
        .execute()
    }
    if (!t.approval) continue
    await seedApproval(trx, ids, t, { id: app.id, corpId, applicantId, ccsqdNo, createdAt })
  }
}

async function seedApproval(
  trx: Kysely<DB>,
  ids: SeedIds,
  t: SeedTrip,
  app: { id: number; corpId: number; applicantId: number; ccsqdNo: string; createdAt: Date },
): Promise<void> {
  const approval = t.approval as NonNullable<SeedTrip['approval']>
  const rule = await trx.selectFrom('approval_rules').selectAll().where('corp_id', '=', app.corpId).where('name', '=', approval.rule).where('scope', '=', 'trip').executeTakeFirstOrThrow()
  const steps = await trx
    .selectFrom('approval_rule_steps')
    .innerJoin('employees', 'employees.id', 'approval_rule_steps.approver_emp_id')
    .select(['approval_rule_steps.level', 'employees.id', 'employees.emp_name'])
    .where('rule_id', '=', rule.id)
    .orderBy('approval_rule_steps.level')
    .execute()
  const applicant = await trx.selectFrom('employees').select('emp_name').where('id', '=', app.applicantId).executeTakeFirstOrThrow()
  const levels = rule.levels
  const approved = approval.decisions.length >= levels
  const at = (hours: number) => new Date(app.createdAt.getTime() + hours * HOUR_MS)
  const lastDecision = approval.decisions[approval.decisions.length - 1]
  const instance = await trx
    .insertInto('approval_instances')
    .values({
      corp_id: app.corpId, order_type: ORDER_TYPE_TRIP, subject_id: app.id, change_id: null, rule_id: rule.id, rule_name: rule.name,
      rule_name_en: rule.name_en, levels, current_level: Math.min(levels, approval.decisions.length + 1),
      status: approved ? INSTANCE_STATUS.APPROVED : INSTANCE_STATUS.PENDING, applicant_emp_id: app.applicantId,
      amount: t.budgets[0] + t.budgets[1] + t.budgets[2], violation: 0, created_at: app.createdAt,
      decided_at: approved && lastDecision ? at(lastDecision.hoursAfterSubmit) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const subject: ApprovalSubject = {
    corpId: app.corpId, orderType: ORDER_TYPE_TRIP, subjectId: app.id, changeId: null, kind: 'kindTrip', no: app.ccsqdNo,
    title: (() => {
      const route = routeLabel(t.routes.map((r) => ({ from_city: r.fromCity ?? null, to_city: r.toCity, product_type: r.productType })), t.mdd)
      return biText('tripTitle', { route })
    })(),
    applicantEmpId: app.applicantId, applicantName: applicant.emp_name,
    travellerSideEmpIds: [app.applicantId, ...t.travellers.map(ids.emp)], amount: 0, violation: false,
  }
  const kind = phrase('kindTrip')
  const namesOf = (level: number) => steps.filter((s) => s.level === level).map((s) => s.emp_name).join('、')
  await notifyTravellerSide(trx, subject, biText('msgSubmittedTitle', { kind }),
    biText('msgSubmittedContent', { kind, no: app.ccsqdNo, title: subject.title, names: namesOf(1) }), app.createdAt)
  for (let level = 1; level <= levels; level += 1) {
    const decision = approval.decisions[level - 1]
    const reached = level <= approval.decisions.length + 1
    const openedAt = level === 1 ? app.createdAt : at(approval.decisions[level - 2]?.hoursAfterSubmit ?? 0)
    const opened: { id: number; approverEmpId: number; level: number }[] = []
    for (const [i, step] of steps.filter((s) => s.level === level).entries()) {
      // The first approver of a level decides; the others of that level were skipped.
      const state = !reached ? WORK_ITEM_STATE.WAITING : !decision ? WORK_ITEM_STATE.PENDING : i === 0 ? WORK_ITEM_STATE.APPROVED : WORK_ITEM_STATE.SKIPPED
      const item = await trx
        .insertInto('approval_work_items')
        .values({
          instance_id: instance.id, corp_id: app.corpId, level, approver_emp_id: step.id, state,
          remark: state === WORK_ITEM_STATE.APPROVED ? decision.remark : null,
          activated_at: reached ? openedAt : null, decided_at: decision ? at(decision.hoursAfterSubmit) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (reached) opened.push({ id: item.id, approverEmpId: step.id, level })
    }
    if (reached) await notifyApprovers(trx, subject, opened, levels, openedAt)
    if (decision && level < levels) {
      const approver = steps.find((s) => s.level === level)?.emp_name ?? ''
      await notifyTravellerSide(trx, subject, biText('msgLevelTitle', { kind }),
        biText('msgLevelContent', { kind, no: app.ccsqdNo, approver, level, names: namesOf(level + 1) }), at(decision.hoursAfterSubmit))
    }
  }
  if (approved) {
    await notifyTravellerSide(trx, subject, biText('msgApprovedTitle', { kind }),
      biText('msgApprovedContent', { kind, no: app.ccsqdNo, title: subject.title }), at(lastDecision.hoursAfterSubmit))
  }
  await trx
    .updateTable('trip_applications')
    .set({ status: approved ? TRIP_STATUS.APPROVED : TRIP_STATUS.IN_APPROVAL, updated_at: approved ? at(lastDecision.hoursAfterSubmit) : app.createdAt })
    .where('id', '=', app.id)
    .execute()
}
