/**
 * The hotel supplier interface. The simulator implements it today; a real hotel connector (a bed
 * bank, a chain's channel manager) can replace it without touching services: it answers static
 * content (hotels of a city, rooms, facilities), rate plans with nightly prices and the rooms it
 * sells per night, and confirms or cancels a booking. What is SOLD lives in our database
 * (`hotel_inventory`: per hotel, room type and night what is taken), never in the supplier: rooms
 * left shown to users are capacity − taken.
 *
 * Dates are China local 'YYYY-MM-DD' (a night is named by its date); money is CNY, whole yuan.
 */

/** Hotel stars: 2 (economy and below) to 5 (luxury). */
export type HotelStar = 2 | 3 | 4 | 5

/** Bed types of a room. */
export type BedType = 'KING' | 'TWIN' | 'QUEEN' | 'MULTI'

/**
 * Cancellation rule of a rate plan:
 * - NON_CANCELLABLE: no cancellation once booked (a paid room is not refunded);
 * - FREE_UNTIL: free until the deadline, no cancellation after it;
 * - PENALTY_AFTER: free until the deadline, after it the first night is kept as the penalty.
 */
export type CancelType = 'NON_CANCELLABLE' | 'FREE_UNTIL' | 'PENALTY_AFTER'

/** Guarantee a rate plan asks: none, the first night, the full stay (on a credit card; pay-at-hotel plans only). */
export type GuaranteeType = 'NONE' | 'FIRST_NIGHT' | 'FULL_STAY'

/** Prepaid online (through the order spine) or paid at the hotel on departure. */
export type PaymentType = 'PREPAY' | 'PAY_AT_HOTEL'

/** A hotel city as the supplier knows it. */
export interface HotelCity {
  code: string
  nameZh: string
  nameEn: string
  /** 1 first-tier, 2 provincial capital or major city, 3 other (cities.ts). */
  tier: 1 | 2 | 3
  /** Mainland China (the company's city-tier caps); false: international (incl. Hong Kong, Macau, Taiwan: the international cap). */
  domestic: boolean
  lat: number
  lng: number
  districts: HotelDistrict[]
  landmarks: HotelLandmark[]
}

/** A district (行政区 / business area) of a city. */
export interface HotelDistrict {
  /** `${cityCode}-D${n}`. */
  code: string
  nameZh: string
  nameEn: string
  lat: number
  lng: number
}

/** A landmark (station, airport, business area, sight) hotels can be searched near. */
export interface HotelLandmark {
  /** `${cityCode}-L${n}`. */
  id: string
  nameZh: string
  nameEn: string
  /** AIRPORT, STATION, BUSINESS, SIGHT, EXHIBITION, UNIVERSITY. */
  kind: string
  lat: number
  lng: number
}

/** A hotel brand. */
export interface HotelBrand {
  code: string
  nameZh: string
  nameEn: string
  /** The group (member cards are per group programme: Hilton Honors, Marriott Bonvoy, H World...). */
  groupCode: string
  groupNameZh: string
  groupNameEn: string
}

/** A hotel's static content. Read-only: shared between answers (frozen by the simulator). */
export interface SupplierHotel {
  /** `${cityCode}${4 digits}`, e.g. SHA0042. */
  hotelId: string
  cityCode: string
  nameZh: string
  nameEn: string
  star: HotelStar
  brand: HotelBrand
  districtCode: string
  addressZh: string
  addressEn: string
  lat: number
  lng: number
  /** Distance from the city centre, km (one decimal). */
  centreKm: number
  /** Guest rating 3.5–5.0. */
  score: number
  reviewCount: number
  openYear: number
  renovationYear: number
  phone: string
  /** Facility codes (catalog FACILITIES). */
  facilities: string[]
  descriptionZh: string
  descriptionEn: string
  /** Photo paths (placeholders: the app shows a stock image per kind when the file is absent). */
  photos: { kind: string; url: string }[]
  /** Check-in from / check-out until, 'HH:mm'. */
  checkInFrom: string
  checkOutUntil: string
}

