/**
 * The travel-document rules of an international booking as the form checks them before sending
 * (the server checks them again, server/src/services/flights/intl-passport.ts): the English name
 * 'SURNAME/GIVEN NAMES' split on the slash and upper-cased, the document types that allow the
 * trip, the number at most 9 letters or digits, and six months' validity after the return.
 */

/** Document types that can cross a border, and for which regions. */
export function intlCardTypes(regions: readonly string[]): string[] {
  const only = (allowed: string[]) => regions.every((r) => allowed.includes(r))
  return ['PP', ...(only(['CN', 'HK', 'MO']) ? ['GT', 'HX'] : []), ...(only(['CN', 'TW']) ? ['TT', 'TB'] : [])]
}

/** 'li/ming xuan' -> { surname: 'LI', givenName: 'MING XUAN' }; null unless both parts are letters. */
export function splitEngName(engName: string): { surname: string; givenName: string } | null {
  const parts = engName.split('/')
  if (parts.length !== 2) return null
  const clean = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase()
  const surname = clean(parts[0])
  const givenName = clean(parts[1])
  const ok = (s: string) => /^[A-Z]+( [A-Z]+)*$/.test(s) && s.length <= 35
  return ok(surname) && ok(givenName) ? { surname, givenName } : null
}

/** Whether a passport (or pass) number has the allowed form. */
export function isPassportNumber(number: string): boolean {
  return /^[A-Z0-9]{1,9}$/.test(number.trim().toUpperCase())
}

/** The date six months after a 'YYYY-MM-DD' date (the month's end when the day does not exist). */
export function sixMonthsAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const month = m - 1 + 6
  const year = y + Math.floor(month / 12)
  const mon = month % 12
  const last = new Date(Date.UTC(year, mon + 1, 0)).getUTCDate()
  return `${year}-${String(mon + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** Whether a document valid until `expiry` covers a trip ending `lastDay` by six months. */
export function validLongEnough(expiry: string, lastDay: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) && expiry >= sixMonthsAfter(lastDay)
}
