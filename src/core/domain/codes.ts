/**
 * Fixed codes of the contract (overview §3, booking flows §1, §2.5, §4, §8, §9): platform,
 * product, geo data types, single-sign-on query targets, trip type, booking style and the
 * thrown error codes. The server sends and expects these numbers, so they are not ours to change.
 */
import { PRODUCT_CODE } from '../../../server/src/contract/order-types'
import { t, type MessageKey } from '../i18n/index'

/** y-cli header values. */
export const PLATFORM = { ANDROID: 10504, IOS: 10505, H5: 10506 } as const
export type PlatformCode = (typeof PLATFORM)[keyof typeof PLATFORM]

/** Product type codes (cplx). */
export const PRODUCT = PRODUCT_CODE
export type ProductCode = (typeof PRODUCT)[keyof typeof PRODUCT]

const PRODUCT_KEYS: Record<ProductCode, MessageKey> = {
  10901: 'domain.product.domesticFlight',
  10902: 'domain.product.internationalFlight',
  10903: 'domain.product.hotel',
  10904: 'domain.product.train',
  10906: 'domain.product.car',
  10913: 'domain.product.visa',
}

/** Narrows a server value (number or numeric string) to a product code. */
export function isProductCode(value: unknown): value is ProductCode {
  return (
    (typeof value === 'number' || typeof value === 'string') &&
    Object.prototype.hasOwnProperty.call(PRODUCT_KEYS, String(value))
  )
}

/** The dictionary key of a product's name. */
export function productLabelKey(code: ProductCode): MessageKey {
  return PRODUCT_KEYS[code]
}

/** The product's name in the current locale; an unknown code is shown as is. */
export function productLabel(code: number | string): string {
  const n = Number(code)
  return isProductCode(n) ? t(PRODUCT_KEYS[n]) : String(code)
}

/** Product types whose geo data (cities, airports, stations) is cached per language. */
export const GEO_DATA_TYPES = [10901, 10903, 10904, 10906, 10910] as const
export type GeoDataType = (typeof GEO_DATA_TYPES)[number]

/** Hotel screens come in version 1 (/ht/) and version 2 (/htV2/); 2 unless told otherwise. */
export type HotelVersion = 1 | 2

/** Reads the company's hotelVersion setting: only an explicit 1 selects the old screens. */
export function toHotelVersion(value: unknown): HotelVersion {
  return value === 1 || value === '1' ? 1 : 2
}

/** The hotel query screen of a hotel version. */
export function hotelQueryPath(version: HotelVersion = 2): '/ht/htQuery' | '/htV2/htQuery' {
  return version === 1 ? '/ht/htQuery' : '/htV2/htQuery'
}

/**
 * The query screen a single-sign-on 'query' landing opens for a product code, or null for a
 * code with no query screen. Both flight codes land on the one flight search, which has
 * the domestic/international switch.
 */
export function ssoQueryTarget(
  productCode: number | string,
  hotelVersion: HotelVersion = 2,
): string | null {
  switch (Number(productCode)) {
    case PRODUCT.DOMESTIC_FLIGHT:
    case PRODUCT.INTERNATIONAL_FLIGHT:
      return '/tk/tkQuery'
    case PRODUCT.HOTEL:
      return hotelQueryPath(hotelVersion)
    case PRODUCT.TRAIN:
      return '/tr/trQuery'
    case PRODUCT.CAR:
      return '/car/carQuery'
    case PRODUCT.VISA:
      return '/visa'
    default:
      return null
  }
}

/** tripType: 1 is a business trip; the server uses other values for personal trips. */
export const TRIP_TYPE = { BUSINESS: 1, PERSONAL: 2 } as const

/** Business trip only for exactly 1; any other value, missing included, is personal. */
export function isBusinessTrip(tripType: unknown): boolean {
  return tripType === 1 || tripType === '1'
}

/** The trip type's name in the current locale. */
export function tripTypeLabel(tripType: unknown): string {
  return t(isBusinessTrip(tripType) ? 'domain.tripType.business' : 'domain.tripType.personal')
}

/** The company's booking style: free booking, or booking against an approved trip application. */
export const BOOKING_STYLE = { FREE: 1, BY_APPLICATION: 2 } as const
export type BookingStyle = (typeof BOOKING_STYLE)[keyof typeof BOOKING_STYLE]

/** Whether bookings must go through a business-trip application (booking style 2). */
export function requiresApplication(bookingStyle: unknown): boolean {
  return bookingStyle === 2 || bookingStyle === '2'
}

/** The booking style's name; anything but 2 reads as free booking, as the flows treat it. */
export function bookingStyleLabel(bookingStyle: unknown): string {
  return t(
    requiresApplication(bookingStyle) ? 'domain.bookingStyle.byApplication' : 'domain.bookingStyle.free',
  )
}

/** Codes the search flows throw (booking flows §5.2, §8). */
export const ERROR_CODE = {
  /** A business-trip application must be chosen. */
  APPLICATION_REQUIRED: 'C767',
  /** Travellers must be chosen. */
  TRAVELLER_REQUIRED: 'F501',
  /** Departure and arrival must be given. */
  PLACES_REQUIRED: 'F625',
} as const
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE]

const ERROR_KEYS: Record<ErrorCode, MessageKey> = {
  C767: 'domain.errorCode.C767',
  F501: 'domain.errorCode.F501',
  F625: 'domain.errorCode.F625',
}

/** The message of a thrown code in the current locale; null for a code we do not know. */
export function errorCodeMessage(code: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(ERROR_KEYS, code)) return null
  return t(ERROR_KEYS[code as ErrorCode])
}
