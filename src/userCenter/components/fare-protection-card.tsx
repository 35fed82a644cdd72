import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { ui } from '../../core/platform/ui'
import { fareProtectionAdmin } from '../i18n/fare-protection-admin'
import { FareProtectionStore } from '../stores/fare-protection-store'

/** The administrator's fare protection settings on the company screen, with the rule as approvers read it. */
export const FareProtectionCard = observer(function FareProtectionCard() {
  const tt = useScopedT(fareProtectionAdmin)
  const [store] = useState(() => new FareProtectionStore())
  useEffect(() => {
    void store.load()
  }, [])
  if (store.status === 'loading') return null
  if (store.status === 'error') {
    return (
      <View className='ud__card' data-testid='fare-admin'>
        <Text className='ud__banner'>{store.message || tt('fpa.loadFailed')}</Text>
        <Text className='adm__link' onClick={() => void store.load()}>
          {tt('fpa.retry')}
        </Text>
      </View>
    )
  }
  const save = () => void store.save().then((done) => done && ui.toast(tt('fpa.saved'), { icon: 'success' }))
  return (
    <View className='ud__card' data-testid='fare-admin'>
      <Text className='adm__sheet-title'>{tt('fpa.title')}</Text>
      <View
        className='ud__row'
        role='switch'
        aria-checked={store.enabled}
        aria-label={tt('fpa.enabled')}
        onClick={() => store.setEnabled(!store.enabled)}
        data-testid='fare-admin-enabled'
        data-on={store.enabled ? '1' : '0'}
      >
        <Text className='ud__row-label'>{tt('fpa.enabled')}</Text>
        <Text className={`ud__row-value ${store.enabled ? 'adm__on' : 'ud__row-value--placeholder'}`}>{store.enabled ? tt('fpa.on') : tt('fpa.off')}</Text>
      </View>
      <FormField name='fareTolerance' type='number' label={tt('fpa.tolerance')} value={store.tolerance} onChange={(v) => store.setTolerance(v)} placeholder={tt('fpa.tolerancePh')} maxlength={2} error={store.errors.tolerance} />
      <FormField name='fareHold' type='number' label={tt('fpa.hold')} value={store.hold} onChange={(v) => store.setHold(v)} placeholder={tt('fpa.holdPh')} maxlength={4} error={store.errors.hold} />
      {store.message ? <Text className='ud__banner'>{store.message}</Text> : null}
      {store.saved ? (
        <Text className='adm__item-sub' data-testid='fare-admin-rule'>
          {store.saved.rule}
        </Text>
      ) : null}
      <PrimaryButton onClick={save} loading={store.saving} disabled={!store.dirty} testId='fare-admin-save'>
        {tt('fpa.save')}
      </PrimaryButton>
    </View>
  )
})
