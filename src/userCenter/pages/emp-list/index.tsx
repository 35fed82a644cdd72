import { useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { companyAdmin } from '../../i18n/company-admin'
import { EmpListStore, type EmpFilter } from '../../stores/emp-list-store'
import '../../components/user-data.scss'
import '../../components/company-admin.scss'

const FILTERS: EmpFilter[] = ['all', 'active', 'disabled']

const EmpListScreen = observer(function EmpListScreen() {
  const tt = useScopedT(companyAdmin)
  const [store] = useState(() => new EmpListStore())
  const shown = useRef(false)
  // Back from an edit: read again, the row may have changed.
  useDidShow(() => {
    if (shown.current) void store.paged.reload()
    else void store.paged.restart()
    shown.current = true
  })
  useReachBottom(() => void store.paged.loadMore())
  const paged = store.paged

  const toggle = async (row: (typeof paged.items)[number]) => {
    if (row.status === 1 && !(await ui.confirm(tt('adm.disable'), tt('adm.disableConfirm', { name: row.empName })))) return
    if (await store.toggle(row)) ui.toast(row.status === 1 ? tt('adm.enabledToast') : tt('adm.disabledToast'), { icon: 'success' })
  }

  return (
    <PageShell title={tt('adm.empListTitle')}>
      <View className='ud adm' data-testid='emp-list'>
        <View className='adm__search'>
          <Input
            className='adm__search-input'
            value={store.keywords}
            placeholder={tt('adm.searchPh')}
            confirmType='search'
            onInput={(e) => store.setKeywords(e.detail.value)}
            onConfirm={() => void store.search()}
            data-testid='emp-search'
          />
          <Text className='adm__search-btn' onClick={() => void store.search()} data-testid='emp-search-btn'>
            {tt('adm.search')}
          </Text>
        </View>
        <View className='ud__chips'>
          {FILTERS.map((f) => (
            <Text key={f} className={`ud__chip ${store.filter === f ? 'ud__chip--on' : ''}`} onClick={() => void store.setFilter(f)} data-testid={`emp-filter-${f}`}>
              {tt(`adm.filter.${f}`)}
            </Text>
          ))}
        </View>
        {store.error ? (
          <Text className='ud__banner' data-testid='emp-list-error'>
            {store.error}
          </Text>
        ) : null}
        {paged.loadingFirst ? <StateView status='loading' /> : null}
        {paged.status === 'error' && paged.items.length === 0 ? <StateView status='error' message={paged.error || undefined} onRetry={() => void paged.reload()} /> : null}
        {paged.empty ? <StateView status='empty' message={tt('adm.emptyEmps')} /> : null}
        {paged.items.map((row) => (
          <View key={row.empId} className='ud__card' data-testid='emp-row'>
            <View className='ud__card-head' onClick={() => void navigate('/userCenter/empEdit', { id: row.empId })}>
              <Text className={`ud__name ${row.status === 1 ? '' : 'adm__item-off'}`} data-testid='emp-row-name'>
                {row.empName}
                {row.isSelf ? <Text className='ud__tag'>{tt('adm.self')}</Text> : null}
                {row.status === 2 ? <Text className='adm__status' data-testid='emp-row-disabled'>{tt('adm.disabled')}</Text> : null}
              </Text>
              <Text className='adm__item-sub'>{row.empNo}</Text>
            </View>
            <Text className='ud__line'>{[row.phoneNumber, row.deptName, row.empRank].filter(Boolean).join(' · ')}</Text>
            <Text className='ud__line'>{row.roleIds.map((r) => tt(`adm.role.${r}` as 'adm.role.traveller')).join(' / ')}</Text>
            <View className='ud__actions'>
              <Text className='ud__action' onClick={() => void navigate('/userCenter/empEdit', { id: row.empId })} data-testid='emp-row-edit'>
                {tt('adm.edit')}
              </Text>
              {row.isSelf ? null : (
                <Text className={`ud__action ${row.status === 1 ? 'ud__action--danger' : ''}`} onClick={() => void toggle(row)} data-testid='emp-row-toggle'>
                  {row.status === 1 ? tt('adm.disable') : tt('adm.enable')}
                </Text>
              )}
            </View>
          </View>
        ))}
        {paged.items.length > 0 ? (
          paged.hasMore ? (
            <View className='adm__more' onClick={() => void paged.loadMore()} data-testid='emp-more'>
              {paged.status === 'loading' ? '…' : tt('adm.loadMore')}
            </View>
          ) : (
            <View className='adm__more'>{tt('adm.noMore')}</View>
          )
        ) : null}
      </View>
      <View className='ud__footer'>
        <View className='ud__footer-btn ud__footer-btn--plain' onClick={() => void navigate('/userCenter/invitEmployees')} data-testid='emp-invite'>
          {tt('adm.inviteTitle')}
        </View>
        <View className='ud__footer-btn' onClick={() => void navigate('/userCenter/empEdit')} data-testid='emp-add'>
          {tt('adm.addEmp')}
        </View>
      </View>
    </PageShell>
  )
})

/** /userCenter/empList: the company's employees (administrators). */
function EmpListPage() {
  const tt = useScopedT(companyAdmin)
  return (
    <CompanyAdminGate title={tt('adm.empListTitle')}>
      <EmpListScreen />
    </CompanyAdminGate>
  )
}

export default observer(EmpListPage)
