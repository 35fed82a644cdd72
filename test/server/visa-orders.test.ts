/**
 * Visas on the spine (order type 11023, product 10913): the catalogue (countries by continent and
 * keyword, consular districts, products against the trip date, detail with the checklists per
 * applicant kind, related products, the appointment calendar); book with uploaded materials and
 * delivery -> pay -> the progress on the clock (materials received, submitted, decided, returned)
 * with a message at each step -> completed; the files moved into the order and readable by who
 * may see it; the strict consulate's refusal; cancelling by the rule (free unpaid, everything back
 * before the materials are collected, the service fee and handling kept after, refused once
 * submitted); approval when the company's visa settings ask it; one live application per
 * passport and country; fill send info until the passports come back; DFNY refused (not open);
 * another company's order answering like a missing one; bad input answering with clear tips.
 */
import { demoLogin } from '../../server/src/db/demo-logins'
import { dumpVisaOrder, saveVisaSettings } from '../../server/src/db/repositories/visa-orders'
import type { PersonalMessagePage } from '../../server/src/schemas/messages'
import type { OrderListReply } from '../../server/src/schemas/order'
import type { TripAttachment } from '../../server/src/schemas/trip'
import type {
  VisaAdvanceReply,
  VisaAppointmentReply,
  VisaAssociationReply,
  VisaBookBody,
  VisaBookReply,
  VisaCancelReply,
  VisaConsularListReply,
  VisaCountryListReply,
  VisaDetailReply,
  VisaFillSendInfoReply,
  VisaListReply,
  VisaMaterialInput,
  VisaOrderDetail,
  VisaProgressReply,
} from '../../server/src/schemas/visa'
import { approveOrder, sweepOrders } from '../../server/src/services/orders/lifecycle'
import { processingCalendar } from '../../server/src/services/visas/rules'
import { chinaDatePlusDays } from '../../server/src/util/time'
import { clientToken, empIdOf, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The required materials of an employed applicant of a business visa (not Schengen). */
const EMPLOYED_BUSINESS = ['PASSPORT', 'PHOTO', 'APPLICATION_FORM', 'ID_CARD', 'HOUSEHOLD', 'EMPLOYMENT_LETTER', 'BUSINESS_LICENSE', 'INVITATION']

/** A multipart body with one file part. */
function multipart(fileName: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----visa${Date.now().toString(16)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe.each(targets)('visas on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let corpbooker: string
  let corpbookerId: string
  let df: string

  const phoneOf = (login: string) => demoLogin(login).phone
  const tripIn = (days: number) => chinaDatePlusDays(env.clock.now(), days)

  async function upload(token: string, fileName: string): Promise<TripAttachment> {
    const body = multipart(fileName, PNG)
    const res = await env.inject({ method: 'POST', url: '/obt/vipCorp/fj/uploadCons', payload: body.payload, headers: { ...body.headers, token } })
    const reply = res.json() as { errCode: number; data: TripAttachment }
    expect(reply.errCode).toBe(1)
    return reply.data
  }

  /** Uploads one file per material code and answers the applicant's materials. */
  async function materials(token: string, codes: readonly string[]): Promise<VisaMaterialInput[]> {
    const out: VisaMaterialInput[] = []
    for (const code of codes) out.push({ code, fileIds: [(await upload(token, `${code.toLowerCase()}.png`)).id] })
    return out
  }

  const body = (productId: string, consularId: string, applicants: VisaBookBody['applicants'], extra: Partial<VisaBookBody> = {}): VisaBookBody => ({
    productId, consularId, tripDate: tripIn(30), applicants, contact: { name: '李明轩', phone: '13810010001' },
    delivery: { mode: 'EXPRESS', recipient: '李明轩', phone: '13810010001', address: '北京市朝阳区建国路88号' }, tripType: 1, clientToken: clientToken('visa'), ...extra,
  })
  const book = (token: string, b: VisaBookBody, lang: 'zh' | 'en' = 'zh') => env.post<VisaBookReply>('/obt/visa/visaOrder/visaBook', b, { token, lang })
  const detail = (token: string, orderId: string, lang: 'zh' | 'en' = 'zh') => env.get<VisaOrderDetail>('/obt/visa/visaOrder/orderDetail', { orderId }, { token, lang })
  const advance = (orderId: string, decision?: 'ISSUED' | 'REFUSED') => env.post<VisaAdvanceReply>('/obt/demo/visa/advance', { orderId, ...(decision ? { decision } : {}) })

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    corpbooker = await env.login('hx.corpbooker')
    corpbookerId = await empIdOf(env, 'hx.corpbooker')
    df = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('countries by continent and keyword, consular districts, products against the trip date, detail, related products, appointments', async () => {
    const all = await env.post<VisaCountryListReply>('/obt/visa/VisaQuery/GetCountryList', {}, { token: traveller })
    expect(all.errCode).toBe(1)
    expect(all.data.total).toBe(25)
    expect(all.data.continents.map((c) => [c.code, c.count])).toEqual([['ASIA', 9], ['EUROPE', 7], ['AMERICAS', 4], ['OCEANIA', 2], ['AFRICA', 3]])
    // Hot countries first.
    expect(all.data.list.slice(0, 3).map((c) => c.countryCode)).toEqual(['JP', 'KR', 'SG'])
    expect(all.data.list.find((c) => c.countryCode === 'JP')).toMatchObject({ name: '日本', continentName: '亚洲', productCount: 3, minPrice: 350, hot: true })
    const europe = await env.post<VisaCountryListReply>('/obt/visa/VisaQuery/GetCountryList', { continent: 'EUROPE' }, { token: traveller, lang: 'en' })
    expect(europe.data.list.map((c) => c.name)).toEqual(['France', 'Germany', 'United Kingdom', 'Italy', 'Spain', 'Switzerland', 'Russia'])
    const keyword = await env.post<VisaCountryListReply>('/obt/visa/VisaQuery/GetCountryList', { keyword: 'zea' }, { token: traveller, lang: 'en' })
    expect(keyword.data.list.map((c) => c.countryCode)).toEqual(['NZ'])
    expect((await env.post<VisaCountryListReply>('/obt/visa/VisaQuery/GetCountryList', { keyword: '德' }, { token: traveller })).data.list.map((c) => c.countryCode)).toEqual(['DE'])

    // Japan has missions in five regions: Wuhan's provinces apply in Shanghai.
    const consulars = await env.post<VisaConsularListReply>('/obt/visa/VisaQuery/GetConsularList', { countryCode: 'JP' }, { token: traveller })
    expect(consulars.data.list.map((c) => c.consularId)).toEqual(['JP-BJ', 'JP-SH', 'JP-GZ', 'JP-CD', 'JP-SY'])
    expect(consulars.data.list[1].provinces).toEqual(['上海', '江苏', '浙江', '安徽', '江西', '湖北', '湖南'])
    expect(consulars.data.list[0]).toMatchObject({ name: '北京领区', centre: '日本签证申请中心（北京）' })

    // No trip date: 30 days ahead; every product says when it can be ready.
    const list = await env.post<VisaListReply>('/obt/visa/VisaQuery/VisaList', { countryCode: 'JP', consularId: 'JP-BJ' }, { token: traveller })
    expect(list.data.tripDate).toBe(tripIn(30))
    expect(list.data.consular).toMatchObject({ consularId: 'JP-BJ' })
    expect(list.data.list.map((p) => [p.productId, p.type, p.entries, p.validityDays, p.maxStayDays, p.processingDays, p.price])).toEqual([
      ['VJP01', 'BUSINESS', 'SINGLE', 90, 30, 5, 450],
      ['VJP02', 'BUSINESS', 'MULTIPLE', 1095, 30, 7, 880],
      ['VJP03', 'TOURIST', 'SINGLE', 90, 15, 5, 350],
    ])
    const today = tripIn(0)
    expect(list.data.list[0]).toMatchObject({ name: '日本90天单次商务签证', earliestTripDate: processingCalendar(today, 5).earliestTrip, inTime: true })
    const soon = await env.post<VisaListReply>('/obt/visa/VisaQuery/VisaList', { countryCode: 'US', tripDate: tripIn(7) }, { token: traveller, lang: 'en' })
    expect(soon.data.list.every((p) => !p.inTime)).toBe(true)
    expect(soon.data.list[0]).toMatchObject({ name: 'United States 10-year multiple-entry business visa', interview: true })
    expect(await env.post('/obt/visa/VisaQuery/VisaList', { countryCode: 'JP', consularId: 'US-BJ' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '请选择所属领区' })

    const d = await env.post<VisaDetailReply>('/obt/visa/VisaQuery/VisaDetail', { productId: 'VFR01', consularId: 'FR-SH' }, { token: traveller, lang: 'en' })
    expect(d.data).toMatchObject({ countryName: 'France', interview: true, strict: false, consular: { consularId: 'FR-SH' }, serviceFee: { business: 20, personal: 30 }, maxApplicants: 9 })
    expect(d.data.checklists.map((c) => c.kind)).toEqual(['EMPLOYED', 'RETIRED', 'STUDENT', 'CHILD'])
    const employed = d.data.checklists[0].materials
    expect(employed.filter((m) => m.required).map((m) => m.code)).toEqual([...EMPLOYED_BUSINESS, 'INSURANCE'])
    expect(employed.filter((m) => !m.required).map((m) => m.code)).toEqual(['ITINERARY', 'BANK_STATEMENT'])
    expect(d.data.checklists[3].materials.map((m) => m.code)).toContain('PARENT_CONSENT')
    expect(d.data.cancelRules).toHaveLength(4)
    expect(d.data.notes.some((n) => n.includes('Schengen'))).toBe(true)

    const related = await env.post<VisaAssociationReply>('/obt/visa/VisaQuery/VisaAssociation', { productId: 'VJP01' }, { token: traveller })
    expect(related.data.list.slice(0, 2).map((p) => p.productId)).toEqual(['VJP02', 'VJP03'])
    expect(related.data.list.slice(2).every((p) => p.type === 'BUSINESS' && p.countryCode !== 'JP')).toBe(true)

    const noVisit = await env.post<VisaAppointmentReply>('/obt/visa/VisaQuery/appointment', { productId: 'VJP01', consularId: 'JP-BJ' }, { token: traveller })
    expect(noVisit.data).toMatchObject({ required: false, days: [] })
    const visit = await env.post<VisaAppointmentReply>('/obt/visa/VisaQuery/appointment', { productId: 'VFR01', consularId: 'FR-BJ' }, { token: traveller })
    expect(visit.data.required).toBe(true)
    expect(visit.data.days.length).toBeGreaterThan(15)
    expect(visit.data.days.every((x) => x.date >= tripIn(2))).toBe(true)
  })

  test('DFNY has no visas: every shopping and booking call answers "not open"', async () => {
    for (const [url, payload] of [
      ['/obt/visa/VisaQuery/GetCountryList', {}],
      ['/obt/visa/VisaQuery/VisaList', { countryCode: 'JP' }],
      ['/obt/visa/VisaQuery/VisaDetail', { productId: 'VJP01' }],
    ] as const) {
      expect(await env.post(url, payload, { token: df })).toMatchObject({ errCode: 4009, tips: '该功能暂未开通，请联系管理员', data: { code: 'NOT_OPEN' } })
    }
    const refused = await env.post('/obt/visa/visaOrder/visaBook', body('VJP01', 'JP-BJ', [{ kind: 'EMPLOYED', materials: [] }]), { token: df, lang: 'en' })
    expect(refused).toMatchObject({ errCode: 4009, tips: 'This service is not open for you. Please contact your administrator.' })
  })

  test('book with uploads and delivery -> pay -> the progress on the clock with messages -> completed', async () => {
    const files = await materials(traveller, [...EMPLOYED_BUSINESS, 'BANK_STATEMENT'])
    const b = body('VJP01', 'JP-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: files }], { remark: '请加急' })
    const reply = await book(traveller, b)
    expect(reply.errCode).toBe(1)
    // 450 per applicant, 20 service fee (HX business).
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false, fareTotal: 450, serviceFee: 20, totalAmount: 470 })
    expect(reply.data.orderNo).toMatch(/^QZ\d{14}$/)
    // The same token again: the same order.
    expect((await book(traveller, b)).data.orderId).toBe(reply.data.orderId)
    // The files moved into the order: the upload address no longer answers, the order's does.
    const moved = await env.inject({ method: 'GET', url: `/obt/vipCorp/fj/queryFj?id=${files[0].fileIds[0]}`, headers: { token: traveller } })
    expect(moved.json()).toMatchObject({ errCode: 4004 })

    const unpaid = await detail(traveller, reply.data.orderId)
    expect(unpaid.data).toMatchObject({ status: 'AWAITING_PAYMENT', step: 'BOOKED', allowedActions: { pay: true, cancel: true, editDelivery: true, progress: false }, remark: '请加急' })
    expect(unpaid.data.delivery).toMatchObject({ mode: 'EXPRESS', recipient: '李明轩', phoneMasked: '138****0001', address: '北京市朝阳区建国路88号' })
    const me = unpaid.data.applicants[0]
    expect(me).toMatchObject({ name: '李明轩', kind: 'EMPLOYED', kindName: '在职人员', result: null })
    expect(me.passportMasked).toMatch(/^E\d\*{4}\d{2}$/)
    expect(me.files.map((f) => f.code)).toEqual([...EMPLOYED_BUSINESS, 'BANK_STATEMENT'])
    const file = await env.inject({ method: 'GET', url: me.files[0].url, headers: { token: traveller } })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0)
    // Someone outside the order's scope gets nothing, like a missing file.
    const hxBooker = await env.login('hx.booker')
    expect((await env.inject({ method: 'GET', url: me.files[0].url, headers: { token: hxBooker } })).json()).toMatchObject({ errCode: 4004 })

    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    const paid = await detail(traveller, reply.data.orderId)
    expect(paid.data).toMatchObject({ status: 'IN_PROGRESS', step: 'PAID', allowedActions: { pay: false, cancel: true, editDelivery: true, progress: true } })
    expect(paid.data.cancelQuote).toMatchObject({ allowed: true, fee: 0, refundAmount: 470 })
    expect(paid.data.steps.find((s) => s.step === 'MATERIALS_RECEIVED')?.expectedAt).not.toBeNull()

    // One working day of the calendar is a minute of the clock.
    env.clock.advance(MINUTE + 1000)
    await sweepOrders(env.app.ctx)
    const received = await env.get<VisaProgressReply>('/obt/visa/visaOrder/progress', { orderId: reply.data.orderId }, { token: traveller })
    expect(received.data).toMatchObject({ status: 'IN_PROGRESS', step: 'MATERIALS_RECEIVED', canEditDelivery: true })
    env.clock.advance(MINUTE)
    expect((await detail(traveller, reply.data.orderId)).data).toMatchObject({ step: 'SUBMITTED', allowedActions: { cancel: false } })
    env.clock.advance(5 * MINUTE)
    const decided = await detail(traveller, reply.data.orderId, 'en')
    expect(decided.data.step).toBe('DECIDED')
    expect(decided.data.applicants[0]).toMatchObject({ result: 'ISSUED', resultText: 'Issued' })
    expect(decided.data.applicants[0].visaNo).toMatch(/^JP\d{8}$/)
    expect(decided.data.steps.find((s) => s.step === 'DECIDED')?.desc).toBe('Every visa was issued')
    env.clock.advance(MINUTE)
    const done = await env.get<VisaProgressReply>('/obt/visa/visaOrder/progress', { orderId: reply.data.orderId }, { token: traveller })
    expect(done.data).toMatchObject({ status: 'COMPLETED', step: 'RETURNED', canEditDelivery: false })
    expect(done.data.delivery.expressNo).toMatch(/^SF\d{10}$/)
    expect(done.data.steps.every((s) => s.done)).toBe(true)

    // A message at each step.
    const messages = await env.post<PersonalMessagePage>('/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 1, count: 20 }, { token: traveller })
    const texts = messages.data.list.filter((m) => m.orderId === reply.data.orderId).map((m) => m.content)
    for (const part of ['材料已收取', '已递交使馆', '已出签', '护照已快递寄出']) expect(texts.some((t) => t.includes(part))).toBe(true)

    const all = await env.post<OrderListReply>('/obt/totalOrderList', {}, { token: traveller })
    expect(all.data.list.find((r) => r.orderId === reply.data.orderId)).toMatchObject({ orderType: 11023, status: 'COMPLETED', amount: 470, routeText: '日本90天单次商务签证', depTime: tripIn(30), flightNo: '北京领区' })
    const own = await env.post<OrderListReply>('/obt/visa/visaOrder/orderList', { findScope: 2 }, { token: traveller })
    expect(own.data.list.map((r) => r.orderId)).toEqual([reply.data.orderId])
    // Cancelling a completed order: refused; the passport is free for a new Japanese application.
    expect(await env.post('/obt/visa/visaOrder/cancel', { orderId: reply.data.orderId }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '当前订单状态不能取消' })
    expect(await dumpVisaOrder(env.database.db, Number(reply.data.orderId))).not.toContain('"claims":[{')
  })

  test('a strict consulate refuses an applicant who brings none of the recommended materials; self-collection', async () => {
    const files = await materials(traveller, EMPLOYED_BUSINESS)
    const reply = await book(traveller, body('VNZ01', 'NZ-SH', [{ empId: travellerId, kind: 'EMPLOYED', materials: files }], {
      tripDate: tripIn(40), delivery: { mode: 'SELF' },
    }))
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', totalAmount: 1320 })
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    for (const step of ['MATERIALS_RECEIVED', 'SUBMITTED', 'DECIDED', 'RETURNED']) {
      expect((await advance(reply.data.orderId)).data.step).toBe(step)
    }
    const d = await detail(traveller, reply.data.orderId)
    expect(d.data).toMatchObject({ status: 'COMPLETED', applicants: [{ result: 'REFUSED', resultText: '拒签', visaNo: null }] })
    expect(d.data.delivery).toMatchObject({ mode: 'SELF', expressNo: null, centre: '新西兰签证申请中心（上海）' })
    expect(d.data.steps.find((s) => s.step === 'RETURNED')?.desc).toContain('请携带身份证前往领取')
  })

  test('cancelling: free unpaid, everything back before the materials, fee and handling after, refused once submitted', async () => {
    // Unpaid: free.
    const a = await book(traveller, body('VKR01', 'KR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    expect((await env.post<VisaCancelReply>('/obt/visa/visaOrder/cancel', { orderId: a.data.orderId }, { token: traveller })).data).toMatchObject({ status: 'CANCELLED', fee: 0, refundAmount: 0 })

    // Paid, materials not collected: everything back (the claim is free again: a new Korean booking passes).
    const b = await book(traveller, body('VKR01', 'KR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    expect(b.errCode).toBe(1)
    await payOrders(env, traveller, phoneOf('hx.traveller'), [b.data.orderId])
    expect((await env.post<VisaCancelReply>('/obt/visa/visaOrder/cancel', { orderId: b.data.orderId }, { token: traveller })).data).toEqual({ orderId: b.data.orderId, status: 'FULL_REFUND', fee: 0, refundAmount: 440 })

    // Materials collected: the service fee and 100 per applicant kept.
    const c = await book(traveller, body('VKR01', 'KR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [c.data.orderId])
    expect((await advance(c.data.orderId)).data.step).toBe('MATERIALS_RECEIVED')
    const quote = (await detail(traveller, c.data.orderId, 'en')).data.cancelQuote
    expect(quote).toMatchObject({ allowed: true, fee: 120, refundAmount: 320 })
    expect(quote?.text).toBe('The materials are being checked: cancelling now keeps CNY 120 (service fee and CNY 100 handling per applicant), CNY 320 back')
    const cancelled = await env.post<VisaCancelReply>('/obt/visa/visaOrder/cancel', { orderId: c.data.orderId }, { token: traveller })
    expect(cancelled.data).toMatchObject({ status: 'FULL_REFUND', fee: 120, refundAmount: 320 })
    const after = await detail(traveller, c.data.orderId)
    expect(after.data).toMatchObject({ status: 'FULL_REFUND', step: 'MATERIALS_RECEIVED', cancellation: { fee: 120, refundAmount: 320 }, price: { refunded: 320 }, allowedActions: { cancel: false, editDelivery: false } })
    // The clock does not move a cancelled order.
    env.clock.advance(10 * MINUTE)
    await sweepOrders(env.app.ctx)
    expect((await detail(traveller, c.data.orderId)).data.step).toBe('MATERIALS_RECEIVED')

    // Submitted: refused.
    const d = await book(traveller, body('VKR01', 'KR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    await payOrders(env, traveller, phoneOf('hx.traveller'), [d.data.orderId])
    await advance(d.data.orderId)
    expect((await advance(d.data.orderId)).data.step).toBe('SUBMITTED')
    expect(await env.post('/obt/visa/visaOrder/cancel', { orderId: d.data.orderId }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '材料已递交使馆，不能取消' })
  })

  test('fill send info: change the delivery until the passports are on their way back', async () => {
    const reply = await book(traveller, body('VSG01', 'SG-GZ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }], { delivery: { mode: 'SELF' } }))
    expect(reply.errCode).toBe(1)
    const fill = (delivery: object, lang: 'zh' | 'en' = 'zh') => env.post<VisaFillSendInfoReply>('/obt/visa/visaOrder/fillSendInfo', { orderId: reply.data.orderId, delivery }, { token: traveller, lang })
    expect(await fill({ mode: 'EXPRESS', recipient: '王芳' })).toMatchObject({ errCode: 4000, tips: '收件人电话不能为空' })
    expect(await fill({ mode: 'EXPRESS', recipient: '王芳', phone: '12345' })).toMatchObject({ errCode: 4000 })
    expect(await fill({ mode: 'EXPRESS', recipient: '王芳', phone: '010-65881234' }, 'en')).toMatchObject({ errCode: 4000, tips: 'The delivery address is required' })
    const changed = await fill({ mode: 'EXPRESS', recipient: '王芳', phone: '010-65881234', address: '广州市天河区体育西路1号' })
    expect(changed.data.delivery).toMatchObject({ mode: 'EXPRESS', modeName: '快递寄回', recipient: '王芳', address: '广州市天河区体育西路1号' })
    await payOrders(env, traveller, phoneOf('hx.traveller'), [reply.data.orderId])
    for (let i = 0; i < 4; i += 1) await advance(reply.data.orderId)
    const done = await detail(traveller, reply.data.orderId)
    expect(done.data).toMatchObject({ status: 'COMPLETED', delivery: { mode: 'EXPRESS' } })
    expect(done.data.delivery.expressNo).toMatch(/^SF/)
    expect(await fill({ mode: 'SELF' })).toMatchObject({ errCode: 4009, tips: '护照已寄回或订单已结束，不能再修改配送信息' })
  })

  test('booking rules: applicants, delivery, contact, passports, checklists, files, trip date, appointment, one application per passport', async () => {
    const refuse = async (b: VisaBookBody, tips: string, errCode = 4000, lang: 'zh' | 'en' = 'zh') => {
      const r = await book(traveller, b, lang)
      expect({ errCode: r.errCode, tips: r.tips }).toEqual({ errCode, tips })
    }
    const files = await materials(traveller, EMPLOYED_BUSINESS)
    const me = (extra: object = {}) => [{ empId: travellerId, kind: 'EMPLOYED' as const, materials: files, ...extra }]
    await refuse(body('VTH01', 'TH-BJ', []), '请选择出行人')
    await refuse(body('VTH01', 'TH-BJ', me(), { delivery: { mode: 'EXPRESS', phone: '13800000000', address: 'x' } }), '收件人不能为空')
    await refuse(body('VTH01', 'TH-BJ', me(), { delivery: { mode: 'EXPRESS', recipient: 'A', address: 'x' } }), '收件人电话不能为空')
    await refuse(body('VTH01', 'TH-BJ', me(), { delivery: { mode: 'EXPRESS', recipient: 'A', phone: '13800000000' } }), '收件地址不能为空')
    await refuse(body('VTH01', 'TH-BJ', me(), { contact: { name: '李明轩', phone: '' } }), '联系电话不能为空')
    await refuse(body('VTH01', 'TH-BJ', me(), { contact: { name: '李明轩', phone: '2345678' } }), '请填写正确手机号码格式')
    await refuse(body('VTH01', 'TH-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: files.slice(1) }]), '请上传李明轩的护照')
    await refuse(body('VTH01', 'TH-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: files.slice(1) }], {}), "Please upload 李明轩's Passport", 4000, 'en')
    await refuse(body('VTH01', 'TH-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: [...files, { code: 'BIRTH_CERT', fileIds: files[0].fileIds }] }]), '材料BIRTH_CERT不在李明轩的材料清单中')
    await refuse(body('VTH01', 'TH-BJ', me({ passportNo: 'E1234567', passportExpiry: tripIn(120) })), `李明轩的护照将于${tripIn(120)}到期，须在出行日期后仍有6个月以上有效期，请先换发护照`)
    await refuse(body('VTH01', 'TH-BJ', me({ passportNo: 'E1234567' })), '请填写李明轩的护照号码及有效期')
    await refuse(body('VTH01', 'TH-BJ', me({ kind: 'CHILD' })), '李明轩已年满18周岁，不能按未成年人申请')
    // The US takes 20 working days: a trip in 10 days is too soon.
    const earliest = processingCalendar(tripIn(0), 20).earliestTrip
    await refuse(body('VUS01', 'US-BJ', me(), { tripDate: tripIn(10) }), `该签证办理需要20个工作日，最早可出行日期为${earliest}，请调整出行日期或选择其他产品`, 4009)
    await refuse(body('VTH01', 'TH-BJ', me(), { tripDate: tripIn(0) }), '出行日期不能早于明天')
    // France needs a visit to the visa centre, on an open day before the trip.
    const frFiles = await materials(traveller, [...EMPLOYED_BUSINESS, 'INSURANCE'])
    const fr = (extra: Partial<VisaBookBody>) => body('VFR01', 'FR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: frFiles }], { tripDate: tripIn(45), ...extra })
    await refuse(fr({}), '该签证需本人前往签证中心，请选择预约日期')
    const days = (await env.post<VisaAppointmentReply>('/obt/visa/VisaQuery/appointment', { productId: 'VFR01', consularId: 'FR-BJ' }, { token: traveller })).data.days
    const full = days.find((x) => x.slotsLeft === 0)
    if (full) await refuse(fr({ appointmentDate: full.date }), `${full.date}没有可预约的名额，请选择其他日期`, 4009)
    const open = days.find((x) => x.slotsLeft > 0) as { date: string }
    const frBooked = await book(traveller, fr({ appointmentDate: open.date }))
    expect(frBooked.data).toMatchObject({ status: 'AWAITING_PAYMENT', totalAmount: 1070 })
    expect((await detail(traveller, frBooked.data.orderId)).data.appointmentDate).toBe(open.date)
    // Its files are taken: naming them again is refused.
    await refuse(fr({ appointmentDate: open.date }), '材料文件已失效或已被使用，请重新上传')
    // One live French application per passport.
    await refuse(body('VFR03', 'FR-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, ['PASSPORT', 'PHOTO', 'APPLICATION_FORM', 'ID_CARD', 'HOUSEHOLD', 'EMPLOYMENT_LETTER', 'BUSINESS_LICENSE', 'ITINERARY', 'INSURANCE']) }],
      { tripDate: tripIn(45), appointmentDate: open.date }), '李明轩已有办理中的法国签证订单，不能重复申请', 4009)
    // A colleague outside the caller's scope answers like a missing one.
    const r = await book(traveller, body('VTH01', 'TH-BJ', [{ empId: corpbookerId, kind: 'EMPLOYED', materials: files }]))
    expect(r.errCode).toBe(4004)
  })

  test('frequent travellers apply as outside people; the company asks approval of every business visa', async () => {
    const corp = await env.database.db.selectFrom('companies').select('id').where('corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()
    await saveVisaSettings(env.database.db, corp.id, { serviceFeeBusiness: 50, serviceFeePersonal: 80, approveAll: true })
    // HXKJ approves out-of-policy bookings only; an order rule for the test (hx.approver decides).
    const approver = await empIdOf(env, 'hx.approver')
    const rule = await env.database.db.insertInto('approval_rules')
      .values({ corp_id: corp.id, name: '签证预订审批', name_en: 'Visa booking approval', scope: 'booking', levels: 1, dept_id: null, ranks: null, min_amount: null })
      .returning('id').executeTakeFirstOrThrow()
    await env.database.db.insertInto('approval_rule_steps').values({ rule_id: rule.id, level: 1, approver_emp_id: Number(approver) }).execute()
    try {
      const contacts = await env.get<{ list: { contactId: string; chName: string }[] }>('/obt/vipEmpContactsPage', {}, { token: corpbooker })
      const wang = contacts.data.list.find((c) => c.chName === '王小明') as { contactId: string }
      const self = await materials(corpbooker, EMPLOYED_BUSINESS)
      const reply = await book(corpbooker, body('VMY01', 'MY-SH', [
        { empId: corpbookerId, kind: 'EMPLOYED', materials: self },
        { contactId: wang.contactId, kind: 'STUDENT', materials: [] },
      ]))
      expect(reply).toMatchObject({ errCode: 4000, tips: '请上传王小明的护照' })
      const student = await materials(corpbooker, ['PASSPORT', 'PHOTO', 'APPLICATION_FORM', 'ID_CARD', 'HOUSEHOLD', 'STUDENT_CERT', 'INVITATION'])
      const booked = await book(corpbooker, body('VMY01', 'MY-SH', [
        { empId: corpbookerId, kind: 'EMPLOYED', materials: self },
        { contactId: wang.contactId, kind: 'STUDENT', materials: student },
      ]))
      expect(booked.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, fareTotal: 800, serviceFee: 100, totalAmount: 900 })
      const d = await detail(corpbooker, booked.data.orderId)
      // The frequent traveller's passport on file.
      expect(d.data.applicants[1]).toMatchObject({ name: '王小明', kind: 'STUDENT', passportMasked: 'EK****15' })
      expect(d.data.approval).not.toBeNull()
      expect(d.data.allowedActions).toMatchObject({ pay: false, cancel: true })
      await approveOrder(env.app.ctx, corp.id, Number(booked.data.orderId), Number(approver))
      expect((await detail(corpbooker, booked.data.orderId)).data).toMatchObject({ status: 'AWAITING_PAYMENT', allowedActions: { pay: true } })
      // Personal trip: the personal fee, no approval.
      const personal = await book(corpbooker, body('VEG01', 'EG-BJ', [{ empId: corpbookerId, kind: 'EMPLOYED', materials: await materials(corpbooker, EMPLOYED_BUSINESS) }], { tripType: 2 }))
      expect(personal.data).toMatchObject({ status: 'AWAITING_PAYMENT', serviceFee: 80, totalAmount: 800 })
    } finally {
      await env.database.db.deleteFrom('visa_settings').where('corp_id', '=', corp.id).execute()
      await env.database.db.updateTable('approval_rules').set({ status: 0 }).where('id', '=', rule.id).execute()
    }
  })

  test("another company's order answers like a missing one; the demo tool refuses other order types", async () => {
    const reply = await book(traveller, body('VKE01', 'KE-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    expect(reply.errCode).toBe(1)
    for (const token of [df, await env.login('hx.booker')]) {
      expect(await detail(token, reply.data.orderId)).toMatchObject({ errCode: 4004 })
      expect(await env.get('/obt/visa/visaOrder/progress', { orderId: reply.data.orderId }, { token })).toMatchObject({ errCode: 4004 })
      expect(await env.post('/obt/visa/visaOrder/cancel', { orderId: reply.data.orderId }, { token })).toMatchObject({ errCode: 4004 })
      expect(await env.post('/obt/visa/visaOrder/fillSendInfo', { orderId: reply.data.orderId, delivery: { mode: 'SELF' } }, { token })).toMatchObject({ errCode: 4004 })
    }
    // A director whose scope covers the traveller's department sees the business order.
    expect((await detail(await env.login('hx.approver'), reply.data.orderId)).errCode).toBe(1)
    expect(await env.post('/obt/demo/visa/advance', { orderId: '999999' })).toMatchObject({ errCode: 4004 })
    // The demo tool answers only loopback clients; anyone else gets the reply of a missing route.
    const remote = await env.inject({ method: 'POST', url: '/obt/demo/visa/advance', payload: { orderId: reply.data.orderId }, remoteAddress: '10.0.0.5', headers: { 'accept-language': 'zh' } })
    const missing = await env.inject({ method: 'POST', url: '/obt/demo/nothingHere', payload: {}, remoteAddress: '10.0.0.5', headers: { 'accept-language': 'zh' } })
    expect(remote.statusCode).toBe(missing.statusCode)
    expect(remote.json()).toEqual(missing.json())
    // The unpaid order lapses after 15 minutes and its passport claim goes with it.
    env.clock.advance(16 * MINUTE)
    await sweepOrders(env.app.ctx)
    expect((await detail(traveller, reply.data.orderId)).data.status).toBe('CANCELLED')
    const again = await book(traveller, body('VKE01', 'KE-BJ', [{ empId: travellerId, kind: 'EMPLOYED', materials: await materials(traveller, EMPLOYED_BUSINESS) }]))
    expect(again.data.status).toBe('AWAITING_PAYMENT')
  })

  test('ten parallel bookings of one passport for one country: exactly one order', async () => {
    const files = await Promise.all(Array.from({ length: 10 }, () => materials(corpbooker, EMPLOYED_BUSINESS)))
    const replies = await Promise.all(files.map((m) => book(corpbooker, body('VID01', 'ID-GZ', [{ empId: corpbookerId, kind: 'EMPLOYED', materials: m }]))))
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    for (const r of replies.filter((x) => x.errCode !== 1)) expect(r).toMatchObject({ errCode: 4009, tips: '陈晓燕已有办理中的印度尼西亚签证订单，不能重复申请' })
    const orders = await env.database.db.selectFrom('visa_orders').select('order_id').where('country_code', '=', 'ID').execute()
    expect(orders).toHaveLength(1)
    // The refused bookings moved no file: their uploads are still the booker's to use.
    const left = await env.database.db.selectFrom('trip_attachments').select('id').where('id', 'in', files.flatMap((m) => m.flatMap((x) => x.fileIds.map(Number)))).execute()
    expect(left).toHaveLength(9 * EMPLOYED_BUSINESS.length)
  })

  test('bad input answers 4000 naming the field', async () => {
    expect(await env.post('/obt/visa/VisaQuery/VisaList', { countryCode: 'jp' }, { token: traveller })).toMatchObject({ errCode: 4000 })
    expect(await env.post('/obt/visa/VisaQuery/VisaDetail', { productId: 'VJP99' }, { token: traveller })).toMatchObject({ errCode: 4004, tips: '签证产品不存在或已下架，请重新选择' })
    const bad = await book(traveller, body('VJP01', 'JP-BJ', [{ empId: travellerId, kind: 'EMPLOYED', passportNo: 'E123-456', materials: [] }]))
    expect(bad.errCode).toBe(4000)
    expect(bad.tips).toContain('护照号码')
    expect(await book(traveller, body('VJP01', 'JP-BJ', [], { tripDate: '2024-02-30' }))).toMatchObject({ errCode: 4000 })
  })
})
