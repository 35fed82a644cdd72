/**
 * The booking context: what a product's search hands to its list, the list to a detail (cabins,
 * rooms, seats), and that to the booking screen, carried in the page parameters (the only state
 * that survives an H5 reload or a shared link, and the same on both targets).
 *
 * A product names its fields once, each with a small spec (string, `YYYY-MM-DD` date, int, enum,
 * list, flag) and its parameter name, and gets one typed `encode` / `decode` per screen. Decoding
 * is strict: a value that does not fit its spec is dropped (optional fields), replaced by the
 * field's fallback, or makes the whole decode answer null (required fields), so a hand-edited URL
 * never reaches a store as nonsense; the page then shows its "start again" state instead of
 * crashing. Cross-field rules (a route only with its application, a return fare only with its
 * flight) stay with the product, after the decode.
 */
import { isRealDate } from './calendar-date'
import { decodeParam, type RawParams } from './page-params'

/** One field of a context: how it reads from and writes to its page parameter. */
export interface ContextField<T, Present extends boolean = boolean> {
  /** The page parameter's name; the field's own name when absent. */
  readonly param?: string
  /** A decode without a usable value fails as a whole. */
  readonly required: boolean
  /** The value when the parameter is missing or unusable (fields that always have a value). */
  readonly fallback?: T
  /** The value of a parameter's text, or undefined when it does not fit. */
  read(text: string): T | undefined
  /** The parameter's text, or undefined to leave the parameter out. */
  write(value: T): string | undefined
  /** Phantom: whether a decoded context always has this field (required or with a fallback). */
  readonly __present?: Present
}

interface FieldOptions<T> {
  /** The page parameter's name (default: the field's name). */
  param?: string
  /** Without it the whole decode fails. */
  required?: boolean
  /** Used when the parameter is missing or does not fit. */
  fallback?: T
}

/** A field builder: required or with a fallback, the field is always in a decoded context. */
interface Builder<T, X extends FieldOptions<T>> {
  (opts: X & { required: true }): ContextField<T, true>
  (opts: X & { fallback: T }): ContextField<T, true>
  (opts?: X): ContextField<T, false>
}

/** One of a fixed set of values. */
interface OneOfBuilder {
  <const V extends string | number>(values: readonly V[], opts: FieldOptions<NoInfer<V>> & { required: true }): ContextField<V, true>
  <const V extends string | number>(values: readonly V[], opts: FieldOptions<NoInfer<V>> & { fallback: NoInfer<V> }): ContextField<V, true>
  <const V extends string | number>(values: readonly V[], opts?: FieldOptions<NoInfer<V>>): ContextField<V, false>
}

function make<T>(opts: FieldOptions<T>, read: (text: string) => T | undefined, write: (value: T) => string | undefined): ContextField<T, boolean> {
  return { param: opts.param, required: !!opts.required, fallback: opts.fallback, read, write }
}

export interface StringOptions extends FieldOptions<string> {
  /** The text must match (after trimming and upper-casing). */
  pattern?: RegExp
  /** Longest text accepted. */
  max?: number
  /** Upper-cases the text first (codes typed in lower case). */
  upper?: boolean
}

export interface IntOptions extends FieldOptions<number> {
  min?: number
  max?: number
}

export interface ListOptions {
  param?: string
  /** At least one item, or the decode fails. */
  required?: boolean
  /** Each item must match; others are dropped. */
  item?: RegExp
  /** Items kept at most (the first ones). */
  max?: number
  /** Drops repeated items. */
  unique?: boolean
  /** Between items in the parameter (default ','). */
  separator?: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const INT = /^-?\d{1,15}$/

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export function isDateText(text: string | undefined | null): text is string {
  const m = DATE.exec(text ?? '')
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))
}

const stringField = ((opts: StringOptions = {}) =>
  make(
    opts,
    (text) => {
      let v = text.trim()
      if (opts.upper) v = v.toUpperCase()
      if (!v || (opts.max !== undefined && v.length > opts.max)) return undefined
      return !opts.pattern || opts.pattern.test(v) ? v : undefined
    },
    (v) => v,
  )) as Builder<string, StringOptions>

