import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { logoutAndLeave } from '../../../core/bootstrap'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { commonInfo } from '../../i18n/common-info'
import { CloseAccountStore } from '../../stores/close-account-store'
import { maskMobile } from '../../stores/common-info-store'
import '../../components/user-data.scss'

/**
 * /userCenter/settings/closeAccount (vipCancel): what closing does, an SMS code to the mobile on
 * file, an explicit agreement and a last confirmation; then the outcome and the way back to sign-in.
 */
function CloseAccountPage() {
  const t = useT()
  const tt = useScopedT(commonInfo)
  const { session } = useStores()
  const [store] = useState(() => new CloseAccountStore(session.empInfo?.phoneNumber ?? ''))

  const submit = async () => {
    if (!store.check()) return
    if (!(await ui.confirm(t('http.tipsTitle'), tt('ca.confirm')))) return
    // The server ended every session. The local one ends when the user leaves the outcome screen:
    // ending it now would make the page guard leave for /login before the outcome is read.
    await store.submit()
  }

  if (store.closed) {
    return (
      <PageShell title={tt('ca.title')}>
        <View className='ud' data-testid='close-account-done'>
          <View className='ud__card'>
            <Text className='ud__name'>{tt('ca.done')}</Text>
            <Text className='ud__line'>{tt('ca.doneSub', { date: store.keptUntil })}</Text>
          </View>
          <PrimaryButton
            onClick={() => {
              // A forced end: what auto-login kept of this account is blanked too.
              session.clear(true)
              void logoutAndLeave()
            }}
            testId='close-account-login'
          >
            {tt('ca.toLogin')}
          </PrimaryButton>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell title={tt('ca.title')}>
      <View className='ud' data-testid='close-account'>
        <View className='ud__card'>
          <Text className='ud__name'>{tt('ca.warnTitle')}</Text>
          <Text className='ud__line'>1. {tt('ca.warn1')}</Text>
          <Text className='ud__line'>2. {tt('ca.warn2')}</Text>
          <Text className='ud__line'>3. {tt('ca.warn3')}</Text>
        </View>
        <View className='ud__card'>
          <Text className='ud__note'>{tt('ca.codeTo', { phone: store.phoneMasked || maskMobile(store.phone) })}</Text>
          <FormField
            name='closeSmsCode'
            type='number'
            label={tt('ca.smsCode')}
            value={store.smsCode}
            onChange={(v) => store.setCode(v)}
            placeholder={tt('ca.smsCodePh')}
            maxlength={6}
            error={store.codeError}
            suffix={<SmsCodeButton phone={store.phone} send={async () => {
                  if (!(await store.sendCode())) throw new Error(store.error)
                }} onInvalid={(m) => ui.toast(m)} testId='close-send' />}
          />
          <DemoSmsHint phone={store.phone} sentAt={store.sentAt} scene='closeAccount' onUse={(c) => store.setCode(c)} />
          <View className='ud__check' onClick={() => store.setAgreed(!store.agreed)} data-testid='close-agree'>
            <Text className={`ud__box ${store.agreed ? 'ud__box--on' : ''}`}>{store.agreed ? '✓' : ''}</Text>
            <Text>{tt('ca.agree')}</Text>
          </View>
          {store.error ? (
            <Text className='ud__banner' data-testid='close-error'>
              {store.error}
            </Text>
          ) : null}
        </View>
        <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='close-submit'>
          {tt('ca.submit')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
}

export default observer(CloseAccountPage)
