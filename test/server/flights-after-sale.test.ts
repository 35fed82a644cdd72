/**
 * After-sale rules the server decides, never the request: an involuntary (fee-free) refund only for
 * a flight the airline cancelled or delays by 2 hours or more; a change to a cheaper fare gives the
 * difference back less what the fare rule keeps; a change is settled the way the order was paid
 * (company account at once, personal payment through the payment flow, lapsing unpaid); and the
 * all-orders rows of refunds and changes show their own flights and passengers.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { Flight } from '../../server/src/schemas/flight'
import type { ChangeAddReply, ChangeDetail, ChangeFeeReply, OrderDetail, OrderListReply, RefundAddReply, RefundDetail } from '../../server/src/schemas/order'
import { simulatedDisruption } from '../../server/src/suppliers/flights/simulator'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { isInvoluntaryCause } from '../../server/src/suppliers/flights/types'
import { book, bookBody, cabinsOf, dayAhead, empIdOf, findFare, payChange, payOrders, searchFlights, seatsLeft } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const TK = '/obt/plane/tkOrder'
const HOUR = 3600 * 1000

describe.each(targets)('flight after-sale on $name', (target) => {
  let env: TestEnv
  let corp: string
  let corpId: string
  let colleague: string
  const phone = demoLogin('hx.corpbooker').phone

  beforeAll(async () => {
    env = await startTestApp(target)
    corp = await env.login('hx.corpbooker')
    corpId = await empIdOf(env, 'hx.corpbooker')
    colleague = await empIdOf(env, 'hx0105')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const detail = (orderId: string) => env.get<OrderDetail>(`${TK}/orderDetail`, { orderId }, { token: corp })
  const inventoryKey = async (f: Flight) => (await env.app.ctx.flights.getFlight(f.flightKey))?.inventoryKey as string

  /** A personal order of the passengers on a fare, paid. */
  async function paidOrder(cabinKey: string, passengers: { empId: string }[], tripType: 1 | 2 = 2) {
    const reply = await book(env, corp, bookBody(cabinKey, { tripType, passengers }))
    expect(reply.errCode).toBe(1)
    await payOrders(env, corp, phone, [reply.data.orderId])
    return reply.data.orderId
  }

  test('involuntary refund: only for a flight the airline cancelled or delays 2 h+, decided by the server; asking for it otherwise is refused', async () => {
    // A disrupted flight and a later undisrupted one on the same day (the simulator's disruptions are deterministic).
    let pair: { bad: Flight; good: Flight } | null = null
    for (let d = 3; d < 12 && !pair; d += 1) {
      const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date: dayAhead(env, d), tripType: 2 })
      for (const bad of flights) {
        if (!isInvoluntaryCause(simulatedDisruption(await inventoryKey(bad)))) continue
        for (const good of flights) {
          if (good.depTime > bad.depTime && simulatedDisruption(await inventoryKey(good)).status === 'SCHEDULED') {
            pair = { bad, good }
            break
          }
        }
        if (pair) break
      }
    }
    if (!pair) throw new Error('no disrupted flight found')
    const cheapest = async (f: Flight) => (await cabinsOf(env, corp, f.flightKey, undefined, 2)).cabins.find((c) => c.cabinClass === 'Y') as { cabinKey: string; price: number; cabinCode: string }
    const badCabin = await cheapest(pair.bad)
    const goodCabin = await cheapest(pair.good)
    const badOrder = await paidOrder(badCabin.cabinKey, [{ empId: colleague }])
    const goodOrder = await paidOrder(goodCabin.cabinKey, [{ empId: colleague }])

    // Days ahead nothing is known yet: the request cannot make the refund free.
    const early = await detail(badOrder)
    expect(early.data.segments[0].flightStatus).toEqual({ status: 'SCHEDULED', delayMinutes: 0, involuntaryRefund: false })
    const passengerOf = async (orderId: string) => (await detail(orderId)).data.passengers[0].passengerId
    for (const lang of ['zh', 'en'] as const) {
      const refused = await env.post(`${TK}/refundAdd`, { orderId: badOrder, passengerIds: [await passengerOf(badOrder)], reason: '行程取消', refundType: 2 }, { token: corp, lang })
      expect(refused).toMatchObject({ errCode: 4009, tips: lang === 'zh' ? '航班未取消或延误2小时以上，不能办理非自愿退票' : expect.stringContaining('involuntary refund is not possible') })
    }

    // The fare's fee table, read while the fare is still on sale.
    const rule = await env.post<{ refund: { feePercent: number; minHoursBefore: number | null; maxHoursBefore: number | null }[] }>('/obt/plane/shopping/gn/v3/queryFlightRule', { cabinKey: goodCabin.cabinKey }, { token: corp })

    // Six hours before the disrupted flight the airline has said so.
    const badDep = new Date(`${pair.bad.depTime.replace(' ', 'T')}:00+08:00`).getTime()
    env.clock.advance(badDep - 6 * HOUR - env.clock.now().getTime())
    corp = await env.login('hx.corpbooker')
    const known = await detail(badOrder)
    expect(known.data.segments[0].flightStatus).toMatchObject({ involuntaryRefund: true })
    expect(['CANCELLED', 'DELAYED']).toContain(known.data.segments[0].flightStatus?.status)
    expect((await detail(goodOrder)).data.segments[0].flightStatus).toMatchObject({ status: 'SCHEDULED', involuntaryRefund: false })

    // The undisrupted flight: involuntary refused, voluntary pays the rule's fee.
    const goodPsg = await passengerOf(goodOrder)
    expect(await env.post(`${TK}/refundAdd`, { orderId: goodOrder, passengerIds: [goodPsg], reason: 'x', refundType: 2 }, { token: corp }))
      .toMatchObject({ errCode: 4009, tips: '航班未取消或延误2小时以上，不能办理非自愿退票' })
    const goodDep = new Date(`${pair.good.depTime.replace(' ', 'T')}:00+08:00`).getTime()
    const hours = (goodDep - env.clock.now().getTime()) / HOUR
    const tier = rule.data.refund.find((t) => (t.minHoursBefore === null || hours >= t.minHoursBefore) && (t.maxHoursBefore === null || hours < t.maxHoursBefore)) as { feePercent: number }
    const voluntary = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId: goodOrder, passengerIds: [goodPsg], reason: '行程取消' }, { token: corp })
    expect(voluntary.data.fee).toBe(Math.round((goodCabin.price * tier.feePercent) / 100))
    expect((await env.get<RefundDetail>(`${TK}/refundOrderDetail`, { refundId: voluntary.data.refundId }, { token: corp })).data.refundType).toBe(1)

    // The disrupted one: free, whatever the request says (here nothing), recorded as involuntary.
    const free = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId: badOrder, passengerIds: [await passengerOf(badOrder)], reason: '航班取消', refundType: 1 }, { token: corp })
    expect(free.data).toMatchObject({ fee: 0, refundAmount: badCabin.price + 50 + 40, orderStatus: 'FULL_REFUND' })
    const freeDetail = await env.get<RefundDetail>(`${TK}/refundOrderDetail`, { refundId: free.data.refundId }, { token: corp })
    expect(freeDetail.data).toMatchObject({ refundType: 2, totalFee: 0, items: [expect.objectContaining({ feePercent: 0 })] })
  })

  test('change to a cheaper fare: the difference comes back less what the fare rule keeps, refunded to the payer at once', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinCode === 'J', days: 20 })
    const orderId = await paidOrder(cabin.cabinKey, [{ empId: colleague }])
    const order = await detail(orderId)
    const date = order.data.segments[0].depTime.slice(0, 10)
    const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date, tripType: 2 })
    const other = flights.find((f) => f.flightKey !== flight.flightKey) as Flight
    const target = (await cabinsOf(env, corp, other.flightKey, undefined, 2)).cabins.find((c) => c.cabinClass === 'Y' && c.price < cabin.price) as { cabinKey: string; price: number }
    const rule = await env.post<{ refund: { feePercent: number }[]; change: { feePercent: number }[] }>('/obt/plane/shopping/gn/v3/queryFlightRule', { cabinKey: cabin.cabinKey }, { token: corp })
    const fee = Math.round((cabin.price * rule.data.change[0].feePercent) / 100)
    const difference = cabin.price - target.price
    const kept = Math.round((difference * rule.data.refund[0].feePercent) / 100)
    const back = difference - kept - fee
    expect(back).toBeGreaterThan(0)

    const quote = await env.post<ChangeFeeReply>(`${TK}/queryChangeFee`, { orderId, newCabinKey: target.cabinKey }, { token: corp })
    expect(quote.data).toMatchObject({
      changeFee: fee, fareDifference: 0, total: fee, fareRefund: difference - kept, fareRefundFee: kept,
      fareRefundPerTicket: difference - kept, fareRefundPercent: rule.data.refund[0].feePercent,
      payable: 0, refundable: back, payType: 'PERSONAL', settlement: 'REFUND',
    })
    const changed = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [order.data.passengers[0].passengerId], newCabinKey: target.cabinKey }, { token: corp })
    expect(changed.data).toMatchObject({ orderStatus: 'CHANGED', needPayment: false, payable: 0, refundable: back, settlement: 'REFUND' })
    const after = await detail(orderId)
    expect(after.data.price.refunded).toBe(back)
    expect(after.data.passengers[0].tickets.find((t) => t.status === 'ISSUED')?.fare).toBe(target.price)
    const change = await env.get<ChangeDetail>(`${TK}/tkChangeOrderDetail`, { changeId: changed.data.changeId }, { token: corp })
    expect(change.data).toMatchObject({ fareRefund: difference - kept, fareRefundFee: kept, refundable: back, settlement: 'REFUND', items: [expect.objectContaining({ fareRefund: difference - kept, fareRefundFee: kept })] })
    const movement = await env.database.db.selectFrom('payments').select(['scene', 'amount']).where('order_ids', '=', orderId).where('scene', '=', 'refund').execute()
    expect(movement.map((m) => Number(m.amount))).toEqual([-back])
  })

  test('a change of a company-paid order is charged to the company account at once; an unpaid personal change lapses after 15 minutes', async () => {
    // Business trip of the corp booker herself, in policy: the company account pays.
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y' && c.policy.inPolicy, days: 24, travellerEmpIds: [corpId] })
    const orderId = await paidOrder(cabin.cabinKey, [{ empId: corpId }], 1)
    expect((await detail(orderId)).data.payType).toBe('COMPANY')
    const date = flight.depTime.slice(0, 10)
    const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date, travellerEmpIds: [corpId] })
    const other = flights.find((f) => f.flightKey !== flight.flightKey) as Flight
    const dearer = (await cabinsOf(env, corp, other.flightKey, [corpId])).cabins.find((c) => c.cabinClass === 'Y' && c.price > cabin.price) as { cabinKey: string; price: number }
    const credit = async () => Number((await env.database.db.selectFrom('company_travel_settings').innerJoin('companies', 'companies.id', 'company_travel_settings.corp_id')
      .select('credit_used').where('companies.corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).credit_used)
    const before = await credit()
    const quote = await env.post<ChangeFeeReply>(`${TK}/queryChangeFee`, { orderId, newCabinKey: dearer.cabinKey }, { token: corp })
    expect(quote.data).toMatchObject({ payType: 'COMPANY', settlement: 'COMPANY_ACCOUNT', refundable: 0 })
    expect(quote.data.payable).toBeGreaterThan(0)
    const passengerId = (await detail(orderId)).data.passengers[0].passengerId
    const changed = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [passengerId], newCabinKey: dearer.cabinKey }, { token: corp })
    expect(changed.data).toMatchObject({ orderStatus: 'CHANGED', needPayment: false, settlement: 'COMPANY_ACCOUNT', payable: quote.data.payable })
    expect(await credit()).toBe(before + quote.data.payable)
    const change = await env.get<ChangeDetail>(`${TK}/tkChangeOrderDetail`, { changeId: changed.data.changeId }, { token: corp })
    expect(change.data).toMatchObject({ payType: 'COMPANY', settlement: 'COMPANY_ACCOUNT', canPay: false, paidAt: expect.any(String) })
    expect(change.data.items[0].newTicketNo).toMatch(/^\d{13}$/)

    // A personal order's change nobody pays: it lapses, its seat comes back, the old ticket still flies.
    const personal = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y', days: 25 })
    const personalId = await paidOrder(personal.cabin.cabinKey, [{ empId: colleague }])
    const pDate = personal.flight.depTime.slice(0, 10)
    const pFlights = (await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date: pDate, tripType: 2 })).flights
    const pOther = pFlights.find((f) => f.flightKey !== personal.flight.flightKey) as Flight
    const pTarget = (await cabinsOf(env, corp, pOther.flightKey, undefined, 2)).cabins.find((c) => c.price > personal.cabin.price) as { cabinKey: string; cabinCode: string }
    const seatsBefore = await seatsLeft(env, pOther.flightKey, pTarget.cabinCode)
    const pPassenger = (await detail(personalId)).data.passengers[0].passengerId
    const pending = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId: personalId, passengerIds: [pPassenger], newCabinKey: pTarget.cabinKey }, { token: corp })
    expect(pending.data).toMatchObject({ orderStatus: 'AWAITING_PAYMENT', needPayment: true })
    expect(await seatsLeft(env, pOther.flightKey, pTarget.cabinCode)).toBe(seatsBefore - 1)
    // Held for the passenger: the same passenger cannot book that flight meanwhile.
    expect((await book(env, corp, bookBody(pTarget.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))).errCode).toBe(4009)
    const list = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, orderType: 11003 }, { token: corp })
    expect(list.data.list.find((r) => r.id === pending.data.changeId)).toMatchObject({ status: 'AWAITING_PAYMENT', payDeadline: pending.data.payDeadline })
    env.clock.advance(16 * 60 * 1000)
    // Past its deadline: readers show it lapsed and write nothing; the sweep lapses it.
    expect(await env.post('/obt/getPaySubject', { orderIds: [personalId], changeId: pending.data.changeId }, { token: corp })).toMatchObject({ errCode: 4009, tips: '支付超时，改签已取消' })
    const lapsed = await env.get<ChangeDetail>(`${TK}/tkChangeOrderDetail`, { changeId: pending.data.changeId }, { token: corp })
    expect(lapsed.data).toMatchObject({ status: 'CANCELLED', canPay: false, payDeadline: null })
    expect((await detail(personalId)).data.changes.find((c) => c.id === pending.data.changeId)?.status).toBe('CANCELLED')
    const stored = () => env.database.db.selectFrom('flight_changes').select(['order_status', 'pay_deadline']).where('id', '=', Number(pending.data.changeId)).executeTakeFirstOrThrow()
    expect((await stored()).order_status).toBe('AWAITING_PAYMENT')
    expect(await seatsLeft(env, pOther.flightKey, pTarget.cabinCode)).toBe(seatsBefore - 1)
    await sweepOrders(env.app.ctx)
    expect(await stored()).toEqual({ order_status: 'CANCELLED', pay_deadline: null })
    expect(await seatsLeft(env, pOther.flightKey, pTarget.cabinCode)).toBe(seatsBefore)
    const still = await detail(personalId)
    expect(still.data.status).toBe('ISSUED')
    expect(still.data.passengers[0].tickets.map((t) => t.status)).toEqual(['ISSUED'])
    expect(still.data.segments.map((s) => s.flightNo)).toEqual([personal.flight.flightNo])
    // And the passenger may now book that flight.
    expect((await book(env, corp, bookBody(pTarget.cabinKey, { tripType: 2, passengers: [{ empId: colleague }] }))).errCode).toBe(1)
  })

  test('all orders: a change row shows its new flight and time and only the passengers it moved; a refund row its own', async () => {
    const { flight, cabin } = await findFare(env, corp, { want: (c) => c.cabinClass === 'Y', days: 30 })
    const orderId = await paidOrder(cabin.cabinKey, [{ empId: corpId }, { empId: colleague }])
    const order = await detail(orderId)
    const [me, her] = order.data.passengers
    // The next day's flight at another time.
    const nextDay = dayAhead(env, 31)
    const { flights } = await searchFlights(env, corp, { depCode: 'BJS', arrCode: 'SHA', date: nextDay, tripType: 2 })
    const other = flights.find((f) => f.depTime.slice(11) !== flight.depTime.slice(11) && f.flightNo !== flight.flightNo) as Flight
    const target = (await cabinsOf(env, corp, other.flightKey, undefined, 2)).cabins[0]
    const changed = await env.post<ChangeAddReply>(`${TK}/tkChangeOrderAdd`, { orderId, passengerIds: [her.passengerId], newCabinKey: target.cabinKey }, { token: corp })
    if (changed.data.needPayment) await payChange(env, corp, phone, orderId, changed.data.changeId)
    const refund = await env.post<RefundAddReply>(`${TK}/refundAdd`, { orderId, passengerIds: [me.passengerId], reason: '行程取消' }, { token: corp })
    expect(refund.errCode).toBe(1)

    const list = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, count: 100 }, { token: corp })
    const rows = list.data.list.filter((r) => r.orderId === orderId)
    const orderRow = rows.find((r) => r.orderType === 11001)
    const changeRow = rows.find((r) => r.orderType === 11003)
    const refundRow = rows.find((r) => r.orderType === 11002)
    expect(orderRow).toMatchObject({ flightNo: flight.flightNo, depTime: flight.depTime })
    expect(orderRow?.passengerNames.split(', ').sort()).toEqual([me.name, her.name].sort())
    expect(changeRow).toMatchObject({ id: changed.data.changeId, flightNo: other.flightNo, depTime: other.depTime, passengerNames: her.name })
    expect(refundRow).toMatchObject({ id: refund.data.refundId, flightNo: flight.flightNo, depTime: flight.depTime, passengerNames: me.name })
    // Departure-date search finds the change by its own day.
    const byDeparture = await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2, dateType: 2, dateStart: nextDay, dateEnd: nextDay, count: 100 }, { token: corp })
    expect(byDeparture.data.list.map((r) => r.id)).toContain(changed.data.changeId)
  })
})
