import type { EmpInfo, VipCorp } from '@/core/api/types'
import type { BookableApplication } from '@/ht/api/hotel-search'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtDemandSaveBody } from '@/ht/api/hotel-inquiry'
import { HotelInquiryForm, inquiryEntryContext, type InquiryFormDeps } from '@/ht/stores/hotel-inquiry-form'
import { taroMock } from '../mocks/taro'
import { CORP, EMP, LATE, NOW, SHA } from './search-fixtures'

function setup(over: { self?: EmpInfo | null; now?: Date; save?: (b: HtDemandSaveBody) => Promise<{ id: string; inquiryNo: string; status: 'WAITING' }> } = {}) {
  const sent: HtDemandSaveBody[] = []
  const state = { self: over.self === undefined ? EMP : over.self, corp: CORP as VipCorp | null, locale: 'zh-CN', now: over.now ?? NOW }
  const deps: InquiryFormDeps = {
    self: () => state.self,
    corp: () => state.corp,
    locale: () => state.locale,
    now: () => state.now,
    api: {
      saveInquiry: async (b) => {
        sent.push(b)
        return over.save ? over.save(b) : { id: '5', inquiryNo: 'XJ20300501000005', status: 'WAITING' }
      },
    },
  }
  const form = new HotelInquiryForm(deps, { vipCcsqdList4Book: async () => ({ list: [] }), vipCcsqdDetail4Book: async () => { throw new Error('unused') } })
  form.syncSession()
  return { form, sent, state }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('HotelInquiryForm: defaults', () => {
  test('today to tomorrow in China time, 1 room 1 adult, the user as contact and guest', () => {
    const { form } = setup()
    expect([form.checkIn, form.checkOut, form.nights]).toEqual(['2030-05-01', '2030-05-02', 1])
    expect([form.rooms, form.adults, form.tripType]).toEqual([1, 1, 1])
    expect([form.contactName, form.contactPhone]).toEqual(['李明', '13810010001'])
    expect(form.guests).toEqual([{ key: 'emp-101', empId: '101', name: '李明', isSelf: true }])
    expect(form.minDate).toBe('2030-05-01')
  })

  test('after 20:00 China time the first day is tomorrow', () => {
    const { form } = setup({ now: LATE })
    expect(form.checkIn).toBe('2030-05-02')
    expect(form.minDate).toBe('2030-05-02')
  })

  test('a hotel screen hands over the stay and the hotel', () => {
    const { form } = setup()
    const p = inquiryEntryContext.decode({ city: 'sha', cityName: '上海', hotel: 'SHA0042', hotelName: '外滩酒店', in: '2030-05-10', out: '2030-05-12', rooms: '2', adults: '3', tripType: '2' })
    form.enter(p)
    expect(form.city).toEqual({ cityId: 'SHA', name: '上海', domestic: true })
    expect([form.hotelId, form.hotelName]).toEqual(['SHA0042', '外滩酒店'])
    expect([form.checkIn, form.checkOut, form.rooms, form.adults, form.tripType]).toEqual(['2030-05-10', '2030-05-12', 2, 3, 2])
    // Typing another name lets go of the hotel id.
    form.setHotelName('和平饭店')
    expect(form.hotelId).toBeNull()
    expect(inquiryEntryContext.decode({ tab: 'mine' })?.tab).toBe('mine')
  })
})

describe('HotelInquiryForm: validation', () => {
  test('nothing shows before the first send; then every problem in Chinese, and in English after a switch', async () => {
    const { form, sent, state } = setup()
    form.removeGuest('emp-101')
    form.setContactName(' ')
    form.setContactPhone('123')
    form.setBudget('0')
    expect(form.errors).toEqual({})
    expect(await form.submit()).toBeNull()
    expect(sent).toHaveLength(0)
    expect(form.errors).toEqual({
      city: '请选择城市',
      budget: '预算请填写1-100000之间的整数',
      contactName: '请填写联系人姓名',
      contactPhone: expect.any(String),
      travellers: '请添加入住人',
    })
    setLocale('en-US')
    state.locale = 'en-US'
    expect(form.errors.city).toBe('Please choose a city')
    expect(form.errors.travellers).toBe('Please add a guest')
    expect(form.errors.contactPhone).not.toMatch(/[\u4e00-\u9fff]/)
  })

  test('past dates, too many guests and fewer adults than rooms are refused', async () => {
    const { form } = setup()
    form.setCity(SHA)
    form.setDates('2030-04-29', '2030-04-30')
    form.setRooms(2)
    expect(form.addGuest({ key: 'emp-102', empId: '102', name: '王静' })).toBeNull()
    form.setAdults(1)
    expect(await form.submit()).toBeNull()
    expect(form.errors.dates).toBe('入住日期不能早于今天')
    expect(form.errors.adults).toBe('每间房至少1位成人')
    expect(form.errors.travellers).toContain('入住人不能多于')
  })

  test('the remark stops at 200 characters and the budget takes digits only', () => {
    const { form } = setup()
    form.setRemark('字'.repeat(230))
    expect(form.remarkLength).toBe(200)
    form.setBudget('6a00')
    expect(form.budget).toBe('600')
  })

  test('rooms pull adults up; the guest limit is the adults', () => {
    const { form } = setup()
    form.setRooms(3)
    expect(form.adults).toBe(3)
    expect(form.addGuest({ key: 'emp-102', empId: '102', name: '王静' })).toBeNull()
    expect(form.addGuest({ key: 'emp-103', empId: '103', name: '赵三' })).toBeNull()
    expect(form.addGuest({ key: 'emp-104', empId: '104', name: '钱四' })).toContain('3')
    expect(form.guests).toHaveLength(3)
  })

  test('a business trip without bookOutside takes no frequent traveller; personal does', () => {
    const { form } = setup()
    expect(form.canAddOutside).toBe(false)
    expect(form.canPickColleagues).toBe(false)
    form.setTripType(2)
    expect(form.canAddOutside).toBe(true)
    form.setAdults(2)
    form.addGuest({ key: 'contact-9', contactId: '9', name: '王五' })
    form.setTripType(1)
    expect(form.guests.map((g) => g.key)).toEqual(['emp-101'])
  })
})

describe('HotelInquiryForm: sending', () => {
  test('the body carries only what was given; a sent form keeps city, stay and guests', async () => {
    const { form, sent } = setup()
    form.setCity(SHA)
    form.setDates('2030-05-03', '2030-05-05')
    form.setBudget('800')
    form.setRemark(' 近会场 ')
    expect(await form.submit()).toBe('5')
    expect(sent[0]).toEqual({
      cityId: 'SHA',
      checkInDate: '2030-05-03',
      checkOutDate: '2030-05-05',
      roomCount: 1,
      adultCount: 1,
      childCount: 0,
      budget: 800,
      remark: '近会场',
      contact: { name: '李明', phone: '13810010001' },
      tripType: 1,
      travellers: [{ empId: '101' }],
    })
    expect([form.budget, form.remark, form.city?.cityId, form.checkIn]).toEqual(['', '', 'SHA', '2030-05-03'])
  })

  test('a hotel by id, a frequent traveller and the application go along', async () => {
    const { form, sent } = setup()
    form.enter(inquiryEntryContext.decode({ city: 'SHA', hotel: 'SHA0042', hotelName: '外滩酒店', in: '2030-05-03', out: '2030-05-04', ccsqdId: '7', routeId: '9' }))
    expect(await form.submit()).toBe('5')
    expect(sent[0]).toMatchObject({ hotelId: 'SHA0042', hotelName: '外滩酒店', ccsqdId: '7', routeId: '9' })
    form.setTripType(2)
    form.setAdults(2)
    form.addGuest({ key: 'contact-9', contactId: '9', name: '王五' })
    expect(await form.submit()).toBe('5')
    expect(sent[1].travellers).toEqual([{ empId: '101' }, { contactId: '9' }])
    expect(sent[1].ccsqdId).toBeUndefined()
  })

  test("a server refusal shows its words and keeps everything typed", async () => {
    const { form } = setup({
      save: async () => {
        throw new ApiError('business', '出差申请单不可用', { errCode: 4009, shown: false })
      },
    })
    form.setCity(SHA)
    form.setBudget('500')
    form.setRemark('无烟房')
    expect(await form.submit()).toBeNull()
    expect(form.error).toBe('出差申请单不可用')
    expect([form.budget, form.remark, form.city?.cityId, form.submitting]).toEqual(['500', '无烟房', 'SHA', false])
  })

  test('another employee signing in starts afresh', () => {
    const { form, state } = setup()
    form.setCity(SHA)
    form.setRemark('x')
    state.self = { ...EMP, empId: '202', empName: '王静', phoneNumber: '13900000000' }
    form.syncSession()
    expect([form.city, form.remark, form.contactName]).toEqual([null, '', '王静'])
    expect(form.guests.map((g) => g.key)).toEqual(['emp-202'])
  })
})

describe('HotelInquiryForm: business-trip application', () => {
  const APP = {
    ccsqdId: '7',
    ccsqdNo: 'SQ2605010001',
    dateBegin: '2030-05-05',
    dateEnd: '2030-05-09',
    travellers: [],
    routes: [{ routeId: '9', productType: 10903, toCity: '北京', toCode: 'BJS', dateBegin: '2030-05-06', dateEnd: '2030-05-08', routeStatus: 1 }],
  } as unknown as BookableApplication

  test('a company that books by application asks for one on business trips (C767), not on personal ones', async () => {
    const { form, state, sent } = setup()
    state.corp = { ...CORP, bookStyle: 2 }
    form.setCity(SHA)
    expect(form.needsApplication).toBe(true)
    expect(await form.submit()).toBeNull()
    expect(form.errors.application).toBeTruthy()
    form.setTripType(2)
    expect(form.needsApplication).toBe(false)
    expect(await form.submit()).toBe('5')
    expect(sent[0].tripType).toBe(2)
  })

  test("choosing an application's hotel stay fills city and dates and goes along", async () => {
    const { form, state, sent } = setup()
    state.corp = { ...CORP, bookStyle: 2 }
    form.chooseApplication(APP, APP.routes[0])
    expect([form.city?.cityId, form.checkIn, form.checkOut]).toEqual(['BJS', '2030-05-06', '2030-05-08'])
    expect(form.applicationLabel).toContain('SQ2605010001')
    expect(await form.submit()).toBe('5')
    expect(sent[0]).toMatchObject({ ccsqdId: '7', routeId: '9', tripType: 1 })
  })
})
