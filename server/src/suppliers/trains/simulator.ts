/**
 * The train simulator: a deterministic timetable on the seeded stations.
 *
 * - The network is catalog.ts's LINES: ordered stations along real corridors, each with services
 *   (train type, number block, trains a day, ends, stop pattern). Distances are the great-circle
 *   legs between neighbouring stations × a detour factor; times come from the distance at the
 *   type's cruising speed capped by the line (G ~315 km/h on 350 lines, D ~225, Z/T/K 90–130) plus
 *   dwell and braking per call, so G averages 250–300 km/h and conventional trains 80–100.
 * - A train's calls, times, consist and seat types come from a PRNG keyed by its train code, so the
 *   timetable is the same every day and after every restart; a few trains run Friday–Sunday only.
 * - Fares come from distance and seat type (catalog.ts). Capacity per seat type comes from a PRNG
 *   keyed by the listing (date + train + segment): some types, and a few whole trains, are sold
 *   out or nearly. What is sold is in the database, never here.
 * - Sale state depends on the clock: 15 days of pre-sale from each station's opening time, first
 *   sale date tomorrow, booking hours 05:00–23:59, online sale closing 30 minutes before
 *   departure; about 3 % of runs are paused (runTime '99:59').
 * - Reference data (stations, cities) is read from seed-data/geo directly, like the flight simulator.
 * - The 12306 account and identity check services are rail-account-simulator.ts's (demo rules there).
 */
import { cities as seedCities } from '../../db/seed-data/geo/cities'
import { stations as seedStations } from '../../db/seed-data/geo/stations'
import { randomDigits } from '../../util/crypto'
import { createPrng, type Prng } from '../../util/prng'
import { chinaDate, formatChinaTime } from '../../util/time'
import {
  BOOKING_HOURS,
  CONNECTION_MINUTES,
  CRUISE_KMH,
  DEFAULT_WINDOW,
  DETOUR,
  LINES,
  MAX_PLANS_PER_HUB,
  MAX_TRANSFER_PLANS,
  PRESALE_DAYS,
  SALE_STOPS_BEFORE_DEPARTURE_MIN,
  SEARCH_DAYS,
  SEAT_TYPE_BY_CODE,
  SLEEPER_EMU_KMH,
  STOP_PENALTY_MIN,
  TRAIN_TYPE_BY_CODE,
  planSize,
  seatFare,
  seatPlan,
  type LineDef,
  type SeatPlan,
  type ServiceDef,
} from './catalog'
import { SimulatedRailAccounts } from './rail-account-simulator'
import type {
  IssuedTicket,
  RailCheckCode,
  RailIdentity,
  RailLoginAnswer,
  SeatTypeCode,
  StationRef,
  SupplierSeat,
  SupplierStop,
  SupplierTrain,
  TicketRequest,
  TrainPlace,
  TrainSaleState,
  TrainSearchAnswer,
  TrainSearchRefusal,
  TrainSearchWindow,
  TrainSupplier,
  TrainTypeCode,
  TransferPlan,
} from './types'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
const EVERY_DAY = 0x7f
/** Friday, Saturday, Sunday (bit d = weekday d, 0 Sunday). */
const WEEKEND_DAYS = (1 << 5) | (1 << 6) | (1 << 0)
/** Share of runs whose sale the railway has paused. */
const PAUSED_SHARE = 0.03

type Consist = 'emu8' | 'emu16' | 'sleeperEmu' | 'conventional'

/** A station the simulator knows. */
interface SimStation extends StationRef {
  lat: number
  lng: number
  /** Minutes after midnight the station opens its pre-sale (12306 stations open between 08:00 and 18:00). */
  saleOpenMinute: number
}

/** A call of a timetable, minutes counted from midnight of the origin date. */
interface TimetableStop {
  station: string
  arr: number | null
  dep: number | null
  km: number
}

/** A train of the timetable (the same every day it runs). */
interface TimetableTrain {
  code: string
  type: TrainTypeCode
  lineId: string
  stops: TimetableStop[]
  /** Station code → index in stops. */
  index: Map<string, number>
  /** Bit d set: runs from its origin on weekday d (0 Sunday). */
  days: number
  consist: Consist
  /** Seat types it carries (display order). */
  seatTypes: SeatTypeCode[]
}

/** A listing before the clock-dependent sale fields are applied. */
type BaseListing = Omit<SupplierTrain, 'saleState' | 'saleDateTime' | 'runTime'> & { realRunTime: string }

