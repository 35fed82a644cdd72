/**
 * Reference data of the international flight simulator: the airlines that fly abroad from and to
 * China (real IATA codes, ticket prefixes and hubs), the airports the simulator serves (the
 * international airports of the seeded geo set plus the mainland gateways), and the UTC offsets
 * the schedules are printed in (standard time; daylight saving is not simulated).
 */
import { airports, type Airport } from '../../db/seed-data/geo/airports'

/** An airline of the international simulator. */
export interface IntlAirline {
  code: string
  nameZh: string
  nameEn: string
  /** IATA accounting prefix: first 3 digits of its ticket numbers. */
  ticketPrefix: string
  /** Airports it connects through (IATA). */
  hubs: string[]
  /** Sells first class on its wide-bodies. */
  firstClass: boolean
  /** Price level against the market (1 = average). */
  priceFactor: number
}

export const INTL_AIRLINES: readonly IntlAirline[] = [
  { code: 'CA', nameZh: '中国国航', nameEn: 'Air China', ticketPrefix: '999', hubs: ['PEK'], firstClass: true, priceFactor: 1 },
  { code: 'MU', nameZh: '东方航空', nameEn: 'China Eastern', ticketPrefix: '781', hubs: ['PVG'], firstClass: true, priceFactor: 0.95 },
  { code: 'CZ', nameZh: '南方航空', nameEn: 'China Southern', ticketPrefix: '784', hubs: ['CAN'], firstClass: true, priceFactor: 0.93 },
  { code: 'CX', nameZh: '国泰航空', nameEn: 'Cathay Pacific', ticketPrefix: '160', hubs: ['HKG'], firstClass: true, priceFactor: 1.12 },
  { code: 'SQ', nameZh: '新加坡航空', nameEn: 'Singapore Airlines', ticketPrefix: '618', hubs: ['SIN'], firstClass: true, priceFactor: 1.15 },
  { code: 'EK', nameZh: '阿联酋航空', nameEn: 'Emirates', ticketPrefix: '176', hubs: ['DXB'], firstClass: true, priceFactor: 1.08 },
  { code: 'QR', nameZh: '卡塔尔航空', nameEn: 'Qatar Airways', ticketPrefix: '157', hubs: ['DOH'], firstClass: true, priceFactor: 1.05 },
  { code: 'TK', nameZh: '土耳其航空', nameEn: 'Turkish Airlines', ticketPrefix: '235', hubs: ['IST'], firstClass: false, priceFactor: 0.9 },
  { code: 'LH', nameZh: '汉莎航空', nameEn: 'Lufthansa', ticketPrefix: '220', hubs: ['FRA', 'MUC'], firstClass: true, priceFactor: 1.1 },
  { code: 'AF', nameZh: '法国航空', nameEn: 'Air France', ticketPrefix: '057', hubs: ['CDG'], firstClass: true, priceFactor: 1.06 },
  { code: 'BA', nameZh: '英国航空', nameEn: 'British Airways', ticketPrefix: '125', hubs: ['LHR'], firstClass: true, priceFactor: 1.12 },
  { code: 'KL', nameZh: '荷兰皇家航空', nameEn: 'KLM', ticketPrefix: '074', hubs: ['AMS'], firstClass: false, priceFactor: 1.02 },
  { code: 'AY', nameZh: '芬兰航空', nameEn: 'Finnair', ticketPrefix: '105', hubs: ['HEL'], firstClass: false, priceFactor: 0.96 },
  { code: 'JL', nameZh: '日本航空', nameEn: 'Japan Airlines', ticketPrefix: '131', hubs: ['HND', 'NRT'], firstClass: true, priceFactor: 1.1 },
  { code: 'NH', nameZh: '全日空', nameEn: 'All Nippon Airways', ticketPrefix: '205', hubs: ['NRT', 'HND'], firstClass: true, priceFactor: 1.08 },
  { code: 'KE', nameZh: '大韩航空', nameEn: 'Korean Air', ticketPrefix: '180', hubs: ['ICN'], firstClass: true, priceFactor: 1 },
  { code: 'TG', nameZh: '泰国国际航空', nameEn: 'Thai Airways', ticketPrefix: '217', hubs: ['BKK'], firstClass: false, priceFactor: 0.92 },
  { code: 'UA', nameZh: '美国联合航空', nameEn: 'United Airlines', ticketPrefix: '016', hubs: ['SFO', 'ORD', 'EWR'], firstClass: false, priceFactor: 1.1 },
  { code: 'DL', nameZh: '达美航空', nameEn: 'Delta Air Lines', ticketPrefix: '006', hubs: ['SEA', 'JFK'], firstClass: false, priceFactor: 1.08 },
  { code: 'AC', nameZh: '加拿大航空', nameEn: 'Air Canada', ticketPrefix: '014', hubs: ['YVR', 'YYZ'], firstClass: false, priceFactor: 1.04 },
  { code: 'QF', nameZh: '澳洲航空', nameEn: 'Qantas', ticketPrefix: '081', hubs: ['SYD'], firstClass: true, priceFactor: 1.12 },
]

