/**
 * The order spine with a product it has never heard of: a test-only "demo service" kind registered
 * here, on order type 11006 (the international flight change of booking-flows §2.4: no kind heads
 * its orders with it, and international changes are not offered online, so no row of it exists; a
 * made-up type such as 21099 cannot be used, the reply schemas take only the contract's types). It
 * has no table of its own: its hooks record what they were asked and keep a stock in memory. It is
 * booked through the booking pipeline, approved, paid, expired and swept with its release,
 * refunded, listed among all orders, counted in the badge and routed by its order type — through
 * the app's routes and the spine's functions, with no change to either.
 */
import type { Kysely } from 'kysely'
import { demoLogin } from '../../server/src/db/demo-logins'
import { findOrder, lockOrder, type Order } from '../../server/src/db/repositories/orders'
import type { DB } from '../../server/src/db/types'
import type { ApprovalDetail } from '../../server/src/schemas/approval'
import type { OrderListReply } from '../../server/src/schemas/order'
import { matchOrderRule } from '../../server/src/services/approvals/approval-engine'
import { bookInTransaction } from '../../server/src/services/booking/pipeline'
import { effectiveStatus, moveOrder, refundOrderIn, sweepOrders } from '../../server/src/services/orders/lifecycle'
import { ORDER_STATUS } from '../../server/src/services/orders/order-state'
import { registerOrderKind } from '../../server/src/services/orders/registry'
import { formatChinaTime } from '../../server/src/util/time'
import { empIdOf, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { approveEverything, pendingItemsOf } from './helpers/trips'

const DEMO_TYPE = 11006
const S = ORDER_STATUS

/** What the demo kind's hooks were asked, and its stock (one per booking). */
const calls: { hook: string; orderId: number }[] = []
let stock = 3

registerOrderKind({
  name: 'demo-service',
  orderTypes: [DEMO_TYPE],
  productCode: '10911',
  transitions: {
    [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.CANCELLED],
    [S.AWAITING_PAYMENT]: [S.PAID, S.CANCELLED],
    [S.PAID]: [S.ISSUED],
    [S.ISSUED]: [S.FULL_REFUND],
  },
  initialStatuses: [S.IN_APPROVAL, S.AWAITING_PAYMENT],
  paidStatus: S.PAID,
  hooks: {
    canSee: async (_ctx, caller, order) => order.booker_emp_id === caller.empId,
    release: async (_trx, order) => {
      calls.push({ hook: 'release', orderId: order.id })
      stock += 1
    },
    issueAfterPayment: async (ctx, order) => {
      calls.push({ hook: 'issue', orderId: order.id })
      return ctx.db.transaction().execute(async (trx) => {
        const locked = await lockOrder(trx, order.corp_id, order.id)
        if (!locked || locked.status !== S.PAID) return false
        await moveOrder(trx, locked, S.ISSUED, { event: 'issue', actorEmpId: null, at: ctx.clock() })
        return true
      })
    },
    approvalSubject: async (_db, order) => ({
      corpId: order.corp_id, orderType: DEMO_TYPE, subjectId: order.id, changeId: null, kind: 'kindFlightOrder', no: order.order_no,
      title: { zh: order.route_text_zh, en: order.route_text_en }, applicantEmpId: order.booker_emp_id, applicantName: '',
      travellerSideEmpIds: [order.booker_emp_id], amount: Number(order.total_amount), violation: false, mainTravellerEmpId: order.booker_emp_id,
    }),
    approvalSummary: async (_db, order) => ({
      orderId: String(order.id), orderNo: order.order_no, status: order.status as 'IN_APPROVAL', statusText: order.status, amount: Number(order.total_amount),
      tripType: 1, segments: [], passengers: [], violations: [],
    }),
    approvalRows: async (_db, orders) => new Map(orders.map((o) => [o.id, { title: o.route_text_en, travellerNames: '', summary: 'demo' }])),
    listSource: (db, scope) =>
      db.selectFrom('orders as o')
        .where('o.corp_id', '=', scope.corpId).where('o.order_type', '=', DEMO_TYPE).where('o.booker_emp_id', '=', scope.empId)
        .select(['o.id as row_id', 'o.id as order_id', 'o.order_type', 'o.order_no as no', 'o.status', 'o.pay_deadline', 'o.total_amount as amount', 'o.created_at', 'o.first_dep_at as dep_at']),
    listRows: async (db, rows, lang, now) => {
      const orders = await db.selectFrom('orders').selectAll().where('id', 'in', rows.map((r) => r.order_id)).execute()
      return rows.map((r) => {
        const o = orders.find((x) => x.id === r.order_id) as Order
        const status = effectiveStatus(o, now)
        return {
          id: String(o.id), orderId: String(o.id), orderNo: o.order_no, orderType: DEMO_TYPE as 11001, status: status as 'CANCELLED',
          amount: Number(o.total_amount), createdAt: formatChinaTime(o.created_at),
          payDeadline: status === S.AWAITING_PAYMENT && o.pay_deadline ? formatChinaTime(o.pay_deadline) : null,
          routeText: lang === 'en' ? o.route_text_en : o.route_text_zh, tripType: 1 as const, flightNo: '', depTime: '', passengerNames: '',
        }
      })
    },
  },
})

describe.each(targets)('order spine with a test-only product on $name', (target) => {
  let env: TestEnv
  let token: string
  let me: number
  let corpId: number

  beforeAll(async () => {
    env = await startTestApp(target)
    token = await env.login('df.booker')
    me = Number(await empIdOf(env, 'df.booker'))
    corpId = (await env.database.db.selectFrom('employees').select('corp_id').where('id', '=', me).executeTakeFirstOrThrow()).corp_id
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  /** Books one demo service through the pipeline; `approval`: under DF's booking rule. */
  async function bookDemo(clientToken: string, approval: boolean): Promise<Order> {
    const ctx = env.app.ctx
    const rule = approval ? await matchOrderRule(ctx.db, corpId, false, me, 300) : null
    if (approval) expect(rule).not.toBeNull()
    const { order } = await bookInTransaction(ctx, {
      corpId, bookerEmpId: me, clientToken, orderType: DEMO_TYPE, noPrefix: 'DS', rule, application: null,
      header: {
        trip_type: 1, contact_name: 'x', contact_phone: '13800138000', contact_email: null, cost_center_id: null, project_id: null,
        violations: null, violation_reason_id: null, violation_note: null,
        fare_total: 300, tax_total: 0, service_fee_total: 0, insurance_total: 0, total_amount: 300,
        first_dep_at: new Date(ctx.clock().getTime() + 86_400_000), route_text_zh: '贵宾室', route_text_en: 'Lounge',
      },
      hold: async (_trx: Kysely<DB>, created: Order) => {
        if (stock <= 0) throw new Error('sold out')
        stock -= 1
        calls.push({ hook: 'hold', orderId: created.id })
      },
    })
    return order
  }

  const header = async (id: number) => (await findOrder(env.database.db, corpId, id)) as Order
  const events = (id: number) =>
    env.database.db.selectFrom('order_events').select(['from_status', 'to_status', 'event']).where('order_id', '=', id).orderBy('id').execute()

  test('booking (idempotent per booker and key), approval, payment, issue, refund, listing and order-type routing', async () => {
    calls.length = 0
    stock = 3
    const order = await bookDemo('demo-1', true)
    expect(order).toMatchObject({ status: 'IN_APPROVAL', order_type: DEMO_TYPE, product_code: '10911', pay_deadline: null, need_approval: 1 })
    expect(order.order_no).toMatch(/^DS\d{14}$/)
    // The same key again: the same order, nothing held twice.
    expect((await bookDemo('demo-1', true)).id).toBe(order.id)
    expect(calls).toEqual([{ hook: 'hold', orderId: order.id }])

    // Routed by its order type: the booker's view of the approval, and the approver's item.
    const view = await env.post<ApprovalDetail>('/obt/orderApproveList', { orderId: String(order.id), orderType: DEMO_TYPE }, { token })
    expect(view.data).toMatchObject({ orderType: DEMO_TYPE, order: { orderId: String(order.id), status: 'IN_APPROVAL' } })
    const [item] = await pendingItemsOf(env, DEMO_TYPE, String(order.id))
    const approverToken = await env.login(item.loginName)
    const pending = await env.get<{ list: { id: string; orderType: number; title: string }[] }>('/obt/vipBpmForMyAppNew', { pageNum: 1, count: 10 }, { token: approverToken })
    expect(pending.data.list.find((r) => r.id === String(order.id))).toMatchObject({ orderType: DEMO_TYPE, title: 'Lounge' })
    await approveEverything(env, DEMO_TYPE, String(order.id))
    const approved = await header(order.id)
    expect(approved.status).toBe('AWAITING_PAYMENT')
    expect(approved.pay_deadline?.getTime()).toBe(env.clock.now().getTime() + 15 * 60_000)

    // Counted in the to-pay badge with every kind.
    const badges = await env.post<{ toPay: number }>('/obt/totalCount', {}, { token })
    expect(badges.data.toPay).toBeGreaterThanOrEqual(1)

    // Paid through the app's payment calls (DF's company account): PAID, then issued by the kind.
    const paid = await payOrders(env, token, demoLogin('df.booker').phone, [String(order.id)])
    expect(paid.orders).toEqual([{ orderId: String(order.id), status: 'ISSUED' }])
    expect(calls.map((c) => c.hook)).toEqual(['hold', 'issue'])
    const links = await env.database.db.selectFrom('payment_orders').select('order_id').where('order_id', '=', order.id).execute()
    expect(links).toHaveLength(1)

    // Refunded through the spine: money back, FULL_REFUND.
    const now = env.clock.now()
    await env.database.db.transaction().execute(async (trx) => {
      const locked = (await lockOrder(trx, corpId, order.id)) as Order
      await refundOrderIn(env.app.ctx, trx, locked, { to: S.FULL_REFUND, amount: 300, refundNo: 'DSR1', reason: 'test', actorEmpId: me, at: now })
    })
    expect(await header(order.id)).toMatchObject({ status: 'FULL_REFUND', refunded_amount: 300 })
    expect((await events(order.id)).map((e) => `${e.from_status ?? ''}>${e.to_status}:${e.event}`)).toEqual([
      '>IN_APPROVAL:book', 'IN_APPROVAL>AWAITING_PAYMENT:approve', 'AWAITING_PAYMENT>PAID:pay', 'PAID>ISSUED:issue', 'ISSUED>FULL_REFUND:refund',
    ])

    // All orders: among the caller's rows, with its own order type; filtered by type.
    const all = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2 }, { token })
    expect(all.data.list.find((r) => r.orderId === String(order.id))).toMatchObject({ orderType: DEMO_TYPE, status: 'FULL_REFUND' })
    const onlyDemo = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderType: DEMO_TYPE }, { token })
    expect(onlyDemo.data.list.every((r) => (r.orderType as number) === DEMO_TYPE)).toBe(true)
    const onlyFlights = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderType: 11001 }, { token })
    expect(onlyFlights.data.list.some((r) => r.orderId === String(order.id))).toBe(false)
  })

  test('all orders pages, counts and filters in the database across kinds', async () => {
    stock = 100
    const booked: Order[] = []
    for (let i = 0; i < 23; i += 1) {
      booked.push(await bookDemo(`demo-page-${i}`, false))
      env.clock.advance(1000)
    }
    const list = (body: object) => env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderType: DEMO_TYPE, ...body }, { token })
    const first = await list({ pageNum: 1, count: 10 })
    const total = first.data.total
    expect(total).toBeGreaterThanOrEqual(23)
    // Newest first; the pages do not overlap and together hold every row.
    expect(first.data.list.slice(0, 3).map((r) => r.orderId)).toEqual(booked.slice(-3).reverse().map((o) => String(o.id)))
    const pages = [first.data.list]
    for (let page = 2; page <= Math.ceil(total / 10); page += 1) pages.push((await list({ pageNum: page, count: 10 })).data.list)
    expect(new Set(pages.flat().map((r) => r.id)).size).toBe(total)
    // Past the end: no rows, the same total.
    expect((await list({ pageNum: 99, count: 10 })).data).toEqual({ list: [], total })
    // By number, and by the status readers see.
    expect((await list({ orderNo: booked[5].order_no.slice(-6) })).data.list.map((r) => r.orderId)).toContain(String(booked[5].id))
    const awaiting = (await list({ statuses: ['AWAITING_PAYMENT'], count: 100 })).data
    expect(awaiting.list.map((r) => r.orderId)).toEqual(expect.arrayContaining(booked.slice(-3).map((o) => String(o.id))))
    env.clock.advance(16 * 60_000)
    const expired = (await list({ statuses: ['AWAITING_PAYMENT'], count: 100 })).data
    expect(expired.list.filter((r) => booked.some((o) => String(o.id) === r.orderId))).toEqual([])
    expect((await list({ statuses: ['CANCELLED'], count: 100 })).data.list.filter((r) => booked.some((o) => String(o.id) === r.orderId))).toHaveLength(23)
    await sweepOrders(env.app.ctx)
  })

  test('expiry: reads show it cancelled without writing; the sweep cancels it once and the kind releases once; a rejection releases too', async () => {
    calls.length = 0
    stock = 3
    const order = await bookDemo('demo-2', false)
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT' })
    env.clock.advance(16 * 60_000)
    const list = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderType: DEMO_TYPE }, { token })
    expect(list.data.list.find((r) => r.orderId === String(order.id))).toMatchObject({ status: 'CANCELLED', payDeadline: null })
    await env.post('/obt/totalCount', {}, { token })
    // Nothing was written by those reads.
    expect((await header(order.id)).status).toBe('AWAITING_PAYMENT')
    expect(calls.filter((c) => c.hook === 'release')).toEqual([])
    // Two sweeps at once: one cancellation, one event, one release.
    await Promise.all([sweepOrders(env.app.ctx), sweepOrders(env.app.ctx)])
    expect((await header(order.id)).status).toBe('CANCELLED')
    expect((await events(order.id)).filter((e) => e.event === 'expire')).toHaveLength(1)
    expect(calls.filter((c) => c.hook === 'release' && c.orderId === order.id)).toHaveLength(1)
    expect(stock).toBe(3)

    const rejected = await bookDemo('demo-3', true)
    const [item] = await pendingItemsOf(env, DEMO_TYPE, String(rejected.id))
    const reply = await env.post('/obt/vipBpmReceiveAppResult', { workItemId: item.id, completeState: 2, appRemark: 'no' }, { token: await env.login(item.loginName) })
    expect(reply.errCode).toBe(1)
    expect(await header(rejected.id)).toMatchObject({ status: 'REJECTED' })
    expect(calls.filter((c) => c.hook === 'release' && c.orderId === rejected.id)).toHaveLength(1)
    expect((await events(rejected.id)).at(-1)).toMatchObject({ to_status: 'REJECTED', event: 'reject' })
  })
})
