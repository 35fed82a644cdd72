import { useEffect, useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { TravellerForm } from '../../../core/components/traveller-form'
import { TravellerPicker, type TravellerPickerMode } from '../../../core/components/traveller-picker'
import type { BookableEmployee, Contact } from '../../../core/api/travellers'
import { useScopedT } from '../../../core/hooks/use-t'
import { rawQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { MAX_TICKETS } from '../../../core/domain/passenger'
import { booking } from '../../i18n/booking'
import { routesDict } from '../../i18n/flight-routes'
import { bookingDrafts } from '../../stores/booking-draft'
import { FlightBookingStore, parseBookingParams } from '../../stores/flight-booking-store'
import { SegmentCard } from '../tk-order-detail/segment-card'
import { CostCenterSheet, OptionSheet, ProjectSheet } from '../../../core/components/option-sheet'
import './index.scss'

type Sheet = 'cost' | 'project' | 'reason' | null

/** Where the form shows a field's message. */
const ERROR_SELECTOR = '.form-field--error, .traveller-form__error, .tk-edit__field-error, .tk-edit__banner--error'
/** Where a refusal about the business-trip application shows (the summary card at the top). */
const APPLICATION_SELECTOR = '.tk-edit__application'

/** /tk/tkEdit: fill in and book a domestic flight (keys handed over by the cabin page in the URL). */
function TkEditPage() {
  const tt = useScopedT(booking)
  const { session, badges } = useStores()
  // The booking context of the URL, decoded once and checked (a hand-edited address shows "search again").
  const params = useMemo(() => parseBookingParams(rawQuery()), [])
  // A connection from /tk/tkCabinTransfer: two legs of one journey, not an outbound and a return.
  const connection = useMemo(() => rawQuery().connection === '1', [])
  const rt = useScopedT(routesDict)
  const [store] = useState(
    () =>
      new FlightBookingStore(
        {},
        {
          self: () => session.empInfo,
          confirm: (title, message, confirmText) => ui.confirm(title, message, confirmText ? { confirmText } : undefined),
          now: () => Date.now(),
          newToken: () => `bk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
          drafts: bookingDrafts,
        },
      ),
  )
  const [picker, setPicker] = useState<TravellerPickerMode | null>(null)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [showBreakdown, setShowBreakdown] = useState(false)
  const [rulesOpen, setRulesOpen] = useState(false)
  const alerted = useRef(0)

  useEffect(() => {
    if (params) void store.load(params)
    // The draft stays for the next fare of this search; only the page's watch on it ends.
    return () => store.dispose()
  }, [])

  // A changed fare is told once, in a dialog, and stays on the form as a banner.
  useEffect(() => {
    if (store.priceNotices.length > alerted.current) {
      const text = store.priceNotices.slice(alerted.current).join('\n')
      alerted.current = store.priceNotices.length
      void ui.alert(tt('tk.edit.priceChangedTitle'), text)
    }
  }, [store.priceNotices.length])

  const submit = async () => {
    const outcome = await store.submit()
    if (!outcome.ok) {
      if (outcome.message && store.applicationError) {
        // The application decides whether this booking can happen at all: a dialog, not a passing toast.
        void Taro.pageScrollTo({ selector: APPLICATION_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
        await ui.alert(tt('tk.edit.applicationRefused'), store.applicationError)
      } else if (outcome.message) {
        ui.toast(outcome.message)
        // Bring the first field that needs fixing into view (the banner at the end says it too).
        void Taro.pageScrollTo({ selector: ERROR_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
      }
      return
    }
    void badges.refresh()
    ui.toast(tt('tk.edit.booked'), { icon: 'success' })
    // The completion screen reads the order back and offers its next step (pay or wait for approval).
    await redirect('/tk/tkCmp', { orderId: outcome.order.orderId })
  }

  const toggle = (item: BookableEmployee | Contact, selected: boolean, key: string): string | null => {
    if (!selected) {
      store.removeTraveller(key)
      return null
    }
    return 'empId' in item ? store.addEmployee(item) : store.addContact(item)
  }

  const title = tt('tk.edit.title')
  if (!params) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('tk.edit.missingKeys')} onRetry={() => void redirect('/tk/tkQuery')} actionText={tt('tk.edit.newSearch')} />
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
  if (store.status === 'error' || store.status === 'gone') {
    return (
      <PageShell title={title}>
        {store.status === 'gone' ? (
          <StateView status='empty' message={tt('tk.edit.fareGone')} onRetry={() => void redirect('/tk/tkQuery')} actionText={tt('tk.edit.newSearch')} />
        ) : (
          <StateView status='error' message={store.loadError} onRetry={() => void store.load(params)} />
        )}
      </PageShell>
    )
  }

  const b = store.breakdown
  const costCenter = store.costCenters.find((c) => String(c.id) === store.costCenterId)
  const project = store.projects.find((p) => String(p.id) === store.projectId)
  const selectedKeys = store.travellers.map((t) => t.key)

  return (
    <PageShell title={title} className='tk-edit'>
      <View className='tk-edit__flights'>
        {store.segments.map((s, i) => (
          <SegmentCard
            key={s.cabinKey}
            testId={`segment-${i}`}
            label={store.segments.length > 1 ? (connection ? rt('transfer.leg', { n: i + 1 }) : i === 0 ? tt('tk.edit.outbound') : tt('tk.edit.return')) : undefined}
            segment={{ ...s.flight, cabinName: s.cabin.cabinName, cabinCode: s.cabin.cabinCode }}
            extra={`${tt('tk.edit.baggage')} ${s.cabin.baggage.text}`}
          />
        ))}
        <View className='tk-edit__rules' onClick={() => setRulesOpen(!rulesOpen)} data-testid='rules'>
          <View className='tk-edit__rules-head'>
            <Text className='tk-edit__rules-title'>{tt('tk.edit.rules')}</Text>
            <Text className='tk-edit__arrow'>{rulesOpen ? '▴' : '▾'}</Text>
          </View>
          {rulesOpen
            ? store.segments.map((s) => (
                <View key={`rule-${s.cabinKey}`} className='tk-edit__rule-block'>
                  {store.segments.length > 1 ? <Text className='tk-edit__rule-flight'>{s.flight.flightNo}</Text> : null}
                  <Text className='tk-edit__rule'>
                    {tt('tk.edit.refundRule')}：{s.cabin.refundRule}
                  </Text>
                  <Text className='tk-edit__rule'>
                    {tt('tk.edit.changeRule')}：{s.cabin.changeRule}
                  </Text>
                </View>
              ))
            : null}
        </View>
      </View>

      {params.ccsqdId ? (
        <View className={`tk-edit__card tk-edit__application ${store.applicationError ? 'tk-edit__application--error' : ''}`} data-testid='booking-application'>
          <View className='tk-edit__card-head'>
            <Text className='tk-edit__card-title'>{tt('tk.edit.application')}</Text>
            <Text className='tk-edit__application-no' data-testid='booking-application-no'>
              {params.ccsqdNo ?? ''}
            </Text>
          </View>
          <Text className='tk-edit__hint'>{params.routeId ? tt('tk.edit.applicationRoute') : tt('tk.edit.applicationWhole')}</Text>
          {store.applicationError ? (
            <Text className='tk-edit__field-error' data-testid='booking-application-error'>
              {store.applicationError}
            </Text>
          ) : null}
        </View>
      ) : null}

      {store.priceNotices.map((n) => (
        <View key={n} className='tk-edit__banner tk-edit__banner--warn' data-testid='price-changed'>
          {n}
        </View>
      ))}
      {store.notice ? <View className='tk-edit__banner tk-edit__banner--warn'>{store.notice}</View> : null}

      {store.isBusiness && store.policies.length ? (
        <View className='tk-edit__card' data-testid='policy'>
          <View className='tk-edit__card-head'>
            <Text className='tk-edit__card-title'>{tt('tk.edit.policy')}</Text>
            <Text className={`tk-edit__policy ${store.inPolicy ? 'tk-edit__policy--ok' : 'tk-edit__policy--bad'}`} data-testid='policy-state'>
              {store.inPolicy ? tt('tk.edit.inPolicy') : tt('tk.edit.outPolicy')}
            </Text>
          </View>
          {store.violationTexts.map((v) => (
            <Text key={v} className='tk-edit__violation'>
              {v}
            </Text>
          ))}
          {store.forbidden ? <Text className='tk-edit__field-error'>{tt('tk.edit.forbidden')}</Text> : null}
          {store.needReason ? (
            <View className='tk-edit__select' onClick={() => setSheet('reason')} data-testid='reason-select'>
              <Text className='tk-edit__select-label'>{tt('tk.edit.reason')}</Text>
              <Text className={`tk-edit__select-value ${store.selectedReason ? '' : 'tk-edit__select-value--ph'}`}>
                {store.selectedReason?.text ?? tt('tk.edit.choose')}
              </Text>
              <Text className='tk-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.needReason && store.selectedReason?.needNote ? (
            <FormField name='reasonNote' label={tt('tk.edit.reasonNote')} value={store.reasonNote} onChange={(v) => store.setReasonNote(v)} placeholder={tt('tk.edit.reasonNotePh')} maxlength={200} />
          ) : null}
          {store.reasonError ? <Text className='tk-edit__field-error'>{store.reasonError}</Text> : null}
          {store.needApproval ? <Text className='tk-edit__hint'>{tt('tk.edit.needApproval')}</Text> : null}
        </View>
      ) : null}

      <View className='tk-edit__card' data-testid='travellers'>
        <View className='tk-edit__card-head'>
          <Text className='tk-edit__card-title'>{tt('tk.edit.travellers')}</Text>
          <Text className='tk-edit__count'>{tt('tk.edit.travellerCount', { n: store.travellers.length, max: MAX_TICKETS })}</Text>
        </View>
        <View className='tk-edit__adders'>
          {!store.hasSelf ? (
            <Text className='tk-edit__adder' onClick={() => void store.addSelf().then((m) => m && ui.toast(m))} data-testid='add-self'>
              + {tt('tk.edit.addSelf')}
            </Text>
          ) : null}
          {store.canPickColleagues ? (
            <Text className='tk-edit__adder' onClick={() => setPicker('colleague')} data-testid='add-colleague'>
              + {tt('tk.edit.addColleague')}
            </Text>
          ) : null}
          <Text className='tk-edit__adder' onClick={() => setPicker('contact')} data-testid='add-contact'>
            + {tt('tk.edit.addContact')}
          </Text>
          {store.bookOutside ? (
            <Text
              className='tk-edit__adder'
              onClick={() => {
                const m = store.addGuest()
                if (m) ui.toast(m)
              }}
              data-testid='add-guest'
            >
              + {tt('tk.edit.addGuest')}
            </Text>
          ) : null}
        </View>
        {store.travellers.length === 0 ? <Text className='tk-edit__empty'>{tt('tk.edit.noTravellers')}</Text> : null}
        {store.travellers.map((tr, i) => (
          <TravellerForm
            key={tr.key}
            value={tr}
            index={i}
            errors={store.travellerErrors[tr.key]}
            onChange={(field, v) => store.setTravellerField(tr.key, field, v)}
            onRemove={() => store.removeTraveller(tr.key)}
          />
        ))}
      </View>

      <View className='tk-edit__card' data-testid='contact'>
        <View className='tk-edit__card-head'>
          <Text className='tk-edit__card-title'>{tt('tk.edit.contact')}</Text>
        </View>
        <FormField
          name='contactName'
          label={tt('tk.edit.contactName')}
          value={store.contact.name}
          onChange={(v) => store.setContact('name', v)}
          placeholder={tt('tk.edit.contactNamePh')}
          maxlength={50}
          error={store.contactErrors.name}
        />
        <FormField
          name='contactPhone'
          label={tt('tk.edit.contactPhone')}
          type='number'
          value={store.contact.phone}
          onChange={(v) => store.setContact('phone', v)}
          placeholder={tt('tk.edit.contactPhonePh')}
          maxlength={11}
          error={store.contactErrors.phone}
        />
        <FormField
          name='contactEmail'
          label={tt('tk.edit.contactEmail')}
          value={store.contact.email}
          onChange={(v) => store.setContact('email', v)}
          placeholder={tt('tk.edit.contactEmailPh')}
          maxlength={100}
          error={store.contactErrors.email}
        />
      </View>

      {store.isBusiness && (store.costCenters.length || store.projects.length) ? (
        <View className='tk-edit__card' data-testid='cost'>
          <View className='tk-edit__card-head'>
            <Text className='tk-edit__card-title'>{tt('tk.edit.costInfo')}</Text>
          </View>
          {store.costCenters.length ? (
            <View className='tk-edit__select' onClick={() => setSheet('cost')} data-testid='cost-center'>
              <Text className='tk-edit__select-label'>{tt('tk.edit.costCenter')}</Text>
              <Text className={`tk-edit__select-value ${costCenter ? '' : 'tk-edit__select-value--ph'}`}>{costCenter?.name ?? tt('tk.edit.choose')}</Text>
              <Text className='tk-edit__arrow'>›</Text>
            </View>
          ) : null}
          {store.costCenterError ? <Text className='tk-edit__field-error'>{store.costCenterError}</Text> : null}
          {store.projects.length ? (
            <View className='tk-edit__select' onClick={() => setSheet('project')} data-testid='project'>
              <Text className='tk-edit__select-label'>{tt('tk.edit.project')}</Text>
              <Text className={`tk-edit__select-value ${project ? '' : 'tk-edit__select-value--ph'}`}>{project?.name ?? tt('tk.edit.optional')}</Text>
              <Text className='tk-edit__arrow'>›</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      <View className='tk-edit__card' data-testid='insurance'>
        <View className='tk-edit__card-head'>
          <Text className='tk-edit__card-title'>{tt('tk.edit.insurance')}</Text>
        </View>
        {store.insurances.length === 0 ? <Text className='tk-edit__empty'>{tt('tk.edit.noInsurance')}</Text> : null}
        {store.insurances.map((ins) => {
          const on = store.insuranceIds.includes(ins.bxid)
          return (
            <View key={ins.bxid} className={`tk-edit__ins ${on ? 'tk-edit__ins--on' : ''}`} onClick={() => store.toggleInsurance(ins.bxid)} data-testid={`ins-${ins.bxid}`}>
              <View className='tk-edit__box'>{on ? '✓' : ''}</View>
              <View className='tk-edit__ins-main'>
                <Text className='tk-edit__ins-name'>
                  {ins.bxmc}
                  {ins.companyPaid === 1 && store.isBusiness ? <Text className='tk-edit__tag'>{tt('tk.edit.companyPaid')}</Text> : null}
                </Text>
                <Text className='tk-edit__ins-desc'>{ins.besm}</Text>
              </View>
              <Text className='tk-edit__ins-price'>{tt('tk.edit.insurancePer', { price: ins.saleprice })}</Text>
            </View>
          )
        })}
      </View>

      {store.error ? (
        <View className='tk-edit__banner tk-edit__banner--error' data-testid='booking-error'>
          {store.error}
        </View>
      ) : null}

      {showBreakdown ? (
        <View className='tk-edit__breakdown' onClick={() => setShowBreakdown(false)}>
          <View className='tk-edit__breakdown-panel' data-testid='breakdown'>
            <Text className='tk-edit__card-title'>{tt('tk.edit.price')}</Text>
            <View className='tk-edit__line'>
              <Text>{tt('tk.edit.fare')}</Text>
              <Price value={b.fare} testId='price-fare' />
            </View>
            <View className='tk-edit__line'>
              <Text>{tt('tk.edit.taxes')}</Text>
              <Price value={b.taxes} testId='price-taxes' />
            </View>
            <View className='tk-edit__line'>
              <Text>
                {tt('tk.edit.serviceFee')} <Price value={store.serviceFee} /> {tt('tk.edit.times', { n: b.passengers * b.segments })}
              </Text>
              <Price value={b.serviceFee} testId='price-service' />
            </View>
            <View className='tk-edit__line'>
              <Text>{tt('tk.edit.insuranceFee')}</Text>
              <Price value={b.insurance} testId='price-insurance' />
            </View>
            <View className='tk-edit__line tk-edit__line--total'>
              <Text>{tt('tk.edit.total')}</Text>
              <Price value={b.total} />
            </View>
          </View>
        </View>
      ) : null}

      <View className='tk-edit__bar'>
        <View className='tk-edit__sum' onClick={() => setShowBreakdown(!showBreakdown)} data-testid='toggle-breakdown'>
          <Price value={b.total} className='tk-edit__total' testId='price-total' />
          <Text className='tk-edit__detail'>
            {tt('tk.edit.detail')} {showBreakdown ? '▾' : '▴'}
          </Text>
        </View>
        <View className='tk-edit__submit'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting} disabled={store.forbidden} testId='booking-submit'>
            {store.submitting ? tt('tk.edit.submitting') : tt('tk.edit.submit')}
          </PrimaryButton>
        </View>
      </View>

      {picker ? (
        <TravellerPicker mode={picker} selectedKeys={selectedKeys} max={MAX_TICKETS} onToggle={toggle} onClose={() => setPicker(null)} />
      ) : null}
      {sheet === 'cost' ? (
        <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'project' ? (
        <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'reason' ? (
        <OptionSheet
          title={tt('tk.edit.reason')}
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

export default observer(TkEditPage)
