/**
 * /userCenter/company: the company with its departments, cost centres and projects; an
 * administrator adds, renames and disables them in a sheet (vipCorpItemEdit).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { vipCorpFindDetail, vipCorpItemEdit, type CorpDetailReply, type CorpItem, type CorpItemKind } from '../api/company-admin-api'
import { companyAdmin } from '../i18n/company-admin'

const tt = scopedT(companyAdmin)

export type CompanyApi = { detail: typeof vipCorpFindDetail; edit: typeof vipCorpItemEdit }
const defaultApi: CompanyApi = { detail: vipCorpFindDetail, edit: vipCorpItemEdit }

/** What the edit sheet holds: a new item (no id) or an existing one. */
export interface ItemDraft {
  kind: CorpItemKind
  id: string
  code: string
  name: string
  nameEn: string
  parentId: string
}

/** The company screen: the data and the edit sheet. */
export class CompanyStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  detail: CorpDetailReply | null = null
  tab: CorpItemKind = 'dept'
  draft: ItemDraft | null = null
  draftErrors: Partial<Record<'code' | 'name', string>> = {}
  saving = false
  error = ''

  constructor(private readonly api: CompanyApi = defaultApi) {
    makeAutoObservable<CompanyStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    try {
      const detail = await this.api.detail()
      runInAction(() => {
        this.detail = detail
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        // 4004: not an administrator (the page shows the not-open notice before asking) or no company.
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  setTab(tab: CorpItemKind): void {
    this.tab = tab
  }

  get items(): CorpItem[] {
    if (!this.detail) return []
    return this.tab === 'dept' ? this.detail.departments : this.tab === 'costCenter' ? this.detail.costCenters : this.detail.projects
  }

  /** Department names by id (for the parent of a department and the department of a cost centre). */
  deptName(id: string): string {
    return this.detail?.departments.find((d) => d.id === id)?.name ?? ''
  }

  startAdd(): void {
    this.draft = { kind: this.tab, id: '', code: '', name: '', nameEn: '', parentId: '' }
    this.draftErrors = {}
    this.error = ''
  }

  startEdit(item: CorpItem): void {
    this.draft = { kind: this.tab, id: item.id, code: item.code, name: item.nameZh, nameEn: item.nameEn, parentId: item.parentId }
    this.draftErrors = {}
    this.error = ''
  }

  closeDraft(): void {
    this.draft = null
  }

  setDraft<K extends 'code' | 'name' | 'nameEn' | 'parentId'>(field: K, value: string): void {
    if (!this.draft) return
    this.draft[field] = value
    if (field === 'code') delete this.draftErrors.code
    if (field === 'name') delete this.draftErrors.name
    this.error = ''
  }

  /** Adds or saves the draft; true when it was stored. */
  async saveDraft(): Promise<boolean> {
    const d = this.draft
    if (!d || this.saving) return false
    const errors: typeof this.draftErrors = {}
    if (!d.id && !/^[A-Za-z0-9_-]{1,20}$/.test(d.code.trim())) errors.code = tt('adm.required', { label: tt('adm.code') })
    if (!d.name.trim()) errors.name = tt('adm.required', { label: tt('adm.name') })
    this.draftErrors = errors
    if (Object.keys(errors).length > 0) return false
    return this.send({
      kind: d.kind,
      ...(d.id ? { id: d.id } : { code: d.code.trim() }),
      name: d.name.trim(),
      nameEn: d.nameEn.trim(),
      ...(d.kind === 'project' ? {} : { parentId: d.parentId }),
    }, true)
  }

  /** Disables or enables an item as it is (name kept). */
  async toggle(item: CorpItem): Promise<boolean> {
    return this.send({ kind: this.tab, id: item.id, name: item.nameZh, nameEn: item.nameEn, status: item.status === 1 ? 0 : 1 }, false)
  }

  private async send(body: Parameters<CompanyApi['edit']>[0], closes: boolean): Promise<boolean> {
    this.saving = true
    this.error = ''
    try {
      await this.api.edit(body)
      const detail = await this.api.detail()
      runInAction(() => {
        this.detail = detail
        this.saving = false
        if (closes) this.draft = null
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
