import { REDIRECTS, ROUTES } from '../routes'
import { replayTabBar } from './tab-bar.h5'

const TAB_PATHS = new Set(ROUTES.filter((r) => r.tab).map((r) => r.route))

/**
 * H5 only, put in place of `@tarojs/components/dist/components` for Taro's router (config/index.ts):
 * the router defines the tab bar element at start-up, and that import drew Stencil and the tab bar
 * (14 KB gzip) into the first bundle every page pays for, /login included; the Stencil components'
 * style sheet (5 KB gzip, WeUI's icon font inlined) comes with it. The element is fetched on
 * its own now: at once when the first page is a tab, else once the page has loaded and the browser is
 * idle. The router has made the bar and set its `conf` by then: see defineKeepingConf.
 */
export function defineCustomElementTaroTabbar(): void {
  const define = (): void => {
    void Promise.all([
      import(/* webpackChunkName: "tab-bar" */ '@tarojs/components/dist/components/taro-tabbar.js'),
      // Taro's platform runtime imports this sheet at start-up; config/index.ts defers it to here.
      import(/* webpackChunkName: "tab-bar" */ '@tarojs/components/dist/taro-components/taro-components.css'),
    ]).then(([m]) => defineKeepingConf(m.defineCustomElement))
  }
  const path = window.location.pathname.replace(/\/+$/, '') || '/'
  if (TAB_PATHS.has(REDIRECTS[path] ?? path)) return define()
  const later = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(define, { timeout: 2000 })
    else setTimeout(define, 200)
  }
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/**
 * The router set `conf` on the bar before the element was defined, so it is a plain property of the
 * element that would hide Stencil's own once upgraded (the bar then finds no configuration). The bar
 * is taken out, upgraded, given its configuration through Stencil and put back, so it first connects
 * with it.
 */
function defineKeepingConf(define: () => void): void {
  const bars = Array.from(document.querySelectorAll('taro-tabbar')).map((el) => {
    const conf = (el as unknown as { conf?: unknown }).conf
    delete (el as unknown as { conf?: unknown }).conf
    const parent = el.parentNode
    const next = el.nextSibling
    parent?.removeChild(el)
    return { el, conf, parent, next }
  })
  define()
  for (const { el, conf, parent, next } of bars) {
    customElements.upgrade(el)
    ;(el as unknown as { conf?: unknown }).conf = conf
    parent?.insertBefore(el, next)
    whenDrawn(el, replayTabBar)
  }
}

/**
 * Runs `then` once the bar has drawn itself (it starts listening for the calls of tab-bar.h5.ts right
 * after its first render): the colour, labels and badges set before are applied again.
 */
function whenDrawn(el: Element, then: () => void, triesLeft = 300): void {
  if (el.querySelector('.weui-tabbar')) {
    setTimeout(then, 0)
    return
  }
  if (triesLeft > 0) requestAnimationFrame(() => whenDrawn(el, then, triesLeft - 1))
}
