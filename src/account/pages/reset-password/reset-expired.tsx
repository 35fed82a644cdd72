import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { accountWords } from '../../../account/i18n/words'

/** A step opened without what the previous step hands over (typed URL, expired link): start again. */
export const ResetExpired = observer(function ResetExpired({ onRestart }: { onRestart: () => void }) {
  const ta = useScopedT(accountWords)
  return (
    <View className='reset-page__result' data-testid='reset-expired'>
      <View className='reset-page__result-icon reset-page__result-icon--warn'>!</View>
      <Text className='reset-page__result-title'>{ta('account.resetExpiredTitle')}</Text>
      <Text className='reset-page__result-text'>{ta('account.resetExpired')}</Text>
      <PrimaryButton onClick={onRestart} testId='reset-restart-button'>
        {ta('account.restart')}
      </PrimaryButton>
    </View>
  )
})
