/** The train supplier simulator: determinism, timetables, fares, places, sale states, transfers, tickets (no database). */
import { SEAT_TYPES, planSize, seatPlan } from '../../server/src/suppliers/trains/catalog'
import { addDays, makeTrainKey, parseTrainKey, SimulatedTrainSupplier } from '../../server/src/suppliers/trains/simulator'
import type { SeatTypeCode, SupplierTrain, TrainSearchAnswer } from '../../server/src/suppliers/trains/types'
import { stations } from '../../server/src/db/seed-data/geo/stations'

/** A Tuesday, 10:00 China time. */
const NOW = new Date('2025-06-10T10:00:00+08:00')
const TODAY = '2025-06-10'
const TOMORROW = '2025-06-11'

const fixed = (at: Date = NOW) => new SimulatedTrainSupplier(() => at)
const supplier = fixed()

function trainsOf(answer: TrainSearchAnswer<SupplierTrain[]>): SupplierTrain[] {
  if (!answer.ok) throw new Error(`refused: ${answer.refusal}`)
  return answer.result
}

const search = async (from: string, to: string, date: string, s = supplier) => trainsOf(await s.searchTrains(from, to, date))

const minutesOf = (t: string): number => Number(t.slice(0, -3)) * 60 + Number(t.slice(-2))

