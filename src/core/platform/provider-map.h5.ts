/**
 * The map provider's JavaScript map on H5 (Tencent's GL map, the provider of the spec's map
 * lookups). It is loaded only when a key for it is configured — at build time
 * (TARO_APP_MAP_JS_KEY) or by the server that serves the app (a `shanglv-map-js-key` meta tag,
 * set from its MAP_JS_KEY) — because it needs the provider's network and a key bound to the
 * deployment's domain. Without one, or when the script cannot load (offline, blocked), callers
 * draw their own plot: the screen still works.
 */
import type { ProviderMapNs } from './provider-map-common'

export type { ProviderMapNs, ProviderLatLng, ProviderMap, ProviderMarkers, ProviderPolyline } from './provider-map-common'

const BUILD_KEY: string = typeof process !== 'undefined' ? process.env.TARO_APP_MAP_JS_KEY ?? '' : ''
const SCRIPT_URL: string =
  (typeof process !== 'undefined' ? process.env.TARO_APP_MAP_JS_URL : undefined) ?? 'https://map.qq.com/api/gljs?v=1.exp'

/** The configured key of the JavaScript map ('' when none: no provider map). */
export function providerMapKey(): string {
  if (BUILD_KEY) return BUILD_KEY
  const meta = document.querySelector('meta[name="shanglv-map-js-key"]')
  return meta?.getAttribute('content')?.trim() ?? ''
}

let loading: Promise<ProviderMapNs | null> | null = null

/**
 * The provider's map namespace, loaded once per page life; null when no key is configured or the
 * script fails or takes longer than `timeoutMs` (a later call tries again).
 */
export function loadProviderMap(timeoutMs = 8000): Promise<ProviderMapNs | null> {
  const w = window as unknown as { TMap?: ProviderMapNs }
  if (w.TMap) return Promise.resolve(w.TMap)
  const key = providerMapKey()
  if (!key) return Promise.resolve(null)
  loading ??= new Promise<ProviderMapNs | null>((resolve) => {
    const script = document.createElement('script')
    const done = (ns: ProviderMapNs | null) => {
      clearTimeout(timer)
      if (!ns) {
        script.remove()
        loading = null
      }
      resolve(ns)
    }
    const timer = setTimeout(() => done(null), timeoutMs)
    script.src = `${SCRIPT_URL}${SCRIPT_URL.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`
    script.async = true
    script.onload = () => done(w.TMap ?? null)
    script.onerror = () => done(null)
    document.head.appendChild(script)
  })
  return loading
}
