import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { OptionSheet } from '../../core/components/option-sheet'
import { useScopedT } from '../../core/hooks/use-t'
import { invoiceDict } from '../i18n/invoice'
import type { DeliveryForm } from '../stores/delivery-form'
import './invoice.scss'

export interface DeliveryFieldsProps {
  form: DeliveryForm
  /** A province picked (the invoice form reads the face again). */
  onProvince?: (code: string) => void
}

/** Recipient, mobile, province and city pickers (province-city data), district, address, post code, and the express fee of the province. */
export const DeliveryFields = observer(function DeliveryFields({ form, onProvince }: DeliveryFieldsProps) {
  const tt = useScopedT(invoiceDict)
  const [sheet, setSheet] = useState<'province' | 'city' | null>(null)
  const picker = (field: 'province' | 'city', value: string) => (
    <>
      <View
        className='inv__picker'
        onClick={() => {
          void form.loadProvinces()
          if (field === 'city' && !form.province) setSheet('province')
          else setSheet(field)
        }}
        data-testid={`pick-${field}`}
      >
        <Text className='inv__picker-label'>{tt(`inv.form.${field}`)}</Text>
        <Text className={`inv__picker-value ${value ? '' : 'inv__picker-value--empty'}`}>{value || tt('inv.form.choose')}</Text>
        <Text>›</Text>
      </View>
      {form.errors[field] ? (
        <Text className='inv__error' data-testid={`error-${field}`}>
          {form.errors[field]}
        </Text>
      ) : null}
    </>
  )
  return (
    <View>
      <FormField name='recipient' label={tt('inv.form.recipient')} value={form.recipient} onChange={(v) => form.set('recipient', v)} maxlength={30} error={form.errors.recipient} />
      <FormField name='mobile' label={tt('inv.form.mobile')} value={form.mobile} onChange={(v) => form.set('mobile', v)} type='number' maxlength={11} error={form.errors.mobile} />
      {picker('province', form.provinceName)}
      {picker('city', form.cityName)}
      <FormField name='area' label={tt('inv.form.area')} value={form.area} onChange={(v) => form.set('area', v)} placeholder={tt('inv.form.optional')} maxlength={30} />
      <FormField name='addr' label={tt('inv.form.addr')} value={form.addr} onChange={(v) => form.set('addr', v)} maxlength={120} error={form.errors.addr} />
      <FormField name='post' label={tt('inv.form.post')} value={form.post} onChange={(v) => form.set('post', v)} placeholder={tt('inv.form.optional')} type='number' maxlength={6} error={form.errors.post} />
      {form.fee ? (
        <View className='inv__line' data-testid='express-fee' data-value={form.fee.fee}>
          <Text className='inv__label'>{tt('inv.form.fee')}</Text>
          <Text className='inv__value'>¥{form.fee.fee.toFixed(2)}</Text>
        </View>
      ) : null}
      {form.fee ? <Text className='inv__note'>{tt('inv.form.feeNote', { region: form.fee.provinceName, days: form.fee.days })}</Text> : null}
      {form.feeError ? <Text className='inv__warn' data-testid='fee-error'>{form.feeError}</Text> : null}
      {sheet === 'province' ? (
        <OptionSheet
          title={tt('inv.form.pickProvince')}
          options={form.provinces.map((p) => ({ id: p.code, label: p.name }))}
          selected={form.province}
          onPick={(id) => (onProvince ? onProvince(id) : void form.pickProvince(id))}
          onClose={() => setSheet(null)}
          testId='province-sheet'
        />
      ) : null}
      {sheet === 'city' ? (
        <OptionSheet
          title={tt('inv.form.pickCity')}
          options={form.cities.map((c) => ({ id: c.code, label: c.name }))}
          selected={form.city}
          onPick={(id) => form.pickCity(id)}
          onClose={() => setSheet(null)}
          testId='city-sheet'
        />
      ) : null}
    </View>
  )
})
