import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { allGgTz } from '../../core/api/messages'
import type { Notice } from '../../core/api/types'
import { BannerCarousel } from '../../core/components/banner-carousel'
import { PageShell } from '../../core/components/page-shell'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { homeWords } from './words'
import { imageAlt } from '../../core/platform/a11y'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { MENU_PRODUCTS, type MenuProduct } from '../../core/products'
import { useStores } from '../../core/stores/root-store'
import { homeDict } from './home-dict'
import './index.scss'

function HomePage() {
  const t = useT()
  const tw = useScopedT(homeWords)
  const tt = useScopedT(homeDict)
  const { session, theme, badges } = useStores()
  const [latest, setLatest] = useState<Notice | null>(null)

  const refresh = async () => {
    await Promise.all([
      badges.refresh(),
      session.pnos === null ? session.loadPermissions().catch(() => undefined) : Promise.resolve(),
      allGgTz(1, 5)
        .then((r) => setLatest(r.list.find((n) => !n.read) ?? r.list[0] ?? null))
        .catch(() => setLatest(null)),
    ])
  }
  useDidShow(() => {
    if (session.loggedIn) void refresh()
  })
  usePullDownRefresh(() => {
    void refresh().finally(() => stopPullDownRefresh())
  })

  const open = (p: MenuProduct) => {
    if (!session.can(p.code)) {
      void ui.alert(t('common.notOpenTitle'), t('common.notOpen'))
      return
    }
    void navigate(p.route(session.vipCorp))
  }

  const emp = session.empInfo
  const banners = theme.by1.banners
  const corpName = session.vipCorp?.shortName || session.vipCorp?.fullname || theme.pageName || t('common.appName')
  return (
    <PageShell title={t('common.tabHome')} nav={false} className='home-page'>
      <View className='home-page__header'>
        <View className='home-page__corp'>
          {theme.logoUrl ? (
            <Image className='home-page__logo' src={theme.logoUrl} mode='aspectFit' {...imageAlt(tt('logoAlt', { name: corpName }))} />
          ) : theme.loaded ? null : (
            <View className='home-page__logo' />
          )}
          <Text className='home-page__corp-name' data-testid='home-corp'>
            {corpName}
          </Text>
        </View>
        <Text className='home-page__greeting' data-testid='home-greeting'>
          {emp ? tw('shell.hello', { name: emp.empName }) : tw('shell.helloGuest')}
        </Text>
        <Text className='home-page__sub'>{tw('shell.homeSub')}</Text>
      </View>

      {banners.length ? (
        <BannerCarousel
          className='home-page__banner'
          images={banners.map((src, i) => ({ src, alt: tt('bannerAlt', { name: corpName, n: i + 1, total: banners.length }) }))}
          testId='home-banner'
        />
      ) : theme.loaded ? null : (
        // The banners come with the page settings: their place is kept meanwhile, so the menu
        // does not jump down when they arrive (CLS).
        <View className='home-page__banner home-page__banner--pending' />
      )}

      <View className='home-page__menu' data-testid='home-menu'>
        {MENU_PRODUCTS.map((p) => {
          const allowed = session.can(p.code)
          return (
            <View
              key={p.code}
              className={`home-page__item ${allowed ? '' : 'home-page__item--off'}`}
              onClick={() => open(p)}
              data-testid={`menu-${p.code}`}
              data-allowed={allowed ? '1' : '0'}
              aria-disabled={!allowed}
            >
              <View className='home-page__icon'>
                {/* decorative: the product's name is the text under it */}
                <Image className='home-page__icon-img' src={p.icon} {...imageAlt('')} />
              </View>
              <Text className='home-page__label'>{t(p.labelKey)}</Text>
              {allowed ? null : <Text className='home-page__lock'>{tw('shell.notOpenShort')}</Text>}
            </View>
          )
        })}
      </View>

      <View className='home-page__notice' onClick={() => void navigate('/noticeList')} data-testid='home-notice'>
        <Text className='home-page__notice-tag'>{tw('shell.notice')}</Text>
        <Text className='home-page__notice-text'>{latest ? latest.title : tw('shell.noNotice')}</Text>
        {badges.counts.message > 0 ? <Text className='home-page__badge'>{badges.counts.message}</Text> : null}
        <Text className='home-page__chevron'>›</Text>
      </View>

      <View className='home-page__cards'>
        <View className='home-page__card' onClick={() => void navigate('/allorder')}>
          <Text className='home-page__card-num'>{badges.counts.toPay}</Text>
          <Text className='home-page__card-label'>{t('shell.toPay')}</Text>
        </View>
        <View className='home-page__card' onClick={() => void navigate('/approvalList')}>
          <Text className='home-page__card-num'>{badges.counts.approval}</Text>
          <Text className='home-page__card-label'>{t('shell.toApprove')}</Text>
        </View>
        <View className='home-page__card' onClick={() => void navigate('/message')}>
          <Text className='home-page__card-num'>{badges.counts.message}</Text>
          <Text className='home-page__card-label'>{t('shell.unreadMessages')}</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(HomePage)
