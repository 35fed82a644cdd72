import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { logoutAndLeave } from '../../core/bootstrap'
import { PageShell } from '../../core/components/page-shell'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import type { MessageKey } from '../../core/i18n/index'
import { MineEntries } from '../../mine/components/mine-entries'
import { companyMenu } from '../../userCenter/i18n/company-menu'
import { userCenterTabWords } from './words'
import './index.scss'

type TabKey = keyof (typeof userCenterTabWords)['zh-CN']

const MENU: { key: MessageKey | TabKey; route: string; testId: string }[] = [
  { key: 'shell.userInfo', route: '/userCenter/userInfo', testId: 'uc-info' },
  { key: 'shell.commonInfo', route: '/userCenter/CommonInfo', testId: 'uc-common-info' },
  { key: 'shell.myNotices', route: '/noticeList', testId: 'uc-notices' },
  { key: 'shell.invoice', route: '/userCenter/Invoice', testId: 'uc-invoice' },
  { key: 'shell.settings', route: '/userCenter/settings', testId: 'uc-settings' },
  { key: 'shell.modifyPassword', route: '/userCenter/settings/modifyPassword', testId: 'uc-password' },
  { key: 'shell.about', route: '/userCenter/settings/about', testId: 'uc-about' },
]

/** Company administration: only administrators see the entries (the screens and the server refuse anyone else). */
const ADMIN_MENU = [
  { key: 'adm.menu.company', route: '/userCenter/company', testId: 'uc-company' },
  { key: 'adm.menu.emps', route: '/userCenter/empList', testId: 'uc-emp-list' },
  { key: 'adm.menu.invite', route: '/userCenter/invitEmployees', testId: 'uc-invite' },
  { key: 'adm.menu.carbon', route: '/userCenter/carbon', testId: 'uc-carbon' },
  { key: 'adm.menu.dutyOfCare', route: '/userCenter/dutyOfCare', testId: 'uc-duty-of-care' },
] as const

function UserCenterPage() {
  const t = useT()
  const { session, badges } = useStores()
  useDidShow(() => {
    if (session.loggedIn) void session.loadUserInfo().catch(() => undefined)
  })
  const emp = session.empInfo
  const roles = emp?.roleIds ?? []
  const tm = useScopedT(companyMenu)
  const tw = useScopedT(userCenterTabWords)

  const logout = async () => {
    if (await ui.confirm(t('http.tipsTitle'), t('auth.logoutConfirm'))) await logoutAndLeave()
  }

  return (
    <PageShell title={t('common.tabMine')} nav={false} className='uc-page'>
      <View className='uc-page__profile'>
        <View className='uc-page__avatar'>{emp?.empName?.slice(0, 1) ?? '?'}</View>
        <View className='uc-page__who'>
          <Text className='uc-page__name' data-testid='uc-name'>
            {emp?.empName ?? ''}
          </Text>
          <Text className='uc-page__corp'>
            {[session.vipCorp?.shortName || session.vipCorp?.fullname, emp?.deptName].filter(Boolean).join(' · ')}
          </Text>
          <View className='uc-page__roles'>
            {roles.map((r) => (
              <Text key={r} className='uc-page__role'>
                {tw(`shell.role.${r}` as TabKey)}
              </Text>
            ))}
          </View>
        </View>
      </View>
      <View className='uc-page__stats'>
        <View className='uc-page__stat' onClick={() => void navigate('/allorder')}>
          <Text className='uc-page__stat-num'>{badges.counts.toPay}</Text>
          <Text className='uc-page__stat-label'>{t('shell.toPay')}</Text>
        </View>
        <View className='uc-page__stat' onClick={() => void navigate('/approvalList')}>
          <Text className='uc-page__stat-num'>{badges.counts.approval}</Text>
          <Text className='uc-page__stat-label'>{t('shell.toApprove')}</Text>
        </View>
        <View className='uc-page__stat' onClick={() => void navigate('/message')}>
          <Text className='uc-page__stat-num'>{badges.counts.message}</Text>
          <Text className='uc-page__stat-label'>{t('shell.unreadMessages')}</Text>
        </View>
      </View>
      <MineEntries />
      <View className='uc-page__menu'>
        {MENU.map((m) => (
          <View key={m.route} className='uc-page__row' onClick={() => void navigate(m.route)} data-testid={m.testId}>
            <Text>{m.key in userCenterTabWords['zh-CN'] ? tw(m.key as TabKey) : t(m.key as MessageKey)}</Text>
            <Text className='uc-page__chevron'>›</Text>
          </View>
        ))}
      </View>
      {roles.includes('admin') ? (
        <View className='uc-page__menu' data-testid='uc-admin-menu'>
          {ADMIN_MENU.map((m) => (
            <View key={m.route} className='uc-page__row' onClick={() => void navigate(m.route)} data-testid={m.testId}>
              <Text>{tm(m.key)}</Text>
              <Text className='uc-page__chevron'>›</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className='uc-page__logout' onClick={() => void logout()} data-testid='logout'>
        {t('auth.logout')}
      </View>
    </PageShell>
  )
}

export default observer(UserCenterPage)
