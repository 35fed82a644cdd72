/**
 * /userCenter/CommonInfo/EditVipEmpJdhy: a hotel or airline member card (hykh) of the caller. The
 * hotel cards are the hotel product's (their programmes are the brand groups), the airline cards
 * ours (one per airline); both share one shape, so one form edits either.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT, t } from '../../core/i18n/index'
import { memberCardEdit, memberCardList, type CardKind } from '../api/user-data'
import { commonInfo } from '../i18n/common-info'

const tt = scopedT(commonInfo)

export type MemberCardApi = { list: typeof memberCardList; save: typeof memberCardEdit }
const defaultApi: MemberCardApi = { list: memberCardList, save: memberCardEdit }

/** The card number rule of both card calls. */
export const HYKH = /^[A-Za-z0-9-]{4,30}$/

export class MemberCardEditStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  kind: CardKind
  plats: { interfacePlat: string; name: string }[] = []
  plat = ''
  hykh = ''
  errors: { plat?: string; hykh?: string } = {}
  saving = false
  error = ''

  constructor(
    readonly id: string,
    kind: CardKind,
    private readonly api: MemberCardApi = defaultApi,
  ) {
    this.kind = kind
    makeAutoObservable<MemberCardEditStore, 'api'>(this, { api: false })
  }

  get platName(): string {
    return this.plats.find((p) => p.interfacePlat === this.plat)?.name ?? ''
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const reply = await this.api.list(this.kind)
      runInAction(() => {
        this.plats = reply.plats
        if (this.id) {
          const card = reply.list.find((c) => c.id === this.id)
          if (!card) {
            this.status = 'notFound'
            return
          }
          this.plat = card.interfacePlat
          this.hykh = card.hykh
        }
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** Another kind has other programmes: the choice starts again (only while adding). */
  setKind(kind: CardKind): void {
    if (this.id || kind === this.kind) return
    this.kind = kind
    this.plat = ''
    void this.load()
  }

  setPlat(plat: string): void {
    this.plat = plat
    this.errors = { ...this.errors, plat: '' }
  }

  setHykh(value: string): void {
    this.hykh = value.replace(/\s+/g, '').toUpperCase()
    this.errors = { ...this.errors, hykh: '' }
    this.error = ''
  }

  validate(): boolean {
    this.errors = {
      plat: this.plat ? undefined : t('validation.required', { label: tt('ci.plat') }),
      hykh: !this.hykh ? t('validation.required', { label: tt('ci.hykh') }) : HYKH.test(this.hykh) ? undefined : tt('ci.hykhInvalid'),
    }
    return !this.errors.plat && !this.errors.hykh
  }

  async save(): Promise<boolean> {
    if (this.saving || !this.validate()) return false
    this.saving = true
    try {
      await this.api.save(this.kind, { ...(this.id ? { id: this.id } : {}), interfacePlat: this.plat, hykh: this.hykh })
      runInAction(() => (this.saving = false))
      return true
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
  }
}
