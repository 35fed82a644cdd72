/**
 * Switching between the companies of a group (getVipCorpsByEmpNo, sso4ParnetCorpId). The settings
 * offer the switch only when the person has an active account in more than one company of the
 * group; the switch screen lists them with the current one ticked. A switch goes through the
 * session store (the new token replaces the old, the user info is the new account's), then the
 * company's look, rights and badges are loaded again and the app starts over on home.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { getVipCorpsByEmpNo, GroupCorp } from '../../core/api/company-group'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import type { SessionStore } from '../../core/stores/session-store'
import { companySwitch } from '../i18n/company-switch'

const tt = scopedT(companySwitch)

export interface CompanySwitchDeps {
  list: typeof getVipCorpsByEmpNo
  session: Pick<SessionStore, 'switchCompany' | 'loadUserInfo' | 'token'>
  /** After a switch: reload the company's look, rights and badges, and start over where the user must go. */
  restart: (mustChangePassword: boolean) => Promise<void>
}

/** A company's names in the language on screen (the list carries both, so a language switch needs no reload). */
export function corpNames(corp: GroupCorp, en: boolean): { short: string; full: string } {
  return en ? { short: corp.shortNameEn, full: corp.fullnameEn } : { short: corp.shortNameZh, full: corp.fullnameZh }
}

/** The server's tips when it gave some (they are in the user's language), else ours. */
function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.tips ? e.tips : fallback
}

export class CompanySwitchStore {
  corps: GroupCorp[] = []
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  loadError = ''
  /** The company being switched to, while the switch runs. */
  switchingTo: string | null = null
  switchError = ''
  /** The server switched but the new account's details did not load: retrying loads them. */
  switchedPending = false

  constructor(private readonly deps: CompanySwitchDeps) {
    makeAutoObservable<CompanySwitchStore, 'deps'>(this, { deps: false })
  }

  /** More than one company to choose from: only then is the switch offered. */
  get canSwitch(): boolean {
    return this.corps.length > 1
  }

  get current(): GroupCorp | undefined {
    return this.corps.find((c) => c.current === 1)
  }

  get busy(): boolean {
    return this.switchingTo !== null
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.loadError = ''
    try {
      const { list } = await this.deps.list()
      runInAction(() => {
        this.corps = list
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = messageOf(e, tt('cs.loadFailed'))
      })
    }
  }

  /** Switches to `corp` (the page has asked for confirmation). False: the error is in switchError. */
  async switchTo(corp: GroupCorp): Promise<boolean> {
    if (this.busy || corp.current === 1) return false
    this.switchingTo = corp.corpId
    this.switchError = ''
    const before = this.deps.session.token
    let mustChangePassword: boolean
    try {
      mustChangePassword = (await this.deps.session.switchCompany(corp.corpId)).mustChangePassword
    } catch (e) {
      // A refusal leaves the old session; a switch that went through but whose user info failed does not.
      const switched = this.deps.session.token !== before
      runInAction(() => {
        this.switchingTo = null
        this.switchedPending = switched
        this.switchError = switched ? tt('cs.infoFailed') : messageOf(e, tt('cs.failed'))
      })
      return false
    }
    await this.deps.restart(mustChangePassword)
    runInAction(() => {
      this.switchingTo = null
    })
    return true
  }

  /** After "switched, details failed": load the account's details again and go on. */
  async resume(): Promise<boolean> {
    if (this.busy) return false
    this.switchingTo = 'resume'
    this.switchError = ''
    try {
      await this.deps.session.loadUserInfo()
    } catch (e) {
      runInAction(() => {
        this.switchingTo = null
        this.switchError = messageOf(e, tt('cs.infoFailed'))
      })
      return false
    }
    runInAction(() => {
      this.switchedPending = false
    })
    await this.deps.restart(false)
    runInAction(() => {
      this.switchingTo = null
    })
    return true
  }
}
