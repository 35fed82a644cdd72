/**
 * Train orders on the spine: book within policy -> pay -> issued with carriage and seat -> all
 * orders; a booker for a colleague; scope and other companies (4004); the last seat under 50
 * parallel bookings; the 15-minute expiry releasing seats once; change then refund; standby
 * fulfilled in queue order after a refund and refunded in full at its deadline; a transfer; a
 * guest's document masked; the refund fee table by time to departure (fake clock, last: it moves
 * the clock by days).
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { OrderListReply } from '../../server/src/schemas/order'
import type {
  TrBenchListReply,
  TrBookReply,
  TrCancelReply,
  TrChangeAddReply,
  TrChangeDetail,
  TrChangeFeeReply,
  TrRefundAddReply,
  TrRefundDetail,
  TrRefundFeeReply,
  TrValidOrderReply,
} from '../../server/src/schemas/train-order'
import { refundFee } from '../../server/src/services/trains/fees'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { clientToken, empIdOf, payChange, payOrders } from './helpers/flights'
import {
  bookTrainOrder,
  chinaMinute,
  findTrain,
  findTransfer,
  idNumber,
  setTrainSeatsLeft,
  toBookingHours,
  trainBookBody,
  trainDetail,
  trainSeatsLeft,
} from './helpers/trains'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

describe.each(targets)('train orders on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let corp: string
  let corpId: string
  let businessFee: number

  const phoneOf = (login: string) => demoLogin(login).phone

  beforeAll(async () => {
    env = await startTestApp(target)
    toBookingHours(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    corp = await env.login('hx.corpbooker')
    corpId = await empIdOf(env, 'hx.corpbooker')
    const settings = await env.database.db.selectFrom('company_travel_settings').innerJoin('companies', 'companies.id', 'company_travel_settings.corp_id')
      .select('flight_service_fee_business').where('companies.corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()
    businessFee = Number(settings.flight_service_fee_business)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  beforeEach(() => toBookingHours(env))

  test('within policy: validOrder -> book (seat held) -> pay -> issued with carriage and seat -> all orders in both languages', async () => {
    const train = await findTrain(env, { days: 3 })
    const fare = train.seats.find((s) => s.seatType === 'O')?.price as number
    const before = await trainSeatsLeft(env, train, 'O')
    const body = trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] })
    const checked = await env.post<TrValidOrderReply>('/obt/train/trQuery/validOrder', body, { token: traveller })
    expect(checked.data).toMatchObject({ valid: true, violations: [], needApproval: false, totalAmount: fare + businessFee })
    const reply = await bookTrainOrder(env, traveller, body)
    expect(reply.errCode).toBe(1)
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false, transfer: false, standby: false, totalAmount: fare + businessFee })
    expect(reply.data.orderNo).toMatch(/^HC\d{14}$/)
    expect(reply.data.payDeadline).toBe(chinaMinute(new Date(env.clock.now().getTime() + 15 * MINUTE)))
    expect(await trainSeatsLeft(env, train, 'O')).toBe(before - 1)
    // The same token again: the same order, nothing more taken.
    expect((await bookTrainOrder(env, traveller, body)).data.orderId).toBe(reply.data.orderId)
    expect(await trainSeatsLeft(env, train, 'O')).toBe(before - 1)
    // The passenger already holds that train that day: validOrder says so, another booking is refused.
    const again = { ...body, clientToken: clientToken('tr') }
    expect((await env.post<TrValidOrderReply>('/obt/train/trQuery/validOrder', again, { token: traveller })).data).toMatchObject({ valid: false, reasonCode: 'DUPLICATE' })
    expect(await bookTrainOrder(env, traveller, again)).toMatchObject({ errCode: 4009, tips: '李明轩已有该车次当日的有效订单，不能重复预订' })

    const waiting = await trainDetail(env, traveller, reply.data.orderId)
    expect(waiting.data).toMatchObject({ status: 'AWAITING_PAYMENT', orderType: 11009, allowedActions: { pay: true, cancel: true, refund: false, change: false } })
    expect(waiting.data.paySecondsLeft).toBeGreaterThan(14 * 60)

    const paid = await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    expect(paid).toMatchObject({ payType: 'COMPANY', orders: [{ orderId: reply.data.orderId, status: 'ISSUED' }] })
    const detail = await trainDetail(env, traveller, reply.data.orderId)
    expect(detail.data).toMatchObject({
      status: 'ISSUED', transfer: false, standby: null, payDeadline: null, paySecondsLeft: 0,
      price: { fare, serviceFee: businessFee, insurance: 0, total: fare + businessFee, paid: fare + businessFee, refunded: 0 },
      allowedActions: { pay: false, cancel: false, refund: true, change: true },
    })
    expect(detail.data.legs).toEqual([expect.objectContaining({ legNo: 1, trainCode: train.trainCode, date: train.date, fromStation: { code: train.fromStation.code, name: train.fromStation.nameZh } })])
    const ticket = detail.data.passengers[0].tickets[0]
    expect(ticket).toMatchObject({ status: 'ISSUED', seatType: 'O', seatName: '二等座', price: fare, ticketNo: expect.stringMatching(/^E\d{9}$/), carriage: expect.stringMatching(/^\d{2}$/) })
    expect(ticket.seatNo).toMatch(/^\d{2}[A-F]$/)
    expect(ticket.seatLabel).toBe(`${ticket.carriage}车${ticket.seatNo}号`)
    const seatRow = await env.database.db.selectFrom('train_seats').select(['taken', 'issued']).where('inventory_key', '=', train.inventoryKey).where('seat_type', '=', 'O').executeTakeFirstOrThrow()
    expect(seatRow.issued).toBe(1)
    expect((await trainDetail(env, traveller, reply.data.orderId, 'en')).data.passengers[0].tickets[0].seatLabel).toBe(`Car ${ticket.carriage}, seat ${ticket.seatNo}`)

    for (const [lang, route] of [['zh', '北京-上海'], ['en', 'Beijing-Shanghai']] as const) {
      const list = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller, lang })
      expect(list.errCode).toBe(1)
      expect(list.data.list.find((r) => r.id === reply.data.orderId)).toMatchObject({
        orderType: 11009, status: 'ISSUED', routeText: route, flightNo: train.trainCode, orderNo: reply.data.orderNo, amount: fare + businessFee,
      })
    }
    // Product filter: 10904 is not an order type; 11009 lists only train orders.
    const trains = await env.post<OrderListReply>('/obt/totalOrderList', { orderType: 11009 }, { token: traveller })
    expect(trains.data.list.every((r) => Number(r.orderType) === 11009)).toBe(true)
  })

  test('a booker books for a colleague; the colleague sees it; a department booker outside it and another company get 4004', async () => {
    const train = await findTrain(env, { days: 4 })
    const reply = await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    expect(reply.errCode).toBe(1)
    await payOrders(env, corp, phoneOf('hx.corpbooker'), [reply.data.orderId])
    const seen = await trainDetail(env, traveller, reply.data.orderId)
    expect(seen.data).toMatchObject({ status: 'ISSUED', bookerEmpId: corpId, passengers: [{ empId: travellerId, name: '李明轩' }] })
    expect((await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })).data.list.some((r) => r.id === reply.data.orderId)).toBe(true)
    // The traveller's department head (RD) sees it; the marketing department's booker does not; nor does another company.
    expect((await trainDetail(env, await env.login('hx.approver'), reply.data.orderId)).errCode).toBe(1)
    const missing = await trainDetail(env, corp, '99999999')
    expect(missing.errCode).toBe(4004)
    for (const login of ['hx.booker', 'df.traveller', 'df.corpbooker']) {
      const token = await env.login(login)
      const other = await trainDetail(env, token, reply.data.orderId)
      expect(other).toEqual({ ...missing, data: other.data })
      expect(other.errCode).toBe(4004)
      expect((await env.post('/obt/train/trOrder/refundFee', { orderId: reply.data.orderId, ticketIds: [seen.data.passengers[0].tickets[0].ticketId] }, { token })).errCode).toBe(4004)
      expect((await env.post('/obt/train/trOrder/cancelTrOrder', { orderId: reply.data.orderId }, { token })).errCode).toBe(4004)
    }
    // A booker with scope 1 (the traveller) cannot book a colleague: 4004 like a missing employee.
    expect((await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: corpId }] }))).errCode).toBe(4004)
  })

  test('50 parallel bookings of the last seat: exactly one order, the count never below zero', async () => {
    const train = await findTrain(env, { days: 5 })
    await setTrainSeatsLeft(env, train, 'O', 1)
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }], tripType: 2 }))),
    )
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    expect(replies.filter((r) => r.errCode === 4009 && (r.tips === '所选席别余票不足，可选择候补' || r.tips.startsWith('李明轩已有')))).toHaveLength(49)
    const row = await env.database.db.selectFrom('train_seats').select(['capacity', 'taken']).where('inventory_key', '=', train.inventoryKey).where('seat_type', '=', 'O').executeTakeFirstOrThrow()
    expect(row.taken).toBe(row.capacity)
    const legs = await env.database.db.selectFrom('train_order_legs').select('order_id').where('train_key', '=', train.trainKey).execute()
    expect(legs).toHaveLength(1)
    // The database itself refuses more than capacity.
    await expect(env.database.db.updateTable('train_seats').set({ taken: row.capacity + 1 }).where('inventory_key', '=', train.inventoryKey).where('seat_type', '=', 'O').execute()).rejects.toThrow()
  })

  test('an unpaid order past 15 minutes shows cancelled (nothing written); the sweep releases its seat once', async () => {
    const train = await findTrain(env, { days: 6 })
    const before = await trainSeatsLeft(env, train, 'O')
    const reply = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }], tripType: 2 }))
    expect(await trainSeatsLeft(env, train, 'O')).toBe(before - 1)
    env.clock.advance(15 * MINUTE + 1000)
    const read = await trainDetail(env, traveller, reply.data.orderId)
    expect(read.data).toMatchObject({ status: 'CANCELLED', payDeadline: null, allowedActions: { pay: false, cancel: false } })
    expect(read.data.passengers[0].tickets[0].status).toBe('VOID')
    expect(await trainSeatsLeft(env, train, 'O')).toBe(before - 1)
    expect((await env.post('/obt/getPaySubject', { orderIds: [reply.data.orderId] }, { token: traveller })).errCode).toBe(4009)
    expect((await sweepOrders(env.app.ctx)).expired).toBeGreaterThanOrEqual(1)
    await sweepOrders(env.app.ctx)
    expect(await trainSeatsLeft(env, train, 'O')).toBe(before)
    const events = await env.database.db.selectFrom('order_events').select('event').where('order_id', '=', Number(reply.data.orderId)).orderBy('id').execute()
    expect(events.map((e) => e.event)).toEqual(['book', 'expire'])
    const claims = await env.database.db.selectFrom('train_passenger_claims').select('ticket_id').where('order_id', '=', Number(reply.data.orderId)).execute()
    expect(claims).toEqual([])
    // The passenger may book the train again.
    expect((await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }], tripType: 2 }))).errCode).toBe(1)
  })

  test('change then refund: the change is free on the same day, a changed ticket is not changed again, then refunded', async () => {
    const first = await findTrain(env, { days: 7 })
    const second = await findTrain(env, { days: 7, exclude: [first.trainKey], want: (t) => t.trainCode !== first.trainCode })
    const reply = await bookTrainOrder(env, traveller, trainBookBody(first.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const issued = await trainDetail(env, traveller, reply.data.orderId)
    const ticketId = issued.data.passengers[0].tickets[0].ticketId
    const oldFare = issued.data.passengers[0].tickets[0].price
    const newFare = second.seats.find((s) => s.seatType === 'O')?.price as number
    const body = { orderId: reply.data.orderId, ticketIds: [ticketId], newTrainKey: second.trainKey, seatType: 'O' }
    const fee = await env.post<TrChangeFeeReply>('/obt/train/trOrder/changeFee', body, { token: traveller })
    expect(fee.data).toMatchObject({ allowed: true, changeFee: 0, payType: 'COMPANY', newLeg: { trainCode: second.trainCode } })
    expect(fee.data.items[0]).toMatchObject({ oldFare, newFare, changeFee: 0, difference: newFare - oldFare })
    const secondBefore = await trainSeatsLeft(env, second, 'O')
    const firstBefore = await trainSeatsLeft(env, first, 'O')
    const changed = await env.post<TrChangeAddReply>('/obt/train/trOrder/changeAdd', body, { token: traveller })
    expect(changed.errCode).toBe(1)
    expect(changed.data).toMatchObject({ orderStatus: 'CHANGED', needPayment: false, payable: fee.data.payable, refundable: fee.data.refundable })
    expect(await trainSeatsLeft(env, second, 'O')).toBe(secondBefore - 1)
    expect(await trainSeatsLeft(env, first, 'O')).toBe(firstBefore + 1)
    const after = await trainDetail(env, traveller, reply.data.orderId)
    expect(after.data.status).toBe('CHANGED')
    expect(after.data.legs.map((l) => l.trainCode)).toEqual([second.trainCode])
    const tickets = after.data.passengers[0].tickets
    expect(tickets.find((t) => t.ticketId === ticketId)).toMatchObject({ status: 'CHANGED', canChange: false, canRefund: false })
    const fresh = tickets.find((t) => t.changedFromTicketId === ticketId)
    expect(fresh).toMatchObject({ status: 'ISSUED', changed: true, trainCode: second.trainCode, price: newFare, canChange: false, canRefund: true })
    const changeDetail = await env.get<TrChangeDetail>('/obt/train/trOrder/changeOrderDetail', { changeId: changed.data.changeId }, { token: traveller })
    expect(changeDetail.data).toMatchObject({ orderType: 11011, status: 'CHANGED', oldLeg: { trainCode: first.trainCode }, newLeg: { trainCode: second.trainCode }, canPay: false })
    // Once per ticket.
    const third = await findTrain(env, { days: 7, exclude: [first.trainKey, second.trainKey], want: (t) => t.trainCode !== first.trainCode && t.trainCode !== second.trainCode })
    const again = await env.post<TrChangeAddReply>('/obt/train/trOrder/changeAdd', { ...body, ticketIds: [fresh?.ticketId], newTrainKey: third.trainKey }, { token: traveller })
    expect(again).toMatchObject({ errCode: 4009, tips: '每张车票只能改签一次' })
    // Refund the new ticket: fee shown first, then the refund frees the seat.
    const quote = await env.post<TrRefundFeeReply>('/obt/train/trOrder/refundFee', { orderId: reply.data.orderId, ticketIds: [fresh?.ticketId] }, { token: traveller })
    expect(quote.data).toMatchObject({ allowed: true, items: [{ fare: newFare }] })
    const refunded = await env.post<TrRefundAddReply>('/obt/train/trOrder/refundAdd', { orderId: reply.data.orderId, ticketIds: [fresh?.ticketId], reason: '行程取消' }, { token: traveller })
    expect(refunded.data).toMatchObject({ orderStatus: 'FULL_REFUND', fee: quote.data.totalFee, refundAmount: quote.data.totalAmount })
    expect(await trainSeatsLeft(env, second, 'O')).toBe(secondBefore)
    const list = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })
    expect(list.data.list.filter((r) => r.orderId === reply.data.orderId).map((r) => Number(r.orderType)).sort()).toEqual([11009, 11010, 11011])
    const refundDetail = await env.get<TrRefundDetail>('/obt/train/trOrder/refundOrderDetail', { refundId: refunded.data.refundId }, { token: traveller })
    expect(refundDetail.data).toMatchObject({ orderType: 11010, status: 'FULL_REFUND', reason: '行程取消', items: [{ trainCode: second.trainCode, fare: newFare }] })
    expect((await trainDetail(env, traveller, reply.data.orderId)).data).toMatchObject({ status: 'FULL_REFUND', allowedActions: { refund: false, change: false } })
  })

  test('a personal change to a dearer seat waits for the traveller payment (/pay with changeId) and is then issued', async () => {
    const train = await findTrain(env, { days: 8, want: (t) => t.seats.some((s) => s.seatType === 'M' && s.capacity > 10) })
    const reply = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }], tripType: 2 }))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const ticketId = (await trainDetail(env, traveller, reply.data.orderId)).data.passengers[0].tickets[0].ticketId
    const changed = await env.post<TrChangeAddReply>('/obt/train/trOrder/changeAdd', { orderId: reply.data.orderId, ticketIds: [ticketId], newTrainKey: train.trainKey, seatType: 'M' }, { token: traveller })
    expect(changed.data).toMatchObject({ orderStatus: 'AWAITING_PAYMENT', needPayment: true, settlement: 'PAY_ONLINE' })
    const o = train.seats.find((s) => s.seatType === 'O')?.price as number
    const m = train.seats.find((s) => s.seatType === 'M')?.price as number
    expect(changed.data.payable).toBe(m - o)
    const paid = await payChange(env, traveller, phoneOf('hx.traveller'), reply.data.orderId, changed.data.changeId)
    expect(paid.orders[0].status).toBe('CHANGED')
    const detail = await trainDetail(env, traveller, reply.data.orderId)
    expect(detail.data.passengers[0].tickets.find((t) => t.changed)).toMatchObject({ status: 'ISSUED', seatType: 'M', seatName: '一等座' })
    expect(detail.data.price.paid).toBe(detail.data.price.total + m - o)
  })

  test('standby: prepaid, fulfilled in queue order after another traveller refunds; the other is refunded in full at its deadline', async () => {
    const train = await findTrain(env, { days: 9 })
    const admin = await env.login('hx.admin')
    // C holds a seat; then the type is sold out.
    const held = await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: corpId }] }))
    await payOrders(env, corp, phoneOf('hx.corpbooker'), [held.data.orderId])
    await setTrainSeatsLeft(env, train, 'O', 0)
    const direct = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    expect(direct).toMatchObject({ errCode: 4009, tips: '所选席别余票不足，可选择候补' })
    const deadline = chinaMinute(new Date(env.clock.now().getTime() + 2 * HOUR))
    const standbyBody = (empId: string) => ({
      trainKeys: [train.trainKey], seatTypes: ['O'], deadline, passengers: [{ empId }], contact: { name: '联系人', phone: '13800138000' }, tripType: 1, clientToken: clientToken('hb'),
    })
    // Seats still there: refused. A deadline too late: refused.
    expect((await env.post('/obt/train/trQuery/trHbBookOrder', { ...standbyBody(travellerId), deadline: chinaMinute(train.departAt) }, { token: traveller })).errCode).toBe(4000)
    const a = await env.post<TrBookReply>('/obt/train/trQuery/trHbBookOrder', standbyBody(travellerId), { token: traveller })
    expect(a.errCode).toBe(1)
    expect(a.data).toMatchObject({ status: 'AWAITING_PAYMENT', standby: true, transfer: false })
    expect(a.data.orderNo).toMatch(/^HB\d{14}$/)
    env.clock.advance(1000)
    const b = await env.post<TrBookReply>('/obt/train/trQuery/trHbBookOrder', standbyBody(await empIdOf(env, 'hx.admin')), { token: admin })
    expect(b.errCode).toBe(1)
    const paidA = await payOrders(env, traveller, phoneOf('hx.traveller'), [a.data.orderId])
    expect(paidA.orders[0].status).toBe('TICKETING')
    await payOrders(env, admin, phoneOf('hx.admin'), [b.data.orderId])
    const waitingA = await trainDetail(env, traveller, a.data.orderId)
    expect(waitingA.data).toMatchObject({ orderType: 20031, status: 'TICKETING', legs: [], standby: { state: 'WAITING', queuePosition: 1, trainCodes: [train.trainCode], seatNames: ['二等座'], deadline } })
    expect((await trainDetail(env, admin, b.data.orderId)).data.standby).toMatchObject({ state: 'WAITING', queuePosition: 2 })
    const bench = await env.post<TrBenchListReply>('/obt/train/trOrder/benchList', {}, { token: traveller })
    expect(bench.data.list.find((r) => r.orderId === a.data.orderId)).toMatchObject({ state: 'WAITING', queuePosition: 1, trainCodes: [train.trainCode] })
    const all = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })
    expect(all.data.list.find((r) => r.orderId === a.data.orderId)).toMatchObject({ orderType: 20031, flightNo: train.trainCode })
    // A sweep with no seat back changes nothing.
    await sweepOrders(env.app.ctx)
    expect((await trainDetail(env, traveller, a.data.orderId)).data.standby?.state).toBe('WAITING')

    // C refunds: the seat goes to A (first in the queue), not to B.
    const heldTicket = (await trainDetail(env, corp, held.data.orderId)).data.passengers[0].tickets[0].ticketId
    const refunded = await env.post<TrRefundAddReply>('/obt/train/trOrder/refundAdd', { orderId: held.data.orderId, ticketIds: [heldTicket] }, { token: corp })
    expect(refunded.errCode).toBe(1)
    const fulfilled = await trainDetail(env, traveller, a.data.orderId)
    expect(fulfilled.data).toMatchObject({ status: 'ISSUED', standby: { state: 'FULFILLED', queuePosition: null }, legs: [{ trainCode: train.trainCode }] })
    expect(fulfilled.data.passengers[0].tickets[0]).toMatchObject({ status: 'ISSUED', seatType: 'O', carriage: expect.stringMatching(/^\d{2}$/) })
    expect(await trainSeatsLeft(env, train, 'O')).toBe(0)
    const waitingB = await trainDetail(env, admin, b.data.orderId)
    expect(waitingB.data).toMatchObject({ status: 'TICKETING', standby: { state: 'WAITING', queuePosition: 1 } })

    // B's deadline passes: shown closed before the sweep (nothing written), refunded in full by it.
    env.clock.advance(2 * HOUR + MINUTE)
    expect((await trainDetail(env, admin, b.data.orderId)).data).toMatchObject({ status: 'CLOSED', standby: { state: 'EXPIRED' } })
    await sweepOrders(env.app.ctx)
    const closed = await trainDetail(env, admin, b.data.orderId)
    expect(closed.data).toMatchObject({ status: 'CLOSED', standby: { state: 'EXPIRED' } })
    expect(closed.data.price.refunded).toBe(closed.data.price.paid)
    expect(closed.data.price.paid).toBe(b.data.totalAmount)
    const refunds = await env.database.db.selectFrom('payment_orders').innerJoin('payments', 'payments.id', 'payment_orders.payment_id')
      .select('payments.amount').where('payment_orders.order_id', '=', Number(b.data.orderId)).where('payments.scene', '=', 'refund').execute()
    expect(refunds.map((r) => Number(r.amount))).toEqual([-b.data.totalAmount])
    await sweepOrders(env.app.ctx)
    expect((await env.database.db.selectFrom('order_events').select('event').where('order_id', '=', Number(b.data.orderId)).where('event', '=', 'standby-expired').execute())).toHaveLength(1)
  })

  test('standby cancel while waiting refunds in full', async () => {
    const train = await findTrain(env, { days: 10 })
    await setTrainSeatsLeft(env, train, 'O', 0)
    const deadline = chinaMinute(new Date(env.clock.now().getTime() + 3 * HOUR))
    const booked = await env.post<TrBookReply>('/obt/train/trQuery/trHbBookOrder', {
      trainKeys: [train.trainKey], seatTypes: ['O'], deadline, passengers: [{ empId: travellerId }], contact: { name: '联系人', phone: '13800138000' }, tripType: 2, clientToken: clientToken('hb'),
    }, { token: traveller })
    await payOrders(env, traveller, phoneOf('hx.traveller'), [booked.data.orderId])
    const cancelled = await env.post<TrCancelReply>('/obt/train/trOrder/benchCancel', { orderId: booked.data.orderId }, { token: traveller })
    expect(cancelled.data).toEqual({ orderId: booked.data.orderId, status: 'CANCELLED', refunded: booked.data.totalAmount })
    expect((await trainDetail(env, traveller, booked.data.orderId)).data).toMatchObject({ status: 'CANCELLED', standby: { state: 'CANCELLED' }, price: { refunded: booked.data.totalAmount } })
  })

  test('a transfer: one order, two legs, the transfer flag; a connection too short is refused', async () => {
    const plan = await findTransfer(env, { from: 'BJS', to: 'CTU', days: 11 })
    const [one, two] = plan.legs
    const legs = [{ trainKey: one.trainKey, seatType: one.seats.find((s) => s.capacity > 20)?.seatType }, { trainKey: two.trainKey, seatType: two.seats.find((s) => s.capacity > 20)?.seatType }]
    const body = { legs, passengers: [{ empId: travellerId }], contact: { name: '联系人', phone: '13800138000' }, tripType: 2, clientToken: clientToken('zz') }
    const reply = await env.post<TrBookReply>('/obt/train/trQuery/bookTransfer', body, { token: traveller })
    expect(reply.errCode).toBe(1)
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', transfer: true })
    const detail = await trainDetail(env, traveller, reply.data.orderId)
    expect(detail.data).toMatchObject({ transfer: true, orderType: 11009 })
    expect(detail.data.legs.map((l) => [l.legNo, l.trainCode])).toEqual([[1, one.trainCode], [2, two.trainCode]])
    expect(detail.data.passengers[0].tickets.map((t) => t.legNo)).toEqual([1, 2])
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const issued = await trainDetail(env, traveller, reply.data.orderId)
    expect(issued.data.status).toBe('ISSUED')
    expect(issued.data.passengers[0].tickets.every((t) => t.carriage !== '')).toBe(true)
    // The legs reversed do not connect.
    const bad = await env.post('/obt/train/trQuery/bookTransfer', { ...body, legs: [legs[1], legs[0]], clientToken: clientToken('zz') }, { token: traveller })
    expect(bad.errCode).toBe(4000)
  })

  test("a guest's card number is masked in the detail; limits: 10 passengers, a child alone, out of policy without a reason", async () => {
    const train = await findTrain(env, { days: 12 })
    const guestId = idNumber('19900101')
    const reply = await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', {
      passengers: [{ name: '客人甲', cardType: 'NI', cardNumber: guestId, phone: '13900001111' }],
    }))
    expect(reply.errCode).toBe(1)
    const detail = await trainDetail(env, corp, reply.data.orderId)
    expect(detail.data.passengers[0]).toMatchObject({ name: '客人甲', cardType: 'NI', empId: null, cardNumber: `${guestId.slice(0, 4)}****${guestId.slice(-4)}` })
    expect(JSON.stringify(detail.data)).not.toContain(guestId)

    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `客人${i}`, cardType: 'NI' as const, cardNumber: idNumber('19900101', String(200 + i)), phone: '13900001111' }))
    expect((await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', { passengers: ten }))).errCode).toBe(4000)
    const child = { name: '小朋友', cardType: 'NI' as const, cardNumber: idNumber('20200101', '301'), phone: '13900001111' }
    expect(await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', { passengers: [child] }))).toMatchObject({ errCode: 4000, tips: '儿童须由成人或学生陪同乘车' })
    const withAdult = await bookTrainOrder(env, corp, trainBookBody(train.trainKey, 'O', {
      passengers: [{ name: '家长', cardType: 'NI', cardNumber: idNumber('19850101', '302'), phone: '13900001111' }, child],
    }))
    expect(withAdult.errCode).toBe(1)
    const fare = train.seats.find((s) => s.seatType === 'O')?.price as number
    const kids = (await trainDetail(env, corp, withAdult.data.orderId)).data.passengers
    expect(kids.map((p) => [p.ticketType, p.tickets[0].price])).toEqual([[1, fare], [2, Math.round(fare) / 2]])

    // First class is above the traveller's standard (second class, sleepers, hard seat): a reason is needed, then approval.
    const first = await findTrain(env, { days: 12, want: (t) => t.seats.some((s) => s.seatType === 'M' && s.capacity > 10) })
    const out = await bookTrainOrder(env, traveller, trainBookBody(first.trainKey, 'M', { passengers: [{ empId: travellerId }] }))
    expect(out).toMatchObject({ errCode: 4009 })
    expect(out.tips).toContain('席别超出差旅标准')
    // A reason of another product's list (flights) is unknown here; the train list's is taken.
    const flightReasons = await env.post<{ id: string; needNote: boolean }[]>('/obt/common/vipWbyy/list', { cplx: '10901' }, { token: traveller })
    const flightReason = flightReasons.data.find((r) => !r.needNote) as { id: string }
    expect(await bookTrainOrder(env, traveller, trainBookBody(first.trainKey, 'M', { passengers: [{ empId: travellerId }], violationReasonId: flightReason.id }))).toMatchObject({ errCode: 4000 })
    const reasons = await env.post<{ id: string; needNote: boolean }[]>('/obt/common/vipWbyy/list', { cplx: '10904' }, { token: traveller })
    const reason = reasons.data.find((r) => !r.needNote) as { id: string }
    const ok = await bookTrainOrder(env, traveller, trainBookBody(first.trainKey, 'M', { passengers: [{ empId: travellerId }], violationReasonId: reason.id }))
    expect(ok.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, payDeadline: null })
    const pending = await trainDetail(env, traveller, ok.data.orderId)
    expect(pending.data.violation).toMatchObject({ reasonId: reason.id, violations: [{ code: 'CABIN_CLASS', text: '席别超出差旅标准（一等座）' }] })
    expect(pending.data.approval).toMatchObject({ status: 1 })
    // Cancelled while in approval: the seat goes back.
    const left = await trainSeatsLeft(env, first, 'M')
    expect((await env.post<TrCancelReply>('/obt/train/trOrder/cancelTrOrder', { orderId: ok.data.orderId }, { token: traveller })).data.status).toBe('CANCELLED')
    expect(await trainSeatsLeft(env, first, 'M')).toBe(left + 1)
  })

  test('the refund fee by time to departure through the API (fake clock: free from 8 days, 5 %, 10 %, 20 %, none after departure)', async () => {
    const train = await findTrain(env, { days: 12, skip: 3 })
    const reply = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }], tripType: 2 }))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const detail = await trainDetail(env, traveller, reply.data.orderId)
    const ticketId = detail.data.passengers[0].tickets[0].ticketId
    const fare = detail.data.passengers[0].tickets[0].price
    let token = traveller
    const quote = () => env.post<TrRefundFeeReply>('/obt/train/trOrder/refundFee', { orderId: reply.data.orderId, ticketIds: [ticketId] }, { token })
    const at = async (hoursBefore: number) => {
      env.clock.advance(train.departAt.getTime() - hoursBefore * HOUR - env.clock.now().getTime())
      // Days pass: sign in again (sessions expire).
      token = await env.login('hx.traveller')
      const answer = await quote()
      if (answer.errCode !== 1) throw new Error(JSON.stringify(answer))
      return answer.data
    }
    const table: [number, number][] = [[200, 0], [192, 0], [191.5, 5], [48, 5], [47, 10], [24, 10], [23, 20], [0.5, 20]]
    for (const [hours, percent] of table) {
      const q = await at(hours)
      expect(q.allowed).toBe(true)
      expect(q.items[0]).toMatchObject({ feePercent: percent, fee: refundFee(fare, hours).fee, amount: refundFee(fare, hours).refund })
      if (percent > 0) expect(q.items[0].fee).toBeGreaterThanOrEqual(2)
      expect(q.hoursBeforeDeparture).toBeCloseTo(hours, 1)
    }
    const late = await at(-0.1)
    expect(late).toMatchObject({ allowed: false, reason: '列车已开车，不能在线退票' })
    expect((await env.post('/obt/train/trOrder/refundAdd', { orderId: reply.data.orderId, ticketIds: [ticketId] }, { token })).errCode).toBe(4009)
  })
})
