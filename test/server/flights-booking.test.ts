/**
 * Booking and paying: in policy -> awaiting payment -> pay with the SMS code -> issued; out of
 * policy; trip applications (C767); passenger rules and scope; idempotency; the last seat under 50
 * parallel bookings; 20 identical submissions; the 15-minute expiry with a fake clock.
 */
import { sql } from 'kysely'
import { demoLogin } from '../../server/src/db/demo-logins'
import type { CheckSameOrderReply, OrderDetail, ValidateTimeOutReply } from '../../server/src/schemas/order'
import type { GetPaySubjectReply, PayStatusReply } from '../../server/src/schemas/pay'
import { approveOrder, sweepOrders } from '../../server/src/services/orders/lifecycle'
import { book, bookBody, clientToken, dayAhead, empIdOf, findFare, lastSmsCode, payOrders, seatsLeft, setSeatsLeft } from './helpers/flights'
import { applicationBody, approvedApplication, flightRoute } from './helpers/trips'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000

describe.each(targets)('flight booking on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  const inPolicy = (c: { policy: { inPolicy: boolean }; cabinClass: string }) => c.policy.inPolicy && c.cabinClass === 'Y'

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  const detail = (token: string, orderId: string) => env.get<OrderDetail>('/obt/plane/tkOrder/orderDetail', { orderId }, { token })

  test('in policy: awaiting payment (15 min) -> badge -> pay with the SMS code from the outbox -> issued with 13-digit tickets', async () => {
    const { flight, cabin } = await findFare(env, traveller, { want: inPolicy })
    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const checked = await env.post<ValidateTimeOutReply>('/obt/plane/tkOrder/v3/validateTimeOut', { cabinKey: cabin.cabinKey }, { token: traveller })
    expect(checked.data).toMatchObject({ valid: true })
    const reply = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], insuranceIds: ['BX-AIR-ACC'] }))
    expect(reply.errCode).toBe(1)
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', needApproval: false, orderNo: expect.stringMatching(/^TK\d{14}$/) })
    // fare + airport fee 50 + fuel 40 + service fee 20 + insurance 30
    expect(reply.data.totalAmount).toBe(cabin.price + 50 + 40 + 20 + 30)
    const deadline = new Date(`${(reply.data.payDeadline as string).replace(' ', 'T')}+08:00`).getTime()
    expect(Math.abs(deadline - (env.clock.now().getTime() + 15 * MINUTE))).toBeLessThan(1500)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 1)

    const badge = await env.post<{ toPay: number }>('/obt/totalCount', {}, { token: traveller })
    expect(badge.data.toPay).toBe(1)

    const orderIds = [reply.data.orderId]
    const subject = await env.post<GetPaySubjectReply>('/obt/getPaySubject', { orderIds }, { token: traveller })
    expect(subject.data).toMatchObject({ amount: reply.data.totalAmount, phoneMasked: '138****0001' })
    expect(subject.data.subjects).toEqual([expect.objectContaining({ payType: 'COMPANY', name: '华信科技企业月结账户', available: true, needSms: true })])
    const s = subject.data.subjects[0]

    // Wrong code, wrong amount, wrong scene: refused, nothing paid.
    await env.post('/obt/pay/getSmsCode', { orderIds }, { token: traveller })
    const code = await lastSmsCode(env, demoLogin('hx.traveller').phone, 'pay')
    const bean = { subjectId: s.subjectId, payType: s.payType, amount: subject.data.amount }
    expect(await env.post('/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [{ ...bean, amount: 1 }], smsCode: code }, { token: traveller }))
      .toMatchObject({ errCode: 4009, tips: '订单金额已变动，请刷新后重新支付' })
    expect(await env.post('/obt/pay/online', { orderIds, payScene: 7, subjectBeanList: [bean], smsCode: code }, { token: traveller }))
      .toMatchObject({ errCode: 4009, tips: '未找到支付场景' })
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await env.post('/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [bean], smsCode: wrong }, { token: traveller }))
      .toMatchObject({ errCode: 4009, tips: '验证码错误或已过期' })
    expect((await env.get<PayStatusReply>('/obt/queryOnlinePayStatus', { orderId: reply.data.orderId }, { token: traveller })).data.payStatus).toBe('UNPAID')

    const paid = await env.post<{ payType: string; orders: { status: string }[] }>(
      '/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [bean], smsCode: code }, { token: traveller },
    )
    expect(paid.data).toMatchObject({ payType: 'COMPANY', orders: [{ orderId: reply.data.orderId, status: 'ISSUED' }] })
    const status = await env.get<PayStatusReply>('/obt/queryOnlinePayStatus', { orderId: reply.data.orderId }, { token: traveller })
    expect(status.data).toMatchObject({ payStatus: 'PAID', status: 'ISSUED', paidAmount: reply.data.totalAmount, payType: 'COMPANY' })
    const order = await detail(traveller, reply.data.orderId)
    expect(order.data.status).toBe('ISSUED')
    const ticket = order.data.passengers[0].tickets[0]
    expect(ticket).toMatchObject({ status: 'ISSUED', ticketNo: expect.stringMatching(/^\d{13}$/) })
    const prefixes: Record<string, string> = { CA: '999', MU: '781', CZ: '784', HU: '880', '3U': '876', ZH: '479', MF: '731', FM: '774', SC: '324', HO: '018', '9C': '089', GS: '826', KN: '822', JD: '898' }
    expect(ticket.ticketNo.slice(0, 3)).toBe(prefixes[flight.codeShare ? flight.operatingAirline : flight.airline])
    expect(order.data.passengers[0].cardNumberMasked).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/)
    expect(JSON.stringify(order.data)).not.toMatch(/\d{17}[\dX]/)
    expect(order.data.allowedActions).toEqual({ cancel: false, pay: false, refund: true, change: true })
    expect(order.data.insurances).toEqual([expect.objectContaining({ bxid: 'BX-AIR-ACC', count: 1, amount: 30 })])
    // Paid: the badge is back to 0 and the company credit was used.
    expect((await env.post<{ toPay: number }>('/obt/totalCount', {}, { token: traveller })).data.toPay).toBe(0)
    const credit = await env.database.db.selectFrom('company_travel_settings').innerJoin('companies', 'companies.id', 'company_travel_settings.corp_id')
      .select('credit_used').where('companies.corp_no', '=', 'HXKJ').executeTakeFirstOrThrow()
    expect(Number(credit.credit_used)).toBeGreaterThanOrEqual(reply.data.totalAmount)
    // Paying again: not awaiting payment.
    expect((await env.post('/obt/getPaySubject', { orderIds }, { token: traveller })).errCode).toBe(4009)
  })

  test('personal trips are paid personally with the personal service fee', async () => {
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'Y', days: 11 })
    const reply = await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ empId: travellerId }] }))
    expect(reply.data).toMatchObject({ status: 'AWAITING_PAYMENT', totalAmount: cabin.price + 50 + 40 + 30 })
    const subject = await env.post<GetPaySubjectReply>('/obt/getPaySubject', { orderIds: [reply.data.orderId] }, { token: traveller })
    expect(subject.data.subjects).toEqual([expect.objectContaining({ subjectId: 'PERSONAL', payType: 'PERSONAL', balance: null })])
    const paid = await payOrders(env, traveller, demoLogin('hx.traveller').phone, [reply.data.orderId])
    expect(paid).toMatchObject({ payType: 'PERSONAL', orders: [{ status: 'ISSUED' }] })
  })

  test('out of policy: refused without a reason (4009 naming the rules); with a reason the HX order goes to approval; approval hook -> awaiting payment', async () => {
    const { cabin } = await findFare(env, traveller, { want: (c) => c.cabinClass === 'C', days: 12 })
    const body = bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }] })
    const refused = await book(env, traveller, body)
    expect(refused).toMatchObject({ errCode: 4009, tips: '超出差旅标准（舱位等级超标（标准：经济舱）），请选择超标原因' })
    expect((refused.data as unknown as { violations: { code: string }[] }).violations.map((v) => v.code)).toContain('CABIN_CLASS')
    const en = await book(env, traveller, { ...body, clientToken: clientToken() }, 'en')
    expect(en.tips).toBe('Out of the travel standard (Cabin above the travel standard (Economy)): please choose a reason')
    const reasons = await env.post<{ id: string; needNote: boolean }[]>('/obt/common/vipWbyy/list', { cplx: '10901' }, { token: traveller })
    const other = reasons.data.find((r) => r.needNote) as { id: string }
    expect(await book(env, traveller, { ...body, clientToken: clientToken(), violationReasonId: other.id })).toMatchObject({ errCode: 4000, tips: '请填写超标说明' })
    expect((await book(env, traveller, { ...body, clientToken: clientToken(), violationReasonId: '999999' })).errCode).toBe(4000)
    const ok = await book(env, traveller, { ...body, violationReasonId: reasons.data[2].id })
    expect(ok.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true, payDeadline: null })
    const order = await detail(traveller, ok.data.orderId)
    expect(order.data.violation).toMatchObject({ reasonId: reasons.data[2].id, reasonText: '陪同客户或公司领导出行', violations: [{ code: 'CABIN_CLASS' }] })
    expect(order.data.allowedActions).toMatchObject({ cancel: true, pay: false })
    expect((await env.post('/obt/getPaySubject', { orderIds: [ok.data.orderId] }, { token: traveller })).errCode).toBe(4009)
    const approver = await empIdOf(env, 'hx.approver')
    const { corp_id: corpId } = await env.database.db.selectFrom('orders').select('corp_id').where('id', '=', Number(ok.data.orderId)).executeTakeFirstOrThrow()
    await approveOrder(env.app.ctx, corpId, Number(ok.data.orderId), Number(approver))
    const approved = await detail(traveller, ok.data.orderId)
    expect(approved.data).toMatchObject({ status: 'AWAITING_PAYMENT', paySecondsLeft: 900 })
  })

  test("the travellers' standard counts, not the booker's: a P3 booker books a P4 director and a guest in business class in policy", async () => {
    const corp = await env.login('hx.corpbooker') // P3: economy only
    const director = await empIdOf(env, 'hx.approver') // P4: business allowed
    const { cabin } = await findFare(env, corp, { want: (c) => c.cabinCode === 'C', days: 16, travellerEmpIds: [director] })
    expect(cabin.policy.inPolicy).toBe(true)
    const guest = { name: '客户乙', cardType: 'NI' as const, cardNumber: '110105198001010016', phone: '13912345670' }
    const match = await env.post<{ inPolicy: boolean; travellers: { empName: string }[] }>('/obt/plane/shopping/gn/v3/matchClbz',
      { cabinKey: cabin.cabinKey, travellerEmpIds: [director], tripType: 1 }, { token: corp })
    expect(match.data).toMatchObject({ inPolicy: true, travellers: [{ empName: expect.not.stringMatching(/^陈晓燕$/) }] })
    const reply = await book(env, corp, bookBody(cabin.cabinKey, { passengers: [{ empId: director }, guest] }))
    expect(reply).toMatchObject({ errCode: 1, data: { status: 'AWAITING_PAYMENT', needApproval: false } })
    expect((await detail(corp, reply.data.orderId)).data.violation).toBeNull()
    // Guests alone travel on the booker's standard: business class is out of it.
    const alone = await book(env, corp, bookBody(cabin.cabinKey, { passengers: [{ ...guest, name: '客户丙', cardNumber: '110105198001010032' }] }))
    expect(alone).toMatchObject({ errCode: 4009, tips: expect.stringContaining('舱位等级超标') })
  })

  test('DF books by application: no ccsqdId -> 4009 C767; with an approved one every order goes to approval', async () => {
    const df = await env.login('df.traveller')
    const dfId = await empIdOf(env, 'df.traveller')
    const { cabin } = await findFare(env, df, { dep: 'CTU', arr: 'SHA', days: 14, want: inPolicy })
    const refused = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }] }))
    expect(refused).toMatchObject({ errCode: 4009, tips: '请先选择已审批的出差申请单', data: { code: 'C767' } })
    // An id that is no application of the caller answers the same.
    expect(await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: 'SQD-2026-0001' }))).toMatchObject({ errCode: 4009, data: { code: 'C767' } })
    const app = await approvedApplication(env, df, applicationBody(env, [dfId], {
      dateBegin: dayAhead(env, 13), dateEnd: dayAhead(env, 16), mdd: '上海',
      routes: [flightRoute(env, 14, { toCity: '上海', toCode: 'SHA' })],
    }))
    const ok = await book(env, df, bookBody(cabin.cabinKey, { passengers: [{ empId: dfId }], ccsqdId: app.ccsqdId }))
    expect(ok.data).toMatchObject({ status: 'IN_APPROVAL', needApproval: true })
    // Personal trips need neither (another flight: the traveller already holds this one).
    const other = await findFare(env, df, { dep: 'CTU', arr: 'SHA', days: 14, want: inPolicy, skip: 1 })
    const personal = await book(env, df, bookBody(other.cabin.cabinKey, { tripType: 2, passengers: [{ empId: dfId }] }))
    expect(personal.data.status).toBe('AWAITING_PAYMENT')
  })

  test('passengers: scope (4004 like missing), guests need bookOutside, 9 max, 2 children + 1 infant per adult, documents checked', async () => {
    const { cabin } = await findFare(env, traveller, { want: inPolicy, days: 20 })
    const colleague = await empIdOf(env, 'hx0101')
    const outOfScope = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: colleague }] }))
    const missing = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: '999999' }] }))
    expect(outOfScope).toEqual(missing)
    expect(outOfScope).toMatchObject({ errCode: 4004 })
    const dfEmp = await empIdOf(env, 'df0101')
    expect(await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: dfEmp }] }))).toEqual(missing)
    const guest = { name: '访客甲', cardType: 'NI' as const, cardNumber: '11010519491231002X', phone: '13912345678' }
    expect(await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [guest] }))).toMatchObject({ errCode: 4009, tips: '您无权为外部人员预订' })

    const corp = await env.login('hx.corpbooker')
    const child = { name: '小朋友', cardType: 'NI' as const, cardNumber: '', phone: '13912345678' }
    const born = (yearsAgo: number) => `${new Date(env.clock.now().getTime()).getUTCFullYear() - yearsAgo}0101`
    const { buildIdNumber } = await import('../../server/src/util/id-card')
    const idOf = (yearsAgo: number, seq: number) => buildIdNumber('110105', `${born(yearsAgo).slice(0, 4)}-01-01`, seq, 'M')
    const adult = { ...guest, name: '成人', cardNumber: idOf(30, 11) }
    const kids = [1, 2, 3].map((i) => ({ ...child, name: `儿童${i}`, cardNumber: idOf(6, 20 + i * 2) }))
    expect(await book(env, corp, bookBody(cabin.cabinKey, { passengers: [adult, ...kids] }))).toMatchObject({ errCode: 4000, tips: '每位成人最多携带2名儿童和1名婴儿' })
    const infants = [1, 2].map((i) => ({ ...child, name: `婴儿${i}`, cardNumber: idOf(1, 40 + i * 2) }))
    expect(await book(env, corp, bookBody(cabin.cabinKey, { passengers: [adult, ...infants] }))).toMatchObject({ errCode: 4000 })
    expect((await book(env, corp, bookBody(cabin.cabinKey, { passengers: Array.from({ length: 10 }, () => adult) }))).errCode).toBe(4000)
    expect(await book(env, corp, bookBody(cabin.cabinKey, { passengers: [{ ...adult, cardNumber: '110105199001011234' }] }))).toMatchObject({ errCode: 4000, tips: '请核实成人的身份证号码！' })
    expect(await book(env, corp, bookBody(cabin.cabinKey, { passengers: [adult, adult] }))).toMatchObject({ errCode: 4000, tips: '乘机人重复：成人' })
    const passportGuest = { name: 'SMITH/JOHN', cardType: 'PP' as const, cardNumber: 'E1234567', phone: '13912345678', born: '1980-01-01' }
    expect((await book(env, corp, bookBody(cabin.cabinKey, { passengers: [passportGuest] }))).tips).toBe('SMITH/JOHN的证件已过期或缺少有效期')

    // Adult + child + infant (a family): child fare half the full fare, infant 10%, infant takes no seat.
    const before = await seatsLeft(env, cabin.cabinKey.split('~')[0], cabin.cabinCode)
    const family = await book(env, corp, bookBody(cabin.cabinKey, { passengers: [adult, kids[0], infants[0]], tripType: 2 }))
    expect(family.data.status).toBe('AWAITING_PAYMENT')
    expect(await seatsLeft(env, cabin.cabinKey.split('~')[0], cabin.cabinCode)).toBe(before - 2)
    const order = await detail(corp, family.data.orderId)
    const fares = order.data.passengers.map((p) => [p.psgType, p.tickets[0].fare, p.tickets[0].airportFee])
    expect(fares).toEqual([[1, cabin.price, 50], [2, 400, 0], [3, 80, 0]])
    // A frequent traveller of the corp booker and a colleague of another department (range 3).
    const contacts = await env.get<{ list: { contactId: string; chName: string }[] }>('/obt/vipEmpContactsPage', {}, { token: corp })
    const wang = contacts.data.list.find((c) => c.chName === '王小明') as { contactId: string }
    const mixed = await book(env, corp, bookBody(cabin.cabinKey, { passengers: [{ contactId: wang.contactId }, { empId: colleague }], tripType: 2 }))
    expect(mixed.errCode).toBe(1)
    // Another employee's contact: 4004.
    expect(await book(env, traveller, bookBody(cabin.cabinKey, { tripType: 2, passengers: [{ contactId: wang.contactId }] }))).toEqual(missing)

    const same = await env.post<CheckSameOrderReply>('/obt/plane/tkOrder/v3/checkSameOrder',
      { flightKey: cabin.cabinKey.split('~')[0], passengers: [{ empId: colleague }, { idNumber: adult.cardNumber }] }, { token: corp })
    expect(same.data.duplicates.map((d) => d.passengerName).sort()).toEqual(['孙悦', '成人'])
  })

  test('the same clientToken twice returns the same order; 20 identical parallel submissions make one active order', async () => {
    const { cabin } = await findFare(env, traveller, { want: inPolicy, days: 21 })
    const body = bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2 })
    const first = await book(env, traveller, body)
    const second = await book(env, traveller, body)
    expect(second).toEqual(first)

    // Another flight: the traveller already holds this one (one booking per passenger and flight).
    const { cabin: next } = await findFare(env, traveller, { want: inPolicy, days: 22 })
    const parallelBody = bookBody(next.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2 })
    const before = await seatsLeft(env, next.cabinKey.split('~')[0], next.cabinCode)
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(env, traveller, parallelBody)))
    expect(replies.every((r) => r.errCode === 1)).toBe(true)
    expect(new Set(replies.map((r) => r.data.orderId)).size).toBe(1)
    const rows = await env.database.db.selectFrom('orders').select('id').where('client_token', '=', parallelBody.clientToken).execute()
    expect(rows).toHaveLength(1)
    expect(await seatsLeft(env, next.cabinKey.split('~')[0], next.cabinCode)).toBe(before - 1)
  })

  test('50 parallel bookings of the last seat: exactly one succeeds and the count never goes below zero', async () => {
    const { flight, cabin } = await findFare(env, traveller, { want: inPolicy, days: 25 })
    await setSeatsLeft(env, flight.flightKey, cabin.cabinCode, 1)
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2 }))),
    )
    const won = replies.filter((r) => r.errCode === 1)
    expect(won).toHaveLength(1)
    expect(replies.filter((r) => r.errCode === 4009 && r.tips === '该舱位已售罄，请选择其他舱位')).toHaveLength(49)
    const key = (await env.app.ctx.flights.getFlight(flight.flightKey))?.inventoryKey as string
    const seat = await env.database.db.selectFrom('flight_seats').select(['capacity', 'taken']).where('flight_key', '=', key).where('cabin_code', '=', cabin.cabinCode).executeTakeFirstOrThrow()
    expect(seat.taken).toBe(seat.capacity)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(0)
    const orders = await env.database.db.selectFrom('flight_order_segments').select('order_id').where('flight_key', '=', flight.flightKey).where('cabin_code', '=', cabin.cabinCode).execute()
    expect(orders).toHaveLength(1)
    // The sold-out bucket disappears from queryCabin; validateTimeOut says so.
    const check = await env.post<ValidateTimeOutReply>('/obt/plane/tkOrder/v3/validateTimeOut', { cabinKey: cabin.cabinKey }, { token: traveller })
    expect(check.data).toMatchObject({ valid: false, reasonCode: 'SOLD_OUT' })
    // The database itself refuses more than capacity.
    await expect(sql`update flight_seats set taken = capacity + 1 where flight_key = ${key} and cabin_code = ${cabin.cabinCode}`.execute(env.database.db)).rejects.toThrow()
  })

  test('an unpaid order past 15 minutes (fake clock): reads show it cancelled and write nothing, payment refuses it, the sweep cancels it once', async () => {
    const { flight, cabin } = await findFare(env, traveller, { want: inPolicy, days: 30 })
    const before = await seatsLeft(env, flight.flightKey, cabin.cabinCode)
    const corp = await env.login('hx.corpbooker')
    const a = await book(env, traveller, bookBody(cabin.cabinKey, { passengers: [{ empId: travellerId }], tripType: 2 }))
    const b = await book(env, corp, bookBody(cabin.cabinKey, { passengers: [{ empId: await empIdOf(env, 'hx.corpbooker') }], tripType: 2 }))
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 2)
    env.clock.advance(14 * MINUTE)
    expect((await detail(traveller, a.data.orderId)).data.status).toBe('AWAITING_PAYMENT')
    env.clock.advance(1 * MINUTE + 1000)
    const db = env.database.db
    const stored = async (id: string) => ({
      order: await db.selectFrom('orders').select(['status', 'pay_deadline', 'updated_at']).where('id', '=', Number(id)).executeTakeFirstOrThrow(),
      tickets: await db.selectFrom('flight_tickets').select(['id', 'status']).where('order_id', '=', Number(id)).orderBy('id').execute(),
      claims: await db.selectFrom('flight_passenger_claims').select('ticket_id').where('order_id', '=', Number(id)).orderBy('ticket_id').execute(),
      events: await db.selectFrom('order_events').select(['from_status', 'to_status', 'event']).where('order_id', '=', Number(id)).orderBy('id').execute(),
    })
    const untouched = await stored(a.data.orderId)
    expect(untouched.order.status).toBe('AWAITING_PAYMENT')
    // Reading it: shown as no longer payable (what the sweep will make it), nothing written.
    const read = await detail(traveller, a.data.orderId)
    expect(read.data).toMatchObject({ status: 'CANCELLED', payDeadline: null, paySecondsLeft: 0, allowedActions: { pay: false, cancel: false } })
    expect(read.data.passengers[0].tickets[0].status).toBe('VOID')
    expect((await env.get<PayStatusReply>('/obt/queryOnlinePayStatus', { orderId: a.data.orderId }, { token: traveller })).data)
      .toMatchObject({ status: 'CANCELLED', payStatus: 'CLOSED' })
    const list = await env.post<{ list: { id: string; status: string }[] }>('/obt/plane/tkOrder/allOrderList', { findScope: 2 }, { token: traveller })
    expect(list.data.list.find((r) => r.id === a.data.orderId)?.status).toBe('CANCELLED')
    expect(await stored(a.data.orderId)).toEqual(untouched)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before - 2)
    // Paying or cancelling it is refused without any read before (b was never read): the time-out message, nothing written.
    const orderIds = [b.data.orderId]
    const untouchedB = await stored(b.data.orderId)
    expect(await env.post('/obt/getPaySubject', { orderIds }, { token: corp })).toMatchObject({ errCode: 4009, tips: '支付超时，订单已取消' })
    expect(await env.post('/obt/pay/getSmsCode', { orderIds }, { token: corp })).toMatchObject({ errCode: 4009, tips: '支付超时，订单已取消' })
    const bean = { subjectId: 'PERSONAL', payType: 'PERSONAL', amount: b.data.totalAmount }
    expect(await env.post('/obt/pay/online', { orderIds, payScene: 1, subjectBeanList: [bean], smsCode: '000000' }, { token: corp }))
      .toMatchObject({ errCode: 4009, tips: '支付超时，订单已取消' })
    expect(await env.post('/obt/plane/tkOrder/cancelTkOrder', { orderId: a.data.orderId }, { token: traveller })).toMatchObject({ errCode: 4009 })
    expect(await stored(b.data.orderId)).toEqual(untouchedB)
    expect(await stored(a.data.orderId)).toEqual(untouched)
    // The sweep cancels both, once, with one event each; the seats come back.
    const swept = await sweepOrders(env.app.ctx)
    expect(swept.expired).toBeGreaterThanOrEqual(2)
    expect((await sweepOrders(env.app.ctx)).expired).toBe(0)
    expect(await seatsLeft(env, flight.flightKey, cabin.cabinCode)).toBe(before)
    for (const id of [a.data.orderId, b.data.orderId]) {
      const after = await stored(id)
      expect(after.order.status).toBe('CANCELLED')
      expect(after.tickets.map((t) => t.status)).toEqual(['VOID'])
      expect(after.claims).toEqual([])
      expect(after.events).toEqual([
        { from_status: null, to_status: 'AWAITING_PAYMENT', event: 'book' },
        { from_status: 'AWAITING_PAYMENT', to_status: 'CANCELLED', event: 'expire' },
      ])
    }
    // What readers showed before is what it is now.
    const reread = await detail(traveller, a.data.orderId)
    expect(reread.data).toMatchObject({ status: read.data.status, payDeadline: null, allowedActions: read.data.allowedActions })
    expect(reread.data.passengers[0].tickets[0].status).toBe('VOID')
    expect(await env.post('/obt/getPaySubject', { orderIds }, { token: corp })).toMatchObject({ errCode: 4009, tips: '支付超时，订单已取消' })
  })

  test('a round trip books two segments; a departed flight and a changed price are refused', async () => {
    const out = await findFare(env, traveller, { want: inPolicy, days: 40 })
    const back = await findFare(env, traveller, { dep: 'SHA', arr: 'BJS', want: inPolicy, days: 43 })
    const reply = await book(env, traveller, bookBody(out.cabin.cabinKey, { segments: [{ cabinKey: out.cabin.cabinKey }, { cabinKey: back.cabin.cabinKey }], passengers: [{ empId: travellerId }] }))
    expect(reply.data.status).toBe('AWAITING_PAYMENT')
    expect(reply.data.totalAmount).toBe(out.cabin.price + back.cabin.price + 2 * (50 + 40 + 20))
    const order = await detail(traveller, reply.data.orderId)
    expect(order.data.segments.map((s) => s.segmentNo)).toEqual([1, 2])
    const list = await env.post<{ list: { id: string; routeText: string }[] }>('/obt/plane/tkOrder/allOrderList', { findScope: 2 }, { token: traveller })
    expect(list.data.list.find((r) => r.id === reply.data.orderId)?.routeText).toBe('北京-上海-北京')
    expect(await book(env, traveller, bookBody(back.cabin.cabinKey, { segments: [{ cabinKey: back.cabin.cabinKey }, { cabinKey: out.cabin.cabinKey }], passengers: [{ empId: travellerId }] })))
      .toMatchObject({ errCode: 4000, tips: '第二程航班须在第一程到达后起飞' })
    const tampered = out.cabin.cabinKey.replace(/~\d+$/, '~10')
    expect(await book(env, traveller, bookBody(tampered, { passengers: [{ empId: travellerId }] }))).toMatchObject({ errCode: 4009, tips: '价格已变动，请重新查询' })
    // Last test of the file: move past the outbound departure.
    env.clock.advance(41 * 24 * 60 * MINUTE)
    const later = await env.login('hx.traveller')
    const late = await env.post<ValidateTimeOutReply>('/obt/plane/tkOrder/v3/validateTimeOut', { cabinKey: out.cabin.cabinKey }, { token: later })
    expect(late.data).toMatchObject({ valid: false, reasonCode: 'DEPARTED' })
    expect(await book(env, later, bookBody(out.cabin.cabinKey, { passengers: [{ empId: travellerId }] }))).toMatchObject({ errCode: 4009, tips: '航班已起飞，无法预订' })
  })
})
