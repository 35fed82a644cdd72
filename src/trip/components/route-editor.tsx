import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PlacePicker } from '../../core/components/place-picker'
import { DateCalendar } from '../../core/components/date-calendar'
import { FormField } from '../../core/components/form-field'
import { PrimaryButton } from '../../core/components/primary-button'
import { FLIGHT_CABINS, ROUTE_PRODUCTS, TRAIN_SEATS, cabinLabel, routeProductLabel } from '../../core/components/trip-application-view'
import { useScopedT } from '../../core/hooks/use-t'
import type { AirportPlace } from '../../core/stores/geo-store'
import { airportSource, geoListSource, type GeoPlace, type GeoPlaceType } from '../../core/stores/place-sources'
import { tripDict } from '../i18n/trip'
import { addDaysText } from '../../core/domain/calendar-date'
import { MAX_REMARK, emptyRoute, hasCheckOut, hasFrom, todayText, type RouteDraft, type RouteErrors } from '../stores/trip-rules'
import './route-editor.scss'

type Picker = null | 'from' | 'to' | 'date' | 'dateEnd'

/** The place sources of the routes: airports (domestic for domestic flights), stations, hotel and car cities. */
const DOMESTIC_AIRPORTS = airportSource({ domesticOnly: true })
const ALL_AIRPORTS = airportSource()
const GEO_SOURCES: Record<GeoPlaceType, ReturnType<typeof geoListSource>> = { '10904': geoListSource('10904'), '10903': geoListSource('10903'), '10906': geoListSource('10906') }

export interface RouteEditorProps {
  /** The route to edit, or a new one (isNew). */
  initial: RouteDraft
  isNew: boolean
  /** The application's dates: route dates are chosen inside them. */
  trip: { begin: string; end: string }
  /** Checks and keeps the route; answers the field messages when it cannot. */
  onSave: (draft: RouteDraft) => RouteErrors | null
  onClose: () => void
}

