/**
 * Reference data of the flight simulator: airlines (with their hubs, ticket prefixes and code-share
 * partners), aircraft types and seat maps, terminals at the big airports, fare buckets with their
 * refund/change rules, and the weights that decide how busy a city is.
 */
import type { CabinClassCode } from './types'

/** An airline. */
export interface AirlineInfo {
  code: string
  nameZh: string
  nameEn: string
  /** IATA accounting prefix: first 3 digits of its ticket numbers. */
  ticketPrefix: string
  /** Cities where it is strong. */
  hubs: string[]
  /** Share of flights away from its hubs. */
  weight: number
  /** Low-cost: economy only, narrow-bodies. */
  lowCost: boolean
  /** Marketing partners that sell its flights under their own numbers. */
  codeSharePartners: string[]
}

export const AIRLINES: readonly AirlineInfo[] = [
  { code: 'CA', nameZh: '中国国航', nameEn: 'Air China', ticketPrefix: '999', hubs: ['BJS', 'CTU', 'CKG', 'HGH', 'TSN'], weight: 10, lowCost: false, codeSharePartners: ['ZH', 'SC'] },
  { code: 'MU', nameZh: '东方航空', nameEn: 'China Eastern', ticketPrefix: '781', hubs: ['SHA', 'KMG', 'XIY', 'NKG', 'WUH', 'TAO'], weight: 10, lowCost: false, codeSharePartners: ['FM'] },
  { code: 'CZ', nameZh: '南方航空', nameEn: 'China Southern', ticketPrefix: '784', hubs: ['CAN', 'SZX', 'URC', 'SHE', 'CGO', 'CKG', 'DLC', 'HRB'], weight: 10, lowCost: false, codeSharePartners: ['MF'] },
  { code: 'HU', nameZh: '海南航空', nameEn: 'Hainan Airlines', ticketPrefix: '880', hubs: ['HAK', 'BJS', 'SYX', 'XIY', 'TYN'], weight: 6, lowCost: false, codeSharePartners: ['GS'] },
  { code: '3U', nameZh: '四川航空', nameEn: 'Sichuan Airlines', ticketPrefix: '876', hubs: ['CTU', 'CKG', 'KMG'], weight: 5, lowCost: false, codeSharePartners: [] },
  { code: 'ZH', nameZh: '深圳航空', nameEn: 'Shenzhen Airlines', ticketPrefix: '479', hubs: ['SZX', 'NNG', 'SHE'], weight: 5, lowCost: false, codeSharePartners: ['CA'] },
  { code: 'MF', nameZh: '厦门航空', nameEn: 'XiamenAir', ticketPrefix: '731', hubs: ['XMN', 'FOC', 'HGH', 'CSX'], weight: 5, lowCost: false, codeSharePartners: ['CZ'] },
  { code: 'FM', nameZh: '上海航空', nameEn: 'Shanghai Airlines', ticketPrefix: '774', hubs: ['SHA'], weight: 3, lowCost: false, codeSharePartners: ['MU'] },
  { code: 'SC', nameZh: '山东航空', nameEn: 'Shandong Airlines', ticketPrefix: '324', hubs: ['TNA', 'TAO', 'XMN'], weight: 4, lowCost: false, codeSharePartners: ['CA'] },
  { code: 'HO', nameZh: '吉祥航空', nameEn: 'Juneyao Air', ticketPrefix: '018', hubs: ['SHA', 'NKG'], weight: 3, lowCost: false, codeSharePartners: [] },
  { code: '9C', nameZh: '春秋航空', nameEn: 'Spring Airlines', ticketPrefix: '089', hubs: ['SHA', 'SJW', 'SHE'], weight: 3, lowCost: true, codeSharePartners: [] },
  { code: 'GS', nameZh: '天津航空', nameEn: 'Tianjin Airlines', ticketPrefix: '826', hubs: ['TSN', 'XIY', 'URC'], weight: 2, lowCost: false, codeSharePartners: ['HU'] },
  { code: 'KN', nameZh: '中国联合航空', nameEn: 'China United Airlines', ticketPrefix: '822', hubs: ['BJS'], weight: 2, lowCost: true, codeSharePartners: [] },
  { code: 'JD', nameZh: '首都航空', nameEn: 'Capital Airlines', ticketPrefix: '898', hubs: ['BJS', 'HGH', 'SYX'], weight: 2, lowCost: false, codeSharePartners: ['HU'] },
]

/** Airlines by code. */
export const AIRLINE_BY_CODE: ReadonlyMap<string, AirlineInfo> = new Map(AIRLINES.map((a) => [a.code, a]))

/** An aircraft type. */
export interface AircraftInfo {
  code: string
  nameZh: string
  nameEn: string
  /** L wide-body, M narrow-body, S regional. */
  size: 'L' | 'M' | 'S'
  /** Seats per class (F only on wide-bodies of full-service airlines). */
  seats: { F: number; C: number; Y: number }
}

