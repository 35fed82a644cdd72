import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CSSProperties } from 'react'

export interface CounterProps {
  value: number
  min?: number
  max?: number
  onChange: (next: number) => void
  /** Prefix of the test ids: `${testId}-minus`, `${testId}-value`, `${testId}-plus`. */
  testId?: string
  /** Accessible names of the two buttons. */
  minusLabel?: string
  plusLabel?: string
}

// Styles are inline (design px through pxTransform) so the widget carries no style file of its own.
const px = (n: number): string => Taro.pxTransform(n)
// Inline styles miss the build's text-scale step (config/text-scale.js): the buttons and figures
// follow large-text mode's --t here.
const sc = (n: number): string => `calc(${px(n)}*var(--t))`
const wrap: CSSProperties = { display: 'flex', alignItems: 'center' }
const btn = (enabled: boolean): CSSProperties => ({
  width: sc(56),
  height: sc(56),
  lineHeight: sc(52),
  textAlign: 'center',
  borderRadius: px(28),
  border: `${px(2)} solid ${enabled ? 'var(--main-color)' : 'var(--border-color)'}`,
  color: enabled ? 'var(--main-color)' : 'var(--border-color)',
  fontSize: sc(36),
  boxSizing: 'border-box',
})
const num: CSSProperties = { minWidth: px(64), textAlign: 'center', fontSize: sc(30), fontWeight: 600 }

/**
 * A − value + stepper. A button at its limit is drawn disabled and does nothing, so a tap never
 * produces a value outside [min, max]; rules beyond the bounds (ticket limits) belong to the caller.
 */
export function Counter({ value, min = 0, max = 9, onChange, testId, minusLabel = '-', plusLabel = '+' }: CounterProps) {
  const canMinus = value > min
  const canPlus = value < max
  return (
    <View style={wrap}>
      <View
        style={btn(canMinus)}
        aria-label={minusLabel}
        aria-disabled={!canMinus}
        data-testid={testId ? `${testId}-minus` : undefined}
        onClick={() => canMinus && onChange(value - 1)}
      >
        −
      </View>
      <Text style={num} data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Text>
      <View
        style={btn(canPlus)}
        aria-label={plusLabel}
        aria-disabled={!canPlus}
        data-testid={testId ? `${testId}-plus` : undefined}
        onClick={() => canPlus && onChange(value + 1)}
      >
        +
      </View>
    </View>
  )
}
