/** Small wrappers over node:crypto used for tokens, tickets and hashed codes. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 32 hex characters from 16 random bytes (session tokens, tickets, ids). */
export function randomHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex')
}

/** SHA-256 as hex: how tokens, tickets and SMS codes are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** A uniformly random string of `length` digits (SMS codes). */
export function randomDigits(length: number): string {
  let out = ''
  for (let i = 0; i < length; i += 1) out += String(randomInt(10))
  return out
}

/** Constant-time comparison of two strings (different lengths compare unequal). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}
