import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OptionSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { back } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { commonInfo } from '../../i18n/common-info'
import { AddressEditStore } from '../../stores/address-edit-store'
import '../../components/user-data.scss'

/** /userCenter/CommonInfo/EditAddress?id=: a delivery address with province and city from the province-city data. */
function EditAddressPage() {
  const tt = useScopedT(commonInfo)
  const id = useRouter().params.id ?? ''
  const [store] = useState(() => new AddressEditStore(id))
  const [sheet, setSheet] = useState<'province' | 'city' | null>(null)
  useEffect(() => {
    void store.load()
  }, [id])

  const title = store.isNew ? tt('ci.addressTitleNew') : tt('ci.addressTitleEdit')
  const blocked = loadStateScreen(title, store, store.status === 'ready', { message: tt('ci.notFound'), actionText: tt('ci.backToList'), route: '/userCenter/CommonInfo' })
  if (blocked) return blocked

  const save = async () => {
    if (await store.save()) {
      ui.toast(tt('ci.saved'), { icon: 'success', duration: 1200 })
      setTimeout(() => void back(), 600)
    }
  }
  const e = store.errors
  return (
    <PageShell title={title}>
      <View className='ud' data-testid='edit-address'>
        {store.error ? (
          <Text className='ud__banner' data-testid='address-error'>
            {store.error}
          </Text>
        ) : null}
        <View className='ud__card'>
          <FormField name='recipient' label={tt('ci.recipient')} value={store.recipient} onChange={(v) => store.set('recipient', v)} placeholder={tt('ci.recipientPh')} maxlength={30} error={e.recipient} />
          <FormField name='addrMobile' type='number' label={tt('ci.mobile')} value={store.mobile} onChange={(v) => store.set('mobile', v)} placeholder={tt('ci.mobile')} maxlength={11} error={e.mobile} />
          <View className='ud__row' onClick={() => setSheet('province')} data-testid='address-province'>
            <Text className='ud__row-label'>{tt('ci.province')}</Text>
            <Text className={`ud__row-value ${store.province ? '' : 'ud__row-value--placeholder'}`}>{store.province?.name ?? tt('ci.pickProvince')} ›</Text>
          </View>
          <View className='ud__row' onClick={() => (store.province ? setSheet('city') : setSheet('province'))} data-testid='address-city'>
            <Text className='ud__row-label'>{tt('ci.city')}</Text>
            <Text className={`ud__row-value ${store.cityName ? '' : 'ud__row-value--placeholder'}`}>{store.cityName || tt('ci.pickCity')} ›</Text>
          </View>
          {e.region ? (
            <Text className='ud__error' data-testid='error-region'>
              {e.region}
            </Text>
          ) : null}
          <FormField name='area' label={tt('ci.area')} value={store.area} onChange={(v) => store.set('area', v)} placeholder={tt('ci.areaPh')} maxlength={30} />
          <FormField name='addr' label={tt('ci.addr')} value={store.addr} onChange={(v) => store.set('addr', v)} placeholder={tt('ci.addrPh')} maxlength={120} error={e.addr} />
          <FormField name='post' type='number' label={tt('ci.post')} value={store.post} onChange={(v) => store.set('post', v)} placeholder={tt('ci.postPh')} maxlength={6} error={e.post} />
          <View className='ud__check' onClick={() => store.toggleDefault()} data-testid='address-default'>
            <Text className={`ud__box ${store.isDefault ? 'ud__box--on' : ''}`}>{store.isDefault ? '✓' : ''}</Text>
            <Text>{tt('ci.setDefault')}</Text>
          </View>
        </View>
        <PrimaryButton onClick={() => void save()} loading={store.saving} testId='address-save'>
          {tt('ci.save')}
        </PrimaryButton>
      </View>
      {sheet === 'province' ? (
        <OptionSheet
          title={tt('ci.pickProvince')}
          options={store.provinces.map((p) => ({ id: p.code, label: p.name }))}
          selected={store.provinceCode}
          testId='province-sheet'
          onClose={() => setSheet(null)}
          onPick={(code) => {
            store.pickProvince(code)
            // The city comes next, as a second step of the same choice.
            setTimeout(() => setSheet('city'), 0)
          }}
        />
      ) : null}
      {sheet === 'city' ? (
        <OptionSheet
          title={tt('ci.pickCity')}
          options={store.cities.map((c) => ({ id: c.code, label: c.name }))}
          selected={store.cityCode}
          testId='city-sheet'
          onClose={() => setSheet(null)}
          onPick={(code) => store.pickCity(code)}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(EditAddressPage)
