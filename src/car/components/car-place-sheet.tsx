import { useEffect } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { ui } from '../../core/platform/ui'
import type { CarPlace } from '../api/car-search'
import { carSearchDict } from '../i18n/search'
import { getCarPlaceStore } from '../stores/car-place-store'
import './car-sheets.scss'

export interface CarPlaceSheetProps {
  side: 'from' | 'to'
  /** The city's name: the region of the suggestions. */
  region: string
  cityId: string
  /** Sorts suggestions by distance from here (the city centre). */
  near?: { lat: number; lng: number }
  /** A first keyword ('机场' for an airport drop-off). */
  keyword?: string
  onPick: (place: CarPlace) => void
  onClose: () => void
}

/**
 * The address sheet: a search box with the map service's suggestions in the city, the current
 * location, the saved places and the recent ones. Saving a suggestion adds it to the saved places.
 */
export const CarPlaceSheet = observer(function CarPlaceSheet({ side, region, cityId, near, keyword = '', onPick, onClose }: CarPlaceSheetProps) {
  const tt = useScopedT(carSearchDict)
  const store = getCarPlaceStore()

  useEffect(() => {
    store.open(region, cityId, near, keyword)
    return () => store.close()
  }, [])

  const locate = async () => {
    const place = await store.locate()
    if (place) onPick(place)
  }

  const save = async (p: CarPlace) => {
    const err = await store.save(p.name.slice(0, 20), p)
    ui.toast(err ?? tt('place.saved'))
  }

  const row = (p: CarPlace, key: string, extra?: JSX.Element) => (
    <View key={key} className='car-sheet__place' data-testid={`place-${key}`}>
      <View className='car-sheet__place-main' onClick={() => onPick(p)}>
        <Text className='car-sheet__place-name'>{p.name}</Text>
        {p.address ? <Text className='car-sheet__place-addr'>{p.address}</Text> : null}
      </View>
      {extra}
    </View>
  )

  const typed = store.text.trim()
  let results: JSX.Element | null = null
  if (typed) {
    if (store.status === 'error') results = <StateView status='error' message={tt('place.suggestFailed')} onRetry={() => void store.fetch()} />
    else if (store.status !== 'ready' || store.answered !== typed) results = <StateView status='loading' />
    else if (!store.items.length) results = <StateView status='empty' message={tt('place.empty')} />
    else
      results = (
        <View data-testid='place-suggestions'>
          {store.items.map((p, i) =>
            row(
              p,
              `s${i}`,
              <Text className='car-sheet__place-act' onClick={() => void save(p)} data-testid={`place-save-${i}`}>
                {tt('place.save')}
              </Text>,
            ),
          )}
        </View>
      )
  }

  return (
    <View className='car-sheet car-sheet--full' data-testid={`place-sheet-${side}`}>
      <View className='car-sheet__panel car-sheet__panel--full'>
        <View className='car-sheet__head'>
          <Text className='car-sheet__title'>{tt(side === 'from' ? 'place.title.from' : 'place.title.to')}</Text>
          <Text className='car-sheet__close' onClick={onClose} aria-label={tt('place.close')} data-testid='place-close'>
            ×
          </Text>
        </View>
        <View className='car-sheet__search'>
          <Text className='car-sheet__region'>{region}</Text>
          <Input
            className='car-sheet__input'
            value={store.text}
            focus
            placeholder={tt('place.search')}
            onInput={(e) => store.setText(e.detail.value)}
            data-testid='place-input'
          />
        </View>
        <ScrollView scrollY className='car-sheet__body'>
          {results ?? (
            <View>
              {side === 'from' ? (
                <View className='car-sheet__place' onClick={() => void locate()} data-testid='place-current'>
                  <View className='car-sheet__place-main'>
                    <Text className='car-sheet__place-name car-sheet__place-name--main'>◎ {store.locating ? tt('place.locating') : tt('place.current')}</Text>
                    {store.locateError ? (
                      <Text className='car-sheet__error' data-testid='locate-error'>
                        {store.locateError}
                      </Text>
                    ) : null}
                  </View>
                </View>
              ) : null}
              <Text className='car-sheet__group'>{tt('place.favorites')}</Text>
              {store.favorites.length ? (
                store.favorites.map((f) =>
                  row(
                    f,
                    `f${f.id}`,
                    <Text className='car-sheet__place-act' onClick={() => void store.remove(f.id)} aria-label={tt('place.remove', { name: f.label })}>
                      ×
                    </Text>,
                  ),
                )
              ) : (
                <Text className='car-sheet__muted'>{tt('place.noFavorites')}</Text>
              )}
              {store.history.length ? <Text className='car-sheet__group'>{tt('place.history')}</Text> : null}
              {store.history.map((h, i) => row(h, `h${i}`))}
            </View>
          )}
        </ScrollView>
      </View>
    </View>
  )
})
