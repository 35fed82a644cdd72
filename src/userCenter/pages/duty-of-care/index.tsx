import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { dutyOfCareDict } from '../../i18n/duty-of-care'
import { DUTY_TEXT_MAX, DutyOfCareStore } from '../../stores/duty-of-care-store'
import '../../components/user-data.scss'
import './index.scss'

const DutyOfCareScreen = observer(function DutyOfCareScreen() {
  const t = useT()
  const tt = useScopedT(dutyOfCareDict)
  const { locale } = useStores()
  const [store] = useState(() => new DutyOfCareStore())
  useEffect(() => {
    void store.load()
  }, [])

  const send = async () => {
    if (store.blocker) {
      ui.toast(store.blocker)
      return
    }
    if (!(await ui.confirm(t('http.tipsTitle'), tt('doc.confirm', { n: store.travellerCount })))) return
    if (await store.send()) ui.toast(tt('doc.sent'), { icon: 'success' })
  }

  let body
  if (store.status === 'loading') body = <StateView status='loading' />
  else if (store.status !== 'ready' || !store.now) body = <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} />
  else {
    const now = store.now
    body = (
      <View>
        <View className='ud__card' data-testid='doc-now'>
          <View className='doc__head'>
            <Text className='doc__title'>{tt('doc.now', { day: now.day })}</Text>
            <Text className='doc__count' data-testid='doc-count'>
              {tt('doc.count', { n: now.travellers.length })}
            </Text>
          </View>
          {now.travellers.length === 0 ? (
            <Text className='doc__empty' data-testid='doc-empty'>
              {tt('doc.empty')}
            </Text>
          ) : (
            now.travellers.map((p) => (
              <View key={p.empId} className='doc__person' data-testid='doc-traveller' data-emp={p.empId}>
                <View className='doc__person-head'>
                  <Text className='doc__name'>{p.name}</Text>
                  <Text className='doc__dept'>{p.deptName}</Text>
                  <Text className='doc__mobile'>{p.mobile}</Text>
                </View>
                <View className='doc__where'>
                  <Text>{tt('doc.at', { city: p.city || '—' })}</Text>
                  {p.inTransit ? <Text className='doc__badge'>{tt('doc.inTransit')}</Text> : null}
                </View>
                {p.segments.map((s, i) => (
                  <View key={i} className='doc__seg'>
                    <Text className='doc__kind'>{tt(`doc.kind.${s.kind}`)}</Text>
                    <Text className='doc__seg-label'>{s.label}</Text>
                    <Text className='doc__seg-route'>{s.route}</Text>
                    <Text className='doc__seg-time'>{s.time}</Text>
                  </View>
                ))}
              </View>
            ))
          )}
        </View>

        <View className='ud__card' data-testid='doc-compose'>
          <Text className='doc__title'>{tt('doc.compose')}</Text>
          <Textarea
            className='doc__input'
            value={store.text}
            maxlength={DUTY_TEXT_MAX}
            placeholder={tt('doc.placeholder')}
            onInput={(ev) => store.setText(ev.detail.value)}
            data-testid='doc-text'
            aria-label={tt('doc.compose')}
          />
          <Text className='doc__chars'>{tt('doc.chars', { n: store.text.length })}</Text>
          {store.sendError ? (
            <Text className='doc__error' data-testid='doc-send-error'>
              {store.sendError}
            </Text>
          ) : null}
          <PrimaryButton onClick={() => void send()} loading={store.sending} disabled={store.travellerCount === 0} testId='doc-send'>
            {tt('doc.send', { n: store.travellerCount })}
          </PrimaryButton>
        </View>

        <View className='ud__card' data-testid='doc-history'>
          <Text className='doc__title'>{tt('doc.history')}</Text>
          {store.broadcasts.length === 0 ? <Text className='doc__empty'>{tt('doc.historyEmpty')}</Text> : null}
          {store.broadcasts.map((b) => (
            <View key={b.id} className='doc__broadcast' data-testid='doc-broadcast' data-id={b.id} data-acked={b.ackedCount} data-total={b.recipients.length}>
              <Text className='doc__text'>{b.text}</Text>
              <View className='doc__meta'>
                <Text>{tt('doc.by', { name: b.senderName, time: b.sentAt })}</Text>
                <Text className='doc__acked' data-testid='doc-acked'>
                  {tt('doc.acked', { n: b.ackedCount, m: b.recipients.length })}
                </Text>
              </View>
              {b.recipients.map((r) => (
                <View key={r.empId} className='doc__recipient' data-testid='doc-recipient' data-acked={r.acked ? '1' : '0'}>
                  <Text>{r.name}</Text>
                  <Text className={r.acked ? 'doc__ok' : 'doc__wait'}>{r.acked ? tt('doc.ackedAt', { time: r.ackedAt }) : tt('doc.notAcked')}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>
      </View>
    )
  }

  return (
    <PageShell title={tt('doc.title')}>
      <View className='ud doc' data-testid='doc-page' data-status={store.status} data-locale={locale.locale}>
        {body}
      </View>
    </PageShell>
  )
})

/** /userCenter/dutyOfCare: who of the company is travelling today, a message to all, and who acknowledged (administrators). */
function DutyOfCarePage() {
  const tt = useScopedT(dutyOfCareDict)
  return (
    <CompanyAdminGate title={tt('doc.title')}>
      <DutyOfCareScreen />
    </CompanyAdminGate>
  )
}

export default observer(DutyOfCarePage)
