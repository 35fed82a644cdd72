import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import { FormField } from '../../core/components/form-field'
import { CostCenterSheet, OptionSheet, ProjectSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker, type TravellerPickerMode } from '../../core/components/traveller-picker'
import { useScopedT } from '../../core/hooks/use-t'
import { rawQuery, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { HotelBookingGuests } from '../components/hotel-booking-guests'
import { HotelBookingPrice } from '../components/hotel-booking-price'
import { HotelBookingSummary } from '../components/hotel-booking-summary'
import { HotelCardForm } from '../components/hotel-card-form'
import { hotelBooking } from '../i18n/booking'
import { ARRIVAL_TIMES, hotelBookingDrafts, HotelBookingStore, MAX_HOTEL_GUESTS, REMARK_MAX } from '../stores/hotel-booking-store'
import { hotelBookingContext, hotelContext, hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import './hotel-edit.scss'

export interface HotelEditProps {
  version: HotelVersionNo
  /** htIntEdit / htOrderInt: English guest names. */
  intl?: boolean
}

type Sheet = 'cost' | 'project' | 'reason' | 'arrival' | null

/** Where the form shows a message (the first one is scrolled into view). */
const ERROR_SELECTOR = '.form-field--error, .ht-book__field-error, .ht-edit__banner--error'

/**
 * /htV2/htEdit, /ht/htOrder (htIntEdit, htOrderInt)?hotel=&priceKey=&<stay>: the booking form of a
 * rate plan; after booking a prepaid order goes to payment (/pay/payment, 11007) over the
 * completion screen, anything else straight to the completion screen.
 */
export const HotelEdit = observer(function HotelEdit({ version, intl = false }: HotelEditProps) {
  const tt = useScopedT(hotelBooking)
  const { session, badges } = useStores()
  const raw = useMemo(() => rawQuery(), [])
  const params = useMemo(() => hotelBookingContext.decode(raw), [raw])
  const [store] = useState(
    () =>
      new HotelBookingStore(
        {},
        {
          self: () => session.empInfo,
          now: () => Date.now(),
          newToken: () => `ht-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
          drafts: hotelBookingDrafts,
        },
      ),
  )
  const [picker, setPicker] = useState<{ mode: TravellerPickerMode; room: number } | null>(null)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [showPrice, setShowPrice] = useState(false)

  useEffect(() => {
    if (params) void store.load(params, intl)
    return () => store.dispose()
  }, [])

  const roomsScreen = () => {
    const stay = hotelContext.decode(raw)
    if (stay) void redirect(hotelRoute(version, intl ? 'intlRooms' : 'rooms'), hotelContext.encode(stay))
    else void redirect(hotelRoute(version, 'query'))
  }

  const say = (message: string | null) => {
    if (message) ui.toast(message)
  }

  const submit = async () => {
    const outcome = await store.submit((names, orders) =>
      ui.confirm(tt('ht.edit.sameOrderTitle'), tt('ht.edit.sameOrder', { names, orders }), { confirmText: tt('ht.edit.continue') }),
    )
    if (!outcome.ok) {
      if (outcome.message && store.applicationError) await ui.alert(tt('ht.edit.applicationRefused'), store.applicationError)
      else if (outcome.message) {
        ui.toast(outcome.message)
        void Taro.pageScrollTo({ selector: ERROR_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
      }
      return
    }
    void badges.refresh()
    ui.toast(tt('ht.edit.booked'), { icon: 'success' })
    const order = outcome.order
    // The completion screen says what comes next: pay within 15 minutes (its pay button), approval or
    // the hotel's confirmation. Opening payment on top of a redirect raced it on H5 (the payment page
    // could be replaced by the completion screen arriving second), as the train form learnt.
    await redirect(hotelRoute(version, 'done'), { orderId: order.orderId })
  }

  const toggle = (item: BookableEmployee | Contact, selected: boolean, key: string): string | null => {
    if (!selected) {
      store.removeGuest(key)
      return null
    }
    const room = picker?.room ?? null
    return 'empId' in item ? store.addEmployee(item, room) : store.addContact(item, room)
  }

  const title = intl ? tt('ht.edit.intlTitle') : tt('ht.edit.title')
  if (!params) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('ht.edit.missing')} onRetry={roomsScreen} actionText={tt('ht.edit.reselect')} />
      </PageShell>
    )
  }
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError} onRetry={() => void store.load(params, intl)} />
      </PageShell>
    )
  }
  if (store.status === 'gone') {
    return (
      <PageShell title={title}>
        <View data-testid='booking-gone'>
          <StateView status='empty' message={store.goneReason || tt('ht.edit.gone')} onRetry={roomsScreen} actionText={tt('ht.edit.reselect')} />
        </View>
      </PageShell>
    )
  }

  const b = store.breakdown
  const costCenter = store.costCenters.find((c) => String(c.id) === store.costCenterId)
  const project = store.projects.find((p) => String(p.id) === store.projectId)
  const member = store.memberCard
  const guarantee = store.quote?.guarantee ?? store.plan?.guarantee ?? 'NONE'

  return (
    <PageShell title={title} className='ht-edit'>
      <View className='ht-edit__top'>
        <HotelBookingSummary store={store} />
      </View>

      {params.ccsqdId && store.isBusiness ? (
        <View className={`ht-book__card ${store.applicationError ? 'ht-edit__application--error' : ''}`} data-testid='booking-application'>
          <View className='ht-book__card-head'>
            <Text className='ht-book__card-title'>{tt('ht.edit.application')}</Text>
          </View>
          <Text className='ht-book__hint'>{params.routeId ? tt('ht.edit.applicationRoute') : tt('ht.edit.applicationWhole')}</Text>
          {store.applicationError ? <Text className='ht-book__field-error'>{store.applicationError}</Text> : null}
        </View>
      ) : null}

      {store.notice ? <View className='ht-edit__banner ht-edit__banner--warn'>{store.notice}</View> : null}

      {store.isBusiness ? (
        <View className='ht-book__card' data-testid='policy'>
          <View className='ht-book__card-head'>
            <Text className='ht-book__card-title'>{tt('ht.edit.policy')}</Text>
            <Text className={`ht-edit__policy ${store.wb === 0 ? 'ht-edit__policy--ok' : 'ht-edit__policy--bad'}`} data-testid='policy-state' data-wb={String(store.wb)}>
              {store.wb === 0 ? tt('ht.edit.inPolicy') : tt('ht.edit.outPolicy')}
            </Text>
          </View>
          {store.travelStandard ? <Text className='ht-book__hint'>{tt('ht.rooms.standard', { cap: store.travelStandard.cap })}</Text> : null}
          {store.wb !== 0 && store.plan?.wbText ? <Text className='ht-edit__violation'>{store.plan.wbText}</Text> : null}
          {store.forbidden ? <Text className='ht-book__field-error'>{tt('ht.edit.forbidden')}</Text> : null}
          {store.needReason ? (
            <View className='ht-edit__select' onClick={() => (store.reasons.length ? setSheet('reason') : ui.toast(tt('ht.edit.noReasons')))} data-testid='reason-select'>
              <Text className='ht-edit__select-label'>{tt('ht.edit.reason')}</Text>
              <Text className={`ht-edit__select-value ${store.selectedReason ? '' : 'ht-edit__select-value--ph'}`}>
                {store.selectedReason?.text ?? (store.reasons.length ? tt('ht.edit.choose') : tt('ht.edit.noReasons'))}
              </Text>
              <Text className='ht-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.needReason && store.selectedReason?.needNote ? (
            <FormField name='reasonNote' label={tt('ht.edit.reasonNote')} value={store.reasonNote} onChange={(v) => store.setReasonNote(v)} placeholder={tt('ht.edit.reasonNotePh')} maxlength={200} />
          ) : null}
          {store.reasonError ? <Text className='ht-book__field-error'>{store.reasonError}</Text> : null}
          {store.needApproval ? <Text className='ht-book__hint'>{tt('ht.edit.needApproval')}</Text> : null}
        </View>
      ) : null}

      <HotelBookingGuests store={store} onPick={(mode, room) => setPicker({ mode, room })} say={say} />

      <View className='ht-book__card' data-testid='stay-details'>
        <View className='ht-edit__select' onClick={() => setSheet('arrival')} data-testid='arrival-select'>
          <Text className='ht-edit__select-label'>{tt('ht.edit.arrival')}</Text>
          <Text className='ht-edit__select-value' data-testid='arrival-value'>
            {tt('ht.edit.arrivalValue', { time: store.arrival })}
          </Text>
          <Text className='ht-edit__arrow'>›</Text>
        </View>
        <FormField
          name='remark'
          label={tt('ht.edit.remark')}
          value={store.remark}
          onChange={(v) => store.setRemark(v)}
          placeholder={tt('ht.edit.remarkPh')}
          maxlength={REMARK_MAX}
          error={store.remarkError}
          suffix={<Text className='ht-edit__remark-count'>{tt('ht.edit.remarkCount', { n: [...store.remark].length, max: REMARK_MAX })}</Text>}
        />
        {member ? (
          <View className={`ht-edit__check ${store.useMemberCard ? 'ht-edit__check--on' : ''}`} onClick={() => store.toggleMemberCard()} data-testid='member-card'>
            <View className='ht-edit__box'>{store.useMemberCard ? '✓' : ''}</View>
            <Text className='ht-edit__check-text'>{tt('ht.edit.memberCardUse', { plat: member.platName, hykh: member.hykh })}</Text>
          </View>
        ) : null}
      </View>

      <View className='ht-book__card' data-testid='contact'>
        <View className='ht-book__card-head'>
          <Text className='ht-book__card-title'>{tt('ht.edit.contact')}</Text>
        </View>
        <FormField
          name='contactName'
          label={tt('ht.edit.nameLabel')}
          value={store.contact.name}
          onChange={(v) => store.setContact('name', v)}
          placeholder={tt('ht.edit.contactNamePh')}
          maxlength={50}
          error={store.contactErrors.name}
        />
        <FormField
          name='contactPhone'
          label={tt('ht.edit.phoneLabel')}
          type='number'
          value={store.contact.phone}
          onChange={(v) => store.setContact('phone', v)}
          placeholder={tt('ht.edit.contactPhonePh')}
          maxlength={11}
          error={store.contactErrors.phone}
        />
        <FormField
          name='contactEmail'
          label={tt('ht.edit.contactEmail')}
          value={store.contact.email}
          onChange={(v) => store.setContact('email', v)}
          placeholder={tt('ht.edit.contactEmailPh')}
          maxlength={100}
          error={store.contactErrors.email}
        />
      </View>

      {store.isBusiness && (store.costCenters.length || store.projects.length) ? (
        <View className='ht-book__card' data-testid='cost'>
          <View className='ht-book__card-head'>
            <Text className='ht-book__card-title'>{tt('ht.edit.costInfo')}</Text>
          </View>
          {store.costCenters.length ? (
            <View className='ht-edit__select' onClick={() => setSheet('cost')} data-testid='cost-center'>
              <Text className='ht-edit__select-label'>{tt('ht.edit.costCenter')}</Text>
              <Text className={`ht-edit__select-value ${costCenter ? '' : 'ht-edit__select-value--ph'}`}>{costCenter?.name ?? tt('ht.edit.choose')}</Text>
              <Text className='ht-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.costCenterError ? <Text className='ht-book__field-error'>{store.costCenterError}</Text> : null}
          {store.projects.length ? (
            <View className='ht-edit__select' onClick={() => setSheet('project')} data-testid='project'>
              <Text className='ht-edit__select-label'>{tt('ht.edit.project')}</Text>
              <Text className={`ht-edit__select-value ${project ? '' : 'ht-edit__select-value--ph'}`}>{project?.name ?? tt('ht.edit.optional')}</Text>
              <Text className='ht-edit__arrow'>›</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      {store.needsCard ? <HotelCardForm card={store.card} onChange={(f, v) => store.setCard(f, v)} amount={store.quote?.guaranteeAmount ?? 0} guaranteeText={tt(`ht.guarantee.${guarantee}`)} /> : null}

      {store.rulesRequired ? (
        <View className='ht-book__card' data-testid='rules'>
          <Text className='ht-book__hint'>{tt('ht.edit.rulesText')}</Text>
          <View className={`ht-edit__check ${store.rulesAccepted ? 'ht-edit__check--on' : ''}`} onClick={() => store.toggleRules()} data-testid='rules-check'>
            <View className='ht-edit__box'>{store.rulesAccepted ? '✓' : ''}</View>
            <Text className='ht-edit__check-text'>{tt('ht.edit.rules')}</Text>
          </View>
          {store.rulesError ? <Text className='ht-book__field-error'>{store.rulesError}</Text> : null}
        </View>
      ) : null}

      {store.error ? (
        <View className='ht-edit__banner ht-edit__banner--error' data-testid='booking-error'>
          {store.error}
        </View>
      ) : null}

      {showPrice ? <HotelBookingPrice store={store} onClose={() => setShowPrice(false)} /> : null}

      <View className='ht-edit__bar'>
        <View className='ht-edit__sum' onClick={() => setShowPrice(!showPrice)} data-testid='toggle-breakdown'>
          <View className='ht-edit__sum-row'>
            <Text className='ht-edit__pay-kind'>{store.payAtHotel ? tt('ht.rooms.payAtHotel') : tt('ht.rooms.prepay')}</Text>
            <Price value={b.total} className='ht-edit__total' testId='price-total' />
          </View>
          <Text className='ht-edit__detail'>
            {tt('ht.edit.detail')} {showPrice ? '▾' : '▴'}
          </Text>
        </View>
        <View className='ht-edit__submit'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} disabled={store.forbidden} testId='booking-submit'>
            {store.submitting ? tt('ht.edit.submitting') : tt('ht.edit.submit')}
          </PrimaryButton>
        </View>
      </View>

      {picker ? (
        <TravellerPicker
          mode={picker.mode}
          selectedKeys={store.guests.map((g) => g.key)}
          max={Math.min(MAX_HOTEL_GUESTS, store.perRoom * store.roomCount)}
          onToggle={toggle}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {sheet === 'cost' ? (
        <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'project' ? <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setSheet(null)} /> : null}
      {sheet === 'reason' ? (
        <OptionSheet
          title={tt('ht.edit.reason')}
          options={store.reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={store.reasonId}
          onPick={(id) => store.chooseReason(id)}
          onClose={() => setSheet(null)}
          testId='sheet-reason'
        />
      ) : null}
      {sheet === 'arrival' ? (
        <OptionSheet
          title={tt('ht.edit.arrival')}
          options={ARRIVAL_TIMES.map((time) => ({ id: time, label: tt('ht.edit.arrivalValue', { time }) }))}
          selected={store.arrival}
          onPick={(id) => store.setArrival(id)}
          onClose={() => setSheet(null)}
          testId='sheet-arrival'
        />
      ) : null}
    </PageShell>
  )
})
