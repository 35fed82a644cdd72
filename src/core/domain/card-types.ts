/**
 * Identity-document (card) types of a traveller and the form fields each one shows
 * (booking flows §3.2). The document number itself is always shown; these fields come on top.
 */
import { t, type MessageKey } from '../i18n/index'

/** The ten card types, in the order the pickers list them. */
export const CARD_TYPES = ['NI', 'PP', 'JR', 'HX', 'TB', 'WG', 'GA', 'UU', 'GT', 'TT'] as const

export type CardType = (typeof CARD_TYPES)[number]

/** Traveller fields whose visibility depends on the card type. */
export type CardField =
  | 'name'
  | 'engName'
  | 'sex'
  | 'born'
  | 'nationality'
  | 'passportPeriod'
  | 'placeOfIssue'
  | 'otherNumber'
  | 'otherPeriod'

/** The canonical field order, so every form lays the fields out the same way. */
export const CARD_FIELDS: readonly CardField[] = [
  'name',
  'engName',
  'sex',
  'born',
  'nationality',
  'passportPeriod',
  'placeOfIssue',
  'otherNumber',
  'otherPeriod',
]

/** What a card type shows: `fields` are visible, `derived` (a subset) are shown read-only. */
export interface CardFieldVisibility {
  fields: readonly CardField[]
  derived: readonly CardField[]
}

const NONE: readonly CardField[] = []

const VISIBILITY: Record<CardType, CardFieldVisibility> = {
  // Sex and birth date are encoded in a national ID number, so the form shows them but the
  // number decides them; letting the user edit them would only create contradictions.
  NI: { fields: ['name', 'sex', 'born'], derived: ['sex', 'born'] },
  PP: {
    fields: ['name', 'engName', 'sex', 'born', 'nationality', 'passportPeriod', 'placeOfIssue'],
    derived: NONE,
  },
  JR: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
  HX: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
  TB: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
  // The spec's table gives WG a validity but no separate number: the card number is the number.
  WG: { fields: ['name', 'engName', 'sex', 'born', 'nationality', 'otherPeriod'], derived: NONE },
  GA: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
  UU: { fields: ['name', 'otherNumber'], derived: NONE },
  GT: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
  TT: { fields: ['name', 'otherNumber', 'otherPeriod'], derived: NONE },
}

const LABEL_KEYS: Record<CardType, MessageKey> = {
  NI: 'domain.cardType.NI',
  PP: 'domain.cardType.PP',
  JR: 'domain.cardType.JR',
  HX: 'domain.cardType.HX',
  TB: 'domain.cardType.TB',
  WG: 'domain.cardType.WG',
  GA: 'domain.cardType.GA',
  UU: 'domain.cardType.UU',
  GT: 'domain.cardType.GT',
  TT: 'domain.cardType.TT',
}

/** Narrows a server or storage value to a known card type. */
export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value)
}

/** The dictionary key of a card type's name, for screens that translate lazily. */
export function cardTypeLabelKey(cardType: CardType): MessageKey {
  return LABEL_KEYS[cardType]
}

/** The card type's name in the current locale; an unknown code is shown as is rather than hidden. */
export function cardTypeLabel(cardType: string): string {
  return isCardType(cardType) ? t(LABEL_KEYS[cardType]) : cardType
}

/**
 * The fields a traveller form shows for a card type. An unknown type falls back to the
 * 'other' document (UU) so the form still asks for a name and a number.
 */
export function visibleFields(cardType: string): CardFieldVisibility {
  return VISIBILITY[isCardType(cardType) ? cardType : 'UU']
}

/** Whether one field is visible for a card type. */
export function isFieldVisible(cardType: string, field: CardField): boolean {
  return visibleFields(cardType).fields.includes(field)
}

/** The mainland national ID card is the one type whose number is checked and parsed. */
export function isNationalId(cardType: string | null | undefined): boolean {
  return cardType === 'NI'
}
