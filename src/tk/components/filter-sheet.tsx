import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import { searchDict } from '../i18n/search'
import { CABIN_FILTERS, NO_FILTERS, TIME_BANDS, type CabinFilter, type FilterOption, type FlightFilters } from '../stores/flight-list-store'
import './filter-sheet.scss'

export interface FilterSheetProps {
  visible: boolean
  filters: FlightFilters
  cabin: CabinFilter
  options: { airlines: FilterOption[]; depAirports: FilterOption[]; arrAirports: FilterOption[] }
  onApply: (filters: FlightFilters, cabin: CabinFilter) => void
  onClose: () => void
}

function toggle<T>(list: readonly T[], v: T): T[] {
  return list.includes(v) ? list.filter((x) => x !== v) : [...list, v]
}

/**
 * The list's filters in a bottom sheet: direct only, departure time bands, airlines, airports and
 * the cabin class. Edits a draft; nothing changes on the list until Apply.
 */
export const FilterSheet = observer(function FilterSheet({ visible, filters, cabin, options, onApply, onClose }: FilterSheetProps) {
  const tt = useScopedT(searchDict)
  const [draft, setDraft] = useState<FlightFilters>(filters)
  const [draftCabin, setDraftCabin] = useState<CabinFilter>(cabin)

  useEffect(() => {
    if (!visible) return
    setDraft(filters)
    setDraftCabin(cabin)
  }, [visible])

  const chip = (on: boolean, label: string, onTap: () => void, testId: string, sub?: string) => (
    <View key={testId} className={`filter-sheet__chip ${on ? 'filter-sheet__chip--on' : ''}`} onClick={onTap} data-testid={testId} data-on={on ? '1' : '0'}>
      <Text className='filter-sheet__chip-text'>{label}</Text>
      {sub ? <Text className='filter-sheet__chip-sub'>{sub}</Text> : null}
    </View>
  )

  const group = (title: string, body: JSX.Element) => (
    <View className='filter-sheet__group'>
      <Text className='filter-sheet__group-title'>{title}</Text>
      <View className='filter-sheet__chips'>{body}</View>
    </View>
  )

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '78%' }}>
      {visible ? (
        <View className='filter-sheet' data-testid='filter-sheet'>
          <View className='filter-sheet__head'>
            <Text className='filter-sheet__title'>{tt('filter.title')}</Text>
          </View>
          <ScrollView scrollY className='filter-sheet__body'>
            <View
              className='filter-sheet__switch-row'
              onClick={() => setDraft({ ...draft, directOnly: !draft.directOnly })}
              data-testid='filter-direct'
              data-on={draft.directOnly ? '1' : '0'}
            >
              <Text className='filter-sheet__group-title'>{tt('filter.direct')}</Text>
              <View className={`filter-sheet__switch ${draft.directOnly ? 'filter-sheet__switch--on' : ''}`}>
                <View className='filter-sheet__knob' />
              </View>
            </View>
            {group(
              tt('filter.time'),
              <>
                {TIME_BANDS.map((b) =>
                  chip(draft.timeBands.includes(b), tt(`filter.band.${b}`), () => setDraft({ ...draft, timeBands: toggle(draft.timeBands, b) }), `filter-band-${b}`),
                )}
              </>,
            )}
            {group(
              tt('filter.cabin'),
              <>
                {CABIN_FILTERS.map((c) => chip(draftCabin === c, tt(`query.cabin.${c}`), () => setDraftCabin(c), `filter-cabin-${c}`))}
              </>,
            )}
            {options.airlines.length
              ? group(
                  tt('filter.airline'),
                  <>
                    {options.airlines.map((o) =>
                      chip(draft.airlines.includes(o.code), o.name, () => setDraft({ ...draft, airlines: toggle(draft.airlines, o.code) }), `filter-airline-${o.code}`, `¥${o.lowest}`),
                    )}
                  </>,
                )
              : null}
            {options.depAirports.length > 1
              ? group(
                  tt('filter.depAirport'),
                  <>
                    {options.depAirports.map((o) =>
                      chip(draft.depAirports.includes(o.code), o.name, () => setDraft({ ...draft, depAirports: toggle(draft.depAirports, o.code) }), `filter-dep-${o.code}`),
                    )}
                  </>,
                )
              : null}
            {options.arrAirports.length > 1
              ? group(
                  tt('filter.arrAirport'),
                  <>
                    {options.arrAirports.map((o) =>
                      chip(draft.arrAirports.includes(o.code), o.name, () => setDraft({ ...draft, arrAirports: toggle(draft.arrAirports, o.code) }), `filter-arr-${o.code}`),
                    )}
                  </>,
                )
              : null}
          </ScrollView>
          <View className='filter-sheet__foot'>
            <View
              className='filter-sheet__reset'
              onClick={() => {
                setDraft(NO_FILTERS)
                setDraftCabin('ALL')
              }}
              data-testid='filter-reset'
            >
              {tt('filter.reset')}
            </View>
            <View className='filter-sheet__apply' onClick={() => onApply(draft, draftCabin)} data-testid='filter-apply'>
              {tt('filter.apply')}
            </View>
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
