import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalItem } from '../../core/api/approval'
import { Price } from '../../core/components/price'
import { approvalKind, shortTime } from '../../core/domain/approval'
import { useScopedT, useT } from '../../core/hooks/use-t'
import type { MessageKey } from '../../core/i18n/index'
import '../../core/components/approval-row.scss'
import { approvalListWords } from './words'

export interface ApprovalRowProps {
  item: ApprovalItem
  /** A row of the "done" tab: shows the decision and its remark. */
  decided: boolean
  onOpen: (item: ApprovalItem) => void
}

/** One work item of the approval lists: what, who, how much, when, which level; decided rows add the decision. */
export const ApprovalRow = observer(function ApprovalRow({ item, decided, onOpen }: ApprovalRowProps) {
  const t = useT()
  const tw = useScopedT(approvalListWords)
  const kind = approvalKind(item)
  return (
    <View
      className='approval-row'
      onClick={() => onOpen(item)}
      data-testid='approval-item'
      data-no={item.no}
      data-work-item={item.workItemId}
      data-state={item.state}
    >
      <View className='approval-row__top'>
        <Text className={`approval-row__kind approval-row__kind--${kind}`}>{t(`approval.kind.${kind}` as MessageKey)}</Text>
        <Text className='approval-row__no'>{item.no}</Text>
        {decided ? (
          <Text className={`approval-row__decision approval-row__decision--${item.state}`} data-testid='approval-item-decision'>
            {tw(`approval.decision.${item.state}` as keyof (typeof approvalListWords)['zh-CN'])}
          </Text>
        ) : (
          <Text className='approval-row__level'>{tw('approval.row.level', { n: item.level, total: item.levels })}</Text>
        )}
      </View>
      <Text className='approval-row__title'>{item.title}</Text>
      {item.summary ? <Text className='approval-row__summary'>{item.summary}</Text> : null}
      <View className='approval-row__people'>
        <Text className='approval-row__label'>{tw('approval.row.applicant')}</Text>
        <Text className='approval-row__value'>{item.applicantName}</Text>
        <Text className='approval-row__label approval-row__label--gap'>{tw('approval.row.travellers')}</Text>
        <Text className='approval-row__value approval-row__value--grow'>{item.travellerNames}</Text>
      </View>
      <View className='approval-row__foot'>
        <View className='approval-row__meta'>
          {item.violation ? <Text className='approval-row__violation'>{tw('approval.row.violation')}</Text> : null}
          <Text className='approval-row__time'>
            {decided && item.decidedAt ? tw('approval.row.decided', { time: shortTime(item.decidedAt) }) : tw('approval.row.submitted', { time: shortTime(item.submittedAt) })}
          </Text>
        </View>
        <Price value={item.amount} className='approval-row__amount' />
      </View>
      {decided && item.remark ? (
        <Text className={`approval-row__remark approval-row__remark--${item.state}`}>{tw('approval.row.remark', { text: item.remark })}</Text>
      ) : null}
    </View>
  )
})
