/**
 * The address sheet of the car query: suggestions as the user types (the map service's
 * place/v1/suggestion through core/platform/map: JSONP on H5, request in the mini-program),
 * debounced and limited to the ride's city; the current location (the platform's location, named by
 * reverse geocoding, with the spec's failure messages, overview §5); the saved places (home,
 * office...) and the last places of the user's rides (carAddress/list).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { getCurrentLocation, reverseGeocodeMessage } from '../../core/platform/location'
import { mapCall, reverseGeocode, suggestPlaces, type MapError, type MapPlace } from '../../core/platform/map'
import * as api from '../api/car-search'
import type { CarAddressListReply, CarPlace } from '../api/car-search'
import { carSearchDict } from '../i18n/search'

const tt = scopedT(carSearchDict)

/** Waits this long after the last keystroke before asking the map service. */
export const SUGGEST_DELAY_MS = 300
/** Suggestions a page (overview §9: 10 for places). */
export const SUGGEST_PAGE = 10

export type Located = { ok: true; lat: number; lng: number } | { ok: false; message: string }

/** The lookups of the sheet (tests pass fakes). */
export interface PlaceDeps {
  suggest(keyword: string, region: string, near?: { lat: number; lng: number }): Promise<{ ok: true; value: MapPlace[] } | { ok: false; error: string }>
  locate(): Promise<Located>
  reverse(lat: number, lng: number): Promise<{ ok: true; value: MapPlace } | { ok: false; error: MapError }>
  addresses: Pick<typeof api, 'addressList' | 'addressSave' | 'addressDelete'>
}

export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }

const defaultDeps: PlaceDeps = {
  suggest: (keyword, region, near) => suggestPlaces(mapCall, keyword, region, 1, SUGGEST_PAGE, near),
  locate: () => getCurrentLocation(),
  reverse: (lat, lng) => reverseGeocode(mapCall, lat, lng),
  addresses: api,
}

/** A map place as a ride's place. */
export function carPlaceOf(p: MapPlace, cityId?: string): CarPlace {
  return { name: p.title, address: p.address, lat: p.lat, lng: p.lng, ...(cityId ? { cityId } : {}), ...(p.id ? { placeId: p.id.slice(0, 64) } : {}) }
}

export type Saved = CarAddressListReply['favorites'][number]

export class CarPlaceStore {
  text = ''
  region = ''
  cityId = ''
  near: { lat: number; lng: number } | undefined = undefined
  items: CarPlace[] = []
  /** The text the items answer. */
  answered = ''
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  favorites: Saved[] = []
  history: CarPlace[] = []
  savedStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  locating = false
  locateError = ''
  private seq = 0
  private timer: unknown = null

  constructor(
    private readonly deps: PlaceDeps = defaultDeps,
    private readonly timers: Timers = realTimers,
  ) {
    makeAutoObservable<CarPlaceStore, 'deps' | 'timers' | 'seq' | 'timer'>(this, {
      deps: false,
      timers: false,
      seq: false,
      timer: false,
      items: observable.ref,
      favorites: observable.ref,
      history: observable.ref,
      near: observable.ref,
    })
  }

  /** Opens for a city (its name is the region of the suggestions); an optional first keyword ('机场'). */
  open(region: string, cityId: string, near?: { lat: number; lng: number }, keyword = ''): void {
    this.region = region
    this.cityId = cityId
    this.near = near
    this.items = []
    this.answered = ''
    this.status = 'idle'
    this.locateError = ''
    this.setText(keyword)
    void this.loadSaved()
  }

  setText(text: string): void {
    this.text = text.slice(0, 50)
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = null
    const k = this.text.trim()
    if (!k) {
      this.seq++
      this.items = []
      this.answered = ''
      this.status = 'idle'
      return
    }
    this.timer = this.timers.set(() => void this.fetch(k), SUGGEST_DELAY_MS)
  }

  /** Asks now (the debounce's end, or a retry). */
  async fetch(keyword = this.text.trim()): Promise<void> {
    this.timer = null
    if (!keyword) return
    const id = ++this.seq
    this.status = 'loading'
    const r = await this.deps.suggest(keyword, this.region, this.near).catch(() => ({ ok: false as const, error: 'failed' }))
    if (id !== this.seq) return
    runInAction(() => {
      if (r.ok) {
        this.items = r.value.map((p) => carPlaceOf(p, this.cityId))
        this.answered = keyword
        this.status = 'ready'
      } else {
        this.items = []
        this.status = 'error'
      }
    })
  }

  /** The saved places and the recent ones (each time the sheet opens: rides add to them). */
  async loadSaved(): Promise<void> {
    this.savedStatus = 'loading'
    try {
      const reply = await this.deps.addresses.addressList()
      runInAction(() => {
        this.favorites = reply.favorites
        this.history = reply.history
        this.savedStatus = 'ready'
      })
    } catch {
      runInAction(() => {
        this.savedStatus = 'error'
      })
    }
  }

  /** Saves a place under a label (home, office or free text); answers an error message or null. */
  async save(label: string, place: CarPlace): Promise<string | null> {
    const l = label.trim().slice(0, 20)
    if (!l) return tt('place.labelRequired')
    try {
      await this.deps.addresses.addressSave({ label: l, place })
      await this.loadSaved()
      return null
    } catch (e) {
      return isApiError(e) && e.message ? e.message : tt('place.saveFailed')
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.deps.addresses.addressDelete(id)
    } finally {
      await this.loadSaved()
    }
  }

  /** The current location named by the map service; null with `locateError` set when it fails. */
  async locate(): Promise<CarPlace | null> {
    if (this.locating) return null
    this.locating = true
    this.locateError = ''
    try {
      const at = await this.deps.locate()
      if (!at.ok) {
        runInAction(() => (this.locateError = at.message))
        return null
      }
      const named = await this.deps.reverse(at.lat, at.lng).catch(() => ({ ok: false as const, error: 'failed' as MapError }))
      if (!named.ok) {
        const why = named.error
        runInAction(() => (this.locateError = reverseGeocodeMessage(why)))
        return null
      }
      return { ...carPlaceOf(named.value, this.cityId), lat: at.lat, lng: at.lng }
    } finally {
      runInAction(() => (this.locating = false))
    }
  }

  close(): void {
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = null
    this.seq++
  }
}

let instance: CarPlaceStore | null = null

/** The session's address sheet. */
export function getCarPlaceStore(): CarPlaceStore {
  instance ??= new CarPlaceStore()
  return instance
}
