/**
 * The train supplier interface. The simulator implements it today; a real rail connector (12306
 * through a licensed agent) can replace it without touching services: it answers timetables with
 * fares, sale state and seat capacity per seat type, and issues tickets with carriage and seat
 * numbers. What is SOLD lives in our database (a seat table keyed by `inventoryKey` + seat type
 * holding what is taken), never in the supplier: a seat count shown to users is capacity − taken.
 *
 * Dates are China local 'YYYY-MM-DD'; clock times are China local 'HH:mm'; instants are Dates.
 * Money is CNY, numbers with at most one decimal (12306 fares are whole or half yuan).
 */

/** 12306 train type letter: G high-speed, D EMU, C intercity, Z direct, T express, K fast. */
export type TrainTypeCode = 'G' | 'D' | 'C' | 'Z' | 'T' | 'K'

/**
 * 12306 seat type codes: '9' business 商务座, 'P' special 特等座, 'M' first 一等座, 'O' second 二等座,
 * 'A' deluxe moving sleeper 高级动卧, 'F' moving sleeper 动卧, '6' deluxe soft sleeper 高级软卧,
 * '4' soft sleeper 软卧, '3' hard sleeper 硬卧, '2' soft seat 软座, '1' hard seat 硬座, 'WZ' no seat 无座.
 */
export type SeatTypeCode = '9' | 'P' | 'M' | 'O' | 'A' | 'F' | '6' | '4' | '3' | '2' | '1' | 'WZ'

/** A station as the supplier names it. */
export interface StationRef {
  /** Telegraph code (电报码), e.g. VNP. */
  code: string
  nameZh: string
  nameEn: string
  /** City code of cities.ts. */
  cityCode: string
}

/** A search end: one station, or a city meaning all of its stations. */
export interface TrainPlace {
  /** The code asked for. */
  code: string
  kind: 'station' | 'city'
  cityCode: string
  /** Station codes the place covers (one for a station, all of the city's served ones for a city). */
  stations: string[]
}

/** One call of a train (the whole train's timetable, not only the searched segment). */
export interface SupplierStop {
  station: StationRef
  /** 1-based position in the train's timetable. */
  index: number
  /** 'HH:mm' China local; null at the origin. */
  arriveTime: string | null
  /** 'HH:mm' China local; null at the terminus. */
  departTime: string | null
  arriveAt: Date | null
  departAt: Date | null
  /** Dwell in minutes (0 at the ends). */
  stopMinutes: number
  /** Days after the train's origin date (0 on the day it starts). */
  dayOffset: number
  /** Rail distance from the origin. */
  distanceKm: number
  /** Between the searched boarding and alighting stations, both included. */
  inSegment: boolean
}

/** A seat type on a listing: its adult fare and the seats the railway sells on this segment. */
export interface SupplierSeat {
  seatType: SeatTypeCode
  nameZh: string
  nameEn: string
  /** Adult fare for the segment, CNY. */
  price: number
  /** Seats (or berths) of this type the railway sells for this segment and date; 0 = sold out. */
  capacity: number
}

/**
 * Whether a train can be sold now (booking flows §4, §9):
 * - bookable: on sale now;
 * - paused: sale suspended by the railway (runTime '99:59');
 * - notYetOnSale: the pre-sale has not opened (15 days including today, from the station's opening time);
 * - outsideHours: the sale window is open but booking hours (05:00–23:59) are not;
 * - closed: no longer sold here (before the first bookable day, or about to depart / departed).
 */
export type TrainSaleState = 'bookable' | 'paused' | 'notYetOnSale' | 'outsideHours' | 'closed'

/**
 * A train between two stations on a date, as the supplier sells it. Read-only: its stops and seats
 * may be shared between answers (the simulator freezes them); build reply objects from it.
 */
