import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { visaDict } from '../i18n/visa'
import { VisaDetailStore } from '../stores/visa-detail-store'
import './visa.scss'

/**
 * /visa/detail?productId=&consularId=&tripDate=: a visa product — type, entries, validity, longest
 * stay, processing days, whether the applicant visits the visa centre, the price; the consular
 * district with its provinces and visa centre; the earliest trip date against the asked one; the
 * materials per applicant kind (employed, retired, student, child; required and recommended); the
 * notes and the cancellation rules; related products; then "apply".
 */
export const VisaDetail = observer(function VisaDetail() {
  const tt = useScopedT(visaDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new VisaDetailStore(query.productId, query.consularId, query.tripDate))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('visa.detail.title')
  const screen = loadStateScreen(title, store, !!store.visa, { message: tt('visa.detail.notFound'), actionText: tt('visa.detail.backToList'), route: '/visa' })
  if (screen || !store.visa) return screen
  const v = store.visa
  const line = (key: string, label: string, value: string) => (
    <View key={key} className='visa__line'>
      <Text className='visa__label'>{label}</Text>
      <Text className='visa__value'>{value}</Text>
    </View>
  )
  const apply = () => {
    if (!v.inTime) {
      ui.toast(tt('visa.detail.late', { date: v.tripDate }))
      return
    }
    void navigate('/visa/edit', { productId: v.productId, consularId: store.bookingConsularId, tripDate: v.tripDate })
  }
  const consular = v.consular ?? v.consulars[0]
  return (
    <PageShell title={title} className='visa'>
      <View className='visa__card'>
        <Text className='visa__row-title' data-testid='visa-name'>
          {v.name}
        </Text>
        <View className='visa__tags'>
          <Text className='visa__tag'>{v.typeName}</Text>
          <Text className='visa__tag visa__tag--muted'>{v.countryName}</Text>
          {v.interview ? <Text className='visa__tag visa__tag--muted'>{tt('visa.list.interview')}</Text> : null}
        </View>
        {line('type', tt('visa.detail.type'), v.typeName)}
        {line('entries', tt('visa.detail.entries'), v.entriesName)}
        {line('validity', tt('visa.detail.validity'), tt('visa.detail.days', { n: v.validityDays }))}
        {line('stay', tt('visa.detail.stay'), tt('visa.detail.days', { n: v.maxStayDays }))}
        {line('processing', tt('visa.detail.processing'), tt('visa.detail.workingDays', { n: v.processingDays }))}
        {line('visit', tt('visa.detail.visit'), v.interview ? tt('visa.detail.visitYes') : tt('visa.detail.visitNo'))}
        {line('earliest', tt('visa.detail.earliest'), v.earliestTripDate)}
        {v.inTime ? null : (
          <Text className='visa__warn' data-testid='visa-detail-late'>
            {tt('visa.detail.late', { date: v.tripDate })}
          </Text>
        )}
        {v.strict ? <Text className='visa__warn'>{tt('visa.detail.strict')}</Text> : null}
      </View>

      {consular ? (
        <>
          <Text className='visa__section'>{tt('visa.detail.consular')}</Text>
          <View className='visa__card' data-testid='visa-detail-consular'>
            <Text className='visa__row-title'>{consular.name}</Text>
            <Text className='visa__row-sub'>{tt('visa.detail.provinces', { list: consular.provinces.join(' · ') })}</Text>
            <Text className='visa__row-sub'>{tt('visa.detail.centre', { centre: consular.centre })}</Text>
            <Text className='visa__row-sub'>{consular.address}</Text>
          </View>
        </>
      ) : null}

      <Text className='visa__section'>{tt('visa.detail.materials')}</Text>
      <View className='visa__card' data-testid='visa-checklist'>
        <View className='visa__chips'>
          {v.checklists.map((c) => (
            <Text key={c.kind} className={`visa__chip ${store.kind === c.kind ? 'visa__chip--on' : ''}`} onClick={() => store.setKind(c.kind)} data-testid={`kind-${c.kind}`}>
              {c.kindName}
            </Text>
          ))}
        </View>
        {(store.checklist?.materials ?? []).map((m) => (
          <View key={m.code} className='visa__material' data-testid='visa-material' data-code={m.code}>
            <View className='visa__material-head'>
              <Text>{m.name}</Text>
              <Text className={`visa__badge ${m.required ? '' : 'visa__badge--muted'}`}>{m.required ? tt('visa.detail.required') : tt('visa.detail.advised')}</Text>
            </View>
            <Text className='visa__text'>{m.desc}</Text>
          </View>
        ))}
      </View>

      <Text className='visa__section'>{tt('visa.detail.notes')}</Text>
      <View className='visa__card'>
        {v.notes.map((n) => (
          <Text key={n} className='visa__text'>
            · {n}
          </Text>
        ))}
      </View>

      <Text className='visa__section'>{tt('visa.detail.cancelRules')}</Text>
      <View className='visa__card' data-testid='visa-cancel-rules'>
        {v.cancelRules.map((r) => (
          <Text key={r} className='visa__text'>
            · {r}
          </Text>
        ))}
      </View>

      {store.related.length ? (
        <>
          <Text className='visa__section'>{tt('visa.detail.related')}</Text>
          {store.related.map((p) => (
            <View
              key={p.productId}
              className='visa__card'
              onClick={() => void redirect('/visa/detail', { productId: p.productId, ...(p.countryCode === v.countryCode && v.consular ? { consularId: v.consular.consularId } : {}), tripDate: v.tripDate })}
              data-testid='visa-related'
            >
              <Text className='visa__row-title'>{p.name}</Text>
              <View className='visa__price-row'>
                <Text className='visa__row-sub'>{tt('visa.list.processing', { n: p.processingDays })}</Text>
                <Price value={p.price} decimals={0} className='visa__price' />
              </View>
            </View>
          ))}
        </>
      ) : null}

      <View className='visa__bar'>
        <View className='visa__bar-total'>
          <Price value={v.price} decimals={0} className='visa__price' />
          <Text className='visa__unit'>{tt('visa.list.perPerson')}</Text>
        </View>
        <View className='visa__bar-button'>
          <PrimaryButton onClick={apply} testId='visa-apply'>
            {tt('visa.detail.apply')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
})
