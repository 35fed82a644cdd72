/**
 * The travellers and contact of the compact train booking forms (standby /tr/trBenchEdit and
 * transfer /tr/Transfer): the caller, colleagues within the booking scope and frequent travellers,
 * chosen with the core traveller picker and booked by reference (empId / contactId: the documents
 * on file travel, none is typed or shown whole), at most 9 (§9), plus the contact who gets the
 * notices (prefilled with the caller, phone required). Guests typed in whole are booked on the full
 * booking form (/tr/trEdit), not here.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { EmpInfo } from '../../core/api/types'
import { empFindList, type BookableEmployee, type Contact } from '../../core/api/travellers'
import { validateEmail, validateMobile } from '../../core/domain/validators'
import { scopedT } from '../../core/i18n/index'
import type { TrainPassengerInput } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'

const tt = scopedT(afterSale)

/** Travellers of one train booking (booking flows §9: up to 9). */
export const MAX_TRAIN_TRAVELLERS = 9

export interface PickedTraveller {
  /** The picker's key: 'emp-<empId>' or 'contact-<contactId>'. */
  key: string
  empId?: string
  contactId?: string
  name: string
  /** Department or the masked document, as the server sent it. */
  sub: string
  isSelf: boolean
}

export type ContactField = 'name' | 'phone' | 'email'

export type TravellersApi = { empFindList: typeof empFindList }

function fromEmployee(e: BookableEmployee): PickedTraveller {
  return { key: `emp-${e.empId}`, empId: e.empId, name: e.empName, sub: [e.deptName, e.cards[0]?.cardNumberMasked].filter(Boolean).join(' · '), isSelf: e.isSelf }
}

function fromContact(c: Contact): PickedTraveller {
  return { key: `contact-${c.contactId}`, contactId: c.contactId, name: c.chName, sub: c.cards[0]?.cardNumberMasked ?? '', isSelf: false }
}

export class TrainTravellers {
  list: PickedTraveller[] = []
  contact: Record<ContactField, string> = { name: '', phone: '', email: '' }
  contactErrors: Partial<Record<ContactField, string>> = {}
  error = ''

  private readonly api: TravellersApi

  constructor(
    private readonly self: () => EmpInfo | null,
    apiOverrides: Partial<TravellersApi> = {},
  ) {
    this.api = { empFindList, ...apiOverrides }
    makeAutoObservable<TrainTravellers, 'self' | 'api'>(this, { self: false, api: false })
  }

  get keys(): string[] {
    return this.list.map((t) => t.key)
  }

  /** Employees travelling (their ranks decide the policy). */
  get empIds(): string[] {
    return this.list.map((t) => t.empId).filter((x): x is string => !!x)
  }

  /** Colleagues can be chosen unless the scope is "only for oneself". */
  get canPickColleagues(): boolean {
    return (this.self()?.bookRange ?? 1) > 1
  }

  get hasSelf(): boolean {
    const me = this.self()?.empId
    return !!me && this.list.some((t) => t.empId === me)
  }

  get passengers(): TrainPassengerInput[] {
    return this.list.map((t) => (t.empId ? { empId: t.empId } : { contactId: t.contactId as string }))
  }

  /** The caller and the contact prefilled from the session; the search's travellers by their ids (names from the scope list). */
  async init(empIds: readonly string[] = []): Promise<void> {
    const me = this.self()
    if (me && !this.contact.name && !this.contact.phone) this.contact = { name: me.empName, phone: me.phoneNumber, email: '' }
    const wanted = empIds.filter((id) => /^\d{1,12}$/.test(id)).slice(0, MAX_TRAIN_TRAVELLERS)
    const others = wanted.filter((id) => id !== me?.empId)
    if (others.length) {
      const page = await this.api.empFindList({ pageNum: 1, count: 999 }).catch(() => null)
      runInAction(() => {
        for (const id of wanted) {
          const e = page?.list.find((x) => x.empId === id)
          if (e) this.push(fromEmployee(e))
          else if (id === me?.empId) this.addSelf()
        }
      })
    } else if (me && (wanted.length === 0 || wanted.includes(me.empId))) {
      this.addSelf()
    }
  }

  private push(t: PickedTraveller): string | null {
    if (this.list.some((x) => x.key === t.key || (t.empId && x.empId === t.empId))) return tt('tr.form.alreadyAdded', { name: t.name })
    if (this.list.length >= MAX_TRAIN_TRAVELLERS) return tt('tr.form.maxTravellers', { max: MAX_TRAIN_TRAVELLERS })
    this.list = [...this.list, t]
    this.error = ''
    return null
  }

  /** Adds the caller (from the session: the documents on file go with the empId). */
  addSelf(): string | null {
    const me = this.self()
    if (!me) return null
    return this.push({ key: `emp-${me.empId}`, empId: me.empId, name: me.empName, sub: me.deptName, isSelf: true })
  }

  /** The core picker's toggle: adds or removes; answers a message when it cannot add. */
  toggle(item: BookableEmployee | Contact, selected: boolean, key: string): string | null {
    if (!selected) {
      this.remove(key)
      return null
    }
    return 'empId' in item ? this.push(fromEmployee(item)) : this.push(fromContact(item))
  }

  remove(key: string): void {
    this.list = this.list.filter((t) => t.key !== key)
  }

  setContact(field: ContactField, value: string): void {
    this.contact = { ...this.contact, [field]: value }
    this.contactErrors = { ...this.contactErrors, [field]: undefined }
  }

  /** The first problem of travellers and contact (and every field's message on the form), or null. */
  validate(): string | null {
    const errors: Partial<Record<ContactField, string>> = {}
    if (!this.contact.name.trim()) errors.name = tt('tr.form.contactNameRequired')
    const phone = this.contact.phone.trim()
    if (!phone) errors.phone = tt('tr.form.contactPhoneRequired')
    else {
      const bad = validateMobile(phone)
      if (bad) errors.phone = bad
    }
    const email = this.contact.email.trim()
    if (email) {
      const bad = validateEmail(email)
      if (bad) errors.email = bad
    }
    this.contactErrors = errors
    this.error = this.list.length ? '' : tt('tr.form.noTravellers')
    return this.error || errors.name || errors.phone || errors.email || null
  }

  /** The contact as the booking sends it. */
  get contactInput(): { name: string; phone: string; email?: string } {
    const email = this.contact.email.trim()
    return { name: this.contact.name.trim(), phone: this.contact.phone.trim(), ...(email ? { email } : {}) }
  }
}
