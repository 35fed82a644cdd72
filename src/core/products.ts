import type { MessageKey } from './i18n/index'
import { hotelQueryPath, toHotelVersion } from './domain/codes'
import flightIcon from '../assets/products/flight.svg'
import intlFlightIcon from '../assets/products/intl-flight.svg'
import hotelIcon from '../assets/products/hotel.svg'
import trainIcon from '../assets/products/train.svg'
import carIcon from '../assets/products/car.svg'
import visaIcon from '../assets/products/visa.svg'
import insuranceIcon from '../assets/products/insurance.svg'
import toursIcon from '../assets/products/tours.svg'
import airportIcon from '../assets/products/airport.svg'
import tripIcon from '../assets/products/trip.svg'

/**
 * The home menu. Codes are what getAuthorizationPnos answers: the spec's product codes (10901,
 * 10902, 10903, 10904, 10906, 10913) plus ours for products the spec gives no code (README design
 * notes): 10907 insurance, 10911 tours, 10912 airport services, 10999 business-trip application.
 */
export interface MenuProduct {
  code: string
  labelKey: MessageKey
  icon: string
  /** Spec route of the product's entry screen (hotels depend on the company's hotel version). */
  route: (corp: { hotelVersion?: number } | null) => string
}

export const MENU_PRODUCTS: readonly MenuProduct[] = [
  { code: '10901', labelKey: 'domain.product.domesticFlight', icon: flightIcon, route: () => '/tk/tkQuery' },
  { code: '10903', labelKey: 'domain.product.hotel', icon: hotelIcon, route: (c) => hotelQueryPath(toHotelVersion(c?.hotelVersion)) },
  { code: '10904', labelKey: 'domain.product.train', icon: trainIcon, route: () => '/tr/trQuery' },
  { code: '10906', labelKey: 'domain.product.car', icon: carIcon, route: () => '/car/carQuery' },
  { code: '10902', labelKey: 'domain.product.internationalFlight', icon: intlFlightIcon, route: () => '/tk/tkQuery' },
  { code: '10999', labelKey: 'shell.product.trip', icon: tripIcon, route: () => '/tripAdd' },
  { code: '10913', labelKey: 'domain.product.visa', icon: visaIcon, route: () => '/visa' },
  { code: '10907', labelKey: 'shell.product.insurance', icon: insuranceIcon, route: () => '/insurance/inQuery' },
  { code: '10911', labelKey: 'shell.product.tours', icon: toursIcon, route: () => '/travel' },
  { code: '10912', labelKey: 'shell.product.airport', icon: airportIcon, route: () => '/airportService' },
]

export function menuProduct(code: string): MenuProduct | undefined {
  return MENU_PRODUCTS.find((p) => p.code === code)
}
