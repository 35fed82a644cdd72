/**
 * Train search, policy and transfer plans (booking flows §3.3, §4, §5.2, §7.7, §9). Booking and
 * order shapes are in train-order.ts.
 *
 * Paths (POST, envelope, private):
 * - /obt/common/queryParameter                  QueryParameterBody → ParameterReply (general.ts)
 * - /obt/train/trQuery/getCityDataByName        TrCityByNameBody   → TrCityByNameReply
 * - /obt/train/trQuery/queryStation             TrQueryStationBody → TrQueryStationReply
 * - /obt/train/trQuery/trSearch                 TrSearchBody       → TrSearchReply
 * - /obt/train/trQuery/clzcIsWb                 TrClzcIsWbBody     → TrClzcIsWbReply
 * - /obt/train/trQuery/trBookMatchClzc          TrBookMatchClzcBody → TrBookMatchClzcReply
 * - /obt/train/trQuery/trSearchTransfer         TrTransferSearchBody → TrTransferSearchReply
 * - /obt/train/trQuery/trSearchTransferPrice    TrTransferPriceBody → TrTransferPriceReply
 * - /obt/train/trQuery/matchClzc4Transfer       TrTransferMatchBody → TrTransferMatchReply
 * - /obt/train/trQuery/queryTrainStop           TrStopBody         → TrStopReply
 *
 * Conventions: dates 'YYYY-MM-DD' and clock times 'HH:mm' in China time (a train's times are the
 * local times at its stations); saleDateTime 'YYYY-MM-DD HH:mm:ss'. Amounts CNY (12306 fares are
 * whole or half yuan). Names (stations, seats, policies, messages) in the request language.
 * `trainKey` ('YYYYMMDD.TRAINCODE.FROM.TO') is opaque to the app: send back what a reply gave.
 * A place code is a station telegraph code (VNP 北京南) for that station, or a city code (BJS) for
 * every station of the city that trains serve; a code that is both (HGH) means the station unless
 * `fromKind` / `toKind` say 'city'.
 *
 * Policy (wb): 0 within the travel standard, 1 out of it but bookable with a reason (and approval
 * where the company says so), 2 out of it and not bookable. Personal trips (tripType 2) are always 0.
 */
import { Type, type Static } from '@sinclair/typebox'
import { DateText, EmpIdText, Flag, IdText, Line, TripType } from './common'

export { DateText, TripType } from './common'

/** A station telegraph code or a city code (3 letters). */
export const TrainPlaceCode = Type.String({ pattern: '^[A-Za-z]{3}$' })

/** How to read a place code that is both a station and a city. */
export const TrainPlaceKind = Type.Union([Type.Literal('station'), Type.Literal('city')])
export type TrainPlaceKind = Static<typeof TrainPlaceKind>

/** 12306 train type letter: G high-speed, D EMU, C intercity, Z direct, T express, K fast. */
export const TrainType = Type.Union((['G', 'D', 'C', 'Z', 'T', 'K'] as const).map((c) => Type.Literal(c)))
export type TrainType = Static<typeof TrainType>

/**
 * 12306 seat type codes: '9' business, 'P' special, 'M' first, 'O' second, 'A' deluxe moving
 * sleeper, 'F' moving sleeper, '6' deluxe soft sleeper, '4' soft sleeper, '3' hard sleeper,
 * '2' soft seat, '1' hard seat, 'WZ' no seat. (The same list as train-order.ts TrainSeatType.)
 */
export const SeatTypeCode = Type.Union((['9', 'P', 'M', 'O', 'A', 'F', '6', '4', '3', '2', '1', 'WZ'] as const).map((c) => Type.Literal(c)))
export type SeatTypeCode = Static<typeof SeatTypeCode>

/** An opaque train key from a reply. */
export const TrainKeyText = Line({ minLength: 8, maxLength: 64 })

/** Travellers whose policy applies (employees within the caller's booking scope; the caller when none). */
export const TrainTravellerEmpIds = Type.Array(EmpIdText, { maxItems: 9 })

