import { useEffect } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { formatAmount } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import type { BookableApplication, TripRoute } from '../api/trip-application'
import { searchDict } from '../i18n/search'
import { ROUTE_BOOKED, routeLabel, type ApplicationListStore } from '../stores/trip-application-store'
import { monthDayLabel } from './format'
import '../../core/components/application-sheet.scss'

export interface ApplicationSheetProps {
  visible: boolean
  store: ApplicationListStore
  /** The chosen application and route (highlighted). */
  chosenId?: string
  chosenRouteId?: string
  /** A route (or null: the application as a whole) was tapped; the page confirms and closes. */
  onPick: (app: BookableApplication, route: TripRoute | null) => void
  onClose: () => void
}

/**
 * The caller's approved business-trip applications (vipCcsqdList4Book), each with its domestic
 * flight routes: from → to, date, budget and "booked" (route status 3). An application without a
 * flight route is chosen as a whole. Without any: the way to apply (/tripAdd) or to the list.
 */
export const ApplicationSheet = observer(function ApplicationSheet({ visible, store, chosenId, chosenRouteId, onPick, onClose }: ApplicationSheetProps) {
  const tt = useScopedT(searchDict)

  useEffect(() => {
    if (visible) void store.load()
  }, [visible])

  const open = (route: '/tripAdd' | '/tripList') => {
    onClose()
    void navigate(route)
  }

  let body
  if (store.status === 'error') {
    body = <StateView status='error' message={store.error} onRetry={() => void store.load()} actionText={tt('application.retry')} />
  } else if (store.status !== 'ready') {
    body = <StateView status='loading' message={tt('application.loading')} />
  } else if (!store.list.length) {
    body = (
      <View className='application-sheet__empty' data-testid='application-empty'>
        <Text className='application-sheet__empty-title'>{tt('application.empty')}</Text>
        <Text className='application-sheet__empty-hint'>{tt('application.emptyHint')}</Text>
        <View className='application-sheet__actions'>
          <View className='application-sheet__action application-sheet__action--main' onClick={() => open('/tripAdd')} data-testid='application-new'>
            {tt('application.new')}
          </View>
          <View className='application-sheet__action' onClick={() => open('/tripList')} data-testid='application-my-list'>
            {tt('application.myList')}
          </View>
        </View>
      </View>
    )
  } else {
    body = store.list.map((app) => (
      <View key={app.ccsqdId} className={`application-sheet__app ${app.ccsqdId === chosenId ? 'application-sheet__app--on' : ''}`} data-testid='application-item'>
        <View className='application-sheet__app-head'>
          <Text className='application-sheet__no'>{app.ccsqdNo}</Text>
          <Text className='application-sheet__dates'>{tt('application.dates', { begin: app.dateBegin, end: app.dateEnd })}</Text>
        </View>
        <Text className='application-sheet__purpose'>
          {app.mdd} · {app.ccsy}
        </Text>
        <Text className='application-sheet__who'>{tt('application.travellers', { names: app.travellers.map((t) => t.name).join(tt('application.sep')) })}</Text>
        {app.routes.length ? (
          app.routes.map((r) => {
            const booked = r.routeStatus === ROUTE_BOOKED
            const on = app.ccsqdId === chosenId && r.routeId === chosenRouteId
            return (
              <View
                key={r.routeId}
                className={`application-sheet__route ${on ? 'application-sheet__route--on' : ''}`}
                onClick={() => onPick(app, r)}
                data-testid='application-route'
                data-route-id={r.routeId}
                data-route-status={r.routeStatus}
                data-ccsqd-no={app.ccsqdNo}
              >
                <View className='application-sheet__route-main'>
                  <Text className='application-sheet__route-cities'>{routeLabel(r)}</Text>
                  <Text className='application-sheet__route-sub'>
                    {monthDayLabel(r.dateBegin)}
                    {r.fyys !== undefined ? ` · ${tt('application.budget', { amount: formatAmount(r.fyys) })}` : ''}
                  </Text>
                </View>
                <Text className={`application-sheet__status ${booked ? 'application-sheet__status--booked' : ''}`} data-testid='application-route-status'>
                  {booked ? tt('application.booked') : tt('application.open')}
                </Text>
              </View>
            )
          })
        ) : (
          <View className='application-sheet__whole' onClick={() => onPick(app, null)} data-testid='application-whole'>
            <Text className='application-sheet__route-sub'>{tt('application.noRoute')}</Text>
            <Text className='application-sheet__whole-btn'>{tt('application.chooseWhole')} ›</Text>
          </View>
        )}
      </View>
    ))
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} style={{ height: '80%' }}>
      {visible ? (
        <View className='application-sheet' data-testid='application-sheet' data-status={store.status}>
          <View className='application-sheet__head'>
            <Text className='application-sheet__title'>{tt('application.sheetTitle')}</Text>
            <Text className='application-sheet__hint'>{tt('application.sheetHint')}</Text>
          </View>
          <ScrollView scrollY className='application-sheet__body'>
            {body}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
