import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { modifyMobileWords } from '../../../userCenter/i18n/modify-mobile'
import { back } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { ModifyMobileStore } from './modify-mobile-store'
import './index.scss'

const LEAVE_DELAY_MS = 800

/** /userCenter/settings/modifyMobile: change the signed-in user's mobile number. */
function ModifyMobilePage() {
  const ta = useScopedT(modifyMobileWords)
  const { session } = useStores()
  const [form] = useState(() => new ModifyMobileStore(session))

  const submit = async () => {
    if (!(await form.submit())) return
    ui.toast(ta('account.modifyMobileSuccess'), { icon: 'success', duration: 1500 })
    setTimeout(() => void back(), LEAVE_DELAY_MS)
  }

  return (
    <PageShell title={ta('account.modifyMobileTitle')}>
      <View className='modify-mobile'>
        <View className='modify-mobile__current' data-testid='current-mobile'>
          <Text className='modify-mobile__current-label'>{ta('account.currentMobile')}</Text>
          <Text className='modify-mobile__current-value'>{form.maskedCurrent || ta('account.currentMobileNone')}</Text>
          <Text className='modify-mobile__current-sub'>{ta('account.modifyMobileSubtitle')}</Text>
        </View>
        <View className='modify-mobile__card'>
          <FormField
            name='phone'
            type='number'
            label={ta('account.newMobile')}
            value={form.phone}
            onChange={(v) => form.set('phone', v)}
            placeholder={ta('account.newMobilePlaceholder')}
            maxlength={11}
            error={form.fieldErrors.phone}
          />
          <FormField
            name='smsCode'
            type='number'
            label={ta('account.smsCode')}
            value={form.smsCode}
            onChange={(v) => form.set('smsCode', v)}
            placeholder={ta('account.smsCodeShortPlaceholder')}
            maxlength={6}
            error={form.fieldErrors.smsCode}
            onConfirm={() => void submit()}
            suffix={
              <SmsCodeButton
                phone={form.phone}
                send={(p) => form.sendCode(p)}
                check={(p) => form.phoneError(p)}
                onInvalid={(m) => form.setFieldError('phone', m)}
              />
            }
          />
          <DemoSmsHint phone={form.codePhone} sentAt={form.codeSentAt} scene='modifyMobile' onUse={(c) => form.set('smsCode', c)} />
          {form.error ? (
            <Text className='modify-mobile__error' data-testid='modify-mobile-error'>
              {form.error}
            </Text>
          ) : null}
        </View>
        <View className='modify-mobile__action'>
          <PrimaryButton onClick={() => void submit()} loading={form.submitting} disabled={form.done} testId='modify-mobile-submit'>
            {ta('account.modifyMobileSubmit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ModifyMobilePage)
