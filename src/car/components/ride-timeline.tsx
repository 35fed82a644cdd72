import { Text, View } from '@tarojs/components'
import { chinaTimeLabel } from '../../core/domain/china-time'
import type { CarTimelineStep } from '../api/car-order'
import './ride-ui.scss'

export interface RideTimelineProps {
  title: string
  steps: readonly CarTimelineStep[]
}

/**
 * The ride's states as they happened, newest last, the latest highlighted. The lines are the
 * server's words (in the request's language); times are China time, marked so on a phone in
 * another zone.
 */
export function RideTimeline({ title, steps }: RideTimelineProps) {
  if (!steps.length) return null
  return (
    <>
      <Text className='ride-section'>{title}</Text>
      <View className='ride-card ride-timeline' data-testid='ride-timeline'>
        {steps.map((s, i) => {
          const last = i === steps.length - 1
          return (
            <View key={`${s.code}-${i}`} className={`ride-timeline__step ${last ? 'ride-timeline__step--now' : ''}`} data-testid='timeline-step' data-code={s.code}>
              <View className='ride-timeline__rail'>
                <View className='ride-timeline__dot' />
                {last ? null : <View className='ride-timeline__line' />}
              </View>
              <View className='ride-timeline__body'>
                <Text className='ride-timeline__text'>{s.text}</Text>
                <Text className='ride-timeline__at'>{chinaTimeLabel(s.at.slice(5, 16))}</Text>
              </View>
            </View>
          )
        })}
      </View>
    </>
  )
}
