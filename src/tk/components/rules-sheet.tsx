import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import type { FeeTier } from '../api/flight-search'
import { searchDict } from '../i18n/search'
import type { FlightCabinStore } from '../stores/flight-cabin-store'
import './rules-sheet.scss'

function FeeTable({ title, tiers, testId }: { title: string; tiers: readonly FeeTier[]; testId: string }) {
  const tt = useScopedT(searchDict)
  return (
    <View className='rules-sheet__table' data-testid={testId}>
      <Text className='rules-sheet__table-title'>{title}</Text>
      <View className='rules-sheet__tr rules-sheet__tr--head'>
        <Text className='rules-sheet__td rules-sheet__td--when'>{tt('rules.when')}</Text>
        <Text className='rules-sheet__td'>{tt('rules.fee')}</Text>
      </View>
      {tiers.map((t) => (
        <View key={t.label} className='rules-sheet__tr'>
          <Text className='rules-sheet__td rules-sheet__td--when'>{t.label}</Text>
          <Text className='rules-sheet__td'>
            <Price value={t.fee} decimals={0} /> ({t.feePercent}%)
          </Text>
        </View>
      ))}
    </View>
  )
}

/** Refund, change and endorsement rules of a fare (queryFlightRule), with its baggage allowance. */
export const RulesSheet = observer(function RulesSheet({ store }: { store: FlightCabinStore }) {
  const tt = useScopedT(searchDict)
  const cabin = store.ruleCabin
  const rule = store.rule
  return (
    <Popup visible={!!cabin} position='bottom' round onClose={() => store.closeRule()} style={{ height: '75%' }}>
      {cabin ? (
        <View className='rules-sheet' data-testid='rules-sheet'>
          <View className='rules-sheet__head'>
            <Text className='rules-sheet__title'>
              {tt('rules.title')} · {cabin.cabinName} {cabin.cabinCode}
            </Text>
            <Text className='rules-sheet__close' onClick={() => store.closeRule()} data-testid='rules-close'>
              {tt('rules.close')}
            </Text>
          </View>
          <ScrollView scrollY className='rules-sheet__body'>
            {store.ruleStatus === 'loading' ? <StateView status='loading' message={tt('rules.loading')} /> : null}
            {store.ruleStatus === 'error' ? <StateView status='error' message={store.ruleError} onRetry={() => void store.openRule(cabin)} /> : null}
            {store.ruleStatus === 'ready' && rule ? (
              <View className='rules-sheet__content'>
                <FeeTable title={tt('rules.refund')} tiers={rule.refund} testId='rules-refund' />
                <Text className='rules-sheet__text'>{rule.refundRule}</Text>
                <FeeTable title={tt('rules.change')} tiers={rule.change} testId='rules-change' />
                <Text className='rules-sheet__text'>{rule.changeRule}</Text>
                <Text className='rules-sheet__table-title'>{tt('rules.transfer')}</Text>
                <Text className='rules-sheet__text'>{rule.transferRule || tt(rule.transferable ? 'cabin.transferable' : 'cabin.notTransferable')}</Text>
                <Text className='rules-sheet__table-title'>{tt('rules.baggage')}</Text>
                <Text className='rules-sheet__text'>{rule.baggage.text}</Text>
              </View>
            ) : null}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
