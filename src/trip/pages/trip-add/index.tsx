import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../../core/api/travellers'
import { DateCalendar } from '../../../core/components/date-calendar'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { TravellerPicker } from '../../../core/components/traveller-picker'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { AttachmentList } from '../../components/attachment-list'
import { CostCenterSheet, ProjectSheet } from '../../../core/components/option-sheet'
import { RouteListCard } from '../../components/route-list-card'
import { tripDict } from '../../i18n/trip'
import { TripFormStore } from '../../stores/trip-form-store'
import { addDaysText } from '../../../core/domain/calendar-date'
import { MAX_CCSY, MAX_MDD, MAX_TRAVELLERS } from '../../stores/trip-rules'
import './index.scss'

type Sheet = null | 'begin' | 'end' | 'cost' | 'project' | 'travellers'

/** Where the form shows a field's message (the first one is scrolled into view after a failed save). */
const ERROR_SELECTOR = '.form-field--error, .trip-add__field-error, .trip-attach__error, .trip-add__route-error'

/**
 * /tripAdd: a new business-trip application, or a draft (/tripAdd?ccsqdId=). Saved as a draft or
 * submitted for approval; after either the application's detail replaces this page.
 */
function TripAddPage() {
  const tt = useScopedT(tripDict)
  const [query] = useState(() => currentQuery())
  const { session, badges } = useStores()
  const [store] = useState(
    () =>
      new TripFormStore(
        {},
        {
          self: () => session.empInfo,
          attachmentsRequired: () => session.vipCorp?.ccsqdFjRequired === 1,
          now: () => Date.now(),
        },
      ),
  )
  const [sheet, setSheet] = useState<Sheet>(null)

  useEffect(() => {
    void store.load(query.ccsqdId)
  }, [])

  const save = async (method: 0 | 1) => {
    const outcome = await store.save(method)
    if (!outcome.ok) {
      if (outcome.message) {
        ui.toast(outcome.message)
        void Taro.pageScrollTo({ selector: ERROR_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
      }
      return
    }
    void badges.refresh()
    ui.toast(outcome.method === 0 ? tt('add.saved') : outcome.status === 2 ? tt('add.autoApproved') : tt('add.submitted'), { icon: 'success' })
    await redirect('/tripDetail', { ccsqdId: outcome.ccsqdId })
  }

  const toggle = (item: BookableEmployee | Contact, selected: boolean): string | null => {
    if (!('empId' in item)) return null
    if (!selected) {
      store.removeTraveller(item.empId)
      return null
    }
    return store.addEmployee(item)
  }

  const title = query.ccsqdId ? tt('add.editTitle') : tt('add.title')
  if (store.status !== 'ready') {
    return (
      <PageShell title={title}>
        {store.status === 'loading' ? <StateView status='loading' /> : null}
        {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load(query.ccsqdId)} /> : null}
        {store.status === 'notFound' ? <StateView status='empty' message={tt('detail.notFound')} onRetry={() => void redirect('/tripList')} actionText={tt('detail.toList')} /> : null}
        {store.status === 'locked' ? (
          <StateView status='empty' message={tt('add.notDraft')} onRetry={() => void redirect('/tripDetail', { ccsqdId: store.ccsqdId })} actionText={tt('add.toDetail')} />
        ) : null}
      </PageShell>
    )
  }

  const e = store.errors
  const routes = store.routeList
  const trip = { begin: store.dateBegin, end: store.dateEnd }
  const busy = store.saving !== null

  return (
    <PageShell title={title} className='trip-add'>
      <View className='trip-add__card' data-testid='trip-travellers-edit'>
        <View className='trip-add__card-head'>
          <Text className='trip-add__card-title'>{tt('add.travellers')}</Text>
          <Text className='trip-add__count'>{tt('add.travellerCount', { n: store.travellers.length, max: MAX_TRAVELLERS })}</Text>
        </View>
        <View className='trip-add__people'>
          {store.travellers.map((p) => (
            <View key={p.empId} className='trip-add__person' data-testid='trip-traveller'>
              <Text className='trip-add__person-name'>{p.name}</Text>
              {p.empId === store.selfId ? <Text className='trip-add__self'>{tt('add.self')}</Text> : null}
              <Text className='trip-add__person-remove' onClick={() => store.removeTraveller(p.empId)} aria-label={tt('add.remove', { name: p.name })}>
                ×
              </Text>
            </View>
          ))}
          {!store.hasSelf ? (
            <Text className='trip-add__adder' onClick={() => ui.toast(store.addSelf() ?? '')} data-testid='trip-add-self'>
              + {tt('add.addSelf')}
            </Text>
          ) : null}
          {store.canPickColleagues ? (
            <Text className='trip-add__adder' onClick={() => setSheet('travellers')} data-testid='trip-add-colleague'>
              + {tt('add.addColleague')}
            </Text>
          ) : null}
        </View>
        {e.travellers ? <Text className='trip-add__field-error'>{e.travellers}</Text> : null}
      </View>

      <View className='trip-add__card'>
        <View className='trip-add__card-head'>
          <Text className='trip-add__card-title'>{tt('add.basic')}</Text>
        </View>
        <FormField name='ccsy' label={tt('add.ccsy')} value={store.ccsy} onChange={(v) => store.setText('ccsy', v)} placeholder={tt('add.ccsyPh')} maxlength={MAX_CCSY} error={e.ccsy} />
        <FormField name='mdd' label={tt('add.mdd')} value={store.mdd} onChange={(v) => store.setText('mdd', v)} placeholder={tt('add.mddPh')} maxlength={MAX_MDD} error={e.mdd} />
        <View className={`trip-add__dates ${e.dateBegin || e.dateEnd ? 'trip-add__dates--error' : ''}`}>
          <View className='trip-add__date' onClick={() => setSheet('begin')} data-testid='trip-date-begin'>
            <Text className='trip-add__date-label'>{tt('add.dateBegin')}</Text>
            <Text className='trip-add__date-value'>{store.dateBegin || tt('add.choose')}</Text>
          </View>
          <Text className='trip-add__days'>{store.days ? tt('add.days', { n: store.days }) : '—'}</Text>
          <View className='trip-add__date trip-add__date--end' onClick={() => setSheet('end')} data-testid='trip-date-end'>
            <Text className='trip-add__date-label'>{tt('add.dateEnd')}</Text>
            <Text className='trip-add__date-value'>{store.dateEnd || tt('add.choose')}</Text>
          </View>
        </View>
        {e.dateBegin || e.dateEnd ? (
          <Text className='trip-add__field-error' data-testid='error-dates'>
            {e.dateBegin ?? e.dateEnd}
          </Text>
        ) : null}
        {store.costCenters.length ? (
          <View className={`trip-add__select ${e.costCenter ? 'trip-add__select--error' : ''}`} onClick={() => setSheet('cost')} data-testid='trip-cost-center'>
            <Text className='trip-add__select-label'>{tt('add.costCenter')}</Text>
            <Text className={`trip-add__select-value ${store.costCenter ? '' : 'trip-add__select-value--ph'}`}>{store.costCenter?.name ?? tt('add.choose')}</Text>
            <Text className='trip-add__arrow'>›</Text>
          </View>
        ) : null}
        {e.costCenter ? <Text className='trip-add__field-error'>{e.costCenter}</Text> : null}
        {store.projects.length ? (
          <View className='trip-add__select' onClick={() => setSheet('project')} data-testid='trip-project'>
            <Text className='trip-add__select-label'>{tt('add.project')}</Text>
            <Text className={`trip-add__select-value ${store.project ? '' : 'trip-add__select-value--ph'}`}>{store.project?.name ?? tt('add.optional')}</Text>
            <Text className='trip-add__arrow'>›</Text>
          </View>
        ) : null}
      </View>

      <View className='trip-add__card' data-testid='trip-budget-edit'>
        <View className='trip-add__card-head'>
          <Text className='trip-add__card-title'>{tt('add.budget')}</Text>
        </View>
        {(['jtys', 'zsys', 'qtys'] as const).map((f) => (
          <FormField key={f} name={f} label={tt(`add.${f}`)} type='digit' value={store[f]} onChange={(v) => store.setBudget(f, v)} placeholder={tt('add.amountPh')} maxlength={11} error={e[f]} />
        ))}
        <View className='trip-add__total'>
          <Text>{tt('add.total')}</Text>
          <Price value={store.total} className='trip-add__total-value' testId='trip-total' />
        </View>
      </View>

      <RouteListCard title={tt('add.routes')} routes={routes} trip={trip} error={e.routes} testId='trip-routes-edit' />

      {store.showAttachments ? (
        <View className='trip-add__card'>
          <View className='trip-add__card-head'>
            <Text className='trip-add__card-title'>{tt('add.attachments')}</Text>
          </View>
          <AttachmentList store={store} />
        </View>
      ) : null}

      {store.error ? (
        <View className='trip-add__banner' data-testid='trip-error'>
          {store.error}
        </View>
      ) : null}

      <View className='trip-add__bar'>
        <View className='trip-add__draft'>
          <PrimaryButton plain onClick={() => void save(0)} loading={store.saving === 0} disabled={busy} testId='trip-save-draft'>
            {store.saving === 0 ? tt('add.saving') : tt('add.saveDraft')}
          </PrimaryButton>
        </View>
        <View className='trip-add__submit'>
          <PrimaryButton asksForMessages onClick={() => void save(1)} loading={store.saving === 1} disabled={busy} testId='trip-submit'>
            {store.saving === 1 ? tt('add.submitting') : tt('add.submit')}
          </PrimaryButton>
        </View>
      </View>

      <DateCalendar
        visible={sheet === 'begin'}
        mode='single'
        title={tt('add.pickBegin')}
        start={store.dateBegin}
        min={store.today}
        max={addDaysText(store.today, 365)}
        onConfirm={(d) => {
          store.setDateBegin(d)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='trip-calendar-begin'
      />
      <DateCalendar
        visible={sheet === 'end'}
        mode='single'
        title={tt('add.pickEnd')}
        start={store.dateEnd}
        min={store.dateBegin || store.today}
        max={addDaysText(store.dateBegin || store.today, 365)}
        onConfirm={(d) => {
          store.setDateEnd(d)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='trip-calendar-end'
      />
      {sheet === 'cost' ? (
        <CostCenterSheet items={store.costCenters} selected={store.costCenterId} onPick={(id) => store.chooseCostCenter(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'project' ? (
        <ProjectSheet items={store.projects} selected={store.projectId} onPick={(id) => store.chooseProject(id)} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'travellers' ? (
        <TravellerPicker mode='colleague' selectedKeys={store.travellers.map((p) => `emp-${p.empId}`)} max={MAX_TRAVELLERS} onToggle={toggle} onClose={() => setSheet(null)} />
      ) : null}
    </PageShell>
  )
}

export default observer(TripAddPage)
