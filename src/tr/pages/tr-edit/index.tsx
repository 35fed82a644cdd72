import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { CostCenterSheet, OptionSheet, ProjectSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { TravellerForm } from '../../../core/components/traveller-form'
import { TravellerPicker, type TravellerPickerMode } from '../../../core/components/traveller-picker'
import type { BookableEmployee, Contact } from '../../../core/api/travellers'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, rawQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { TicketChoice } from '../../components/train-booking-ticket-choice'
import { TrainCard } from '../../components/train-booking-train-card'
import { trainBooking } from '../../i18n/booking'
import { TrainAccountStore } from '../../stores/train-account-store'
import { trainBookingContext } from '../../stores/train-context'
import { trainBookingDrafts } from '../../stores/train-booking-draft'
import { parseTrainBookingParams, TrainBookingStore } from '../../stores/train-booking-store'
import { MAX_TRAIN_TRAVELLERS } from '../../stores/train-booking-travellers'
import { IdentityCheck } from './identity-check'
import './index.scss'

type Sheet = 'cost' | 'project' | 'reason' | null

/** Where the form shows a field's message (the first one is scrolled into view). */
const ERROR_SELECTOR = '.form-field--error, .traveller-form__error, .tr-edit__field-error, .tr-identity--bad, .tr-identity--code, .tr-edit__banner--error'
const APPLICATION_SELECTOR = '.tr-edit__application'

/** /tr/trEdit?trainKey=&seatType=&date=&from=&to=&tripType=: fill in and book a train (validOrder, then trBookOrder). */
function TrEditPage() {
  const tt = useScopedT(trainBooking)
  const { session, badges } = useStores()
  const params = useMemo(() => parseTrainBookingParams(rawQuery()), [])
  const [store] = useState(
    () =>
      new TrainBookingStore(
        {},
        {
          self: () => session.empInfo,
          now: () => Date.now(),
          newToken: () => `tr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
          drafts: trainBookingDrafts,
        },
      ),
  )
  // The rail account row (optional): read when the form opens and again when back from /tr/trAccount.
  const [account] = useState(() => new TrainAccountStore())
  const [picker, setPicker] = useState<TravellerPickerMode | null>(null)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [showBreakdown, setShowBreakdown] = useState(false)

  useDidShow(() => {
    void account.load(account.status === 'ready')
  })
  useEffect(() => {
    void account.loadOffer()
  }, [])

  useEffect(() => {
    if (params) void store.load(params)
    // The draft stays for the next train of this search; only the page's watch on it ends.
    return () => store.dispose()
  }, [])

  const submit = async () => {
    const outcome = await store.submit()
    if (!outcome.ok) {
      if (outcome.message && store.applicationError) {
        void Taro.pageScrollTo({ selector: APPLICATION_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
        await ui.alert(tt('tr.edit.applicationRefused'), store.applicationError)
      } else if (outcome.message) {
        ui.toast(outcome.message)
        void Taro.pageScrollTo({ selector: ERROR_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
      }
      return
    }
    void badges.refresh()
    ui.toast(tt('tr.edit.booked'), { icon: 'success' })
    await redirect('/tr/trCmp', { orderId: outcome.order.orderId })
  }

  const toggle = (item: BookableEmployee | Contact, selected: boolean, key: string): string | null => {
    if (!selected) {
      store.removeTraveller(key)
      return null
    }
    return 'empId' in item ? store.addEmployee(item) : store.addContact(item)
  }
  const say = (message: string | null) => {
    if (message) ui.toast(message)
  }

  const title = tt('tr.edit.title')
  if (!params) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('tr.edit.missingKeys')} onRetry={() => void redirect('/tr/trQuery')} actionText={tt('tr.edit.newSearch')} />
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
        <StateView status='error' message={store.loadError} onRetry={() => void store.load(params)} />
      </PageShell>
    )
  }
  if (store.status === 'gone' || !store.train) {
    return (
      <PageShell title={title}>
        <View data-testid='booking-gone'>
          <StateView status='empty' message={store.goneReason || tt('tr.edit.trainGone')} onRetry={() => void redirect('/tr/trQuery')} actionText={tt('tr.edit.newSearch')} />
        </View>
      </PageShell>
    )
  }

  const train = store.train
  const b = store.breakdown
  const costCenter = store.costCenters.find((c) => String(c.id) === store.costCenterId)
  const project = store.projects.find((p) => String(p.id) === store.projectId)
  const seats = store.bookableSeats
  const standbyParams = trainBookingContext.encode({ ...params, seatType: store.seatType })

  return (
    <PageShell title={title} className='tr-edit'>
      <View className='tr-edit__top'>
        <TrainCard
          train={train}
          testId='train-card'
          foot={
            <View className='tr-edit__seats' data-testid='seat-switch'>
              {seats.map((s) => (
                <View
                  key={s.seatType}
                  className={`tr-edit__seat ${s.seatType === store.seatType ? 'tr-edit__seat--on' : ''}`}
                  onClick={() => say(store.chooseSeat(s.seatType))}
                  data-testid={`seat-${s.seatType}`}
                >
                  <Text className='tr-edit__seat-name'>{s.seatName}</Text>
                  <Price value={s.price} className='tr-edit__seat-price' />
                  <Text className='tr-edit__seat-left'>{tt('tr.seat.left', { n: s.seatCount })}</Text>
                </View>
              ))}
            </View>
          }
        />
        <Text className='tr-edit__detail-link' onClick={() => void navigate('/tr/trDetail', trainBookingContext.encode({ ...params, seatType: undefined }))} data-testid='open-detail'>
          {tt('tr.edit.timetable')} ›
        </Text>
      </View>

      {params.ccsqdId ? (
        <View className={`tr-edit__card tr-edit__application ${store.applicationError ? 'tr-edit__application--error' : ''}`} data-testid='booking-application'>
          <View className='tr-edit__card-head'>
            <Text className='tr-edit__card-title'>{tt('tr.edit.application')}</Text>
          </View>
          <Text className='tr-edit__hint'>{params.routeId ? tt('tr.edit.applicationRoute') : tt('tr.edit.applicationWhole')}</Text>
          {store.applicationError ? (
            <Text className='tr-edit__field-error' data-testid='booking-application-error'>
              {store.applicationError}
            </Text>
          ) : null}
        </View>
      ) : null}

      {store.notice ? <View className='tr-edit__banner tr-edit__banner--warn'>{store.notice}</View> : null}

      {store.isBusiness ? (
        <View className='tr-edit__card' data-testid='policy'>
          <View className='tr-edit__card-head'>
            <Text className='tr-edit__card-title'>{tt('tr.edit.policy')}</Text>
            <Text className={`tr-edit__policy ${store.inPolicy ? 'tr-edit__policy--ok' : 'tr-edit__policy--bad'}`} data-testid='policy-state'>
              {store.forbidden ? tt('tr.edit.forbiddenShort') : store.inPolicy ? tt('tr.edit.inPolicy') : tt('tr.edit.outPolicy')}
            </Text>
          </View>
          {store.travelStandard ? <Text className='tr-edit__hint'>{tt('tr.detail.standard', { seats: store.travelStandard.seatNames })}</Text> : null}
          {store.violationTexts.map((v) => (
            <Text key={v} className='tr-edit__violation'>
              {v}
            </Text>
          ))}
          {store.forbidden ? <Text className='tr-edit__field-error'>{tt('tr.seat.forbidden')}</Text> : null}
          {store.needReason ? (
            <View className='tr-edit__select' onClick={() => (store.reasons.length ? setSheet('reason') : ui.toast(tt('tr.edit.noReasons')))} data-testid='reason-select'>
              <Text className='tr-edit__select-label'>{tt('tr.edit.reason')}</Text>
              <Text className={`tr-edit__select-value ${store.selectedReason ? '' : 'tr-edit__select-value--ph'}`}>
                {store.selectedReason?.text ?? (store.reasons.length ? tt('tr.edit.choose') : tt('tr.edit.noReasons'))}
              </Text>
              <Text className='tr-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.needReason && store.selectedReason?.needNote ? (
            <FormField name='reasonNote' label={tt('tr.edit.reasonNote')} value={store.reasonNote} onChange={(v) => store.setReasonNote(v)} placeholder={tt('tr.edit.reasonNotePh')} maxlength={200} />
          ) : null}
          {store.reasonError ? <Text className='tr-edit__field-error'>{store.reasonError}</Text> : null}
          {store.needApproval ? <Text className='tr-edit__hint'>{tt('tr.edit.needApproval')}</Text> : null}
        </View>
      ) : null}

      <View className='tr-edit__card' data-testid='travellers'>
        <View className='tr-edit__card-head'>
          <Text className='tr-edit__card-title'>{tt('tr.edit.travellers')}</Text>
          <Text className='tr-edit__count'>{tt('tr.edit.travellerCount', { n: store.travellers.length, max: MAX_TRAIN_TRAVELLERS })}</Text>
        </View>
        <View className='tr-edit__adders'>
          {!store.hasSelf ? (
            <Text className='tr-edit__adder' onClick={() => void store.addSelf().then(say)} data-testid='add-self'>
              + {tt('tr.edit.addSelf')}
            </Text>
          ) : null}
          {store.canPickColleagues ? (
            <Text className='tr-edit__adder' onClick={() => setPicker('colleague')} data-testid='add-colleague'>
              + {tt('tr.edit.addColleague')}
            </Text>
          ) : null}
          <Text className='tr-edit__adder' onClick={() => setPicker('contact')} data-testid='add-contact'>
            + {tt('tr.edit.addContact')}
          </Text>
          {store.bookOutside ? (
            <Text className='tr-edit__adder' onClick={() => say(store.addGuest())} data-testid='add-guest'>
              + {tt('tr.edit.addGuest')}
            </Text>
          ) : null}
        </View>
        <Text className='tr-edit__hint'>{tt('tr.edit.cardsAccepted')}</Text>
        {store.travellers.length === 0 ? <Text className='tr-edit__empty'>{tt('tr.edit.noTravellers')}</Text> : null}
        {store.travellers.map((tr, i) => (
          <View key={tr.key}>
            <TravellerForm
              value={tr}
              index={i}
              errors={store.travellerErrors[tr.key]}
              onChange={(field, v) => store.setTravellerField(tr.key, field, v)}
              onRemove={() => store.removeTraveller(tr.key)}
            />
            <TicketChoice
              index={i}
              ticketType={tr.ticketType}
              seatType={tr.seatType}
              ticketTypes={store.ticketTypesFor(tr)}
              seats={seats}
              fare={store.fareOf(tr)}
              onTicket={(k) => say(store.setTicketType(tr.key, k))}
              onSeat={(s) => say(store.setTravellerSeat(tr.key, s))}
            />
            <IdentityCheck store={store} traveller={tr} index={i} />
          </View>
        ))}
        {account.offered || account.account ? (
          <View className='tr-edit__select tr-edit__rail' onClick={() => void navigate('/tr/trAccount')} data-testid='rail-account-entry'>
            <Text className='tr-edit__select-label'>{tt('tr.account.entry')}</Text>
            <Text className={`tr-edit__select-value ${account.account ? '' : 'tr-edit__select-value--ph'}`} data-testid='rail-account-entry-value'>
              {account.account ? account.account.accountName : tt('tr.account.entryPh')}
            </Text>
            <Text className='tr-edit__arrow'>›</Text>
          </View>
        ) : null}
      </View>

      <View className='tr-edit__card' data-testid='contact'>
        <View className='tr-edit__card-head'>
          <Text className='tr-edit__card-title'>{tt('tr.edit.contact')}</Text>
        </View>
        <FormField
          name='contactName'
          label={tt('tr.edit.nameLabel')}
          value={store.contact.name}
          onChange={(v) => store.setContact('name', v)}
          placeholder={tt('tr.edit.contactNamePh')}
          maxlength={50}
          error={store.contactErrors.name}
        />
        <FormField
          name='contactPhone'
          label={tt('tr.edit.phoneLabel')}
          type='number'
          value={store.contact.phone}
          onChange={(v) => store.setContact('phone', v)}
          placeholder={tt('tr.edit.contactPhonePh')}
          maxlength={11}
          error={store.contactErrors.phone}
        />
        <FormField
          name='contactEmail'
          label={tt('tr.edit.contactEmail')}
          value={store.contact.email}
          onChange={(v) => store.setContact('email', v)}
          placeholder={tt('tr.edit.contactEmailPh')}
          maxlength={100}
          error={store.contactErrors.email}
        />
      </View>

      {store.isBusiness && (store.costCenters.length || store.projects.length) ? (
        <View className='tr-edit__card' data-testid='cost'>
          <View className='tr-edit__card-head'>
            <Text className='tr-edit__card-title'>{tt('tr.edit.costInfo')}</Text>
          </View>
          {store.costCenters.length ? (
            <View className='tr-edit__select' onClick={() => setSheet('cost')} data-testid='cost-center'>
              <Text className='tr-edit__select-label'>{tt('tr.edit.costCenter')}</Text>
              <Text className={`tr-edit__select-value ${costCenter ? '' : 'tr-edit__select-value--ph'}`}>{costCenter?.name ?? tt('tr.edit.choose')}</Text>
              <Text className='tr-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.costCenterError ? <Text className='tr-edit__field-error'>{store.costCenterError}</Text> : null}
          {store.projects.length ? (
            <View className='tr-edit__select' onClick={() => setSheet('project')} data-testid='project'>
              <Text className='tr-edit__select-label'>{tt('tr.edit.project')}</Text>
              <Text className={`tr-edit__select-value ${project ? '' : 'tr-edit__select-value--ph'}`}>{project?.name ?? tt('tr.edit.optional')}</Text>
              <Text className='tr-edit__arrow'>›</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      <View className='tr-edit__card' data-testid='insurance'>
        <View className='tr-edit__card-head'>
          <Text className='tr-edit__card-title'>{tt('tr.edit.insurance')}</Text>
          <Text className='tr-edit__count'>{tt('tr.edit.optional')}</Text>
        </View>
        {store.insurances.length === 0 ? <Text className='tr-edit__empty'>{tt('tr.edit.noInsurance')}</Text> : null}
        {store.insurances.map((ins) => {
          const on = store.insuranceIds.includes(ins.bxid)
          return (
            <View key={ins.bxid} className={`tr-edit__ins ${on ? 'tr-edit__ins--on' : ''}`} onClick={() => store.toggleInsurance(ins.bxid)} data-testid={`ins-${ins.bxid}`}>
              <View className='tr-edit__box'>{on ? '✓' : ''}</View>
              <View className='tr-edit__ins-main'>
                <Text className='tr-edit__ins-name'>{ins.bxmc}</Text>
                <Text className='tr-edit__ins-desc'>{ins.besm}</Text>
              </View>
              <Text className='tr-edit__ins-price'>{tt('tr.edit.insurancePer', { price: ins.saleprice })}</Text>
            </View>
          )
        })}
      </View>

      {store.error ? (
        <View className='tr-edit__banner tr-edit__banner--error' data-testid='booking-error'>
          {store.error}
          {store.standbyOffered ? (
            <Text className='tr-edit__banner-link' onClick={() => void navigate('/tr/trBenchEdit', standbyParams)} data-testid='standby-offer'>
              {tt('tr.edit.standbyOffer')} ›
            </Text>
          ) : null}
        </View>
      ) : null}

      {showBreakdown ? (
        <View className='tr-edit__breakdown' onClick={() => setShowBreakdown(false)}>
          <View className='tr-edit__breakdown-panel' data-testid='breakdown'>
            <Text className='tr-edit__card-title'>{tt('tr.edit.price')}</Text>
            <View className='tr-edit__line'>
              <Text>{tt('tr.edit.fareLine', { n: b.passengers })}</Text>
              <Price value={b.fare} testId='price-fare' />
            </View>
            <View className='tr-edit__line'>
              <Text>
                {tt('tr.edit.serviceFee')} <Price value={b.serviceFeePer} /> {tt('tr.edit.times', { n: b.passengers })}
              </Text>
              <Price value={b.serviceFee} testId='price-service' />
            </View>
            <View className='tr-edit__line'>
              <Text>{tt('tr.edit.insuranceFee')}</Text>
              <Price value={b.insurance} testId='price-insurance' />
            </View>
            <View className='tr-edit__line tr-edit__line--total'>
              <Text>{tt('tr.edit.total')}</Text>
              <Price value={b.total} />
            </View>
            {b.quoted ? <Text className='tr-edit__hint'>{tt('tr.edit.quoted')}</Text> : store.hasReducedTickets ? <Text className='tr-edit__hint'>{tt('tr.edit.estimate')}</Text> : null}
          </View>
        </View>
      ) : null}

      <View className='tr-edit__bar'>
        <View className='tr-edit__sum' onClick={() => setShowBreakdown(!showBreakdown)} data-testid='toggle-breakdown'>
          <Price value={b.total} className='tr-edit__total' testId='price-total' />
          <Text className='tr-edit__detail'>
            {tt('tr.edit.detail')} {showBreakdown ? '▾' : '▴'}
          </Text>
        </View>
        <View className='tr-edit__submit'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} disabled={store.forbidden} testId='booking-submit'>
            {store.submitting ? tt('tr.edit.submitting') : tt('tr.edit.submit')}
          </PrimaryButton>
        </View>
      </View>

      {picker ? (
        <TravellerPicker mode={picker} selectedKeys={store.travellers.map((t) => t.key)} max={MAX_TRAIN_TRAVELLERS} onToggle={toggle} onClose={() => setPicker(null)} />
      ) : null}
      {sheet === 'cost' ? (
        <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'project' ? <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setSheet(null)} /> : null}
      {sheet === 'reason' ? (
        <OptionSheet
          title={tt('tr.edit.reason')}
          options={store.reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={store.reasonId}
          onPick={(id) => store.chooseReason(id)}
          onClose={() => setSheet(null)}
          testId='sheet-reason'
        />
      ) : null}
    </PageShell>
  )
}

export default observer(TrEditPage)
