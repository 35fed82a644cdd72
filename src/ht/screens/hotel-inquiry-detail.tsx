import { useEffect, useState, type ReactNode } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { chinaTimeLabel } from '../../core/domain/china-time'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import type { HtDemandDetail, HtDemandQuote } from '../api/hotel-inquiry'
import { hotelInquiryDict } from '../i18n/inquiry'
import type { HotelVersionNo } from '../stores/hotel-context'
import { bookingTarget, HotelInquiryDetailStore, MAX_NOTE, POLL_MS, statusTone } from '../stores/hotel-inquiry-detail'
import { inquiryRoutes } from '../stores/hotel-inquiry-routes'
import './hotel-inquiry.scss'

type TT = ReturnType<typeof useScopedT<typeof hotelInquiryDict>>

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <View className='ht-inq__kv' data-testid={testId}>
      <Text className='ht-inq__kv-label'>{label}</Text>
      <Text className='ht-inq__kv-value'>{children}</Text>
    </View>
  )
}

/** The status explanation under the chip. */
function statusNote(d: HtDemandDetail, tt: TT): string {
  switch (d.status) {
    case 'WAITING':
      return `${tt('detail.waiting')}\n${tt('detail.waitingUntil', { time: chinaTimeLabel(d.expiresAt) })}`
    case 'QUOTED':
      return tt('detail.quotedUntil', { time: chinaTimeLabel(d.quote?.expiresAt ?? d.expiresAt) })
    case 'NO_OFFER':
      return tt('detail.noOffer')
    case 'ACCEPTED':
      return tt('detail.accepted')
    case 'CANCELLED':
      return tt('detail.cancelled')
    default:
      return tt('detail.expired')
  }
}

function QuoteCard({ q, d, tt }: { q: HtDemandQuote; d: HtDemandDetail; tt: TT }) {
  return (
    <View className='ht-inq__card' data-testid='inq-quote'>
      <Text className='ht-inq__card-title'>{tt('detail.quote')}</Text>
      <View className='ht-inq__quote-hotel'>
        <Text className='ht-inq__quote-name' data-testid='inq-quote-hotel'>
          {q.hotelName}
        </Text>
        <Text className='ht-inq__quote-star'>{tt('detail.star', { n: q.star })}</Text>
        {q.agreement ? <Text className='ht-inq__tag'>{tt('detail.agreement')}</Text> : null}
      </View>
      <Text className='ht-inq__muted'>{q.address}</Text>
      <Line label={tt('detail.room')}>{q.roomName}</Line>
      <Line label={tt('detail.plan')}>{q.planName}</Line>
      <Line label={tt('detail.breakfast')}>{q.breakfastText}</Line>
      <Line label={tt('detail.cancelRule')} testId='inq-quote-cancel'>
        {q.cancelText}
      </Line>
      <Line label={tt('detail.payment')}>
        {q.payment === 'PREPAY' ? tt('detail.prepay') : tt('detail.payAtHotel')}
        {q.guarantee !== 'NONE' ? ` · ${tt('detail.guarantee')}` : ''}
      </Line>
      <Text className='ht-inq__kv-label ht-inq__nightly-title'>{tt('detail.nightly')}</Text>
      <View className='ht-inq__nightly'>
        {q.nightly.map((n) => (
          <View key={n.night} className='ht-inq__night'>
            <Text className='ht-inq__night-day'>{monthDayLabel(n.night)}</Text>
            {n.price === null ? <Text className='ht-inq__muted'>{tt('detail.nightFull')}</Text> : <Price value={n.price} decimals={0} />}
          </View>
        ))}
      </View>
      <View className='ht-inq__sum'>
        <Text>{tt('detail.avg')}</Text>
        <Price value={q.avgPrice} className='ht-inq__avg' testId='inq-quote-avg' />
      </View>
      <View className='ht-inq__sum ht-inq__sum--total'>
        <Text>{tt('detail.total', { rooms: d.roomCount, n: d.nights })}</Text>
        <Price value={q.roomTotal} className='ht-inq__total' testId='inq-quote-total' />
      </View>
      <Text className='ht-inq__hint'>{tt('detail.feeNote')}</Text>
    </View>
  )
}

