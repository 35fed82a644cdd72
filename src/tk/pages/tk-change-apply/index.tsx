import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { booking } from '../../i18n/booking'
import { useAfterSaleApply } from '../../components/after-sale-apply'
import { FlightChangeStore } from '../../stores/flight-order-change'
import { SegmentCard } from '../tk-order-detail/segment-card'
import '../tk-order-detail/order-ui.scss'
import './index.scss'

/** /tk/tkChangeApply?orderId=: passengers, a new flight of the same route, its cost, confirm. */
function TkChangeApplyPage() {
  const tt = useScopedT(booking)
  const { store, title, screen, submit } = useAfterSaleApply('change', (orderId) => new FlightChangeStore(orderId), (s) => s.next)
  if (screen || !store.order) return screen

  const seg = store.segment
  const fee = store.fee
  return (
    <PageShell title={title} className='tk-change'>
      <View className='tk-change__body'>
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

        <Text className='order-section'>{tt('tk.change.choosePassengers')}</Text>
        <View className='order-card'>
          {store.passengers.map((p) => {
            const on = store.passengerIds.includes(p.passengerId)
            return (
              <View key={p.passengerId} className={`order-check ${on ? 'order-check--on' : ''}`} onClick={() => store.togglePassenger(p.passengerId)} data-testid={`change-psg-${p.passengerId}`}>
                <View className='order-check__box'>{on ? '✓' : ''}</View>
                <View className='order-check__main'>
                  <Text className='order-check__title'>{p.name}</Text>
                  <Text className='order-check__sub'>
                    {p.tickets.filter((t) => t.segmentNo === store.segmentNo).map((t) => t.ticketNo).join('  ')}
                  </Text>
                </View>
              </View>
            )
          })}
        </View>

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

        {fee ? (
          <>
            <Text className='order-section'>{tt('tk.change.fee')}</Text>
            <View className='order-card' data-testid='change-fee'>
              <Text className='order-note'>{tt('tk.change.feePerTicket', { fee: fee.changeFeePerTicket, percent: fee.changeFeePercent })}</Text>
              {fee.fareRefundPerTicket > 0 ? (
                <Text className='order-note'>{tt('tk.change.fareRefundPerTicket', { back: fee.fareRefundPerTicket, percent: fee.fareRefundPercent })}</Text>
              ) : (
                <Text className='order-note'>{tt('tk.change.diffPerTicket', { diff: fee.fareDifferencePerTicket })}</Text>
              )}
              <View className='order-line'>
                <Text>
                  {tt('tk.change.changeFee')} {tt('tk.edit.times', { n: fee.passengerCount })}
                </Text>
                <Price value={fee.changeFee} />
              </View>
              {fee.fareRefund > 0 ? (
                <>
                  <View className='order-line'>
                    <Text>{tt('tk.change.fareRefund')}</Text>
                    <Price value={fee.fareRefund} testId='change-fare-refund' />
                  </View>
                  <View className='order-line'>
                    <Text className='order-note'>{tt('tk.change.fareRefundFee')}</Text>
                    <Price value={fee.fareRefundFee} />
                  </View>
                </>
              ) : (
                <View className='order-line'>
                  <Text>{tt('tk.change.fareDifference')}</Text>
                  <Price value={fee.fareDifference} />
                </View>
              )}
              <View className='order-line order-line--total'>
                <Text>{fee.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.total')}</Text>
                <Price value={fee.refundable > 0 ? fee.refundable : fee.payable} testId='change-fee-total' />
              </View>
              <Text className='order-note' data-testid='change-settlement' data-settlement={fee.settlement}>
                {store.settlementText}
              </Text>
            </View>
          </>
        ) : null}

        <Text className='order-section'>{tt('tk.change.reason')}</Text>
        <View className='order-card'>
          <Input className='tk-change__reason' value={store.reason} placeholder={tt('tk.change.reasonPh')} maxlength={200} onInput={(e) => store.setReason(e.detail.value)} />
        </View>

        {store.error ? (
          <View className='order-error' data-testid='change-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      <View className='order-bar'>
        <View className='order-bar__sum'>
          <Text className='order-bar__label'>{fee && fee.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.total')}</Text>
          {fee ? <Price value={fee.refundable > 0 ? fee.refundable : fee.payable} className='order-bar__total' /> : <Text className='order-bar__total'>—</Text>}
        </View>
        <View className='order-bar__button'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting || store.feeStatus === 'loading'} testId='change-submit'>
            {tt('tk.change.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkChangeApplyPage)
