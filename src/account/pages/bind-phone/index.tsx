import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { onSessionStart } from '../../../core/bootstrap'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { AuthCard, AuthHero } from '../../../core/components/auth-layout'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { relaunch } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { BindPhoneStore, defaultBindApi } from './bind-phone-store'
import './index.scss'

const LEAVE_DELAY_MS = 800

/** /bindPhone: bind the WeChat user to the employee with this mobile number (mini-program). */
function BindPhonePage() {
  const ta = useScopedT(accountWords)
  const { session } = useStores()
  const [form] = useState(() => new BindPhoneStore(defaultBindApi((token) => session.adoptToken(token))))

  useEffect(() => {
    void form.init()
  }, [])

  const submit = async () => {
    const outcome = await form.submit()
    if (outcome === 'bound') {
      ui.toast(ta('account.bindSuccess'), { icon: 'success', duration: 1500 })
      await onSessionStart()
      await relaunch('/home')
    } else if (outcome === 'verified') {
      ui.toast(ta('account.bindH5Verified'), { duration: 2000 })
      setTimeout(() => void relaunch('/login'), LEAVE_DELAY_MS)
    }
  }
  const toLogin = () => void relaunch('/login')

  const browser = form.phase === 'browser'
  return (
    <PageShell title={ta('account.bindTitle')} className='bind-page'>
      <AuthHero title={ta('account.bindTitle')} subtitle={ta('account.bindSubtitle')} />
      <AuthCard>
        {form.phase === 'connecting' ? (
          <StateView status='loading' message={ta('account.bindPreparing')} />
        ) : form.phase === 'failed' ? (
          <View>
            <StateView status='error' message={ta('account.bindWxFailed')} onRetry={() => void form.init()} />
            <PrimaryButton plain onClick={toLogin} testId='bind-password-login'>
              {ta('account.passwordLogin')}
            </PrimaryButton>
          </View>
        ) : (
          <View>
            {browser ? (
              <View className='bind-page__notice' data-testid='bind-browser-notice'>
                <Text className='bind-page__notice-title'>{ta('account.bindH5Title')}</Text>
                <Text className='bind-page__notice-text'>{ta('account.bindH5Text')}</Text>
              </View>
            ) : null}
            <FormField
              name='phone'
              type='number'
              value={form.phone}
              onChange={(v) => form.set('phone', v)}
              placeholder={ta('account.mobilePlaceholder')}
              maxlength={11}
              error={form.fieldErrors.phone}
            />
            <FormField
              name='smsCode'
              type='number'
              value={form.smsCode}
              onChange={(v) => form.set('smsCode', v)}
              placeholder={ta('account.smsCodePlaceholder')}
              maxlength={6}
              error={form.fieldErrors.smsCode}
              onConfirm={() => void submit()}
              suffix={
                <SmsCodeButton phone={form.phone} send={(p) => form.sendCode(p)} onInvalid={(m) => form.setFieldError('phone', m)} />
              }
            />
            <DemoSmsHint phone={form.codePhone} sentAt={form.codeSentAt} scene='bind' onUse={(c) => form.set('smsCode', c)} />
            {form.error ? (
              <Text className='bind-page__error' data-testid='bind-error'>
                {form.error}
              </Text>
            ) : null}
            <View className='bind-page__actions'>
              <PrimaryButton onClick={() => void submit()} loading={form.submitting} disabled={form.done} testId='bind-submit'>
                {browser ? ta('account.bindH5Submit') : ta('account.bindSubmit')}
              </PrimaryButton>
            </View>
            {browser ? (
              <View className='bind-page__actions'>
                <PrimaryButton plain onClick={toLogin} testId='bind-password-login'>
                  {ta('account.passwordLogin')}
                </PrimaryButton>
              </View>
            ) : (
              <View className='bind-page__footer'>
                <Text className='bind-page__link' onClick={toLogin} data-testid='bind-password-login'>
                  {ta('account.passwordLogin')}
                </Text>
              </View>
            )}
          </View>
        )}
      </AuthCard>
    </PageShell>
  )
}

export default observer(BindPhonePage)