const dateField = ((opts: FieldOptions<string> = {}) =>
  make(opts, (text) => (isDateText(text.trim()) ? text.trim() : undefined), (v) => v)) as Builder<string, FieldOptions<string>>

const intField = ((opts: IntOptions = {}) =>
  make(
    opts,
    (text) => {
      const t = text.trim()
      if (!INT.test(t)) return undefined
      const n = Number(t)
      if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) return undefined
      return n
    },
    (v) => String(v),
  )) as Builder<number, IntOptions>

const oneOfField = (<V extends string | number>(values: readonly V[], opts: FieldOptions<V> = {}) =>
  make(opts, (text) => values.find((v) => String(v) === text.trim()), (v) => String(v))) as OneOfBuilder

/** The field specs. */
export const field = {
  /** Text, trimmed; empty text is no value. */
  string: stringField,
  /** A calendar day, `YYYY-MM-DD`, that exists (no 30 February). */
  date: dateField,
  /** A whole number, optionally bounded. */
  int: intField,
  /** One of the given values (strings or numbers, compared as text). */
  oneOf: oneOfField,

  /** Items joined by a separator; always a list after a decode (empty when missing). */
  list(opts: ListOptions = {}): ContextField<string[], true> {
    const sep = opts.separator ?? ','
    return {
      param: opts.param,
      required: !!opts.required,
      fallback: [],
      read: (text) => {
        let items = text
          .split(sep)
          .map((s) => s.trim())
          .filter((s) => s && (!opts.item || opts.item.test(s)))
        if (opts.unique) items = [...new Set(items)]
        if (opts.max !== undefined) items = items.slice(0, opts.max)
        return opts.required && !items.length ? undefined : items
      },
      write: (v) => (v.length ? v.join(sep) : undefined),
    }
  },

  /** On when the parameter is '1'; left out when off. */
  flag(opts: { param?: string } = {}): ContextField<boolean, true> {
    return { param: opts.param, required: false, fallback: false, read: (text) => text.trim() === '1', write: (v) => (v ? '1' : undefined) }
  },
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = ContextField<any, boolean>
export type ContextSpec = Record<string, AnyField>

type ValueOf<F> = F extends ContextField<infer T, boolean> ? T : never
type PresentKeys<S extends ContextSpec> = { [K in keyof S]: S[K] extends ContextField<unknown, true> ? K : never }[keyof S]
type OptionalKeys<S extends ContextSpec> = Exclude<keyof S, PresentKeys<S>>

/** The decoded context of a spec: present fields as their type, the others possibly undefined. */
export type ContextOf<S extends ContextSpec> = { [K in PresentKeys<S>]: ValueOf<S[K]> } & { [K in OptionalKeys<S>]?: ValueOf<S[K]> }

/** What `encode` takes: every field optional (undefined ones are left out). */
export type ContextInput<S extends ContextSpec> = { [K in keyof S]?: ValueOf<S[K]> | null }

export interface ContextCodec<S extends ContextSpec> {
  readonly spec: S
  /** The page parameters of a context (unset, empty and off values are left out). */
  encode(ctx: ContextInput<S>): Record<string, string>
  /** The context of page parameters (raw, as the router gives them), or null when a required field is missing or unusable. */
  decode(raw: RawParams): ContextOf<S> | null
}

/** One codec for a screen's context. */
export function defineContext<S extends ContextSpec>(spec: S): ContextCodec<S> {
  const entries = Object.entries(spec)
  return {
    spec,
    encode(ctx) {
      const out: Record<string, string> = {}
      for (const [name, f] of entries) {
        const v = (ctx as Record<string, unknown>)[name]
        if (v === undefined || v === null) continue
        const text = f.write(v)
        if (text !== undefined && text !== '') out[f.param ?? name] = text
      }
      return out
    },
    decode(raw) {
      const out: Record<string, unknown> = {}
      for (const [name, f] of entries) {
        const text = raw[f.param ?? name]
        const v = typeof text === 'string' ? f.read(decodeParam(text)) : undefined
        if (v !== undefined) out[name] = v
        else if (f.required) return null
        else if (f.fallback !== undefined) out[name] = Array.isArray(f.fallback) ? [...f.fallback] : f.fallback
      }
      return out as ContextOf<S>
    },
  }
}
