import { runInAction } from 'mobx'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { idCheckDigit } from '@/core/domain/id-card'
import type { TrainBookingApi, TrainBookingEnv } from '@/tr/stores/train-booking-store'
import { parseTrainBookingParams, TrainBookingStore } from '@/tr/stores/train-booking-store'
import { TrainBookingDrafts } from '@/tr/stores/train-booking-draft'
import { trainBookingContext } from '@/tr/stores/train-context'
import type { Train } from '@/tr/api/train-order'
import { taroMock } from '../mocks/taro'
import { employee, fakeBookingApi, fakeEnv, KEY, seat, SELF, train, validReply } from './train-booking-fixtures'

/** A valid 18-digit ID number for a birth date (Beijing Chaoyang, odd sequence: male). */
function idFor(born: string, seq = '123'): string {
  const first17 = `110105${born.replace(/-/g, '')}${seq}`
  return first17 + idCheckDigit(first17)
}

const RAW = { trainKey: KEY, seatType: 'O', date: '2026-11-25', from: 'VNP', to: 'AOH', tripType: '1', travellers: '1' }
const PARAMS = parseTrainBookingParams(RAW)!

async function loaded(apiOver: Partial<TrainBookingApi> = {}, envOver: Partial<TrainBookingEnv> = {}, theTrain?: Train, params = PARAMS) {
  const fa = fakeBookingApi(apiOver, theTrain)
  const env = fakeEnv(envOver)
  const store = new TrainBookingStore(fa.api, env)
  await store.load(params)
  return { store, calls: fa.calls, env }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the hand-off from the list', () => {
  test('reads the train, seat, places, trip type and travellers', () => {
    expect(PARAMS).toMatchObject({ trainKey: KEY, seatType: 'O', date: '2026-11-25', from: 'VNP', to: 'AOH', tripType: 1, travellerIds: ['1'] })
  })

  test('a hand-edited address gives null (the "search again" screen)', () => {
    expect(parseTrainBookingParams({ ...RAW, trainKey: '' })).toBeNull()
    expect(parseTrainBookingParams({ ...RAW, seatType: 'ZZ' })).toBeNull()
    expect(parseTrainBookingParams({ ...RAW, date: '2026-02-30' })).toBeNull()
    expect(parseTrainBookingParams({ ...RAW, from: 'B1' })).toBeNull()
  })

  test('a route only with its application, an application only on a business trip', () => {
    expect(parseTrainBookingParams({ ...RAW, routeId: '9' })).toMatchObject({ routeId: undefined })
    expect(parseTrainBookingParams({ ...RAW, ccsqdId: '7', routeId: '9' })).toMatchObject({ ccsqdId: '7', routeId: '9' })
    expect(parseTrainBookingParams({ ...RAW, tripType: '2', ccsqdId: '7' })).toMatchObject({ tripType: 2, ccsqdId: undefined })
  })

  test('what the list encodes the form decodes', () => {
    const q = trainBookingContext.encode({ trainKey: KEY, seatType: 'M', date: '2026-11-25', from: 'VNP', to: 'AOH', tripType: 2, travellerIds: ['1', '2'] })
    expect(parseTrainBookingParams(q)).toMatchObject({ seatType: 'M', tripType: 2, travellerIds: ['1', '2'] })
  })
})

