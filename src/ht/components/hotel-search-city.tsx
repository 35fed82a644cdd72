import { useEffect, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import { langOf } from '../../core/stores/geo-store'
import { useStores } from '../../core/stores/root-store'
import type { GeoCity } from '../api/hotel-search'
import { hotelSearchDict } from '../i18n/search'
import { getHotelCityStore, hotelCityOf, type CityTab, type HotelCity } from '../stores/hotel-search-store'
import './hotel-search-city.scss'

export interface HotelCityPickerProps {
  visible: boolean
  /** The tab it opens on (the chosen city's). */
  tab: CityTab
  onSelect: (city: HotelCity) => void
  onClose: () => void
}

/**
 * The hotel city picker: mainland China and international (with Hong Kong, Macau and Taiwan) in
 * two tabs, each with the recent picks, the hot cities and every city by letter; typing searches
 * both tabs by name, pinyin, initials or code (the geo service's hotel cities, 10903).
 */
export const HotelCityPicker = observer(function HotelCityPicker({ visible, tab: initialTab, onSelect, onClose }: HotelCityPickerProps) {
  const tt = useScopedT(hotelSearchDict)
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const cities = getHotelCityStore()
  const [tab, setTab] = useState<CityTab>(initialTab)
  const [keyword, setKeyword] = useState('')

  useEffect(() => {
    if (!visible) return
    setTab(initialTab)
    setKeyword('')
    void cities.load(lang).catch(() => undefined)
  }, [visible, lang])

  const pick = (c: HotelCity) => {
    cities.remember(c)
    onSelect(c)
  }
  const pickGeo = (c: GeoCity) => pick(hotelCityOf(c))

  const k = keyword.trim()
  const loaded = !!cities.sets.get(lang)
  let body
  if (!loaded && cities.status === 'error') {
    body = (
      <View className='ht-city__state' data-testid='city-error'>
        <Text>{tt('city.failed')}</Text>
        <Text className='ht-city__retry' onClick={() => void cities.load(lang).catch(() => undefined)}>
          {tt('city.retry')}
        </Text>
      </View>
    )
  } else if (!loaded) {
    body = <View className='ht-city__state'>{tt('city.loading')}</View>
  } else if (k) {
    const results = cities.search(k, lang)
    body = results.length ? (
      <View className='ht-city__results'>
        {results.map((c) => (
          <View key={c.code} className='ht-city__row' onClick={() => pickGeo(c)} data-testid={`city-result-${c.code}`}>
            <Text className='ht-city__row-name'>{c.name}</Text>
            {c.countryCode !== 'CN' ? <Text className='ht-city__row-tag'>{tt('city.intl')}</Text> : null}
            <Text className='ht-city__row-code'>{c.code}</Text>
          </View>
        ))}
      </View>
    ) : (
      <View className='ht-city__state' data-testid='city-empty'>
        {tt('city.noMatch', { keyword: k })}
      </View>
    )
  } else {
    const history = cities.historyOf(tab, lang)
    body = (
      <View>
        {history.length ? (
          <View className='ht-city__section'>
            <View className='ht-city__section-head'>
              <Text className='ht-city__section-title'>{tt('city.history')}</Text>
              <Text className='ht-city__clear' onClick={() => cities.clearHistory()} data-testid='city-clear-history'>
                {tt('city.clear')}
              </Text>
            </View>
            <View className='ht-city__grid'>
              {history.map((c) => (
                <View key={c.cityId} className='ht-city__cell' onClick={() => pick(c)} data-testid={`city-history-${c.cityId}`}>
                  {c.name}
                </View>
              ))}
            </View>
          </View>
        ) : null}
        <View className='ht-city__section'>
          <View className='ht-city__section-head'>
            <Text className='ht-city__section-title'>{tt('city.hot')}</Text>
          </View>
          <View className='ht-city__grid'>
            {cities.hot(tab, lang).map((c) => (
              <View key={c.code} className='ht-city__cell' onClick={() => pickGeo(c)} data-testid={`city-hot-${c.code}`}>
                {c.name}
              </View>
            ))}
          </View>
        </View>
        <View className='ht-city__section'>
          <View className='ht-city__section-head'>
            <Text className='ht-city__section-title'>{tt('city.all')}</Text>
          </View>
          {cities.groups(tab, lang).map((g) => (
            <View key={g.letter} className='ht-city__group'>
              <Text className='ht-city__letter'>{g.letter}</Text>
              <View className='ht-city__grid'>
                {g.cities.map((c) => (
                  <View key={c.code} className='ht-city__cell ht-city__cell--plain' onClick={() => pickGeo(c)} data-testid={`city-all-${c.code}`}>
                    {c.name}
                  </View>
                ))}
              </View>
            </View>
          ))}
        </View>
      </View>
    )
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '90%' }}>
      {visible ? (
        <View className='ht-city' data-testid='city-picker'>
          <View className='ht-city__head'>
            <Text className='ht-city__title'>{tt('city.title')}</Text>
          </View>
          <View className='ht-city__search'>
            <Input
              className='ht-city__input'
              value={keyword}
              maxlength={30}
              placeholder={tt('city.placeholder')}
              placeholderClass='ht-city__placeholder'
              onInput={(e) => setKeyword(e.detail.value)}
              data-testid='city-input'
            />
            <Text className='ht-city__cancel' onClick={onClose} data-testid='city-cancel'>
              {tt('city.cancel')}
            </Text>
          </View>
          {!k ? (
            <View className='ht-city__tabs'>
              {(['domestic', 'international'] as const).map((t) => (
                <View key={t} className={`ht-city__tab ${tab === t ? 'ht-city__tab--on' : ''}`} onClick={() => setTab(t)} data-testid={`city-tab-${t}`}>
                  {tt(t === 'domestic' ? 'query.domestic' : 'query.international')}
                </View>
              ))}
            </View>
          ) : null}
          <ScrollView scrollY className='ht-city__body'>
            {body}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
