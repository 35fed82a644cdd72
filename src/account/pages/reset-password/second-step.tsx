import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { AuthCard, AuthHero } from '../../../core/components/auth-layout'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { redirect, relaunch } from '../../../core/platform/nav'
import { phoneForReset, ResetStep2Store, safeDecode } from './reset-password-store'
import { ResetSteps } from './reset-steps'
import { ResetExpired } from './reset-expired'
import './reset-password.scss'

/** /resetPassword/secondStep?resetId=&maskedPhone=: the code texted by step 1. */
function ResetSecondStepPage() {
  const t = useT()
  const ta = useScopedT(accountWords)
  const { params } = useRouter()
  const [form] = useState(() => new ResetStep2Store(safeDecode(params.resetId ?? ''), safeDecode(params.maskedPhone ?? '')))

  const submit = async () => {
    const ticket = await form.submit()
    // Replace this step: its code is spent, going back to it could only fail.
    if (ticket) await redirect('/resetPassword/thirdStep', { ticket })
  }
  const restart = () => void relaunch('/resetPassword/firstStep')

  return (
    <PageShell title={ta('account.resetTitle')} className='reset-page'>
      <AuthHero title={ta('account.resetTitle')} subtitle={ta('account.resetSubtitle')} />
      <AuthCard>
        <ResetSteps current={2} />
        {form.missing ? (
          <ResetExpired onRestart={restart} />
        ) : (
          <View>
            <View className='reset-page__sent'>
              <Text className='reset-page__sent-text' data-testid='reset-masked-phone'>
                {ta('account.resetCodeSentTo', { phone: form.maskedPhone })}
              </Text>
              <Text className='reset-page__sent-sub'>{ta('account.resetCodeValid')}</Text>
            </View>
            <FormField
              name='smsCode'
              type='number'
              value={form.smsCode}
              onChange={(v) => form.set(v)}
              placeholder={ta('account.smsCodePlaceholder')}
              maxlength={6}
              error={form.error}
              onConfirm={() => void submit()}
            />
            <DemoSmsHint
              phone={phoneForReset(form.resetId, form.maskedPhone)}
              sentAt={form.sentAt}
              scene='reset'
              onUse={(c) => form.set(c)}
            />
            <View className='reset-page__actions'>
              <PrimaryButton onClick={() => void submit()} loading={form.submitting} testId='reset-step2-submit'>
                {t('common.next')}
              </PrimaryButton>
            </View>
            <View className='reset-page__footer'>
              <Text className='reset-page__link' onClick={restart} data-testid='reset-restart'>
                {ta('account.resetNoCode')}
              </Text>
            </View>
          </View>
        )}
      </AuthCard>
    </PageShell>
  )
}

export default observer(ResetSecondStepPage)
