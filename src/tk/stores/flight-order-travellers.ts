/**
 * Travellers of a flight booking: building them from colleagues, frequent travellers and guests,
 * what each field change derives (booking flows §4: the ID number decides birth date, sex and
 * passenger type; the card type decides which fields show), the checks with the spec's messages
 * (§5.1, §5.5) and the booking payload. Pure functions over plain objects: the booking store keeps
 * the objects observable.
 */
import type { TravellerCard, TravellerErrors, TravellerField, TravellerFormValue } from '../../core/components/traveller-form'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { ContactEditBody } from '../../../server/src/schemas/traveller'
import type { PassengerInput } from '../../../server/src/schemas/order'
import type { EmpInfo } from '../../core/api/types'
import { compareYmd, toYmd, type DateInput } from '../../core/domain/calendar-date'
import { isCardType, visibleFields, type CardField, type CardType } from '../../core/domain/card-types'
import { parseIdCard } from '../../core/domain/id-card'
import { passengerTypeFromBorn, validateTicketCounts, type PassengerType } from '../../core/domain/passenger'
import { checkTravellerDocument, validateMobile, validateRequired } from '../../core/domain/validators'
import { scopedT } from '../../core/i18n/index'
import { booking } from '../i18n/booking'

export type Traveller = TravellerFormValue

const tt = scopedT(booking)

const ENG_NAME = /^[A-Za-z]+\/[A-Za-z ]+$/
const NATION = /^[A-Z]{2}$/

let seq = 0
function nextKey(prefix: string): string {
  seq += 1
  return `${prefix}-${seq}`
}

function toCards(cards: readonly { cardType: string; cardNumberMasked: string; expiry: string; issuePlace: string }[]): TravellerCard[] {
  return cards
    .filter((c) => isCardType(c.cardType))
    .map((c) => ({ cardType: c.cardType as CardType, cardNumberMasked: c.cardNumberMasked, expiry: c.expiry, issuePlace: c.issuePlace }))
}

/** The document a profile traveller flies with by default: the national ID when on file (book's rule), else the first. */
function defaultCardType(cards: readonly TravellerCard[]): CardType {
  return cards.find((c) => c.cardType === 'NI')?.cardType ?? cards[0]?.cardType ?? 'NI'
}

function sexOf(value: string): '' | 'M' | 'F' {
  return value === 'M' || value === 'F' ? value : ''
}

/** Passenger type on the day of travel; an unknown birth date keeps what the server said. */
function typeOn(born: string, travelDate: DateInput, fallback: PassengerType = 1): PassengerType {
  return toYmd(born) ? passengerTypeFromBorn(born, travelDate) : fallback
}

/** A colleague (or the caller) from empFindList. */
export function fromEmployee(e: BookableEmployee, travelDate: DateInput): Traveller {
  const cards = toCards(e.cards)
  return {
    key: `emp-${e.empId}`,
    source: 'employee',
    empId: e.empId,
    isSelf: e.isSelf,
    deptName: e.deptName,
    name: e.empName,
    engName: e.engName,
    cardType: defaultCardType(cards),
    cardNumber: '',
    cards,
    expiry: '',
    issuePlace: '',
    nationCode: 'CN',
    sex: sexOf(e.sex),
    born: e.born,
    phone: e.phoneMasked,
    psgType: typeOn(e.born, travelDate, e.psgType),
    saveAsContact: false,
  }
}

/**
 * The caller from the session, for when empFindList is unavailable: the session's documents are
 * masked too and the server resolves them from the empId.
 */
export function fromSelf(emp: EmpInfo, travelDate: DateInput): Traveller {
  const cards: TravellerCard[] = []
  if (emp.idNumberMasked) cards.push({ cardType: 'NI', cardNumberMasked: emp.idNumberMasked, expiry: '', issuePlace: '' })
  if (emp.passportMasked) cards.push({ cardType: 'PP', cardNumberMasked: emp.passportMasked, expiry: '', issuePlace: '' })
  return {
    key: `emp-${emp.empId}`,
    source: 'employee',
    empId: emp.empId,
    isSelf: true,
    deptName: emp.deptName,
    name: emp.empName,
    engName: emp.engName,
    cardType: defaultCardType(cards),
    cardNumber: '',
    cards,
    expiry: '',
    issuePlace: '',
    nationCode: emp.nation || 'CN',
    sex: sexOf(emp.sex),
    born: emp.born,
    phone: emp.phoneNumber,
    psgType: typeOn(emp.born, travelDate),
    saveAsContact: false,
  }
}

