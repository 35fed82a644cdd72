import { useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { tripDict } from '../i18n/trip'
import './choice-sheet.scss'

export interface Choice {
  id: string
  label: string
  sub?: string
}

export interface ChoiceSheetProps {
  title: string
  options: readonly Choice[]
  selected: string
  onPick: (id: string) => void
  onClose: () => void
  /** Offer "none" (an optional choice such as the project). */
  allowNone?: boolean
  testId?: string
}

/** A bottom sheet to pick one of a list (cost centre, project), with a filter once the list is long. */
export const ChoiceSheet = observer(function ChoiceSheet({ title, options, selected, onPick, onClose, allowNone, testId }: ChoiceSheetProps) {
  const tt = useScopedT(tripDict)
  const [filter, setFilter] = useState('')
  const k = filter.trim().toLowerCase()
  const shown = k ? options.filter((o) => `${o.label} ${o.sub ?? ''}`.toLowerCase().includes(k)) : options
  const pick = (id: string) => {
    onPick(id)
    onClose()
  }
  return (
    <View className='choice-sheet' data-testid={testId}>
      <View className='choice-sheet__mask' onClick={onClose} />
      <View className='choice-sheet__panel'>
        <View className='choice-sheet__head'>
          <Text className='choice-sheet__title'>{title}</Text>
          <Text className='choice-sheet__close' onClick={onClose}>
            ×
          </Text>
        </View>
        {options.length > 8 ? (
          <Input className='choice-sheet__filter' value={filter} placeholder={tt('add.search')} onInput={(e) => setFilter(e.detail.value)} />
        ) : null}
        <ScrollView scrollY className='choice-sheet__list'>
          {allowNone ? (
            <View className={`choice-sheet__item ${selected === '' ? 'choice-sheet__item--on' : ''}`} onClick={() => pick('')}>
              <Text className='choice-sheet__label'>{tt('add.none')}</Text>
            </View>
          ) : null}
          {shown.map((o) => (
            <View key={o.id} className={`choice-sheet__item ${selected === o.id ? 'choice-sheet__item--on' : ''}`} onClick={() => pick(o.id)} data-testid={`choice-${o.id}`}>
              <Text className='choice-sheet__label'>{o.label}</Text>
              {o.sub ? <Text className='choice-sheet__sub'>{o.sub}</Text> : null}
            </View>
          ))}
        </ScrollView>
      </View>
    </View>
  )
})
