/** The insurance screens' stores and rules: products by kind, the booking form (cover, trip number, ages, total, body), the order's actions, the strings. */
import type { InsuranceOrderDetail, InsuranceProductDetail, InsuranceProductListReply, StandaloneProductView } from '@/insurance/api/insurance'
import { insuranceDict } from '@/insurance/i18n/insurance'
import { InQueryStore } from '@/insurance/stores/in-query-store'
import { InsuranceBookingStore } from '@/insurance/stores/insurance-booking-store'
import { InsuranceOrderStore } from '@/insurance/stores/insurance-order-store'
import { ageOn, coverDays, premiumFor } from '@/insurance/stores/insurance-rules'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { taroMock } from '../mocks/taro'

const ME = { empId: '1', empName: '李明轩', phoneNumber: '13800138000' } as never
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function product(over: Partial<StandaloneProductView> = {}): StandaloneProductView {
  return {
    bxid: 'BX-SA-ACC', bxmc: '商旅综合意外险', kind: 'ACCIDENT', saleprice: 10, besm: '意外身故/伤残50万元', insurer: '商旅模拟财产保险',
    priceTiers: [{ days: 3, price: 10 }, { days: 7, price: 18 }, { days: 15, price: 30 }], minAge: 18, maxAge: 70, maxDays: 15, needsTripNo: false,
    coverage: [{ item: '意外身故/伤残', amount: '500,000' }], ...over,
  }
}

function detail(over: Partial<InsuranceProductDetail> = {}): InsuranceProductDetail {
  return { ...product(), bxxz: '须知', earliestStart: '2026-03-11', latestStart: '2026-06-08', refundRule: '起保前可退', ...over }
}

function order(over: Partial<InsuranceOrderDetail> = {}): InsuranceOrderDetail {
  return {
    orderId: '90', orderNo: 'BX20260310000090', orderType: 11015, kind: 'ACCIDENT', status: 'ISSUED', tripType: 1, createdAt: '2026-03-10 09:00:00', bookerName: '李明轩',
    payDeadline: null, paySecondsLeft: 0, paidAt: '2026-03-10 09:01:00',
    product: { bxid: 'BX-SA-ACC', name: '商旅综合意外险', insurer: '商旅模拟财产保险', coverage: [], terms: '' },
    startDate: '2026-03-12', endDate: '2026-03-16', coverStart: '2026-03-12 00:00', coverEnd: '2026-03-16 23:59', days: 5, tripNo: null, linked: null,
    insureds: [{ id: '1', name: '李明轩', empId: '1', cardType: 'NI', cardMasked: '1101****0016', born: '1990-05-12', age: 35, productName: '商旅综合意外险', premium: 18, coverStart: '2026-03-12 00:00', coverEnd: '2026-03-16 23:59', policyNo: 'BD2026031000009001', refunded: false }],
    price: { unitPrice: 18, quantity: 1, total: 18, paid: 18, refunded: 0 }, contact: { name: '李明轩', phone: '13800138000' }, costCenterName: '', projectName: '',
    needApproval: false, approval: null, refunds: [], allowedActions: { pay: false, cancel: false, refund: true, policy: true }, refundRule: '', refundBlocked: null, ...over,
  }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('rules', () => {
  test('the premium is the smallest tier covering the days; none beyond the longest', () => {
    const tiers = product().priceTiers
    expect(premiumFor(tiers, 1)).toBe(10)
    expect(premiumFor(tiers, 3)).toBe(10)
    expect(premiumFor(tiers, 4)).toBe(18)
    expect(premiumFor(tiers, 15)).toBe(30)
    expect(premiumFor(tiers, 16)).toBeNull()
  })

  test('days count both ends; ages in whole years on the first day', () => {
    expect(coverDays('2026-03-10', '2026-03-10')).toBe(1)
    expect(coverDays('2026-02-27', '2026-03-02')).toBe(4)
    expect(coverDays('2026-03-10', '2026-03-09')).toBe(0)
    expect(ageOn('2008-03-12', '2026-03-11')).toBe(17)
    expect(ageOn('2008-03-12', '2026-03-12')).toBe(18)
  })
})

describe('products by kind', () => {
  test('loads once and filters by tab', async () => {
    const reply: InsuranceProductListReply = {
      kinds: [{ kind: 'FLIGHT_DELAY', name: '航班延误险', count: 1 }, { kind: 'ACCIDENT', name: '意外险', count: 1 }],
      list: [product({ bxid: 'BX-SA-DELAY', kind: 'FLIGHT_DELAY' }), product()],
    }
    const store = new InQueryStore({ productList: async () => reply })
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.list).toHaveLength(2)
    store.setKind('ACCIDENT')
    expect(store.list.map((p) => p.bxid)).toEqual(['BX-SA-ACC'])
  })

  test('a failed load says so and can be retried', async () => {
    const store = new InQueryStore({ productList: async () => { throw new ApiError('business', '系统错误', { errCode: 999, shown: false }) } })
    await store.load()
    expect(store.status).toBe('error')
    expect(store.loadError).toBe('系统错误')
  })
})

