import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { AuthCard, AuthHero, AuthLink, FormMessage } from '../../../core/components/auth-layout'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { relaunch } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { RegisterFormStore } from './register-form-store'
import './index.scss'

/** Long enough to read the success toast before the login page replaces this one. */
const LEAVE_DELAY_MS = 800

/** /register and /register/{corpNo}: a new account, signed in afterwards with the mobile number. */
function RegisterPage() {
  const t = useT()
  const ta = useScopedT(accountWords)
  const { theme } = useStores()
  const router = useRouter()
  const corpNoParam = router.params.corpNo || undefined
  const [form] = useState(() => new RegisterFormStore(corpNoParam))

  useEffect(() => {
    // An invitation or company link carries the company: show its look while registering.
    if (corpNoParam && corpNoParam !== theme.pageSet?.by4) void theme.load({ corpNo: corpNoParam })
  }, [corpNoParam])

  const submit = async () => {
    if (!(await form.submit())) return
    ui.toast(ta('account.registerSuccess'), { icon: 'success', duration: 2000 })
    setTimeout(() => void relaunch('/login'), LEAVE_DELAY_MS)
  }

  const company = corpNoParam && theme.pageName ? theme.pageName : ''
  return (
    <PageShell title={ta('account.registerTitle')} className='register-page'>
      <AuthHero
        lang
        logo
        title={ta('account.registerTitle')}
        subtitle={company ? ta('account.registerJoin', { company }) : ta('account.registerSubtitle')}
      />
      <AuthCard>
        <FormField
          name='empName'
          value={form.empName}
          onChange={(v) => form.set('empName', v)}
          placeholder={ta('account.namePlaceholder')}
          maxlength={30}
          error={form.fieldErrors.empName}
        />
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
          suffix={
            <SmsCodeButton phone={form.phone} send={(p) => form.sendCode(p)} onInvalid={(m) => form.setFieldError('phone', m)} />
          }
        />
        <DemoSmsHint phone={form.codePhone} sentAt={form.codeSentAt} scene='register' onUse={(c) => form.set('smsCode', c)} />
        <FormField
          name='password'
          value={form.password}
          onChange={(v) => form.set('password', v)}
          password={!form.showPassword}
          placeholder={ta('account.passwordPlaceholder')}
          maxlength={20}
          error={form.fieldErrors.password}
          suffix={
            <Text className='register-page__eye' onClick={() => form.toggleShowPassword()} data-testid='toggle-password'>
              {form.showPassword ? t('auth.hide') : t('auth.show')}
            </Text>
          }
        />
        {form.fieldErrors.password ? null : <FormMessage kind='hint' text={ta('account.passwordHint')} />}
        <FormField
          name='confirm'
          value={form.confirm}
          onChange={(v) => form.set('confirm', v)}
          password={!form.showPassword}
          placeholder={ta('account.confirmPasswordPlaceholder')}
          maxlength={20}
          error={form.fieldErrors.confirm}
        />
        <FormField
          name='corpNo'
          value={form.corpNo}
          onChange={(v) => form.set('corpNo', v)}
          placeholder={ta('account.corpNoPlaceholder')}
          maxlength={32}
          error={form.fieldErrors.corpNo}
          onConfirm={() => void submit()}
        />
        <FormMessage kind='hint' text={ta('account.corpNoHint')} />
        <FormMessage text={form.error} testId='register-error' />
        <View className='register-page__actions'>
          <PrimaryButton onClick={() => void submit()} loading={form.submitting} disabled={form.done} testId='register-submit'>
            {ta('account.registerSubmit')}
          </PrimaryButton>
        </View>
        <AuthLink text={ta('account.haveAccount')} onClick={() => void relaunch('/login')} testId='to-login' />
      </AuthCard>
    </PageShell>
  )
}

export default observer(RegisterPage)