function Box({ label, value, placeholder, error, onClick, testId }: { label: string; value: string; placeholder: string; error?: string; onClick: () => void; testId: string }) {
  return (
    <View className={`route-editor__box ${error ? 'route-editor__box--error' : ''}`}>
      <View className='route-editor__select' onClick={onClick} data-testid={testId}>
        <Text className='route-editor__label'>{label}</Text>
        <Text className={`route-editor__value ${value ? '' : 'route-editor__value--ph'}`}>{value || placeholder}</Text>
        <Text className='route-editor__arrow'>›</Text>
      </View>
      {error ? (
        <Text className='route-editor__error' data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}

/**
 * The editor of one route, in a bottom sheet: the product (new routes), its places (flights by
 * city with the airport picker, trains by station, hotels and cars by city), dates inside the
 * application's, cabin or seat, flight number, budget and a note. Nothing is kept until "save"
 * passes the checks; the messages show under their fields.
 */
export const RouteEditor = observer(function RouteEditor({ initial, isNew, trip, onSave, onClose }: RouteEditorProps) {
  const tt = useScopedT(tripDict)
  const [d, setD] = useState<RouteDraft>(() => ({ ...initial }))
  const [errors, setErrors] = useState<RouteErrors>({})
  const [picker, setPicker] = useState<Picker>(null)
  const p = d.productType
  const flight = p === 10901 || p === 10902

  const patch = (next: Partial<RouteDraft>, clear: (keyof RouteErrors)[]) => {
    setD((cur) => ({ ...cur, ...next }))
    setErrors((cur) => {
      const out = { ...cur }
      for (const k of clear) delete out[k]
      return out
    })
  }

  const chooseProduct = (productType: RouteDraft['productType']) => {
    if (productType === p) return
    // Places and cabins mean something else per product; the budget and the note carry over.
    const fresh = emptyRoute(productType, trip.begin, trip.end)
    setD((cur) => ({ ...fresh, key: cur.key, fyys: cur.fyys, remark: cur.remark }))
    setErrors({})
  }

  const fromAirport = (place: AirportPlace, side: 'from' | 'to') => {
    // The contract books flights by city code (BJS: every Beijing airport).
    if (side === 'from') patch({ fromCity: place.cityName, fromCode: place.cityCode }, ['from', 'to'])
    else patch({ toCity: place.cityName, toCode: place.cityCode }, ['to'])
    setPicker(null)
  }

  const fromPlace = (place: GeoPlace) => {
    if (picker === 'from') patch({ fromCity: place.name, fromCode: place.code }, ['from', 'to'])
    else patch({ toCity: place.name, toCode: place.code }, ['to'])
    setPicker(null)
  }

  const save = () => {
    const e = onSave(d)
    if (e) setErrors(e)
    else onClose()
  }

  const placeKind: GeoPlaceType = p === 10904 ? '10904' : p === 10903 ? '10903' : '10906'
  const today = todayText(Date.now())
  const min = trip.begin || today
  const max = trip.end || addDaysText(min, 365)
  const cabins: readonly string[] = flight ? FLIGHT_CABINS : p === 10904 ? TRAIN_SEATS : []

  return (
    <>
      <View className='route-editor' data-testid='route-editor'>
        <View className='route-editor__mask' onClick={onClose} />
        <View className='route-editor__panel'>
          <View className='route-editor__head'>
            <Text className='route-editor__title'>{isNew ? tt('route.title') : tt('route.editTitle')}</Text>
            <Text className='route-editor__close' onClick={onClose}>
              ×
            </Text>
          </View>
          <ScrollView scrollY className='route-editor__body'>
            {isNew ? (
              <View className='route-editor__products'>
                {ROUTE_PRODUCTS.map((code) => (
                  <Text
                    key={code}
                    className={`route-editor__product ${p === code ? 'route-editor__product--on' : ''}`}
                    onClick={() => chooseProduct(code)}
                    data-testid={`route-product-${code}`}
                  >
                    {routeProductLabel(code)}
                  </Text>
                ))}
              </View>
            ) : (
              <Text className='route-editor__kind'>{routeProductLabel(p)}</Text>
            )}

            {hasFrom(p) ? (
              <>
                <Box label={tt(p === 10904 ? 'route.from.10904' : 'route.from.10901')} value={d.fromCity} placeholder={tt('route.choose')} error={errors.from} onClick={() => setPicker('from')} testId='route-from' />
                <Box label={tt(p === 10904 ? 'route.to.10904' : 'route.to.10901')} value={d.toCity} placeholder={tt('route.choose')} error={errors.to} onClick={() => setPicker('to')} testId='route-to' />
              </>
            ) : (
              <Box label={tt(p === 10903 ? 'route.city.10903' : 'route.city.10906')} value={d.toCity} placeholder={tt('route.choose')} error={errors.to} onClick={() => setPicker('to')} testId='route-to' />
            )}

            <Box
              label={tt(hasCheckOut(p) ? 'route.checkIn' : p === 10906 ? 'route.carDate' : 'route.date')}
              value={d.dateBegin}
              placeholder={tt('route.choose')}
              error={errors.dateBegin}
              onClick={() => setPicker('date')}
              testId='route-date'
            />
            {hasCheckOut(p) ? (
              <Box label={tt('route.checkOut')} value={d.dateEnd} placeholder={tt('route.choose')} error={errors.dateEnd} onClick={() => setPicker('dateEnd')} testId='route-date-end' />
            ) : null}

            {cabins.length ? (
              <View className='route-editor__box'>
                <Text className='route-editor__label route-editor__label--block'>{flight ? tt('route.cabin') : tt('route.seat')}</Text>
                <View className='route-editor__chips'>
                  {[...(flight ? [] : ['']), ...cabins].map((c) => (
                    <Text key={c || 'any'} className={`route-editor__chip ${d.cabin === c ? 'route-editor__chip--on' : ''}`} onClick={() => patch({ cabin: c }, [])} data-testid={`route-cabin-${c || 'any'}`}>
                      {c ? cabinLabel(p, c) : tt('route.any')}
                    </Text>
                  ))}
                </View>
              </View>
            ) : null}

            {flight ? (
              <FormField
                name='routeFlightNo'
                label={tt('route.flightNo')}
                value={d.flightNo}
                onChange={(v) => patch({ flightNo: v.toUpperCase() }, ['flightNo'])}
                placeholder={tt('route.flightNoPh')}
                maxlength={8}
                error={errors.flightNo}
              />
            ) : null}
            <FormField name='routeFyys' label={tt('route.fyys')} type='digit' value={d.fyys} onChange={(v) => patch({ fyys: v }, ['fyys'])} placeholder={tt('add.amountPh')} maxlength={11} error={errors.fyys} />
            <FormField name='routeRemark' label={tt('route.remark')} value={d.remark} onChange={(v) => patch({ remark: v }, ['remark'])} placeholder={tt('route.remarkPh')} maxlength={MAX_REMARK} error={errors.remark} />
          </ScrollView>
          <View className='route-editor__foot'>
            <View className='route-editor__cancel' onClick={onClose}>
              {tt('route.cancel')}
            </View>
            <View className='route-editor__save'>
              <PrimaryButton onClick={save} testId='route-save'>
                {tt('route.save')}
              </PrimaryButton>
            </View>
          </View>
        </View>
      </View>

      {flight ? (
        <PlacePicker
          visible={picker === 'from' || picker === 'to'}
          source={p === 10901 ? DOMESTIC_AIRPORTS : ALL_AIRPORTS}
          title={picker === 'from' ? tt('route.from.10901') : tt('route.to.10901')}
          onSelect={(place) => fromAirport(place, picker === 'from' ? 'from' : 'to')}
          onClose={() => setPicker(null)}
        />
      ) : (
        <PlacePicker visible={picker === 'from' || picker === 'to'} source={GEO_SOURCES[placeKind]} onSelect={fromPlace} onClose={() => setPicker(null)} />
      )}
      <DateCalendar
        visible={picker === 'date'}
        mode='single'
        start={d.dateBegin}
        min={min}
        max={max}
        onConfirm={(day) => {
          const next: Partial<RouteDraft> = { dateBegin: day }
          // A check-out before the new check-in moves to the next day (inside the trip).
          if (hasCheckOut(p) && (!d.dateEnd || d.dateEnd < day)) next.dateEnd = addDaysText(day, 1) > max ? max : addDaysText(day, 1)
          patch(next, ['dateBegin', 'dateEnd'])
          setPicker(null)
        }}
        onClose={() => setPicker(null)}
        testId='route-calendar'
      />
      {hasCheckOut(p) ? (
        <DateCalendar
          visible={picker === 'dateEnd'}
          mode='single'
          start={d.dateEnd}
          min={d.dateBegin || min}
          max={max}
          onConfirm={(day) => {
            patch({ dateEnd: day }, ['dateEnd'])
            setPicker(null)
          }}
          onClose={() => setPicker(null)}
          testId='route-calendar-end'
        />
      ) : null}
    </>
  )
})