describe('the booking form', () => {
  test('prefills me and a week from the earliest start; totals by days and persons; sends the body', async () => {
    let sent: unknown = null
    const store = new InsuranceBookingStore('BX-SA-ACC', {
      productDetail: async () => detail(),
      bookInsurance: async (body) => {
        sent = body
        return { orderId: '90', orderNo: 'BX1', orderType: 11015, status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-03-10 09:15', totalAmount: 36 }
      },
    }, { self: () => ME, newToken: () => 'tok-12345678', today: () => '2026-03-10' })
    await store.load()
    expect(store.status).toBe('ready')
    expect([store.startDate, store.endDate, store.days]).toEqual(['2026-03-11', '2026-03-17', 7])
    expect(store.total).toBe(18)
    store.toggle({ contactId: '5', chName: '李建国', born: '1962-03-18' } as never, true, 'contact-5')
    expect(store.total).toBe(36)
    const booked = await store.submit()
    expect(booked?.orderId).toBe('90')
    expect(sent).toEqual({
      bxid: 'BX-SA-ACC', startDate: '2026-03-11', endDate: '2026-03-17', insureds: [{ empId: '1' }, { contactId: '5' }],
      contact: { name: '李明轩', phone: '13800138000' }, tripType: 1, clientToken: 'tok-12345678', expectedTotal: 36,
    })
  })

  test('speaks first on ages it knows, trip numbers and too many days', async () => {
    const store = new InsuranceBookingStore('BX-SA-ACC', { productDetail: async () => detail() }, { self: () => ME, newToken: () => 'tok-12345678', today: () => '2026-03-10' })
    await store.load()
    store.toggle({ empId: 7, empName: '小王', born: '2010-01-01', isSelf: false } as never, true, 'emp-7')
    expect(store.validate()).toBe(false)
    expect(store.errors.insureds).toBe('小王在起保日为16周岁，不在承保年龄（18至70周岁）内')
    store.remove('emp-7')
    store.setDates('2026-03-11', '2026-04-30')
    expect(store.validate()).toBe(false)
    expect(store.errors.dates).toBe('该产品最长保障15天')

    const delay = new InsuranceBookingStore('BX-SA-DELAY', { productDetail: async () => detail({ bxid: 'BX-SA-DELAY', kind: 'FLIGHT_DELAY', needsTripNo: true, maxDays: 1, priceTiers: [{ days: 1, price: 20 }] }) },
      { self: () => ME, newToken: () => 'tok-12345678', today: () => '2026-03-10' })
    await delay.load()
    expect(delay.startDate).toBe(delay.endDate)
    expect(delay.validate()).toBe(false)
    expect(delay.errors.tripNo).toBe('请填写航班号')
    delay.setTripNo('123')
    delay.validate()
    expect(delay.errors.tripNo).toBe('航班号格式不正确')
    delay.setTripNo('ca1501')
    expect(delay.validate()).toBe(true)
    expect(delay.body.tripNo).toBe('CA1501')
  })

  test('a refusal stays on the page and the next try is a new submission', async () => {
    let n = 0
    const store = new InsuranceBookingStore('BX-SA-ACC', {
      productDetail: async () => detail(),
      bookInsurance: async () => { throw new ApiError('business', '小明在起保日为8周岁，不在商旅综合意外险的承保年龄（18至70周岁）内', { errCode: 4000, shown: false }) },
    }, { self: () => ME, newToken: () => `tok-1234567${n++}`, today: () => '2026-03-10' })
    await store.load()
    const before = store.body.clientToken
    expect(await store.submit()).toBeNull()
    expect(store.error).toContain('承保年龄')
    expect(store.body.clientToken).not.toBe(before)
  })

  test('an unknown product is gone', async () => {
    const store = new InsuranceBookingStore('BX-NOPE', { productDetail: async () => { throw new ApiError('business', '保险产品不存在或已停售，请重新选择', { errCode: 4000, shown: false }) } })
    await store.load()
    expect(store.status).toBe('gone')
    expect(new InsuranceBookingStore(undefined).status).toBe('loading')
  })
})

describe('the order', () => {
  test('refund reads the order again and remembers the refund; a refusal keeps the server\'s reason', async () => {
    let status: 'ISSUED' | 'FULL_REFUND' = 'ISSUED'
    const store = new InsuranceOrderStore('90', {
      orderDetail: async () => order({ status }),
      refundOrder: async () => {
        status = 'FULL_REFUND'
        return { refundId: '3', refundNo: 'BT1', orderStatus: 'FULL_REFUND', refundAmount: 18 }
      },
      policyUrl: async () => '/obt/bx/bdFile/abc',
    })
    await store.load()
    expect(await store.refund()).toBe(true)
    expect(store.refundId).toBe('3')
    expect(store.order?.status).toBe('FULL_REFUND')
    expect(await store.policyUrl()).toBe('/obt/bx/bdFile/abc')

    const refused = new InsuranceOrderStore('91', {
      orderDetail: async () => order(),
      refundOrder: async () => { throw new ApiError('business', '保障已于2026-03-12 00:00开始，不能退保', { errCode: 4009, shown: false }) },
    })
    await refused.load()
    expect(await refused.refund()).toBe(false)
    expect(refused.message).toBe('保障已于2026-03-12 00:00开始，不能退保')
  })

  test('the pay countdown runs from the server\'s seconds and reads again at zero', async () => {
    let now = 0
    let loads = 0
    const store = new InsuranceOrderStore('92', {
      orderDetail: async () => {
        loads += 1
        return order({ status: 'AWAITING_PAYMENT', paySecondsLeft: 2, payDeadline: '2026-03-10 09:15' })
      },
    }, () => now)
    await store.load()
    now = 1000
    store.tick()
    expect(store.remaining).toBe(1)
    now = 2000
    store.tick()
    await flush()
    expect(loads).toBe(2)
  })

  test('a bad id is not found without asking', async () => {
    const store = new InsuranceOrderStore('abc', { orderDetail: async () => order() })
    await store.load()
    expect(store.status).toBe('notFound')
  })
})

describe('insurance strings', () => {
  const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/
  test('both languages have the same keys and placeholders; English has no Chinese', () => {
    const zh = insuranceDict['zh-CN'] as Record<string, string>
    const en = insuranceDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    expect(Object.entries(en).filter(([, v]) => HAN.test(v))).toEqual([])
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })
})
