/**
 * Airport information calls (booking flows §7.4), behind /tk/airportBus: the airports of a city
 * (GET cityAirportMsg), an airport's terminals (queryApTrnInfo), the airlines at each terminal
 * (queryApAirlineInfo), its bus lines (queryApTrfInfo) and one line's stops and times
 * (queryApTrfDetail). Paths under /obt/airportInfo/ (server/README.md, Airport information).
 *
 * Reference data, the same for every company; names come in the request's language, times are
 * 'HH:mm' China time, fares CNY. An unknown line id answers 4004; a malformed code answers 4000.
 */
import { Type, type Static } from '@sinclair/typebox'

/** An IATA airport code or a city code (three letters; lower case is accepted). */
export const ApCode = Type.String({ pattern: '^[A-Za-z]{3}$' })

/** GET /obt/airportInfo/cityAirportMsg?cityCode= */
export const CityAirportMsgQuery = Type.Object({ cityCode: ApCode })
export type CityAirportMsgQuery = Static<typeof CityAirportMsgQuery>

/** One airport of the city. */
export const CityAirport = Type.Object({
  airportCode: Type.String(),
  airportName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  /** Bus lines known at this airport (0: no bus information). */
  busLineCount: Type.Integer(),
})
export type CityAirport = Static<typeof CityAirport>

/** cityAirportMsg reply: the city's airports (empty for a city without one). */
export const CityAirportMsgReply = Type.Object({ cityCode: Type.String(), list: Type.Array(CityAirport) })
export type CityAirportMsgReply = Static<typeof CityAirportMsgReply>

/** Body of queryApTrnInfo, queryApAirlineInfo and queryApTrfInfo. */
export const ApAirportBody = Type.Object({ airportCode: ApCode })
export type ApAirportBody = Static<typeof ApAirportBody>

/** A terminal and who flies from it. */
export const ApTerminal = Type.Object({
  /** 'T2', or '' for a one-terminal airport. */
  terminal: Type.String(),
  airlineCodes: Type.Array(Type.String()),
  /** Bus lines calling at this terminal. */
  busLineCount: Type.Integer(),
})

/** queryApTrnInfo reply. */
export const ApTrnInfoReply = Type.Object({
  airportCode: Type.String(),
  airportName: Type.String(),
  cityName: Type.String(),
  terminals: Type.Array(ApTerminal),
})
export type ApTrnInfoReply = Static<typeof ApTrnInfoReply>

/** An airline and its terminal at the airport. */
export const ApAirline = Type.Object({ airlineCode: Type.String(), airlineName: Type.String(), terminal: Type.String() })

/** queryApAirlineInfo reply. */
export const ApAirlineInfoReply = Type.Object({ airportCode: Type.String(), list: Type.Array(ApAirline) })
export type ApAirlineInfoReply = Static<typeof ApAirlineInfoReply>

/** First and last bus of one direction. */
export const ApBusTimes = Type.Object({ first: Type.String(), last: Type.String() })

/** A bus line, as listed. */
export const ApBusLine = Type.Object({
  lineId: Type.String(),
  lineNo: Type.String(),
  /** The far terminus. */
  terminus: Type.String(),
  terminals: Type.Array(Type.String()),
  fromAirport: ApBusTimes,
  toAirport: ApBusTimes,
  intervalMinutes: Type.Integer(),
  /** Airport to terminus. */
  totalMinutes: Type.Integer(),
  fare: Type.Number(),
  stopCount: Type.Integer(),
})
export type ApBusLine = Static<typeof ApBusLine>

/** queryApTrfInfo reply: the airport's bus lines (empty where none are known). */
export const ApTrfInfoReply = Type.Object({ airportCode: Type.String(), airportName: Type.String(), list: Type.Array(ApBusLine) })
export type ApTrfInfoReply = Static<typeof ApTrfInfoReply>

/** POST /obt/airportInfo/queryApTrfDetail */
export const ApTrfDetailBody = Type.Object({ lineId: Type.String({ pattern: '^[A-Za-z]{3}-\\d{1,3}$' }) })
export type ApTrfDetailBody = Static<typeof ApTrfDetailBody>

/** A stop and when the first and last bus from the airport pass it. */
export const ApBusStop = Type.Object({ seq: Type.Integer(), name: Type.String(), minutes: Type.Integer(), firstPass: Type.String(), lastPass: Type.String() })

/** queryApTrfDetail reply. */
export const ApTrfDetailReply = Type.Object({
  line: ApBusLine,
  airportCode: Type.String(),
  airportName: Type.String(),
  boarding: Type.String(),
  stops: Type.Array(ApBusStop),
})
export type ApTrfDetailReply = Static<typeof ApTrfDetailReply>

/**
 * POST /obt/plane/shopping/gn/v3/GetClzbByMinZj (booking flows §7.1), behind /tk/policy: the
 * domestic flight standard that applies to the caller, the same one queryFlight applies to a
 * search without travellers. Lives here rather than in flight.ts to keep the flight schema file
 * untouched by the issue-13 routes; the shape is flight.ts's TravelStandard.
 */
export const FlightStandardBody = Type.Object({})
export type FlightStandardBody = Static<typeof FlightStandardBody>
