import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import { ApplicationSheet } from '../../core/components/application-sheet'
import { Counter } from '../../core/components/counter'
import { DateCalendar } from '../../core/components/date-calendar'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { TravellerPicker, type TravellerPickerMode } from '../../core/components/traveller-picker'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { langOf } from '../../core/stores/geo-store'
import { useStores } from '../../core/stores/root-store'
import { HotelCityPicker } from '../components/hotel-search-city'
import { hotelInquiryDict } from '../i18n/inquiry'
import type { HotelVersionNo } from '../stores/hotel-context'
import { getHotelInquiryForm, inquiryEntryContext, MAX_GUESTS, MAX_HOTEL_NAME, MAX_REMARK, MAX_ROOMS } from '../stores/hotel-inquiry-form'
import { getHotelCityStore } from '../stores/hotel-search-store'
import { HotelInquiryList } from './hotel-inquiry-list'
import { inquiryRoutes } from '../stores/hotel-inquiry-routes'
import './hotel-inquiry.scss'

type Sheet = null | 'city' | 'dates' | 'application' | TravellerPickerMode

/**
 * htInquiry of both route families (/htV2/htInquiry, /ht/htInquiry): a price inquiry for a hotel
 * or dates that cannot be booked online, and "my inquiries" in a second tab (`?tab=mine`; the spec
 * has no list route). Opened from a hotel screen it takes the stay and the hotel
 * (inquiryEntryContext). Sending opens the inquiry's detail in the same family.
 */