describe('loading', () => {
  test('finds the train by key in its day, with the seat, the search traveller, contact and cost centre', async () => {
    const { store, calls } = await loaded()
    expect(store.status).toBe('ready')
    expect(store.train?.trainCode).toBe('G1')
    expect(store.seat?.seatName).toBe('二等座')
    expect(store.travellers.map((t) => [t.name, t.source, t.cardType, t.ticketType, t.seatType])).toEqual([['李明轩', 'employee', 'NI', 1, 'O']])
    expect(store.contact).toEqual({ name: SELF.empName, phone: SELF.phoneNumber, email: SELF.email })
    expect(store.costCenterId).toBe('5')
    expect(store.bookableSeats.map((s) => s.seatType)).toEqual(['O', 'M'])
    expect(calls.match).toBe(1)
  })

  test('a train no longer in its day is "gone", not an error', async () => {
    const { store } = await loaded({}, {}, train({ trainKey: 'OTHERKEY1' }))
    expect(store.status).toBe('gone')
    expect(store.goneReason).toBe('该车次已无法预订，请重新查询')
  })

  test('a sold-out seat, or a train off sale, is "gone" with the reason', async () => {
    const soldOut = await loaded({}, {}, undefined, { ...PARAMS, seatType: '9' })
    expect(soldOut.store.status).toBe('gone')
    expect(soldOut.store.goneReason).toBe('所选座席已售完或不可预订，请重新选择')
    const paused = await loaded({}, {}, train({ runTime: '99:59', saleState: 'paused', saleDateTime: '' }))
    expect(paused.store.status).toBe('gone')
    expect(paused.store.goneReason).toMatch(/暂停/)
  })

  test('a failing search is an error with the server message, and retrying loads', async () => {
    let fail = true
    const fa = fakeBookingApi()
    const search = fa.api.trSearch
    fa.api.trSearch = async (b) => {
      if (fail) throw new ApiError('network', '网络不给力', { shown: true })
      return search(b)
    }
    const store = new TrainBookingStore(fa.api, fakeEnv())
    await store.load(PARAMS)
    expect(store.status).toBe('error')
    expect(store.loadError).toBe('网络不给力')
    fail = false
    await store.load(PARAMS)
    expect(store.status).toBe('ready')
  })
})

describe('the booking validation table', () => {
  const cases: [string, (s: TrainBookingStore) => void | Promise<void>, string][] = [
    ['no traveller', (s) => s.removeTraveller(s.travellers[0].key), '请选择乘车人'],
    ['missing contact phone', (s) => s.setContact('phone', ''), '联系人手机不能为空'],
    ['a contact phone that is not a mobile', (s) => s.setContact('phone', '1234'), '请填写正确手机号码格式'],
    ['missing contact name', (s) => s.setContact('name', ' '), '联系人姓名不能为空'],
    ['a child ticket alone', (s) => runInAction(() => {
      s.travellers[0].psgType = 2
      s.travellers[0].ticketType = 2
    }), '儿童票须与成人同行，请添加成人乘车人'],
    ['a guest on a document trains do not take', (s) => {
      s.addGuest()
      const g = s.travellers[1]
      s.setTravellerField(g.key, 'name', '王五')
      s.setTravellerField(g.key, 'cardType', 'GT')
      s.setTravellerField(g.key, 'cardNumber', 'C12345678')
    }, '王五：火车票不支持港澳通行证，请选择其他证件'],
    ['a guest with a bad ID number', (s) => {
      s.addGuest()
      const g = s.travellers[1]
      s.setTravellerField(g.key, 'name', '王五')
      s.setTravellerField(g.key, 'cardNumber', '110105199001011234')
    }, '请核实王五的身份证号码！'],
    ['no cost centre on a business trip', (s) => s.chooseCostCenter(''), '成本中心不能为空'],
  ]

  test.each(cases)('%s', async (_name, change, message) => {
    const { store, calls } = await loaded()
    await change(store)
    const outcome = await store.submit()
    expect(outcome).toEqual({ ok: false, message })
    expect(store.error).toBe(message)
    expect(calls.valid).toHaveLength(0)
    expect(calls.book).toHaveLength(0)
  })

  test('at most 9 travellers: the tenth is refused when added, and a form with 10 does not book', async () => {
    const { store, calls } = await loaded()
    for (let i = 2; i <= 9; i++) expect(store.addEmployee(employee({ empId: String(i + 10), empName: `同事${i}` }))).toBeNull()
    expect(store.travellers).toHaveLength(9)
    expect(store.addEmployee(employee({ empId: '99', empName: '第十人' }))).toBe('每次最多预订9名乘车人')
    // Even if a tenth got on (a restored draft), the check stops it.
    runInAction(() => store.travellers.push({ ...store.travellers[1], key: 'emp-100', empId: '100' }))
    expect(await store.submit()).toEqual({ ok: false, message: '每次最多预订9名乘车人' })
    expect(calls.book).toHaveLength(0)
  })

  test('a type-1 seat needs a reason (and a note for "other"); the reason goes with the booking', async () => {
    const t = train({ seatList: [seat({ wb: 1, wbText: '二等座超出差旅标准' })] })
    const { store, calls } = await loaded({}, {}, t)
    expect(store.needReason).toBe(true)
    expect(store.violationTexts).toEqual(['二等座超出差旅标准'])
    expect(calls.reasons).toBe(1)
    expect(await store.submit()).toEqual({ ok: false, message: '请选择超标原因' })
    expect(store.reasonError).toBe('请选择超标原因')
    store.chooseReason('4')
    expect(await store.submit()).toEqual({ ok: false, message: '请填写超标说明' })
    store.setReasonNote('客户会议提前')
    const ok = await store.submit()
    expect(ok.ok).toBe(true)
    expect(calls.book[0]).toMatchObject({ violationReasonId: '4', violationNote: '客户会议提前' })
  })

  test('a type-2 seat cannot be booked: not offered, and switching to it is refused', async () => {
    const t = train({ seatList: [seat(), seat({ seatType: 'M', seatName: '一等座', price: 933, wb: 2 })] })
    const { store } = await loaded({}, {}, t)
    expect(store.bookableSeats.map((s) => s.seatType)).toEqual(['O'])
    expect(store.chooseSeat('M')).toBe('该座席当前不可预订')
    expect(store.setTravellerSeat(store.travellers[0].key, 'M')).toBe('该座席当前不可预订')
    expect(store.seatType).toBe('O')
  })

  test('the verdict follows the travellers on the form (trBookMatchClzc)', async () => {
    let wbOfO: 0 | 1 = 0
    const { store, calls } = await loaded({
      trBookMatchClzc: async () => ({ policyList: [{ code: 'O', name: '二等座', wb: wbOfO }, { code: 'M', name: '一等座', wb: 1 }], travelStandard: null, travellers: [] }),
    })
    expect(store.inPolicy).toBe(true)
    wbOfO = 1
    store.addEmployee(employee())
    await store.refreshPolicy()
    expect(store.needReason).toBe(true)
    expect(store.violationTexts).toEqual(['二等座超出差旅标准'])
    expect(calls.reasons).toBe(1)
  })

  test('personal trips are never out of policy', async () => {
    const t = train({ seatList: [seat({ wb: 1 })] })
    const { store, calls } = await loaded({}, {}, t, { ...PARAMS, tripType: 2 })
    expect(store.needReason).toBe(false)
    expect(calls.match).toBe(0)
  })
})

