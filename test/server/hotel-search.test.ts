/**
 * Hotel search on the server: the list (paging through Shanghai's 1,000 hotels, filters, sorts,
 * agreement marks, the policy verdict of the caller's rank and of other travellers, personal trips
 * without one), the date, lead-time and guest limits refused with their messages in both
 * languages, detail, pricePlan, priceValidate's three failures, keyword completion, the city's
 * filters and the travel-policy calls of both families.
 */
import type {
  HtDetailReply,
  HtGeoByCityReply,
  HtKeywordReply,
  HtListReply,
  HtPricePlanReply,
  HtPriceValidateReply,
  HtTravelPolicyReply,
} from '../../server/src/schemas/hotel'
import { addDays } from '../../server/src/suppliers/hotels/simulator'
import { formatChinaTime } from '../../server/src/util/time'
import { empIdOf } from './helpers/flights'
import { findPlan, freshKey, hotelDay, setRoomsLeft, toDaytime } from './helpers/hotels'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const LIST = '/obt/hotel/htQueryV2/list'

describe.each(targets)('hotel search on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let approverId: string

  const list = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh', token = traveller) =>
    env.post<HtListReply>(LIST, { cityId: 'SHA', checkInDate: hotelDay(env, 3), checkOutDate: hotelDay(env, 4), ...body }, { token, lang })

  beforeAll(async () => {
    env = await startTestApp(target)
    toDaytime(env)
    traveller = await env.login('hx.traveller')
    approverId = await empIdOf(env, 'hx.approver')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())
  beforeEach(() => toDaytime(env))

  test('Shanghai pages through its hotels 20 at a time: disjoint pages, the same total, distance limit 15 km by default', async () => {
    const first = await list({})
    expect(first.errCode).toBe(1)
    expect(first.data.list).toHaveLength(20)
    expect(first.data).toMatchObject({ pageNum: 1, count: 20, nights: 1, city: { cityId: 'SHA', name: '上海', domestic: true, tier: 1 } })
    expect(first.data.total).toBeGreaterThan(700)
    expect(first.data.total).toBeLessThan(1000)
    expect(first.data.list.every((h) => h.distanceKm <= 15)).toBe(true)
    const all = await list({ distance: 0 })
    expect(all.data.total).toBe(1000)
    const second = await list({ pageNum: 2 })
    expect(second.data.total).toBe(first.data.total)
    const ids = new Set(first.data.list.map((h) => h.hotelId))
    expect(second.data.list.some((h) => ids.has(h.hotelId))).toBe(false)
    const last = await list({ distance: 0, pageNum: 50 })
    expect(last.data.list).toHaveLength(20)
    expect((await list({ distance: 0, pageNum: 51 })).data.list).toEqual([])
    const big = await list({ distance: 0, count: 50 })
    expect(big.data.list).toHaveLength(50)
    // Recommended (12) puts the company's agreement hotels first among bookable ones.
    expect(first.data.list[0].agreement).toBe(true)
    expect(first.data.list[0]).toMatchObject({ name: expect.any(String), star: expect.any(Number), photo: expect.stringMatching(/^\/static\/hotel\//) })
  })

  test('filters and sorts: stars, brands, district, price range, keyword, agreement only, price and distance order', async () => {
    const fives = await list({ stars: [5], sort: 2 })
    expect(fives.data.list.length).toBeGreaterThan(0)
    expect(fives.data.list.every((h) => h.star === 5)).toBe(true)
    const prices = fives.data.list.map((h) => h.lowestPrice).filter((p): p is number => p !== null)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = (await list({ sort: 3 })).data.list.map((h) => h.lowestPrice as number)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const near = (await list({ sort: 1 })).data.list.map((h) => h.distanceKm)
    expect(near).toEqual([...near].sort((a, b) => a - b))
    const hanting = await list({ brandIds: ['HANTING', 'JIHOTEL'] }, 'en')
    expect(hanting.data.list.every((h) => ['Hanting Hotel', 'JI Hotel'].includes(h.brandName))).toBe(true)
    const geo = await env.post<HtGeoByCityReply>('/obt/hotel/htQueryV2/geoByCity', { cityId: 'SHA' }, { token: traveller })
    const pudong = geo.data.districts.find((d) => d.name === '浦东新区') as { id: string; hotelCount: number }
    const inPudong = await list({ districtId: pudong.id, count: 50 })
    expect(inPudong.data.total).toBe(pudong.hotelCount)
    expect(inPudong.data.list.every((h) => h.districtName === '浦东新区')).toBe(true)
    const range = await list({ minPrice: 300, maxPrice: 500 })
    expect(range.data.list.every((h) => (h.lowestPrice as number) >= 300 && (h.lowestPrice as number) <= 500)).toBe(true)
    const keyword = await list({ keyword: '希尔顿' })
    expect(keyword.data.total).toBeGreaterThan(0)
    expect(keyword.data.list.every((h) => h.name.includes('希尔顿') || h.brandName.includes('希尔顿'))).toBe(true)
    const signed = await list({ agreementOnly: 1 })
    expect(signed.data.total).toBeGreaterThan(10)
    expect(signed.data.list.every((h) => h.agreement)).toBe(true)
    // Another company has other agreement hotels.
    const df = await env.login('df.traveller')
    const dfSigned = await list({ agreementOnly: 1 }, 'zh', df)
    expect(dfSigned.data.list.map((h) => h.hotelId)).not.toEqual(signed.data.list.map((h) => h.hotelId))
    // Near a landmark: distances from it.
    const bund = geo.data.landmarks.find((l) => l.name === '外滩') as { id: string }
    const nearBund = await list({ landmarkId: bund.id, sort: 1, distance: 2 })
    expect(nearBund.data.center.name).toBe('外滩')
    expect(nearBund.data.list.every((h) => h.distanceKm <= 2)).toBe(true)
  })

  test('policy: the tier-1 cap of the caller (P2, 550), of other travellers (P4, 1,000), none on personal trips; in-policy filter', async () => {
    const mine = await list({ count: 50, sort: 4 })
    expect(mine.data.travelStandard).toMatchObject({ empRank: 'P2', cap: 550, cityTier: 1, overPolicyAction: 1 })
    for (const h of mine.data.list) if (h.lowestPrice !== null) expect(h.wb).toBe(h.lowestPrice > 550 ? 1 : 0)
    expect(mine.data.list.some((h) => h.wb === 1)).toBe(true)
    // A company booker searching for the director: the director's cap; the traveller may not name him (4004).
    const director = await list({ count: 50, sort: 4, travellerEmpIds: [approverId] }, 'zh', await env.login('hx.corpbooker'))
    expect(director.data.travelStandard).toMatchObject({ empRank: 'P4', cap: 1000 })
    expect((await list({ travellerEmpIds: [approverId] })).errCode).toBe(4004)
    const personal = await list({ tripType: 2, count: 50, sort: 4 })
    expect(personal.data.travelStandard).toBeNull()
    expect(personal.data.list.every((h) => h.wb === 0)).toBe(true)
    const inPolicy = await list({ inPolicyOnly: 1, count: 50 })
    expect(inPolicy.data.list.every((h) => h.wb === 0 && (h.lowestPrice as number) <= 550)).toBe(true)
    // International: the intl cap; tier 3: the tier-3 cap.
    const tokyo = await list({ cityId: 'TYO', distance: 0 }, 'en')
    expect(tokyo.data.travelStandard).toMatchObject({ cap: 1000, cityTier: 'INTL' })
    expect(tokyo.data.city).toMatchObject({ name: 'Tokyo', domestic: false })
    const small = await list({ cityId: 'BAO', distance: 0 })
    expect(small.data.travelStandard).toMatchObject({ cap: 350, cityTier: 3 })
    expect(small.data.total).toBe(40)
  })

  test('dates, lead time, rooms and guests refused with clear messages in both languages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ checkInDate: hotelDay(env, -1), checkOutDate: hotelDay(env, 1) }, '入住日期不能早于今天', 'The check-in date cannot be in the past'],
      [{ checkInDate: hotelDay(env, 3), checkOutDate: hotelDay(env, 3) }, '离店日期须晚于入住日期', 'The check-out date must be after the check-in date'],
      [{ checkInDate: hotelDay(env, 3), checkOutDate: hotelDay(env, 32) }, '单次预订最多入住28晚', 'At most 28 nights can be booked at a time'],
      [{ checkInDate: hotelDay(env, 181), checkOutDate: hotelDay(env, 182) }, '只能预订180天内入住的酒店', 'Hotels can be booked up to 180 days ahead'],
      [{ roomCount: 11 }, '每次可预订1至10间房', 'Book 1 to 10 rooms at a time'],
      [{ roomCount: 0 }, '每次可预订1至10间房', 'Book 1 to 10 rooms at a time'],
      [{ roomCount: 3, adultCount: 2 }, '每间房至少入住1位成人', 'Each room needs at least one adult'],
      [{ adultCount: 8, childCount: 3 }, '每次最多为10位客人预订', 'At most 10 guests can be booked at a time'],
      [{ childCount: 11 }, '儿童人数不能超过10人', 'At most 10 children'],
      [{ cityId: 'ZZZ' }, '暂无该城市的酒店：ZZZ', 'No hotels are sold in this city: ZZZ'],
    ]
    for (const [body, zh, en] of cases) {
      expect(await list(body, 'zh')).toMatchObject({ errCode: 4000, tips: zh, data: null })
      expect(await list(body, 'en')).toMatchObject({ errCode: 4000, tips: en })
    }
    // Lead time: today's stay is bookable until 20:00 China time, not after.
    const today = hotelDay(env, 0)
    const hour = Number(formatChinaTime(env.clock.now()).slice(11, 13))
    expect((await list({ checkInDate: today, checkOutDate: addDays(today, 1) })).errCode).toBe(1)
    env.clock.advance((20 - hour) * HOUR + MINUTE)
    const late = await list({ checkInDate: today, checkOutDate: addDays(today, 1) }, 'en')
    expect(late).toMatchObject({ errCode: 4000, tips: "Hotels must be booked at least 4 hours ahead: book today's stay before 20:00, or check in tomorrow" })
    expect((await list({ checkInDate: today, checkOutDate: addDays(today, 1) })).tips).toBe('酒店需至少提前4小时预订：今日入住请在20:00前预订，或选择明天入住')
    env.clock.advance(14 * HOUR)
  })

  test('detail and pricePlan: content, rooms with plans, rooms left, cancellation texts, policy per plan', async () => {
    const found = findPlan(env, { days: 5, want: (p, h) => p.cancelType === 'PENALTY_AFTER' && h.star >= 4 && !p.agreement })
    const detail = await env.post<HtDetailReply>('/obt/hotel/htQueryV2/detail', { hotelId: found.hotel.hotelId }, { token: traveller, lang: 'en' })
    expect(detail.data).toMatchObject({ hotelId: found.hotel.hotelId, name: found.hotel.nameEn, otherName: found.hotel.nameZh, star: found.hotel.star, cityName: 'Shanghai', domestic: true })
    expect(detail.data.facilities[0]).toEqual({ code: 'WIFI', name: 'Free Wi-Fi' })
    expect(detail.data.nearby.length).toBe(5)
    expect((await env.post('/obt/hotel/htQueryV2/detail', { hotelId: 'SHA9999' }, { token: traveller })).errCode).toBe(4004)

    const plans = await env.post<HtPricePlanReply>('/obt/hotel/htQueryV2/pricePlan', { hotelId: found.hotel.hotelId, checkInDate: found.checkIn, checkOutDate: found.checkOut }, { token: traveller })
    expect(plans.errCode).toBe(1)
    const room = plans.data.rooms.find((r) => r.roomTypeId === found.room.room.roomTypeId)
    const plan = room?.plans.find((p) => p.ratePlanId === found.plan.ratePlanId)
    expect(room?.roomsLeft).toBe(found.room.capacity[0].rooms)
    expect(plan).toMatchObject({
      cancelType: 'PENALTY_AFTER', avgPrice: found.avg, totalPrice: found.total, bookable: found.avg <= 550 || true, unavailable: null,
      wb: found.avg > 550 ? 1 : 0, guarantee: expect.any(String),
    })
    expect(plan?.cancelText).toMatch(/前可免费取消，逾期取消扣除首晚房费$/)
    expect(plan?.priceKey).toMatch(/^SHA\d{4}\.R\d-P\d\.\d{8}\.\d{8}\.[0-9a-z]+$/)
    expect(plans.data.travelStandard).toMatchObject({ cap: 550 })
  })

  test('priceValidate: valid with fee and totals; EXPIRED after 30 minutes, FULL when taken, NO_QUOTATION, each with its message', async () => {
    const found = findPlan(env, { days: 6, nights: 2, want: (p) => p.payment === 'PREPAY' && !p.agreement && p.cancelType === 'FREE_UNTIL' })
    const ok = await env.post<HtPriceValidateReply>('/obt/hotel/htQueryV2/priceValidate', { priceKey: found.priceKey, roomCount: 1 }, { token: traveller })
    expect(ok.data).toMatchObject({ valid: true, reasonCode: null, reason: '', roomTotal: found.total, payment: 'PREPAY', guarantee: 'NONE', guaranteeAmount: 0 })
    expect(ok.data.totalAmount).toBe(found.total + ok.data.serviceFee)
    env.clock.advance(31 * MINUTE)
    const expired = await env.post<HtPriceValidateReply>('/obt/hotel/htQueryV2/priceValidate', { priceKey: found.priceKey }, { token: traveller, lang: 'en' })
    expect(expired.data).toMatchObject({ valid: false, reasonCode: 'EXPIRED', reason: 'The price plan has expired, please check the room rates again', priceKey: '' })
    await setRoomsLeft(env, found, 0, found.checkOut === addDays(found.checkIn, 2) ? addDays(found.checkIn, 1) : found.checkIn)
    const full = await env.post<HtPriceValidateReply>('/obt/hotel/htQueryV2/priceValidate', { priceKey: freshKey(env, found) }, { token: traveller })
    expect(full.data).toMatchObject({ valid: false, reasonCode: 'FULL', reason: '该房型已满房，请选择其他房型或日期', roomsLeft: 0 })
    // A plan with a night the supplier gives no price for.
    let noQuote: { hotelId: string; ratePlanId: string; checkIn: string } | null = null
    for (const h of env.app.ctx.hotels.hotelsOf('SHA')) {
      const q = env.app.ctx.hotels.quote(h.hotelId, hotelDay(env, 8), hotelDay(env, 13), 'HXKJ')
      const p = q?.rooms.flatMap((r) => r.plans).find((x) => x.nightly.some((n) => n.price === null))
      if (p) {
        noQuote = { hotelId: h.hotelId, ratePlanId: p.ratePlanId, checkIn: hotelDay(env, 8) }
        break
      }
    }
    expect(noQuote).not.toBeNull()
    const key = `${noQuote?.hotelId}.${noQuote?.ratePlanId}.${hotelDay(env, 8).replace(/-/g, '')}.${hotelDay(env, 13).replace(/-/g, '')}.${Math.floor(env.clock.now().getTime() / 60000).toString(36)}`
    const none = await env.post<HtPriceValidateReply>('/obt/hotel/htQueryV2/priceValidate', { priceKey: key }, { token: traveller })
    expect(none.data).toMatchObject({ valid: false, reasonCode: 'NO_QUOTATION', reason: '该房型所选日期暂无报价，请选择其他房型', roomTotal: null, totalAmount: null })
    expect(await env.post('/obt/hotel/htQueryV2/priceValidate', { priceKey: 'SHA0001.R9-P1.20990101.20990102.abc' }, { token: traveller })).toMatchObject({ errCode: 4000 })
  })

  test('keyword completion, the city filters, travel policy of both families with shared rooms', async () => {
    const words = await env.post<HtKeywordReply>('/obt/hotel/htQueryV2/keyword', { cityId: 'SHA', keyword: '虹桥' }, { token: traveller })
    expect(words.data.list.some((w) => w.type === 'DISTRICT' || w.type === 'LANDMARK')).toBe(true)
    expect(words.data.list.some((w) => w.type === 'HOTEL')).toBe(true)
    expect(words.data.list.length).toBeLessThanOrEqual(20)
    const brands = await env.post<HtKeywordReply>('/obt/hotel/htQueryV2/keyword', { cityId: 'SHA', keyword: 'hilton' }, { token: traveller, lang: 'en' })
    expect(brands.data.list.find((w) => w.type === 'BRAND')).toMatchObject({ id: 'HILTON', name: 'Hilton', sub: 'Hilton Honors' })
    const geo = await env.post<HtGeoByCityReply>('/obt/hotel/htQueryV2/geoByCity', { cityId: 'SHA' }, { token: traveller, lang: 'en' })
    expect(geo.data.hotelCount).toBe(1000)
    expect(geo.data.districts.reduce((s, d) => s + d.hotelCount, 0)).toBe(1000)
    expect(geo.data.brands.find((b) => b.id === 'HANTING')?.hotelCount).toBeGreaterThan(10)

    const travellerId = await empIdOf(env, 'hx.traveller')
    for (const family of ['htQuery', 'htQueryV2']) {
      const body = { cityId: 'SHA', rzrq: hotelDay(env, 3), ldrq: hotelDay(env, 5), roomList: [{ empIds: [travellerId, approverId] }] }
      const strict = await env.post<HtTravelPolicyReply>(`/obt/hotel/${family}/travelPolicy`, body, { token: await env.login('hx.approver') })
      expect(strict.data).toMatchObject({ cityTier: 1, nights: 2, rooms: [{ roomNo: 1, cap: 550 }], travelStandard: { cap: 550 } })
      expect(strict.data.standards.map((s) => s.cap).sort()).toEqual([1000, 550])
      const shared = await env.post<HtTravelPolicyReply>(`/obt/hotel/${family}/travelPolicy`, { ...body, sfpf: 1 }, { token: await env.login('hx.approver') })
      expect(shared.data.rooms[0].cap).toBe(1000)
    }
    // Outside the caller's scope: like a missing employee.
    expect((await env.post('/obt/hotel/htQueryV2/travelPolicy', { cityId: 'SHA', rzrq: hotelDay(env, 3), ldrq: hotelDay(env, 4), roomList: [{ empIds: [approverId] }] }, { token: traveller })).errCode).toBe(4004)
  })
})