/** FNV-1a, 32 bits. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function prngFor(key: string): Prng {
  return createPrng(hashString(key))
}

/** A number in [0, 1) fixed by a key. */
function unitFor(key: string): number {
  return prngFor(key).next()
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** 'HH:mm' of minutes after midnight (modulo a day). */
function clockText(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`
}

/** 'HH:mm' of a duration (hours may pass 24). */
function durationText(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}

/** Minutes after midnight of 'HH:mm'. */
function minuteOf(text: string): number {
  const [h, m] = text.split(':').map(Number)
  return h * 60 + m
}

/** 'YYYY-MM-DD' plus days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** Weekday (0 Sunday) of a 'YYYY-MM-DD'. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** Whether a text is a real 'YYYY-MM-DD'. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text
}

/** The instant of a China-local date plus minutes after its midnight. */
function chinaInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`) + minutes * MINUTE_MS)
}

/** The listing key. */
export function makeTrainKey(date: string, trainCode: string, from: string, to: string): string {
  return `${date.replace(/-/g, '')}.${trainCode}.${from}.${to}`
}

/** Parses a listing key; null when malformed. */
export function parseTrainKey(key: string): { date: string; trainCode: string; from: string; to: string } | null {
  const match = /^(\d{4})(\d{2})(\d{2})\.([GDCZTK]\d{1,4})\.([A-Z]{3})\.([A-Z]{3})$/.exec(key)
  if (!match) return null
  const date = `${match[1]}-${match[2]}-${match[3]}`
  if (!isDate(date)) return null
  return { date, trainCode: match[4], from: match[5], to: match[6] }
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/** A small bounded cache (drops everything when full: the data is cheap to rebuild). */
class BoundedCache<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly max: number) {}
  get(key: string, build: () => V): V {
    const hit = this.map.get(key)
    if (hit !== undefined) return hit
    const value = build()
    if (this.map.size >= this.max) this.map.clear()
    this.map.set(key, value)
    return value
  }
}

/** The simulated supplier. `clock` decides the search window and each train's sale state. */
export class SimulatedTrainSupplier implements TrainSupplier {
  readonly kind = 'simulator'
  private readonly stations = new Map<string, SimStation>()
  /** City code → served station codes (seed order). */
  private readonly cityStations = new Map<string, string[]>()
  private readonly cityNames = new Map<string, { zh: string; en: string }>()
  private readonly trains: TimetableTrain[] = []
  private readonly byCode = new Map<string, TimetableTrain>()
  /** Station code → the trains calling there and at which index. */
  private readonly calls = new Map<string, { train: TimetableTrain; i: number }[]>()
  /** Cities where two lines or more meet. */
  private readonly hubCities: string[]
  private readonly refs = new Map<string, StationRef>()
  /** Built listings by key (a listing is a few kB: 20,000 stay well under 100 MB). */
  private readonly listings = new BoundedCache<BaseListing | null>(20_000)

  constructor(
    private readonly clock: () => Date = () => new Date(),
    /**
     * false: the rail system sells round the clock (the test servers: the browser and mini-program
     * suites must pass at any hour, and the night closure is covered by the server tests' clock).
     */
    private readonly nightClosure = true,
  ) {
    for (const c of seedCities) this.cityNames.set(c.code, { zh: c.nameZh, en: c.nameEn })
    for (const s of seedStations) {
      this.stations.set(s.code, {
        code: s.code,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        cityCode: s.cityCode,
        lat: s.lat,
        lng: s.lng,
        saleOpenMinute: 480 + 30 * (hashString(`open:${s.code}`) % 21),
      })
    }
    for (const line of LINES) this.buildLine(line)
    for (const s of seedStations) {
      if (!this.calls.has(s.code)) continue
      const list = this.cityStations.get(s.cityCode) ?? []
      list.push(s.code)
      this.cityStations.set(s.cityCode, list)
    }
    const linesByCity = new Map<string, Set<string>>()
    for (const train of this.trains) {
      for (const stop of train.stops) {
        const city = this.stations.get(stop.station)?.cityCode ?? ''
        const set = linesByCity.get(city) ?? new Set<string>()
        set.add(train.lineId)
        linesByCity.set(city, set)
      }
    }
    this.hubCities = [...linesByCity].filter(([, lines]) => lines.size >= 2).map(([city]) => city).sort()
  }

  // ── Network construction ──────────────────────────────────────────────────────────────────────

