import Taro from '@tarojs/taro'

/** Device-storage keys of the spec (overview §3 "Device storage"); nothing else writes storage. */
export const StorageKey = {
  token: 'access_token',
  userInfo: 'userInfo',
  locale: 'Locale',
  autoLogin: 'AutoLogin',
  provinceArray: 'provinceArray',
  clientId: 'clientid',
  lastLoginAt: 'lastLoginAt',
  historyCity: 'history_city',
  historyAirport: 'history_airport',
  historyStation: 'history_station',
  historyCarCity: 'history_car_city',
  /** The last flight route searched: the query opens on it. */
  lastFlightRoute: 'history_flight_route',
  /** Large-text mode chosen on this device (true/false); absent: the system's preference. */
  largeText: 'LargeText',
} as const

export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey]

/** Geo caches are per product type and language (geo data types 10901, 10903, 10904, 10906, 10910). */
export function geoCacheKey(type: string, lang: string): string {
  return `geo_${type}_${lang}`
}

const GEO_PREFIX = 'geo_'

export function getItem<T>(key: string): T | undefined {
  try {
    const raw: unknown = Taro.getStorageSync(key)
    if (raw === '' || raw === undefined || raw === null) return undefined
    return raw as T
  } catch {
    return undefined
  }
}

export function setItem(key: string, value: unknown): void {
  try {
    Taro.setStorageSync(key, value)
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

export function removeItem(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    /* see setItem */
  }
}

/** Removes every key starting with `prefix`. */
export function removeByPrefix(prefix: string): void {
  let keys: string[] = []
  try {
    keys = Taro.getStorageInfoSync().keys
  } catch {
    keys = []
  }
  for (const k of keys) if (k.startsWith(prefix)) removeItem(k)
}

/** Clears geo caches and the city/airport/station histories (48 hours after the last login). */
export function clearGeoCachesAndHistories(): void {
  removeByPrefix(GEO_PREFIX)
  removeItem(StorageKey.historyCity)
  removeItem(StorageKey.historyAirport)
  removeItem(StorageKey.historyStation)
  removeItem(StorageKey.historyCarCity)
  removeItem(StorageKey.lastFlightRoute)
  removeItem(StorageKey.provinceArray)
}
