/**
 * Tours on the spine (order type 11032, product 10911): list and detail, the tour standard and the
 * service fee, book -> pay -> confirmed -> all orders -> cancel by the fee table (free, 20 %, 50 %,
 * refused on the departure day), approval of an out-of-standard booking, the 15-minute expiry
 * releasing the places, the last places under 50 parallel bookings (never oversold), idempotent
 * booking, DFNY refused (product not open), another company's order answering like a missing one,
 * and bad input answering 4000 with clear tips in both languages.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import { dumpTourOrder, placesTaken } from '../../server/src/db/repositories/tour-orders'
import type { OrderListReply } from '../../server/src/schemas/order'
import type { PersonalMessagePage } from '../../server/src/schemas/messages'
import type {
  TourBookBody,
  TourBookReply,
  TourCancelReply,
  TourDetailReply,
  TourListReply,
  TourMatchServiceFeeReply,
  TourMatchStandardReply,
  TourOrderDetail,
} from '../../server/src/schemas/tour'
import { approveOrder, sweepOrders } from '../../server/src/services/orders/lifecycle'
import { tourSupplier } from '../../server/src/services/tours/rules'
import { buildIdNumber } from '../../server/src/util/id-card'
import { chinaDatePlusDays, formatChinaTime } from '../../server/src/util/time'
import { clientToken, empIdOf, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000

/** A guest's valid ID number (born on `born`), unique by `seq`. */
const guestId = (seq: number, born = '1990-05-01') => buildIdNumber('110101', born, seq, seq % 2 ? 'M' : 'F')

