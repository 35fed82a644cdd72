import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { Train } from '@/tr/api/train-order'
import { TrainDetailStore } from '@/tr/stores/train-booking-detail-store'
import type { TrStop } from '@/tr/api/train-search'
import { timetableOf } from '@/tr/stores/train-booking-train'
import { trainBookingContext, trainDetailContext } from '@/tr/stores/train-context'
import { taroMock } from '../mocks/taro'
import { fakeBookingApi, KEY, NOW, seat, train } from './train-booking-fixtures'

const CONTEXT = trainDetailContext.decode({ trainKey: KEY, date: '2026-11-25', from: 'bjs', to: 'SHA', tripType: '1', travellers: '1,2', ccsqdId: '7', routeId: '9' })!

const STOPS: TrStop[] = [
  { stationCode: 'HBB', stationName: '哈尔滨西', arriveTime: null, departTime: '22:10', stopMinutes: 0, dayOffset: -1, inSegment: false },
  { stationCode: 'VNP', stationName: '北京南', arriveTime: '07:50', departTime: '08:00', stopMinutes: 10, dayOffset: 0, inSegment: true },
  { stationCode: 'JGK', stationName: '济南西', arriveTime: '09:30', departTime: '09:32', stopMinutes: 2, dayOffset: 0, inSegment: true },
  { stationCode: 'AOH', stationName: '上海虹桥', arriveTime: '23:58', departTime: '00:05', stopMinutes: 7, dayOffset: 0, inSegment: true },
  { stationCode: 'HGH', stationName: '杭州东', arriveTime: '01:10', departTime: null, stopMinutes: 0, dayOffset: 1, inSegment: false },
]

function detail(theTrain: Train = train(), context = CONTEXT, queryTrainStop: (key: string) => Promise<TrStop[]> = async () => STOPS) {
  const fa = fakeBookingApi({}, theTrain)
  const asked: unknown[] = []
  const stopsAsked: string[] = []
  const store = new TrainDetailStore(
    context,
    {
      trSearch: async (body) => {
        asked.push(body)
        return fa.api.trSearch(body)
      },
      queryTrainStop: async (key) => {
        stopsAsked.push(key)
        return queryTrainStop(key)
      },
    },
    () => NOW,
  )
  return { store, asked, stopsAsked }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the train of a detail context', () => {
  test('searches its day (places, travellers, application) and finds it by key', async () => {
    const { store, asked } = detail()
    await store.load()
    expect(store.status).toBe('ready')
    expect(asked).toEqual([{ date: '2026-11-25', fromStationCode: 'BJS', toStationCode: 'SHA', tripType: 1, travellerEmpIds: ['1', '2'], ccsqdId: '7', routeId: '9' }])
    expect(store.train?.trainCode).toBe('G1')
    expect(store.serviceFee).toBe(10)
  })

  test('no context, or the train not in its day: "gone"; a failing search: an error with the message', async () => {
    const none = new TrainDetailStore(null)
    await none.load()
    expect(none.status).toBe('gone')
    const gone = detail(train({ trainKey: 'ELSEWHERE1' }))
    await gone.store.load()
    expect(gone.store.status).toBe('gone')
    const failing = new TrainDetailStore(CONTEXT, { trSearch: async () => Promise.reject(new ApiError('business', '日期超出可售范围', { errCode: 4000, shown: false })) })
    await failing.load()
    expect(failing.status).toBe('error')
    expect(failing.loadError).toBe('日期超出可售范围')
  })

  test('a bookable seat leads to the booking form with the context and the seat', async () => {
    const { store } = detail()
    await store.load()
    const choice = store.choose(store.seats[0])
    expect(choice.kind).toBe('book')
    if (choice.kind !== 'book') return
    expect(trainBookingContext.decode(choice.params)).toMatchObject({ trainKey: KEY, seatType: 'O', from: 'BJS', to: 'SHA', travellerIds: ['1', '2'], ccsqdId: '7', routeId: '9' })
  })

  test('sold out with standby offered: standby; type 2: refused; a train whose sale is paused: refused with why', async () => {
    const { store } = detail(train({ seatList: [seat({ seatCount: 0, isBench: 1 }), seat({ seatType: 'M', seatName: '一等座', wb: 2 }), seat({ seatType: '1', seatName: '硬座', seatCount: 0 })] }))
    await store.load()
    const [o, m, hard] = store.seats
    expect(store.choose(o).kind).toBe('standby')
    expect(store.choose(m)).toEqual({ kind: 'refused', message: '超出差旅标准，公司规定不可预订，请选择其他座席' })
    expect(store.choose(hard)).toEqual({ kind: 'refused', message: '该座席已售完' })

    const paused = detail(train({ runTime: '99:59', saleState: 'paused', saleDateTime: '' }))
    await paused.store.load()
    expect(paused.store.saleRefusal).toMatch(/暂停/)
    expect(paused.store.bookable(paused.store.seats[0])).toBe(false)
    expect(paused.store.choose(paused.store.seats[0]).kind).toBe('refused')
  })

  test('personal trips: no seat is out of policy', async () => {
    const personal = trainDetailContext.decode({ trainKey: KEY, date: '2026-11-25', from: 'VNP', to: 'AOH', tripType: '2' })!
    const { store } = detail(train({ seatList: [seat({ wb: 2 })] }), personal)
    await store.load()
    expect(store.wbOf(store.seats[0])).toBe(0)
    expect(store.choose(store.seats[0]).kind).toBe('book')
  })
})

