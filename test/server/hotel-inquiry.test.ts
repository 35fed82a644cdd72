/**
 * Hotel price inquiries (询价): save with the list's stay rules and the booking's traveller scope;
 * list, detail and notes; the simulated consultant answering after 30 s (one pass run directly)
 * and the demo endpoint answering at once (loopback clients of the demo world only); accepting a
 * quote into a fresh price key that priceValidate accepts and htOrder/book books; a plan gone or
 * dearer sending the inquiry back to the consultant; cancel; expiry; another company's inquiry
 * answering like a missing one; two consultant passes at once answering an inquiry once
 * (PostgreSQL). The expiry test moves the clock by days: last.
 */
import { buildApp } from '../../server/src/app'
import { createDb } from '../../server/src/db/kysely'
import { countConsultantNotes } from '../../server/src/db/repositories/hotel-inquiries'
import type { HtPriceValidateReply } from '../../server/src/schemas/hotel'
import type { HtDemandAcceptReply, HtDemandAnswerReply, HtDemandDetail, HtDemandListReply, HtDemandSaveBody, HtDemandSaveReply } from '../../server/src/schemas/hotel-inquiry'
import { consultantPass } from '../../server/src/services/hotels/inquiry-consultant'
import { addDays } from '../../server/src/suppliers/hotels/simulator'
import { formatChinaTime } from '../../server/src/util/time'
import { empIdOf } from './helpers/flights'
import { bookHotelOrder, findPlan, hotelBookBody, hotelDay, setRoomsLeft, TEST_CARD, toDaytime, type FoundPlan } from './helpers/hotels'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const SECOND = 1000
const HOUR = 60 * 60 * SECOND
const CARD = { cardNumber: TEST_CARD, expiry: '12/39', holder: 'LI MINGXUAN', cvv: '737' }
const SAVE = '/obt/hotel/htDemand/save'
const ANSWER = '/obt/demo/hotelDemand/answer'

