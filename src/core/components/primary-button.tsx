import { Button, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { askForMessages } from '../subscribe'
import './primary-button.scss'

export interface PrimaryButtonProps {
  children: ReactNode
  onClick: () => void
  disabled?: boolean
  loading?: boolean
  plain?: boolean
  testId?: string
  /**
   * The tap submits something the user will hear about later (an application, a booking): the
   * mini-program asks for subscribe messages in the same tap, the only moment WeChat allows it.
   */
  asksForMessages?: boolean
}

/** The company-coloured action button (a native button, so forms and screen readers see a button). */
export function PrimaryButton({ children, onClick, disabled, loading, plain, testId, asksForMessages }: PrimaryButtonProps) {
  return (
    <Button
      className={`primary-button ${plain ? 'primary-button--plain' : ''} ${disabled || loading ? 'primary-button--disabled' : ''}`}
      disabled={disabled || loading}
      onClick={() => {
        if (disabled || loading) return
        if (asksForMessages) askForMessages()
        onClick()
      }}
      data-testid={testId}
    >
      {/* Our own spinner: Taro's H5 button spinner loads an image from a third-party CDN. */}
      {loading ? <View className='primary-button__spinner' /> : null}
      {children}
    </Button>
  )
}
