import { type PropsWithChildren, useEffect } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { CHANGE_PASSWORD_ROUTE, guardDecision } from '../guard'
import { useT } from '../hooks/use-t'
import { relaunch } from '../platform/nav'
import { setTabSelectedColor } from '../platform/tab-bar'
import { resolveRoute, routeOfPage, type RouteDef } from '../routes'
import { useStores } from '../stores/root-store'
import { NavBar } from './nav-bar'
import { StateView } from './state-view'
import './page-shell.scss'

export interface PageShellProps {
  title: string
  className?: string
  /** Draw the H5 title bar (off for login and the tab pages that draw their own header). */
  nav?: boolean
  /**
   * The page is landing a fresh sign-in itself (the login form): the guard does not send this
   * signed-in /login to /home meanwhile, which would relaunch twice.
   */
  landing?: boolean
}

function useRouteDef(): RouteDef | undefined {
  const router = useRouter()
  const path = router.path.split('?')[0]
  return routeOfPage(path) ?? resolveRoute(path)?.def
}

/**
 * Every page's root: company theme variables, title, the route guard and the not-open notice.
 * Theme variables sit on the root view so both targets theme the same way.
 */
export const PageShell = observer(function PageShell({ title, className, nav = true, landing = false, children }: PropsWithChildren<PageShellProps>) {
  const { session, theme, locale, badges } = useStores()
  const t = useT()
  const def = useRouteDef()
  const guarded = guardDecision(def, {
    loggedIn: session.loggedIn,
    visitorMode: theme.visitorMode,
    settingsLoaded: theme.loaded,
    mustChangePassword: session.mustChangePassword,
    can: (p) => session.can(p),
  })
  const decision = landing && (guarded === 'to-home' || guarded === 'to-change-password') ? 'allow' : guarded

  const corpNo = useRouter().params.corpNo
  useEffect(() => {
    // The company code goes along, so the login page shows that company's look and notice.
    if (decision === 'to-login') void relaunch('/login', corpNo ? { corpNo } : undefined)
    else if (decision === 'to-home') void relaunch('/home')
    else if (decision === 'to-change-password') void relaunch(CHANGE_PASSWORD_ROUTE, { force: 1 })
  }, [decision])

  useDidShow(() => {
    if (!def?.tab) return
    locale.syncTabs()
    // A tab bar exists only on tab pages: counts that changed elsewhere (a decision, a read message) land now.
    badges.syncTabs()
  })
  // The selected tab takes the company colour (app-wide once set), also when page settings arrive late.
  useEffect(() => {
    if (def?.tab) setTabSelectedColor(theme.theme.mainColor)
  }, [theme.theme.mainColor])

  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  const showBack = !!def && !def.tab && def.route !== '/login'
  return (
    // tabIndex: a page of tappable rows only still lets a keyboard reach it and scroll it (axe
    // scrollable-region-focusable); the mini-program's template does not bind it.
    <View className={`page-shell ${className ?? ''}`} style={theme.vars} {...({ tabIndex: 0 } as object)}>
      {nav ? <NavBar title={title} showBack={showBack} /> : null}
      {decision === 'allow' ? (
        children
      ) : decision === 'not-open' ? (
        <StateView status='empty' message={t('common.notOpen')} onRetry={() => void relaunch('/home')} actionText={t('common.backHome')} />
      ) : null}
    </View>
  )
})
