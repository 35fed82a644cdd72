/**
 * Domestic flight shopping (spec part 2 §7.1, the v3 family under /obt/plane/shopping/gn/v3):
 * week prices, flight list, cabins, fare rules, policy match, transfers, price check, service fee,
 * and the company's out-of-policy reasons.
 *
 * Conventions:
 * - Times of flights are local China time 'YYYY-MM-DD HH:mm'; dates 'YYYY-MM-DD'.
 * - Amounts are CNY (numbers; fares are whole yuan).
 * - `flightKey` and `cabinKey` are opaque strings: send back exactly what a reply gave.
 * - depCode / arrCode take a city code (BJS, SHA, CTU...) for every airport of the city, or an
 *   airport code (PEK, PKX, SHA...) for that airport only. SHA is both the Shanghai city code
 *   and Hongqiao's airport code: it means the city (Pudong and Hongqiao).
 */
import { Type, type Static } from '@sinclair/typebox'
import { CabinClass, DateText, EmpIdText, Line, TripType, Violation } from './common'

export { CabinClass, DateText, EmpIdText, TripType, Violation, ViolationCode } from './common'

/** A city or airport code (3 letters/digits). */
export const PlaceCode = Type.String({ pattern: '^[A-Za-z0-9]{3}$' })
/** Travellers whose policy applies (employees of the caller's company within the caller's booking scope). */
export const TravellerEmpIds = Type.Array(EmpIdText, { maxItems: 9 })

/** An opaque key given by a reply. */
export const FlightKeyText = Line({ minLength: 8, maxLength: 200 })
export const CabinKeyText = Line({ minLength: 8, maxLength: 240 })

/** Policy verdict of a fare. */
export const PolicyMatch = Type.Object({
  inPolicy: Type.Boolean(),
  violations: Type.Array(Violation),
})
export type PolicyMatch = Static<typeof PolicyMatch>

/**
 * The travel standard (差旅标准) that applied: the company policy of the strictest traveller
 * rank (the caller's when no travellers were given). null for personal trips (tripType 2).
 */
export const TravelStandard = Type.Object({
  empRank: Type.String(),
  name: Type.String(),
  /** Highest cabin class allowed. */
  maxCabinClass: CabinClass,
  /** Highest fare as a percentage of the full economy fare. */
  maxDiscount: Type.Integer(),
  /** Book at least this many days before departure (0: no rule). */
  advanceDays: Type.Integer(),
  /** The lowest economy fare within ± this many minutes of the chosen departure must be taken (0: no rule). */
  lowestFareMinutes: Type.Integer(),
  /** What happens out of policy: 1 allowed with a reason, 2 forbidden, 3 allowed with a reason and needs approval. */
  overPolicyAction: Type.Integer(),
})
export type TravelStandard = Static<typeof TravelStandard>

/** A flight as listed (with its lowest cabin). */
export const Flight = Type.Object({
  flightKey: Type.String(),
  /** e.g. 'CA1501'. */
  flightNo: Type.String(),
  /** Marketing airline code, e.g. 'CA'. */
  airline: Type.String(),
  airlineName: Type.String(),
  /** Aircraft type code, e.g. '333', '32N', '738'. */
  aircraft: Type.String(),
  /** e.g. '空客A330-300' / 'Airbus A330-300'. */
  aircraftName: Type.String(),
  /** L wide-body, M narrow-body, S regional. */
  aircraftSize: Type.Union([Type.Literal('L'), Type.Literal('M'), Type.Literal('S')]),
  depCityCode: Type.String(),
  depCityName: Type.String(),
  depAirport: Type.String(),
  depAirportName: Type.String(),
  /** e.g. 'T3'; '' when the airport has one terminal. */
  depTerminal: Type.String(),
  arrCityCode: Type.String(),
  arrCityName: Type.String(),
  arrAirport: Type.String(),
  arrAirportName: Type.String(),
  arrTerminal: Type.String(),
  /** 'YYYY-MM-DD HH:mm' local. */
  depTime: Type.String(),
  /** 'YYYY-MM-DD HH:mm' local; may be the next day (see arrDayOffset). */
  arrTime: Type.String(),
  /** 0 same day, 1 next day. */
  arrDayOffset: Type.Integer(),
  durationMinutes: Type.Integer(),
  /** Number of stops (0 direct). */
  stops: Type.Integer(),
  /** City name of the stop, '' when direct. */
  stopCity: Type.String(),
  /** True when this is a code-share sold by `airline` and operated by `operatingAirline`. */
  codeShare: Type.Boolean(),
  operatingAirline: Type.String(),
  /** The operating airline's name ('Air China' / '中国国航'): the code-share line says who flies it. */
  operatingAirlineName: Type.String(),
  operatingFlightNo: Type.String(),
  /** A meal is served. */
  meal: Type.Boolean(),
  /** Full economy fare (the 100% reference of discounts). */
  yFullPrice: Type.Number(),
  /** Lowest bookable fare (of cabinClass when the query filtered on one). */
  lowestPrice: Type.Number(),
  lowestCabinCode: Type.String(),
  lowestCabinClass: CabinClass,
  /** Percentage of the full fare of its class (40 = 4折). */
  lowestDiscount: Type.Integer(),
  /** Whether the lowest fare is within the travel standard (always true for personal trips). */
  lowestInPolicy: Type.Boolean(),
  /** Seats left at the lowest fare (0: sold out; lowestPrice is then the lowest fare, unbookable). */
  seatsLeft: Type.Integer(),
  /** Airport construction fee per adult. */
  airportFee: Type.Number(),
  /** Fuel surcharge per adult. */
  fuelFee: Type.Number(),
  /**
   * Estimated kg CO2e per passenger in the class of the lowest fare (DESNZ factors by distance band
   * and cabin, great-circle + 8%: README "Carbon estimates"); absent when an airport has no coordinates.
   */
  co2Kg: Type.Optional(Type.Integer()),
})
export type Flight = Static<typeof Flight>

