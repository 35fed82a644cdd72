/**
 * /userCenter/CommonInfo/EditContact: one frequent traveller with several documents (booking flows
 * §3.1, §3.2). Which person fields the form asks for follows the documents on it (card-types.ts
 * visibleFields): a passport or a foreign permanent resident card brings the English name (surname
 * and given names, joined on a slash and upper-cased), sex, birth date and nationality; a national
 * ID card decides sex and birth date itself. Each document asks for its own validity and, for
 * passports, the place of issue. Stored numbers are never shown whole in lists; the edit form
 * reads them whole for its owner (vipEmpContactsDetail).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { vipEmpContactsDetail, vipEmpContactsEdit, type ContactDetail, type ContactEditBody } from '../../core/api/travellers'
import { CARD_TYPES, isCardType, visibleFields, type CardField, type CardType } from '../../core/domain/card-types'
import { chinaTodayText } from '../../core/domain/calendar-date'
import { parseIdCard } from '../../core/domain/id-card'
import { splitEnglishName } from '../../core/domain/passenger'
import { checkTravellerDocument, validateEmail, validateEnglishName, validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT, t } from '../../core/i18n/index'
import { commonInfo } from '../i18n/common-info'

const tt = scopedT(commonInfo)

/** Relations a frequent traveller can have to its owner. */
export const RELATIONS = ['colleague', 'family', 'client', 'other'] as const
export type Relation = (typeof RELATIONS)[number]

/** One document on the form. */
export interface DocumentDraft {
  key: string
  /** The stored card this row edits ('' for a new one). */
  cardId: string
  cardType: CardType
  /** What the user typed; empty on a stored card keeps the stored number. */
  cardNumber: string
  /** The stored number as the list shows it (masked), '' for a new one. */
  onFile: string
  expiry: string
  issuePlace: string
}

export type ContactApi = { detail: typeof vipEmpContactsDetail; save: typeof vipEmpContactsEdit }
const defaultApi: ContactApi = { detail: vipEmpContactsDetail, save: vipEmpContactsEdit }

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** 'E12345678' → 'E1*****78', '110101199005171234' → '1101**********1234': the hint of a kept number. */
export function maskNumber(cardType: string, number: string): string {
  if (!number) return ''
  if (cardType === 'NI') return number.length > 8 ? `${number.slice(0, 4)}${'*'.repeat(number.length - 8)}${number.slice(-4)}` : number
  return number.length > 4 ? `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}` : number
}

