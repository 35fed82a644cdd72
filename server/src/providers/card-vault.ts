/**
 * The card vault: guarantee cards of hotel bookings are handed to it and only its token and the
 * last four digits come back (design, security floor: no full card number and no security code
 * is ever stored by us, nor logged). A real PCI vault (a payment provider's tokenisation service)
 * replaces the simulated one behind this interface.
 *
 * The simulated vault keeps the cards it tokenised in process memory, standing for the external
 * vault's own storage: nothing of them reaches our database. The security code is checked for
 * shape and dropped at once (a real vault passes it to the issuer's verification and keeps none).
 */
import { randomHex } from '../util/crypto'

/** A card handed in for tokenisation (lives only for the call). */
export interface CardInput {
  number: string
  /** Month 1–12 and four-digit year of expiry. */
  expiryMonth: number
  expiryYear: number
  holder: string
  /** 3 or 4 digits; never kept. */
  cvv: string
}

/** What may be stored of a tokenised card. */
export interface CardToken {
  token: string
  last4: string
  /** VISA, MASTERCARD, UNIONPAY, AMEX, JCB, OTHER. */
  brand: string
}

/** A movement on a tokenised card. */
export interface CardCharge {
  reference: string
}

/** The vault. */
export interface CardVault {
  readonly kind: string
  /** Tokenises a card (the number must already have passed the Luhn check). */
  tokenize(card: CardInput): Promise<CardToken>
  /** Charges an amount (a late-cancellation or no-show penalty) to a tokenised card. */
  charge(token: string, amount: number, description: string): Promise<CardCharge>
  /** Ends the guarantee on a card (the booking was cancelled in time or stayed). */
  release(token: string): Promise<void>
}

/** Digits only (spaces and dashes people type are dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/** The Luhn (mod 10) check of a card number of 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The card scheme of a number by its prefix. */
export function cardBrand(number: string): string {
  const d = cardDigits(number)
  if (/^4/.test(d)) return 'VISA'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'MASTERCARD'
  if (/^3[47]/.test(d)) return 'AMEX'
  if (/^35/.test(d)) return 'JCB'
  if (/^62/.test(d)) return 'UNIONPAY'
  return 'OTHER'
}

/** The simulated vault (process memory; see the file comment). */
export class SimulatedCardVault implements CardVault {
  readonly kind = 'simulated'
  private readonly cards = new Map<string, { last4: string; brand: string; charged: number; released: boolean }>()

  async tokenize(card: CardInput): Promise<CardToken> {
    const digits = cardDigits(card.number)
    if (!luhnValid(digits)) throw new Error('card number fails the Luhn check')
    if (!/^\d{3,4}$/.test(card.cvv)) throw new Error('bad security code')
    const token = `tok_${randomHex(16)}`
    const stored = { last4: digits.slice(-4), brand: cardBrand(digits), charged: 0, released: false }
    this.cards.set(token, stored)
    return { token, last4: stored.last4, brand: stored.brand }
  }

  async charge(token: string, amount: number, _description: string): Promise<CardCharge> {
    const card = this.cards.get(token)
    if (!card) throw new Error('unknown card token')
    card.charged = Math.round((card.charged + amount) * 100) / 100
    return { reference: `CHG${randomHex(6).toUpperCase()}` }
  }

  async release(token: string): Promise<void> {
    const card = this.cards.get(token)
    if (card) card.released = true
  }

  /** Whether the guarantee on a token was released (tests). */
  releasedOn(token: string): boolean {
    return this.cards.get(token)?.released ?? false
  }

  /** What was charged to a token (tests). */
  chargedOn(token: string): number {
    return this.cards.get(token)?.charged ?? 0
  }
}