  private buildLine(line: LineDef): void {
    const codes = line.stations.map((s) => s.replace('*', ''))
    const majors = new Set(line.stations.filter((s) => s.startsWith('*')).map((s) => s.slice(1)))
    for (const code of codes) if (!this.stations.has(code)) throw new Error(`line ${line.id}: unknown station ${code}`)
    const km: number[] = [0]
    for (let i = 1; i < codes.length; i += 1) {
      const a = this.stations.get(codes[i - 1]) as SimStation
      const b = this.stations.get(codes[i]) as SimStation
      km.push(km[i - 1] + Math.max(5, Math.round(distanceKm(a, b) * DETOUR[line.kind])))
    }
    for (const service of line.services) {
      const fromIdx = service.from ? codes.indexOf(service.from) : 0
      const toIdx = service.to ? codes.indexOf(service.to) : codes.length - 1
      if (fromIdx < 0 || toIdx < 0 || fromIdx >= toIdx) throw new Error(`line ${line.id}: bad ends of ${service.type}${service.base}`)
      for (const up of [false, true]) {
        const span = Array.from({ length: toIdx - fromIdx + 1 }, (_, k) => fromIdx + k)
        const order = up ? span.reverse() : span
        for (let k = 0; k < service.perDay; k += 1) {
          const code = `${service.type}${service.base + 2 * k + (up ? 1 : 0)}`
          if (this.byCode.has(code)) throw new Error(`train ${code} defined twice`)
          const train = this.buildTrain(line, service, code, k, order.map((i) => ({ station: codes[i], km: Math.abs(km[i] - km[order[0]]), major: majors.has(codes[i]) })))
          this.trains.push(train)
          this.byCode.set(code, train)
          train.stops.forEach((stop, i) => {
            const list = this.calls.get(stop.station) ?? []
            list.push({ train, i })
            this.calls.set(stop.station, list)
          })
        }
      }
    }
  }

  private buildTrain(
    line: LineDef,
    service: ServiceDef,
    code: string,
    k: number,
    route: { station: string; km: number; major: boolean }[],
  ): TimetableTrain {
    const rng = prngFor(`train:${code}`)
    const last = route.length - 1
    const calls = route.filter((r, i) => {
      if (i === 0 || i === last || service.pattern === 'all') return true
      if (service.pattern === 'express') return r.major && rng.next() < 0.5
      return r.major || rng.next() < 0.5
    })
    const sleeperEmu = service.type === 'D' && service.overnight === true
    const cruise = sleeperEmu ? SLEEPER_EMU_KMH : Math.min(CRUISE_KMH[service.type], line.maxKmh * 0.9)
    // Running minutes from the origin to each call, and the dwell at each call.
    const dwell = calls.map((c, i) => {
      if (i === 0 || i === calls.length - 1) return 0
      if (line.kind === 'hsr') return c.major ? 3 + rng.int(0, 2) : 2
      return c.major ? 8 + rng.int(0, 6) : 4 + rng.int(0, 2)
    })
    const total = calls.reduce((sum, c, i) => {
      if (i === 0) return 0
      return sum + ((c.km - calls[i - 1].km) / cruise) * 60 + STOP_PENALTY_MIN[line.kind] + dwell[i - 1]
    }, 0)
    let start: number
    if (service.overnight && !service.window) {
      // Arrive between 06:30 and 09:00 the next morning(s).
      const arrive = 390 + rng.int(0, 30) * 5
      start = ((((Math.round((arrive - total) / 5) * 5) % 1440) + 1440) % 1440)
    } else {
      const [from, to] = (service.window ?? DEFAULT_WINDOW[service.type]).map(minuteOf)
      const slot = service.perDay <= 1 ? from : from + ((to - from) * (k + rng.next() * 0.7)) / service.perDay
      start = Math.min(to, Math.round(slot / 5) * 5)
    }
    const stops: TimetableStop[] = []
    let clock = start
    calls.forEach((c, i) => {
      if (i === 0) {
        stops.push({ station: c.station, arr: null, dep: clock, km: c.km })
        return
      }
      clock += Math.round(((c.km - calls[i - 1].km) / cruise) * 60 + STOP_PENALTY_MIN[line.kind])
      const arr = clock
      clock += dwell[i]
      stops.push({ station: c.station, arr, dep: i === calls.length - 1 ? null : clock, km: c.km })
    })
    const emu = TRAIN_TYPE_BY_CODE.get(service.type)?.emu ?? false
    const consist: Consist = !emu ? 'conventional' : sleeperEmu ? 'sleeperEmu' : service.type !== 'C' && rng.next() < 0.45 ? 'emu16' : 'emu8'
    const seatTypes = this.seatTypesOf(service.type, consist, rng, k, route[last].km)
    const peakOnly = service.type !== 'C' && service.pattern === 'regular' && service.perDay > 3 && rng.next() < 0.08
    return {
      code,
      type: service.type,
      lineId: line.id,
      stops,
      index: new Map(stops.map((s, i) => [s.station, i])),
      days: peakOnly ? WEEKEND_DAYS : EVERY_DAY,
      consist,
      seatTypes,
    }
  }

