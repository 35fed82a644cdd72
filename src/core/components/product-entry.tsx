import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getComplaintPhone } from '../api/general'
import { useT } from '../hooks/use-t'
import type { MessageKey } from '../i18n/index'
import { relaunch } from '../platform/nav'
import { menuProduct } from '../products'
import { PageShell } from './page-shell'
import './product-entry.scss'

/**
 * The entry screen of a product whose booking flow this build does not have yet: it says so and
 * hands the user to a person (the company's service line) instead of a dead end.
 */
export const ProductEntry = observer(function ProductEntry({ code, titleKey }: { code: string; titleKey?: MessageKey }) {
  const t = useT()
  const product = menuProduct(code)
  const name = t(titleKey ?? product?.labelKey ?? 'common.appName')
  const [phone, setPhone] = useState('')
  useEffect(() => {
    getComplaintPhone()
      .then((r) => setPhone(r.phone))
      .catch(() => setPhone(''))
  }, [])
  return (
    <PageShell title={name}>
      <View className='product-entry' data-testid='product-entry'>
        {product ? (
          <View className='product-entry__icon'>
            <Image className='product-entry__img' src={product.icon} />
          </View>
        ) : null}
        <Text className='product-entry__title'>{name}</Text>
        <Text className='product-entry__text'>{t('common.comingSoon', { name, phone: phone || '—' })}</Text>
        {phone ? (
          <View className='product-entry__call' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}>
            {t('common.callService')}
          </View>
        ) : null}
        <View className='product-entry__home' onClick={() => void relaunch('/home')}>
          {t('common.backHome')}
        </View>
      </View>
    </PageShell>
  )
})
