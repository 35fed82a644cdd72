/**
 * Travellers of a train booking: each one a traveller of the core form (core/components/
 * traveller-form) plus its ticket type and seat type. Built from colleagues, frequent travellers and
 * typed-in guests; the documents a train accepts (booking flows §3.2 as the railway reads it); what
 * a field change derives (§4: the ID number decides birth date, sex and so the ticket type); the
 * checks with the spec's messages (§5.1, §5.3) and the booking payload. Pure functions over plain
 * objects: the booking store keeps them observable.
 */
import type { TravellerCard, TravellerErrors, TravellerField, TravellerFormValue } from '../../core/components/traveller-form'
import type { BookableEmployee, Contact, ContactEditBody } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { compareYmd, toYmd, type DateInput } from '../../core/domain/calendar-date'
import { cardTypeLabel, isCardType, visibleFields, type CardField, type CardType } from '../../core/domain/card-types'
import { parseIdCard } from '../../core/domain/id-card'
import { passengerTypeFromBorn, type PassengerType } from '../../core/domain/passenger'
import { checkTravellerDocument, validateMobile, validateRequired } from '../../core/domain/validators'
import { scopedT } from '../../core/i18n/index'
import type { TicketType, TrainPassengerInput, TrainSeatType } from '../api/train-order'
import { trainBooking } from '../i18n/booking'

const tt = scopedT(trainBooking)

/** A traveller of the train form. */
export interface TrainTraveller extends TravellerFormValue {
  /** 1 adult, 2 child (under 12 on the day of travel), 3 student. */
  ticketType: TicketType
  /** The seat this traveller takes (the booking's seat type unless changed for them). */
  seatType: TrainSeatType
}

/**
 * The documents a rail ticket is sold on (12306's list): the national ID, the home-return permit,
 * the Taiwan compatriot permit, a passport, the foreign permanent resident card and the
 * HK/Macao/Taiwan residence permit. Military cards, the HK/Macao and Taiwan passes of mainland
 * residents and "other" documents are not accepted.
 */
export const TRAIN_CARD_TYPES: readonly CardType[] = ['NI', 'HX', 'TB', 'PP', 'WG', 'GA']

/** Whether a train ticket can be sold on this document. */
export function isTrainCardType(cardType: string): boolean {
  return (TRAIN_CARD_TYPES as readonly string[]).includes(cardType)
}

/** At most 9 travellers per booking (booking flows §9 "up to 9"; the message's 5 is the older limit). */
export const MAX_TRAIN_TRAVELLERS = 9

const ENG_NAME = /^[A-Za-z]+\/[A-Za-z ]+$/
const NATION = /^[A-Z]{2}$/

let guestSeq = 0

function sexOf(value: string): '' | 'M' | 'F' {
  return value === 'M' || value === 'F' ? value : ''
}

/** The documents on file a train accepts (the others are not offered). */
function trainCards(cards: readonly { cardType: string; cardNumberMasked: string; expiry: string; issuePlace: string }[]): TravellerCard[] {
  return cards
    .filter((c) => isCardType(c.cardType) && isTrainCardType(c.cardType))
    .map((c) => ({ cardType: c.cardType as CardType, cardNumberMasked: c.cardNumberMasked, expiry: c.expiry, issuePlace: c.issuePlace }))
}

/** The national ID when on file (what the railway checks fastest), else the first accepted document. */
function firstCard(cards: readonly TravellerCard[]): CardType {
  return cards.find((c) => c.cardType === 'NI')?.cardType ?? cards[0]?.cardType ?? 'NI'
}

/** Passenger type on the day of travel; an unknown birth date keeps the server's. */
function typeOn(born: string, travelDate: DateInput, fallback: PassengerType = 1): PassengerType {
  return toYmd(born) ? passengerTypeFromBorn(born, travelDate) : fallback
}

/** The ticket a passenger type takes by default: under 12 a child ticket, else adult. */
export function defaultTicketType(psgType: PassengerType): TicketType {
  return psgType === 1 ? 1 : 2
}

function build(base: Omit<TrainTraveller, 'ticketType' | 'seatType'>, seatType: TrainSeatType): TrainTraveller {
  return { ...base, ticketType: defaultTicketType(base.psgType), seatType }
}

/** A colleague (or the caller) from empFindList. */
export function fromEmployee(e: BookableEmployee, travelDate: DateInput, seatType: TrainSeatType): TrainTraveller {
  const cards = trainCards(e.cards)
  return build(
    {
      key: `emp-${e.empId}`,
      source: 'employee',
      empId: e.empId,
      isSelf: e.isSelf,
      deptName: e.deptName,
      name: e.empName,
      engName: e.engName,
      cardType: firstCard(cards),
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
    },
    seatType,
  )
}

