/**
 * Field validators (overview §5, booking flows §5). Each returns null when the value is
 * valid and otherwise the message to show, already translated into the current locale, so a
 * form can write `error = validateMobile(v)` and render it as is.
 * Values are checked exactly as given, without trimming, so what passes is what gets sent;
 * trimming belongs to the input handlers.
 */
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSPORT_PATTERN,
  PASSWORD_PATTERN,
  PASSWORD_SIMPLE_PATTERN,
  SMS_CODE_PATTERN,
} from '../../../server/src/contract/patterns'
import { t } from '../i18n/index'
import { compareYmd, isRealDate, toYmd, type DateInput } from './calendar-date'
import { isNationalId } from './card-types'
import { idCheckDigit } from './id-card'

type Text = string | null | undefined

// The patterns are the contract's, so what a form accepts is what the server's schemas accept.
const MOBILE = new RegExp(MOBILE_PATTERN)
const EMAIL = new RegExp(EMAIL_PATTERN)
const PASSWORD_STRICT = new RegExp(PASSWORD_PATTERN)
const PASSWORD_SIMPLE = new RegExp(PASSWORD_SIMPLE_PATTERN)
const PASSPORT = new RegExp(PASSPORT_PATTERN)
const SMS_CODE = new RegExp(SMS_CODE_PATTERN)

/** Mobile number: 11 digits, a 1 followed by 3–9. */
export function validateMobile(value: Text): string | null {
  return value && MOBILE.test(value) ? null : t('validation.mobile')
}

/**
 * Contact telephone: a landline (starting with the trunk prefix 0) passes as typed, since
 * area codes and extensions vary too much to check; anything else must be a mobile.
 */
export function validateTelephone(value: Text): string | null {
  if (value && value.startsWith('0')) return null
  return validateMobile(value)
}

/** Email address with a top-level domain of at least two letters. */
export function validateEmail(value: Text): string | null {
  return value && EMAIL.test(value) ? null : t('validation.email')
}

/**
 * The strict password rule of the validator: 8–20 characters with at least one upper-case
 * letter, one lower-case letter and one digit. Other visible characters are allowed, since
 * the rule only says what must be present, as long as they are printable ASCII; whitespace and
 * non-ASCII are not, as they are invisible or ambiguous when typed (the server's rule too).
 */
export function validatePassword(value: Text): string | null {
  return value && PASSWORD_STRICT.test(value) ? null : t('validation.password')
}

/**
 * The simpler reading shown on some screens: 6–20 letters or digits, no special characters.
 * Exported alongside the strict rule because the spec keeps both; each screen picks one.
 */
export function validatePasswordSimple(value: Text): string | null {
  return value && PASSWORD_SIMPLE.test(value) ? null : t('validation.passwordSimple')
}

/** Whether an 18-character number has a real birth date (1700–2500) and a matching check digit. */
export function isValidIdCard(value: Text): boolean {
  const id = (value ?? '').toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const year = Number(id.slice(6, 10))
  if (year < 1700 || year > 2500) return false
  if (!isRealDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false
  return idCheckDigit(id.slice(0, 17)) === id[17]
}

/**
 * National ID card: 18 characters, the last may be X (a lower-case x is accepted because
 * phone keyboards produce it), a real birth date with the year between 1700 and 2500, and
 * the GB 11643 check digit. The region is not checked here; parseIdCard does that.
 */
export function validateIdCard(value: Text): string | null {
  return isValidIdCard(value) ? null : t('validation.idCard')
}

/** Passport number: present, at most 9 letters or digits. */
export function validatePassport(value: Text): string | null {
  return value && PASSPORT.test(value) ? null : t('validation.passport')
}

/** Mainland post code: 6 digits (an empty value is left to validateRequired). */
export function validatePostCode(value: Text): string | null {
  return !value || /^\d{6}$/.test(value) ? null : t('validation.postCode')
}

/**
 * English name as airlines file it: 'SURNAME/GIVEN NAMES', letters and spaces, one slash (the
 * server's rule; splitEnglishName then splits and upper-cases it). Empty is left to validateRequired.
 */
export function validateEnglishName(value: Text): string | null {
  return !value || /^[A-Za-z]+\/[A-Za-z ]+$/.test(value.trim()) ? null : t('validation.engName')
}

/** SMS verification code: exactly 6 digits. */
export function validateSmsCode(value: Text): string | null {
  return value && SMS_CODE.test(value) ? null : t('validation.smsCode')
}

/** Single-sign-on token from the address bar: the issuers produce 32 or 42 characters only. */
export function validateSsoToken(value: Text): string | null {
  return value && (value.length === 32 || value.length === 42) ? null : t('validation.ssoToken')
}

/** Whether a form value counts as empty: nothing, blank text, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Required field: '{label}不能为空'. The label is passed already translated by the screen. */
export function validateRequired(value: unknown, label: string): string | null {
  return isBlank(value) ? t('validation.required', { label }) : null
}

/** New password and its confirmation must be identical. */
export function validatePasswordConfirm(password: Text, confirm: Text): string | null {
  return (password ?? '') === (confirm ?? '') ? null : t('validation.passwordConfirm')
}

/**
 * Travel period: the end day may equal the start day (a day trip) but not precede it.
 * Compared by calendar day, so times of day never make a same-day trip fail.
 * A missing or unreadable date is left to validateRequired and passes here.
 */
export function validateDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): string | null {
  const a = toYmd(start)
  const b = toYmd(end)
  if (!a || !b) return null
  return compareYmd(b, a) < 0 ? t('validation.dateRange') : null
}

