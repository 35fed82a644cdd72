import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { tourDict } from '../i18n/tour'
import { TourDetailStore } from '../stores/tour-detail-store'
import './tour.scss'

/**
 * /travelDetail?productId=&depDate=: a tour — summary, meeting point, itinerary by day, what is
 * and is not included, the departures with places left (full and closed ones shown, not
 * pickable), the prices per adult and child, and the cancellation table; then "book" with the
 * chosen departure.
 */
export const TourDetail = observer(function TourDetail() {
  const tt = useScopedT(tourDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TourDetailStore(query.productId, query.depDate))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('tour.detail.title')
  const screen = loadStateScreen(title, store, !!store.tour, { message: tt('tour.detail.notFound'), actionText: tt('tour.detail.backToList'), route: '/travel' })
  if (screen || !store.tour) return screen
  const p = store.tour
  const dep = store.departure
  const book = () => {
    if (!dep) {
      ui.toast(tt('tour.detail.pickDeparture'))
      return
    }
    void navigate('/travelFillorder', { productId: p.productId, depDate: dep.depDate })
  }
  return (
    <PageShell title={title} className='tour'>
      <View className='tour__card'>
        <Text className='tour__row-title' data-testid='tour-name'>
          {p.name}
        </Text>
        <Text className='tour__row-sub'>{p.summary}</Text>
        <View className='tour__tags'>
          <Text className='tour__tag'>{p.themeName}</Text>
          <Text className='tour__tag tour__tag--muted'>{p.cityName}</Text>
          <Text className='tour__tag tour__tag--muted'>{tt('tour.list.days', { n: p.days })}</Text>
        </View>
        <Text className='tour__row-sub'>{tt('tour.detail.meetingLine', { place: p.meeting })}</Text>
      </View>

      <Text className='tour__section'>{tt('tour.detail.departures')}</Text>
      <View className='tour__card'>
        <View className='tour__deps' data-testid='tour-departures'>
          {p.departures.map((d) => (
            <View
              key={d.depDate}
              className={`tour__dep ${d.depDate === store.depDate ? 'tour__dep--on' : ''} ${d.bookable ? '' : 'tour__dep--off'}`}
              onClick={() => store.pick(d.depDate)}
              data-testid='tour-departure'
              data-date={d.depDate}
            >
              <Text className='tour__dep-date'>{monthDayLabel(d.depDate)}</Text>
              <Text className='tour__dep-left'>{d.placesLeft === 0 ? tt('tour.detail.full') : d.bookable ? tt('tour.detail.left', { n: d.placesLeft }) : tt('tour.detail.closed')}</Text>
            </View>
          ))}
        </View>
        <View className='tour__line'>
          <Text className='tour__label'>{tt('tour.detail.adult')}</Text>
          <Price value={dep?.priceAdult ?? p.priceAdult} />
        </View>
        <View className='tour__line'>
          <Text className='tour__label'>{tt('tour.detail.child')}</Text>
          <Price value={dep?.priceChild ?? p.priceChild} />
        </View>
        <Text className='tour__hint'>{tt('tour.detail.chinaDates')}</Text>
      </View>

      <Text className='tour__section'>{tt('tour.detail.itinerary')}</Text>
      <View className='tour__card' data-testid='tour-itinerary'>
        {p.itinerary.map((d) => (
          <View key={d.day} className='tour__day'>
            <Text className='tour__day-title'>
              {tt('tour.detail.day', { n: d.day })} · {d.title}
            </Text>
            <Text className='tour__text'>{d.desc}</Text>
          </View>
        ))}
      </View>

      <Text className='tour__section'>{tt('tour.detail.inclusions')}</Text>
      <View className='tour__card'>
        {p.inclusions.map((x) => (
          <Text key={x} className='tour__text'>
            ✓ {x}
          </Text>
        ))}
      </View>
      <Text className='tour__section'>{tt('tour.detail.exclusions')}</Text>
      <View className='tour__card'>
        {p.exclusions.map((x) => (
          <Text key={x} className='tour__text'>
            × {x}
          </Text>
        ))}
      </View>

      <Text className='tour__section'>{tt('tour.detail.cancelRules')}</Text>
      <View className='tour__card' data-testid='tour-cancel-rules'>
        {p.cancelTiers.map((c) => (
          <Text key={c.text} className='tour__text'>
            {c.text}
          </Text>
        ))}
      </View>

      <View className='tour__bar'>
        <View className='tour__bar-total'>
          <Price value={dep?.priceAdult ?? p.priceAdult} decimals={0} className='tour__price' />
          <Text className='tour__unit'>{tt('tour.list.perPerson')}</Text>
        </View>
        <View className='tour__bar-button'>
          <PrimaryButton onClick={book} disabled={!dep} testId='tour-book'>
            {tt('tour.detail.book')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
})