describe.each(targets)('tours on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let corpbooker: string
  let corpbookerId: string
  let df: string
  let reasonId: string

  const phoneOf = (login: string) => demoLogin(login).phone
  /** The departures of a product, by the app's clock. */
  const departures = (productId: string) => tourSupplier(env.app.ctx).departures(productId)
  const body = (productId: string, depDate: string, participants: TourBookBody['participants'], extra: Partial<TourBookBody> = {}): TourBookBody => ({
    productId, depDate, participants, contact: { name: '李明轩', phone: '13800000001' }, tripType: 1, clientToken: clientToken('tour'), ...extra,
  })
  const book = (token: string, b: TourBookBody, lang: 'zh' | 'en' = 'zh') => env.post<TourBookReply>('/obt/travel/book', b, { token, lang })
  const detail = (token: string, orderId: string, lang: 'zh' | 'en' = 'zh') => env.get<TourOrderDetail>('/obt/travel/orderDetail', { orderId }, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    // Into 09:00–14:59 China time, so the minutes a test moves never cross midnight (departures are by day).
    const hour = Number(formatChinaTime(env.clock.now()).slice(11, 13))
    if (hour < 9 || hour >= 15) env.clock.advance(((9 - hour + 24) % 24) * 60 * MINUTE)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    corpbooker = await env.login('hx.corpbooker')
    corpbookerId = await empIdOf(env, 'hx.corpbooker')
    df = await env.login('df.traveller')
    const reason = await env.database.db.selectFrom('violation_reasons').innerJoin('companies', 'companies.id', 'violation_reasons.corp_id')
      .select('violation_reasons.id').where('companies.corp_no', '=', 'HXKJ').where('violation_reasons.product_code', '=', '10911').where('violation_reasons.code', '=', '02')
      .executeTakeFirstOrThrow()
    reasonId = String(reason.id)
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('list by city and theme, detail with itinerary, departures and places, in both languages', async () => {
    const all = await env.post<TourListReply>('/obt/travel/list', {}, { token: traveller })
    expect(all.errCode).toBe(1)
    expect(all.data.total).toBe(20)
    expect(all.data.themes.map((t) => [t.code, t.count])).toEqual([['TEAM_BUILDING', 6], ['INCENTIVE', 7], ['CONFERENCE', 7]])
    expect(all.data.cities.find((c) => c.code === 'BJS')).toEqual({ code: 'BJS', name: '北京', count: 3 })
    const bj = await env.post<TourListReply>('/obt/travel/list', { cityId: 'BJS', theme: 'TEAM_BUILDING' }, { token: traveller })
    expect(bj.data.list).toHaveLength(1)
    expect(bj.data.list[0]).toMatchObject({ productId: 'TR001', name: '怀柔雁栖湖一日团建', themeName: '团队建设', cityName: '北京', priceAdult: 480, priceChild: 340, placesLeft: 30 })
    expect(bj.data.list[0].nextDepDate).toBe(departures('TR001')[0].depDate)
    const en = await env.post<TourListReply>('/obt/travel/list', { keyword: 'lake' }, { token: traveller, lang: 'en' })
    expect(en.data.list.map((p) => p.productId)).toEqual(['TR001', 'TR007', 'TR008'])
    expect(en.data.list[0]).toMatchObject({ name: 'Yanqi Lake team-building day, Huairou', themeName: 'Team building', cityName: 'Beijing' })

    const d = await env.post<TourDetailReply>('/obt/travel/detail', { productId: 'TR007' }, { token: traveller })
    expect(d.data).toMatchObject({ productId: 'TR007', days: 2, cityName: '杭州', meeting: '杭州东站 08:00', maxParticipants: 30 })
    expect(d.data.itinerary.map((x) => x.day)).toEqual([1, 2])
    expect(d.data.inclusions).toContain('专业拓展教练及安全员')
    expect(d.data.exclusions).toContain('往返大交通')
    expect(d.data.departures).toHaveLength(8)
    const today = chinaDatePlusDays(env.clock.now(), 0)
    for (const dep of d.data.departures) expect(dep).toMatchObject({ capacity: 36, placesLeft: 36, bookable: true })
    expect(d.data.departures[0].depDate > today).toBe(true)
    expect(d.data.cancelTiers.map((t) => t.feePercent)).toEqual([0, 20, 50, null])
    const dEn = await env.post<TourDetailReply>('/obt/travel/detail', { productId: 'TR007' }, { token: traveller, lang: 'en' })
    expect(dEn.data.cancelTiers[1].text).toBe('6 to 3 days before departure: 20% of the fare kept, service fee not refunded')
    expect(dEn.data.itinerary[1].title).toBe('Dragon-boat race')
    // An unknown product: 4004 with the tour's words.
    expect(await env.post('/obt/travel/detail', { productId: 'TR999' }, { token: traveller })).toMatchObject({ errCode: 4004, tips: '旅游产品不存在或已下架，请重新选择' })
  })

  test('standard per rank (wb 0/1, none for personal trips) and the service fee per person', async () => {
    const inPolicy = await env.post<TourMatchStandardReply>('/obt/travel/matchStandard', { productId: 'TR001', tripType: 1 }, { token: traveller })
    expect(inPolicy.data).toMatchObject({ standard: { empRank: 'P2', maxPerPerson: 2500, overPolicyAction: 1, name: '主管级旅游标准' }, priceAdult: 480, wb: 0, text: '' })
    const over = await env.post<TourMatchStandardReply>('/obt/travel/matchStandard', { productId: 'TR016', tripType: 1, empIds: [travellerId] }, { token: traveller, lang: 'en' })
    expect(over.data).toMatchObject({ wb: 1, text: 'Above the tour standard (CNY 2500 per person): a reason is required', standard: { name: 'Supervisor tour standard' } })
    // The strictest of the employees: a P3 with a P2 is judged at 2 500.
    const p3 = await empIdOf(env, 'hx.corpbooker')
    expect((await env.post<TourMatchStandardReply>('/obt/travel/matchStandard', { productId: 'TR012', tripType: 1, empIds: [p3] }, { token: corpbooker })).data.wb).toBe(0)
    expect((await env.post<TourMatchStandardReply>('/obt/travel/matchStandard', { productId: 'TR012', tripType: 1, empIds: [p3, travellerId] }, { token: corpbooker })).data.wb).toBe(1)
    expect((await env.post<TourMatchStandardReply>('/obt/travel/matchStandard', { productId: 'TR016', tripType: 2 }, { token: traveller })).data).toMatchObject({ standard: null, wb: 0 })
    // An employee outside the caller's scope answers like a missing one.
    expect(await env.post('/obt/travel/matchStandard', { productId: 'TR001', tripType: 1, empIds: [corpbookerId] }, { token: traveller })).toMatchObject({ errCode: 4004 })
    const fee = await env.post<TourMatchServiceFeeReply>('/obt/travel/matchServiceFee', { tripType: 1, persons: 3 }, { token: traveller })
    expect(fee.data).toEqual({ perPerson: 20, persons: 3, total: 60 })
    expect((await env.post<TourMatchServiceFeeReply>('/obt/travel/matchServiceFee', { tripType: 2, persons: 2 }, { token: traveller })).data).toEqual({ perPerson: 30, persons: 2, total: 60 })
  })

  test('book (places held) -> pay -> confirmed with a message -> all orders -> free cancellation 7+ days ahead, places back', async () => {
    const dep = departures('TR001')[1]
    const childId = guestId(11, chinaDatePlusDays(env.clock.now(), -8 * 365))
    const b = body('TR001', dep.depDate, [{ empId: corpbookerId }, { empId: travellerId }, { name: '王小明', mobile: '13900001111', idNumber: childId }], { remark: '需要素食' })
    const reply = await book(corpbooker, b)
    expect(reply.errCode).toBe(1)
    // Two adults at 480, a child at 340; 20 per person (HX business).
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false, fareTotal: 1300, serviceFee: 60, totalAmount: 1360 })
    expect(reply.data.orderNo).toMatch(/^LY\d{14}$/)
    expect(await placesTaken(env.database.db, 'TR001', dep.depDate)).toBe(3)
    // The same token again: the same order, nothing more taken.
    expect((await book(corpbooker, b)).data.orderId).toBe(reply.data.orderId)
    expect(await placesTaken(env.database.db, 'TR001', dep.depDate)).toBe(3)
    // A participant already on this departure cannot be booked again (another token).
    expect(await book(traveller, body('TR001', dep.depDate, [{ empId: travellerId }]))).toMatchObject({ errCode: 4009, tips: '李明轩已报名该团期，不能重复预订' })

    const unpaid = await detail(corpbooker, reply.data.orderId)
    expect(unpaid.data).toMatchObject({ status: 'AWAITING_PAYMENT', allowedActions: { pay: true, cancel: true }, adults: 2, children: 1, remark: '需要素食' })
    expect(unpaid.data.paySecondsLeft).toBeGreaterThan(14 * 60)
    // ID numbers and mobiles leave the server masked.
    const child = unpaid.data.participants.find((p) => p.name === '王小明')
    expect(child).toMatchObject({ psgType: 2, mobileMasked: '139****1111', idNumberMasked: `${childId.slice(0, 4)}****${childId.slice(-4)}` })
    expect(JSON.stringify(unpaid.data)).not.toContain(childId)

    const paid = await payOrders(env, corpbooker, phoneOf('hx.corpbooker'), [reply.data.orderId])
    expect(paid).toBeTruthy()
    const issued = await detail(traveller, reply.data.orderId)
    expect(issued.data.status).toBe('ISSUED')
    expect(issued.data.confirmNo).toMatch(/^TC\d{6}001\d{4}$/)
    expect(issued.data.cancelQuote).toMatchObject({ allowed: true, feePercent: 0, fee: 0, refundAmount: 1360 })
    // The traveller side hears of the confirmation.
    const messages = await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 5 }, { token: traveller })
    expect(JSON.stringify(messages.data.list)).toContain('旅游订单已确认')

    const all = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })
    const row = all.data.list.find((r) => r.orderId === reply.data.orderId)
    expect(row).toMatchObject({ orderType: 11032, status: 'ISSUED', amount: 1360, routeText: '怀柔雁栖湖一日团建', depTime: dep.depDate, flightNo: '3人' })
    const own = await env.post<OrderListReply>('/obt/travel/orderList', { findScope: 2 }, { token: corpbooker, lang: 'en' })
    expect(own.data.list.map((r) => r.orderId)).toContain(reply.data.orderId)
    expect(own.data.list.find((r) => r.orderId === reply.data.orderId)).toMatchObject({ routeText: 'Yanqi Lake team-building day, Huairou', flightNo: '3 participants' })

    const cancelled = await env.post<TourCancelReply>('/obt/travel/cancel', { orderId: reply.data.orderId }, { token: corpbooker })
    expect(cancelled.data).toEqual({ orderId: reply.data.orderId, status: 'FULL_REFUND', fee: 0, refundAmount: 1360 })
    expect(await placesTaken(env.database.db, 'TR001', dep.depDate)).toBe(0)
    const after = await detail(corpbooker, reply.data.orderId)
    expect(after.data).toMatchObject({ status: 'FULL_REFUND', allowedActions: { pay: false, cancel: false }, cancellation: { fee: 0, refundAmount: 1360 }, price: { refunded: 1360 } })
    // Cancelled again: refused.
    expect(await env.post('/obt/travel/cancel', { orderId: reply.data.orderId }, { token: corpbooker })).toMatchObject({ errCode: 4009, tips: '当前订单状态不能取消' })
    // The ID number is stored whole (the supplier's insurance list), only in the participants table.
    expect(await dumpTourOrder(env.database.db, Number(reply.data.orderId))).toContain(childId)
  })

  test('the fee table: 20 % 3–6 days ahead, 50 % 1–2 days ahead (service fee kept)', async () => {
    // TR001 first leaves in 3 days, TR005 in 2 (simulator: 2 + product number mod 5).
    const in3 = departures('TR001')[0]
    expect(in3.depDate).toBe(chinaDatePlusDays(env.clock.now(), 3))
    const a = await book(traveller, body('TR001', in3.depDate, [{ empId: travellerId }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [a.data.orderId])
    expect((await detail(traveller, a.data.orderId)).data.cancelQuote).toMatchObject({ allowed: true, daysBefore: 3, feePercent: 20, fee: 96, refundAmount: 384 })
    expect((await env.post<TourCancelReply>('/obt/travel/cancel', { orderId: a.data.orderId }, { token: traveller })).data).toMatchObject({ status: 'FULL_REFUND', fee: 96, refundAmount: 384 })

    const in2 = departures('TR005')[0]
    expect(in2.depDate).toBe(chinaDatePlusDays(env.clock.now(), 2))
    const b = await book(traveller, body('TR005', in2.depDate, [{ empId: travellerId }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [b.data.orderId])
    const quote = (await detail(traveller, b.data.orderId, 'en')).data.cancelQuote
    expect(quote).toMatchObject({ feePercent: 50, fee: 600, refundAmount: 600, text: 'Cancelling now costs CNY 600 (50% of the fare): CNY 600 back' })
    expect((await env.post<TourCancelReply>('/obt/travel/cancel', { orderId: b.data.orderId }, { token: traveller })).data).toMatchObject({ fee: 600, refundAmount: 600 })
  })

  test('out of the standard: a reason, then approval, then payment', async () => {
    const dep = departures('TR016')[2]
    const b = body('TR016', dep.depDate, [{ empId: travellerId }])
    const refused = await book(traveller, b)
    expect(refused.errCode).toBe(4009)
    expect(refused.tips).toContain('人均价格超出旅游标准（标准：每人2500元）')
    const booked = await book(traveller, { ...b, violationReasonId: reasonId })
    expect(booked.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, payDeadline: null })
    const d = await detail(traveller, booked.data.orderId)
    expect(d.data.violation).toMatchObject({ reasonText: '客户或合作方同行' })
    expect(d.data.approval).not.toBeNull()
    expect(d.data.allowedActions).toEqual({ pay: false, cancel: true })
    const approver = await empIdOf(env, 'hx.approver')
    const corpId = (await env.database.db.selectFrom('orders').select('corp_id').where('id', '=', Number(booked.data.orderId)).executeTakeFirstOrThrow()).corp_id
    await approveOrder(env.app.ctx, corpId, Number(booked.data.orderId), Number(approver))
    expect((await detail(traveller, booked.data.orderId)).data).toMatchObject({ status: 'AWAITING_PAYMENT', allowedActions: { pay: true, cancel: true } })
    // Cancelled before payment: free, places back.
    expect((await env.post<TourCancelReply>('/obt/travel/cancel', { orderId: booked.data.orderId }, { token: traveller })).data).toMatchObject({ status: 'CANCELLED', fee: 0 })
    expect(await placesTaken(env.database.db, 'TR016', dep.depDate)).toBe(0)
  })

  test('the last places: 50 parallel bookings never oversell', async () => {
    const dep = departures('TR019')[3]
    // Leave 1 place: the row as if 35 of 36 were sold.
    await env.database.db.insertInto('tour_departures').values({ product_id: 'TR019', dep_date: dep.depDate, city_code: 'XMN', capacity: dep.capacity, taken: dep.capacity - 1 }).execute()
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      book(corpbooker, body('TR019', dep.depDate, [{ name: `客人${i}`, mobile: '13900002222', idNumber: guestId(100 + i) }]))))
    const ok = replies.filter((r) => r.errCode === 1)
    expect(ok).toHaveLength(1)
    for (const r of replies.filter((x) => x.errCode !== 1)) expect(r).toMatchObject({ errCode: 4009 })
    expect(replies.some((r) => r.tips === '该团期余位不足（剩余0位），请减少人数或选择其他日期')).toBe(true)
    expect(await placesTaken(env.database.db, 'TR019', dep.depDate)).toBe(dep.capacity)
    const count = await env.database.db.selectFrom('tour_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', 'TR019').where('dep_date', '=', dep.depDate).executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
    // The list says the departure is full.
    const d = await env.post<TourDetailReply>('/obt/travel/detail', { productId: 'TR019' }, { token: corpbooker })
    expect(d.data.departures[3]).toMatchObject({ placesLeft: 0, bookable: false })
  }, 120_000)

  test('idempotent: 10 parallel submissions of one token make one order', async () => {
    const dep = departures('TR004')[2]
    const b = body('TR004', dep.depDate, [{ empId: travellerId }])
    const replies = await Promise.all(Array.from({ length: 10 }, () => book(traveller, b)))
    expect(new Set(replies.map((r) => r.data.orderId)).size).toBe(1)
    expect(await placesTaken(env.database.db, 'TR004', dep.depDate)).toBe(1)
  })

  test('unpaid after 15 minutes: cancelled by the sweep, places back once', async () => {
    const dep = departures('TR010')[2]
    const r = await book(traveller, body('TR010', dep.depDate, [{ empId: travellerId }]))
    expect(await placesTaken(env.database.db, 'TR010', dep.depDate)).toBe(1)
    env.clock.advance(16 * MINUTE)
    // Reads never write: the detail shows it cancelled, the places are still held until the sweep.
    expect((await detail(traveller, r.data.orderId)).data).toMatchObject({ status: 'CANCELLED', allowedActions: { pay: false, cancel: false } })
    await sweepOrders(env.app.ctx)
    await sweepOrders(env.app.ctx)
    expect(await placesTaken(env.database.db, 'TR010', dep.depDate)).toBe(0)
  })

  test('DFNY has no tours: every shopping and booking call gives the not-open refusal', async () => {
    for (const [url, b] of [
      ['/obt/travel/list', {}],
      ['/obt/travel/detail', { productId: 'TR001' }],
      ['/obt/travel/matchStandard', { productId: 'TR001', tripType: 1 }],
      ['/obt/travel/matchServiceFee', { tripType: 1, persons: 1 }],
    ] as const) {
      expect(await env.post(url, b, { token: df })).toMatchObject({ errCode: 4009, tips: '该功能暂未开通，请联系管理员', data: { code: 'NOT_OPEN' } })
    }
    const dfId = await empIdOf(env, 'df.traveller')
    expect(await book(df, body('TR001', departures('TR001')[1].depDate, [{ empId: dfId }]), 'en'))
      .toMatchObject({ errCode: 4009, tips: 'This service is not open for you. Please contact your administrator.' })
  })

  test("another company's order answers 4004 exactly like a missing one", async () => {
    const r = await book(traveller, body('TR002', departures('TR002')[1].depDate, [{ empId: travellerId }]))
    const theirs = await detail(df, r.data.orderId)
    const missing = await detail(df, '99999999')
    expect(theirs).toEqual(missing)
    expect(theirs.errCode).toBe(4004)
    expect(await env.post('/obt/travel/cancel', { orderId: r.data.orderId }, { token: df })).toEqual(await env.post('/obt/travel/cancel', { orderId: '99999999' }, { token: df }))
    // A colleague outside the booker's scope neither (hx.booker: own department only, the order is R&D's).
    const booker = await env.login('hx.booker')
    expect((await detail(booker, r.data.orderId)).errCode).toBe(4004)
    expect((await detail(corpbooker, r.data.orderId)).errCode).toBe(1)
  })

  test('bad input answers 4000 with clear tips in both languages', async () => {
    const dep = departures('TR007')[2].depDate
    const noPhone = { ...body('TR007', dep, [{ empId: travellerId }]), contact: { name: '李明轩', phone: '123' } }
    const zh = await book(traveller, noPhone)
    expect(zh.errCode).toBe(4000)
    expect(zh.tips).toContain('手机号码')
    expect((await book(traveller, noPhone, 'en')).tips).toContain('mobile number')
    const badProduct = await book(traveller, body('bad', dep, [{ empId: travellerId }]), 'en')
    expect(badProduct).toMatchObject({ errCode: 4000 })
    expect(badProduct.tips).toContain('tour')
    expect((await book(traveller, body('TR007', dep, []))).tips).toContain('参与人')
    // Guests need bookOutside on business trips; a personal trip may carry them.
    const guest = { name: '张三', mobile: '13900003333', idNumber: '110101199001011234' }
    expect(await book(traveller, body('TR007', dep, [{ empId: travellerId }, guest]))).toMatchObject({ errCode: 4009, tips: '您没有为外部人员预订的权限' })
    expect(await book(traveller, body('TR007', dep, [{ empId: travellerId }, guest], { tripType: 2 }))).toMatchObject({ errCode: 4000, tips: '请核实张三的身份证号码！' })
    expect(await book(traveller, body('TR007', dep, [{ empId: travellerId }, guest], { tripType: 2 }), 'en')).toMatchObject({ errCode: 4000, tips: "Please check 张三's ID number!" })
    const baby = { name: '小宝', mobile: '13900003333', idNumber: guestId(7, chinaDatePlusDays(env.clock.now(), -365)) }
    expect(await book(corpbooker, body('TR007', dep, [{ empId: corpbookerId }, baby]))).toMatchObject({ errCode: 4000, tips: '小宝未满2周岁，该产品不接待婴儿' })
    const kid = { name: '小明', mobile: '13900003333', idNumber: guestId(9, chinaDatePlusDays(env.clock.now(), -6 * 365)) }
    expect(await book(corpbooker, body('TR007', dep, [kid]), 'en')).toMatchObject({ errCode: 4000, tips: 'At least one adult participant (12 or over) is required' })
    expect(await book(corpbooker, body('TR007', dep, [{ empId: corpbookerId }, { empId: corpbookerId }]))).toMatchObject({ errCode: 4000 })
    expect(await book(corpbooker, body('TR007', dep, [{ name: '李四' }]))).toMatchObject({ errCode: 4000, tips: '请填写参与人的姓名、手机号和身份证号' })
    // A day the tour does not leave, and a price that moved.
    expect(await book(traveller, body('TR007', chinaDatePlusDays(env.clock.now(), 1), [{ empId: travellerId }]))).toMatchObject({ errCode: 4009, tips: '该团期不存在，请重新选择出发日期' })
    expect(await book(traveller, body('TR007', dep, [{ empId: travellerId }], { expectedTotal: 1 }))).toMatchObject({ errCode: 4009, tips: '价格已变动（现为1000元），请确认后重新提交' })
  })

  test('cancelling on the departure day is refused (last: it moves the clock by days)', async () => {
    const dep = departures('TR013')[0]
    const r = await book(traveller, body('TR013', dep.depDate, [{ empId: travellerId }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [r.data.orderId])
    env.clock.advance((Date.parse(`${dep.depDate}T10:00:00+08:00`) - env.clock.now().getTime()))
    expect((await detail(traveller, r.data.orderId)).data).toMatchObject({ status: 'ISSUED', allowedActions: { cancel: false }, cancelQuote: { allowed: false } })
    expect(await env.post('/obt/travel/cancel', { orderId: r.data.orderId }, { token: traveller, lang: 'en' }))
      .toMatchObject({ errCode: 4009, tips: 'The tour has started: it can no longer be cancelled; contact your consultant' })
    // The departure day: the list no longer offers it.
    const d = await env.post<TourDetailReply>('/obt/travel/detail', { productId: 'TR013' }, { token: traveller })
    expect(d.data.departures[0].depDate > dep.depDate).toBe(true)
  })
})
