import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import type { RailCheckCode } from '../../api/train-account'
import { trainBooking } from '../../i18n/booking'
import { TrainAccountStore } from '../../stores/train-account-store'
import './index.scss'

const CODE_KEYS = { 0: 'tr.account.code0', 1: 'tr.account.code1', 2: 'tr.account.code2' } as const

/**
 * /tr/trAccount: the rail account (12306). The bound account with its passengers and their check
 * state (getNewest), or the form to bind one (FindClkList: the password field is a password input,
 * kept in memory only), and unbinding.
 */
function TrAccountPage() {
  const tt = useScopedT(trainBooking)
  const [store] = useState(() => new TrainAccountStore())

  useEffect(() => {
    void store.load()
  }, [])

  const bind = async () => {
    if (await store.bind()) ui.toast(tt('tr.account.bindDone'), { icon: 'success' })
  }
  const unbind = async () => {
    const account = store.account
    if (!account) return
    if (!(await ui.confirm(tt('tr.account.title'), tt('tr.account.unbindConfirm', { name: account.accountName })))) return
    if (await store.unbind()) ui.toast(tt('tr.account.unbound'), { icon: 'success' })
  }

  const title = tt('tr.account.title')
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const account = store.account
  return (
    <PageShell title={title} className='tr-account'>
      <View className='tr-account__head'>
        <Text className='tr-account__logo'>12306</Text>
        <Text className='tr-account__intro'>{tt('tr.account.intro')}</Text>
      </View>

      {account ? (
        <View className='tr-account__card' data-testid='rail-account'>
          <View className='tr-account__row'>
            <View className='tr-account__who'>
              <Text className='tr-account__name' data-testid='rail-account-name'>
                {account.accountName}
              </Text>
              <Text className='tr-account__sub'>{tt('tr.account.boundAt', { time: account.boundAt.slice(0, 16) })}</Text>
            </View>
            <Text className='tr-account__badge'>{tt('tr.account.bound')}</Text>
          </View>
          <View className='tr-account__section-title'>
            <Text>{tt('tr.account.passengers')}</Text>
          </View>
          {account.passengers.length === 0 ? <Text className='tr-account__empty'>{tt('tr.account.noPassengers')}</Text> : null}
          {account.passengers.map((p, i) => (
            <View key={`${p.name}-${i}`} className='tr-account__psg' data-testid='rail-passenger'>
              <View className='tr-account__psg-main'>
                <Text className='tr-account__psg-name'>{p.name}</Text>
                <Text className='tr-account__psg-card'>{p.cardNumberMasked}</Text>
              </View>
              <Text className={`tr-account__code tr-account__code--${p.code}`} data-testid='rail-passenger-code' data-code={p.code}>
                {tt(CODE_KEYS[p.code as RailCheckCode])}
              </Text>
            </View>
          ))}
          {store.error ? (
            <Text className='tr-account__error' data-testid='rail-account-error'>
              {store.error}
            </Text>
          ) : null}
          <View className='tr-account__actions'>
            <PrimaryButton plain onClick={() => void unbind()} loading={store.unbinding} testId='rail-unbind'>
              {tt('tr.account.unbind')}
            </PrimaryButton>
          </View>
        </View>
      ) : (
        <View className='tr-account__card' data-testid='rail-bind-form'>
          <FormField
            name='railAccount'
            label={tt('tr.account.name')}
            value={store.accountName}
            onChange={(v) => store.setAccountName(v)}
            placeholder={tt('tr.account.namePh')}
            maxlength={64}
          />
          <FormField
            name='railPassword'
            label={tt('tr.account.password')}
            value={store.password}
            onChange={(v) => store.setPassword(v)}
            placeholder={tt('tr.account.passwordPh')}
            password
            maxlength={64}
            onConfirm={() => void bind()}
          />
          <Text className='tr-account__note'>{tt('tr.account.passwordNote')}</Text>
          {store.error ? (
            <Text className='tr-account__error' data-testid='rail-account-error'>
              {store.error}
            </Text>
          ) : null}
          <View className='tr-account__actions'>
            <PrimaryButton onClick={() => void bind()} loading={store.binding} testId='rail-bind'>
              {store.binding ? tt('tr.account.binding') : tt('tr.account.bind')}
            </PrimaryButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(TrAccountPage)
