import { idCheckDigit } from '@/core/domain/id-card'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { EmpInfo } from '@/core/api/types'
import type { BookableEmployee } from '@/core/api/travellers'
import type { TourBookBody, TourDetailReply, TourListReply, TourOrderDetail } from '@/travel/api/tour'
import { TourBookingStore, bornOfId, psgTypeOn, type TourBookingApi } from '@/travel/stores/tour-booking-store'
import { TourDetailStore } from '@/travel/stores/tour-detail-store'
import { TourListStore } from '@/travel/stores/tour-list-store'
import { TourOrderStore } from '@/travel/stores/tour-order-store'
import { taroMock } from '../mocks/taro'

const DEP = '2030-06-10'

function tour(over: Partial<TourDetailReply> = {}): TourDetailReply {
  return {
    productId: 'TR001', name: '怀柔雁栖湖一日团建', summary: '', theme: 'TEAM_BUILDING', themeName: '团队建设', cityId: 'BJS', cityName: '北京', days: 1, meeting: '东直门',
    priceAdult: 480, priceChild: 340, itinerary: [{ day: 1, title: '团建', desc: '' }], inclusions: [], exclusions: [],
    departures: [
      { depDate: '2030-06-03', endDate: '2030-06-03', capacity: 30, placesLeft: 0, priceAdult: 480, priceChild: 340, bookable: false },
      { depDate: DEP, endDate: DEP, capacity: 30, placesLeft: 12, priceAdult: 480, priceChild: 340, bookable: true },
    ],
    cancelTiers: [], maxParticipants: 30, ...over,
  }
}

const me = { empId: '7', empName: '李明轩', phoneNumber: '13800000001', bookOutside: 0, bookRange: 1 } as unknown as EmpInfo

function bookingApi(over: Partial<TourBookingApi> = {}) {
  const booked: TourBookBody[] = []
  const api: TourBookingApi = {
    tourDetail: async () => tour(),
    matchStandard: async () => ({ standard: { empRank: 'P2', name: '主管级旅游标准', maxPerPerson: 2500, overPolicyAction: 1 }, priceAdult: 480, wb: 0, text: '' }),
    matchServiceFee: async (_t, persons) => ({ perPerson: 20, persons, total: 20 * persons }),
    violationReasons: async () => [{ id: '9', code: '01', text: '客户同行', needNote: false }],
    bookTour: async (b) => {
      booked.push(b)
      return { orderId: '501', orderNo: 'LY1', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2030-06-01 10:15', totalAmount: 1, fareTotal: 1, serviceFee: 0 }
    },
    costCenterFindList: async () => [{ id: 3, code: 'CC', name: '研发', deptId: null }],
    projectList: async () => ({ list: [], total: 0 }),
    ...over,
  }
  return { api, booked }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the tour list', () => {
  test('filters reload the first page with the city, theme and keyword', async () => {
    const asked: unknown[] = []
    const reply: TourListReply = { list: [], total: 0, cities: [{ code: 'BJS', name: '北京', count: 3 }], themes: [{ code: 'INCENTIVE', name: '奖励旅游', count: 7 }] }
    const store = new TourListStore({ tourList: async (b) => (asked.push(b), reply) })
    await store.open()
    await store.open()
    expect(asked).toHaveLength(1)
    expect(store.cities[0].code).toBe('BJS')
    store.setCity('BJS')
    store.setTheme('INCENTIVE')
    store.setKeyword(' lake ')
    store.search()
    await new Promise((r) => setTimeout(r, 0))
    expect(asked[asked.length - 1]).toEqual({ pageNum: 1, count: 20, cityId: 'BJS', theme: 'INCENTIVE', keyword: 'lake' })
  })
})

describe('the tour detail', () => {
  test('picks the first bookable departure; full ones cannot be picked; a bad id is not found without a call', async () => {
    const store = new TourDetailStore('TR001', undefined, { tourDetail: async () => tour() })
    await store.load()
    expect(store.depDate).toBe(DEP)
    expect(store.pick('2030-06-03')).toBe(false)
    expect(store.departure?.placesLeft).toBe(12)
    let called = 0
    const bad = new TourDetailStore('x', undefined, { tourDetail: async () => (called++, tour()) })
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(called).toBe(0)
  })
})

