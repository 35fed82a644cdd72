import { scopedT, t as translate, type MessageKey, type Params } from '../i18n/index'
import { rootStore } from '../stores/root-store'

/**
 * `t` for components. Reading the observable locale here makes the calling observer re-render when
 * the language changes.
 */
export function useT(): (key: MessageKey, params?: Params) => string {
  void rootStore.locale.locale
  return translate
}

/** `scopedT` for components of a product folder; re-renders its observer on a language change. */
export function useScopedT<D extends { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }>(dict: D) {
  void rootStore.locale.locale
  return scopedT(dict)
}
