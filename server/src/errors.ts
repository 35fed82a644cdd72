/**
 * Error codes of the reply envelope and the one error type services throw.
 *
 * Every reply is HTTP 200 with `{ errCode, status, tips, data }`; the app decides what to do from
 * errCode (spec part 1 §8), so services throw `AppError` and the error handler turns it into that shape.
 */
import { ERR_CODE } from './contract/err-codes'
import type { MessageKey, MessageParams } from './messages'

/** errCode values this server sends (the contract's, shared with the app). */
export const ErrCode = {
  OK: ERR_CODE.OK,
  TOKEN_INVALID: ERR_CODE.TOKEN_INVALID,
  TOKEN_REPLACED: ERR_CODE.TOKEN_REPLACED,
  TOKEN_MISSING: ERR_CODE.TOKEN_MISSING,
  BAD_INPUT: ERR_CODE.BAD_INPUT,
  NOT_FOUND: ERR_CODE.NOT_FOUND,
  CONFLICT: ERR_CODE.CONFLICT,
  TOO_MANY: ERR_CODE.TOO_MANY,
  INTERNAL: ERR_CODE.INTERNAL,
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
