import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { intlDict } from '../../i18n/intl'
import { NeedListStore } from '../../stores/intl-need-store'
import '../../components/intl.scss'

/** /userCenter/NeedOrder/{id?}: the caller's international demand orders; with an id it opens that one. */
function NeedOrderListPage() {
  const tt = useScopedT(intlDict)
  const p = useRouter().params as Record<string, string | undefined>
  const store = useMemo(() => new NeedListStore(), [])
  useDidShow(() => {
    if (p.id && /^\d+$/.test(p.id)) {
      void redirect('/tk/tkNeedDetail', { id: p.id })
      return
    }
    void store.load()
  })
  return (
    <PageShell title={tt('need.listTitle')} className='intl-page'>
      {store.status === 'loading' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' onRetry={() => void store.load()} /> : null}
      {store.status === 'ready' && store.list.length === 0 ? <StateView status='empty' message={tt('need.listEmpty')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} /> : null}
      {store.status === 'ready'
        ? store.list.map((n) => (
            <View key={n.id} className='intl-box' onClick={() => void navigate('/tk/tkNeedDetail', { id: n.id })} data-testid={`need-row-${n.id}`}>
              <View className='intl-row'>
                <Text>{n.depName} ⇀ {n.arrName}</Text>
                <Text className='intl-link'>{tt(`need.status.${n.status}`)}</Text>
              </View>
              <Text className='intl-muted'>
                {n.depDate}{n.retDate ? ` ~ ${n.retDate}` : ''} · {n.cabinName} · {n.travellerNames}{n.quotePrice !== null ? ` · ¥${n.quotePrice}` : ''}
              </Text>
            </View>
          ))
        : null}
    </PageShell>
  )
}

export default observer(NeedOrderListPage)
