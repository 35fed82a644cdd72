import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AuthCard, AuthHero } from '../../../core/components/auth-layout'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { navigate, relaunch } from '../../../core/platform/nav'
import { ResetStep1Store } from './reset-password-store'
import { ResetSteps } from './reset-steps'
import './reset-password.scss'

/** /resetPassword/firstStep: which account, proven human by the captcha. */
function ResetFirstStepPage() {
  const t = useT()
  const ta = useScopedT(accountWords)
  const [form] = useState(() => new ResetStep1Store())

  useEffect(() => {
    void form.refreshCaptcha()
  }, [])

  const submit = async () => {
    const reply = await form.submit()
    if (reply) await navigate('/resetPassword/secondStep', { resetId: reply.resetId, maskedPhone: reply.maskedPhone })
  }

  return (
    <PageShell title={ta('account.resetTitle')} className='reset-page'>
      <AuthHero title={ta('account.resetTitle')} subtitle={ta('account.resetSubtitle')} />
      <AuthCard>
        <ResetSteps current={1} />
        <FormField
          name='loginName'
          value={form.loginName}
          onChange={(v) => form.set('loginName', v)}
          placeholder={ta('account.resetAccountPlaceholder')}
          maxlength={64}
          error={form.fieldErrors.loginName}
        />
        <FormField
          name='captcha'
          value={form.captchaCode}
          onChange={(v) => form.set('captchaCode', v)}
          placeholder={ta('account.captchaPlaceholder')}
          maxlength={6}
          error={form.fieldErrors.captcha}
          onConfirm={() => void submit()}
          suffix={
            form.captchaImage ? (
              <Image
                className='reset-page__captcha'
                src={form.captchaImage}
                mode='aspectFit'
                onClick={() => void form.refreshCaptcha()}
                data-testid='captcha-image'
              />
            ) : (
              <Text className='reset-page__captcha-text' onClick={() => void form.refreshCaptcha()} data-testid='captcha-refresh'>
                {form.captchaFailed ? ta('account.captchaLoadFailed') : ta('account.captchaRefresh')}
              </Text>
            )
          }
        />
        {form.captchaImage ? <Text className='reset-page__hint'>{ta('account.captchaRefresh')}</Text> : null}
        {form.error ? (
          <Text className='reset-page__error' data-testid='reset-error'>
            {form.error}
          </Text>
        ) : null}
        <View className='reset-page__actions'>
          <PrimaryButton onClick={() => void submit()} loading={form.submitting} testId='reset-step1-submit'>
            {t('common.next')}
          </PrimaryButton>
        </View>
        <View className='reset-page__footer'>
          <Text className='reset-page__link' onClick={() => void relaunch('/login')} data-testid='to-login'>
            {ta('account.backToLogin')}
          </Text>
        </View>
      </AuthCard>
    </PageShell>
  )
}

export default observer(ResetFirstStepPage)
