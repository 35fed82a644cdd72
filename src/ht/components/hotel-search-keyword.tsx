import { useEffect, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelSearchDict } from '../i18n/search'
import { HotelKeywordStore, type KeywordPick } from '../stores/hotel-search-store'
import './hotel-search-keyword.scss'

export interface HotelKeywordSheetProps {
  visible: boolean
  cityId: string | null
  /** The keyword the sheet opens with. */
  initial: string
  onPick: (pick: KeywordPick) => void
  onClose: () => void
}

/**
 * The keyword field's sheet: what is typed is completed by the keyword call for the city
 * (debounced: hotels, brands, districts, landmarks); the first row searches the text itself.
 */
export const HotelKeywordSheet = observer(function HotelKeywordSheet({ visible, cityId, initial, onPick, onClose }: HotelKeywordSheetProps) {
  const tt = useScopedT(hotelSearchDict)
  const [store] = useState(() => new HotelKeywordStore())

  useEffect(() => {
    if (visible) store.open(cityId ?? '', initial)
    else store.close()
  }, [visible])

  const text = store.text.trim()
  let list
  if (!cityId) list = <View className='ht-keyword__state'>{tt('keyword.noCity')}</View>
  else if (!text) list = <View className='ht-keyword__state'>{tt('keyword.hint')}</View>
  else if (store.status === 'error')
    list = (
      <View className='ht-keyword__state' data-testid='keyword-error'>
        <Text>{tt('keyword.failed')}</Text>
        <Text className='ht-keyword__retry' onClick={() => void store.fetch()}>
          {tt('keyword.retry')}
        </Text>
      </View>
    )
  else if (store.answered !== text) list = <View className='ht-keyword__state'>{tt('keyword.searching')}</View>
  else if (!store.items.length)
    list = (
      <View className='ht-keyword__state' data-testid='keyword-empty'>
        {tt('keyword.empty')}
      </View>
    )
  else
    list = store.items.map((item) => (
      <View key={`${item.type}-${item.id}`} className='ht-keyword__row' onClick={() => onPick({ type: item.type, id: item.id, name: item.name })} data-testid={`keyword-${item.type}-${item.id}`}>
        <Text className={`ht-keyword__type ht-keyword__type--${item.type.toLowerCase()}`}>{tt(`keyword.type.${item.type}`)}</Text>
        <Text className='ht-keyword__name'>{item.name}</Text>
        {item.sub && item.type === 'HOTEL' ? <Text className='ht-keyword__sub'>{item.sub}</Text> : null}
      </View>
    ))

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '90%' }}>
      {visible ? (
        <View className='ht-keyword' data-testid='keyword-sheet'>
          <View className='ht-keyword__search'>
            <Input
              className='ht-keyword__input'
              value={store.text}
              focus={visible}
              maxlength={50}
              confirmType='search'
              placeholder={tt('keyword.placeholder')}
              placeholderClass='ht-keyword__placeholder'
              onInput={(e) => store.setText(e.detail.value)}
              onConfirm={() => text && onPick({ type: 'TEXT', id: text, name: text })}
              data-testid='keyword-input'
            />
            <Text className='ht-keyword__cancel' onClick={onClose} data-testid='keyword-cancel'>
              {tt('keyword.cancel')}
            </Text>
          </View>
          <ScrollView scrollY className='ht-keyword__body'>
            {text ? (
              <View className='ht-keyword__row ht-keyword__row--text' onClick={() => onPick({ type: 'TEXT', id: text, name: text })} data-testid='keyword-use-text'>
                <Text className='ht-keyword__type'>{tt('keyword.type.TEXT')}</Text>
                <Text className='ht-keyword__name'>{tt('keyword.useText', { text })}</Text>
              </View>
            ) : null}
            {list}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