/** A frequent traveller of the caller. */
export function fromContact(c: Contact, travelDate: DateInput): Traveller {
  const cards = toCards(c.cards)
  return {
    key: `contact-${c.contactId}`,
    source: 'contact',
    contactId: c.contactId,
    name: c.chName,
    engName: c.enName,
    cardType: defaultCardType(cards),
    cardNumber: '',
    cards,
    expiry: '',
    issuePlace: '',
    nationCode: c.nationCode || 'CN',
    sex: sexOf(c.sex),
    born: c.born,
    phone: c.mobile,
    psgType: typeOn(c.born, travelDate, c.psgType),
    saveAsContact: false,
  }
}

/** An empty outside guest, national ID first (the common case). */
export function newGuest(): Traveller {
  return {
    key: nextKey('guest'),
    source: 'guest',
    name: '',
    engName: '',
    cardType: 'NI',
    cardNumber: '',
    cards: [],
    expiry: '',
    issuePlace: '',
    nationCode: 'CN',
    sex: '',
    born: '',
    phone: '',
    psgType: 1,
    saveAsContact: false,
  }
}

/** For a guest with a national ID: birth date, sex and passenger type read from the number. */
function deriveFromId(t: Traveller, travelDate: DateInput): void {
  const parsed = parseIdCard(t.cardNumber)
  if (parsed.ok) {
    t.born = parsed.born
    t.sex = parsed.sex
    t.psgType = passengerTypeFromBorn(parsed.born, travelDate)
  } else {
    // A number that is not (yet) valid says nothing about its owner.
    t.born = ''
    t.sex = ''
    t.psgType = 1
  }
}

/**
 * Applies one field change with its consequences, in place. Values typed for fields the new card
 * type hides are kept (switching back shows them again) but are neither checked nor sent.
 */
export function applyField(t: Traveller, field: TravellerField, value: string | boolean, travelDate: DateInput): void {
  if (field === 'saveAsContact') {
    t.saveAsContact = value === true
    return
  }
  const text = String(value)
  switch (field) {
    case 'cardType':
      if (!isCardType(text)) return
      t.cardType = text
      if (t.source === 'guest' && text === 'NI') deriveFromId(t, travelDate)
      return
    case 'cardNumber':
      t.cardNumber = text.replace(/\s+/g, '').toUpperCase()
      if (t.source === 'guest' && t.cardType === 'NI') deriveFromId(t, travelDate)
      return
    case 'born':
      t.born = text.trim()
      if (toYmd(t.born)) t.psgType = passengerTypeFromBorn(t.born, travelDate)
      return
    case 'sex':
      t.sex = sexOf(text)
      return
    case 'phone':
      t.phone = text.replace(/\s+/g, '')
      return
    case 'nationCode':
      t.nationCode = text.trim().toUpperCase()
      return
    case 'engName':
      t.engName = text.toUpperCase()
      return
    default:
      t[field] = text
  }
}

function checkDate(value: string, label: string): string | null {
  if (!value.trim()) return validateRequired(value, label)
  return toYmd(value) && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? null : tt('tk.field.dateFormat')
}

export interface TravellerCheck {
  errors: TravellerErrors
  /** The message a toast shows first (the spec's traveller toasts where they apply). */
  first: string | null
}

/**
 * Checks one traveller for a flight on `travelDate` (`today` for the birth-date rule). Guests are
 * checked field by field for what their card type shows; employees and frequent travellers only
 * need a document on file that is valid on the day.
 */
