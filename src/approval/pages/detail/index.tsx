import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { observer } from 'mobx-react-lite'
import { ApprovalProgress } from '../../../core/components/approval-progress'
import { FareProtectionNote } from '../../../core/components/fare-protection-note'
import { FormField } from '../../../core/components/form-field'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { TripApplicationView } from '../../../core/components/trip-application-view'
import { approvalKind, DECISION, REMARK_MAX } from '../../../core/domain/approval'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import type { MessageKey } from '../../../core/i18n/index'
import { back, currentQuery, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { routeOfPage } from '../../../core/routes'
import { useStores } from '../../../core/stores/root-store'
import { OrderSummary } from '../../components/order-summary'
import { detailDict } from '../../i18n/detail'
import { ApprovalDetailStore } from '../../stores/approval-detail-store'
import './index.scss'

/** How long the result stays on screen before the list comes back. */
const RESULT_MS = 2000

/** Back to the approval list: the page below when that is the list, else the tab itself. */
function backToList(): void {
  const pages = Taro.getCurrentPages() as { route?: string }[]
  const below = pages.length > 1 ? pages[pages.length - 2]?.route : undefined
  if (below && routeOfPage(below)?.route === '/approvalList') void back()
  else void navigate('/approvalList')
}

/**
 * /approval/Detail?id=&workItemId=&orderType=: the application (or its change) or the flight order
 * being approved, its approval progress, and for the approver whose turn it is: approve or reject
 * with a remark. Opened without a workItemId (a traveller's link or push) it is read only.
 */
function ApprovalDetailPage() {
  const tt = useScopedT(detailDict)
  const t = useT()
  const { badges } = useStores()
  // Decoded once, the same on both targets.
  const [store] = useState(() => new ApprovalDetailStore(currentQuery()))
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    void store.load()
    return () => clearTimeout(leaveTimer.current)
  }, [])
  // Back on this page (from an attachment, another app): another approver may have decided meanwhile.
  useDidShow(() => {
    if (store.detail && !store.result) void store.load(true)
  })

  const title = tt('detail.title')
  const stateScreen = loadStateScreen(title, store, !!store.detail, { message: tt('detail.notFound'), actionText: tt('detail.toList'), route: '/approvalList' })
  if (stateScreen || !store.detail) return stateScreen

  const d = store.detail
  const kind = approvalKind(d)
  const reject = store.decision === DECISION.REJECT
  const levels = d.progress.levels.length

  const submit = async () => {
    const outcome = await store.submit()
    if (outcome === 'done') {
      // The result shows at the top; the buttons that were tapped sit at the bottom.
      void Taro.pageScrollTo({ scrollTop: 0, duration: 200 })?.catch?.(() => undefined)
      ui.toast(store.resultText, { icon: 'none' })
      void badges.refreshApproval()
      void badges.refresh()
      leaveTimer.current = setTimeout(backToList, RESULT_MS)
    } else if (outcome === 'handled' && store.refusal) {
      void badges.refreshApproval()
      await ui.alert(store.refusal.title, store.refusal.text)
    }
  }

  const content = d.application ? (
    <TripApplicationView application={d.application} change={d.change} />
  ) : d.order ? (
    <>
      <OrderSummary order={d.order} />
      <FareProtectionNote protection={d.fareProtection} total={d.order.amount} />
    </>
  ) : null

  const task = (
    <View className='approval-card approval-detail__task' data-testid='approval-task'>
      <View className='approval-detail__task-row'>
        <Text className={`approval-detail__kind approval-detail__kind--${kind}`}>{t(`approval.kind.${kind}` as MessageKey)}</Text>
        {d.workItem ? (
          <Text className='approval-detail__task-level'>{tt('detail.level', { n: d.workItem.level, total: levels || d.workItem.level })}</Text>
        ) : null}
        <Text className={`approval-detail__task-state ${store.canDecide ? 'approval-detail__task-state--turn' : ''}`}>
          {store.canDecide ? tt('detail.yourTurn') : store.approverView && d.workItem ? t(`approval.levelState.${d.workItem.state}` as MessageKey) : tt('detail.readOnly')}
        </Text>
      </View>
    </View>
  )

  return (
    <PageShell title={title} className={`approval-detail ${store.canDecide ? 'approval-detail--bar' : ''}`}>
      {store.result ? (
        <View className={`approval-detail__result approval-detail__result--${store.result.decision}`} data-testid='approval-result'>
          <Text className='approval-detail__result-icon'>{store.result.decision === DECISION.REJECT ? '✕' : '✓'}</Text>
          <View className='approval-detail__result-main'>
            <Text className='approval-detail__result-text'>{store.resultText}</Text>
            <Text className='approval-detail__result-sub'>{tt('result.backing')}</Text>
          </View>
          <Text className='approval-detail__result-back' onClick={backToList}>
            {tt('result.back')}
          </Text>
        </View>
      ) : null}

      {content}
      {task}
      <ApprovalProgress progress={d.progress} className='approval-detail__progress' />

      {store.canDecide ? (
        <View className='approval-detail__bar'>
          <View className='approval-detail__btn approval-detail__btn--reject' onClick={() => store.open(DECISION.REJECT)} data-testid='approval-reject'>
            {tt('decide.reject')}
          </View>
          <View className='approval-detail__btn approval-detail__btn--approve' onClick={() => store.open(DECISION.APPROVE)} data-testid='approval-approve'>
            {tt('decide.approve')}
          </View>
        </View>
      ) : null}

      <Popup visible={store.decision !== null} position='bottom' round onClose={() => store.close()}>
        {store.decision !== null ? (
          <View className='decide-sheet' data-testid='decide-sheet' data-decision={store.decision}>
            <Text className='decide-sheet__title'>{tt(reject ? 'decide.rejectTitle' : 'decide.approveTitle')}</Text>
            <Text className='decide-sheet__hint'>{tt(reject ? 'decide.rejectHint' : 'decide.approveHint')}</Text>
            <View className='decide-sheet__label-row'>
              <Text className={`decide-sheet__label ${reject ? 'decide-sheet__label--required' : ''}`}>
                {tt(reject ? 'decide.remarkRequired' : 'decide.remarkOptional')}
              </Text>
              <Text className={`decide-sheet__count ${store.remarkLength > REMARK_MAX ? 'decide-sheet__count--over' : ''}`}>
                {tt('decide.count', { n: store.remarkLength, max: REMARK_MAX })}
              </Text>
            </View>
            <FormField
              name='appRemark'
              value={store.remark}
              onChange={(v) => store.setRemark(v)}
              placeholder={tt(reject ? 'decide.rejectPh' : 'decide.remarkPh')}
              maxlength={REMARK_MAX}
              error={store.remarkError}
            />
            {store.submitError ? (
              <Text className='decide-sheet__error' data-testid='decide-error'>
                {store.submitError}
              </Text>
            ) : null}
            <View className='decide-sheet__actions'>
              <View className='decide-sheet__cancel' onClick={() => store.close()}>
                {t('common.cancel')}
              </View>
              <View className='decide-sheet__confirm'>
                <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='approval-confirm'>
                  {tt(reject ? 'decide.confirmReject' : 'decide.confirmApprove')}
                </PrimaryButton>
              </View>
            </View>
          </View>
        ) : null}
      </Popup>
    </PageShell>
  )
}

export default observer(ApprovalDetailPage)
