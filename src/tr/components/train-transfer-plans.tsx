import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import type { Train, TrainTransfer } from '../api/train-search'
import { trainSearchDict } from '../i18n/search'
import { durationLabel } from './format'
import './train-transfer-plans.scss'

export interface TrainTransferPlansProps {
  plans: readonly TrainTransfer[]
  onPick: (plan: TrainTransfer) => void
}

function Leg({ train, label }: { train: Train; label: string }) {
  const tt = useScopedT(trainSearchDict)
  return (
    <View className='tr-transfer__leg'>
      <View className='tr-transfer__leg-line'>
        <Text className='tr-transfer__leg-label'>{label}</Text>
        <Text className='tr-transfer__leg-code'>{train.trainCode}</Text>
        <Text className='tr-transfer__leg-time'>{train.startTime}</Text>
        <Text className='tr-transfer__leg-arrow'>→</Text>
        <Text className='tr-transfer__leg-time'>{train.arriveTime}</Text>
        {train.arriveDays > 0 ? <Text className='tr-transfer__leg-days'>{tt('train.arriveDays', { n: train.arriveDays })}</Text> : null}
        <Text className='tr-transfer__leg-run'>{durationLabel(train.runMinutes)}</Text>
      </View>
      <Text className='tr-transfer__leg-stations'>
        {train.fromStationName} → {train.toStationName}
      </Text>
    </View>
  )
}

/** Transfer plans: the hub, both trains, the wait (same station or not), the whole time and the lowest price; a tap opens the plan's booking. */
export const TrainTransferPlans = observer(function TrainTransferPlans({ plans, onPick }: TrainTransferPlansProps) {
  const tt = useScopedT(trainSearchDict)
  return (
    <View className='tr-transfer' data-testid='transfer-plans'>
      {plans.map((p) => (
        <View key={p.transferKey} className={`tr-transfer__plan ${p.bookable ? '' : 'tr-transfer__plan--off'}`} onClick={() => onPick(p)} data-testid='transfer-plan'>
          <View className='tr-transfer__head'>
            <Text className='tr-transfer__via'>{tt('transfer.via', { city: p.hubCityName })}</Text>
            <Text className='tr-transfer__total'>{tt('transfer.total', { time: durationLabel(p.totalMinutes) })}</Text>
            <Text className='tr-transfer__price'>
              <Text className='tr-transfer__yen'>¥</Text>
              {p.lowestPrice}
            </Text>
          </View>
          <Leg train={p.legs[0]} label={tt('transfer.leg1')} />
          <Text className='tr-transfer__wait'>
            {tt('transfer.wait', { time: durationLabel(p.connectionMinutes) })} · {p.sameStation ? tt('transfer.sameStation') : tt('transfer.otherStation')}
          </Text>
          <Leg train={p.legs[1]} label={tt('transfer.leg2')} />
          {!p.bookable ? <Text className='tr-transfer__off'>{tt('transfer.notBookable')}</Text> : null}
        </View>
      ))}
    </View>
  )
})
