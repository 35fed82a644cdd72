import { setLocale } from '@/core/i18n/index'
import type { ApplicationBookApi } from '@/core/stores/application-list'
import type { CarSearchApi } from '@/car/stores/car-search-store'
import { CarSearchStore, firstSlot, instantOf, lastTime, timeError } from '@/car/stores/car-search-store'
import { CarPlaceStore, type PlaceDeps, type Timers } from '@/car/stores/car-place-store'
import { carListContext, placeOf, USE } from '@/car/stores/car-context'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'
import { BUND, CORP, EMP, FLIGHT, NKG, NOW, PVG, SHA, searchDeps } from './fixtures'

const appApi: ApplicationBookApi = {
  vipCcsqdList4Book: async () => ({ list: [] }),
  vipCcsqdDetail4Book: async () => {
    throw new Error('none')
  },
}

function calls(over: Partial<CarSearchApi> = {}): CarSearchApi & { policyBodies: unknown[] } {
  const policyBodies: unknown[] = []
  return {
    policyBodies,
    carCities: async () => ({ list: [SHA, NKG] }),
    carMiniProgram: async () => null,
    flightByNumber: async (b) => ({ list: b.flightNo === 'MU5101' ? [FLIGHT] : [] }),
    carPolicy: async (b) => {
      policyBodies.push(b)
      return { standard: null, rules: ['经济型、舒适型'] }
    },
    ...over,
  }
}