/**
 * A train instead of the flight: the fastest train of the searched date between the two cities
 * taking at most 5 hours, with its estimated CO2e and the saving against the route's lowest flight
 * estimate. The app opens the train list with these cities and date.
 */
export const TrainSuggestion = Type.Object({
  trainCode: Type.String(),
  /** 'HH:mm' China time at the departure station. */
  startTime: Type.String(),
  arriveTime: Type.String(),
  runMinutes: Type.Integer(),
  fromStationName: Type.String(),
  toStationName: Type.String(),
  /** City codes and names of the train search (kind city). */
  fromCityCode: Type.String(),
  fromCityName: Type.String(),
  toCityCode: Type.String(),
  toCityName: Type.String(),
  date: DateText,
  /** Estimated kg CO2e per passenger of the train. */
  co2Kg: Type.Integer(),
  /** The lowest flight estimate of the list minus the train's (kg, > 0). */
  savingKg: Type.Integer(),
})
export type TrainSuggestion = Static<typeof TrainSuggestion>

/**
 * POST /obt/plane/shopping/gn/v3/queryFlightWeekPrice: the lowest price of 7 days starting
 * 3 days before `date` (never before today; the window then starts today).
 */
export const QueryFlightWeekPriceBody = Type.Object({
  depCode: PlaceCode,
  arrCode: PlaceCode,
  date: DateText,
})
export type QueryFlightWeekPriceBody = Static<typeof QueryFlightWeekPriceBody>

/** The lowest price of a day; null when no flight operates. */
export const WeekPriceDay = Type.Object({
  date: DateText,
  lowestPrice: Type.Union([Type.Number(), Type.Null()]),
})
export type WeekPriceDay = Static<typeof WeekPriceDay>

/** queryFlightWeekPrice reply. */
export const QueryFlightWeekPriceReply = Type.Object({ days: Type.Array(WeekPriceDay) })
export type QueryFlightWeekPriceReply = Static<typeof QueryFlightWeekPriceReply>

/**
 * POST /obt/plane/shopping/gn/v3/queryFlight: every flight of the day between the two places
 * with its lowest cabin, sorted by departure time. 4000 when dep = arr (出发和到达城市不能相同),
 * the date is past (日期已过期), or beyond the 365-day sale window.
 */
