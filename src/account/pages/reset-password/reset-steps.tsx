import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../../core/hooks/use-t'
import { accountWords } from '../../i18n/words'

const STEPS = ['account.resetStep1', 'account.resetStep2', 'account.resetStep3'] as const

/** The 1 2 3 progress of the reset flow; steps before `current` show as done (4: all done). */
export const ResetSteps = observer(function ResetSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const ta = useScopedT(accountWords)
  return (
    <View className='reset-steps' data-testid='reset-steps' data-step={current}>
      {STEPS.map((key, i) => {
        const n = i + 1
        const state = n < current ? 'done' : n === current ? 'current' : 'todo'
        return (
          <View key={key} className={`reset-steps__item reset-steps__item--${state}`}>
            {i > 0 ? <View className={`reset-steps__bar ${n <= current ? 'reset-steps__bar--on' : ''}`} /> : null}
            <View className='reset-steps__dot'>{n < current ? '✓' : String(n)}</View>
            <Text className='reset-steps__label'>{ta(key)}</Text>
          </View>
        )
      })}
    </View>
  )
})