async function ready(over: Partial<CarSearchApi> = {}, d = searchDeps()) {
  const api = calls(over)
  const s = new CarSearchStore(d.deps, api, appApi)
  await s.loadCities()
  return { s, api, state: d.state }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('start time (China time, whatever the phone)', () => {
  test('a past time, one inside the lead, and one beyond 30 days are refused', () => {
    expect(timeError('2030-05-01 08:50', NOW)).toBe('用车时间已过，请重新选择')
    expect(timeError('2030-05-01 09:05', NOW)).toContain('至少提前10分钟')
    expect(timeError('2030-06-01 09:00', NOW)).toContain('30天')
    expect(timeError('2030-05-31 23:59', NOW)).toBeNull()
    expect(timeError('2030-05-01 09:30', NOW)).toBeNull()
  })

  test('the wall clock is China’s: 00:30 in China is the new day', () => {
    const now = chinaDate(2030, 4, 2, 0, 30)
    expect(firstSlot(now)).toBe('2030-05-02 00:40')
    expect(lastTime(now)).toBe('2030-06-01 23:59')
    expect(instantOf('2030-05-02 00:30')).toBe(now.getTime())
  })
})

describe('CarSearchStore', () => {
  test('loads the cities and takes the first; the policy of the scene is read', async () => {
    const { s, api } = await ready()
    expect(s.city?.cityId).toBe('SHA')
    await Promise.resolve()
    expect(api.policyBodies.length).toBeGreaterThan(0)
    expect(api.policyBodies[0]).toMatchObject({ useType: 1, cityId: 'SHA', tripType: 1 })
  })

  test('from and to are needed and cannot be the same place', async () => {
    const { s } = await ready()
    expect(s.search()).toEqual({ ok: false, message: '请选择出发地' })
    s.setPlace('from', BUND)
    expect(s.search()).toEqual({ ok: false, message: '请选择目的地' })
    s.setPlace('to', { ...BUND, name: '外滩（东）', lat: BUND.lat + 0.0001 })
    expect(s.search()).toEqual({ ok: false, message: '出发地和目的地不能相同' })
    s.setPlace('to', PVG)
    const r = s.search()
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const ctx = carListContext.decode(r.params)
    expect(ctx?.useType).toBe(1)
    expect(ctx?.startTime).toBeUndefined()
    expect(placeOf(ctx ?? {}, 'to')).toMatchObject({ name: PVG.name, lat: PVG.lat, lng: PVG.lng })
  })

  test('a scheduled ride: no past time, not within the lead, at most 30 days ahead', async () => {
    const { s, state } = await ready()
    s.setUseType(USE.SCHEDULED)
    s.setPlace('from', BUND)
    s.setPlace('to', PVG)
    expect(s.startTime >= '2030-05-01 09:10').toBe(true)
    s.setStartTime('2030-05-01 08:00')
    expect(s.search()).toEqual({ ok: false, message: '用车时间已过，请重新选择' })
    s.setStartTime('2030-06-02 10:00')
    expect(s.search()).toEqual({ ok: false, message: '只能预约30天内的用车' })
    s.setStartTime('2030-05-03 10:00')
    const r = s.search()
    expect(r.ok && carListContext.decode(r.params)?.startTime).toBe('2030-05-03 10:00')
    // The time does not go stale silently: a day later the same form is refused.
    state.now = chinaDate(2030, 4, 3, 11, 0)
    expect(s.search()).toEqual({ ok: false, message: '用车时间已过，请重新选择' })
  })

  test('airport pick-up: the flight sets the start (arrival hall), the city and the time from the arrival', async () => {
    const { s } = await ready()
    s.setCity(NKG)
    s.setUseType(USE.AIRPORT_PICKUP)
    expect(s.search()).toEqual({ ok: false, message: '请先查询并选择航班' })
    s.setFlightNo('mu 5101')
    expect(s.flightNo).toBe('MU5101')
    expect(await s.lookupFlight()).toBe(true)
    expect(s.flight).toBe(FLIGHT)
    expect(s.from).toEqual(FLIGHT.place)
    expect(s.city?.cityId).toBe('SHA')
    expect(s.requestTime).toBe('2030-05-01 14:15')
    expect(s.fromLocked).toBe(true)
    s.swap()
    expect(s.from).toEqual(FLIGHT.place)
    s.setPlace('to', BUND)
    const r = s.search()
    expect(r.ok).toBe(true)
    if (r.ok) expect(carListContext.decode(r.params)).toMatchObject({ useType: 3, startTime: '2030-05-01 14:15', flightNo: 'MU5101', cityId: 'SHA' })
  })

  test('an unknown flight says so; a flight that has landed is refused', async () => {
    const { s, state } = await ready()
    s.setUseType(USE.AIRPORT_PICKUP)
    s.setFlightNo('CA9')
    expect(await s.lookupFlight()).toBe(false)
    expect(s.flightError).toContain('未查询到')
    s.setFlightNo('MU5101')
    await s.lookupFlight()
    s.setPlace('to', BUND)
    state.now = chinaDate(2030, 4, 1, 15, 0)
    expect(s.search()).toEqual({ ok: false, message: '该航班已到达，请改用即时用车' })
  })

  test('another use type drops the flight’s arrival hall', async () => {
    const { s } = await ready()
    s.setUseType(USE.AIRPORT_PICKUP)
    s.setFlightNo('MU5101')
    await s.lookupFlight()
    s.setUseType(USE.INSTANT)
    expect(s.from).toBeNull()
    expect(s.flight).toBeNull()
  })

  test('chartered: only day-car cities, a day within 30 days, the half/full kind goes to the list', async () => {
    const { s } = await ready()
    s.setCity(NKG)
    s.setUseType(USE.CHARTERED)
    expect(s.cityChoices.map((c) => c.cityId)).toEqual(['SHA'])
    expect(s.city?.cityId).toBe('SHA')
    s.setDayKind('HALF')
    s.setDayDate('2030-06-05')
    expect(s.search()).toEqual({ ok: false, message: '包车日期须在今天起30天内' })
    s.setDayDate('2030-05-02')
    const r = s.search()
    expect(r.ok && carListContext.decode(r.params)).toMatchObject({ useType: 7, dayDate: '2030-05-02', dayKind: 'HALF' })
  })

  test('booking style 2 needs the application (C767); personal trips do not', async () => {
    const { s } = await ready({}, searchDeps({ empInfo: EMP, vipCorp: { ...CORP, bookStyle: 2 } }))
    s.setPlace('from', BUND)
    s.setPlace('to', PVG)
    const r = s.search()
    expect(r.ok).toBe(false)
    expect(s.errors.application).toBeTruthy()
    s.setTripType(2)
    expect(s.search().ok).toBe(true)
  })
})

describe('CarPlaceStore', () => {
  function fakeTimers(): Timers & { run(): void } {
    let fn: (() => void) | null = null
    return { set: (f) => ((fn = f), 1), clear: () => (fn = null), run: () => fn?.() }
  }

  test('suggestions are debounced, limited to the city, sorted near its centre; a stale answer is dropped', async () => {
    const asked: [string, string, unknown][] = []
    const deps: PlaceDeps = {
      suggest: async (k, region, near) => {
        asked.push([k, region, near])
        return { ok: true, value: [{ title: `${k}1`, address: 'a', lat: 31.2, lng: 121.4, id: 'SHA-P01' }] }
      },
      locate: async () => ({ ok: false, message: '您已拒绝获取定位，请开启定位重新获取！' }),
      reverse: async () => ({ ok: false, error: 'failed' }),
      addresses: { addressList: async () => ({ favorites: [], history: [BUND] }), addressSave: async () => ({ id: '1' }), addressDelete: async () => ({}) },
    }
    const timers = fakeTimers()
    const p = new CarPlaceStore(deps, timers)
    p.open('上海', 'SHA', { lat: 31.23, lng: 121.47 })
    p.setText('外')
    p.setText('外滩')
    expect(asked).toEqual([])
    timers.run()
    await Promise.resolve()
    await Promise.resolve()
    expect(asked).toEqual([['外滩', '上海', { lat: 31.23, lng: 121.47 }]])
    expect(p.items[0]).toMatchObject({ name: '外滩1', cityId: 'SHA', placeId: 'SHA-P01' })
    expect(await p.locate()).toBeNull()
    expect(p.locateError).toBe('您已拒绝获取定位，请开启定位重新获取！')
  })
})

describe('partner car mini-program (tenant parameter 10970)', () => {
  test('a company with one offers it next to the form; none, or a failed read, offers nothing', async () => {
    const partner = { appId: 'wxd5a8c2f1e7b34a60', path: 'pages/index/index' }
    expect((await ready({ carMiniProgram: async () => partner })).s.miniProgram).toEqual(partner)
    expect((await ready()).s.miniProgram).toBeNull()
    const failing = await ready({ carMiniProgram: async () => Promise.reject(new Error('offline')) })
    expect(failing.s.miniProgram).toBeNull()
    expect(failing.s.citiesStatus).toBe('ready')
  })
})

describe('an application car route opened before the cities arrived', () => {
  test("the route's city wins over the first city of the list", async () => {
    const api = calls()
    const s = new CarSearchStore(searchDeps().deps, api, appApi)
    s.applyApplication({ ccsqdId: '7', ccsqdNo: 'SQ1', routes: [] } as unknown as Parameters<typeof s.applyApplication>[0], { routeId: '9', toCode: 'NKG', toCity: '南京', productType: 10906 } as unknown as Parameters<typeof s.applyApplication>[1])
    await s.loadCities()
    expect(s.city?.cityId).toBe('NKG')
  })
})