describe('the timetable', () => {
  test('without stops (not yet, or the call failed): the origin and terminus (times unknown) and the traveller\'s stations', () => {
    const t = train({ isOrigin: false, isTerminal: false, originStationName: '北京', terminalStationName: '杭州东', arriveDays: 1, arriveTime: '00:30' })
    expect(timetableOf(t, null)).toEqual([
      { stationName: '北京', arriveTime: null, departTime: null, stopMinutes: null, dayOffset: 0, role: 'origin', inSegment: false },
      { stationName: '北京南', arriveTime: null, departTime: '09:00', stopMinutes: null, dayOffset: 0, role: 'board', inSegment: true },
      { stationName: '上海虹桥', arriveTime: '00:30', departTime: null, stopMinutes: null, dayOffset: 1, role: 'alight', inSegment: true },
      { stationName: '杭州东', arriveTime: null, departTime: null, stopMinutes: null, dayOffset: 1, role: 'terminal', inSegment: false },
    ])
  })

  test('with stops: times, dwell (none at the ends), days from the boarding day, the traveller\'s part', () => {
    expect(timetableOf(train(), STOPS).map((s) => [s.stationName, s.role, s.stopMinutes, s.dayOffset])).toEqual([
      ['哈尔滨西', 'origin', null, -1],
      ['北京南', 'board', 10, 0],
      ['济南西', 'pass', 2, 0],
      ['上海虹桥', 'alight', 7, 0],
      ['杭州东', 'terminal', null, 1],
    ])
  })

  test('the detail screen asks for the stops of its train once it is found; a failure keeps the partial timetable', async () => {
    const { store, stopsAsked } = detail()
    await store.load()
    await new Promise((r) => setTimeout(r, 0))
    expect(stopsAsked).toEqual([KEY])
    expect(store.fullTimetable).toBe(true)
    expect(store.timetable.map((s) => s.stationName)).toEqual(STOPS.map((s) => s.stationName))

    const failing = detail(train(), CONTEXT, async () => Promise.reject(new ApiError('business', '车次不存在或已停售，请重新查询', { errCode: 4004, shown: false })))
    await failing.store.load()
    await new Promise((r) => setTimeout(r, 0))
    expect(failing.store.status).toBe('ready')
    expect(failing.store.fullTimetable).toBe(false)
    expect(failing.store.timetable.map((s) => s.role)).toEqual(['board', 'alight'])
  })
})
