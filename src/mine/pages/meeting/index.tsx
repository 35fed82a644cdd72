import { useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../../core/components/date-calendar'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { addDaysText } from '../../../core/domain/calendar-date'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { MeetingStore } from '../../stores/meeting-store'
import '../../components/mine.scss'
import './index.scss'

/** How far ahead a meeting may be requested. */
const MEETING_DAYS_AHEAD = 365

/**
 * /meeting: a meeting or event request (name, city, dates, attendees, rooms, budget, contact,
 * other needs) that the company's travel consultants answer with a proposal, and my requests
 * with their answers; a request still waiting can be withdrawn.
 */
function MeetingPage() {
  const tt = useScopedT(mineDict)
  const { session } = useStores()
  const [store] = useState(() => new MeetingStore(session.empInfo?.phoneNumber ?? ''))
  const [calendar, setCalendar] = useState(false)
  usePagedPage({ refresh: () => store.requests.reload(), more: () => store.requests.loadMore(), onShow: () => session.loggedIn })
  const d = store.draft
  const e = store.errors
  const submit = async () => {
    if (await store.submit()) ui.toast(tt('meeting.submitted'), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  const cancel = async (id: string) => {
    if (!(await ui.confirm(tt('common.tips'), tt('meeting.cancelConfirm')))) return
    if (!(await store.cancel(id)) && store.message) ui.toast(store.message)
  }
  return (
    <PageShell title={tt('title.meeting')} className='mine'>
      <Text className='mine__intro'>{tt('meeting.intro')}</Text>
      <View className='mine__list'>
        <View className='mine__card meeting-form' data-testid='meeting-form'>
          <FormField name='meetingName' label={tt('meeting.name')} value={d.meetingName} placeholder={tt('meeting.namePh')} maxlength={60} error={e.meetingName} onChange={(v) => store.set('meetingName', v)} />
          <FormField name='city' label={tt('meeting.city')} value={d.city} placeholder={tt('meeting.cityPh')} maxlength={30} error={e.city} onChange={(v) => store.set('city', v)} />
          <View className='meeting-form__dates' onClick={() => setCalendar(true)} data-testid='meeting-dates'>
            <Text className='meeting-form__label'>{tt('meeting.dateBegin')}</Text>
            <Text className='meeting-form__date'>{d.dateBegin || tt('meeting.pickDate')}</Text>
            <Text className='meeting-form__label'>{tt('meeting.dateEnd')}</Text>
            <Text className='meeting-form__date'>{d.dateEnd || tt('meeting.pickDate')}</Text>
          </View>
          {e.dateBegin || e.dateEnd ? <Text className='mine__error'>{e.dateBegin || e.dateEnd}</Text> : null}
          <FormField name='attendees' type='number' label={tt('meeting.attendees')} value={d.attendees} maxlength={4} error={e.attendees} onChange={(v) => store.set('attendees', v)} />
          <FormField name='rooms' type='number' label={tt('meeting.rooms')} value={d.rooms} maxlength={4} error={e.rooms} onChange={(v) => store.set('rooms', v)} />
          <FormField name='budget' type='number' label={tt('meeting.budget')} value={d.budget} placeholder={tt('meeting.budgetPh')} maxlength={8} error={e.budget} onChange={(v) => store.set('budget', v)} />
          <FormField name='contactPhone' type='number' label={tt('meeting.phone')} value={d.contactPhone} maxlength={13} error={e.contactPhone} onChange={(v) => store.set('contactPhone', v)} />
          <Text className='meeting-form__label meeting-form__label--block'>{tt('meeting.remark')}</Text>
          <Textarea className='mine__input' value={d.remark} maxlength={500} placeholder={tt('meeting.remarkPh')} onInput={(ev) => store.set('remark', ev.detail.value)} data-testid='meeting-remark' />
        </View>
      </View>
      <View className='mine__actions'>
        <PrimaryButton onClick={() => void submit()} loading={store.sending} testId='meeting-submit'>
          {tt('meeting.submit')}
        </PrimaryButton>
      </View>

      <Text className='mine__section'>{tt('meeting.mine')}</Text>
      <ListState list={store.requests} empty={tt('meeting.none')} />
      {store.requests.items.length > 0 ? (
        <View className='mine__list' data-testid='meeting-requests'>
          {store.requests.items.map((r) => (
            <View key={r.id} className='mine__card' data-testid='meeting-request' data-status={r.status}>
              <View className='mine__row'>
                <Text className='mine__title'>{r.meeting?.meetingName ?? r.requestNo}</Text>
                <Text className={`mine__status mine__status--${r.status === 'ANSWERED' ? 'success' : r.status === 'SUBMITTED' ? 'warning' : 'muted'}`}>{tt(`request.status.${r.status}`)}</Text>
              </View>
              {r.meeting ? (
                <Text className='mine__meta'>{tt('meeting.summary', { city: r.meeting.city, begin: r.meeting.dateBegin, end: r.meeting.dateEnd, n: r.meeting.attendees })}</Text>
              ) : null}
              {r.content ? <Text className='mine__text'>{r.content}</Text> : null}
              {r.answer ? <Text className='mine__warn mine__answer'>{tt('service.answer')}：{r.answer}</Text> : null}
              <View className='mine__row'>
                <Text className='mine__meta'>{r.requestNo} · {r.createdAt}</Text>
                {r.canCancel ? <Text className='mine__button' onClick={() => void cancel(r.id)}>{tt('meeting.cancel')}</Text> : null}
              </View>
            </View>
          ))}
          <PagedFooter list={store.requests} />
        </View>
      ) : null}
      <DateCalendar
        visible={calendar}
        mode='range'
        start={d.dateBegin}
        end={d.dateEnd}
        min={store.today}
        max={addDaysText(store.today, MEETING_DAYS_AHEAD)}
        onConfirm={(begin, end) => {
          setCalendar(false)
          store.set('dateBegin', begin)
          store.set('dateEnd', end ?? begin)
        }}
        onClose={() => setCalendar(false)}
      />
    </PageShell>
  )
}

export default observer(MeetingPage)
