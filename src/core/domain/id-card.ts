/**
 * Mainland resident ID numbers (GB 11643-1999): check digit, 15→18 upgrade and the parser
 * that fills a traveller's birth date, sex and age from the number (overview §5).
 */
import { scopedT } from '../i18n/index'
import { idCardWords } from '../i18n/id-card'
import {
  compareYmd,
  formatYmd,
  fullYearsBetween,
  isRealDate,
  toYmd,
  type DateInput,
  type Ymd,
} from './calendar-date'

/** First two digits of an ID number → dictionary key of the province-level division. */
type IdCardKey = keyof (typeof idCardWords)['zh-CN']
const tt = scopedT(idCardWords)

export const PROVINCE_KEYS = {
  '11': 'domain.province.11',
  '12': 'domain.province.12',
  '13': 'domain.province.13',
  '14': 'domain.province.14',
  '15': 'domain.province.15',
  '21': 'domain.province.21',
  '22': 'domain.province.22',
  '23': 'domain.province.23',
  '31': 'domain.province.31',
  '32': 'domain.province.32',
  '33': 'domain.province.33',
  '34': 'domain.province.34',
  '35': 'domain.province.35',
  '36': 'domain.province.36',
  '37': 'domain.province.37',
  '41': 'domain.province.41',
  '42': 'domain.province.42',
  '43': 'domain.province.43',
  '44': 'domain.province.44',
  '45': 'domain.province.45',
  '46': 'domain.province.46',
  '50': 'domain.province.50',
  '51': 'domain.province.51',
  '52': 'domain.province.52',
  '53': 'domain.province.53',
  '54': 'domain.province.54',
  '61': 'domain.province.61',
  '62': 'domain.province.62',
  '63': 'domain.province.63',
  '64': 'domain.province.64',
  '65': 'domain.province.65',
  '71': 'domain.province.71',
  '81': 'domain.province.81',
  '82': 'domain.province.82',
} as const satisfies Record<string, IdCardKey>

export type ProvinceCode = keyof typeof PROVINCE_KEYS

/** The four parser errors of the spec. */
export type IdCardError = 'illegalId' | 'illegalRegion' | 'illegalBirthday' | 'illegalCertificate'

export type IdCardParseResult =
  | {
      ok: true
      /** The 18-character number, upper-case X, after any 15→18 upgrade. */
      id18: string
      /** 'YYYY-MM-DD' */
      born: string
      /** Completed years on the `today` passed to the parser. */
      age: number
      sex: 'M' | 'F'
      /** Province name in the current locale. */
      province: string
      provinceCode: ProvinceCode
    }
  | { ok: false; error: IdCardError; message: string }

const ERROR_KEYS: Record<IdCardError, IdCardKey> = {
  illegalId: 'domain.idCard.illegalId',
  illegalRegion: 'domain.idCard.illegalRegion',
  illegalBirthday: 'domain.idCard.illegalBirthday',
  illegalCertificate: 'domain.idCard.illegalCertificate',
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/**
 * The 18th character for the first 17 digits (ISO 7064 MOD 11-2 as GB 11643 applies it).
 * Returns null when the input is not 17 digits, so callers cannot checksum garbage.
 */
export function idCheckDigit(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/**
 * Upgrades a first-generation 15-digit number: the two-digit birth year gains '19' (all
 * 15-digit cards were issued to people born in the 1900s) and a check digit is appended.
 */
export function upgradeIdCard15(id15: string): string | null {
  if (!/^\d{15}$/.test(id15)) return null
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`
  return first17 + (idCheckDigit(first17) ?? '')
}

/** Whether the two-digit prefix is one of the 34 province-level divisions. */
export function isProvinceCode(code: string): code is ProvinceCode {
  return Object.prototype.hasOwnProperty.call(PROVINCE_KEYS, code)
}

/** The province name of a two-digit code in the current locale, or null when unknown. */
export function provinceName(code: string): string | null {
  return isProvinceCode(code) ? tt(PROVINCE_KEYS[code]) : null
}

/** The birth day encoded at positions 7–14 of an 18-character number, if it is a real date. */
export function birthDateOfId18(id18: string): Ymd | null {
  const year = Number(id18.slice(6, 10))
  const month = Number(id18.slice(10, 12))
  const day = Number(id18.slice(12, 14))
  return isRealDate(year, month, day) ? { year, month, day } : null
}

function fail(error: IdCardError): IdCardParseResult {
  return { ok: false, error, message: tt(ERROR_KEYS[error]) }
}

/**
 * Parses a 15- or 18-digit ID number into the traveller fields it encodes.
 * Checks run in the spec's order: characters and length, region, birthday, checksum; the
 * first failure is the one reported, so a typo in the region is not blamed on the checksum.
 * The birthday must be a real date from 1700 on and not after `today`, because an age is
 * derived from it. A 15-digit number has no check digit to verify; its upgrade computes one.
 */
export function parseIdCard(
  raw: string | null | undefined,
  today: DateInput = new Date(),
): IdCardParseResult {
  const value = (raw ?? '').trim().toUpperCase()
  let id18: string
  if (/^\d{15}$/.test(value)) {
    id18 = upgradeIdCard15(value) as string
  } else if (/^\d{17}[\dX]$/.test(value)) {
    id18 = value
  } else {
    return fail('illegalId')
  }

  const provinceCode = id18.slice(0, 2)
  if (!isProvinceCode(provinceCode)) return fail('illegalRegion')

  const born = birthDateOfId18(id18)
  const on = toYmd(today)
  if (!born || !on || born.year < 1700 || compareYmd(born, on) > 0) return fail('illegalBirthday')

  if (idCheckDigit(id18.slice(0, 17)) !== id18[17]) return fail('illegalCertificate')

  return {
    ok: true,
    id18,
    born: formatYmd(born),
    age: fullYearsBetween(born, on),
    // The 17th digit is the sequence code: odd for men, even for women.
    sex: Number(id18[16]) % 2 === 1 ? 'M' : 'F',
    province: tt(PROVINCE_KEYS[provinceCode]),
    provinceCode,
  }
}