describe('train supplier: network and determinism', () => {
  test('the same query twice, and on two instances, gives the same trains', async () => {
    const a = await search('BJS', 'SHA', TOMORROW)
    const b = await search('BJS', 'SHA', TOMORROW)
    const c = await search('BJS', 'SHA', TOMORROW, fixed())
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(JSON.stringify(c)).toBe(JSON.stringify(a))
    expect(a.length).toBeGreaterThan(20)
  })

  test('every seeded station is served, train codes are unique and carry their type letter', () => {
    const table = supplier.timetable()
    const served = new Set(table.flatMap((t) => t.stations))
    expect(stations.filter((s) => !served.has(s.code)).map((s) => s.code)).toEqual([])
    expect(new Set(table.map((t) => t.trainCode)).size).toBe(table.length)
    for (const t of table) {
      expect(t.trainCode).toMatch(/^[GDCZTK]\d{1,4}$/)
      expect(t.trainCode[0]).toBe(t.trainType)
      expect(new Set(t.stations).size).toBe(t.stations.length)
    }
    expect(table.length).toBeGreaterThan(500)
  })

  test('every train from origin to terminus: stops in order, times and distances increasing, run time below 99 h', async () => {
    for (const t of supplier.timetable()) {
      const [origin, terminus] = [t.stations[0], t.stations[t.stations.length - 1]]
      let listing: SupplierTrain | null = null
      for (let d = 1; d <= 7 && !listing; d += 1) listing = await supplier.getTrain(makeTrainKey(addDays(TODAY, d), t.trainCode, origin, terminus))
      if (!listing) throw new Error(`${t.trainCode} never runs`)
      expect(listing.stops.map((s) => s.station.code)).toEqual(t.stations)
      let last = -Infinity
      let km = -1
      listing.stops.forEach((s, i) => {
        expect(s.index).toBe(i + 1)
        expect(s.inSegment).toBe(true)
        expect(s.arriveAt === null).toBe(i === 0)
        expect(s.departAt === null).toBe(i === listing!.stops.length - 1)
        for (const at of [s.arriveAt, s.departAt]) {
          if (!at) continue
          expect(at.getTime()).toBeGreaterThan(last)
          last = at.getTime()
        }
        expect(s.distanceKm).toBeGreaterThan(km)
        km = s.distanceKm
      })
      expect(listing.runMinutes).toBe(Math.round((listing.arriveAt.getTime() - listing.departAt.getTime()) / 60000))
      expect(listing.runMinutes).toBeLessThan(99 * 60)
      expect(listing.distanceKm).toBe(km)
      if (listing.saleState !== 'paused') expect(minutesOf(listing.runTime)).toBe(listing.runMinutes)
    }
  })

  test('speeds look real: G averages 200–320 km/h, conventional trains 60–110 km/h', async () => {
    for (const [from, to, date] of [['BJS', 'SHA', TOMORROW], ['BJS', 'HRB', TOMORROW], ['BXP', 'IZQ', TOMORROW], ['BJS', 'CAN', TOMORROW]] as const) {
      for (const t of await search(from, to, date)) {
        const kmh = t.distanceKm / (t.runMinutes / 60)
        if (t.trainType === 'G') expect(kmh).toBeGreaterThan(200)
        if (t.trainType === 'G') expect(kmh).toBeLessThan(320)
        if ('ZTK'.includes(t.trainType)) expect(kmh).toBeGreaterThan(60)
        if ('ZTK'.includes(t.trainType)) expect(kmh).toBeLessThan(110)
      }
    }
  })

  test('Beijing → Shanghai tomorrow: G trains with second-class seats for sale, overnight sleepers arrive the next day', async () => {
    const trains = await search('BJS', 'SHA', TOMORROW)
    const g = trains.filter((t) => t.trainType === 'G')
    expect(g.length).toBeGreaterThanOrEqual(20)
    expect(g.filter((t) => t.saleState === 'bookable' && t.seats.some((s) => s.seatType === 'O' && s.capacity > 0)).length).toBeGreaterThan(10)
    for (const t of trains) {
      expect(t.date).toBe(TOMORROW)
      expect(t.trainKey).toBe(makeTrainKey(TOMORROW, t.trainCode, t.fromStation.code, t.toStation.code))
      expect(t.startTime).toMatch(/^\d{2}:\d{2}$/)
      expect(t.runTime).toMatch(/^\d{2}:\d{2}$/)
    }
    expect(trains.map((t) => t.departAt.getTime())).toEqual([...trains.map((t) => t.departAt.getTime())].sort((a, b) => a - b))
    const sleepers = trains.filter((t) => t.seats.some((s) => ['3', '4', 'F'].includes(s.seatType)))
    expect(sleepers.length).toBeGreaterThan(0)
    for (const t of sleepers) expect(t.arriveDays).toBe(1)
    // G1 is the fast one: Beijing South – Shanghai Hongqiao in under five hours.
    const g1 = trains.find((t) => t.trainCode === 'G1')
    expect(g1).toMatchObject({ fromStation: { code: 'VNP' }, toStation: { code: 'AOH' }, arriveDays: 0 })
    expect(g1!.runMinutes).toBeLessThan(300)
  })

  test('a city search covers its stations; a station search only that station', async () => {
    const city = await search('BJS', 'SHA', TOMORROW)
    const froms = new Set(city.map((t) => t.fromStation.code))
    const tos = new Set(city.map((t) => t.toStation.code))
    expect([...froms]).toEqual(expect.arrayContaining(['VNP', 'BJP']))
    expect([...tos]).toEqual(expect.arrayContaining(['AOH', 'SHH']))
    for (const t of city) expect([t.fromStation.cityCode, t.toStation.cityCode]).toEqual(['BJS', 'SHA'])
    const station = await search('VNP', 'AOH', TOMORROW)
    expect(station.length).toBeGreaterThan(0)
    for (const t of station) expect([t.fromStation.code, t.toStation.code]).toEqual(['VNP', 'AOH'])
    expect(station.length).toBeLessThan(city.length)
    const canSzx = await search('CAN', 'SZX', TOMORROW)
    expect(new Set(canSzx.map((t) => t.fromStation.code))).toEqual(new Set(['IZQ', 'GGQ']))
  })

  test('places: station codes first, city codes, codes that are both', () => {
    expect(supplier.resolvePlace('vnp')).toEqual({ code: 'VNP', kind: 'station', cityCode: 'BJS', stations: ['VNP'] })
    expect(supplier.resolvePlace('BJS')).toMatchObject({ kind: 'city', cityCode: 'BJS' })
    expect(supplier.resolvePlace('BJS')!.stations).toEqual(expect.arrayContaining(['BJP', 'VNP', 'BXP', 'VAP', 'IFP', 'FTP', 'QIP', 'IWP']))
    expect(supplier.resolvePlace('HGH')).toMatchObject({ kind: 'station', stations: ['HGH'] })
    expect(supplier.resolvePlace('HGH', 'city')!.stations.sort()).toEqual(['HGH', 'HVU', 'HZH', 'XHH'])
    expect(supplier.resolvePlace('ENH')).toMatchObject({ kind: 'station', cityCode: 'HFE' })
    expect(supplier.resolvePlace('ENH', 'city')).toMatchObject({ kind: 'city', cityCode: 'ENH', stations: ['ESN'] })
    expect(supplier.resolvePlace('XXX')).toBeNull()
    expect(supplier.resolvePlace('TYO')).toBeNull()
    expect(supplier.station('AOH')).toEqual({ code: 'AOH', nameZh: '上海虹桥', nameEn: 'Shanghai Hongqiao', cityCode: 'SHA' })
  })
})

