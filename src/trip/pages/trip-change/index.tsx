import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { back, currentQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { RouteListCard } from '../../components/route-list-card'
import { tripDict } from '../../i18n/trip'
import { TripChangeStore } from '../../stores/trip-change-store'
import { MAX_REASON, isLocked } from '../../stores/trip-rules'
import '../trip-add/index.scss'
import './index.scss'

const ERROR_SELECTOR = '.form-field--error, .trip-add__field-error, .trip-add__route-error'

/**
 * /tripChange?ccsqdId=: change an approved application: its routes (booked ones kept as they
 * are), the budgets after the change beside the approved total, and the reason. The change goes
 * to approval; the detail then shows "change in approval".
 */
function TripChangePage() {
  const tt = useScopedT(tripDict)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new TripChangeStore(query.ccsqdId))

  useEffect(() => {
    void store.load()
  }, [])

  const submit = async () => {
    const outcome = await store.submit()
    if (!outcome.ok) {
      if (outcome.message) {
        ui.toast(outcome.message)
        void Taro.pageScrollTo({ selector: ERROR_SELECTOR, offsetTop: -120, duration: 300 }).catch(() => undefined)
      }
      return
    }
    void badges.refresh()
    ui.toast(outcome.status === 2 ? tt('change.applied') : tt('change.submitted'), { icon: 'success' })
    // The detail below reads the application again when it shows.
    if (Taro.getCurrentPages().length > 1) await back()
    else await redirect('/tripDetail', { ccsqdId: store.ccsqdId ?? '' })
  }

  const title = tt('change.title')
  if (store.status !== 'ready' || !store.app) {
    return (
      <PageShell title={title}>
        {store.status === 'loading' ? <StateView status='loading' /> : null}
        {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
        {store.status === 'notFound' ? <StateView status='empty' message={tt('detail.notFound')} onRetry={() => void redirect('/tripList')} actionText={tt('detail.toList')} /> : null}
        {store.status === 'locked' ? (
          <StateView status='empty' message={tt('change.notAllowed')} onRetry={() => void redirect('/tripDetail', { ccsqdId: store.ccsqdId ?? '' })} actionText={tt('add.toDetail')} />
        ) : null}
      </PageShell>
    )
  }

  const a = store.app
  const e = store.errors
  const routes = store.routeList
  const hasLocked = routes.routes.some(isLocked)

  return (
    <PageShell title={title} className='trip-add trip-change'>
      <View className='trip-change__head'>
        <Text className='trip-change__no'>{a.ccsqdNo}</Text>
        <Text className='trip-change__purpose'>{a.ccsy}</Text>
        <Text className='trip-change__sub'>
          {a.mdd} · {a.dateBegin} ~ {a.dateEnd}
        </Text>
      </View>

      <View className='trip-add__card' data-testid='change-reason'>
        <View className='trip-add__card-head'>
          <Text className='trip-add__card-title'>{tt('change.reason')}</Text>
        </View>
        <FormField name='changeYy' value={store.changeYy} onChange={(v) => store.setReason(v)} placeholder={tt('change.reasonPh')} maxlength={MAX_REASON} error={e.changeYy} />
      </View>

      <RouteListCard
        title={tt('change.routes')}
        routes={routes}
        trip={{ begin: a.dateBegin, end: a.dateEnd }}
        error={e.routes}
        hint={hasLocked ? <Text className='trip-change__hint'>{tt('change.lockedHint')}</Text> : null}
        showAllStatus
        testId='change-routes'
      />

      <View className='trip-add__card' data-testid='change-budget'>
        <View className='trip-add__card-head'>
          <Text className='trip-add__card-title'>{tt('change.budgets')}</Text>
        </View>
        {(['jtys', 'zsys', 'qtys'] as const).map((f) => (
          <FormField key={f} name={f} label={tt(`add.${f}`)} type='digit' value={store[f]} onChange={(v) => store.setBudget(f, v)} placeholder={tt('add.amountPh')} maxlength={11} error={e[f]} />
        ))}
        <View className='trip-change__totals'>
          <View className='trip-change__total'>
            <Text className='trip-change__total-label'>{tt('change.budgetBefore')}</Text>
            <Price value={store.totalBefore} className='trip-change__before' testId='change-total-before' />
          </View>
          <Text className='trip-change__arrow'>→</Text>
          <View className='trip-change__total trip-change__total--after'>
            <Text className='trip-change__total-label'>{tt('change.budgetAfter')}</Text>
            <Price value={store.totalAfter} className='trip-change__after' testId='change-total-after' />
          </View>
        </View>
      </View>

      {store.error ? (
        <View className='trip-add__banner' data-testid='change-error'>
          {store.error}
        </View>
      ) : null}

      <View className='trip-add__bar'>
        <View className='trip-add__submit'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} testId='change-submit'>
            {store.submitting ? tt('add.submitting') : tt('change.submit')}
          </PrimaryButton>
        </View>
      </View>

    </PageShell>
  )
}

export default observer(TripChangePage)
