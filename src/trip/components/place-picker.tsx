import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { geoFindByKeyword, geoFindHot, type GeoItem, type GeoType } from '../../core/api/geo'
import { useScopedT } from '../../core/hooks/use-t'
import { useStores } from '../../core/stores/root-store'
import { langOf } from '../../core/stores/geo-store'
import { tripDict } from '../i18n/trip'
import './place-picker.scss'

/** A picked station (telegraph code) or city (geo city code). */
export interface PickedPlace {
  code: string
  name: string
  /** The city of a station. */
  cityName?: string
}

/** Stations (10904), hotel cities (10903) or car cities (10906). */
export type PlaceKind = Extract<GeoType, '10904' | '10903' | '10906'>

function placeOf(item: GeoItem): PickedPlace | null {
  if (!('code' in item) || !('name' in item)) return null
  const city = 'cityName' in item ? item.cityName : undefined
  return { code: item.code, name: item.name, cityName: city }
}

export interface PlacePickerProps {
  kind: PlaceKind
  onSelect: (place: PickedPlace) => void
  onClose: () => void
  testId?: string
  /** The geo calls; injectable for previews. */
  findHot?: typeof geoFindHot
  findByKeyword?: typeof geoFindByKeyword
}

/** Waits this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 250

/**
 * A station or city picker for train, hotel and car routes: the hot list first, then keyword
 * search (name, pinyin, initials, telegraph code) through the geo service.
 */
export const PlacePicker = observer(function PlacePicker({ kind, onSelect, onClose, testId = 'place-picker', findHot = geoFindHot, findByKeyword = geoFindByKeyword }: PlacePickerProps) {
  const tt = useScopedT(tripDict)
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const [keyword, setKeyword] = useState('')
  const [hot, setHot] = useState<PickedPlace[]>([])
  const [results, setResults] = useState<{ keyword: string; list: PickedPlace[] } | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('loading')
  const seq = useRef(0)

  const loadHot = () => {
    setState('loading')
    findHot(kind, lang)
      .then((list) => {
        setHot(list.map(placeOf).filter((p): p is PickedPlace => !!p))
        setState('idle')
      })
      .catch(() => setState('error'))
  }

  const search = (k: string) => {
    const id = ++seq.current
    setState('loading')
    findByKeyword(kind, k, lang)
      .then((list) => {
        if (id !== seq.current) return
        setResults({ keyword: k, list: list.map(placeOf).filter((p): p is PickedPlace => !!p) })
        setState('idle')
      })
      .catch(() => {
        if (id === seq.current) setState('error')
      })
  }

  useEffect(() => loadHot(), [kind, lang])

  useEffect(() => {
    const k = keyword.trim()
    if (!k) {
      seq.current++
      setResults(null)
      return undefined
    }
    const timer = setTimeout(() => search(k), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [keyword, kind, lang])

  const k = keyword.trim()
  const list = k ? (results?.keyword === k ? results.list : []) : hot
  const row = (p: PickedPlace) => (
    <View key={p.code} className='place-picker__row' onClick={() => onSelect(p)} data-testid={`${testId}-result-${p.code}`}>
      <View className='place-picker__row-main'>
        <Text className='place-picker__name'>{p.name}</Text>
        {p.cityName && p.cityName !== p.name ? <Text className='place-picker__sub'>{p.cityName}</Text> : null}
      </View>
      <Text className='place-picker__code'>{p.code}</Text>
    </View>
  )

  return (
    <View className='place-picker' data-testid={testId}>
      <View className='place-picker__mask' onClick={onClose} />
      <View className='place-picker__panel'>
        <View className='place-picker__head'>
          <Text className='place-picker__title'>{kind === '10904' ? tt('place.station') : tt('place.city')}</Text>
        </View>
        <View className='place-picker__search'>
          <Input
            className='place-picker__input'
            value={keyword}
            focus
            maxlength={50}
            placeholder={tt('place.placeholder')}
            onInput={(e) => setKeyword(e.detail.value)}
            data-testid={`${testId}-input`}
          />
          <Text className='place-picker__cancel' onClick={onClose}>
            {tt('place.cancel')}
          </Text>
        </View>
        <ScrollView scrollY className='place-picker__body'>
          {!k && hot.length ? <Text className='place-picker__section'>{tt('place.hot')}</Text> : null}
          {list.map(row)}
          {state === 'loading' && !list.length ? <View className='place-picker__state'>{tt('place.searching')}</View> : null}
          {state === 'error' ? (
            <View className='place-picker__state'>
              <Text>{tt('place.failed')}</Text>
              <Text className='place-picker__retry' onClick={() => (k ? search(k) : loadHot())}>
                {tt('place.retry')}
              </Text>
            </View>
          ) : null}
          {state === 'idle' && k && results?.keyword === k && !list.length ? <View className='place-picker__state'>{tt('place.noMatch', { keyword: k })}</View> : null}
        </ScrollView>
      </View>
    </View>
  )
})
