import { useEffect, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import { searchDict } from '../i18n/search'
import type { SearchTraveller } from '../stores/flight-search-store'
import { TravellerChooserStore } from '../stores/traveller-chooser-store'
import './traveller-chooser.scss'

export interface TravellerChooserProps {
  visible: boolean
  current: SearchTraveller[]
  onDone: (list: SearchTraveller[]) => void
  onClose: () => void
}

const SCOPE_KEYS = {
  1: 'traveller.scope.1',
  2: 'traveller.scope.2',
  3: 'traveller.scope.3',
  4: 'traveller.scope.4',
} as const

/** Colleagues a booker may book for (GET /obt/empFindList), searched by keywords, up to 9 picked. */
export const TravellerChooser = observer(function TravellerChooser({ visible, current, onDone, onClose }: TravellerChooserProps) {
  const tt = useScopedT(searchDict)
  const [store] = useState(() => new TravellerChooserStore())

  useEffect(() => {
    if (visible) store.open(current)
  }, [visible])

  const scopeKey = SCOPE_KEYS[store.bookRange as 1 | 2 | 3 | 4] ?? SCOPE_KEYS[1]
  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '85%' }}>
      {visible ? (
        <View className='traveller-chooser' data-testid='traveller-chooser'>
          <View className='traveller-chooser__head'>
            <Text className='traveller-chooser__title'>{tt('traveller.title')}</Text>
            <Text className='traveller-chooser__scope'>{tt('traveller.scope', { scope: tt(scopeKey) })}</Text>
          </View>
          <View className='traveller-chooser__search'>
            <Input
              className='traveller-chooser__input'
              value={store.keywords}
              maxlength={50}
              placeholder={tt('traveller.placeholder')}
              placeholderClass='traveller-chooser__placeholder'
              onInput={(e) => store.setKeywords(e.detail.value)}
              onConfirm={() => void store.search()}
              data-testid='traveller-search-input'
            />
            <Text className='traveller-chooser__search-btn' onClick={() => void store.search()} data-testid='traveller-search'>
              {tt('traveller.search')}
            </Text>
          </View>
          {store.limitMessage ? <Text className='traveller-chooser__error'>{store.limitMessage}</Text> : null}
          <ScrollView scrollY className='traveller-chooser__body'>
            {store.list.map((e) => {
              const on = store.isPicked(e.empId)
              return (
                <View
                  key={e.empId}
                  className={`traveller-chooser__row ${on ? 'traveller-chooser__row--on' : ''}`}
                  onClick={() => store.toggle(e)}
                  data-testid={`traveller-option-${e.empId}`}
                >
                  <View className={`traveller-chooser__check ${on ? 'traveller-chooser__check--on' : ''}`}>{on ? '✓' : ''}</View>
                  <View className='traveller-chooser__who'>
                    <Text className='traveller-chooser__name'>
                      {e.empName}
                      {e.isSelf ? <Text className='traveller-chooser__self'>{tt('traveller.selfTag')}</Text> : null}
                    </Text>
                    <Text className='traveller-chooser__dept'>
                      {e.deptName} · {e.empNo}
                    </Text>
                  </View>
                </View>
              )
            })}
            {store.status === 'loading' ? <View className='traveller-chooser__state'>…</View> : null}
            {store.status === 'error' ? (
              <View className='traveller-chooser__state'>
                <Text>{store.error}</Text>
                <Text className='traveller-chooser__retry' onClick={() => void store.search()}>
                  {tt('list.retry')}
                </Text>
              </View>
            ) : null}
            {store.status === 'ready' && !store.list.length ? <View className='traveller-chooser__state'>{tt('traveller.empty')}</View> : null}
            {store.status === 'ready' && store.hasMore ? (
              <View className='traveller-chooser__more' onClick={() => void store.more()}>
                {tt('traveller.more')}
              </View>
            ) : null}
          </ScrollView>
          <View className='traveller-chooser__foot'>
            <View
              className='traveller-chooser__done'
              onClick={() => onDone(store.picked)}
              data-testid='traveller-done'
            >
              {tt('traveller.done', { n: store.picked.length })}
            </View>
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
