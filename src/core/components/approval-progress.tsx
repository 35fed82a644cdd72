import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalProgress as Progress } from '../api/approval'
import { progressSteps, shortTime, type ProgressStep } from '../domain/approval'
import { useScopedT, useT } from '../hooks/use-t'
import { approvalProgressWords } from '../i18n/approval-progress'
import type { MessageKey } from '../i18n/index'
import './approval-progress.scss'

export interface ApprovalProgressProps {
  progress: Progress
  /** Extra class on the card (spacing of the host page). */
  className?: string
}

const DOT: Record<ProgressStep['tone'], string> = {
  approved: '✓',
  rejected: '✕',
  current: '',
  waiting: '',
  cancelled: '–',
  ended: '–',
}

/**
 * The approval timeline of an application, a change or an order: levels 1 to 4 with their
 * approvers, who decided when and with what remark, the level whose turn it is highlighted. An
 * automatic approval (no rule matched) is one line. Used by /approval/Detail and /tripDetail.
 */
export const ApprovalProgress = observer(function ApprovalProgress({ progress, className }: ApprovalProgressProps) {
  const t = useT()
  const tp = useScopedT(approvalProgressWords)
  const steps = progressSteps(progress)
  const sep = t('approval.nameSep')
  // "Withdrawn by the applicant" once, at the first level it stopped.
  const firstCancelled = steps.findIndex((s) => s.tone === 'cancelled')
  return (
    <View className={`approval-progress ${className ?? ''}`} data-testid='approval-progress' data-status={progress.status}>
      <View className='approval-progress__head'>
        <Text className='approval-progress__title'>{tp('approval.progress.title')}</Text>
        <Text className={`approval-progress__status approval-progress__status--${progress.status}`} data-testid='approval-status'>
          {t(`approval.status.${progress.status}` as MessageKey)}
        </Text>
      </View>
      {progress.ruleName && !progress.auto ? (
        <Text className='approval-progress__rule'>{tp('approval.progress.rule', { name: progress.ruleName })}</Text>
      ) : null}

      {progress.auto ? (
        <View className='approval-progress__auto' data-testid='approval-auto'>
          <View className='approval-progress__dot approval-progress__dot--approved'>✓</View>
          <Text className='approval-progress__auto-text'>{progress.autoReason ?? tp('approval.progress.auto')}</Text>
        </View>
      ) : steps.length === 0 ? (
        <Text className='approval-progress__empty'>{tp('approval.progress.none')}</Text>
      ) : (
        <View className='approval-progress__steps'>
          {steps.map((s, i) => (
            <View
              key={s.level}
              className={`approval-progress__step approval-progress__step--${s.tone}`}
              data-testid='approval-step'
              data-level={s.level}
              data-tone={s.tone}
            >
              <View className='approval-progress__rail'>
                <View className={`approval-progress__dot approval-progress__dot--${s.tone}`}>{DOT[s.tone] || (s.tone === 'waiting' ? String(s.level) : '')}</View>
                {i < steps.length - 1 ? <View className={`approval-progress__line approval-progress__line--${s.tone}`} /> : null}
              </View>
              <View className='approval-progress__body'>
                <View className='approval-progress__row'>
                  <Text className='approval-progress__level'>{tp('approval.progress.level', { n: s.level })}</Text>
                  <Text className={`approval-progress__state approval-progress__state--${s.tone}`}>{stateText(tp, s)}</Text>
                </View>
                {s.decidedBy ? (
                  <Text className='approval-progress__who'>
                    {tp(s.tone === 'rejected' ? 'approval.progress.rejectedBy' : 'approval.progress.approvedBy', { name: s.decidedBy })}
                    {s.decidedAt ? <Text className='approval-progress__time'> · {shortTime(s.decidedAt)}</Text> : null}
                  </Text>
                ) : s.tone === 'current' ? (
                  <Text className='approval-progress__who approval-progress__who--current'>
                    {tp('approval.progress.waitingFor', { names: s.approvers.join(sep) })}
                  </Text>
                ) : (
                  <Text className='approval-progress__who'>{s.approvers.join(sep)}</Text>
                )}
                {s.anyOne && (s.tone === 'current' || s.tone === 'waiting') ? (
                  <Text className='approval-progress__hint'>{tp('approval.progress.anyOne')}</Text>
                ) : null}
                {s.tone === 'waiting' ? <Text className='approval-progress__hint'>{tp('approval.progress.notReached')}</Text> : null}
                {s.tone === 'cancelled' && i === firstCancelled ? (
                  <Text className='approval-progress__hint'>{tp('approval.progress.cancelledNote')}</Text>
                ) : null}
                {s.remark ? (
                  <Text className={`approval-progress__remark approval-progress__remark--${s.tone}`} data-testid='approval-remark'>
                    {tp('approval.progress.remark', { text: s.remark })}
                  </Text>
                ) : null}
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
})

function stateText(t: (k: keyof (typeof approvalProgressWords)['zh-CN']) => string, s: ProgressStep): string {
  switch (s.tone) {
    case 'approved':
      return t('approval.levelState.2')
    case 'rejected':
      return t('approval.levelState.3')
    case 'current':
      return t('approval.levelState.1')
    case 'cancelled':
      return t('approval.levelState.5')
    case 'ended':
      return t('approval.levelState.ended')
    default:
      return t('approval.levelState.0')
  }
}
