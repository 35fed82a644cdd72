import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { TrSearchReply, TrStandbyBookBody } from '@/tr/api/train-after-sale'
import { benchContext } from '@/tr/stores/train-bench-context'
import { DEADLINE_OFFSETS_HOURS, deadlineAllowed, deadlineChoices, latestDeparture } from '@/tr/stores/train-bench-deadline'
import { TrainBenchEditStore, type BenchApi } from '@/tr/stores/train-bench-edit'
import { chinaDate } from '../china-clock'
import { flush, me, seat, train } from './train-after-sale-fixtures'

const HOUR = 3600_000

describe('standby deadline: no later than 3 hours before the latest chosen departure, China time', () => {
  // The phone's own zone plays no part: instants are named by China's wall clock (test/unit/china-clock),
  // and npm test runs this file again in UTC-11 and UTC+14.
  test('offers 3, 6, 12, 24, 48 hours before the latest departure, written in China time', () => {
    const latest = chinaDate(2026, 10, 28, 18, 0).getTime()
    const now = chinaDate(2026, 10, 24, 9, 0).getTime()
    expect(deadlineChoices(latest, now)).toEqual([
      { value: '2026-11-28 15:00', hoursBefore: 3 },
      { value: '2026-11-28 12:00', hoursBefore: 6 },
      { value: '2026-11-28 06:00', hoursBefore: 12 },
      { value: '2026-11-27 18:00', hoursBefore: 24 },
      { value: '2026-11-26 18:00', hoursBefore: 48 },
    ])
    expect(DEADLINE_OFFSETS_HOURS[0]).toBe(3)
  })

  test('every offered deadline passes the 3-hour rule; choices due within 30 minutes are not offered', () => {
    const latest = chinaDate(2026, 10, 26, 20, 10).getTime()
    for (const nowHour of [0, 6, 10, 12, 16]) {
      const now = chinaDate(2026, 10, 26, nowHour, 0).getTime()
      const choices = deadlineChoices(latest, now)
      for (const c of choices) {
        expect(deadlineAllowed(c.value, latest)).toBe(true)
        expect(c.value <= '2026-11-26 17:10').toBe(true)
      }
      expect(choices.every((c) => new Date(`${c.value.replace(' ', 'T')}:00+08:00`).getTime() >= now + 30 * 60_000)).toBe(true)
    }
    // 16:50: 17:10 is only 20 minutes away.
    expect(deadlineChoices(latest, chinaDate(2026, 10, 26, 16, 50).getTime())).toEqual([])
    // 16:30: 17:10 is 40 minutes away.
    expect(deadlineChoices(latest, chinaDate(2026, 10, 26, 16, 30).getTime())).toEqual([{ value: '2026-11-26 17:10', hoursBefore: 3 }])
  })

  test('the rule itself: exactly 3 hours before is allowed, a minute later is not', () => {
    const latest = chinaDate(2026, 10, 26, 20, 10).getTime()
    expect(deadlineAllowed('2026-11-26 17:10', latest)).toBe(true)
    expect(deadlineAllowed('2026-11-26 17:11', latest)).toBe(false)
    expect(deadlineAllowed('2026-11-26 17:10', null)).toBe(false)
    expect(deadlineAllowed('not a time', latest)).toBe(false)
  })

  test('the latest departure reads dates and times as China time', () => {
    expect(latestDeparture([{ date: '2026-11-26', startTime: '06:35' }, { date: '2026-11-26', startTime: '21:05' }, { date: '2026-11-26', startTime: '13:00' }])).toBe(
      chinaDate(2026, 10, 26, 21, 5).getTime(),
    )
    expect(latestDeparture([])).toBeNull()
    expect(new Date(chinaDate(2026, 10, 26, 21, 5).getTime() - 3 * HOUR).toISOString()).toBe('2026-11-26T10:05:00.000Z')
  })
})

// ---------------------------------------------------------------- the form

const NOW = chinaDate(2026, 10, 24, 10, 0).getTime()