describe.each(targets)('hotel price inquiries on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let travellerId: string
  let booker: string
  let corpbooker: string
  let other: string
  let otherId: string
  let colleagueId: string
  /** A Shanghai hotel with a cheap prepaid plan: the asked hotel of most inquiries. */
  let found: FoundPlan

  const body = (overrides: Partial<HtDemandSaveBody> = {}): HtDemandSaveBody => ({
    cityId: 'SHA',
    hotelId: found.hotel.hotelId,
    checkInDate: hotelDay(env, 6),
    checkOutDate: hotelDay(env, 8),
    roomCount: 1,
    remark: '靠近地铁，安静房间',
    contact: { name: '李明轩', phone: '13800138000' },
    tripType: 1,
    travellers: [{ empId: travellerId }],
    ...overrides,
  })
  const save = (b: HtDemandSaveBody, token = traveller, lang: 'zh' | 'en' = 'zh') => env.post<HtDemandSaveReply>(SAVE, b, { token, lang })
  const detail = (id: string, token = traveller, lang: 'zh' | 'en' = 'zh') => env.post<HtDemandDetail>('/obt/hotel/htDemand/detail', { id }, { token, lang })
  const answer = (id: string) => env.post<HtDemandAnswerReply>(ANSWER, { id })
  const accept = (id: string, token = traveller) => env.post<HtDemandAcceptReply>('/obt/hotel/htDemand/accept', { id }, { token })
  /** Saves an inquiry (check passes) and returns its id. */
  const saved = async (b: HtDemandSaveBody = body(), token = traveller) => {
    const reply = await save(b, token)
    expect(reply.errCode).toBe(1)
    return reply.data.id
  }

  beforeAll(async () => {
    env = await startTestApp(target)
    toDaytime(env)
    traveller = await env.login('hx.traveller')
    travellerId = await empIdOf(env, 'hx.traveller')
    booker = await env.login('hx.booker')
    corpbooker = await env.login('hx.corpbooker')
    other = await env.login('df.traveller')
    otherId = await empIdOf(env, 'df.traveller')
    colleagueId = await empIdOf(env, 'hx0101')
    found = findPlan(env, { days: 6, nights: 2, want: (p, h) => p.payment === 'PREPAY' && !p.agreement && p.cancelType === 'FREE_UNTIL' && h.star <= 3 })
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())
  beforeEach(() => toDaytime(env))

  test('save: the stay, rooms, guests, remark and hotel checked with clear tips in both languages; travellers within the booking scope', async () => {
    const today = hotelDay(env, 0)
    const cases: [Partial<HtDemandSaveBody>, string, string][] = [
      [{ checkInDate: addDays(today, -1), checkOutDate: addDays(today, 1) }, '入住日期不能早于今天', 'The check-in date cannot be in the past'],
      [{ checkInDate: addDays(today, 3), checkOutDate: addDays(today, 3) }, '离店日期须晚于入住日期', 'The check-out date must be after the check-in date'],
      [{ checkInDate: addDays(today, 3), checkOutDate: addDays(today, 32) }, '单次预订最多入住28晚', 'At most 28 nights can be booked at a time'],
      [{ checkInDate: addDays(today, 181), checkOutDate: addDays(today, 182) }, '只能预订180天内入住的酒店', 'Hotels can be booked up to 180 days ahead'],
      [{ roomCount: 11 }, '每次可预订1至10间房', 'Book 1 to 10 rooms at a time'],
      [{ roomCount: 2, adultCount: 1 }, '每间房至少入住1位成人', 'Each room needs at least one adult'],
      [{ adultCount: 8, childCount: 3 }, '每次最多为10位客人预订', 'At most 10 guests can be booked at a time'],
      [{ adultCount: 1, travellers: [{ empId: travellerId }, { name: '王五' }], tripType: 2 }, '入住人（2位）多于所填入住人数（1位）', 'More travellers (2) than guests stated (1)'],
      [{ remark: '很'.repeat(201) }, '备注长度不能超过200个字符', 'Remark must be at most 200 characters'],
      [{ cityId: 'XXX' }, '暂无该城市的酒店：XXX', 'No hotels are sold in this city: XXX'],
      [{ cityId: 'BJS' }, '所选酒店不在该城市，请重新选择', 'The chosen hotel is not in this city, please choose again'],
    ]
    for (const [overrides, zh, en] of cases) {
      expect(await save(body(overrides))).toMatchObject({ errCode: 4000, tips: zh })
      expect(await save(body(overrides), traveller, 'en')).toMatchObject({ errCode: 4000, tips: en })
    }
    expect(await save(body({ travellers: [] }))).toMatchObject({ errCode: 4000 })
    expect(await save(body({ hotelId: 'SHA9999' }))).toMatchObject({ errCode: 4004, tips: '酒店不存在或已下线，请重新查询' })
    // Scope: a self-only traveller names a colleague, a department booker someone of another department, anyone another company's employee.
    const missing = await save(body({ travellers: [{ empId: '99999999' }] }))
    expect(missing.errCode).toBe(4004)
    expect(await save(body({ travellers: [{ empId: colleagueId }] }))).toEqual(missing)
    expect(await save(body({ travellers: [{ empId: travellerId }] }), booker)).toEqual(missing)
    expect(await save(body({ travellers: [{ empId: otherId }] }), corpbooker)).toEqual(missing)
    // Named guests on business trips need bookOutside.
    expect(await save(body({ travellers: [{ name: '王五' }] }))).toMatchObject({ errCode: 4009, tips: '您无权为外部人员预订' })
    // The application is checked as a booking checks it.
    expect((await save(body({ ccsqdId: '99999999' }))).errCode).not.toBe(1)
    // Nothing was written by the refusals.
    expect((await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', {}, { token: traveller })).data.total).toBe(0)
  })

  test('save -> list (GET and POST) -> detail -> notes; seen by the booker, the travellers and those whose scope covers them', async () => {
    const reply = await save(body({ budget: 600 }), corpbooker)
    expect(reply.data).toMatchObject({ status: 'WAITING', inquiryNo: expect.stringMatching(/^XJ\d{14}$/) })
    const id = reply.data.id
    for (const token of [corpbooker, traveller]) {
      const posted = await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', { status: 'WAITING' }, { token })
      expect(posted.data.list.map((r) => r.id)).toContain(id)
      const got = await env.get<HtDemandListReply>('/obt/hotel/htDemand/list', { pageNum: 1, count: 5 }, { token })
      expect(got.data.list[0]).toMatchObject({
        id, status: 'WAITING', cityId: 'SHA', cityName: '上海', hotelId: found.hotel.hotelId, hotelName: found.hotel.nameZh, nights: 2, roomCount: 1, budget: 600,
        travellerNames: '李明轩', quotedPrice: null, quotedHotelName: null,
      })
    }
    expect((await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', { status: 'QUOTED' }, { token: traveller })).data.list.map((r) => r.id)).not.toContain(id)
    // The department booker of another department neither lists nor sees it.
    expect((await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', {}, { token: booker })).data.list.map((r) => r.id)).not.toContain(id)
    const missing = await detail('99999999', booker)
    expect(missing.errCode).toBe(4004)
    expect(await detail(id, booker)).toEqual(missing)

    const seen = await detail(id)
    expect(seen.data).toMatchObject({
      id, status: 'WAITING', adultCount: 1, childCount: 0, remark: '靠近地铁，安静房间', contact: { name: '李明轩', phone: '13800138000' },
      travellers: [{ empId: travellerId, contactId: null, name: '李明轩' }], quote: null, notes: [], allowedActions: { note: true, cancel: true, accept: false },
    })
    const noted = await env.post<HtDemandDetail>('/obt/hotel/htDemand/note', { id, text: '  需要无烟房  ' }, { token: traveller })
    expect(noted.data.notes).toEqual([{ id: expect.any(String), author: 'USER', name: '李明轩', text: '需要无烟房', createdAt: formatChinaTime(env.clock.now()) }])
    expect(await env.post('/obt/hotel/htDemand/note', { id, text: '' }, { token: traveller })).toMatchObject({ errCode: 4000 })
    expect(await env.post('/obt/hotel/htDemand/note', { id, text: '   ' }, { token: traveller })).toMatchObject({ errCode: 4000, tips: '请填写留言内容' })
    expect(await env.post('/obt/hotel/htDemand/note', { id, text: 'x'.repeat(201) }, { token: traveller })).toMatchObject({ errCode: 4000 })
    expect((await env.get<HtDemandDetail>('/obt/hotel/htDemand/detail', { id }, { token: corpbooker })).data.notes).toHaveLength(1)
    // Not accepted before a quote.
    expect(await accept(id)).toMatchObject({ errCode: 4009, tips: '差旅顾问尚未报价，请稍候' })
    await env.post('/obt/hotel/htDemand/cancel', { id }, { token: traveller })
  })

  test('the consultant answers after 30 s with a real plan of the asked hotel (notes in both languages); nothing within the budget: NO_OFFER', async () => {
    const id = await saved()
    const cheap = await saved(body({ hotelId: undefined, hotelName: undefined, budget: 1 }))
    const anyHotel = await saved(body({ hotelId: undefined, budget: 400, tripType: 2 }))
    expect((await consultantPass(env.app.ctx)).ids.map(String)).not.toContain(id)
    env.clock.advance(31 * SECOND)
    const pass = await consultantPass(env.app.ctx)
    expect(pass.ids.map(String)).toEqual(expect.arrayContaining([id, cheap, anyHotel]))
    const quotedAt = env.clock.now()

    const zh = await detail(id)
    expect(zh.data).toMatchObject({ status: 'QUOTED', allowedActions: { note: true, cancel: true, accept: true } })
    const quote = zh.data.quote
    if (!quote) throw new Error('no quote')
    expect(quote).toMatchObject({ hotelId: found.hotel.hotelId, hotelName: found.hotel.nameZh, expiresAt: formatChinaTime(new Date(quotedAt.getTime() + 24 * HOUR)).slice(0, 16) })
    // A real plan: the supplier's price for the stay.
    const supplier = env.app.ctx.hotels.quote(found.hotel.hotelId, found.checkIn, found.checkOut, 'HXKJ')
    const plan = supplier?.rooms.find((r) => r.room.roomTypeId === quote.roomTypeId)?.plans.find((p) => p.ratePlanId === quote.ratePlanId)
    expect(plan?.nightly.map((n) => n.price)).toEqual(quote.nightly.map((n) => n.price))
    expect(quote.roomTotal).toBe(quote.nightly.reduce((s, n) => s + (n.price as number), 0))
    expect(zh.data.quotedPrice).toBe(quote.avgPrice)
    expect(zh.data.notes).toEqual([expect.objectContaining({ author: 'CONSULTANT', name: '差旅顾问', text: expect.stringContaining(`已为您询到${found.hotel.nameZh}`) })])
    const en = await detail(id, traveller, 'en')
    expect(en.data.notes[0]).toMatchObject({ name: 'Travel consultant', text: expect.stringContaining(`I have found you ${found.hotel.nameEn}`) })
    expect(en.data.quote?.hotelName).toBe(found.hotel.nameEn)

    const none = await detail(cheap)
    expect(none.data).toMatchObject({ status: 'NO_OFFER', quote: null, allowedActions: { note: false, cancel: false, accept: false } })
    expect(none.data.notes[0].text).toContain('暂无符合要求（每间每晚不超过1元）的房间')
    expect(await accept(cheap)).toMatchObject({ errCode: 4009 })

    const city = await detail(anyHotel)
    expect(city.data.status).toBe('QUOTED')
    expect(city.data.quote?.avgPrice).toBeLessThanOrEqual(400)
    // Answered once: a later pass leaves them alone.
    env.clock.advance(31 * SECOND)
    expect((await consultantPass(env.app.ctx)).ids.map(String)).not.toContain(id)
    expect(await countConsultantNotes(env.database.db, Number(id))).toBe(1)
  })

  test('the demo endpoint answers at once, for loopback clients of the demo world only', async () => {
    const id = await saved()
    const missingRoute = (await env.inject({ method: 'POST', url: '/obt/demo/nothingHere', payload: { id }, remoteAddress: '10.0.0.5' })).json()
    expect(missingRoute.errCode).toBe(4004)
    for (const [remoteAddress, headers] of [['10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }], ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }]] as const) {
      const res = await env.inject({ method: 'POST', url: ANSWER, payload: { id }, remoteAddress, headers })
      expect(res.json()).toEqual(missingRoute)
    }
    expect((await detail(id)).data.status).toBe('WAITING')
    // Not the demo world: the route does not exist.
    const plain = buildApp({ db: env.database, clock: env.clock.now, logger: false, demoTools: false })
    await plain.ready()
    try {
      const res = await plain.inject({ method: 'POST', url: ANSWER, payload: { id }, remoteAddress: '127.0.0.1' })
      expect(res.json().errCode).toBe(4004)
    } finally {
      await plain.close()
    }
    expect((await detail(id)).data.status).toBe('WAITING')

    expect((await answer(id)).data).toEqual({ id, status: 'QUOTED' })
    expect((await detail(id)).data.status).toBe('QUOTED')
    expect(await answer(id)).toMatchObject({ errCode: 4009, tips: '该询价单不在等待报价状态' })
    expect(await answer('99999999')).toMatchObject({ errCode: 4004 })
    expect(await countConsultantNotes(env.database.db, Number(id))).toBe(1)
  })

  test('accept: a fresh price key that priceValidate accepts and htOrder/book books', async () => {
    const id = await saved(body({ tripType: 2, checkInDate: hotelDay(env, 9), checkOutDate: hotelDay(env, 10) }))
    await answer(id)
    const quote = (await detail(id)).data.quote
    const reply = await accept(id)
    expect(reply.errCode).toBe(1)
    expect(reply.data).toMatchObject({
      id, status: 'ACCEPTED', hotelId: found.hotel.hotelId, roomTypeId: quote?.roomTypeId, ratePlanId: quote?.ratePlanId,
      checkInDate: hotelDay(env, 9), checkOutDate: hotelDay(env, 10), nights: 1, roomCount: 1, adultCount: 1, tripType: 2,
      avgPrice: quote?.avgPrice, roomTotal: quote?.roomTotal, travellers: [{ empId: travellerId, name: '李明轩' }], contact: { name: '李明轩', phone: '13800138000' },
    })
    const valid = await env.post<HtPriceValidateReply>('/obt/hotel/htQueryV2/priceValidate', { priceKey: reply.data.priceKey, roomCount: 1, tripType: 2 }, { token: traveller })
    expect(valid.data).toMatchObject({ valid: true, reasonCode: null, roomTotal: quote?.roomTotal })
    const booked = await bookHotelOrder(env, traveller, hotelBookBody(reply.data.priceKey, [{ guests: [{ empId: travellerId }] }], {
      tripType: 2, contact: reply.data.contact, ...(reply.data.guarantee !== 'NONE' ? { guarantee: CARD } : {}),
    }))
    expect(booked.errCode).toBe(1)
    expect(booked.data.roomTotal).toBe(quote?.roomTotal)
    const after = await detail(id)
    expect(after.data).toMatchObject({ status: 'ACCEPTED', allowedActions: { note: false, cancel: false, accept: true } })
    expect(await env.post('/obt/hotel/htDemand/cancel', { id }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '询价单已接受报价，不能再取消' })
    // Accepting again hands out another fresh key (the first one lives 30 minutes).
    expect((await accept(id)).data.status).toBe('ACCEPTED')
  })

  test('accept of a plan gone or dearer than quoted: 4009 with a clear message, back to the consultant', async () => {
    const id = await saved()
    await answer(id)
    const quote = (await detail(id)).data.quote
    if (!quote) throw new Error('no quote')
    const supplier = env.app.ctx.hotels.quote(found.hotel.hotelId, found.checkIn, found.checkOut, 'HXKJ')
    const room = supplier?.rooms.find((r) => r.room.roomTypeId === quote.roomTypeId)
    if (!supplier || !room) throw new Error('no room')
    const quoted: FoundPlan = { ...found, room }
    await setRoomsLeft(env, quoted, 0)
    const gone = await accept(id)
    expect(gone).toMatchObject({ errCode: 4009, tips: '顾问报价的房型已售完或已下线，已请差旅顾问重新报价', data: { reasonCode: 'PLAN_GONE', status: 'WAITING' } })
    const waiting = await detail(id)
    expect(waiting.data).toMatchObject({ status: 'WAITING', quote: null })
    expect(waiting.data.notes.map((n) => n.author)).toEqual(['CONSULTANT', 'SYSTEM'])
    await setRoomsLeft(env, quoted, room.capacity[0].rooms)

    // A new quote; then the supplier's price is above it (the quote is lowered in the row to stand for a rise).
    expect((await answer(id)).data.status).toBe('QUOTED')
    const again = (await detail(id)).data.quote
    if (!again) throw new Error('no quote')
    await env.database.db.updateTable('hotel_inquiries').set({ quote_avg_price: again.avgPrice - 50 }).where('id', '=', Number(id)).execute()
    const rose = await env.post('/obt/hotel/htDemand/accept', { id }, { token: traveller, lang: 'en' })
    expect(rose).toMatchObject({
      errCode: 4009, data: { reasonCode: 'PRICE_ROSE', status: 'WAITING' },
      tips: `The quoted room costs more now (CNY ${again.avgPrice} per night instead of ${again.avgPrice - 50}): the travel consultant has been asked for a new quote`,
    })
    expect((await detail(id)).data.status).toBe('WAITING')
    // Re-quoted at the current price, it is accepted.
    await answer(id)
    expect((await accept(id)).data.status).toBe('ACCEPTED')
  })

  test('cancel while WAITING or QUOTED; nothing after', async () => {
    const waiting = await saved()
    expect((await env.post('/obt/hotel/htDemand/cancel', { id: waiting }, { token: traveller })).data).toEqual({ id: waiting, status: 'CANCELLED' })
    expect(await env.post('/obt/hotel/htDemand/cancel', { id: waiting }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '询价单已取消，不能再取消' })
    expect(await env.post('/obt/hotel/htDemand/note', { id: waiting, text: '还在吗' }, { token: traveller })).toMatchObject({ errCode: 4009, tips: '询价单已取消，不能再留言' })
    expect(await answer(waiting)).toMatchObject({ errCode: 4009 })
    expect(await accept(waiting)).toMatchObject({ errCode: 4009 })

    const quoted = await saved()
    await answer(quoted)
    expect((await env.post('/obt/hotel/htDemand/cancel', { id: quoted }, { token: corpbooker })).data).toEqual({ id: quoted, status: 'CANCELLED' })
    expect((await detail(quoted)).data).toMatchObject({ status: 'CANCELLED', allowedActions: { note: false, cancel: false, accept: false } })
    const list = await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', { status: 'CANCELLED' }, { token: traveller })
    expect(list.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([waiting, quoted]))
  })

  test("another company's inquiry answers exactly like a missing one", async () => {
    const id = await saved()
    const calls: [string, Record<string, unknown>][] = [
      ['/obt/hotel/htDemand/detail', {}],
      ['/obt/hotel/htDemand/note', { text: '你好' }],
      ['/obt/hotel/htDemand/cancel', {}],
      ['/obt/hotel/htDemand/accept', {}],
    ]
    for (const [url, extra] of calls) {
      const missing = await env.post(url, { id: '99999999', ...extra }, { token: other })
      expect(missing.errCode).toBe(4004)
      expect(await env.post(url, { id, ...extra }, { token: other })).toEqual(missing)
    }
    expect((await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', {}, { token: other })).data.list.map((r) => r.id)).not.toContain(id)
    expect((await detail(id)).data.status).toBe('WAITING')
    expect((await detail(id)).data.notes).toEqual([])
    await env.post('/obt/hotel/htDemand/cancel', { id }, { token: traveller })
  })

  ;(target.name === 'postgres' ? test : test.skip)('two consultant passes at once (two server processes) answer an inquiry once', async () => {
    const ids: string[] = []
    for (let i = 0; i < 6; i += 1) ids.push(await saved(body({ checkInDate: hotelDay(env, 10 + i), checkOutDate: hotelDay(env, 11 + i) })))
    env.clock.advance(31 * SECOND)
    const second = await createDb({ kind: 'postgres', url: env.databaseUrl as string, max: 3 })
    const app2 = buildApp({ db: second, clock: env.clock.now, logger: false })
    await app2.ready()
    try {
      const [a, b] = await Promise.all([consultantPass(env.app.ctx), consultantPass(app2.ctx)])
      const all = [...a.ids, ...b.ids]
      expect(new Set(all).size).toBe(all.length)
      expect(all.map(String)).toEqual(expect.arrayContaining(ids))
      for (const id of ids) {
        expect(await countConsultantNotes(env.database.db, Number(id))).toBe(1)
        expect((await detail(id)).data.status).toBe('QUOTED')
      }
    } finally {
      await app2.close()
      await second.close()
    }
  })

  test('expiry: a quote after 24 h, a waiting inquiry once its stay can no longer be booked', async () => {
    const quoted = await saved()
    await answer(quoted)
    // Today's stay: bookable until 20:00 China time.
    const today = await saved(body({ checkInDate: hotelDay(env, 0), checkOutDate: hotelDay(env, 1) }))
    expect((await detail(today)).data.expiresAt).toBe(`${hotelDay(env, 0)} 20:00`)
    env.clock.advance(24 * HOUR + 60 * SECOND)
    for (const id of [quoted, today]) {
      const seen = await detail(id)
      expect(seen.data).toMatchObject({ status: 'EXPIRED', allowedActions: { note: false, cancel: false, accept: false } })
    }
    expect(await accept(quoted)).toMatchObject({ errCode: 4009, tips: '询价单已过期，不能再预订' })
    expect(await answer(today)).toMatchObject({ errCode: 4009, data: { status: 'EXPIRED' } })
    const listed = await env.post<HtDemandListReply>('/obt/hotel/htDemand/list', { status: 'EXPIRED' }, { token: traveller })
    expect(listed.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([quoted, today]))
    const pass = await consultantPass(env.app.ctx)
    expect(pass.expired).toBeGreaterThanOrEqual(2)
    const rows = await env.database.db.selectFrom('hotel_inquiries').select(['id', 'status']).where('id', 'in', [Number(quoted), Number(today)]).execute()
    expect(rows.map((r) => r.status)).toEqual(['EXPIRED', 'EXPIRED'])
    expect(pass.ids.map(String)).not.toContain(today)
  })

  test('a company that has turned price inquiry off (parameter 10930 value1 0) is refused', async () => {
    const db = env.database.db
    const corp = (await db.selectFrom('employees').select('corp_id').where('id', '=', Number(travellerId)).executeTakeFirstOrThrow()).corp_id
    await db.insertInto('parameters').values({ corp_id: corp, param_no: '10930', name: '酒店询价', value1: '0' }).execute()
    try {
      expect(await save(body())).toMatchObject({ errCode: 4009, tips: '贵司未开通酒店询价，请联系管理员' })
      expect(await save(body(), traveller, 'en')).toMatchObject({ errCode: 4009, tips: 'Hotel price inquiry is not open for your company; contact the administrator' })
    } finally {
      await db.deleteFrom('parameters').where('corp_id', '=', corp).where('param_no', '=', '10930').execute()
    }
    expect((await save(body())).errCode).toBe(1)
  })
})
