import { IntlListStore } from '@/tk/stores/intl-list-store'
import { IntlBookingStore } from '@/tk/stores/intl-booking-store'
import type { IntlItinerary, QueryGjFareRuleReply, QueryGjFlightBody, QueryGjFlightReply } from '@/tk/api/intl-flight'

const journey = (dep: string, arr: string, depTime: string, arrTime: string) => ({
  depAirport: dep, depCityName: dep, arrAirport: arr, arrCityName: arr, depTime, arrTime, arrDayOffset: 0, durationMinutes: 600, stops: 0,
  legs: [{ flightNo: 'CA937', airline: 'CA', airlineName: 'Air China', aircraft: '359', aircraftName: 'A350', depAirport: dep, depAirportName: dep, depCityName: dep,
    arrAirport: arr, arrAirportName: arr, arrCityName: arr, depCountry: dep === 'PEK' ? 'CN' : 'GB', arrCountry: arr === 'PEK' ? 'CN' : 'GB', depTime, arrTime, durationMinutes: 600 }],
  layovers: [],
})
const item = (i: number): IntlItinerary => ({
  itineraryKey: `GJ.Y.CA937_2026090${i}_PEKLHR~${5000 + i}`, cabinClass: 'Y', cabinName: 'Economy', journeys: [journey('PEK', 'LHR', '2026-09-01 13:00', '2026-09-01 17:00'), journey('LHR', 'PEK', '2026-09-08 19:00', '2026-09-09 12:00')],
  airlines: ['CA'], mainAirline: 'CA', mainAirlineName: 'Air China', fare: 4000, taxes: 1000 + i, price: 5000 + i, totalPrice: 5000 + i, seatsLeft: 5, violations: [],
})
const query = { dep: 'BJS', depName: 'Beijing', arr: 'LON', arrName: 'London', depDate: '2026-09-01', retDate: '2026-09-08', cabin: 'Y' as const, adults: 1, children: 0, infants: 0, tripType: 1 as const, travellerIds: ['3'] }

describe('international list store', () => {
  test('first page of 20, then more; filters and sort go to the server', async () => {
    const bodies: QueryGjFlightBody[] = []
    const queryGjFlight = jest.fn(async (body: QueryGjFlightBody): Promise<QueryGjFlightReply> => {
      bodies.push(body)
      const page = body.pageNo ?? 1
      return {
        list: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => item((page - 1) * 20 + i)), total: 25, pageNo: page, pageSize: 20,
        facets: { airlines: [{ code: 'CA', name: 'Air China', minPrice: 5000 }], minPrice: 5000, maxPrice: 6000, directCount: 25 }, standard: null,
      }
    })
    const store = new IntlListStore(query, { queryGjFlight })
    await store.load()
    expect(store.list).toHaveLength(20)
    expect(store.hasMore).toBe(true)
    await store.more()
    expect(store.list).toHaveLength(25)
    expect(store.hasMore).toBe(false)
    store.applyFilters({ directOnly: true, airlines: ['CA'], periods: ['morning'], maxPrice: 6000 })
    await new Promise((r) => setTimeout(r, 0))
    expect(bodies[bodies.length - 1]).toMatchObject({ maxStops: 0, airlines: ['CA'], depPeriods: ['morning'], maxPrice: 6000, pageNo: 1, travellerEmpIds: ['3'] })
    store.setSort('duration')
    await new Promise((r) => setTimeout(r, 0))
    expect(bodies[bodies.length - 1].sort).toBe('duration')
  })

  test('a failed search shows the server tips', async () => {
    const store = new IntlListStore(query, { queryGjFlight: jest.fn().mockRejectedValue(new Error('x')) })
    await store.load()
    expect(store.status).toBe('error')
    expect(store.error).not.toBe('')
  })
})

