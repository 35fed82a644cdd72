import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, redirect } from '../../core/platform/nav'
import { tourDict } from '../i18n/tour'
import { existingBookingStore, forgetBookingStore } from '../stores/tour-booking-store'
import './tour.scss'

/**
 * /travelBook?productId=&depDate=: the last look before booking — the tour and departure, the
 * participants (adults and children by age on the departure day), the company's tour standard and
 * its verdict (a reason when above it; forbidden says so), the price lines with the service fee
 * per person, the total, and "submit". After an H5 reload the form is gone: the screen says so
 * and leads back to filling it.
 */
export const TourBook = observer(function TourBook() {
  const tt = useScopedT(tourDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => existingBookingStore(query.productId ?? '', query.depDate ?? ''))
  const [sheet, setSheet] = useState(false)
  useEffect(() => {
    if (store) void store.loadConfirmation()
  }, [])
  const title = tt('tour.book.title')
  if (!store || !store.tour) {
    return (
      <PageShell title={title}>
        <StateView
          status='empty'
          message={tt('tour.fill.lost')}
          onRetry={() => void redirect('/travelFillorder', { productId: query.productId ?? '', depDate: query.depDate ?? '' })}
          actionText={tt('tour.fill.title')}
        />
      </PageShell>
    )
  }
  if (store.confirmStatus === 'loading' || store.confirmStatus === 'idle') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.confirmStatus === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.message || undefined} onRetry={() => void store.loadConfirmation()} />
      </PageShell>
    )
  }
  const { adults, children } = store.counts
  const std = store.standard
  const submit = async () => {
    const reply = await store.submit()
    if (!reply) return
    forgetBookingStore(store)
    void redirect('/travelCmp', { orderId: reply.orderId })
  }
  return (
    <PageShell title={title} className='tour'>
      <Text className='tour__section'>{tt('tour.book.summary')}</Text>
      <View className='tour__card'>
        <Text className='tour__row-title'>{store.tour.name}</Text>
        <Text className='tour__row-sub'>
          {monthDayLabel(store.depDate)} · {tt('tour.list.days', { n: store.tour.days })} · {tt('tour.book.people', { adults, children })}
        </Text>
        <Text className='tour__row-sub' data-testid='tour-book-people'>
          {store.participants.map((p) => p.name || tt('tour.fill.guest')).join(tt('tour.book.sep'))}
        </Text>
      </View>

      <Text className='tour__section'>{tt('tour.book.standard')}</Text>
      <View className='tour__card' data-testid='tour-standard' data-wb={std?.wb ?? 0}>
        <Text className='tour__text'>{std?.standard ? tt('tour.book.standardLine', { name: std.standard.name, cap: std.standard.maxPerPerson }) : tt('tour.book.noStandard')}</Text>
        {std && std.wb > 0 ? <Text className='tour__message'>{std.text}</Text> : null}
        {store.needsReason ? (
          <>
            <View className='tour__line' onClick={() => setSheet(true)} data-testid='pick-reason'>
              <Text className='tour__label'>{tt('tour.book.reason')}</Text>
              <Text className='tour__value'>{store.chosenReason?.text ?? tt('tour.book.pickReason')} ›</Text>
            </View>
            {store.chosenReason?.needNote ? (
              <Textarea className='tour__text' value={store.reasonNote} maxlength={200} placeholder={tt('tour.book.note')} onInput={(e) => store.setReasonNote(e.detail.value)} autoHeight />
            ) : null}
            <Text className='tour__hint'>{tt('tour.book.approvalHint')}</Text>
          </>
        ) : null}
      </View>

      <Text className='tour__section'>{tt('tour.book.price')}</Text>
      <View className='tour__card' data-testid='tour-price'>
        {store.priceLines.map((l) => (
          <View key={l.key} className='tour__line'>
            <Text className='tour__label'>{l.label}</Text>
            <Price value={l.amount} />
          </View>
        ))}
        <View className='tour__line tour__line--total'>
          <Text>{tt('tour.book.total')}</Text>
          <Price value={store.total} testId='tour-total' />
        </View>
      </View>
      <Text className='tour__hint'>{tt('tour.book.childHint')}</Text>

      {store.message ? (
        <Text className='tour__message' data-testid='tour-message'>
          {store.message}
        </Text>
      ) : null}

      <View className='tour__bar'>
        <View className='tour__bar-total'>
          <Price value={store.total} className='tour__price' />
        </View>
        <View className='tour__bar-button'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} disabled={std?.wb === 2} testId='tour-submit'>
            {tt('tour.book.submit')}
          </PrimaryButton>
        </View>
      </View>
      {sheet ? (
        <OptionSheet
          title={tt('tour.book.reason')}
          options={store.reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={store.reasonId}
          onPick={(id) => store.setReason(id)}
          onClose={() => setSheet(false)}
          testId='reason-sheet'
        />
      ) : null}
    </PageShell>
  )
})
