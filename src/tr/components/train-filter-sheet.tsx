import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import type { TrainType } from '../api/train-search'
import { trainSearchDict } from '../i18n/search'
import { NO_FILTERS, TIME_BANDS, type StationOption, type TimeBand, type TrainFilters } from '../stores/train-list-store'
import './train-filter-sheet.scss'

export interface TrainFilterSheetProps {
  visible: boolean
  filters: TrainFilters
  options: { types: TrainType[]; fromStations: StationOption[]; toStations: StationOption[] }
  onApply: (filters: TrainFilters) => void
  onClose: () => void
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/** The list's filters: only with seats, train types, departure and arrival bands, both ends' stations. Applied on "apply". */
export const TrainFilterSheet = observer(function TrainFilterSheet({ visible, filters, options, onApply, onClose }: TrainFilterSheetProps) {
  const tt = useScopedT(trainSearchDict)
  const [draft, setDraft] = useState<TrainFilters>(filters)

  useEffect(() => {
    if (visible) setDraft(filters)
  }, [visible])

  const chip = (on: boolean, label: string, onTap: () => void, testId: string, sub?: string) => (
    <View key={testId} className={`tr-filter__chip ${on ? 'tr-filter__chip--on' : ''}`} onClick={onTap} data-testid={testId} data-on={on ? '1' : '0'}>
      <Text className='tr-filter__chip-text'>{label}</Text>
      {sub ? <Text className='tr-filter__chip-sub'>{sub}</Text> : null}
    </View>
  )

  const group = (title: string, body: JSX.Element) => (
    <View className='tr-filter__group'>
      <Text className='tr-filter__group-title'>{title}</Text>
      <View className='tr-filter__chips'>{body}</View>
    </View>
  )

  const bands = (key: 'departBands' | 'arriveBands', prefix: string) => (
    <>{TIME_BANDS.map((b: TimeBand) => chip(draft[key].includes(b), tt(`filter.band.${b}`), () => setDraft({ ...draft, [key]: toggle(draft[key], b) }), `${prefix}-${b}`))}</>
  )

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '78%' }}>
      {visible ? (
        <View className='tr-filter' data-testid='filter-sheet'>
          <View className='tr-filter__head'>
            <Text className='tr-filter__title'>{tt('filter.title')}</Text>
          </View>
          <ScrollView scrollY className='tr-filter__body'>
            <View className='tr-filter__switch-row' onClick={() => setDraft({ ...draft, seatsOnly: !draft.seatsOnly })} data-testid='filter-seats' data-on={draft.seatsOnly ? '1' : '0'}>
              <Text className='tr-filter__group-title'>{tt('filter.seatsOnly')}</Text>
              <View className={`tr-filter__switch ${draft.seatsOnly ? 'tr-filter__switch--on' : ''}`}>
                <View className='tr-filter__knob' />
              </View>
            </View>
            {options.types.length > 1
              ? group(tt('filter.types'), <>{options.types.map((c) => chip(draft.types.includes(c), tt(`filter.type.${c}`), () => setDraft({ ...draft, types: toggle(draft.types, c) }), `filter-type-${c}`))}</>)
              : null}
            {group(tt('filter.depart'), bands('departBands', 'filter-depart'))}
            {group(tt('filter.arrive'), bands('arriveBands', 'filter-arrive'))}
            {options.fromStations.length > 1
              ? group(
                  tt('filter.fromStations'),
                  <>{options.fromStations.map((o) => chip(draft.fromStations.includes(o.code), o.name, () => setDraft({ ...draft, fromStations: toggle(draft.fromStations, o.code) }), `filter-from-${o.code}`))}</>,
                )
              : null}
            {options.toStations.length > 1
              ? group(
                  tt('filter.toStations'),
                  <>{options.toStations.map((o) => chip(draft.toStations.includes(o.code), o.name, () => setDraft({ ...draft, toStations: toggle(draft.toStations, o.code) }), `filter-to-${o.code}`))}</>,
                )
              : null}
          </ScrollView>
          <View className='tr-filter__foot'>
            <View className='tr-filter__reset' onClick={() => setDraft(NO_FILTERS)} data-testid='filter-reset'>
              {tt('filter.clear')}
            </View>
            <View className='tr-filter__apply' onClick={() => onApply(draft)} data-testid='filter-apply'>
              {tt('filter.apply')}
            </View>
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
