import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'

/**
 * loginType 1 sends the password AES-128-ECB/PKCS7 encrypted with a fixed key, because the contract
 * says so (spec booking-flows §9). It is not protection — HTTPS and the server's Argon2id are; the key
 * is public by design and documented in the README.
 */
export const LOGIN_AES_KEY = 'ShangLvObt@2026!'

export function encryptLoginPassword(plain: string): string {
  const key = Utf8.parse(LOGIN_AES_KEY)
  return AES.encrypt(Utf8.parse(plain), key, { mode: ECB, padding: Pkcs7 }).toString()
}
