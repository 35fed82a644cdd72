/**
 * International flights: the airport and city sets; itinerary search (one way and round trip,
 * filters, sort, pages); the passport and name rules (table tests, pure and through the booking
 * with clear 4000 tips in both languages); the international standard (long-haul business class
 * in policy for managers, out of policy otherwise, reason and approval); booking, payment and
 * ticketing on the spine; no online refund or change (§8); the last seat of a fare going to one
 * of 50 parallel bookings; another company's order and demand answering like missing ones; demand
 * orders answered by the demo consultant and accepted into a booking.
 */
import { parseItineraryKey } from '../../server/src/services/flights/intl-common'
import { checkDocument, sixMonthsAfter, splitEnglishName, allowedCardTypes } from '../../server/src/services/flights/intl-passport'
import type { BookGjOrderReply, IntlOrderExtraReply, QueryGjFareRuleReply, QueryGjFlightReply, TkNeedOrderDetail, TkNeedOrderListReply, GjAirportReply, GjCityReply, IntlPolicyListReply, IntlPolicyDetailReply, OrderNoteListReply } from '../../server/src/schemas/intl-flight'
import { clientToken, dayAhead, empIdOf, payOrders } from './helpers/flights'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const GJ = '/obt/plane/gj'

describe('passport and name rules (pure)', () => {
  const base = { engName: 'li/mingxuan', cardType: 'PP', cardNumber: 'e12345678', cardExpiry: '2030-01-01', nationality: 'cn', placeOfIssue: '北京', born: '1990-05-12', sex: 'M' }
  const trip = { name: '李明轩', regions: ['CN', 'GB'], lastDay: '2026-08-10', today: '2026-05-01' }
  test.each([
    ['LI/MINGXUAN', { surname: 'LI', givenName: 'MINGXUAN' }],
    [' van der berg / anna  marie ', { surname: 'VAN DER BERG', givenName: 'ANNA MARIE' }],
    ['LIMINGXUAN', null],
    ['LI/', null],
    ['/MING', null],
    ['LI/MING/XUAN', null],
    ['李/明轩', null],
    ['LI3/MING', null],
  ])('splitEnglishName(%j)', (input, expected) => {
    expect(splitEnglishName(input)).toEqual(expected)
  })
  test.each([
    [{}, null],
    [{ engName: 'LIMINGXUAN' }, 'intlEngNameInvalid'],
    [{ cardType: 'NI' }, 'intlCardTypeNotAllowed'],
    [{ cardType: 'GT' }, 'intlCardTypeNotAllowed'],
    [{ cardNumber: 'E123456789' }, 'intlPassportNumberInvalid'],
    [{ cardNumber: 'E1234-567' }, 'intlPassportNumberInvalid'],
    [{ cardExpiry: '2030-02-30' }, 'intlPassportExpiryInvalid'],
    [{ cardExpiry: '2027-02-09' }, 'intlPassportExpiring'],
    [{ cardExpiry: '2027-02-10' }, null],
    [{ nationality: 'CHN' }, 'intlNationalityInvalid'],
    [{ placeOfIssue: '  ' }, 'intlPlaceOfIssueRequired'],
    [{ born: '2026-06-01' }, 'intlBornInvalid'],
    [{ sex: 'X' }, 'intlSexInvalid'],
  ])('checkDocument %j -> %s', (overrides, key) => {
    const run = () => checkDocument({ ...base, ...overrides }, trip)
    if (key === null) expect(run()).toMatchObject({ surname: 'LI', givenName: 'MINGXUAN', cardNumber: expect.stringMatching(/^E/), nationality: 'CN' })
    else expect(run).toThrow(expect.objectContaining({ messageKey: key }))
  })
  test('document types by region; six months after', () => {
    expect(allowedCardTypes(['CN', 'GB'])).toEqual(['PP'])
    expect(allowedCardTypes(['CN', 'HK'])).toEqual(['PP', 'GT', 'HX'])
    expect(allowedCardTypes(['CN', 'TW'])).toEqual(['PP', 'TT', 'TB'])
    expect(sixMonthsAfter('2026-08-31')).toBe('2027-02-28')
    expect(sixMonthsAfter('2026-03-15')).toBe('2026-09-15')
  })
})

