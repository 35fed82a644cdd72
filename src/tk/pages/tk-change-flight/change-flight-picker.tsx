import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { booking } from '../../i18n/booking'
import type { FlightChangeStore } from '../../stores/flight-order-change'
import { SegmentCard } from '../tk-order-detail/segment-card'

/** The flight step of a change: which booked flight, the date, the route's flights and their fares. */
export const ChangeFlightPicker = observer(function ChangeFlightPicker({ store }: { store: FlightChangeStore }) {
  const tt = useScopedT(booking)
  const seg = store.segment
  return (
    <>
    {store.segments.length > 1 ? (
      <>
        <Text className='order-section'>{tt('tk.change.segment')}</Text>
        <View className='order-chips'>
          {store.segments.map((s) => (
            <Text key={s.segmentNo} className={`order-chip ${store.segmentNo === s.segmentNo ? 'order-chip--on' : ''}`} onClick={() => store.chooseSegment(s.segmentNo)}>
              {s.flightNo} {s.depTime.slice(5, 10)}
            </Text>
          ))}
        </View>
      </>
    ) : null}
    {seg ? (
      <>
        <Text className='order-section'>{tt('tk.change.current')}</Text>
        <SegmentCard segment={seg} testId='change-current' />
      </>
    ) : null}

    <Text className='order-section'>{tt('tk.change.newDate')}</Text>
    <View className='tk-change__dates'>
      <Text className={`tk-change__day ${store.canGoBack ? '' : 'tk-change__day--off'}`} onClick={() => store.canGoBack && store.shiftDate(-1)} data-testid='change-prev-day'>
        ‹ {tt('tk.change.prevDay')}
      </Text>
      <Text className='tk-change__date' data-testid='change-date'>
        {store.date}
      </Text>
      <Text className='tk-change__day' onClick={() => store.shiftDate(1)} data-testid='change-next-day'>
        {tt('tk.change.nextDay')} ›
      </Text>
    </View>

    <Text className='order-section'>{tt('tk.change.flights')}</Text>
    {store.flightsStatus === 'loading' ? <StateView status='loading' /> : null}
    {store.flightsStatus === 'error' ? <StateView status='error' message={store.flightsError || undefined} onRetry={() => void store.searchFlights()} /> : null}
    {store.flightsStatus === 'ready' && store.flights.length === 0 ? <StateView status='empty' message={tt('tk.change.noFlights')} /> : null}
    {store.flightsStatus === 'ready'
      ? store.flights.map((f) => {
          const open = store.flightKey === f.flightKey
          return (
            <View key={f.flightKey} className={`tk-change__flight ${open ? 'tk-change__flight--open' : ''}`} data-testid='change-flight' data-flight={f.flightNo}>
              <View className='tk-change__flight-row' onClick={() => void store.chooseFlight(f.flightKey)}>
                <View className='tk-change__times'>
                  <Text className='tk-change__time'>{f.depTime.slice(11, 16)}</Text>
                  <Text className='tk-change__arr'>
                    → {f.arrTime.slice(11, 16)}
                    {f.arrDayOffset > 0 ? ` +${f.arrDayOffset}` : ''}
                  </Text>
                </View>
                <View className='tk-change__info'>
                  <Text className='tk-change__no'>
                    {f.airlineName} {f.flightNo}
                    {store.isCurrent(f) ? <Text className='order-tag'>{tt('tk.change.current')}</Text> : null}
                  </Text>
                  <Text className='tk-change__airports'>
                    {f.depAirportName}
                    {f.depTerminal ? ` ${f.depTerminal}` : ''} - {f.arrAirportName}
                    {f.arrTerminal ? ` ${f.arrTerminal}` : ''}
                  </Text>
                </View>
                <View className='tk-change__from'>
                  {f.seatsLeft > 0 ? <Price value={f.lowestPrice} decimals={0} /> : <Text>{tt('tk.change.soldOut')}</Text>}
                </View>
              </View>
              {open ? (
                <View className='tk-change__cabins'>
                  {store.cabinsStatus === 'loading' ? <Text className='order-note'>{tt('tk.refund.calculating')}</Text> : null}
                  {store.cabinsStatus === 'error' ? (
                    <Text className='order-note' onClick={() => void store.chooseFlight(f.flightKey)}>
                      {tt('tk.edit.loadFailed')}
                    </Text>
                  ) : null}
                  {store.cabins.map((c) => {
                    const on = store.cabinKey === c.cabinKey
                    return (
                      <View
                        key={c.cabinKey}
                        className={`tk-change__cabin ${on ? 'tk-change__cabin--on' : ''} ${c.seatsLeft > 0 ? '' : 'tk-change__cabin--off'}`}
                        onClick={() => c.seatsLeft > 0 && void store.chooseCabin(c.cabinKey)}
                        data-testid='change-cabin'
                        data-cabin={c.cabinCode}
                      >
                        <Text className='tk-change__cabin-name'>
                          {c.cabinName} {c.cabinCode}
                        </Text>
                        <Text className='tk-change__cabin-seats'>{c.seatsLeft > 0 ? tt('tk.edit.seatsLeft', { n: c.seatsLeft }) : tt('tk.change.soldOut')}</Text>
                        <Price value={c.price} decimals={0} className='tk-change__cabin-price' />
                      </View>
                    )
                  })}
                </View>
              ) : null}
            </View>
          )
        })
      : null}

    </>
  )
})