describe('tickets and seats', () => {
  test('a child by the ID number gets a child ticket at half fare; a student ticket is only from 12', async () => {
    const { store } = await loaded()
    store.addGuest()
    const g = store.travellers[1]
    store.setTravellerField(g.key, 'name', '小明')
    store.setTravellerField(g.key, 'cardNumber', idFor('2019-03-01'))
    expect(store.travellers[1]).toMatchObject({ psgType: 2, ticketType: 2, born: '2019-03-01' })
    expect(store.fareOf(store.travellers[1])).toBe(276.5)
    expect(store.setTicketType(g.key, 3)).toBe('小明未满12周岁，请购买儿童票')
    expect(store.setTicketType(g.key, 1)).toBeNull()
    expect(store.setTicketType(store.travellers[0].key, 2)).toBe('李明轩已满12周岁，不能购买儿童票')
    expect(store.setTicketType(store.travellers[0].key, 3)).toBeNull()
    expect(store.fareOf(store.travellers[0])).toBe(415)
    expect(store.ticketTypesFor(store.travellers[0])).toEqual([1, 3])
    expect(store.ticketTypesFor(store.travellers[1])).toEqual([2, 1])
  })

  test('the booking seat moves the travellers who had it; a traveller may take another; the payload names only a different seat', async () => {
    const { store, calls } = await loaded()
    store.addEmployee(employee())
    expect(store.setTravellerSeat(store.travellers[1].key, 'M')).toBeNull()
    expect(store.chooseSeat('M')).toBeNull()
    expect(store.travellers.map((t) => t.seatType)).toEqual(['M', 'M'])
    expect(store.chooseSeat('O')).toBeNull()
    store.setTravellerSeat(store.travellers[1].key, 'M')
    expect(store.chosenSeatTypes).toEqual(['O', 'M'])
    expect((await store.submit()).ok).toBe(true)
    expect(calls.book[0].seatType).toBe('O')
    expect(calls.book[0].passengers).toEqual([
      { empId: '1', cardType: 'NI', ticketType: 1 },
      { empId: '2', cardType: 'NI', ticketType: 1, seatType: 'M' },
    ])
  })

  test('price: fares per traveller, the service fee of the trip type per ticket, insurance per person; then the server\'s figures', async () => {
    const { store } = await loaded({ validOrder: async () => validReply({ fare: 1486, serviceFee: 20, insurance: 10, totalAmount: 1516 }) })
    store.addEmployee(employee())
    store.setTravellerSeat(store.travellers[1].key, 'M')
    store.toggleInsurance('B1')
    expect(store.breakdown).toEqual({ fare: 553 + 933, serviceFee: 20, serviceFeePer: 10, insurance: 10, total: 1516, passengers: 2, quoted: false })
    await store.submit()
    expect(store.breakdown.quoted).toBe(true)
    // A change to the form after the quote goes back to the form's own figures.
    store.toggleInsurance('B1')
    expect(store.breakdown).toMatchObject({ insurance: 0, total: 1506, quoted: false })

    const personal = await loaded({}, {}, undefined, { ...PARAMS, tripType: 2 })
    expect(personal.store.breakdown).toMatchObject({ serviceFeePer: 5, serviceFee: 5, total: 558 })
  })
})

