import { useEffect, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { currentQuery, redirect } from '../../core/platform/nav'
import { CarOrderCancelStore } from '../stores/car-order-cancel'
import { CarOrderDetailStore } from '../stores/car-order-detail'

/**
 * The stores of a ride screen and their life: the order is loaded on mount; the driver's position
 * is read only while the page is shown (useDidHide stops it, useDidShow reads the order again and
 * resumes) and never after unmount. A chartered order opened on a ride screen is sent to its own
 * screen. `chartered`: the chartered screen (reads vehicleClzcDetail; id in `id` or `orderId`).
 */
export function useRideStores(chartered = false): { store: CarOrderDetailStore; cancel: CarOrderCancelStore } {
  const [query] = useState(() => currentQuery())
  const id = chartered ? (query.id ?? query.orderId) : query.orderId
  const [store] = useState(() => new CarOrderDetailStore(id, {}, chartered))
  const [cancel] = useState(() => new CarOrderCancelStore(id ?? ''))
  useEffect(() => {
    void store.load()
    return () => store.dispose()
  }, [])
  useDidShow(() => store.show())
  useDidHide(() => store.hide())
  const to = store.redirect
  useEffect(() => {
    if (to) void redirect(to.route, to.query)
  }, [to?.route])
  // What cancelling costs now, for the button's label; asked again when the ride moves on.
  const o = store.order
  useEffect(() => {
    if (o?.canCancel) void cancel.peek()
  }, [o?.canCancel, o?.carStatus])
  return { store, cancel }
}