export function checkTraveller(t: Traveller, travelDate: DateInput, today: DateInput = new Date()): TravellerCheck {
  const errors: TravellerErrors = {}
  const order: TravellerField[] = []
  const put = (field: TravellerField, message: string | null) => {
    if (message && !errors[field]) {
      errors[field] = message
      order.push(field)
    }
  }
  const name = t.name.trim()
  const travel = toYmd(travelDate)

  if (t.source !== 'guest') {
    const card = t.cards.find((c) => c.cardType === t.cardType)
    // No number on file: the spec's certificate toast.
    if (!card) put('cardNumber', checkTravellerDocument({ name, cardType: t.cardType, cardNumber: '' }))
    else if (card.expiry && travel && toYmd(card.expiry) && compareYmd(toYmd(card.expiry)!, travel) < 0) put('expiry', tt('tk.field.expired', { name }))
    return { errors, first: order.length ? errors[order[0]] ?? null : null }
  }

  put('name', validateRequired(name, tt('tk.field.name')))
  // The document first, as the spec's toasts do: 请核实{name}的身份证号码！ / 请核实{name}的证件号码！
  put('cardNumber', checkTravellerDocument({ name, cardType: t.cardType, cardNumber: t.cardNumber }))
  const vis = visibleFields(t.cardType)
  const shown = (f: CardField) => vis.fields.includes(f) && !vis.derived.includes(f)
  if (shown('engName')) {
    put('engName', validateRequired(t.engName.trim(), tt('tk.field.engName')) ?? (ENG_NAME.test(t.engName.trim()) ? null : tt('tk.field.engNameFormat')))
  }
  if (shown('sex')) put('sex', validateRequired(t.sex, tt('tk.field.sex')))
  if (shown('born')) {
    const bornError = checkDate(t.born, tt('tk.field.born'))
    const born = toYmd(t.born)
    const now = toYmd(today)
    put('born', bornError ?? (born && now && compareYmd(born, now) > 0 ? tt('tk.field.bornFuture') : null))
  }
  if (shown('nationality')) put('nationCode', validateRequired(t.nationCode.trim(), tt('tk.field.nationCode')) ?? (NATION.test(t.nationCode) ? null : tt('tk.field.nationFormat')))
  if (shown('passportPeriod') || shown('otherPeriod')) {
    const bad = checkDate(t.expiry, tt('tk.field.expiry'))
    const expiry = toYmd(t.expiry)
    put('expiry', bad ?? (expiry && travel && compareYmd(expiry, travel) < 0 ? tt('tk.field.expired', { name }) : null))
  }
  if (shown('placeOfIssue')) put('issuePlace', validateRequired(t.issuePlace.trim(), tt('tk.field.issuePlace')))
  put('phone', validateMobile(t.phone))
  return { errors, first: order.length ? errors[order[0]] ?? null : null }
}

/** Ticket limits over all travellers (§5.5): at least one adult, 9 in all, 2 children and 1 infant per adult. */
export function checkTicketCounts(list: readonly Traveller[]): string | null {
  const counts = { adult: 0, child: 0, infant: 0 }
  for (const t of list) {
    if (t.psgType === 3) counts.infant += 1
    else if (t.psgType === 2) counts.child += 1
    else counts.adult += 1
  }
  return validateTicketCounts(counts)
}

/** The booking payload of a traveller. */
export function toPassengerInput(t: Traveller): PassengerInput {
  if (t.source === 'employee' && t.empId) return { empId: t.empId, cardType: t.cardType }
  if (t.source === 'contact' && t.contactId) return { contactId: t.contactId, cardType: t.cardType }
  const vis = visibleFields(t.cardType)
  const out: PassengerInput = {
    name: t.name.trim(),
    cardType: t.cardType,
    cardNumber: t.cardNumber,
    phone: t.phone,
    psgType: t.psgType,
  }
  if (vis.fields.includes('born') && t.born) out.born = t.born
  if (vis.fields.includes('sex') && t.sex) out.sex = t.sex
  if ((vis.fields.includes('passportPeriod') || vis.fields.includes('otherPeriod')) && t.expiry) out.cardExpiry = t.expiry
  return out
}

/** A guest as a frequent traveller of the booker (vipEmpContactsEdit). */
export function toContactEdit(t: Traveller): ContactEditBody {
  const vis = visibleFields(t.cardType)
  const has = (f: CardField) => vis.fields.includes(f)
  const body: ContactEditBody = {
    chName: t.name.trim(),
    mobile: t.phone,
    relation: 'client',
    cards: [
      {
        cardType: t.cardType,
        cardNumber: t.cardNumber,
        ...(has('passportPeriod') || has('otherPeriod') ? { expiry: t.expiry } : {}),
        ...(has('placeOfIssue') && t.issuePlace.trim() ? { issuePlace: t.issuePlace.trim() } : {}),
      },
    ],
  }
  if (has('engName') && t.engName.trim()) body.enName = t.engName.trim()
  if (t.sex) body.sex = t.sex
  if (t.born) body.born = t.born
  if (has('nationality') && t.nationCode) body.nationCode = t.nationCode
  return body
}

/** What checkSameOrder needs to recognise a passenger. */
export function sameOrderRef(t: Traveller): { empId?: string; contactId?: string; idNumber?: string } {
  if (t.source === 'employee' && t.empId) return { empId: t.empId }
  if (t.source === 'contact' && t.contactId) return { contactId: t.contactId }
  return { idNumber: t.cardNumber }
}