describe('submitting', () => {
  test('validOrder before trBookOrder, with the same body and token', async () => {
    const { store, calls } = await loaded()
    const outcome = await store.submit()
    expect(outcome.ok).toBe(true)
    expect(calls.valid).toHaveLength(1)
    expect(calls.book).toHaveLength(1)
    expect(calls.valid[0]).toEqual(calls.book[0])
    expect(calls.book[0]).toMatchObject({
      trainKey: KEY,
      seatType: 'O',
      tripType: 1,
      costCenterId: '5',
      contact: { name: SELF.empName, phone: SELF.phoneNumber, email: SELF.email },
      clientToken: 'token-0001',
    })
    expect(store.result?.orderNo).toBe('TR501')
  })

  test('idempotent: a network failure keeps the attempt\'s token for the retry; a refusal starts a new attempt', async () => {
    const replies = [
      () => Promise.reject(new ApiError('network', '网络不给力', { shown: true })),
      () => Promise.reject(new ApiError('business', '余票不足', { errCode: 4009, shown: false })),
    ]
    const fa = fakeBookingApi()
    const book = fa.api.trBookOrder
    fa.api.trBookOrder = async (body) => {
      fa.calls.book.push(body)
      const next = replies.shift()
      if (next) return next()
      return book(body).then((r) => {
        fa.calls.book.pop()
        return r
      })
    }
    const store = new TrainBookingStore(fa.api, fakeEnv())
    await store.load(PARAMS)
    expect(await store.submit()).toEqual({ ok: false, message: '网络不给力' })
    expect(store.attemptToken).toBe('token-0001')
    expect(await store.submit()).toEqual({ ok: false, message: '余票不足' })
    expect(fa.calls.book.map((b) => b.clientToken)).toEqual(['token-0001', 'token-0001'])
    expect(store.attemptToken).toBe('token-0002')
    expect((await store.submit()).ok).toBe(true)
    expect(fa.calls.book.map((b) => b.clientToken)).toEqual(['token-0001', 'token-0001', 'token-0002'])
  })

  test('what was typed survives every refusal', async () => {
    const { store } = await loaded({ trBookOrder: async () => Promise.reject(new ApiError('business', '乘车人已有该车次的订单', { errCode: 4009, shown: false })) })
    store.addGuest()
    const g = store.travellers[1]
    store.setTravellerField(g.key, 'name', '王五')
    store.setTravellerField(g.key, 'cardNumber', idFor('1985-07-07'))
    store.setContact('email', 'w@example.com')
    expect(await store.submit()).toEqual({ ok: false, message: '乘车人已有该车次的订单' })
    expect(store.travellers.map((t) => t.name)).toEqual(['李明轩', '王五'])
    expect(store.travellers[1].cardNumber).toBe(idFor('1985-07-07'))
    expect(store.contact.email).toBe('w@example.com')
  })

  test('the draft brings the form back on the next visit of the search, and goes once booked', async () => {
    const drafts = new TrainBookingDrafts()
    const first = await loaded({}, { drafts })
    first.store.addEmployee(employee())
    first.store.setContact('phone', '13900000000')
    first.store.dispose()
    const second = await loaded({}, { drafts })
    expect(second.store.travellers.map((t) => t.name)).toEqual(['李明轩', '孙悦'])
    expect(second.store.contact.phone).toBe('13900000000')
    expect(second.store.notice).toBe('已保留您之前填写的乘车人和联系人')
    expect((await second.store.submit()).ok).toBe(true)
    const third = await loaded({}, { drafts })
    expect(third.store.travellers.map((t) => t.name)).toEqual(['李明轩'])
  })

  test('validOrder NEED_REASON: the reason box appears with the server\'s rules; nothing is booked', async () => {
    const { store, calls } = await loaded({
      validOrder: async () => validReply({ valid: false, reasonCode: 'NEED_REASON', needReason: true, violations: [{ code: 'SEAT_TYPE', text: '二等座高于P1职级标准' }] }),
    })
    expect(await store.submit()).toEqual({ ok: false, message: '请选择超标原因' })
    expect(store.needReason).toBe(true)
    expect(store.violationTexts).toEqual(['二等座高于P1职级标准'])
    expect(store.reasons).toHaveLength(2)
    expect(calls.book).toHaveLength(0)
  })

  test('validOrder SOLD_OUT: says what is left and offers standby when the server does', async () => {
    const { store, calls } = await loaded({
      validOrder: async () => validReply({ valid: false, reasonCode: 'SOLD_OUT', seatsLeft: [{ seatType: 'O', count: 0 }], standbyAvailable: true }),
    })
    expect(await store.submit()).toEqual({ ok: false, message: '余票不足。 二等座 余0张' })
    expect(store.standbyOffered).toBe(true)
    expect(calls.book).toHaveLength(0)
    store.setContact('email', 'x@example.com')
    expect(store.standbyOffered).toBe(true)
    store.addEmployee(employee())
    expect(store.standbyOffered).toBe(false)
  })

  test('a refusal about the business-trip application shows at the application', async () => {
    const { store } = await loaded(
      { trBookOrder: async () => Promise.reject(new ApiError('business', '乘车日期不在出差申请单的日期内', { errCode: 4009, data: { field: 'ccsqdId' }, shown: false })) },
      {},
      undefined,
      { ...PARAMS, ccsqdId: '7', routeId: '9' },
    )
    expect((await store.submit()).ok).toBe(false)
    expect(store.applicationError).toBe('乘车日期不在出差申请单的日期内')
  })

  test('a guest kept as a frequent traveller is saved first and booked by contactId', async () => {
    const { store, calls } = await loaded()
    store.addGuest()
    const g = store.travellers[1]
    store.setTravellerField(g.key, 'name', '王五')
    store.setTravellerField(g.key, 'cardNumber', idFor('1985-07-07'))
    store.setTravellerField(g.key, 'saveAsContact', true)
    expect((await store.submit()).ok).toBe(true)
    expect(calls.contactsEdit).toBe(1)
    expect(calls.book[0].passengers[1]).toEqual({ contactId: '901', cardType: 'NI', ticketType: 1 })
  })

  test('a guest on a passport is sent with the fields a passport shows', async () => {
    const { store, calls } = await loaded()
    store.addGuest()
    const key = store.travellers[1].key
    const set = (f: Parameters<TrainBookingStore['setTravellerField']>[1], v: string) => store.setTravellerField(key, f, v)
    set('name', '约翰')
    set('cardType', 'PP')
    set('cardNumber', 'e1234567')
    set('engName', 'smith/john')
    set('sex', 'M')
    set('born', '1980-01-02')
    set('nationCode', 'gb')
    set('expiry', '2030-01-01')
    set('issuePlace', 'London')
    expect((await store.submit()).ok).toBe(true)
    expect(calls.book[0].passengers[1]).toEqual({
      name: '约翰', cardType: 'PP', cardNumber: 'E1234567', psgType: 1, ticketType: 1, born: '1980-01-02', sex: 'M', cardExpiry: '2030-01-01',
    })
  })
})

describe('English', () => {
  test('the messages follow the language', async () => {
    setLocale('en-US')
    const { store } = await loaded()
    store.removeTraveller(store.travellers[0].key)
    expect(await store.submit()).toEqual({ ok: false, message: 'Please choose a passenger' })
  })
})
