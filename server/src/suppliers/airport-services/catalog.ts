/**
 * The simulated airport service catalogue: per seeded airport and terminal, two lounges (rest
 * rooms), a fast security lane, a priority check-in counter, a guest pass (VIP passage with escort
 * and car to the aircraft) and an integrated product (the first lounge + fast security, 15% off),
 * plus the terminal's facilities. Derived from a fixed seed per airport, so the same world comes
 * back every start; the terminals are the ones the flight simulator flies from, so a flight order
 * finds its terminal here.
 */
import { createPrng } from '../../util/prng'
import type { AirportServiceSupplier, Bi, CatalogueFacility, CatalogueService, ServiceAirport, ServiceKind } from './types'

/** Airports selling services and their terminals ('' = one terminal; matches suppliers/flights/catalog.ts TERMINALS). */
const AIRPORTS: ServiceAirport[] = [
  { airportCode: 'PEK', terminals: ['T2', 'T3'] },
  { airportCode: 'PKX', terminals: [''] },
  { airportCode: 'PVG', terminals: ['T1', 'T2'] },
  { airportCode: 'SHA', terminals: ['T1', 'T2'] },
  { airportCode: 'CAN', terminals: ['T1', 'T2'] },
  { airportCode: 'SZX', terminals: [''] },
  { airportCode: 'CTU', terminals: ['T1', 'T2'] },
  { airportCode: 'HGH', terminals: ['T3', 'T4'] },
  { airportCode: 'XIY', terminals: ['T3'] },
  { airportCode: 'CKG', terminals: ['T2', 'T3'] },
]

const LOUNGE_BRANDS: Bi[] = [
  { zh: '国航', en: 'Air China' },
  { zh: '明珠', en: 'Pearl' },
  { zh: '东航', en: 'China Eastern' },
  { zh: '海航', en: 'Hainan Airlines' },
  { zh: '龙腾', en: 'Dragon Pass' },
  { zh: '逸享', en: 'Easy Joy' },
]

/** The code of a kind inside a service id. */
const KIND_CODE: Record<ServiceKind, string> = { LOUNGE: 'LG', FAST_CHECK: 'FC', CHECK_IN: 'CI', GUEST_PASS: 'GP', INTEGRATED: 'IP' }

function seedOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

const bi = (zh: string, en: string): Bi => ({ zh, en })
const terminalZh = (t: string) => (t ? `${t}航站楼` : '航站楼')
const terminalEn = (t: string) => (t ? `Terminal ${t.slice(1)}` : 'the terminal')