describe('international booking store', () => {
  const fare: QueryGjFareRuleReply = {
    itinerary: item(0), baggage: '', changeRule: '', refundRule: '', afterSaleNote: '', servicePhone: '400', standard: null,
    prices: [{ psgType: 1, fare: 4000, taxes: 1000 }],
  }
  const person = { empId: '3', name: '李明轩', engName: 'LI/MINGXUAN', cardType: 'PP', cardNumber: 'E1234567', cardExpiry: '2030-01-01', nationality: 'CN', placeOfIssue: 'Beijing', born: '1990-05-12', sex: 'M' as const, phone: '' }

  test('an expiring passport is refused before sending; a valid one books once with one client token', async () => {
    const bookGjOrder = jest.fn().mockResolvedValue({ orderId: '9', orderNo: 'GJ1', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-09-01 10:00', totalAmount: 5000 })
    const store = new IntlBookingStore({ itineraryKey: fare.itinerary.itineraryKey, tripType: 1, adults: 1, children: 0, infants: 0, travellerIds: ['3'] }, { queryGjFareRule: jest.fn().mockResolvedValue(fare), bookGjOrder })
    await store.load([{ ...person, cardExpiry: '2026-12-01' }])
    store.setContact('李明轩', '13810010001')
    expect(store.cardTypes).toEqual(['PP'])
    expect(await store.submit()).toBeNull()
    expect(store.errors['p0.cardExpiry']).toContain('2026-09-09')
    expect(bookGjOrder).not.toHaveBeenCalled()
    store.setField('p0', 'cardExpiry', '2030-01-01')
    store.setField('p0', 'engName', 'li/ming xuan')
    expect(store.passengers[0].engName).toBe('LI/MING XUAN')
    expect(await store.submit()).toMatchObject({ orderId: '9' })
    expect(bookGjOrder.mock.calls[0][0]).toMatchObject({ passengers: [{ empId: '3', engName: 'LI/MING XUAN', cardType: 'PP', nationality: 'CN' }], contact: { phone: '13810010001' } })
    expect(bookGjOrder.mock.calls[0][0].clientToken).toMatch(/^gj-/)
  })

  test('a business trip charges a cost centre: the booker\'s department\'s is chosen, none chosen is refused, the choice goes to the booking', async () => {
    const bookGjOrder = jest.fn().mockResolvedValue({ orderId: '9', orderNo: 'GJ1', status: 'IN_APPROVAL', needApproval: true, payDeadline: null, totalAmount: 5000 })
    const costCenters = [{ id: 11, code: 'RD01', name: '研发中心', deptId: 7 }, { id: 12, code: 'MK01', name: '市场部', deptId: 8 }]
    const deps = {
      queryGjFareRule: jest.fn().mockResolvedValue(fare), bookGjOrder,
      costCenterFindList: jest.fn().mockResolvedValue(costCenters), projectList: jest.fn().mockResolvedValue({ list: [{ id: 31, code: 'P1', name: '海外拓展' }], total: 1 }),
    }
    const ctx = { itineraryKey: fare.itinerary.itineraryKey, tripType: 1 as const, adults: 1, children: 0, infants: 0, travellerIds: ['3'] }
    const store = new IntlBookingStore(ctx, deps as never)
    await store.load([person], 7)
    store.setContact('李明轩', '13810010001')
    expect(store.costCenterId).toBe('11')
    store.chooseCostCenter('')
    expect(await store.submit()).toBeNull()
    expect(store.errors.costCenter).toBe('请选择成本中心')
    store.chooseCostCenter('12')
    store.chooseProject('31')
    expect(await store.submit()).toMatchObject({ orderId: '9' })
    expect(bookGjOrder.mock.calls[0][0]).toMatchObject({ costCenterId: '12', projectId: '31' })

    // A private trip neither loads nor asks for them.
    const privateStore = new IntlBookingStore({ ...ctx, tripType: 2 }, deps as never)
    deps.costCenterFindList.mockClear()
    await privateStore.load([person], 7)
    expect(deps.costCenterFindList).not.toHaveBeenCalled()
    expect(privateStore.costCenters).toEqual([])
  })
})
