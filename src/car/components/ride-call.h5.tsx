import type { RideCallProps } from './ride-call'

export type { RideCallProps } from './ride-call'

/**
 * The call-the-driver button on H5: a tel: link with the ride's virtual number, which the WeChat
 * and WeCom browsers and mobile browsers hand to the phone's dialler (makePhoneCall does not
 * exist in a plain browser).
 */
export function RideCall({ phone, label, className }: RideCallProps) {
  return (
    <a className={`ride-call ${className ?? ''}`} href={`tel:${phone.replace(/[^\d+,#*]/g, '')}`} data-testid='ride-call' data-phone={phone}>
      {label}
    </a>
  )
}