/** Builds one terminal's services. */
function servicesOf(airportCode: string, terminal: string): CatalogueService[] {
  const rng = createPrng(seedOf(`${airportCode}|${terminal}`))
  const idOf = (kind: ServiceKind, n: number) => `${airportCode}-${terminal || '00'}-${KIND_CODE[kind]}${n}`
  const gate = () => rng.int(1, 60)
  const near = (floor: number, g: number) => bi(`${terminalZh(terminal)}${floor}层 安检后 ${g}号登机口附近`, `${terminalEn(terminal)}, level ${floor}, airside near gate ${g}`)
  const landside = (floor: number, zone: string) => bi(`${terminalZh(terminal)}${floor}层 出发大厅 ${zone}区值机柜台旁`, `${terminalEn(terminal)}, level ${floor}, departures hall next to check-in zone ${zone}`)
  const brand = rng.pick(LOUNGE_BRANDS)
  const base = {
    airportCode, terminal, includes: [] as string[], shuttle: false, fastTrack: false, needsFlight: true,
  }
  const noShowRule = bi('服务日前可免费取消，服务当天及之后不可取消', 'Free cancellation before the day of use; no cancellation on or after it')
  const idRule = bi('凭本人有效身份证件及凭证码使用', 'Show your own ID document and the voucher code')
  const lounge1: CatalogueService = {
    ...base,
    serviceId: idOf('LOUNGE', 1), kind: 'LOUNGE', needsFlight: false,
    name: bi(`${terminalZh(terminal)}国内出发贵宾休息室`, `${terminalEn(terminal)} Domestic Departures VIP Lounge`),
    location: near(rng.int(2, 4), gate()), openHours: `05:30-${rng.pick(['22:00', '23:00', '23:30'])}`,
    price: rng.pick([168, 188, 198, 218]),
    rules: [idRule, bi('限当日单次进入，最长停留3小时', 'One entry on the day, up to 3 hours'), bi('1.2米以下儿童须成人陪同', 'Children under 1.2 m must be accompanied'), noShowRule],
    highlights: [bi('自助餐饮', 'Buffet'), bi('无线网络', 'Wi-Fi'), bi('航班信息播报', 'Flight announcements'), bi('淋浴间', 'Showers')],
    description: bi('安检后的安静休息空间，提供热食、饮品与舒适座椅，登机前可充电办公。', 'A quiet space airside with hot food, drinks and comfortable seats to rest or work before boarding.'),
    dailyCapacity: 120,
  }
  const lounge2: CatalogueService = {
    ...base,
    serviceId: idOf('LOUNGE', 2), kind: 'LOUNGE', needsFlight: false,
    name: bi(`${brand.zh}商务休息室`, `${brand.en} Business Lounge`),
    location: near(rng.int(2, 4), gate()), openHours: '06:00-22:30',
    price: rng.pick([258, 298, 328, 398]),
    rules: [idRule, bi('限当日单次进入，最长停留4小时', 'One entry on the day, up to 4 hours'), noShowRule],
    highlights: [bi('商务餐饮', 'Business dining'), bi('独立休息间', 'Private rest rooms'), bi('会议室', 'Meeting room')],
    description: bi('更安静的商务休息室，提供现点餐食、独立休息间与小型会议室。', 'A quieter business lounge with à la carte dishes, private rest rooms and a small meeting room.'),
    dailyCapacity: 60,
  }
  const fast: CatalogueService = {
    ...base,
    serviceId: idOf('FAST_CHECK', 1), kind: 'FAST_CHECK', fastTrack: true,
    name: bi(`${terminalZh(terminal)}快速安检通道`, `${terminalEn(terminal)} Fast Security Lane`),
    location: landside(3, rng.pick(['A', 'B', 'C', 'D'])), openHours: '05:30-23:00',
    price: rng.pick([39, 49, 59, 69]),
    rules: [idRule, bi('距航班起飞不足40分钟不可预订', 'Not bookable under 40 minutes before departure'), bi('限预订航班当日使用一次', 'One use on the day of the booked flight'), noShowRule],
    highlights: [bi('专用安检通道', 'Dedicated security lane'), bi('平均节省20分钟', 'Saves about 20 minutes')],
    description: bi('凭凭证码走专用安检通道，减少排队时间。', 'Use the dedicated security lane with your voucher and skip the queue.'),
    dailyCapacity: 200,
  }
  const checkIn: CatalogueService = {
    ...base,
    serviceId: idOf('CHECK_IN', 1), kind: 'CHECK_IN',
    name: bi(`${terminalZh(terminal)}优先值机柜台`, `${terminalEn(terminal)} Priority Check-in Counter`),
    location: landside(3, rng.pick(['E', 'F', 'G', 'H'])), openHours: '05:00-22:00',
    price: rng.pick([30, 40, 50, 60]),
    rules: [idRule, bi('航班起飞前45分钟停止办理', 'Closes 45 minutes before departure'), bi('含一件托运行李优先处理', 'One checked bag handled first'), noShowRule],
    highlights: [bi('专属值机柜台', 'Dedicated counter'), bi('行李优先', 'Priority baggage')],
    description: bi('在专属柜台办理值机与托运，无需排队。', 'Check in and drop bags at a dedicated counter without queuing.'),
    dailyCapacity: 150,
  }
  const guest: CatalogueService = {
    ...base,
    serviceId: idOf('GUEST_PASS', 1), kind: 'GUEST_PASS', shuttle: true,
    name: bi(`${terminalZh(terminal)}贵宾通道（含摆渡车）`, `${terminalEn(terminal)} VIP Passage with Shuttle`),
    location: bi(`${terminalZh(terminal)}1层 贵宾厅入口`, `${terminalEn(terminal)}, level 1, VIP hall entrance`), openHours: '06:00-22:00',
    price: rng.pick([580, 680, 780, 880]),
    rules: [idRule, bi('接送服务仅可预订30天内的日期', 'Shuttle services can only be booked within 30 days'), bi('专人引导办理值机、安检并乘车送至机位', 'An escort handles check-in and security and drives you to the aircraft'), noShowRule],
    highlights: [bi('专人陪同', 'Personal escort'), bi('专车摆渡', 'Car to the aircraft'), bi('独立贵宾室', 'Private VIP room')],
    description: bi('从抵达机场到登机全程专人服务，乘专车直达机位。', 'A personal escort from arrival to boarding, with a car to the aircraft.'),
    dailyCapacity: 8,
  }
  const integrated: CatalogueService = {
    ...base,
    serviceId: idOf('INTEGRATED', 1), kind: 'INTEGRATED', fastTrack: true, includes: [lounge1.serviceId, fast.serviceId],
    name: bi(`${terminalZh(terminal)}快速安检+贵宾休息室套餐`, `${terminalEn(terminal)} Fast Security + Lounge Bundle`),
    location: fast.location, openHours: '05:30-22:00',
    price: Math.round((lounge1.price + fast.price) * 0.85),
    rules: [idRule, bi('含快速安检，距航班起飞不足40分钟不可预订', 'Includes fast security: not bookable under 40 minutes before departure'), noShowRule],
    highlights: [bi('快速安检', 'Fast security'), bi('贵宾休息室', 'VIP lounge'), bi('套餐立减15%', '15% off as a bundle')],
    description: bi('快速安检通道与国内出发贵宾休息室的组合，一个凭证码通用。', 'The fast security lane and the domestic VIP lounge in one voucher.'),
    dailyCapacity: 30,
  }
  return [lounge1, lounge2, fast, checkIn, guest, integrated]
}