/**
 * htInquiryDetail?id= of both route families (/htV2/htInquiryDetail, /ht/htInquiryDetail/{id} →
 * ?id=): the inquiry's status and request, the consultant's quote or no-offer note, the notes with
 * an input, and the actions the server allows. While WAITING it reads again every 10 s.
 */
export const HotelInquiryDetail = observer(function HotelInquiryDetail({ version }: { version: HotelVersionNo }) {
  const tt = useScopedT(hotelInquiryDict)
  const [store] = useState(() => new HotelInquiryDetailStore(currentQuery().id))
  const routes = inquiryRoutes(version)

  useEffect(() => {
    void store.load()
  }, [])
  // Back from the booking form: read again (the quote may have been taken or expired).
  useDidShow(() => {
    if (store.inquiry) void store.load(true)
  })
  // A consultant is working on it: read again until the status moves.
  useEffect(() => {
    if (!store.waiting) return undefined
    const timer = setInterval(() => void store.load(true), POLL_MS)
    return () => clearInterval(timer)
  }, [store.waiting])

  const title = tt('detail.title')
  const screen = loadStateScreen(title, store, !!store.inquiry, { message: tt('detail.notFound'), actionText: tt('detail.mine'), route: `${routes.form}?tab=mine` })
  if (screen || !store.inquiry) return screen
  const d = store.inquiry

  const accept = async () => {
    const reply = await store.accept()
    if (!reply) {
      if (store.message) void ui.alert(tt('detail.quote'), store.message)
      return
    }
    const to = bookingTarget(version, reply, d.cityId, d.cityName)
    void navigate(to.route, to.params)
  }
  const cancel = async () => {
    if (!(await ui.confirm(tt('detail.cancelTitle'), tt('detail.cancelConfirm')))) return
    if (await store.cancel()) ui.toast(tt('detail.cancelDone'), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  const refresh = async () => {
    if (await store.load(true)) ui.toast(tt('detail.refreshed'), { duration: 1200 })
  }
  const send = async () => {
    if (await store.sendNote()) ui.toast(tt('detail.noteSent'), { icon: 'success' })
  }

  const allowed = d.allowedActions
  const quiet = !allowed.accept && !allowed.cancel
  return (
    <PageShell title={title} className='ht-inq ht-inq--detail'>
      <View className={`ht-inq__status ht-inq__status--${statusTone(d.status)}`} data-testid='inq-status' data-status={d.status}>
        <View className='ht-inq__status-head'>
          <Text className='ht-inq__status-word'>{tt(`status.${d.status}`)}</Text>
          <Text className='ht-inq__status-refresh' onClick={() => void refresh()} data-testid='inq-refresh'>
            ⟳ {tt('detail.refresh')}
          </Text>
        </View>
        {d.status === 'WAITING' ? <View className='ht-inq__pulse' /> : null}
        <Text className='ht-inq__status-note' data-testid='inq-status-note'>
          {statusNote(d, tt)}
        </Text>
        <Text className='ht-inq__status-no'>
          {tt('detail.no')} {d.inquiryNo} · {tt('detail.created')} {chinaTimeLabel(d.createdAt)}
        </Text>
      </View>

      {store.message ? (
        <View className='ht-inq__banner' onClick={() => store.clearMessage()} data-testid='inq-message'>
          {store.message}
        </View>
      ) : null}

      {d.quote ? <QuoteCard q={d.quote} d={d} tt={tt} /> : null}

      <View className='ht-inq__card' data-testid='inq-request'>
        <Text className='ht-inq__card-title'>{tt('detail.request')}</Text>
        <Line label={tt('detail.city')}>{d.cityName}</Line>
        <Line label={tt('detail.hotel')}>{d.hotelName || tt('detail.anyHotel')}</Line>
        <Line label={tt('detail.stay')}>{tt('detail.stayValue', { in: d.checkInDate, out: d.checkOutDate, n: d.nights })}</Line>
        <Line label={tt('detail.guests')}>
          {tt('detail.guestsValue', { rooms: d.roomCount, adults: d.adultCount, children: d.childCount ? tt('detail.children', { n: d.childCount }) : '' })}
        </Line>
        <Line label={tt('detail.budget')}>{d.budget !== null ? tt('detail.budgetValue', { n: d.budget }) : tt('detail.noBudget')}</Line>
        <Line label={tt('detail.tripType')}>{d.tripType === 2 ? tt('inq.personal') : tt('inq.business')}</Line>
        <Line label={tt('detail.travellers')}>{d.travellers.map((t) => t.name).join(', ') || d.travellerNames}</Line>
        <Line label={tt('detail.contact')}>
          {d.contact.name} {d.contact.phone}
        </Line>
        {d.remark ? <Line label={tt('detail.remark')}>{d.remark}</Line> : null}
      </View>

      <View className='ht-inq__card' data-testid='inq-notes'>
        <Text className='ht-inq__card-title'>{tt('detail.notes')}</Text>
        {d.notes.length ? (
          d.notes.map((n) => (
            <View key={n.id} className={`ht-inq__note ht-inq__note--${n.author.toLowerCase()}`} data-testid='inq-note' data-author={n.author}>
              <View className='ht-inq__note-head'>
                <Text className='ht-inq__note-who'>{n.author === 'USER' ? n.name || tt('detail.author.USER') : tt(`detail.author.${n.author}`)}</Text>
                <Text className='ht-inq__note-time'>{chinaTimeLabel(n.createdAt)}</Text>
              </View>
              <Text className='ht-inq__note-text'>{n.text}</Text>
            </View>
          ))
        ) : (
          <Text className='ht-inq__muted'>{tt('detail.noNotes')}</Text>
        )}
        {allowed.note ? (
          <View className='ht-inq__compose'>
            <Input
              className='ht-inq__note-input'
              id='inq-note-input'
              value={store.note}
              maxlength={MAX_NOTE}
              placeholder={tt('detail.notePh')}
              placeholderClass='ht-inq__placeholder'
              onInput={(e) => store.setNote(e.detail.value)}
              onConfirm={() => void send()}
              data-testid='inq-note-input'
            />
            <Text className={`ht-inq__send ${store.sending ? 'ht-inq__send--off' : ''}`} onClick={() => (store.sending ? undefined : void send())} data-testid='inq-note-send'>
              {store.sending ? tt('detail.sending') : tt('detail.send')}
            </Text>
          </View>
        ) : null}
        {store.noteError ? (
          <Text className='ht-inq__error' data-testid='inq-note-error'>
            {store.noteError}
          </Text>
        ) : null}
      </View>

      <View className='ht-inq__links'>
        <Text className='ht-inq__link' onClick={() => void navigate(routes.form, { tab: 'mine' })} data-testid='inq-to-mine'>
          {tt('detail.mine')} ›
        </Text>
        {d.status !== 'WAITING' && d.status !== 'QUOTED' ? (
          <Text className='ht-inq__link' onClick={() => void navigate(routes.form)} data-testid='inq-to-new'>
            {tt('detail.newInquiry')} ›
          </Text>
        ) : null}
      </View>

      {quiet ? null : (
        <View className='ht-inq__bar'>
          {allowed.cancel ? (
            <View className='ht-inq__bar-btn'>
              <PrimaryButton plain onClick={() => void cancel()} loading={store.cancelling} disabled={store.busy} testId='inq-cancel'>
                {tt('detail.cancel')}
              </PrimaryButton>
            </View>
          ) : null}
          {allowed.accept ? (
            <View className='ht-inq__bar-btn ht-inq__bar-btn--main'>
              <PrimaryButton onClick={() => void accept()} loading={store.accepting} disabled={store.busy} testId='inq-accept'>
                {store.accepting ? tt('detail.accepting') : d.status === 'ACCEPTED' ? tt('detail.bookAgain') : tt('detail.accept')}
              </PrimaryButton>
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
})
