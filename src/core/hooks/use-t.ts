import { t as translate, type MessageKey, type Params } from '../i18n/index'
import { rootStore } from '../stores/root-store'

/**
 * `t` for components. Reading the observable locale here makes the calling observer re-render when
 * the language changes.
 */
export function useT(): (key: MessageKey, params?: Params) => string {
  void rootStore.locale.locale
  return translate
}
