import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { insuranceDict } from '../i18n/insurance'
import { InQueryStore } from '../stores/in-query-store'
import './insurance.scss'

/**
 * /insurance/inQuery: the standalone products by kind (tabs: all, flight delay, accident, travel
 * medical, rail) with their cover in one line, the lowest premium per person, the ages and the
 * longest cover; a product opens /insurance/InProductDetails.
 */
export const InQuery = observer(function InQuery() {
  const tt = useScopedT(insuranceDict)
  const [store] = useState(() => new InQueryStore())
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('title.query')

  return (
    <PageShell title={title} className='ins'>
      <View className='ins__head'>
        <Text className='ins__airport'>{title}</Text>
        <View className='ins__tabs'>
          <Text className={`ins__chip ${store.kind === '' ? 'ins__chip--on' : ''}`} onClick={() => store.setKind('')} data-testid='kind-ALL'>
            {tt('kind.ALL')}
          </Text>
          {store.kinds.map((k) => (
            <Text key={k.kind} className={`ins__chip ${store.kind === k.kind ? 'ins__chip--on' : ''}`} onClick={() => store.setKind(k.kind)} data-testid={`kind-${k.kind}`}>
              {k.name}
            </Text>
          ))}
        </View>
      </View>
      {store.status === 'loading' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
      {store.status === 'ready' && store.list.length === 0 ? <StateView status='empty' message={tt('query.empty')} /> : null}
      {store.status === 'ready' && store.list.length > 0 ? (
        <View className='ins__card'>
          {store.list.map((p) => (
            <View key={p.bxid} className='ins__service' onClick={() => void navigate('/insurance/InProductDetails', { bxid: p.bxid })} data-testid='product'>
              <View className='ins__service-main'>
                <Text className='ins__name' data-testid='product-name'>
                  {p.bxmc}
                </Text>
                <Text className='ins__muted'>{p.besm}</Text>
                <View className='ins__tags'>
                  <Text className='ins__tag'>{tt('query.ages', { min: p.minAge, max: p.maxAge })}</Text>
                  <Text className='ins__tag'>{p.maxDays === 1 ? tt('query.oneTrip') : tt('query.days', { n: p.maxDays })}</Text>
                </View>
              </View>
              <View className='ins__side'>
                <Text className='ins__price'>{tt('query.from', { price: p.saleprice })}</Text>
                <Text className='ins__book'>{tt('query.buy')}</Text>
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
})
