import { type ReactNode, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { TripRouteRow } from '../../core/components/trip-application-view'
import { useScopedT } from '../../core/hooks/use-t'
import { tripDict } from '../i18n/trip'
import type { RouteList } from '../stores/route-list'
import { emptyRoute, isLocked, routeToInput, type RouteDraft } from '../stores/trip-rules'
import { RouteEditor } from './route-editor'

export interface RouteListCardProps {
  title: string
  routes: RouteList
  /** The application's dates: new routes start inside them and the editor keeps them there. */
  trip: { begin: string; end: string }
  /** The form's message about the routes as a whole (none yet, too many). */
  error?: string
  /** Shown under the title (e.g. why some routes are locked). */
  hint?: ReactNode
  /** Show the booking state of every route that has one, not only of locked ones. */
  showAllStatus?: boolean
  testId: string
}

/**
 * The routes card of /tripAdd and /tripChange: rows with edit and delete (booked routes locked),
 * "add a route", and the route editor sheet.
 */
export const RouteListCard = observer(function RouteListCard({ title, routes, trip, error, hint, showAllStatus, testId }: RouteListCardProps) {
  const tt = useScopedT(tripDict)
  const [editor, setEditor] = useState<{ draft: RouteDraft; isNew: boolean } | null>(null)
  return (
    <View className='trip-add__card' data-testid={testId}>
      <View className='trip-add__card-head'>
        <Text className='trip-add__card-title'>{title}</Text>
      </View>
      {hint}
      {routes.routes.length === 0 ? <Text className='trip-add__empty'>{tt('add.noRoutes')}</Text> : null}
      {routes.routes.map((r) => (
        <View key={r.key}>
          <TripRouteRow
            route={{ ...routeToInput(r), routeStatus: r.routeStatus, orderId: r.orderId, orderNo: r.orderNo }}
            showStatus={showAllStatus ? !!r.routeStatus : isLocked(r)}
            extra={
              isLocked(r) ? null : (
                <View className='trip-add__route-actions'>
                  <Text className='trip-add__link' onClick={() => setEditor({ draft: r, isNew: false })} data-testid='trip-route-edit'>
                    {tt('add.edit')}
                  </Text>
                  <Text className='trip-add__link trip-add__link--danger' onClick={() => routes.remove(r.key)} data-testid='trip-route-delete'>
                    {tt('add.delete')}
                  </Text>
                </View>
              )
            }
          />
          {routes.rowError(r.key) ? <Text className='trip-add__route-error'>{routes.rowError(r.key)}</Text> : null}
        </View>
      ))}
      {routes.canAdd ? (
        <View className='trip-add__add-route' onClick={() => setEditor({ draft: emptyRoute(10901, trip.begin, trip.end), isNew: true })} data-testid='trip-route-add'>
          + {tt('add.addRoute')}
        </View>
      ) : null}
      {error && !Object.keys(routes.errors).length ? <Text className='trip-add__field-error'>{error}</Text> : null}
      {editor ? <RouteEditor initial={editor.draft} isNew={editor.isNew} trip={trip} onSave={(d) => routes.save(d)} onClose={() => setEditor(null)} /> : null}
    </View>
  )
})
