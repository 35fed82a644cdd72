import { Text, View } from '@tarojs/components'
import { useScopedT } from '../hooks/use-t'
import { fareProtectionWords } from '../i18n/fare-protection'
import type { FareProtectionView } from '../api/fare-protection'
import { formatAmount } from './price'
import { PrimaryButton } from './primary-button'
import './fare-protection-note.scss'

export interface FareProtectionNoteProps {
  protection: FareProtectionView | undefined
  /** The order's total now. */
  total: number
  /** Shown with a new fare beyond the tolerance (the traveller's yes); none: read-only (the approver). */
  onAccept?: () => void
  busy?: boolean
}

/**
 * What fare protection (issue 18 §1) says on an order or an approval: the quote held until when
 * while in approval, a fare that moved within the tolerance, or one beyond it that waits for the
 * traveller's yes; always with the company's rule. Nothing without protection.
 */
const formatPrice = (yuan: number): string => `¥${formatAmount(yuan)}`

export function FareProtectionNote({ protection: p, total, onAccept, busy }: FareProtectionNoteProps) {
  const tt = useScopedT(fareProtectionWords)
  if (!p) return null
  const asking = p.askTotal !== null
  const moved = !asking && p.heldUntil === null && p.quotedTotal !== null && Math.round(p.quotedTotal * 100) !== Math.round(total * 100)
  return (
    <View className={`fare-note ${asking ? 'fare-note--ask' : ''}`} data-testid='fare-protection' data-state={asking ? 'ask' : moved ? 'moved' : p.heldUntil ? 'held' : 'rule'}>
      <Text className='fare-note__title'>{asking ? tt('fp.askTitle') : tt('fp.title')}</Text>
      {asking ? <Text className='fare-note__text' data-testid='fare-ask'>{tt('fp.ask', { to: formatPrice(p.askTotal ?? 0), from: formatPrice(total) })}</Text> : null}
      {p.heldUntil ? (
        <Text className='fare-note__text' data-testid='fare-held' data-ended={p.holdEnded ? '1' : '0'}>
          {tt(p.holdEnded ? 'fp.holdEnded' : 'fp.heldUntil', { time: p.heldUntil })}
        </Text>
      ) : null}
      {moved ? <Text className='fare-note__text' data-testid='fare-moved'>{tt('fp.moved', { from: formatPrice(p.quotedTotal ?? 0), to: formatPrice(total) })}</Text> : null}
      <Text className='fare-note__rule'>{p.rule}</Text>
      {asking && onAccept ? (
        <PrimaryButton onClick={onAccept} loading={busy} testId='fare-accept'>
          {tt('fp.accept', { to: formatPrice(p.askTotal ?? 0) })}
        </PrimaryButton>
      ) : null}
    </View>
  )
}
