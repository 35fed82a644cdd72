import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { back, currentQuery } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { invoiceDict } from '../i18n/invoice'
import { TitleFormStore } from '../stores/title-form-store'
import './invoice.scss'

/** /userCenter/Invoice/addInvoiceTitle (?id= to edit one of the caller's): company or individual, name, taxpayer number. */
export const AddTitle = observer(function AddTitle() {
  const tt = useScopedT(invoiceDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TitleFormStore(query.id || undefined))
  useEffect(() => {
    void store.load()
  }, [])
  const save = async () => {
    if (await store.save()) {
      ui.toast(tt('inv.title.saved'), { icon: 'success' })
      await back()
    }
  }
  return (
    <PageShell title={store.id ? tt('inv.title.editTitle') : tt('inv.title.title')} className='inv'>
      <View className='inv__card'>
        <Text className='inv__label'>{tt('inv.title.unit')}</Text>
        <View className='inv__seg'>
          {([1, 2] as const).map((u) => (
            <Text key={u} className={`inv__seg-item ${store.unitType === u ? 'inv__seg-item--on' : ''}`} onClick={() => store.setUnitType(u)} data-testid={`unit-${u}`}>
              {u === 1 ? tt('inv.title.company') : tt('inv.title.person')}
            </Text>
          ))}
        </View>
      </View>
      <View className='inv__card'>
        <FormField name='gsmc' label={tt('inv.title.gsmc')} value={store.gsmc} onChange={(v) => store.setGsmc(v)} placeholder={tt('inv.title.gsmcHint')} maxlength={100} error={store.errors.gsmc} />
        <FormField
          name='nsrsbh'
          label={tt('inv.title.nsrsbh')}
          value={store.nsrsbh}
          onChange={(v) => store.setNsrsbh(v)}
          placeholder={store.unitType === 2 ? tt('inv.title.nsrsbhOptional') : tt('inv.title.nsrsbhHint')}
          maxlength={24}
          error={store.errors.nsrsbh}
        />
      </View>
      {store.message ? <Text className='inv__message' data-testid='title-message'>{store.message}</Text> : null}
      <View className='inv__card'>
        <PrimaryButton onClick={() => void save()} loading={store.busy} testId='title-save'>
          {tt('inv.title.save')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
