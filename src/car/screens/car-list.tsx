import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { carSearchDict } from '../i18n/search'
import { CAR_SCREENS, carListContext, placeOf } from '../stores/car-context'
import { CarEstimateStore, bookable, type CarChoice } from '../stores/car-estimate-store'
import './car-booking.scss'

/**
 * /car/carList: the estimate of the ride (queryCar) or the chartered packages (queryDayCar): each
 * car type with its price, seats and models and the policy verdict (wb 1 needs a reason, wb 2 is
 * not bookable, with the violated rules). Choosing one opens the booking form.
 */
export const CarList = observer(function CarList() {
  const tt = useScopedT(carSearchDict)
  const router = useRouter()
  const [store] = useState(() => new CarEstimateStore())
  const ctx = carListContext.decode(router.params)

  useEffect(() => {
    if (ctx) void store.load(ctx)
  }, [])

  const book = (key: string) => {
    const r = store.choose(key)
    if (!r.ok) {
      ui.toast(r.message)
      return
    }
    void navigate(CAR_SCREENS.edit, r.params)
  }

  const tag = (c: CarChoice) =>
    c.wb === 0 ? (
      <Text className='car-b__tag car-b__tag--ok'>{tt('list.inPolicy')}</Text>
    ) : (
      <Text className={`car-b__tag car-b__tag--wb${c.wb}`} data-testid={`wb-${c.key}`}>
        {tt(c.wb === 1 ? 'list.wb1' : 'list.wb2')}
      </Text>
    )

  let body: JSX.Element
  if (!ctx) body = <StateView status='error' message={tt('list.failed')} onRetry={() => void navigate(CAR_SCREENS.query)} />
  else if (store.status === 'error') body = <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
  else if (store.status !== 'ready') body = <StateView status='loading' />
  else if (!store.choices.length) body = <StateView status='empty' message={tt('list.empty')} onRetry={() => void navigate(CAR_SCREENS.query)} actionText={tt('query.title')} />
  else
    body = (
      <View data-testid='car-choices'>
        {store.choices.map((c) => (
          <View
            key={c.key}
            className={`car-b__choice ${store.selectedKey === c.key ? 'car-b__choice--on' : ''} ${bookable(c) ? '' : 'car-b__choice--off'}`}
            onClick={() => store.select(c.key)}
            data-testid={`choice-${c.key}`}
          >
            <View className='car-b__choice-main'>
              <View className='car-b__choice-head'>
                <Text className='car-b__choice-name'>{c.name}</Text>
                {store.cheapestKey === c.key ? <Text className='car-b__tag car-b__tag--cheap'>{tt('list.cheapest')}</Text> : null}
                {ctx.tripType === 1 ? tag(c) : null}
              </View>
              <Text className='car-b__choice-sub'>
                {c.pkg ? `${tt('list.dayPackage', { hours: c.pkg.hours, km: c.pkg.km })} · ` : ''}
                {tt('list.seats', { n: c.seats })} · {c.models}
              </Text>
              {c.pkg ? <Text className='car-b__choice-sub'>{tt('list.dayOver', { hour: c.pkg.overHourPrice, km: c.pkg.overKmPrice })}</Text> : null}
              {c.wb && c.violations.length ? (
                <Text className='car-b__violation' data-testid={`violations-${c.key}`}>
                  {c.violations.map((v) => v.text).join('；')}
                </Text>
              ) : null}
            </View>
            <View className='car-b__choice-side'>
              <Text className='car-b__price' data-testid={`price-${c.key}`}>
                {c.pkg ? tt('list.dayPrice', { price: c.price }) : tt('list.price', { price: c.price })}
              </Text>
              <Text
                className={`car-b__book ${bookable(c) ? '' : 'car-b__book--off'}`}
                onClick={(e) => {
                  e.stopPropagation()
                  book(c.key)
                }}
                data-testid={`book-${c.key}`}
              >
                {tt('list.book')}
              </Text>
            </View>
          </View>
        ))}
      </View>
    )

  const from = ctx ? placeOf(ctx, 'from') : null
  const to = ctx ? placeOf(ctx, 'to') : null
  return (
    <PageShell title={tt('list.title')} className='car-b'>
      {ctx ? (
        <View className='car-b__summary' data-testid='ride-summary'>
          <Text className='car-b__summary-use'>
            {tt(`use.${ctx.useType}`)} · {ctx.cityName ?? ctx.cityId}
          </Text>
          {from && to ? (
            <Text className='car-b__summary-route'>
              {from.name} → {to.name}
            </Text>
          ) : (
            <Text className='car-b__summary-route'>{ctx.dayDate}</Text>
          )}
          {store.route ? (
            <Text className='car-b__summary-sub' data-testid='route-info'>
              {tt('list.route', { km: (store.route.distanceM / 1000).toFixed(1), min: store.route.durationMin })} ·{' '}
              {ctx.startTime ? tt('list.start', { time: ctx.startTime.slice(5) }) : tt('list.startNow')}
            </Text>
          ) : null}
        </View>
      ) : null}
      {body}
      {store.status === 'ready' && store.choices.length ? (
        <View className='car-b__foot'>
          <PrimaryButton onClick={() => book(store.selectedKey || store.cheapestKey)} testId='list-book'>
            {tt('list.book')}
          </PrimaryButton>
        </View>
      ) : null}
    </PageShell>
  )
})