  /** The seat types of a train by type and consist (display order). */
  private seatTypesOf(type: TrainTypeCode, consist: Consist, rng: Prng, k: number, lengthKm: number): SeatTypeCode[] {
    const types: SeatTypeCode[] = []
    if (consist === 'sleeperEmu') {
      if (k % 2 === 0) types.push('A')
      types.push('F', 'O')
    } else if (consist !== 'conventional') {
      const top = rng.next()
      if (type === 'G') types.push(top < 0.15 ? 'P' : '9')
      else if (consist === 'emu16' || (type === 'C' && top < 0.25)) types.push(type === 'C' ? 'P' : '9')
      types.push('M', 'O')
      if (type === 'C' || rng.next() < 0.5) types.push('WZ')
    } else {
      if (type === 'Z' && rng.next() < 0.4) types.push('6')
      if (type !== 'K' || rng.next() < 0.8 || lengthKm > 1500) types.push('4')
      types.push('3')
      // Short conventional runs keep a soft-seat car; some expresses too.
      if (lengthKm < 700 || (type === 'T' && rng.next() < 0.3)) types.push('2')
      if (type !== 'Z' || rng.next() < 0.6) types.push('1', 'WZ')
    }
    return types.sort((a, b) => (SEAT_TYPE_BY_CODE.get(a)?.order ?? 0) - (SEAT_TYPE_BY_CODE.get(b)?.order ?? 0))
  }

  // ── Places and dates ──────────────────────────────────────────────────────────────────────────

  /** The shared, frozen reference of a station (listings hold many; they are never changed). */
  private stationRef(code: string): StationRef {
    let ref = this.refs.get(code)
    if (!ref) {
      const s = this.stations.get(code) as SimStation
      ref = Object.freeze({ code: s.code, nameZh: s.nameZh, nameEn: s.nameEn, cityCode: s.cityCode })
      this.refs.set(code, ref)
    }
    return ref
  }

  station(code: string): StationRef | null {
    return this.stations.has(code) ? { ...this.stationRef(code) } : null
  }

  resolvePlace(code: string, prefer: 'station' | 'city' = 'station'): TrainPlace | null {
    const upper = code.trim().toUpperCase()
    const asStation = (): TrainPlace | null => {
      const s = this.stations.get(upper)
      if (!s || !this.calls.has(upper)) return null
      return { code: upper, kind: 'station', cityCode: s.cityCode, stations: [upper] }
    }
    const asCity = (): TrainPlace | null => {
      const list = this.cityStations.get(upper)
      return list ? { code: upper, kind: 'city', cityCode: upper, stations: [...list] } : null
    }
    return prefer === 'city' ? (asCity() ?? asStation()) : (asStation() ?? asCity())
  }

  searchWindow(): TrainSearchWindow {
    return this.windowAt(this.clock())
  }

  private windowAt(now: Date): TrainSearchWindow {
    const today = chinaDate(now)
    return {
      today,
      firstSaleDate: addDays(today, 1),
      lastSaleDate: addDays(today, PRESALE_DAYS - 1),
      lastSearchDate: addDays(today, SEARCH_DAYS - 1),
    }
  }

  /** Resolves and checks a search; a refusal or the two places. */
  private checkSearch(
    from: string | TrainPlace,
    to: string | TrainPlace,
    date: string,
  ): { ok: false; refusal: TrainSearchRefusal } | { ok: true; from: TrainPlace; to: TrainPlace } {
    const a = typeof from === 'string' ? this.resolvePlace(from) : from
    const b = typeof to === 'string' ? this.resolvePlace(to) : to
    if (!a) return { ok: false, refusal: 'unknownFrom' }
    if (!b) return { ok: false, refusal: 'unknownTo' }
    if (a.stations.some((s) => b.stations.includes(s))) return { ok: false, refusal: 'samePlace' }
    if (!isDate(date)) return { ok: false, refusal: 'badDate' }
    const window = this.searchWindow()
    if (date < window.today) return { ok: false, refusal: 'dateInPast' }
    if (date > window.lastSearchDate) return { ok: false, refusal: 'beyondSearchWindow' }
    return { ok: true, from: a, to: b }
  }