function dayTrains(): TrSearchReply {
  return {
    trainList: [
      train('G1', { startTime: '07:00', seatList: [seat('O', { seatCount: 0, isBench: 1 }), seat('M', { seatCount: 0, isBench: 1, wb: 1 }), seat('9', { seatCount: 2, wb: 2 })] }),
      train('G3', { startTime: '09:00', seatList: [seat('O', { seatCount: 5 }), seat('M', { seatCount: 0, isBench: 1, wb: 1, price: 960 })] }),
      train('G5', { startTime: '19:00', seatList: [seat('O', { seatCount: 0, isBench: 1, price: 600 })] }),
      // Not on sale, and a train with nothing sold out: neither can be queued for.
      train('G7', { startTime: '12:00', saleState: 'paused', seatList: [seat('O', { seatCount: 0, isBench: 1 })] }),
      train('G9', { startTime: '13:00', seatList: [seat('O')] }),
      // Sold out only in a seat type the policy forbids.
      train('G11', { startTime: '14:00', seatList: [seat('9', { seatCount: 0, isBench: 1, wb: 2 })] }),
    ],
    feeList: [
      { tripType: 1, serviceFee: 20 },
      { tripType: 2, serviceFee: 30 },
    ],
    cacheId: 'c',
    travelStandard: null,
    window: { today: '2026-11-24', minDate: '2026-11-25', maxSaleDate: '2026-12-08', maxDate: '2026-12-23' },
    fromName: '北京',
    toName: '上海',
  }
}