describe('train supplier: fares and seats', () => {
  test('fares rise with distance along a train and with the seat class', async () => {
    const g = (await supplier.getTrain(makeTrainKey(TOMORROW, 'G101', 'VNP', 'AOH')))!
    let last = 0
    for (const stop of g.stops.slice(1)) {
      const leg = await supplier.getTrain(makeTrainKey(TOMORROW, 'G101', 'VNP', stop.station.code))
      const second = leg!.seats.find((s) => s.seatType === 'O')!.price
      expect(second).toBeGreaterThan(last)
      last = second
    }
    // Beijing South – Shanghai Hongqiao second class at about 0.46 CNY/km tapered: 500–650.
    expect(last).toBeGreaterThan(500)
    expect(last).toBeLessThan(650)
    const order: SeatTypeCode[][] = [['9', 'M'], ['P', 'M'], ['M', 'O'], ['A', 'F'], ['6', '4'], ['4', '3'], ['3', '1'], ['2', '1']]
    const trains = [...(await search('BJS', 'SHA', TOMORROW)), ...(await search('BJS', 'HRB', TOMORROW)), ...(await search('CTU', 'CKG', TOMORROW))]
    for (const t of trains) {
      const price = (code: SeatTypeCode) => t.seats.find((s) => s.seatType === code)?.price
      for (const [high, low] of order) {
        const [h, l] = [price(high), price(low)]
        if (h !== undefined && l !== undefined) expect(h).toBeGreaterThan(l)
      }
      for (const s of t.seats) expect(s.price * 2).toBe(Math.round(s.price * 2))
      // No seat costs what the standard seat costs.
      const wz = price('WZ')
      if (wz !== undefined) expect(wz).toBe(price('O') ?? price('1'))
    }
  })

  test('seat types: every 12306 type of the spec appears somewhere; EMU and conventional classes never mix', async () => {
    const seen = new Set<string>()
    for (const [from, to] of [['BJS', 'SHA'], ['BJS', 'HRB'], ['BJS', 'CAN'], ['CTU', 'CKG'], ['BJS', 'SZX'], ['SHA', 'KMG'], ['LHW', 'LXA']]) {
      for (let d = 1; d <= 3; d += 1) {
        for (const t of await search(from, to, addDays(TODAY, d))) {
          const codes = t.seats.map((s) => s.seatType)
          codes.forEach((c) => seen.add(c))
          const emu = 'GDC'.includes(t.trainType)
          for (const c of codes) expect(emu ? ['9', 'P', 'M', 'O', 'A', 'F', 'WZ'] : ['6', '4', '3', '2', '1', 'WZ']).toContain(c)
          for (const s of t.seats) {
            expect(s.nameZh).toBe(SEAT_TYPES.find((x) => x.code === s.seatType)!.nameZh)
            expect(s.capacity).toBeGreaterThanOrEqual(0)
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(SEAT_TYPES.map((s) => s.code).sort())
  })

  test('some seat types and some whole trains are sold out or nearly, deterministically', async () => {
    const trains: SupplierTrain[] = []
    for (let d = 1; d <= 5; d += 1) trains.push(...(await search('BJS', 'SHA', addDays(TODAY, d))), ...(await search('CAN', 'SZX', addDays(TODAY, d))))
    const seats = trains.flatMap((t) => t.seats)
    const soldOut = seats.filter((s) => s.capacity === 0).length
    const low = seats.filter((s) => s.capacity > 0 && s.capacity < 10).length
    expect(soldOut / seats.length).toBeGreaterThan(0.03)
    expect(soldOut / seats.length).toBeLessThan(0.35)
    expect(low).toBeGreaterThan(0)
    expect(trains.some((t) => t.seats.filter((s) => s.seatType !== 'WZ').every((s) => s.capacity === 0))).toBe(true)
    expect(trains.filter((t) => t.seats.some((s) => s.capacity > 0)).length / trains.length).toBeGreaterThan(0.85)
  })
})

describe('train supplier: sale rules and the date window', () => {
  test('dates outside today…today+29 are refused, inside answered; bad input refused', async () => {
    expect(await supplier.searchTrains('BJS', 'SHA', addDays(TODAY, -1))).toEqual({ ok: false, refusal: 'dateInPast' })
    expect(await supplier.searchTrains('BJS', 'SHA', addDays(TODAY, 30))).toEqual({ ok: false, refusal: 'beyondSearchWindow' })
    expect(await supplier.searchTrains('BJS', 'SHA', '2025-02-30')).toEqual({ ok: false, refusal: 'badDate' })
    expect(await supplier.searchTrains('BJS', 'BJS', TOMORROW)).toEqual({ ok: false, refusal: 'samePlace' })
    expect(await supplier.searchTrains('BJS', 'VNP', TOMORROW)).toEqual({ ok: false, refusal: 'samePlace' })
    expect(await supplier.searchTrains('QQQ', 'SHA', TOMORROW)).toEqual({ ok: false, refusal: 'unknownFrom' })
    expect(await supplier.searchTrains('BJS', 'QQQ', TOMORROW)).toEqual({ ok: false, refusal: 'unknownTo' })
    expect(await supplier.searchTransfers('BJS', 'SHA', addDays(TODAY, 30))).toEqual({ ok: false, refusal: 'beyondSearchWindow' })
    // Two stations of one city: a valid question without a train.
    expect(await supplier.searchTrains('VNP', 'BXP', TOMORROW)).toEqual({ ok: true, result: [] })
    expect(supplier.searchWindow()).toEqual({ today: TODAY, firstSaleDate: TOMORROW, lastSaleDate: '2025-06-24', lastSearchDate: '2025-07-09' })
  })

  test('with the real clock every date from today to today+29 finds Beijing → Shanghai trains', async () => {
    const live = new SimulatedTrainSupplier()
    const { today } = live.searchWindow()
    for (let d = 0; d < 30; d += 1) {
      const trains = await search('BJS', 'SHA', addDays(today, d), live)
      expect(trains.filter((t) => t.trainType === 'G').length).toBeGreaterThan(20)
    }
  })

  test('sale state: today closed, tomorrow to today+14 on sale, later not yet (opening at the station time 14 days before)', async () => {
    for (const t of await search('BJS', 'SHA', TODAY)) expect(['closed', 'paused']).toContain(t.saleState)
    const saleStates = async (date: string) => new Set((await search('BJS', 'SHA', date)).map((t) => t.saleState))
    expect(await saleStates(TOMORROW)).toEqual(new Set(['bookable', 'paused']))
    for (const t of await search('BJS', 'SHA', addDays(TODAY, 20))) {
      if (t.saleState === 'paused') continue
      expect(t.saleState).toBe('notYetOnSale')
      expect(t.saleDateTime).toMatch(/^2025-06-16 (0[89]|1[0-8]):[03]0:00$/)
    }
    expect((await saleStates(addDays(TODAY, 13))).has('bookable')).toBe(true)
    expect((await saleStates(addDays(TODAY, 15))).has('bookable')).toBe(false)
    // On the last pre-sale day, a station that opens after 10:00 is not open yet.
    const last = await search('BJS', 'SHA', '2025-06-24')
    for (const t of last) {
      if (t.saleState === 'paused') continue
      const opensAt = t.saleDateTime.slice(11, 16)
      expect(t.saleState).toBe(opensAt <= '10:00' ? 'bookable' : 'notYetOnSale')
    }
  })

  test('saleDateTime agrees with the app rule: a reached date-time means bookable, otherwise a future one or none', async () => {
    const parse = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`)
    for (const at of [NOW, new Date('2025-06-10T03:30:00+08:00'), new Date('2025-06-10T23:59:30+08:00')]) {
      const s = fixed(at)
      for (const d of [1, 2, 14, 15]) {
        for (const t of await search('BJS', 'SHA', addDays(TODAY, d), s)) {
          if (t.saleState === 'bookable') expect(parse(t.saleDateTime).getTime()).toBeLessThanOrEqual(at.getTime())
          else if (t.saleState === 'notYetOnSale' || t.saleState === 'outsideHours') expect(parse(t.saleDateTime).getTime()).toBeGreaterThan(at.getTime())
          else expect(t.saleDateTime).toBe('')
          expect(t.runTime.startsWith('99')).toBe(t.saleState === 'paused')
        }
      }
    }
  })

  test('booking hours: before 05:00 nothing is bookable and sale reopens at 05:00', async () => {
    const night = fixed(new Date('2025-06-10T03:30:00+08:00'))
    const trains = await search('BJS', 'SHA', TOMORROW, night)
    for (const t of trains) {
      expect(t.saleState).not.toBe('bookable')
      if (t.saleState === 'outsideHours') expect(t.saleDateTime).toBe('2025-06-10 05:00:00')
    }
    expect(trains.some((t) => t.saleState === 'outsideHours')).toBe(true)
    const at5 = await search('BJS', 'SHA', TOMORROW, fixed(new Date('2025-06-10T05:00:00+08:00')))
    expect(at5.some((t) => t.saleState === 'bookable')).toBe(true)
  })

  test('without the night closure (the test servers) the same night sells what 05:00 sells', async () => {
    const at = new Date('2025-06-10T03:30:00+08:00')
    const open = await search('BJS', 'SHA', TOMORROW, new SimulatedTrainSupplier(() => at, false))
    expect(open.some((t) => t.saleState === 'outsideHours')).toBe(false)
    const at5 = await search('BJS', 'SHA', TOMORROW, fixed(new Date('2025-06-10T05:00:00+08:00')))
    expect(open.map((t) => t.saleState === 'bookable')).toEqual(at5.map((t) => t.saleState === 'bookable'))
  })

  test('a small deterministic subset of runs is paused with runTime 99:59', async () => {
    const all: SupplierTrain[] = []
    for (let d = 1; d <= 10; d += 1) all.push(...(await search('BJS', 'SHA', addDays(TODAY, d))))
    const paused = all.filter((t) => t.saleState === 'paused')
    expect(paused.length).toBeGreaterThan(0)
    expect(paused.length / all.length).toBeLessThan(0.1)
    for (const t of paused) {
      expect(t.runTime).toBe('99:59')
      expect(t.saleDateTime).toBe('')
      expect(t.runMinutes).toBeLessThan(99 * 60)
    }
    // The same run is paused for every segment of it.
    const one = paused[0]
    const whole = await supplier.getTrain(makeTrainKey(one.date, one.trainCode, one.stops[0].station.code, one.stops[one.stops.length - 1].station.code))
    expect(whole?.saleState).toBe('paused')
  })
})

describe('train supplier: listings by key, transfers, tickets', () => {
  test('getTrain answers a searched listing identically, any date, and null for keys naming nothing', async () => {
    const [first] = await search('BJS', 'SHA', TOMORROW)
    expect(JSON.stringify(await supplier.getTrain(first.trainKey))).toBe(JSON.stringify(first))
    expect(parseTrainKey(first.trainKey)).toEqual({ date: TOMORROW, trainCode: first.trainCode, from: first.fromStation.code, to: first.toStation.code })
    const past = await supplier.getTrain(makeTrainKey('2025-01-15', 'C2001', 'VNP', 'TJP'))
    expect(past).toMatchObject({ trainCode: 'C2001', saleState: 'closed' })
    expect(await supplier.getTrain(makeTrainKey(TOMORROW, 'C2001', 'TJP', 'VNP'))).toBeNull()
    expect(await supplier.getTrain(makeTrainKey(TOMORROW, 'G9999', 'VNP', 'AOH'))).toBeNull()
    expect(await supplier.getTrain('20250230.G1.VNP.AOH')).toBeNull()
    expect(await supplier.getTrain('nonsense')).toBeNull()
  })

  test('a train passing midnight is listed on the date it leaves the boarding station', async () => {
    const t = (await search('BJS', 'SHA', TOMORROW)).find((x) => x.trainCode === 'T109')!
    const late = t.stops.find((s) => s.departAt && s.dayOffset === 1)
    expect(late).toBeDefined()
    const leg = (await search(late!.station.code, 'SHA', addDays(TOMORROW, 1))).find((x) => x.trainCode === 'T109')
    expect(leg).toMatchObject({ originDate: TOMORROW, date: addDays(TOMORROW, 1), runKey: `${TOMORROW.replace(/-/g, '')}.T109` })
    expect((await search(late!.station.code, 'SHA', TOMORROW)).find((x) => x.trainCode === 'T109')?.originDate).toBe(TODAY)
  })

  test('Hangzhou → Xi\'an has no direct train: transfer plans via hubs respect the connection times', async () => {
    const from = supplier.resolvePlace('HGH', 'city')!
    const to = supplier.resolvePlace('XIY', 'city')!
    expect(trainsOf(await supplier.searchTrains(from, to, TOMORROW))).toEqual([])
    const answer = await supplier.searchTransfers(from, to, TOMORROW)
    if (!answer.ok) throw new Error(answer.refusal)
    const plans = answer.result
    expect(plans.length).toBeGreaterThan(2)
    expect(plans.length).toBeLessThanOrEqual(12)
    expect(new Set(plans.map((p) => p.hubCityCode)).size).toBeGreaterThan(1)
    for (const p of plans) {
      const [a, b] = p.legs
      expect(a.fromStation.cityCode).toBe('HGH')
      expect(b.toStation.cityCode).toBe('XIY')
      expect(a.date).toBe(TOMORROW)
      expect(a.toStation.cityCode).toBe(p.hubCityCode)
      expect(b.fromStation.cityCode).toBe(p.hubCityCode)
      expect(p.sameStation).toBe(a.toStation.code === b.fromStation.code)
      const wait = (b.departAt.getTime() - a.arriveAt.getTime()) / 60000
      expect(p.connectionMinutes).toBe(wait)
      expect(wait).toBeGreaterThanOrEqual(p.sameStation ? 20 : 60)
      expect(wait).toBeLessThanOrEqual(360)
      expect(p.totalMinutes).toBe((b.arriveAt.getTime() - a.departAt.getTime()) / 60000)
      for (const leg of p.legs) expect(['paused', 'closed']).not.toContain(leg.saleState)
    }
    expect(plans.some((p) => !p.sameStation)).toBe(true)
    const arrivals = plans.map((p) => p.legs[1].arriveAt.getTime())
    expect(arrivals).toEqual([...arrivals].sort((x, y) => x - y))
  })

  test('issued tickets: carriage and seat numbers that never repeat, per seat kind', async () => {
    const trains = [...(await search('VNP', 'AOH', TOMORROW)), ...(await search('BJS', 'HRB', TOMORROW))]
    const g = trains.find((t) => t.trainType === 'G')!
    const tickets = await supplier.issueTickets(Array.from({ length: 60 }, (_, ordinal) => ({ trainKey: g.trainKey, seatType: 'O' as const, ordinal })))
    expect(new Set(tickets.map((t) => `${t.carriage}-${t.seatNo}`)).size).toBe(60)
    for (const t of tickets) {
      expect(t.ticketNo).toMatch(/^E\d{9}$/)
      expect(t.carriage).toMatch(/^\d{2}$/)
      expect(t.seatNo).toMatch(/^\d{2}[ABCDF]$/)
      expect(t.labelZh).toBe(`${t.carriage}车${t.seatNo}号`)
      expect(t.berth).toBeNull()
    }
    // Second class has at least 540 seats (6 cars × 18 rows × 5): 500 tickets, 500 different seats.
    expect(planSize(seatPlan('O', 'emu8'))).toBe(540)
    const many = await supplier.issueTickets(Array.from({ length: 500 }, (_, ordinal) => ({ trainKey: g.trainKey, seatType: 'O' as const, ordinal })))
    expect(new Set(many.map((t) => `${t.carriage}-${t.seatNo}`)).size).toBe(500)
    const sleeper = trains.find((t) => t.seats.some((s) => s.seatType === '3'))!
    const berths = await supplier.issueTickets(Array.from({ length: 30 }, (_, ordinal) => ({ trainKey: sleeper.trainKey, seatType: '3' as const, ordinal })))
    expect(new Set(berths.map((t) => t.labelZh)).size).toBe(30)
    expect(new Set(berths.map((t) => t.berth))).toEqual(new Set(['lower', 'middle', 'upper']))
    const berth = berths[0]
    expect(berth.labelZh).toMatch(/^\d{2}车\d{2}号[上中下]铺$/)
    expect(berth.labelEn).toMatch(/^Car \d{2}, berth \d{2} (lower|middle|upper)$/)
    const withWz = trains.find((t) => t.seats.some((s) => s.seatType === 'WZ'))!
    const [standing] = await supplier.issueTickets([{ trainKey: withWz.trainKey, seatType: 'WZ', ordinal: 3 }])
    expect(standing).toMatchObject({ seatNo: '', berth: null })
    expect(standing.labelZh).toMatch(/^\d{2}车无座$/)
    await expect(supplier.issueTickets([{ trainKey: 'nonsense', seatType: 'O', ordinal: 0 }])).rejects.toThrow()
    await expect(supplier.issueTickets([{ trainKey: g.trainKey, seatType: '3', ordinal: 0 }])).rejects.toThrow()
    await expect(supplier.issueTickets([{ trainKey: g.trainKey, seatType: 'O', ordinal: -1 }])).rejects.toThrow()
  })
})
