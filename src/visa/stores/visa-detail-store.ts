/**
 * A visa product (/visa/detail?productId=&consularId=&tripDate=): type, entries, validity, stay,
 * processing days and price, the district, the earliest trip date against the asked one, the
 * checklists per applicant kind (the tab shown), notes, the cancellation rules, and related
 * products (VisaAssociation, read after the detail; a failure there leaves the page as it is).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { DetailResource, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/visa'
import type { ApplicantKind, VisaChecklist, VisaDetailReply, VisaListItem } from '../api/visa'

export type VisaDetailApi = Pick<typeof api, 'visaDetail' | 'visaAssociation'>

/** Product ids are 'V', the country code and two digits; anything else cannot name a visa. */
export function isVisaProductId(id: string | undefined): id is string {
  return !!id && /^V[A-Z]{2}\d{2}$/.test(id)
}

/** A consular district id ('JP-BJ'). */
export function isConsularId(id: string | undefined): id is string {
  return !!id && /^[A-Z]{2}-[A-Z]{2}$/.test(id)
}

/** A 'YYYY-MM-DD' text. */
export function isDateText(d: string | undefined): d is string {
  return !!d && /^\d{4}-\d{2}-\d{2}$/.test(d)
}

export class VisaDetailStore {
  readonly resource: DetailResource<string | undefined, VisaDetailReply>
  kind: ApplicantKind = 'EMPLOYED'
  related: VisaListItem[] = []
  private readonly api: VisaDetailApi

  constructor(
    productId: string | undefined,
    readonly consularId: string | undefined,
    readonly tripDate: string | undefined,
    apiOverrides: Partial<VisaDetailApi> = {},
  ) {
    this.api = { visaDetail: api.visaDetail, visaAssociation: api.visaAssociation, ...apiOverrides }
    this.resource = new DetailResource(productId, (id) => this.api.visaDetail({
      productId: id as string,
      ...(isConsularId(consularId) ? { consularId } : {}),
      ...(isDateText(tripDate) ? { tripDate } : {}),
    }), { valid: isVisaProductId })
    makeAutoObservable<VisaDetailStore, 'api'>(this, { api: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get visa(): VisaDetailReply | null {
    return this.resource.data
  }

  /** The checklist of the kind shown. */
  get checklist(): VisaChecklist | null {
    return this.visa?.checklists.find((c) => c.kind === this.kind) ?? null
  }

  /** The district the booking goes to: the one asked, else the first of the country. */
  get bookingConsularId(): string {
    return this.visa?.consular?.consularId ?? this.visa?.consulars[0]?.consularId ?? ''
  }

  async load(): Promise<boolean> {
    const ok = await this.resource.load()
    if (ok && this.visa) {
      try {
        const related = await this.api.visaAssociation(this.visa.productId, this.visa.tripDate)
        runInAction(() => {
          this.related = related.list
        })
      } catch {
        // Related products are a suggestion: the page stands without them.
      }
    }
    return ok
  }

  setKind(kind: ApplicantKind): void {
    this.kind = kind
  }
}
