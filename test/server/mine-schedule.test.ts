/**
 * The user centre (issue 15) on the order spine: the schedule lists a flight, a train and a hotel
 * order of hx.traveller in departure order (the badge counts them, capped at 99) and moves them to
 * the history once their day has passed; points are earned by the company's rule when an order is
 * paid and taken back when its money goes back; an out-of-policy booking is listed with its
 * violation and reason; offline orders (qt/order) of another company or employee answer like
 * missing ones and cancel only while allowed; online service follows the tenant flag 10013 and a
 * meeting request is answered by the consultant. The test that moves the clock comes last.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type {
  AvailablePointsReply,
  OtherOrderDetail,
  OtherOrderListReply,
  PointsBillReply,
  PointsByOrderReply,
  ScheduleReply,
  ServiceRequestItem,
  ServiceRequestListReply,
  ViolateListReply,
} from '../../server/src/schemas/mine'
import type { TotalCountReply } from '../../server/src/schemas/messages'
import { pointsFor } from '../../server/src/services/mine/points'
import { book, bookBody, dayAhead, empIdOf, findFare, payOrders } from './helpers/flights'
import { bookHotelOrder, findPlan, hotelBookBody, toDaytime } from './helpers/hotels'
import { chinaDatePlusDays } from '../../server/src/util/time'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'
import { bookTrainOrder, findTrain, trainBookBody } from './helpers/trains'
import { railKg } from '../../server/src/services/carbon/estimate'

const DAY = 24 * 60 * 60 * 1000

describe.each(targets)('schedule, points, violations, offline orders and service on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let dfTraveller: string
  const phone = demoLogin('hx.traveller').phone
  /** hx.traveller's paid orders: train in 3 days, flight in 5, hotel in 7. */
  const mine = { train: '', flight: '', hotel: '' }
  const amounts = { train: 0, flight: 0, hotel: 0 }
  let flightNo = ''
  let hotelRoomTotal = 0
  /** When the demo world was seeded: its offline orders are dated from then (toDaytime may move the clock a day on). */
  let seededAt = new Date()

  const schedule = (token: string, history: 0 | 1 = 0, lang: 'zh' | 'en' = 'zh') =>
    env.post<ScheduleReply>('/obt/scheduleOrder', { history, count: 50 }, { token, lang })
  const balance = async (token: string) => (await env.post<AvailablePointsReply>('/obt/getAvailablePoints', {}, { token })).data.balance

  beforeAll(async () => {
    env = await startTestApp(target)
    seededAt = env.clock.now()
    toDaytime(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    dfTraveller = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('a flight, a train and a hotel paid: the schedule lists them by departure across products, the badge counts them, points are earned', async () => {
    const start = await balance(traveller)
    expect(start).toBe(100)

    const { cabin, flight: flightRow } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 5 })
    const flight = await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(flight.errCode).toBe(1)
    mine.flight = flight.data.orderId
    flightNo = flight.data.orderNo
    amounts.flight = flight.data.totalAmount

    const train = await findTrain(env, { days: 3 })
    const trainOrder = await bookTrainOrder(env, traveller, trainBookBody(train.trainKey, 'O', { passengers: [{ empId: travellerId }] }))
    expect(trainOrder.errCode).toBe(1)
    mine.train = trainOrder.data.orderId
    amounts.train = trainOrder.data.totalAmount

    const plan = findPlan(env, { days: 7, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && p.cancelType === 'FREE_UNTIL' && h.star <= 3 && (p.nightly[0].price as number) < 500 })
    const hotel = await bookHotelOrder(env, traveller, hotelBookBody(plan.priceKey, [{ guests: [{ empId: travellerId }] }]))
    expect(hotel.errCode).toBe(1)
    mine.hotel = hotel.data.orderId
    amounts.hotel = hotel.data.totalAmount
    hotelRoomTotal = plan.total

    // Unpaid: not trips yet.
    expect((await schedule(traveller)).data.list.filter((i) => Object.values(mine).includes(i.orderId))).toEqual([])

    await payOrders(env, traveller, phone, [mine.flight])
    await payOrders(env, traveller, phone, [mine.train])
    await payOrders(env, traveller, phone, [mine.hotel])

    const upcoming = await schedule(traveller)
    const ours = upcoming.data.list.filter((i) => Object.values(mine).includes(i.orderId))
    expect(ours.map((i) => i.orderId)).toEqual([mine.train, mine.flight, mine.hotel])
    expect(ours.map((i) => i.orderType)).toEqual([11009, 11001, 11007])
    expect(ours.map((i) => i.day)).toEqual([dayAhead(env, 3), dayAhead(env, 5), dayAhead(env, 7)])
    expect(ours[1]).toMatchObject({ orderNo: flightNo, status: 'ISSUED', productCode: '10901', routeText: expect.stringContaining('北京') })
    // The estimate per trip (issue 18 §2): the flight's and the train's, with the search figures' factors; a stay has none.
    expect(flightRow.lowestCabinClass).toBe('Y')
    expect(ours[1].co2Kg).toBe(flightRow.co2Kg)
    expect(ours[0].co2Kg).toBe(Math.round(railKg(train.distanceKm)))
    expect(ours[2].co2Kg).toBeUndefined()
    // One time line: every row in departure order.
    const times = upcoming.data.list.map((i) => i.depTime)
    expect([...times].sort()).toEqual(times)
    expect(upcoming.data.total).toBe(upcoming.data.list.length)
    expect((await schedule(traveller, 0, 'en')).data.list.find((i) => i.orderId === mine.flight)?.routeText).toContain('Beijing')
    // The badge counts the upcoming trips.
    expect((await env.post<TotalCountReply>('/obt/totalCount', {}, { token: traveller })).data.schedule).toBe(Math.min(99, upcoming.data.total))
    // Another company's traveller sees none of them.
    expect((await schedule(dfTraveller)).data.list.some((i) => Object.values(mine).includes(i.orderId))).toBe(false)

    // Points: HX earns one point per CNY 10 paid, per order.
    const earned = pointsFor(amounts.flight, 10) + pointsFor(amounts.train, 10) + pointsFor(amounts.hotel, 10)
    expect(earned).toBeGreaterThan(0)
    expect(await balance(traveller)).toBe(start + earned)
    const byOrder = await env.post<PointsByOrderReply>('/obt/getIntegralByOrderNo', { orderNo: flightNo }, { token: traveller })
    expect(byOrder.data).toMatchObject({ orderNo: flightNo, points: pointsFor(amounts.flight, 10), list: [{ kind: 'EARN', amount: amounts.flight, orderId: mine.flight, orderType: 11001 }] })
    const bill = await env.post<PointsBillReply>('/obt/empIntegralBillQuery', { pageNum: 1, count: 10 }, { token: traveller, lang: 'en' })
    expect(bill.data.balance).toBe(start + earned)
    expect(bill.data.list.map((e) => e.kind)).toEqual(['EARN', 'EARN', 'EARN', 'GRANT'])
    expect(bill.data.list[3]).toMatchObject({ points: 100, note: 'Welcome points', orderNo: null })
    // Another company's user asking for the order number: nothing, like an unknown number.
    expect((await env.post<PointsByOrderReply>('/obt/getIntegralByOrderNo', { orderNo: flightNo }, { token: dfTraveller })).data).toEqual({ orderNo: flightNo, points: 0, list: [] })
    expect((await env.post<AvailablePointsReply>('/obt/getAvailablePoints', {}, { token: dfTraveller })).data).toEqual({ balance: 100, yuanPerPoint: 20 })
  })

  test('a refund takes the points of the money back; the cancelled stay leaves the schedule', async () => {
    const before = await balance(traveller)
    const refund = await env.post<{ orderStatus: string; refundAmount: number }>('/obt/hotel/htOrder/refundAdd', { orderId: mine.hotel, reason: '行程取消' }, { token: traveller })
    expect(refund.data).toMatchObject({ orderStatus: 'FULL_REFUND', refundAmount: hotelRoomTotal })
    const kept = pointsFor(amounts.hotel - hotelRoomTotal, 10)
    const taken = pointsFor(amounts.hotel, 10) - kept
    expect(await balance(traveller)).toBe(before - taken)
    const hotelNo = (await env.post<ScheduleReply>('/obt/scheduleOrder', {}, { token: traveller })).data.list.find((i) => i.orderId === mine.hotel)
    expect(hotelNo).toBeUndefined()
    const bill = await env.post<PointsBillReply>('/obt/empIntegralBillQuery', { count: 1 }, { token: traveller })
    expect(bill.data.list[0]).toMatchObject({ kind: 'REVERSE', points: -taken, amount: hotelRoomTotal, orderId: mine.hotel })
  })

  test('an out-of-policy booking is listed with what broke the policy and the reason given', async () => {
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'C', days: 12 })
    const reasons = await env.post<{ id: string; text: string; needNote: boolean }[]>('/obt/common/vipWbyy/list', { cplx: '10901' }, { token: traveller })
    const reason = reasons.data.find((r) => !r.needNote) as { id: string; text: string }
    const booked = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], violationReasonId: reason.id }))
    expect(booked.data.status).toBe('IN_APPROVAL')
    const list = await env.post<ViolateListReply>('/obt/violateList', {}, { token: traveller })
    expect(list.data.list[0]).toMatchObject({
      orderId: booked.data.orderId, orderType: 11001, status: 'IN_APPROVAL', reason: reason.text,
      violations: [expect.objectContaining({ code: 'CABIN_CLASS', text: expect.stringContaining('舱位') })],
    })
    expect(list.data.list.some((i) => Object.values(mine).includes(i.orderId))).toBe(false)
    const en = await env.post<ViolateListReply>('/obt/violateList', {}, { token: traveller, lang: 'en' })
    expect(en.data.list[0].violations[0].text).toContain('Cabin')
    expect((await env.post<ViolateListReply>('/obt/violateList', {}, { token: dfTraveller })).data.list.some((i) => i.orderId === booked.data.orderId)).toBe(false)
    // In approval is not a trip.
    expect((await schedule(traveller)).data.list.some((i) => i.orderId === booked.data.orderId)).toBe(false)
  })

  test('offline orders: own list, detail, cancel while allowed; another company or employee answers like a missing one', async () => {
    const list = await env.post<OtherOrderListReply>('/obt/qt/order/list', {}, { token: traveller })
    expect(list.data.total).toBe(3)
    expect(list.data.list.map((o) => o.status)).toEqual(['IN_PROGRESS', 'ISSUED', 'CANCELLED'])
    const [open, issued] = list.data.list
    expect(open).toMatchObject({ category: 'VISA', title: '日本商务签证代办（单次）', travellerNames: '李明轩', amount: 680, serviceDate: chinaDatePlusDays(seededAt, 12) })
    expect(open.orderNo).toMatch(/^QT\d{14}$/)
    const detail = await env.post<OtherOrderDetail>('/obt/qt/order/detail', { orderId: open.orderId }, { token: traveller, lang: 'en' })
    expect(detail.data).toMatchObject({ title: 'Japan business visa (single entry), handled for you', consultant: '王顾问', canCancel: true, cancelledAt: null })

    const dfList = await env.post<OtherOrderListReply>('/obt/qt/order/list', {}, { token: dfTraveller })
    const missing = await env.post('/obt/qt/order/detail', { orderId: '999999' }, { token: traveller })
    expect(missing.errCode).toBe(4004)
    for (const call of ['detail', 'cancel']) {
      const other = await env.post(`/obt/qt/order/${call}`, { orderId: dfList.data.list[0].orderId }, { token: traveller })
      expect({ errCode: other.errCode, tips: other.tips, data: other.data }).toEqual({ errCode: missing.errCode, tips: missing.tips, data: missing.data })
    }
    // A colleague of the same company does not see it either.
    const colleague = await env.login('hx.booker')
    expect((await env.post('/obt/qt/order/detail', { orderId: open.orderId }, { token: colleague })).errCode).toBe(4004)

    expect(await env.post('/obt/qt/order/cancel', { orderId: issued.orderId }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '该订单已由差旅顾问处理，无法取消，请联系差旅顾问' })
    const cancelled = await env.post<OtherOrderDetail>('/obt/qt/order/cancel', { orderId: open.orderId }, { token: traveller })
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', canCancel: false, cancelledAt: expect.any(String) })
    expect((await env.post('/obt/qt/order/cancel', { orderId: open.orderId }, { token: traveller })).errCode).toBe(4009)
    expect((await env.post('/obt/qt/order/detail', { orderId: 'abc' }, { token: traveller })).errCode).toBe(4000)

    // The consultant's demo tool enters one for a user.
    const added = await env.post<OtherOrderDetail>('/obt/demo/qt/order/add', {
      loginName: 'hx.traveller', category: 'INSURANCE', title: '境外旅行险', titleEn: 'Overseas travel insurance', serviceDate: dayAhead(env, 9), amount: 120,
    })
    expect(added.data).toMatchObject({ status: 'IN_PROGRESS', canCancel: true, title: '境外旅行险' })
    expect((await env.post<OtherOrderListReply>('/obt/qt/order/list', {}, { token: traveller })).data.list[0].orderId).toBe(added.data.orderId)
    expect((await env.post('/obt/demo/qt/order/add', { loginName: 'nobody.here', category: 'OTHER', title: 'x', serviceDate: dayAhead(env, 1), amount: 1 })).errCode).toBe(4004)
    // Not from another machine.
    const remote = await env.inject({ method: 'POST', url: '/obt/demo/qt/order/add', headers: { 'x-forwarded-for': '203.0.113.9' }, payload: {} })
    expect(remote.json().errCode).toBe(4004)
  })

  test('online service follows the tenant flag; a meeting request is answered by the consultant and then closed', async () => {
    const asked = await env.post<ServiceRequestItem>('/obt/serviceRequest/add', { kind: 'ONLINE', content: '请问签证材料需要翻译吗？' }, { token: traveller })
    expect(asked.data).toMatchObject({ kind: 'ONLINE', status: 'SUBMITTED', canCancel: true, answer: '' })
    expect(await env.post('/obt/serviceRequest/add', { kind: 'ONLINE', content: '你好' }, { token: dfTraveller, lang: 'en' }))
      .toMatchObject({ errCode: 4009, tips: 'Online service is not open for your company: please call the service line' })
    expect(await env.post('/obt/serviceRequest/add', { kind: 'ONLINE', content: '  ' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '咨询内容不能为空' })

    const meeting = { meetingName: '华东区季度会', city: '杭州', dateBegin: dayAhead(env, 20), dateEnd: dayAhead(env, 21), attendees: 40, rooms: 20, budget: 80000, contactPhone: '13800138000' }
    expect(await env.post('/obt/serviceRequest/add', { kind: 'MEETING', meeting: { ...meeting, dateEnd: dayAhead(env, 19) } }, { token: traveller }))
      .toMatchObject({ errCode: 4000, tips: '会议结束日期不能早于开始日期' })
    expect((await env.post('/obt/serviceRequest/add', { kind: 'MEETING', meeting: { ...meeting, attendees: 0 } }, { token: traveller })).errCode).toBe(4000)
    const sent = await env.post<ServiceRequestItem>('/obt/serviceRequest/add', { kind: 'MEETING', meeting, content: '需要投影' }, { token: traveller })
    expect(sent.data).toMatchObject({ kind: 'MEETING', status: 'SUBMITTED', meeting, content: '需要投影' })
    expect(sent.data.requestNo).toMatch(/^HY\d{14}$/)
    expect((await env.post('/obt/serviceRequest/cancel', { id: sent.data.id }, { token: dfTraveller })).errCode).toBe(4004)

    const answered = await env.post<ServiceRequestItem>('/obt/demo/serviceRequest/answer', { id: Number(sent.data.id), answer: '已为您预留西湖边酒店会议室，报价 7.6 万。' })
    expect(answered.data).toMatchObject({ status: 'ANSWERED', canCancel: false, answeredAt: expect.any(String) })
    expect((await env.post('/obt/serviceRequest/cancel', { id: sent.data.id }, { token: traveller })).errCode).toBe(4009)
    const list = await env.post<ServiceRequestListReply>('/obt/serviceRequest/list', { kind: 'MEETING' }, { token: traveller })
    expect(list.data.list.map((r) => r.id)).toEqual([sent.data.id])
    expect((await env.post<ServiceRequestItem>('/obt/serviceRequest/cancel', { id: asked.data.id }, { token: traveller })).data.status).toBe('CANCELLED')
  })

  test('once their day has passed the trips are history, latest first, and the badge no longer counts them', async () => {
    env.clock.advance(6 * DAY)
    const upcoming = await schedule(traveller)
    expect(upcoming.data.list.some((i) => i.orderId === mine.train || i.orderId === mine.flight)).toBe(false)
    const history = await schedule(traveller, 1)
    const ours = history.data.list.filter((i) => i.orderId === mine.train || i.orderId === mine.flight)
    expect(ours.map((i) => i.orderId)).toEqual([mine.flight, mine.train])
    expect((await env.post<TotalCountReply>('/obt/totalCount', {}, { token: traveller })).data.schedule).toBe(upcoming.data.total)
    expect((await env.post('/obt/scheduleOrder', { history: 2 }, { token: traveller })).errCode).toBe(4000)
  })
})