export interface SupplierTrain {
  /** 'YYYYMMDD.TRAINCODE.FROM.TO', the date being the departure date at FROM. */
  trainKey: string
  /**
   * Key of the seat quota: the railway allocates seats per segment, so a listing's seats are its
   * own (the same as trainKey today; kept apart so a connector with shared quotas can differ).
   */
  inventoryKey: string
  /** 'YYYYMMDD.TRAINCODE' of the run, the date being the day it leaves its origin. */
  runKey: string
  trainCode: string
  trainType: TrainTypeCode
  /** The line (catalog id) the train runs on. */
  lineId: string
  /** First and last station of the whole train (始发 / 终到). */
  originStation: StationRef
  terminalStation: StationRef
  fromStation: StationRef
  toStation: StationRef
  /** 'YYYY-MM-DD' departure date at fromStation (the searched date). */
  date: string
  /** 'YYYY-MM-DD' the run left its origin. */
  originDate: string
  /** 'HH:mm' China local at fromStation / toStation. */
  startTime: string
  arriveTime: string
  departAt: Date
  arriveAt: Date
  /** 'HH:mm' (hours may pass 24); '99:59' when sale is paused (the rail system's marker). */
  runTime: string
  /** The real running minutes (also when runTime shows the pause marker). */
  runMinutes: number
  /** Calendar days from departure to arrival (0 same day). */
  arriveDays: number
  distanceKm: number
  stops: SupplierStop[]
  saleState: TrainSaleState
  /**
   * 'YYYY-MM-DD HH:mm:ss' China local: the moment sale opened (in the past when bookable) or opens
   * (in the future: notYetOnSale, outsideHours); '' when paused or closed. This matches the app's
   * rule (src/core/domain/train-sale.ts): bookable when it is a date-time that has been reached.
   */
  saleDateTime: string
  /** Cheapest first. Sold-out types stay listed (capacity 0) so standby can be offered. */
  seats: SupplierSeat[]
}

/** Why a search was not answered. */
export type TrainSearchRefusal =
  | 'unknownFrom'
  | 'unknownTo'
  | 'samePlace'
  | 'badDate'
  /** Before today. */
  | 'dateInPast'
  /** After the last searchable date (today + 29). */
  | 'beyondSearchWindow'

/** A search answer: trains (possibly none), or a refusal the service turns into the spec's message. */
export type TrainSearchAnswer<T> = { ok: true; result: T } | { ok: false; refusal: TrainSearchRefusal }

/** The dates the supplier works with, relative to today (China). */
export interface TrainSearchWindow {
  today: string
  /** First date a train is sold (today + 1: the spec's minimum is tomorrow). */
  firstSaleDate: string
  /** Last date of the pre-sale (today + 14: 15 days including today). */
  lastSaleDate: string
  /** Last date a search answers (today + 29). */
  lastSearchDate: string
}

/** A two-train journey via a hub city. */
export interface TransferPlan {
  hubCityCode: string
  hubCityNameZh: string
  hubCityNameEn: string
  legs: [SupplierTrain, SupplierTrain]
  /** The second train leaves from the station the first arrives at. */
  sameStation: boolean
  /** Minutes between the first arrival and the second departure. */
  connectionMinutes: number
  /** First departure to last arrival. */
  totalMinutes: number
  /** Sum of each leg's cheapest seat with capacity (or cheapest seat when all are sold out). */
  lowestPrice: number
}

/** One ticket to issue. */
export interface TicketRequest {
  trainKey: string
  seatType: SeatTypeCode
  /**
   * 0-based position of this seat among those ever issued for (inventoryKey, seatType): a counter
   * that never goes back (not the live sold count, which a refund lowers), so numbers never repeat.
   */
  ordinal: number
}

/** An issued ticket. */
export interface IssuedTicket {
  trainKey: string
  seatType: SeatTypeCode
  /** E + 9 digits (the 12306 order number style). */
  ticketNo: string
  /** '05'. */
  carriage: string
  /** '07F' (EMU seat), '058' (conventional seat), '12' (berth), '' for no seat. */
  seatNo: string
  berth: 'lower' | 'middle' | 'upper' | null
  /** '05车07F号', '05车12号中铺', '05车无座'. */
  labelZh: string
  /** 'Car 05, seat 07F', 'Car 05, berth 12 middle', 'Car 05, no seat'. */
  labelEn: string
}