describe('booking a tour', () => {
  test('ages on the departure day: children 2 to under 12 from the ID number', () => {
    expect(bornOfId('11010120200615123X')).toBe('2020-06-15')
    expect(psgTypeOn('2020-06-15', DEP)).toBe(2)
    expect(psgTypeOn('2018-06-09', DEP)).toBe(1)
    expect(psgTypeOn('2029-01-01', DEP)).toBe(3)
    expect(psgTypeOn('', DEP)).toBe(1)
  })

  test('the form starts with me, checks guests, refuses outside people on a business trip without the right', async () => {
    const { api } = bookingApi()
    const store = new TourBookingStore('TR001', DEP, me, api)
    await store.load()
    expect(store.loadStatus).toBe('ready')
    expect(store.participants.map((p) => p.name)).toEqual(['李明轩'])
    expect(store.contactPhone).toBe('13800000001')
    store.addGuest()
    expect(store.validate()).toBe(false)
    const key = store.participants[1].key
    expect(store.guestErrors[key]?.name).toBe('姓名不能为空')
    store.setGuest(key, 'name', '王小明')
    store.setGuest(key, 'mobile', '13900001111')
    store.setGuest(key, 'idNumber', '110101201806150011')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('请核实王小明的身份证号码！')
    store.setGuest(key, 'idNumber', `11010120180615001${idCheckDigit('11010120180615001')}`)
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('您没有为外部人员预订的权限，请改为因私出行')
    store.setTripType(2)
    expect(store.validate()).toBe(true)
    expect(store.counts).toEqual({ adults: 1, children: 1 })
  })

  test('confirmation: standard and fee, a reason when above, one token across a retry, the body the server gets', async () => {
    let fail = true
    const { api, booked } = bookingApi({
      matchStandard: async () => ({ standard: { empRank: 'P2', name: '主管级旅游标准', maxPerPerson: 400, overPolicyAction: 1 }, priceAdult: 480, wb: 1, text: '超出旅游标准' }),
      bookTour: async (b) => {
        booked.push(b)
        if (fail) {
          fail = false
          throw new ApiError('network', '网络不畅', { shown: false })
        }
        return { orderId: '501', orderNo: 'LY1', status: 'IN_APPROVAL', needApproval: true, payDeadline: null, totalAmount: 500, fareTotal: 480, serviceFee: 20 }
      },
    })
    const store = new TourBookingStore('TR001', DEP, me, api)
    await store.load()
    const colleague = { empId: '8', empName: '孙悦', born: '1993-09-21', isSelf: false } as BookableEmployee
    expect(store.toggle(colleague, true, 'emp-8')).toBeNull()
    store.setCostCenter('3')
    expect(store.validate()).toBe(true)
    await store.loadConfirmation()
    expect(store.confirmStatus).toBe('ready')
    expect(store.needsReason).toBe(true)
    expect(store.priceLines.map((l) => l.amount)).toEqual([960, 40])
    expect(store.total).toBe(1000)
    expect(await store.submit()).toBeNull()
    expect(store.message).toBe('请选择超标原因')
    store.setReason('9')
    expect(await store.submit()).toBeNull()
    expect(await store.submit()).toMatchObject({ orderId: '501' })
    // The lost reply and the retry carry the same token: the server answers the same order.
    expect(booked).toHaveLength(2)
    expect(booked[0].clientToken).toBe(booked[1].clientToken)
    expect(booked[1]).toMatchObject({ productId: 'TR001', depDate: DEP, participants: [{ empId: '7' }, { empId: '8' }], tripType: 1, costCenterId: '3', violationReasonId: '9' })
  })
})

function order(over: Partial<TourOrderDetail> = {}): TourOrderDetail {
  return {
    orderId: '501', orderNo: 'LY1', orderType: 11032, status: 'AWAITING_PAYMENT', tripType: 1, createdAt: '2030-06-01 10:00:00', bookerName: '李明轩',
    payDeadline: '2030-06-01 10:15', paySecondsLeft: 3, paidAt: null,
    product: { productId: 'TR001', name: 'x', theme: 'TEAM_BUILDING', themeName: 't', cityName: 'c', days: 1, meeting: 'm' },
    depDate: DEP, endDate: DEP, itinerary: [], inclusions: [], exclusions: [], participants: [], adults: 1, children: 0,
    price: { priceAdult: 480, priceChild: 340, fareTotal: 480, serviceFee: 20, total: 500, paid: 0, refunded: 0 },
    contact: { name: 'a', phone: 'b', email: '' }, costCenterName: '', projectName: '', remark: '', confirmNo: null, violation: null, needApproval: false,
    approval: null, cancelQuote: null, cancellation: null, allowedActions: { pay: true, cancel: true }, ...over,
  }
}

describe('the tour order', () => {
  test('counts down from the server, reads again at zero; 4004 is not found', async () => {
    let now = 0
    const replies = [order(), order({ status: 'CANCELLED', paySecondsLeft: 0, allowedActions: { pay: false, cancel: false } })]
    const store = new TourOrderStore('501', { tourOrderDetail: async () => replies.shift() ?? order({ status: 'CANCELLED' }) }, () => now)
    await store.load()
    expect(store.remaining).toBe(3)
    now = 3000
    store.tick()
    await new Promise((r) => setTimeout(r, 0))
    expect(store.order?.status).toBe('CANCELLED')
    const missing = new TourOrderStore('9', { tourOrderDetail: async () => { throw new ApiError('business', '不存在', { errCode: 4004, shown: false }) } })
    await missing.load()
    expect(missing.status).toBe('notFound')
  })

  test('a refused cancellation keeps the server message and shows the order as it is now', async () => {
    const store = new TourOrderStore('501', {
      tourOrderDetail: async () => order({ status: 'ISSUED' }),
      cancelTour: async () => { throw new ApiError('business', '已到出发日，不能取消，请联系差旅顾问', { errCode: 4009, shown: false }) },
    })
    await store.load()
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('已到出发日，不能取消，请联系差旅顾问')
    expect(store.order?.status).toBe('ISSUED')
  })
})
