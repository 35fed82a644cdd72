import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { formatChinaDateTime } from '../../../core/domain/calendar-date'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { companyAdmin } from '../../i18n/company-admin'
import { InviteStore } from '../../stores/invite-store'
import '../../components/user-data.scss'
import '../../components/company-admin.scss'

/**
 * Where the shared link points: the configured server address (it serves the H5 build at /) in the
 * mini-program, the page's own origin in H5 (API_BASE is empty there: same origin).
 */
function appOrigin(): string {
  if (API_BASE) return API_BASE
  return typeof location !== 'undefined' && location.origin ? location.origin : ''
}

const InviteScreen = observer(function InviteScreen() {
  const tt = useScopedT(companyAdmin)
  const [store] = useState(() => new InviteStore(appOrigin()))
  useEffect(() => {
    void store.create()
  }, [])
  const inv = store.invite
  const copy = () =>
    void Taro.setClipboardData({ data: store.url })
      .then(() => ui.toast(tt('adm.copied')))
      .catch(() => undefined)

  return (
    <PageShell title={tt('adm.inviteTitle')}>
      <View className='ud adm' data-testid='invite-admin'>
        {store.status === 'loading' && !inv ? <StateView status='loading' /> : null}
        {store.status === 'error' ? <StateView status='error' message={store.error} onRetry={() => void store.create()} /> : null}
        {inv ? (
          <View>
            <View className='ud__card'>
              <Text className='ud__note'>{tt('adm.inviteIntro', { company: inv.corpName })}</Text>
              <Text className='ud__section'>{tt('adm.inviteLink')}</Text>
              <Text className='adm__link' userSelect data-testid='invite-url'>
                {store.url}
              </Text>
              <Text className='ud__line' data-testid='invite-expires'>
                {tt('adm.inviteExpires', { time: formatChinaDateTime(Date.parse(inv.expiresAt)) })}
              </Text>
            </View>
            <PrimaryButton onClick={copy} testId='invite-copy'>
              {tt('adm.inviteCopy')}
            </PrimaryButton>
            <View className='adm__more' />
            <PrimaryButton plain onClick={() => void navigate('/Invitation', { code: inv.token })} testId='invite-open'>
              {tt('adm.inviteOpen')}
            </PrimaryButton>
            <View className='adm__more' onClick={() => void store.create()} data-testid='invite-new'>
              {tt('adm.inviteNew')}
            </View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
})

/** /userCenter/invitEmployees: an invitation link to /Invitation for the company (administrators). */
function InvitEmployeesPage() {
  const tt = useScopedT(companyAdmin)
  return (
    <CompanyAdminGate title={tt('adm.inviteTitle')}>
      <InviteScreen />
    </CompanyAdminGate>
  )
}

export default observer(InvitEmployeesPage)
