/**
 * H5: crypto-js (AES for the login password's contract encryption) is ~7 KB gzip that /login
 * does not need to appear, only to submit; it is a chunk of its own, fetched once the page shows.
 */
const load = () => import(/* webpackChunkName: "login-crypto" */ '../api/login-crypto')

export async function encryptPassword(plain: string): Promise<string> {
  return (await load()).encryptLoginPassword(plain)
}

export function preloadPasswordCipher(): void {
  void load().catch(() => undefined)
}
