import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../hooks/use-t'
import { useStores } from '../stores/root-store'
import { langOf } from '../stores/geo-store'
import type { PlaceSource } from '../stores/place-sources'
import './place-picker.scss'

export interface PlacePickerProps<P> {
  visible: boolean
  /** Where the places come from: airports, stations, hotel or car cities (core/stores/place-sources). */
  source: PlaceSource<P>
  title?: string
  onSelect: (place: P) => void
  onClose: () => void
  /** Test-id prefix; the source's when absent. */
  testId?: string
}

/** Waits this long after the last keystroke before asking the server (local results show at once). */
const REMOTE_DELAY_MS = 250

type LoadState = 'idle' | 'loading' | 'error'

/**
 * The one place picker of every product, in a bottom sheet: a keyword search (the source's loaded
 * set answers at once, its server search completes it), the recent picks and the hot places. What
 * a place is, how it is searched and shown, comes from the source.
 */
function PlacePickerInner<P>({ visible, source, title, onSelect, onClose, testId = source.testId }: PlacePickerProps<P>) {
  const tt = useScopedT(source.texts) as (key: string, params?: Record<string, string | number>) => string
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const [keyword, setKeyword] = useState('')
  const [remote, setRemote] = useState<{ keyword: string; list: P[] } | null>(null)
  const [remoteState, setRemoteState] = useState<LoadState>('idle')
  const [hotState, setHotState] = useState<LoadState>('idle')
  const [setState, setSetState] = useState<LoadState>('idle')
  const seq = useRef(0)

  const loadBase = () => {
    const set = source.loadSet?.(lang)
    if (set) {
      setSetState('loading')
      set.then(() => setSetState('idle')).catch(() => setSetState('error'))
    }
    if (!source.hot(lang)) {
      setHotState('loading')
      source
        .loadHot(lang)
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
    source
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

  const pick = (place: P) => {
    source.history?.add(place)
    onSelect(place)
  }

  const k = keyword.trim()
  const allowed = (p: P) => !source.allowed || source.allowed(p, lang)
  const local = k && source.searchLocal ? source.searchLocal(k, lang) : []
  const results = k ? source.merge(local, remote && remote.keyword === k ? remote.list : []).filter(allowed) : []
  const history = source.history ? source.history.list(lang).filter(allowed) : []
  const hot = source.hot(lang) ?? []

  const row = (p: P, i: number, kind: 'result' | 'hot') => {
    const v = source.row(p, tt)
    return (
      <View
        key={source.keyOf(p)}
        className={`place-picker__row ${v.variant ? `place-picker__row--${v.variant}` : ''}`}
        onClick={() => pick(p)}
        data-testid={`${testId}-${kind}-${v.code}`}
        data-index={i}
      >
        <View className='place-picker__row-main'>
          <Text className='place-picker__row-name'>{v.name}</Text>
          {v.sub ? <Text className='place-picker__row-sub'>{v.sub}</Text> : null}
        </View>
        <Text className='place-picker__row-code'>{v.code}</Text>
      </View>
    )
  }

  let body
  if (k) {
    if (results.length) {
      body = <View className='place-picker__results'>{results.map((p, i) => row(p, i, 'result'))}</View>
    } else if (remoteState === 'error') {
      body = (
        <View className='place-picker__state' data-testid={`${testId}-error`}>
          <Text>{tt('failed')}</Text>
          <Text className='place-picker__retry' onClick={() => runRemote(k)}>
            {tt('retry')}
          </Text>
        </View>
      )
    } else if (remoteState === 'loading' || (remote?.keyword !== k && setState !== 'error')) {
      body = <View className='place-picker__state'>{tt('searching')}</View>
    } else {
      body = (
        <View className='place-picker__state' data-testid={`${testId}-empty`}>
          {tt('noMatch', { keyword: k })}
        </View>
      )
    }
  } else {
    body = (
      <View>
        {history.length ? (
          <View className='place-picker__section'>
            <View className='place-picker__section-head'>
              <Text className='place-picker__section-title'>{tt('history')}</Text>
              <Text className='place-picker__clear' onClick={() => source.history?.clear()} data-testid={`${testId}-clear-history`}>
                {tt('clear')}
              </Text>
            </View>
            <View className='place-picker__chips'>
              {history.map((p) => (
                <View key={source.keyOf(p)} className='place-picker__chip' onClick={() => pick(p)} data-testid={`${testId}-history-${source.row(p, tt).code}`}>
                  {source.label(p)}
                </View>
              ))}
            </View>
          </View>
        ) : null}
        <View className='place-picker__section'>
          <View className='place-picker__section-head'>
            <Text className='place-picker__section-title'>{tt('hot')}</Text>
          </View>
          {hotState === 'error' && !hot.length ? (
            <View className='place-picker__state'>
              <Text>{tt('hotFailed')}</Text>
              <Text className='place-picker__retry' onClick={loadBase}>
                {tt('retry')}
              </Text>
            </View>
          ) : hotState === 'loading' && !hot.length ? (
            <View className='place-picker__state'>{tt('loading')}</View>
          ) : source.hotLayout === 'grid' ? (
            <View className='place-picker__grid'>
              {hot.map((p) => (
                <View key={source.keyOf(p)} className='place-picker__hot' onClick={() => pick(p)} data-testid={`${testId}-hot-${source.row(p, tt).code}`}>
                  {source.label(p)}
                </View>
              ))}
            </View>
          ) : (
            <View>{hot.map((p, i) => row(p, i, 'result'))}</View>
          )}
        </View>
      </View>
    )
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '90%' }} className='place-picker__popup'>
      {visible ? (
        <View className='place-picker' data-testid={testId}>
          <View className='place-picker__head'>
            <Text className='place-picker__title'>{title ?? tt('title')}</Text>
          </View>
          <View className='place-picker__search'>
            <Input
              className='place-picker__input'
              value={keyword}
              focus={visible}
              maxlength={50}
              placeholder={tt('placeholder')}
              placeholderClass='place-picker__placeholder'
              onInput={(e) => setKeyword(e.detail.value)}
              data-testid={`${testId}-input`}
            />
            <Text className='place-picker__cancel' onClick={onClose} data-testid={`${testId}-cancel`}>
              {tt('cancel')}
            </Text>
          </View>
          <ScrollView scrollY className='place-picker__body'>
            {body}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
}

/** The place picker (observer; generic over the source's kind of place). */
export const PlacePicker = observer(PlacePickerInner) as <P>(props: PlacePickerProps<P>) => ReturnType<typeof PlacePickerInner>
