import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker, type TravellerPickerMode } from '../../core/components/traveller-picker'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import { tourDict } from '../i18n/tour'
import { MAX_PARTICIPANTS, REMARK_MAX, tourBookingStore } from '../stores/tour-booking-store'
import './tour.scss'

/**
 * /travelFillorder?productId=&depDate=: who goes — colleagues and frequent travellers from the
 * traveller picker, outside guests typed with name, mobile and ID number — the contact, the trip
 * type, cost centre and project, a remark. "Next" checks the form and opens /travelBook, which
 * shows the standard, the fee and the price before booking.
 */
export const TourFill = observer(function TourFill() {
  const tt = useScopedT(tourDict)
  const { session } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => tourBookingStore(query.productId ?? '', query.depDate ?? '', session.empInfo))
  const [picker, setPicker] = useState<TravellerPickerMode | null>(null)
  const [sheet, setSheet] = useState<'cost' | 'project' | null>(null)
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('tour.fill.title')
  if (store.loadStatus !== 'ready' || !store.tour) {
    return (
      <PageShell title={title}>
        {store.loadStatus === 'loading' ? <StateView status='loading' /> : null}
        {store.loadStatus === 'notFound' ? (
          <StateView status='empty' message={tt('tour.fill.lost')} onRetry={() => void navigate('/travel')} actionText={tt('tour.detail.backToList')} />
        ) : null}
        {store.loadStatus === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
      </PageShell>
    )
  }
  const next = () => {
    if (store.validate()) void navigate('/travelBook', { productId: store.productId, depDate: store.depDate })
  }
  const costName = store.costCenters.find((c) => String(c.id) === store.costCenterId)?.name
  const projectName = store.projects.find((p) => String(p.id) === store.projectId)?.name
  return (
    <PageShell title={title} className='tour'>
      <View className='tour__card'>
        <Text className='tour__row-title'>{store.tour.name}</Text>
        <Text className='tour__row-sub'>
          {monthDayLabel(store.depDate)} · {tt('tour.list.days', { n: store.tour.days })} · {store.tour.cityName}
        </Text>
      </View>

      <Text className='tour__section'>{tt('tour.fill.participants', { n: store.participants.length })}</Text>
      <View className='tour__card' data-testid='tour-participants'>
        {store.participants.map((p) => (
          <View key={p.key} className='tour__person' data-testid='tour-participant'>
            <View className='tour__person-head'>
              <Text>
                {p.source === 'guest' ? tt('tour.fill.guest') : p.name}
                {p.isSelf ? ` (${tt('tour.fill.self')})` : ''}
              </Text>
              <Text className='tour__remove' onClick={() => store.remove(p.key)} data-testid={`remove-${p.key}`}>
                {tt('tour.fill.remove')}
              </Text>
            </View>
            {p.source === 'guest' ? (
              <>
                <FormField name={`${p.key}-name`} label={tt('tour.fill.guestName')} value={p.name} onChange={(v) => store.setGuest(p.key, 'name', v)} maxlength={50} error={store.guestErrors[p.key]?.name} />
                <FormField name={`${p.key}-mobile`} label={tt('tour.fill.guestMobile')} value={p.mobile} type='number' maxlength={11} onChange={(v) => store.setGuest(p.key, 'mobile', v)} error={store.guestErrors[p.key]?.mobile} />
                <FormField name={`${p.key}-id`} label={tt('tour.fill.guestId')} value={p.idNumber} type='idcard' maxlength={18} onChange={(v) => store.setGuest(p.key, 'idNumber', v)} error={store.guestErrors[p.key]?.idNumber} />
              </>
            ) : null}
          </View>
        ))}
        <View className='tour__actions'>
          <Text className='tour__action' onClick={() => setPicker('colleague')} data-testid='add-colleague'>
            {tt('tour.fill.addColleague')}
          </Text>
          <Text className='tour__action' onClick={() => setPicker('contact')} data-testid='add-contact'>
            {tt('tour.fill.addContact')}
          </Text>
          <Text className='tour__action' onClick={() => store.addGuest()} data-testid='add-guest'>
            {tt('tour.fill.addGuest')}
          </Text>
        </View>
      </View>

      <Text className='tour__section'>{tt('tour.fill.tripType')}</Text>
      <View className='tour__card'>
        <View className='tour__seg'>
          {([1, 2] as const).map((v) => (
            <Text key={v} className={`tour__seg-item ${store.tripType === v ? 'tour__seg-item--on' : ''}`} onClick={() => store.setTripType(v)} data-testid={`trip-type-${v}`}>
              {v === 1 ? tt('tour.fill.business') : tt('tour.fill.personal')}
            </Text>
          ))}
        </View>
        <View className='tour__line' onClick={() => setSheet('cost')} data-testid='pick-cost-center'>
          <Text className='tour__label'>{tt('tour.fill.costCenter')}</Text>
          <Text className='tour__value'>{costName ?? tt('tour.fill.none')} ›</Text>
        </View>
        <View className='tour__line' onClick={() => setSheet('project')} data-testid='pick-project'>
          <Text className='tour__label'>{tt('tour.fill.project')}</Text>
          <Text className='tour__value'>{projectName ?? tt('tour.fill.none')} ›</Text>
        </View>
      </View>

      <Text className='tour__section'>{tt('tour.fill.contact')}</Text>
      <View className='tour__card'>
        <FormField name='contact-name' label={tt('tour.fill.contactName')} value={store.contactName} maxlength={50} onChange={(v) => store.setContact('name', v)} />
        <FormField name='contact-phone' label={tt('tour.fill.contactPhone')} value={store.contactPhone} type='number' maxlength={11} onChange={(v) => store.setContact('phone', v)} />
        <Textarea
          className='tour__text'
          value={store.remark}
          maxlength={REMARK_MAX}
          placeholder={tt('tour.fill.remark')}
          onInput={(e) => store.setRemark(e.detail.value)}
          autoHeight
          data-testid='tour-remark'
        />
      </View>

      {store.message ? (
        <Text className='tour__message' data-testid='tour-message'>
          {store.message}
        </Text>
      ) : null}

      <View className='tour__bar'>
        <Text className='tour__bar-total'>{tt('tour.fill.participants', { n: store.participants.length })}</Text>
        <View className='tour__bar-button'>
          <PrimaryButton onClick={next} testId='tour-next'>
            {tt('tour.fill.next')}
          </PrimaryButton>
        </View>
      </View>

      {picker ? (
        <TravellerPicker
          mode={picker}
          selectedKeys={store.selectedKeys}
          max={MAX_PARTICIPANTS}
          onToggle={(item, selected, key) => store.toggle(item, selected, key)}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {sheet === 'cost' ? (
        <OptionSheet
          title={tt('tour.fill.costCenter')}
          options={store.costCenters.map((c) => ({ id: String(c.id), label: c.name, sub: c.code }))}
          selected={store.costCenterId}
          onPick={(id) => store.setCostCenter(id)}
          onClose={() => setSheet(null)}
          allowNone
          testId='cost-sheet'
        />
      ) : null}
      {sheet === 'project' ? (
        <OptionSheet
          title={tt('tour.fill.project')}
          options={store.projects.map((p) => ({ id: String(p.id), label: p.name, sub: p.code }))}
          selected={store.projectId}
          onPick={(id) => store.setProject(id)}
          onClose={() => setSheet(null)}
          allowNone
          testId='project-sheet'
        />
      ) : null}
    </PageShell>
  )
})