  // ── Search ────────────────────────────────────────────────────────────────────────────────────

  async searchTrains(from: string | TrainPlace, to: string | TrainPlace, date: string): Promise<TrainSearchAnswer<SupplierTrain[]>> {
    const check = this.checkSearch(from, to, date)
    if (!check.ok) return check
    const now = this.clock()
    const window = this.windowAt(now)
    return { ok: true, result: this.direct(check.from.stations, check.to.stations, date).map((l) => this.withSale(l, now, window)) }
  }

  async getTrain(trainKey: string): Promise<SupplierTrain | null> {
    const parsed = parseTrainKey(trainKey)
    if (!parsed) return null
    const train = this.byCode.get(parsed.trainCode)
    if (!train) return null
    const i = train.index.get(parsed.from)
    const j = train.index.get(parsed.to)
    if (i === undefined || j === undefined || i >= j) return null
    const listing = this.listing(train, i, j, parsed.date)
    return listing ? this.withSale(listing, this.clock()) : null
  }

  /** Every listing from any of `fromStations` to any of `toStations` departing on `date` (departure order). */
  private direct(fromStations: string[], toStations: string[], date: string): BaseListing[] {
    const out: BaseListing[] = []
    for (const a of fromStations) {
      for (const { train, i } of this.calls.get(a) ?? []) {
        for (const b of toStations) {
          const j = train.index.get(b)
          if (j === undefined || j <= i) continue
          const listing = this.listing(train, i, j, date)
          if (listing) out.push(listing)
        }
      }
    }
    return out.sort((x, y) => x.departAt.getTime() - y.departAt.getTime() || x.trainCode.localeCompare(y.trainCode))
  }

  /** The listing of a train between calls i and j leaving call i on `date`; null when it does not run then. */
  private listing(train: TimetableTrain, i: number, j: number, date: string): BaseListing | null {
    const key = makeTrainKey(date, train.code, train.stops[i].station, train.stops[j].station)
    return this.listings.get(key, () => {
      const depMinute = train.stops[i].dep as number
      const originDate = addDays(date, -Math.floor(depMinute / 1440))
      if ((train.days & (1 << weekday(originDate))) === 0) return null
      // Frozen: every answer shares the stops and seats of the cached listing.
      const built = this.buildListing(train, i, j, date, originDate, key)
      built.stops.forEach((stop) => Object.freeze(stop))
      built.seats.forEach((seat) => Object.freeze(seat))
      Object.freeze(built.stops)
      Object.freeze(built.seats)
      return Object.freeze(built)
    })
  }

  private buildListing(train: TimetableTrain, i: number, j: number, date: string, originDate: string, trainKey: string): BaseListing {
    const from = train.stops[i]
    const to = train.stops[j]
    const departAt = chinaInstant(originDate, from.dep as number)
    const arriveAt = chinaInstant(originDate, to.arr as number)
    const runMinutes = (to.arr as number) - (from.dep as number)
    const distance = to.km - from.km
    const stops: SupplierStop[] = train.stops.map((s, n) => ({
      station: this.stationRef(s.station),
      index: n + 1,
      arriveTime: s.arr === null ? null : clockText(s.arr),
      departTime: s.dep === null ? null : clockText(s.dep),
      arriveAt: s.arr === null ? null : chinaInstant(originDate, s.arr),
      departAt: s.dep === null ? null : chinaInstant(originDate, s.dep),
      stopMinutes: s.arr !== null && s.dep !== null ? s.dep - s.arr : 0,
      dayOffset: Math.floor((s.arr ?? s.dep ?? 0) / 1440),
      distanceKm: s.km,
      inSegment: n >= i && n <= j,
    }))
    return {
      trainKey,
      inventoryKey: trainKey,
      runKey: `${originDate.replace(/-/g, '')}.${train.code}`,
      trainCode: train.code,
      trainType: train.type,
      lineId: train.lineId,
      originStation: this.stationRef(train.stops[0].station),
      terminalStation: this.stationRef(train.stops[train.stops.length - 1].station),
      fromStation: this.stationRef(from.station),
      toStation: this.stationRef(to.station),
      date,
      originDate,
      startTime: clockText(from.dep as number),
      arriveTime: clockText(to.arr as number),
      departAt,
      arriveAt,
      realRunTime: durationText(runMinutes),
      runMinutes,
      arriveDays: daysBetween(date, chinaDate(arriveAt)),
      distanceKm: distance,
      stops,
      seats: this.buildSeats(train, trainKey, distance, departAt, date),
    }
  }

