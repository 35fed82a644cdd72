/**
 * Approvals: two levels in order, scope (another company, off the chain, a level not reached yet:
 * the reply of a missing id), approving twice, rejection with its reason and messages, several
 * approvers on one level, 20 parallel decisions, orders in approval (approved -> awaiting payment,
 * rejected -> seats released), rule matching by department / rank / amount (1 to 4 levels), rules,
 * badges, messages and push payloads.
 */
import type {
  ApprovalCountReply,
  ApprovalDetail,
  ApprovalItemPage,
  ApprovalRule,
  ApprovalRuleList,
  MatchGzReply,
  NeedApprovalReply,
  ReceiveAppResultReply,
  SendAppReply,
  SentApprovalPage,
} from '../../server/src/schemas/approval'
import type { PersonalMessagePage, PushOutboxReply, TotalCountReply } from '../../server/src/schemas/messages'
import type { OrderDetail } from '../../server/src/schemas/order'
import type { TripApplication } from '../../server/src/schemas/trip'
import { book, bookBody, empIdOf, findFare, seatsLeft } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { applicationBody, approvedApplication, flightRoute, pendingItemsOf, submitApplication } from './helpers/trips'

const DECIDE = '/obt/vipBpmReceiveAppResult'

describe.each(targets)('approvals on $name', (target) => {
  let env: TestEnv
  let df: string
  let dfId: string
  let approver1: string
  let approver2: string

  beforeAll(async () => {
    env = await startTestApp(target)
    df = await env.login('df.traveller')
    dfId = await empIdOf(env, 'df.traveller')
    approver1 = await env.login('df.approver1')
    approver2 = await env.login('df.approver2')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const decide = (token: string, workItemId: string, completeState: 1 | 2, appRemark?: string, lang: 'zh' | 'en' = 'zh') =>
    env.post<ReceiveAppResultReply>(DECIDE, { workItemId, completeState, ...(appRemark ? { appRemark } : {}) }, { token, lang })
  const detail = (token: string, body: object) => env.post<ApprovalDetail>('/obt/orderApproveList', body, { token })
  const pending = (token: string) => env.get<ApprovalItemPage>('/obt/vipBpmForMyAppNew', { pageNum: 1, count: 50 }, { token })
  const info = (token: string, ccsqdId: string) => env.get<TripApplication>('/obt/vipCcsqdGetInfo', { ccsqdId }, { token })

  test('two levels in order: level 2 sees nothing before level 1 approves; approving twice is refused; messages and pushes follow each step', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const items = await env.database.db.selectFrom('approval_work_items').innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
      .select(['approval_work_items.id', 'approval_work_items.level', 'approval_work_items.state']).where('approval_instances.subject_id', '=', Number(app.ccsqdId))
      .where('approval_instances.order_type', '=', 11099).orderBy('approval_work_items.level').execute()
    expect(items.map((i) => [i.level, i.state])).toEqual([[1, 1], [2, 0]])
    const [first, second] = items.map((i) => String(i.id))

    // Level 2 before its turn: invisible, the same reply as a missing item, in the list, detail and decision.
    const missing = await decide(approver2, '99999999', 1)
    expect(missing).toMatchObject({ errCode: 4004 })
    expect(await decide(approver2, second, 1)).toEqual(missing)
    expect(await detail(approver2, { workItemId: second })).toEqual(await detail(approver2, { workItemId: '99999999' }))
    expect((await pending(approver2)).data.list.some((i) => i.workItemId === second)).toBe(false)
    // Someone else's item: the same.
    expect(await decide(approver2, first, 1)).toEqual(missing)

    const list = await pending(approver1)
    const row = list.data.list.find((i) => i.workItemId === first)
    expect(row).toMatchObject({ orderType: 11099, id: app.ccsqdId, no: app.ccsqdNo, title: '出差申请 · 成都→北京', applicantName: '杨帆', travellerNames: '杨帆',
      amount: 3800, level: 1, levels: 2, state: 1, violation: false })
    const seen = await detail(approver1, { workItemId: first })
    expect(seen.data).toMatchObject({ workItem: { workItemId: first, level: 1, state: 1, canDecide: true }, orderType: 11099, id: app.ccsqdId,
      application: { ccsqdNo: app.ccsqdNo, ccsy: '客户现场技术支持' }, progress: { status: 1, currentLevel: 1 } })
    // Level 1 may now read the application itself.
    expect((await info(approver1, app.ccsqdId)).errCode).toBe(1)

    expect(await decide(approver1, first, 1)).toMatchObject({ errCode: 1, data: { state: 2, instanceStatus: 1, nextApprovers: ['郭敏'] } })
    expect(await decide(approver1, first, 1)).toMatchObject({ errCode: 4009, tips: '该审批已处理' })
    expect(await decide(approver1, first, 1, undefined, 'en')).toMatchObject({ errCode: 4009, tips: 'This approval has already been handled' })
    const afterOne = await info(df, app.ccsqdId)
    expect(afterOne.data.progress).toMatchObject({ currentLevel: 2, nextApprovers: ['郭敏'], levels: [{ state: 2, decidedBy: { name: '林志强' } }, { state: 1 }] })

    const push2 = await env.get<PushOutboxReply>('/obt/demo/pushOutbox', { empNo: 'DF0005' })
    expect(push2.data.list[0]).toMatchObject({ yycj: 2, workItemId: second, orderId: app.ccsqdId, orderType: 11099 })
    expect((await pending(approver2)).data.list.some((i) => i.workItemId === second)).toBe(true)
    expect(await decide(approver2, second, 1)).toMatchObject({ errCode: 1, data: { state: 2, instanceStatus: 2, nextApprovers: [] } })
    const done = await info(df, app.ccsqdId)
    expect(done.data).toMatchObject({ status: 2, canChange: true, progress: { status: 2, levels: [{ state: 2 }, { state: 2, decidedBy: { name: '郭敏' } }] } })
    const decided = await env.get<ApprovalItemPage>('/obt/vipBpmForMyAppedNew', {}, { token: approver2 })
    expect(decided.data.list[0]).toMatchObject({ workItemId: second, state: 2, decidedAt: expect.any(String) })

    const messages = await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 3 }, { token: df })
    expect(messages.data.list.map((m) => m.title)).toEqual(['出差申请已审批通过', '出差申请审批进度', '出差申请已提交'])
    expect(messages.data.list[0]).toMatchObject({ yycj: 1, orderId: app.ccsqdId, orderType: 11099, read: false })
    const en = await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 1 }, { token: df, lang: 'en' })
    expect(en.data.list[0].title).toBe('Your business-trip application was approved')
    const pushes = await env.get<PushOutboxReply>('/obt/demo/pushOutbox', { empNo: 'DF0001' })
    expect(pushes.data.list[0]).toMatchObject({ yycj: 1, orderId: app.ccsqdId, orderType: 11099 })
    expect(pushes.data.list[0].workItemId).toBeUndefined()
  })

  test('another company, an employee off the chain, and a missing id all get the same reply', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const [item] = await pendingItemsOf(env, 11099, app.ccsqdId)
    const hxApprover = await env.login('hx.approver')
    const offChain = await env.login('df.admin')
    for (const token of [hxApprover, offChain]) {
      for (const lang of ['zh', 'en'] as const) {
        const missing = await env.post(DECIDE, { workItemId: '99999999', completeState: 1 }, { token, lang })
        expect(missing).toMatchObject({ errCode: 4004 })
        expect(await env.post(DECIDE, { workItemId: item.id, completeState: 1 }, { token, lang })).toEqual(missing)
        expect(await env.post('/obt/orderApproveList', { workItemId: item.id }, { token, lang }))
          .toEqual(await env.post('/obt/orderApproveList', { workItemId: '99999999' }, { token, lang }))
        expect(await env.post('/obt/orderApproveList', { orderId: app.ccsqdId, orderType: 11099 }, { token, lang }))
          .toEqual(await env.post('/obt/orderApproveList', { orderId: '99999999', orderType: 11099 }, { token, lang }))
      }
    }
    // The applicant reads the progress by id.
    expect((await detail(df, { orderId: app.ccsqdId, orderType: 11099 })).data).toMatchObject({ progress: { status: 1 }, application: { ccsqdId: app.ccsqdId } })
    expect((await detail(df, { orderId: app.ccsqdId, orderType: 11099 })).data.workItem).toBeUndefined()
  })

  test('rejection ends it: reason required, visible to the traveller, with a message; later levels never open', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const [item] = await pendingItemsOf(env, 11099, app.ccsqdId)
    expect(await decide(approver1, item.id, 2)).toMatchObject({ errCode: 4000, tips: '请填写驳回原因' })
    expect(await decide(approver1, item.id, 2, '出差事由不充分，请补充会议通知')).toMatchObject({ errCode: 1, data: { state: 3, instanceStatus: 3, nextApprovers: [] } })
    const view = await info(df, app.ccsqdId)
    expect(view.data).toMatchObject({ status: 3, statusText: '已驳回', rejectReason: '出差事由不充分，请补充会议通知',
      progress: { status: 3, levels: [{ state: 3, remark: '出差事由不充分，请补充会议通知' }, { state: 0 }] } })
    const listed = await env.get<{ list: { ccsqdId: string; rejectReason?: string }[] }>('/obt/vipCcsqdGetList', { status: 3 }, { token: df })
    expect(listed.data.list.find((a) => a.ccsqdId === app.ccsqdId)?.rejectReason).toBe('出差事由不充分，请补充会议通知')
    const [message] = (await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 1 }, { token: df })).data.list
    expect(message).toMatchObject({ title: '出差申请被驳回', yycj: 1, orderId: app.ccsqdId })
    expect(message.content).toContain('原因：出差事由不充分，请补充会议通知')
    expect(await pendingItemsOf(env, 11099, app.ccsqdId)).toEqual([])
    // Read mark of a personal message; someone else's answers 4004.
    expect((await env.post('/obt/readGgtz', { id: message.id, msgType: 2 }, { token: df })).errCode).toBe(1)
    expect((await env.post('/obt/readGgtz', { id: message.id, msgType: 2 }, { token: approver1 })).errCode).toBe(4004)
    expect((await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 1 }, { token: df })).data.list[0].read).toBe(true)
  })

  test('sent by me (/approval/Send): my submissions newest first, who decides now, the reason of a rejection; nobody else sees them', async () => {
    const waiting = await submitApplication(env, df, applicationBody(env, [dfId]))
    const rejected = await submitApplication(env, df, applicationBody(env, [dfId]))
    const [item] = await pendingItemsOf(env, 11099, rejected.ccsqdId)
    await decide(approver1, item.id, 2, '请合并到下周的行程')
    const sent = (await env.get<SentApprovalPage>('/obt/vipBpmForMySendAppNew', { pageNum: 1, count: 10 }, { token: df })).data
    const byId = (id: string) => sent.list.find((i) => i.orderType === 11099 && i.id === id)
    expect(sent.list.findIndex((i) => i.id === rejected.ccsqdId)).toBeLessThan(sent.list.findIndex((i) => i.id === waiting.ccsqdId))
    expect(byId(waiting.ccsqdId)).toMatchObject({ no: waiting.ccsqdNo, status: 1, currentLevel: 1, levels: 2, nextApprovers: ['林志强'] })
    expect(byId(rejected.ccsqdId)).toMatchObject({ status: 3, nextApprovers: [], rejectReason: '请合并到下周的行程' })
    expect(byId(rejected.ccsqdId)?.decidedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(sent.total).toBeGreaterThanOrEqual(2)
    // The approver sent none of these.
    const theirs = (await env.get<SentApprovalPage>('/obt/vipBpmForMySendAppNew', { pageNum: 1, count: 50 }, { token: approver1 })).data
    expect(theirs.list.some((i) => i.id === waiting.ccsqdId || i.id === rejected.ccsqdId)).toBe(false)
  })

  test('20 parallel approvals of one item record exactly one decision and advance the level once', async () => {
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const [item] = await pendingItemsOf(env, 11099, app.ccsqdId)
    const replies = await Promise.all(Array.from({ length: 20 }, () => decide(approver1, item.id, 1)))
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    expect(replies.filter((r) => r.errCode === 4009)).toHaveLength(19)
    const rows = await env.database.db.selectFrom('approval_work_items').innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
      .select(['approval_work_items.level', 'approval_work_items.state', 'approval_instances.current_level'])
      .where('approval_instances.subject_id', '=', Number(app.ccsqdId)).where('approval_instances.order_type', '=', 11099).execute()
    expect(rows.filter((r) => r.state === 2)).toHaveLength(1)
    expect(rows.filter((r) => r.level === 2 && r.state === 1)).toHaveLength(1)
    expect(rows[0].current_level).toBe(2)
    const todo = await env.database.db.selectFrom('emp_messages').select('id').where('order_id', '=', app.ccsqdId).where('order_type', '=', 11099).where('yycj', '=', 2).execute()
    expect(todo).toHaveLength(2)
  })

  test('several approvers on one level: the first decides, the other is skipped (4009 for them)', async () => {
    // DF's New Energy rule puts df.approver1 and df.approver2 both on level 1; df.admin on level 2.
    const admin = await env.login('df.admin')
    const ne = await empIdOf(env, 'df0101')
    const app = await submitApplication(env, admin, applicationBody(env, [ne]))
    const items = await pendingItemsOf(env, 11099, app.ccsqdId)
    expect(items.map((i) => [i.level, i.loginName]).sort()).toEqual([[1, 'df.approver1'], [1, 'df.approver2']])
    const second = items.find((i) => i.loginName === 'df.approver2') as { id: string }
    const first = items.find((i) => i.loginName === 'df.approver1') as { id: string }
    expect(await decide(approver2, second.id, 1)).toMatchObject({ errCode: 1, data: { nextApprovers: ['马超'] } })
    expect(await decide(approver1, first.id, 1)).toMatchObject({ errCode: 4009, tips: '该审批已处理' })
    const view = await info(admin, app.ccsqdId)
    expect(view.data.progress).toMatchObject({ ruleName: '新能源事业部出差审批', levels: [{ level: 1, state: 2, decidedBy: { name: '郭敏' } }, { level: 2, state: 1 }] })
    const state = await env.database.db.selectFrom('approval_work_items').select('state').where('id', '=', Number(first.id)).executeTakeFirstOrThrow()
    expect(state.state).toBe(4)
  })

  test('orders: a DF business order goes to approval; approved -> awaiting payment with a new deadline; rejected -> REJECTED and seats back', async () => {
    const inPolicy = (c: { policy: { inPolicy: boolean }; cabinClass: string }) => c.policy.inPolicy && c.cabinClass === 'Y'
    const { flight, cabin } = await findFare(env, df, { dep: 'CTU', arr: 'BJS', days: 4, want: inPolicy })
    const app = await approvedApplication(env, df, applicationBody(env, [dfId], { routes: [flightRoute(env, 4), flightRoute(env, 5)] }))
    const need = await env.post<NeedApprovalReply>('/obt/vipSpkzNeedApproval', { orderType: 11001, amount: cabin.price, violation: false, travellerEmpIds: [dfId] }, { token: df })
    expect(need.data).toEqual({ needApproval: true, ruleName: '机票预订审批', levels: 1 })

    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const ordered = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: app.ccsqdId }))
    expect(ordered.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, payDeadline: null })
    const sent = await env.post<SendAppReply>('/obt/vipBpmSendAppNew', { orderId: ordered.data.orderId, orderType: 11001 }, { token: df })
    const sentAgain = await env.post<SendAppReply>('/obt/vipBpmSendAppNew', { orderId: ordered.data.orderId, orderType: 11001 }, { token: df })
    expect(sent.data.instanceId).toBe(sentAgain.data.instanceId)
    expect((await env.post<{ count: number }>('/obt/vipBpmForPendingMyAppCount', {}, { token: df })).data.count).toBeGreaterThanOrEqual(1)

    const items = await pendingItemsOf(env, 11001, ordered.data.orderId)
    expect(items.map((i) => i.loginName).sort()).toEqual(['df.approver1', 'df.approver2'])
    const mine = (await pending(approver1)).data.list.find((i) => i.orderType === 11001 && i.id === ordered.data.orderId)
    expect(mine).toMatchObject({ no: ordered.data.orderNo, title: expect.stringMatching(/^机票订单 \S+ 成都-北京$/), travellerNames: '杨帆' })
    const seen = await detail(approver1, { workItemId: mine?.workItemId })
    expect(seen.data.order).toMatchObject({ orderId: ordered.data.orderId, status: 'IN_APPROVAL', statusText: '审批中', ccsqdNo: app.ccsqdNo,
      segments: [{ depCity: '成都', arrCity: '北京' }], passengers: [{ name: '杨帆', cardMasked: expect.stringMatching(/\*{4}/) }] })
    env.clock.advance(20 * 60 * 1000)
    expect(await decide(approver1, mine?.workItemId as string, 1)).toMatchObject({ errCode: 1, data: { instanceStatus: 2 } })
    const order = await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId: ordered.data.orderId }, { token: df })
    expect(order.data).toMatchObject({ status: 'AWAITING_PAYMENT', paySecondsLeft: 900 })
    const [payMessage] = (await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 1 }, { token: df })).data.list
    expect(payMessage).toMatchObject({ title: '机票订单已审批通过', orderType: 11001, orderId: ordered.data.orderId })
    expect(payMessage.content).toContain('15分钟内完成支付')

    // A second order on the other route, rejected: seats come back and the route opens again. (Another
    // flight: the traveller holds a seat on the first one, and one passenger holds one booking per flight.)
    const { flight: flight2, cabin: cabin2 } = await findFare(env, df, { dep: 'CTU', arr: 'BJS', days: 4, want: inPolicy, skip: 1 })
    const before2 = await seatsLeft(env, flight2.flightKey, cabin2.cabinCode)
    const second = await book(env, df, bookBody(cabin2.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: app.ccsqdId }))
    expect(second.errCode).toBe(1)
    expect(await seatsLeft(env, flight2.flightKey, cabin2.cabinCode)).toBe(before2 - 1)
    const [rejectItem] = await pendingItemsOf(env, 11001, second.data.orderId)
    const token = rejectItem.loginName === 'df.approver1' ? approver1 : approver2
    expect(await decide(token, rejectItem.id, 2, '请改乘高铁')).toMatchObject({ errCode: 1, data: { state: 3, instanceStatus: 3 } })
    const rejected = await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId: second.data.orderId }, { token: df })
    expect(rejected.data.status).toBe('REJECTED')
    expect(await seatsLeft(env, flight2.flightKey, cabin2.cabinCode)).toBe(before2)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 1)
    const routes = (await info(df, app.ccsqdId)).data.routes
    expect(routes.map((r) => r.routeStatus).sort()).toEqual([1, 3])

    // An order withdrawn by its booker while in approval: cancelled, items cancelled.
    const third = await book(env, df, bookBody(cabin2.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: app.ccsqdId }))
    const [thirdItem] = await pendingItemsOf(env, 11001, third.data.orderId)
    // Only the booker withdraws (the department head sees the order but did not book it).
    expect(await env.post('/obt/cancelApp', { orderId: third.data.orderId, orderType: 11001 }, { token: approver1 })).toMatchObject({ errCode: 4009, tips: '当前状态不允许撤回' })
    expect(await env.post('/obt/cancelApp', { orderId: third.data.orderId, orderType: 11001 }, { token: df })).toMatchObject({ errCode: 1 })
    expect(await decide(thirdItem.loginName === 'df.approver1' ? approver1 : approver2, thirdItem.id, 1)).toMatchObject({ errCode: 4009 })
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 1)
    expect(await seatsLeft(env, flight2.flightKey, cabin2.cabinCode)).toBe(before2)
    expect((await info(df, app.ccsqdId)).data.routes.map((r) => r.routeStatus).sort()).toEqual([1, 3])
  })

  test('rule matching by department, rank and amount (1 to 4 levels); rules of the own company only', async () => {
    const dfAdmin = await env.login('df.admin')
    const hxAdmin = await env.login('hx.admin')
    const match = async (token: string, login: string, amount: number, scope = 'trip') =>
      (await env.post<MatchGzReply>('/obt/matchGz', { scope, empId: await empIdOf(env, login), amount }, { token })).data.rule
    const table: [string, string, number, string | null, number | null][] = [
      // [caller, traveller, amount, rule, levels]
      [dfAdmin, 'df.traveller', 5000, '出差申请审批', 2], // default
      [dfAdmin, 'df.traveller', 20000, '大额出差申请审批（三级）', 3], // amount
      [dfAdmin, 'df0101', 5000, '新能源事业部出差审批', 2], // department NE
      [dfAdmin, 'df0101', 30000, '大额出差申请审批（三级）', 3], // amount outranks department
      [dfAdmin, 'df.approver2', 30000, '公司领导出差审批', 1], // rank P4 outranks amount
      [hxAdmin, 'hx.traveller', 49999.99, '出差申请审批', 1],
      [hxAdmin, 'hx.traveller', 50000, '大额出差申请审批（四级）', 4],
    ]
    for (const [token, login, amount, name, levels] of table) {
      const rule = await match(token, login, amount)
      expect([login, amount, rule?.name ?? null, rule?.levels ?? null]).toEqual([login, amount, name, levels])
    }
    const four = await match(hxAdmin, 'hx.traveller', 80000)
    expect(four?.steps.map((s) => s.approvers.map((a) => a.name))).toEqual([['张伟'], ['王静怡'], ['陈晓燕'], ['刘洋']])
    expect(await match(hxAdmin, 'hx.traveller', 100, 'booking')).toBeNull()
    expect((await match(dfAdmin, 'df.traveller', 100, 'booking'))?.steps).toEqual([{ level: 1, approvers: [expect.objectContaining({ name: '林志强' }), expect.objectContaining({ name: '郭敏' })] }])
    // A traveller outside the caller's scope answers like a missing employee.
    expect((await env.post('/obt/matchGz', { scope: 'trip', empId: await empIdOf(env, 'df0101') }, { token: df })).errCode).toBe(4004)

    const rules = await env.get<ApprovalRuleList>('/obt/spgzFindList', {}, { token: dfAdmin })
    expect(rules.data.list.map((r) => r.scope).sort()).toEqual(['booking', 'trip', 'trip', 'trip', 'trip', 'violation'])
    const ne = rules.data.list.find((r) => r.deptName === '新能源事业部') as ApprovalRule
    expect((await env.get<ApprovalRule>('/obt/vipSpgzFindDetail', { spgzId: ne.spgzId }, { token: dfAdmin })).data).toEqual(ne)
    expect((await env.get<ApprovalRule>('/obt/vipSpgzGetInfo', { spgzId: ne.spgzId }, { token: dfAdmin })).data).toEqual(ne)
    expect(await env.get('/obt/vipSpgzFindDetail', { spgzId: ne.spgzId }, { token: hxAdmin })).toEqual(await env.get('/obt/vipSpgzFindDetail', { spgzId: '99999999' }, { token: hxAdmin }))
    // A large application really gets three levels.
    const big = await submitApplication(env, df, applicationBody(env, [dfId], { jtys: 15000, zsys: 5000, qtys: 0 }))
    expect((await info(df, big.ccsqdId)).data.progress).toMatchObject({ ruleName: '大额出差申请审批（三级）', levels: [{ level: 1 }, { level: 2 }, { level: 3, approvers: [{ name: '马超' }] }] })
  })

  test('a company without rules approves at once (auto); badges count pending items, own submissions and unread messages', async () => {
    const before = (await env.post<TotalCountReply>('/obt/totalCount', {}, { token: approver1 })).data
    const counts = (await env.post<ApprovalCountReply>('/obt/vipBpmForMyAppCountNew', {}, { token: approver1 })).data
    expect(before.approval).toBe(counts.pending)
    const mineBefore = (await env.post<TotalCountReply>('/obt/totalCount', {}, { token: df })).data
    const app = await submitApplication(env, df, applicationBody(env, [dfId]))
    const after = (await env.post<TotalCountReply>('/obt/totalCount', {}, { token: approver1 })).data
    expect(after.approval).toBe(before.approval + 1)
    expect(after.message).toBe(before.message + 1)
    const mineAfter = (await env.post<TotalCountReply>('/obt/totalCount', {}, { token: df })).data
    expect(mineAfter.waitApproval).toBe(mineBefore.waitApproval + 1)
    expect(mineAfter.message).toBe(mineBefore.message + 1)
    const [item] = await pendingItemsOf(env, 11099, app.ccsqdId)
    await decide(approver1, item.id, 2, '不同意')
    expect((await env.post<ApprovalCountReply>('/obt/vipBpmForMyAppCountNew', {}, { token: approver1 })).data).toEqual({ pending: counts.pending, done: counts.done + 1 })
    expect((await env.post<TotalCountReply>('/obt/totalCount', {}, { token: df })).data.waitApproval).toBe(mineBefore.waitApproval)

    // With HX's trip rules switched off, an application is approved at once.
    const hxAdmin = await env.login('hx.admin')
    await env.database.db.updateTable('approval_rules').set({ status: 0 }).where('scope', '=', 'trip').where('corp_id', '=',
      (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id).execute()
    const auto = await env.post<{ status: number; ccsqdId: string }>('/obt/vipCcsqdAdd', {
      ...applicationBody(env, [await empIdOf(env, 'hx.admin')], { routes: [flightRoute(env, 2, { fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA' })] }),
      attachmentIds: undefined,
    }, { token: hxAdmin })
    // HX still requires an attachment; with the rule switched off the application is approved at once once one is given.
    expect(auto).toMatchObject({ errCode: 4009, tips: '请上传附件' })
    await env.database.db.updateTable('companies').set({ ccsqd_fj_required: 0 }).where('corp_no', '=', 'HXKJ').execute()
    const approvedAtOnce = await env.post<{ status: number; ccsqdId: string }>('/obt/vipCcsqdAdd',
      applicationBody(env, [await empIdOf(env, 'hx.admin')], { routes: [flightRoute(env, 2, { fromCity: '北京', fromCode: 'BJS', toCity: '上海', toCode: 'SHA' })] }), { token: hxAdmin })
    expect(approvedAtOnce).toMatchObject({ errCode: 1, data: { status: 2 } })
    expect((await info(hxAdmin, approvedAtOnce.data.ccsqdId)).data.progress).toMatchObject({ status: 2, auto: true, levels: [], ruleName: '无需审批' })
    await env.database.db.updateTable('approval_rules').set({ status: 1 }).execute()
    await env.database.db.updateTable('companies').set({ ccsqd_fj_required: 1 }).where('corp_no', '=', 'HXKJ').execute()
  })
})