/** The caller from the session (when the scope list cannot be read): the server resolves the documents from the empId. */
export function fromSelf(emp: EmpInfo, travelDate: DateInput, seatType: TrainSeatType): TrainTraveller {
  const cards: TravellerCard[] = []
  if (emp.idNumberMasked) cards.push({ cardType: 'NI', cardNumberMasked: emp.idNumberMasked, expiry: '', issuePlace: '' })
  if (emp.passportMasked) cards.push({ cardType: 'PP', cardNumberMasked: emp.passportMasked, expiry: '', issuePlace: '' })
  return build(
    {
      key: `emp-${emp.empId}`,
      source: 'employee',
      empId: emp.empId,
      isSelf: true,
      deptName: emp.deptName,
      name: emp.empName,
      engName: emp.engName,
      cardType: firstCard(cards),
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
    },
    seatType,
  )
}

/** A frequent traveller of the caller. */
export function fromContact(c: Contact, travelDate: DateInput, seatType: TrainSeatType): TrainTraveller {
  const cards = trainCards(c.cards)
  return build(
    {
      key: `contact-${c.contactId}`,
      source: 'contact',
      contactId: c.contactId,
      name: c.chName,
      engName: c.enName,
      cardType: firstCard(cards),
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
    },
    seatType,
  )
}

/** An empty outside guest with a national ID (the common case). */
export function newGuest(seatType: TrainSeatType): TrainTraveller {
  guestSeq += 1
  return build(
    {
      key: `guest-${guestSeq}`,
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
    },
    seatType,
  )
}

/** A new passenger type keeps a ticket type that still fits: a child ticket only under 12, a student one only from 12. */
function fitTicket(t: TrainTraveller): void {
  if (t.psgType === 1 && t.ticketType === 2) t.ticketType = 1
  else if (t.psgType !== 1 && t.ticketType !== 2) t.ticketType = 2
}

/** A guest's national ID number decides birth date, sex and passenger type; a number not (yet) valid says nothing. */
function readIdNumber(t: TrainTraveller, travelDate: DateInput): void {
  const parsed = parseIdCard(t.cardNumber)
  t.born = parsed.ok ? parsed.born : ''
  t.sex = parsed.ok ? parsed.sex : ''
  t.psgType = parsed.ok ? passengerTypeFromBorn(parsed.born, travelDate) : 1
  fitTicket(t)
}

/**
 * One field change with what follows from it, in place. Values typed for fields the new card type
 * hides are kept (switching back shows them again) but neither checked nor sent.
 */