export class ContactEditStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'ready'
  loadError = ''
  chName = ''
  surName = ''
  givenName = ''
  sex: '' | 'M' | 'F' = ''
  born = ''
  nationCode = 'CN'
  mobile = ''
  email = ''
  relation: Relation = 'other'
  documents: DocumentDraft[] = []
  errors: Record<string, string> = {}
  saving = false
  error = ''
  private seq = 0

  constructor(
    readonly id: string,
    private readonly api: ContactApi = defaultApi,
    private readonly today: () => string = () => chinaTodayText(),
  ) {
    makeAutoObservable<ContactEditStore, 'api' | 'today' | 'seq'>(this, { api: false, today: false, seq: false })
    if (id) this.status = 'loading'
    else this.addDocument('NI')
  }

  get isNew(): boolean {
    return !this.id
  }

  /** The person fields the documents on the form ask for (union of their visible fields). */
  get personFields(): ReadonlySet<CardField> {
    const out = new Set<CardField>()
    for (const d of this.documents) for (const f of visibleFields(d.cardType).fields) out.add(f)
    return out
  }

  /** Sex and birth date read from a valid national ID number on the form, else null. */
  get idFacts(): { sex: 'M' | 'F'; born: string } | null {
    const ni = this.documents.find((d) => d.cardType === 'NI' && d.cardNumber)
    if (!ni) return null
    const parsed = parseIdCard(ni.cardNumber, this.today())
    return parsed.ok ? { sex: parsed.sex, born: parsed.born } : null
  }

  /** Whether a national ID card decides sex and birth date (typed or on file). */
  get hasNationalId(): boolean {
    return this.documents.some((d) => d.cardType === 'NI')
  }

  /** Card types not yet on the form (each type once, as the server keeps them). */
  get freeTypes(): CardType[] {
    return CARD_TYPES.filter((c) => !this.documents.some((d) => d.cardType === c))
  }

  async load(): Promise<void> {
    if (!this.id) return
    this.status = 'loading'
    try {
      const c = await this.api.detail(this.id)
      runInAction(() => this.fill(c))
    } catch (e) {
      runInAction(() => {
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  private fill(c: ContactDetail): void {
    const { surName, givenName } = splitEnglishName(c.enName)
    this.chName = c.chName
    this.surName = surName
    this.givenName = givenName
    this.sex = c.sex === 'M' || c.sex === 'F' ? c.sex : ''
    this.born = c.born
    this.nationCode = c.nationCode || 'CN'
    this.mobile = c.mobile
    this.email = c.email
    this.relation = (RELATIONS as readonly string[]).includes(c.relation) ? (c.relation as Relation) : 'other'
    this.documents = c.cards.filter((k) => isCardType(k.cardType)).map((k) => ({
      key: this.nextKey(),
      cardId: k.cardId,
      cardType: k.cardType,
      cardNumber: '',
      onFile: maskNumber(k.cardType, k.cardNumber),
      expiry: k.expiry,
      issuePlace: k.issuePlace,
    }))
    this.status = 'ready'
  }

  private nextKey(): string {
    this.seq += 1
    return `doc-${this.seq}`
  }

  set(field: 'chName' | 'surName' | 'givenName' | 'born' | 'nationCode' | 'mobile' | 'email', value: string): void {
    const v = field === 'surName' || field === 'givenName' || field === 'nationCode' ? value.toUpperCase() : value
    this[field] = field === 'mobile' ? v.replace(/\s+/g, '') : v
    this.clear(field === 'surName' || field === 'givenName' ? 'engName' : field)
  }

  setSex(sex: 'M' | 'F'): void {
    this.sex = sex
    this.clear('sex')
  }

  setRelation(relation: Relation): void {
    this.relation = relation
  }

  /** Adds a document of `type`, or of the first type not on the form yet. */
  addDocument(type?: CardType): void {
    const cardType = type && this.freeTypes.includes(type) ? type : this.freeTypes[0]
    if (!cardType) return
    this.documents.push({ key: this.nextKey(), cardId: '', cardType, cardNumber: '', onFile: '', expiry: '', issuePlace: '' })
    this.clear('documents')
  }

  removeDocument(key: string): void {
    this.documents = this.documents.filter((d) => d.key !== key)
  }

  /** Changes a row's type: a different document, so the number on file no longer applies. */
  setDocumentType(key: string, cardType: CardType): string | null {
    const doc = this.documents.find((d) => d.key === key)
    if (!doc || doc.cardType === cardType) return null
    if (this.documents.some((d) => d.cardType === cardType)) return tt('ci.typeTaken')
    doc.cardType = cardType
    doc.cardId = ''
    doc.onFile = ''
    doc.cardNumber = ''
    return null
  }

  setDocument(key: string, field: 'cardNumber' | 'expiry' | 'issuePlace', value: string): void {
    const doc = this.documents.find((d) => d.key === key)
    if (!doc) return
    doc[field] = field === 'cardNumber' ? value.replace(/\s+/g, '').toUpperCase() : value
    this.clear(`${key}.${field}`)
  }

  private clear(key: string): void {
    if (this.errors[key]) this.errors = { ...this.errors, [key]: '' }
    this.error = ''
  }

  private dateError(value: string, label: string): string | null {
    return validateRequired(value, label) ?? (DATE.test(value) ? null : tt('ci.dateInvalid'))
  }

  /** Checks the form; errors go under their fields. True when it can be sent. */
  validate(): boolean {
    const e: Record<string, string> = {}
    const put = (key: string, message: string | null) => {
      if (message && !e[key]) e[key] = message
    }
    const name = this.chName.trim()
    put('chName', validateRequired(name, tt('ci.name')))
    const shown = this.personFields
    if (shown.has('engName')) {
      put('engName', validateRequired(this.surName.trim(), tt('ci.surName')) ?? validateRequired(this.givenName.trim(), tt('ci.givenName')))
      put('engName', validateEnglishName(`${this.surName.trim()}/${this.givenName.trim()}`))
    }
    if (!this.hasNationalId) {
      if (shown.has('sex') && !this.sex) put('sex', validateRequired('', tt('ci.sex')))
      if (shown.has('born')) put('born', this.dateError(this.born, tt('ci.born')))
    }
    if (shown.has('nationality')) put('nationCode', validateRequired(this.nationCode, tt('ci.nation')) ?? (/^[A-Z]{2}$/.test(this.nationCode) ? null : tt('ci.nationPh')))
    if (this.mobile) put('mobile', validateMobile(this.mobile))
    if (this.email) put('email', validateEmail(this.email))
    if (this.documents.length === 0) put('documents', tt('ci.needDocument'))
    const today = this.today()
    for (const d of this.documents) {
      const vis = visibleFields(d.cardType).fields
      // A stored number left empty is kept as it is; anything typed is checked with the spec's toast wording.
      if (d.cardNumber || !d.cardId) put(`${d.key}.cardNumber`, checkTravellerDocument({ name: name || tt('ci.name'), cardType: d.cardType, cardNumber: d.cardNumber }))
      const periodLabel = vis.includes('passportPeriod') ? tt('ci.passportPeriod') : tt('ci.otherPeriod')
      if (vis.includes('passportPeriod') || vis.includes('otherPeriod')) {
        put(`${d.key}.expiry`, this.dateError(d.expiry, periodLabel) ?? (d.expiry <= today ? tt('ci.expired') : null))
      }
      if (vis.includes('placeOfIssue')) put(`${d.key}.issuePlace`, validateRequired(d.issuePlace.trim(), tt('ci.issuePlace')))
    }
    this.errors = e
    return Object.values(e).every((m) => !m)
  }

  /** The request: only the fields the documents show, so a hidden field never travels. */
  toBody(): ContactEditBody {
    const shown = this.personFields
    const body: ContactEditBody = {
      chName: this.chName.trim(),
      relation: this.relation,
      mobile: this.mobile,
      email: this.email.trim(),
      cards: this.documents.map((d) => {
        const vis = visibleFields(d.cardType).fields
        return {
          ...(d.cardId ? { cardId: d.cardId } : {}),
          cardType: d.cardType,
          ...(d.cardNumber ? { cardNumber: d.cardNumber } : {}),
          ...((vis.includes('passportPeriod') || vis.includes('otherPeriod')) && d.expiry ? { expiry: d.expiry } : {}),
          ...(vis.includes('placeOfIssue') && d.issuePlace.trim() ? { issuePlace: d.issuePlace.trim() } : {}),
        }
      }),
    }
    if (this.id) body.id = this.id
    if (shown.has('engName')) body.enName = `${this.surName.trim()}/${this.givenName.trim()}`.toUpperCase()
    if (!this.hasNationalId) {
      if (shown.has('sex') && this.sex) body.sex = this.sex
      if (shown.has('born') && this.born) body.born = this.born
    }
    if (shown.has('nationality')) body.nationCode = this.nationCode
    return body
  }

  /** Sends the form; true once saved. The server's refusal shows as the banner, the fields keep their values. */
  async save(): Promise<boolean> {
    if (this.saving || !this.validate()) return false
    this.saving = true
    try {
      await this.api.save(this.toBody())
      runInAction(() => (this.saving = false))
      return true
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
  }
}
