import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { routesDict } from '../../i18n/flight-routes'
import { FlightPolicyStore } from '../../stores/flight-policy-store'
import '../tk-cmp/routes.scss'

type Key = keyof (typeof routesDict)['zh-CN']

/** /tk/policy: the caller's domestic flight standard, the one the flight search applies, rule by rule. */
function TkPolicyPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => new FlightPolicyStore())
  useEffect(() => {
    void store.load()
  }, [])
  const s = store.standard
  return (
    <PageShell title={tt('policy.title')} className='fr-page'>
      {store.status === 'loading' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} /> : null}
      {store.status === 'none' ? <StateView status='empty' message={tt('policy.none')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('policy.search')} /> : null}
      {store.status === 'ready' && s ? (
        <>
          <View className='fr-box' data-testid='tk-policy' data-rank={s.empRank}>
            <Text className='fr-title'>{s.name}</Text>
            <Text className='fr-muted'>{tt('policy.rank', { rank: s.empRank })}</Text>
            {store.rows.map((r) => (
              <View key={r.label} className='fr-row' data-testid={`policy-row-${r.label.slice(7)}`}>
                <Text className='fr-row__label'>{tt(r.label as Key)}</Text>
                <Text className='fr-row__value'>{tt(r.value as Key, r.params)}</Text>
              </View>
            ))}
            <Text className='fr-muted'>{tt('policy.personal')}</Text>
          </View>
          <View className='fr-actions'>
            <PrimaryButton onClick={() => void navigate('/tk/tkQuery')} testId='policy-search'>
              {tt('policy.search')}
            </PrimaryButton>
            <PrimaryButton plain onClick={() => void navigate('/tk/strategy')} testId='policy-strategy'>
              {tt('policy.strategy')}
            </PrimaryButton>
          </View>
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(TkPolicyPage)
