import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { callPhone } from '../../components/call-phone'
import { ListState } from '../../components/list-state'
import { OfflineNotice } from '../../components/next-trip-card'
import { onNetworkBack } from '../../../core/platform/network'
import { registerServiceWorker } from '../../../core/platform/service-worker'
import { useStores } from '../../../core/stores/root-store'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { ownerOf } from '../../stores/offline-copy'
import { QUESTION_MAX, ServiceStore } from '../../stores/service-store'
import '../../components/mine.scss'

/**
 * /service: the company's service lines and the complaint line (tap to call), online service when
 * the tenant enables it (a question to the travel consultants and their answers), and the way to
 * a meeting request.
 */
function ServicePage() {
  const tt = useScopedT(mineDict)
  const { session } = useStores()
  // The lines are kept on the device for the trip offline (issue 18 §3), as the signed-in user's.
  const [store] = useState(() => new ServiceStore({}, { owner: () => ownerOf(session.headers) }))
  useEffect(() => {
    void store.load()
    // H5: the worker keeps this page's files too, so the kept lines open with no network.
    registerServiceWorker()
    return onNetworkBack(() => {
      if (store.savedAt !== null || store.status === 'error') void store.load()
    })
  }, [])
  // Back from elsewhere: answers may have come in.
  useDidShow(() => {
    if (store.status === 'ready' && store.onlineOn) void store.questions.reload()
  })
  if (store.status !== 'ready') {
    return (
      <PageShell title={tt('title.service')} className='mine'>
        {store.status === 'loading' ? <StateView status='loading' /> : <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />}
      </PageShell>
    )
  }
  const send = async () => {
    if (await store.send()) ui.toast(tt('service.sent'), { icon: 'success' })
  }
  const roleKey = (role: string) => (['consultant', 'service', 'manager'].includes(role) ? tt(`service.role.${role as 'consultant'}`) : '')
  return (
    <PageShell title={tt('title.service')} className='mine'>
      {store.notice ? <OfflineNotice text={store.notice} onRetry={() => void store.load()} /> : null}
      <Text className='mine__section'>{tt('service.lines')}</Text>
      <View className='mine__list' data-testid='service-lines'>
        {store.contacts.length === 0 && !store.complaintPhone ? <StateView status='empty' message={tt('service.empty')} /> : null}
        {store.contacts.map((c) => (
          <View key={c.id} className='mine__card' data-testid='service-line'>
            <View className='mine__row'>
              <Text className='mine__title mine__title--wrap'>{c.name}</Text>
              <Text className='mine__button' onClick={() => callPhone(c.phone)}>{tt('service.call')}</Text>
            </View>
            <Text className='mine__meta'>{[roleKey(c.role), c.phone, c.email].filter(Boolean).join(' · ')}</Text>
            {c.workTime ? <Text className='mine__meta'>{tt('service.workTime', { time: c.workTime })}</Text> : null}
          </View>
        ))}
        {store.complaintPhone ? (
          <View className='mine__card' data-testid='service-complaint'>
            <View className='mine__row'>
              <Text className='mine__title'>{tt('service.complaint')}</Text>
              <Text className='mine__button mine__button--danger' onClick={() => callPhone(store.complaintPhone)}>{tt('service.call')}</Text>
            </View>
            <Text className='mine__meta'>{store.complaintPhone}</Text>
          </View>
        ) : null}
        <View className='mine__card' onClick={() => void navigate('/meeting')} data-testid='service-meeting'>
          <View className='mine__row'>
            <Text className='mine__title'>{tt('service.meeting')}</Text>
            <Text className='mine__link'>›</Text>
          </View>
          <Text className='mine__meta'>{tt('service.meetingHint')}</Text>
        </View>
      </View>

      <Text className='mine__section'>{tt('service.online')}</Text>
      {store.onlineOn ? (
        <View className='mine__list' data-testid='service-online'>
          <View className='mine__card'>
            <Text className='mine__text'>{tt('service.onlineHint')}</Text>
            <Textarea
              className='mine__input'
              value={store.question}
              maxlength={QUESTION_MAX}
              placeholder={tt('service.placeholder')}
              onInput={(e) => store.setQuestion(e.detail.value)}
              data-testid='service-question'
            />
            {store.message ? <Text className='mine__error' data-testid='service-error'>{store.message}</Text> : null}
            <View style={{ marginTop: '20px' }}>
              <PrimaryButton onClick={() => void send()} loading={store.sending} testId='service-send'>
                {tt('service.send')}
              </PrimaryButton>
            </View>
          </View>
          <Text className='mine__section'>{tt('service.myQuestions')}</Text>
          <ListState list={store.questions} empty={tt('service.noQuestions')} />
          {store.questions.items.map((q) => (
            <View key={q.id} className='mine__card' data-testid='service-request' data-status={q.status}>
              <View className='mine__row'>
                <Text className='mine__meta'>{q.createdAt}</Text>
                <Text className={`mine__status mine__status--${q.status === 'ANSWERED' ? 'success' : q.status === 'SUBMITTED' ? 'warning' : 'muted'}`}>{tt(`request.status.${q.status}`)}</Text>
              </View>
              <Text className='mine__text'>{q.content}</Text>
              {q.answer ? <Text className='mine__warn mine__answer'>{tt('service.answer')}：{q.answer}</Text> : null}
              {q.canCancel ? (
                <View className='mine__row'>
                  <Text className='mine__meta'>{tt('service.waiting')}</Text>
                  <Text className='mine__button' onClick={() => void store.withdraw(q.id)}>{tt('service.withdraw')}</Text>
                </View>
              ) : null}
            </View>
          ))}
          {store.questions.items.length > 0 ? <PagedFooter list={store.questions} /> : null}
        </View>
      ) : (
        <View className='mine__list'>
          <Text className='mine__warn' data-testid='service-online-off'>{tt('service.onlineOff')}</Text>
        </View>
      )}
    </PageShell>
  )
}

export default observer(ServicePage)
