import { Button, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './primary-button.scss'

export interface PrimaryButtonProps {
  children: ReactNode
  onClick: () => void
  disabled?: boolean
  loading?: boolean
  plain?: boolean
  testId?: string
}

/** The company-coloured action button (a native button, so forms and screen readers see a button). */
export function PrimaryButton({ children, onClick, disabled, loading, plain, testId }: PrimaryButtonProps) {
  return (
    <Button
      className={`primary-button ${plain ? 'primary-button--plain' : ''} ${disabled || loading ? 'primary-button--disabled' : ''}`}
      disabled={disabled || loading}
      onClick={() => {
        if (!disabled && !loading) onClick()
      }}
      data-testid={testId}
    >
      {/* Our own spinner: Taro's H5 button spinner loads an image from a third-party CDN. */}
      {loading ? <View className='primary-button__spinner' /> : null}
      {children}
    </Button>
  )
}
