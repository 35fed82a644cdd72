/**
 * Hotel orders on the spine: book within policy -> pay -> confirmed with a confirmation number ->
 * all orders -> cancelled free of charge (11008) with the rooms back; one live booking per guest
 * and night; the 15-minute expiry releasing the rooms once; cancelling before payment; out of
 * policy needing a reason; approval; member cards; international guests' English names; the
 * guarantee card (only a token and the last four stored, nothing in the logs); the last room under
 * 50 parallel bookings; another company's ids answering like missing ones; the cancellation fee
 * rules end to end (last: it moves the clock by days).
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import { dumpHotelOrder, saveHotelSettings } from '../../server/src/db/repositories/hotel-orders'
import type { SimulatedCardVault } from '../../server/src/providers/card-vault'
import type {
  HtBookReply,
  HtCancelReply,
  HtCardValidateReply,
  HtCheckSameOrderReply,
  HtRefundAddReply,
  HtRefundDetail,
  HtRefundFeeReply,
  MemberCardListReply,
} from '../../server/src/schemas/hotel'
import type { OrderListReply } from '../../server/src/schemas/order'
import { approveOrder, sweepOrders } from '../../server/src/services/orders/lifecycle'
import { addDays } from '../../server/src/suppliers/hotels/simulator'
import { empIdOf, payOrders } from './helpers/flights'
import { bookHotelOrder, findPlan, freshKey, hotelBookBody, hotelDetail, roomsLeft, setRoomsLeft, TEST_CARD, toDaytime, type FoundPlan } from './helpers/hotels'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** A security code unlikely to occur anywhere else in rows or logs. */
const CVV = '7391'
const CARD = { cardNumber: TEST_CARD, expiry: '12/39', holder: 'LI MINGXUAN', cvv: CVV }