function setup(query: Record<string, string> = {}, over: Partial<BenchApi> = {}, now = NOW) {
  const booked: TrStandbyBookBody[] = []
  const ctx = benchContext.decode({ from: 'BJS', to: 'SHA', date: '2026-11-26', tripType: '1', trainKey: '20261126.G1.VNP.AOH', seatType: 'O', ...query })
  let token = 0
  const store = new TrainBenchEditStore(
    ctx,
    { self: () => me(), now: () => now, newToken: () => `tok-${++token}` },
    {
      trSearch: async () => dayTrains(),
      trHbBookOrder: async (body) => {
        booked.push(body)
        return { orderId: '801', orderNo: 'HB801', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-11-24 10:15', totalAmount: 601.5, transfer: false, standby: true }
      },
      violationReasons: async () => [{ id: '3', code: 'R3', text: '会议临时调整', needNote: false }],
      empFindList: async () => ({ list: [], total: 0, bookRange: 1, bookOutside: 0 }),
      ...over,
    },
  )
  return { store, booked }
}

afterEach(() => setLocale('zh-CN'))

describe('standby form', () => {
  test('a bad address is the "search again" state, no call', () => {
    const s = new TrainBenchEditStore(benchContext.decode({ to: 'SHA' }), { self: () => me(), now: () => NOW, newToken: () => 't' })
    expect(s.status).toBe('invalid')
  })

  test('offers the trains on sale with a sold-out seat type policy allows; starts with the train and seat tapped on the list', async () => {
    const { store } = setup()
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.candidates.map((t) => t.trainCode)).toEqual(['G1', 'G3', 'G5'])
    expect(store.trainKeys).toEqual(['20261126.G1.VNP.AOH'])
    expect(store.seatTypes).toEqual(['O'])
    expect(store.seatOptions.map((o) => o.seatType)).toEqual(['O', 'M'])
    expect(store.travellers.list.map((t) => t.name)).toEqual(['李明轩'])
    expect(store.travellers.contact).toEqual({ name: '李明轩', phone: '13800000001', email: '' })
  })

  test('prepaid = (highest fare among the choices + service fee) × travellers', async () => {
    const { store } = setup()
    await store.load()
    expect(store.prepaid).toBe(581.5 + 20)
    store.toggleTrain('20261126.G5.VNP.AOH')
    expect(store.farePerTraveller).toBe(600)
    store.toggleTrain('20261126.G3.VNP.AOH')
    store.toggleSeat('M')
    expect(store.farePerTraveller).toBe(960)
    expect(store.prepaid).toBe(980)
    store.travellers.toggle({ contactId: '9', chName: '王五', enName: '', sex: 'M', born: '', mobile: '', email: '', relation: 1, nationCode: 'CN', psgType: 1, cards: [] } as never, true, 'contact-9')
    expect(store.prepaid).toBe(1960)
  })

  test('the deadline follows the latest chosen departure and stays within its 3-hour limit', async () => {
    const { store } = setup()
    await store.load()
    expect(store.deadline).toBe('2026-11-26 04:00') // G1 07:00 − 3 h
    store.toggleTrain('20261126.G5.VNP.AOH')
    // The choices count back from G5 19:00; 04:00 is not one of them, so the latest allowed takes its place.
    expect(store.deadlineChoices.map((c) => c.value)).toEqual(['2026-11-26 16:00', '2026-11-26 13:00', '2026-11-26 07:00', '2026-11-25 19:00', '2026-11-24 19:00'])
    expect(store.deadline).toBe('2026-11-26 16:00')
    store.chooseDeadline('2026-11-26 13:00')
    expect(store.deadline).toBe('2026-11-26 13:00')
    // G5 goes: 13:00 is past the limit of G1 (07:00 − 3 h) and the latest allowed takes its place.
    store.toggleTrain('20261126.G5.VNP.AOH')
    expect(store.deadline).toBe('2026-11-26 04:00')
    // A deadline that is not offered is refused.
    store.chooseDeadline('2026-11-26 05:00')
    expect(store.deadline).toBe('2026-11-26 04:00')
  })

  test('too close to departure: no deadline, no submit', async () => {
    const { store, booked } = setup({}, {}, chinaDate(2026, 10, 26, 3, 45).getTime())
    await store.load()
    expect(store.deadlineChoices).toEqual([])
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('距所选车次发车已不足 3 小时，无法候补')
    expect(booked).toEqual([])
  })

  test('limits: at most 5 trains and 3 seat types; seat types that no chosen train is sold out of drop', async () => {
    const { store } = setup()
    await store.load()
    store.toggleTrain('20261126.G3.VNP.AOH')
    store.toggleSeat('M')
    expect(store.seatTypes).toEqual(['O', 'M'])
    store.toggleTrain('20261126.G1.VNP.AOH')
    // G3 alone is sold out only of M.
    expect(store.seatTypes).toEqual(['M'])
    store.toggleSeat('9')
    expect(store.seatTypes).toEqual(['M'])
  })

  test('out of policy on a business trip needs a reason from the company list', async () => {
    const { store, booked } = setup({ seatType: 'M' })
    await store.load()
    expect(store.seatTypes).toEqual(['M'])
    expect(store.needReason).toBe(true)
    await flush()
    expect(store.reasons.map((r) => r.id)).toEqual(['3'])
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('请选择超标原因')
    store.chooseReason('3')
    expect(await store.submit(async () => true)).toBe(true)
    expect(booked[0].violationReasonId).toBe('3')
  })

  test('submit: the confirm names the deadline and the prepayment; the booking carries the choices', async () => {
    const { store, booked } = setup()
    await store.load()
    const confirm = jest.fn(async () => true)
    expect(await store.submit(confirm)).toBe(true)
    expect(confirm).toHaveBeenCalledWith('候补截止 2026-11-26 04:00（北京时间），需预付 ¥601.5。确定提交吗？')
    expect(booked).toEqual([
      {
        trainKeys: ['20261126.G1.VNP.AOH'],
        seatTypes: ['O'],
        deadline: '2026-11-26 04:00',
        passengers: [{ empId: '1' }],
        contact: { name: '李明轩', phone: '13800000001' },
        tripType: 1,
        clientToken: 'tok-1',
      },
    ])
    expect(store.result?.orderId).toBe('801')
  })

  test('a lost reply is retried with the same key; a refusal gets a new one', async () => {
    let n = 0
    const { store, booked } = setup(
      {},
      {
        trHbBookOrder: async (body) => {
          booked.push(body)
          n += 1
          if (n === 1) throw new ApiError('network', '网络不给力', { shown: true })
          if (n === 2) throw new ApiError('business', '候补人数已满', { errCode: 4009, shown: false })
          return { orderId: '801', orderNo: 'HB801', status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: null, totalAmount: 601.5, transfer: false, standby: true }
        },
      },
    )
    await store.load()
    expect(await store.submit(async () => true)).toBe(false)
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('候补人数已满')
    expect(await store.submit(async () => true)).toBe(true)
    expect(booked.map((b) => b.clientToken)).toEqual(['tok-1', 'tok-1', 'tok-2'])
  })

  test('travellers and contact are required (the spec’s "please choose a traveller")', async () => {
    const { store, booked } = setup()
    await store.load()
    store.travellers.remove('emp-1')
    store.travellers.setContact('phone', '123')
    expect(await store.submit(async () => true)).toBe(false)
    expect(store.error).toBe('请选择乘车人')
    expect(store.travellers.contactErrors.phone).toBeTruthy()
    expect(booked).toEqual([])
  })

  test('English', async () => {
    setLocale('en-US')
    const { store } = setup({}, {}, chinaDate(2026, 10, 26, 3, 45).getTime())
    await store.load()
    expect(store.validate()).toBe('Less than 3 hours before departure: standby is not possible')
  })
})
