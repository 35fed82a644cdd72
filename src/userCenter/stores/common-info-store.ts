/**
 * /userCenter/CommonInfo: the caller's frequent travellers (the same list every booking's traveller
 * picker shows: vipEmpContactsPage), delivery addresses and hotel and airline member cards, one tab
 * each, loaded when the tab is first shown and again after an edit screen returns.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { vipEmpContactsDel, vipEmpContactsPage, type Contact } from '../../core/api/travellers'
import { isApiError } from '../../core/http/envelope'
import { t } from '../../core/i18n/index'
import { PagedList } from '../../core/stores/paged-list'
import { addressDelete, addressList, memberCardDelete, memberCardList, type AddressView, type CardKind } from '../api/user-data'

export type CommonInfoTab = 'contacts' | 'addresses' | 'cards'
export const TABS: readonly CommonInfoTab[] = ['contacts', 'addresses', 'cards']

/** A member card as the list shows it. */
export interface CardRow {
  id: string
  kind: CardKind
  plat: string
  platName: string
  hykh: string
}

export type CommonInfoApi = {
  contacts: typeof vipEmpContactsPage
  deleteContact: typeof vipEmpContactsDel
  addresses: typeof addressList
  deleteAddress: typeof addressDelete
  cards: typeof memberCardList
  deleteCard: typeof memberCardDelete
}

const defaultApi: CommonInfoApi = {
  contacts: vipEmpContactsPage,
  deleteContact: vipEmpContactsDel,
  addresses: addressList,
  deleteAddress: addressDelete,
  cards: memberCardList,
  deleteCard: memberCardDelete,
}

type Status = 'idle' | 'loading' | 'ready' | 'error'

/** '13911112222' → '139****2222' (lists never show a whole number, even the owner's). */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

export class CommonInfoStore {
  tab: CommonInfoTab = 'contacts'
  readonly contacts: PagedList<Contact>
  addresses: AddressView[] = []
  addressStatus: Status = 'idle'
  cards: CardRow[] = []
  cardStatus: Status = 'idle'
  error = ''

  constructor(private readonly api: CommonInfoApi = defaultApi) {
    this.contacts = new PagedList<Contact>(async (pageNum) => this.api.contacts({ pageNum, count: 20 }), (c) => c.contactId)
    makeAutoObservable<CommonInfoStore, 'api'>(this, { api: false, contacts: false })
  }

  setTab(tab: CommonInfoTab): void {
    this.tab = tab
    void this.ensure(tab)
  }

  /** Loads a tab the first time it is shown. */
  async ensure(tab: CommonInfoTab): Promise<void> {
    if (tab === 'contacts' && this.contacts.status === 'idle') await this.contacts.reload()
    if (tab === 'addresses' && this.addressStatus === 'idle') await this.loadAddresses()
    if (tab === 'cards' && this.cardStatus === 'idle') await this.loadCards()
  }

  /** Reloads the shown tab (an edit screen may have changed it). */
  async refresh(): Promise<void> {
    if (this.tab === 'contacts') await this.contacts.reload()
    if (this.tab === 'addresses') await this.loadAddresses()
    if (this.tab === 'cards') await this.loadCards()
  }

  async loadAddresses(): Promise<void> {
    this.addressStatus = 'loading'
    try {
      const reply = await this.api.addresses()
      runInAction(() => {
        this.addresses = reply.list
        this.addressStatus = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.addressStatus = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  async loadCards(): Promise<void> {
    this.cardStatus = 'loading'
    try {
      const [hotel, airline] = await Promise.all([this.api.cards('hotel'), this.api.cards('airline')])
      const rows = (kind: CardKind, list: typeof hotel.list): CardRow[] =>
        list.map((c) => ({ id: c.id, kind, plat: c.interfacePlat, platName: c.platName, hykh: c.hykh }))
      runInAction(() => {
        this.cards = [...rows('hotel', hotel.list), ...rows('airline', airline.list)]
        this.cardStatus = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.cardStatus = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  /** Deletes one entry of the shown kind; answers the message to show when it fails. */
  async remove(kind: 'contact' | 'address' | CardKind, id: string): Promise<string | null> {
    try {
      if (kind === 'contact') await this.api.deleteContact(id)
      else if (kind === 'address') await this.api.deleteAddress(id)
      else await this.api.deleteCard(kind, id)
    } catch (e) {
      return isApiError(e) && e.message ? e.message : t('account.failed')
    }
    if (kind === 'contact') await this.contacts.reload()
    else if (kind === 'address') await this.loadAddresses()
    else await this.loadCards()
    return null
  }
}
