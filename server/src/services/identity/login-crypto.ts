/**
 * The login password cipher of the contract: AES-128-ECB, PKCS7 padding, base64, with a fixed
 * 16-byte key shared with the app. This is not protection (the key ships in the app); TLS
 * protects the password in transit and the server stores only Argon2id hashes.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'

/** The fixed key the contract demands (16 bytes). */
export const LOGIN_AES_KEY = 'ShangLvObt@2026!'

const key = Buffer.from(LOGIN_AES_KEY, 'utf8')

/** Encrypts a password the way the app does (used by tests and tools). */
export function encryptLoginPassword(plain: string): string {
  const cipher = createCipheriv('aes-128-ecb', key, null)
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts a loginType 1 password; null when the text is not a valid ciphertext. */
export function decryptLoginPassword(encrypted: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', key, null)
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
