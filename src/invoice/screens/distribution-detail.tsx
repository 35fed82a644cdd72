import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery } from '../../core/platform/nav'
import { openDocument } from '../../core/platform/open-document'
import { ui } from '../../core/platform/ui'
import { invoiceDict } from '../i18n/invoice'
import { InvoiceDetailStore } from '../stores/invoice-detail-store'
import { DeliveryFields } from './delivery-fields'
import { INVOICE_ROUTES } from './invoice-routes'
import './invoice.scss'

/**
 * /userCenter/Invoice/distributionDetail?id=: the invoice (face, orders, a refund after invoicing
 * flagged); electronic: open the PDF, send it to an address; paper: delivery, the courier's scans,
 * and the address changeable until pickup.
 */
export const DistributionDetail = observer(function DistributionDetail() {
  const tt = useScopedT(invoiceDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new InvoiceDetailStore(query.id))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('inv.detail.title')
  const screen = loadStateScreen(title, store, !!store.invoice, { message: tt('inv.detail.notFound'), actionText: tt('inv.detail.back'), route: INVOICE_ROUTES.home })
  if (screen || !store.invoice) return screen
  const inv = store.invoice

  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='inv__line'>
      <Text className='inv__label'>{label}</Text>
      <Text className='inv__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
  const openPdf = () => {
    openDocument(() => store.pdfUrl()).catch(() => ui.toast(tt('inv.detail.openFailed')))
  }
  const send = async () => {
    if (await store.sendEmail()) ui.toast(tt('inv.detail.sent', { email: store.email.trim() }), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  const saveAddress = async () => {
    if (await store.saveAddress()) ui.toast(tt('inv.detail.addressSaved'), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  return (
    <PageShell title={title} className='inv'>
      <View className='inv__card' data-testid='invoice-detail' data-kind={inv.kpType} data-refund={inv.refundFlag ? '1' : '0'}>
        <View className='inv__row'>
          <Text className='inv__name'>{tt(`inv.kind.${inv.kpType}`)}</Text>
          <Price value={inv.amount} className='inv__amount' testId='invoice-amount' />
        </View>
        {line('fp', tt('inv.detail.fpNo'), inv.fpNo, 'fp-no')}
        {line('req', tt('inv.detail.requestNo'), inv.requestNo)}
        {line('at', tt('inv.detail.createdAt'), inv.createdAt.slice(0, 16))}
        {line('buyer', tt('inv.detail.buyer'), inv.title.gsmc, 'invoice-title')}
        {inv.title.nsrsbh ? line('tax', tt('inv.detail.taxNo'), inv.title.nsrsbh) : null}
        {line('taxAmount', tt('inv.detail.tax'), `¥${inv.taxAmount.toFixed(2)}`)}
        {inv.kpType === 2 ? line('fee', tt('inv.detail.fee'), `¥${inv.expressFee.toFixed(2)}`, 'invoice-fee') : null}
        {inv.remark ? line('remark', tt('inv.detail.remark'), inv.remark) : null}
        {inv.refundFlag ? <Text className='inv__warn' data-testid='refund-flag'>{tt('inv.detail.refundNote')}</Text> : null}
      </View>

      <Text className='inv__section'>{tt('inv.detail.orders')}</Text>
      <View className='inv__card'>
        {inv.orders.map((o) => (
          <View key={o.orderId} className='inv__title-item' data-testid='invoiced-order' data-order-no={o.orderNo}>
            <View style={{ flex: 1, minWidth: 0 }}>
              <Text className='inv__name'>{o.title}</Text>
              <Text className='inv__sub'>{o.orderNo}</Text>
              {o.refundedAfter > 0 ? <Text className='inv__warn'>{tt('inv.detail.refundedAfter', { amount: o.refundedAfter.toFixed(2) })}</Text> : null}
            </View>
            <Price value={o.amount} className='inv__amount' />
          </View>
        ))}
      </View>

      {inv.kpType === 1 ? (
        <View className='inv__card'>
          <PrimaryButton onClick={openPdf} testId='open-pdf'>
            {tt('inv.detail.open')}
          </PrimaryButton>
          <Text className='inv__note'>{tt('inv.detail.email')}</Text>
          <View className='inv__email'>
            <Input className='inv__email-input' name='send-email' value={store.email} maxlength={100} onInput={(e) => store.setEmail(e.detail.value)} />
            <Text className='inv__small-btn' onClick={() => void send()} data-testid='send-email'>
              {tt('inv.detail.send')}
            </Text>
          </View>
          {store.emailError ? <Text className='inv__warn'>{store.emailError}</Text> : null}
        </View>
      ) : null}

      {inv.delivery ? (
        <>
          <Text className='inv__section'>{tt('inv.detail.delivery')}</Text>
          <View className='inv__card' data-testid='delivery'>
            {store.editing ? (
              <>
                <DeliveryFields form={store.delivery} />
                <View className='inv__email'>
                  <Text className='inv__small-btn inv__small-btn--plain' onClick={() => store.stopEdit()}>
                    {tt('inv.detail.cancel')}
                  </Text>
                  <Text className='inv__small-btn' onClick={() => void saveAddress()} data-testid='save-address'>
                    {tt('inv.detail.saveAddress')}
                  </Text>
                </View>
              </>
            ) : (
              <>
                <Text className='inv__name'>
                  {inv.delivery.recipient} {inv.delivery.mobile}
                </Text>
                <Text className='inv__sub' data-testid='delivery-address'>
                  {[inv.delivery.provinceName, inv.delivery.cityName, inv.delivery.area, inv.delivery.addr, inv.delivery.post].filter(Boolean).join(' ')}
                </Text>
                {inv.delivery.editable ? (
                  <>
                    <Text className='inv__note'>{tt('inv.detail.editHint')}</Text>
                    <Text className='inv__link' onClick={() => store.startEdit()} data-testid='edit-address'>
                      {tt('inv.detail.editAddress')}
                    </Text>
                  </>
                ) : null}
              </>
            )}
          </View>
          <Text className='inv__section'>{tt('inv.detail.express')}</Text>
          <View className='inv__card' data-testid='express' data-state={store.express?.state ?? inv.express?.state ?? ''}>
            {inv.express ? <Text className='inv__sub'>{tt('inv.detail.waybill', { company: inv.express.company, no: inv.express.waybillNo })}</Text> : null}
            <View style={{ marginTop: '12px' }}>
              {store.express?.traces.length ? (
                store.express.traces.map((tr, i) => (
                  <View key={`${tr.time}-${i}`} className={`inv__trace ${i === 0 ? 'inv__trace--now' : ''}`} data-testid='express-trace'>
                    <Text className='inv__trace-text'>{tr.text}</Text>
                    <Text className='inv__trace-time'>{tr.time.slice(0, 16)}</Text>
                  </View>
                ))
              ) : (
                <Text className='inv__note'>{tt('inv.detail.noTrace')}</Text>
              )}
            </View>
          </View>
        </>
      ) : null}
    </PageShell>
  )
})
