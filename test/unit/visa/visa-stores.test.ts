import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { EmpInfo } from '@/core/api/types'
import type { BookableEmployee, Contact } from '@/core/api/travellers'
import type { VisaBookBody, VisaDetailReply, VisaOrderDetail, VisaProgressReply } from '@/visa/api/visa'
import { VisaBookingStore, defaultKind, validatePhone, type VisaBookingApi } from '@/visa/stores/visa-booking-store'
import { VisaDetailStore, isVisaProductId } from '@/visa/stores/visa-detail-store'
import { VisaOrderStore, VisaProgressStore } from '@/visa/stores/visa-order-store'
import { VisaSearchStore } from '@/visa/stores/visa-search-store'
import { taroMock } from '../mocks/taro'

const TRIP = '2030-06-10'
/** 2030-05-11 10:00 China time: the trip is 30 days ahead. */
const NOW = Date.parse('2030-05-11T02:00:00Z')

const material = (code: string, required: boolean) => ({ code, name: code === 'PASSPORT' ? '护照' : code, desc: '', required })

function visa(over: Partial<VisaDetailReply> = {}): VisaDetailReply {
  const employed = [material('PASSPORT', true), material('PHOTO', true), material('BANK_STATEMENT', false)]
  return {
    productId: 'VJP01', countryCode: 'JP', countryName: '日本', name: '日本90天单次商务签证', type: 'BUSINESS', typeName: '商务签证', entries: 'SINGLE', entriesName: '单次入境',
    validityDays: 90, maxStayDays: 30, processingDays: 5, price: 450, interview: false, earliestTripDate: '2030-05-22', inTime: true,
    continent: 'ASIA', strict: false,
    consular: { consularId: 'JP-BJ', name: '北京领区', provinces: ['北京'], centre: '日本签证申请中心（北京）', address: '北京市朝阳区' },
    consulars: [], tripDate: TRIP,
    checklists: [
      { kind: 'EMPLOYED', kindName: '在职人员', materials: employed },
      { kind: 'RETIRED', kindName: '退休人员', materials: employed },
      { kind: 'STUDENT', kindName: '在校学生', materials: [material('PASSPORT', true), material('STUDENT_CERT', true)] },
      { kind: 'CHILD', kindName: '未成年人', materials: [material('PASSPORT', true), material('BIRTH_CERT', true)] },
    ],
    notes: [], cancelRules: [], serviceFee: { business: 20, personal: 30 }, maxApplicants: 9, ...over,
  }
}

const me = { empId: '7', empName: '李明轩', phoneNumber: '13800000001', born: '1990-05-12', bookOutside: 0, bookRange: 1 } as unknown as EmpInfo
const self = { empId: '7', empName: '李明轩', born: '1990-05-12', isSelf: true, cards: [{ cardId: '', cardType: 'PP', cardNumberMasked: 'E1****78', expiry: '2032-01-01', issuePlace: '' }] } as unknown as BookableEmployee

