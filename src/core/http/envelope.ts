import { ERR_CODE } from '../../../server/src/contract/err-codes'

/** Every reply of the API (overview §7): errCode 1 is success. */
export interface Envelope<T = unknown> {
  errCode: number
  status: number
  tips: string
  data: T
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.errCode === 'number' && 'data' in v
}

/** The error catalogue of overview §8, by what the client does. */
export const ErrCode = {
  success: ERR_CODE.OK,
  tokenInvalid: ERR_CODE.TOKEN_INVALID,
  otherDevice: ERR_CODE.TOKEN_REPLACED,
  noSession: ERR_CODE.TOKEN_MISSING,
  dialogCodes: [ERR_CODE.DIALOG, ERR_CODE.INTERNAL, ERR_CODE.MAINTENANCE] as readonly number[],
  silent: ERR_CODE.SILENT,
} as const

export type FailureKind = 'network' | 'timeout' | 'bad-reply' | 'session' | 'server' | 'silent' | 'business'

/** The typed failure every caller receives; pages show nothing more, the client already did. */
export class ApiError extends Error {
  readonly kind: FailureKind
  readonly errCode?: number
  readonly tips: string
  readonly data?: unknown
  /** True when the client already told the user (toast or dialog). */
  readonly shown: boolean

  constructor(kind: FailureKind, message: string, opts: { errCode?: number; data?: unknown; shown: boolean }) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.errCode = opts.errCode
    this.tips = message
    this.data = opts.data
    this.shown = opts.shown
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}
