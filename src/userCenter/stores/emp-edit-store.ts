/**
 * /userCenter/empEdit/{id?}: adds an employee (no id) or edits one: name, English name, mobile,
 * e-mail, login name (new only), department, rank, roles (approver, booker, administrator),
 * booking scope and outside guests. A new employee's initial password comes back once and is
 * shown to the administrator. Documents are the employee's own (common information): shown masked.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateEmail, validateMobile } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import {
  vipCorpFindDetail,
  vipEmpDel,
  vipEmpEditDetail,
  vipEmpEnable,
  vipEmpFindDetail,
  vipEmpSaveDetail,
  type CorpDetailReply,
  type EmpAdminDetail,
  type EmpSaveReply,
} from '../api/company-admin-api'
import { companyAdmin } from '../i18n/company-admin'

const tt = scopedT(companyAdmin)

export type EmpEditApi = {
  corp: typeof vipCorpFindDetail
  detail: typeof vipEmpFindDetail
  add: typeof vipEmpSaveDetail
  edit: typeof vipEmpEditDetail
  disable: typeof vipEmpDel
  enable: typeof vipEmpEnable
}
const defaultApi: EmpEditApi = {
  corp: vipCorpFindDetail,
  detail: vipEmpFindDetail,
  add: vipEmpSaveDetail,
  edit: vipEmpEditDetail,
  disable: vipEmpDel,
  enable: vipEmpEnable,
}

type TextField = 'empName' | 'engName' | 'phoneNumber' | 'email' | 'loginName'
type FlagField = 'ifApprover' | 'ifBooker' | 'isAdmin' | 'bookOutside'
export type EmpField = TextField | 'empRank'

export class EmpEditStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  corp: CorpDetailReply | null = null
  current: EmpAdminDetail | null = null
  empName = ''
  engName = ''
  phoneNumber = ''
  email = ''
  loginName = ''
  deptId = ''
  empRank = ''
  ifApprover: 0 | 1 = 0
  ifBooker: 0 | 1 = 0
  isAdmin: 0 | 1 = 0
  bookOutside: 0 | 1 = 0
  bookRange: 1 | 2 | 3 | 4 = 1
  errors: Partial<Record<EmpField, string>> = {}
  saving = false
  error = ''
  /** The new employee's login and initial password, once created. */
  created: EmpSaveReply | null = null

  constructor(
    readonly id: string,
    private readonly api: EmpEditApi = defaultApi,
  ) {
    makeAutoObservable<EmpEditStore, 'api'>(this, { api: false })
  }

  get isNew(): boolean {
    return !this.id
  }

  /** Active departments to choose from, plus the employee's own even if it was disabled since. */
  get departments() {
    return (this.corp?.departments ?? []).filter((d) => d.status === 1 || d.id === this.deptId)
  }

  get deptName(): string {
    return this.corp?.departments.find((d) => d.id === this.deptId)?.name ?? ''
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const [corp, detail] = await Promise.all([this.api.corp(), this.id ? this.api.detail(this.id) : Promise.resolve(null)])
      runInAction(() => {
        this.corp = corp
        if (detail) this.fill(detail.emp)
        else if (!this.empRank) this.empRank = corp.ranks[0] ?? ''
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  private fill(emp: EmpAdminDetail): void {
    this.current = emp
    this.empName = emp.empName
    this.engName = emp.engName
    this.phoneNumber = emp.phoneNumber
    this.email = emp.email
    this.loginName = emp.loginName
    this.deptId = emp.deptId
    this.empRank = emp.empRank
    this.ifApprover = emp.ifApprover
    this.ifBooker = emp.ifBooker
    this.isAdmin = emp.isAdmin
    this.bookOutside = emp.bookOutside
    this.bookRange = emp.bookRange
  }

  set(field: TextField, value: string): void {
    this[field] = value
    delete this.errors[field]
    this.error = ''
  }

  setDept(id: string): void {
    this.deptId = id
  }

  setRank(rank: string): void {
    this.empRank = rank
    delete this.errors.empRank
  }

  setBookRange(range: 1 | 2 | 3 | 4): void {
    this.bookRange = range
    // Outside guests are part of the widest scope.
    if (range === 4) this.bookOutside = 1
  }

  toggle(field: FlagField): void {
    this[field] = this[field] ? 0 : 1
  }

  /** The form's own checks (the server checks again). */
  validate(): boolean {
    const errors: typeof this.errors = {}
    if (!this.empName.trim()) errors.empName = tt('adm.required', { label: tt('adm.f.empName') })
    const mobile = validateMobile(this.phoneNumber.trim())
    if (mobile) errors.phoneNumber = mobile
    if (this.email.trim() && validateEmail(this.email.trim())) errors.email = tt('adm.err.email')
    if (this.engName.trim() && !/^[A-Za-z /.-]{1,60}$/.test(this.engName.trim())) errors.engName = tt('adm.err.engName')
    if (this.isNew && this.loginName.trim() && !/^[A-Za-z][A-Za-z0-9._-]{3,29}$/.test(this.loginName.trim())) errors.loginName = tt('adm.err.loginName')
    if (!this.empRank) errors.empRank = tt('adm.f.pickRank')
    this.errors = errors
    return Object.keys(errors).length === 0
  }

  private body() {
    return {
      empName: this.empName.trim(),
      engName: this.engName.trim(),
      phoneNumber: this.phoneNumber.trim(),
      email: this.email.trim(),
      deptId: this.deptId,
      empRank: this.empRank,
      ifApprover: this.ifApprover,
      ifBooker: this.ifBooker,
      isAdmin: this.isAdmin,
      bookRange: this.bookRange,
      bookOutside: this.bookOutside,
    }
  }

  /** Adds or saves; true when stored (a new employee's password is then in `created`). */
  async save(): Promise<boolean> {
    if (this.saving || !this.validate()) return false
    this.saving = true
    this.error = ''
    try {
      if (this.isNew) {
        const created = await this.api.add({ ...this.body(), loginName: this.loginName.trim() })
        runInAction(() => {
          this.created = created
        })
      } else {
        const reply = await this.api.edit({ empId: this.id, ...this.body() })
        runInAction(() => this.fill(reply.emp))
      }
      runInAction(() => {
        this.saving = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.error = isApiError(e) && e.message ? e.message : tt('adm.failed')
      })
      return false
    }
  }

  /** Disables or enables the employee being edited. */
  async toggleStatus(): Promise<boolean> {
    if (!this.current || this.saving) return false
    this.saving = true
    this.error = ''
    try {
      const reply = this.current.status === 1 ? await this.api.disable(this.id) : await this.api.enable(this.id)
      runInAction(() => {
        this.fill(reply.emp)
        this.saving = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.error = isApiError(e) && e.message ? e.message : tt('adm.failed')
      })
      return false
    }
  }
}
