import { useEffect, useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { CostCenterSheet, OptionSheet, ProjectSheet } from '../../../core/components/option-sheet'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { cardTypeLabel } from '../../../core/domain/card-types'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { intlViolationReasons } from '../../api/intl-flight'
import { JourneyLine } from '../../components/intl-itinerary'
import { intlDict } from '../../i18n/intl'
import { bookingContextOf } from '../../stores/intl-booking-context'
import { IntlBookingStore, type IntlPassengerForm } from '../../stores/intl-booking-store'
import { getFlightSearchStore } from '../../stores/flight-search-store'
import '../../components/intl.scss'

type TextField = 'name' | 'engName' | 'cardNumber' | 'cardExpiry' | 'nationality' | 'placeOfIssue' | 'born' | 'phone'

const Field = observer(function Field({ store, p, field, label, hint }: { store: IntlBookingStore; p: IntlPassengerForm; field: TextField; label: string; hint?: string }) {
  const error = store.errors[`${p.key}.${field}`]
  return (
    <View>
      <View className={`intl-field ${error ? 'intl-field--error' : ''}`}>
        <Text className='intl-field__label'>{label}</Text>
        <Input className='intl-field__input' value={p[field]} placeholder={hint} onInput={(e) => store.setField(p.key, field, e.detail.value)} data-testid={`${p.key}-${field}`} />
      </View>
      {error ? <Text className='intl-error' data-testid={`${p.key}-${field}-error`}>{error}</Text> : null}
    </View>
  )
})

/** /tk/tkIntEdit: passport-based passengers, contact, out-of-policy reason; bookGjOrder. */
function TkIntEditPage() {
  const tt = useScopedT(intlDict)
  const router = useRouter()
  const { session } = useStores()
  const ctx = useMemo(() => bookingContextOf(router.params as Record<string, string>), [])
  const store = useMemo(() => (ctx ? new IntlBookingStore(ctx) : null), [ctx])
  const [reasons, setReasons] = useState<{ id: string; text: string }[]>([])
  const [reasonSheet, setReasonSheet] = useState(false)
  const [codedSheet, setCodedSheet] = useState<'cost' | 'project' | null>(null)
  const t = useT()

  useEffect(() => {
    if (!store || !ctx) return
    const me = session.empInfo
    const names = new Map(getFlightSearchStore().travellers.map((t) => [t.empId, t.empName]))
    const ids = ctx.travellerIds.length ? ctx.travellerIds : me ? [String(me.empId)] : []
    const people = ids.map((id) => {
      const self = me && String(me.empId) === id
      return {
        empId: id, name: self ? me.empName : names.get(id) ?? '', engName: self ? (me.engName ?? '').toUpperCase() : '', cardType: 'PP', cardNumber: '', cardExpiry: '',
        nationality: self && me.nation && me.nation.length === 2 ? me.nation.toUpperCase() : 'CN', placeOfIssue: '', born: self ? me.born ?? '' : '',
        sex: (self && (me.sex === 'M' || me.sex === 'F') ? me.sex : '') as '' | 'M' | 'F', phone: '',
      }
    })
    if (me) store.setContact(me.empName, /^1\d{10}$/.test(me.phoneNumber ?? '') ? me.phoneNumber : '')
    void store.load(people, me?.deptId)
    void intlViolationReasons().then(setReasons).catch(() => setReasons([]))
  }, [store])

  if (!store || !ctx) {
    return (
      <PageShell title={tt('edit.title')}>
        <StateView status='empty' message={tt('cabin.loadFailed')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} />
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !store.fare) {
    return (
      <PageShell title={tt('edit.title')}>
        <StateView status={store.status === 'error' ? 'error' : 'loading'} message={store.status === 'error' ? store.loadError : undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  const it = store.fare.itinerary
  const submit = async () => {
    const r = await store.submit()
    if (!r) {
      ui.toast(store.submitError || store.firstError)
      return
    }
    await redirect('/tk/tkIntCmp', { orderId: r.orderId, orderNo: r.orderNo, status: r.status, deadline: r.payDeadline ?? '' })
  }
  const reasonText = reasons.find((r) => r.id === store.reasonId)?.text
  const costCenter = store.costCenters.find((c) => String(c.id) === store.costCenterId)
  const project = store.projects.find((p) => String(p.id) === store.projectId)

  return (
    <PageShell title={tt('edit.title')} className='intl-page'>
      <View className='intl-box'>
        {it.journeys.map((j, i) => (
          <JourneyLine key={i} journey={j} label={it.journeys.length > 1 ? tt(i === 0 ? 'list.outbound' : 'list.return') : undefined} />
        ))}
        <Text className='intl-muted'>{it.journeys.flatMap((j) => j.legs.map((l) => `${l.airlineName} ${l.flightNo}`)).join(' · ')} · {it.cabinName}</Text>
      </View>

      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('edit.passengers')}</Text>
        {store.errors.passengers ? <Text className='intl-error'>{store.errors.passengers}</Text> : null}
        {store.passengers.map((p, i) => (
          <View key={p.key} data-testid={`passenger-${i}`} style={{ marginBottom: '24px' }}>
            <View className='intl-row'>
              <Text>{p.name || `${tt('edit.passenger')} ${i + 1}`}</Text>
              <Text className='intl-link' onClick={() => store.remove(p.key)}>{tt('edit.remove')}</Text>
            </View>
            {!p.empId ? <Field store={store} p={p} field='name' label={tt('edit.name')} /> : null}
            <Field store={store} p={p} field='engName' label={tt('edit.engName')} hint={tt('edit.engNameHint')} />
            <View className='intl-field'>
              <Text className='intl-field__label'>{tt('edit.cardType')}</Text>
              <View className='intl-chips'>
                {store.cardTypes.map((c) => (
                  <View key={c} className={`intl-chip ${p.cardType === c ? 'intl-chip--on' : ''}`} onClick={() => store.setField(p.key, 'cardType', c)} data-testid={`${p.key}-card-${c}`}>
                    {cardTypeLabel(c)}
                  </View>
                ))}
              </View>
            </View>
            <Field store={store} p={p} field='cardNumber' label={tt('edit.cardNumber')} />
            <Field store={store} p={p} field='cardExpiry' label={tt('edit.cardExpiry')} hint={tt('edit.dateHint')} />
            <Field store={store} p={p} field='nationality' label={tt('edit.nationality')} />
            <Field store={store} p={p} field='placeOfIssue' label={tt('edit.placeOfIssue')} />
            <Field store={store} p={p} field='born' label={tt('edit.born')} hint={tt('edit.dateHint')} />
            <View className='intl-field'>
              <Text className='intl-field__label'>{tt('edit.sex')}</Text>
              <View className='intl-chips'>
                {(['M', 'F'] as const).map((s) => (
                  <View key={s} className={`intl-chip ${p.sex === s ? 'intl-chip--on' : ''}`} onClick={() => store.setField(p.key, 'sex', s)} data-testid={`${p.key}-sex-${s}`}>
                    {tt(s === 'M' ? 'edit.male' : 'edit.female')}
                  </View>
                ))}
              </View>
            </View>
            {store.errors[`${p.key}.sex`] ? <Text className='intl-error'>{store.errors[`${p.key}.sex`]}</Text> : null}
            {!p.empId ? <Field store={store} p={p} field='phone' label={tt('edit.phone')} /> : null}
          </View>
        ))}
        <Text className='intl-link' onClick={() => store.addGuest()} data-testid='add-guest'>+ {tt('edit.addGuest')}</Text>
      </View>

      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('edit.contact')}</Text>
        <View className={`intl-field ${store.errors.contactName ? 'intl-field--error' : ''}`}>
          <Text className='intl-field__label'>{tt('edit.contactName')}</Text>
          <Input className='intl-field__input' value={store.contactName} onInput={(e) => store.setContact(e.detail.value, store.contactPhone)} data-testid='contact-name' />
        </View>
        <View className={`intl-field ${store.errors.contactPhone ? 'intl-field--error' : ''}`}>
          <Text className='intl-field__label'>{tt('edit.contactPhone')}</Text>
          <Input className='intl-field__input' type='number' value={store.contactPhone} onInput={(e) => store.setContact(store.contactName, e.detail.value)} data-testid='contact-phone' />
        </View>
        {store.errors.contactPhone ? <Text className='intl-error'>{store.errors.contactPhone}</Text> : null}
      </View>

      {ctx.tripType === 1 && (store.costCenters.length || store.projects.length) ? (
        <View className='intl-box' data-testid='cost'>
          <Text className='intl-box__title'>{tt('edit.costInfo')}</Text>
          {store.costCenters.length ? (
            <View className='intl-row' onClick={() => setCodedSheet('cost')} data-testid='cost-center'>
              <Text>{t('common.costCenter')}</Text>
              <Text className={costCenter ? '' : 'intl-muted'}>{costCenter?.name ?? tt('edit.choose')} ›</Text>
            </View>
          ) : null}
          {store.errors.costCenter ? <Text className='intl-error'>{store.errors.costCenter}</Text> : null}
          {store.projects.length ? (
            <View className='intl-row' onClick={() => setCodedSheet('project')} data-testid='project'>
              <Text>{t('common.project')}</Text>
              <Text className={project ? '' : 'intl-muted'}>{project?.name ?? tt('edit.optional')} ›</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      {store.violated && ctx.tripType === 1 ? (
        <View className='intl-box' data-testid='reason-box'>
          <Text className='intl-warn'>{it.violations[0]?.text}</Text>
          <View className='intl-row' onClick={() => setReasonSheet(true)} data-testid='reason-pick'>
            <Text>{tt('edit.reason')}</Text>
            <Text className={reasonText ? '' : 'intl-muted'}>{reasonText ?? tt('edit.reasonPick')} ›</Text>
          </View>
          {store.errors.reason ? <Text className='intl-error'>{store.errors.reason}</Text> : null}
          <View className='intl-field'>
            <Text className='intl-field__label'>{tt('edit.reasonNote')}</Text>
            <Input className='intl-field__input' value={store.reasonNote} onInput={(e) => store.setReasonNote(e.detail.value)} data-testid='reason-note' />
          </View>
        </View>
      ) : null}

      {store.submitError ? <Text className='intl-warn' data-testid='submit-error'>{store.submitError}</Text> : null}

      <View className='intl-bar'>
        <View className='intl-bar__sum'>
          <Text className='intl-muted'>{tt('edit.total')} </Text>
          <Text className='intl-bar__amount' data-testid='edit-total'>¥{store.total}</Text>
        </View>
        <View className='intl-bar__btn'>
          <PrimaryButton asksForMessages loading={store.submitting} onClick={() => void submit()} testId='edit-submit'>
            {store.submitting ? tt('edit.submitting') : tt('edit.submit')}
          </PrimaryButton>
        </View>
      </View>
      {codedSheet === 'cost' ? (
        <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setCodedSheet(null)} />
      ) : null}
      {codedSheet === 'project' ? (
        <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setCodedSheet(null)} />
      ) : null}
      {reasonSheet ? (
        <OptionSheet
          title={tt('edit.reason')}
          options={reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={store.reasonId}
          onPick={(id) => {
            store.setReason(id)
            setReasonSheet(false)
          }}
          onClose={() => setReasonSheet(false)}
          testId='reason-sheet'
        />
      ) : null}
    </PageShell>
  )
}

export default observer(TkIntEditPage)
