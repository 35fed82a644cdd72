import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getLoginTz } from '../../core/api/messages'
import { onSessionStart } from '../../core/bootstrap'
import type { Notice } from '../../core/api/types'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { LanguageSwitch } from '../../core/components/language-switch'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { imageAlt } from '../../core/platform/a11y'
import { preloadPasswordCipher } from '../../core/platform/login-cipher'
import { navigate, relaunch, reloadTo } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import { loginDict } from './login-dict'
import { LoginFormStore, landingAfterLogin } from './login-form-store'
import './index.scss'

function LoginPage() {
  const t = useT()
  const tt = useScopedT(loginDict)
  const { session, theme, locale } = useStores()
  const router = useRouter()
  const corpNo = router.params.corpNo || session.autoLogin?.corpNo
  const [form] = useState(() => new LoginFormStore(session, corpNo))
  const [notice, setNotice] = useState<Notice | null>(null)

  // The password cipher is a chunk of its own on H5: fetched now, ready by the first submit.
  useEffect(() => preloadPasswordCipher(), [])
  useEffect(() => {
    if (router.params.corpNo && router.params.corpNo !== theme.pageSet?.by4) void theme.load({ corpNo: router.params.corpNo })
  }, [corpNo])
  // The notice is written per language: a switch asks for it again.
  useEffect(() => {
    getLoginTz(corpNo)
      .then((n) => setNotice(n && n.title ? n : null))
      .catch(() => setNotice(null))
  }, [corpNo, locale.locale])

  // While a sign-in is under way this page lands the user itself; the guard's /login -> /home
  // would be a second relaunch (home mounted twice, or racing the forced change screen).
  const [signingIn, setSigningIn] = useState(false)

  const submit = async () => {
    if (form.submitting) return
    setSigningIn(true)
    const outcome = await form.submit()
    // A failure shows once, in the inline box under the fields (form.error).
    if (!outcome?.ok) {
      setSigningIn(false)
      return
    }
    const landing = landingAfterLogin(outcome)
    // Until the password is changed the server answers only user info, the change and logout, so
    // the menu rights and badges of onSessionStart wait for the next login.
    if (landing.reload) return reloadTo(landing.route)
    await onSessionStart()
    await relaunch(landing.route)
  }

  const lines = theme.noticeLines
  const brand = theme.pageName || t('common.appName')
  return (
    <PageShell title={t('auth.loginTitle')} nav={false} className='login-page' landing={signingIn}>
      <View className='login-page__hero'>
        <View className='login-page__lang'>
          <LanguageSwitch />
        </View>
        {/* Until the page settings are in, an empty tile holds the logo's place (CLS). */}
        {theme.logoUrl ? (
          <Image className='login-page__logo' src={theme.logoUrl} mode='aspectFit' {...imageAlt(tt('logoAlt', { name: brand }))} />
        ) : theme.loaded ? null : (
          <View className='login-page__logo' />
        )}
        <Text className='login-page__brand' data-testid='brand-name'>
          {brand}
        </Text>
        <View className='login-page__slogan'>
          {(lines.length ? lines : [t('auth.slogan')]).map((l) => (
            <Text key={l} className='login-page__slogan-line'>
              {l}
            </Text>
          ))}
        </View>
      </View>

      <View className='login-page__card'>
        <Text className='login-page__title'>{t('auth.loginTitle')}</Text>
        <FormField
          name='loginName'
          value={form.loginName}
          onChange={(v) => form.set('loginName', v)}
          placeholder={t('auth.loginNamePlaceholder')}
          error={form.fieldErrors.loginName}
        />
        <FormField
          name='password'
          value={form.password}
          onChange={(v) => form.set('password', v)}
          password={!form.showPassword}
          placeholder={t('auth.passwordPlaceholder')}
          maxlength={20}
          error={form.fieldErrors.password}
          onConfirm={() => void submit()}
          suffix={
            <Text className='login-page__eye' onClick={() => form.toggleShowPassword()}>
              {form.showPassword ? t('auth.hide') : t('auth.show')}
            </Text>
          }
        />
        {form.needCaptcha ? (
          <FormField
            name='captcha'
            value={form.captchaCode}
            onChange={(v) => form.set('captchaCode', v)}
            placeholder={t('auth.captchaPlaceholder')}
            maxlength={6}
            error={form.fieldErrors.captcha}
            suffix={
              form.captchaImage ? (
                <Image
                  className='login-page__captcha'
                  src={form.captchaImage}
                  mode='aspectFit'
                  onClick={() => void form.refreshCaptcha()}
                  data-testid='captcha-image'
                  {...imageAlt(tt('captchaAlt'))}
                />
              ) : (
                <Text className='login-page__link' onClick={() => void form.refreshCaptcha()}>
                  {t('auth.captchaRefresh')}
                </Text>
              )
            }
          />
        ) : null}
        {form.error ? (
          <Text className='login-page__error' data-testid='login-error'>
            {form.error}
          </Text>
        ) : null}
        <View className='login-page__options'>
          <View className='login-page__remember' onClick={() => form.toggleRemember()} data-testid='remember'>
            <View className={`login-page__check ${form.remember ? 'login-page__check--on' : ''}`}>{form.remember ? '✓' : ''}</View>
            <Text>{t('auth.remember')}</Text>
          </View>
          <Text className='login-page__link' onClick={() => void navigate('/resetPassword/firstStep')}>
            {t('auth.forgot')}
          </Text>
        </View>
        <PrimaryButton onClick={() => void submit()} loading={form.submitting} testId='login-submit'>
          {t('auth.login')}
        </PrimaryButton>
        <View className='login-page__footer-links'>
          <Text className='login-page__link' onClick={() => void navigate('/register', { corpNo })}>
            {t('auth.registerLink')}
          </Text>
          <Text className='login-page__sep'>|</Text>
          <Text className='login-page__link' onClick={() => void navigate('/bindPhone')}>
            {t('auth.bindPhoneLink')}
          </Text>
        </View>
      </View>

      {notice ? (
        <View className='login-page__notice' data-testid='login-notice'>
          <Text className='login-page__notice-title'>{notice.title}</Text>
          <Text className='login-page__notice-text'>{notice.content}</Text>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(LoginPage)