describe.each(targets)('hotel orders on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let corpbooker: string
  let reasonId: string

  const phoneOf = (login: string) => demoLogin(login).phone
  const prepayPlan = (days: number, extra: (p: FoundPlan['plan']) => boolean = () => true, nights = 1) =>
    findPlan(env, { days, nights, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && extra(p) && h.star <= 3 && (p.nightly[0].price as number) < 500 })

  beforeAll(async () => {
    env = await startTestApp(target, { captureLogs: true })
    toDaytime(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    corpbooker = await env.login('hx.corpbooker')
    const reason = await env.database.db.selectFrom('violation_reasons').innerJoin('companies', 'companies.id', 'violation_reasons.corp_id')
      .select('violation_reasons.id').where('companies.corp_no', '=', 'HXKJ').where('violation_reasons.product_code', '=', '10903').where('violation_reasons.code', '=', '01').orderBy('violation_reasons.id').executeTakeFirstOrThrow()
    reasonId = String(reason.id)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())
  beforeEach(() => toDaytime(env))

  test('within policy: book (room held) -> pay -> confirmed -> all orders -> free cancellation (11008) with the rooms back', async () => {
    const found = prepayPlan(3, (p) => p.cancelType === 'FREE_UNTIL', 2)
    const before = await roomsLeft(env, found)
    const body = hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }], { remark: '高楼层，安静房间' })
    const reply = await bookHotelOrder(env, traveller, body)
    expect(reply.errCode).toBe(1)
    const fee = reply.data.serviceFee
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false, payment: 'PREPAY', roomTotal: found.total, totalAmount: found.total + fee, confirmNo: null })
    expect(reply.data.orderNo).toMatch(/^JD\d{14}$/)
    expect(await roomsLeft(env, found)).toBe(before - 1)
    expect(await roomsLeft(env, found, found.checkIn)).toBe(before - 1)
    // The same token again: the same order, nothing more taken.
    expect((await bookHotelOrder(env, traveller, body)).data.orderId).toBe(reply.data.orderId)
    expect(await roomsLeft(env, found)).toBe(before - 1)
    // The guest already holds these nights: the check says so, another booking is refused (another hotel too).
    const same = await env.post<HtCheckSameOrderReply>('/obt/hotel/htOrder/checkSameOrder', { checkInDate: addDays(found.checkIn, 1), checkOutDate: addDays(found.checkIn, 3), guests: [{ empId: travellerId }] }, { token: traveller })
    expect(same.data.list).toEqual([{ orderId: reply.data.orderId, orderNo: reply.data.orderNo, guestName: '李明轩' }])
    const other = prepayPlan(3, () => true, 1)
    expect(await bookHotelOrder(env, traveller, hotelBookBody(freshKey(env, { ...other, checkIn: addDays(found.checkIn, 1), checkOut: addDays(found.checkIn, 2) }), [{ guests: [{ empId: travellerId }] }])))
      .toMatchObject({ errCode: 4009, tips: '李明轩在所选日期已有酒店订单，不能重复预订' })

    const waiting = await hotelDetail(env, traveller, reply.data.orderId)
    expect(waiting.data).toMatchObject({ status: 'AWAITING_PAYMENT', orderType: 11007, allowedActions: { pay: true, cancel: true, refund: false }, remark: '高楼层，安静房间' })
    const paid = await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    expect(paid.orders).toEqual([{ orderId: reply.data.orderId, status: 'ISSUED' }])
    const detail = await hotelDetail(env, traveller, reply.data.orderId)
    expect(detail.data).toMatchObject({
      status: 'ISSUED', confirmNo: expect.stringMatching(/^[A-Z]{2,3}\d{8}$/), checkInDate: found.checkIn, checkOutDate: found.checkOut, roomCount: 1,
      hotel: { hotelId: found.hotel.hotelId, name: found.hotel.nameZh }, plan: { ratePlanId: found.plan.ratePlanId, cancelType: 'FREE_UNTIL', payment: 'PREPAY' },
      guests: [{ roomNo: 1, name: '李明轩', empId: travellerId }], price: { roomTotal: found.total, serviceFee: fee, total: found.total + fee, paid: found.total + fee },
      allowedActions: { pay: false, cancel: false, refund: true }, guarantee: null, violation: null,
    })
    expect(detail.data.nights.map((n) => n.price)).toEqual(found.plan.nightly.map((n) => n.price))
    for (const [lang, name] of [['zh', found.hotel.nameZh], ['en', found.hotel.nameEn]] as const) {
      const list = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller, lang })
      expect(list.data.list.find((r) => r.id === reply.data.orderId)).toMatchObject({ orderType: 11007, status: 'ISSUED', routeText: name, orderNo: reply.data.orderNo, amount: found.total + fee, passengerNames: '李明轩' })
    }
    const hotels = await env.post<OrderListReply>('/obt/hotel/htOrder/orderList', {}, { token: traveller })
    expect(hotels.data.list.map((r) => r.orderType)).toEqual(hotels.data.list.map(() => 11007))

    const quote = await env.post<HtRefundFeeReply>('/obt/hotel/htOrder/refundFee', { orderId: reply.data.orderId }, { token: traveller })
    expect(quote.data).toMatchObject({ allowed: true, rule: 'FREE', fee: 0, refundAmount: found.total, cardCharge: 0 })
    const refund = await env.post<HtRefundAddReply>('/obt/hotel/htOrder/refundAdd', { orderId: reply.data.orderId, reason: '行程取消' }, { token: traveller })
    expect(refund.data).toMatchObject({ orderStatus: 'FULL_REFUND', fee: 0, refundAmount: found.total, cardCharged: 0 })
    expect(refund.data.refundNo).toMatch(/^JT\d{14}$/)
    expect(await roomsLeft(env, found)).toBe(before)
    const refundDetail = await env.get<HtRefundDetail>('/obt/hotel/htOrder/refundDetail', { refundId: refund.data.refundId }, { token: traveller, lang: 'en' })
    expect(refundDetail.data).toMatchObject({ orderType: 11008, status: 'FULL_REFUND', rule: 'FREE', ruleText: 'Free cancellation', amount: found.total, hotelName: found.hotel.nameEn, reason: '行程取消' })
    const list = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })
    expect(list.data.list.find((r) => r.orderType === 11008 && r.id === refund.data.refundId)).toMatchObject({ orderId: reply.data.orderId, status: 'FULL_REFUND', amount: found.total })
    expect((await hotelDetail(env, traveller, reply.data.orderId)).data).toMatchObject({ status: 'FULL_REFUND', price: { refunded: found.total }, refunds: [{ refundId: refund.data.refundId, orderType: 11008 }] })
    expect(await env.post('/obt/hotel/htOrder/refundCancel', { refundId: refund.data.refundId }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '退订已由酒店确认，不能撤销' })
    // The guest is free on those nights again.
    const rebooked = await bookHotelOrder(env, traveller, hotelBookBody(freshKey(env, found), [{ guests: [{ empId: travellerId }] }], { tripType: 2 }))
    expect(rebooked.errCode).toBe(1)
    expect((await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: rebooked.data.orderId }, { token: traveller })).data.status).toBe('CANCELLED')
  })

  test('unpaid: the 15-minute expiry releases the rooms once (sweep); cancelling before payment releases them too', async () => {
    const found = prepayPlan(4)
    const before = await roomsLeft(env, found)
    const reply = await bookHotelOrder(env, corpbooker, hotelBookBody(found.priceKey, [{ guests: [{ name: '王五' }, { name: '赵六' }] }], { tripType: 2 }))
    expect(reply.errCode).toBe(1)
    expect(await roomsLeft(env, found)).toBe(before - 1)
    env.clock.advance(16 * MINUTE)
    expect((await hotelDetail(env, corpbooker, reply.data.orderId)).data).toMatchObject({ status: 'CANCELLED', allowedActions: { pay: false } })
    expect(await roomsLeft(env, found)).toBe(before - 1)
    expect((await sweepOrders(env.app.ctx)).expired).toBeGreaterThanOrEqual(1)
    expect(await roomsLeft(env, found)).toBe(before)
    await sweepOrders(env.app.ctx)
    expect(await roomsLeft(env, found)).toBe(before)

    const again = await bookHotelOrder(env, corpbooker, hotelBookBody(freshKey(env, found), [{ guests: [{ name: '王五' }] }, { guests: [{ name: '赵六' }] }], { tripType: 2 }))
    expect(again.errCode).toBe(1)
    expect(await roomsLeft(env, found)).toBe(before - 2)
    const cancelled = await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: again.data.orderId }, { token: corpbooker })
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', refundId: null, fee: 0 })
    expect(await roomsLeft(env, found)).toBe(before)
    expect(await env.post('/obt/hotel/htOrder/cancel', { orderId: again.data.orderId }, { token: corpbooker })).toMatchObject({ errCode: 4009 })
  })

  test('rooms and guests: occupancy per room, room count, outside guests on business trips, English names abroad, rules checkbox', async () => {
    const found = prepayPlan(5)
    const key = found.priceKey
    expect(await bookHotelOrder(env, corpbooker, hotelBookBody(key, [{ guests: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] }], { tripType: 2 })))
      .toMatchObject({ errCode: 4000, tips: `该房型每间最多入住${found.room.room.maxOccupancy}人` })
    expect(await bookHotelOrder(env, corpbooker, hotelBookBody(key, [{ guests: [{ name: 'A' }] }], { roomCount: 2, tripType: 2 }), 'en'))
      .toMatchObject({ errCode: 4000, tips: 'Please name the guests of each room (2 rooms)' })
    expect(await bookHotelOrder(env, corpbooker, hotelBookBody(key, [{ guests: [{ name: '张三' }] }, { guests: [{ name: '张三' }] }], { tripType: 2 })))
      .toMatchObject({ errCode: 4000, tips: '入住人重复：张三' })
    // hx.traveller may not book outside guests on business trips.
    expect(await bookHotelOrder(env, traveller, hotelBookBody(key, [{ guests: [{ name: '客人' }] }]))).toMatchObject({ errCode: 4009, tips: '您无权为外部人员预订' })
    expect(await bookHotelOrder(env, corpbooker, hotelBookBody(key, [{ guests: [{ name: '客人' }] }], { tripType: 2, rulesAccepted: 0 }), 'en'))
      .toMatchObject({ errCode: 4000, tips: 'Please read and accept the hotel booking terms' })
    const abroad = findPlan(env, { cityId: 'SIN', days: 5, want: (p) => p.payment === 'PREPAY' && !p.agreement })
    expect(await bookHotelOrder(env, corpbooker, hotelBookBody(abroad.priceKey, [{ guests: [{ name: '张三' }] }], { tripType: 2 })))
      .toMatchObject({ errCode: 4000, tips: '境外酒店请填写张三的英文姓名（如 ZHANG/SAN）' })
    const ok = await bookHotelOrder(env, corpbooker, hotelBookBody(abroad.priceKey, [{ guests: [{ name: '张三', engName: 'ZHANG/SAN' }] }], { tripType: 2 }))
    expect(ok.errCode).toBe(1)
    expect((await hotelDetail(env, corpbooker, ok.data.orderId)).data).toMatchObject({ guests: [{ name: 'ZHANG/SAN' }], hotel: { domestic: false } })
    await env.post('/obt/hotel/htOrder/cancel', { orderId: ok.data.orderId }, { token: corpbooker })
  })

  test('out of policy: a reason is required (the cap in the tips), then booked into approval, payable once approved; the service fee per room-night', async () => {
    const dear = findPlan(env, { days: 6, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && h.star === 5 && (p.nightly[0].price as number) > 800 })
    const body = hotelBookBody(dear.priceKey, [{ guests: [{ empId: travellerId }] }])
    const refused = await bookHotelOrder(env, traveller, body)
    expect(refused).toMatchObject({ errCode: 4009, tips: '超出差旅标准（房价超出差旅标准（标准：每间夜550元）），请选择超标原因' })
    expect((refused.data as unknown as { violations: { code: string }[] }).violations[0].code).toBe('HOTEL_PRICE')
    // HXKJ approves every out-of-policy booking (approve_out_of_policy).
    const booked = await bookHotelOrder(env, traveller, { ...body, violationReasonId: reasonId })
    expect(booked.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, payDeadline: null })
    const detail = await hotelDetail(env, traveller, booked.data.orderId, 'en')
    expect(detail.data.violation).toMatchObject({ text: 'Room rate above the travel standard (CNY 550 per room-night)', reasonId })
    expect(detail.data.approval).not.toBeNull()
    // Approved: payable within 15 minutes.
    const corpId = (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
    await approveOrder(env.app.ctx, corpId, Number(booked.data.orderId), Number(await empIdOf(env, 'hx.approver')))
    expect((await hotelDetail(env, traveller, booked.data.orderId)).data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: true, allowedActions: { pay: true } })
    expect((await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: booked.data.orderId }, { token: traveller })).data.status).toBe('CANCELLED')

    // The company's hotel service fee per room-night by trip type (hotel_settings).
    await saveHotelSettings(env.database.db, corpId, { serviceFeeBusiness: 20, serviceFeePersonal: 5, approveAll: false })
    try {
      const found = prepayPlan(6, () => true, 2)
      const two = await bookHotelOrder(env, traveller, hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }]))
      expect(two.data).toMatchObject({ status: 'AWAITING_PAYMENT', serviceFee: 40, totalAmount: found.total + 40 })
      await env.post('/obt/hotel/htOrder/cancel', { orderId: two.data.orderId }, { token: traveller })
      // The total the user saw differs: refused with the new total.
      expect(await bookHotelOrder(env, traveller, hotelBookBody(freshKey(env, found), [{ guests: [{ empId: travellerId }] }], { expectedTotal: found.total })))
        .toMatchObject({ errCode: 4009, tips: `房价已变动（现为${found.total + 40}元），请确认后重新提交` })
    } finally {
      await env.database.db.deleteFrom('hotel_settings').where('corp_id', '=', corpId).execute()
    }
  })

  test('member cards: add, list, use on a booking of the brand group, refuse another group, delete', async () => {
    const found = findPlan(env, { days: 7, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && h.brand.groupCode === 'HWORLD' && (p.nightly[0].price as number) < 500 })
    const added = await env.post<{ id: string }>('/obt/hotel/memberCard/edit', { interfacePlat: 'HWORLD', hykh: 'HZ88886666' }, { token: traveller })
    expect(added.errCode).toBe(1)
    const marriott = await env.post<{ id: string }>('/obt/hotel/memberCard/edit', { interfacePlat: 'MARRIOTT', hykh: 'MB12345678' }, { token: traveller })
    const cards = await env.post<MemberCardListReply>('/obt/hotel/memberCard/list', {}, { token: traveller, lang: 'en' })
    expect(cards.data.list.map((c) => [c.interfacePlat, c.platName, c.hykh])).toEqual([['HWORLD', 'H World Rewards', 'HZ88886666'], ['MARRIOTT', 'Marriott Bonvoy', 'MB12345678']])
    expect(cards.data.plats.length).toBeGreaterThan(8)
    expect(await env.post('/obt/hotel/memberCard/edit', { interfacePlat: 'NOPE', hykh: 'X1234' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '会员计划不存在：NOPE' })
    expect(await bookHotelOrder(env, traveller, hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }], { memberCardId: marriott.data.id })))
      .toMatchObject({ errCode: 4000, tips: '该会员卡不适用于此酒店品牌' })
    const booked = await bookHotelOrder(env, traveller, hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }], { memberCardId: added.data.id }))
    expect(booked.errCode).toBe(1)
    expect((await hotelDetail(env, traveller, booked.data.orderId)).data.memberCard).toEqual({ plat: 'HWORLD', hykh: 'HZ88886666' })
    await env.post('/obt/hotel/htOrder/cancel', { orderId: booked.data.orderId }, { token: traveller })
    // Another company's card id answers like a missing one.
    const df = await env.login('df.traveller')
    expect((await env.post('/obt/hotel/memberCard/delete', { id: added.data.id }, { token: df })).errCode).toBe(4004)
    expect((await env.post('/obt/hotel/memberCard/delete', { id: added.data.id }, { token: traveller })).data).toEqual({ done: true })
    expect((await env.post<MemberCardListReply>('/obt/hotel/memberCard/list', {}, { token: traveller })).data.list).toHaveLength(1)
  })

  test('guarantee: the card is checked, only its token and last four are stored, nothing of it reaches a table or a log', async () => {
    const found = findPlan(env, { days: 8, want: (p) => p.guarantee === 'FIRST_NIGHT' })
    const body = hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }], { tripType: 2 })
    expect(await bookHotelOrder(env, traveller, body)).toMatchObject({ errCode: 4000, tips: '该价格需信用卡担保，请填写信用卡信息' })
    expect(await bookHotelOrder(env, traveller, { ...body, guarantee: { ...CARD, cardNumber: '4111111111111112' } }, 'en'))
      .toMatchObject({ errCode: 4000, tips: 'The credit card number is not valid, please check it' })
    expect(await bookHotelOrder(env, traveller, { ...body, guarantee: { ...CARD, expiry: '01/24' } })).toMatchObject({ errCode: 4000, tips: '信用卡已过期' })
    const checked = await env.post<HtCardValidateReply>('/obt/hotel/htOrder/cardValidate', { cardNumber: '4111 1111 1111 1111', expiry: '12/39', holder: 'LI' }, { token: traveller })
    expect(checked.data).toEqual({ valid: true, brand: 'VISA', last4: '1111', field: null, reason: '' })
    expect((await env.post<HtCardValidateReply>('/obt/hotel/htOrder/cardValidate', { cardNumber: '1234567812345678', expiry: '12/39' }, { token: traveller, lang: 'en' })).data)
      .toMatchObject({ valid: false, field: 'cardNumber', reason: 'The credit card number is not valid, please check it' })
    // A prepaid plan takes no card.
    const prepaid = prepayPlan(8)
    expect(await bookHotelOrder(env, traveller, hotelBookBody(prepaid.priceKey, [{ guests: [{ empId: travellerId }] }], { tripType: 2, guarantee: CARD }))).toMatchObject({ errCode: 4000 })

    const reply = await bookHotelOrder(env, traveller, { ...body, guarantee: CARD })
    expect(reply.data).toMatchObject({ status: 'ISSUED', payment: 'PAY_AT_HOTEL', totalAmount: 0, roomTotal: found.total, guaranteeLast4: '1111', confirmNo: expect.any(String) })
    const detail = await hotelDetail(env, traveller, reply.data.orderId)
    expect(detail.data.guarantee).toEqual({ type: 'FIRST_NIGHT', last4: '1111', brand: 'VISA', amount: found.plan.nightly[0].price, status: 'HELD' })
    expect(detail.data.allowedActions.pay).toBe(false)
    const stored = await dumpHotelOrder(env.database.db, Number(reply.data.orderId))
    expect(stored).toContain('"guarantee_last4":"1111"')
    expect(stored).toMatch(/"guarantee_token":"tok_[0-9a-f]{32}"/)
    expect(stored).not.toContain(TEST_CARD)
    expect(stored).not.toContain(`"${CVV}"`)
    expect(stored).not.toContain('12/39')
    const logs = env.logs.join('\n')
    expect(logs).not.toContain(TEST_CARD)
    expect(logs).not.toContain(`"${CVV}"`)
    expect(logs).not.toContain('4111 1111 1111 1111')
  })

  test('a guaranteed pay-at-hotel booking in approval is confirmed by the sweep once approved (nothing to pay online)', async () => {
    const found = findPlan(env, { days: 9, skip: 2, want: (p, h) => p.guarantee !== 'NONE' && h.star === 5 && (p.nightly[0].price as number) > 800 })
    const reply = await bookHotelOrder(env, traveller, hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }], { guarantee: CARD, violationReasonId: reasonId }))
    expect(reply.data).toMatchObject({ status: 'IN_APPROVAL', payment: 'PAY_AT_HOTEL', totalAmount: 0, guaranteeLast4: '1111' })
    const corpId = (await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()).id
    await approveOrder(env.app.ctx, corpId, Number(reply.data.orderId), Number(await empIdOf(env, 'hx.approver')))
    expect((await hotelDetail(env, traveller, reply.data.orderId)).data).toMatchObject({ status: 'AWAITING_PAYMENT', allowedActions: { pay: false } })
    await sweepOrders(env.app.ctx)
    expect((await hotelDetail(env, traveller, reply.data.orderId)).data).toMatchObject({ status: 'ISSUED', confirmNo: expect.any(String), guarantee: { status: 'HELD' } })
    expect((await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: reply.data.orderId }, { token: traveller })).data).toMatchObject({ status: 'CANCELLED', fee: 0 })
    expect((await hotelDetail(env, traveller, reply.data.orderId)).data.guarantee?.status).toBe('RELEASED')
  })

  test('50 parallel bookings of the last room on a night: exactly one order, the count never below zero', async () => {
    const found = prepayPlan(9)
    await setRoomsLeft(env, found, 1)
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      bookHotelOrder(env, corpbooker, hotelBookBody(freshKey(env, found), [{ guests: [{ name: `客人${i}` }] }], { tripType: 2 }))))
    const won = replies.filter((r) => r.errCode === 1)
    expect(won).toHaveLength(1)
    for (const r of replies.filter((x) => x.errCode !== 1)) expect(r).toMatchObject({ errCode: 4009, tips: '该房型已满房，请选择其他房型或日期' })
    expect(await roomsLeft(env, found)).toBe(0)
    const rows = await env.database.db.selectFrom('hotel_orders').select('order_id').where('hotel_id', '=', found.hotel.hotelId).where('check_in', '=', found.checkIn).execute()
    expect(rows).toHaveLength(1)
  })

  test("another company's order, refund and card answer exactly like missing ones; a department booker outside the scope too", async () => {
    const found = prepayPlan(10, (p) => p.cancelType === 'FREE_UNTIL')
    const reply = await bookHotelOrder(env, traveller, hotelBookBody(found.priceKey, [{ guests: [{ empId: travellerId }] }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const refund = await env.post<HtRefundAddReply>('/obt/hotel/htOrder/refundAdd', { orderId: reply.data.orderId }, { token: traveller })
    const missing = await hotelDetail(env, traveller, '99999999')
    expect(missing.errCode).toBe(4004)
    // The traveller's department head sees it.
    expect((await hotelDetail(env, await env.login('hx.approver'), reply.data.orderId)).errCode).toBe(1)
    for (const login of ['hx.booker', 'df.traveller', 'df.corpbooker']) {
      const token = await env.login(login)
      const other = await hotelDetail(env, token, reply.data.orderId)
      expect(other).toEqual({ ...missing, data: other.data })
      for (const [url, body] of [['/obt/hotel/htOrder/refundFee', { orderId: reply.data.orderId }], ['/obt/hotel/htOrder/cancel', { orderId: reply.data.orderId }],
        ['/obt/hotel/htOrder/refundAdd', { orderId: reply.data.orderId }], ['/obt/hotel/htOrder/refundCancel', { refundId: refund.data.refundId }]] as const) {
        expect(await env.post(url, body, { token })).toEqual({ ...missing, data: null })
      }
      expect((await env.get('/obt/hotel/htOrder/refundDetail', { refundId: refund.data.refundId }, { token })).errCode).toBe(4004)
      expect((await env.post<OrderListReply>('/obt/totalOrderList', { findScope: 2 }, { token })).data.list.some((r) => r.orderId === reply.data.orderId)).toBe(false)
    }
  })

  test('cancellation fees by the rate plan: non-cancellable refused; first night kept after the deadline (prepaid) or charged to the card (pay at hotel); free-until refused after it', async () => {
    // Stays three days ahead; the clock then moves to after each deadline.
    const nonRefundable = prepayPlan(3, (p) => p.cancelType === 'NON_CANCELLABLE')
    const penalty = findPlan(env, { days: 3, nights: 2, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && p.cancelType === 'PENALTY_AFTER' && p.cancelDaysBefore === 1 && h.star <= 3 })
    const freeUntil = prepayPlan(3, (p) => p.cancelType === 'FREE_UNTIL', 1)
    const guaranteed = findPlan(env, { days: 3, nights: 2, skip: 1, want: (p) => p.guarantee === 'FIRST_NIGHT' })
    const book = async (found: FoundPlan, guest: string, extra: object = {}) => {
      const r = await bookHotelOrder(env, corpbooker, hotelBookBody(freshKey(env, found), [{ guests: [{ name: guest }] }], { tripType: 2, ...extra }))
      expect(r.errCode).toBe(1)
      if (r.data.status === 'AWAITING_PAYMENT') await payOrders(env, corpbooker, phoneOf('hx.corpbooker'), [r.data.orderId])
      return r.data
    }
    const a = await book(nonRefundable, '甲')
    const b = await book(penalty, '乙')
    const c = await book(freeUntil, '丙')
    const d: HtBookReply = await book(guaranteed, '丁', { guarantee: CARD })
    const fee = (orderId: string, lang: 'zh' | 'en' = 'zh') => env.post<HtRefundFeeReply>('/obt/hotel/htOrder/refundFee', { orderId }, { token: corpbooker, lang })

    expect((await fee(a.orderId)).data).toMatchObject({ allowed: false, rule: 'NON_CANCELLABLE', reason: '该订单为不可取消价格，不能取消或退订', fee: 0 })
    expect(await env.post('/obt/hotel/htOrder/refundAdd', { orderId: a.orderId }, { token: corpbooker })).toMatchObject({ errCode: 4009, tips: '该订单为不可取消价格，不能取消或退订' })
    expect((await fee(b.orderId)).data).toMatchObject({ allowed: true, rule: 'FREE', fee: 0 })

    // Past every deadline (the check-in day, 19:00 China time).
    const checkIn = new Date(`${penalty.checkIn}T19:00:00+08:00`)
    env.clock.advance(checkIn.getTime() - env.clock.now().getTime())
    const first = penalty.plan.nightly[0].price as number
    expect((await fee(b.orderId)).data).toMatchObject({ allowed: true, rule: 'PENALTY_FIRST_NIGHT', fee: first, refundAmount: penalty.total - first, cardCharge: 0 })
    const before = await roomsLeft(env, penalty, addDays(penalty.checkIn, 1))
    const refundB = await env.post<HtRefundAddReply>('/obt/hotel/htOrder/refundAdd', { orderId: b.orderId }, { token: corpbooker })
    expect(refundB.data).toMatchObject({ orderStatus: 'FULL_REFUND', fee: first, refundAmount: penalty.total - first })
    expect(await roomsLeft(env, penalty, addDays(penalty.checkIn, 1))).toBe(before + 1)

    const late = await fee(c.orderId, 'en')
    expect(late.data).toMatchObject({ allowed: false, rule: 'PAST_DEADLINE' })
    expect(late.data.reason).toMatch(/^The free cancellation ended at \d{4}-\d{2}-\d{2} 18:00/)

    const guaranteedFirst = guaranteed.plan.nightly[0].price as number
    expect((await fee(d.orderId)).data).toMatchObject({ allowed: true, rule: 'PENALTY_FIRST_NIGHT', fee: guaranteedFirst, refundAmount: 0, cardCharge: guaranteedFirst })
    const cancelled = await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: d.orderId }, { token: corpbooker })
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', fee: guaranteedFirst, refundAmount: 0 })
    const dDetail = await hotelDetail(env, corpbooker, d.orderId)
    expect(dDetail.data).toMatchObject({ status: 'CANCELLED', guarantee: { status: 'CHARGED' }, refunds: [{ cardCharged: guaranteedFirst }] })
    const token = (await env.database.db.selectFrom('hotel_orders').select('guarantee_token').where('order_id', '=', Number(d.orderId)).executeTakeFirstOrThrow()).guarantee_token as string
    expect((env.app.ctx.cardVault as SimulatedCardVault).chargedOn(token)).toBe(guaranteedFirst)

    // The next day the stay has begun: nothing can be cancelled online.
    env.clock.advance(6 * HOUR)
    expect((await fee(c.orderId)).data).toMatchObject({ allowed: false, rule: 'STAY_STARTED', reason: '入住日已过，不能在线取消' })
    env.clock.advance(DAY)
  })
  test('after the nights: a no-show charges the guarantee through the vault, a stay completes on its check-out day, released guarantees reach the vault', async () => {
    corpbooker = await env.login('hx.corpbooker')
    traveller = await env.login('hx.traveller')
    const guaranteed = findPlan(env, { days: 2, nights: 1, skip: 3, want: (p) => p.guarantee === 'FIRST_NIGHT' && p.payment === 'PAY_AT_HOTEL' })
    const stay = prepayPlan(2, () => true, 1)
    const book = async (found: FoundPlan, guest: string, extra: object = {}) => {
      const r = await bookHotelOrder(env, corpbooker, hotelBookBody(freshKey(env, found), [{ guests: [{ name: guest }] }], { tripType: 2, ...extra }))
      expect(r.errCode).toBe(1)
      if (r.data.status === 'AWAITING_PAYMENT') await payOrders(env, corpbooker, phoneOf('hx.corpbooker'), [r.data.orderId])
      return r.data
    }
    const tokenOf = async (orderId: string) =>
      (await env.database.db.selectFrom('hotel_orders').select('guarantee_token').where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow()).guarantee_token as string
    const vault = env.app.ctx.cardVault as SimulatedCardVault
    const noShow = (orderId: string) => env.post<{ status: string; charged: number; last4: string | null }>('/obt/demo/hotel/noShow', { orderId }, { token: corpbooker })

    const g = await book(guaranteed, '戊', { guarantee: CARD })
    const p = await book(stay, '己')
    expect((await hotelDetail(env, corpbooker, p.orderId)).data.status).toBe('ISSUED')
    // Not yet the check-in day: no no-show.
    expect(await noShow(g.orderId)).toMatchObject({ errCode: 4009, tips: '仅已确认且已到入住日的订单可登记未入住' })

    // A guaranteed booking cancelled before the hotel confirmed it (in approval): the vault hears of the release from the sweep.
    const pending = findPlan(env, { days: 2, nights: 1, skip: 2, want: (pl, h) => pl.guarantee !== 'NONE' && h.star === 5 && (pl.nightly[0].price as number) > 800 })
    const inApproval = await bookHotelOrder(env, traveller, hotelBookBody(freshKey(env, pending), [{ guests: [{ empId: travellerId }] }], { guarantee: CARD, violationReasonId: reasonId }))
    expect(inApproval.data.status).toBe('IN_APPROVAL')
    expect((await env.post<HtCancelReply>('/obt/hotel/htOrder/cancel', { orderId: inApproval.data.orderId }, { token: traveller })).data.status).toBe('CANCELLED')
    const pendingToken = await tokenOf(inApproval.data.orderId)
    expect(vault.releasedOn(pendingToken)).toBe(false)
    expect((await hotelDetail(env, traveller, inApproval.data.orderId)).data.guarantee?.status).toBe('RELEASED')
    await sweepOrders(env.app.ctx)
    expect(vault.releasedOn(pendingToken)).toBe(true)
    expect((await env.database.db.selectFrom('hotel_orders').select('guarantee_status').where('order_id', '=', Number(inApproval.data.orderId)).executeTakeFirstOrThrow()).guarantee_status).toBe('RELEASED')

    // The check-in day, 23:00 China time: nobody came to the guaranteed room.
    env.clock.advance(new Date(`${guaranteed.checkIn}T23:00:00+08:00`).getTime() - env.clock.now().getTime())
    const first = guaranteed.plan.nightly[0].price as number
    // Sessions expire over the days the clock moved (here and in the test before).
    corpbooker = await env.login('hx.corpbooker')
    expect((await noShow(g.orderId)).data).toEqual({ status: 'CANCELLED', charged: first, last4: '1111' })
    expect((await hotelDetail(env, corpbooker, g.orderId)).data).toMatchObject({ status: 'CANCELLED', guarantee: { status: 'CHARGED' } })
    expect(vault.chargedOn(await tokenOf(g.orderId))).toBe(first)
    // Reported once: a second report finds nothing to do.
    expect((await noShow(g.orderId)).errCode).toBe(4009)

    // The check-out day: the prepaid stay completes with the sweep.
    env.clock.advance(new Date(`${stay.checkOut}T09:00:00+08:00`).getTime() - env.clock.now().getTime())
    await sweepOrders(env.app.ctx)
    corpbooker = await env.login('hx.corpbooker')
    expect((await hotelDetail(env, corpbooker, p.orderId)).data.status).toBe('COMPLETED')
  })
})
