/**
 * Airport information (booking flows §7.4): the airports of a city, an airport's terminals and
 * airlines, its bus lines and one line's stops and pass times. Reference data only: the airports
 * of the geo seed, terminals from the flight catalogue (so a ticket's terminal and the bus stop
 * agree), bus lines from seed-data/airport-info.ts. Nothing here is company data, so a login is the
 * only scope; an unknown line answers 4004 like any missing object.
 */
import { busLineById, busLinesOf, type Bilingual, type SeedBusLine } from '../../db/seed-data/airport-info'
import { airports as seedAirports, type Airport } from '../../db/seed-data/geo/airports'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  ApAirlineInfoReply,
  ApBusLine,
  ApTrfDetailReply,
  ApTrfInfoReply,
  ApTrnInfoReply,
  CityAirportMsgReply,
} from '../../schemas/airport-info'
import { AIRLINES, terminalOf } from '../../suppliers/flights/catalog'

const pick = (text: Bilingual, lang: Lang): string => text[lang]

const airportName = (a: Airport, lang: Lang): string => (lang === 'en' ? a.nameEn : a.nameZh.startsWith(a.cityZh) ? a.nameZh : `${a.cityZh}${a.nameZh}`)
const cityName = (a: Airport, lang: Lang): string => (lang === 'en' ? a.cityEn : a.cityZh)

/** The airport of a code, or 4004 (an unknown code is a missing object, not bad input). */
function airportOf(code: string): Airport {
  const upper = code.toUpperCase()
  const found = seedAirports.find((a) => a.iata === upper)
  if (!found) throw notFound()
  return found
}

/** 'HH:mm' plus minutes, wrapping past midnight (a last bus at 23:30 passes a stop at 00:20). */
export function addClock(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number)
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

function lineView(line: SeedBusLine, lang: Lang): ApBusLine {
  const last = line.stops[line.stops.length - 1]
  return {
    lineId: line.id,
    lineNo: pick(line.lineNo, lang),
    terminus: pick(last.name, lang),
    terminals: line.terminals.filter((t) => t !== ''),
    fromAirport: { ...line.fromAirport },
    toAirport: { ...line.toAirport },
    intervalMinutes: line.intervalMinutes,
    totalMinutes: last.minutes,
    fare: line.fare,
    stopCount: line.stops.length,
  }
}

/** GET cityAirportMsg: the city's civil airports (by city code or by one of its airports' codes). */
export function cityAirportMsg(cityCode: string, lang: Lang): CityAirportMsgReply {
  const code = cityCode.toUpperCase()
  // An airport code names its city too (the flight query hands over airports, not cities).
  const city = seedAirports.find((a) => a.iata === code && a.cityCode !== code)?.cityCode ?? code
  const list = seedAirports
    .filter((a) => a.cityCode === city)
    .map((a) => ({ airportCode: a.iata, airportName: airportName(a, lang), cityCode: a.cityCode, cityName: cityName(a, lang), busLineCount: busLinesOf(a.iata).length }))
  return { cityCode: city, list }
}

/** POST queryApTrnInfo: the airport's terminals, who flies from each and the bus lines calling there. */
export function queryApTrnInfo(airportCode: string, lang: Lang): ApTrnInfoReply {
  const a = airportOf(airportCode)
  const lines = busLinesOf(a.iata)
  const byTerminal = new Map<string, string[]>()
  for (const airline of AIRLINES) {
    const t = terminalOf(a.iata, airline.code)
    byTerminal.set(t, [...(byTerminal.get(t) ?? []), airline.code])
  }
  const busTerminals = [...new Set(lines.flatMap((l) => l.terminals))]
  // The flight catalogue knows no terminals here but the buses name the only one: that is where everyone flies from.
  if (byTerminal.size === 1 && byTerminal.has('') && busTerminals.length === 1) {
    byTerminal.set(busTerminals[0], byTerminal.get('') ?? [])
    if (busTerminals[0] !== '') byTerminal.delete('')
  }
  for (const t of busTerminals) if (!byTerminal.has(t)) byTerminal.set(t, [])
  const terminals = [...byTerminal.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([terminal, airlineCodes]) => ({
      terminal,
      airlineCodes,
      busLineCount: lines.filter((l) => l.terminals.includes(terminal)).length,
    }))
  return { airportCode: a.iata, airportName: airportName(a, lang), cityName: cityName(a, lang), terminals }
}

/** POST queryApAirlineInfo: each airline and the terminal it uses at the airport. */
export function queryApAirlineInfo(airportCode: string, lang: Lang): ApAirlineInfoReply {
  const a = airportOf(airportCode)
  return {
    airportCode: a.iata,
    list: AIRLINES.map((x) => ({ airlineCode: x.code, airlineName: lang === 'en' ? x.nameEn : x.nameZh, terminal: terminalOf(a.iata, x.code) })),
  }
}

/** POST queryApTrfInfo: the airport's bus lines (empty where none are known). */
export function queryApTrfInfo(airportCode: string, lang: Lang): ApTrfInfoReply {
  const a = airportOf(airportCode)
  return { airportCode: a.iata, airportName: airportName(a, lang), list: busLinesOf(a.iata).map((l) => lineView(l, lang)) }
}

/** POST queryApTrfDetail: one line's stops, and when its first and last bus from the airport pass each. */
export function queryApTrfDetail(lineId: string, lang: Lang): ApTrfDetailReply {
  const line = busLineById(lineId.toUpperCase())
  if (!line) throw notFound()
  const a = airportOf(line.airport)
  return {
    line: lineView(line, lang),
    airportCode: a.iata,
    airportName: airportName(a, lang),
    boarding: pick(line.boarding, lang),
    stops: line.stops.map((stop, i) => ({
      seq: i + 1,
      name: pick(stop.name, lang),
      minutes: stop.minutes,
      firstPass: addClock(line.fromAirport.first, stop.minutes),
      lastPass: addClock(line.fromAirport.last, stop.minutes),
    })),
  }
}
