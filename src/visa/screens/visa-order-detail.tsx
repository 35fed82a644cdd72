import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { downloadAttachment } from '../../core/api/trip'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction, type OrderTraveller } from '../../core/components/order-detail-shell'
import { useScopedT } from '../../core/hooks/use-t'
import { openLocalFile } from '../../core/platform/file-picker'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import type { VisaMaterialFile } from '../api/visa'
import { visaDict } from '../i18n/visa'
import { VisaOrderStore } from '../stores/visa-order-store'
import { VISA_ORDER_SERVICE, VISA_ORDER_TYPE } from './visa-routes'
import './visa.scss'

/**
 * /visa/orderDetail/{id}: a visa order on the core order shell — status, pay countdown, approval,
 * the visa, its district, trip and appointment days, where the progress is (and the whole
 * progress on /visa/OrderService), the applicants (passports and mobiles masked by the server)
 * with the consulate's answer and their material files, the price with what a cancellation kept
 * and gave back, the return of the passports, the particulars and the cancellation rules, and the
 * actions the server allows (pay; cancel, showing what it costs now).
 */
export const VisaOrderDetail = observer(function VisaOrderDetail() {
  const tt = useScopedT(visaDict)
  const { badges } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new VisaOrderStore(query.id || query.orderId))
  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment or the progress screen: read the order again.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  const title = tt('visa.order.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('visa.order.notFound'), actionText: tt('visa.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order

  const cancel = async () => {
    const quote = o.cancelQuote?.text ?? ''
    if (!(await ui.confirm(tt('visa.order.cancelTitle'), [tt('visa.order.cancelConfirm'), quote].filter(Boolean).join('\n')))) return
    if (await store.cancel()) {
      ui.toast(tt('visa.order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const openFile = (f: VisaMaterialFile) => {
    downloadAttachment(f.url)
      .then((path) => openLocalFile(path, f.name, f.mime))
      .catch(() => ui.toast(tt('visa.order.openFailed')))
  }
  const progress = () => void navigate(VISA_ORDER_SERVICE, { orderId: o.orderId })
  const actions: OrderDetailAction[] = [
    { key: 'cancel', label: tt('visa.order.cancel'), onClick: () => void cancel() },
    { key: 'progress', label: tt('visa.order.progress'), onClick: progress },
    { key: 'pay', label: tt('visa.order.pay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: VISA_ORDER_TYPE }), main: true },
  ]
  const travellers: OrderTraveller[] = o.applicants.map((a) => ({
    key: a.applicantId,
    name: a.nameEn ? `${a.name} ${a.nameEn}` : a.name,
    tag: a.kindName,
    document: [tt('visa.order.passport', { no: a.passportMasked }), a.mobileMasked].filter(Boolean).join(' · '),
    extra: (
      <View data-testid='visa-applicant-result' data-result={a.result ?? ''}>
        {a.result ? (
          <Text className={`visa__result visa__result--${a.result}`}>
            {a.resultText}
            {a.visaNo ? ` · ${tt('visa.order.visaNo', { no: a.visaNo })}` : ''}
          </Text>
        ) : null}
        <Text className='visa__hint visa__hint--flush'>{tt('visa.order.files', { n: a.files.length })}</Text>
        {a.files.map((f) => (
          <View key={f.id} className='visa__file' onClick={() => openFile(f)} data-testid='visa-order-file'>
            <Text className='visa__file-name'>
              {f.materialName} · {f.name}
            </Text>
          </View>
        ))}
      </View>
    ),
  }))
  const amounts: OrderAmountLine[] = [
    { key: 'fare', label: tt('visa.order.fare'), amount: o.price.fareTotal },
    { key: 'fee', label: tt('visa.order.serviceFee'), amount: o.price.serviceFee },
    ...(o.cancellation ? [{ key: 'cancelFee', label: tt('visa.order.cancelFee'), amount: o.cancellation.fee }] : []),
    ...(o.price.refunded > 0 ? [{ key: 'refunded', label: tt('visa.order.refunded'), amount: o.price.refunded }] : []),
    { key: 'total', label: tt('visa.order.total'), amount: o.price.total, total: true },
  ]
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='visa__line'>
      <Text className='visa__label'>{label}</Text>
      <Text className='visa__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
  const current = store.currentStep
  const hints = o.cancelQuote && o.allowedActions.cancel ? (
    <Text className='order-shell__hint' data-testid='cancel-quote'>
      {o.cancelQuote.text}
    </Text>
  ) : null
  const d = o.delivery
  return (
    <OrderDetailShell
      title={title}
      status={o.status}
      orderType={VISA_ORDER_TYPE}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      hints={hints}
      progress={o.approval}
      travellers={{ title: tt('visa.order.applicants'), list: travellers }}
      amounts={{ title: tt('visa.order.price'), lines: amounts }}
      allowed={o.allowedActions}
      actions={actions}
      after={
        <>
          <Text className='visa__section'>{tt('visa.order.delivery')}</Text>
          <View className='visa__card' data-testid='visa-order-delivery' data-mode={d.mode}>
            {line('mode', tt('visa.order.delivery'), d.modeName)}
            {d.mode === 'EXPRESS' ? line('recipient', tt('visa.edit.recipient'), `${d.recipient} ${d.phoneMasked}`) : null}
            {d.mode === 'EXPRESS' ? line('address', tt('visa.edit.address'), d.address) : line('centre', d.centre, d.centreAddress)}
            {d.expressNo ? line('express', tt('visa.order.delivery'), tt('visa.order.express', { no: d.expressNo }), 'visa-express-no') : null}
            {o.allowedActions.editDelivery ? (
              <Text className='visa__link' onClick={progress} data-testid='visa-edit-delivery'>
                {tt('visa.order.editDelivery')} ›
              </Text>
            ) : null}
          </View>
          <View className='visa__card'>
            {line('contact', tt('visa.order.contact'), `${o.contact.name} ${o.contact.phone}`)}
            {line('trip', tt('visa.order.tripType'), o.tripType === 1 ? tt('visa.edit.business') : tt('visa.edit.personal'))}
            {o.costCenterName || o.projectName ? line('cost', tt('visa.order.cost'), [o.costCenterName, o.projectName].filter(Boolean).join(' / ')) : null}
            {line('booker', tt('visa.order.booker'), o.bookerName)}
            {line('created', tt('visa.order.createdAt'), o.createdAt.slice(0, 16))}
            {o.remark ? line('remark', tt('visa.order.remark'), o.remark) : null}
          </View>
          <Text className='visa__section'>{tt('visa.order.cancelRules')}</Text>
          <View className='visa__card'>
            {o.cancelRules.map((r) => (
              <Text key={r} className='visa__text'>
                · {r}
              </Text>
            ))}
          </View>
        </>
      }
    >
      <View className='visa__card' data-testid='visa-order-product'>
        <Text className='visa__row-title'>{o.product.name}</Text>
        <View className='visa__tags'>
          <Text className='visa__tag'>{o.product.typeName}</Text>
          <Text className='visa__tag visa__tag--muted'>{o.product.entriesName}</Text>
          <Text className='visa__tag visa__tag--muted'>{tt('visa.list.validity', { n: o.product.validityDays })}</Text>
        </View>
        {line('consular', tt('visa.order.consular'), o.consular.name)}
        {line('trip', tt('visa.order.tripDate'), o.tripDate)}
        {o.appointmentDate ? line('appointment', tt('visa.order.appointment'), o.appointmentDate) : null}
      </View>
      {current && o.allowedActions.progress ? (
        <View className='visa__card' onClick={progress} data-testid='visa-order-step' data-step={o.step}>
          <View className='visa__material-head'>
            <Text className='visa__step-title'>{tt('visa.order.progress')}</Text>
            <Text className='visa__link'>{tt('visa.order.progressAll')} ›</Text>
          </View>
          <Text className='visa__row-sub'>
            {current.title}
            {current.at ? ` · ${current.at}` : ''}
          </Text>
          <Text className='visa__text'>{current.desc}</Text>
        </View>
      ) : null}
    </OrderDetailShell>
  )
})
