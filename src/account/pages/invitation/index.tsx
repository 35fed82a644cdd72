import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
// After the other widgets, as on the login page: the mini-program's shared CSS keeps one order.
import { LanguageSwitch } from '../../../core/components/language-switch'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { navigate, relaunch } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { InviteRegister } from './invite-register'
import './index.scss'

const BENEFITS = ['account.inviteBenefit1', 'account.inviteBenefit2', 'account.inviteBenefit3'] as const

/** Query values: H5 hands them decoded, the mini-program still encoded; a stray '%' must not throw. */
function param(v: string | undefined): string {
  if (!v) return ''
  try {
    return decodeURIComponent(v).trim()
  } catch {
    return v.trim()
  }
}

/**
 * /Invitation?code=: an administrator's invitation link (userCenter/invitEmployees): registers into
 * that company with a department (InviteRegister). /Invitation?corpNo=&inviter=: an employee's
 * invitation link. Shows the company's look and leads to registration for that company, or to
 * login for someone who already has an account.
 */
function InvitationPage() {
  const { params } = useRouter()
  const code = param(params.code)
  if (code) return <InviteRegister code={code} />
  return <CorpInvitation />
}

const CorpInvitation = observer(function CorpInvitation() {
  const t = useT()
  const ta = useScopedT(accountWords)
  const { theme } = useStores()
  const { params } = useRouter()
  const corpNo = param(params.corpNo)
  const inviter = param(params.inviter || params.inviterName || params.empName)
  const corpName = param(params.corpName)

  // The app may already show another company's look; wait for this company's before greeting.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!corpNo) return
    setReady(false)
    void theme.load({ corpNo }).then(() => setReady(true))
  }, [corpNo])

  const toLogin = () => void relaunch('/login', corpNo ? { corpNo } : undefined)
  const company = corpName || theme.pageName || corpNo

  return (
    <PageShell title={ta('account.inviteTitle')} className='invite-page'>
      <View className='invite-page__hero'>
        <View className='invite-page__lang'>
          <LanguageSwitch />
        </View>
        {ready && theme.logoUrl ? <Image className='invite-page__logo' src={theme.logoUrl} mode='aspectFit' /> : null}
        <Text className='invite-page__brand' data-testid='invite-brand'>
          {(ready && theme.pageName) || t('common.appName')}
        </Text>
      </View>
      <View className='invite-page__card'>
        {!corpNo ? (
          <View data-testid='invite-missing'>
            <StateView status='empty' message={ta('account.inviteMissing')} />
            <PrimaryButton onClick={toLogin} testId='invite-login'>
              {t('auth.login')}
            </PrimaryButton>
          </View>
        ) : !ready ? (
          <StateView status='loading' />
        ) : (
          <View>
            <View className='invite-page__avatar'>{(inviter || company).slice(0, 1).toUpperCase()}</View>
            <Text className='invite-page__headline' data-testid='invite-text'>
              {inviter ? ta('account.inviteBy', { inviter, company }) : ta('account.inviteAnon', { company })}
            </Text>
            <Text className='invite-page__corp'>{ta('account.inviteCorpNo', { corpNo })}</Text>
            <View className='invite-page__benefits'>
              {BENEFITS.map((key) => (
                <View key={key} className='invite-page__benefit'>
                  <Text className='invite-page__tick'>✓</Text>
                  <Text className='invite-page__benefit-text'>{ta(key)}</Text>
                </View>
              ))}
            </View>
            <View className='invite-page__actions'>
              <PrimaryButton onClick={() => void navigate('/register', { corpNo })} testId='invite-join'>
                {ta('account.inviteJoin')}
              </PrimaryButton>
            </View>
            <View className='invite-page__actions'>
              <PrimaryButton plain onClick={toLogin} testId='invite-login'>
                {ta('account.inviteHaveAccount')}
              </PrimaryButton>
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
})

export default observer(InvitationPage)
