/** Builders shared by the hotel price inquiry tests: an inquiry, its quote, an accept reply. */
import type { HtDemandAcceptReply, HtDemandDetail, HtDemandItem, HtDemandQuote } from '@/ht/api/hotel-inquiry'

export function item(over: Partial<HtDemandItem> = {}): HtDemandItem {
  return {
    id: '5',
    inquiryNo: 'XJ20300501000005',
    status: 'WAITING',
    tripType: 1,
    cityId: 'SHA',
    cityName: '上海',
    hotelId: null,
    hotelName: '',
    checkInDate: '2030-05-03',
    checkOutDate: '2030-05-05',
    nights: 2,
    roomCount: 1,
    budget: null,
    travellerNames: '李明',
    quotedHotelName: null,
    quotedPrice: null,
    expiresAt: '2030-05-03 20:00',
    createdAt: '2030-05-01 09:00:00',
    ...over,
  }
}

export function quote(over: Partial<HtDemandQuote> = {}): HtDemandQuote {
  return {
    hotelId: 'SHA0907',
    hotelName: '上海浦东洲际酒店',
    star: 5,
    address: '上海浦东新区1号',
    roomTypeId: 'R1',
    roomName: '标准大床房',
    ratePlanId: 'R1-P1',
    planName: '不含早 · 限时取消',
    breakfast: 0,
    breakfastText: '不含早',
    cancelType: 'FREE_UNTIL',
    cancelText: '2030-05-03 18:00前可免费取消，逾期不可取消',
    payment: 'PREPAY',
    guarantee: 'NONE',
    agreement: false,
    nightly: [
      { night: '2030-05-03', price: 700 },
      { night: '2030-05-04', price: 650 },
    ],
    avgPrice: 675,
    roomTotal: 1350,
    quotedAt: '2030-05-01 09:01:00',
    expiresAt: '2030-05-02 09:01',
    ...over,
  }
}

export function detail(over: Partial<HtDemandDetail> = {}): HtDemandDetail {
  return {
    ...item(),
    adultCount: 1,
    childCount: 0,
    remark: '',
    contact: { name: '李明', phone: '13810010001' },
    travellers: [{ empId: '101', contactId: null, name: '李明', phone: '13810010001' }],
    ccsqdId: null,
    routeId: null,
    quote: null,
    notes: [],
    allowedActions: { note: true, cancel: true, accept: false },
    ...over,
  }
}

export function acceptReply(over: Partial<HtDemandAcceptReply> = {}): HtDemandAcceptReply {
  return {
    id: '5',
    status: 'ACCEPTED',
    priceKey: 'SHA0907.R1-P1.20300503.20300505.abc12',
    hotelId: 'SHA0907',
    hotelName: '上海浦东洲际酒店',
    roomTypeId: 'R1',
    ratePlanId: 'R1-P1',
    checkInDate: '2030-05-03',
    checkOutDate: '2030-05-05',
    nights: 2,
    roomCount: 1,
    adultCount: 1,
    childCount: 0,
    tripType: 1,
    ccsqdId: null,
    routeId: null,
    avgPrice: 675,
    roomTotal: 1350,
    payment: 'PREPAY',
    guarantee: 'NONE',
    contact: { name: '李明', phone: '13810010001' },
    travellers: [{ empId: '101', contactId: null, name: '李明', phone: '13810010001' }],
    priceKeyExpiresAt: '2030-05-01 09:40',
    ...over,
  }
}
