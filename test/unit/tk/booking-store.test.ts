import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { idCheckDigit } from '@/core/domain/id-card'
import type { EmpInfo } from '@/core/api/types'
import type { BookableEmployee, Contact } from '@/core/api/travellers'
import type { BookBody, Cabin, Flight, QueryCabinReply } from '@/tk/api/flight-booking'
import { BookingDrafts } from '@/tk/stores/booking-draft'
import { FlightBookingStore, parseBookingParams, type BookingApi, type BookingEnv } from '@/tk/stores/flight-booking-store'
import { applyField, checkTraveller, fromEmployee, newGuest, toPassengerInput } from '@/tk/stores/flight-order-travellers'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'

/** A valid 18-digit ID number for a birth date (Beijing Chaoyang, odd sequence: male). */
function idFor(born: string, seq = '123'): string {
  const first17 = `110105${born.replace(/-/g, '')}${seq}`
  return first17 + idCheckDigit(first17)
}

const NOW = chinaDate(2026, 10, 22, 9, 0, 0).getTime()
const DEP = '2026-11-25 08:00'

const SELF: EmpInfo = {
  empId: '1', empNo: 'HX0001', empName: '李明轩', engName: 'LI/MINGXUAN', corpId: '1', deptId: '10', deptName: '研发中心',
  phoneNumber: '13810010001', email: 'li@hx.example', idNumberMasked: '1101****0011', passportMasked: 'E1****78', born: '1990-05-12',
  sex: 'M', nation: 'CN', empRank: 'P2', ifApprover: 0, ifBooker: 1, isdirector: 0, appBook: 0, appTravel: 0, bookOutside: 1,
  bookRange: 3, approvalMode: 0, loginVip: 0, roleIds: ['booker'], sqdBookType: 0, ssoJsonParam: null, mustChangePassword: 0,
}

function flight(over: Partial<Flight> = {}): Flight {
  return {
    flightKey: '20261125.CA1501.PEK.SHA', flightNo: 'CA1501', airline: 'CA', airlineName: '中国国航', aircraft: '333', aircraftName: 'A330',
    aircraftSize: 'L', depCityCode: 'BJS', depCityName: '北京', depAirport: 'PEK', depAirportName: '首都机场', depTerminal: 'T3',
    arrCityCode: 'SHA', arrCityName: '上海', arrAirport: 'SHA', arrAirportName: '虹桥机场', arrTerminal: 'T2', depTime: DEP,
    arrTime: '2026-11-25 10:15', arrDayOffset: 0, durationMinutes: 135, stops: 0, stopCity: '', codeShare: false, operatingAirline: '', operatingAirlineName: '',
    operatingFlightNo: '', meal: true, yFullPrice: 1240, lowestPrice: 800, lowestCabinCode: 'M', lowestCabinClass: 'Y', lowestDiscount: 70,
    lowestInPolicy: true, seatsLeft: 9, airportFee: 50, fuelFee: 30, ...over,
  }
}

function cabin(over: Partial<Cabin> = {}): Cabin {
  return {
    cabinKey: '20261125.CA1501.PEK.SHA~M~800', cabinCode: 'M', cabinClass: 'Y', cabinName: '经济舱', price: 800, discount: 70,
    childPrice: 620, infantPrice: 124, airportFee: 50, fuelFee: 30, seatsLeft: 9,
    baggage: { carryOnKg: 5, checkedKg: 20, text: '手提5kg，托运20kg' }, refundRule: 'r', changeRule: 'c', transferable: false,
    policy: { inPolicy: true, violations: [] }, ...over,
  }
}

function employee(over: Partial<BookableEmployee> = {}): BookableEmployee {
  return {
    empId: '2', empNo: 'HX0101', empName: '孙悦', engName: 'SUN/YUE', deptId: '10', deptName: '研发中心', phoneMasked: '138****0101',
    email: '', sex: 'F', born: '1993-09-21', empRank: 'P2', psgType: 1,
    cards: [{ cardId: '', cardType: 'NI', cardNumberMasked: '3701****0022', expiry: '', issuePlace: '' }], isSelf: false, ...over,
  }
}

const SELF_ROW = employee({ empId: '1', empNo: 'HX0001', empName: '李明轩', isSelf: true, sex: 'M', born: '1990-05-12' })

