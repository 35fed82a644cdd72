/**
 * The user-centre tab's entries to the user centre's screens (schedule with its badge, messages,
 * my approvals, other orders, violations, points with the balance, customer service, meetings).
 * It ships in the main package with the tab page, so it carries its own few words and reads the
 * balance through the one call it needs.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { availablePoints } from '../api/points-balance'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import { mineEntryDict } from '../i18n/mine-entries'
import './mine-entries.scss'

type EntryKey = 'points' | 'schedule' | 'message' | 'approvals' | 'otherOrders' | 'violations' | 'service' | 'meeting'

const ENTRIES: { key: EntryKey; route: string }[] = [
  { key: 'schedule', route: '/schedule' },
  { key: 'message', route: '/userCenter/message' },
  { key: 'approvals', route: '/userCenter/approvalList' },
  { key: 'otherOrders', route: '/otherOrder' },
  { key: 'violations', route: '/violateList' },
  { key: 'service', route: '/service' },
  { key: 'meeting', route: '/meeting' },
  { key: 'points', route: '/userCenter/points' },
]

/** The points balance and the entries; each visit of the tab reads the balance again. */
export const MineEntries = observer(function MineEntries() {
  const tt = useScopedT(mineEntryDict)
  const { session, badges } = useStores()
  const [balance, setBalance] = useState<number | null>(null)
  useDidShow(() => {
    if (session.loggedIn) void availablePoints().then((r) => setBalance(r.balance), () => undefined)
  })
  const count = (key: EntryKey): number => (key === 'schedule' ? badges.counts.schedule : key === 'approvals' ? badges.counts.approval : key === 'message' ? badges.counts.message : 0)
  return (
    <View className='mine-entries'>
      <View className='mine-entries__points' onClick={() => void navigate('/userCenter/points')} data-testid='uc-points'>
        <Text className='mine-entries__points-label'>{tt('points')}</Text>
        <Text className='mine-entries__points-value' data-testid='uc-points-balance'>
          {balance === null ? '—' : balance} <Text className='mine-entries__unit'>{tt('pointsUnit')}</Text>
        </Text>
        <Text className='mine-entries__chevron'>›</Text>
      </View>
      <View className='mine-entries__grid'>
        {ENTRIES.filter((e) => e.key !== 'points').map((e) => (
          <View key={e.key} className='mine-entries__item' onClick={() => void navigate(e.route)} data-testid={`uc-${e.key}`}>
            <View className='mine-entries__glyph'>
              {tt(`glyph.${e.key}` as 'glyph.schedule')}
              {count(e.key) > 0 ? <Text className='mine-entries__badge'>{count(e.key) >= 99 ? '99+' : count(e.key)}</Text> : null}
            </View>
            <Text className='mine-entries__label'>{tt(e.key)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
