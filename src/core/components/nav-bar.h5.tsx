import { View, Text } from '@tarojs/components'
import { back } from '../platform/nav'
import './nav-bar.scss'

/** In a browser there is no native bar: title and a back arrow, in the company colour. */
export function NavBar({ title, showBack }: { title: string; showBack: boolean }) {
  return (
    <View className='nav-bar'>
      {showBack ? (
        <View className='nav-bar__back' onClick={() => void back()} aria-label='back' data-testid='nav-back'>
          ‹
        </View>
      ) : null}
      <Text className='nav-bar__title'>{title}</Text>
    </View>
  )
}
