import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import { DateCalendar } from '../../core/components/date-calendar'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker } from '../../core/components/traveller-picker'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { insuranceDict } from '../i18n/insurance'
import { InsuranceBookingStore, MAX_INSURED } from '../stores/insurance-booking-store'
import './insurance.scss'

/**
 * /insurance/InProductDetails?bxid=: the product (coverage, premium by days, ages, terms) and the
 * booking form (InsuranceBookingStore). The order opens /insurance/InCmp, from where it is paid.
 */
export const ProductDetails = observer(function ProductDetails() {
  const tt = useScopedT(insuranceDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new InsuranceBookingStore(query.bxid))
  const [sheet, setSheet] = useState<null | 'colleague' | 'contact' | 'dates'>(null)

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('title.product')
  if (store.status === 'gone') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={store.loadError || tt('query.empty')} onRetry={() => void navigate('/insurance/inQuery')} actionText={tt('title.query')} />
      </PageShell>
    )
  }
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error' || !store.product) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const p = store.product
  const e = store.errors
  const submit = async () => {
    const order = await store.submit()
    if (order) void redirect('/insurance/InCmp', { orderId: order.orderId })
    // The refusal also stays on the page, above the bar; the toast makes sure it is seen.
    else if (store.error) ui.toast(store.error)
    else {
      const first = Object.values(store.errors).find(Boolean)
      if (first) ui.toast(first)
    }
  }
  const toggle = (item: unknown, selected: boolean, key: string) => store.toggle(item as BookableEmployee | Contact, selected, key)
  const tripWhat = tt(p.kind === 'TRAIN' ? 'form.trainNo' : 'form.flightNo')

  return (
    <PageShell title={title} className='ins'>
      <View className='ins__head'>
        <Text className='ins__airport' data-testid='product-title'>
          {p.bxmc}
        </Text>
        <Text className='ins__head-sub'>{p.besm}</Text>
        <Text className='ins__head-sub'>{tt('product.insurer', { name: p.insurer })}</Text>
      </View>

      <View className='ins__card' data-testid='product-coverage'>
        <Text className='ins__name'>{tt('product.coverage')}</Text>
        {p.coverage.map((c) => (
          <View key={c.item} className='ins__cover'>
            <Text className='ins__cover-item'>{c.item}</Text>
            <Text className='ins__cover-amount'>{c.amount}</Text>
          </View>
        ))}
        <Text className='ins__muted'>{tt('product.amount')}</Text>
        <Text className='ins__name ins__gap'>{tt('product.prices')}</Text>
        <View className='ins__tiers'>
          {p.priceTiers.map((t) => (
            <Text key={t.days} className='ins__tier'>
              {t.days === 1 ? tt('product.tierOne', { price: t.price }) : tt('product.tier', { days: t.days, price: t.price })}
            </Text>
          ))}
        </View>
        <Text className='ins__muted'>{tt('product.ages', { min: p.minAge, max: p.maxAge })}</Text>
      </View>

      <View className='ins__card' data-testid='insurance-form'>
        <Text className='ins__name'>{tt('form.title')}</Text>
        <View className='ins__row' onClick={() => setSheet('dates')} data-testid='cover-dates'>
          <Text className='ins__label'>{tt('form.cover')}</Text>
          <Text className='ins__value'>
            {store.startDate && store.endDate
              ? `${store.startDate}${store.endDate !== store.startDate ? ` – ${store.endDate}` : ''} · ${store.days === 1 ? tt('form.oneDay') : tt('form.days', { n: store.days })}`
              : tt('form.choose')}
          </Text>
        </View>
        {e.dates ? <Text className='ins__error'>{e.dates}</Text> : null}
        {p.needsTripNo ? (
          <FormField
            name='tripNo'
            label={tripWhat}
            value={store.tripNo}
            maxlength={8}
            placeholder={tt('form.tripNoHint', { eg: p.kind === 'TRAIN' ? 'G1' : 'CA1501' })}
            onChange={(v) => store.setTripNo(v)}
            error={e.tripNo}
          />
        ) : null}
        <View className='ins__person'>
          <Text className='ins__name'>{tt('form.insureds')}</Text>
          {store.insureds.length < MAX_INSURED ? (
            <View className='ins__modes'>
              <Text className='ins__link' onClick={() => setSheet('colleague')} data-testid='add-colleague'>
                + {tt('form.addColleague')}
              </Text>
              <Text className='ins__link' onClick={() => setSheet('contact')} data-testid='add-contact'>
                + {tt('form.addContact')}
              </Text>
            </View>
          ) : null}
        </View>
        {store.insureds.map((t) => (
          <View key={t.key} className='ins__person' data-testid='insured'>
            <View className='ins__service-main'>
              <Text>
                {t.name}
                {t.isSelf ? tt('form.self') : ''}
              </Text>
              <Text className='ins__muted'>{t.born ? tt('form.born', { born: t.born }) : tt('form.bornOnFile')}</Text>
            </View>
            <Text className='ins__link' onClick={() => store.remove(t.key)}>
              {tt('form.remove')}
            </Text>
          </View>
        ))}
        {e.insureds ? (
          <Text className='ins__error' data-testid='insured-error'>
            {e.insureds}
          </Text>
        ) : null}
        <FormField name='contactName' label={tt('form.contactName')} value={store.contact.name} maxlength={50} onChange={(v) => store.setContact('name', v)} error={e.contactName} />
        <FormField name='contactPhone' label={tt('form.contactPhone')} value={store.contact.phone} type='number' maxlength={11} onChange={(v) => store.setContact('phone', v)} error={e.contactPhone} />
        <View className='ins__row'>
          <Text className='ins__label'>{tt('form.tripType')}</Text>
          <View className='ins__modes'>
            <Text className={`ins__mode ${store.tripType === 1 ? 'ins__mode--on' : ''}`} onClick={() => store.setTripType(1)} data-testid='trip-business'>
              {tt('form.business')}
            </Text>
            <Text className={`ins__mode ${store.tripType === 2 ? 'ins__mode--on' : ''}`} onClick={() => store.setTripType(2)} data-testid='trip-personal'>
              {tt('form.personal')}
            </Text>
          </View>
        </View>
        <Text className='ins__rule'>{p.refundRule}</Text>
      </View>

      <View className='ins__card'>
        <Text className='ins__name'>{tt('product.terms')}</Text>
        <Text className='ins__terms'>{p.bxxz}</Text>
      </View>

      {store.error ? (
        <Text className='ins__error ins__error--page' data-testid='form-error'>
          {store.error}
        </Text>
      ) : null}

      <View className='ins__foot'>
        <View className='ins__foot-total'>
          <Text>{tt('form.total')} </Text>
          <Text className='ins__price' data-testid='form-total'>
            ¥{store.total}
          </Text>
        </View>
        <View className='ins__foot-btn'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} testId='form-submit'>
            {tt('form.submit')}
          </PrimaryButton>
        </View>
      </View>

      {sheet === 'colleague' || sheet === 'contact' ? (
        <TravellerPicker mode={sheet} selectedKeys={store.insureds.map((t) => t.key)} max={MAX_INSURED} onToggle={toggle} onClose={() => setSheet(null)} />
      ) : null}
      <DateCalendar
        visible={sheet === 'dates'}
        mode={p.maxDays === 1 ? 'single' : 'range'}
        start={store.startDate}
        end={store.endDate}
        min={p.earliestStart}
        max={p.latestStart}
        onConfirm={(start, end) => {
          setSheet(null)
          store.setDates(start, end)
        }}
        onClose={() => setSheet(null)}
        testId='cover-calendar'
      />
    </PageShell>
  )
})
