/**
 * Insurance on the spine (issue 14): standalone products by kind; a standalone policy booked ->
 * paid -> issued by the simulated insurer (policy numbers) -> the policy PDF (one-time link) ->
 * refunded before the cover starts (11027); refused once the cover has started (fake clock) with
 * the reason on the detail; age limits per product with clear messages in both languages; the
 * insurance bought with a flight as its own order linked to the flight order
 * (getBxOrderListByGlddId), refunded with the flight refunded before departure with the money back
 * once; another company's order answering like a missing one; bad input 4000 with tips.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import type { OrderDetail, RefundAddReply } from '../../server/src/schemas/order'
import type {
  InsuranceBookBody,
  InsuranceBookReply,
  InsuranceOrderDetail,
  InsuranceProductDetail,
  InsuranceProductListReply,
  InsuranceRefundDetail,
  InsuranceRefundReply,
  LinkedInsuranceReply,
  PolicyDownloadReply,
} from '../../server/src/schemas/insurance'
import type { OrderListReply } from '../../server/src/schemas/order'
import { book, bookBody, clientToken, dayAhead, empIdOf, findFare, payOrders } from './helpers/flights'
import { idNumber } from './helpers/trains'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const DAY = 24 * 3600 * 1000

describe.each(targets)('insurance on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let dfTraveller: string
  const phone = () => demoLogin('hx.traveller').phone

  const bookDp = (token: string, body: Partial<InsuranceBookBody>, lang: 'zh' | 'en' = 'zh') =>
    env.post<InsuranceBookReply>('/obt/bx/bookDp', {
      bxid: 'BX-SA-ACC', startDate: dayAhead(env, 3), endDate: dayAhead(env, 7), insureds: [{ empId: travellerId }],
      contact: { name: '李明轩', phone: '13800138000' }, tripType: 1, clientToken: clientToken('bx'), ...body,
    }, { token, lang })
  const detail = (token: string, orderId: string, lang: 'zh' | 'en' = 'zh') => env.get<InsuranceOrderDetail>('/obt/bx/getBxOrder', { orderId }, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    dfTraveller = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('products by kind with coverage, prices by days, ages and terms; the flight form list stays as it was', async () => {
    const all = await env.get<InsuranceProductListReply>('/obt/bx/productList', {}, { token: traveller })
    expect(all.errCode).toBe(1)
    expect(all.data.kinds.map((k) => [k.kind, k.name])).toEqual([['FLIGHT_DELAY', '航班延误险'], ['ACCIDENT', '意外险'], ['MEDICAL', '旅行医疗险'], ['TRAIN', '铁路意外险']])
    expect(all.data.list.map((p) => p.bxid)).toEqual(['BX-SA-DELAY', 'BX-SA-ACC', 'BX-SA-MED', 'BX-SA-TRAIN'])
    const med = await env.get<InsuranceProductListReply>('/obt/bx/productList', { kind: 'MEDICAL' }, { token: traveller, lang: 'en' })
    expect(med.data.list).toHaveLength(1)
    expect(med.data.list[0]).toMatchObject({ bxmc: 'Overseas travel medical insurance', saleprice: 45, minAge: 1, maxAge: 80, maxDays: 180, needsTripNo: false })
    expect(med.data.list[0].coverage[0]).toEqual({ item: 'Medical costs abroad', amount: '500,000' })
    const acc = await env.get<InsuranceProductDetail>('/obt/bx/productDetail', { bxid: 'BX-SA-ACC' }, { token: traveller })
    expect(acc.data.priceTiers[1]).toEqual({ days: 7, price: 18 })
    expect(acc.data.bxxz).toContain('18至70周岁')
    expect(acc.data.earliestStart).toBe(dayAhead(env, 1))
    // The flight and train forms' list (cplx) is unchanged.
    const air = await env.get<{ bxid: string }[]>('/obt/bx/getBxcpList', { cplx: '10901', tripType: 1 }, { token: traveller })
    expect(air.data.map((p) => p.bxid)).toEqual(['BX-AIR-ACC', 'BX-DELAY', 'BX-REFUND'])
    expect(await env.get('/obt/bx/productDetail', { bxid: 'BX-NOPE' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '保险产品不存在或已停售，请重新选择' })
    expect(await env.get('/obt/bx/productList', {}, {})).toMatchObject({ errCode: 3901 })
  })

  test('standalone: book -> pay -> issued with policies -> PDF once -> refund before the cover -> 11027 detail, lists, messages', async () => {
    const booked = await bookDp(traveller, { expectedTotal: 18 })
    expect(booked.errCode).toBe(1)
    expect(booked.data).toMatchObject({ orderType: 11015, status: 'AWAITING_PAYMENT', totalAmount: 18, needApproval: false })
    const id = booked.data.orderId
    // No policy before payment.
    expect(await env.get('/obt/bx/bdDownload', { orderId: id }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '保单尚未出具，支付成功后可下载电子保单' })
    await payOrders(env, traveller, phone(), [id])
    const issued = await detail(traveller, id)
    expect(issued.data).toMatchObject({ status: 'ISSUED', kind: 'ACCIDENT', days: 5, startDate: dayAhead(env, 3), endDate: dayAhead(env, 7), linked: null })
    expect(issued.data.coverStart).toBe(`${dayAhead(env, 3)} 00:00`)
    expect(issued.data.coverEnd).toBe(`${dayAhead(env, 7)} 23:59`)
    expect(issued.data.insureds[0]).toMatchObject({ name: '李明轩', born: '1990-05-12', premium: 18, refunded: false })
    expect(issued.data.insureds[0].policyNo).toMatch(/^BD\d+01$/)
    expect(issued.data.insureds[0].cardMasked).not.toMatch(/\d{10}/)
    expect(issued.data.allowedActions).toEqual({ pay: false, cancel: false, refund: true, policy: true })
    expect(issued.data.refundBlocked).toBeNull()

    const link = await env.get<PolicyDownloadReply>('/obt/bx/bdDownload', { orderId: id }, { token: traveller, lang: 'en' })
    expect(link.data.url).toMatch(/^\/obt\/bx\/bdFile\/[0-9a-f]{32}$/)
    const file = await env.inject({ method: 'GET', url: link.data.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    const text = file.rawPayload.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain(issued.data.insureds[0].policyNo as string)
    expect(text).toContain('Business travel accident insurance')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // Once only.
    expect(JSON.parse((await env.inject({ method: 'GET', url: link.data.url })).body)).toMatchObject({ errCode: 4004 })

    const list = await env.post<OrderListReply>('/obt/bx/orderList', {}, { token: traveller })
    expect(list.data.list.find((r) => r.orderId === id)).toMatchObject({ orderType: 11015, status: 'ISSUED', amount: 18, passengerNames: '李明轩' })

    const refunded = await env.post<InsuranceRefundReply>('/obt/bx/refundApply', { orderId: id }, { token: traveller })
    expect(refunded.data).toMatchObject({ orderStatus: 'FULL_REFUND', refundAmount: 18 })
    const rd = await env.get<InsuranceRefundDetail>('/obt/bx/refundDetail', { refundId: refunded.data.refundId }, { token: traveller, lang: 'en' })
    expect(rd.data).toMatchObject({ orderType: 11027, orderId: id, status: 'FULL_REFUND', amount: 18, travelRefundNo: null, productName: 'Business travel accident insurance' })
    expect(rd.data.insureds).toHaveLength(1)
    const after = await detail(traveller, id)
    expect(after.data).toMatchObject({ status: 'FULL_REFUND', price: { total: 18, paid: 18, refunded: 18 } })
    expect(after.data.refunds).toHaveLength(1)
    expect(after.data.insureds[0].refunded).toBe(true)
    const rows = await env.post<OrderListReply>('/obt/bx/orderList', { orderType: 11027 }, { token: traveller })
    expect(rows.data.list.find((r) => r.id === refunded.data.refundId)).toMatchObject({ orderType: 11027, amount: 18 })
    const messages = await env.post<{ list: { title: string }[] }>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 20 }, { token: traveller })
    expect(messages.data.list.map((m) => m.title)).toEqual(expect.arrayContaining(['保单已出', '已退保']))
    // Twice: refused.
    expect((await env.post('/obt/bx/refundApply', { orderId: id }, { token: traveller })).errCode).toBe(4009)
  })

  test('age limits per product, on the first day of cover, with clear messages; birth dates required', async () => {
    const child = idNumber(dayAhead(env, -365 * 8).replace(/-/g, ''), '121')
    const guest = { name: '小明', cardType: 'NI' as const, cardNumber: child, phone: '13800138001' }
    const young = await bookDp(traveller, { tripType: 2, insureds: [guest] })
    expect(young).toMatchObject({ errCode: 4000 })
    expect(young.tips).toMatch(/^小明在起保日为[78]周岁，不在商旅综合意外险的承保年龄（18至70周岁）内$/)
    const youngEn = await bookDp(traveller, { tripType: 2, insureds: [guest] }, 'en')
    expect(youngEn.tips).toMatch(/^小明 is [78] on the first day of cover: Business travel accident insurance covers ages 18 to 70$/)
    // The same child may have the medical cover (1 to 80).
    expect((await bookDp(traveller, { tripType: 2, bxid: 'BX-SA-MED', insureds: [guest] })).errCode).toBe(1)
    const old = await bookDp(traveller, { tripType: 2, bxid: 'BX-SA-MED', insureds: [{ name: '老李', cardType: 'NI', cardNumber: idNumber('19380101', '131'), phone: '13800138002' }] })
    expect(old.tips).toMatch(/^老李在起保日为\d+周岁，不在境外旅行医疗险的承保年龄（1至80周岁）内$/)
    // A passport guest has no birth date in the document: it must be given.
    const pp = { name: 'SMITH/JOHN', cardType: 'PP' as const, cardNumber: 'E12345678', cardExpiry: dayAhead(env, 800), phone: '13800138003' }
    expect(await bookDp(traveller, { tripType: 2, insureds: [pp] })).toMatchObject({ errCode: 4000, tips: '请填写SMITH/JOHN的出生日期（投保需要）' })
    expect((await bookDp(traveller, { tripType: 2, insureds: [{ ...pp, born: '1980-01-01' }] })).errCode).toBe(1)
  })

  test('the cover has started: refund refused with the reason, on the detail too (fake clock)', async () => {
    const booked = await bookDp(traveller, { bxid: 'BX-SA-TRAIN', tripNo: 'g1', startDate: dayAhead(env, 1), endDate: dayAhead(env, 1) })
    expect(booked.data.totalAmount).toBe(5)
    await payOrders(env, traveller, phone(), [booked.data.orderId])
    expect((await detail(traveller, booked.data.orderId)).data).toMatchObject({ tripNo: 'G1', status: 'ISSUED' })
    env.clock.advance(2 * DAY)
    const seen = await detail(traveller, booked.data.orderId, 'en')
    expect(seen.data.allowedActions.refund).toBe(false)
    expect(seen.data.refundBlocked).toBe(`The cover started on ${dayAhead(env, -1)} 00:00: the policy can no longer be refunded`)
    expect(await env.post('/obt/bx/refundApply', { orderId: booked.data.orderId }, { token: traveller }))
      .toMatchObject({ errCode: 4009, tips: `保障已于${dayAhead(env, -1)} 00:00开始，不能退保` })
    env.clock.advance(-2 * DAY)
  })

  test('insurance bought with a flight: its own order linked to the flight, refunded with the flight before departure', async () => {
    const fare = await findFare(env, traveller, { dep: 'BJS', arr: 'SHA', days: 6, want: (c) => c.seatsLeft > 0 })
    const booked = await book(env, traveller, bookBody(fare.cabin.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2, insuranceIds: ['BX-AIR-ACC', 'BX-DELAY'] }))
    expect(booked.errCode).toBe(1)
    const flightId = booked.data.orderId
    // Before payment nothing is linked.
    expect((await env.get<LinkedInsuranceReply>('/obt/bx/getBxOrderListByGlddId', { glddId: flightId }, { token: traveller })).data).toEqual([])
    await payOrders(env, traveller, phone(), [flightId])
    const flight = await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId: flightId }, { token: traveller })
    const flightPaid = Number(flight.data.price.total)
    const linked = await env.get<LinkedInsuranceReply>('/obt/bx/getBxOrderListByGlddId', { glddId: flightId }, { token: traveller })
    expect(linked.data).toHaveLength(1)
    expect(linked.data[0]).toMatchObject({ orderType: 11015, status: 'ISSUED', amount: 50, refunded: 0, productNames: '航空意外险、航班延误险', insuredNames: '李明轩' })
    const insId = linked.data[0].orderId
    const ins = await detail(traveller, insId)
    expect(ins.data.linked).toMatchObject({ orderId: flightId, orderType: 11001 })
    expect(ins.data.insureds.map((i) => [i.productName, i.premium])).toEqual([['航空意外险', 30], ['航班延误险', 20]])
    expect(ins.data.insureds.every((i) => /^BD\d+$/.test(i.policyNo ?? ''))).toBe(true)
    expect(ins.data.price).toEqual({ unitPrice: 50, quantity: 1, total: 50, paid: 50, refunded: 0 })
    expect(ins.data.allowedActions.refund).toBe(false)
    expect(ins.data.refundBlocked).toContain('出发前退机票订单')
    expect((await env.get<InsuranceOrderDetail>('/obt/bx/getBxOrder', { glddId: flightId }, { token: traveller })).data.orderId).toBe(insId)
    // The flight screens do not read the insurance order as a flight: it answers like a missing flight order.
    expect((await env.get('/obt/plane/tkOrder/orderDetail', { orderId: insId }, { token: traveller })).errCode).toBe(4004)
    // Refunded only with the flight.
    expect((await env.post('/obt/bx/refundApply', { orderId: insId }, { token: traveller })).errCode).toBe(4009)

    const passengerId = flight.data.passengers[0].passengerId
    const refund = await env.post<RefundAddReply>('/obt/plane/tkOrder/refundAdd', { orderId: flightId, passengerIds: [passengerId], refundType: 1, reason: '行程取消' }, { token: traveller })
    expect(refund.errCode).toBe(1)
    const flightAfter = await env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId: flightId }, { token: traveller })
    // The premium came back once, with the ticket: the flight's refunded amount includes it; nothing was paid twice.
    expect(Number(flightAfter.data.price.total)).toBe(flightPaid)
    expect(refund.data.refundAmount).toBe(Number(flightAfter.data.price.refunded))
    const insAfter = await detail(traveller, insId)
    expect(insAfter.data).toMatchObject({ status: 'FULL_REFUND', price: { total: 50, paid: 50, refunded: 50 } })
    expect(insAfter.data.insureds.every((i) => i.refunded)).toBe(true)
    const rd = await env.get<InsuranceRefundDetail>('/obt/bx/refundDetail', { refundId: insAfter.data.refunds[0].refundId }, { token: traveller })
    expect(rd.data).toMatchObject({ amount: 50, travelRefundNo: refund.data.refundNo, linked: { orderId: flightId } })
    expect(flightAfter.data.price.paid).toBe(flightPaid)
  })

  test('another company\'s order answers like a missing one (4004); bad input answers 4000 with tips', async () => {
    const booked = await bookDp(traveller, {})
    const id = booked.data.orderId
    const missing = await env.get('/obt/bx/getBxOrder', { orderId: '99999999' }, { token: dfTraveller })
    expect(missing.errCode).toBe(4004)
    for (const reply of [
      await env.get('/obt/bx/getBxOrder', { orderId: id }, { token: dfTraveller }),
      await env.get('/obt/bx/bdDownload', { orderId: id }, { token: dfTraveller }),
      await env.post('/obt/bx/refundApply', { orderId: id }, { token: dfTraveller }),
      await env.post('/obt/bx/cancel', { orderId: id }, { token: dfTraveller }),
      await env.get('/obt/bx/getBxOrderListByGlddId', { glddId: id }, { token: dfTraveller }),
      await env.get('/obt/bx/getBxOrder', { glddId: id }, { token: dfTraveller }),
    ]) {
      expect(reply).toEqual(missing)
    }
    // Cancel the unpaid order of one's own.
    expect((await env.post('/obt/bx/cancel', { orderId: id }, { token: traveller })).data).toMatchObject({ status: 'CANCELLED' })

    expect(await bookDp(traveller, { startDate: dayAhead(env, 0) })).toMatchObject({ errCode: 4000, tips: `起保日期最早为明天（${dayAhead(env, 1)}）` })
    expect(await bookDp(traveller, { startDate: dayAhead(env, 5), endDate: dayAhead(env, 4) })).toMatchObject({ errCode: 4000, tips: '保障结束日期不能早于开始日期' })
    expect(await bookDp(traveller, { bxid: 'BX-SA-DELAY', startDate: dayAhead(env, 2), endDate: dayAhead(env, 3), tripNo: 'CA1501' }))
      .toMatchObject({ errCode: 4000, tips: '单次航班延误险最长保障1天，请缩短保障期间' })
    expect(await bookDp(traveller, { bxid: 'BX-SA-DELAY', startDate: dayAhead(env, 2), endDate: dayAhead(env, 2) }, 'en')).toMatchObject({ errCode: 4000, tips: 'Please enter the flight number' })
    expect(await bookDp(traveller, { bxid: 'BX-SA-DELAY', startDate: dayAhead(env, 2), endDate: dayAhead(env, 2), tripNo: '123' })).toMatchObject({ errCode: 4000, tips: '航班号格式不正确：123' })
    expect(await bookDp(traveller, { expectedTotal: 99 })).toMatchObject({ errCode: 4009, tips: '保费已变动（现为18元），请确认后重新提交' })
    const bad = await env.post('/obt/bx/bookDp', { bxid: 'BX-SA-ACC' }, { token: traveller })
    expect(bad.errCode).toBe(4000)
    expect(bad.tips).toBeTruthy()
    expect((await env.get('/obt/bx/getBxOrder', { orderId: 'abc' }, { token: traveller })).errCode).toBe(4000)
    // Same client token: the same order.
    const token = clientToken('same')
    const a = await bookDp(traveller, { clientToken: token })
    const b = await bookDp(traveller, { clientToken: token })
    expect(b.data.orderId).toBe(a.data.orderId)
  })
})
