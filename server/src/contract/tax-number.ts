/**
 * The taxpayer identification number (纳税人识别号) of an invoice title: 15 characters (the old tax
 * registration number), 18 (the unified social credit code, GB 32100-2015, whose last character
 * is a check character) or 20 (an individual business: an ID number and two more). Digits and
 * upper-case letters only; input is normalised (blanks dropped, letters upper-cased) first.
 *
 * A contract value (zero imports): the invoice title form runs the same rule (the app's
 * src/invoice/domain/tax-number.ts re-exports it), so what the form accepts the server accepts.
 */

/** The 31 characters of a unified social credit code (no I, O, S, V, Z: they read like digits). */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'

/** Weights of the 17 characters before the check character (3^i mod 31). */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** What is wrong with a taxpayer number: nothing, its length, a character, or the check character. */
export type TaxNumberVerdict = 'OK' | 'EMPTY' | 'LENGTH' | 'CHARS' | 'CHECK'

/** Blanks dropped, letters upper-cased: how a pasted or typed number is stored. */
export function normaliseTaxNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** The check character of the first 17 characters of a unified social credit code (undefined: a character outside the code's set). */
export function usccCheckChar(first17: string): string | undefined {
  let sum = 0
  for (let i = 0; i < 17; i += 1) {
    const v = USCC_CHARS.indexOf(first17[i] ?? '')
    if (v < 0) return undefined
    sum += v * USCC_WEIGHTS[i]
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]
}

/** Checks an already normalised taxpayer number. */
export function checkTaxNumber(value: string): TaxNumberVerdict {
  if (!value) return 'EMPTY'
  if (value.length !== 15 && value.length !== 18 && value.length !== 20) return 'LENGTH'
  if (!/^[0-9A-Z]+$/.test(value)) return 'CHARS'
  if (value.length === 18) {
    if (![...value].every((c) => USCC_CHARS.includes(c))) return 'CHARS'
    if (usccCheckChar(value.slice(0, 17)) !== value[17]) return 'CHECK'
  }
  return 'OK'
}
