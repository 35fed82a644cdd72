import { useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '../hooks/use-t'
import './option-sheet.scss'

export interface SheetOption {
  id: string
  label: string
  sub?: string
}

export interface OptionSheetProps {
  title: string
  options: readonly SheetOption[]
  selected: string
  onPick: (id: string) => void
  onClose: () => void
  /** Offer "none" (optional choices). */
  allowNone?: boolean
  testId?: string
}

/**
 * A bottom sheet to pick one of a list (cost centre, project, out-of-policy reason), with a filter
 * for long lists. A fixed layer under NutUI's popups (z 1100+). Shared by the booking and the trip forms.
 */
export const OptionSheet = observer(function OptionSheet({ title, options, selected, onPick, onClose, allowNone, testId }: OptionSheetProps) {
  const t = useT()
  const [filter, setFilter] = useState('')
  const shown = filter.trim()
    ? options.filter((o) => `${o.label} ${o.sub ?? ''}`.toLowerCase().includes(filter.trim().toLowerCase()))
    : options
  const pick = (id: string) => {
    onPick(id)
    onClose()
  }
  return (
    <View className='option-sheet' data-testid={testId}>
      <View className='option-sheet__mask' onClick={onClose} />
      <View className='option-sheet__panel'>
        <View className='option-sheet__head'>
          <Text className='option-sheet__title'>{title}</Text>
          <Text className='option-sheet__close' onClick={onClose}>
            ×
          </Text>
        </View>
        {options.length > 8 ? (
          <Input className='option-sheet__filter' value={filter} placeholder={t('common.searchNameOrCode')} onInput={(e) => setFilter(e.detail.value)} />
        ) : null}
        <ScrollView scrollY className='option-sheet__list'>
          {allowNone ? (
            <View className={`option-sheet__item ${selected === '' ? 'option-sheet__item--on' : ''}`} onClick={() => pick('')}>
              <Text className='option-sheet__label'>{t('common.none')}</Text>
            </View>
          ) : null}
          {shown.map((o) => (
            <View
              key={o.id}
              className={`option-sheet__item ${selected === o.id ? 'option-sheet__item--on' : ''}`}
              onClick={() => pick(o.id)}
              data-testid={`option-${o.id}`}
            >
              <Text className='option-sheet__label'>{o.label}</Text>
              {o.sub ? <Text className='option-sheet__sub'>{o.sub}</Text> : null}
            </View>
          ))}
        </ScrollView>
      </View>
    </View>
  )
})

/** A cost centre or project as the company lists them. */
interface Coded {
  id: number | string
  name: string
  code: string
}

interface CodedSheetProps {
  items: readonly Coded[]
  selected: string
  onPick: (id: string) => void
  onClose: () => void
}

const toOptions = (items: readonly Coded[]): SheetOption[] => items.map((c) => ({ id: String(c.id), label: c.name, sub: c.code }))

/** The company's cost centres (booking and trip application forms). */
export function CostCenterSheet({ items, selected, onPick, onClose }: CodedSheetProps) {
  const t = useT()
  return <OptionSheet title={t('common.costCenter')} options={toOptions(items)} selected={selected} onPick={onPick} onClose={onClose} testId='sheet-cost' />
}

/** The company's projects; none is a valid choice. */
export function ProjectSheet({ items, selected, onPick, onClose }: CodedSheetProps) {
  const t = useT()
  return <OptionSheet title={t('common.project')} options={toOptions(items)} selected={selected} onPick={onPick} onClose={onClose} allowNone testId='sheet-project' />
}
