import { Text } from '@tarojs/components'
import { scopedT } from '../i18n/index'
import { carbonDict } from '../i18n/carbon'
import './co2-label.scss'

export interface Co2LabelProps {
  /** Estimated kg CO2e per passenger, as the server sent it; nothing is shown without one. */
  kg: number | undefined
  className?: string
  testId?: string
  /** The figure is a whole trip's (every passenger and leg; the schedule), not one passenger's. */
  trip?: boolean
}

/**
 * The compact estimate of a result ('≈147 kg CO₂' with a leaf): one short line that fits under a
 * price or a duration without making a row taller. A plain function of its props (no observer), so
 * memoised list rows re-render it when their language prop changes.
 */
export function Co2Label({ kg, className, testId = 'co2', trip }: Co2LabelProps) {
  if (kg === undefined || kg === null || !Number.isFinite(kg)) return null
  const tt = scopedT(carbonDict)
  return (
    <Text className={`co2-label ${className ?? ''}`} data-testid={testId} data-kg={kg} aria-label={tt(trip ? 'co2.tripLabel' : 'co2.label', { kg })}>
      {tt('co2.kg', { kg })}
    </Text>
  )
}