export const AIRCRAFT: readonly AircraftInfo[] = [
  { code: '333', nameZh: '空客A330-300', nameEn: 'Airbus A330-300', size: 'L', seats: { F: 8, C: 30, Y: 255 } },
  { code: '359', nameZh: '空客A350-900', nameEn: 'Airbus A350-900', size: 'L', seats: { F: 8, C: 32, Y: 272 } },
  { code: '789', nameZh: '波音787-9', nameEn: 'Boeing 787-9', size: 'L', seats: { F: 6, C: 28, Y: 253 } },
  { code: '77W', nameZh: '波音777-300ER', nameEn: 'Boeing 777-300ER', size: 'L', seats: { F: 8, C: 42, Y: 261 } },
  { code: '320', nameZh: '空客A320', nameEn: 'Airbus A320', size: 'M', seats: { F: 0, C: 8, Y: 150 } },
  { code: '32N', nameZh: '空客A320neo', nameEn: 'Airbus A320neo', size: 'M', seats: { F: 0, C: 8, Y: 156 } },
  { code: '321', nameZh: '空客A321', nameEn: 'Airbus A321', size: 'M', seats: { F: 0, C: 12, Y: 173 } },
  { code: '738', nameZh: '波音737-800', nameEn: 'Boeing 737-800', size: 'M', seats: { F: 0, C: 8, Y: 159 } },
  { code: '7M8', nameZh: '波音737 MAX 8', nameEn: 'Boeing 737 MAX 8', size: 'M', seats: { F: 0, C: 8, Y: 168 } },
  { code: 'C91', nameZh: '中国商飞C919', nameEn: 'COMAC C919', size: 'M', seats: { F: 0, C: 8, Y: 156 } },
  { code: 'ARJ', nameZh: '中国商飞ARJ21', nameEn: 'COMAC ARJ21', size: 'S', seats: { F: 0, C: 0, Y: 90 } },
  { code: 'E90', nameZh: '巴西航空E190', nameEn: 'Embraer E190', size: 'S', seats: { F: 0, C: 6, Y: 92 } },
]

/** Aircraft by code. */
export const AIRCRAFT_BY_CODE: ReadonlyMap<string, AircraftInfo> = new Map(AIRCRAFT.map((a) => [a.code, a]))

/** Terminal of an airline at an airport ('' default: the airport has one terminal, or we do not say). */
const TERMINALS: Record<string, { byAirline: Record<string, string>; other: string }> = {
  PEK: { byAirline: { CA: 'T3', ZH: 'T3', SC: 'T3', HU: 'T2', GS: 'T2', JD: 'T2' }, other: 'T2' },
  PVG: { byAirline: { MU: 'T1', FM: 'T1' }, other: 'T2' },
  SHA: { byAirline: { '9C': 'T1' }, other: 'T2' },
  CAN: { byAirline: { CZ: 'T2', MF: 'T2' }, other: 'T1' },
  CTU: { byAirline: { '3U': 'T1', CA: 'T2' }, other: 'T2' },
  TFU: { byAirline: { '3U': 'T1', CA: 'T2' }, other: 'T1' },
  CKG: { byAirline: { CA: 'T3', CZ: 'T3', MU: 'T3', '3U': 'T3', HU: 'T3' }, other: 'T2' },
  NKG: { byAirline: { MU: 'T1', FM: 'T1', HO: 'T1' }, other: 'T2' },
  XIY: { byAirline: {}, other: 'T3' },
  HGH: { byAirline: { CA: 'T3', MU: 'T3', MF: 'T3' }, other: 'T4' },
  WUH: { byAirline: {}, other: 'T3' },
  CSX: { byAirline: {}, other: 'T2' },
  URC: { byAirline: {}, other: 'T3' },
  HAK: { byAirline: { HU: 'T2' }, other: 'T1' },
  KWE: { byAirline: {}, other: 'T2' },
  NNG: { byAirline: {}, other: 'T2' },
  SHE: { byAirline: {}, other: 'T3' },
  CGO: { byAirline: {}, other: 'T2' },
}

/** The terminal an airline uses at an airport. */
export function terminalOf(airport: string, airline: string): string {
  const entry = TERMINALS[airport]
  if (!entry) return ''
  return entry.byAirline[airline] ?? entry.other
}

/** Airlines based at a city's second airport, and which airport they prefer there. */
export const PREFERRED_AIRPORT: Record<string, Record<string, string>> = {
  BJS: { CA: 'PEK', HU: 'PEK', ZH: 'PEK', SC: 'PEK', GS: 'PEK', JD: 'PKX', KN: 'PKX', MU: 'PKX', CZ: 'PKX', FM: 'PKX', MF: 'PKX', HO: 'PKX' },
  CTU: { '3U': 'TFU', CA: 'CTU' },
}

/**
 * How busy a city's airport system is (0-10). The product of two cities' weights drives how many
 * flights link them: BJS-SHA 100 gives about 36 a day; two small cities rarely have any.
 */
