/**
 * /meeting: a meeting or event request to the company's travel consultants (name, city, dates,
 * attendees, rooms a night, budget, contact phone, other needs), checked here with the server's
 * rules, and my requests with the consultant's answers (serviceRequest, kind MEETING). Decision in
 * server/README.md: the spec names the screen only; a request a consultant answers is what a
 * corporate travel user expects there (会议会展 of travel management companies).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addServiceRequest, cancelServiceRequest, serviceRequestList, type ServiceRequestItem } from '../api/mine'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { PagedList } from '../../core/stores/paged-list'
import { mineDict } from '../i18n/mine'
import { MINE_PAGE_SIZE } from './paged-store'

const tt = scopedT(mineDict)

const MOBILE = /^1[3-9]\d{9}$/
const PHONE = /^0\d{2,3}-?\d{7,8}$/

/** The form as typed. */
export interface MeetingDraft {
  meetingName: string
  city: string
  dateBegin: string
  dateEnd: string
  attendees: string
  rooms: string
  budget: string
  contactPhone: string
  remark: string
}

export type MeetingField = keyof MeetingDraft

/** Messages per field. */
export type MeetingErrors = Partial<Record<MeetingField, string>>

const LIMITS = { attendees: [1, 5000], rooms: [0, 2000], budget: [0, 99999999] } as const

function wholeIn(value: string, min: number, max: number): boolean {
  return /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max
}

/** Checks the form (today: China 'YYYY-MM-DD'); an empty object when it can be sent. */
export function checkMeeting(d: MeetingDraft, today: string): MeetingErrors {
  const e: MeetingErrors = {}
  const label = (k: 'meeting.name' | 'meeting.city' | 'meeting.attendees' | 'meeting.rooms' | 'meeting.budget' | 'meeting.phone' | 'meeting.dateBegin' | 'meeting.dateEnd') => tt(k)
  if (!d.meetingName.trim()) e.meetingName = tt('error.required', { label: label('meeting.name') })
  if (!d.city.trim()) e.city = tt('error.required', { label: label('meeting.city') })
  if (!d.dateBegin) e.dateBegin = tt('error.required', { label: label('meeting.dateBegin') })
  else if (d.dateBegin < today) e.dateBegin = tt('error.datePast')
  if (!d.dateEnd) e.dateEnd = tt('error.required', { label: label('meeting.dateEnd') })
  else if (d.dateBegin && d.dateEnd < d.dateBegin) e.dateEnd = tt('error.dateOrder')
  if (!wholeIn(d.attendees.trim(), ...LIMITS.attendees)) e.attendees = tt('error.number', { label: label('meeting.attendees'), min: LIMITS.attendees[0], max: LIMITS.attendees[1] })
  if (d.rooms.trim() && !wholeIn(d.rooms.trim(), ...LIMITS.rooms)) e.rooms = tt('error.number', { label: label('meeting.rooms'), min: LIMITS.rooms[0], max: LIMITS.rooms[1] })
  if (d.budget.trim() && !wholeIn(d.budget.trim(), ...LIMITS.budget)) e.budget = tt('error.number', { label: label('meeting.budget'), min: LIMITS.budget[0], max: LIMITS.budget[1] })
  const phone = d.contactPhone.trim()
  if (!phone) e.contactPhone = tt('error.required', { label: label('meeting.phone') })
  else if (!MOBILE.test(phone) && !PHONE.test(phone)) e.contactPhone = tt('error.phone')
  return e
}

export interface MeetingApi {
  list: typeof serviceRequestList
  add: typeof addServiceRequest
  cancel: typeof cancelServiceRequest
}

export class MeetingStore {
  draft: MeetingDraft
  errors: MeetingErrors = {}
  sending = false
  /** The last failure from the server, shown above the button. */
  message = ''
  readonly requests: PagedList<ServiceRequestItem>
  private readonly api: MeetingApi

  constructor(phone: string, api: Partial<MeetingApi> = {}, private readonly now: () => number = () => Date.now()) {
    this.api = { list: serviceRequestList, add: addServiceRequest, cancel: cancelServiceRequest, ...api }
    const today = chinaTodayText(now())
    this.draft = { meetingName: '', city: '', dateBegin: addDaysText(today, 7), dateEnd: addDaysText(today, 8), attendees: '', rooms: '', budget: '', contactPhone: phone, remark: '' }
    this.requests = new PagedList((pageNum) => this.api.list('MEETING', pageNum, MINE_PAGE_SIZE), (r) => r.id)
    makeAutoObservable<MeetingStore, 'api' | 'now'>(this, { api: false, now: false, requests: false })
  }

  get today(): string {
    return chinaTodayText(this.now())
  }

  set(field: MeetingField, value: string): void {
    this.draft = { ...this.draft, [field]: value }
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined }
    this.message = ''
  }

  /** Sends the request; true when sent (the form clears, the list shows it first). */
  async submit(): Promise<boolean> {
    const errors = checkMeeting(this.draft, this.today)
    this.errors = errors
    if (Object.values(errors).some(Boolean) || this.sending) return false
    this.sending = true
    this.message = ''
    const d = this.draft
    try {
      await this.api.add({
        kind: 'MEETING',
        content: d.remark.trim(),
        meeting: {
          meetingName: d.meetingName.trim(), city: d.city.trim(), dateBegin: d.dateBegin, dateEnd: d.dateEnd,
          attendees: Number(d.attendees.trim()), rooms: Number(d.rooms.trim() || 0), budget: Number(d.budget.trim() || 0), contactPhone: d.contactPhone.trim(),
        },
      })
      runInAction(() => {
        this.draft = { ...this.draft, meetingName: '', attendees: '', rooms: '', budget: '', remark: '' }
      })
      await this.requests.reload()
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : ''
      })
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }

  /** Withdraws a request still waiting. */
  async cancel(id: string): Promise<boolean> {
    try {
      await this.api.cancel(id)
      await this.requests.reload()
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : ''
      })
      return false
    }
  }
}