export const HotelInquiry = observer(function HotelInquiry({ version }: { version: HotelVersionNo }) {
  const tt = useScopedT(hotelInquiryDict)
  const router = useRouter()
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const form = getHotelInquiryForm()
  const [entry] = useState(() => inquiryEntryContext.decode(router.params))
  const [tab, setTab] = useState<'new' | 'mine'>(entry?.tab === 'mine' ? 'mine' : 'new')
  const [sheet, setSheet] = useState<Sheet>(null)
  const errors = form.errors
  const routes = inquiryRoutes(version)

  useDidShow(() => form.syncSession())
  useEffect(() => {
    form.enter(entry)
    void getHotelCityStore().load(lang).catch(() => undefined)
  }, [])

  const submit = async () => {
    const id = await form.submit()
    if (id) {
      ui.toast(tt('inq.sent'), { icon: 'success' })
      void redirect(routes.detail, { id })
    } else if (!form.error) {
      ui.toast(Object.values(form.errors)[0] ?? tt('err.saveFailed'))
    }
  }

  const toggle = (item: BookableEmployee | Contact, selected: boolean, key: string): string | null => {
    if (!selected) {
      form.removeGuest(key)
      return null
    }
    if (sheet === 'colleague') {
      const e = item as BookableEmployee
      return form.addGuest({ key, empId: e.empId, name: e.empName, isSelf: e.isSelf })
    }
    const c = item as Contact
    return form.addGuest({ key, contactId: c.contactId, name: c.chName || c.enName })
  }

  const city = form.city ? getHotelCityStore().localize(form.city, lang) : null

  return (
    <PageShell title={tt('inq.title')} className='ht-inq'>
      <View className='ht-inq__tabs' data-version={version}>
        {(['new', 'mine'] as const).map((t) => (
          <View key={t} className={`ht-inq__tab ${tab === t ? 'ht-inq__tab--on' : ''}`} onClick={() => setTab(t)} data-testid={`inq-tab-${t}`}>
            {tt(t === 'new' ? 'inq.tabNew' : 'inq.tabMine')}
          </View>
        ))}
      </View>

      {tab === 'mine' ? (
        <HotelInquiryList version={version} onNew={() => setTab('new')} />
      ) : (
        <View data-testid='inquiry-form'>
          <Text className='ht-inq__intro'>{tt('inq.intro')}</Text>

          <View className='ht-inq__card'>
            <View className={`ht-inq__row ${errors.city ? 'ht-inq__row--error' : ''}`} onClick={() => setSheet('city')} data-testid='inq-city'>
              <Text className='ht-inq__label'>{tt('inq.city')}</Text>
              <Text className={`ht-inq__value ${city ? 'ht-inq__value--strong' : 'ht-inq__value--ph'}`} data-testid='inq-city-value'>
                {city ? city.name : tt('inq.cityPh')}
              </Text>
              <Text className='ht-inq__arrow'>›</Text>
            </View>
            {errors.city ? <Text className='ht-inq__error' data-testid='error-city'>{errors.city}</Text> : null}

            <FormField name='hotelName' label={tt('inq.hotel')} value={form.hotelName} onChange={(v) => form.setHotelName(v)} placeholder={tt('inq.hotelPh')} maxlength={MAX_HOTEL_NAME} error={errors.hotelName} />

            <View className={`ht-inq__row ${errors.dates ? 'ht-inq__row--error' : ''}`} onClick={() => setSheet('dates')} data-testid='inq-dates'>
              <Text className='ht-inq__label'>{tt('inq.dates')}</Text>
              <Text className='ht-inq__value' data-testid='inq-dates-value' data-in={form.checkIn} data-out={form.checkOut}>
                {monthDayLabel(form.checkIn)} - {monthDayLabel(form.checkOut)}
              </Text>
              <Text className='ht-inq__nights'>{tt('inq.nights', { n: form.nights })}</Text>
              <Text className='ht-inq__arrow'>›</Text>
            </View>
            {errors.dates ? <Text className='ht-inq__error' data-testid='error-dates'>{errors.dates}</Text> : null}

            <View className='ht-inq__row'>
              <Text className='ht-inq__label'>{tt('inq.rooms')}</Text>
              <View className='ht-inq__grow' />
              <Counter value={form.rooms} min={1} max={MAX_ROOMS} onChange={(n) => form.setRooms(n)} testId='inq-rooms' minusLabel={tt('inq.minus', { what: tt('inq.rooms') })} plusLabel={tt('inq.plus', { what: tt('inq.rooms') })} />
            </View>
            <View className={`ht-inq__row ${errors.adults ? 'ht-inq__row--error' : ''}`}>
              <Text className='ht-inq__label'>{tt('inq.adults')}</Text>
              <View className='ht-inq__grow' />
              <Counter value={form.adults} min={1} max={MAX_GUESTS} onChange={(n) => form.setAdults(n)} testId='inq-adults' minusLabel={tt('inq.minus', { what: tt('inq.adults') })} plusLabel={tt('inq.plus', { what: tt('inq.adults') })} />
            </View>
            {errors.adults ? <Text className='ht-inq__error'>{errors.adults}</Text> : null}

            <FormField name='budget' label={tt('inq.budget')} type='number' value={form.budget} onChange={(v) => form.setBudget(v)} placeholder={tt('inq.budgetPh')} maxlength={6} error={errors.budget} />

            <View className='ht-inq__area'>
              <View className='ht-inq__area-head'>
                <Text className='ht-inq__label'>{tt('inq.remark')}</Text>
                <Text className={`ht-inq__count ${form.remarkLength >= MAX_REMARK ? 'ht-inq__count--full' : ''}`} data-testid='inq-remark-count'>
                  {tt('inq.remarkCount', { n: form.remarkLength, max: MAX_REMARK })}
                </Text>
              </View>
              <Textarea
                className='ht-inq__textarea'
                id='inq-remark'
                value={form.remark}
                maxlength={MAX_REMARK}
                placeholder={tt('inq.remarkPh')}
                placeholderClass='ht-inq__placeholder'
                onInput={(e) => form.setRemark(e.detail.value)}
                data-testid='inq-remark'
              />
              {errors.remark ? <Text className='ht-inq__error'>{errors.remark}</Text> : null}
            </View>
          </View>

          <View className='ht-inq__card'>
            <View className='ht-inq__line'>
              <Text className='ht-inq__label'>{tt('inq.tripType')}</Text>
              <View className='ht-inq__segment'>
                {([1, 2] as const).map((v) => (
                  <View key={v} className={`ht-inq__seg ${form.tripType === v ? 'ht-inq__seg--on' : ''}`} onClick={() => form.setTripType(v)} data-testid={`inq-tripType-${v}`}>
                    {tt(v === 1 ? 'inq.business' : 'inq.personal')}
                  </View>
                ))}
              </View>
            </View>
            {form.showsApplication ? (
              <View className={`ht-inq__row ${errors.application ? 'ht-inq__row--error' : ''}`} onClick={() => setSheet('application')} data-testid='inq-application'>
                <Text className='ht-inq__label'>{tt('inq.application')}</Text>
                <Text className={`ht-inq__value ${form.ccsqdId ? '' : 'ht-inq__value--ph'}`} data-testid='inq-application-value'>
                  {form.ccsqdId ? form.applicationLabel : tt('inq.applicationPh')}
                </Text>
                {form.ccsqdId && !form.needsApplication ? (
                  <Text
                    className='ht-inq__arrow'
                    onClick={(e) => {
                      e.stopPropagation()
                      form.clearApplication()
                    }}
                    aria-label={tt('inq.applicationClear')}
                  >
                    ×
                  </Text>
                ) : (
                  <Text className='ht-inq__arrow'>›</Text>
                )}
              </View>
            ) : null}
            {errors.application ? <Text className='ht-inq__error' data-testid='error-application'>{errors.application}</Text> : null}

            <View className='ht-inq__line'>
              <Text className='ht-inq__label'>{tt('inq.travellers')}</Text>
              <View className='ht-inq__adders'>
                {!form.hasSelf ? (
                  <Text className='ht-inq__adder' onClick={() => form.addSelf()} data-testid='inq-add-self'>
                    + {tt('inq.addSelf')}
                  </Text>
                ) : null}
                {form.canPickColleagues ? (
                  <Text className='ht-inq__adder' onClick={() => setSheet('colleague')} data-testid='inq-add-colleague'>
                    + {tt('inq.addColleague')}
                  </Text>
                ) : null}
                {form.canAddOutside ? (
                  <Text className='ht-inq__adder' onClick={() => setSheet('contact')} data-testid='inq-add-contact'>
                    + {tt('inq.addContact')}
                  </Text>
                ) : null}
              </View>
            </View>
            <View className='ht-inq__chips' data-testid='inq-guests'>
              {form.guests.length ? (
                form.guests.map((g) => (
                  <View key={g.key} className='ht-inq__chip' data-testid={`inq-guest-${g.key}`}>
                    <Text>{g.name}</Text>
                    {g.isSelf ? <Text className='ht-inq__chip-tag'>{tt('inq.self')}</Text> : null}
                    <Text className='ht-inq__chip-x' onClick={() => form.removeGuest(g.key)} aria-label={tt('inq.remove', { name: g.name })}>
                      ×
                    </Text>
                  </View>
                ))
              ) : (
                <Text className='ht-inq__muted'>{tt('inq.noTravellers')}</Text>
              )}
            </View>
            {errors.travellers ? <Text className='ht-inq__error' data-testid='error-travellers'>{errors.travellers}</Text> : null}
          </View>

          <View className='ht-inq__card'>
            <Text className='ht-inq__card-title'>{tt('inq.contact')}</Text>
            <FormField name='contactName' label={tt('inq.contactName')} value={form.contactName} onChange={(v) => form.setContactName(v)} placeholder={tt('inq.contactNamePh')} maxlength={50} error={errors.contactName} />
            <FormField name='contactPhone' label={tt('inq.contactPhone')} type='number' value={form.contactPhone} onChange={(v) => form.setContactPhone(v)} placeholder={tt('inq.contactPhonePh')} maxlength={11} error={errors.contactPhone} />
          </View>

          {form.error ? (
            <View className='ht-inq__banner' data-testid='inq-error'>
              {form.error}
            </View>
          ) : null}

          <View className='ht-inq__submit'>
            <PrimaryButton onClick={() => void submit()} loading={form.submitting} testId='inq-submit'>
              {form.submitting ? tt('inq.submitting') : tt('inq.submit')}
            </PrimaryButton>
            <Text className='ht-inq__foot'>{tt('inq.note')}</Text>
          </View>
        </View>
      )}

      <HotelCityPicker
        visible={sheet === 'city'}
        tab={form.city && !form.city.domestic ? 'international' : 'domestic'}
        onSelect={(c) => {
          form.setCity(c)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'dates'}
        mode='range'
        rangeKind='stay'
        start={form.checkIn}
        end={form.checkOut}
        min={form.minDate}
        max={form.maxDate}
        title={tt('inq.dates')}
        onConfirm={(start, end) => {
          form.setDates(start, end ?? start)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='inq-calendar'
      />
      <ApplicationSheet
        visible={sheet === 'application'}
        store={form.applications}
        hint={tt('inq.applicationHint')}
        noRouteText={tt('inq.applicationNoRoute')}
        chosenId={form.ccsqdId ?? undefined}
        chosenRouteId={form.routeId ?? undefined}
        onPick={(app, route) => {
          form.chooseApplication(app, route)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      {sheet === 'colleague' || sheet === 'contact' ? (
        <TravellerPicker mode={sheet} selectedKeys={form.guests.map((g) => g.key)} max={Math.min(MAX_GUESTS, form.adults)} onToggle={toggle} onClose={() => setSheet(null)} />
      ) : null}
    </PageShell>
  )
})
