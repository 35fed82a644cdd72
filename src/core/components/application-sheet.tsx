import { useEffect } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import type { BookableApplication, TripRoute } from '../api/trip-booking'
import { monthDayLabel } from '../domain/date-labels'
import { useScopedT } from '../hooks/use-t'
import { applicationPickerDict } from '../i18n/application-picker'
import { navigate } from '../platform/nav'
import { ROUTE_BOOKED, routeLabel, type ApplicationListStore } from '../stores/application-list'
import { formatAmount } from './price'
import { StateView } from './state-view'
import './application-sheet.scss'

export interface ApplicationSheetProps {
  visible: boolean
  store: ApplicationListStore
  /** What choosing a route fills in (the product's words). */
  hint: string
  /** Under an application without a route of the product (the product's words). */
  noRouteText: string
  /** The chosen application and route (highlighted). */
  chosenId?: string
  chosenRouteId?: string
  /** A route (or null: the application as a whole) was tapped; the page confirms and closes. */
  onPick: (app: BookableApplication, route: TripRoute | null) => void
  onClose: () => void
}

/**
 * The caller's approved business-trip applications (vipCcsqdList4Book), each with its routes of
 * the product: from → to, date, budget and "booked" (route status 3). An application without such
 * a route is chosen as a whole. Without any: the way to apply (/tripAdd) or to the list.
 */
export const ApplicationSheet = observer(function ApplicationSheet({ visible, store, hint, noRouteText, chosenId, chosenRouteId, onPick, onClose }: ApplicationSheetProps) {
  const tt = useScopedT(applicationPickerDict)

  useEffect(() => {
    if (visible) void store.load()
  }, [visible])

  const open = (route: '/tripAdd' | '/tripList') => {
    onClose()
    void navigate(route)
  }

  let body
  if (store.status === 'error') {
    body = <StateView status='error' message={store.error} onRetry={() => void store.load()} actionText={tt('retry')} />
  } else if (store.status !== 'ready') {
    body = <StateView status='loading' message={tt('loading')} />
  } else if (!store.list.length) {
    body = (
      <View className='application-sheet__empty' data-testid='application-empty'>
        <Text className='application-sheet__empty-title'>{tt('empty')}</Text>
        <Text className='application-sheet__empty-hint'>{tt('emptyHint')}</Text>
        <View className='application-sheet__actions'>
          <View className='application-sheet__action application-sheet__action--main' onClick={() => open('/tripAdd')} data-testid='application-new'>
            {tt('new')}
          </View>
          <View className='application-sheet__action' onClick={() => open('/tripList')} data-testid='application-my-list'>
            {tt('myList')}
          </View>
        </View>
      </View>
    )
  } else {
    body = store.list.map((app) => (
      <View key={app.ccsqdId} className={`application-sheet__app ${app.ccsqdId === chosenId ? 'application-sheet__app--on' : ''}`} data-testid='application-item'>
        <View className='application-sheet__app-head'>
          <Text className='application-sheet__no'>{app.ccsqdNo}</Text>
          <Text className='application-sheet__dates'>{tt('dates', { begin: app.dateBegin, end: app.dateEnd })}</Text>
        </View>
        <Text className='application-sheet__purpose'>
          {app.mdd} · {app.ccsy}
        </Text>
        <Text className='application-sheet__who'>{tt('travellers', { names: app.travellers.map((t) => t.name).join(tt('sep')) })}</Text>
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
                    {r.fyys !== undefined ? ` · ${tt('budget', { amount: formatAmount(r.fyys) })}` : ''}
                  </Text>
                </View>
                <Text className={`application-sheet__status ${booked ? 'application-sheet__status--booked' : ''}`} data-testid='application-route-status'>
                  {booked ? tt('booked') : tt('open')}
                </Text>
              </View>
            )
          })
        ) : (
          <View className='application-sheet__whole' onClick={() => onPick(app, null)} data-testid='application-whole'>
            <Text className='application-sheet__route-sub'>{noRouteText}</Text>
            <Text className='application-sheet__whole-btn'>{tt('chooseWhole')} ›</Text>
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
            <Text className='application-sheet__title'>{tt('sheetTitle')}</Text>
            <Text className='application-sheet__hint'>{hint}</Text>
          </View>
          <ScrollView scrollY className='application-sheet__body'>
            {body}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
