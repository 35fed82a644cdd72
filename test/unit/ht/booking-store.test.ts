import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { EmpInfo } from '@/core/api/types'
import type { BookableEmployee } from '@/core/api/travellers'
import type { HtBookBody, HtOrderDetail, HtPricePlanReply, HtPriceValidateReply, RatePlanView, RoomTypeView } from '@/ht/api/hotel-booking'
import { hotelBookingContext } from '@/ht/stores/hotel-context'
import { findPlan, HotelBookingDrafts, HotelBookingStore, HotelDoneStore, type HotelBookingApi, type HotelBookingEnv } from '@/ht/stores/hotel-booking-store'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'

const NOW = chinaDate(2026, 10, 24, 10, 0, 0).getTime()
const KEY = 'SHA0170.R1-P1.20261128.20261130.aaaa1'
const CARD_KEY = 'SHA0170.R1-P4.20261128.20261130.aaaa1'

const SELF: EmpInfo = {
  empId: '1', empNo: 'HX0001', empName: '李明轩', engName: 'LI/MINGXUAN', corpId: '1', deptId: '10', deptName: '研发中心',
  phoneNumber: '13810010001', email: 'li@hx.example', idNumberMasked: '1101****0011', passportMasked: '', born: '1990-05-12',
  sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 1, isdirector: 0, appBook: 0, appTravel: 0, bookOutside: 0,
  bookRange: 3, approvalMode: 0, loginVip: 0, roleIds: ['booker'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
}

function employee(over: Partial<BookableEmployee> = {}): BookableEmployee {
  return {
    empId: '2', empNo: 'HX0101', empName: '孙悦', engName: 'SUN/YUE', deptId: '10', deptName: '研发中心', phoneMasked: '138****0101',
    email: '', sex: 'F', born: '1993-09-21', empRank: 'P2', psgType: 1, cards: [], isSelf: false, ...over,
  }
}
const SELF_ROW = employee({ empId: '1', empNo: 'HX0001', empName: '李明轩', engName: 'LI/MINGXUAN', isSelf: true })

function plan(over: Partial<RatePlanView> = {}): RatePlanView {
  return {
    ratePlanId: 'R1-P1', priceKey: KEY, name: '不含早 · 限时取消', breakfast: 0, breakfastText: '不含早', cancelType: 'FREE_UNTIL',
    cancelDeadline: '2026-11-28 18:00', cancelText: '', guarantee: 'NONE', payment: 'PREPAY', agreement: false,
    nightly: [{ night: '2026-11-28', price: 500 }, { night: '2026-11-29', price: 480 }], avgPrice: 490, totalPrice: 980, bookable: true,
    unavailable: null, wb: 0, wbText: '', ...over,
  }
}
const CARD_PLAN = plan({ ratePlanId: 'R1-P4', priceKey: CARD_KEY, guarantee: 'FIRST_NIGHT', payment: 'PAY_AT_HOTEL', cancelType: 'PENALTY_AFTER' })

function room(plans: RatePlanView[]): RoomTypeView {
  return { roomTypeId: 'R1', name: '标准大床房', bedType: 'KING', bed: '1.8米大床', areaSqm: 24, floor: '4-12', maxOccupancy: 2, window: true, smoking: false, roomsLeft: 4, lowestPrice: 490, plans }
}

function priced(plans: RatePlanView[] = [plan(), CARD_PLAN]): HtPricePlanReply {
  return { hotelId: 'SHA0170', name: '上海学府凯悦嘉轩酒店', checkInDate: '2026-11-28', checkOutDate: '2026-11-30', nights: 2, roomCount: 1, quoteExpiresAt: '2026-11-24 10:30', travelStandard: { empRank: 'P2', name: '主管级', cap: 550, cityTier: 1, overPolicyAction: 1 }, rooms: [room(plans)] }
}

function valid(over: Partial<HtPriceValidateReply> = {}): HtPriceValidateReply {
  return {
    valid: true, reasonCode: null, reason: '', priceKey: `${KEY}x`, nightly: plan().nightly, avgPrice: 490, roomTotal: 980, serviceFee: 40,
    totalAmount: 1020, roomsLeft: 4, payment: 'PREPAY', guarantee: 'NONE', guaranteeAmount: 0, cancelType: 'FREE_UNTIL', cancelDeadline: '2026-11-28 18:00', cancelText: '', ...over,
  }
}

const CARD_VALID = valid({ priceKey: `${CARD_KEY}x`, payment: 'PAY_AT_HOTEL', guarantee: 'FIRST_NIGHT', guaranteeAmount: 500, cancelType: 'PENALTY_AFTER' })

interface Calls {
  plan: unknown[]
  validate: unknown[]
  same: unknown[]
  card: unknown[]
  book: HtBookBody[]
  members: unknown[]
}

function fake(over: Partial<HotelBookingApi> = {}, plans: RatePlanView[] = [plan(), CARD_PLAN]) {
  const calls: Calls = { plan: [], validate: [], same: [], card: [], book: [], members: [] }
  const api: HotelBookingApi = {
    hotelDetail: async () => ({ hotelId: 'SHA0170', name: '上海学府凯悦嘉轩酒店', domestic: true, groupId: 'HYATT' }) as never,
    pricePlan: async (body) => {
      calls.plan.push(body)
      return priced(plans)
    },
    priceValidate: async (body) => {
      calls.validate.push(body)
      return body.priceKey.includes('R1-P4') ? CARD_VALID : valid()
    },
    checkSameOrder: async (body) => {
      calls.same.push(body)
      return { list: [] }
    },
    cardValidate: async (body) => {
      calls.card.push(body)
      return { valid: true, brand: 'VISA', last4: '1111', field: null, reason: '' }
    },
    bookHotel: async (body) => {
      calls.book.push(JSON.parse(JSON.stringify(body)) as HtBookBody)
      const card = !!body.guarantee
      return { orderId: '801', orderNo: 'JD801', status: card ? 'ISSUED' : 'AWAITING_PAYMENT', needApproval: false, payDeadline: card ? null : '2026-11-24 10:15', payment: card ? 'PAY_AT_HOTEL' : 'PREPAY', totalAmount: card ? 0 : 1020, roomTotal: 980, serviceFee: 40, confirmNo: card ? 'HC123' : null, guaranteeLast4: card ? '1111' : null }
    },
    memberCardList: async (empId) => {
      calls.members.push(empId)
      return { list: [{ id: '31', empId: '1', interfacePlat: 'HYATT', platName: '凯悦天地', hykh: 'WOH123456' }], plats: [] }
    },
    violationReasons: async () => [{ id: '7', code: '01', text: '协议酒店已满房', needNote: false }, { id: '8', code: '99', text: '其他', needNote: true }],
    queryParameter: async () => ({ parameterResponses: [{ paramNo: 'H083', value1: '1' }, { paramNo: 'H252', value1: '0' }] }),
    empFindList: async () => ({ list: [SELF_ROW, employee()], total: 2, bookRange: 3, bookOutside: 0 }),
    costCenterFindList: async () => [{ id: 5, code: 'CC-RD', name: '研发中心成本中心', deptId: '10' }],
    projectList: async () => ({ list: [], total: 0 }),
    ...over,
  }
  return { api, calls }
}

function env(over: Partial<HotelBookingEnv> = {}): HotelBookingEnv {
  let n = 0
  return { self: () => SELF, now: () => NOW, newToken: () => `token-000${++n}`, drafts: new HotelBookingDrafts(), ...over }
}

const RAW = { hotel: 'SHA0170', city: 'SHA', in: '2026-11-28', out: '2026-11-30', rooms: '1', adults: '1', tripType: '1', travellers: '1', priceKey: KEY }
const PARAMS = hotelBookingContext.decode(RAW)!

async function loaded(apiOver: Partial<HotelBookingApi> = {}, envOver: Partial<HotelBookingEnv> = {}, params = PARAMS, intl = false, plans?: RatePlanView[]) {
  const f = fake(apiOver, plans)
  const e = env(envOver)
  const store = new HotelBookingStore(f.api, e)
  await store.load(params, intl)
  return { store, calls: f.calls, env: e }
}

const yes = async () => true

function fillCard(store: HotelBookingStore, cvv = '123') {
  store.card.set('cardNumber', '4111 1111 1111 1111')
  store.card.set('expiry', '12/30')
  store.card.set('holder', 'LI MINGXUAN')
  store.card.set('cvv', cvv)
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('loading the form', () => {
  test('the plan of the key, its check, the search traveller in room 1, the contact, cost centre, rules and member card', async () => {
    const { store, calls } = await loaded()
    expect(store.status).toBe('ready')
    expect(store.plan?.ratePlanId).toBe('R1-P1')
    expect(calls.validate[0]).toEqual({ priceKey: KEY, roomCount: 1, tripType: 1 })
    expect(store.rooms.map((r) => r.map((g) => [g.name, g.source, g.empId]))).toEqual([[['李明轩', 'employee', '1']]])
    expect(store.contact).toEqual({ name: SELF.empName, phone: SELF.phoneNumber, email: SELF.email })
    expect(store.costCenterId).toBe('5')
    expect(store.rulesRequired).toBe(true)
    expect(store.breakdown).toMatchObject({ roomTotal: 980, serviceFee: 40, total: 1020, online: 1020, rooms: 1, nights: 2 })
    expect(store.serviceFeeLabel).toBe('服务费（因公）')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.members).toEqual(['1'])
    expect(store.memberCard?.hykh).toBe('WOH123456')
  })

  test('a stale key finds its rate plan quoted again (re-priced on expiry)', () => {
    const reply = priced([plan({ priceKey: 'SHA0170.R1-P1.20261128.20261130.zzzz9' })])
    expect(findPlan(reply, KEY)?.plan.priceKey).toBe('SHA0170.R1-P1.20261128.20261130.zzzz9')
    expect(findPlan(reply, 'SHA0170.R9-X.20261128.20261130.aaaa1')).toBeNull()
  })

  test('the plan no longer bookable is "gone" with the spec message; a missing plan too', async () => {
    const full = await loaded({ priceValidate: async () => valid({ valid: false, reasonCode: 'FULL' }) })
    expect(full.store.status).toBe('gone')
    expect(full.store.goneReason).toBe('该房型已满房，请选择其他房型')
    const missing = await loaded({}, {}, { ...PARAMS, priceKey: 'SHA0170.R7-Q.20261128.20261130.aaaa1' })
    expect(missing.store.status).toBe('gone')
  })

  test('a personal trip: the personal fee label, no policy or cost centre', async () => {
    const { store } = await loaded({}, {}, { ...PARAMS, tripType: 2 })
    expect(store.isBusiness).toBe(false)
    expect(store.serviceFeeLabel).toBe('服务费（因私）')
    expect(store.costCenters).toEqual([])
    expect(store.canAddOutside).toBe(true)
  })
})

describe('guests', () => {
  test('per room up to the occupancy, each once, at most 10', async () => {
    const { store } = await loaded({}, {}, { ...PARAMS, rooms: 2, adults: 2 })
    expect(store.rooms).toHaveLength(2)
    expect(store.addEmployee(employee(), null)).toBeNull()
    expect(store.rooms[1].map((g) => g.name)).toEqual(['孙悦'])
    expect(store.addEmployee(employee())).toBe('孙悦已在入住人中')
    expect(store.addEmployee(employee({ empId: '3', empName: '王强' }), 0)).toBeNull()
    expect(store.addEmployee(employee({ empId: '4', empName: '赵丽' }), 0)).toBe('每间最多入住2人')
    store.removeGuest('emp-2')
    expect(store.rooms[1]).toEqual([])
    expect(store.validate()).toBe('请为每间房选择入住人')
  })

  test('named guests and frequent travellers only with bookOutside on business trips', async () => {
    const { store } = await loaded()
    expect(store.canAddOutside).toBe(false)
    expect(store.addGuest()).toBeNull()
    expect(store.guests).toHaveLength(1)
    const outside = await loaded({ empFindList: async () => ({ list: [SELF_ROW], total: 1, bookRange: 4, bookOutside: 1 }) })
    outside.store.removeGuest('emp-1')
    expect(outside.store.addGuest()).toBeNull()
    expect(outside.store.validate()).toBe('请填写入住人姓名')
  })

  test('international hotels need English names; the employee’s is prefilled, the typed one is sent', async () => {
    const { store, calls } = await loaded({}, {}, PARAMS, true)
    const me = store.guests[0]
    expect([me.surname, me.given]).toEqual(['LI', 'MINGXUAN'])
    store.setGuestField(me.key, 'given', '')
    store.toggleRules()
    expect(store.validate()).toBe('请填写李明轩的英文姓和名（字母）')
    store.setGuestField(me.key, 'given', 'ming xuan')
    expect((await store.submit(yes)).ok).toBe(true)
    expect(calls.book[0].rooms).toEqual([{ guests: [{ empId: '1', engName: 'LI/MING XUAN' }] }])
  })
})

describe('the form checks', () => {
  test('contact name and phone required with the spec messages; remark at most 200 characters; the rules box', async () => {
    const { store } = await loaded()
    store.setContact('phone', '')
    store.setContact('name', '')
    store.setRemark('房'.repeat(201))
    expect(store.remarkError).toBe('备注最多200个字')
    expect(store.validate()).toBe('联系人姓名不能为空')
    expect(store.contactErrors).toEqual({ name: '联系人姓名不能为空', phone: '联系人手机不能为空' })
    expect(store.rulesError).toBe('请阅读并勾选同意《酒店预订须知》')
    store.setContact('phone', '1234')
    store.validate()
    expect(store.contactErrors.phone).toBe('请填写正确手机号码格式')
    expect(store.remark).toHaveLength(201)
  })

  test('out of policy: a reason is required (loaded from the hotel reasons), with a note for "other"', async () => {
    const { store, calls } = await loaded({}, {}, PARAMS, false, [plan({ wb: 1, wbText: '超出差旅标准（每间夜550元）' }), CARD_PLAN])
    store.toggleRules()
    expect(store.needReason).toBe(true)
    await new Promise((r) => setTimeout(r, 0))
    expect(store.reasons.map((r) => r.text)).toEqual(['协议酒店已满房', '其他'])
    expect(store.validate()).toBe('请选择超标原因')
    store.chooseReason('8')
    expect(store.validate()).toBe('请填写超标原因说明')
    store.setReasonNote('会议临时改期')
    expect((await store.submit(yes)).ok).toBe(true)
    expect(calls.book[0]).toMatchObject({ violationReasonId: '8', violationNote: '会议临时改期' })
  })

  test('a forbidden plan cannot be submitted', async () => {
    const { store, calls } = await loaded({}, {}, PARAMS, false, [plan({ wb: 2 }), CARD_PLAN])
    store.toggleRules()
    expect(store.forbidden).toBe(true)
    expect(await store.submit(yes)).toEqual({ ok: false, message: '超标不可预订，请选择其他价格' })
    expect(calls.book).toHaveLength(0)
  })
})

describe('booking', () => {
  test('the body: fresh key, rooms, contact, cost centre, arrival, remark, member card, rules, expected total, token', async () => {
    const { store, calls } = await loaded()
    store.toggleRules()
    store.setArrival('22:00')
    store.setRemark('高楼层')
    await new Promise((r) => setTimeout(r, 0))
    const outcome = await store.submit(yes)
    expect(outcome.ok).toBe(true)
    expect(calls.same[0]).toEqual({ checkInDate: '2026-11-28', checkOutDate: '2026-11-30', guests: [{ empId: '1' }] })
    expect(calls.book[0]).toEqual({
      priceKey: `${KEY}x`, roomCount: 1, rooms: [{ guests: [{ empId: '1' }] }], contact: { name: '李明轩', phone: '13810010001', email: 'li@hx.example' },
      tripType: 1, costCenterId: '5', arrivalTime: '22:00', remark: '高楼层', memberCardId: '31', rulesAccepted: 1, expectedTotal: 1020, clientToken: 'token-0001',
    })
    expect(calls.card).toHaveLength(0)
  })

  test('guests already booked on these nights: the user is asked, "no" books nothing', async () => {
    const { store, calls } = await loaded({ checkSameOrder: async () => ({ list: [{ orderId: '5', orderNo: 'JD5', guestName: '李明轩' }] }) })
    store.toggleRules()
    const asked: string[] = []
    const outcome = await store.submit(async (names, orders) => {
      asked.push(`${names}|${orders}`)
      return false
    })
    expect(outcome).toEqual({ ok: false, message: null })
    expect(asked).toEqual(['李明轩|JD5'])
    expect(calls.book).toHaveLength(0)
    expect((await store.submit(yes)).ok).toBe(true)
  })

  test('a refusal keeps the form and starts a new attempt; a network failure keeps the token for the retry', async () => {
    let fail: ApiError | null = new ApiError('network', '网络不给力', { shown: false })
    const { store, calls } = await loaded({
      bookHotel: async (body) => {
        calls.book.push(JSON.parse(JSON.stringify(body)) as HtBookBody)
        if (fail) throw fail
        return { orderId: '801', orderNo: 'JD801', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, payment: 'PREPAY', totalAmount: 1020, roomTotal: 980, serviceFee: 40, confirmNo: null, guaranteeLast4: null }
      },
    })
    store.toggleRules()
    store.setRemark('无烟')
    expect((await store.submit(yes)).ok).toBe(false)
    expect(store.error).toBe('网络不给力')
    fail = new ApiError('business', '李明轩在2026-11-28已有酒店预订', { errCode: 4009, shown: false })
    await store.submit(yes)
    fail = null
    expect((await store.submit(yes)).ok).toBe(true)
    expect(calls.book.map((b) => b.clientToken)).toEqual(['token-0001', 'token-0001', 'token-0002'])
    expect(store.remark).toBe('无烟')
  })

  test('a changed price is quoted again on the form', async () => {
    let first = true
    const { store, calls } = await loaded({
      bookHotel: async () => {
        if (first) {
          first = false
          throw new ApiError('business', '价格已变化', { errCode: 4009, shown: false, data: { reasonCode: 'PRICE_CHANGED', totalAmount: 1100 } })
        }
        return { orderId: '801', orderNo: 'JD801', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, payment: 'PREPAY', totalAmount: 1100, roomTotal: 1060, serviceFee: 40, confirmNo: null, guaranteeLast4: null }
      },
    })
    store.toggleRules()
    const before = calls.validate.length
    expect((await store.submit(yes)).ok).toBe(false)
    expect(calls.validate.length).toBe(before + 1)
  })

  test('an application refusal is marked on the application card', async () => {
    const { store } = await loaded(
      { bookHotel: async () => { throw new ApiError('business', '请选择出差申请单', { errCode: 4009, shown: false, data: { code: 'C767' } }) } },
      {},
      { ...PARAMS, ccsqdId: '7' },
    )
    store.toggleRules()
    await store.submit(yes)
    expect(store.applicationError).toBe('请选择出差申请单')
  })
})

describe('the guarantee card', () => {
  const CARD_PARAMS = { ...PARAMS, priceKey: CARD_KEY }

  test('a plan with a guarantee asks for the card; cardValidate, then book carries it; afterwards only the last four', async () => {
    const { store, calls } = await loaded({}, {}, CARD_PARAMS)
    store.toggleRules()
    expect(store.needsCard).toBe(true)
    expect(store.payAtHotel).toBe(true)
    expect(store.breakdown.online).toBe(0)
    expect(await store.submit(yes)).toEqual({ ok: false, message: '请填写信用卡卡号' })
    fillCard(store)
    const outcome = await store.submit(yes)
    expect(outcome.ok).toBe(true)
    expect(calls.card).toEqual([{ cardNumber: '4111111111111111', expiry: '12/30', holder: 'LI MINGXUAN' }])
    expect(calls.book[0].guarantee).toEqual({ cardNumber: '4111111111111111', expiry: '12/30', holder: 'LI MINGXUAN', cvv: '123' })
    expect([store.card.cardNumber, store.card.cvv, store.card.last4]).toEqual(['', '', '1111'])
  })

  test('a card the server refuses shows under its field; nothing is booked', async () => {
    const { store, calls } = await loaded({ cardValidate: async () => ({ valid: false, brand: '', last4: '1111', field: 'expiry', reason: '信用卡已过期' }) }, {}, CARD_PARAMS)
    store.toggleRules()
    fillCard(store)
    expect(await store.submit(yes)).toEqual({ ok: false, message: '信用卡已过期' })
    expect(store.card.errors.expiry).toBe('信用卡已过期')
    expect(calls.book).toHaveLength(0)
    expect(store.card.cvv).toBe('123')
    store.setCard('expiry', '1231')
    expect([store.card.expiry, store.card.errors.expiry, store.error]).toEqual(['12/31', undefined, ''])
  })

  test('the CVV is cleared once a booking carrying it was sent, even when refused', async () => {
    const { store } = await loaded({ bookHotel: async () => { throw new ApiError('business', '房间已满', { errCode: 4009, shown: false }) } }, {}, CARD_PARAMS)
    store.toggleRules()
    fillCard(store)
    await store.submit(yes)
    expect(store.card.cvv).toBe('')
    expect(store.card.cardNumber).toBe('4111 1111 1111 1111')
  })

  test('neither the card number nor the CVV ever reaches storage or the draft', async () => {
    const drafts = new HotelBookingDrafts()
    const { store } = await loaded({ bookHotel: async () => { throw new ApiError('network', '网络不给力', { shown: false }) } }, { drafts }, CARD_PARAMS)
    store.toggleRules()
    fillCard(store, '987')
    store.setRemark('晚到')
    await store.submit(yes)
    fillCard(store, '987')
    const stored = JSON.stringify([...taroMock.storage.entries()])
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '987', '12/30']) {
      expect(stored.includes(secret)).toBe(false)
      expect(drafts.dump().includes(secret)).toBe(false)
    }
    expect(drafts.dump()).toContain('晚到')
    expect(Object.keys(store.draftValue)).not.toContain('card')
  })
})

