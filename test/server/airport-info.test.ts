/**
 * Airport information (booking flows §7.4, /tk/airportBus): a city's airports, terminals and
 * airlines that agree with the flight catalogue, bus lines with first/last bus and fare, a line's
 * stops with the pass times of its first and last bus (past midnight too), both languages, the
 * empty answer of an airport without buses, 4004 for an unknown airport or line, 4000 with tips for
 * a malformed code, and a login required.
 */
import type { ApAirlineInfoReply, ApTrfDetailReply, ApTrfInfoReply, ApTrnInfoReply, CityAirportMsgReply } from '../../server/src/schemas/airport-info'
import { SETUP_TIMEOUT, startTestApp, targets, type TestEnv } from './helpers/test-app'

describe.each(targets)('airport information on $name', (target) => {
  let env: TestEnv
  let traveller: string
  let dfTraveller: string

  beforeAll(async () => {
    env = await startTestApp(target)
    traveller = await env.login('hx.traveller')
    dfTraveller = await env.login('df.traveller')
  }, SETUP_TIMEOUT)
  afterAll(async () => env?.close())

  test('a city names its airports, by city code or by one of its airports', async () => {
    const bj = await env.get<CityAirportMsgReply>('/obt/airportInfo/cityAirportMsg', { cityCode: 'BJS' }, { token: traveller })
    expect(bj).toMatchObject({ errCode: 1 })
    expect(bj.data.list.map((a) => a.airportCode).sort()).toEqual(['PEK', 'PKX'])
    expect(bj.data.list.find((a) => a.airportCode === 'PEK')?.busLineCount).toBe(3)
    const viaAirport = await env.get<CityAirportMsgReply>('/obt/airportInfo/cityAirportMsg', { cityCode: 'pvg' }, { token: traveller, lang: 'en' })
    expect(viaAirport.data.cityCode).toBe('SHA')
    expect(viaAirport.data.list.map((a) => a.airportName)).toEqual(expect.arrayContaining(['Shanghai Pudong International Airport', 'Shanghai Hongqiao International Airport']))
    const none = await env.get<CityAirportMsgReply>('/obt/airportInfo/cityAirportMsg', { cityCode: 'ZZZ' }, { token: traveller })
    expect(none.errCode).toBe(1)
    expect(none.data.list).toEqual([])
  })

  test('terminals and airlines agree with the flight catalogue', async () => {
    const trn = await env.post<ApTrnInfoReply>('/obt/airportInfo/queryApTrnInfo', { airportCode: 'PEK' }, { token: traveller })
    expect(trn.errCode).toBe(1)
    expect(trn.data.airportName).toBe('北京首都国际机场')
    const t3 = trn.data.terminals.find((t) => t.terminal === 'T3')
    expect(t3?.airlineCodes).toContain('CA')
    expect(t3?.busLineCount).toBe(3)
    const airlines = await env.post<ApAirlineInfoReply>('/obt/airportInfo/queryApAirlineInfo', { airportCode: 'PEK' }, { token: traveller, lang: 'en' })
    expect(airlines.data.list.find((a) => a.airlineCode === 'CA')).toEqual({ airlineCode: 'CA', airlineName: 'Air China', terminal: 'T3' })
    expect(airlines.data.list.find((a) => a.airlineCode === 'HU')?.terminal).toBe('T2')
  })

  test('bus lines with first and last bus, interval and fare, in both languages', async () => {
    const zh = await env.post<ApTrfInfoReply>('/obt/airportInfo/queryApTrfInfo', { airportCode: 'PVG' }, { token: traveller })
    expect(zh.errCode).toBe(1)
    expect(zh.data.list.map((l) => l.lineNo)).toEqual(['机场一线', '机场二线', '机场五线'])
    const line2 = zh.data.list[1]
    expect(line2).toMatchObject({ lineId: 'PVG-2', terminus: '静安寺', fare: 22, intervalMinutes: 15, fromAirport: { first: '07:00', last: '23:00' }, totalMinutes: 60 })
    // DFNY sees the same reference data.
    const en = await env.post<ApTrfInfoReply>('/obt/airportInfo/queryApTrfInfo', { airportCode: 'PVG' }, { token: dfTraveller, lang: 'en' })
    expect(en.data.list.map((l) => l.lineNo)).toEqual(['Airport Line 1', 'Airport Line 2', 'Airport Line 5'])
    expect(JSON.stringify(en.data)).not.toMatch(/[\u4e00-\u9fff]/)
  })

  test('an airport without bus information answers an empty list', async () => {
    const r = await env.post<ApTrfInfoReply>('/obt/airportInfo/queryApTrfInfo', { airportCode: 'WXN' }, { token: traveller })
    expect(r.errCode).toBe(1)
    expect(r.data.list).toEqual([])
  })

  test('a line lists its stops and when the first and last bus pass them, past midnight', async () => {
    const r = await env.post<ApTrfDetailReply>('/obt/airportInfo/queryApTrfDetail', { lineId: 'PEK-1' }, { token: traveller })
    expect(r.errCode).toBe(1)
    expect(r.data.boarding).toContain('T3')
    expect(r.data.stops[0]).toEqual({ seq: 1, name: '首都机场', minutes: 0, firstPass: '07:00', lastPass: '01:00' })
    const last = r.data.stops[r.data.stops.length - 1]
    expect(last).toEqual({ seq: 6, name: '方庄', minutes: 80, firstPass: '08:20', lastPass: '02:20' })
    expect(r.data.line.terminus).toBe('方庄')
  })

  test('unknown airport or line answers 4004, a malformed one 4000 with tips', async () => {
    const noAirport = await env.post('/obt/airportInfo/queryApTrfInfo', { airportCode: 'QQQ' }, { token: traveller })
    expect(noAirport.errCode).toBe(4004)
    const noLine = await env.post('/obt/airportInfo/queryApTrfDetail', { lineId: 'PEK-99' }, { token: traveller })
    expect(noLine.errCode).toBe(4004)
    for (const body of [{ airportCode: 'PE' }, { airportCode: 'P1K' }, {}]) {
      const bad = await env.post('/obt/airportInfo/queryApTrnInfo', body, { token: traveller, lang: 'en' })
      expect(bad.errCode).toBe(4000)
      expect(bad.tips).toBeTruthy()
    }
    const badLine = await env.post('/obt/airportInfo/queryApTrfDetail', { lineId: "PEK-1'; drop" }, { token: traveller })
    expect(badLine.errCode).toBe(4000)
  })

  test('GetClzbByMinZj answers the standard a search without travellers applies, in the reply language', async () => {
    const mine = await env.post<{ standard: { empRank: string; name: string; maxCabinClass: string; advanceDays: number; lowestFareMinutes: number } | null }>(
      '/obt/plane/shopping/gn/v3/GetClzbByMinZj', {}, { token: traveller, lang: 'en' })
    expect(mine.errCode).toBe(1)
    expect(mine.data.standard).toMatchObject({ empRank: 'P2', name: 'Supervisor travel policy' })
    const search = await env.post<{ travelStandard: unknown }>('/obt/plane/shopping/gn/v3/queryFlight', {
      depCode: 'BJS', arrCode: 'SHA', date: new Date(env.clock.now().getTime() + 3 * 86400000).toISOString().slice(0, 10), tripType: 1,
    }, { token: traveller, lang: 'en' })
    expect(search.data.travelStandard).toEqual(mine.data.standard)
    const df = await env.post<{ standard: { name: string } | null }>('/obt/plane/shopping/gn/v3/GetClzbByMinZj', {}, { token: dfTraveller })
    expect(df.errCode).toBe(1)
    expect(df.data.standard?.name).not.toBe(mine.data.standard?.name)
  })

  test('a login is required', async () => {
    const r = await env.post('/obt/airportInfo/queryApTrfInfo', { airportCode: 'PEK' })
    expect(r.errCode).not.toBe(1)
    const p = await env.post('/obt/plane/shopping/gn/v3/GetClzbByMinZj', {})
    expect(p.errCode).not.toBe(1)
    const g = await env.get('/obt/airportInfo/cityAirportMsg', { cityCode: 'BJS' })
    expect(g.errCode).not.toBe(1)
  })
})
