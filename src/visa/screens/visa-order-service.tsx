import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { statusLabel } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { visaDict } from '../i18n/visa'
import { VisaProgressStore } from '../stores/visa-order-store'
import { VISA_ORDER_DETAIL, VISA_ORDER_TYPE } from './visa-routes'
import './visa.scss'

/** How often the screen reads the progress while the order moves (the agency's clock runs on the server). */
const REFRESH_MS = 15_000

/**
 * /visa/OrderService?orderId=: the order's service screen — the progress (placed, paid, materials
 * received, submitted to the consulate, the decision, passports returned) with when each step
 * happened and when the next is expected, each applicant's answer and visa number, the return of
 * the passports and changing it (fill send info) until they are on their way back.
 */
export const VisaOrderService = observer(function VisaOrderService() {
  const tt = useScopedT(visaDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new VisaProgressStore(query.orderId || query.id))
  useEffect(() => {
    void store.load()
    const timer = setInterval(() => {
      if (!store.editing && store.progress?.status === 'IN_PROGRESS') void store.load(true)
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  useDidShow(() => {
    if (store.progress) void store.load(true)
  })
  const title = tt('visa.service.title')
  const screen = loadStateScreen(title, store, !!store.progress, { message: tt('visa.order.notFound'), actionText: tt('visa.order.allOrders'), route: '/allorder' })
  if (screen || !store.progress) return screen
  const p = store.progress
  const d = p.delivery
  const save = async () => {
    if (await store.save()) ui.toast(tt('visa.service.saved'), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  return (
    <PageShell title={title} className='visa'>
      <View className='visa__card'>
        <View className='visa__material-head'>
          <Text className='visa__row-title'>{p.productName}</Text>
          <Text className='visa__tag' data-testid='order-status' data-status={p.status}>
            {statusLabel(p.status, VISA_ORDER_TYPE)}
          </Text>
        </View>
        <Text className='visa__row-sub' data-testid='order-no'>
          {p.orderNo}
        </Text>
        {p.appointmentDate ? <Text className='visa__row-sub'>{tt('visa.service.appointment', { date: p.appointmentDate })}</Text> : null}
      </View>

      <Text className='visa__section'>{tt('visa.order.progress')}</Text>
      <View className='visa__card visa__steps' data-testid='visa-steps' data-step={p.step}>
        {p.steps.map((s) => (
          <View key={s.step} className={`visa__step ${s.done ? 'visa__step--done' : ''} ${s.current ? 'visa__step--current' : ''}`} data-testid='visa-step' data-step={s.step} data-done={s.done ? '1' : '0'}>
            <Text className='visa__step-title'>{s.title}</Text>
            {s.at ? <Text className='visa__step-time'>{s.at}</Text> : null}
            {!s.at && s.expectedAt ? <Text className='visa__step-time'>{tt('visa.service.expected', { time: s.expectedAt })}</Text> : null}
            {s.done || s.current || s.expectedAt ? <Text className='visa__text'>{s.desc}</Text> : null}
          </View>
        ))}
      </View>

      <Text className='visa__section'>{tt('visa.service.results')}</Text>
      <View className='visa__card' data-testid='visa-results'>
        {p.applicants.map((a, i) => (
          <View key={`${i}-${a.name}`} className='visa__line' data-testid='visa-result' data-result={a.result ?? ''}>
            <Text className='visa__label'>
              {a.name} · {a.kindName}
            </Text>
            <Text className={`visa__value visa__result ${a.result ? `visa__result--${a.result}` : ''}`}>
              {a.resultText}
              {a.visaNo ? ` ${a.visaNo}` : ''}
            </Text>
          </View>
        ))}
      </View>

      <Text className='visa__section'>{tt('visa.service.delivery')}</Text>
      <View className='visa__card' data-testid='visa-service-delivery' data-mode={d.mode}>
        {store.editing ? (
          <>
            <View className='visa__seg'>
              {(['EXPRESS', 'SELF'] as const).map((m) => (
                <Text key={m} className={`visa__seg-item ${store.mode === m ? 'visa__seg-item--on' : ''}`} onClick={() => store.setMode(m)} data-testid={`service-delivery-${m}`}>
                  {m === 'EXPRESS' ? tt('visa.edit.express') : tt('visa.edit.selfCollect')}
                </Text>
              ))}
            </View>
            {store.mode === 'EXPRESS' ? (
              <>
                <FormField name='service-recipient' label={tt('visa.edit.recipient')} value={store.recipient} maxlength={50} onChange={(v) => store.setField('recipient', v)} error={store.errors.recipient} />
                <FormField name='service-phone' label={tt('visa.edit.recipientPhoneField')} value={store.phone} maxlength={13} onChange={(v) => store.setField('phone', v)} error={store.errors.phone} />
                <FormField name='service-address' label={tt('visa.edit.address')} value={store.address} maxlength={200} onChange={(v) => store.setField('address', v)} error={store.errors.address} />
              </>
            ) : (
              <Text className='visa__text'>{tt('visa.edit.collectAt', { centre: d.centre, address: d.centreAddress })}</Text>
            )}
            {store.message ? <Text className='visa__warn'>{store.message}</Text> : null}
            <View className='visa__gap' />
            <PrimaryButton onClick={() => void save()} loading={store.saving} testId='visa-delivery-save'>
              {tt('visa.service.save')}
            </PrimaryButton>
            <View className='visa__gap' />
            <PrimaryButton plain onClick={() => store.stopEdit()}>
              {tt('visa.service.cancelEdit')}
            </PrimaryButton>
          </>
        ) : (
          <>
            <View className='visa__line'>
              <Text className='visa__label'>{d.modeName}</Text>
              <Text className='visa__value' data-testid='visa-delivery-summary'>
                {d.mode === 'EXPRESS' ? `${d.recipient} ${d.phoneMasked} ${d.address}` : `${d.centre} ${d.centreAddress}`}
              </Text>
            </View>
            {d.expressNo ? (
              <View className='visa__line'>
                <Text className='visa__label'>{tt('visa.order.delivery')}</Text>
                <Text className='visa__value' data-testid='visa-express-no'>
                  {tt('visa.order.express', { no: d.expressNo })}
                </Text>
              </View>
            ) : null}
            {p.canEditDelivery ? (
              <Text className='visa__link' onClick={() => store.startEdit()} data-testid='visa-delivery-edit'>
                {tt('visa.service.edit')} ›
              </Text>
            ) : null}
          </>
        )}
      </View>

      <View className='visa__buttons'>
        <PrimaryButton plain onClick={() => void store.load(true)} testId='visa-progress-refresh'>
          {tt('visa.service.refresh')}
        </PrimaryButton>
        <View className='visa__gap' />
        <PrimaryButton plain onClick={() => void navigate(VISA_ORDER_DETAIL, { id: p.orderId })} testId='visa-progress-order'>
          {tt('visa.service.viewOrder')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