  /**
   * Seats of a listing: fare by distance and type; capacity is this segment's quota (6–30 % of the
   * seats of that type in the train). About 4 % of listings are sold out entirely; otherwise a
   * business / sleeper type is sold out on ~18 % of listings and low (1–5) on ~17 %, a standard
   * type sold out on ~8 % and low (1–9) on ~12 %, more so at peak hours on Fridays and Sundays.
   */
  private buildSeats(train: TimetableTrain, trainKey: string, km: number, departAt: Date, date: string): SupplierSeat[] {
    const rng = prngFor(`seats:${trainKey}`)
    const minute = (departAt.getTime() - Date.parse(`${date}T00:00:00+08:00`)) / MINUTE_MS
    const peakHour = (minute >= 420 && minute < 570) || (minute >= 1020 && minute < 1170)
    const busyDay = [0, 5].includes(weekday(date))
    const pressure = peakHour && busyDay ? 1.8 : peakHour || busyDay ? 1.3 : 1
    const trainSoldOut = rng.next() < 0.04 * pressure
    const seats: SupplierSeat[] = train.seatTypes.map((seatType) => {
      const info = SEAT_TYPE_BY_CODE.get(seatType)
      const plan = this.planOf(train, seatType)
      let capacity = Math.max(1, Math.round(planSize(plan) * (0.06 + 0.24 * rng.next())))
      if (seatType === 'WZ') capacity = train.consist === 'conventional' ? rng.int(20, 120) : rng.int(5, 40)
      const premium = ['9', 'P', 'A', '6', '4', 'F'].includes(seatType)
      const roll = rng.next() / pressure
      if (trainSoldOut && seatType !== 'WZ') capacity = 0
      else if (roll < (premium ? 0.18 : 0.08)) capacity = 0
      else if (roll < (premium ? 0.35 : 0.2)) capacity = Math.min(capacity, premium ? rng.int(1, 5) : rng.int(1, 9))
      return { seatType, nameZh: info?.nameZh ?? seatType, nameEn: info?.nameEn ?? seatType, price: seatFare(train.type, seatType, km), capacity }
    })
    return seats.sort((a, b) => a.price - b.price || (SEAT_TYPE_BY_CODE.get(a.seatType)?.order ?? 0) - (SEAT_TYPE_BY_CODE.get(b.seatType)?.order ?? 0))
  }

  /** The seat plan of a seat type in a train (no seat stands in the standard seat cars). */
  private planOf(train: TimetableTrain, seatType: SeatTypeCode): SeatPlan {
    const standard: SeatTypeCode = train.consist === 'conventional' ? '1' : 'O'
    return seatPlan(seatType === 'WZ' ? standard : seatType, train.consist)
  }

  /** The clock-dependent sale fields. */
  private withSale(base: BaseListing, now: Date, window: TrainSearchWindow = this.windowAt(now)): SupplierTrain {
    const { realRunTime, ...listing } = base
    const { state, saleDateTime } = this.saleOf(base, now, window)
    return { ...listing, runTime: state === 'paused' ? '99:59' : realRunTime, saleState: state, saleDateTime }
  }

  private saleOf(listing: BaseListing, now: Date, window: TrainSearchWindow): { state: TrainSaleState; saleDateTime: string } {
    if (unitFor(`pause:${listing.runKey}`) < PAUSED_SHARE) return { state: 'paused', saleDateTime: '' }
    const closing = listing.departAt.getTime() - SALE_STOPS_BEFORE_DEPARTURE_MIN * MINUTE_MS
    if (listing.date < window.firstSaleDate || now.getTime() >= closing) return { state: 'closed', saleDateTime: '' }
    const station = this.stations.get(listing.fromStation.code) as SimStation
    const opensAt = chinaInstant(addDays(listing.date, -(PRESALE_DAYS - 1)), station.saleOpenMinute)
    if (now.getTime() < opensAt.getTime()) return { state: 'notYetOnSale', saleDateTime: formatChinaTime(opensAt) }
    const minute = Math.floor((now.getTime() - Date.parse(`${window.today}T00:00:00+08:00`)) / MINUTE_MS)
    if (!this.nightClosure) return { state: 'bookable', saleDateTime: formatChinaTime(opensAt) }
    if (minute < BOOKING_HOURS.open) return { state: 'outsideHours', saleDateTime: formatChinaTime(chinaInstant(window.today, BOOKING_HOURS.open)) }
    if (minute > BOOKING_HOURS.close) return { state: 'outsideHours', saleDateTime: formatChinaTime(chinaInstant(addDays(window.today, 1), BOOKING_HOURS.open)) }
    return { state: 'bookable', saleDateTime: formatChinaTime(opensAt) }
  }