describe('the draft', () => {
  test('what was typed comes back when the user returns for another plan of the same stay; dropped once booked', async () => {
    const drafts = new HotelBookingDrafts()
    const first = await loaded({}, { drafts })
    first.store.setRemark('需要安静房间')
    first.store.setArrival('20:00')
    first.store.addEmployee(employee())
    first.store.dispose()
    const second = await loaded({}, { drafts }, { ...PARAMS, priceKey: CARD_KEY })
    expect(second.store.remark).toBe('需要安静房间')
    expect(second.store.arrival).toBe('20:00')
    expect(second.store.guests.map((g) => g.name)).toEqual(['李明轩', '孙悦'])
    expect(second.store.notice).toBe('已恢复您上次填写的内容')
    second.store.toggleRules()
    fillCard(second.store)
    expect((await second.store.submit(yes)).ok).toBe(true)
    const third = await loaded({}, { drafts })
    expect(third.store.remark).toBe('')
  })
})

describe('the completion screen', () => {
  function order(over: Partial<HtOrderDetail> = {}): HtOrderDetail {
    return { orderId: '801', orderNo: 'JD801', status: 'AWAITING_PAYMENT', paySecondsLeft: 600, ...over } as HtOrderDetail
  }

  test('reads the order, counts the pay time down; a bad id is "not found" without a call', async () => {
    const store = new HotelDoneStore('801', { hotelOrderDetail: async () => order() })
    await store.load()
    expect(store.status).toBe('ready')
    store.tick()
    expect(store.remaining).toBe(599)
    const bad = new HotelDoneStore('abc', { hotelOrderDetail: async () => { throw new Error('no call expected') } })
    await bad.load()
    expect(bad.status).toBe('notFound')
    const missing = new HotelDoneStore('9', { hotelOrderDetail: async () => { throw new ApiError('business', '订单不存在', { errCode: 4004, shown: false }) } })
    await missing.load()
    expect(missing.status).toBe('notFound')
  })

  test('while the hotel confirms a paid order it is read again', async () => {
    let reads = 0
    const store = new HotelDoneStore('801', {
      hotelOrderDetail: async () => {
        reads += 1
        return order({ status: reads > 1 ? 'ISSUED' : 'TICKETING', confirmNo: reads > 1 ? 'HC1' : null })
      },
    })
    await store.load()
    expect(store.confirming).toBe(true)
    store.tick()
    store.tick()
    store.tick()
    await new Promise((r) => setTimeout(r, 0))
    expect(store.order?.status).toBe('ISSUED')
    expect(store.order?.confirmNo).toBe('HC1')
  })
})
