import { useEffect, useMemo } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { ItineraryCard } from '../../components/intl-itinerary'
import { intlDict } from '../../i18n/intl'
import { bookingParams } from '../../stores/intl-booking-context'
import { NeedDetailStore } from '../../stores/intl-need-store'
import '../../components/intl.scss'

/** /tk/tkNeedDetail: a demand order, its notes, the consultant's quote (accept → tkIntEdit) and cancel. */
function TkNeedDetailPage() {
  const tt = useScopedT(intlDict)
  const p = useRouter().params as Record<string, string | undefined>
  const id = p.id && /^\d+$/.test(p.id) ? p.id : '0'
  const store = useMemo(() => new NeedDetailStore(id), [id])
  useEffect(() => {
    void store.load()
  }, [store])
  useDidShow(() => {
    if (store.detail) void store.load()
  })
  const screen = loadStateScreen(tt('need.detailTitle'), store, !!store.detail, { message: tt('need.notFound'), actionText: tt('need.toList'), route: '/userCenter/NeedOrder' })
  if (screen || !store.detail) return screen
  const d = store.detail
  const n = d.need
  const accept = () => {
    if (!d.quote) return
    void navigate('/tk/tkIntEdit', bookingParams({ itineraryKey: d.quote.itineraryKey, tripType: d.tripType, adults: n.adults, children: n.children, infants: 0, travellerIds: d.travellerEmpIds, needId: n.id }))
  }
  const cancel = async () => {
    if (await ui.confirm(tt('need.cancel'), tt('need.cancelConfirm'))) await store.cancel()
  }
  return (
    <PageShell title={tt('need.detailTitle')} className='intl-page'>
      <View className='intl-box'>
        <View className='intl-row'>
          <Text>{n.needNo}</Text>
          <Text className='intl-link' data-testid='need-status'>{tt(`need.status.${n.status}`)}</Text>
        </View>
        <Text className='intl-box__title' style={{ marginTop: '12px' }}>{n.depName} ⇀ {n.arrName}</Text>
        <Text className='intl-muted'>
          {n.depDate}{n.retDate ? ` ~ ${n.retDate}` : ''} · {n.cabinName} · {tt('need.people', { n: n.adults + n.children })} · {n.travellerNames}
        </Text>
        <Text className='intl-note__text' data-testid='need-remark-text'>{d.remark}</Text>
      </View>

      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('need.quote')}</Text>
        {d.quote ? <ItineraryCard item={d.quote} onClick={() => undefined} testId='need-quote' /> : <Text className='intl-muted' data-testid='need-no-quote'>{tt('need.noQuote')}</Text>}
        {d.allowedActions.accept ? <PrimaryButton onClick={accept} testId='need-accept'>{tt('need.accept')}</PrimaryButton> : null}
        {d.orderId ? <PrimaryButton plain onClick={() => void navigate('/tk/tkOrderDetail', { orderId: d.orderId ?? '' })} testId='need-order'>{tt('need.viewOrder')}</PrimaryButton> : null}
      </View>

      <View className='intl-box' data-testid='need-notes'>
        <Text className='intl-box__title'>{tt('need.notes')}</Text>
        {d.notes.length === 0 ? <Text className='intl-muted'>{tt('need.noNotes')}</Text> : null}
        {d.notes.map((note) => (
          <View key={note.id} className={`intl-note ${note.author === 'CONSULTANT' ? 'intl-note--consultant' : ''}`}>
            <Text className='intl-note__who'>{note.name} · {note.createdAt}</Text>
            <Text className='intl-note__text'>{note.text}</Text>
          </View>
        ))}
        {d.allowedActions.note ? (
          <View style={{ marginTop: '16px' }}>
            <Textarea className='intl-textarea' value={store.note} maxlength={500} placeholder={tt('need.notePlaceholder')} onInput={(e) => store.setNote(e.detail.value)} data-testid='need-note-input' />
            {store.actionError ? <Text className='intl-error'>{store.actionError}</Text> : null}
            <PrimaryButton plain loading={store.busy} onClick={() => void store.sendNote()} testId='need-note-send'>{tt('need.send')}</PrimaryButton>
          </View>
        ) : null}
      </View>
      {d.allowedActions.cancel ? (
        <Text className='intl-link' onClick={() => void cancel()} data-testid='need-cancel'>{tt('need.cancel')}</Text>
      ) : null}
    </PageShell>
  )
}

export default observer(TkNeedDetailPage)
