import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { useScopedT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import { trainBooking } from '../../i18n/booking'
import type { TrainBookingStore } from '../../stores/train-booking-store'
import type { TrainTraveller } from '../../stores/train-booking-travellers'
import './identity-check.scss'

export interface IdentityCheckProps {
  store: TrainBookingStore
  traveller: TrainTraveller
  index: number
}

/**
 * A traveller's identity check on the booking form (booking flows §4, §5.7): nothing until it was
 * checked, then a small "verified" mark (1), the spec's message (0), or the mobile check (2): get
 * a code (checkRyxx), type it, verify (checkLocalHytgry). Children are not checked. In the demo
 * world the code is shown by the outbox hint when the form knows the whole mobile number.
 */
export const IdentityCheck = observer(function IdentityCheck({ store, traveller, index }: IdentityCheckProps) {
  const tt = useScopedT(trainBooking)
  const check = store.checkTravellerOf(traveller)
  const entry = store.identity.entryOf(check)
  const [, tick] = useState(0)
  const cooldown = entry ? store.identity.cooldown(check) : 0

  // The resend countdown: one render a second while it runs.
  useEffect(() => {
    if (cooldown <= 0) return undefined
    const timer = setTimeout(() => tick((n) => n + 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown, entry?.sentAt])

  if (check.child || !entry) return null
  if (entry.code === 1) {
    return (
      <View className='tr-identity tr-identity--ok' data-testid={`identity-${index}`} data-code='1'>
        <Text className='tr-identity__mark'>✓ {tt('tr.identity.passed')}</Text>
      </View>
    )
  }
  if (entry.code === 0) {
    return (
      <View className='tr-identity tr-identity--bad' data-testid={`identity-${index}`} data-code='0'>
        <Text className='tr-identity__state'>{tt('tr.identity.failed')}</Text>
        <Text className='tr-identity__message' data-testid={`identity-message-${index}`}>
          {entry.message || tt('tr.identity.notPassed', { name: traveller.name })}
        </Text>
      </View>
    )
  }

  const verify = async () => {
    if (await store.verifyIdentity(traveller.key)) ui.toast(tt('tr.identity.verified', { name: traveller.name }), { icon: 'success' })
  }
  return (
    <View className='tr-identity tr-identity--code' data-testid={`identity-${index}`} data-code='2'>
      <View className='tr-identity__head'>
        <Text className='tr-identity__state'>{tt('tr.identity.needCode')}</Text>
        <Text
          className={`tr-identity__send ${cooldown > 0 || entry.sending ? 'tr-identity__send--off' : ''}`}
          onClick={() => (cooldown > 0 || entry.sending ? undefined : void store.sendIdentityCode(traveller.key))}
          data-testid={`identity-send-${index}`}
        >
          {cooldown > 0 ? tt('tr.identity.resend', { n: cooldown }) : tt('tr.identity.send')}
        </Text>
      </View>
      {entry.message ? <Text className='tr-identity__message'>{entry.message}</Text> : null}
      {entry.sentAt ? (
        <>
          <Text className='tr-identity__sent'>{tt('tr.identity.sentTo', { phone: entry.phoneMasked })}</Text>
          <View className='tr-identity__row'>
            <Input
              className='tr-identity__input'
              id={`identity-code-${index}`}
              type='number'
              maxlength={6}
              value={entry.smsCode}
              placeholder={tt('tr.identity.codePh')}
              onInput={(e) => store.setIdentityCode(traveller.key, e.detail.value)}
              data-testid={`identity-code-${index}`}
            />
            <Text
              className={`tr-identity__verify ${entry.verifying ? 'tr-identity__verify--off' : ''}`}
              onClick={() => (entry.verifying ? undefined : void verify())}
              data-testid={`identity-verify-${index}`}
            >
              {entry.verifying ? tt('tr.identity.verifying') : tt('tr.identity.verify')}
            </Text>
          </View>
        </>
      ) : null}
      {entry.error ? (
        <Text className='tr-identity__error' data-testid={`identity-error-${index}`}>
          {entry.error}
        </Text>
      ) : null}
      {entry.sentAt && check.phone ? (
        <View className='tr-identity__demo'>
          <DemoSmsHint phone={check.phone} sentAt={entry.sentAt} scene='railCheck' onUse={(c) => store.setIdentityCode(traveller.key, c)} />
        </View>
      ) : null}
    </View>
  )
})
