import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AuthCard, AuthHero, FormMessage } from '../../../core/components/auth-layout'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { FormField } from '../../../core/components/form-field'
import { OptionSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { StateView } from '../../../core/components/state-view'
import { formatChinaDateTime } from '../../../core/domain/calendar-date'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'
import { relaunch } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { InviteFormStore } from './invite-form-store'
import { inviteText } from './invite-text'

/** Long enough to read the success toast before the login page replaces this one. */
const LEAVE_DELAY_MS = 800

/** Registering through an administrator's invitation link: the company, a department, the account. */
export const InviteRegister = observer(function InviteRegister({ code }: { code: string }) {
  const t = useT()
  const ta = useScopedT(accountWords)
  const tt = useScopedT(inviteText)
  const { theme } = useStores()
  const [form] = useState(() => new InviteFormStore(code))
  const [deptSheet, setDeptSheet] = useState(false)
  useEffect(() => {
    void form.load().then(() => {
      // The company's look while registering.
      if (form.invite) void theme.load({ corpNo: form.invite.corpNo })
    })
  }, [code])

  const submit = async () => {
    if (!(await form.submit())) return
    ui.toast(tt('inv.done'), { icon: 'success', duration: 2000 })
    setTimeout(() => void relaunch('/login', form.invite ? { corpNo: form.invite.corpNo } : undefined), LEAVE_DELAY_MS)
  }

  const inv = form.invite
  return (
    <PageShell title={ta('account.inviteTitle')} className='invite-page'>
      {form.status === 'loading' ? <StateView status='loading' /> : null}
      {form.status === 'invalid' ? (
        <View data-testid='invite-invalid'>
          <StateView status='empty' message={tt('inv.invalid')} onRetry={() => void relaunch('/login')} actionText={t('auth.login')} />
        </View>
      ) : null}
      {form.status === 'error' ? <StateView status='error' message={form.error || undefined} onRetry={() => void form.load()} /> : null}
      {inv ? (
        <View data-testid='invite-register'>
          <AuthHero lang logo title={tt('inv.joinTitle', { company: inv.corpName })} subtitle={tt('inv.by', { inviter: inv.inviterName })} />
          <AuthCard>
            <FormField name='empName' value={form.empName} onChange={(v) => form.set('empName', v)} placeholder={ta('account.namePlaceholder')} maxlength={30} error={form.fieldErrors.empName} />
            <View className='invite-page__dept' onClick={() => setDeptSheet(true)} data-testid='invite-dept'>
              <Text className='invite-page__dept-label'>{tt('inv.dept')}</Text>
              <Text className={`invite-page__dept-value ${form.deptId ? '' : 'invite-page__dept-value--empty'}`}>{form.deptName || tt('inv.pickDept')} ›</Text>
            </View>
            <FormField name='phone' type='number' value={form.phone} onChange={(v) => form.set('phone', v)} placeholder={ta('account.mobilePlaceholder')} maxlength={11} error={form.fieldErrors.phone} />
            <FormField
              name='smsCode'
              type='number'
              value={form.smsCode}
              onChange={(v) => form.set('smsCode', v)}
              placeholder={ta('account.smsCodePlaceholder')}
              maxlength={6}
              error={form.fieldErrors.smsCode}
              suffix={<SmsCodeButton phone={form.phone} send={(p) => form.sendCode(p)} onInvalid={(m) => form.setFieldError('phone', m)} />}
            />
            <DemoSmsHint phone={form.codePhone} sentAt={form.codeSentAt} scene='register' onUse={(c) => form.set('smsCode', c)} />
            <FormField name='password' value={form.password} onChange={(v) => form.set('password', v)} password placeholder={ta('account.passwordPlaceholder')} maxlength={20} error={form.fieldErrors.password} />
            {form.fieldErrors.password ? null : <FormMessage kind='hint' text={ta('account.passwordHint')} />}
            <FormField name='confirm' value={form.confirm} onChange={(v) => form.set('confirm', v)} password placeholder={ta('account.confirmPasswordPlaceholder')} maxlength={20} error={form.fieldErrors.confirm} />
            <FormMessage text={form.error} testId='invite-error' />
            <Text className='invite-page__corp'>{tt('inv.expires', { time: formatChinaDateTime(Date.parse(inv.expiresAt)) })}</Text>
            <View className='invite-page__actions'>
              <PrimaryButton onClick={() => void submit()} loading={form.submitting} disabled={form.done} testId='invite-submit'>
                {tt('inv.submit')}
              </PrimaryButton>
            </View>
          </AuthCard>
        </View>
      ) : null}
      {deptSheet && inv ? (
        <OptionSheet
          title={tt('inv.pickDept')}
          options={[{ id: '', label: tt('inv.noDept') }, ...inv.departments.map((d) => ({ id: d.id, label: `${'　'.repeat(d.depth)}${d.name}` }))]}
          selected={form.deptId}
          testId='invite-dept-sheet'
          onClose={() => setDeptSheet(false)}
          onPick={(id) => form.setDept(id)}
        />
      ) : null}
    </PageShell>
  )
})
