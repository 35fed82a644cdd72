/** Masking of personal numbers in replies (design: ID, passport and card numbers only travel masked). */

/** 138****0001. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '****'
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

/** First 4 + **** + last 4 of an ID number; '' when there is none. */
export function maskIdNumber(idNumber: string | null | undefined): string {
  if (!idNumber) return ''
  if (idNumber.length <= 8) return '****'
  return `${idNumber.slice(0, 4)}****${idNumber.slice(-4)}`
}

/** First 2 + **** + last 2 of a passport or other card number; '' when there is none. */
export function maskPassport(passport: string | null | undefined): string {
  if (!passport) return ''
  if (passport.length <= 4) return '****'
  return `${passport.slice(0, 2)}****${passport.slice(-2)}`
}
