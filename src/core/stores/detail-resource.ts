/**
 * One thing loaded by its id for a detail screen (an order, an application, an approval, a notice):
 * the loading / ready / not found / error states every detail page shows the same way
 * (core/components/load-state-screen), quiet reloads that keep the screen, and a guard so an older
 * answer arriving after a newer one never replaces it.
 *
 * "Not found" is one answer for a missing id, another company's id (the server answers 4004 for
 * both) and an id that cannot be one (checked before any call, so a hand-edited URL costs nothing).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { isApiError } from '../http/envelope'

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error'

/** Ids in URLs are digits (up to 18: the server's bigint ids); anything else cannot name a thing. */
export function isIdText(id: string | undefined | null, maxDigits = 18): id is string {
  return !!id && id.length <= maxDigits && /^\d+$/.test(id)
}

/** 4004 (missing, or another company's) and 4000 (a malformed id) read as "not found". */
export function isNotFoundError(e: unknown): boolean {
  return isApiError(e) && (e.errCode === 4004 || e.errCode === 4000)
}

export interface DetailResourceOptions<K, T> {
  /** Whether the key can name a thing at all; a key that cannot is "not found" without a call. */
  valid?: (key: K) => boolean
  /** Which failures mean "not found" (default: 4004 and 4000). */
  isNotFound?: (e: unknown) => boolean
  /** The text of a load error (default: the server's message, else none). */
  errorText?: (e: unknown) => string
  /**
   * A quiet reload that answers "not found" (the thing was deleted meanwhile) shows it, instead
   * of keeping the old screen; other quiet failures always keep the screen.
   */
  showQuietNotFound?: boolean
  /** Runs with each fresh value, in the same action (derived state: a countdown, a follow-up call). */
  onLoad?: (value: T) => void
}

export class DetailResource<K, T> {
  status: DetailStatus = 'loading'
  /** Why the last load failed ('' for not found, or when the server said nothing). */
  loadError = ''
  data: T | null = null

  private seq = 0

  constructor(
    /** The key of the thing (an id, or a query the fetch understands). */
    readonly key: K,
    private readonly fetch: (key: K) => Promise<T>,
    private readonly opts: DetailResourceOptions<K, T> = {},
  ) {
    makeAutoObservable<DetailResource<K, T>, 'seq' | 'fetch' | 'opts'>(this, { seq: false, fetch: false, opts: false, key: false, data: observable.ref })
  }

  get ready(): boolean {
    return this.status === 'ready' && this.data !== null
  }

  /**
   * Loads (answers whether a fresh value came). `quiet`: a refresh (back on the page, pull down,
   * after an action) that keeps what is on screen while it runs and when it fails.
   */
  async load(quiet = false): Promise<boolean> {
    const valid = this.opts.valid ?? (() => true)
    if (!valid(this.key)) {
      this.status = 'notFound'
      return false
    }
    const seq = ++this.seq
    if (!quiet || this.data === null) this.status = 'loading'
    try {
      const value = await this.fetch(this.key)
      if (seq !== this.seq) return false
      runInAction(() => {
        this.data = value
        this.status = 'ready'
        this.loadError = ''
        this.opts.onLoad?.(value)
      })
      return true
    } catch (e) {
      if (seq !== this.seq) return false
      const notFound = (this.opts.isNotFound ?? isNotFoundError)(e)
      runInAction(() => {
        if (quiet && this.data !== null && !(notFound && this.opts.showQuietNotFound)) return
        this.status = notFound ? 'notFound' : 'error'
        this.loadError = notFound ? '' : (this.opts.errorText ?? defaultErrorText)(e)
      })
      return false
    }
  }

  /** A quiet reload. */
  reload(): Promise<boolean> {
    return this.load(true)
  }
}

function defaultErrorText(e: unknown): string {
  return isApiError(e) && e.message ? e.message : ''
}
