/**
 * The travel-document rules of an international booking (booking flows §3.1, §3.2, §5.1), pure so
 * the table tests run them directly:
 *
 * - the English name is 'SURNAME/GIVEN NAMES', split on the slash and upper-cased; letters and
 *   single spaces only on both sides;
 * - the document type must allow the trip: a passport (PP) everywhere; the Hong Kong/Macao pass
 *   (GT) and the home-return permit (HX) only between the mainland and Hong Kong or Macao; the
 *   Taiwan pass (TT) and the Taiwan compatriot permit (TB) only between the mainland and Taiwan.
 *   A national ID, a military card and the others never cross a border;
 * - the number at most 9 letters or digits (upper-cased), the nationality a two-letter code, the
 *   place of issue given, the birth date a real day in the past, the sex M or F;
 * - the document must be valid at least six months after the trip's last day (the return, or
 *   the one-way arrival): otherwise refused with the date it expires and the date it must reach.
 */
import { badInput } from '../../errors'

/** Document types that can cross a border, and where. */
const BORDER_DOCS: Record<string, (regions: Set<string>) => boolean> = {
  PP: () => true,
  GT: (r) => [...r].every((c) => c === 'CN' || c === 'HK' || c === 'MO'),
  HX: (r) => [...r].every((c) => c === 'CN' || c === 'HK' || c === 'MO'),
  TT: (r) => [...r].every((c) => c === 'CN' || c === 'TW'),
  TB: (r) => [...r].every((c) => c === 'CN' || c === 'TW'),
}

/** The document types offered for a trip touching these countries/regions (ISO codes). */
export function allowedCardTypes(regions: string[]): string[] {
  const set = new Set(regions)
  return Object.keys(BORDER_DOCS).filter((t) => BORDER_DOCS[t](set))
}

/** Splits 'Surname/Given Names' into upper-cased parts; null when either part is missing or not letters. */
export function splitEnglishName(engName: string): { surname: string; givenName: string } | null {
  const parts = engName.split('/')
  if (parts.length !== 2) return null
  const clean = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase()
  const surname = clean(parts[0])
  const givenName = clean(parts[1])
  const ok = (s: string) => /^[A-Z]+( [A-Z]+)*$/.test(s) && s.length <= 35
  return ok(surname) && ok(givenName) ? { surname, givenName } : null
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text
}

/** The date six months after a 'YYYY-MM-DD' date (the end of a shorter month when the day does not exist). */
export function sixMonthsAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const month = m - 1 + 6
  const year = y + Math.floor(month / 12)
  const mon = month % 12
  const last = new Date(Date.UTC(year, mon + 1, 0)).getUTCDate()
  return `${year}-${String(mon + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** A document as the request gives it. */
export interface DocumentInput {
  engName: string
  cardType: string
  cardNumber: string
  cardExpiry: string
  nationality: string
  placeOfIssue: string
  born: string
  sex: string
}

/** A checked document. */
export interface CheckedDocument {
  surname: string
  givenName: string
  cardType: string
  cardNumber: string
  cardExpiry: string
  nationality: string
  placeOfIssue: string
  born: string
  sex: 'M' | 'F'
}

/** What the document is checked against. */
export interface TripFacts {
  /** The passenger's name for messages. */
  name: string
  /** Countries/regions the trip touches. */
  regions: string[]
  /** The trip's last local day (return arrival, or one-way arrival). */
  lastDay: string
  /** China-time today. */
  today: string
}

/** Checks one passenger's document (4000 with a message naming the passenger and the rule). */
export function checkDocument(input: DocumentInput, trip: TripFacts): CheckedDocument {
  const params = { name: trip.name }
  const name = splitEnglishName(input.engName)
  if (!name) throw badInput('intlEngNameInvalid', { params })
  if (!allowedCardTypes(trip.regions).includes(input.cardType)) throw badInput('intlCardTypeNotAllowed', { params })
  const number = input.cardNumber.trim().toUpperCase()
  if (!/^[A-Z0-9]{1,9}$/.test(number)) throw badInput('intlPassportNumberInvalid', { params })
  const expiry = input.cardExpiry.trim()
  if (!isRealDate(expiry)) throw badInput('intlPassportExpiryInvalid', { params })
  const mustReach = sixMonthsAfter(trip.lastDay)
  if (expiry < mustReach) throw badInput('intlPassportExpiring', { params: { name: trip.name, date: expiry, ret: trip.lastDay } })
  const nationality = input.nationality.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(nationality)) throw badInput('intlNationalityInvalid', { params })
  const placeOfIssue = input.placeOfIssue.trim()
  if (!placeOfIssue) throw badInput('intlPlaceOfIssueRequired', { params })
  const born = input.born.trim()
  if (!isRealDate(born) || born >= trip.today || born < '1900-01-01') throw badInput('intlBornInvalid', { params })
  if (input.sex !== 'M' && input.sex !== 'F') throw badInput('intlSexInvalid', { params })
  return { surname: name.surname, givenName: name.givenName, cardType: input.cardType, cardNumber: number, cardExpiry: expiry, nationality, placeOfIssue, born, sex: input.sex }
}