/** The policy verdict of a seat: 0 in policy, 1 out of policy (reason), 2 forbidden. */
export const Wb = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type Wb = Static<typeof Wb>

/**
 * Sale state of a train (the supplier's word; the app's rule reads saleDateTime and runTime):
 * bookable; paused (runTime '99:59'); notYetOnSale (the 15-day pre-sale opens at saleDateTime);
 * outsideHours (booking hours 05:00–23:59: opens again at saleDateTime); closed (departed, about to
 * depart, or before the first sale day).
 */
export const TrainSaleState = Type.Union([
  Type.Literal('bookable'),
  Type.Literal('paused'),
  Type.Literal('notYetOnSale'),
  Type.Literal('outsideHours'),
  Type.Literal('closed'),
])
export type TrainSaleState = Static<typeof TrainSaleState>

/** A seat type of a train (§3.3 seat). */
export const TrainSeat = Type.Object({
  seatType: SeatTypeCode,
  /** '二等座' / 'Second class'. */
  seatName: Type.String(),
  /** Adult fare, CNY. */
  price: Type.Number(),
  /** Seats left (capacity − taken in our database); 0: none left. */
  seatCount: Type.Integer(),
  /** Percentage of the full fare (100: no discount; 12306 sells at full fare). */
  seatDiscount: Type.Integer(),
  wb: Wb,
  /** Why the seat is out of policy ('' when wb is 0). */
  wbText: Type.String(),
  /** 1: none left but standby (候补) can be queued for (company parameter 10914 value2 and a train on sale). */
  isBench: Flag,
})
export type TrainSeat = Static<typeof TrainSeat>

/** A train between two stations on a date (§3.3 train). */
export const Train = Type.Object({
  trainKey: Type.String(),
  /** 'G1', 'D701'. */
  trainCode: Type.String(),
  trainType: TrainType,
  /** Departure date at fromStation. */
  date: DateText,
  /** 'HH:mm' at fromStation / toStation. */
  startTime: Type.String(),
  arriveTime: Type.String(),
  /** Arrival date at toStation. */
  arriveDate: DateText,
  /** 'HH:mm' (hours may pass 24); '99:59' when the railway paused the sale (§4). */
  runTime: Type.String(),
  /** The real running minutes (also when runTime shows the pause marker). */
  runMinutes: Type.Integer(),
  /** Days from departure to arrival (0 same day). */
  arriveDays: Type.Integer(),
  fromStationCode: Type.String(),
  fromStationName: Type.String(),
  toStationCode: Type.String(),
  toStationName: Type.String(),
  /** The train starts at fromStation (始) / ends at toStation (终). */
  isOrigin: Type.Boolean(),
  isTerminal: Type.Boolean(),
  originStationName: Type.String(),
  terminalStationName: Type.String(),
  distanceKm: Type.Integer(),
  saleState: TrainSaleState,
  /** 'YYYY-MM-DD HH:mm:ss': when sale opened (bookable) or opens; '' when paused or closed. */
  saleDateTime: Type.String(),
  /** Cheapest first; sold-out types stay listed (seatCount 0). Empty when includePrice was 0. */
  seatList: Type.Array(TrainSeat),
  /** Cheapest seat with seats left (the cheapest of all when none is left); 0 without seats listed. */
  lowestPrice: Type.Number(),
  /** Estimated kg CO2e per passenger: distanceKm × the rail factor (README "Carbon estimates"). */
  co2Kg: Type.Optional(Type.Integer()),
})
export type Train = Static<typeof Train>

/** Service fee per ticket of a trip type (§6: business fee for 1, personal otherwise). */
export const TrainFee = Type.Object({ tripType: TripType, serviceFee: Type.Number() })
export type TrainFee = Static<typeof TrainFee>

/**
 * The train travel standard that applied: the company policy of the travellers' ranks, the
 * strictest of them (seat types every traveller may take; the strictest out-of-policy action).
 */