describe.each(targets)('international flights on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let manager: string
  let managerId: string
  let corpbooker: string
  let other: string
  let otherId: string

  const search = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    env.post<QueryGjFlightReply>(`${GJ}/queryGjFlight`, { depCode: 'BJS', arrCode: 'LON', depDate: dayAhead(env, 20), cabinClass: 'Y', adults: 1, tripType: 1, ...body }, { token, lang })
  const passenger = (empId: string | undefined, overrides: Record<string, unknown> = {}) => ({
    ...(empId ? { empId } : {}), engName: 'LI/MINGXUAN', cardType: 'PP', cardNumber: 'E12345678', cardExpiry: '2035-06-30', nationality: 'CN',
    placeOfIssue: '北京', born: '1990-05-12', sex: 'M', ...overrides,
  })
  const book = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    env.post<BookGjOrderReply>(`${GJ}/bookGjOrder`, { contact: { name: '李明轩', phone: '13810010001' }, tripType: 1, clientToken: clientToken('gj'), ...body }, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    manager = await env.login('hx.corpbooker')
    managerId = await empIdOf(env, 'hx.corpbooker')
    corpbooker = manager
    other = await env.login('df.traveller')
    otherId = await empIdOf(env, 'df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('airport and city sets (page size 1999)', async () => {
    const airports = await env.post<GjAirportReply>('/obt/common/getGjAirportData', { pageNum: 1, pageSize: 1999 }, { token: traveller, lang: 'en' })
    expect(airports.errCode).toBe(1)
    expect(airports.data.total).toBeGreaterThanOrEqual(40)
    expect(airports.data.list.find((a) => a.code === 'LHR')).toMatchObject({ cityCode: 'LON', countryCode: 'GB', countryName: 'United Kingdom', international: true })
    const cities = await env.post<GjCityReply>('/obt/common/getGjCityData', { keyword: '东京' }, { token: traveller })
    expect(cities.data.list[0]).toMatchObject({ code: 'TYO', name: '东京', countryName: '日本', airports: expect.arrayContaining(['NRT', 'HND']) })
    expect((await env.post('/obt/common/getGjCityData', { pageSize: 2000 }, { token: traveller })).errCode).toBe(4000)
  })

  test('search: one way and round trip, connections with layovers, filters, sort, pages of 20; bad input 4000', async () => {
    const ow = await search(traveller, {})
    expect(ow.errCode).toBe(1)
    expect(ow.data.total).toBeGreaterThan(0)
    expect(ow.data.list.length).toBeLessThanOrEqual(20)
    const prices = ow.data.list.map((i) => i.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const connection = ow.data.list.find((i) => i.journeys[0].stops === 1)
    expect(connection?.journeys[0].layovers[0].minutes).toBeGreaterThanOrEqual(75)
    expect(ow.data.list[0]).toMatchObject({ price: ow.data.list[0].fare + ow.data.list[0].taxes, totalPrice: ow.data.list[0].price })
    const direct = await search(traveller, { maxStops: 0, sort: 'depTime' })
    expect(direct.data.list.every((i) => i.journeys.every((j) => j.stops === 0))).toBe(true)
    const rt = await search(traveller, { retDate: dayAhead(env, 27), adults: 2, children: 1 }, 'en')
    expect(rt.data.list[0].journeys).toHaveLength(2)
    expect(rt.data.list[0].journeys[1].depCityName).toBe('London')
    if (rt.data.total > 20) {
      const page2 = await search(traveller, { retDate: dayAhead(env, 27), adults: 2, children: 1, pageNo: 2 })
      expect(page2.data.list[0].itineraryKey).not.toBe(rt.data.list[0].itineraryKey)
    }
    const airline = ow.data.facets.airlines[0].code
    const byAirline = await search(traveller, { airlines: [airline] })
    expect(byAirline.data.list.every((i) => i.airlines.every((a) => a === airline))).toBe(true)
    for (const [body, zh, en] of [
      [{ arrCode: 'SHA' }, '出发地和目的地均在中国大陆，请查询国内机票', 'Both places are in mainland China: please search domestic flights'],
      [{ arrCode: 'XXX' }, '暂无该城市或机场的国际航班：XXX', 'No international flights serve this city or airport: XXX'],
      [{ retDate: dayAhead(env, 10) }, '返程日期不能早于去程日期', 'The return date cannot be before the departure date'],
    ] as const) {
      expect(await search(traveller, body)).toMatchObject({ errCode: 4000, tips: zh })
      expect(await search(traveller, body, 'en')).toMatchObject({ errCode: 4000, tips: en })
    }
    expect((await search(traveller, { cabinClass: 'Z' })).errCode).toBe(4000)
  })

  test('policy: the international standard by rank and journey length; reason and approval out of policy', async () => {
    const list = await env.post<IntlPolicyListReply>(`${GJ}/intlPolicyList`, {}, { token: manager, lang: 'en' })
    expect(list.data.list[0]).toMatchObject({ mine: true, empRank: 'P3', cabinClass: 'C', longHaulHours: 8 })
    const detail = await env.post<IntlPolicyDetailReply>(`${GJ}/intlPolicyDetail`, { id: list.data.list[0].id }, { token: manager })
    expect(detail.data.rules.length).toBeGreaterThan(2)
    const otherList = await env.post<IntlPolicyListReply>(`${GJ}/intlPolicyList`, {}, { token: other })
    const missing = await env.post(`${GJ}/intlPolicyDetail`, { id: '99999999' }, { token: manager })
    expect(missing.errCode).toBe(4004)
    expect(await env.post(`${GJ}/intlPolicyDetail`, { id: otherList.data.list[0].id }, { token: manager })).toEqual(missing)

    // P3 manager: business on the long haul to London is in policy; to Seoul (short) it is not.
    const longHaul = await search(manager, { cabinClass: 'C', travellerEmpIds: [managerId], maxStops: 0 })
    expect(longHaul.data.standard).toMatchObject({ cabinClass: 'C', longHaulHours: 8 })
    expect(longHaul.data.list[0].violations).toEqual([])
    const shortHaul = await search(manager, { arrCode: 'SEL', cabinClass: 'C', travellerEmpIds: [managerId] })
    expect(shortHaul.data.list[0].violations[0]).toMatchObject({ code: 'CABIN_CLASS' })
    // P2 traveller in business: out of policy, a reason required; with it the order waits for approval (HXKJ approves out-of-policy orders).
    const biz = await search(traveller, { cabinClass: 'C', travellerEmpIds: [travellerId], maxStops: 0 })
    const key = biz.data.list[0].itineraryKey
    const refused = await book(traveller, { itineraryKey: key, passengers: [passenger(travellerId)] })
    expect(refused).toMatchObject({ errCode: 4009 })
    const reasons = await env.post<{ id: string }[]>('/obt/common/vipWbyy/list', { cplx: '10902' }, { token: traveller })
    const reasonId = reasons.data[0].id
    const booked = await book(traveller, { itineraryKey: key, passengers: [passenger(travellerId)], violationReasonId: reasonId })
    expect(booked).toMatchObject({ errCode: 1, data: { status: 'IN_APPROVAL', needApproval: true } })
  })

  test('booking through payment and ticketing; documents checked; no online refund; other company 4004', async () => {
    // Other days than the policy test's booking: one passenger holds one live booking per flight.
    const rt = await search(traveller, { depDate: dayAhead(env, 22), retDate: dayAhead(env, 29), travellerEmpIds: [travellerId] })
    const itinerary = rt.data.list[0]
    const rule = await env.post<QueryGjFareRuleReply>(`${GJ}/queryGjFareRule`, { itineraryKey: itinerary.itineraryKey, tripType: 1 }, { token: traveller, lang: 'en' })
    if (rule.errCode !== 1) throw new Error(JSON.stringify(rule) + itinerary.itineraryKey)
    expect(rule.data).toMatchObject({ afterSaleNote: 'International tickets cannot be refunded or changed online: please contact customer service', servicePhone: expect.any(String) })
    const lastDay = itinerary.journeys[1].arrTime.slice(0, 10)
    const expiring = await book(traveller, { itineraryKey: itinerary.itineraryKey, passengers: [passenger(travellerId, { cardExpiry: dayAhead(env, 40) })] }, 'en')
    expect(expiring).toMatchObject({ errCode: 4000, tips: expect.stringContaining(`must be valid for at least six months after the return (${lastDay})`) })
    for (const [overrides, zh] of [
      [{ engName: 'LIMINGXUAN' }, '请按"姓/名"填写李明轩的英文姓名（仅限字母）'],
      [{ cardNumber: 'E1234567890' }, '李明轩的证件号码须为不超过9位的字母或数字'],
      [{ cardType: 'NI' }, '李明轩的证件类型不能用于本次国际/地区行程，请使用护照'],
    ] as const) {
      expect(await book(traveller, { itineraryKey: itinerary.itineraryKey, passengers: [passenger(travellerId, overrides)] })).toMatchObject({ errCode: 4000, tips: zh })
    }
    const changed = itinerary.itineraryKey.replace(/~\d+$/, '~1')
    expect((await book(traveller, { itineraryKey: changed, passengers: [passenger(travellerId)] })).errCode).toBe(4009)
    const booked = await book(traveller, { itineraryKey: itinerary.itineraryKey, passengers: [passenger(travellerId, { engName: 'li/ming xuan' })] })
    expect(booked).toMatchObject({ errCode: 1, data: { status: 'AWAITING_PAYMENT', needApproval: false } })
    const orderId = booked.data.orderId
    await payOrders(env, traveller, '13810010001', [orderId])
    const detail = await env.get<{ orderType: number; status: string; allowedActions: { refund: boolean; change: boolean }; passengers: { cardNumberMasked: string; tickets: { ticketNo: string }[] }[] }>(
      '/obt/plane/tkOrder/orderDetail', { orderId }, { token: traveller })
    expect(detail.data).toMatchObject({ orderType: 11004, status: 'ISSUED', allowedActions: { refund: false, change: false } })
    expect(detail.data.passengers[0].cardNumberMasked).not.toContain('12345678')
    expect(detail.data.passengers[0].tickets.every((t) => /^\d{13}$/.test(t.ticketNo))).toBe(true)
    const extra = await env.post<IntlOrderExtraReply>(`${GJ}/orderExtra`, { orderId }, { token: traveller })
    expect(extra.data.documents[0]).toMatchObject({ surname: 'LI', givenName: 'MING XUAN', nationality: 'CN' })
    expect(extra.data.journeys).toHaveLength(2)
    expect(await env.post('/obt/plane/tkOrder/refundAdd', { orderId, passengerIds: ['1'], refundType: 1, reason: 'x' }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '国际机票暂不支持在线退改，请联系客服办理' })
    const missing = await env.post(`${GJ}/orderExtra`, { orderId: '99999999' }, { token: other })
    expect(missing.errCode).toBe(4004)
    expect(await env.post(`${GJ}/orderExtra`, { orderId }, { token: other })).toEqual(missing)
    expect((await env.get('/obt/plane/tkOrder/orderDetail', { orderId }, { token: other })).errCode).toBe(4004)
  })

  test('the last seat of an international fare: 50 parallel bookings, one wins', async () => {
    const ow = await search(corpbooker, { arrCode: 'SIN', depDate: dayAhead(env, 30), maxStops: 0, tripType: 2 })
    const key = ow.data.list[0].itineraryKey
    const leg = parseItineraryKey(key)?.journeys[0].legs[0]
    if (!leg) throw new Error('no leg')
    const capacity = leg.capacity.Y ?? 0
    await env.database.db.insertInto('flight_seats')
      .values({ flight_key: leg.inventoryKey, cabin_code: 'Y', dep_date: leg.depDate, capacity, taken: capacity - 1 })
      .onConflict((oc) => oc.columns(['flight_key', 'cabin_code']).doUpdateSet({ taken: capacity - 1 })).execute()
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => book(corpbooker, {
      itineraryKey: key, tripType: 2,
      passengers: [passenger(undefined, { name: `GUEST${i}`, engName: `GUEST/NO ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`, cardNumber: `G${String(1000000 + i)}`, phone: '13900000000' })],
    })))
    expect(replies.filter((r) => r.errCode === 1)).toHaveLength(1)
    expect(replies.filter((r) => r.errCode === 4009).length).toBe(49)
  })

  test('demand orders: add, notes both ways, consultant quote, accept into a booking; others answer 4004', async () => {
    const add = await env.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderAdd`, {
      depCode: 'SHA', arrCode: 'PAR', depDate: dayAhead(env, 35), retDate: dayAhead(env, 42), cabinClass: 'Y', adults: 1, tripType: 1,
      travellerEmpIds: [travellerId], contact: { name: '李明轩', phone: '13810010001' }, remark: '需要上午出发的直飞航班',
    }, { token: traveller })
    expect(add.data).toMatchObject({ need: { status: 'WAITING', needNo: expect.stringMatching(/^XQ/) }, quote: null, allowedActions: { note: true, cancel: true, accept: false } })
    const id = add.data.need.id
    expect((await env.post(`${GJ}/tkNeedOrderAdd`, { depCode: 'SHA', arrCode: 'PAR', depDate: dayAhead(env, 35), cabinClass: 'Y', adults: 1, tripType: 1, contact: { name: 'a', phone: '13810010001' }, remark: '  ' }, { token: traveller }))).toMatchObject({ errCode: 4000, tips: '请描述您的行程需求' })
    const noted = await env.post<OrderNoteListReply>('/obt/common/orderNoteAdd', { orderType: 20034, orderId: id, text: '预算每人6000元以内' }, { token: traveller })
    expect(noted.data.list).toEqual([expect.objectContaining({ author: 'USER', text: '预算每人6000元以内' })])
    const missing = await env.post(`${GJ}/tkNeedOrderDetail`, { id: '99999999' }, { token: other })
    expect(missing.errCode).toBe(4004)
    expect(await env.post(`${GJ}/tkNeedOrderDetail`, { id }, { token: other })).toEqual(missing)
    expect(await env.post('/obt/common/orderNoteList', { orderType: 20034, orderId: id }, { token: other })).toEqual(missing)
    expect((await env.post<TkNeedOrderListReply>(`${GJ}/tkNeedOrderList`, {}, { token: other })).data.total).toBe(0)

    const answered = await env.post<{ status: string; quoted: boolean }>('/obt/demo/tkNeed/answer', { id })
    expect(answered.data).toMatchObject({ status: 'QUOTED', quoted: true })
    const quoted = await env.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderDetail`, { id }, { token: traveller })
    expect(quoted.data.allowedActions.accept).toBe(true)
    expect(quoted.data.notes.map((n) => n.author)).toEqual(['USER', 'CONSULTANT'])
    const english = await env.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderDetail`, { id }, { token: traveller, lang: 'en' })
    expect(english.data.notes[1]).toMatchObject({ name: 'Travel consultant', text: expect.stringMatching(/^Quoted: .+ per adult, taxes included/) })
    expect(quoted.data.notes[1]).toMatchObject({ name: '差旅顾问', text: expect.stringMatching(/^已为您报价/) })
    const booked = await book(traveller, { itineraryKey: quoted.data.quote?.itineraryKey, needId: id, passengers: [passenger(travellerId)] })
    expect(booked.errCode).toBe(1)
    const after = await env.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderDetail`, { id }, { token: traveller })
    expect(after.data).toMatchObject({ need: { status: 'BOOKED' }, orderId: booked.data.orderId, allowedActions: { accept: false } })
    expect((await env.post<TkNeedOrderListReply>(`${GJ}/tkNeedOrderList`, { status: 'BOOKED' }, { token: traveller })).data.list.map((r) => r.id)).toContain(id)
    void otherId
  })
})