export const CITY_WEIGHT: Record<string, number> = {
  BJS: 10, SHA: 10, CAN: 9, SZX: 9, CTU: 9, CKG: 7, HGH: 7, XIY: 7, KMG: 7, WUH: 6, NKG: 6, CSX: 6, XMN: 6,
  TAO: 5, SYX: 5, HAK: 5, URC: 5, SHE: 5, HRB: 5, DLC: 5, CGO: 5, TSN: 4, TNA: 4, FOC: 4, NNG: 4, KWE: 4,
  LHW: 4, TYN: 4, HET: 4, CGQ: 4, NGB: 4, WNZ: 4, HFE: 4, KHN: 4, LXA: 3, XNN: 3, INC: 3, SJW: 3,
}

/** Cities that serve as connection points (the transfer search tries these). */
export const TRANSFER_HUBS: readonly string[] = ['BJS', 'SHA', 'CAN', 'CTU', 'SZX', 'CKG', 'XIY', 'KMG', 'WUH', 'HGH', 'CSX', 'NKG', 'URC', 'XMN', 'CGO']

/** A fare bucket definition. */
export interface BucketInfo {
  code: string
  cabinClass: CabinClassCode
  /** Percentage of its class's full fare. */
  discount: number
  /** Refund / change fee percentages per FEE_TIERS tier. */
  refund: number[]
  change: number[]
  transferable: boolean
  checkedKg: number
  carryOnKg: number
  /** Sold only this many days or more before departure. */
  minDaysAhead: number
}

export const BUCKETS: readonly BucketInfo[] = [
  { code: 'F', cabinClass: 'F', discount: 100, refund: [5, 5, 10, 15, 20], change: [0, 0, 5, 10, 15], transferable: true, checkedKg: 40, carryOnKg: 10, minDaysAhead: 0 },
  { code: 'C', cabinClass: 'C', discount: 100, refund: [5, 5, 10, 20, 25], change: [0, 0, 5, 10, 15], transferable: true, checkedKg: 30, carryOnKg: 8, minDaysAhead: 0 },
  { code: 'J', cabinClass: 'C', discount: 80, refund: [10, 10, 15, 25, 30], change: [5, 5, 10, 15, 20], transferable: false, checkedKg: 30, carryOnKg: 8, minDaysAhead: 0 },
  { code: 'Y', cabinClass: 'Y', discount: 100, refund: [5, 5, 10, 20, 25], change: [0, 0, 5, 10, 15], transferable: true, checkedKg: 20, carryOnKg: 5, minDaysAhead: 0 },
  { code: 'B', cabinClass: 'Y', discount: 85, refund: [10, 10, 15, 25, 30], change: [5, 5, 10, 15, 20], transferable: false, checkedKg: 20, carryOnKg: 5, minDaysAhead: 0 },
  { code: 'M', cabinClass: 'Y', discount: 70, refund: [15, 15, 20, 30, 40], change: [10, 10, 15, 20, 30], transferable: false, checkedKg: 20, carryOnKg: 5, minDaysAhead: 0 },
  { code: 'H', cabinClass: 'Y', discount: 60, refund: [20, 20, 30, 40, 50], change: [10, 15, 20, 30, 40], transferable: false, checkedKg: 20, carryOnKg: 5, minDaysAhead: 0 },
  { code: 'K', cabinClass: 'Y', discount: 50, refund: [30, 30, 40, 50, 60], change: [15, 20, 30, 40, 50], transferable: false, checkedKg: 20, carryOnKg: 5, minDaysAhead: 2 },
  { code: 'L', cabinClass: 'Y', discount: 40, refund: [40, 40, 50, 60, 70], change: [20, 25, 35, 50, 60], transferable: false, checkedKg: 20, carryOnKg: 5, minDaysAhead: 5 },
]

/** Buckets by code. */
export const BUCKET_BY_CODE: ReadonlyMap<string, BucketInfo> = new Map(BUCKETS.map((b) => [b.code, b]))

/** Cabin names per class. */
export const CABIN_NAMES: Record<CabinClassCode, { zh: string; en: string }> = {
  Y: { zh: '经济舱', en: 'Economy' },
  C: { zh: '公务舱', en: 'Business' },
  F: { zh: '头等舱', en: 'First' },
}

/** Airport construction fee per adult ticket. */
export const AIRPORT_FEE = 50

/** Fuel surcharge per adult by distance (children pay half, infants nothing). */
export function fuelSurcharge(distanceKm: number): number {
  return distanceKm <= 800 ? 20 : 40
}

/** Full economy fare: 0.75 CNY/km, at least 300, rounded to 10. */
export function economyFullFare(distanceKm: number): number {
  return Math.max(300, Math.round((distanceKm * 0.75) / 10) * 10)
}

/** Rounds a fare to 10 CNY. */
export function roundFare(value: number): number {
  return Math.round(value / 10) * 10
}