/** A room type of a hotel. */
export interface SupplierRoomType {
  /** `R1`, `R2`... within the hotel. */
  roomTypeId: string
  nameZh: string
  nameEn: string
  bedType: BedType
  /** e.g. '1.8米大床' / '1.8 m king bed'. */
  bedZh: string
  bedEn: string
  areaSqm: number
  floor: string
  /** Most guests per room. */
  maxOccupancy: number
  window: boolean
  smoking: boolean
}

/** A rate plan of a room type (its prices are per night and room). */
export interface SupplierRatePlan {
  /** `${roomTypeId}-P${n}` (agreement plans `${roomTypeId}-A`). */
  ratePlanId: string
  roomTypeId: string
  nameZh: string
  nameEn: string
  /** Breakfasts included per room per night (0, 1, 2). */
  breakfast: number
  cancelType: CancelType
  /** FREE_UNTIL / PENALTY_AFTER: days before the check-in day and the hour of that day the free window ends. */
  cancelDaysBefore: number
  cancelHour: number
  guarantee: GuaranteeType
  payment: PaymentType
  /** The company's agreement (协议) rate: only offered to that company. */
  agreement: boolean
}

/** A rate plan priced for a stay. */
export interface QuotedPlan extends SupplierRatePlan {
  /** Price per room of each night (null: the supplier gives no quotation that night). */
  nightly: { night: string; price: number | null }[]
}

/** A room type with its plans and the rooms the supplier sells each night of the stay. */
export interface QuotedRoom {
  room: SupplierRoomType
  /** Rooms sold by the supplier per night of the stay (in order); what is taken is in our database. */
  capacity: { night: string; rooms: number }[]
  plans: QuotedPlan[]
}

/** A hotel's rooms and plans for a stay. */
export interface HotelQuote {
  hotel: SupplierHotel
  checkIn: string
  checkOut: string
  nights: string[]
  rooms: QuotedRoom[]
}

/** The lowest nightly average of each room type of a hotel for a stay (list prices). */
export interface RoomLowest {
  roomTypeId: string
  /** Lowest average nightly price over the plans quoted every night (null: none quoted). */
  lowest: number | null
  /** Whether the lowest one is the company's agreement rate. */
  agreement: boolean
}

/** A hotel of a city's rate sheet: what the list needs, without building plans. */
export interface HotelRates {
  hotel: SupplierHotel
  /** The company has an agreement rate at this hotel. */
  agreement: boolean
  rooms: (RoomLowest & { capacity: number[] })[]
}

/** A booking to confirm with the hotel. */
export interface ConfirmRequest {
  orderNo: string
  hotelId: string
  roomTypeId: string
  ratePlanId: string
  checkIn: string
  checkOut: string
  rooms: number
  guestNames: string[]
}

/** The hotel's confirmation. */
export interface Confirmation {
  /** The hotel's confirmation number (e.g. HLT12345678). */
  confirmNo: string
}

/** The supplier. */
export interface HotelSupplier {
  readonly kind: string
  /** A city the supplier sells (null when it has no hotels there). */
  city(cityCode: string): HotelCity | null
  /** Every hotel of a city (static content, stable order). */
  hotelsOf(cityCode: string): readonly SupplierHotel[]
  /** A hotel by id (null when unknown). */
  hotel(hotelId: string): SupplierHotel | null
  /** Brands present in a city, by brand code. */
  brandsOf(cityCode: string): readonly HotelBrand[]
  /** Every brand the supplier knows (member cards). */
  brands(): readonly HotelBrand[]
  /** The room types of a hotel. */
  roomTypes(hotelId: string): readonly SupplierRoomType[]
  /**
   * The city's hotels with the lowest price of each room type for the stay (agreement rates of
   * `corpNo` included) and the rooms sold per night: what a list needs, one call per search.
   */
  cityRates(cityCode: string, checkIn: string, checkOut: string, corpNo: string): readonly HotelRates[]
  /** A hotel's rooms and rate plans priced for the stay (null: unknown hotel). */
  quote(hotelId: string, checkIn: string, checkOut: string, corpNo: string): HotelQuote | null
  /** Confirms a paid (or guaranteed) booking with the hotel. */
  confirm(request: ConfirmRequest): Promise<Confirmation>
  /** Cancels a confirmed booking with the hotel. */
  cancel(confirmNo: string): Promise<void>
}

