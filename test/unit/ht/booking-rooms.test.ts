import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtPricePlanReply, HtPriceValidateReply, RatePlanView, RoomTypeView } from '@/ht/api/hotel-booking'
import { hotelBookingContext, hotelContext } from '@/ht/stores/hotel-context'
import { breakfastText, cancelRuleText, deadlineLabel, HotelMoreStore, HotelRoomsStore, planBlock, type HotelRoomsApi } from '@/ht/stores/hotel-rooms-store'
import { chinaDate } from '../china-clock'

const STAY = { city: 'SHA', cityName: '上海', in: '2026-11-28', out: '2026-11-30', rooms: '1', adults: '1', tripType: '1', travellers: '1', hotel: 'SHA0170' }
const CONTEXT = hotelContext.decode(STAY)!

function plan(over: Partial<RatePlanView> = {}): RatePlanView {
  return {
    ratePlanId: 'R1-P1', priceKey: 'SHA0170.R1-P1.20261128.20261130.aaaa1', name: '不含早 · 限时取消', breakfast: 0, breakfastText: '不含早',
    cancelType: 'FREE_UNTIL', cancelDeadline: '2026-11-28 18:00', cancelText: '', guarantee: 'NONE', payment: 'PREPAY', agreement: false,
    nightly: [{ night: '2026-11-28', price: 500 }, { night: '2026-11-29', price: 480 }], avgPrice: 490, totalPrice: 980, bookable: true,
    unavailable: null, wb: 0, wbText: '', ...over,
  }
}

function room(plans: RatePlanView[], over: Partial<RoomTypeView> = {}): RoomTypeView {
  return { roomTypeId: 'R1', name: '标准大床房', bedType: 'KING', bed: '1.8米大床', areaSqm: 24, floor: '4-12', maxOccupancy: 2, window: true, smoking: false, roomsLeft: 4, lowestPrice: 490, plans, ...over }
}

function reply(rooms: RoomTypeView[] = [room([plan(), plan({ ratePlanId: 'R1-P4', priceKey: 'SHA0170.R1-P4.20261128.20261130.aaaa1', guarantee: 'FIRST_NIGHT', payment: 'PAY_AT_HOTEL' })])]): HtPricePlanReply {
  return { hotelId: 'SHA0170', name: '上海学府凯悦嘉轩酒店', checkInDate: '2026-11-28', checkOutDate: '2026-11-30', nights: 2, roomCount: 1, quoteExpiresAt: '2026-11-24 10:30', travelStandard: { empRank: 'P2', name: '主管级', cap: 550, cityTier: 1, overPolicyAction: 1 }, rooms }
}

function valid(over: Partial<HtPriceValidateReply> = {}): HtPriceValidateReply {
  return {
    valid: true, reasonCode: null, reason: '', priceKey: 'SHA0170.R1-P1.20261128.20261130.bbbb2', nightly: plan().nightly, avgPrice: 490, roomTotal: 980,
    serviceFee: 40, totalAmount: 1020, roomsLeft: 4, payment: 'PREPAY', guarantee: 'NONE', guaranteeAmount: 0, cancelType: 'FREE_UNTIL',
    cancelDeadline: '2026-11-28 18:00', cancelText: '', ...over,
  }
}

function fake(over: Partial<HotelRoomsApi> = {}) {
  const calls = { plan: [] as unknown[], validate: [] as unknown[] }
  const api: HotelRoomsApi = {
    hotelDetail: async () => ({ hotelId: 'SHA0170', name: '上海学府凯悦嘉轩酒店', domestic: true, groupId: 'HYATT' }) as never,
    pricePlan: async (body) => {
      calls.plan.push(body)
      return reply()
    },
    priceValidate: async (body) => {
      calls.validate.push(body)
      return valid()
    },
    ...over,
  }
  return { api, calls }
}

beforeEach(() => setLocale('zh-CN'))

describe('words of a rate plan', () => {
  test('cancellation rules in words, the deadline in China time (marked Beijing time on a phone elsewhere)', () => {
    const outside = chinaDate(2026, 10, 24, 10).getTime()
    const label = deadlineLabel('2026-11-28 18:00', outside)
    expect(label.startsWith('11-28 18:00')).toBe(true)
    expect(cancelRuleText('NON_CANCELLABLE', null)).toBe('不可取消')
    expect(cancelRuleText('FREE_UNTIL', '2026-11-28 18:00')).toMatch(/^11-28 18:00(（北京时间）)?前免费取消，之后不可取消$/)
    expect(cancelRuleText('PENALTY_AFTER', '2026-11-27 12:00')).toMatch(/^11-27 12:00(（北京时间）)?前免费取消，之后取消扣首晚房费$/)
    setLocale('en-US')
    expect(cancelRuleText('FREE_UNTIL', '2026-11-28 18:00')).toMatch(/^Free cancellation until 11-28 18:00( \(Beijing time\))?, no cancellation after$/)
    expect(breakfastText(2)).toBe('Breakfast for 2')
  })

  test('a full plan, one without a price and a forbidden one cannot be booked', () => {
    expect(planBlock(plan(), true)).toBe('')
    expect(planBlock(plan({ bookable: false, unavailable: 'FULL' }), true)).toBe('满房')
    expect(planBlock(plan({ bookable: false, unavailable: 'NO_QUOTATION', totalPrice: null }), true)).toBe('无报价')
    expect(planBlock(plan({ wb: 2 }), true)).toBe('超标不可订')
    expect(planBlock(plan({ wb: 2 }), false)).toBe('')
  })
})

