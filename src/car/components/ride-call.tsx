import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'

export interface RideCallProps {
  phone: string
  label: string
  className?: string
}

/**
 * The call-the-driver button (mini-program): the phone's dialler through makePhoneCall with the
 * ride's virtual number. A refusal (the user backed out of the dialler) is left alone. The H5
 * build is a tel: link (ride-call.h5.tsx), which every in-app browser hands to the dialler.
 */
export function RideCall({ phone, label, className }: RideCallProps) {
  const call = () => {
    void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
  }
  return (
    <Text className={`ride-call ${className ?? ''}`} onClick={call} data-testid='ride-call' data-phone={phone}>
      {label}
    </Text>
  )
}
