import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { invoiceDict } from '../i18n/invoice'
import { InvoiceFormStore, parseOrderIds } from '../stores/invoice-form-store'
import { DeliveryFields } from './delivery-fields'
import { INVOICE_ROUTES } from './invoice-routes'
import './invoice.scss'

/**
 * /userCenter/Invoice/addInvoice?orderIds=: the title (the company's first, read-only; the
 * caller's own; a new one), electronic or paper, the e-mail or the delivery with its express fee,
 * the face the server computes, and issuing.
 */
export const AddInvoice = observer(function AddInvoice() {
  const tt = useScopedT(invoiceDict)
  const { session } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new InvoiceFormStore(parseOrderIds(query.orderIds), session.empInfo?.email ?? ''))
  useEffect(() => {
    void store.loadTitles()
  }, [])
  // Back from adding a title: read the titles again (the new one is picked).
  useDidShow(() => {
    if (store.titlesStatus !== 'loading') void store.loadTitles()
  })
  const title = tt('inv.form.title')
  if (store.orderIds.length === 0) {
    return (
      <PageShell title={title} className='inv'>
        <StateView status='empty' message={tt('inv.form.noOrders')} onRetry={() => void redirect(INVOICE_ROUTES.orders)} actionText={tt('inv.form.backToOrders')} />
      </PageShell>
    )
  }
  if (store.titlesStatus !== 'ready') {
    return (
      <PageShell title={title} className='inv'>
        <StateView status={store.titlesStatus} message={store.message || undefined} onRetry={() => void store.loadTitles()} />
      </PageShell>
    )
  }
  const submit = async () => {
    const done = await store.submit()
    if (!done) {
      if (store.message) ui.toast(store.message)
      return
    }
    ui.toast(tt('inv.form.done'), { icon: 'success' })
    await redirect(INVOICE_ROUTES.detail, { id: done.id })
  }
  const face = store.face
  const total = face ? face.amount + (store.fee ?? 0) : null
  return (
    <PageShell title={title} className='inv'>
      <Text className='inv__section'>{tt('inv.form.titleSection')}</Text>
      <View className='inv__card' data-testid='title-list'>
        {store.titles.map((t) => (
          <View key={t.id} className='inv__title-item' onClick={() => void store.pickTitle(t.id)} data-testid='title-option' data-id={t.id} data-owner={t.owner}>
            <Text className={`inv__check ${store.titleId === t.id ? 'inv__check--on' : ''}`}>{store.titleId === t.id ? '✓' : ''}</Text>
            <View style={{ flex: 1, minWidth: 0 }}>
              <Text className='inv__name'>{t.gsmc}</Text>
              {t.nsrsbh ? <Text className='inv__sub'>{t.nsrsbh}</Text> : null}
            </View>
            <Text className='inv__tag'>{t.owner === 'COMPANY' ? tt('inv.form.companyTag') : tt('inv.form.mineTag')}</Text>
          </View>
        ))}
        <Text className='inv__link' onClick={() => void navigate(INVOICE_ROUTES.addTitle)} data-testid='add-title'>
          {tt('inv.form.addTitle')}
        </Text>
      </View>

      <View className='inv__card'>
        <Text className='inv__label'>{tt('inv.form.kind')}</Text>
        <View className='inv__seg'>
          {([1, 2] as const).map((k) => (
            <Text key={k} className={`inv__seg-item ${store.kpType === k ? 'inv__seg-item--on' : ''}`} onClick={() => void store.setKpType(k)} data-testid={`kind-${k}`}>
              {k === 1 ? tt('inv.form.electronic') : tt('inv.form.paper')}
            </Text>
          ))}
        </View>
      </View>

      {store.kpType === 1 ? (
        <View className='inv__card'>
          <FormField name='email' label={tt('inv.form.email')} value={store.email} onChange={(v) => store.setEmail(v)} placeholder={tt('inv.form.emailHint')} maxlength={100} error={store.emailError} />
        </View>
      ) : (
        <>
          <Text className='inv__section'>{tt('inv.form.delivery')}</Text>
          <View className='inv__card'>
            <DeliveryFields form={store.delivery} onProvince={(code) => void store.pickProvince(code)} />
          </View>
        </>
      )}

      <View className='inv__card'>
        <View className='inv__row'>
          <Text className='inv__label'>{tt('inv.form.remark')}</Text>
        </View>
        <Input className='inv__input' name='remark' value={store.remark} maxlength={100} placeholder={tt('inv.form.remarkHint')} onInput={(e) => store.setRemark(e.detail.value)} />
      </View>

      <Text className='inv__section'>{tt('inv.form.face')}</Text>
      <View className='inv__card' data-testid='invoice-face'>
        {face ? (
          <>
            <View className='inv__line'>
              <Text className='inv__label'>{tt('inv.form.buyer')}</Text>
              <Text className='inv__value'>{[face.buyer.gsmc, face.buyer.nsrsbh].filter(Boolean).join(' · ')}</Text>
            </View>
            <View className='inv__line'>
              <Text className='inv__label'>{tt('inv.form.seller')}</Text>
              <Text className='inv__value'>{face.seller.name}</Text>
            </View>
            {face.lines.map((l) => (
              <View key={l.orderId} className='inv__line' data-testid='face-line'>
                <Text className='inv__label'>{l.item}</Text>
                <Text className='inv__value'>
                  {l.orderNo} · ¥{l.amount.toFixed(2)}
                </Text>
              </View>
            ))}
            <View className='inv__line'>
              <Text className='inv__label'>{tt('inv.form.amountExTax')}</Text>
              <Text className='inv__value'>¥{face.amountExTax.toFixed(2)}</Text>
            </View>
            <View className='inv__line'>
              <Text className='inv__label'>{tt('inv.form.tax', { rate: Math.round(face.taxRate * 100) })}</Text>
              <Text className='inv__value'>¥{face.taxAmount.toFixed(2)}</Text>
            </View>
            <View className='inv__line inv__total'>
              <Text className='inv__label'>{tt('inv.form.total')}</Text>
              <Text className='inv__value' data-testid='face-amount' data-value={face.amount}>
                ¥{face.amount.toFixed(2)}
              </Text>
            </View>
          </>
        ) : (
          <Text className={store.faceError ? 'inv__warn' : 'inv__note'} data-testid='face-error'>
            {store.faceError || tt('inv.form.noTitle')}
          </Text>
        )}
      </View>
      {store.message ? <Text className='inv__message' data-testid='form-message'>{store.message}</Text> : null}

      <View className='inv__bar'>
        <View className='inv__bar-text'>
          {total !== null ? <Price value={total} className='inv__amount' testId='submit-total' /> : null}
          {store.fee !== null ? <Text> ({tt('inv.form.fee')} ¥{store.fee.toFixed(2)})</Text> : null}
        </View>
        <View className='inv__bar-btn'>
          <PrimaryButton onClick={() => void submit()} loading={store.busy} disabled={!face} testId='invoice-submit'>
            {tt('inv.form.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
})
