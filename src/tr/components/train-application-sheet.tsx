import { useEffect } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import type { BookableApplication, TripRoute } from '../api/train-search'
import { trainSearchDict } from '../i18n/search'
import { ROUTE_BOOKED, routeLabel, type TrainApplicationList } from '../stores/train-application'
import { monthDayLabel } from './format'
import '../../core/components/application-sheet.scss'

export interface TrainApplicationSheetProps {
  visible: boolean
  store: TrainApplicationList
  chosenId?: string
  chosenRouteId?: string
  /** A route (or null: the application as a whole) was tapped; the page confirms and closes. */
  onPick: (app: BookableApplication, route: TripRoute | null) => void
  onClose: () => void
}

/**
 * The caller's approved business-trip applications (vipCcsqdList4Book, train routes): each with its
 * train routes (from → to, date, "booked" for route status 3), or chosen as a whole when it has
 * none. Without any: the way to apply (/tripAdd) or to the list (/tripList).
 */
export const TrainApplicationSheet = observer(function TrainApplicationSheet({ visible, store, chosenId, chosenRouteId, onPick, onClose }: TrainApplicationSheetProps) {
  const tt = useScopedT(trainSearchDict)

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
          <View className='application-sheet__action application-sheet__action--main' onClick={() => open('/tripAdd')}>
            {tt('application.new')}
          </View>
          <View className='application-sheet__action' onClick={() => open('/tripList')}>
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
        <Text className='application-sheet__who'>{tt('application.travellersLine', { names: app.travellers.map((t) => t.name).join(tt('application.sep')) })}</Text>
        {app.routes.length ? (
          app.routes.map((r) => {
            const booked = r.routeStatus === ROUTE_BOOKED
            const on = app.ccsqdId === chosenId && r.routeId === chosenRouteId
            return (
              <View key={r.routeId} className={`application-sheet__route ${on ? 'application-sheet__route--on' : ''}`} onClick={() => onPick(app, r)} data-testid='application-route' data-route-id={r.routeId}>
                <View className='application-sheet__route-main'>
                  <Text className='application-sheet__route-cities'>{routeLabel(r)}</Text>
                  <Text className='application-sheet__route-sub'>{monthDayLabel(r.dateBegin)}</Text>
                </View>
                <Text className={`application-sheet__status ${booked ? 'application-sheet__status--booked' : ''}`}>{booked ? tt('application.booked') : tt('application.open')}</Text>
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