describe('the hotel and its rooms', () => {
  test('loads the hotel and the stay priced for the search travellers', async () => {
    const f = fake()
    const store = new HotelRoomsStore(CONTEXT, f.api)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.name).toBe('上海学府凯悦嘉轩酒店')
    expect(store.nights).toBe(2)
    expect(store.rooms).toHaveLength(1)
    expect(f.calls.plan[0]).toMatchObject({ hotelId: 'SHA0170', checkInDate: '2026-11-28', checkOutDate: '2026-11-30', roomCount: 1, tripType: 1, travellerEmpIds: ['1'] })
  })

  test('no context: "missing"; a failed price: the error with the server words', async () => {
    const none = new HotelRoomsStore(null, fake().api)
    await none.load()
    expect(none.status).toBe('missing')
    const failing = new HotelRoomsStore(CONTEXT, fake({ pricePlan: async () => { throw new ApiError('business', '入住日期不能早于今天', { errCode: 4000, shown: false }) } }).api)
    await failing.load()
    expect(failing.status).toBe('error')
    expect(failing.loadError).toBe('入住日期不能早于今天')
  })

  test('changing the dates prices again; a refused stay keeps the old dates and says why', async () => {
    let refuse = false
    const f = fake({
      pricePlan: async (body) => {
        if (refuse) throw new ApiError('business', '最多预订28晚', { errCode: 4000, shown: false })
        f.calls.plan.push(body)
        return reply()
      },
    })
    const store = new HotelRoomsStore(CONTEXT, f.api)
    await store.load()
    expect(await store.setStay('2026-11-29', '2026-12-01')).toBeNull()
    expect(f.calls.plan.at(-1)).toMatchObject({ checkInDate: '2026-11-29', checkOutDate: '2026-12-01' })
    refuse = true
    expect(await store.setStay('2026-11-29', '2027-01-30')).toBe('最多预订28晚')
    expect([store.checkIn, store.checkOut]).toEqual(['2026-11-29', '2026-12-01'])
  })

  test('a plan is checked first, then handed to the form with the fresh key and the new dates', async () => {
    const f = fake()
    const store = new HotelRoomsStore(CONTEXT, f.api)
    await store.load()
    await store.setStay('2026-11-29', '2026-12-01')
    const choice = await store.choose(store.rooms[0].plans[0], false)
    expect(f.calls.validate[0]).toEqual({ priceKey: 'SHA0170.R1-P1.20261128.20261130.aaaa1', roomCount: 1, tripType: 1 })
    expect(choice.kind).toBe('book')
    if (choice.kind !== 'book') return
    expect(choice.intl).toBe(false)
    expect(hotelBookingContext.decode(choice.params)).toMatchObject({ hotelId: 'SHA0170', priceKey: 'SHA0170.R1-P1.20261128.20261130.bbbb2', checkIn: '2026-11-29', checkOut: '2026-12-01', travellerIds: ['1'] })
  })

  test('an international hotel goes to the international form', async () => {
    const store = new HotelRoomsStore(CONTEXT, fake({ hotelDetail: async () => ({ hotelId: 'SIN0001', name: 'Marina Hotel', domestic: false }) as never }).api)
    await store.load()
    const choice = await store.choose(store.rooms[0].plans[0], false)
    expect(choice).toMatchObject({ kind: 'book', intl: true })
  })

  test.each([
    ['EXPIRED', '价格计划已过期，已为您重新查询价格'],
    ['FULL', '该房型已满房，请选择其他房型'],
    ['NO_QUOTATION', '该房型暂无报价，请选择其他房型'],
  ] as const)('priceValidate %s: the spec message in words, and the rooms priced again', async (code, message) => {
    const f = fake({ priceValidate: async () => valid({ valid: false, reasonCode: code, reason: 'server words' }) })
    const store = new HotelRoomsStore(CONTEXT, f.api)
    await store.load()
    const before = f.calls.plan.length
    const choice = await store.choose(store.rooms[0].plans[0], false)
    expect(choice).toEqual({ kind: 'refused', message })
    await new Promise((r) => setTimeout(r, 0))
    expect(f.calls.plan.length).toBe(before + 1)
  })

  test('the refusals read in English too', async () => {
    setLocale('en-US')
    const store = new HotelRoomsStore(CONTEXT, fake({ priceValidate: async () => valid({ valid: false, reasonCode: 'EXPIRED', reason: '' }) }).api)
    await store.load()
    expect(await store.choose(store.rooms[0].plans[0], false)).toEqual({ kind: 'refused', message: 'The price plan expired: prices were fetched again' })
  })

  test('a forbidden or full plan is refused without a call; a second tap waits for the first', async () => {
    const f = fake()
    const store = new HotelRoomsStore(CONTEXT, f.api)
    await store.load()
    expect(await store.choose(plan({ wb: 2 }), false)).toEqual({ kind: 'refused', message: '超标不可预订，请选择其他价格' })
    expect(await store.choose(plan({ bookable: false, unavailable: 'FULL' }), false)).toEqual({ kind: 'refused', message: '该房型已满房，请选择其他房型' })
    expect(f.calls.validate).toHaveLength(0)
    const first = store.choose(store.rooms[0].plans[0], false)
    expect(await store.choose(store.rooms[0].plans[0], false)).toEqual({ kind: 'busy' })
    expect((await first).kind).toBe('book')
  })
})

describe('more about the hotel', () => {
  test('loads the content; no hotel is "missing"', async () => {
    const store = new HotelMoreStore('SHA0170', { hotelDetail: async () => ({ hotelId: 'SHA0170', name: 'X' }) as never })
    await store.load()
    expect(store.status).toBe('ready')
    const none = new HotelMoreStore(null)
    await none.load()
    expect(none.status).toBe('missing')
  })
})
