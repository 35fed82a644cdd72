/**
 * /userCenter/invitEmployees: the administrator's invitation link (vipEmpInvite). A link is made
 * when the screen opens and again on request; the absolute URL is the current origin's /Invitation.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { vipEmpInvite, type InviteReply } from '../api/company-admin-api'
import { companyAdmin } from '../i18n/company-admin'

const tt = scopedT(companyAdmin)

export type InviteApi = { invite: typeof vipEmpInvite }

export class InviteStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  invite: InviteReply | null = null
  error = ''

  constructor(
    /** Where the app is served (H5 origin, or the configured web address for the mini-program). */
    private readonly origin: string,
    private readonly api: InviteApi = { invite: vipEmpInvite },
  ) {
    makeAutoObservable<InviteStore, 'api' | 'origin'>(this, { api: false, origin: false })
  }

  /** The link to share: absolute when the origin is known. */
  get url(): string {
    if (!this.invite) return ''
    return `${this.origin.replace(/\/+$/, '')}${this.invite.path}`
  }

  async create(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const invite = await this.api.invite()
      runInAction(() => {
        this.invite = invite
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('adm.inviteFailed')
      })
    }
  }
}
