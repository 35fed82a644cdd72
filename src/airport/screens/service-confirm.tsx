import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { airportDict } from '../i18n/airport'
import { AIRPORT_HOME, AIRPORT_SCREENS, serviceQueryOf } from '../stores/airport-context'
import { ServiceDetailStore } from '../stores/service-detail-store'
import './airport.scss'

/**
 * /restRoom/confirm and /guestPass/confirm: the service before booking — where, when, what it
 * offers, its rules (the shuttle's 30-day window among them), places left on the day and the
 * cancellation rule — then on to the form.
 */
export const ServiceConfirm = observer(function ServiceConfirm() {
  const tt = useScopedT(airportDict)
  const [store] = useState(() => new ServiceDetailStore(serviceQueryOf(currentQuery())))

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('title.confirm')
  const screen = loadStateScreen(title, store, !!store.detail, { message: tt('common.notFound'), actionText: tt('title.home'), route: AIRPORT_HOME })
  if (screen || !store.detail) return screen
  const { service: s, description, includes, cancelRule } = store.detail

  return (
    <PageShell title={title} className='ap'>
      <View className='ap__head'>
        <Text className='ap__airport' data-testid='confirm-name'>
          {s.name}
        </Text>
        <Text className='ap__head-sub'>
          {s.airportName} · {monthDayLabel(s.date)}
        </Text>
      </View>
      <View className='ap__card'>
        <Text className='ap__rule'>{description}</Text>
        <Text className='ap__muted'>
          {tt('confirm.locationLine', { location: s.location })}
        </Text>
        <Text className='ap__muted'>{tt('common.openHours', { hours: s.openHours })}</Text>
        <View className='ap__tags'>
          {s.highlights.map((h) => (
            <Text key={h} className='ap__tag'>
              {h}
            </Text>
          ))}
        </View>
      </View>
      {includes.length ? (
        <View className='ap__card'>
          <Text className='ap__name'>{tt('confirm.includes')}</Text>
          {includes.map((i) => (
            <Text key={i} className='ap__rule'>
              · {i}
            </Text>
          ))}
        </View>
      ) : null}
      <View className='ap__card' data-testid='confirm-rules'>
        <Text className='ap__name'>{tt('confirm.rules')}</Text>
        {s.rules.map((r) => (
          <Text key={r} className='ap__rule'>
            · {r}
          </Text>
        ))}
        <Text className='ap__name ap__gap'>
          {tt('confirm.cancelRule')}
        </Text>
        <Text className='ap__rule'>{cancelRule}</Text>
      </View>
      <View className='ap__foot'>
        <View className='ap__foot-total'>
          <Text className='ap__price'>¥{s.price}</Text>
          <Text className='ap__per'>{tt('common.perPerson')}</Text>
        </View>
        <View className='ap__foot-btn'>
          <PrimaryButton disabled={s.soldOut} onClick={() => void navigate(AIRPORT_SCREENS[s.type].edit, { serviceId: s.serviceId, date: s.date })} testId='confirm-next'>
            {s.soldOut ? tt('common.soldOut') : tt('confirm.next')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
})
