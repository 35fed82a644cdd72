/**
 * Airport services on the spine (issue 14): services per airport (default PEK, DFNY's own
 * default), a lounge tied to an own flight order -> pay -> voucher per traveller -> detail, all
 * orders and messages -> free cancellation before the service day (places back); the time rules
 * on a fake clock (fast security refused under 40 minutes before departure, shuttle services only
 * within 30 days) with the spec's messages in both languages; tying to another person's flight
 * order (4004) or one from another airport (4000); another company's order answering like a
 * missing one; idempotent booking and one live booking per person; the last place under parallel
 * bookings; bad input with clear tips; cancellation refused on the service day (last: it moves the
 * clock).
 */
import { findStock, setStockLeft } from '../../server/src/db/repositories/airport-service-stock'
import { dumpAirportServiceOrder } from '../../server/src/db/repositories/airport-service-orders'
import { demoLogin } from '../../server/src/db/demo-logins'
import type {
  AggregateListReply,
  AirportBookBody,
  AirportBookReply,
  AirportCancelReply,
  AirportOrderDetail,
  FacilitiesReply,
  MyFlightsReply,
  PublishedAirportsReply,
  ServiceDetailReply,
  ServiceListReply,
} from '../../server/src/schemas/airport-service'
import type { OrderListReply } from '../../server/src/schemas/order'
import { sweepOrders } from '../../server/src/services/orders/lifecycle'
import { formatChinaTime } from '../../server/src/util/time'
import { book, bookBody, clientToken, dayAhead, empIdOf, findFare, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

describe.each(targets)('airport services on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let corpbooker: string
  let colleague: string
  let dfTraveller: string
  /** hx.traveller's issued flight order departing from PEK, and its flight. */
  let flightOrderId: string
  let flightDep: { flightNo: string; depTime: string; terminal: string; depAirport: string }

  /** 'YYYY-MM-DD HH:mm' China time, `ms` from the fake clock's now. */
  const wallIn = (ms: number) => formatChinaTime(new Date(env.clock.now().getTime() + ms)).slice(0, 16)
  const bookService = (token: string, body: Partial<AirportBookBody> & Pick<AirportBookBody, 'serviceId'>, lang: 'zh' | 'en' = 'zh') =>
    env.post<AirportBookReply>('/obt/airport/book', {
      travellers: [{ empId: travellerId }], contact: { name: '李明轩', phone: '13800138000' }, tripType: 1, clientToken: clientToken('as'), ...body,
    }, { token, lang })
  const detail = (token: string, orderId: string, lang: 'zh' | 'en' = 'zh') => env.get<AirportOrderDetail>('/obt/airport/orderDetail', { orderId }, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    // Daytime in China, so "30 minutes from now" stays on today.
    const hour = Number(formatChinaTime(env.clock.now()).slice(11, 13))
    if (hour < 9 || hour >= 16) env.clock.advance(((9 - hour + 24) % 24) * 60 * MINUTE)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    corpbooker = await env.login('hx.corpbooker')
    colleague = await env.login('hx.booker')
    dfTraveller = await env.login('df.traveller')
    // An issued flight order of hx.traveller from Beijing Capital (personal trip: no policy in the way).
    const fare = await findFare(env, traveller, { dep: 'BJS', arr: 'SHA', days: 5, want: (_c, f) => f.depAirport === 'PEK' })
    const booked = await book(env, traveller, bookBody(fare.cabin.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2 }))
    expect(booked.errCode).toBe(1)
    flightOrderId = booked.data.orderId
    await payOrders(env, traveller, demoLogin('hx.traveller').phone, [flightOrderId])
    flightDep = { flightNo: fare.flight.flightNo, depTime: fare.flight.depTime, terminal: fare.flight.depTerminal, depAirport: fare.flight.depAirport }
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('services per airport: published airports, the aggregate (default PEK; DFNY opens on SHA), lists, facilities, detail', async () => {
    const published = await env.post<PublishedAirportsReply>('/obt/airport/publishedAirports', {}, { token: traveller })
    expect(published.data.defaultAirportCode).toBe('PEK')
    expect(published.data.list.find((a) => a.airportCode === 'PEK')).toMatchObject({ name: '北京首都国际机场', cityName: '北京', terminals: ['T2', 'T3'] })
    expect((await env.post<PublishedAirportsReply>('/obt/airport/publishedAirports', {}, { token: dfTraveller })).data.defaultAirportCode).toBe('SHA')

    const agg = await env.post<AggregateListReply>('/obt/airport/aggregateList', {}, { token: traveller })
    expect(agg.errCode).toBe(1)
    expect(agg.data).toMatchObject({ airportCode: 'PEK', terminal: '', terminals: ['T2', 'T3'], date: dayAhead(env, 0) })
    expect(agg.data.groups.map((g) => [g.type, g.orderType])).toEqual([['LOUNGE', 11028], ['FAST_CHECK', 11029], ['CHECK_IN', 11030], ['GUEST_PASS', 11031], ['INTEGRATED', 21028]])
    for (const g of agg.data.groups) expect(g.list.length).toBeGreaterThan(0)
    const lounge = agg.data.groups[0].list[0]
    expect(lounge).toMatchObject({ serviceId: 'PEK-T2-LG1', airportName: '北京首都国际机场', terminal: 'T2', soldOut: false, needsFlight: false, shuttle: false })
    expect(lounge.location).toContain('T2航站楼')
    expect(lounge.openHours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    expect(lounge.price).toBeGreaterThan(0)
    expect(lounge.rules.length).toBeGreaterThan(1)
    // The same world every time: the catalogue is deterministic.
    expect((await env.post<AggregateListReply>('/obt/airport/aggregateList', {}, { token: traveller })).data).toEqual(agg.data)

    const dfAgg = await env.post<AggregateListReply>('/obt/airport/aggregateList', {}, { token: dfTraveller, lang: 'en' })
    expect(dfAgg.data).toMatchObject({ airportCode: 'SHA', airportName: 'Shanghai Hongqiao International Airport', cityName: 'Shanghai' })
    expect(dfAgg.data.groups[0].title).toBe('Lounge')

    const t3 = await env.post<ServiceListReply>('/obt/airport/lounge/list', { airportCode: 'PEK', terminal: 'T3' }, { token: traveller, lang: 'en' })
    expect(t3.data.list.map((s) => s.serviceId)).toEqual(['PEK-T3-LG1', 'PEK-T3-LG2'])
    expect(t3.data.list[0].name).toBe('Terminal 3 Domestic Departures VIP Lounge')
    const guest = await env.post<ServiceListReply>('/obt/airport/guestPass/list', { airportCode: 'PVG' }, { token: traveller })
    expect(guest.data.list.every((s) => s.type === 'GUEST_PASS' && s.shuttle && s.orderType === 11031)).toBe(true)
    for (const path of ['fastCheck', 'checkIn', 'integrated']) {
      expect((await env.post<ServiceListReply>(`/obt/airport/${path}/list`, { airportCode: 'PKX' }, { token: traveller })).data.list).toHaveLength(1)
    }
    const fac = await env.post<FacilitiesReply>('/obt/airport/facilities', { airportCode: 'PEK', terminal: 'T3' }, { token: traveller })
    expect(fac.data.list.map((f) => f.name)).toContain('母婴室')
    const det = await env.post<ServiceDetailReply>('/obt/airport/serviceDetail', { serviceId: 'PEK-T3-IP1' }, { token: traveller })
    expect(det.data.includes).toEqual(['T3航站楼国内出发贵宾休息室', 'T3航站楼快速安检通道'])
    expect(det.data.service).toMatchObject({ type: 'INTEGRATED', orderType: 21028, left: 30 })

    expect(await env.post('/obt/airport/aggregateList', { airportCode: 'XXX' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '该机场暂未开通机场服务：XXX' })
    expect(await env.post('/obt/airport/aggregateList', { airportCode: 'PEK', terminal: 'T9' }, { token: traveller, lang: 'en' }))
      .toMatchObject({ errCode: 4000, tips: 'Beijing Capital International Airport has no terminal T9' })
    expect(await env.post('/obt/airport/aggregateList', {}, {})).toMatchObject({ errCode: 3901 })
  })

  test('a lounge tied to an own flight order: book -> pay -> a voucher per traveller -> detail, all orders, messages -> free cancellation before the day', async () => {
    const flights = await env.post<MyFlightsReply>('/obt/airport/myFlights', { airportCode: 'PEK' }, { token: traveller })
    const mine = flights.data.list.find((f) => f.flightOrderId === flightOrderId)
    expect(mine).toMatchObject({ flightNo: flightDep.flightNo, depTime: flightDep.depTime, depAirport: 'PEK', terminal: flightDep.terminal, passengerNames: '李明轩' })
    expect((await env.post<MyFlightsReply>('/obt/airport/myFlights', { airportCode: 'SHA' }, { token: traveller })).data.list.find((f) => f.flightOrderId === flightOrderId)).toBeUndefined()

    const serviceId = `PEK-${flightDep.terminal}-LG1`
    const depDate = flightDep.depTime.slice(0, 10)
    const before = (await findStock(env.database.db, [serviceId], depDate)).get(serviceId)?.taken ?? 0
    const body = { serviceId, flightOrderId, travellers: [{ empId: travellerId }, { name: '王五', cardType: 'NI' as const, cardNumber: '110101199003071233', phone: '13900001111' }], tripType: 2 as const }
    const booked = await bookService(traveller, body)
    expect(booked.errCode).toBe(1)
    expect(booked.data).toMatchObject({ orderType: 11028, status: 'AWAITING_PAYMENT', needApproval: false })
    expect(booked.data.orderNo).toMatch(/^JC\d{14}$/)
    expect(booked.data.payDeadline).toBe(formatChinaTime(new Date(env.clock.now().getTime() + 15 * MINUTE)).slice(0, 16))
    const waiting = await detail(traveller, booked.data.orderId)
    const unit = waiting.data.price.unitPrice
    expect(booked.data.totalAmount).toBe(unit * 2)
    expect(waiting.data).toMatchObject({
      type: 'LOUNGE', orderType: 11028, serviceDate: depDate, flight: { flightOrderId, flightNo: flightDep.flightNo, depTime: flightDep.depTime },
      allowedActions: { pay: true, cancel: true }, cancelBlocked: null, service: { serviceId, airportCode: 'PEK', terminal: flightDep.terminal },
    })
    expect(waiting.data.travellers.map((t) => t.voucherCode)).toEqual([null, null])
    // The guest's ID number travels masked; the booking took two places.
    expect(waiting.data.travellers[1]).toMatchObject({ name: '王五', cardType: 'NI', cardMasked: '1101****1233' })
    expect(JSON.stringify(waiting.data)).not.toContain('110101199003071233')
    expect((await findStock(env.database.db, [serviceId], depDate)).get(serviceId)?.taken).toBe(before + 2)

    const paid = await payOrders(env, traveller, demoLogin('hx.traveller').phone, [booked.data.orderId])
    expect(paid.orders).toEqual([{ orderId: booked.data.orderId, status: 'ISSUED' }])
    const issued = await detail(traveller, booked.data.orderId, 'en')
    const digits = booked.data.orderNo.slice(2)
    expect(issued.data.travellers.map((t) => t.voucherCode)).toEqual([`LG${digits}01`, `LG${digits}02`])
    expect(issued.data).toMatchObject({ status: 'ISSUED', price: { paid: unit * 2 }, allowedActions: { pay: false, cancel: true } })
    expect(issued.data.service.name).toMatch(/Lounge$/)
    expect(issued.data.cancelRule).toContain('Free cancellation')
    expect(await dumpAirportServiceOrder(env.database.db, Number(booked.data.orderId))).toContain(`LG${digits}01`)

    for (const lang of ['zh', 'en'] as const) {
      const list = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller, lang })
      expect(list.data.list.find((r) => r.id === booked.data.orderId)).toMatchObject({
        orderType: 11028, status: 'ISSUED', amount: unit * 2, flightNo: flightDep.flightNo, depTime: flightDep.depTime, passengerNames: '李明轩, 王五',
        routeText: lang === 'zh' ? expect.stringMatching(/^贵宾休息室 /) : expect.stringMatching(/^Lounge /),
      })
    }
    const own = await env.post<OrderListReply>('/obt/airport/orderList', { orderType: 11028 }, { token: traveller })
    expect(own.data.list.map((r) => r.orderType)).toEqual(own.data.list.map(() => 11028))
    const messages = await env.post<{ list: { title: string; content: string; orderType: number }[] }>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 20 }, { token: traveller })
    expect(messages.data.list.find((m) => m.orderType === 11028)?.content).toContain(`LG${digits}01`)

    const cancelled = await env.post<AirportCancelReply>('/obt/airport/cancel', { orderId: booked.data.orderId }, { token: traveller })
    expect(cancelled.data).toEqual({ orderId: booked.data.orderId, status: 'FULL_REFUND', refundAmount: unit * 2 })
    expect((await detail(traveller, booked.data.orderId)).data).toMatchObject({ status: 'FULL_REFUND', price: { refunded: unit * 2 }, allowedActions: { cancel: false } })
    expect((await findStock(env.database.db, [serviceId], depDate)).get(serviceId)?.taken).toBe(before)
    expect(await env.post('/obt/airport/cancel', { orderId: booked.data.orderId }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '当前订单状态不能取消' })
    // Released: the same people may book the service that day again.
    expect((await bookService(traveller, { ...body, tripType: 2 })).errCode).toBe(1)
  })

  test('fast security is refused under 40 minutes before departure; shuttle services only within 30 days (fake clock, spec messages)', async () => {
    for (const [lang, tips] of [['zh', '距航班起飞不足40分钟，不能预订快速安检'], ['en', 'Fast security cannot be booked less than 40 minutes before departure']] as const) {
      expect(await bookService(traveller, { serviceId: 'PEK-T3-FC1', flightNo: 'CA1501', depTime: wallIn(30 * MINUTE) }, lang)).toMatchObject({ errCode: 4009, tips })
    }
    // The bundle includes fast security: the same rule.
    expect(await bookService(traveller, { serviceId: 'PEK-T3-IP1', flightNo: 'CA1501', depTime: wallIn(39 * MINUTE) })).toMatchObject({ errCode: 4009, tips: '距航班起飞不足40分钟，不能预订快速安检' })
    // A lounge is not fast security; a check-in counter neither.
    expect((await bookService(traveller, { serviceId: 'PEK-T3-LG2', flightNo: 'CA1501', depTime: wallIn(30 * MINUTE), tripType: 2 })).errCode).toBe(1)
    const ok = await bookService(traveller, { serviceId: 'PEK-T3-FC1', flightNo: 'CA1501', depTime: wallIn(45 * MINUTE) })
    expect(ok.data).toMatchObject({ orderType: 11029, status: 'AWAITING_PAYMENT' })
    expect(await bookService(traveller, { serviceId: 'PEK-T3-FC1', flightNo: 'CA1501', depTime: wallIn(-5 * MINUTE) })).toMatchObject({ errCode: 4009, tips: '航班已起飞，不能预订' })

    for (const [lang, tips] of [['zh', '接送服务仅可预订30天内的日期'], ['en', 'Shuttle services can only be booked within 30 days']] as const) {
      expect(await bookService(traveller, { serviceId: 'PEK-T3-GP1', flightNo: 'CA1501', depTime: wallIn(31 * DAY) }, lang)).toMatchObject({ errCode: 4009, tips })
    }
    expect((await bookService(traveller, { serviceId: 'PEK-T3-GP1', flightNo: 'CA1501', depTime: wallIn(29 * DAY) })).data).toMatchObject({ orderType: 11031 })
    // A lounge (no shuttle) 31 days ahead is fine; beyond 90 days nothing is sold.
    expect((await bookService(traveller, { serviceId: 'PEK-T3-LG1', serviceDate: dayAhead(env, 31) })).data).toMatchObject({ orderType: 11028 })
    expect(await bookService(traveller, { serviceId: 'PEK-T3-LG1', serviceDate: dayAhead(env, 91) })).toMatchObject({ errCode: 4000, tips: '机场服务只能预订90天内的日期' })
    expect(await bookService(traveller, { serviceId: 'PEK-T3-CI1', serviceDate: dayAhead(env, 3) })).toMatchObject({ errCode: 4000, tips: '请选择航班（从我的航班中选择，或填写航班号和起飞时间）' })
    const checkIn = await bookService(traveller, { serviceId: 'PEK-T3-CI1', flightNo: 'CA1501', depTime: wallIn(3 * DAY) })
    expect(checkIn.data).toMatchObject({ orderType: 11030 })
  })

  test('tying to another person\'s flight order answers 4004; to a flight from another airport 4000', async () => {
    expect(await bookService(colleague, { serviceId: `PEK-${flightDep.terminal}-LG1`, flightOrderId, travellers: [{ empId: await empIdOf(env, 'hx.booker') }] }))
      .toMatchObject({ errCode: 4004 })
    expect(await bookService(dfTraveller, { serviceId: `PEK-${flightDep.terminal}-LG1`, flightOrderId, travellers: [{ empId: await empIdOf(env, 'df.traveller') }] }))
      .toMatchObject({ errCode: 4004 })
    expect(await bookService(traveller, { serviceId: 'SHA-T2-LG1', flightOrderId }))
      .toMatchObject({ errCode: 4000, tips: `航班${flightDep.flightNo}不从上海虹桥国际机场出发，请选择该机场出发的航班` })
    expect(await bookService(traveller, { serviceId: 'PEK-T3-LG1', flightOrderId: '999999' })).toMatchObject({ errCode: 4004 })
  })

  test('another company\'s order answers 4004 exactly like a missing one; a colleague outside the scope too', async () => {
    const booked = await bookService(traveller, { serviceId: 'PEK-T2-LG2', serviceDate: dayAhead(env, 6) })
    expect(booked.errCode).toBe(1)
    const missing = await detail(dfTraveller, '99999999')
    const foreign = await detail(dfTraveller, booked.data.orderId)
    expect(foreign).toEqual(missing)
    expect(foreign.errCode).toBe(4004)
    expect(await env.post('/obt/airport/cancel', { orderId: booked.data.orderId }, { token: dfTraveller })).toEqual(await env.post('/obt/airport/cancel', { orderId: '99999999' }, { token: dfTraveller }))
    // hx.booker books for the own department (not hx.traveller's): answers like missing too.
    expect((await detail(colleague, booked.data.orderId)).errCode).toBe(4004)
    expect((await detail(corpbooker, booked.data.orderId)).errCode).toBe(1)
    expect((await detail(traveller, booked.data.orderId)).data.status).toBe('AWAITING_PAYMENT')
  })

  test('idempotent booking; one live booking per person, service and day; unpaid orders expire and give the places back', async () => {
    const body = { serviceId: 'CAN-T2-LG1', serviceDate: dayAhead(env, 8), clientToken: clientToken('idem') }
    const first = await bookService(traveller, body)
    expect(first.errCode).toBe(1)
    expect((await bookService(traveller, body)).data.orderId).toBe(first.data.orderId)
    const [a, b] = await Promise.all([bookService(traveller, { ...body, clientToken: clientToken('p') }), bookService(traveller, { ...body, clientToken: clientToken('p') })])
    expect([a.errCode, b.errCode]).toEqual([4009, 4009])
    expect(a.tips).toBe(`李明轩在${body.serviceDate}已预订该服务，不能重复预订`)
    expect((await findStock(env.database.db, ['CAN-T2-LG1'], body.serviceDate)).get('CAN-T2-LG1')?.taken).toBe(1)
    env.clock.advance(16 * MINUTE)
    expect((await detail(traveller, first.data.orderId)).data).toMatchObject({ status: 'CANCELLED', allowedActions: { pay: false, cancel: false } })
    await sweepOrders(env.app.ctx)
    expect((await findStock(env.database.db, ['CAN-T2-LG1'], body.serviceDate)).get('CAN-T2-LG1')?.taken).toBe(0)
    expect((await bookService(traveller, { ...body, clientToken: clientToken('again') })).errCode).toBe(1)
  })

  test('the last place under 20 parallel bookings: exactly one wins, never oversold', async () => {
    const date = dayAhead(env, 9)
    const key = { serviceId: 'SZX-00-GP1', date, airportCode: 'SZX', capacity: 8 }
    await setStockLeft(env.database.db, key, 1)
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => bookService(corpbooker, {
      serviceId: key.serviceId, flightNo: 'ZH9101', depTime: `${date} 10:00`, tripType: 2,
      travellers: [{ name: `旅客${i}`, cardType: 'PP', cardNumber: `E${String(10000000 + i)}`, cardExpiry: '2035-12-31', phone: '13900002222' }],
    })))
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    expect(replies.filter((r) => r.errCode === 4009).every((r) => r.tips === '该服务当日已售罄，请选择其他日期或服务')).toBe(true)
    const stock = (await findStock(env.database.db, [key.serviceId], date)).get(key.serviceId)
    expect(stock && stock.taken).toBe(stock?.capacity)
  })

  test('bad input answers 4000 with tips naming the field or the rule', async () => {
    const bad = async (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => env.post('/obt/airport/book', {
      serviceId: 'PEK-T3-LG1', serviceDate: dayAhead(env, 2), travellers: [{ empId: travellerId }], contact: { name: '李明轩', phone: '13800138000' }, tripType: 1, clientToken: clientToken('bad'), ...body,
    }, { token: traveller, lang })
    expect(await bad({ serviceId: 'lounge' })).toMatchObject({ errCode: 4000, tips: '机场服务格式不正确' })
    expect(await bad({ serviceId: 'PEK-T3-LG7' })).toMatchObject({ errCode: 4000, tips: '机场服务不存在或已下线，请重新选择' })
    expect((await bad({ travellers: [] })).errCode).toBe(4000)
    expect((await bad({ travellers: [] })).tips).toContain('使用人')
    expect(await bad({ depTime: '2026-13-01' }, 'en')).toMatchObject({ errCode: 4000, tips: 'Invalid departure time' })
    expect(await bad({ serviceDate: dayAhead(env, -1) })).toMatchObject({ errCode: 4000, tips: '服务日期不能早于今天' })
    expect(await bad({ serviceDate: undefined })).toMatchObject({ errCode: 4000, tips: '请选择服务日期' })
    expect(await bad({ flightNo: 'CA1501' })).toMatchObject({ errCode: 4000, tips: '请同时填写航班号和起飞时间' })
    expect(await bad({ flightNo: 'CA1501', depTime: wallIn(3 * DAY), serviceDate: dayAhead(env, 2) })).toMatchObject({ errCode: 4000, tips: `服务日期须为航班起飞当天（${dayAhead(env, 3)}）` })
    expect(await bad({ travellers: [{ name: '访客' }], tripType: 2 })).toMatchObject({ errCode: 4000 })
    expect(await bad({ expectedTotal: 1 })).toMatchObject({ errCode: 4009, tips: expect.stringMatching(/^价格已变动/) })
    expect(await env.get('/obt/airport/orderDetail', { orderId: 'abc' }, { token: traveller })).toMatchObject({ errCode: 4000 })
  })

  test('paid: cancelling on the service day is refused with the rule; the day after, the order completes (moves the clock)', async () => {
    const date = dayAhead(env, 1)
    const booked = await bookService(traveller, { serviceId: 'PEK-T3-LG2', serviceDate: date, tripType: 2 })
    expect(booked.errCode).toBe(1)
    await payOrders(env, traveller, demoLogin('hx.traveller').phone, [booked.data.orderId])
    env.clock.advance(DAY)
    const onTheDay = await detail(traveller, booked.data.orderId)
    expect(onTheDay.data).toMatchObject({ status: 'ISSUED', allowedActions: { cancel: false }, cancelBlocked: `服务日（${date}）当天及之后不能取消` })
    expect(await env.post('/obt/airport/cancel', { orderId: booked.data.orderId }, { token: traveller, lang: 'en' }))
      .toMatchObject({ errCode: 4009, tips: `The order cannot be cancelled on or after the day of use (${date})` })
    env.clock.advance(DAY)
    await sweepOrders(env.app.ctx)
    expect((await detail(traveller, booked.data.orderId)).data.status).toBe('COMPLETED')
  })
})