export const TrainStandard = Type.Object({
  empRank: Type.String(),
  name: Type.String(),
  /** Seat types allowed (listed by the policy, plus their equivalents: see server/README.md). */
  seatTypes: Type.Array(SeatTypeCode),
  /** '二等座、硬卧、硬座' / 'Second class, Hard sleeper, Hard seat': the listed ones. */
  seatNames: Type.String(),
  /** 1 allowed with a reason, 2 forbidden, 3 allowed with a reason and approval. */
  overPolicyAction: Type.Integer(),
})
export type TrainStandard = Static<typeof TrainStandard>

/**
 * The date window of train searches (§9, China dates): minDate tomorrow (the first sale day),
 * maxSaleDate today + 14 (15 days of pre-sale including today), maxDate today + 29 (the last date
 * a search answers; trains after maxSaleDate show when they go on sale).
 */
export const TrainWindow = Type.Object({
  today: DateText,
  minDate: DateText,
  maxSaleDate: DateText,
  maxDate: DateText,
})
export type TrainWindow = Static<typeof TrainWindow>

const ApplicationFields = {
  /** A business-trip application of the caller (applicant or traveller); another's answers 4004 like a missing one. */
  ccsqdId: Type.Optional(IdText),
  /** A train route of that application. */
  routeId: Type.Optional(IdText),
}

/**
 * POST /obt/train/trQuery/trSearch: every train of the day between two places, departure order.
 * 4000 with the spec's words: the same station or city (出发和到达城市不能相同), a past date
 * (日期已过期), after maxDate (日期超出可售范围), an unknown code.
 */
export const TrSearchBody = Type.Object({
  date: DateText,
  fromStationCode: TrainPlaceCode,
  toStationCode: TrainPlaceCode,
  fromKind: Type.Optional(TrainPlaceKind),
  toKind: Type.Optional(TrainPlaceKind),
  /** 0: timetable only (empty seat lists). Default 1. */
  includePrice: Type.Optional(Flag),
  /** Kept for the contract; the standard comes from the travellers (never from the request). */
  minRank: Type.Optional(Line({ maxLength: 16 })),
  /** 0: only trains that can be booked now with a seat left. Default 1 (every train of the day). */
  allTrains: Type.Optional(Flag),
  /** Only these train types (the app's "G/C/D only" sends ['G', 'C', 'D']); absent or empty: all. */
  needTrainType: Type.Optional(Type.Array(TrainType, { maxItems: 6 })),
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(TrainTravellerEmpIds),
  ...ApplicationFields,
})
export type TrSearchBody = Static<typeof TrSearchBody>

/** trSearch reply. */
export const TrSearchReply = Type.Object({
  trainList: Type.Array(Train),
  feeList: Type.Array(TrainFee),
  /** Opaque id of this answer (the query and the minute it was made). */
  cacheId: Type.String(),
  /** null for personal trips, or when the travellers' ranks have no policy. */
  travelStandard: Type.Union([TrainStandard, Type.Null()]),
  window: TrainWindow,
  /** The places as searched (a city code names the city). */
  fromName: Type.String(),
  toName: Type.String(),
})
export type TrSearchReply = Static<typeof TrSearchReply>

/** POST /obt/train/trQuery/getCityDataByName: a city (or station) name → the city and its main station. */
export const TrCityByNameBody = Type.Object({ cityName: Line({ minLength: 1, maxLength: 50 }) })
export type TrCityByNameBody = Static<typeof TrCityByNameBody>

/** A station of a city. */
export const TrStationRef = Type.Object({ code: Type.String(), name: Type.String() })
export type TrStationRef = Static<typeof TrStationRef>

/** getCityDataByName reply; 4004 when no city or station of that name has trains. */
export const TrCityByNameReply = Type.Object({
  cityCode: Type.String(),
  cityName: Type.String(),
  /** The city's main station (the first one the railway lists). */
  stationCode: Type.String(),
  stationName: Type.String(),
  stations: Type.Array(TrStationRef),
})
export type TrCityByNameReply = Static<typeof TrCityByNameReply>