function bookingApi(over: Partial<VisaBookingApi> = {}) {
  const booked: VisaBookBody[] = []
  let uploads = 0
  const api: VisaBookingApi = {
    visaDetail: async () => visa(),
    appointment: async () => ({ required: true, centre: '法国签证中心', address: '', days: [{ date: '2030-05-20', slotsLeft: 0 }, { date: '2030-05-21', slotsLeft: 3 }, { date: '2030-06-20', slotsLeft: 3 }] }),
    visaBook: async (b) => {
      booked.push(b)
      return { orderId: '901', orderNo: 'QZ1', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2030-05-11 10:15', totalAmount: 470, fareTotal: 450, serviceFee: 20 }
    },
    costCenterFindList: async () => [],
    projectList: async () => ({ list: [], total: 0 }),
    uploadCons: async (f) => ({ id: String(100 + ++uploads), name: f.fileName, size: 10, mime: 'image/png', url: '' }),
    empFindList: async () => ({ list: [self], total: 1, bookRange: 1, bookOutside: 0 }),
    ...over,
  }
  return { api, booked }
}

const png = (name = 'a.png', size = 1000) => ({ path: `blob:${name}`, name, size, type: 'image/png' })

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the visa search', () => {
  test('the trip date starts 30 days ahead; continents and keywords reload the countries; a country opens on its first district', async () => {
    const asked: unknown[] = []
    const store = new VisaSearchStore({
      getCountryList: async (b) => (asked.push(b), { list: [{ countryCode: 'JP', name: '日本', continent: 'ASIA', continentName: '亚洲', hot: true, schengen: false, productCount: 3, minPrice: 350 }], total: 1, continents: [] }),
      getConsularList: async () => ({ list: [{ consularId: 'JP-BJ', name: '北京领区', provinces: [], centre: '', address: '' }, { consularId: 'JP-SH', name: '上海领区', provinces: [], centre: '', address: '' }] }),
      visaList: async (b) => (asked.push(b), { list: [], total: 0, countryName: '日本', consular: null, tripDate: b.tripDate ?? '' }),
    }, () => NOW)
    expect(store.tripDate).toBe(TRIP)
    await store.open()
    await store.open()
    expect(asked).toEqual([{}])
    store.setContinent('EUROPE')
    store.setKeyword(' 德 ')
    store.search()
    await new Promise((r) => setTimeout(r, 0))
    expect(asked[asked.length - 1]).toEqual({ continent: 'EUROPE', keyword: '德' })
    await store.openCountry('JP')
    expect(store.consularId).toBe('JP-BJ')
    expect(asked[asked.length - 1]).toEqual({ countryCode: 'JP', consularId: 'JP-BJ', tripDate: TRIP })
    store.setConsular('JP-SH')
    store.setTripDate('2030-07-01')
    await new Promise((r) => setTimeout(r, 0))
    expect(asked[asked.length - 1]).toEqual({ countryCode: 'JP', consularId: 'JP-SH', tripDate: '2030-07-01' })
    // Today and a date beyond the year are not trip dates.
    store.setTripDate('2030-05-11')
    store.setTripDate('2031-06-01')
    expect(store.tripDate).toBe('2030-07-01')
  })
})

describe('the visa detail', () => {
  test('the checklist follows the kind; related products load after; a bad id is not found without a call', async () => {
    const store = new VisaDetailStore('VJP01', 'JP-BJ', TRIP, { visaDetail: async () => visa(), visaAssociation: async () => ({ list: [] }) })
    await store.load()
    expect(store.checklist?.materials.map((m) => m.code)).toEqual(['PASSPORT', 'PHOTO', 'BANK_STATEMENT'])
    store.setKind('CHILD')
    expect(store.checklist?.materials.map((m) => m.code)).toEqual(['PASSPORT', 'BIRTH_CERT'])
    expect(store.bookingConsularId).toBe('JP-BJ')
    expect(isVisaProductId('TR001')).toBe(false)
    let called = 0
    const bad = new VisaDetailStore('x', undefined, undefined, { visaDetail: async () => (called++, visa()), visaAssociation: async () => ({ list: [] }) })
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(called).toBe(0)
  })
})

