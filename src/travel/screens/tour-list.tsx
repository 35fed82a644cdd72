import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { tourDict } from '../i18n/tour'
import { tourListStore } from '../stores/tour-list-store'
import './tour.scss'

/**
 * /travel: tour products by city and theme (chips from the catalogue), searched by keyword, each
 * with its length, next open departure (China date) and places left, and the price per adult.
 * The list is kept alive: coming back from a tour keeps the filters and the rows.
 */
export const TourList = observer(function TourList() {
  const tt = useScopedT(tourDict)
  const [store] = useState(() => tourListStore())
  useEffect(() => {
    void store.open()
  }, [])
  const list = store.list
  const chip = (on: boolean, label: string, onClick: () => void, testId: string) => (
    <Text key={testId} className={`tour__chip ${on ? 'tour__chip--on' : ''}`} onClick={onClick} data-testid={testId}>
      {label}
    </Text>
  )
  return (
    <PageShell title={tt('tour.list.title')} className='tour'>
      <View className='tour__filters'>
        <View className='tour__search'>
          <Input
            className='tour__search-input'
            value={store.keyword}
            placeholder={tt('tour.list.search')}
            confirmType='search'
            onInput={(e) => store.setKeyword(e.detail.value)}
            onConfirm={() => store.search()}
            data-testid='tour-search'
          />
          <Text className='tour__search-go' onClick={() => store.search()} data-testid='tour-search-go'>
            {tt('tour.list.go')}
          </Text>
        </View>
        <View className='tour__chips' data-testid='tour-cities'>
          {chip(store.cityId === '', tt('tour.list.allCities'), () => store.setCity(''), 'city-all')}
          {store.cities.map((c) => chip(store.cityId === c.code, c.name, () => store.setCity(c.code), `city-${c.code}`))}
        </View>
        <View className='tour__chips' data-testid='tour-themes'>
          {chip(store.theme === '', tt('tour.list.allThemes'), () => store.setTheme(''), 'theme-all')}
          {store.themes.map((th) => chip(store.theme === th.code, th.name, () => store.setTheme(th.code as typeof store.theme), `theme-${th.code}`))}
        </View>
        <Text className='tour__link' onClick={() => void navigate('/allorder')} data-testid='tour-my-orders'>
          {tt('tour.list.myOrders')} ›
        </Text>
      </View>

      {list.items.map((p) => (
        <View key={p.productId} className='tour__card' onClick={() => void navigate('/travelDetail', { productId: p.productId })} data-testid='tour-row' data-id={p.productId}>
          <Text className='tour__row-title'>{p.name}</Text>
          <Text className='tour__row-sub'>{p.summary}</Text>
          <View className='tour__tags'>
            <Text className='tour__tag'>{p.themeName}</Text>
            <Text className='tour__tag tour__tag--muted'>{p.cityName}</Text>
            <Text className='tour__tag tour__tag--muted'>{tt('tour.list.days', { n: p.days })}</Text>
          </View>
          <View className='tour__price-row'>
            <Text className='tour__row-sub'>
              {p.nextDepDate ? `${tt('tour.list.next', { date: monthDayLabel(p.nextDepDate) })} · ${tt('tour.list.left', { n: p.placesLeft })}` : tt('tour.list.full')}
            </Text>
            <View>
              <Price value={p.priceAdult} decimals={0} className='tour__price' />
              <Text className='tour__unit'>{tt('tour.list.perPerson')}</Text>
            </View>
          </View>
        </View>
      ))}

      {list.loadingFirst ? <StateView status='loading' /> : null}
      {list.status === 'error' ? <StateView status='error' message={list.error || undefined} onRetry={() => void (list.items.length ? list.loadMore() : list.reload())} /> : null}
      {list.status === 'ready' && list.items.length === 0 ? <StateView status='empty' message={tt('tour.list.empty')} /> : null}
      {list.status !== 'error' && list.items.length > 0 ? (
        list.hasMore ? (
          <View className='tour__more' onClick={() => void list.loadMore()}>
            {tt('tour.list.more')}
          </View>
        ) : (
          <View className='tour__more'>{tt('tour.list.noMore')}</View>
        )
      ) : null}
    </PageShell>
  )
})