export function applyTravellerField(t: TrainTraveller, field: TravellerField, value: string | boolean, travelDate: DateInput): void {
  if (field === 'saveAsContact') {
    t.saveAsContact = value === true
    return
  }
  const text = String(value)
  const guestId = () => t.source === 'guest' && t.cardType === 'NI'
  switch (field) {
    case 'cardType':
      if (!isCardType(text)) return
      t.cardType = text
      if (guestId()) readIdNumber(t, travelDate)
      return
    case 'cardNumber':
      t.cardNumber = text.replace(/\s+/g, '').toUpperCase()
      if (guestId()) readIdNumber(t, travelDate)
      return
    case 'born':
      t.born = text.trim()
      if (toYmd(t.born)) {
        t.psgType = passengerTypeFromBorn(t.born, travelDate)
        fitTicket(t)
      }
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

/** Passenger types follow the day of travel (another train may be another day). */
export function retypeForDate(t: TrainTraveller, travelDate: DateInput): void {
  if (!toYmd(t.born)) return
  t.psgType = passengerTypeFromBorn(t.born, travelDate)
  fitTicket(t)
}

/**
 * Whether a traveller may take a ticket type: a child ticket is for travellers under 12 on the day
 * of travel, a student ticket for those of 12 and over; the adult ticket is for anyone. Answers
 * the reason when not.
 */
export function ticketTypeRefusal(t: TrainTraveller, ticketType: TicketType): string | null {
  if (ticketType === 2 && t.psgType === 1) return tt('tr.edit.childTooOld', { name: t.name || '—' })
  if (ticketType === 3 && t.psgType !== 1) return tt('tr.edit.studentTooYoung', { name: t.name || '—' })
  return null
}

function checkDate(value: string, label: string): string | null {
  if (!value.trim()) return validateRequired(value, label)
  return toYmd(value) && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? null : tt('tr.field.dateFormat')
}

export interface TravellerCheck {
  errors: TravellerErrors
  /** The message a toast shows first. */
  first: string | null
}

/**
 * Checks one traveller for a train on `travelDate` (`today` for the birth-date rule): the document
 * must be one trains take; guests are checked field by field for what their card type shows;
 * employees and frequent travellers need an accepted document on file, valid on the day.
 */
export function checkTrainTraveller(t: TrainTraveller, travelDate: DateInput, today: DateInput = new Date()): TravellerCheck {
  const errors: TravellerErrors = {}
  const order: TravellerField[] = []
  const put = (field: TravellerField, message: string | null) => {
    if (message && !errors[field]) {
      errors[field] = message
      order.push(field)
    }
  }
  const first = () => (order.length ? errors[order[0]] ?? null : null)
  const name = t.name.trim()
  const travel = toYmd(travelDate)

  if (!isTrainCardType(t.cardType)) {
    put('cardType', tt('tr.field.cardNotForTrains', { name: name || '—', card: cardTypeLabel(t.cardType) }))
    return { errors, first: first() }
  }

  if (t.source !== 'guest') {
    const card = t.cards.find((c) => c.cardType === t.cardType)
    if (!card) put('cardNumber', checkTravellerDocument({ name, cardType: t.cardType, cardNumber: '' }))
    else if (card.expiry && travel && toYmd(card.expiry) && compareYmd(toYmd(card.expiry)!, travel) < 0) put('expiry', tt('tr.field.expired', { name }))
    return { errors, first: first() }
  }

  put('name', validateRequired(name, tt('tr.field.name')))
  // The document first, as the spec's toasts do: 请核实{name}的身份证号码！ / 请核实{name}的证件号码！
  put('cardNumber', checkTravellerDocument({ name, cardType: t.cardType, cardNumber: t.cardNumber }))
  const vis = visibleFields(t.cardType)
  const asked = (f: CardField) => vis.fields.includes(f) && !vis.derived.includes(f)
  if (asked('engName')) {
    put('engName', validateRequired(t.engName.trim(), tt('tr.field.engName')) ?? (ENG_NAME.test(t.engName.trim()) ? null : tt('tr.field.engNameFormat')))
  }
  if (asked('sex')) put('sex', validateRequired(t.sex, tt('tr.field.sex')))
  if (asked('born')) {
    const born = toYmd(t.born)
    const now = toYmd(today)
    put('born', checkDate(t.born, tt('tr.field.born')) ?? (born && now && compareYmd(born, now) > 0 ? tt('tr.field.bornFuture') : null))
  }
  if (asked('nationality')) put('nationCode', validateRequired(t.nationCode.trim(), tt('tr.field.nation')) ?? (NATION.test(t.nationCode) ? null : tt('tr.field.nationFormat')))
  if (asked('passportPeriod') || asked('otherPeriod')) {
    const expiry = toYmd(t.expiry)
    put('expiry', checkDate(t.expiry, tt('tr.field.expiry')) ?? (expiry && travel && compareYmd(expiry, travel) < 0 ? tt('tr.field.expired', { name }) : null))
  }
  if (asked('placeOfIssue')) put('issuePlace', validateRequired(t.issuePlace.trim(), tt('tr.field.issuePlace')))
  // A passenger's own mobile is optional on a rail ticket; one given must be a mobile number.
  if (t.phone.trim()) put('phone', validateMobile(t.phone))
  return { errors, first: first() }
}

/**
 * The rules over all travellers (§5.3): at least one ("please choose a traveller"), at most 9, and
 * a child ticket only with someone on an adult or student ticket.
 */
export function checkTravellerCount(list: readonly TrainTraveller[]): string | null {
  if (!list.length) return tt('tr.edit.noTravellers')
  if (list.length > MAX_TRAIN_TRAVELLERS) return tt('tr.edit.maxTravellers', { max: MAX_TRAIN_TRAVELLERS })
  if (list.every((t) => t.ticketType === 2)) return tt('tr.edit.childAlone')
  return null
}

/** The booking payload of a traveller; the seat only when it is not the booking's. */
export function toTrainPassenger(t: TrainTraveller, bookingSeat: TrainSeatType): TrainPassengerInput {
  const ticket = { ticketType: t.ticketType, ...(t.seatType !== bookingSeat ? { seatType: t.seatType } : {}) }
  if (t.source === 'employee' && t.empId) return { empId: t.empId, cardType: t.cardType, ...ticket }
  if (t.source === 'contact' && t.contactId) return { contactId: t.contactId, cardType: t.cardType, ...ticket }
  const vis = visibleFields(t.cardType)
  const out: TrainPassengerInput = { name: t.name.trim(), cardType: t.cardType, cardNumber: t.cardNumber, psgType: t.psgType, ...ticket }
  if (t.phone.trim()) out.phone = t.phone
  if (vis.fields.includes('born') && t.born) out.born = t.born
  if (vis.fields.includes('sex') && t.sex) out.sex = t.sex
  if ((vis.fields.includes('passportPeriod') || vis.fields.includes('otherPeriod')) && t.expiry) out.cardExpiry = t.expiry
  return out
}

/** A guest kept as a frequent traveller of the booker (vipEmpContactsEdit). */
export function toContactEdit(t: TrainTraveller): ContactEditBody {
  const vis = visibleFields(t.cardType)
  const shown = (f: CardField) => vis.fields.includes(f)
  const withExpiry = shown('passportPeriod') || shown('otherPeriod')
  const body: ContactEditBody = {
    chName: t.name.trim(),
    relation: 'client',
    cards: [
      {
        cardType: t.cardType,
        cardNumber: t.cardNumber,
        ...(withExpiry && t.expiry ? { expiry: t.expiry } : {}),
        ...(shown('placeOfIssue') && t.issuePlace.trim() ? { issuePlace: t.issuePlace.trim() } : {}),
      },
    ],
  }
  if (t.phone.trim()) body.mobile = t.phone
  if (shown('engName') && t.engName.trim()) body.enName = t.engName.trim()
  if (t.sex) body.sex = t.sex
  if (t.born) body.born = t.born
  if (shown('nationality') && t.nationCode) body.nationCode = t.nationCode
  return body
}
