import { Text, View } from '@tarojs/components'
import { scopedT } from '../../core/i18n/index'
import type { TrainSuggestion } from '../api/flight-search'
import { searchDict } from '../i18n/search'
import { durationLabel } from './format'
import './train-suggestion.scss'

export interface TrainSuggestionBarProps {
  suggestion: TrainSuggestion
  onOpen: () => void
  /** The language, so the bar re-renders when it changes. */
  locale: string
}

/**
 * The train instead of the flight, in one line above the list: the fastest train of at most 5 hours
 * with its time and the CO2 it saves; a tap opens the train list of the same cities and date.
 */
export function TrainSuggestionBar({ suggestion: s, onOpen }: TrainSuggestionBarProps) {
  const tt = scopedT(searchDict)
  const duration = durationLabel(s.runMinutes)
  const text = tt('list.trainSuggest', { train: s.trainCode, duration, kg: s.savingKg })
  const action = tt('list.trainSuggestAction')
  return (
    <View
      className='train-suggest'
      onClick={onOpen}
      data-testid='train-suggestion'
      data-train={s.trainCode}
      data-saving={s.savingKg}
      role='link'
      // Named by what it shows (WCAG 2.5.3, label in name); the full route is its description.
      {...({ title: tt('list.trainSuggestLabel', {
        train: s.trainCode,
        from: s.fromStationName,
        start: s.startTime,
        to: s.toStationName,
        arrive: s.arriveTime,
        duration,
        kg: s.savingKg,
      }) } as object)}
    >
      <View className='train-suggest__icon' />
      <Text className='train-suggest__text'>{text}</Text>
      <Text className='train-suggest__action'>{action} ›</Text>
    </View>
  )
}
