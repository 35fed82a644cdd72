/**
 * /insurance/inQuery: the standalone products with the kinds as tabs (flight delay, accident,
 * travel medical, rail); the list is loaded once and filtered by the chosen kind.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/insurance'
import type { InsuranceKind, InsuranceProductListReply, StandaloneProductView } from '../api/insurance'

export type InQueryApi = Pick<typeof api, 'productList'>

export class InQueryStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadError = ''
  reply: InsuranceProductListReply | null = null
  /** The chosen tab ('' : every kind). */
  kind: InsuranceKind | '' = ''

  private readonly api: InQueryApi

  constructor(apiOverrides: Partial<InQueryApi> = {}) {
    this.api = { productList: api.productList, ...apiOverrides }
    makeAutoObservable<InQueryStore, 'api'>(this, { api: false })
  }

  get kinds() {
    return this.reply?.kinds ?? []
  }

  /** The products of the chosen tab. */
  get list(): StandaloneProductView[] {
    const all = this.reply?.list ?? []
    return this.kind ? all.filter((p) => p.kind === this.kind) : all
  }

  setKind(kind: InsuranceKind | ''): void {
    this.kind = kind
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const reply = await this.api.productList()
      runInAction(() => {
        this.reply = reply
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }
}
