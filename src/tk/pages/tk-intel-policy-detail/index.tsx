import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { isApiError } from '../../../core/http/envelope'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { intlPolicyDetail, type IntlPolicyDetailReply } from '../../api/intl-flight'
import { intlDict } from '../../i18n/intl'
import '../../components/intl.scss'

/** /tkIntel/policy/detail/{id}: one international standard and its rules. */
function TkIntelPolicyDetailPage() {
  const tt = useScopedT(intlDict)
  const p = useRouter().params as Record<string, string | undefined>
  const id = p.id && /^\d{1,12}$/.test(p.id) ? p.id : ''
  // Opened without an id (a bad link): say so rather than ask the server for nothing.
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error' | 'notFound'; data: IntlPolicyDetailReply | null }>({ status: id ? 'loading' : 'notFound', data: null })
  const load = () => {
    if (!id) return
    setState({ status: 'loading', data: null })
    intlPolicyDetail(id)
      .then((data) => setState({ status: 'ready', data }))
      .catch((e: unknown) => setState({ status: isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error', data: null }))
  }
  useEffect(load, [id])
  const d = state.data
  return (
    <PageShell title={tt('policy.detailTitle')} className='intl-page'>
      {state.status === 'loading' ? <StateView status='loading' /> : null}
      {state.status === 'error' ? <StateView status='error' onRetry={load} /> : null}
      {state.status === 'notFound' ? <StateView status='empty' message={tt('policy.notFound')} onRetry={() => void navigate('/tkIntel/policy')} actionText={tt('policy.title')} /> : null}
      {d ? (
        <View className='intl-box' data-testid='policy-detail'>
          <Text className='intl-box__title'>{d.policy.name}</Text>
          <Text className='intl-muted'>{tt('policy.rank', { rank: d.policy.empRank })}</Text>
          {d.rules.map((r) => (
            <View key={r.title} className='intl-note'>
              <Text className='intl-note__who'>{r.title}</Text>
              <Text className='intl-note__text'>{r.text}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TkIntelPolicyDetailPage)
