import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { intlPolicyList, type IntlPolicyItem } from '../../api/intl-flight'
import { intlDict } from '../../i18n/intl'
import '../../components/intl.scss'

/** /tkIntel/policy: the company's international travel standards, the caller's first. */
function TkIntelPolicyPage() {
  const tt = useScopedT(intlDict)
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; list: IntlPolicyItem[] }>({ status: 'loading', list: [] })
  const load = () => {
    setState({ status: 'loading', list: [] })
    intlPolicyList().then((r) => setState({ status: 'ready', list: r.list })).catch(() => setState({ status: 'error', list: [] }))
  }
  useEffect(load, [])
  return (
    <PageShell title={tt('policy.title')} className='intl-page'>
      {state.status === 'loading' ? <StateView status='loading' /> : null}
      {state.status === 'error' ? <StateView status='error' onRetry={load} /> : null}
      {state.status === 'ready' && state.list.length === 0 ? <StateView status='empty' message={tt('policy.empty')} /> : null}
      {state.list.map((p) => (
        <View key={p.id} className='intl-box' onClick={() => void navigate('/tkIntel/policy/detail', { id: p.id })} data-testid={`policy-${p.id}`}>
          <View className='intl-row'>
            <Text>{p.name}</Text>
            {p.mine ? <Text className='intl-link'>{tt('policy.mine')}</Text> : <Text className='intl-muted'>{tt('policy.rank', { rank: p.empRank })}</Text>}
          </View>
          <Text className='intl-muted'>{p.text} · {p.actionText}</Text>
        </View>
      ))}
    </PageShell>
  )
}

export default observer(TkIntelPolicyPage)
