import { MAP_BASE, MAP_KEY, type MapCall } from './map-common'

export { suggestPlaces, reverseGeocode, MAP_KEY } from './map-common'
export type { MapPlace, MapResult, MapCall } from './map-common'

let seq = 0

/** H5: the provider answers cross-origin only through JSONP (spec §7 "Maps"). */
export const mapCall: MapCall = (path, params) =>
  new Promise((resolve) => {
    if (!MAP_KEY) {
      resolve({ ok: false, error: 'unavailable' })
      return
    }
    const cb = `__slmap${Date.now()}_${seq++}`
    const script = document.createElement('script')
    const w = window as unknown as Record<string, unknown>
    const done = (r: Parameters<typeof resolve>[0]) => {
      clearTimeout(timer)
      delete w[cb]
      script.remove()
      resolve(r)
    }
    const timer = setTimeout(() => done({ ok: false, error: 'timeout' }), 10000)
    w[cb] = (body: { status?: number; result?: unknown; data?: unknown }) =>
      done(body?.status === 0 ? { ok: true, value: body.result ?? body.data } : { ok: false, error: 'failed' })
    const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), key: MAP_KEY, output: 'jsonp', callback: cb })
    script.src = `${MAP_BASE}${path}?${qs.toString()}`
    script.onerror = () => done({ ok: false, error: 'failed' })
    document.head.appendChild(script)
  })
