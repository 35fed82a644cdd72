import { encryptLoginPassword } from '../api/login-crypto'

/**
 * The login password's contract encryption (api/login-crypto.ts). Mini-program: bundled as is
 * (no code splitting there). H5 (login-cipher.h5.ts): loaded on demand, off the first bundle.
 */
export function encryptPassword(plain: string): Promise<string> {
  return Promise.resolve(encryptLoginPassword(plain))
}

/** Fetches the cipher ahead of the first sign-in (nothing to do here). */
export function preloadPasswordCipher(): void {
  /* bundled */
}
