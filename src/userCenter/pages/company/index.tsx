import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { OptionSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import type { CorpItemKind } from '../../api/company-admin-api'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { FareProtectionCard } from '../../components/fare-protection-card'
import { companyAdmin } from '../../i18n/company-admin'
import { CompanyStore } from '../../stores/company-store'
import '../../components/user-data.scss'
import '../../components/company-admin.scss'

const TABS: CorpItemKind[] = ['dept', 'costCenter', 'project']

const CompanyScreen = observer(function CompanyScreen() {
  const tt = useScopedT(companyAdmin)
  const [store] = useState(() => new CompanyStore())
  const [parentSheet, setParentSheet] = useState(false)
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('adm.companyTitle')
  const d = store.detail
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (!d) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  const draft = store.draft
  return (
    <PageShell title={title}>
      <View className='ud adm' data-testid='company-page'>
        <View className='ud__card'>
          <Text className='ud__name' data-testid='company-name'>
            {d.fullname}
          </Text>
          <View className='adm__kv'>
            <Text className='adm__k'>{tt('adm.corpNo')}</Text>
            <Text className='adm__v'>{d.corpNo}</Text>
          </View>
          <View className='adm__kv'>
            <Text className='adm__k'>{tt('adm.empTotal')}</Text>
            <Text className='adm__v' data-testid='company-emp-total'>
              {d.empTotal}
            </Text>
          </View>
          {d.emailDomain ? (
            <View className='adm__kv'>
              <Text className='adm__k'>{tt('adm.emailDomain')}</Text>
              <Text className='adm__v'>{d.emailDomain}</Text>
            </View>
          ) : null}
        </View>
        <FareProtectionCard />
        <View className='ud__tabs'>
          {TABS.map((k) => (
            <View key={k} className={`ud__tab ${store.tab === k ? 'ud__tab--on' : ''}`} onClick={() => store.setTab(k)} data-testid={`company-tab-${k}`}>
              {tt(`adm.tab.${k}`)}
            </View>
          ))}
        </View>
        {store.error && !draft ? (
          <Text className='ud__banner' data-testid='company-error'>
            {store.error}
          </Text>
        ) : null}
        <View className='ud__card' data-testid='company-items'>
          {store.items.length === 0 ? <StateView status='empty' message={tt('adm.emptyItems')} /> : null}
          {store.items.map((item) => {
            const sub = [item.code, store.tab === 'dept' ? tt('adm.empCount', { n: item.empCount }) : '', store.tab !== 'project' && item.parentId ? store.deptName(item.parentId) : '']
              .filter(Boolean)
              .join(' · ')
            return (
              <View key={item.id} className='adm__item' data-testid='company-item'>
                <View className='adm__item-main'>
                  <Text className={`adm__item-name ${item.status ? '' : 'adm__item-off'}`}>
                    {item.name}
                    {item.status ? null : <Text className='adm__status'>{tt('adm.disabled')}</Text>}
                  </Text>
                  <Text className='adm__item-sub'>{sub}</Text>
                </View>
                <View className='adm__item-actions'>
                  <Text onClick={() => store.startEdit(item)} data-testid='company-item-edit'>
                    {tt('adm.edit')}
                  </Text>
                  <Text
                    className={item.status ? 'adm__danger' : ''}
                    onClick={() => void store.toggle(item).then((done) => done && ui.toast(tt('adm.saved'), { icon: 'success' }))}
                    data-testid='company-item-toggle'
                  >
                    {item.status ? tt('adm.disable') : tt('adm.enable')}
                  </Text>
                </View>
              </View>
            )
          })}
        </View>
        <PrimaryButton onClick={() => store.startAdd()} testId='company-add'>
          {tt(`adm.add.${store.tab}`)}
        </PrimaryButton>
      </View>
      {draft ? (
        <View className='adm__mask' onClick={() => store.closeDraft()}>
          <View className='adm__sheet' onClick={(e) => e.stopPropagation()} data-testid='company-sheet'>
            <Text className='adm__sheet-title'>{draft.id ? tt('adm.edit') : tt(`adm.add.${draft.kind}`)}</Text>
            {store.error ? <Text className='ud__banner'>{store.error}</Text> : null}
            {draft.id ? null : (
              <FormField name='itemCode' label={tt('adm.code')} value={draft.code} onChange={(v) => store.setDraft('code', v)} placeholder={tt('adm.codePh')} maxlength={20} error={store.draftErrors.code} />
            )}
            <FormField name='itemName' label={tt('adm.name')} value={draft.name} onChange={(v) => store.setDraft('name', v)} placeholder={tt('adm.namePh')} maxlength={40} error={store.draftErrors.name} />
            <FormField name='itemNameEn' label={tt('adm.nameEn')} value={draft.nameEn} onChange={(v) => store.setDraft('nameEn', v)} placeholder={tt('adm.namePh')} maxlength={80} />
            {draft.kind === 'project' ? null : (
              <View className='ud__row' onClick={() => setParentSheet(true)} data-testid='company-item-parent'>
                <Text className='ud__row-label'>{tt('adm.f.dept')}</Text>
                <Text className={`ud__row-value ${draft.parentId ? '' : 'ud__row-value--placeholder'}`}>{store.deptName(draft.parentId) || tt('adm.f.noDept')} ›</Text>
              </View>
            )}
            <View className='adm__sheet-actions'>
              <View className='ud__footer-btn ud__footer-btn--plain' onClick={() => store.closeDraft()}>
                {tt('adm.cancel')}
              </View>
              <View className='ud__footer-btn' onClick={() => void store.saveDraft().then((done) => done && ui.toast(tt('adm.saved'), { icon: 'success' }))} data-testid='company-item-save'>
                {tt('adm.save')}
              </View>
            </View>
          </View>
        </View>
      ) : null}
      {parentSheet && draft ? (
        <OptionSheet
          title={tt('adm.f.dept')}
          options={[{ id: '', label: tt('adm.f.noDept') }, ...d.departments.filter((x) => x.status === 1 && x.id !== draft.id).map((x) => ({ id: x.id, label: x.name }))]}
          selected={draft.parentId}
          testId='company-parent-sheet'
          onClose={() => setParentSheet(false)}
          onPick={(id) => {
            store.setDraft('parentId', id)
            setParentSheet(false)
          }}
        />
      ) : null}
    </PageShell>
  )
})

/** /userCenter/company: the company, its departments, cost centres and projects (administrators). */
function CompanyPage() {
  const tt = useScopedT(companyAdmin)
  return (
    <CompanyAdminGate title={tt('adm.companyTitle')}>
      <CompanyScreen />
    </CompanyAdminGate>
  )
}

export default observer(CompanyPage)