function fakeApi(over: Partial<BookingApi> = {}) {
  const calls = { book: [] as BookBody[], pat: [] as string[], timeOut: [] as string[], contactsEdit: 0, sameOrder: 0 }
  const reply: QueryCabinReply = { flight: flight(), cabins: [cabin(), cabin({ cabinKey: 'other~Y~1240', cabinCode: 'Y', price: 1240 })], travelStandard: null }
  const api: BookingApi = {
    queryCabin: async () => reply,
    patForFlight: async (key) => {
      calls.pat.push(key)
      return { price: 800, quotedPrice: 800, priceChanged: false, airportFee: 50, fuelFee: 30, seatsLeft: 9, cabinKey: key }
    },
    getAddConPrice: async (_tripType, n) => ({ serviceFee: 20, total: 20 * n }),
    matchClbz: async () => ({ travellers: [], inPolicy: true, needReason: false, forbidden: false, needApproval: false }),
    validateTimeOut: async (key) => {
      calls.timeOut.push(key)
      return { valid: true, minutesToDeparture: 3000 }
    },
    checkSameOrder: async () => {
      calls.sameOrder += 1
      return { duplicates: [] }
    },
    book: async (body) => {
      calls.book.push(body)
      return { orderId: '77', orderNo: 'TK77', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-11-22 09:15:00', totalAmount: 900 }
    },
    getBxcpList: async () => [
      { bxid: 'B1', bxmc: '航空意外险', saleprice: 30, bxxz: '', besm: '', defaultSelected: 1, companyPaid: 0 },
      { bxid: 'B2', bxmc: '航班延误险', saleprice: 20, bxxz: '', besm: '', defaultSelected: 0, companyPaid: 0 },
    ],
    costCenterFindList: async () => [
      { id: 5, code: 'CC-RD', name: '研发中心成本中心', deptId: '10' },
      { id: 6, code: 'CC-MKT', name: '市场推广费用', deptId: '11' },
    ],
    projectList: async () => ({ list: [], total: 0 }),
    violationReasons: async () => [{ id: '3', code: 'R1', text: '会议时间限制', needNote: false }],
    empFindList: async () => ({ list: [SELF_ROW, employee()], total: 2, bookRange: 3, bookOutside: 1 }),
    vipEmpContactsPage: async () => ({ list: [], total: 0 }),
    vipEmpContactsEdit: async () => {
      calls.contactsEdit += 1
      return { id: '901' }
    },
    ...over,
  }
  return { api, calls }
}

function env(over: Partial<BookingEnv> = {}) {
  const prompts: string[] = []
  let n = 0
  const e: BookingEnv = {
    self: () => SELF,
    confirm: async (_title, message) => {
      prompts.push(message)
      return true
    },
    now: () => NOW,
    newToken: () => `token-000${++n}`,
    // Each test its own drafts (the app shares the session's).
    drafts: new BookingDrafts(),
    ...over,
  }
  return { env: e, prompts }
}

const PARAMS = parseBookingParams({ flightKey: '20261125.CA1501.PEK.SHA', cabinKey: '20261125.CA1501.PEK.SHA~M~800', tripType: '1', travellers: '1' })!

async function loaded(apiOver: Partial<BookingApi> = {}, envOver: Partial<BookingEnv> = {}) {
  const fa = fakeApi(apiOver)
  const fe = env(envOver)
  const store = new FlightBookingStore(fa.api, fe.env)
  await store.load(PARAMS)
  return { store, calls: fa.calls, prompts: fe.prompts }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('hand-off from the cabin page', () => {
  test('reads keys, trip type and travellers from the URL', () => {
    const p = parseBookingParams({ flightKey: 'F1234567', cabinKey: 'C1234567', tripType: '2', travellers: '12,x,12,13', returnFlightKey: 'R1234567' })
    expect(p).toMatchObject({ tripType: 2, travellerEmpIds: ['12', '13'], returnFlightKey: undefined })
    expect(parseBookingParams({ flightKey: '', cabinKey: 'x' })).toBeNull()
  })
})

describe('travellers', () => {
  test('a guest with a national ID gets sex, birth date and passenger type from the number', () => {
    const g = newGuest()
    applyField(g, 'cardNumber', idFor('2020-03-01'), '2026-11-25')
    expect(g).toMatchObject({ sex: 'M', born: '2020-03-01', psgType: 2 })
    applyField(g, 'cardNumber', idFor('2025-06-01'), '2026-11-25')
    expect(g.psgType).toBe(3)
    applyField(g, 'cardNumber', '123', '2026-11-25')
    expect(g).toMatchObject({ sex: '', born: '', psgType: 1 })
  })

  test("the spec's messages, field by field, and only for the fields the card type shows", () => {
    const g = newGuest()
    g.name = '王五'
    g.cardNumber = '110105199001011234'
    g.phone = '138'
    let check = checkTraveller(g, '2026-11-25', new Date(NOW))
    expect(check.first).toBe('请核实王五的身份证号码！')
    expect(check.errors.phone).toBe('请填写正确手机号码格式')
    expect(check.errors.engName).toBeUndefined()

    applyField(g, 'cardType', 'PP', '2026-11-25')
    g.cardNumber = 'E12345678901'
    check = checkTraveller(g, '2026-11-25', new Date(NOW))
    expect(check.first).toBe('请核实王五的证件号码！')
    expect(check.errors).toMatchObject({ engName: '英文名不能为空', sex: '性别不能为空', born: '出生日期不能为空', issuePlace: '签发地不能为空' })

    applyField(g, 'cardType', 'UU', '2026-11-25')
    check = checkTraveller(g, '2026-11-25', new Date(NOW))
    expect(Object.keys(check.errors).sort()).toEqual(['phone'])
  })

  test('English messages follow the language', () => {
    setLocale('en-US')
    const g = newGuest()
    g.name = 'Wang'
    expect(checkTraveller(g, '2026-11-25').first).toBe("Please check Wang's ID card number!")
  })

  test('employees fly with a document on file, sent by empId and card type only', () => {
    const t = fromEmployee(employee(), '2026-11-25')
    expect(checkTraveller(t, '2026-11-25').first).toBeNull()
    expect(toPassengerInput(t)).toEqual({ empId: '2', cardType: 'NI' })
    const none = fromEmployee(employee({ cards: [] }), '2026-11-25')
    expect(checkTraveller(none, '2026-11-25').first).toBe('请核实孙悦的身份证号码！')
  })
})

describe('loading the form', () => {
  test('the fare, the travellers of the URL, the contact, the cost centre of my department and default insurance', async () => {
    const { store } = await loaded()
    expect(store.status).toBe('ready')
    expect(store.segments[0].cabin.cabinCode).toBe('M')
    expect(store.travellers.map((t) => t.name)).toEqual(['李明轩'])
    expect(store.contact).toEqual({ name: '李明轩', phone: '13810010001', email: 'li@hx.example' })
    expect(store.costCenterId).toBe('5')
    expect(store.insuranceIds).toEqual(['B1'])
    expect(store.serviceFee).toBe(20)
    // 800 fare + 80 taxes + 20 service + 30 insurance
    expect(store.breakdown).toMatchObject({ fare: 800, taxes: 80, serviceFee: 20, insurance: 30, total: 930 })
  })

  test('a changed fare is taken, with its new key, and told', async () => {
    const { store } = await loaded({
      patForFlight: async () => ({ price: 860, quotedPrice: 800, priceChanged: true, airportFee: 50, fuelFee: 30, seatsLeft: 3, cabinKey: 'new-key-860' }),
    })
    expect(store.segments[0]).toMatchObject({ price: 860, cabinKey: 'new-key-860' })
    expect(store.priceNotices[0]).toContain('¥800 → ¥860')
  })

  test('a fare no longer listed is "gone"; a failing call is an error with retry', async () => {
    expect((await loaded({ queryCabin: async () => ({ flight: flight(), cabins: [], travelStandard: null }) })).store.status).toBe('gone')
    const failing = await loaded({ queryCabin: async () => Promise.reject(new ApiError('network', '请求超时', { shown: true })) })
    expect(failing.store.status).toBe('error')
    expect(failing.store.loadError).toBe('请求超时')
  })
})

describe('adding travellers', () => {
  test('at most 9, nobody twice, guests only with bookOutside', async () => {
    const { store } = await loaded()
    expect(store.addEmployee(SELF_ROW)).toBe('李明轩已在乘机人中')
    for (let i = 0; i < 8; i++) expect(store.addEmployee(employee({ empId: String(100 + i), empName: `同事${i}` }))).toBeNull()
    expect(store.travellers).toHaveLength(9)
    expect(store.addGuest()).toBe('每次最多预订9名乘机人')
    const contact: Contact = { contactId: '5', chName: '陈思远', enName: '', sex: 'M', born: '1983-07-22', mobile: '13917220722', email: '', relation: 'client', nationCode: 'CN', psgType: 1, cards: [] }
    expect(store.addContact(contact)).toBe('每次最多预订9名乘机人')
  })

  test('no guest button without bookOutside', async () => {
    const { store } = await loaded({}, { self: () => ({ ...SELF, bookOutside: 0, bookRange: 1 }) })
    expect(store.bookOutside).toBe(false)
    expect(store.canPickColleagues).toBe(false)
    expect(store.addGuest()).toBeNull()
    expect(store.travellers).toHaveLength(1)
  })
})

describe('booking', () => {
  test('bad data: messages under the fields, the first one returned, and everything typed kept', async () => {
    const { store, calls } = await loaded()
    store.addGuest()
    const key = store.travellers[1].key
    store.setTravellerField(key, 'name', '外宾')
    store.setTravellerField(key, 'cardNumber', '110105199001011234')
    store.setTravellerField(key, 'phone', '12345')
    store.setContact('email', 'bad@mail')
    const outcome = await store.submit()
    expect(outcome).toEqual({ ok: false, message: '请核实外宾的身份证号码！' })
    expect(store.travellerErrors[key]).toMatchObject({ cardNumber: '请核实外宾的身份证号码！', phone: '请填写正确手机号码格式' })
    expect(store.contactErrors.email).toBe('请填写正确邮箱格式')
    expect(store.travellers[1]).toMatchObject({ name: '外宾', cardNumber: '110105199001011234', phone: '12345' })
    expect(calls.book).toHaveLength(0)
  })

  test('contact name and mobile are required', async () => {
    const { store } = await loaded()
    store.setContact('name', ' ')
    store.setContact('phone', '')
    expect(await store.submit()).toEqual({ ok: false, message: '姓名不能为空' })
    expect(store.contactErrors.phone).toBe('请填写正确手机号码格式')
  })

  test('the checks in order, then book with the idempotency token', async () => {
    const { store, calls, prompts } = await loaded()
    store.addGuest()
    const key = store.travellers[1].key
    store.setTravellerField(key, 'name', '外宾')
    store.setTravellerField(key, 'cardNumber', idFor('1980-01-01'))
    store.setTravellerField(key, 'phone', '13900000001')
    const outcome = await store.submit()
    expect(outcome.ok).toBe(true)
    expect(prompts).toEqual([])
    expect(calls.sameOrder).toBe(1)
    expect(calls.timeOut).toEqual(['20261125.CA1501.PEK.SHA~M~800'])
    expect(calls.book[0]).toMatchObject({
      segments: [{ cabinKey: '20261125.CA1501.PEK.SHA~M~800' }],
      passengers: [{ empId: '1', cardType: 'NI' }, { name: '外宾', cardType: 'NI', phone: '13900000001', psgType: 1, born: '1980-01-01', sex: 'M' }],
      contact: { name: '李明轩', phone: '13810010001', email: 'li@hx.example' },
      tripType: 1,
      costCenterId: '5',
      insuranceIds: ['B1'],
      clientToken: 'token-0001',
    })
  })

  test('departure within 2 hours asks first; "no" stops without booking', async () => {
    const { store, calls, prompts } = await loaded({}, { now: () => chinaDate(2026, 10, 25, 6, 30).getTime(), confirm: async (_t, m) => (prompts.push(m), false) })
    const prompts2 = prompts
    expect(await store.submit()).toEqual({ ok: false, message: null })
    expect(prompts2[0]).toContain('不足2小时')
    expect(calls.book).toHaveLength(0)
  })

  test('within 30 minutes: the entry-time and security prompt', async () => {
    const { store, prompts } = await loaded({}, { now: () => chinaDate(2026, 10, 25, 7, 40).getTime() })
    await store.submit()
    expect(prompts[0]).toContain('不足30分钟')
  })

  test('duplicates are shown and the user decides', async () => {
    const said: boolean[] = [false]
    const { store, calls, prompts } = await loaded(
      { checkSameOrder: async () => ({ duplicates: [{ orderId: '5', orderNo: 'TK5', passengerName: '李明轩' }] }) },
      { confirm: async (_t, m) => (prompts.push(m), said.shift() ?? true) },
    )
    expect(await store.submit()).toEqual({ ok: false, message: null })
    expect(prompts[0]).toContain('李明轩（订单号 TK5）')
    expect(calls.book).toHaveLength(0)
    expect((await store.submit()).ok).toBe(true)
  })

  test('a route already booked (routeStatus 3) is confirmed, then booked under the application without the route', async () => {
    const fa = fakeApi()
    const fe = env()
    const store = new FlightBookingStore(fa.api, fe.env)
    await store.load({ ...PARAMS, ccsqdId: '31', routeId: '302', routeStatus: '3' })
    await store.submit()
    expect(fe.prompts[0]).toBe('该行程已预订过，是否继续预订？')
    expect(fa.calls.book[0]).toMatchObject({ ccsqdId: '31' })
    expect(fa.calls.book[0]).not.toHaveProperty('routeId')
  })

  test('validateTimeOut FARE_CHANGED prices again and stops; SOLD_OUT says so', async () => {
    let pats = 0
    const { store, calls } = await loaded({
      validateTimeOut: async () => ({ valid: false, reasonCode: 'FARE_CHANGED', minutesToDeparture: 3000 }),
      patForFlight: async (key) => {
        pats += 1
        return pats === 1
          ? { price: 800, quotedPrice: 800, priceChanged: false, airportFee: 50, fuelFee: 30, seatsLeft: 9, cabinKey: key }
          : { price: 900, quotedPrice: 800, priceChanged: true, airportFee: 50, fuelFee: 30, seatsLeft: 9, cabinKey: 'k900' }
      },
    })
    expect(await store.submit()).toEqual({ ok: false, message: '票价已变动，已为您更新为最新价格，请确认后重新提交' })
    expect(store.segments[0]).toMatchObject({ price: 900, cabinKey: 'k900' })
    expect(calls.book).toHaveLength(0)

    const sold = await loaded({ validateTimeOut: async () => ({ valid: false, reasonCode: 'SOLD_OUT', minutesToDeparture: 3000 }) })
    expect((await sold.store.submit()).ok).toBe(false)
    expect(sold.store.error).toBe('该舱位已售完，请重新选择')
  })

  test('a retry after a network failure reuses the token; a refusal starts a new attempt', async () => {
    const replies: (() => Promise<never>)[] = [
      () => Promise.reject(new ApiError('network', '请求超时', { shown: true })),
      () => Promise.reject(new ApiError('business', '座位已售完', { errCode: 4009, shown: false })),
    ]
    const tokens: string[] = []
    const { store } = await loaded({
      book: async (body) => {
        tokens.push(body.clientToken)
        const next = replies.shift()
        if (next) return next()
        return { orderId: '77', orderNo: 'TK77', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, totalAmount: 900 }
      },
    })
    expect(await store.submit()).toEqual({ ok: false, message: '请求超时' })
    expect(await store.submit()).toEqual({ ok: false, message: '座位已售完' })
    expect((await store.submit()).ok).toBe(true)
    expect(tokens).toEqual(['token-0001', 'token-0001', 'token-0002'])
  })

  test('out of policy: a reason is required; forbidden blocks', async () => {
    const out = { travellers: [{ empId: '1', empName: '李明轩', empRank: 'P2', standardName: 'P2', inPolicy: false, violations: [{ code: 'DISCOUNT' as const, text: '折扣超标' }] }], inPolicy: false, needReason: true, forbidden: false, needApproval: true }
    const { store, calls } = await loaded({ matchClbz: async () => out })
    expect(store.needApproval).toBe(true)
    expect(store.violationTexts).toEqual(['李明轩：折扣超标'])
    expect(await store.submit()).toEqual({ ok: false, message: '请选择超标原因' })
    store.chooseReason('3')
    expect((await store.submit()).ok).toBe(true)
    expect(calls.book[0].violationReasonId).toBe('3')

    const forbidden = await loaded({ matchClbz: async () => ({ ...out, forbidden: true }) })
    expect(await forbidden.store.submit()).toEqual({ ok: false, message: expect.stringContaining('不可预订') })
  })

  test('a guest kept as a frequent traveller is saved first and booked by contactId', async () => {
    const { store, calls } = await loaded()
    store.addGuest()
    const key = store.travellers[1].key
    store.setTravellerField(key, 'name', '外宾')
    store.setTravellerField(key, 'cardNumber', idFor('1980-01-01'))
    store.setTravellerField(key, 'phone', '13900000001')
    store.setTravellerField(key, 'saveAsContact', true)
    expect((await store.submit()).ok).toBe(true)
    expect(calls.contactsEdit).toBe(1)
    expect(calls.book[0].passengers[1]).toEqual({ contactId: '901', cardType: 'NI' })
  })
})

describe('booking under a business-trip application', () => {
  const UNDER = parseBookingParams({
    flightKey: '20261125.CA1501.PEK.SHA',
    cabinKey: '20261125.CA1501.PEK.SHA~M~800',
    tripType: '1',
    travellers: '1',
    ccsqdId: '31',
    ccsqdNo: 'SQ2611200001',
    routeId: '301',
    routeStatus: '1',
  })!

  async function under(apiOver: Partial<BookingApi> = {}) {
    const fa = fakeApi(apiOver)
    const store = new FlightBookingStore(fa.api, env().env)
    await store.load(UNDER)
    return { store, calls: fa.calls }
  }

  test('the hand-off reads the application, its number and route; a route without an application is dropped', () => {
    expect(UNDER).toMatchObject({ ccsqdId: '31', ccsqdNo: 'SQ2611200001', routeId: '301', routeStatus: '1' })
    const bad = parseBookingParams({ flightKey: 'F1234567', cabinKey: 'C1234567', ccsqdId: 'x', routeId: '301', routeStatus: '3', ccsqdNo: 'SQ1' })
    expect(bad).toMatchObject({ ccsqdId: undefined, ccsqdNo: undefined, routeId: undefined, routeStatus: undefined })
  })

  test('book sends ccsqdId with routeId', async () => {
    const { store, calls } = await under()
    expect((await store.submit()).ok).toBe(true)
    expect(calls.book[0]).toMatchObject({ ccsqdId: '31', routeId: '301', tripType: 1 })
  })

  test('a refusal about the application shows at its summary and keeps the form', async () => {
    let refuse = true
    const { store, calls } = await under({
      book: async (body) => {
        calls.book.push(body)
        if (refuse) throw new ApiError('business', '航班日期不在出差申请单的日期内', { errCode: 4009, data: { field: 'ccsqdId' }, shown: false })
        return { orderId: '77', orderNo: 'TK77', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, totalAmount: 900 }
      },
    })
    store.setContact('email', 'me@hx.example')
    expect(await store.submit()).toEqual({ ok: false, message: '航班日期不在出差申请单的日期内' })
    expect(store.applicationError).toBe('航班日期不在出差申请单的日期内')
    expect(store.error).toBe('航班日期不在出差申请单的日期内')
    expect(store.travellers).toHaveLength(1)
    expect(store.contact.email).toBe('me@hx.example')
    expect(store.status).toBe('ready')
    refuse = false
    expect((await store.submit()).ok).toBe(true)
    expect(store.applicationError).toBe('')
    // A refusal is final for that attempt: the next one is a new booking.
    expect(calls.book.map((b) => b.clientToken)).toEqual(['token-0001', 'token-0002'])
  })

  test('a route refusal (data.field routeId) and a C767 count; a sold-out seat does not', async () => {
    const route = await under({ book: async () => Promise.reject(new ApiError('business', '行程与航班城市不符', { errCode: 4009, data: { field: 'routeId' }, shown: false })) })
    await route.store.submit()
    expect(route.store.applicationError).toBe('行程与航班城市不符')
    const sold = await under({ book: async () => Promise.reject(new ApiError('business', '座位已售完', { errCode: 4009, shown: false })) })
    await sold.store.submit()
    expect(sold.store.applicationError).toBe('')
    expect(sold.store.error).toBe('座位已售完')
    const c767 = await loaded({ book: async () => Promise.reject(new ApiError('business', '请先选择已审批的出差申请单', { errCode: 4009, data: { code: 'C767' }, shown: false })) })
    await c767.store.submit()
    expect(c767.store.applicationError).toBe('请先选择已审批的出差申请单')
  })
})

describe('going back for another fare keeps what was entered', () => {
  const guestId = idFor('1985-06-15', '228')

  /** A form of the search with a colleague instead of the booker and a fully typed guest. */
  async function filled(drafts: BookingDrafts) {
    const { store } = await loaded({}, { drafts })
    store.removeTraveller('emp-1')
    store.addEmployee(employee())
    store.addGuest()
    const guest = store.travellers.find((t) => t.source === 'guest')!
    store.setTravellerField(guest.key, 'name', '赵外宾')
    store.setTravellerField(guest.key, 'cardNumber', guestId)
    store.setTravellerField(guest.key, 'phone', '13912345678')
    store.setContact('name', '王秘书')
    store.chooseCostCenter('6')
    return store
  }

  test('another fare of the same search: the travellers (the guest with every field), the contact and the cost centre are back, the booker is not', async () => {
    const drafts = new BookingDrafts()
    const first = await filled(drafts)
    first.dispose()
    // The user went back and took another fare: a new form for the same search.
    const other = { ...PARAMS, cabinKey: 'other~Y~1240' }
    const fa = fakeApi()
    const store = new FlightBookingStore(fa.api, env({ drafts }).env)
    await store.load(other)
    expect(store.travellers.map((t) => [t.source, t.name])).toEqual([['employee', '孙悦'], ['guest', '赵外宾']])
    const guest = store.travellers[1]
    expect(guest).toMatchObject({ cardType: 'NI', cardNumber: guestId, phone: '13912345678', born: '1985-06-15', sex: 'F', psgType: 1 })
    expect(store.contact.name).toBe('王秘书')
    expect(store.costCenterId).toBe('6')
    expect(store.hasSelf).toBe(false)
    expect(store.notice).toBe('已保留您之前填写的乘机人和联系人')
    // And the fares page judges the policy of those employees, not of the booker the search started with.
    expect(drafts.policyTravellerIds('1', { tripType: 1, travellerEmpIds: ['1'] })).toEqual(['2'])
    expect(drafts.policyTravellerIds('1', { tripType: 1, travellerEmpIds: ['3'] })).toEqual(['3'])
  })

  test('another search, another employee, or a booked order: no draft', async () => {
    const drafts = new BookingDrafts()
    ;(await filled(drafts)).dispose()
    const otherSearch = parseBookingParams({ flightKey: PARAMS.flightKey, cabinKey: PARAMS.cabinKey, tripType: '2', travellers: '1' })!
    const personal = new FlightBookingStore(fakeApi().api, env({ drafts }).env)
    await personal.load(otherSearch)
    expect(personal.travellers.map((t) => t.name)).toEqual(['李明轩'])
    const someoneElse = new FlightBookingStore(fakeApi().api, env({ drafts, self: () => ({ ...SELF, empId: '9', empName: '别人' }) }).env)
    await someoneElse.load(PARAMS)
    expect(someoneElse.travellers.some((t) => t.name === '赵外宾')).toBe(false)

    const again = await filled(drafts)
    const outcome = await again.submit()
    expect(outcome.ok).toBe(true)
    const next = new FlightBookingStore(fakeApi().api, env({ drafts }).env)
    await next.load(PARAMS)
    expect(next.travellers.map((t) => t.name)).toEqual(['李明轩'])
  })

  test('guests alone: the policy is asked for them (the server applies the booker\'s standard), not skipped', async () => {
    const asked: string[][] = []
    const { store } = await loaded({ matchClbz: async (body) => (asked.push(body.travellerEmpIds), { travellers: [], inPolicy: false, needReason: true, forbidden: false, needApproval: false }) })
    store.removeTraveller('emp-1')
    store.addGuest()
    await store.refreshPolicy()
    expect(asked[asked.length - 1]).toEqual([])
    expect(store.needReason).toBe(true)
  })
})