/** Airlines by code. */
export const INTL_AIRLINE_BY_CODE: ReadonlyMap<string, IntlAirline> = new Map(INTL_AIRLINES.map((a) => [a.code, a]))

/** Mainland airports with international service in the simulator. */
const GATEWAYS = ['PEK', 'PKX', 'PVG', 'CAN', 'SZX', 'TFU', 'CKG', 'HGH', 'XMN', 'KMG', 'WUH', 'XIY', 'NKG', 'TAO', 'CSX', 'TSN', 'SHE', 'DLC']
/** Secondary airports left out (low-cost or domestic fields of the big cities). */
const LEFT_OUT = new Set(['LCY', 'LTN', 'STN', 'LGW', 'DWC', 'SAW', 'DME', 'VKO', 'ITM', 'DMK', 'LIN', 'TSA', 'GMP', 'LGA', 'DCA', 'ORY'])

/** The airports the simulator flies between. */
export const INTL_AIRPORTS: readonly Airport[] = airports.filter((a) => (a.international && !LEFT_OUT.has(a.iata)) || GATEWAYS.includes(a.iata))

/** Airports by IATA code. */
export const INTL_AIRPORT_BY_CODE: ReadonlyMap<string, Airport> = new Map(INTL_AIRPORTS.map((a) => [a.iata, a]))

/** UTC offsets in minutes by country (standard time). */
const OFFSET_BY_COUNTRY: Record<string, number> = {
  CN: 480, HK: 480, MO: 480, TW: 480, JP: 540, KR: 540, SG: 480, TH: 420, MY: 480, ID: 420, PH: 480, VN: 420, IN: 330,
  AE: 240, QA: 180, TR: 180, RU: 180, GB: 0, FR: 60, DE: 60, NL: 60, CH: 60, IT: 60, ES: 60, FI: 120, AT: 60, AU: 600, NZ: 720,
}
/** Airports whose offset differs from their country's. */
const OFFSET_BY_AIRPORT: Record<string, number> = {
  DPS: 480, JFK: -300, EWR: -300, IAD: -300, ORD: -360, LAX: -480, SFO: -480, SEA: -480, YVR: -480, YYZ: -300, MEL: 600,
}

/** The UTC offset (minutes) the airport's local times are printed in. */
export function utcOffsetMinutes(iata: string): number {
  if (iata in OFFSET_BY_AIRPORT) return OFFSET_BY_AIRPORT[iata]
  const a = INTL_AIRPORT_BY_CODE.get(iata)
  return a ? (OFFSET_BY_COUNTRY[a.countryCode] ?? 0) : 480
}

/** Whether an airport lies in mainland China. */
export function isMainland(iata: string): boolean {
  return INTL_AIRPORT_BY_CODE.get(iata)?.countryCode === 'CN'
}
