import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getComplaintPhone } from '../../../core/api/general'
import { PageShell } from '../../../core/components/page-shell'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { accountPagesWords } from '../../i18n/account-pages'
import { useStores } from '../../../core/stores/root-store'
import './index.scss'

function AboutPage() {
  const t = useT()
  const tu = useScopedT(accountPagesWords)
  const { theme } = useStores()
  const [phone, setPhone] = useState('')
  useEffect(() => {
    getComplaintPhone()
      .then((r) => setPhone(r.phone))
      .catch(() => setPhone(''))
  }, [])
  return (
    <PageShell title={t('shell.about')}>
      <View className='about'>
        <View className='about__brand'>
          <Text className='about__name'>{theme.pageName || t('common.appName')}</Text>
          <Text className='about__version' data-testid='about-version'>
            {tu('shell.version', { v: APP_VERSION })}
          </Text>
        </View>
        <View className='about__card'>
          <View className='about__row'>
            <Text>{tu('shell.hotline')}</Text>
            {phone ? (
              <Text className='about__link' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}>
                {phone}
              </Text>
            ) : (
              <Text className='about__muted'>—</Text>
            )}
          </View>
        </View>
        <View className='about__card'>
          <Text className='about__section'>{tu('shell.privacyTitle')}</Text>
          <Text className='about__text'>{tu('shell.privacyText')}</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(AboutPage)
