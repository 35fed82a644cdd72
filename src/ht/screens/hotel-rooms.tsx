import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../core/components/date-calendar'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate, rawQuery, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { HotelRoomType } from '../components/hotel-room-type'
import { hotelBooking } from '../i18n/booking'
import { hotelContext, hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import { HotelRoomsStore } from '../stores/hotel-rooms-store'
import type { RatePlanView } from '../api/hotel-booking'
import './hotel-rooms.scss'

export interface HotelRoomsProps {
  version: HotelVersionNo
  /** Opened on the international route (htIntRoomList / htDetailsInt): the booking form asks English names. */
  intl?: boolean
}

/** Check-in at most 180 days ahead (the server's limit). */
const MAX_DAYS_AHEAD = 180

/**
 * /htV2/htRoomList, /ht/htDetails (and htIntRoomList, htDetailsInt)?hotel=&city=&in=&out=&rooms=…:
 * the hotel, the stay, its room types and rate plans; a plan is checked (priceValidate) and handed to
 * the booking form of the same route family.
 */
export const HotelRooms = observer(function HotelRooms({ version, intl = false }: HotelRoomsProps) {
  const tt = useScopedT(hotelBooking)
  const context = useMemo(() => hotelContext.decode(rawQuery()), [])
  const [store] = useState(() => new HotelRoomsStore(context))
  const [open, setOpen] = useState<Record<string, boolean>>({})
  const [calendar, setCalendar] = useState(false)
  const [banner, setBanner] = useState('')

  useEffect(() => {
    void store.load()
  }, [])

  const title = intl ? tt('ht.rooms.intlTitle') : tt('ht.rooms.title')
  if (store.status === 'missing' || !context) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('ht.rooms.missing')} onRetry={() => void redirect(hotelRoute(version, 'query'))} actionText={tt('ht.rooms.newSearch')} />
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
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const d = store.detail
  const stayParams = hotelContext.encode({ ...context, checkIn: store.checkIn, checkOut: store.checkOut })
  const facilities = (d?.facilities ?? []).slice(0, 6)
  const firstOpen = store.rooms.find((r) => r.plans.length)?.roomTypeId
  const isOpen = (id: string) => open[id] ?? id === firstOpen
  const std = store.plans?.travelStandard

  const book = async (plan: RatePlanView) => {
    setBanner('')
    const choice = await store.choose(plan, intl)
    if (choice.kind === 'busy') return
    if (choice.kind === 'refused') {
      setBanner(choice.message)
      ui.toast(choice.message)
      return
    }
    await navigate(hotelRoute(version, choice.intl ? 'intlEdit' : 'edit'), choice.params)
  }

  const changeDates = async (start: string, end?: string) => {
    setCalendar(false)
    if (!end || end <= start) return
    const failed = await store.setStay(start, end)
    if (failed) ui.toast(failed)
  }

  const today = chinaTodayText()
  return (
    <PageShell title={title} className='ht-rooms'>
      <View className='ht-rooms__hotel' data-testid='hotel-head'>
        <Text className='ht-rooms__name' data-testid='hotel-name'>
          {store.name}
        </Text>
        {d ? (
          <>
            <View className='ht-rooms__meta'>
              <Text className='ht-rooms__stars' aria-label={tt('ht.rooms.star', { n: d.star })}>
                {'★'.repeat(d.star)}
              </Text>
              <Text className='ht-rooms__score'>{tt('ht.rooms.score', { score: d.score, n: d.reviewCount })}</Text>
            </View>
            <Text className='ht-rooms__address'>{d.address}</Text>
            <View className='ht-rooms__chips'>
              {facilities.map((f) => (
                <Text key={f.code} className='ht-rooms__chip'>
                  {f.name}
                </Text>
              ))}
            </View>
          </>
        ) : null}
        <Text className='ht-rooms__more' onClick={() => void navigate(hotelRoute(version, 'more'), stayParams)} data-testid='open-more'>
          {tt('ht.rooms.more')} ›
        </Text>
      </View>

      <View className='ht-rooms__stay' data-testid='stay'>
        <View className='ht-rooms__stay-main'>
          <Text className='ht-rooms__stay-dates' data-testid='stay-dates'>
            {tt('ht.rooms.stay', { in: store.checkIn.slice(5), out: store.checkOut.slice(5) })}
          </Text>
          <Text className='ht-rooms__stay-sub'>
            {tt('ht.rooms.nights', { n: store.nights })} · {tt('ht.rooms.roomsGuests', { rooms: context.rooms, adults: context.adults })}
            {context.children ? tt('ht.rooms.children', { n: context.children }) : ''}
          </Text>
        </View>
        <Text className='ht-rooms__stay-change' onClick={() => setCalendar(true)} data-testid='change-dates'>
          {tt('ht.rooms.changeDates')}
        </Text>
      </View>

      <Text className='ht-rooms__policy' data-testid='rooms-policy'>
        {store.business ? (std ? tt('ht.rooms.standard', { cap: std.cap }) : '') : tt('ht.rooms.personal')}
      </Text>

      {banner ? (
        <View className='ht-rooms__banner' data-testid='rooms-notice'>
          {banner}
        </View>
      ) : null}
      {store.repricing ? <Text className='ht-rooms__hint'>{tt('ht.rooms.checking')}</Text> : null}

      {store.rooms.length === 0 ? (
        <StateView status='empty' message={tt('ht.rooms.noRooms')} onRetry={() => setCalendar(true)} actionText={tt('ht.rooms.changeDates')} />
      ) : (
        <View data-testid='room-list'>
          {store.rooms.map((r) => (
            <HotelRoomType
              key={r.roomTypeId}
              room={r}
              nights={store.nights}
              roomCount={context.rooms}
              business={store.business}
              open={isOpen(r.roomTypeId)}
              onToggle={() => setOpen({ ...open, [r.roomTypeId]: !isOpen(r.roomTypeId) })}
              onBook={(p) => void book(p)}
              checkingKey={store.checkingKey}
            />
          ))}
        </View>
      )}

      <DateCalendar
        visible={calendar}
        mode='range'
        rangeKind='stay'
        start={store.checkIn}
        end={store.checkOut}
        min={today}
        max={addDaysText(today, MAX_DAYS_AHEAD)}
        title={tt('ht.rooms.calendarTitle')}
        onConfirm={(s, e) => void changeDates(s, e)}
        onClose={() => setCalendar(false)}
        testId='stay-calendar'
      />
    </PageShell>
  )
})