  // ── Transfers ─────────────────────────────────────────────────────────────────────────────────

  async searchTransfers(from: string | TrainPlace, to: string | TrainPlace, date: string): Promise<TrainSearchAnswer<TransferPlan[]>> {
    const check = this.checkSearch(from, to, date)
    if (!check.ok) return check
    const now = this.clock()
    const window = this.windowAt(now)
    const sellable = (t: SupplierTrain): boolean => t.saleState !== 'paused' && t.saleState !== 'closed'
    const endCities = new Set([check.from.cityCode, check.to.cityCode])
    const plans: TransferPlan[] = []
    for (const hub of this.hubCities) {
      if (endCities.has(hub)) continue
      const hubStations = this.cityStations.get(hub) ?? []
      const firsts = this.direct(check.from.stations, hubStations, date).map((l) => this.withSale(l, now, window)).filter(sellable)
      if (firsts.length === 0) continue
      const secondDates = [...new Set(firsts.map((f) => chinaDate(f.arriveAt)))]
      const seconds = secondDates
        .flatMap((d) => this.direct(hubStations, check.to.stations, d))
        .map((l) => this.withSale(l, now, window))
        .filter(sellable)
      if (seconds.length === 0) continue
      const hubPlans: TransferPlan[] = []
      for (const first of firsts) {
        let best: { train: SupplierTrain; wait: number } | null = null
        for (const second of seconds) {
          if (second.trainCode === first.trainCode) continue
          const wait = Math.round((second.departAt.getTime() - first.arriveAt.getTime()) / MINUTE_MS)
          const sameStation = second.fromStation.code === first.toStation.code
          if (wait < (sameStation ? CONNECTION_MINUTES.sameStation : CONNECTION_MINUTES.otherStation) || wait > CONNECTION_MINUTES.max) continue
          if (!best || second.arriveAt.getTime() < best.train.arriveAt.getTime()) best = { train: second, wait }
        }
        if (!best) continue
        const names = this.cityNames.get(hub)
        hubPlans.push({
          hubCityCode: hub,
          hubCityNameZh: names?.zh ?? hub,
          hubCityNameEn: names?.en ?? hub,
          legs: [first, best.train],
          sameStation: best.train.fromStation.code === first.toStation.code,
          connectionMinutes: best.wait,
          totalMinutes: Math.round((best.train.arriveAt.getTime() - first.departAt.getTime()) / MINUTE_MS),
          lowestPrice: lowestPrice(first) + lowestPrice(best.train),
        })
      }
      // An earlier first train to the same second train only waits longer: keep the shortest.
      const bySecond = new Map<string, TransferPlan>()
      for (const plan of hubPlans) {
        const kept = bySecond.get(plan.legs[1].trainKey)
        if (!kept || plan.totalMinutes < kept.totalMinutes) bySecond.set(plan.legs[1].trainKey, plan)
      }
      plans.push(...[...bySecond.values()].sort(byArrival).slice(0, MAX_PLANS_PER_HUB))
    }
    return { ok: true, result: plans.sort(byArrival).slice(0, MAX_TRANSFER_PLANS) }
  }

  // ── Tickets ───────────────────────────────────────────────────────────────────────────────────

  async issueTickets(requests: TicketRequest[]): Promise<IssuedTicket[]> {
    const out: IssuedTicket[] = []
    for (const request of requests) {
      const listing = await this.getTrain(request.trainKey)
      const train = listing ? this.byCode.get(listing.trainCode) : undefined
      if (!listing || !train) throw new Error(`unknown train ${request.trainKey}`)
      if (!train.seatTypes.includes(request.seatType)) throw new Error(`train ${train.code} has no seat type ${request.seatType}`)
      if (!Number.isInteger(request.ordinal) || request.ordinal < 0) throw new Error(`bad seat ordinal ${request.ordinal}`)
      out.push({ ...this.seatFor(train, listing.inventoryKey, request.seatType, request.ordinal), trainKey: request.trainKey, seatType: request.seatType, ticketNo: `E${randomDigits(9)}` })
    }
    return out
  }

