import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { AuthCard, AuthHero } from '../../../core/components/auth-layout'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { relaunch } from '../../../core/platform/nav'
import { ResetStep3Store, safeDecode } from './reset-password-store'
import { ResetExpired } from './reset-expired'
import { ResetSteps } from './reset-steps'
import './reset-password.scss'

/** /resetPassword/thirdStep?ticket=: the new password, then the way back to login. */
function ResetThirdStepPage() {
  const t = useT()
  const ta = useScopedT(accountWords)
  const { params } = useRouter()
  const [form] = useState(() => new ResetStep3Store(safeDecode(params.ticket ?? '')))
  const restart = () => void relaunch('/resetPassword/firstStep')

  return (
    <PageShell title={ta('account.resetTitle')} className='reset-page'>
      <AuthHero title={ta('account.resetTitle')} subtitle={ta('account.resetSubtitle')} />
      <AuthCard>
        <ResetSteps current={form.done ? 4 : 3} />
        {form.missing ? (
          <ResetExpired onRestart={restart} />
        ) : form.done ? (
          <View className='reset-page__result' data-testid='reset-done'>
            <View className='reset-page__result-icon'>✓</View>
            <Text className='reset-page__result-title'>{ta('account.resetDoneTitle')}</Text>
            <Text className='reset-page__result-text'>{ta('account.resetDoneText')}</Text>
            <PrimaryButton onClick={() => void relaunch('/login')} testId='reset-to-login'>
              {ta('account.backToLogin')}
            </PrimaryButton>
          </View>
        ) : (
          <View>
            <FormField
              name='password'
              value={form.password}
              onChange={(v) => form.set('password', v)}
              password={!form.showPassword}
              placeholder={ta('account.newPasswordPlaceholder')}
              maxlength={20}
              error={form.fieldErrors.password}
              suffix={
                <Text className='reset-page__eye' onClick={() => form.toggleShowPassword()} data-testid='toggle-password'>
                  {form.showPassword ? t('auth.hide') : t('auth.show')}
                </Text>
              }
            />
            {form.fieldErrors.password ? null : <Text className='reset-page__hint'>{ta('account.passwordHint')}</Text>}
            <FormField
              name='confirm'
              value={form.confirm}
              onChange={(v) => form.set('confirm', v)}
              password={!form.showPassword}
              placeholder={ta('account.confirmPasswordPlaceholder')}
              maxlength={20}
              error={form.fieldErrors.confirm}
              onConfirm={() => void form.submit()}
            />
            {form.error ? (
              <View className='reset-page__error' data-testid='reset-error'>
                <Text>{form.error} </Text>
                <Text className='reset-page__link' onClick={restart} data-testid='reset-restart'>
                  {ta('account.restart')}
                </Text>
              </View>
            ) : null}
            <View className='reset-page__actions'>
              <PrimaryButton onClick={() => void form.submit()} loading={form.submitting} testId='reset-step3-submit'>
                {ta('account.resetSubmit')}
              </PrimaryButton>
            </View>
          </View>
        )}
      </AuthCard>
    </PageShell>
  )
}

export default observer(ResetThirdStepPage)
