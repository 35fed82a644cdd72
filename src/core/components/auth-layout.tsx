import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { useStores } from '../stores/root-store'
import { LanguageSwitch } from './language-switch'
import './auth-layout.scss'

/** The themed header of the account screens (register, reset password, bind phone, invitation). */
export const AuthHero = observer(function AuthHero(props: { title: string; subtitle?: string; logo?: boolean; lang?: boolean; testId?: string }) {
  const { theme } = useStores()
  return (
    <View className='auth-hero'>
      {props.lang ? (
        <View className='auth-hero__lang'>
          <LanguageSwitch />
        </View>
      ) : null}
      {props.logo && theme.logoUrl ? <Image className='auth-hero__logo' src={theme.logoUrl} mode='aspectFit' /> : null}
      <Text className='auth-hero__title' data-testid={props.testId}>
        {props.title}
      </Text>
      {props.subtitle ? <Text className='auth-hero__subtitle'>{props.subtitle}</Text> : null}
    </View>
  )
})

/** The white card that overlaps the hero. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <View className='auth-card'>{children}</View>
}

/** A form-level message (server refusal, hint) under the fields. */
export function FormMessage({ text, kind = 'error', testId }: { text?: string | null; kind?: 'error' | 'hint'; testId?: string }) {
  if (!text) return null
  return (
    <Text className={`form-message form-message--${kind}`} data-testid={testId}>
      {text}
    </Text>
  )
}

/** A centred text link under a form (to login, restart...). */
export function AuthLink({ text, onClick, testId }: { text: string; onClick: () => void; testId?: string }) {
  return (
    <View className='auth-link'>
      <Text className='auth-link__text' onClick={onClick} data-testid={testId}>
        {text}
      </Text>
    </View>
  )
}
