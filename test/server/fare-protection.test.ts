/**
 * Fare protection in the approval window (issue 18 §1). The budget rule and the fare-at-approval
 * rule as tables; then, on PGlite and PostgreSQL, DFNY (protection on: 10 %, 2 hours) books under
 * approved applications: in policy and in budget goes straight to payment with the application's
 * approval on the timeline; over budget goes to approval and keeps its quote within the hold;
 * after the hold a fare moved within the tolerance is paid at the new price, one moved beyond it
 * waits for the traveller's yes. Administrators change the settings (bad input 4000, others 4004).
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { ApprovalDetail } from '../../server/src/schemas/approval'
import type { FareProtectionReply } from '../../server/src/schemas/company-admin'
import type { FareConfirmReply, OrderDetail } from '../../server/src/schemas/order'
import { budgetCovers, fareOnApproval, withTolerance, type FareProtection } from '../../server/src/services/booking/fare-protection'
import { book, bookBody, dayAhead, empIdOf, findFare, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { applicationBody, approveEverything, approvedApplication, flightRoute } from './helpers/trips'

const ON: FareProtection = { enabled: true, tolerancePct: 10, holdMinutes: 120 }
const OFF: FareProtection = { ...ON, enabled: false }
const MIN = 60 * 1000

describe('the budget rule', () => {
  test.each([
    ['in budget', ON, true, 900, 1000, true],
    ['at the budget', ON, true, 1000, 1000, true],
    ['over, within the tolerance', ON, true, 1100, 1000, true],
    ['over the tolerance by a fen', ON, true, 1100.01, 1000, false],
    ['far over', ON, true, 1500, 1000, false],
    ['out of policy, in budget', ON, false, 500, 1000, false],
    ['no budget on the route', ON, true, 500, null, false],
    ['a zero budget', ON, true, 0, 0, false],
    ['protection off', OFF, true, 500, 1000, false],
    ['no tolerance: exactly the budget', { ...ON, tolerancePct: 0 }, true, 1000, 1000, true],
    ['no tolerance: a fen over', { ...ON, tolerancePct: 0 }, true, 1000.01, 1000, false],
  ] as const)('%s', (_name, p, inPolicy, total, budget, covered) => {
    expect(budgetCovers(p, { inPolicy, total, budget })).toBe(covered)
  })

  test('the tolerance in fen', () => {
    expect(withTolerance(1000, 10)).toBe(1100)
    expect(withTolerance(999.99, 10)).toBe(1099.98)
    expect(withTolerance(1234.5, 0)).toBe(1234.5)
  })
})

describe('the fare when approval lands', () => {
  const booked = new Date('2026-11-24T02:00:00Z')
  const holdUntil = new Date(booked.getTime() + 120 * MIN)
  const within = new Date(booked.getTime() + 60 * MIN)
  const after = new Date(booked.getTime() + 121 * MIN)
  test.each([
    ['within the hold, the market up 30 %', 1000, 1300, within, 'held', 1000],
    ['within the hold, the market down', 1000, 800, within, 'held', 1000],
    ['at the hold\'s last instant', 1000, 1300, holdUntil, 'held', 1000],
    ['hold expired, unchanged', 1000, 1000, after, 'held', 1000],
    ['hold expired, up 5 %', 1000, 1050, after, 'moved', 1050],
    ['hold expired, up exactly the tolerance', 1000, 1100, after, 'moved', 1100],
    ['hold expired, down', 1000, 900, after, 'moved', 900],
    ['hold expired, beyond the tolerance', 1000, 1100.01, after, 'ask', 1100.01],
    ['hold expired, up 25 %', 1000, 1250, after, 'ask', 1250],
  ] as const)('%s', (_name, quoted, current, now, outcome, total) => {
    expect(fareOnApproval(ON, { quoted, current, holdUntil, now })).toEqual({ outcome, total })
  })
})

describe.each(targets)('fare protection on $name', (target) => {
  let env: TestEnv
  let df: string
  let dfId: string
  let skip = 0
  const phone = demoLogin('df.traveller').phone

  beforeAll(async () => {
    env = await startTestApp(target)
    df = await env.login('df.traveller')
    dfId = await empIdOf(env, 'df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  /** An in-policy CTU -> SHA fare 14 days out (a different flight each time), booked under an approved application whose route has `budget`. */
  async function bookUnder(budget: number | undefined) {
    const { cabin } = await findFare(env, df, { dep: 'CTU', arr: 'SHA', days: 14, want: (c) => c.policy.inPolicy && c.cabinClass === 'Y', skip: skip++ })
    const app = await approvedApplication(env, df, applicationBody(env, [dfId], {
      dateBegin: dayAhead(env, 13), dateEnd: dayAhead(env, 16), mdd: '上海',
      routes: [flightRoute(env, 14, { toCity: '上海', toCode: 'SHA', ...(budget === undefined ? {} : { fyys: budget }) })],
    }))
    const booked = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: app.ccsqdId }))
    if (booked.errCode !== 1) throw new Error(JSON.stringify(booked))
    return { order: booked.data, app, cabin }
  }
  const detail = async (orderId: string, token = df, lang: 'zh' | 'en' = 'zh') => (await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId }, { token, lang })).data
  const header = (orderId: string) => env.database.db.selectFrom('orders').selectAll().where('id', '=', Number(orderId)).executeTakeFirstOrThrow()
  const events = async (orderId: string) =>
    (await env.database.db.selectFrom('order_events').select(['event', 'note']).where('order_id', '=', Number(orderId)).orderBy('id').execute())

  test('in policy and within the route budget: straight to payment, the application approved it (and the timeline says so)', async () => {
    const { order, app } = await bookUnder(5000)
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false })
    const instance = await env.database.db.selectFrom('approval_instances').selectAll()
      .where('order_type', '=', 11001).where('subject_id', '=', Number(order.orderId)).executeTakeFirstOrThrow()
    expect(instance).toMatchObject({ levels: 0, status: 2 })
    expect(instance.rule_name).toContain(app.ccsqdNo)
    expect(instance.rule_name_en).toMatch(/within the budget of ¥5,000 \(\+10% tolerance\)/)
    // The traveller's timeline: approved automatically, and why.
    const timeline = await env.post<ApprovalDetail>('/obt/orderApproveList', { orderId: order.orderId, orderType: 11001 }, { token: df, lang: 'en' })
    expect(timeline.data.progress).toMatchObject({ auto: true, autoReason: expect.stringContaining(app.ccsqdNo) })
    const paid = await payOrders(env, df, phone, [order.orderId])
    expect(paid).toBeDefined()
    expect((await detail(order.orderId)).fareProtection).toBeUndefined()
  })

  test('over budget: approval as before; the quote is held for 2 hours and the approver reads the rule', async () => {
    const before = env.clock.now()
    const { order } = await bookUnder(100)
    expect(order).toMatchObject({ status: 'IN_APPROVAL', needApproval: true })
    const row = await header(order.orderId)
    expect(Number(row.quoted_total)).toBe(Number(row.total_amount))
    expect(row.fare_hold_until?.getTime()).toBe(before.getTime() + 120 * MIN)
    const shown = await detail(order.orderId, df, 'en')
    expect(shown.fareProtection).toMatchObject({ quotedTotal: Number(row.total_amount), askTotal: null })
    expect(shown.fareProtection?.heldUntil).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(shown.fareProtection?.rule).toMatch(/keeps its quoted fare for 2 hours/)

    // The market moves 30 % up, but the approval lands within the hold: the quote stands.
    const moved = await env.post<{ prices: { price: number }[] }>('/obt/demo/flight/fareMove', { orderId: order.orderId, percent: 30 })
    expect(moved.errCode).toBe(1)
    await env.database.db.updateTable('orders').set({ fare_hold_until: new Date(env.clock.now().getTime() + 60 * MIN) }).where('id', '=', Number(order.orderId)).execute()
    const approver = await env.login('df.approver1')
    const item = await env.database.db.selectFrom('approval_work_items').innerJoin('approval_instances', 'approval_instances.id', 'approval_work_items.instance_id')
      .select('approval_work_items.id').where('approval_instances.subject_id', '=', Number(order.orderId)).where('approval_instances.order_type', '=', 11001)
      .where('approval_work_items.state', '=', 1).executeTakeFirstOrThrow()
    const forApprover = await env.post<ApprovalDetail>('/obt/orderApproveList', { workItemId: String(item.id) }, { token: approver })
    expect(forApprover.errCode).toBe(1)
    expect(forApprover.data.fareProtection?.rule).toMatch(/票价保护/)
    await approveEverything(env, 11001, order.orderId)
    const after = await header(order.orderId)
    expect(after.status).toBe('AWAITING_PAYMENT')
    expect(Number(after.total_amount)).toBe(Number(row.total_amount))
    expect((await events(order.orderId)).map((e) => e.event)).not.toContain('fareMoved')
  })

  test('after the hold, a fare moved within the tolerance goes through at the new price and is paid at it', async () => {
    const { order } = await bookUnder(100)
    const quoted = Number((await header(order.orderId)).total_amount)
    const fareBefore = Number((await header(order.orderId)).fare_total)
    const moved = await env.post<{ prices: { price: number }[] }>('/obt/demo/flight/fareMove', { orderId: order.orderId, percent: 5 })
    expect(moved.errCode).toBe(1)
    const newFare = moved.data.prices[0].price
    expect(newFare).toBeGreaterThan(fareBefore)
    await approveEverything(env, 11001, order.orderId)
    const after = await header(order.orderId)
    expect(after.status).toBe('AWAITING_PAYMENT')
    expect(Number(after.fare_total)).toBe(newFare)
    expect(Number(after.total_amount)).toBe(quoted - fareBefore + newFare)
    expect(after.fare_ask_total).toBeNull()
    expect((await events(order.orderId)).find((e) => e.event === 'fareMoved')?.note).toMatch(/->/)
    const shown = await detail(order.orderId)
    expect(shown.price.total).toBe(Number(after.total_amount))
    expect(shown.allowedActions.pay).toBe(true)
    await payOrders(env, df, phone, [order.orderId])
    expect(Number((await header(order.orderId)).paid_amount)).toBe(Number(after.total_amount))
  })

  test('after the hold, a fare moved beyond the tolerance waits for the traveller: payment refuses, the yes takes the new price', async () => {
    const { order } = await bookUnder(100)
    const quoted = Number((await header(order.orderId)).total_amount)
    expect((await env.post('/obt/demo/flight/fareMove', { orderId: order.orderId, percent: 25 })).errCode).toBe(1)
    await approveEverything(env, 11001, order.orderId)
    const asked = await header(order.orderId)
    expect(asked.status).toBe('AWAITING_PAYMENT')
    expect(Number(asked.total_amount)).toBe(quoted)
    const askTotal = Number(asked.fare_ask_total)
    expect(askTotal).toBeGreaterThan(quoted * 1.1)
    const shown = await detail(order.orderId, df, 'en')
    expect(shown.fareProtection?.askTotal).toBe(askTotal)
    expect(shown.allowedActions.pay).toBe(false)
    const refused = await env.post('/obt/getPaySubject', { orderIds: [order.orderId] }, { token: df })
    expect(refused).toMatchObject({ errCode: 4009, data: { field: 'fare' } })
    expect(refused.tips).toContain(String(askTotal))

    // Someone of another company, or one who cannot see the order, is answered like a missing order.
    const hx = await env.login('hx.traveller')
    expect(await env.post('/obt/order/fareConfirm', { orderId: order.orderId }, { token: hx })).toMatchObject({ errCode: 4004 })
    expect(await env.post('/obt/order/fareConfirm', { orderId: 'x' }, { token: df })).toMatchObject({ errCode: 4000 })

    const yes = await env.post<FareConfirmReply>('/obt/order/fareConfirm', { orderId: order.orderId }, { token: df })
    expect(yes.errCode).toBe(1)
    expect(yes.data.totalAmount).toBe(askTotal)
    const taken = await header(order.orderId)
    expect(Number(taken.total_amount)).toBe(askTotal)
    expect(taken.fare_ask_total).toBeNull()
    expect(await env.post('/obt/order/fareConfirm', { orderId: order.orderId }, { token: df })).toMatchObject({ errCode: 4009 })
    await payOrders(env, df, phone, [order.orderId])
    expect(Number((await header(order.orderId)).paid_amount)).toBe(askTotal)
  })

  test('a route without a budget is not covered; the administrator turns protection off and on, bad values 4000, others 4004', async () => {
    const { order } = await bookUnder(undefined)
    expect(order.status).toBe('IN_APPROVAL')

    const admin = await env.login('df.admin')
    const current = await env.get<FareProtectionReply>('/obt/vipCorpFareProtection', {}, { token: admin })
    expect(current.data).toMatchObject({ enabled: 1, tolerancePct: 10, holdMinutes: 120 })
    expect(await env.get('/obt/vipCorpFareProtection', {}, { token: df })).toMatchObject({ errCode: 4004 })
    expect(await env.post('/obt/vipCorpFareProtectionEdit', { enabled: 1, tolerancePct: 90, holdMinutes: 120 }, { token: admin })).toMatchObject({ errCode: 4000 })
    expect(await env.post('/obt/vipCorpFareProtectionEdit', { enabled: 1, tolerancePct: 5, holdMinutes: 5 }, { token: admin })).toMatchObject({ errCode: 4000 })
    expect(await env.post('/obt/vipCorpFareProtectionEdit', { enabled: 0, tolerancePct: 10, holdMinutes: 120 }, { token: df })).toMatchObject({ errCode: 4004 })

    const off = await env.post<FareProtectionReply>('/obt/vipCorpFareProtectionEdit', { enabled: 0, tolerancePct: 10, holdMinutes: 120 }, { token: admin, lang: 'en' })
    expect(off.data.enabled).toBe(0)
    const unprotected = await bookUnder(5000)
    expect(unprotected.order.status).toBe('IN_APPROVAL')
    expect((await header(unprotected.order.orderId)).quoted_total).toBeNull()

    const on = await env.post<FareProtectionReply>('/obt/vipCorpFareProtectionEdit', { enabled: 1, tolerancePct: 15, holdMinutes: 30 }, { token: admin, lang: 'en' })
    expect(on.data).toMatchObject({ enabled: 1, tolerancePct: 15, holdMinutes: 30 })
    expect(on.data.rule).toMatch(/\+15%.*30 minutes/)
    // HXKJ's settings are its own.
    const hxAdmin = await env.login('hx.admin')
    expect((await env.get<FareProtectionReply>('/obt/vipCorpFareProtection', {}, { token: hxAdmin })).data.enabled).toBe(0)
    await env.post('/obt/vipCorpFareProtectionEdit', { enabled: 1, tolerancePct: 10, holdMinutes: 120 }, { token: admin })
  })

  test('the demo market answers only the demo world\'s loopback clients', async () => {
    const { order } = await bookUnder(100)
    const res = await env.inject({ method: 'POST', url: '/obt/demo/flight/fareMove', payload: { orderId: order.orderId, percent: 5 }, remoteAddress: '203.0.113.9' })
    expect(res.json()).toMatchObject({ errCode: 4004 })
    expect(await env.post('/obt/demo/flight/fareMove', { orderId: order.orderId, percent: 80 })).toMatchObject({ errCode: 4000 })
  })
})
