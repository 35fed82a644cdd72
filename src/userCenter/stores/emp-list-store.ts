/**
 * /userCenter/empList: the company's employees for an administrator, searched by name, mobile or
 * number, filtered by status, paged; disable and enable from the row.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { PagedList } from '../../core/stores/paged-list'
import { vipEmpDel, vipEmpEnable, vipEmpFindList, type EmpAdminRow } from '../api/company-admin-api'
import { companyAdmin } from '../i18n/company-admin'

const tt = scopedT(companyAdmin)

/** Rows a page. */
export const EMP_PAGE_SIZE = 20

export type EmpListApi = { list: typeof vipEmpFindList; disable: typeof vipEmpDel; enable: typeof vipEmpEnable }
const defaultApi: EmpListApi = { list: vipEmpFindList, disable: vipEmpDel, enable: vipEmpEnable }

/** Which employees the list shows. */
export type EmpFilter = 'all' | 'active' | 'disabled'

export class EmpListStore {
  keywords = ''
  filter: EmpFilter = 'all'
  /** The row being switched on or off. */
  busyId = ''
  error = ''
  readonly paged: PagedList<EmpAdminRow>

  constructor(private readonly api: EmpListApi = defaultApi) {
    this.paged = new PagedList(
      (pageNum) =>
        this.api.list({
          keywords: this.keywords.trim() || undefined,
          status: this.filter === 'active' ? 1 : this.filter === 'disabled' ? 2 : undefined,
          pageNum,
          count: EMP_PAGE_SIZE,
        }),
      (e) => e.empId,
    )
    makeAutoObservable<EmpListStore, 'api'>(this, { api: false, paged: false })
  }

  setKeywords(value: string): void {
    this.keywords = value
  }

  async search(): Promise<void> {
    await this.paged.restart()
  }

  async setFilter(filter: EmpFilter): Promise<void> {
    if (this.filter === filter) return
    this.filter = filter
    await this.paged.restart()
  }

  /** Disables an active employee or enables a disabled one; the row shows the new status. */
  async toggle(row: EmpAdminRow): Promise<boolean> {
    if (this.busyId) return false
    this.busyId = row.empId
    this.error = ''
    try {
      const reply = row.status === 1 ? await this.api.disable(row.empId) : await this.api.enable(row.empId)
      runInAction(() => {
        const item = this.paged.items.find((i) => i.empId === row.empId)
        if (item) item.status = reply.emp.status
        this.busyId = ''
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.busyId = ''
        this.error = isApiError(e) && e.message ? e.message : tt('adm.failed')
      })
      return false
    }
  }
}
