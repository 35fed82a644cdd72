import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../hooks/use-t'
import { useStores } from '../stores/root-store'
import { cityPlace, getGeoStore, langOf, mergePlaces, type AirportPlace } from '../stores/geo-store'
import './airport-picker.scss'

const dict = {
  'zh-CN': {
    title: '选择城市或机场',
    placeholder: '城市、机场、三字码或拼音',
    cancel: '取消',
    history: '历史记录',
    clear: '清除',
    hot: '热门城市',
    allAirports: '全部机场',
    searching: '搜索中...',
    noMatch: '没有找到"{keyword}"，试试城市名、机场名、三字码或拼音',
    failed: '搜索失败，请检查网络',
    hotFailed: '热门城市加载失败',
    retry: '重试',
    loading: '加载中...',
  },
  'en-US': {
    title: 'City or airport',
    placeholder: 'City, airport, IATA code or pinyin',
    cancel: 'Cancel',
    history: 'Recent',
    clear: 'Clear',
    hot: 'Popular cities',
    allAirports: 'All airports',
    searching: 'Searching...',
    noMatch: 'Nothing found for "{keyword}". Try a city, an airport, an IATA code or pinyin.',
    failed: 'Search failed. Please check the network.',
    hotFailed: 'Popular cities failed to load',
    retry: 'Retry',
    loading: 'Loading...',
  },
}

export interface AirportPickerProps {
  visible: boolean
  title?: string
  onSelect: (place: AirportPlace) => void
  onClose: () => void
  testId?: string
  /** Only mainland airports and cities (domestic flights; HK, Macao, Taiwan and abroad are international). */
  domesticOnly?: boolean
}

/** Waits this long after the last keystroke before asking the server (local results show at once). */
const REMOTE_DELAY_MS = 250

/**
 * City and airport picker for flights: search by IATA code, city, airport name, pinyin and initials
 * (the cached geo set answers at once, findAirportByKeyword completes it), recent picks (at most 10)
 * and the hot cities. A city means every airport of it; an airport means that airport only.
 */
