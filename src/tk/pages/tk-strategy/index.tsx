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

/**
 * /tk/strategy: booking tips ("订票攻略") for a business traveller: the company's lowest-fare and
 * advance-booking rules in words (from the same standard as /tk/policy), how refund and change fees
 * work, connections and getting to the airport. See README, design notes (issue 13).
 */
function TkStrategyPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => new FlightPolicyStore())
  useEffect(() => {
    void store.load()
  }, [])
  const s = store.standard
  const cabinRow = store.rows.find((r) => r.label === 'policy.cabin')
  const discountRow = store.rows.find((r) => r.label === 'policy.discount')
  return (
    <PageShell title={tt('strategy.title')} className='fr-page'>
      <View className='fr-box' data-testid='tk-strategy'>
        <Text className='fr-text'>{tt('strategy.intro')}</Text>
      </View>
      {store.status === 'loading' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} /> : null}
      {store.status === 'ready' || store.status === 'none' ? (
        <>
          <View className='fr-box' data-testid='strategy-lowest'>
            <Text className='fr-title'>{tt('strategy.lowestTitle')}</Text>
            <Text className='fr-text'>{s && s.lowestFareMinutes > 0 ? tt('strategy.lowestBody', { n: s.lowestFareMinutes }) : tt('strategy.lowestNone')}</Text>
          </View>
          <View className='fr-box' data-testid='strategy-advance'>
            <Text className='fr-title'>{tt('strategy.advanceTitle')}</Text>
            <Text className='fr-text'>{s && s.advanceDays > 0 ? tt('strategy.advanceBody', { n: s.advanceDays }) : tt('strategy.advanceNone')}</Text>
          </View>
          {s && cabinRow && discountRow ? (
            <View className='fr-box'>
              <Text className='fr-title'>{tt('strategy.cabinTitle')}</Text>
              <Text className='fr-text'>
                {tt(cabinRow.value as Key)} · {tt(discountRow.value as Key, discountRow.params)}
              </Text>
            </View>
          ) : null}
        </>
      ) : null}
      <View className='fr-box'>
        <Text className='fr-title'>{tt('strategy.refundTitle')}</Text>
        <Text className='fr-text'>{tt('strategy.refundBody')}</Text>
        <Text className='fr-text'>{tt('strategy.changeBody')}</Text>
      </View>
      <View className='fr-box'>
        <Text className='fr-title'>{tt('strategy.transferTitle')}</Text>
        <Text className='fr-text'>{tt('strategy.transferBody')}</Text>
      </View>
      <View className='fr-box'>
        <Text className='fr-title'>{tt('strategy.busTitle')}</Text>
        <Text className='fr-text'>{tt('strategy.busBody')}</Text>
      </View>
      <View className='fr-actions'>
        <PrimaryButton onClick={() => void navigate('/tk/policy')} testId='strategy-policy'>
          {tt('strategy.policyLink')}
        </PrimaryButton>
        <PrimaryButton plain onClick={() => void navigate('/tk/airportBus')} testId='strategy-bus'>
          {tt('strategy.busLink')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
}

export default observer(TkStrategyPage)
