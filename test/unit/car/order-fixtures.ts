/** Car orders and replies as the server answers them (server/src/schemas/car.ts), for the ride screens' store tests. */
import type { CarDriverLocation, CarOrderDetail } from '@/car/api/car-order'

/** An instant ride in Shanghai, driver accepted, company payment. */
export function carOrderFixture(over: Partial<CarOrderDetail> = {}): CarOrderDetail {
  return {
    orderId: '9001',
    orderNo: 'YC20261124000001',
    orderType: 11018,
    status: 'IN_PROGRESS',
    carStatus: 'CAR_DRIVER_ACCEPTED',
    statusText: '进行中',
    carStatusText: '司机已接单',
    tripType: 1,
    useType: 1,
    useTypeText: '即时用车',
    carType: 1,
    carTypeName: '经济型',
    cityId: 'SHA',
    from: { name: '陆家嘴', address: '浦东新区陆家嘴环路', lat: 31.2397, lng: 121.4998 },
    to: { name: '浦东国际机场 T2', address: '浦东新区迎宾大道', lat: 31.1519, lng: 121.8059 },
    startTime: '2026-11-24 09:40',
    flight: null,
    passenger: { name: '李明轩', mobile: '138****0001' },
    contact: { name: '李明轩', phone: '138****0001', email: '' },
    startPlaceNote: '',
    remark: '',
    estimatePrice: 128.5,
    finalPrice: null,
    cancelFee: null,
    cancelReason: '',
    distanceM: 42800,
    actualDistanceM: null,
    durationMin: 55,
    points: [
      { lat: 31.2397, lng: 121.4998 },
      { lat: 31.2, lng: 121.6 },
      { lat: 31.1519, lng: 121.8059 },
    ],
    driver: { name: '王师傅', phone: '17000001234', plate: '沪A·D1234', carModel: '大众帕萨特', color: '白色', rating: 4.9 },
    position: { lat: 31.25, lng: 121.48, heading: 90, at: '2026-11-24 09:41' },
    timeline: [
      { code: 'CAR_DISPATCHING', text: '派单中', at: '2026-11-24 09:40' },
      { code: 'CAR_DRIVER_ACCEPTED', text: '司机已接单', at: '2026-11-24 09:41' },
    ],
    payment: 'COMPANY',
    payDeadline: null,
    canCancel: true,
    canPay: false,
    needApproval: false,
    approval: null,
    costCenterName: '',
    projectName: '',
    violations: [],
    reasonText: '',
    createdAt: '2026-11-24 09:40:01',
    dayCar: null,
    ...over,
  }
}

/** A position reply matching `o`'s state. */
export function locationFixture(o: Pick<CarOrderDetail, 'status' | 'carStatus'>, over: Partial<CarDriverLocation> = {}): CarDriverLocation {
  return { carStatus: o.carStatus, status: o.status, lat: 31.245, lng: 121.49, heading: 120, etaMin: 4, distanceLeftM: 1800, at: '2026-11-24 09:42', ...over }
}