describe('the visa application', () => {
  test('the booker applies with the passport on file; the checklist uploads; courier fields are required; the body is what the server takes', async () => {
    const { api, booked } = bookingApi()
    const store = new VisaBookingStore('VJP01', 'JP-BJ', TRIP, me, api)
    await store.load()
    expect(store.applicants).toHaveLength(1)
    expect(store.applicants[0]).toMatchObject({ key: 'emp-7', kind: 'EMPLOYED', passportOnFile: { masked: 'E1****78', expiry: '2032-01-01' } })
    expect(store.total).toBe(470)
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('请上传李明轩的护照')
    // A file of the wrong type is refused before it travels; the good ones upload.
    expect(await store.addFiles('emp-7', 'PASSPORT', [{ path: 'x', name: 'virus.exe', size: 10 }])).toMatch(/virus\.exe/)
    expect(await store.addFiles('emp-7', 'PASSPORT', [png('passport.png')])).toBeNull()
    expect(await store.addFiles('emp-7', 'PHOTO', [png('photo.jpg', 11 * 1024 * 1024)])).toMatch(/photo\.jpg/)
    await store.addFiles('emp-7', 'PHOTO', [png('photo.png')])
    expect(store.applicants[0].files.PASSPORT.map((f) => f.status)).toEqual(['done'])
    store.setDelivery('recipient', '')
    store.setDelivery('address', '')
    expect(store.validate()).toBe(false)
    expect(store.deliveryErrors).toMatchObject({ recipient: '收件人不能为空', address: '收件地址不能为空' })
    store.setDelivery('recipient', '王芳')
    store.setDelivery('phone', '010-65881234')
    store.setDelivery('address', '北京市朝阳区建国路88号')
    store.setContact('phone', '')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('联系电话不能为空')
    store.setContact('phone', '13800000001')
    const reply = await store.submit()
    expect(reply?.orderId).toBe('901')
    expect(booked[0]).toMatchObject({
      productId: 'VJP01', consularId: 'JP-BJ', tripDate: TRIP, tripType: 1, expectedTotal: 470,
      contact: { name: '李明轩', phone: '13800000001' },
      delivery: { mode: 'EXPRESS', recipient: '王芳', phone: '010-65881234', address: '北京市朝阳区建国路88号' },
      applicants: [{ empId: '7', kind: 'EMPLOYED', materials: [{ code: 'PASSPORT', fileIds: ['101'] }, { code: 'PHOTO', fileIds: ['102'] }] }],
    })
    expect(booked[0].applicants[0]).not.toHaveProperty('passportNo')
    // The same attempt again answers the same order without a second call.
    expect((await store.submit())?.orderId).toBe('901')
    expect(booked).toHaveLength(1)
  })

  test('self-collection needs no recipient; a typed passport must be valid 6 months after the trip; no applicants is refused with the spec words', async () => {
    const { api, booked } = bookingApi({ empFindList: async () => ({ list: [], total: 0, bookRange: 1, bookOutside: 0 }) })
    const store = new VisaBookingStore('VJP01', 'JP-BJ', TRIP, me, api)
    await store.load()
    expect(store.applicants[0].passportOnFile).toBeNull()
    await store.addFiles('emp-7', 'PASSPORT', [png()])
    await store.addFiles('emp-7', 'PHOTO', [png()])
    store.setDeliveryMode('SELF')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('请填写李明轩的护照号码及有效期')
    store.setPassport('emp-7', 'passportNo', 'e1234567')
    store.setPassport('emp-7', 'passportExpiry', '2030-10-01')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('李明轩的护照须在出行日期后仍有6个月以上有效期')
    store.setPassport('emp-7', 'passportExpiry', '2031-06-01')
    store.setTripType(2)
    expect(store.total).toBe(480)
    await store.submit()
    expect(booked[0]).toMatchObject({ delivery: { mode: 'SELF' }, tripType: 2, applicants: [{ passportNo: 'E1234567', passportExpiry: '2031-06-01' }] })
    store.remove('emp-7')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('请选择出行人')
  })

  test('changing the kind drops files the new checklist lacks; a child by age; frequent travellers need the outside permission on business trips', async () => {
    const { api } = bookingApi()
    const store = new VisaBookingStore('VJP01', 'JP-BJ', TRIP, me, api)
    await store.load()
    await store.addFiles('emp-7', 'PHOTO', [png()])
    await store.addFiles('emp-7', 'PASSPORT', [png()])
    store.setKind('emp-7', 'CHILD')
    expect(Object.keys(store.applicants[0].files)).toEqual(['PASSPORT'])
    expect(defaultKind('2020-01-01', TRIP)).toBe('CHILD')
    expect(defaultKind('1990-01-01', TRIP)).toBe('EMPLOYED')
    const contact = { contactId: '5', chName: '王小明', born: '1992-09-09', cards: [{ cardId: '1', cardType: 'PP', cardNumberMasked: 'EK****15', expiry: '2034-01-01', issuePlace: '' }] } as unknown as Contact
    expect(store.toggle(contact, true, 'contact-5')).toBeNull()
    expect(store.applicants[1]).toMatchObject({ source: 'contact', kind: 'EMPLOYED', passportOnFile: { masked: 'EK****15' } })
    store.validate()
    expect(store.message).toBe('您没有为外部人员预订的权限')
  })

  test('a product with a visit needs an open appointment day before the trip; a refusal makes the next attempt a new one', async () => {
    const tokens: string[] = []
    const { api } = bookingApi({
      visaDetail: async () => visa({ interview: true }),
      visaBook: async (b) => {
        tokens.push(b.clientToken)
        throw new ApiError('business', '李明轩已有办理中的日本签证订单，不能重复申请', { errCode: 4009, shown: false })
      },
    })
    const store = new VisaBookingStore('VJP01', 'JP-BJ', TRIP, me, api)
    await store.load()
    expect(store.appointmentDays.map((d) => d.date)).toEqual(['2030-05-20', '2030-05-21'])
    await store.addFiles('emp-7', 'PASSPORT', [png()])
    await store.addFiles('emp-7', 'PHOTO', [png()])
    store.setDelivery('address', '北京')
    expect(store.validate()).toBe(false)
    expect(store.message).toBe('请选择预约日期')
    store.setAppointment('2030-05-20')
    expect(store.appointmentDate).toBe('')
    store.setAppointment('2030-05-21')
    expect(await store.submit()).toBeNull()
    expect(store.message).toBe('李明轩已有办理中的日本签证订单，不能重复申请')
    await store.submit()
    expect(tokens[0]).not.toBe(tokens[1])
  })

  test('telephones: a landline with its area code, or a mobile', () => {
    expect(validatePhone('010-65881234')).toBeNull()
    expect(validatePhone('13800000001')).toBeNull()
    expect(validatePhone('0123')).toBe('请填写正确手机号码格式')
    expect(validatePhone('2345678')).toBe('请填写正确手机号码格式')
  })
})

