import { useEffect, useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { generateWxScheme } from '../../../core/api/auth'
import { logoutAndLeave } from '../../../core/bootstrap'
import { PageShell } from '../../../core/components/page-shell'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { canOpenSchemeLink, openSchemeLink } from '../../../core/platform/mini-program'
import { navigate } from '../../../core/platform/nav'
import { openDocument } from '../../../core/platform/open-document'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { personalDataLink } from '../../api/user-data'
import { commonInfo } from '../../i18n/common-info'
import { companySwitch } from '../../i18n/company-switch'
import { createCompanySwitchStore } from '../../stores/company-switch-app'
import { corpNames } from '../../stores/company-switch-store'
import './index.scss'

function SettingsPage() {
  const t = useT()
  const tt = useScopedT(commonInfo)
  const ts = useScopedT(companySwitch)
  const { locale, session, theme } = useStores()
  // The switch is offered only to someone with an account in another company of the group.
  const group = useMemo(() => createCompanySwitchStore(session), [session])
  useEffect(() => {
    void group.load()
  }, [group])
  // The access request of the privacy policy: a one-time link to a PDF, opened by the platform's viewer.
  const download = () => openDocument(async () => (await personalDataLink()).url).catch(() => ui.toast(tt('pd.failed')))
  // In a plain browser the same account can continue in the mini-program (a weixin:// link WeChat opens).
  const openInWechat = () =>
    generateWxScheme('pages/home/index').then(
      (r) => openSchemeLink(r.openlink),
      () => ui.toast(tt('st.openFailed')),
    )
  const phone = session.empInfo?.phoneNumber ?? ''
  const masked = phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
  return (
    <PageShell title={t('shell.settings')}>
      <View className='settings'>
        <View className='settings__group'>
          <View className='settings__row'>
            <Text>{t('common.language')}</Text>
            <View className='settings__langs'>
              <Text
                className={`settings__lang ${locale.isEn ? '' : 'settings__lang--on'}`}
                onClick={() => locale.setLocale('zh-CN')}
                data-testid='settings-lang-zh'
              >
                {t('common.langZh')}
              </Text>
              <Text
                className={`settings__lang ${locale.isEn ? 'settings__lang--on' : ''}`}
                onClick={() => locale.setLocale('en-US')}
                data-testid='settings-lang-en'
              >
                {t('common.langEn')}
              </Text>
            </View>
          </View>
          <View
            className='settings__row'
            onClick={() => theme.setLargeText(!theme.largeText)}
            role='switch'
            aria-checked={theme.largeText}
            aria-label={tt('st.largeText')}
            data-testid='settings-large-text'
            data-on={theme.largeText ? '1' : '0'}
          >
            <View className='settings__label'>
              <Text>{tt('st.largeText')}</Text>
              <Text className='settings__hint'>{tt('st.largeTextHint')}</Text>
            </View>
            <View className={`settings__switch ${theme.largeText ? 'settings__switch--on' : ''}`} />
          </View>
        </View>
        <View className='settings__group'>
          <View className='settings__row' onClick={() => void navigate('/userCenter/settings/modifyPassword')} data-testid='settings-password'>
            <Text>{t('shell.modifyPassword')}</Text>
            <Text className='settings__chevron'>›</Text>
          </View>
          <View className='settings__row' onClick={() => void navigate('/userCenter/settings/modifyMobile')} data-testid='settings-mobile'>
            <Text>{t('shell.modifyMobile')}</Text>
            <View>
              <Text className='settings__value'>{masked}</Text>
              <Text className='settings__chevron'>›</Text>
            </View>
          </View>
          {group.canSwitch ? (
            <View className='settings__row' onClick={() => void navigate('/userCenter/settings/switchCompany')} data-testid='settings-switch-company'>
              <Text>{ts('cs.entry')}</Text>
              <View className='settings__row-end'>
                <Text className='settings__value settings__value--clip'>{group.current ? corpNames(group.current, locale.isEn).short : ''}</Text>
                <Text className='settings__chevron'>›</Text>
              </View>
            </View>
          ) : null}
          <View className='settings__row' onClick={() => void navigate('/userCenter/settings/about')} data-testid='settings-about'>
            <Text>{t('shell.about')}</Text>
            <Text className='settings__chevron'>›</Text>
          </View>
        </View>
        {canOpenSchemeLink() ? (
          <View className='settings__group'>
            <View className='settings__row' onClick={() => void openInWechat()} data-testid='settings-open-wechat'>
              <Text>{tt('st.openInWechat')}</Text>
              <Text className='settings__chevron'>›</Text>
            </View>
          </View>
        ) : null}
        <Text className='settings__caption'>{tt('st.privacy')}</Text>
        <View className='settings__group'>
          <View className='settings__row' onClick={() => void navigate('/userCenter/CommonInfo')} data-testid='settings-common-info'>
            <Text>{tt('ci.title')}</Text>
            <Text className='settings__chevron'>›</Text>
          </View>
          <View className='settings__row' onClick={() => void download()} data-testid='settings-personal-data'>
            <Text>{tt('pd.entry')}</Text>
            <Text className='settings__chevron'>›</Text>
          </View>
          <View className='settings__row' onClick={() => void navigate('/userCenter/settings/closeAccount')} data-testid='settings-close-account'>
            <Text className='settings__danger'>{tt('ca.title')}</Text>
            <Text className='settings__chevron'>›</Text>
          </View>
        </View>
        <View
          className='settings__logout'
          data-testid='settings-logout'
          onClick={async () => {
            if (await ui.confirm(t('http.tipsTitle'), t('auth.logoutConfirm'))) await logoutAndLeave()
          }}
        >
          {t('auth.logout')}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(SettingsPage)
