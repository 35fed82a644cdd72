import { t } from '../i18n/index'
import { setTabTexts } from '../platform/tab-bar'
import { BadgeStore } from './badge-store'
import { LocaleStore } from './locale-store'
import { SessionStore } from './session-store'
import { ThemeStore } from './theme-store'

const TAB_KEYS = ['common.tabHome', 'common.tabOrders', 'common.tabApproval', 'common.tabMessage', 'common.tabMine'] as const

/** Tab labels follow the language; the mini-program's native tab bar needs telling. */
function renameTabs(): void {
  setTabTexts(TAB_KEYS.map((key) => t(key)))
}

/** The stores every page shares; product stores live in their folders and are created lazily. */
export class RootStore {
  readonly locale = new LocaleStore(renameTabs)
  readonly theme = new ThemeStore()
  readonly session = new SessionStore()
  readonly badges = new BadgeStore()
}

export const rootStore = new RootStore()

export function useStores(): RootStore {
  return rootStore
}