function facilitiesOf(airportCode: string, terminal: string): CatalogueFacility[] {
  const rng = createPrng(seedOf(`${airportCode}|${terminal}|facilities`))
  const at = (floor: number, zh: string, en: string) => bi(`${terminalZh(terminal)}${floor}层 ${zh}`, `${terminalEn(terminal)}, level ${floor}, ${en}`)
  const id = (n: number) => `${airportCode}-${terminal || '00'}-FA${n}`
  return [
    { facilityId: id(1), airportCode, terminal, name: bi('母婴室', 'Nursing room'), location: at(3, `${rng.int(1, 40)}号登机口旁`, `next to gate ${rng.int(1, 40)}`), openHours: '00:00-24:00' },
    { facilityId: id(2), airportCode, terminal, name: bi('充电站', 'Charging station'), location: at(3, '各登机口候机区', 'every gate area'), openHours: '00:00-24:00' },
    { facilityId: id(3), airportCode, terminal, name: bi('行李寄存', 'Left luggage'), location: at(1, '到达大厅', 'arrivals hall'), openHours: '06:00-24:00' },
    { facilityId: id(4), airportCode, terminal, name: bi('医务室', 'Medical room'), location: at(2, '安检后中央区域', 'airside, central area'), openHours: '00:00-24:00' },
    { facilityId: id(5), airportCode, terminal, name: bi('吸烟室', 'Smoking room'), location: at(3, `${rng.int(1, 40)}号登机口对面`, `opposite gate ${rng.int(1, 40)}`), openHours: '05:30-23:30' },
  ]
}

/** The simulated supplier: the catalogue built once. */
export class SimulatedAirportServiceSupplier implements AirportServiceSupplier {
  private readonly byAirport = new Map<string, CatalogueService[]>()
  private readonly byId = new Map<string, CatalogueService>()
  private readonly facilityMap = new Map<string, CatalogueFacility[]>()

  constructor() {
    for (const a of AIRPORTS) {
      const services = a.terminals.flatMap((t) => servicesOf(a.airportCode, t))
      this.byAirport.set(a.airportCode, services)
      for (const s of services) this.byId.set(s.serviceId, s)
      this.facilityMap.set(a.airportCode, a.terminals.flatMap((t) => facilitiesOf(a.airportCode, t)))
    }
  }

  airports(): ServiceAirport[] {
    return AIRPORTS.map((a) => ({ ...a, terminals: [...a.terminals] }))
  }

  services(airportCode: string, terminal?: string): CatalogueService[] {
    const all = this.byAirport.get(airportCode.toUpperCase()) ?? []
    return terminal === undefined ? all : all.filter((s) => s.terminal === terminal)
  }

  service(serviceId: string): CatalogueService | undefined {
    return this.byId.get(serviceId)
  }

  facilities(airportCode: string, terminal?: string): CatalogueFacility[] {
    const all = this.facilityMap.get(airportCode.toUpperCase()) ?? []
    return terminal === undefined ? all : all.filter((f) => f.terminal === terminal)
  }
}
