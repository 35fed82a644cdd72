/**
 * Orders after booking: cancel, refund and change with fees, visibility (another company or a
 * traveller outside the booking scope answers exactly like a missing id), order lists, the PDF
 * itinerary, e-mail, and the traveller calls (bookable colleagues, frequent travellers).
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type {
  ChangeAddReply,
  ChangeDetail,
  ChangeFeeReply,
  OrderDetail,
  OrderListReply,
  PdfGenerateReply,
  RefundAddReply,
  RefundDetail,
} from '../../server/src/schemas/order'
import type { ContactDetail, ContactsPageReply, EmpFindListReply } from '../../server/src/schemas/traveller'
import { buildIdNumber } from '../../server/src/util/id-card'
import { book, bookBody, cabinsOf, empIdOf, findFare, payChange, payOrders, searchFlights, seatsLeft } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const TK = '/obt/plane/tkOrder'

describe.each(targets)('flight orders on $name', (target) => {
  let env: TestEnv
  let corp: string
  let corpId: string
  let colleague: string

  beforeAll(async () => {
    env = await startTestApp(target)
    corp = await env.login('hx.corpbooker')
    corpId = await empIdOf(env, 'hx.corpbooker')
    colleague = await empIdOf(env, 'hx0105')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const detail = (token: string, orderId: string) => env.get<OrderDetail>(`${TK}/orderDetail`, { orderId }, { token })

  /** Books (personal trip: no policy in the way) and pays an order for the corp booker and hx0105. */
  async function issuedOrder(days: number, passengers = () => [{ empId: corpId }, { empId: colleague }]) {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y', days })
    const reply = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: passengers() }))
    expect(reply.errCode).toBe(1)
    await payOrders(env, corp, demoLogin('hx.corpbooker').phone, [reply.data.orderId])
    return { flight, cabin, orderId: reply.data.orderId, orderNo: reply.data.orderNo }
  }

  /** A business trip of hx0105 booked by the corp booker in the traveller's policy, paid by the company account. */
  async function issuedBusinessOrder(days: number) {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.policy.inPolicy, days, travellerEmpIds: [colleague] })
    const reply = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 1, passengers: [{ empId: colleague }] }))
    expect(reply.errCode).toBe(1)
    await payOrders(env, corp, demoLogin('hx.corpbooker').phone, [reply.data.orderId])
    return { flight, cabin, orderId: reply.data.orderId, orderNo: reply.data.orderNo }
  }

  test('cancel before payment releases the seats; a paid order cannot be cancelled', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y', days: 8 })
    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const reply = await book(env, corp, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: corpId }, { empId: colleague }] }))
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 2)
    expect(await env.post(`${TK}/cancelTkOrder`, { orderId: reply.data.orderId }, { token: corp })).toMatchObject({ errCode: 1, data: { status: 'CANCELLED' } })
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before)
    expect(await env.post(`${TK}/cancelTkOrder`, { orderId: reply.data.orderId }, { token: corp })).toMatchObject({ errCode: 4009, tips: '当前订单状态不允许此操作' })
    const paid = await issuedOrder(9)
    expect((await env.post(`${TK}/cancelTkOrder`, { orderId: paid.orderId }, { token: corp })).errCode).toBe(4009)
  })

  test('refund: fee from the fare rule for the time before departure, taxes back, seats released; partial then full', async () => {
    const { flight, cabin, orderId } = await issuedOrder(10)
    const order = await detail(corp, orderId)
    const [p1, p2] = order.data.passengers
    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const rule = await env.post<{ refund: { feePercent: number }[] }>('/obt/plane/shopping/gn/v3/queryFlightRule', { cabinKey: cabin.cabinKey }, { token: corp })
    const percent = rule.data.refund[0].feePercent // 10 days ahead: the "7 days or more" tier
    const first = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId, passengerIds: [p1.passengerId], reason: '行程取消' }, { token: corp })
    const fee = Math.round((cabin.price * percent) / 100)
    expect(first.data).toMatchObject({ orderStatus: 'PARTIAL_REFUND', fee, refundAmount: cabin.price - fee + 50 + 40, refundNo: expect.stringMatching(/^TR\d{14}$/) })
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before + 1)
    const refund = await env.get<RefundDetail>(`${TK}/refundOrderDetail`, { refundId: first.data.refundId }, { token: corp })
    expect(refund.data).toMatchObject({ orderType: 11002, orderId, status: 'PARTIAL_REFUND', reason: '行程取消', totalFee: fee })
    expect(refund.data.items).toEqual([expect.objectContaining({ passengerId: p1.passengerId, feePercent: percent, fee, taxes: 90, ticketNo: p1.tickets[0].ticketNo })])
    expect(refund.data.hoursBeforeDeparture).toBeGreaterThan(168)
    // Refunding the same ticket again: nothing to refund.
    expect(await env.post(`${TK}/refundAdd`, { orderId, passengerIds: [p1.passengerId], reason: 'x' }, { token: corp })).toMatchObject({ errCode: 4009, tips: '没有可退的客票' })
    // Closer to departure the fee is higher (3 days: the 48h-7d tier).
    env.clock.advance(7 * 24 * 3600 * 1000)
    const token = await env.login('hx.corpbooker')
    corp = token
    const second = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId, passengerIds: [p2.passengerId], reason: '行程取消' }, { token })
    expect(second.data.orderStatus).toBe('FULL_REFUND')
    const after = await detail(token, orderId)
    expect(after.data).toMatchObject({ status: 'FULL_REFUND', allowedActions: { refund: false, change: false } })
    expect(after.data.price.refunded).toBe(first.data.refundAmount + second.data.refundAmount)
    expect(after.data.refunds).toHaveLength(2)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before + 2)
  })

  test('change of a personally paid order: fee and fare difference, waits for payment (seats held), paid: seats moved, new ticket numbers; PARTIAL_CHANGE then CHANGED', async () => {
    const { flight, cabin, orderId } = await issuedOrder(20)
    const order = await detail(corp, orderId)
    const [p1, p2] = order.data.passengers
    const date = order.data.segments[0].depTime.slice(0, 10)
    const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2 })
    const other = flights.find((f) => f.flightKey !== flight.flightKey) as (typeof flights)[number]
    const { cabins } = await cabinsOf(env, corp, other.flightKey, undefined, 2)
    const target = cabins.find((c) => c.cabinCode === 'Y') ?? cabins[cabins.length - 1]
    const oldBefore = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const newBefore = await seatsLeft(env, other.flightKey, target.cabinCode)

    const fee = await env.post<ChangeFeeReply>(`${TK}/queryChangeFee`, { orderId, newCabinKey: target.cabinKey, passengerIds: [p1.passengerId] }, { token: corp })
    const rule = await env.post<{ change: { feePercent: number }[] }>('/obt/plane/shopping/gn/v3/queryFlightRule', { cabinKey: cabin.cabinKey }, { token: corp })
    const expectedFee = Math.round((cabin.price * rule.data.change[0].feePercent) / 100)
    const diff = Math.max(0, target.price - cabin.price)
    expect(fee.data).toMatchObject({
      allowed: true, passengerCount: 1, changeFeePerTicket: expectedFee, fareDifferencePerTicket: diff, total: expectedFee + diff,
      fareRefund: 0, payable: expectedFee + diff, refundable: 0, payType: 'PERSONAL', settlement: 'PAY_ONLINE',
    })

    const changed = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [p1.passengerId], newCabinKey: target.cabinKey, reason: '会议提前' }, { token: corp })
    expect(changed.data).toMatchObject({
      orderStatus: 'AWAITING_PAYMENT', needPayment: true, settlement: 'PAY_ONLINE', amount: expectedFee + diff, payable: expectedFee + diff,
      changeNo: expect.stringMatching(/^TC\d{14}$/), payDeadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    // Waiting for payment: the new seat is held, the old ticket still flies, nothing was charged.
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(oldBefore)
    expect(await seatsLeft(env, other.flightKey, target.cabinCode)).toBe(newBefore - 1)
    const waiting = await env.get<ChangeDetail>(`${TK}/tkChangeOrderDetail`, { changeId: changed.data.changeId }, { token: corp })
    expect(waiting.data).toMatchObject({ status: 'AWAITING_PAYMENT', canPay: true, payType: 'PERSONAL', settlement: 'PAY_ONLINE', paySecondsLeft: 900 })
    const still = await detail(corp, orderId)
    expect(still.data.status).toBe('ISSUED')
    expect(still.data.passengers.find((p) => p.passengerId === p1.passengerId)?.tickets.map((t) => t.status)).toEqual(['ISSUED'])
    expect(still.data.changes).toEqual([expect.objectContaining({ id: changed.data.changeId, status: 'AWAITING_PAYMENT' })])
    // The same ticket cannot be changed or refunded while its change waits.
    expect(await env.post(`${TK}/refundAdd`, { orderId, passengerIds: [p1.passengerId], reason: 'x' }, { token: corp })).toMatchObject({ errCode: 4009, tips: '该客票有待支付的改签，请先支付或等待其失效' })
    const paid = await payChange(env, corp, demoLogin('hx.corpbooker').phone, orderId, changed.data.changeId)
    expect(paid).toMatchObject({ payType: 'PERSONAL', amount: expectedFee + diff, orders: [{ orderId, status: 'PARTIAL_CHANGE' }] })
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(oldBefore + 1)
    expect(await seatsLeft(env, other.flightKey, target.cabinCode)).toBe(newBefore - 1)
    const change = await env.get<ChangeDetail>(`${TK}/tkChangeOrderDetail`, { changeId: changed.data.changeId }, { token: corp })
    expect(change.data).toMatchObject({ orderType: 11003, status: 'PARTIAL_CHANGE', reason: '会议提前', canPay: false, paidAt: expect.any(String), oldSegment: { flightNo: flight.flightNo }, newSegment: { flightNo: other.flightNo, changedFromFlightNo: flight.flightNo } })
    expect(change.data.items[0].newTicketNo).toMatch(/^\d{13}$/)
    expect(change.data.items[0].newTicketNo).not.toBe(change.data.items[0].oldTicketNo)
    const partial = await detail(corp, orderId)
    expect(partial.data.segments.map((s) => s.flightNo).sort()).toEqual([flight.flightNo, other.flightNo].sort())

    const rest = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [p2.passengerId], newCabinKey: target.cabinKey }, { token: corp })
    expect(rest.data.orderStatus).toBe('AWAITING_PAYMENT')
    expect((await payChange(env, corp, demoLogin('hx.corpbooker').phone, orderId, rest.data.changeId)).orders[0].status).toBe('CHANGED')
    const paidOrder = await detail(corp, orderId)
    expect(paidOrder.data.price.paid).toBe(order.data.price.total + 2 * (expectedFee + diff))
    const done = await detail(corp, orderId)
    expect(done.data.segments.map((s) => s.flightNo)).toEqual([other.flightNo])
    expect(done.data.changes).toHaveLength(2)
    // Changing to the same fare, or another route: refused.
    expect((await env.post(`${TK}/queryChangeFee`, { orderId, newCabinKey: target.cabinKey }, { token: corp })).errCode).toBe(4000)
    const { flights: canFlights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'CAN', date, tripType: 2 })
    const { cabins: canCabins } = await cabinsOf(env, corp, canFlights[0].flightKey, undefined, 2)
    expect(await env.post(`${TK}/queryChangeFee`, { orderId, newCabinKey: canCabins[0].cabinKey }, { token: corp })).toMatchObject({ errCode: 4000, tips: '改签航班须与原航程出发到达城市相同' })
  })

  test('another company, or a traveller outside the booking scope, answers exactly like a missing id', async () => {
    const { orderId, orderNo } = await issuedBusinessOrder(22)
    const missingId = '99999999'
    const df = await env.login('df.corpbooker')
    const deptBooker = await env.login('hx.booker') // MKT department, range 2: hx0105 is in CEO
    const self = await env.login('hx.traveller') // range 1
    const admin = await env.login('hx.admin') // range 3: sees it
    for (const token of [df, deptBooker, self]) {
      for (const lang of ['zh', 'en'] as const) {
        const missing = await env.get(`${TK}/orderDetail`, { orderId: missingId }, { token, lang })
        expect(missing).toMatchObject({ errCode: 4004 })
        expect(await env.get(`${TK}/orderDetail`, { orderId }, { token, lang })).toEqual(missing)
        expect(await env.post(`${TK}/cancelTkOrder`, { orderId }, { token, lang })).toEqual(missing)
        expect(await env.post(`${TK}/refundAdd`, { orderId, passengerIds: ['1'], reason: 'x' }, { token, lang })).toEqual(missing)
        expect(await env.get('/obt/queryOnlinePayStatus', { orderId }, { token, lang })).toEqual(missing)
        expect(await env.post('/obt/getPaySubject', { orderIds: [orderId] }, { token, lang })).toEqual(missing)
        expect(await env.post('/obt/vipOrder/pdf/generate', { orderId }, { token, lang })).toEqual(missing)
        expect(await env.post('/obt/common/smsEmail', { orderNo, orderType: 11001, sendScene: 1 }, { token, lang })).toEqual(
          await env.post('/obt/common/smsEmail', { orderNo: 'TK00000000000000', orderType: 11001, sendScene: 1 }, { token, lang }),
        )
      }
    }
    expect((await detail(admin, orderId)).errCode).toBe(1)
    const colleagueLogin = await detail(corp, orderId)
    expect(colleagueLogin.errCode).toBe(1)
    // Refund and change ids of the order: same rule.
    const order = colleagueLogin.data
    const refund = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId, passengerIds: [order.passengers[0].passengerId], reason: '取消' }, { token: corp })
    const missingRefund = await env.get(`${TK}/refundOrderDetail`, { refundId: missingId }, { token: df })
    expect(await env.get(`${TK}/refundOrderDetail`, { refundId: refund.data.refundId }, { token: df })).toEqual(missingRefund)
    expect(await env.get(`${TK}/refundOrderDetail`, { refundId: refund.data.refundId }, { token: self })).toEqual(missingRefund)
    expect((await env.get(`${TK}/refundOrderDetail`, { refundId: refund.data.refundId }, { token: admin })).errCode).toBe(1)
    expect(await env.get(`${TK}/tkChangeOrderDetail`, { changeId: missingId }, { token: df })).toMatchObject({ errCode: 4004 })
  })

  test('a personal trip is seen and handled only by its travellers and whoever booked it, not by company bookers or administrators', async () => {
    const admin = await env.login('hx.admin') // range 3: sees business trips of everyone (test above)
    const traveller = await env.login('hx.traveller')
    const travellerId = await empIdOf(env, 'hx.traveller')
    const missingId = '99999999'
    // Booked by the corp booker for hx.traveller: the booker and the traveller may, the administrator may not.
    const { orderId, orderNo, cabin } = await issuedOrder(26, () => [{ empId: travellerId }])
    const order = (await detail(traveller, orderId)).data
    expect(order.tripType).toBe(2)
    const passengerId = order.passengers[0].passengerId
    const date = order.segments[0].depTime.slice(0, 10)
    const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2 })
    const other = flights.find((f) => f.flightNo !== order.segments[0].flightNo) as (typeof flights)[number]
    const newCabin = (await cabinsOf(env, corp, other.flightKey, undefined, 2)).cabins[0]
    // A change and a refund of it exist, so their ids are tried too (the traveller acts on their own trip).
    const change = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [passengerId], newCabinKey: newCabin.cabinKey }, { token: traveller })
    expect(change.errCode).toBe(1)
    for (const lang of ['zh', 'en'] as const) {
      const missing = await env.get(`${TK}/orderDetail`, { orderId: missingId }, { token: admin, lang })
      expect(missing).toMatchObject({ errCode: 4004 })
      expect(await env.get(`${TK}/orderDetail`, { orderId }, { token: admin, lang })).toEqual(missing)
      expect(await env.post(`${TK}/cancelTkOrder`, { orderId }, { token: admin, lang })).toEqual(missing)
      expect(await env.post(`${TK}/refundAdd`, { orderId, passengerIds: [passengerId], reason: 'x' }, { token: admin, lang })).toEqual(missing)
      expect(await env.post(`${TK}/queryChangeFee`, { orderId, newCabinKey: newCabin.cabinKey }, { token: admin, lang })).toEqual(missing)
      expect(await env.post(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [passengerId], newCabinKey: newCabin.cabinKey }, { token: admin, lang })).toEqual(missing)
      expect(await env.get(`${TK}/tkChangeOrderDetail`, { changeId: change.data.changeId }, { token: admin, lang })).toEqual(missing)
      expect(await env.get('/obt/queryOnlinePayStatus', { orderId }, { token: admin, lang })).toEqual(missing)
      expect(await env.post('/obt/getPaySubject', { orderIds: [orderId] }, { token: admin, lang })).toEqual(missing)
      expect(await env.post('/obt/getPaySubject', { orderIds: [orderId], changeId: change.data.changeId }, { token: admin, lang })).toEqual(missing)
      expect(await env.post('/obt/vipOrder/pdf/generate', { orderId }, { token: admin, lang })).toEqual(missing)
      expect(await env.post('/obt/common/smsEmail', { orderNo, orderType: 11001, sendScene: 1 }, { token: admin, lang })).toEqual(
        await env.post('/obt/common/smsEmail', { orderNo: 'TK00000000000000', orderType: 11001, sendScene: 1 }, { token: admin, lang }),
      )
    }
    const same = await env.post<{ duplicates: unknown[] }>('/obt/plane/tkOrder/v3/checkSameOrder', { flightKey: cabin.cabinKey.split('~')[0], passengers: [{ empId: travellerId }] }, { token: admin })
    expect(same.data.duplicates).toEqual([])
    expect((await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderNo }, { token: admin })).data.total).toBe(0)
    // The booker and the traveller: yes.
    expect((await detail(corp, orderId)).errCode).toBe(1)
    expect((await env.get(`${TK}/tkChangeOrderDetail`, { changeId: change.data.changeId }, { token: corp })).errCode).toBe(1)
    expect((await env.post<OrderListReply>('/obt/totalOrderList', { orderNo }, { token: traveller })).data.total).toBe(1)

    // Booked by the traveller for themselves: the company booker (range 3) sees the business ones, not this.
    const own = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 27 })
    const personal = await book(env, traveller, bookBody(own.cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(personal.errCode).toBe(1)
    const missing = await env.get(`${TK}/orderDetail`, { orderId: missingId }, { token: corp })
    expect(await env.get(`${TK}/orderDetail`, { orderId: personal.data.orderId }, { token: corp })).toEqual(missing)
    expect(await env.get(`${TK}/orderDetail`, { orderId: personal.data.orderId }, { token: admin })).toEqual(missing)
    expect(await env.post(`${TK}/cancelTkOrder`, { orderId: personal.data.orderId }, { token: corp })).toEqual(await env.post(`${TK}/cancelTkOrder`, { orderId: missingId }, { token: corp }))
    expect((await env.post(`${TK}/cancelTkOrder`, { orderId: personal.data.orderId }, { token: traveller })).errCode).toBe(1)
  })

  test('order lists: mine vs booked by me, newest first, order types 11001/11002/11003, date window, badges', async () => {
    const traveller = await env.login('hx.approver')
    const mine = await env.post<OrderListReply>('/obt/totalOrderList', { pageNum: 1, count: 50 }, { token: corp })
    const booked = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, pageNum: 1, count: 50 }, { token: corp })
    expect(booked.data.total).toBeGreaterThan(mine.data.total)
    expect(mine.data.list.filter((r) => r.orderType === 11001).every((r) => r.passengerNames.includes('陈晓燕'))).toBe(true)
    const types = new Set(booked.data.list.map((r) => r.orderType))
    expect(types).toEqual(new Set([11001, 11002, 11003]))
    const times = booked.data.list.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const refunds = await env.post<OrderListReply>('/obt/plane/tkOrder/allOrderList', { findScope: 2, orderType: 11002 }, { token: corp })
    expect(refunds.data.list.every((r) => r.orderType === 11002 && r.orderNo.startsWith('TR'))).toBe(true)
    const row = booked.data.list.find((r) => r.orderType === 11001) as (typeof booked.data.list)[number]
    expect(row).toMatchObject({ routeText: '北京-上海', flightNo: expect.stringMatching(/^[A-Z0-9]{2}\d+/), depTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) })
    const byNo = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderNo: row.orderNo }, { token: corp })
    expect(byNo.data.list.map((r) => r.orderNo)).toEqual([row.orderNo])
    const old = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, dateStart: '2020-01-01', dateEnd: '2020-12-31' }, { token: corp })
    expect(old.data).toEqual({ list: [], total: 0 })
    const en = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, count: 1 }, { token: corp, lang: 'en' })
    expect(en.data.list[0].routeText).toBe('Beijing-Shanghai')
    expect(en.data.list).toHaveLength(1)
    // Another user sees none of these.
    expect((await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2 }, { token: traveller })).data.total).toBe(0)
  })

  test('PDF itinerary at a one-time link; e-mail queued to the outbox', async () => {
    const { orderId, orderNo } = await issuedOrder(24)
    const link = await env.post<PdfGenerateReply>('/obt/vipOrder/pdf/generate', { orderId }, { token: corp })
    expect(link.data.url).toMatch(/^\/obt\/vipOrder\/pdf\/file\/[0-9a-f]{32}$/)
    const res = await env.inject({ method: 'GET', url: link.data.url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    const text = pdf.toString('latin1')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // The xref offsets point at the objects.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true))
    expect(text).toContain(orderNo)
    expect(text).not.toMatch(/\d{17}[\dX]/)
    // Once only.
    const again = await env.inject({ method: 'GET', url: link.data.url })
    expect(again.json()).toMatchObject({ errCode: 4004 })

    const sent = await env.post<{ queued: boolean; emailMasked: string }>('/obt/common/smsEmail', { orderNo, orderType: 11001, sendScene: 1, emailUrl: link.data.url }, { token: corp })
    expect(sent.data).toEqual({ queued: true, emailMasked: 'ch***@huaxin-tech.cn' })
    const outbox = await env.get<{ to: string; subject: string; body: string; attachmentUrl: string }[]>('/obt/demo/emailOutbox', { email: 'chen.xiaoyan@huaxin-tech.cn' })
    expect(outbox.data[0]).toMatchObject({ subject: `【商旅】机票行程单 ${orderNo}`, attachmentUrl: link.data.url })
    expect(outbox.data[0].body).toContain(orderNo)
  })

  test('travellers: bookable colleagues by scope with masked documents; frequent travellers CRUD with validation', async () => {
    const self = await env.login('hx.traveller')
    const one = await env.get<EmpFindListReply>('/obt/empFindList', {}, { token: self })
    expect(one.data).toMatchObject({ total: 1, bookRange: 1, bookOutside: 0 })
    expect(one.data.list[0]).toMatchObject({ empName: '李明轩', isSelf: true, phoneMasked: '138****0001', psgType: 1 })
    expect(one.data.list[0].cards.map((c) => c.cardType)).toEqual(['NI', 'PP'])
    expect(one.data.list[0].cards[0].cardNumberMasked).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/)
    const dept = await env.get<EmpFindListReply>('/obt/empFindList', {}, { token: await env.login('hx.booker') })
    expect(dept.data.bookRange).toBe(2)
    expect(dept.data.list.map((e) => e.deptName)).toEqual(dept.data.list.map(() => '市场部'))
    const all = await env.get<EmpFindListReply>('/obt/empFindList', { keywords: '孙', count: 5 }, { token: corp })
    expect(all.data).toMatchObject({ bookRange: 3, bookOutside: 1 })
    expect(all.data.list.map((e) => e.empName)).toEqual(['孙悦'])
    expect(JSON.stringify(all.data)).not.toMatch(/\d{17}[\dX]/)

    const page = await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', {}, { token: corp })
    expect(page.data.total).toBe(3)
    expect(JSON.stringify(page.data)).not.toMatch(/EK2093715|\d{17}[\dX]/)
    const wang = page.data.list.find((c) => c.chName === '王小明') as (typeof page.data.list)[number]
    // Whole numbers only for the owner, by id.
    const full = await env.get<ContactDetail>('/obt/vipEmpContactsDetail', { id: wang.contactId }, { token: corp })
    expect(full.data.cards.find((c) => c.cardType === 'PP')?.cardNumber).toBe('EK2093715')
    const missing = await env.get('/obt/vipEmpContactsDetail', { id: '99999999' }, { token: self })
    expect(await env.get('/obt/vipEmpContactsDetail', { id: wang.contactId }, { token: self })).toEqual(missing)
    expect(await env.get('/obt/vipEmpContactsDel', { id: wang.contactId }, { token: self })).toEqual(missing)

    const id = buildIdNumber('330106', '1992-06-15', 31, 'F')
    const bad = await env.post('/obt/vipEmpContactsEdit', { chName: '周敏', cards: [{ cardType: 'NI', cardNumber: `${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}` }] }, { token: self })
    expect(bad).toMatchObject({ errCode: 4000, tips: '请核实周敏的身份证号码！' })
    expect(await env.post('/obt/vipEmpContactsEdit', { chName: '周敏', cards: [{ cardType: 'PP', cardNumber: 'E12345678X' }] }, { token: self }))
      .toMatchObject({ errCode: 4000, tips: '请核实周敏的证件号码！' })
    expect((await env.post('/obt/vipEmpContactsEdit', { chName: '周敏', cards: [{ cardType: 'PP', cardNumber: 'E1234567' }] }, { token: self })).errCode).toBe(4000)
    expect((await env.post('/obt/vipEmpContactsEdit', { chName: '周敏', cards: [{ cardType: 'HX', cardNumber: 'H1234567', expiry: '2020-01-01' }] }, { token: self })).errCode).toBe(4000)
    const created = await env.post<{ id: string }>('/obt/vipEmpContactsEdit', {
      chName: '周敏', enName: 'zhou/min', relation: 'family', mobile: '13700137000',
      cards: [{ cardType: 'NI', cardNumber: id }, { cardType: 'PP', cardNumber: 'e1234567', expiry: `${new Date().getUTCFullYear() + 5}-01-01` }],
    }, { token: self })
    expect(created.errCode).toBe(1)
    const mine = await env.get<ContactsPageReply>('/obt/vipEmpContactsPage', {}, { token: self })
    const zhou = mine.data.list.find((c) => c.contactId === created.data.id)
    expect(zhou).toMatchObject({ chName: '周敏', enName: 'ZHOU/MIN', sex: 'F', born: '1992-06-15', relation: 'family' })
    expect(zhou?.cards.map((c) => c.cardNumberMasked)).toEqual([`${id.slice(0, 4)}****${id.slice(-4)}`, 'E1****67'])
    // Edit keeping the stored numbers (cardId without a number).
    const edit = await env.post('/obt/vipEmpContactsEdit', {
      id: created.data.id, chName: '周敏', mobile: '13700137001', cards: zhou?.cards.map((c) => ({ cardId: c.cardId, cardType: c.cardType, expiry: c.expiry || undefined })),
    }, { token: self })
    expect(edit.errCode).toBe(1)
    const detailAfter = await env.get<ContactDetail>('/obt/vipEmpContactsDetail', { id: created.data.id }, { token: self })
    expect(detailAfter.data).toMatchObject({ mobile: '13700137001', cards: [{ cardNumber: id }, { cardNumber: 'E1234567' }] })
    expect(await env.get('/obt/vipEmpContactsDel', { id: created.data.id }, { token: self })).toMatchObject({ errCode: 1, data: { done: true } })
    expect((await env.get('/obt/vipEmpContactsDetail', { id: created.data.id }, { token: self })).errCode).toBe(4004)
  })
})