export const AirportPicker = observer(function AirportPicker({
  visible,
  title,
  onSelect,
  onClose,
  testId = 'airport-picker',
  domesticOnly = false,
}: AirportPickerProps) {
  const tt = useScopedT(dict)
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const geo = getGeoStore()
  const [keyword, setKeyword] = useState('')
  const [remote, setRemote] = useState<{ keyword: string; list: AirportPlace[] } | null>(null)
  const [remoteState, setRemoteState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [hotState, setHotState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [setState, setSetState] = useState<'idle' | 'loading' | 'error'>('idle')
  const seq = useRef(0)

  const loadBase = () => {
    if (!geo.airportSets[lang]) {
      setSetState('loading')
      geo
        .airports(lang)
        .then(() => setSetState('idle'))
        .catch(() => setSetState('error'))
    }
    if (!geo.hotCities[lang]) {
      setHotState('loading')
      geo
        .loadHotCities(lang)
        .then(() => setHotState('idle'))
        .catch(() => setHotState('error'))
    }
  }

  useEffect(() => {
    if (!visible) return
    setKeyword('')
    setRemote(null)
    setRemoteState('idle')
    loadBase()
  }, [visible, lang])

  const runRemote = (k: string) => {
    const id = ++seq.current
    setRemoteState('loading')
    geo
      .searchRemote(k, lang)
      .then((list) => {
        if (id !== seq.current) return
        setRemote({ keyword: k, list })
        setRemoteState('idle')
      })
      .catch(() => {
        if (id === seq.current) setRemoteState('error')
      })
  }

  useEffect(() => {
    const k = keyword.trim()
    if (!visible || !k) {
      seq.current++
      setRemoteState('idle')
      return undefined
    }
    const timer = setTimeout(() => runRemote(k), REMOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [keyword, visible, lang])

  const pick = (place: AirportPlace) => {
    geo.addHistory('airport', place)
    onSelect(place)
  }

  const k = keyword.trim()
  const allowed = (p: AirportPlace) => !domesticOnly || geo.isDomestic(p, lang)
  const local = k ? geo.searchLocal(k, lang) : []
  const results = k ? mergePlaces(local, remote && remote.keyword === k ? remote.list : []).filter(allowed) : []
  const history = geo.histories.airport.map((p) => geo.localize(p, lang)).filter(allowed)
  const hot = (geo.hotCities[lang] ?? []).filter((c) => !domesticOnly || c.countryCode === 'CN')

  const row = (p: AirportPlace, i: number) => (
    <View
      key={`${p.kind}:${p.code}`}
      className={`airport-picker__row airport-picker__row--${p.kind}`}
      onClick={() => pick(p)}
      data-testid={`${testId}-result-${p.code}`}
      data-index={i}
    >
      <View className='airport-picker__row-main'>
        <Text className='airport-picker__row-name'>{p.kind === 'city' ? p.cityName : p.name}</Text>
        <Text className='airport-picker__row-sub'>{p.kind === 'city' ? tt('allAirports') : p.cityName}</Text>
      </View>
      <Text className='airport-picker__row-code'>{p.code}</Text>
    </View>
  )

  let body
  if (k) {
    if (results.length) {
      body = <View className='airport-picker__results'>{results.map(row)}</View>
    } else if (remoteState === 'error') {
      body = (
        <View className='airport-picker__state' data-testid={`${testId}-error`}>
          <Text>{tt('failed')}</Text>
          <Text className='airport-picker__retry' onClick={() => runRemote(k)}>
            {tt('retry')}
          </Text>
        </View>
      )
    } else if (remoteState === 'loading' || (remote?.keyword !== k && setState !== 'error')) {
      body = <View className='airport-picker__state'>{tt('searching')}</View>
    } else {
      body = (
        <View className='airport-picker__state' data-testid={`${testId}-empty`}>
          {tt('noMatch', { keyword: k })}
        </View>
      )
    }
  } else {
    body = (
      <View>
        {history.length ? (
          <View className='airport-picker__section'>
            <View className='airport-picker__section-head'>
              <Text className='airport-picker__section-title'>{tt('history')}</Text>
              <Text className='airport-picker__clear' onClick={() => geo.clearHistory('airport')} data-testid={`${testId}-clear-history`}>
                {tt('clear')}
              </Text>
            </View>
            <View className='airport-picker__chips'>
              {history.map((p) => (
                <View key={`${p.kind}:${p.code}`} className='airport-picker__chip' onClick={() => pick(p)} data-testid={`${testId}-history-${p.code}`}>
                  {p.kind === 'city' ? p.cityName : p.name}
                </View>
              ))}
            </View>
          </View>
        ) : null}
        <View className='airport-picker__section'>
          <View className='airport-picker__section-head'>
            <Text className='airport-picker__section-title'>{tt('hot')}</Text>
          </View>
          {hotState === 'error' && !hot.length ? (
            <View className='airport-picker__state'>
              <Text>{tt('hotFailed')}</Text>
              <Text className='airport-picker__retry' onClick={loadBase}>
                {tt('retry')}
              </Text>
            </View>
          ) : hotState === 'loading' && !hot.length ? (
            <View className='airport-picker__state'>{tt('loading')}</View>
          ) : (
            <View className='airport-picker__grid'>
              {hot.map((c) => (
                <View key={c.code} className='airport-picker__hot' onClick={() => pick(cityPlace(c.code, c.name))} data-testid={`${testId}-hot-${c.code}`}>
                  {c.name}
                </View>
              ))}
            </View>
          )}
        </View>
      </View>
    )
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '90%' }} className='airport-picker__popup'>
      {visible ? (
        <View className='airport-picker' data-testid={testId}>
          <View className='airport-picker__head'>
            <Text className='airport-picker__title'>{title ?? tt('title')}</Text>
          </View>
          <View className='airport-picker__search'>
            <Input
              className='airport-picker__input'
              value={keyword}
              focus={visible}
              maxlength={50}
              placeholder={tt('placeholder')}
              placeholderClass='airport-picker__placeholder'
              onInput={(e) => setKeyword(e.detail.value)}
              data-testid={`${testId}-input`}
            />
            <Text className='airport-picker__cancel' onClick={onClose} data-testid={`${testId}-cancel`}>
              {tt('cancel')}
            </Text>
          </View>
          <ScrollView scrollY className='airport-picker__body'>
            {body}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