export const QueryFlightBody = Type.Object({
  depCode: PlaceCode,
  arrCode: PlaceCode,
  date: DateText,
  /** Only flights with this class; lowestPrice is then of this class. */
  cabinClass: Type.Optional(CabinClass),
  tripType: TripType,
  travellerEmpIds: Type.Optional(TravellerEmpIds),
  /** Business-trip application, kept for the booking step. */
  ccsqdId: Type.Optional(Line({ maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
})
export type QueryFlightBody = Static<typeof QueryFlightBody>

/** queryFlight reply. */
export const QueryFlightReply = Type.Object({
  flights: Type.Array(Flight),
  /** Lowest in-policy fare of the day (absent when none is in policy or for personal trips). */
  lowestInPolicyPrice: Type.Optional(Type.Number()),
  /** The standard applied (null for personal trips). */
  travelStandard: Type.Union([TravelStandard, Type.Null()]),
  /** A train of at most 5 hours between the two cities that day (absent when none). */
  trainSuggestion: Type.Optional(TrainSuggestion),
})
export type QueryFlightReply = Static<typeof QueryFlightReply>

/** Baggage allowance of a fare. */
export const Baggage = Type.Object({
  /** Hand baggage, kg. */
  carryOnKg: Type.Integer(),
  /** Free checked baggage, kg (0: none). */
  checkedKg: Type.Integer(),
  /** Ready-made text in the request language. */
  text: Type.String(),
})
export type Baggage = Static<typeof Baggage>

/** A bookable fare of a flight. */
export const Cabin = Type.Object({
  cabinKey: Type.String(),
  /** Booking class / fare bucket: F, C, J, Y, B, M, H, K, L... */
  cabinCode: Type.String(),
  cabinClass: CabinClass,
  /** '经济舱' / 'Economy', '公务舱' / 'Business', '头等舱' / 'First' (by Accept-Language). */
  cabinName: Type.String(),
  /** Adult fare (without taxes). */
  price: Type.Number(),
  /** Percentage of the full fare of its class (100 = full fare). */
  discount: Type.Integer(),
  /** Child fare (2 to under 12): half the full economy fare, no airport fee. */
  childPrice: Type.Number(),
  /** Infant fare (under 2): 10% of the full economy fare, no taxes, no seat. */
  infantPrice: Type.Number(),
  airportFee: Type.Number(),
  fuelFee: Type.Number(),
  seatsLeft: Type.Integer(),
  baggage: Baggage,
  /** Short refund rule text, e.g. '起飞前48小时以上收取5%退票费...'. */
  refundRule: Type.String(),
  changeRule: Type.String(),
  /** 签转: may the ticket move to another airline. */
  transferable: Type.Boolean(),
  policy: PolicyMatch,
})
export type Cabin = Static<typeof Cabin>

/** POST /obt/plane/shopping/gn/v3/queryCabin: every fare of one flight, cheapest first. */
export const QueryCabinBody = Type.Object({
  flightKey: FlightKeyText,
  tripType: TripType,
  travellerEmpIds: Type.Optional(TravellerEmpIds),
})
export type QueryCabinBody = Static<typeof QueryCabinBody>

/** queryCabin reply. */
export const QueryCabinReply = Type.Object({
  flight: Flight,
  cabins: Type.Array(Cabin),
  travelStandard: Type.Union([TravelStandard, Type.Null()]),
})
export type QueryCabinReply = Static<typeof QueryCabinReply>

/** POST /obt/plane/shopping/gn/v3/queryFlightRule: the refund and change fee table of a fare. */
export const QueryFlightRuleBody = Type.Object({ cabinKey: CabinKeyText })
export type QueryFlightRuleBody = Static<typeof QueryFlightRuleBody>

/**
 * One row of a fee table: applies when the time before departure is at least `minHoursBefore`
 * and less than `maxHoursBefore` (null: no upper bound; minHoursBefore -∞ is written as null
 * and means "after departure").
 */
export const FeeTier = Type.Object({
  /** e.g. '起飞前7天（含）以上' / 'More than 7 days before departure'. */
  label: Type.String(),
  minHoursBefore: Type.Union([Type.Number(), Type.Null()]),
  maxHoursBefore: Type.Union([Type.Number(), Type.Null()]),
  /** Percentage of the fare charged. */
  feePercent: Type.Integer(),
  /** The fee in CNY for one adult ticket of this fare. */
  fee: Type.Number(),
})
export type FeeTier = Static<typeof FeeTier>

/** queryFlightRule reply. */
export const QueryFlightRuleReply = Type.Object({
  cabinCode: Type.String(),
  cabinName: Type.String(),
  price: Type.Number(),
  refund: Type.Array(FeeTier),
  change: Type.Array(FeeTier),
  transferable: Type.Boolean(),
  refundRule: Type.String(),
  changeRule: Type.String(),
  transferRule: Type.String(),
  baggage: Baggage,
})
export type QueryFlightRuleReply = Static<typeof QueryFlightRuleReply>

/** POST /obt/plane/shopping/gn/v3/matchClbz: the policy verdict of a fare for each traveller. */
export const MatchClbzBody = Type.Object({
  cabinKey: CabinKeyText,
  travellerEmpIds: TravellerEmpIds,
  tripType: TripType,
})
export type MatchClbzBody = Static<typeof MatchClbzBody>

/** One traveller's verdict. */
export const TravellerPolicyMatch = Type.Object({
  empId: Type.String(),
  empName: Type.String(),
  empRank: Type.String(),
  /** Name of the travel standard applied. */
  standardName: Type.String(),
  inPolicy: Type.Boolean(),
  violations: Type.Array(Violation),
})
export type TravellerPolicyMatch = Static<typeof TravellerPolicyMatch>

/** matchClbz reply. */
export const MatchClbzReply = Type.Object({
  travellers: Type.Array(TravellerPolicyMatch),
  /** Every traveller in policy (always true for personal trips). */
  inPolicy: Type.Boolean(),
  /** Booking needs an out-of-policy reason. */
  needReason: Type.Boolean(),
  /** Booking is refused out of policy (overPolicyAction 2). */
  forbidden: Type.Boolean(),
  /** The order will need approval (out of policy with action 3, or a company where every order is approved). */
  needApproval: Type.Boolean(),
})
export type MatchClbzReply = Static<typeof MatchClbzReply>

/** POST /obt/plane/shopping/gn/v3/queryTransferCity: two-leg itineraries via a hub (connection 60 min to 6 h). */
export const QueryTransferCityBody = Type.Object({
  depCode: PlaceCode,
  arrCode: PlaceCode,
  date: DateText,
  cabinClass: Type.Optional(CabinClass),
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(TravellerEmpIds),
})
export type QueryTransferCityBody = Static<typeof QueryTransferCityBody>

/** A connection itinerary. Book it as two segments (the cabins of each leg via queryCabin). */
export const TransferItinerary = Type.Object({
  viaCityCode: Type.String(),
  viaCityName: Type.String(),
  /** The two legs, in order. */
  legs: Type.Array(Flight),
  connectionMinutes: Type.Integer(),
  /** From the first departure to the last arrival. */
  totalMinutes: Type.Integer(),
  /** Sum of the legs' lowest fares. */
  totalLowestPrice: Type.Number(),
  /** The second leg leaves from another airport of the hub city. */
  changeAirport: Type.Boolean(),
})
export type TransferItinerary = Static<typeof TransferItinerary>

/** queryTransferCity reply: at most 30 itineraries, by total price then total time. */
export const QueryTransferCityReply = Type.Object({ itineraries: Type.Array(TransferItinerary) })
export type QueryTransferCityReply = Static<typeof QueryTransferCityReply>

/** POST /obt/plane/shopping/gn/v3/patForFlight: prices the fare again before booking. */
export const PatForFlightBody = Type.Object({ cabinKey: CabinKeyText })
export type PatForFlightBody = Static<typeof PatForFlightBody>

/** patForFlight reply. */
export const PatForFlightReply = Type.Object({
  /** The current fare. */
  price: Type.Number(),
  /** The fare the cabinKey was quoted at. */
  quotedPrice: Type.Number(),
  priceChanged: Type.Boolean(),
  airportFee: Type.Number(),
  fuelFee: Type.Number(),
  seatsLeft: Type.Integer(),
  /** The cabinKey to book with (a new one when the price changed). */
  cabinKey: Type.String(),
})
export type PatForFlightReply = Static<typeof PatForFlightReply>

/** POST /obt/plane/shopping/gn/v3/getAddConPrice: service fee per ticket (business fee for tripType 1, personal fee otherwise). */
export const GetAddConPriceBody = Type.Object({
  tripType: TripType,
  passengerCount: Type.Integer({ minimum: 1, maximum: 9 }),
})
export type GetAddConPriceBody = Static<typeof GetAddConPriceBody>

/** getAddConPrice reply. */
export const GetAddConPriceReply = Type.Object({
  /** Per ticket (per passenger and segment). */
  serviceFee: Type.Number(),
  /** serviceFee × passengerCount (one segment). */
  total: Type.Number(),
})
export type GetAddConPriceReply = Static<typeof GetAddConPriceReply>

/** POST /obt/common/vipWbyy/list: the company's out-of-policy reasons for a product (cplx '10901' domestic flight). */
export const ViolationReasonListBody = Type.Object({ cplx: Line({ minLength: 1, maxLength: 16 }) })
export type ViolationReasonListBody = Static<typeof ViolationReasonListBody>

/** An out-of-policy reason. */
export const ViolationReason = Type.Object({
  id: Type.String(),
  code: Type.String(),
  text: Type.String(),
  /** The booker must add a note when choosing it ("other"). */
  needNote: Type.Boolean(),
})
export type ViolationReason = Static<typeof ViolationReason>

/** vipWbyy/list reply. */
export const ViolationReasonListReply = Type.Array(ViolationReason)
export type ViolationReasonListReply = Static<typeof ViolationReasonListReply>
