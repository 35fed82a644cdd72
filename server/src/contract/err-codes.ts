/**
 * errCode values of the reply envelope `{ errCode, status, tips, data }` (overview §7, §8), shared
 * as values by the server (which sends them) and the app (which decides what to do from them).
 * Zero imports: the app's build compiles this file as its own source.
 */

/** errCode values. */
export const ERR_CODE = {
  /** Success. */
  OK: 1,
  /** Token unknown, expired, or revoked by logout / password change: log in again. */
  TOKEN_INVALID: 100,
  /** Token revoked because the same account logged in on another device. */
  TOKEN_REPLACED: 101,
  /** A failure the app shows in a dialog rather than a toast. */
  DIALOG: 102,
  /** A failure the app handles itself without telling the user (status 0). */
  SILENT: 1201,
  /** A private call made without any token. */
  TOKEN_MISSING: 3901,
  /** Bad input: a schema check failed or a field breaks a rule; tips names the field. */
  BAD_INPUT: 4000,
  /** Not found; also the answer for an object of another company or outside the caller's scope. */
  NOT_FOUND: 4004,
  /** Conflict or business refusal (state moved on, sold out, policy forbids...). */
  CONFLICT: 4009,
  /** Too many requests (an SMS within 60 s, repeated failed logins). */
  TOO_MANY: 4290,
  /** The server is down for maintenance (shown in a dialog). */
  MAINTENANCE: 998,
  /** Unexpected failure; logged on the server. Never the answer to bad input. */
  INTERNAL: 999,
} as const

/** One errCode value. */
export type ErrCodeValue = (typeof ERR_CODE)[keyof typeof ERR_CODE]
