import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './form-field.scss'

export interface FormFieldProps {
  label?: string
  value: string
  onChange: (v: string) => void
  placeholder?: string
  type?: 'text' | 'number' | 'idcard' | 'digit'
  password?: boolean
  maxlength?: number
  error?: string | null
  /** Something after the input: a code button, an eye toggle, a captcha image. */
  suffix?: ReactNode
  name: string
  onConfirm?: () => void
}

/** A labelled input whose error shows under it; the value is always the caller's (nothing lost on error). */
export function FormField(props: FormFieldProps) {
  const { label, value, onChange, placeholder, type = 'text', password, maxlength = 140, error, suffix, name, onConfirm } = props
  return (
    <View className={`form-field ${error ? 'form-field--error' : ''}`}>
      <View className='form-field__row'>
        {label ? <Text className='form-field__label'>{label}</Text> : null}
        <Input
          className='form-field__input'
          name={name}
          id={`field-${name}`}
          value={value}
          type={type}
          password={password}
          maxlength={maxlength}
          placeholder={placeholder}
          placeholderClass='form-field__placeholder'
          onInput={(e) => onChange(e.detail.value)}
          onConfirm={onConfirm}
        />
        {suffix}
      </View>
      {error ? (
        <Text className='form-field__error' data-testid={`error-${name}`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
