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
import type { CardKind } from '../../api/user-data'
import { commonInfo } from '../../i18n/common-info'
import { MemberCardEditStore } from '../../stores/member-card-edit-store'
import '../../components/user-data.scss'

/** /userCenter/CommonInfo/EditVipEmpJdhy?id=&kind=hotel|airline: a hotel or airline member card. */
function EditMemberCardPage() {
  const tt = useScopedT(commonInfo)
  const params = useRouter().params
  const id = params.id ?? ''
  const kind: CardKind = params.kind === 'airline' ? 'airline' : 'hotel'
  const [store] = useState(() => new MemberCardEditStore(id, kind))
  const [sheet, setSheet] = useState(false)
  useEffect(() => {
    void store.load()
  }, [id])

  const title = id ? tt('ci.cardTitleEdit') : tt('ci.cardTitleNew')
  const blocked = loadStateScreen(title, store, store.status === 'ready', { message: tt('ci.notFound'), actionText: tt('ci.backToList'), route: '/userCenter/CommonInfo' })
  if (blocked) return blocked

  const save = async () => {
    if (await store.save()) {
      ui.toast(tt('ci.saved'), { icon: 'success', duration: 1200 })
      setTimeout(() => void back(), 600)
    }
  }
  return (
    <PageShell title={title}>
      <View className='ud' data-testid='edit-member-card'>
        {store.error ? (
          <Text className='ud__banner' data-testid='card-error'>
            {store.error}
          </Text>
        ) : null}
        <View className='ud__card'>
          <View className='ud__row'>
            <Text className='ud__row-label'>{tt('ci.cardKind')}</Text>
            <View className='ud__chips'>
              {(['hotel', 'airline'] as const).map((k) => (
                <Text key={k} className={`ud__chip ${store.kind === k ? 'ud__chip--on' : ''}`} onClick={() => store.setKind(k)} data-testid={`card-kind-${k}`}>
                  {tt(`ci.kind.${k}`)}
                </Text>
              ))}
            </View>
          </View>
          <View className='ud__row' onClick={() => setSheet(true)} data-testid='card-plat'>
            <Text className='ud__row-label'>{tt('ci.plat')}</Text>
            <Text className={`ud__row-value ${store.platName ? '' : 'ud__row-value--placeholder'}`}>{store.platName || tt('ci.pickPlat')} ›</Text>
          </View>
          {store.errors.plat ? <Text className='ud__error'>{store.errors.plat}</Text> : null}
          <FormField name='hykh' label={tt('ci.hykh')} value={store.hykh} onChange={(v) => store.setHykh(v)} placeholder={tt('ci.hykhPh')} maxlength={30} error={store.errors.hykh} />
        </View>
        <PrimaryButton onClick={() => void save()} loading={store.saving} testId='card-save'>
          {tt('ci.save')}
        </PrimaryButton>
      </View>
      {sheet ? (
        <OptionSheet
          title={tt('ci.pickPlat')}
          options={store.plats.map((p) => ({ id: p.interfacePlat, label: p.name, sub: p.interfacePlat }))}
          selected={store.plat}
          testId='plat-sheet'
          onClose={() => setSheet(false)}
          onPick={(p) => store.setPlat(p)}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(EditMemberCardPage)
