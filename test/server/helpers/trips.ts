/** Helpers of the trip and approval suites: application bodies, submitting, approving every level through the API. */
import type { ReceiveAppResultReply } from '../../../server/src/schemas/approval'
import type { CcsqdAddBody, CcsqdAddReply, TripRouteInput } from '../../../server/src/schemas/trip'
import { dayAhead } from './flights'
import type { TestEnv } from './test-app'

/** A flight route (Chengdu -> Beijing by default) `days` ahead. */
export function flightRoute(env: TestEnv, days: number, overrides: Partial<TripRouteInput> = {}): TripRouteInput {
  return { productType: 10901, fromCity: '成都', fromCode: 'CTU', toCity: '北京', toCode: 'BJS', dateBegin: dayAhead(env, days), cabin: 'Y', ...overrides }
}

/** A submittable application body: days 2..6, one flight route, small budgets (the default rule of each company). */
export function applicationBody(env: TestEnv, travellerEmpIds: string[], overrides: Partial<CcsqdAddBody> = {}): CcsqdAddBody {
  return {
    addMethod: 1,
    travellerEmpIds,
    ccsy: '客户现场技术支持',
    dateBegin: dayAhead(env, 2),
    dateEnd: dayAhead(env, 6),
    mdd: '北京',
    jtys: 2000,
    zsys: 1500,
    qtys: 300,
    routes: [flightRoute(env, 2)],
    ...overrides,
  }
}

/** vipCcsqdAdd; throws unless it succeeds. */
export async function submitApplication(env: TestEnv, token: string, body: CcsqdAddBody): Promise<CcsqdAddReply> {
  const reply = await env.post<CcsqdAddReply>('/obt/vipCcsqdAdd', body, { token })
  if (reply.errCode !== 1) throw new Error(`vipCcsqdAdd failed: ${JSON.stringify(reply)}`)
  return reply.data
}

/** The pending work items of a subject with their approvers' login names. */
export async function pendingItemsOf(env: TestEnv, orderType: number, subjectId: string): Promise<{ id: string; level: number; loginName: string }[]> {
  const rows = await env.database.db
    .selectFrom('approval_work_items')
    .innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
    .innerJoin('employees', 'employees.id', 'approval_work_items.approver_emp_id')
    .select(['approval_work_items.id', 'approval_work_items.level', 'employees.login_name'])
    .where('approval_instances.order_type', '=', orderType)
    .where('approval_instances.subject_id', '=', Number(subjectId))
    .where('approval_work_items.state', '=', 1)
    .orderBy('approval_work_items.id')
    .execute()
  return rows.map((r) => ({ id: String(r.id), level: r.level, loginName: r.login_name }))
}

/** Approves level after level through the API (the first approver of each level decides) until nothing is pending. */
export async function approveEverything(env: TestEnv, orderType: number, subjectId: string): Promise<void> {
  for (let guard = 0; guard < 5; guard += 1) {
    const [item] = await pendingItemsOf(env, orderType, subjectId)
    if (!item) return
    const token = await env.login(item.loginName)
    const reply = await env.post<ReceiveAppResultReply>('/obt/vipBpmReceiveAppResult', { workItemId: item.id, completeState: 1 }, { token })
    if (reply.errCode !== 1) throw new Error(`approve failed: ${JSON.stringify(reply)}`)
  }
  throw new Error('approval did not finish')
}

/** Submits an application and approves it through every level; returns its ids. */
export async function approvedApplication(env: TestEnv, token: string, body: CcsqdAddBody): Promise<CcsqdAddReply> {
  const submitted = await submitApplication(env, token, body)
  await approveEverything(env, 11099, submitted.ccsqdId)
  return submitted
}
