/**
 * The guarantee card of a pay-at-hotel rate plan (booking flows §5.6 "credit card number
 * validity"; design: security floor). The card lives only in the booking form's memory: it is never
 * part of a draft, never written to storage, never logged; the security code (CVV) is cleared as soon
 * as a booking carrying it was sent, and the whole card once the booking is made, leaving the last
 * four digits for the screen. The server checks the card again (cardValidate, then book) and keeps
 * only a vault token and the last four.
 */
import { makeAutoObservable } from 'mobx'
import { chinaToday } from '../../core/domain/calendar-date'
import { scopedT } from '../../core/i18n/index'
import { hotelBooking } from '../i18n/booking'

const tt = scopedT(hotelBooking)

export type CardField = 'cardNumber' | 'expiry' | 'holder' | 'cvv'

/** The digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** The Luhn check of a card number (13 to 19 digits). */
export function luhnValid(value: string): boolean {
  const digits = cardDigits(value)
  if (digits.length < 13 || digits.length > 19 || digits !== value.replace(/[\s-]/g, '')) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The number as typed, grouped by four (at most 19 digits): '4111 1111 1111 1111'. */
export function groupCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** MM/YY as typed: digits only, the slash put in after the month. */
export function formatExpiry(value: string): string {
  const d = cardDigits(value).slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

/** Why an expiry 'MM/YY' cannot be used (malformed, or a month already past in China), or null. */
export function expiryProblem(value: string, now: number): string | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim())
  if (!m) return tt('ht.card.expiryFormat')
  const today = chinaToday(now)
  const year = 2000 + Number(m[2])
  const month = Number(m[1])
  if (year < today.year || (year === today.year && month < today.month)) return tt('ht.card.expired')
  return null
}

/** A card brand by its first digits (shown beside the number). */
export function cardBrand(value: string): string {
  const d = cardDigits(value)
  if (/^4/.test(d)) return 'VISA'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard'
  if (/^3[47]/.test(d)) return 'AMEX'
  if (/^62/.test(d)) return 'UnionPay'
  if (/^35/.test(d)) return 'JCB'
  return ''
}

/** The last four digits, as the screens show them: '•••• 1111'. */
export function maskedCard(last4: string): string {
  return last4 ? `•••• ${last4}` : ''
}

/** The guarantee card form. Not observable by a draft: nothing of it leaves memory but the booking request. */
export class GuaranteeCardForm {
  cardNumber = ''
  expiry = ''
  holder = ''
  cvv = ''
  errors: Partial<Record<CardField, string>> = {}
  /** Kept after the card itself is cleared (a made booking). */
  last4 = ''

  constructor(private readonly now: () => number = () => Date.now()) {
    makeAutoObservable<GuaranteeCardForm, 'now'>(this, { now: false })
  }

  get brand(): string {
    return cardBrand(this.cardNumber)
  }

  set(field: CardField, value: string): void {
    if (field === 'cardNumber') this.cardNumber = groupCardNumber(value)
    else if (field === 'expiry') this.expiry = formatExpiry(value)
    else if (field === 'cvv') this.cvv = cardDigits(value).slice(0, 4)
    else this.holder = value.slice(0, 50)
    this.errors[field] = undefined
  }

  /** Every field checked; messages go under their fields; answers the first. */
  validate(): string | null {
    const e: Partial<Record<CardField, string>> = {}
    const digits = cardDigits(this.cardNumber)
    if (!digits) e.cardNumber = tt('ht.card.numberRequired')
    else if (!luhnValid(this.cardNumber)) e.cardNumber = tt('ht.card.numberInvalid')
    if (!this.expiry) e.expiry = tt('ht.card.expiryRequired')
    else {
      const p = expiryProblem(this.expiry, this.now())
      if (p) e.expiry = p
    }
    if (!this.holder.trim()) e.holder = tt('ht.card.holderRequired')
    if (!/^\d{3,4}$/.test(this.cvv)) e.cvv = tt('ht.card.cvvInvalid')
    this.errors = e
    return (['cardNumber', 'expiry', 'holder', 'cvv'] as const).map((k) => e[k]).find((m): m is string => !!m) ?? null
  }

  /** The server refused a field (cardValidate). */
  refuse(field: CardField, message: string): void {
    this.errors = { ...this.errors, [field]: message }
  }

  /** The card as the booking sends it (the only place the CVV goes). */
  toGuarantee(): { cardNumber: string; expiry: string; holder: string; cvv: string } {
    return { cardNumber: cardDigits(this.cardNumber), expiry: this.expiry, holder: this.holder.trim(), cvv: this.cvv }
  }

  /** After a booking carrying the card was sent: the security code is typed again for another attempt. */
  clearCvv(): void {
    this.cvv = ''
  }

  /** The booking is made: only the last four stay, for the screen. */
  clearAll(last4: string): void {
    this.last4 = last4 || cardDigits(this.cardNumber).slice(-4)
    this.cardNumber = ''
    this.expiry = ''
    this.holder = ''
    this.cvv = ''
    this.errors = {}
  }
}
