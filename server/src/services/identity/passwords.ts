/** Password hashing (Argon2id) and the password rule. */
import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_PATTERN } from '../../schemas/common'

const rule = new RegExp(PASSWORD_PATTERN)

/**
 * Hashes a password. The library's defaults are Argon2id, 19 MiB, 2 passes (OWASP's minimum
 * recommendation); the algorithm is not named here because it is a const enum, which
 * isolated-module builds cannot reference.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain)
}

/** Whether `plain` matches `stored`; a malformed hash counts as no match. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | null = null

/**
 * Verifies against a throw-away hash. Used when the login name matches no account so the reply
 * takes as long as a wrong password and the timing does not tell which names exist.
 */
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Shanglv1')
  await verifyPassword(await dummyHash, plain)
}

/** Whether a new password follows the rule (upper, lower, digit, 8 to 20 printable characters). */
export function followsPasswordRule(plain: string): boolean {
  return rule.test(plain)
}
