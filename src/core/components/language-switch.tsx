import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '../stores/root-store'
import './language-switch.scss'

/** 中 / EN toggle used on the login page and in settings. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale } = useStores()
  return (
    <View className='language-switch' data-testid='language-switch'>
      <Text
        className={`language-switch__item ${locale.isEn ? '' : 'language-switch__item--on'}`}
        onClick={() => locale.setLocale('zh-CN')}
        data-testid='lang-zh'
      >
        中
      </Text>
      <Text
        className={`language-switch__item ${locale.isEn ? 'language-switch__item--on' : ''}`}
        onClick={() => locale.setLocale('en-US')}
        data-testid='lang-en'
      >
        EN
      </Text>
    </View>
  )
})
