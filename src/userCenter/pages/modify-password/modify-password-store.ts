import { makeAutoObservable, runInAction } from 'mobx'
import { vipEmpEditPwd } from '../../../core/api/auth'
import { validatePassword, validatePasswordConfirm, validateRequired } from '../../../core/domain/validators'
import { scopedT } from '../../../core/i18n/index'
import { accountPagesWords } from '../../i18n/account-pages'

const tu = scopedT(accountPagesWords)

type Field = 'oldPwd' | 'pwd' | 'confirm'

/** Change password; the server then ends every session, so success means logging in again. */
export class ModifyPasswordStore {
  oldPwd = ''
  pwd = ''
  confirm = ''
  errors: Partial<Record<Field, string>> = {}
  submitting = false

  constructor(private readonly edit: typeof vipEmpEditPwd = vipEmpEditPwd) {
    makeAutoObservable(this)
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.errors[field] = undefined
  }

  validate(): boolean {
    const e: Partial<Record<Field, string>> = {}
    e.oldPwd = validateRequired(this.oldPwd, tu('shell.currentPassword')) ?? undefined
    e.pwd = validatePassword(this.pwd) ?? undefined
    if (!e.pwd && this.pwd === this.oldPwd) e.pwd = tu('shell.samePassword')
    e.confirm = validatePasswordConfirm(this.pwd, this.confirm) ?? undefined
    for (const k of Object.keys(e) as Field[]) if (!e[k]) delete e[k]
    this.errors = e
    return Object.keys(e).length === 0
  }

  /** true when changed; on failure the fields keep what was typed. */
  async submit(): Promise<boolean> {
    if (this.submitting || !this.validate()) return false
    this.submitting = true
    try {
      await this.edit(this.oldPwd, this.pwd)
      return true
    } catch {
      return false
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }
}