/** POST /obt/train/trQuery/queryStation: stations trains serve, all (no keyword) or matching one. */
export const TrQueryStationBody = Type.Object({ keyword: Type.Optional(Line({ maxLength: 50 })) })
export type TrQueryStationBody = Static<typeof TrQueryStationBody>

/** A station for the picker. */
export const TrStation = Type.Object({
  code: Type.String(),
  name: Type.String(),
  pinyin: Type.String(),
  initials: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  hot: Type.Boolean(),
})
export type TrStation = Static<typeof TrStation>

/** queryStation reply (pinyin order; a keyword's matches best first, at most 30). */
export const TrQueryStationReply = Type.Object({ stations: Type.Array(TrStation) })
export type TrQueryStationReply = Static<typeof TrQueryStationReply>

const PolicyAsk = {
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(TrainTravellerEmpIds),
  /** Kept for the contract (the minimum rank); the standard comes from the travellers. */
  minZj: Type.Optional(Line({ maxLength: 16 })),
  ...ApplicationFields,
}

/** POST /obt/train/trQuery/clzcIsWb: the verdict on one seat type (of a train). */
export const TrClzcIsWbBody = Type.Object({
  seatType: SeatTypeCode,
  trainKey: Type.Optional(TrainKeyText),
  trainCode: Type.Optional(Line({ maxLength: 8 })),
  ...PolicyAsk,
})
export type TrClzcIsWbBody = Static<typeof TrClzcIsWbBody>

/**
 * queryTrainStop: the whole timetable of a listing (like the flights' queryFlightStop). Kept out of
 * trSearch, which would carry every stop of every train (about ten per train) for the one train
 * a user opens.
 */
export const TrStopBody = Type.Object({ trainKey: TrainKeyText })
export type TrStopBody = Static<typeof TrStopBody>

/** A call of the train: times are local at the station; dayOffset counts from the day the train leaves the boarding station. */
export const TrStop = Type.Object({
  stationCode: Type.String(),
  stationName: Type.String(),
  /** 'HH:mm'; null at the origin. */
  arriveTime: Type.Union([Type.String(), Type.Null()]),
  /** 'HH:mm'; null at the terminus. */
  departTime: Type.Union([Type.String(), Type.Null()]),
  stopMinutes: Type.Integer({ minimum: 0 }),
  dayOffset: Type.Integer(),
  /** Between the boarding and alighting stations of the listing, both included. */
  inSegment: Type.Boolean(),
})
export type TrStop = Static<typeof TrStop>

export const TrStopReply = Type.Object({ trainKey: Type.String(), trainCode: Type.String(), stops: Type.Array(TrStop) })
export type TrStopReply = Static<typeof TrStopReply>

/** clzcIsWb reply. */
export const TrClzcIsWbReply = Type.Object({
  wb: Wb,
  wbText: Type.String(),
  /** Booking needs an out-of-policy reason (wb 1). */
  needReason: Type.Boolean(),
  travelStandard: Type.Union([TrainStandard, Type.Null()]),
})
export type TrClzcIsWbReply = Static<typeof TrClzcIsWbReply>

/** POST /obt/train/trQuery/trBookMatchClzc: the standard as a list of seat types with their verdicts. */
export const TrBookMatchClzcBody = Type.Object(PolicyAsk)
export type TrBookMatchClzcBody = Static<typeof TrBookMatchClzcBody>

/** One seat type of the standard. */
export const TrSeatPolicy = Type.Object({ code: SeatTypeCode, name: Type.String(), wb: Wb })
export type TrSeatPolicy = Static<typeof TrSeatPolicy>

/** One traveller's own standard. */
export const TrTravellerStandard = Type.Object({
  empId: Type.String(),
  empName: Type.String(),
  empRank: Type.String(),
  standardName: Type.String(),
  seatTypes: Type.Array(SeatTypeCode),
})
export type TrTravellerStandard = Static<typeof TrTravellerStandard>