  /**
   * The seat of the n-th ticket of a seat type: a fixed permutation of the type's seats (a stride
   * coprime with their number from an offset keyed by the listing), so numbers look scattered and
   * never repeat until every seat of the type in the train has been given once.
   */
  private seatFor(train: TimetableTrain, inventoryKey: string, seatType: SeatTypeCode, ordinal: number): Omit<IssuedTicket, 'trainKey' | 'seatType' | 'ticketNo'> {
    const plan = this.planOf(train, seatType)
    if (seatType === 'WZ') {
      const car = pad2(plan.cars[ordinal % plan.cars.length])
      return { carriage: car, seatNo: '', berth: null, labelZh: `${car}车无座`, labelEn: `Car ${car}, no seat` }
    }
    const size = planSize(plan)
    const stride = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41].find((p) => greatestCommonDivisor(p, size) === 1) ?? 1
    const pos = (hashString(`seatmap:${inventoryKey}:${seatType}`) + ordinal * stride) % size
    const perCar = size / plan.cars.length
    const car = pad2(plan.cars[Math.floor(pos / perCar)])
    const idx = pos % perCar
    if (plan.letters.length > 0) {
      const seatNo = `${pad2(Math.floor(idx / plan.letters.length) + 1)}${plan.letters[idx % plan.letters.length]}`
      return { carriage: car, seatNo, berth: null, labelZh: `${car}车${seatNo}号`, labelEn: `Car ${car}, seat ${seatNo}` }
    }
    if (plan.berthsPerCompartment > 0) {
      const seatNo = pad2(idx + 1)
      const level = plan.berthsPerCompartment === 3 ? (['lower', 'middle', 'upper'] as const)[idx % 3] : (['lower', 'upper'] as const)[idx % 2]
      const zh = { lower: '下铺', middle: '中铺', upper: '上铺' }[level]
      return { carriage: car, seatNo, berth: level, labelZh: `${car}车${seatNo}号${zh}`, labelEn: `Car ${car}, berth ${seatNo} ${level}` }
    }
    const seatNo = String(idx + 1).padStart(3, '0')
    return { carriage: car, seatNo, berth: null, labelZh: `${car}车${seatNo}号`, labelEn: `Car ${car}, seat ${seatNo}` }
  }

  // ── Rail account and identity check (rail-account-simulator.ts) ───────────────────────────────

  private readonly railAccounts = new SimulatedRailAccounts()

  login(account: string, password: string): Promise<RailLoginAnswer> {
    return this.railAccounts.login(account, password)
  }

  checkPassenger(identity: RailIdentity): Promise<RailCheckCode> {
    return this.railAccounts.checkPassenger(identity)
  }

  verifyCode(identity: RailIdentity, mobile: string): Promise<RailCheckCode> {
    return this.railAccounts.verifyCode(identity, mobile)
  }

  // ── Introspection (tests, seed, benchmarks) ───────────────────────────────────────────────────

  /** Every train code of the timetable with its line and calls (station codes in order). */
  timetable(): { trainCode: string; trainType: TrainTypeCode; lineId: string; stations: string[]; runsDaily: boolean }[] {
    return this.trains.map((t) => ({ trainCode: t.code, trainType: t.type, lineId: t.lineId, stations: t.stops.map((s) => s.station), runsDaily: t.days === EVERY_DAY }))
  }

  /** Cities tried as transfer hubs. */
  transferHubs(): readonly string[] {
    return this.hubCities
  }
}

/** Cheapest seat with capacity of a listing (the cheapest of all when every type is sold out). */
function lowestPrice(train: SupplierTrain): number {
  const open = train.seats.filter((s) => s.capacity > 0)
  return Math.min(...(open.length > 0 ? open : train.seats).map((s) => s.price))
}

function byArrival(a: TransferPlan, b: TransferPlan): number {
  return (
    a.legs[1].arriveAt.getTime() - b.legs[1].arriveAt.getTime() ||
    a.totalMinutes - b.totalMinutes ||
    a.lowestPrice - b.lowestPrice ||
    a.legs[0].trainCode.localeCompare(b.legs[0].trainCode)
  )
}
