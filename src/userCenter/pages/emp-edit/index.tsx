import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OptionSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { back } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { companyAdmin } from '../../i18n/company-admin'
import { EmpEditStore } from '../../stores/emp-edit-store'
import '../../components/user-data.scss'
import '../../components/company-admin.scss'

const RANGES = [1, 2, 3, 4] as const

function Check({ on, label, onClick, testId }: { on: boolean; label: string; onClick: () => void; testId: string }) {
  return (
    <View className='ud__check' onClick={onClick} data-testid={testId}>
      <Text className={`ud__box ${on ? 'ud__box--on' : ''}`}>{on ? '✓' : ''}</Text>
      <Text>{label}</Text>
    </View>
  )
}

const EmpEditScreen = observer(function EmpEditScreen() {
  const tt = useScopedT(companyAdmin)
  const id = useRouter().params.id ?? ''
  const [store] = useState(() => new EmpEditStore(id))
  const [sheet, setSheet] = useState<'dept' | 'rank' | null>(null)
  useEffect(() => {
    void store.load()
  }, [id])

  const title = store.isNew ? tt('adm.empAddTitle') : tt('adm.empEditTitle')
  const blocked = loadStateScreen(title, store, store.status === 'ready', { message: tt('adm.notFound'), actionText: tt('adm.backToList'), route: '/userCenter/empList' })
  if (blocked) return blocked

  const save = async () => {
    if (!(await store.save())) return
    if (store.isNew) return
    ui.toast(tt('adm.saved'), { icon: 'success', duration: 1200 })
    setTimeout(() => void back(), 600)
  }
  const toggleStatus = async () => {
    const active = store.current?.status === 1
    if (active && !(await ui.confirm(tt('adm.disable'), tt('adm.disableConfirm', { name: store.current?.empName ?? '' })))) return
    if (await store.toggleStatus()) ui.toast(active ? tt('adm.disabledToast') : tt('adm.enabledToast'), { icon: 'success' })
  }
  const copy = (text: string) => void Taro.setClipboardData({ data: text }).then(() => ui.toast(tt('adm.copied'))).catch(() => undefined)

  if (store.created) {
    const c = store.created
    return (
      <PageShell title={title}>
        <View className='ud adm' data-testid='emp-created'>
          <View className='ud__card'>
            <Text className='ud__name'>{tt('adm.created')}</Text>
            <View className='adm__kv'>
              <Text className='adm__k'>{tt('adm.f.empName')}</Text>
              <Text className='adm__v'>{store.empName}</Text>
            </View>
            <View className='adm__kv'>
              <Text className='adm__k'>{tt('adm.f.loginName')}</Text>
              <Text className='adm__v' data-testid='created-login'>
                {c.loginName}
              </Text>
            </View>
            <Text className='ud__line'>{tt('adm.initialPassword')}</Text>
            <Text className='adm__password' data-testid='created-password'>
              {c.initialPassword}
            </Text>
            <Text className='ud__note'>{tt('adm.createdHint')}</Text>
          </View>
          <PrimaryButton plain onClick={() => copy(`${c.loginName} / ${c.initialPassword}`)} testId='created-copy'>
            {tt('adm.copy')}
          </PrimaryButton>
          <View className='adm__more' />
          <PrimaryButton onClick={() => void back()} testId='created-done'>
            {tt('adm.done')}
          </PrimaryButton>
        </View>
      </PageShell>
    )
  }

  const e = store.errors
  const cur = store.current
  return (
    <PageShell title={title}>
      <View className='ud adm' data-testid='emp-edit'>
        {store.error ? (
          <Text className='ud__banner' data-testid='emp-error'>
            {store.error}
          </Text>
        ) : null}
        {cur ? (
          <View className='ud__card'>
            <View className='adm__kv'>
              <Text className='adm__k'>{tt('adm.f.loginName')}</Text>
              <Text className='adm__v'>
                {cur.loginName} · {cur.empNo}
              </Text>
            </View>
            <View className='adm__kv'>
              <Text className='adm__k'>{tt('adm.f.status')}</Text>
              <Text className='adm__v' data-testid='emp-status'>
                {cur.status === 1 ? tt('adm.active') : tt('adm.disabled')}
                {cur.mustChangePassword ? ` · ${tt('adm.f.mustChange')}` : ''}
              </Text>
            </View>
          </View>
        ) : null}
        <View className='ud__card'>
          <FormField name='empName' label={tt('adm.f.empName')} value={store.empName} onChange={(v) => store.set('empName', v)} placeholder={tt('adm.f.empNamePh')} maxlength={30} error={e.empName} />
          <FormField name='engName' label={tt('adm.f.engName')} value={store.engName} onChange={(v) => store.set('engName', v)} placeholder={tt('adm.f.engNamePh')} maxlength={60} error={e.engName} />
          <FormField name='phoneNumber' type='number' label={tt('adm.f.phone')} value={store.phoneNumber} onChange={(v) => store.set('phoneNumber', v)} placeholder={tt('adm.f.phonePh')} maxlength={11} error={e.phoneNumber} />
          <FormField name='email' label={tt('adm.f.email')} value={store.email} onChange={(v) => store.set('email', v)} placeholder={tt('adm.f.emailPh')} maxlength={100} error={e.email} />
          {store.isNew ? (
            <FormField name='loginName' label={tt('adm.f.loginName')} value={store.loginName} onChange={(v) => store.set('loginName', v)} placeholder={tt('adm.f.loginNamePh')} maxlength={30} error={e.loginName} />
          ) : null}
          <View className='ud__row' onClick={() => setSheet('dept')} data-testid='emp-dept'>
            <Text className='ud__row-label'>{tt('adm.f.dept')}</Text>
            <Text className={`ud__row-value ${store.deptId ? '' : 'ud__row-value--placeholder'}`}>{store.deptName || tt('adm.f.noDept')} ›</Text>
          </View>
          <View className='ud__row' onClick={() => setSheet('rank')} data-testid='emp-rank'>
            <Text className='ud__row-label'>{tt('adm.f.rank')}</Text>
            <Text className={`ud__row-value ${store.empRank ? '' : 'ud__row-value--placeholder'}`}>{store.empRank || tt('adm.f.pickRank')} ›</Text>
          </View>
          {e.empRank ? <Text className='ud__error'>{e.empRank}</Text> : null}
        </View>
        <View className='ud__card'>
          <Text className='ud__section'>{tt('adm.f.roles')}</Text>
          <Check on={!!store.ifApprover} label={tt('adm.f.approver')} onClick={() => store.toggle('ifApprover')} testId='emp-approver' />
          <Check on={!!store.ifBooker} label={tt('adm.f.booker')} onClick={() => store.toggle('ifBooker')} testId='emp-booker' />
          <Check on={!!store.isAdmin} label={tt('adm.f.admin')} onClick={() => store.toggle('isAdmin')} testId='emp-admin' />
          <Text className='ud__section'>{tt('adm.f.bookRange')}</Text>
          <View className='ud__chips'>
            {RANGES.map((r) => (
              <Text key={r} className={`ud__chip ${store.bookRange === r ? 'ud__chip--on' : ''}`} onClick={() => store.setBookRange(r)} data-testid={`emp-range-${r}`}>
                {tt(`adm.range.${r}`)}
              </Text>
            ))}
          </View>
          <Check on={!!store.bookOutside} label={tt('adm.f.bookOutside')} onClick={() => store.toggle('bookOutside')} testId='emp-outside' />
        </View>
        {cur ? (
          <View className='ud__card'>
            <Text className='ud__section'>{tt('adm.f.documents')}</Text>
            <Text className='ud__line' data-testid='emp-documents'>
              {[cur.idNumberMasked, cur.passportMasked].filter(Boolean).join(' · ') || tt('adm.f.noDocuments')}
            </Text>
          </View>
        ) : null}
        <PrimaryButton onClick={() => void save()} loading={store.saving} testId='emp-save'>
          {tt('adm.save')}
        </PrimaryButton>
        {cur && !cur.isSelf ? (
          <View className='adm__more' onClick={() => void toggleStatus()} data-testid='emp-toggle'>
            <Text className={cur.status === 1 ? 'adm__danger' : ''}>{cur.status === 1 ? tt('adm.disable') : tt('adm.enable')}</Text>
          </View>
        ) : null}
      </View>
      {sheet === 'dept' ? (
        <OptionSheet
          title={tt('adm.f.dept')}
          options={[{ id: '', label: tt('adm.f.noDept') }, ...store.departments.map((d) => ({ id: d.id, label: d.name, sub: d.code }))]}
          selected={store.deptId}
          testId='emp-dept-sheet'
          onClose={() => setSheet(null)}
          onPick={(v) => store.setDept(v)}
        />
      ) : null}
      {sheet === 'rank' ? (
        <OptionSheet
          title={tt('adm.f.rank')}
          options={(store.corp?.ranks ?? []).map((r) => ({ id: r, label: r }))}
          selected={store.empRank}
          testId='emp-rank-sheet'
          onClose={() => setSheet(null)}
          onPick={(v) => store.setRank(v)}
        />
      ) : null}
    </PageShell>
  )
})

/** /userCenter/empEdit/{id?}: adds or edits an employee (administrators). */
function EmpEditPage() {
  const tt = useScopedT(companyAdmin)
  const id = useRouter().params.id ?? ''
  return (
    <CompanyAdminGate title={id ? tt('adm.empEditTitle') : tt('adm.empAddTitle')}>
      <EmpEditScreen />
    </CompanyAdminGate>
  )
}

export default observer(EmpEditPage)