function order(over: Partial<VisaOrderDetail> = {}): VisaOrderDetail {
  return {
    orderId: '901', orderNo: 'QZ1', orderType: 11023, status: 'AWAITING_PAYMENT', step: 'BOOKED', tripType: 1, createdAt: '2030-05-11 10:00:00', bookerName: '李明轩',
    payDeadline: '2030-05-11 10:15', paySecondsLeft: 600, paidAt: null,
    product: { productId: 'VJP01', name: '日本', countryCode: 'JP', countryName: '日本', type: 'BUSINESS', typeName: '', entriesName: '', validityDays: 90, maxStayDays: 30, processingDays: 5, interview: false },
    consular: { consularId: 'JP-BJ', name: '北京领区', provinces: [], centre: '', address: '' }, tripDate: TRIP, appointmentDate: null, applicants: [],
    price: { price: 450, fareTotal: 450, serviceFee: 20, total: 470, paid: 0, refunded: 0 }, contact: { name: '', phone: '', email: '' },
    delivery: { mode: 'SELF', modeName: '自取', recipient: '', phoneMasked: '', address: '', centre: '', centreAddress: '', expressNo: null },
    costCenterName: '', projectName: '', remark: '', steps: [], needApproval: false, approval: null, cancelQuote: null, cancellation: null, cancelRules: [],
    allowedActions: { pay: true, cancel: true, editDelivery: true, progress: false }, ...over,
  }
}

describe('the visa order and its progress', () => {
  test('the countdown reads the order again at zero; cancelling reads it again and keeps the server message on a refusal', async () => {
    let now = NOW
    let reads = 0
    const store = new VisaOrderStore('901', {
      visaOrderDetail: async () => (reads++, order({ paySecondsLeft: 2 })),
      cancelVisa: async () => {
        throw new ApiError('business', '材料已递交使馆，不能取消', { errCode: 4009, shown: false })
      },
    }, () => now)
    await store.load()
    now += 3000
    store.tick()
    expect(store.remaining).toBe(0)
    await new Promise((r) => setTimeout(r, 0))
    expect(reads).toBe(2)
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('材料已递交使馆，不能取消')
  })

  test('the delivery form: a courier needs recipient, phone and address; saving reads the progress again', async () => {
    const progress: VisaProgressReply = {
      orderId: '901', orderNo: 'QZ1', status: 'IN_PROGRESS', step: 'SUBMITTED', steps: [], productName: '', applicants: [],
      delivery: { mode: 'SELF', modeName: '自取', recipient: '', phoneMasked: '', address: '', centre: 'C', centreAddress: 'A', expressNo: null },
      appointmentDate: null, canEditDelivery: true,
    }
    const sent: unknown[] = []
    let reads = 0
    const store = new VisaProgressStore('901', { visaProgress: async () => (reads++, progress), fillSendInfo: async (id, d) => (sent.push([id, d]), { orderId: id, delivery: progress.delivery }) })
    await store.load()
    store.startEdit()
    store.setMode('EXPRESS')
    expect(await store.save()).toBe(false)
    expect(store.errors).toMatchObject({ recipient: '收件人不能为空', phone: '收件人电话不能为空', address: '收件地址不能为空' })
    store.setField('recipient', '王芳')
    store.setField('phone', '13900001111')
    store.setField('address', '广州市天河区')
    expect(await store.save()).toBe(true)
    expect(sent).toEqual([['901', { mode: 'EXPRESS', recipient: '王芳', phone: '13900001111', address: '广州市天河区' }]])
    expect(store.editing).toBe(false)
    expect(reads).toBe(2)
  })
})
