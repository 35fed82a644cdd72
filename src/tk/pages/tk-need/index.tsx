import { useMemo } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { intlDict } from '../../i18n/intl'
import { NeedFormStore } from '../../stores/intl-need-store'
import { paramsToIntlQuery } from '../../stores/intl-search'
import '../../components/intl.scss'

/** /tk/tkNeed: the trip no fare suited, described for a travel consultant. */
function TkNeedPage() {
  const tt = useScopedT(intlDict)
  const router = useRouter()
  const { session } = useStores()
  const query = useMemo(() => paramsToIntlQuery(router.params as Record<string, string>), [])
  const store = useMemo(() => {
    if (!query) return null
    const s = new NeedFormStore(query)
    const me = session.empInfo
    if (me) s.setContact(me.empName, /^1\d{10}$/.test(me.phoneNumber ?? '') ? me.phoneNumber : '')
    return s
  }, [query])
  if (!store || !query) {
    return (
      <PageShell title={tt('need.title')}>
        <StateView status='empty' message={tt('cabin.loadFailed')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} />
      </PageShell>
    )
  }
  const submit = async () => {
    const id = await store.submit()
    if (id) await redirect('/tk/tkNeedDetail', { id })
  }
  return (
    <PageShell title={tt('need.title')} className='intl-page'>
      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('need.trip')}</Text>
        <Text data-testid='need-trip'>{query.depName} ⇀ {query.arrName}</Text>
        <Text className='intl-muted' style={{ display: 'block' }}>
          {query.depDate}{query.retDate ? ` ~ ${query.retDate}` : ''} · {tt(`query.cabin.${query.cabin}`)} · {tt('need.people', { n: query.adults + query.children })}
        </Text>
      </View>
      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('need.remark')}</Text>
        <Textarea className='intl-textarea' value={store.remark} maxlength={400} placeholder={tt('need.remarkHint')} onInput={(e) => store.setRemark(e.detail.value)} data-testid='need-remark' />
        <View className='intl-field'>
          <Text className='intl-field__label'>{tt('edit.contactName')}</Text>
          <Input className='intl-field__input' value={store.contactName} onInput={(e) => store.setContact(e.detail.value, store.contactPhone)} data-testid='need-contact-name' />
        </View>
        <View className='intl-field'>
          <Text className='intl-field__label'>{tt('edit.contactPhone')}</Text>
          <Input className='intl-field__input' type='number' value={store.contactPhone} onInput={(e) => store.setContact(store.contactName, e.detail.value)} data-testid='need-contact-phone' />
        </View>
        {store.error ? <Text className='intl-error' data-testid='need-error'>{store.error}</Text> : null}
      </View>
      <PrimaryButton asksForMessages loading={store.submitting} onClick={() => void submit()} testId='need-submit'>{tt('need.submit')}</PrimaryButton>
    </PageShell>
  )
}

export default observer(TkNeedPage)