/** Query date: today or later, by calendar day. A missing date is left to validateRequired. */
export function validateQueryDate(
  date: DateInput | null | undefined,
  today: DateInput = new Date(),
): string | null {
  const d = toYmd(date)
  const now = toYmd(today)
  if (!d || !now) return null
  return compareYmd(d, now) < 0 ? t('validation.queryDate') : null
}

/** File extensions the attachment upload accepts. */
export const UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'gif',
  'png',
  'bmp',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
] as const

/** The image extensions, which carry the size limit. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'bmp'] as const

/** Largest image accepted: 10 MB in binary megabytes, as the upload service counts them. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

// Some pickers hand over a temporary path without an extension; the MIME type then decides.
const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/gif': 'gif',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
}

/** A file chosen for upload, as both the H5 File and the mini-program temp file can describe it. */
export interface UploadCandidate {
  name: string
  size: number
  type?: string
}

/** Lower-case extension of a file name, falling back to its MIME type; '' when neither says. */
export function fileExtension(file: Pick<UploadCandidate, 'name' | 'type'>): string {
  const name = file.name ?? ''
  const dot = name.lastIndexOf('.')
  const slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'))
  if (dot > slash && dot < name.length - 1) return name.slice(dot + 1).toLowerCase()
  return MIME_EXTENSIONS[(file.type ?? '').toLowerCase()] ?? ''
}

/**
 * Attachment upload: one of the listed extensions (any case), and images at most 10 MB.
 * Documents carry no size limit in the spec, so none is invented here.
 */
export function validateUpload(file: UploadCandidate): string | null {
  const ext = fileExtension(file)
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return t('validation.uploadType')
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext) && file.size > MAX_IMAGE_BYTES) {
    return t('validation.uploadImageSize')
  }
  return null
}

/** Order lookup by number: the number is required ('请传入订单编号！'). */
export function validateOrderNo(value: Text): string | null {
  return isBlank(value) ? t('validation.orderNo') : null
}

/** The message for an order lookup that found nothing: '没有查找到 订单:{no}'. */
export function orderNotFoundMessage(orderNo: string): string {
  return t('validation.orderNotFound', { no: orderNo })
}

/** The traveller fields the booking checks read. */
export interface TravellerCheckInput {
  /** Display name used in the toast; falls back to empName, then engName. */
  name?: string | null
  empName?: string | null
  engName?: string | null
  cardType?: string | null
  /** The document number; idNumber/passport are read when cardNumber is empty. */
  cardNumber?: string | null
  idNumber?: string | null
  passport?: string | null
  email?: string | null
  phoneNumber?: string | null
}

function travellerName(p: TravellerCheckInput): string {
  return p.name || p.empName || p.engName || ''
}

function travellerNumber(p: TravellerCheckInput): string {
  const fallback = isNationalId(p.cardType) ? p.idNumber : p.cardType === 'PP' ? p.passport : null
  return (p.cardNumber || fallback || '').trim()
}

/**
 * The document-number check of a traveller: a national ID must pass validateIdCard
 * ('请核实{name}的身份证号码！'); any other document must be present, and a passport must
 * also pass validatePassport ('请核实{name}的证件号码！').
 */
export function checkTravellerDocument(p: TravellerCheckInput): string | null {
  const name = travellerName(p)
  const number = travellerNumber(p)
  if (isNationalId(p.cardType)) {
    return isValidIdCard(number) ? null : t('validation.travellerIdCard', { name })
  }
  if (!number) return t('validation.travellerCertificate', { name })
  if (p.cardType === 'PP' && validatePassport(number)) {
    return t('validation.travellerCertificate', { name })
  }
  return null
}

/**
 * The email check of a traveller ('请核实{name}的邮箱地址！'). A traveller with a
 * non-national ID who has a phone but no email is skipped: those travellers (typically foreign
 * guests) are reached by phone, and demanding an email would block their booking.
 * Everyone else needs a valid email when the flow checks emails at all.
 */
export function checkTravellerEmail(p: TravellerCheckInput): string | null {
  const email = (p.email ?? '').trim()
  const phone = (p.phoneNumber ?? '').trim()
  if (!isNationalId(p.cardType) && phone !== '' && email === '') return null
  return validateEmail(email) ? t('validation.travellerEmail', { name: travellerName(p) }) : null
}

/**
 * Runs the traveller checks in the order the booking screens toast them and returns the
 * first message, or null. Flows that collect no email pass `{ email: false }`.
 */
export function checkTraveller(
  p: TravellerCheckInput,
  options: { email?: boolean } = {},
): string | null {
  return checkTravellerDocument(p) ?? (options.email === false ? null : checkTravellerEmail(p))
}
