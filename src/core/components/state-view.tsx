import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '../hooks/use-t'
import './state-view.scss'

export interface StateViewProps {
  status: 'loading' | 'empty' | 'error'
  message?: string
  onRetry?: () => void
  actionText?: string
}

/** The one look for loading, empty and error states, so no screen is ever just blank. */
export const StateView = observer(function StateView({ status, message, onRetry, actionText }: StateViewProps) {
  const t = useT()
  const text =
    message ?? (status === 'loading' ? t('common.loading') : status === 'empty' ? t('common.empty') : t('common.loadFailed'))
  return (
    <View className={`state-view state-view--${status}`} data-testid={`state-${status}`}>
      {status === 'loading' ? <View className='state-view__spinner' /> : <View className='state-view__icon'>{status === 'empty' ? '∅' : '!'}</View>}
      <Text className='state-view__text'>{text}</Text>
      {onRetry && status !== 'loading' ? (
        <View className='state-view__action' onClick={onRetry}>
          {actionText ?? t('common.retry')}
        </View>
      ) : null}
    </View>
  )
})
