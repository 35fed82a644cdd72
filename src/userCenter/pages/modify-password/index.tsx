import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountPagesWords } from '../../i18n/account-pages'
import { reloadTo } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { ModifyPasswordStore } from './modify-password-store'
import './index.scss'

function ModifyPasswordPage() {
  const t = useT()
  const tu = useScopedT(accountPagesWords)
  const { session } = useStores()
  const forced = useRouter().params.force === '1'
  const [form] = useState(() => new ModifyPasswordStore())

  const submit = async () => {
    if (!(await form.submit())) return
    await ui.alert(t('http.tipsTitle'), tu('shell.passwordChanged'))
    session.clear(false)
    reloadTo('/login')
  }

  return (
    <PageShell title={t('shell.modifyPassword')} nav={!forced}>
      <View className='modify-password'>
        {forced ? (
          <Text className='modify-password__forced' data-testid='force-change'>
            {tu('shell.mustChangePassword')}
          </Text>
        ) : null}
        <View className='modify-password__card'>
          <FormField name='oldPwd' password label={tu('shell.currentPassword')} value={form.oldPwd} onChange={(v) => form.set('oldPwd', v)} placeholder={tu('shell.currentPasswordPh')} error={form.errors.oldPwd} maxlength={20} />
          <FormField name='pwd' password label={tu('shell.newPassword')} value={form.pwd} onChange={(v) => form.set('pwd', v)} placeholder={tu('shell.newPasswordPh')} error={form.errors.pwd} maxlength={20} />
          <FormField name='confirm' password label={tu('shell.confirmPassword')} value={form.confirm} onChange={(v) => form.set('confirm', v)} placeholder={tu('shell.confirmPasswordPh')} error={form.errors.confirm} maxlength={20} onConfirm={() => void submit()} />
          <Text className='modify-password__rule'>{t('validation.password')}</Text>
        </View>
        <View className='modify-password__action'>
          <PrimaryButton onClick={() => void submit()} loading={form.submitting} testId='modify-password-submit'>
            {t('common.confirm')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ModifyPasswordPage)
