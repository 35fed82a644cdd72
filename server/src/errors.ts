/**
 * Error codes of the reply envelope and the one error type services throw.
 *
 * Every reply is HTTP 200 with `{ errCode, status, tips, data }`; the app decides what to do from
 * errCode (spec part 1 §8), so services throw `AppError` and the error handler turns it into that shape.
 */
import type { MessageKey, MessageParams } from './messages'

/** errCode values used by this server. */
export const ErrCode = {
  /** Success. */
  OK: 1,
  /** Token unknown, expired, or revoked by logout / password change. */
  TOKEN_INVALID: 100,
  /** Token revoked because the same account logged in on another device. */
  TOKEN_REPLACED: 101,
  /** A private call made without any token. */
  TOKEN_MISSING: 3901,
  /** Bad input (schema validation failed or a field breaks a rule). */
  BAD_INPUT: 4000,
  /** Not found; also the answer for objects that belong to another company. */
  NOT_FOUND: 4004,
  /** Conflict or business refusal. */
  CONFLICT: 4009,
  /** Too many requests (e.g. SMS resend within 60 s). */
  TOO_MANY: 4290,
  /** Unexpected failure; logged. */
  INTERNAL: 999,
} as const

/** One of the errCode values. */
export type ErrCodeValue = (typeof ErrCode)[keyof typeof ErrCode]

/** Options of an AppError beyond its code and message. */
export interface AppErrorOptions {
  params?: MessageParams
  /** Data to send with the error (e.g. `{ needBind: true }`). */
  data?: unknown
  /** status 0: the app handles the case itself and must not show a toast. */
  quiet?: boolean
  /** A literal tips text (already translated), used instead of the message key. */
  tips?: string
}

/** A failure that becomes an envelope with errCode != 1. */
export class AppError extends Error {
  readonly errCode: ErrCodeValue
  readonly messageKey: MessageKey
  readonly params?: MessageParams
  readonly data: unknown
  readonly quiet: boolean
  readonly tips?: string

  constructor(errCode: ErrCodeValue, messageKey: MessageKey, options: AppErrorOptions = {}) {
    super(options.tips ?? messageKey)
    this.name = 'AppError'
    this.errCode = errCode
    this.messageKey = messageKey
    this.params = options.params
    this.data = options.data ?? null
    this.quiet = options.quiet ?? false
    this.tips = options.tips
  }
}

/** 4004: the same reply for a missing object and for another company's object. */
export function notFound(): AppError {
  return new AppError(ErrCode.NOT_FOUND, 'notFound')
}

/** 4009 with a catalogue message. */
export function conflict(key: MessageKey, options?: AppErrorOptions): AppError {
  return new AppError(ErrCode.CONFLICT, key, options)
}

/** 4000 with a catalogue message. */
export function badInput(key: MessageKey, options?: AppErrorOptions): AppError {
  return new AppError(ErrCode.BAD_INPUT, key, options)
}