/** trBookMatchClzc reply: every seat type (display order) with its verdict. */
export const TrBookMatchClzcReply = Type.Object({
  policyList: Type.Array(TrSeatPolicy),
  travelStandard: Type.Union([TrainStandard, Type.Null()]),
  travellers: Type.Array(TrTravellerStandard),
})
export type TrBookMatchClzcReply = Static<typeof TrBookMatchClzcReply>

/** POST /obt/train/trQuery/trSearchTransfer: two-train plans via a hub city (company parameter 10914 value1). */
export const TrTransferSearchBody = Type.Object({
  date: DateText,
  fromStationCode: TrainPlaceCode,
  toStationCode: TrainPlaceCode,
  fromKind: Type.Optional(TrainPlaceKind),
  toKind: Type.Optional(TrainPlaceKind),
  needTrainType: Type.Optional(Type.Array(TrainType, { maxItems: 6 })),
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(TrainTravellerEmpIds),
  ...ApplicationFields,
})
export type TrTransferSearchBody = Static<typeof TrTransferSearchBody>

/**
 * A transfer plan: two trains, the second leaving from the station the first arrives at (at least
 * 20 minutes later) or from another station of the hub city (at least 60), at most 6 hours later.
 */
export const TrainTransfer = Type.Object({
  /** The two train keys joined by '+': opaque. */
  transferKey: Type.String(),
  hubCityCode: Type.String(),
  hubCityName: Type.String(),
  sameStation: Type.Boolean(),
  connectionMinutes: Type.Integer(),
  /** First departure to last arrival. */
  totalMinutes: Type.Integer(),
  /** Sum of each leg's cheapest seat with seats left (the cheapest when none is left). */
  lowestPrice: Type.Number(),
  /** Both legs can be booked now with a seat left on each. */
  bookable: Type.Boolean(),
  legs: Type.Array(Train, { minItems: 2, maxItems: 2 }),
})
export type TrainTransfer = Static<typeof TrainTransfer>

/** trSearchTransfer reply: at most 12 plans, earliest arrival first. */
export const TrTransferSearchReply = Type.Object({
  transferList: Type.Array(TrainTransfer),
  cacheId: Type.String(),
  travelStandard: Type.Union([TrainStandard, Type.Null()]),
  feeList: Type.Array(TrainFee),
})
export type TrTransferSearchReply = Static<typeof TrTransferSearchReply>

/** POST /obt/train/trQuery/trSearchTransferPrice: the current seats and prices of a plan's two trains. */
export const TrTransferPriceBody = Type.Object({
  trainKeys: Type.Array(TrainKeyText, { minItems: 2, maxItems: 2 }),
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(TrainTravellerEmpIds),
})
export type TrTransferPriceBody = Static<typeof TrTransferPriceBody>

/** trSearchTransferPrice reply; 4004 when a key names no train. */
export const TrTransferPriceReply = Type.Object({
  legs: Type.Array(Train, { minItems: 2, maxItems: 2 }),
  lowestPrice: Type.Number(),
  connectionMinutes: Type.Integer(),
})
export type TrTransferPriceReply = Static<typeof TrTransferPriceReply>

/** POST /obt/train/trQuery/matchClzc4Transfer: the verdict on the chosen seat of each leg. */
export const TrTransferMatchBody = Type.Object({
  legs: Type.Array(Type.Object({ trainKey: TrainKeyText, seatType: SeatTypeCode }), { minItems: 2, maxItems: 2 }),
  ...PolicyAsk,
})
export type TrTransferMatchBody = Static<typeof TrTransferMatchBody>

/** matchClzc4Transfer reply. */
export const TrTransferMatchReply = Type.Object({
  legs: Type.Array(Type.Object({ trainKey: Type.String(), seatType: SeatTypeCode, wb: Wb, wbText: Type.String() })),
  /** The worst of the legs. */
  wb: Wb,
  needReason: Type.Boolean(),
  forbidden: Type.Boolean(),
  travelStandard: Type.Union([TrainStandard, Type.Null()]),
})
export type TrTransferMatchReply = Static<typeof TrTransferMatchReply>