/** The supplier (timetables, fares, tickets, and the rail account and identity services). */
export interface TrainSupplier extends RailAccountService {
  readonly kind: string
  /**
   * A station telegraph code or a city code; null when unknown or no train serves it. A code that
   * is both (HGH Hangzhou East / Hangzhou, ENH Hefei South / Enshi) means the station unless
   * `prefer` is 'city'.
   */
  resolvePlace(code: string, prefer?: 'station' | 'city'): TrainPlace | null
  /** A station by telegraph code; null when unknown. */
  station(code: string): StationRef | null
  /** Today's window (dates relative to the supplier's clock). */
  searchWindow(): TrainSearchWindow
  /**
   * Every train from a place to another departing on a date (departure order). Codes go through
   * resolvePlace. Refused outside today…today+29; a valid date with no train gives an empty list.
   */
  searchTrains(from: string | TrainPlace, to: string | TrainPlace, date: string): Promise<TrainSearchAnswer<SupplierTrain[]>>
  /** One listing by key, any date (orders read it after the window); null when the key names none. */
  getTrain(trainKey: string): Promise<SupplierTrain | null>
  /**
   * Two-train plans via a hub city (at most 12), for pairs without a good direct train: the second
   * leaves at least 20 minutes after the first arrives at the same station, 60 at another station
   * of the hub city, and at most 6 hours later. Paused and closed trains are left out. Same refusals
   * as searchTrains.
   */
  searchTransfers(from: string | TrainPlace, to: string | TrainPlace, date: string): Promise<TrainSearchAnswer<TransferPlan[]>>
  /** Carriage and seat numbers, one per request (rejects an unknown train key or seat type). */
  issueTickets(requests: TicketRequest[]): Promise<IssuedTicket[]>
}

// ---------------------------------------------------------------- rail account (12306) and identity check

/**
 * A passenger's identity check at the railway (booking flows §3.3, §4): 0 not passed, 1 passed,
 * 2 needs a code (the passenger's mobile must answer an SMS code before the railway accepts them).
 */
export type RailCheckCode = 0 | 1 | 2

/** Whom the railway checks: the name and document a ticket is sold on. */
export interface RailIdentity {
  name: string
  /** Card type code of booking flows §3.2 ('NI' national ID, 'PP' passport...). */
  cardType: string
  cardNumber: string
}

/** A passenger kept in a rail account (12306 常用联系人), as the railway lists it. */
export interface RailAccountPassenger extends RailIdentity {
  /** 'YYYY-MM-DD' when known (from the ID number). */
  born: string | null
  /** The railway's check of this passenger today. */
  checkCode: RailCheckCode
}

/** Why a rail account login failed. */
export type RailLoginRefusal = 'badAccount' | 'badPassword'

/**
 * A login answer: an opaque reference of the account at the railway (never the password) and its
 * passengers, or a refusal.
 */
export type RailLoginAnswer =
  | { ok: true; accountRef: string; passengers: RailAccountPassenger[] }
  | { ok: false; refusal: RailLoginRefusal }

/**
 * The railway's account and identity services (12306 through a licensed agent). The password is
 * handed through once per login and kept nowhere, neither here nor by the caller.
 */
export interface RailAccountService {
  /** Signs in to a rail account and reads its passenger list. */
  login(account: string, password: string): Promise<RailLoginAnswer>
  /** The railway's identity check of a passenger: 0 not passed, 1 passed, 2 needs a code. */
  checkPassenger(identity: RailIdentity): Promise<RailCheckCode>
  /**
   * Tells the railway the passenger's mobile answered the check code (the caller sent the code
   * and compared it): the answer is the check after that, 1 unless the railway still refuses.
   */
  verifyCode(identity: RailIdentity, mobile: string): Promise<RailCheckCode>
}
