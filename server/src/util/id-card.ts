/** Mainland resident ID numbers (GB 11643): 6-digit region, 8-digit birth date, 3-digit sequence, check digit. */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/** The check character for the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/**
 * Builds a valid 18-digit number. The sequence's last digit carries the sex (odd male, even
 * female), so `sequence` is adjusted to the right parity.
 */
export function buildIdNumber(region: string, born: string, sequence: number, sex: 'M' | 'F'): string {
  let seq = sequence % 1000
  if ((seq % 2 === 1) !== (sex === 'M')) seq = (seq + 1) % 1000
  const first17 = `${region}${born.replace(/-/g, '')}${String(seq).padStart(3, '0')}`
  return first17 + idCheckChar(first17)
}

/** Whether an 18-digit number has the right shape and check character. */
export function isValidIdNumber(idNumber: string): boolean {
  if (!/^\d{17}[\dX]$/.test(idNumber)) return false
  return idCheckChar(idNumber.slice(0, 17)) === idNumber[17]
}
