/**
 * The mini-program has its own map component (Taro's Map); the provider's JavaScript map exists
 * only on H5 (provider-map.h5.ts). Here there is never one.
 */
import type { ProviderMapNs } from './provider-map-common'

export type { ProviderMapNs, ProviderLatLng, ProviderMap, ProviderMarkers, ProviderPolyline } from './provider-map-common'

/** No JavaScript map key in the mini-program. */
export function providerMapKey(): string {
  return ''
}

/** Never a provider map in the mini-program. */
export function loadProviderMap(): Promise<ProviderMapNs | null> {
  return Promise.resolve(null)
}
