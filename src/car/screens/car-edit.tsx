import { useEffect, useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee } from '../../core/api/travellers'
import { FormField } from '../../core/components/form-field'
import { CostCenterSheet, OptionSheet, ProjectSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker } from '../../core/components/traveller-picker'
import { useScopedT } from '../../core/hooks/use-t'
import { back, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { carBookingDict } from '../i18n/booking'
import { carSearchDict } from '../i18n/search'
import { CarBookingStore, REMARK_MAX, type SameRides } from '../stores/car-booking-store'
import { CAR_SCREENS, carEditContext } from '../stores/car-context'
import './car-booking.scss'

type Sheet = null | 'passenger' | 'cost' | 'project' | 'reason'

/**
 * /car/carEdit: the booking form of the chosen car type (or package): the ride, the passenger
 * (self or a colleague in scope), contact, cost centre and project, the policy verdict with its
 * reason, remark and pick-up note. checkPreBook runs on entry; checkSameOrder before submitting
 * (the clashing rides are listed in a confirm dialog); the order opens /car/carCmp.
 */
export const CarEdit = observer(function CarEdit() {
  const tt = useScopedT(carBookingDict)
  const ts = useScopedT(carSearchDict)
  const router = useRouter()
  const [store] = useState(() => new CarBookingStore())
  const [sheet, setSheet] = useState<Sheet>(null)
  const ctx = carEditContext.decode(router.params)

  useEffect(() => {
    if (ctx) void store.load(ctx)
  }, [])

  const confirmSame = (rides: SameRides) =>
    ui.confirm(tt('edit.sameTitle'), tt('edit.sameBody', { rides: rides.map((r) => `${r.orderNo} ${r.startTime.slice(5)} ${r.fromName}→${r.toName}`).join('；') }), { confirmText: tt('edit.sameConfirm') })

  const submit = async () => {
    const r = await store.submit(confirmSame)
    if (r.ok) void redirect(CAR_SCREENS.done, { orderId: r.order.orderId, use: ctx?.useType ?? 1 })
    else if (r.message) ui.toast(r.message)
  }

  const pickColleague = (item: unknown, selected: boolean): string | null => {
    if (selected) {
      store.chooseColleague(item as BookableEmployee)
      setSheet(null)
    }
    return null
  }

  if (!ctx) {
    return (
      <PageShell title={tt('edit.title')}>
        <StateView status='error' message={tt('edit.loadFailed')} onRetry={() => void navigate(CAR_SCREENS.query)} />
      </PageShell>
    )
  }
  if (store.status === 'loading') {
    return (
      <PageShell title={tt('edit.title')}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !store.choice) {
    return (
      <PageShell title={tt('edit.title')}>
        <StateView
          status='error'
          message={store.loadError || tt('edit.loadFailed')}
          onRetry={() => (store.status === 'gone' ? void back() : void store.load(ctx))}
          actionText={store.status === 'gone' ? tt('edit.back') : undefined}
        />
      </PageShell>
    )
  }

  const c = store.choice
  const e = store.errors
  const places = store.places
  const cost = store.costCenters.find((x) => String(x.id) === store.costCenterId)
  const project = store.projects.find((x) => String(x.id) === store.projectId)

  return (
    <PageShell title={tt('edit.title')} className='car-b'>
      <View className='car-b__card' data-testid='edit-summary'>
        <Text className='car-b__summary-use'>
          {ts(`use.${ctx.useType}`)} · {ctx.cityName ?? ctx.cityId}
        </Text>
        <Text className='car-b__summary-route'>{places.from && places.to ? `${places.from} → ${places.to}` : ctx.dayDate}</Text>
        <Text className='car-b__summary-sub'>
          {tt('edit.timeValue', { time: ctx.useType === 1 ? tt('edit.now') : store.startTime })}
        </Text>
        <View className='car-b__kv'>
          <Text>
            {c.pkg ? tt('edit.dayPackage', { kind: tt(c.pkg.kind === 'HALF' ? 'edit.kind.HALF' : 'edit.kind.FULL'), hours: c.pkg.hours, km: c.pkg.km }) : c.name} · {c.models}
          </Text>
          <Text className='car-b__price' data-testid='edit-price'>
            ¥{c.price}
          </Text>
        </View>
      </View>

      {store.isBusiness ? (
        <View className='car-b__card' data-testid='edit-policy'>
          <Text className='car-b__card-title'>{tt('edit.policy')}</Text>
          {store.wb === 0 ? (
            <Text className='car-b__tag car-b__tag--ok'>{tt('edit.inPolicy')}</Text>
          ) : (
            <View>
              <Text className={`car-b__tag car-b__tag--wb${store.wb}`}>{store.forbidden ? tt('edit.forbidden') : tt('edit.outOfPolicy')}</Text>
              {store.violations.map((v) => (
                <Text key={v} className='car-b__violation'>
                  · {v}
                </Text>
              ))}
            </View>
          )}
          {store.check?.needApproval ? <Text className='car-b__muted'>{tt('edit.needApproval')}</Text> : null}
          {store.check?.tips ? <Text className='car-b__muted'>{store.check.tips}</Text> : null}
          {store.checkError ? <Text className='car-b__muted'>{store.checkError}</Text> : null}
          {store.needReason && !store.forbidden ? (
            <View>
              <View className='car-b__row' onClick={() => setSheet('reason')} data-testid='reason'>
                <Text className='car-b__label'>{tt('edit.reason')}</Text>
                <Text className='car-b__value'>{store.selectedReason?.text ?? tt('edit.choose')}</Text>
                <Text className='car-b__arrow'>›</Text>
              </View>
              {store.selectedReason?.needNote ? (
                <Input className='car-b__input' value={store.reasonNote} placeholder={tt('edit.reasonNote')} onInput={(ev) => store.setReasonNote(ev.detail.value)} data-testid='reason-note' />
              ) : null}
            </View>
          ) : null}
          {e.reason ? <Text className='car-b__error'>{e.reason}</Text> : null}
        </View>
      ) : null}

      <View className='car-b__card'>
        <View className='car-b__row'>
          <Text className='car-b__label'>{tt('edit.passenger')}</Text>
          <Text className='car-b__value' data-testid='passenger'>
            {store.passenger.name}
            {store.passenger.isSelf ? tt('edit.selfTag') : ''}
          </Text>
          <Text className='car-b__link' onClick={() => setSheet('passenger')} data-testid='passenger-change'>
            {tt('edit.changePassenger')}
          </Text>
        </View>
        {!store.passenger.isSelf ? (
          <View>
            <FormField
              name='passengerMobile'
              label={tt('edit.passengerMobile')}
              value={store.passenger.mobile}
              type='number'
              maxlength={11}
              placeholder={tt('edit.passengerMobileHint', { hint: store.passenger.mobileHint })}
              onChange={(v) => store.setPassengerMobile(v)}
              error={e.passengerMobile}
            />
            <Text className='car-b__link car-b__link--block' onClick={() => store.chooseSelf()} data-testid='passenger-self'>
              {tt('edit.forSelf')}
            </Text>
          </View>
        ) : e.passengerMobile ? (
          <Text className='car-b__error'>{e.passengerMobile}</Text>
        ) : null}
        <FormField name='contactName' label={tt('edit.contactName')} value={store.contact.name} maxlength={50} onChange={(v) => store.setContact('name', v)} error={e.contactName} />
        <FormField name='contactPhone' label={tt('edit.contactPhone')} value={store.contact.phone} type='number' maxlength={11} onChange={(v) => store.setContact('phone', v)} error={e.contactPhone} />
      </View>

      {store.isBusiness && (store.costCenters.length || store.projects.length) ? (
        <View className='car-b__card'>
          {store.costCenters.length ? (
            <View className='car-b__row' onClick={() => setSheet('cost')} data-testid='cost-center'>
              <Text className='car-b__label'>{tt('edit.costCenter')}</Text>
              <Text className='car-b__value'>{cost?.name ?? tt('edit.choose')}</Text>
              <Text className='car-b__arrow'>›</Text>
            </View>
          ) : null}
          {e.costCenter ? <Text className='car-b__error'>{e.costCenter}</Text> : null}
          {store.projects.length ? (
            <View className='car-b__row' onClick={() => setSheet('project')} data-testid='project'>
              <Text className='car-b__label'>{tt('edit.project')}</Text>
              <Text className='car-b__value'>{project?.name ?? tt('edit.none')}</Text>
              <Text className='car-b__arrow'>›</Text>
            </View>
          ) : null}
        </View>
      ) : null}

      <View className='car-b__card'>
        <FormField name='placeNote' label={tt('edit.placeNote')} value={store.placeNote} maxlength={50} placeholder={tt('edit.placeNotePlaceholder')} onChange={(v) => store.setPlaceNote(v)} />
        <Text className='car-b__label car-b__label--block'>{tt('edit.remark')}</Text>
        <Textarea className='car-b__textarea' value={store.remark} maxlength={REMARK_MAX + 20} placeholder={tt('edit.remarkPlaceholder')} onInput={(ev) => store.setRemark(ev.detail.value)} data-testid='remark' />
        {e.remark ? <Text className='car-b__error'>{e.remark}</Text> : null}
      </View>

      {store.error ? (
        <Text className='car-b__error car-b__error--page' data-testid='edit-error'>
          {store.error}
        </Text>
      ) : null}
      <View className='car-b__foot'>
        <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} disabled={store.forbidden} testId='car-submit'>
          {tt('edit.submit')} ¥{c.price}
        </PrimaryButton>
      </View>

      {sheet === 'passenger' ? (
        <TravellerPicker mode='colleague' selectedKeys={store.passenger.empId ? [`emp-${store.passenger.empId}`] : []} max={1} onToggle={pickColleague} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'cost' ? <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setSheet(null)} /> : null}
      {sheet === 'project' ? <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setSheet(null)} /> : null}
      {sheet === 'reason' ? (
        <OptionSheet
          title={tt('edit.reason')}
          options={store.reasons.map((r) => ({ id: r.id, label: r.text }))}
          selected={store.reasonId}
          onPick={(id) => store.chooseReason(id)}
          onClose={() => setSheet(null)}
          testId='sheet-reason'
        />
      ) : null}
    </PageShell>
  )
})
